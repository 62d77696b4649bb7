// Papers that build on a method another paper proposes (B uses what A proposes).
// params: limit=50
// example: kg query builds-on --param limit=10
MATCH (a:Paper)-[:PROPOSES]->(m:Method)<-[:USES]-(b:Paper)
WHERE a <> b
RETURN b.id AS paper, m.name AS method, a.id AS proposed_in
ORDER BY method, paper, proposed_in
LIMIT $limit
