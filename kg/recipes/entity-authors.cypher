// Who works on a topic: the authors with most papers that mention an entity (method, dataset, task or metric, by name or alias).
// params: name (required), limit=20
// example: kg query entity-authors --param name="diffusion model"
MATCH (a:Author)-[:WROTE]->(p:Paper)-[:PROPOSES|USES|INTRODUCES|EVALUATES_ON|ADDRESSES|REPORTS]->(e)
WHERE toLower(e.name) = toLower($name) OR toLower($name) IN [x IN coalesce(e.aliases, []) | toLower(x)]
RETURN a.name AS author, count(DISTINCT p) AS papers, min(p.year) AS first_year, max(p.year) AS last_year
ORDER BY papers DESC, author
LIMIT $limit
