// Datasets used for a task: datasets evaluated on or introduced by papers addressing it.
// params: task (required), limit=20
// example: kg query task-datasets --param task="semantic segmentation"
MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:EVALUATES_ON|INTRODUCES]->(d:Dataset)
WHERE toLower(t.name) = toLower($task) OR toLower($task) IN [a IN t.aliases | toLower(a)]
RETURN d.name AS dataset, count(DISTINCT p) AS papers
ORDER BY papers DESC, dataset
LIMIT $limit
