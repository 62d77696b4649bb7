"""Time to a stable, interactive render of a corpus graph in headless Chromium.

Builds the graph of a corpus (default: the 3k-paper PMLR corpus) without keyphrases,
writes graph.html (a precomputed layout above the physics limit), opens it in Debian's
chromium through Playwright with every network request blocked, and prints the seconds
until the page reports ``window.__graphReady`` (drawn and interactive), plus the HTML
build time and size. Usage: python benchmarks/html_render.py [CORPUS] [--max-nodes N]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from paperkg.kg.graph import build_graph
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records
from paperkg.viz.html import write_html

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]


def main() -> None:
    """Build, render and time the page; print the figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("corpus", nargs="?", default=str(Path(__file__).resolve().parents[2] / "shared/data/corpus/pmlr_2023_2025.jsonl.gz"))
    ap.add_argument("--max-nodes", type=int, default=None)
    ap.add_argument("--screenshot", default=None, help="write a PNG of the rendered page here")
    a = ap.parse_args()
    papers = list(read_papers([a.corpus]))
    g = build_graph(papers, extract_records(papers))
    out = Path(tempfile.mkdtemp()) / "graph.html"
    t0 = time.perf_counter()
    write_html(g, out, max_nodes=a.max_nodes)
    t_html = time.perf_counter() - t0
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        blocked = []
        page.route("**/*", lambda r: r.continue_() if r.request.url.startswith("file://") else (blocked.append(r.request.url), r.abort()))
        t1 = time.perf_counter()
        page.goto(out.as_uri())
        page.wait_for_function("window.__graphReady === true", timeout=120000, polling=50)
        t_ready = time.perf_counter() - t1
        t2 = time.perf_counter()
        hit = page.evaluate("window.__search('transformer')")
        t_search = time.perf_counter() - t2
        if a.screenshot:
            page.evaluate("location.hash = ''; window.__network.fit()")
            page.wait_for_timeout(500)
            page.screenshot(path=a.screenshot)
        browser.close()
    print(f"papers: {len(papers)}; graph: {g.number_of_nodes()} nodes, {g.number_of_edges()} relationships")
    print(f"graph.html: {out.stat().st_size / 1e6:.1f} MB written in {t_html:.1f} s (layout included)")
    print(f"time to stable interactive render: {t_ready:.2f} s (target <= 5 s); search: {t_search * 1000:.0f} ms ({hit})")
    print(f"network requests blocked: {len(blocked)}")


if __name__ == "__main__":
    main()
