// Shortest path between two entities (by name or alias), through papers and other entities.
// params: from (required), to (required), maxhops=6
// example: kg query shortest-path --param from=CLIP --param to=LoRA
MATCH (a) WHERE a.name IS NOT NULL AND (toLower(a.name) = toLower($from) OR toLower($from) IN [x IN coalesce(a.aliases, []) | toLower(x)])
MATCH (b) WHERE b.name IS NOT NULL AND (toLower(b.name) = toLower($to) OR toLower($to) IN [x IN coalesce(b.aliases, []) | toLower(x)])
WITH a, b LIMIT 1
MATCH p = allShortestPaths((a)-[*..6]-(b))
WITH p LIMIT 1
RETURN [n IN nodes(p) | coalesce(n.name, n.url, n.authors, n.id)] AS path, length(p) AS hops
