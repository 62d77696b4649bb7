// Papers sharing datasets, tasks or methods with a given paper, ranked by overlap.
// params: paper (required), limit=10
// example: kg query similar-papers --param paper=000_7aa95bfba9d01743#2
MATCH (p:Paper {id: $paper})-[:EVALUATES_ON|INTRODUCES|ADDRESSES|USES|PROPOSES]->(e)<-[:EVALUATES_ON|INTRODUCES|ADDRESSES|USES|PROPOSES]-(q:Paper)
WHERE q <> p
WITH q, e ORDER BY e.name
WITH q, collect(DISTINCT e.name) AS shared
RETURN q.id AS paper, q.name AS title, size(shared) AS overlap, shared
ORDER BY overlap DESC, paper
LIMIT $limit
