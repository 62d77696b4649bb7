// Top entities of one venue: the methods (or datasets, tasks, metrics) most papers of a venue mention; the venue is a series ("ICLR", every year) or one year of it ("ICLR 2024").
// params: venue (required), label="Method", limit=10
// example: kg query venue-top-entities --param venue="CVPR 2023"
MATCH (v:Venue)<-[:PUBLISHED_IN]-(p:Paper)-[:PROPOSES|USES|INTRODUCES|EVALUATES_ON|ADDRESSES|REPORTS]->(e)
WHERE (toLower(v.name) = toLower($venue) OR toLower(v.series) = toLower($venue)) AND $label IN labels(e)
RETURN e.name AS entity, count(DISTINCT p) AS papers
ORDER BY papers DESC, entity
LIMIT $limit
