// Methods proposed in the corpus, with the proposing papers and what each is a variant of.
// params: limit=50
// example: kg query proposed-methods --param limit=20
MATCH (p:Paper)-[:PROPOSES]->(m:Method)
OPTIONAL MATCH (m)-[:VARIANT_OF]->(b:Method)
WITH m, p, b ORDER BY p.id, b.name
RETURN m.name AS method, collect(DISTINCT p.id) AS papers, collect(DISTINCT b.name) AS variant_of
ORDER BY method
LIMIT $limit
