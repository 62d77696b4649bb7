"""File exports of the graph: node-link JSON, GraphML and a Cypher load script.

Every writer goes through ``atomic_write`` (temporary file, then rename), so an
interrupted build never leaves a half-written file. ``load.cypher`` creates the schema's
constraints first, then MERGEs nodes and relationships in ``UNWIND`` batches of literal
maps; values are escaped by ``cypher_literal`` (the script cannot use parameters, since
cypher-shell and Neo4j Browser run it as plain text), so running it twice changes nothing.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import networkx as nx

from paperkg.kg.atomic import atomic_write  # noqa: F401  (re-exported: viz and older callers import it from here)
from paperkg.kg.graph import nodes_and_relationships
from paperkg.schema import KEY_PROPERTY, Node, Relationship


def read_json(path: Path | str) -> nx.MultiDiGraph:
    """The graph of a ``graph.json`` that ``write_json`` wrote; ``InputError`` naming the file
    when it is no such file (not JSON, not node-link data, a node without an id or label)."""
    from paperkg.kg.errors import InputError

    path = Path(path)
    hint = f"{path}: not a graph.json written by kg build"
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as exc:
        raise InputError(f"{hint} ({exc.__class__.__name__}: {exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list) or not isinstance(data.get("links"), list):
        raise InputError(f"{hint} (expected an object with 'nodes' and 'links' lists)")
    for i, n in enumerate(data["nodes"]):
        if not isinstance(n, dict) or not isinstance(n.get("id"), (str, int)) or not isinstance(n.get("label"), str):
            raise InputError(f"{hint} (node {i} has no id or label)")
    ids = {n["id"] for n in data["nodes"]}
    for i, e in enumerate(data["links"]):
        if not isinstance(e, dict) or "source" not in e or "target" not in e:
            raise InputError(f"{hint} (link {i} has no source or target)")
        # A link to a node the file does not list became a node without a label (KeyError
        # tracebacks in kg site and kg export), as did a link of no type.
        for end in ("source", "target"):
            if not isinstance(e[end], (str, int)) or e[end] not in ids:
                raise InputError(f"{hint} (link {i} has {end} {e[end]!r}, which is no node of the file)")
        if not isinstance(e.get("type"), str):
            raise InputError(f"{hint} (link {i} has no type)")
    g = nx.node_link_graph(data, edges="links", multigraph=True, directed=True)
    # Node-link JSON writes each node's own "id" over its property "id" (a Paper's key) and
    # reads it back as the node's key only: restore the property, as the build had it (every
    # `kg export` of a build ended in KeyError 'id').
    for nid, d in g.nodes(data=True):
        keyprop = KEY_PROPERTY.get(d.get("label"))
        if keyprop and keyprop not in d and str(nid).startswith(f"{d['label']}:"):
            d[keyprop] = str(nid)[len(d["label"]) + 1:]
    return g


def write_json(g: nx.MultiDiGraph, path: Path) -> None:
    """Node-link JSON (``networkx.node_link_graph`` reads it back)."""
    data = nx.node_link_data(g, edges="links")
    with atomic_write(path) as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1, sort_keys=True)


def _graphml_value(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return json.dumps(list(v), ensure_ascii=False)
    if isinstance(v, float) and math.isnan(v):
        return ""
    return v


def write_graphml(g: nx.MultiDiGraph, path: Path) -> None:
    """GraphML for Gephi and friends; list properties become JSON strings."""
    h = nx.MultiDiGraph()
    for n, d in g.nodes(data=True):
        h.add_node(n, **{k: _graphml_value(v) for k, v in d.items() if v is not None})
    for a, b, k, d in g.edges(keys=True, data=True):
        h.add_edge(a, b, key=k, **{kk: _graphml_value(v) for kk, v in d.items() if v is not None})
    with atomic_write(path, "wb") as fh:
        nx.write_graphml(h, fh)


def cypher_string(s: str) -> str:
    """A single-quoted Cypher string literal for ``s``, safe for any content."""
    out = ["'"]
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "'":
            out.append("\\'")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append("'")
    return "".join(out)


def cypher_literal(v: Any) -> str:
    """A Cypher literal for a property value (string, number, bool, null or list)."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v) if math.isfinite(v) else "null"
    if isinstance(v, str):
        return cypher_string(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(cypher_literal(x) for x in v) + "]"
    if isinstance(v, dict):
        return _map(v)
    raise TypeError(f"cannot write {type(v).__name__} as a Cypher literal")


def _map(d: dict) -> str:
    return "{" + ", ".join(f"`{str(k).replace('`', '``')}`: {cypher_literal(v)}" for k, v in sorted(d.items())) + "}"


def schema_statements(fulltext: bool = True) -> list[str]:
    """Constraint and index statements (Neo4j 5 syntax), one per label and the full-text index."""
    stmts = [
        f"CREATE CONSTRAINT {label.lower()}_{prop}_unique IF NOT EXISTS FOR (n:{label}) REQUIRE n.{prop} IS UNIQUE"
        for label, prop in KEY_PROPERTY.items()
    ]
    stmts.append("CREATE INDEX paper_year IF NOT EXISTS FOR (n:Paper) ON (n.year)")
    if fulltext:
        stmts.append(
            "CREATE FULLTEXT INDEX kg_text IF NOT EXISTS FOR (n:Paper|Method|Dataset|Task|Metric) "
            "ON EACH [n.title, n.abstract, n.name, n.aliases_text]"
        )
    return stmts


def node_rows(nodes: Iterable[Node]) -> dict[str, list[dict]]:
    """Rows per label for ``UNWIND`` writes: ``{"key": ..., "props": {...}}``."""
    rows: dict[str, list[dict]] = defaultdict(list)
    for n in nodes:
        props = {k: v for k, v in n.properties.items() if v is not None}
        if "aliases" in props:
            props["aliases_text"] = " ".join(props["aliases"])
        rows[n.label].append({"key": n.key, "props": props})
    return rows


def rel_rows(rels: Iterable[Relationship]) -> dict[tuple[str, str, str], list[dict]]:
    """Rows per (type, start label, end label) for ``UNWIND`` writes."""
    rows: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for r in rels:
        props = {k: v for k, v in r.properties.items() if v is not None}
        rows[(r.type, r.start[0], r.end[0])].append({"a": r.start[1], "b": r.end[1], "props": props})
    return rows


def node_query(label: str) -> str:
    """The batched MERGE of nodes of one label (parameter ``$rows``)."""
    return f"UNWIND $rows AS row MERGE (n:{label} {{{KEY_PROPERTY[label]}: row.key}}) SET n += row.props"


def rel_query(type_: str, a_label: str, b_label: str) -> str:
    """The batched MERGE of relationships of one type (parameter ``$rows``)."""
    return (
        f"UNWIND $rows AS row "
        f"MATCH (a:{a_label} {{{KEY_PROPERTY[a_label]}: row.a}}) "
        f"MATCH (b:{b_label} {{{KEY_PROPERTY[b_label]}: row.b}}) "
        f"MERGE (a)-[r:{type_}]->(b) ON CREATE SET r = row.props ON MATCH SET r += row.props"
    )


def write_cypher(g: nx.MultiDiGraph, path: Path, batch: int = 200) -> None:
    """A cypher-shell script that loads the graph: constraints, then nodes, then relationships."""
    nodes, rels = nodes_and_relationships(g)
    with atomic_write(path) as fh:
        fh.write("// paperkg load script: run with `cypher-shell -f load.cypher` or paste into Neo4j Browser.\n")
        fh.write("// Idempotent: constraints first, then MERGE; running it twice changes nothing.\n\n")
        for stmt in schema_statements():
            fh.write(stmt + ";\n")
        fh.write("\n")
        for label, rows in sorted(node_rows(nodes).items()):
            for i in range(0, len(rows), batch):
                fh.write(_inline(node_query(label), rows[i : i + batch]))
        for (t, a, b), rows in sorted(rel_rows(rels).items()):
            for i in range(0, len(rows), batch):
                fh.write(_inline(rel_query(t, a, b), rows[i : i + batch]))


def cypher_statements(script: str) -> list[str]:
    """The statements of a script written by ``write_cypher``, comments dropped.

    Its string literals never hold a raw newline (``cypher_string`` escapes it), so a
    ``;`` at the end of a line always ends a statement.
    """
    text = "\n".join(line for line in script.splitlines() if not line.startswith("//"))
    return [s.strip() for s in (text + "\n").split(";\n") if s.strip()]


def _inline(query: str, rows: list[dict]) -> str:
    literal = "[" + ",\n  ".join(_map(r) for r in rows) + "]"
    return query.replace("$rows", literal, 1) + ";\n"
