"""The static site a researcher browses: one page per entity and per paper, and an index.

``write_site`` renders the ``networkx.MultiDiGraph`` that ``kg.graph`` builds into a folder
of plain HTML files that open from ``file://`` with no server and make no network request:
``index.html`` (top entities per type, a filterable list of papers), ``e/<slug>.html`` per
Method, Dataset, Task and Metric (aliases, how it was resolved, papers, related entities,
variants, lineage, results, papers per year) and ``p/<slug>.html`` per paper (metadata, the
abstract with its extracted mentions linked, entities by type, results, BUILDS_ON both ways).
Each page carries its neighbourhood as an SVG laid out here, in O(n) per page (centre,
neighbours on a ring in sectors by label), so 40k pages take seconds, not a force layout
each. Behaviour (search, filters) is one shared script, ``assets/site.js``; the search
index is ``assets/search.js``, a script assigning a global (browsers refuse to fetch local
files) that the pages load only when the search box is first used. Every text from the
input goes through ``html.escape`` and every page has a Content-Security-Policy without
inline script; file names are a slug of the name plus a hash of the node id, so the output
is the same bytes on every run. This module owns the layout, the pages and ``normalise``,
the search key shared with ``site.js``.
"""

from __future__ import annotations

import hashlib
import html
import json
import math
import os
import re
import shutil
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import networkx as nx

from paperkg.schema import ENTITY_LABELS

TEMPLATES = Path(__file__).resolve().parent / "templates" / "site"
ASSETS = ("site.css", "site.js")
#: Neighbours drawn around a page's node; the rest are listed on the page.
NEIGHBOURS = 50
#: Papers listed on the index before any filtering (the filter reaches every paper).
INDEX_PAPERS = 200
#: Entities per type on the index.
INDEX_TOP = 20
#: Related entities per label on an entity page.
RELATED_TOP = 12

_esc = html.escape
_COLORS = {
    "Paper": "#4e79a7", "Method": "#e15759", "Dataset": "#59a14f", "Task": "#f28e2b", "Metric": "#b07aa1",
    "Repository": "#76b7b2", "Citation": "#9c755f", "Keyword": "#bab0ac", "Author": "#c9a227",
    "Venue": "#ff9da7", "Result": "#17becf",
}
# What a paper does with an entity, as a reader says it; proposals first.
_ROLE = {"PROPOSES": "proposes", "INTRODUCES": "introduces", "USES": "uses", "EVALUATES_ON": "evaluates on",
         "ADDRESSES": "addresses", "REPORTS": "reports"}
_PROPOSING = ("PROPOSES", "INTRODUCES")
_RELATIONS = {"EVALUATED_ON": ("evaluated on", "evaluates"), "APPLIED_TO": ("applied to", "approached by"),
              "BENCHMARK_FOR": ("benchmark for", "benchmarked on"), "COMPARED_WITH": ("compared with", "compared with")}
_RESULT_LINKS = {"MEASURED_BY": "metric", "ON_DATASET": "dataset", "OF_METHOD": "method"}
_GROUP_ORDER = ("Paper", *ENTITY_LABELS, "Result", "Repository", "Author", "Venue", "Citation", "Keyword")


# --- search key ---------------------------------------------------------------------

def _singular(word: str) -> str:
    """A trailing plural dropped conservatively: only where both spellings are common."""
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is", "ys")):
        return word[:-1]
    return word


def normalise(text: str) -> str:
    """The search key of a name, an alias, a title or a query.

    Compatibility-decomposed and lower-cased, accents (marks) dropped; words are runs of
    letters or of digits, so every other character (hyphens, underscores, punctuation) and
    every change between letters and digits is one space; a trailing plural is dropped
    per word: "GPT-4" and "GPT4" -> "gpt 4", "In-Context Learning" -> "in context
    learning", "Vision Transformers" -> "vision transformer". Characters are classed by
    their Unicode category, as ``assets/site.js`` does with \\p{L}, \\p{N} and \\p{M} for
    queries; a browser test checks both give the same keys.
    """
    words: list[str] = []
    cur: list[str] = []
    kind = ""
    for ch in unicodedata.normalize("NFKD", str(text)).lower():
        cat = unicodedata.category(ch)[0]
        if cat == "M":
            continue
        if cat == "L" or cat == "N":
            if cur and cat != kind:
                words.append("".join(cur))
                cur = []
            cur.append(ch)
            kind = cat
        elif cur:
            words.append("".join(cur))
            cur = []
    if cur:
        words.append("".join(cur))
    return " ".join(_singular(w) for w in words)


# --- names and files -------------------------------------------------------------------

def slug(node_id: str, name: str) -> str:
    """A file name stem: up to 48 ASCII characters of ``name`` and 10 hex digits of the id's hash."""
    ascii_ = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    stem = re.sub(r"[^a-z0-9]+", "-", ascii_).strip("-")[:48].rstrip("-") or "x"
    return f"{stem}-{hashlib.sha1(node_id.encode('utf-8')).hexdigest()[:10]}"


def _safe_url(url) -> str | None:
    """``url`` if it is a web link; anything else (``javascript:``, ``data:``) is shown as text only."""
    url = str(url or "").strip()
    return url if re.match(r"^https?://[^\s\"'<>]+$", url, re.I) else None


