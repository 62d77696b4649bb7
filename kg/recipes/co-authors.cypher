// Co-authorship around an author: who wrote papers with them, how many, and in which years. Authors are one node per normalised name, so namesakes share a node.
// params: author (required), limit=20
// example: kg query co-authors --param author="Chunyuan Li"
MATCH (a:Author)-[:WROTE]->(p:Paper)<-[:WROTE]-(b:Author)
WHERE toLower(a.name) = toLower($author) AND a <> b
RETURN b.name AS co_author, count(DISTINCT p) AS papers, min(p.year) AS first_year, max(p.year) AS last_year
ORDER BY papers DESC, co_author
LIMIT $limit
