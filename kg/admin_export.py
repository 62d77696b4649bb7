"""CSV files for ``neo4j-admin database import full``: the bulk path for very large graphs.

Transactional loading (``kg.loader``) suits incremental work; a graph of millions of
relationships loads far faster offline with the admin import tool. ``write_admin_csv``
writes one node file per label (ids in a per-label id space, so keys may repeat across
labels) and one relationship file per (type, start label, end label), with typed headers
(``year:int``, ``aliases:string[]``, ``confidence:float``). Arrays use the ASCII unit
separator (U+001F) as delimiter, which no abstract contains, and every value is quoted,
so quotes, commas and newlines inside names survive (``--multiline-fields=true``).
``admin_import_args`` gives the matching command-line arguments.
"""

from __future__ import annotations

import csv
from pathlib import Path

import networkx as nx

from paperkg.kg.export import node_rows, rel_rows
from paperkg.kg.graph import nodes_and_relationships
from paperkg.schema import KEY_PROPERTY

ARRAY_DELIMITER = "\x1f"


def _kind(values: list) -> str:
    """The neo4j-admin header type of a property from its values."""
    present = [v for v in values if v is not None]
    if not present:
        return "string"
    if all(isinstance(v, bool) for v in present):
        return "boolean"
    if all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return "long"
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in present):
        return "double"
    if all(isinstance(v, list) for v in present):
        return "string[]"
    return "string"


def _cell(value, kind: str) -> str:
    if value is None:
        return ""
    if kind == "string[]":
        return ARRAY_DELIMITER.join(str(x) for x in value)
    if kind == "boolean":
        return "true" if value else "false"
    return str(value)


def write_admin_csv(g: nx.MultiDiGraph, out_dir: Path) -> dict[str, list[Path]]:
    """Write the node and relationship CSV files; return them as ``{"nodes": [...], "relationships": [...]}``."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    nodes, rels = nodes_and_relationships(g)
    files: dict[str, list[Path]] = {"nodes": [], "relationships": []}
    for label, rows in sorted(node_rows(nodes).items()):
        keyprop = KEY_PROPERTY[label]
        props = sorted({k for r in rows for k in r["props"] if k != keyprop})
        kinds = {p: _kind([r["props"].get(p) for r in rows]) for p in props}
        path = out_dir / f"nodes_{label}.csv"
        with path.open("w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh, quoting=csv.QUOTE_ALL)
            w.writerow([f"{keyprop}:ID({label})", *(f"{p}:{kinds[p]}" for p in props), ":LABEL"])
            for r in rows:
                w.writerow([r["key"], *(_cell(r["props"].get(p), kinds[p]) for p in props), label])
        files["nodes"].append(path)
    for (type_, a, b), rows in sorted(rel_rows(rels).items()):
        props = sorted({k for r in rows for k in r["props"]})
        kinds = {p: _kind([r["props"].get(p) for r in rows]) for p in props}
        path = out_dir / f"rels_{type_}_{a}_{b}.csv"
        with path.open("w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh, quoting=csv.QUOTE_ALL)
            w.writerow([f":START_ID({a})", f":END_ID({b})", *(f"{p}:{kinds[p]}" for p in props), ":TYPE"])
            for r in rows:
                w.writerow([r["a"], r["b"], *(_cell(r["props"].get(p), kinds[p]) for p in props), type_])
        files["relationships"].append(path)
    return files


def export_graph_json(graph_json: Path | str, out_dir: Path | str) -> dict[str, list[Path]]:
    """``write_admin_csv`` of the graph in a ``graph.json`` written by ``kg build``."""
    from paperkg.kg.export import read_json

    return write_admin_csv(read_json(graph_json), Path(out_dir))


def admin_import_args(files: dict[str, list[Path]], database: str = "neo4j") -> list[str]:
    """Arguments of ``neo4j-admin database import full`` for the written files."""
    args = ["database", "import", "full", database, "--overwrite-destination=true", "--multiline-fields=true",
            f"--array-delimiter={ARRAY_DELIMITER}"]
    args += [f"--nodes={p}" for p in files["nodes"]]
    args += [f"--relationships={p}" for p in files["relationships"]]
    return args
