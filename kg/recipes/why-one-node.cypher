// How an entity was resolved: the forms merged into it, the acronym definitions it rests on, the label votes and the proposal verdict.
// Matches the name or any alias, ignoring case.
// params: name=LLM
// example: kg query why-one-node --param name="large language model"
MATCH (e)
WHERE (e:Method OR e:Dataset OR e:Task OR e:Metric)
  AND (toLower(e.name) = toLower($name) OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = toLower($name)))
RETURN labels(e)[0] AS label, e.name AS name, e.paper_count AS papers, e.aliases AS aliases, e.resolution AS resolution
ORDER BY papers DESC, name
LIMIT 10
