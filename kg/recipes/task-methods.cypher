// Methods for a task: methods used or proposed by papers addressing it; `evidence` says whether some paper states in a sentence that the method is applied to the task (APPLIED_TO, `sentence_papers` of them) or the two only co-occur in papers.
// params: task (required), limit=20
// example: kg query task-methods --param task="image classification"
MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:USES|PROPOSES]->(m:Method)
WHERE toLower(t.name) = toLower($task) OR toLower($task) IN [a IN t.aliases | toLower(a)]
WITH t, m, count(DISTINCT p) AS papers
OPTIONAL MATCH (m)-[s:APPLIED_TO]->(t)
RETURN m.name AS method, papers, CASE WHEN s IS NULL THEN 'co-occurrence' ELSE 'sentence' END AS evidence,
       CASE WHEN s IS NULL THEN 0 ELSE size(s.papers) END AS sentence_papers
ORDER BY papers DESC, method
LIMIT $limit
