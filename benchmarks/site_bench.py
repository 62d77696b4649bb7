"""Time to write the static site of a built graph, and how large it is.

Reads a build's graph.json (default: the AIRAS 16k-paper build in /tmp/a7), writes the
site into a temporary folder with ``viz.site.write_site`` as ``kg build`` does, and prints
pages written, seconds (reading graph.json apart), MB, and the largest page. With
``--open N`` it also opens the largest entity page, the largest paper page and the index
in Debian's headless chromium (every request outside the site blocked) and prints the
seconds until each is loaded (best of N), and the seconds of a first search (the search
index loaded and one query ranked). Usage:
python benchmarks/site_bench.py [GRAPH_JSON] [--open 3]
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from pathlib import Path

import networkx as nx

from paperkg.viz.site import write_site

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]


def _open_times(paths: list[Path], site: Path, times: int) -> list[tuple[Path, float]]:
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = b.new_page(viewport={"width": 1280, "height": 900})
        prefix = site.as_uri() + "/"
        page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(prefix) else r.abort())
        for path in paths:
            best = None
            for _ in range(times):
                t0 = time.perf_counter()
                page.goto(path.as_uri(), wait_until="load")
                page.wait_for_function("() => window.__siteReady === true")
                dt = time.perf_counter() - t0
                best = dt if best is None else min(best, dt)
            out.append((path, best))
        # The search index: loaded on first use of the box, then one ranked query.
        page.goto((site / "index.html").as_uri(), wait_until="load")
        t0 = time.perf_counter()
        page.evaluate("() => window.__paperkgSearch('vision transformers')")
        out.append((site / "assets" / "search.js", time.perf_counter() - t0))
        b.close()
    return out


def main() -> None:
    """Write the site, print the figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("graph", nargs="?", default="/tmp/a7/graph.json")
    ap.add_argument("--open", type=int, default=0, help="open the largest pages this many times each in chromium")
    ap.add_argument("--keep", action="store_true", help="keep the written site (removed by default: about 250 MB for 16k papers)")
    a = ap.parse_args()
    t0 = time.perf_counter()
    with open(a.graph, encoding="utf-8") as fh:
        g = nx.node_link_graph(json.load(fh), edges="links")
    t_read = time.perf_counter() - t0
    papers = sum(1 for _, d in g.nodes(data=True) if d["label"] == "Paper")
    out = Path(tempfile.mkdtemp(prefix="site_bench.")) / "site"
    t0 = time.perf_counter()
    report = write_site(g, out, title=f"paperkg: {papers} papers")
    seconds = time.perf_counter() - t0
    pages = sorted(((p.stat().st_size, p) for p in out.rglob("*.html")), reverse=True)
    largest_entity = next(p for _, p in pages if p.parent.name == "e")
    largest_paper = next(p for _, p in pages if p.parent.name == "p")
    print(f"graph: {g.number_of_nodes()} nodes, {g.number_of_edges()} relationships, {papers} papers "
          f"(graph.json read in {t_read:.1f} s)")
    print(f"pages written: {report.pages} ({report.entity_pages} entity, {report.paper_pages} paper, 1 index) "
          f"in {seconds:.1f} s")
    print(f"size: {report.bytes / 1e6:.1f} MB in {out}; largest file {report.largest[0]} "
          f"{report.largest[1] / 1e6:.2f} MB; largest page {pages[0][1].relative_to(out)} {pages[0][0] / 1e6:.2f} MB; "
          f"median page {pages[len(pages) // 2][0] / 1e3:.1f} kB")
    if a.open:
        for path, dt in _open_times([largest_entity, largest_paper, out / "index.html"], out, a.open):
            what = "first search (index loaded, one query)" if path.suffix == ".js" else f"best of {a.open}"
            print(f"opened {path.relative_to(out)} ({path.stat().st_size / 1e3:.0f} kB) in {dt:.2f} s ({what})")
    if not a.keep:
        shutil.rmtree(out.parent)


if __name__ == "__main__":
    main()
