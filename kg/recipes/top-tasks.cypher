// Most addressed tasks: tasks ranked by the number of papers that address them.
// params: limit=10
// example: kg query top-tasks --param limit=5
MATCH (p:Paper)-[:ADDRESSES]->(t:Task)
RETURN t.name AS task, count(DISTINCT p) AS papers
ORDER BY papers DESC, task
LIMIT $limit
