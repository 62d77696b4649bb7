// Acronyms with several senses in the corpus (SSL: self- and semi-supervised learning), each sense with its papers.
// An acronym is split by the long forms papers define it with; a node that keeps the bare acronym lists its senses.
// params: limit=50
// example: kg query ambiguous-acronyms --param limit=20
MATCH (e)
WHERE (e:Method OR e:Dataset OR e:Task OR e:Metric) AND e.short_form IS NOT NULL
WITH e.short_form AS acronym, e
ORDER BY e.paper_count DESC, e.name
WITH acronym, collect(e.name + ' (' + toString(e.paper_count) + ')') AS senses, count(e) AS n, sum(e.paper_count) AS papers
WHERE n > 1
RETURN acronym, n AS nodes, senses, papers
ORDER BY nodes DESC, papers DESC, acronym
LIMIT $limit
