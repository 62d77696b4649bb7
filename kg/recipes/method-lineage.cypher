// A method's variants and lineage: what it is a variant of (up to 4 steps) and what varies it.
// params: name (required)
// example: kg query method-lineage --param name=DPO
MATCH (m:Method)
WHERE toLower(m.name) = toLower($name) OR toLower($name) IN [a IN m.aliases | toLower(a)]
OPTIONAL MATCH (m)-[:VARIANT_OF*1..4]->(base:Method)
WITH m, base ORDER BY base.name
WITH m, collect(DISTINCT base.name) AS ancestors
OPTIONAL MATCH (v:Method)-[:VARIANT_OF*1..4]->(m)
WITH m, ancestors, v ORDER BY v.name
RETURN m.name AS method, ancestors, collect(DISTINCT v.name) AS variants
ORDER BY method
