// Most used datasets: datasets ranked by the number of papers that evaluate on or introduce them.
// params: limit=10
// example: kg query top-datasets --param limit=5
MATCH (p:Paper)-[r:EVALUATES_ON|INTRODUCES]->(d:Dataset)
RETURN d.name AS dataset, count(DISTINCT p) AS papers
ORDER BY papers DESC, dataset
LIMIT $limit
