// Papers that release code: each paper with its repository URLs.
// params: limit=100
// example: kg query papers-with-code --param limit=20
MATCH (p:Paper)-[:RELEASES_CODE]->(r:Repository)
WITH p, r ORDER BY r.url
WITH p, collect(r.url) AS urls
RETURN p.id AS paper, p.name AS title, urls
ORDER BY paper
LIMIT $limit
