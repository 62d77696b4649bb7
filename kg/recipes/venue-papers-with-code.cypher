// Papers of a venue that release code: title, year and repository URLs, with where each link was found (the abstract, the input's metadata, or both).
// params: venue (required), limit=100
// example: kg query venue-papers-with-code --param venue="ICLR 2024"
MATCH (v:Venue)<-[:PUBLISHED_IN]-(p:Paper)-[c:RELEASES_CODE]->(r:Repository)
WHERE toLower(v.name) = toLower($venue) OR toLower(v.series) = toLower($venue)
WITH p, r, coalesce(c.found_in, 'text') AS found_in ORDER BY r.url
WITH p, collect(r.url) AS urls, collect(found_in) AS found_in
RETURN p.id AS paper, p.title AS title, p.year AS year, urls, found_in
ORDER BY year, paper
LIMIT $limit
