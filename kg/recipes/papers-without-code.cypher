// Papers that release no code link; says whether the abstract promises code.
// params: limit=100
// example: kg query papers-without-code --param limit=20
MATCH (p:Paper)
OPTIONAL MATCH (p)-[r:RELEASES_CODE]->(:Repository)
WITH p, count(r) AS links
WHERE links = 0
RETURN p.id AS paper, p.name AS title, coalesce(p.code_promised, false) AS code_promised
ORDER BY paper
LIMIT $limit
