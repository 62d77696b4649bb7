// Most used methods: methods ranked by the number of papers that propose or use them.
// params: limit=10
// example: kg query top-methods --param limit=5
MATCH (p:Paper)-[r:PROPOSES|USES]->(m:Method)
WITH m, count(DISTINCT p) AS papers, count(CASE WHEN type(r) = 'PROPOSES' THEN 1 END) AS proposed_by
RETURN m.name AS method, papers, proposed_by
ORDER BY papers DESC, method
LIMIT $limit
