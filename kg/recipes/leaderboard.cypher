// Leaderboard: the absolute scores papers report on a dataset for a metric, best first, with the method, paper and year (set lower=true for a metric where lower is better, such as FID or error).
// params: dataset (required), metric (required), lower=false, limit=20
// example: kg query leaderboard --param dataset="ImageNet" --param metric="top-1 accuracy"
MATCH (p:Paper)-[:REPORTS_RESULT]->(r:Result)-[:ON_DATASET]->(d:Dataset)
WHERE r.kind = 'absolute'
  AND (toLower(d.name) = toLower($dataset) OR toLower($dataset) IN [a IN coalesce(d.aliases, []) | toLower(a)])
OPTIONAL MATCH (r)-[:MEASURED_BY]->(m:Metric)
WITH p, r, d, m
WHERE toLower(r.metric) = toLower($metric) OR toLower(r.metric) ENDS WITH (' ' + toLower($metric))
   OR (m IS NOT NULL AND (toLower(m.name) = toLower($metric) OR toLower($metric) IN [a IN coalesce(m.aliases, []) | toLower(a)]))
OPTIONAL MATCH (r)-[:OF_METHOD]->(x:Method)
RETURN r.value AS value, r.unit AS unit, r.metric AS metric, coalesce(x.name, r.method) AS method,
       p.id AS paper, p.title AS title, p.year AS year
ORDER BY CASE WHEN $lower THEN r.value ELSE -r.value END, paper, metric
LIMIT $limit
