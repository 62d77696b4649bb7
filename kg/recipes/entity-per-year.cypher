// Papers per year of an entity: how many papers of each year mention a method, dataset, task or metric, next to how many papers that year has.
// params: name (required)
// example: kg query entity-per-year --param name="diffusion model"
MATCH (q:Paper) WHERE q.year IS NOT NULL
WITH q.year AS year, count(q) AS year_papers
MATCH (p:Paper)-[:PROPOSES|USES|INTRODUCES|EVALUATES_ON|ADDRESSES|REPORTS]->(e)
WHERE p.year = year AND (toLower(e.name) = toLower($name) OR toLower($name) IN [a IN coalesce(e.aliases, []) | toLower(a)])
RETURN e.name AS entity, labels(e)[0] AS label, year, count(DISTINCT p) AS papers, year_papers
ORDER BY entity, label, year
