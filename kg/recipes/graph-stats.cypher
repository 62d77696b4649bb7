// Graph statistics: node count per label and relationship count per type.
// params: (none)
// example: kg query graph-stats
CALL {
  MATCH (n) RETURN 'node' AS kind, labels(n)[0] AS name, count(*) AS count
  UNION ALL
  MATCH ()-[r]->() RETURN 'relationship' AS kind, type(r) AS name, count(*) AS count
}
RETURN kind, name, count
ORDER BY kind, name
