// Datasets for a task: datasets evaluated on or introduced by papers addressing it; `evidence` says whether some paper states in a sentence that the dataset is a benchmark for the task (BENCHMARK_FOR, `sentence_papers` of them) or the two only co-occur in papers.
// params: task (required), limit=20
// example: kg query task-datasets --param task="image generation"
MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:EVALUATES_ON|INTRODUCES]->(d:Dataset)
WHERE toLower(t.name) = toLower($task) OR toLower($task) IN [a IN t.aliases | toLower(a)]
WITH t, d, count(DISTINCT p) AS papers
OPTIONAL MATCH (d)-[s:BENCHMARK_FOR]->(t)
RETURN d.name AS dataset, papers, CASE WHEN s IS NULL THEN 'co-occurrence' ELSE 'sentence' END AS evidence,
       CASE WHEN s IS NULL THEN 0 ELSE size(s.papers) END AS sentence_papers
ORDER BY papers DESC, dataset
LIMIT $limit
