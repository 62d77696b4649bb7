// Full-text search over paper titles and abstracts and entity names and aliases: the words of q as one phrase, so "GPT-4" and "in-context learning" match as written (query syntax in q is read as plain text).
// params: q (required), limit=10
// example: kg query fulltext --param q="in-context learning"
WITH trim(reduce(s = $q, c IN ['\\', '"', '\'', '-', '+', '&', '|', '!', '(', ')', '{', '}', '[', ']', '^', '~', '*', '?', ':', '/', ',', '.', '<', '>', ';', '@', '#', '$', '%', '='] | replace(s, c, ' '))) AS words
CALL db.index.fulltext.queryNodes('kg_text', '"' + words + '"') YIELD node, score
RETURN labels(node)[0] AS label, coalesce(node.name, node.id) AS name, coalesce(node.id, node.key) AS key, round(score * 1000) / 1000.0 AS score
ORDER BY score DESC, name
LIMIT $limit
