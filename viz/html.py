"""Interactive, self-contained HTML views of the graph (vis-network from the pyvis wheel).

``write_html`` turns the graph into vis-network data (colour per label, size by degree,
edge style per relationship type, plain-text tooltips) and renders it into this
package's own template, which inlines the vis-network bundle that pyvis ships: the page
makes no network request. All text from abstracts travels as JSON inside the page with ``<`` escaped and
is shown with ``textContent`` or vis-network's plain-text tooltips, so markup in an
abstract is displayed, never run. Large graphs can be pruned with ``max_nodes`` and
``min_degree``; what was pruned is stated on the page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import networkx as nx

from paperkg.schema.errors import require
from paperkg.schema import LABELS, REL_TYPES

COLORS = {
    "Paper": "#4e79a7",
    "Method": "#e15759",
    "Dataset": "#59a14f",
    "Task": "#f28e2b",
    "Metric": "#b07aa1",
    "Repository": "#76b7b2",
    "Citation": "#9c755f",
    "Keyword": "#bab0ac",
    "Author": "#edc948",
    "Venue": "#ff9da7",
    "Result": "#17becf",
}
EDGE_STYLE = {
    "PROPOSES": ("#e15759", False),
    "USES": ("#f1a3a4", False),
    "INTRODUCES": ("#59a14f", False),
    "EVALUATES_ON": ("#a3d39c", False),
    "ADDRESSES": ("#f28e2b", False),
    "REPORTS": ("#b07aa1", True),
    "RELEASES_CODE": ("#76b7b2", True),
    "CITES": ("#9c755f", True),
    "HAS_KEYWORD": ("#d4cfcc", True),
    "VARIANT_OF": ("#222222", False),
    "BUILDS_ON": ("#4e79a7", True),
    "WROTE": ("#edc948", True),
    "PUBLISHED_IN": ("#ff9da7", True),
    "REPORTS_RESULT": ("#17becf", True),
    "MEASURED_BY": ("#b07aa1", True),
    "ON_DATASET": ("#59a14f", True),
    "OF_METHOD": ("#e15759", True),
    "EVALUATED_ON": ("#8cd17d", False),
    "APPLIED_TO": ("#ffbe7d", False),
    "BENCHMARK_FOR": ("#86bcb6", False),
    "COMPARED_WITH": ("#d37295", False),
}
TEMPLATE = Path(__file__).resolve().parent / "templates" / "graph.html"
assert set(COLORS) == set(LABELS) and set(EDGE_STYLE) == set(REL_TYPES)


def _display_name(data: dict) -> str:
    if data["label"] == "Paper":
        return data.get("name") or data.get("title") or data["id"]
    if data["label"] == "Repository":
        return data["url"]
    if data["label"] == "Citation":
        return f"{data.get('authors', '')} ({data.get('year', '')})"
    if data["label"] == "Result":
        return f"{data.get('value_text', '')}{data.get('unit', '')} {data.get('metric', '')}"
    return data.get("name") or data.get("key", "")


def _tooltip(g: nx.MultiDiGraph, nid: str, data: dict) -> str:
    lines = [_display_name(data), f"type: {data['label']}"]
    if data.get("aliases"):
        lines.append("aliases: " + ", ".join(data["aliases"]))
    papers = sorted({d.get("paper") for _, _, d in g.in_edges(nid, data=True) if d.get("paper")})
    if papers:
        lines.append(f"papers ({len(papers)}): " + ", ".join(papers[:5]) + (" ..." if len(papers) > 5 else ""))
    ev = next((d.get("sentence") for _, _, d in g.in_edges(nid, data=True) if d.get("sentence")), None)
    if ev:
        lines.append("evidence: " + (ev if len(ev) < 300 else ev[:297] + "..."))
    if data["label"] == "Paper":
        lines.append(f"id: {data['id']}")
    return "\n".join(lines)


def kept_nodes(g: nx.MultiDiGraph, max_nodes: int | None = None, min_degree: int = 0) -> list:
    """The nodes the page shows: degree at least ``min_degree``, the ``max_nodes`` best connected."""
    keep = [n for n in g if g.degree(n) >= min_degree]
    if max_nodes is not None and len(keep) > max_nodes:
        keep = sorted(keep, key=lambda n: (-g.degree(n), n))[:max_nodes]
    return keep


def prune(g: nx.MultiDiGraph, max_nodes: int | None = None, min_degree: int = 0) -> tuple[nx.MultiDiGraph, str]:
    """The subgraph shown on the page and a sentence saying what was left out."""
    h = g.subgraph(kept_nodes(g, max_nodes, min_degree)).copy()
    dropped = g.number_of_nodes() - h.number_of_nodes()
    if not dropped:
        return h, ""
    why = []
    if min_degree:
        why.append(f"degree below {min_degree}")
    if max_nodes is not None:
        why.append(f"beyond the {max_nodes} best-connected nodes")
    return h, (
        f"Showing {h.number_of_nodes()} of {g.number_of_nodes()} nodes and {h.number_of_edges()} of "
        f"{g.number_of_edges()} relationships; {dropped} nodes pruned ({'; '.join(why)})."
    )


#: Above this many nodes the browser gets positions computed here instead of running physics.
PHYSICS_LIMIT = 1500


def layout(g: nx.MultiDiGraph, seed: int = 7) -> dict[str, tuple[float, float]]:
    """Positions for a large graph: a seeded, sampled force layout (``viz.layout``)."""
    from paperkg.viz.layout import sampled_force_layout

    return sampled_force_layout(nx.Graph(g), seed=seed)


def network_data(g: nx.MultiDiGraph, positions: dict | None = None) -> tuple[list[dict], list[dict]]:
    """vis-network node and edge dicts (with fixed positions if given).

    pyvis's ``Network.add_node`` checks a list for duplicates (quadratic: 90 s for a
    45k-node graph), so the dicts are built here in the same shape pyvis produces; pyvis
    supplies the vis-network bundle the page inlines.
    """
    deg = dict(g.degree())
    nodes = []
    for nid, d in g.nodes(data=True):
        name = _display_name(d)
        node = {
            "id": nid,
            "label": name if len(name) <= 40 else name[:37] + "...",
            "title": _tooltip(g, nid, d),
            "color": COLORS[d["label"]],
            "size": 8 + min(40, 3 * deg.get(nid, 0) ** 0.75),
            "shape": "dot",
            "ntype": d["label"],
            "search": " ".join([name, *d.get("aliases", [])]).lower(),
        }
        if positions and nid in positions:
            node["x"], node["y"] = round(positions[nid][0], 1), round(positions[nid][1], 1)
        nodes.append(node)
    edges = []
    for a, b, d in g.edges(data=True):
        color, dashed = EDGE_STYLE[d["type"]]
        edges.append({"from": a, "to": b, "title": d["type"], "color": color, "dashes": dashed, "rtype": d["type"],
                      "arrows": "to"})
    return nodes, edges


def _js(value) -> str:
    """JSON for embedding inside a <script> element: no '<' can close the element."""
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def render_html(
    g: nx.MultiDiGraph, title: str = "paperkg graph", max_nodes: int | None = None, min_degree: int = 0,
    links: dict[str, str] | None = None,
) -> str:
    """The full, self-contained HTML page for ``g``."""
    import html

    pyvis = require("pyvis", None)
    lib = Path(pyvis.__file__).resolve().parent / "lib" / "vis-9.1.2"
    h, note = prune(g, max_nodes, min_degree)
    physics = h.number_of_nodes() <= PHYSICS_LIMIT
    nodes, edges = network_data(h, None if physics else layout(h))
    config = {
        "title": title,
        "note": note,
        "colors": COLORS,
        "edgeStyles": {k: v[0] for k, v in EDGE_STYLE.items()},
        "physics": physics,
        "links": links or {},
    }
    page = TEMPLATE.read_text(encoding="utf-8")
    js = (lib / "vis-network.min.js").read_text(encoding="utf-8").replace("</script", "<\\/script")
    css = (lib / "vis-network.css").read_text(encoding="utf-8").replace("</style", "<\\/style")
    values = {
        "__TITLE__": html.escape(title),
        "__VIS_CSS__": css,
        "__VIS_JS__": js,
        "__NODES__": _js(nodes),
        "__EDGES__": _js(edges),
        "__CONFIG__": _js(config),
    }
    # One pass, so text inside the data can never be taken for a placeholder.
    return re.sub("|".join(values), lambda m: values[m.group()], page)


def write_html(g: nx.MultiDiGraph, path: Path, **kwargs) -> None:
    """Write the page of ``g`` to ``path`` atomically (see ``render_html`` for options)."""
    from paperkg.schema.files import atomic_write

    with atomic_write(Path(path)) as fh:
        fh.write(render_html(g, **kwargs))


def render_index(g: nx.MultiDiGraph, graph_file: str = "graph.html", title: str = "paperkg", top: int = 15,
                 site: str | None = None) -> str:
    """``index.html``: counts, the top entities per type and every paper, linking into the graph views
    (and to the static site's index ``site``, when there is one)."""
    import html
    from urllib.parse import quote

    esc = html.escape
    deg: dict[str, int] = {}
    for nid, d in g.nodes(data=True):
        deg[nid] = len({p for _, _, e in g.in_edges(nid, data=True) if (p := e.get("paper"))})
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; style-src 'unsafe-inline'\">",
        f"<title>{esc(title)}</title><style>body{{font:14px/1.4 system-ui,sans-serif;margin:20px;max-width:1100px}}"
        "table{border-collapse:collapse;margin:8px 0 18px}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}"
        ".cols{display:flex;flex-wrap:wrap;gap:24px}</style></head><body>",
        f"<h1>{esc(title)}</h1>",
        f"<p>{g.number_of_nodes()} nodes, {g.number_of_edges()} relationships. "
        f"<a href='{graph_file}'>Open the whole graph</a>."
        + (f" <a href='{esc(site)}'>Browse a page per entity and paper</a>." if site else "") + "</p><div class='cols'>",
    ]
    for label in ("Method", "Dataset", "Task", "Metric"):
        ranked = sorted(
            ((n, d) for n, d in g.nodes(data=True) if d["label"] == label), key=lambda x: (-deg[x[0]], x[1]["name"].lower())
        )[:top]
        rows = "".join(
            f"<tr><td><a href='{graph_file}#entity={quote(n, safe='')}'>{esc(d['name'])}</a></td><td>{deg[n]}</td></tr>"
            for n, d in ranked
        )
        parts.append(f"<div><h2>Top {label.lower()}s</h2><table><tr><th>name</th><th>papers</th></tr>{rows}</table></div>")
    parts.append("</div><h2>Papers</h2><table><tr><th>paper</th><th>id</th></tr>")
    for n, d in sorted(g.nodes(data=True), key=lambda x: str(x[1].get("id", ""))):
        if d["label"] == "Paper":
            parts.append(
                f"<tr><td><a href='{graph_file}#paper={quote(d['id'], safe='')}'>{esc(d.get('name', d['id']))}</a></td>"
                f"<td>{esc(d['id'])}</td></tr>"
            )
    parts.append("</table></body></html>")
    return "".join(parts)


def write_index(g: nx.MultiDiGraph, path: Path, **kwargs) -> None:
    """Write ``index.html`` atomically."""
    from paperkg.schema.files import atomic_write

    with atomic_write(Path(path)) as fh:
        fh.write(render_index(g, **kwargs))
