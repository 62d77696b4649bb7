"""Builds the typed property graph (networkx) from papers and extraction records.

``build_graph`` resolves entities over the whole corpus first (``kg.resolve``: acronym
senses, one label and one name per entity, proposals re-judged), then creates one ``Node``
per paper, resolved entity, repository, citation, keyword, author and venue (the last two
from the input's metadata), and one ``Relationship`` per paper-entity pair with its provenance (paper, sentence, character span, extractor,
confidence), all validated against ``schema``. It adds ``VARIANT_OF`` between methods and
the derived ``BUILDS_ON`` (paper B uses a method whose proposal by paper A survived
resolution). The result is a ``networkx.MultiDiGraph`` whose node ids are ``Label:key``
and whose edge keys are the relationship types; ``nodes_and_relationships`` gives the
schema records back for loaders.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable

import networkx as nx

from paperkg.extractors.code_links import url_key
from paperkg.kg.canonical import key
from paperkg.kg.memory import cycle_collection_paused
from paperkg.kg.resolve import resolve
from paperkg.schema import ENTITY_TYPES, KEY_PROPERTY, Node, Paper, Relationship, label_for_type
from paperkg.schema.names import person_key, person_name
from paperkg.schema.record import RELATION_ENDS

_TYPE_OF_LABEL = {label: type_ for type_, label in ENTITY_TYPES.items()}
_ROLE_REL = {
    ("method", "proposed"): "PROPOSES",
    ("method", "used"): "USES",
    ("dataset", "proposed"): "INTRODUCES",
    ("dataset", "used"): "EVALUATES_ON",
    ("task", None): "ADDRESSES",
    ("metric", None): "REPORTS",
}


def _prov(paper_id: str, ev: dict | None, extractor: str = "", confidence: float = 1.0) -> dict:
    ev = ev or {}
    return {
        "paper": paper_id,
        "sentence": ev.get("sentence", ""),
        "start": int(ev.get("start", -1)),
        "end": int(ev.get("end", -1)),
        "extractor": ev.get("extractor", extractor) or extractor,
        "confidence": float(ev.get("confidence", confidence)),
    }


def _metadata_prov(paper_id: str, **extra) -> dict:
    """Provenance of a fact the input's metadata gives rather than a sentence."""
    return {"paper": paper_id, "sentence": "", "start": -1, "end": -1, "extractor": "metadata", "confidence": 1.0, **extra}


_VENUE_YEAR = re.compile(r"^(.*?)[\s,'’]*((?:19|20)\d\d)$")


def venue_of(venue: str, year: int | None) -> tuple[str, dict] | None:
    """Key and properties of a paper's Venue node: a venue series in one year.

    "CoRL 2024" is the series "CoRL" of 2024; a venue written without a year takes the
    paper's. Key: the folded series and the year ("corl|2024", "neurips|2023").
    """
    venue = " ".join(str(venue or "").split())
    if not venue:
        return None
    m = _VENUE_YEAR.match(venue)
    series, y = (m.group(1), int(m.group(2))) if m and m.group(1) else (venue, year)
    k = person_key(series).replace(" ", "")  # folded like a name, but "NeurIPS" keeps its "s"
    if not k:
        return None
    props = {"name": f"{series} {y}" if y is not None else series, "series": series}
    if y is not None:
        props["year"] = y
    return f"{k}|{y if y is not None else ''}", props


def citation_key(authors: str, year: int | None) -> str:
    """Key of a Citation node: first author's surname and year ("kamath|2020")."""
    first = authors.split()[0] if authors.split() else authors
    return f"{key(first)}|{year if year is not None else ''}"


