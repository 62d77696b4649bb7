"""The ``kg build`` job as a library function: abstracts in, every output written.

``build`` reads the inputs, extracts records (``extractions.jsonl``), builds the graph and
writes ``graph.json``, ``graph.graphml``, ``graph.html``, ``index.html``, ``load.cypher``,
the ``recipes/`` folder and the static ``site/`` into one output directory, each file
atomically (the site as a whole); ``build_site`` rewrites the site from a build's graph.json. It loads Neo4j only
when credentials are given; a failing load raises ``StoreError`` after every file is
already on disk. ``BuildResult`` carries the counts that the CLI prints.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from paperkg.kg.atomic import folder_lock
from paperkg.kg.errors import InputError
from paperkg.kg.export import write_cypher, write_graphml, write_json
from paperkg.kg.graph import build_graph, nodes_and_relationships, stats
from paperkg.kg.memory import cycle_collection_paused
from paperkg.kg.ingest import IngestReport, read_papers
from paperkg.kg.pipeline import extract_records, extractor_names, write_jsonl
from paperkg.kg.query import ENGINES, choose_engine, open_store, run_recipe  # noqa: F401  (re-exported: older callers import them from here)
from paperkg.kg.recipe import RECIPE_DIR

#: graph.html shows at most this many nodes unless --max-nodes says otherwise (the page says what it left out).
DEFAULT_HTML_NODES = 12000


@dataclass
class BuildResult:
    """What a build produced."""

    out_dir: Path
    papers: int
    report: IngestReport
    stats: dict
    files: list[Path] = field(default_factory=list)
    neo4j: dict | None = None  # rows loaded into the graph engine, if one was loaded
    engine: str | None = None
    where: str | None = None


def build(
    inputs: Iterable[str | Path],
    out_dir: str | Path,
    keyphrases: bool = True,
    workers: int = 1,
    strict: bool = False,
    max_nodes: int | None = None,
    min_degree: int = 0,
    neo4j=None,
    falkordb: bool = False,
    reset: bool = False,
    progress: Callable[[str, int, int | None], None] | None = None,
    cache=None,
    scheduler=None,
    tagger: bool = False,
) -> BuildResult:
    """Run the whole job; ``neo4j`` is a ``Credentials`` to load into, or ``None``;
    ``falkordb`` loads an embedded FalkorDB kept in ``OUT/falkordb`` instead.

    ``progress(stage, advance, total)`` is called as stages advance; ``cache`` is a
    ``kg.cache.MentionCache`` to reuse extractor results from (None: extract everything);
    ``scheduler`` (a Dask scheduler address) runs extraction on that cluster; ``tagger``
    adds the SciERC-trained tagger's second opinions (``kg tagger train`` first).
    """
    names = extractor_names(tagger)
    out = Path(out_dir)
    for p in (out, *out.parents):
        if p.exists() and not p.is_dir():
            where = "is a file" if p == out else f"lies under the file {p}"
            raise InputError(f"--out {out} {where}, not a folder; choose a folder for the build's outputs")
    existing = next(p for p in (out, *out.parents) if p.exists())
    if not os.access(existing, os.W_OK | os.X_OK):
        # Found now, not after minutes of extraction.
        raise InputError(f"--out {out}: {existing} is not writable; choose a folder you can write")
    with folder_lock(out):  # held while this build writes into the folder
        report = IngestReport()
        papers = list(read_papers(inputs, report=report, strict=strict))
        if not papers:
            # Overwriting a good earlier build with an empty one loses it; say so and stop.
            raise report.none_accepted(out)
        _drop_stale_database(out)
        tick = progress or (lambda stage, n, total: None)
        tick("extract", 0, len(papers))
        records = list(
            extract_records(papers, workers=workers, keyphrases=keyphrases, cache=cache, scheduler=scheduler,
                            progress=lambda n: tick("extract", n, None), names=names)
        )
        files = [out / "extractions.jsonl"]
        write_jsonl(records, files[0])
        # The graph and its files are built with the cycle collector paused (kg.memory): it walked
        # the whole graph again and again, a quarter of these stages' time on 16k papers.
        with cycle_collection_paused():
            tick("graph", 0, 4)
            g = build_graph(papers, records, workers)
            tick("graph", 1, None)
            write_json(g, out / "graph.json")
            tick("graph", 1, None)
            write_graphml(g, out / "graph.graphml")
            tick("graph", 1, None)
            write_cypher(g, out / "load.cypher")
            tick("graph", 1, None)
            files += [out / "graph.json", out / "graph.graphml", out / "load.cypher"]
            tick("html", 0, 3)
            from paperkg.viz.html import write_html, write_index

            title = f"paperkg: {len(papers)} papers"
            cap = _html_cap(g, max_nodes)
            write_html(g, out / "graph.html", title=title, max_nodes=cap, min_degree=min_degree,
                       links={"Index of papers and entities": "index.html"})
            tick("html", 1, None)
            write_index(g, out / "index.html", title=title, site="site/index.html")
            tick("html", 1, None)
            _write_site(g, out, title, cap, min_degree)
            tick("html", 1, None)
        files += [out / "graph.html", out / "index.html", out / "site"]
        rdir = out / "recipes"
        tmp = out / ".recipes.tmp"
        if tmp.exists():
            shutil.rmtree(tmp)
        shutil.copytree(RECIPE_DIR, tmp)
        if rdir.exists():
            shutil.rmtree(rdir)
        tmp.rename(rdir)
        files.append(rdir)
        result = BuildResult(out, len(papers), report, stats(g), files)
        if neo4j is not None or falkordb:
            nodes, rels = nodes_and_relationships(g)
            tick("load", 0, len(nodes) + len(rels))
            with open_store(neo4j=neo4j, out_dir=out if falkordb else None) as store:
                # The embedded database belongs to this folder and must hold exactly what its files
                # hold: it is rebuilt from scratch, not merged into (building A then B left A+B).
                result.neo4j = store.load(nodes, rels, reset=reset or neo4j is None,
                                          progress=lambda kind, n: tick("load", n, None))
                result.engine = store.engine
                result.where = store.where
        return result


def _drop_stale_database(out: Path) -> None:
    """Remove the embedded database of an earlier build of ``out`` before its files are replaced:
    it would answer `kg query` with the old graph after a rebuild with another engine, or after
    one interrupted between writing the files and loading the new database."""
    db = out / "falkordb"
    if db.is_dir():
        from paperkg.kg.query import stop_server

        stop_server(out)
        shutil.rmtree(db)


def _html_cap(g, max_nodes: int | None) -> int | None:
    """The node cap of graph.html: the option, else DEFAULT_HTML_NODES for a graph larger than that."""
    if max_nodes is not None:
        return max_nodes
    return DEFAULT_HTML_NODES if g.number_of_nodes() > DEFAULT_HTML_NODES else None


def _write_site(g, out: Path, title: str, cap: int | None, min_degree: int):
    from paperkg.viz.html import kept_nodes
    from paperkg.viz.site import write_site

    # Pages link to their node's view in graph.html only where that pruned view shows the node.
    shown = set(kept_nodes(g, cap, min_degree)) if cap is not None or min_degree else None
    return write_site(g, out / "site", title=title, graph_nodes=shown)


def build_site(out_dir: str | Path, max_nodes: int | None = None, min_degree: int = 0):
    """Rewrite ``OUT/site`` from ``OUT/graph.json`` (what ``kg build`` wrote there, the same
    bytes); ``max_nodes`` and ``min_degree`` as given to the build that wrote graph.html.
    Returns the ``viz.site.SiteReport``."""
    from paperkg.kg.export import read_json

    out = Path(out_dir)
    path = out / "graph.json"
    if not path.is_file():
        raise InputError(f"{path}: no graph.json of a build here; run `kg build INPUT... --out {out}`")
    g = read_json(path)
    with folder_lock(out):  # not while a build writes into the folder
        papers = sum(1 for _, d in g.nodes(data=True) if d.get("label") == "Paper")
        return _write_site(g, out, f"paperkg: {papers} papers", _html_cap(g, max_nodes), min_degree)
