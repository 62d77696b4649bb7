// One-paper summary card: what the paper proposes, uses, evaluates on, addresses, reports, releases and cites.
// params: paper (required)
// example: kg query paper-card --param paper=000_7aa95bfba9d01743#2
MATCH (p:Paper {id: $paper})
MATCH (p)-[r]->(e)
WITH p, type(r) AS rel, coalesce(e.name, e.url, e.authors + ' ' + toString(e.year), e.id) AS item
ORDER BY rel, item
WITH p, rel, collect(item) AS items
RETURN p.id AS paper, p.name AS title, rel AS relationship, items
ORDER BY relationship
