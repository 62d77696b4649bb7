// Shortest path between two entities (by name or alias), through papers and other entities, up to 8 hops.
// A name shared by several nodes (CLIP the model and CLIP the score) tries every pairing; the shortest path wins.
// params: from (required), to (required)
// example: kg query shortest-path --param from=CLIP --param to=DPO
MATCH (a) WHERE a.name IS NOT NULL AND (toLower(a.name) = toLower($from) OR toLower($from) IN [x IN coalesce(a.aliases, []) | toLower(x)])
MATCH (b) WHERE b.name IS NOT NULL AND (toLower(b.name) = toLower($to) OR toLower($to) IN [x IN coalesce(b.aliases, []) | toLower(x)])
WITH a, b
MATCH p = allShortestPaths((a)-[*..8]-(b))
WITH p, [n IN nodes(p) | coalesce(n.name, n.url, n.authors, n.id)] AS names
ORDER BY length(p), names
RETURN names AS path, length(p) AS hops
LIMIT 1
