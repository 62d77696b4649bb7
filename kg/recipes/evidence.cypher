// The evidence behind a paper's relationships to an entity: sentence, span, extractor, confidence.
// params: name (required), limit=50
// example: kg query evidence --param name=CLIP
MATCH (p:Paper)-[r]->(e)
WHERE e.name IS NOT NULL AND (toLower(e.name) = toLower($name) OR toLower($name) IN [a IN coalesce(e.aliases, []) | toLower(a)])
RETURN p.id AS paper, p.name AS title, type(r) AS relationship, e.name AS entity, r.sentence AS sentence,
       r.start AS start, r.end AS end, r.extractor AS extractor, r.confidence AS confidence
ORDER BY paper, relationship
LIMIT $limit
