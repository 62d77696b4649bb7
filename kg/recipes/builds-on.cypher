// Papers that build on another: B BUILDS_ON A when B uses a method whose proposal by A survived resolution (A not dated after B), with both titles and years and the method it runs through.
// params: limit=50
// example: kg query builds-on --param limit=10
MATCH (b:Paper)-[r:BUILDS_ON]->(a:Paper)
RETURN b.id AS paper, b.title AS title, b.year AS year, r.via_name AS method, a.id AS builds_on, a.title AS builds_on_title,
       a.year AS builds_on_year
ORDER BY method, paper, builds_on
LIMIT $limit