def build_records(papers: Iterable[Paper], records: Iterable[dict],
                  workers: int = 1) -> tuple[list[Node], list[Relationship]]:
    """Schema nodes and relationships for papers and their extraction records.

    Entities are resolved over the whole corpus first (``kg.resolve``, which may use a second
    process when ``workers > 1``): each node is one resolved entity with its aliases, paper
    count and how it was resolved.
    """
    papers = list(papers)
    recs = {r["doc_id"]: r for r in records}
    resolved = resolve(papers, recs.values(), workers=workers)

    nodes: dict[tuple[str, str], Node] = {}
    rels: dict[tuple[str, tuple[str, str], tuple[str, str]], Relationship] = {}

    def add_node(label: str, k: str, props: dict) -> tuple[str, str]:
        nid = (label, k)
        if nid not in nodes:
            props = {KEY_PROPERTY[label]: k, **props}
            nodes[nid] = Node(label, k, props)
        return nid

    def add_rel(type_: str, a: tuple[str, str], b: tuple[str, str], props: dict) -> None:
        rid = (type_, a, b)
        if rid not in rels:
            rels[rid] = Relationship(type_, a, b, props)

    for paper in papers:
        pid = add_node("Paper", paper.id, paper.properties())
        if (venue := venue_of(paper.venue, paper.year)) is not None:
            add_rel("PUBLISHED_IN", pid, add_node("Venue", venue[0], venue[1]), _metadata_prov(paper.id))
        for position, author in enumerate(paper.authors, 1):
            ak = person_key(author)
            if not ak:
                continue
            aid = add_node("Author", ak, {"name": person_name(author)})
            if ("WROTE", aid, pid) not in rels:
                add_rel("WROTE", aid, pid, _metadata_prov(paper.id, position=position))
    for eid in sorted(resolved.entities, key=lambda e: (e[0], e[1])):
        ent = resolved.entities[eid]
        props = {"name": ent.name, "type": _TYPE_OF_LABEL[ent.label], "aliases": ent.aliases,
                 "paper_count": len(ent.papers), "resolution": json.dumps(ent.resolution, ensure_ascii=False, sort_keys=True)}
        if ent.short_form:
            props["short_form"] = ent.short_form
        if "senses" in ent.resolution:
            props["senses"] = list(ent.resolution["senses"])
        add_node(ent.label, ent.key, props)
    for ln in resolved.links:
        ent = ln.ent
        rel = _ROLE_REL[(_TYPE_OF_LABEL[ln.entity[0]], ln.role)]
        add_rel(rel, ("Paper", ln.paper), ln.entity,
                _prov(ln.paper, ent.get("evidence"), ent.get("extractor", ""), ent.get("confidence", 1.0)))
    _add_results_and_relations(papers, recs, resolved, add_node, add_rel, rels,
                               lambda nid: nodes[nid].properties["name"])
    for a, b, pid, ent in resolved.variants:
        add_rel("VARIANT_OF", a, b, _prov(pid, ent.get("evidence"), "variant_of", 0.8))
    for lin in resolved.lineage:
        rid = ("BUILDS_ON", ("Paper", lin.user), ("Paper", lin.proposer))
        if rid in rels:
            rels[rid].properties["via_all"].append(lin.via[1])
            continue
        rels[rid] = Relationship("BUILDS_ON", ("Paper", lin.user), ("Paper", lin.proposer), {
            "via": lin.via[1], "via_name": lin.via_name, "via_all": [lin.via[1]],
            "user_sentence": lin.user_sentence, "proposer_sentence": lin.proposer_sentence,
            "extractor": "resolve"})
    for paper in papers:
        rec = recs.get(paper.id)
        if rec is None:
            continue
        pid = ("Paper", paper.id)
        in_text: dict[str, tuple[str, str]] = {}
        for c in rec.get("code", []):
            rid = add_node("Repository", c["url"], {"host": _host(c["url"])})
            add_rel("RELEASES_CODE", pid, rid, _prov(paper.id, c.get("evidence"), "code_links"))
            in_text[url_key(c["url"])] = rid
        for url in paper.code_urls:
            # The input's own code field: merged with the same link found in the text.
            rid = in_text.get(url_key(url))
            if rid is not None:
                rels[("RELEASES_CODE", pid, rid)].properties["found_in"] = "text and metadata"
                continue
            rid = add_node("Repository", url, {"host": _host(url)})
            in_text[url_key(url)] = rid
            add_rel("RELEASES_CODE", pid, rid, _metadata_prov(paper.id, found_in="metadata"))
        for c in rec.get("citations", []):
            cid = add_node("Citation", citation_key(c["authors"], c.get("year")), {"authors": c["authors"], "year": c.get("year")})
            add_rel("CITES", pid, cid, _prov(paper.id, c.get("evidence"), "citations"))
        for kw in rec.get("keywords", []):
            kid = add_node("Keyword", key(kw["name"]) or kw["name"], {"name": kw["name"]})
            add_rel(
                "HAS_KEYWORD", pid, kid,
                {"paper": paper.id, "sentence": "", "start": -1, "end": -1, "extractor": "keyphrases",
                 "confidence": float(kw.get("score", 0.0))},
            )
        if rec.get("code_promised"):
            nodes[pid].properties["code_promised"] = True
    return list(nodes.values()), list(rels.values())


