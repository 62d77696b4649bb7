// Full-text search over paper titles and abstracts and entity names and aliases (FalkorDB's full-text syntax).
// params: q (required), limit=10
// example: kg query fulltext --param q="preference optimization"
CALL {
  CALL db.idx.fulltext.queryNodes('Paper', $q) YIELD node, score RETURN node, score
  UNION ALL
  CALL db.idx.fulltext.queryNodes('Method', $q) YIELD node, score RETURN node, score
  UNION ALL
  CALL db.idx.fulltext.queryNodes('Dataset', $q) YIELD node, score RETURN node, score
  UNION ALL
  CALL db.idx.fulltext.queryNodes('Task', $q) YIELD node, score RETURN node, score
  UNION ALL
  CALL db.idx.fulltext.queryNodes('Metric', $q) YIELD node, score RETURN node, score
}
RETURN labels(node)[0] AS label, coalesce(node.name, node.id) AS name, coalesce(node.id, node.key) AS key, round(score * 1000) / 1000.0 AS score
ORDER BY score DESC, name
LIMIT $limit