def _short(text: str, n: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1].rstrip() + "\u2026"


def _js_json(value) -> str:
    """JSON safe inside any HTML or JS context: no ``<``, ``>``, ``&`` or line separators raw."""
    return (json.dumps(value, ensure_ascii=False, separators=(",", ":"))
            .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _paper_id(nid: str) -> str:
    # The node id, not the "id" property: reading graph.json back makes "id" the node's key.
    return nid.removeprefix("Paper:")


def display_name(d: dict) -> str:
    """What a node is called on a page."""
    label = d["label"]
    if label == "Paper":
        return d.get("title") or d.get("name") or d.get("id", "")
    if label == "Repository":
        return d.get("url", "")
    if label == "Citation":
        return f"{d.get('authors', '')} ({d.get('year', '')})"
    if label == "Result":
        return f"{d.get('value_text', '')}{d.get('unit', '') or ''} {d.get('metric', '')}".strip()
    return str(d.get("name") or d.get("key", ""))


# --- the graph, indexed once ----------------------------------------------------------

@dataclass
class _Index:
    """Adjacency of every page's facts, built in one pass over the edges."""

    g: nx.MultiDiGraph
    path: dict[str, str] = field(default_factory=dict)  # node id -> page path from the site root
    paper_ents: dict = field(default_factory=lambda: defaultdict(list))  # paper -> [(entity, type, edge)]
    ent_papers: dict = field(default_factory=lambda: defaultdict(dict))  # entity -> {paper: type}
    authors: dict = field(default_factory=lambda: defaultdict(list))  # paper -> [(position, name)]
    venue: dict = field(default_factory=dict)
    repos: dict = field(default_factory=lambda: defaultdict(list))
    results: dict = field(default_factory=lambda: defaultdict(list))  # paper -> [result]
    result_ends: dict = field(default_factory=lambda: defaultdict(dict))  # result -> {field: entity}
    ent_results: dict = field(default_factory=lambda: defaultdict(list))  # entity -> [result]
    builds_on: dict = field(default_factory=lambda: defaultdict(list))  # user -> [(proposer, edge)]
    built_upon: dict = field(default_factory=lambda: defaultdict(list))  # proposer -> [(user, edge)]
    lineage: dict = field(default_factory=lambda: defaultdict(list))  # method -> [(user, proposer)]
    variant_of: dict = field(default_factory=lambda: defaultdict(list))
    variants: dict = field(default_factory=lambda: defaultdict(list))
    rel_out: dict = field(default_factory=lambda: defaultdict(list))  # entity -> [(type, other, edge)]
    rel_in: dict = field(default_factory=lambda: defaultdict(list))
    cites: dict = field(default_factory=lambda: defaultdict(list))
    keywords: dict = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def build(cls, g: nx.MultiDiGraph) -> "_Index":
        ix = cls(g)
        nodes = g.nodes
        taken: dict[str, str] = {}
        for nid, d in g.nodes(data=True):
            folder = "p" if d["label"] == "Paper" else "e" if d["label"] in ENTITY_LABELS else None
            if folder is None:
                continue
            stem = slug(nid, display_name(d))
            if stem in taken:  # ten hex digits of two ids alike: keep both pages, with the whole hash
                stem = f"{stem[:-10]}{hashlib.sha1(nid.encode('utf-8')).hexdigest()}"
            taken[stem] = nid
            ix.path[nid] = f"{folder}/{stem}.html"
        for a, b, d in g.edges(data=True):
            t = d["type"]
            la, lb = nodes[a]["label"], nodes[b]["label"]
            if t in _ROLE and la == "Paper":
                ix.paper_ents[a].append((b, t, d))
                # A paper both proposing and using a name keeps the stronger role.
                if t in _PROPOSING or b not in ix.ent_papers or a not in ix.ent_papers[b]:
                    ix.ent_papers[b][a] = t
            elif t == "WROTE":
                ix.authors[b].append((d.get("position", 0), nodes[a].get("name", "")))
            elif t == "PUBLISHED_IN":
                ix.venue[a] = nodes[b].get("name", "")
            elif t == "RELEASES_CODE":
                ix.repos[a].append(nodes[b].get("url", ""))
            elif t == "REPORTS_RESULT":
                ix.results[a].append(b)
            elif t in _RESULT_LINKS:
                ix.result_ends[a][_RESULT_LINKS[t]] = b
                ix.ent_results[b].append(a)
            elif t == "BUILDS_ON":
                ix.builds_on[a].append((b, d))
                ix.built_upon[b].append((a, d))
                for via in d.get("via_all") or [d.get("via")]:
                    if f"Method:{via}" in nodes:
                        ix.lineage[f"Method:{via}"].append((a, b))
            elif t == "VARIANT_OF":
                ix.variant_of[a].append(b)
                ix.variants[b].append(a)
            elif t in _RELATIONS:
                ix.rel_out[a].append((t, b, d))
                ix.rel_in[b].append((t, a, d))
            elif t == "CITES":
                ix.cites[a].append(display_name(nodes[b]))
            elif t == "HAS_KEYWORD":
                ix.keywords[a].append(display_name(nodes[b]))
        return ix

    def name(self, nid: str) -> str:
        return display_name(self.g.nodes[nid])

    def year(self, pid: str):
        y = self.g.nodes[pid].get("year")
        return y if isinstance(y, int) else None

    def paper_order(self, pid: str):
        """Newest first, then by title: the order of every paper list."""
        return (-(self.year(pid) or 0), self.name(pid).lower(), pid)


# --- small renderers ------------------------------------------------------------------

def _link(ix: _Index, nid: str, root: str, text: str | None = None, cls: str = "") -> str:
    label = text if text is not None else ix.name(nid)
    c = f' class="{cls}"' if cls else ""
    if nid in ix.path:
        return f'<a{c} href="{root}{ix.path[nid]}">{_esc(label)}</a>'
    return f"<span{c}>{_esc(label)}</span>"


def _ext_link(url: str, text: str | None = None) -> str:
    safe = _safe_url(url)
    if safe is None:
        return f'<span class="url">{_esc(url)}</span>'
    return f'<a class="ext" href="{_esc(safe)}" rel="noopener noreferrer">{_esc(text or url)}</a>'


def _badge(label: str) -> str:
    return f'<span class="badge t-{label.lower()}">{label}</span>'


def year_chart(counts: Counter) -> str:
    """Papers per year as a small SVG bar chart (every year between the first and last)."""
    years = [y for y in counts if isinstance(y, int)]
    if not years:
        return '<p class="note">No paper of this entity has a year.</p>'
    lo, hi = min(years), max(years)
    top = max(counts[y] for y in years)
    bw, gap, h = 26, 6, 60
    parts = []
    for i, y in enumerate(range(lo, hi + 1)):
        n = counts.get(y, 0)
        bh = round(h * n / top, 1) if n else 0
        x = i * (bw + gap)
        parts.append(
            f'<g><title>{y}: {n} paper{"s" if n != 1 else ""}</title>'
            f'<rect x="{x}" y="{14 + h - bh}" width="{bw}" height="{bh}" class="bar"/>'
            f'<text x="{x + bw / 2}" y="{10 + h - bh}" class="n">{n}</text>'
            f'<text x="{x + bw / 2}" y="{h + 28}" class="y">{y}</text></g>'
        )
    width = (hi - lo + 1) * (bw + gap) - gap
    return (f'<svg class="years" viewBox="-4 0 {width + 8} {h + 34}" width="{width + 8}" height="{h + 34}" '
            f'role="img" aria-label="papers per year">{"".join(parts)}</svg>')


def ego_svg(centre: tuple[str, str], neighbours: list[tuple[str, str, str | None, str]], total: int) -> str:
    """A neighbourhood laid out for itself: the centre, and ``neighbours`` (label, name, href,
    relationship) on one ring in sectors by label, each labelled along its radius.

    O(n): a slot per neighbour and an empty slot between sectors; the radius grows so that
    neighbouring labels stay one line apart; the viewBox is the extent of the nodes and
    their labels (estimated from their lengths), so the view fits what it shows.
    """
    clabel, cname = centre
    groups: dict[str, list] = defaultdict(list)
    for nb in neighbours:
        groups[nb[0]].append(nb)
    order = sorted(groups, key=lambda lab: _GROUP_ORDER.index(lab) if lab in _GROUP_ORDER else 99)
    slots: list = []
    for lab in order:
        if slots and len(order) > 1:
            slots.append(None)
        slots.extend(groups[lab])
    if len(order) > 1:
        slots.append(None)
    n = max(len(slots), 1)
    radius = max(90.0, n * 15.0 / (2 * math.pi))
    char_w, pad = 6.3, 10
    cw = min(len(cname), 32) * 7.6 / 2
    xs, ys = [-cw, cw, -12, 12], [-12, 34]
    parts = []
    for i, nb in enumerate(slots):
        if nb is None:
            continue
        label, name, href, rel = nb
        # Start at the top and go clockwise: the first group reads from twelve o'clock.
        theta = -math.pi / 2 + 2 * math.pi * i / n
        c, s = math.cos(theta), math.sin(theta)
        x, y = round(radius * c, 1), round(radius * s, 1)
        text = _short(name, 28)
        right = c >= -1e-9
        deg = round(math.degrees(theta) if right else math.degrees(theta) + 180, 1)
        reach = radius + 9 + len(text) * char_w
        xs.append(reach * c)
        ys.append(reach * s)
        tip = _esc(f"{name} ({label}{', ' + rel if rel else ''})")
        node = (f'<line x1="0" y1="0" x2="{x}" y2="{y}" class="l"/>'
                f'<circle cx="{x}" cy="{y}" r="6" fill="{_COLORS.get(label, "#999")}"/>'
                f'<text x="{x}" y="{y}" dx="{9 if right else -9}" dy="0.32em" text-anchor="{"start" if right else "end"}" '
                f'transform="rotate({deg} {x} {y})">{_esc(text)}</text><title>{tip}</title>')
        parts.append(f'<a href="{_esc(href)}">{node}</a>' if href else f"<g>{node}</g>")
    x0, x1 = min(xs) - pad, max(xs) + pad
    y0, y1 = min(ys) - pad, max(ys) + pad
    legend = " ".join(f'<span class="key t-{lab.lower()}">{lab} {len(groups[lab])}</span>' for lab in order)
    shown = len(neighbours)
    more = (f' Showing {shown} of {total} neighbours; <a href="#all">show all {total}</a>.' if total > shown else "")
    # Drawn at its own size (one unit a pixel), shrunk by the stylesheet where the page is narrower.
    svg = (f'<svg class="ego" viewBox="{x0:.0f} {y0:.0f} {x1 - x0:.0f} {y1 - y0:.0f}" width="{x1 - x0:.0f}" '
           f'height="{y1 - y0:.0f}" role="img" '
           f'aria-label="neighbourhood">{"".join(parts)}'
           f'<circle cx="0" cy="0" r="10" fill="{_COLORS.get(clabel, "#999")}"/>'
           f'<text x="0" y="26" text-anchor="middle" class="c">{_esc(_short(cname, 32))}</text>'
           f'<title>{_esc(cname)}</title></svg>')
    return f'<div class="egobox">{svg}<p class="legend">{legend}.{more}</p></div>'


def highlight(abstract: str, mentions: list[tuple[int, int, str]], forms: dict[str, list[str]] | None = None,
              links: dict[str, str] | None = None, classes: dict[str, str] | None = None) -> str:
    """The abstract as HTML with each mention ``(start, end, entity)`` a link to its entity.

    A span is used where it lies inside the text on word boundaries; otherwise (a span of
    another text, or none: ``start`` -1) the entity's first whole-word, case-insensitive
    occurrence of one of its ``forms`` stands for it. Overlapping mentions keep the one
    that starts first (the longer at the same start).
    """
    forms, links, classes = forms or {}, links or {}, classes or {}
    n = len(abstract)
    spans = []

    def bounded(s: int, e: int) -> bool:
        return (0 <= s < e <= n and abstract[s:e].strip() != ""
                and (s == 0 or not (abstract[s - 1].isalnum() and abstract[s].isalnum()))
                and (e == n or not (abstract[e].isalnum() and abstract[e - 1].isalnum())))

    for s, e, ent in mentions:
        if not bounded(s, e):
            s = e = -1
            for form in sorted(forms.get(ent, []), key=lambda f: (-len(f), f)):
                if not form.strip():
                    continue
                m = re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", abstract, re.I)
                if m:
                    s, e = m.span()
                    break
            if s < 0:
                continue
        spans.append((s, -e, ent))
    out, pos = [], 0
    for s, neg_e, ent in sorted(spans):
        e = -neg_e
        if s < pos:
            continue
        out.append(_esc(abstract[pos:s]))
        cls = classes.get(ent, "")
        inner = _esc(abstract[s:e])
        href = links.get(ent)
        out.append(f'<a class="m {cls}" href="{href}">{inner}</a>' if href else f'<mark class="m {cls}">{inner}</mark>')
        pos = e
    out.append(_esc(abstract[pos:]))
    return "".join(out)


# --- pages ----------------------------------------------------------------------------

@dataclass
class SiteReport:
    """What ``write_site`` wrote."""

    out_dir: Path
    entity_pages: int
    paper_pages: int
    bytes: int
    largest: tuple[str, int]

    @property
    def pages(self) -> int:
        return self.entity_pages + self.paper_pages + 1


class _Renderer:
    def __init__(self, g: nx.MultiDiGraph, title: str, graph_html: str | None, neighbours: int,
                 graph_nodes: set | None = None):
        self.ix = _Index.build(g)
        self.graph_nodes = graph_nodes
        self.g = g
        self.title = title
        self.graph_html = graph_html
        self.cap = neighbours
        shell = (TEMPLATES / "page.html").read_text(encoding="utf-8")
        # Split once at the placeholders: pages are joined from the pieces, and text in a page
        # can never be taken for a placeholder.
        self.shell = re.split(r"(__[A-Z]+__)", shell)

    def page(self, root: str, kind: str, title: str, body: str) -> str:
        whole = f"{root}../{self.graph_html}" if self.graph_html else ""
        values = {
            "__ROOT__": root, "__KIND__": kind, "__TITLE__": _esc(title), "__SITE__": _esc(self.title),
            "__GRAPH__": f'<a href="{_esc(whole)}">whole graph</a>' if whole else "", "__BODY__": body,
        }
        return "".join(values.get(p, p) for p in self.shell)

    def _whole_link(self, root: str, kind: str, nid: str) -> str:
        """A link to the node's view in graph.html (which names a paper by its id, an entity by its node id)."""
        if not self.graph_html:
            return ""
        if self.graph_nodes is not None and nid not in self.graph_nodes:
            return '<span class="note">Not in the whole-corpus view, which keeps the best-connected nodes.</span>'
        ident = _paper_id(nid) if kind == "paper" else nid
        return (f'<a class="whole" href="{_esc(root + "../" + self.graph_html)}#{kind}={_esc(quote(ident, safe=""))}">'
                f"open in the whole-corpus graph</a>")

    # entity -----------------------------------------------------------------------------
    def entity(self, eid: str) -> str:
        ix, d = self.ix, self.g.nodes[eid]
        root = "../"
        label, name = d["label"], display_name(d)
        papers = sorted(ix.ent_papers.get(eid, {}).items(),
                        key=lambda kv: (kv[1] not in _PROPOSING, *ix.paper_order(kv[0])))
        body = [f'<h1>{_esc(name)} {_badge(label)}</h1>']
        facts = []
        if d.get("aliases"):
            facts.append(("also written", ", ".join(_esc(a) for a in d["aliases"])))
        if d.get("short_form"):
            facts.append(("short form", _esc(d["short_form"])))
        if d.get("senses"):
            facts.append(("senses", "; ".join(_esc(s) for s in d["senses"])))
        facts.append(("papers", str(len(papers))))
        body.append("<dl class=\"facts\">" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in facts) + "</dl>")
        body.append(f"<h2>Papers per year</h2>{year_chart(Counter(ix.year(p) for p, _ in papers))}")
        # Neighbourhood: the sentence-level relations and variants first, then papers.
        others = []
        by_name = lambda x: (ix.name(x[0]).lower(), x[0], x[1])  # noqa: E731
        others += sorted(((o, _RELATIONS[t][0]) for t, o, _ in ix.rel_out.get(eid, [])), key=by_name)
        others += sorted(((o, _RELATIONS[t][1]) for t, o, _ in ix.rel_in.get(eid, [])), key=by_name)
        others += sorted(((v, "variant of") for v in ix.variant_of.get(eid, [])), key=by_name)
        others += sorted(((v, "variant") for v in ix.variants.get(eid, [])), key=by_name)
        seen, nb = {eid}, []
        for o, rel in others:
            if o not in seen:
                seen.add(o)
                nb.append((self.g.nodes[o]["label"], ix.name(o), root + ix.path[o] if o in ix.path else None, rel))
        results = []
        for rid in sorted(set(ix.ent_results.get(eid, [])), key=self._result_order):
            # A result leads to the paper reporting it.
            paper = f"Paper:{self.g.nodes[rid].get('paper')}"
            results.append(("Result", ix.name(rid), root + ix.path[paper] if paper in ix.path else None, "result"))
        total = len(nb) + len(results) + len(papers)
        # Stated relations and variants take up to half the drawing, results a fifth, papers the rest.
        nb = nb[: self.cap // 2]
        results = results[: self.cap // 5]
        for p, t in papers[: self.cap - len(nb) - len(results)]:
            nb.append(("Paper", ix.name(p), root + ix.path[p], _ROLE[t]))
        nb += results
        body.append(f"<h2>Neighbourhood</h2>{ego_svg((label, name), nb, total)}"
                    f"<p>{self._whole_link(root, 'entity', eid)}</p>")
        body.append(self._resolution(d))
        body.append(self._related(eid, papers))
        body.append(self._variants_and_lineage(eid, root))
        body.append(self._results_table(sorted(set(ix.ent_results.get(eid, [])), key=self._result_order), root,
                                        leaderboard=True))
        rows = []
        for p, t in papers:
            pd = self.g.nodes[p]
            code = ix.repos.get(p, [])
            rows.append(
                f"<tr><td>{_link(ix, p, root)}</td><td>{_esc(str(ix.year(p) or ''))}</td>"
                f"<td>{_esc(ix.venue.get(p, '') or str(pd.get('venue') or ''))}</td>"
                f"<td>{_ROLE[t]}</td><td>{_ext_link(code[0], 'code') if code else ''}</td></tr>")
        body.append(f'<h2 id="all">Papers ({len(papers)})</h2><table class="papers"><thead><tr><th>title</th><th>year</th>'
                    f'<th>venue</th><th>role</th><th>code</th></tr></thead><tbody>{"".join(rows)}</tbody></table>')
        return self.page(root, "entity", f"{name} ({label})", "".join(body))

    def _resolution(self, d: dict) -> str:
        try:
            how = json.loads(d.get("resolution") or "{}")
        except (TypeError, ValueError):
            how = {}
        if not isinstance(how, dict) or not how:
            return ""
        items = []
        if how.get("forms"):
            items.append(("forms merged", ", ".join(f"{_esc(f)} ({n})" for f, n in how["forms"].items())))
        if how.get("label_votes"):
            items.append(("label votes", ", ".join(f"{_esc(t)} {v}" for t, v in how["label_votes"].items())))
        if how.get("claims"):
            items.append(("claims", ", ".join(f"{_esc(t)} {v}" for t, v in how["claims"].items())))
        for dfn in how.get("definitions", []):
            items.append(("acronym defined", _esc(f"{dfn[0]} = {dfn[1]} in {dfn[2]} papers")))
        for dfn in how.get("rejected_definitions", []):
            items.append(("not merged", _esc(f"{dfn[0]} = {dfn[1]}: {dfn[2]}")))
        for note in how.get("decisions", []):
            items.append(("decided", _esc(note)))
        if how.get("joined"):
            items.append(("joined", ", ".join(_esc(j) for j in how["joined"])))
        if isinstance(how.get("proposal"), dict):
            p = how["proposal"]
            kept = p.get("kept")
            verdict = _esc(str(p.get("why", "")))
            if kept and f"Paper:{kept}" in self.ix.path:
                verdict += "; proposed by " + _link(self.ix, f"Paper:{kept}", "../")
            items.append(("proposal", verdict))
        known = {"forms", "label_votes", "claims", "definitions", "rejected_definitions", "decisions", "joined",
                 "proposal", "senses"}
        for k in sorted(set(how) - known):
            items.append((_esc(k), _esc(_short(json.dumps(how[k], ensure_ascii=False), 300))))
        return ("<h2>How it was resolved</h2><dl class=\"how\">"
                + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in items) + "</dl>")

    def _related(self, eid: str, papers) -> str:
        ix = self.ix
        co: Counter = Counter()
        for p, _ in papers:
            for o in {o for o, _, _ in ix.paper_ents.get(p, [])}:
                if o != eid:
                    co[o] += 1
        stated: dict[str, list[str]] = defaultdict(list)
        for t, o, e in sorted(ix.rel_out.get(eid, []), key=lambda x: (x[0], x[1])):
            stated[o].append(f"{_RELATIONS[t][0]} ({len(e.get('papers') or [1])})")
        for t, o, e in sorted(ix.rel_in.get(eid, []), key=lambda x: (x[0], x[1])):
            stated[o].append(f"{_RELATIONS[t][1]} ({len(e.get('papers') or [1])})")
        cols = []
        for lab in ENTITY_LABELS:
            ranked = sorted((o for o in set(co) | set(stated) if self.g.nodes[o]["label"] == lab),
                            key=lambda o: (o not in stated, -co[o], ix.name(o).lower(), o))[:RELATED_TOP]
            if not ranked:
                continue
            rows = "".join(
                f"<li>{_link(ix, o, '../')} <span class=\"n\">{co[o]}</span>"
                + (f' <span class="stated">stated: {_esc("; ".join(stated[o]))}</span>' if o in stated else "")
                + "</li>" for o in ranked)
            cols.append(f"<div><h3>{lab}s</h3><ul class=\"related\">{rows}</ul></div>")
        if not cols:
            return ""
        return ('<h2>Related</h2><p class="note">Counts are papers in common; <span class="stated">stated</span> marks '
                'a relation a sentence states (with the papers stating it).</p><div class="cols">' + "".join(cols) + "</div>")

    def _variants_and_lineage(self, eid: str, root: str) -> str:
        ix = self.ix
        out = []
        up, down = ix.variant_of.get(eid, []), ix.variants.get(eid, [])
        if up or down:
            items = [f"<li>variant of {_link(ix, v, root)}</li>" for v in sorted(up, key=lambda v: (ix.name(v), v))]
            items += [f"<li>{_link(ix, v, root)} is a variant</li>" for v in sorted(down, key=lambda v: (ix.name(v), v))]
            out.append(f"<h2>Variants</h2><ul>{''.join(items)}</ul>")
        proposers = sorted((p for p, t in ix.ent_papers.get(eid, {}).items() if t in _PROPOSING), key=ix.paper_order)
        pairs = ix.lineage.get(eid, [])
        if proposers or pairs:
            items = [f"<li>proposed in {_link(ix, p, root)} {self._year(p)}</li>" for p in proposers]
            users: dict[str, list[str]] = defaultdict(list)
            for user, prop in pairs:
                users[prop].append(user)
            for prop in sorted(users, key=ix.paper_order):
                built = ", ".join(f"{_link(ix, u, root)} {self._year(u)}" for u in sorted(set(users[prop]), key=ix.paper_order))
                items.append(f"<li>{_link(ix, prop, root)} {self._year(prop)} is built on by {built}</li>")
            out.append(f"<h2>Lineage</h2><ul class=\"lineage\">{''.join(items)}</ul>")
        return "".join(out)

    def _year(self, pid: str) -> str:
        y = self.ix.year(pid)
        return f'<span class="yr">{y}</span>' if y else ""

    def _result_order(self, rid: str):
        d, ends = self.g.nodes[rid], self.ix.result_ends.get(rid, {})
        return (self.ix.name(ends["metric"]) if "metric" in ends else str(d.get("metric", "")),
                self.ix.name(ends["dataset"]) if "dataset" in ends else str(d.get("dataset", "")),
                str(d.get("kind", "")), -float(d.get("value") or 0), rid)

    def _results_table(self, rids: list[str], root: str, leaderboard: bool = False) -> str:
        if not rids:
            return ""
        ix = self.ix
        rows = []
        for rid in rids:
            d, ends = self.g.nodes[rid], ix.result_ends.get(rid, {})
            cells = []
            for fld in ("metric", "dataset", "method"):
                if fld in ends:
                    cells.append(_link(ix, ends[fld], root))
                else:
                    cells.append(_esc(str(d.get(fld) or "")))
            paper = f"Paper:{d.get('paper')}"
            rows.append(
                f"<tr><td class=\"num\">{_esc(str(d.get('value_text', '')))}{_esc(str(d.get('unit') or ''))}</td>"
                f"<td>{_esc(str(d.get('kind', '')))}</td><td>{cells[0]}</td><td>{cells[1]}</td><td>{cells[2]}</td>"
                + (f"<td>{_link(ix, paper, root) if paper in ix.path else ''}</td>" if leaderboard else "")
                + f"<td class=\"ev\">{_esc(_short(d.get('sentence', ''), 240))}</td></tr>")
        head = "<th>value</th><th>kind</th><th>metric</th><th>dataset</th><th>method</th>" + (
            "<th>paper</th>" if leaderboard else "") + "<th>sentence</th>"
        title = "Results and leaderboard" if leaderboard else "Results"
        note = ('<p class="note">Grouped by metric and dataset, best value first within a kind; values as the '
                'abstracts state them.</p>' if leaderboard else "")
        return (f"<h2>{title} ({len(rids)})</h2>{note}<table class=\"results\"><thead><tr>{head}</tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table>")

    # paper ------------------------------------------------------------------------------
    def paper(self, pid: str) -> str:
        ix, d = self.ix, self.g.nodes[pid]
        root = "../"
        title = ix.name(pid)
        body = [f"<h1>{_esc(title)}</h1>"]
        authors = [n for _, n in sorted(ix.authors.get(pid, []))] or [str(a) for a in d.get("authors") or []]
        if authors:
            body.append(f'<p class="authors">{_esc(", ".join(authors))}</p>')
        meta = []
        venue = ix.venue.get(pid) or str(d.get("venue") or "")
        if venue:
            meta.append(_esc(venue))
        if ix.year(pid) and str(ix.year(pid)) not in venue:
            meta.append(str(ix.year(pid)))
        if d.get("url"):
            meta.append(_ext_link(d["url"], "paper"))
        for url in sorted(ix.repos.get(pid, [])):
            meta.append("code: " + _ext_link(url))
        if d.get("code_promised") and not ix.repos.get(pid):
            meta.append("code promised")
        meta.append(f"id {_esc(_paper_id(pid))}")
        body.append(f'<p class="meta">{" · ".join(meta)}</p>')
        ents = ix.paper_ents.get(pid, [])
        forms = {}
        links, classes = {}, {}
        for e, _, _ in ents:
            ed = self.g.nodes[e]
            forms[e] = [str(ed.get("name", "")), *map(str, ed.get("aliases") or [])]
            links[e] = root + ix.path[e] if e in ix.path else None
            classes[e] = "t-" + ed["label"].lower()
        mentions = [(int(ed.get("start", -1)), int(ed.get("end", -1)), e) for e, _, ed in ents]
        abstract = str(d.get("abstract") or "")
        body.append(f'<h2>Abstract</h2><div class="abstract">{highlight(abstract, mentions, forms, links, classes)}</div>')
        cols = []
        for lab in ENTITY_LABELS:
            mine = sorted(((e, t) for e, t, _ in ents if self.g.nodes[e]["label"] == lab),
                          key=lambda et: (et[1] not in _PROPOSING, ix.name(et[0]).lower(), et[0]))
            if mine:
                items = "".join(f"<li>{_link(ix, e, root)} <span class=\"role\">{_ROLE[t]}</span></li>" for e, t in mine)
                cols.append(f"<div><h3>{lab}s</h3><ul>{items}</ul></div>")
        if cols:
            body.append(f'<h2>Entities</h2><div class="cols">{"".join(cols)}</div>')
        at = len(body)  # the neighbourhood goes here, after the abstract and its entities
        body.append(self._results_table(sorted(ix.results.get(pid, []), key=self._result_order), root))
        up = sorted(ix.builds_on.get(pid, []), key=lambda x: ix.paper_order(x[0]))
        down = sorted(ix.built_upon.get(pid, []), key=lambda x: ix.paper_order(x[0]))
        for head, rows in (("Builds on", up), ("Built upon by", down)):
            if rows:
                items = "".join(f"<li>{_link(ix, o, root)} {self._year(o)} <span class=\"via\">via "
                                f"{_esc(str(e.get('via_name') or e.get('via') or ''))}</span></li>" for o, e in rows)
                body.append(f"<h2>{head} ({len(rows)})</h2><ul class=\"lineage\">{items}</ul>")
        if ix.cites.get(pid):
            body.append(f"<h2>Cites</h2><p>{_esc('; '.join(sorted(ix.cites[pid])))}</p>")
        if ix.keywords.get(pid):
            body.append(f"<h2>Keywords</h2><p>{_esc(', '.join(sorted(ix.keywords[pid])))}</p>")
        # Neighbourhood: entities, papers it builds on and that build on it, code, results, people, venue.
        nb = []
        for e, t in sorted({(e, t) for e, t, _ in ents}, key=lambda et: (ENTITY_LABELS.index(self.g.nodes[et[0]]["label"]),
                                                                          ix.name(et[0]).lower(), et[0])):
            nb.append((self.g.nodes[e]["label"], ix.name(e), root + ix.path[e] if e in ix.path else None, _ROLE[t]))
        for o, _ in up:
            nb.append(("Paper", ix.name(o), root + ix.path[o], "builds on"))
        for o, _ in down:
            nb.append(("Paper", ix.name(o), root + ix.path[o], "built upon by"))
        nb += [("Repository", u, _safe_url(u), "code") for u in sorted(ix.repos.get(pid, []))]
        nb += [("Result", ix.name(r), None, "result") for r in sorted(ix.results.get(pid, []))]
        nb += [("Author", a, None, "author") for a in authors]
        if venue:
            nb.append(("Venue", venue, None, "venue"))
        total = len(nb)
        body.insert(at, f"<h2>Neighbourhood</h2>{ego_svg(('Paper', title), nb[: self.cap], total)}"
                        f"<p>{self._whole_link(root, 'paper', pid)}</p>")
        if total > self.cap:
            body.append(f'<h2 id="all">All {total} neighbours</h2><ul class="all">'
                        + "".join(f"<li>{_badge(lab)} " + (f'<a href="{_esc(h)}">{_esc(nm)}</a>' if h else _esc(nm))
                                  + f" <span class=\"role\">{_esc(rel)}</span></li>" for lab, nm, h, rel in nb) + "</ul>")
        return self.page(root, "paper", title, "".join(body))

    # index ------------------------------------------------------------------------------
    def index(self) -> str:
        ix = self.ix
        papers = sorted((n for n, d in self.g.nodes(data=True) if d["label"] == "Paper"), key=ix.paper_order)
        body = [f"<h1>{_esc(self.title)}</h1>",
                f"<p>{len(papers)} papers, " + ", ".join(
                    f"{sum(1 for _, d in self.g.nodes(data=True) if d['label'] == lab)} {lab.lower()}s" for lab in ENTITY_LABELS)
                + ". Search names, aliases and titles from the box above on every page."
                + (f' <a href="../{_esc(self.graph_html)}">Open the whole-corpus graph</a>.' if self.graph_html else "")
                + "</p>", '<div class="cols">']
        for lab in ENTITY_LABELS:
            ranked = sorted((n for n, d in self.g.nodes(data=True) if d["label"] == lab),
                            key=lambda n: (-len(ix.ent_papers.get(n, {})), ix.name(n).lower(), n))[:INDEX_TOP]
            rows = "".join(f"<tr><td>{_link(ix, n, '')}</td><td class=\"num\">{len(ix.ent_papers.get(n, {}))}</td></tr>"
                           for n in ranked)
            body.append(f"<div><h2>Top {lab.lower()}s</h2><table><thead><tr><th>name</th><th>papers</th></tr></thead>"
                        f"<tbody>{rows}</tbody></table></div>")
        body.append("</div>")
        rows = "".join(
            f"<li>{_link(ix, p, '')} <span class=\"yr\">{_esc(ix.venue.get(p) or str(ix.year(p) or ''))}</span></li>"
            for p in papers[:INDEX_PAPERS])
        shown = min(len(papers), INDEX_PAPERS)
        body.append(
            f'<h2>Papers</h2><p><input id="paper-filter" type="search" placeholder="Filter {len(papers)} papers by title" '
            f'autocomplete="off" aria-label="filter papers"> <span id="paper-count" data-total="{len(papers)}">'
            f'{shown} of {len(papers)} papers shown, newest first</span></p><ul id="paper-list" class="plist">{rows}</ul>')
        return self.page("", "index", self.title, "".join(body))

    # search index -----------------------------------------------------------------------
    def search_js(self) -> str:
        ix = self.ix
        types = [*ENTITY_LABELS, "Paper"]
        items = []
        for nid in sorted(ix.path):
            d = self.g.nodes[nid]
            if d["label"] == "Paper":
                keys = [normalise(ix.name(nid))]
                extra = ix.venue.get(nid) or str(ix.year(nid) or "")
                count = 0
            else:
                keys = [normalise(f) for f in [display_name(d), *(d.get("aliases") or [])]]
                extra = ""
                count = len(ix.ent_papers.get(nid, {}))
            keys = list(dict.fromkeys(k for k in keys if k))
            items.append(["|".join(keys), ix.name(nid), types.index(d["label"]), count, ix.path[nid][:-5], extra])
        return "window.PAPERKG_SEARCH=" + _js_json({"types": types, "items": items}) + ";\n"


def write_site(g: nx.MultiDiGraph, out_dir: str | Path, title: str = "paperkg", graph_html: str | None = "graph.html",
               neighbours: int = NEIGHBOURS, graph_nodes: set | None = None) -> SiteReport:
    """Write the site of ``g`` into ``out_dir`` (replaced whole: built beside it, then renamed).

    ``graph_html`` is the whole-corpus view in the folder above ``out_dir`` that pages link
    to (``None``: no such links) and ``graph_nodes`` the nodes it shows, when it was pruned
    (``None``: all); ``neighbours`` caps each page's drawn neighbourhood.
    """
    out = Path(out_dir)
    r = _Renderer(g, title, graph_html, neighbours, graph_nodes)
    tmp = out.parent / f".{out.name}.tmp"
    if tmp.exists():
        shutil.rmtree(tmp)
    for sub in ("e", "p", "assets"):
        (tmp / sub).mkdir(parents=True)
    total, largest = 0, ("", 0)

    def put(rel: str, text: str) -> None:
        nonlocal total, largest
        data = text.encode("utf-8")
        with open(tmp / rel, "wb") as fh:
            fh.write(data)
        total += len(data)
        if len(data) > largest[1]:
            largest = (rel, len(data))

    n_ent = n_pap = 0
    for nid in sorted(r.ix.path):
        if r.ix.path[nid].startswith("p/"):
            put(r.ix.path[nid], r.paper(nid))
            n_pap += 1
        else:
            put(r.ix.path[nid], r.entity(nid))
            n_ent += 1
    put("index.html", r.index())
    put("assets/search.js", r.search_js())
    for name in ASSETS:
        put(f"assets/{name}", (TEMPLATES / name).read_text(encoding="utf-8"))
    old = out.parent / f".{out.name}.old"
    if old.exists():
        shutil.rmtree(old)
    if out.exists():
        os.replace(out, old)
    os.replace(tmp, out)
    if old.exists():
        shutil.rmtree(old)
    return SiteReport(out, n_ent, n_pap, total, largest)
