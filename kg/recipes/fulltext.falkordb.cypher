// Full-text search over paper titles and abstracts and entity names and aliases (FalkorDB's full-text search): every word of q must match, so "GPT-4" and "in-context learning" match as written (query syntax in q is read as plain text).
// params: q (required), limit=10
// example: kg query fulltext --param q="in-context learning"
WITH trim(reduce(s = $q, c IN ['\\', '"', '\'', '-', '+', '&', '|', '!', '(', ')', '{', '}', '[', ']', '^', '~', '*', '?', ':', '/', ',', '.', '<', '>', ';', '@', '#', '$', '%', '='] | replace(s, c, ' '))) AS words
CALL {
  WITH words CALL db.idx.fulltext.queryNodes('Paper', words) YIELD node, score RETURN node, score
  UNION ALL
  WITH words CALL db.idx.fulltext.queryNodes('Method', words) YIELD node, score RETURN node, score
  UNION ALL
  WITH words CALL db.idx.fulltext.queryNodes('Dataset', words) YIELD node, score RETURN node, score
  UNION ALL
  WITH words CALL db.idx.fulltext.queryNodes('Task', words) YIELD node, score RETURN node, score
  UNION ALL
  WITH words CALL db.idx.fulltext.queryNodes('Metric', words) YIELD node, score RETURN node, score
}
RETURN labels(node)[0] AS label, coalesce(node.name, node.id) AS name, coalesce(node.id, node.key) AS key, round(score * 1000) / 1000.0 AS score
ORDER BY score DESC, name
LIMIT $limit
