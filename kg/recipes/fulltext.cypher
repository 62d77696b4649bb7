// Full-text search over paper titles and abstracts and entity names and aliases (Lucene syntax).
// params: q (required), limit=10
// example: kg query fulltext --param q="preference optimization"
CALL db.index.fulltext.queryNodes('kg_text', $q) YIELD node, score
RETURN labels(node)[0] AS label, coalesce(node.name, node.id) AS name, coalesce(node.id, node.key) AS key, round(score * 1000) / 1000.0 AS score
ORDER BY score DESC, name
LIMIT $limit
