// Entities rising fastest between two years: the gain in the share of each year's papers that mention them (per mille), for one label.
// params: from_year (required), to_year (required), label="Method", limit=20
// example: kg query rising-entities --param from_year=2020 --param to_year=2024
MATCH (a:Paper) WHERE a.year = $from_year
WITH count(a) AS n_from
MATCH (b:Paper) WHERE b.year = $to_year
WITH n_from, count(b) AS n_to
MATCH (p:Paper)-[:PROPOSES|USES|INTRODUCES|EVALUATES_ON|ADDRESSES|REPORTS]->(e)
WHERE p.year IN [$from_year, $to_year] AND $label IN labels(e)
WITH e, n_from, n_to,
     count(DISTINCT CASE WHEN p.year = $from_year THEN p.id END) AS before,
     count(DISTINCT CASE WHEN p.year = $to_year THEN p.id END) AS after
WITH e, before, after, n_from, n_to,
     CASE WHEN n_from = 0 THEN 0 ELSE toInteger(1000 * before / n_from) END AS share_from,
     CASE WHEN n_to = 0 THEN 0 ELSE toInteger(1000 * after / n_to) END AS share_to
WHERE share_to > share_from
RETURN e.name AS entity, before, after, share_from AS per_mille_from, share_to AS per_mille_to,
       share_to - share_from AS gain
ORDER BY gain DESC, after DESC, entity
LIMIT $limit