def _add_results_and_relations(papers, recs, resolved, add_node, add_rel, rels, name_of) -> None:
    """Result nodes of each paper (linked to the resolved Metric, Dataset and Method they
    name) and the entity relations its sentences state; a relation several papers state
    is one edge listing them (``papers``), with the first paper's evidence. A result of
    "ours" that joins the paper's one proposal carries that proposal's name (``name_of``
    a node id), unless the extraction read that proposal as a part of the paper's unnamed
    method (``proposed_parts``: "a Weakly Supervised Class Augmentation technique" of "a novel
    framework for iFSD"). A result credited to a name that resolved to no Method of its paper
    is the paper's own ("ours"), with that name kept as ``method_as_read``."""
    names: dict[str, dict[tuple[str, str], tuple[str, str]]] = {}
    proposed: dict[str, list[tuple[str, str]]] = {}
    parts = {pid: {key(p) for p in rec["proposed_parts"]} for pid, rec in recs.items() if rec.get("proposed_parts")}
    for ln in resolved.links:
        table = names.setdefault(ln.paper, {})
        for n in (ln.ent.get("name", ""), *ln.ent.get("aliases", [])):
            table.setdefault((ln.entity[0], key(n)), ln.entity)
        if ln.role == "proposed" and ln.entity[0] == "Method" and key(ln.ent.get("name", "")) not in parts.get(ln.paper, ()):
            proposed.setdefault(ln.paper, []).append(ln.entity)

    def entity(pid: str, label: str, name: str | None) -> tuple[str, str] | None:
        if not name:
            return None
        if name == "ours" and label == "Method":
            own = sorted(set(proposed.get(pid, [])))
            return own[0] if len(own) == 1 else None
        return names.get(pid, {}).get((label, key(name)))

    for paper in papers:
        rec = recs.get(paper.id)
        if rec is None:
            continue
        pid = ("Paper", paper.id)
        for i, r in enumerate(rec.get("results", []), 1):
            props = {"value": float(r["value"]), "value_text": r["value"], "unit": r["unit"], "kind": r["kind"],
                     "metric": r["metric"], "paper": paper.id, "sentence": r["evidence"]["sentence"]}
            props.update({k: r[k] for k in ("dataset", "method") if r.get(k)})
            method = r.get("method")
            if method and method != "ours" and entity(paper.id, "Method", method) is None:
                # "The best model attained a recall of 53%" read as UAV's, "TCGA-NSCLC ... achieving
                # test AUCs of 97.5%": a name the resolution made no Method of this paper (a
                # dataset, a task, a device, a disease, or a name it dropped) owns no result; the
                # sentence reports the paper's own. The name as read stays beside it.
                props["method_as_read"] = method
                method = props["method"] = "ours"
            targets = [(rel, entity(paper.id, label, value)) for label, value, rel in (
                ("Metric", r.get("metric"), "MEASURED_BY"), ("Dataset", r.get("dataset"), "ON_DATASET"),
                ("Method", method, "OF_METHOD"))]
            own = targets[-1][1]  # the Method node the result joins
            if method == "ours" and own is not None:
                # "its mAP rises by 0.5" in a paper that calls its method CNF-YOLO: the result
                # says whose it is the way its OF_METHOD edge does.
                props["method"] = name_of(own)
            rid = add_node("Result", f"{paper.id}#{i}", props)
            prov = _prov(paper.id, r["evidence"], "results")
            add_rel("REPORTS_RESULT", pid, rid, prov)
            for rel, target in targets:
                if target is not None:
                    add_rel(rel, rid, target, prov)
        for r in rec.get("relations", []):
            head_label, tail_label = (label_for_type(t) for t in RELATION_ENDS[r["type"]])
            a, b = entity(paper.id, head_label, r["head"]), entity(paper.id, tail_label, r["tail"])
            if a is None or b is None or a == b:
                continue
            found = rels.get((r["type"], a, b))
            if found is not None:
                if paper.id not in found.properties["papers"]:
                    found.properties["papers"].append(paper.id)
                continue
            add_rel(r["type"], a, b, {**_prov(paper.id, r["evidence"], "results"), "papers": [paper.id]})


