// A paper's reported results: each number with its unit, kind (absolute score, gain or reduction), metric, dataset and method, and the sentence it was read from.
// params: paper (required)
// example: kg query paper-results --param paper="r1"
MATCH (p:Paper {id: $paper})-[:REPORTS_RESULT]->(r:Result)
OPTIONAL MATCH (r)-[:ON_DATASET]->(d:Dataset)
OPTIONAL MATCH (r)-[:OF_METHOD]->(x:Method)
RETURN r.value_text AS value, r.unit AS unit, r.kind AS kind, r.metric AS metric,
       coalesce(d.name, r.dataset) AS dataset, coalesce(x.name, r.method) AS method, r.sentence AS sentence
ORDER BY r.key
