// Methods that co-occur with a task: methods used or proposed by papers addressing it.
// params: task (required), limit=20
// example: kg query task-methods --param task="offline reinforcement learning"
MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:USES|PROPOSES]->(m:Method)
WHERE toLower(t.name) = toLower($task) OR toLower($task) IN [a IN t.aliases | toLower(a)]
RETURN m.name AS method, count(DISTINCT p) AS papers
ORDER BY papers DESC, method
LIMIT $limit