def _host(url: str) -> str:
    rest = url.split("://", 1)[-1]
    return rest.split("/", 1)[0].lower().removeprefix("www.")


def to_networkx(nodes: Iterable[Node], rels: Iterable[Relationship]) -> nx.MultiDiGraph:
    """A ``MultiDiGraph`` with ``Label:key`` node ids, ``label`` attributes and typed edges."""
    g = nx.MultiDiGraph()
    for n in nodes:
        g.add_node(n.id, label=n.label, **n.properties)
    for r in rels:
        g.add_edge(f"{r.start[0]}:{r.start[1]}", f"{r.end[0]}:{r.end[1]}", key=r.type, type=r.type, **r.properties)
    return g


def build_graph(papers: Iterable[Paper], records: Iterable[dict], workers: int = 1) -> nx.MultiDiGraph:
    """Canonicalise, validate and build the graph of ``papers`` and their records; ``workers``
    as in ``build_records``."""
    with cycle_collection_paused():  # a corpus-sized build: see kg.memory
        nodes, rels = build_records(papers, records, workers)
        return to_networkx(nodes, rels)


def nodes_and_relationships(g: nx.MultiDiGraph) -> tuple[list[Node], list[Relationship]]:
    """Schema records back from a graph built by ``build_graph`` (validated again)."""
    nodes = []
    for nid, data in g.nodes(data=True):
        props = {k: v for k, v in data.items() if k != "label"}
        label = data["label"]
        nodes.append(Node(label, str(props[KEY_PROPERTY[label]]), props))
    rels = []
    for a, b, data in g.edges(data=True):
        props = {k: v for k, v in data.items() if k != "type"}
        rels.append(
            Relationship(
                data["type"],
                (g.nodes[a]["label"], str(g.nodes[a][KEY_PROPERTY[g.nodes[a]["label"]]])),
                (g.nodes[b]["label"], str(g.nodes[b][KEY_PROPERTY[g.nodes[b]["label"]]])),
                props,
            )
        )
    return nodes, rels


def stats(g: nx.MultiDiGraph) -> dict:
    """Counts of nodes per label and relationships per type, plus the top entities."""
    labels = Counter(d["label"] for _, d in g.nodes(data=True))
    types = Counter(d["type"] for _, _, d in g.edges(data=True))
    top: dict[str, list[tuple[str, int]]] = {}
    for label in ("Method", "Dataset", "Task", "Metric"):
        ranked = sorted(
            ((d["name"], d.get("paper_count", 0)) for _, d in g.nodes(data=True) if d["label"] == label),
            key=lambda x: (-x[1], x[0].lower()),
        )
        top[label] = ranked[:10]
    return {"nodes": dict(sorted(labels.items())), "relationships": dict(sorted(types.items())), "top": top}
