// Entities with their aliases: every method, dataset, task or metric known under more than one name.
// params: limit=100
// example: kg query entity-aliases --param limit=20
MATCH (e)
WHERE (e:Method OR e:Dataset OR e:Task OR e:Metric) AND size(coalesce(e.aliases, [])) > 0
RETURN labels(e)[0] AS label, e.name AS name, e.aliases AS aliases
ORDER BY label, name
LIMIT $limit
