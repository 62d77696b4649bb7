"""The HTML view in a real browser (Debian's headless chromium driven by Playwright).

Every request other than the page itself is blocked and counted; the page must render,
log no console error, show as many nodes as the graph has, find a known entity, switch to
a paper's view, and never run markup that came from an abstract.
"""

import json

import pytest

from helpers import ARTIFACTS, DATA, SAMPLE
from paperkg.kg.build import build
from paperkg.kg.graph import build_graph
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records
from paperkg.schema import Paper
from paperkg.viz.html import render_html, write_html, write_index

pytestmark = pytest.mark.browser

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]


@pytest.fixture(scope="module")
def browser(chromium, tmp_path_factory):
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")), executable_path=chromium, args=ARGS, headless=True,
            viewport={"width": 1400, "height": 900},
            # Without the CSP the page must still be safe and offline on its own: stricter tests.
            bypass_csp=True,
        )
        yield ctx
        ctx.close()


def open_page(browser, path, wait=True):
    page = browser.new_page()
    errors, blocked = [], []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    url = path.as_uri()

    def guard(route):
        # Local files of the output folder may load (index.html links graph.html); nothing else.
        if route.request.url.startswith(url.rsplit("/", 1)[0] + "/"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.route("**/*", guard)
    page.goto(url)
    if wait:
        page.wait_for_function("window.__graphReady === true", timeout=60000)
    return page, errors, blocked


def mini_page(browser, tmp_path):
    """The graph of tests/data/mini.jsonl, its page written and opened."""
    papers = list(read_papers([DATA / "mini.jsonl"]))
    g = build_graph(papers, extract_records(papers))
    write_html(g, tmp_path / "g.html")
    return (g, *open_page(browser, tmp_path / "g.html"))


def test_sample_page_renders_offline_with_every_node(browser, tmp_path):
    result = build([SAMPLE], tmp_path / "out", keyphrases=False)
    page, errors, blocked = open_page(browser, tmp_path / "out" / "graph.html")
    n_nodes = sum(result.stats["nodes"].values())
    assert page.evaluate("window.__network.body.data.nodes.length") == n_nodes
    assert page.evaluate("window.__visibleNodes") == n_nodes
    assert page.evaluate("window.__graphStats.edges") == sum(result.stats["relationships"].values())
    # Search by name and by alias focuses the node.
    assert page.evaluate("window.__search('DPO')") == "Method:dpo"
    assert page.evaluate("window.__search('direct preference optimization')") == "Method:dpo"
    page.fill("#search", "CLIP")
    page.press("#search", "Enter")
    assert page.text_content("#matches").startswith("1 match(es): CLIP") or "CLIP" in page.text_content("#matches")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "sample_graph.png"))
    assert (ARTIFACTS / "sample_graph.png").stat().st_size > 10000
    assert errors == [] and blocked == []
    page.close()


def test_paper_view_shows_its_neighbourhood(browser, tmp_path):
    g, page, errors, blocked = mini_page(browser, tmp_path)
    page.evaluate("location.hash = 'paper=p2'")
    page.wait_for_function("document.getElementById('view').textContent.includes('neighbourhood')")
    # p2 and its neighbours: Image-DPO, DPO, Pick-a-Pic, FID, the task, the citation, and p1 (BUILDS_ON).
    assert page.evaluate("window.__visibleNodes") == 1 + len(set(g.successors("Paper:p2")) | set(g.predecessors("Paper:p2")))
    page.evaluate("location.hash = ''")
    page.wait_for_function(f"window.__visibleNodes === {g.number_of_nodes()}")
    assert errors == [] and blocked == []
    page.close()


def test_a_malformed_hash_shows_the_whole_graph_and_search_still_works(browser, tmp_path):
    # Regression: "#paper=%E0%A4%A" threw in decodeURIComponent on page load and broke search.
    g, page, errors, blocked = mini_page(browser, tmp_path)
    page.evaluate("location.hash = 'paper=%E0%A4%A'")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__visibleNodes") == g.number_of_nodes()
    assert page.evaluate("window.__search('DPO')") == "Method:dpo"
    assert errors == [] and blocked == []
    page.close()


def test_type_filter_hides_nodes(browser, tmp_path):
    papers = list(read_papers([DATA / "mini.jsonl"]))
    write_html(build_graph(papers, extract_records(papers)), tmp_path / "g.html")
    page, errors, _ = open_page(browser, tmp_path / "g.html")
    page.uncheck("input[data-name='Method']")
    assert page.evaluate("window.__network.body.nodeIndices.length") == 15 - 3
    assert errors == []
    page.close()


XSS = [
    "<script>window.__pwned = 1</script>",
    "<img src=x onerror=\"window.__pwned = 2\">",
    "\"><svg onload=\"window.__pwned = 3\">",
    "</script><script>window.__pwned = 4</script>",
]


def test_markup_from_abstracts_never_runs(browser, tmp_path):
    papers = [
        Paper(f"x{i}", f"We propose {payload} Direct Preference Optimization (DPO) for LLMs. We use CLIP.",
              title=payload)
        for i, payload in enumerate(XSS)
    ]
    g = build_graph(papers, extract_records(papers))
    (tmp_path / "x.html").write_text(render_html(g, title=XSS[0]), encoding="utf-8")
    page, errors, blocked = open_page(browser, tmp_path / "x.html")
    # Show every tooltip and the details panel.
    for nid in page.evaluate("window.__network.body.data.nodes.getIds()"):
        page.evaluate(f"window.__network.selectNodes([{json.dumps(nid)}])")
        pos = page.evaluate(f"window.__network.canvasToDOM(window.__network.getPosition({json.dumps(nid)}))")
        page.mouse.move(pos["x"] + 300, pos["y"])
        page.mouse.click(pos["x"] + 300, pos["y"])
    page.wait_for_timeout(300)
    assert page.evaluate("window.__pwned") is None
    assert XSS[0] in page.text_content("#title")
    assert blocked == []
    page.close()


def test_pruned_page_says_what_it_left_out(browser, tmp_path):
    papers = list(read_papers([DATA / "mini.jsonl"]))
    g = build_graph(papers, extract_records(papers))
    write_html(g, tmp_path / "g.html", max_nodes=5)
    page, errors, _ = open_page(browser, tmp_path / "g.html")
    assert page.evaluate("window.__visibleNodes") == 5
    assert page.text_content("#note") == (
        "Showing 5 of 15 nodes and " + str(page.evaluate("window.__graphStats.edges"))
        + " of 17 relationships; 10 nodes pruned (beyond the 5 best-connected nodes)."
    )
    assert errors == []
    page.close()


def test_index_page_escapes_hostile_titles_and_links_work(browser, tmp_path):
    papers = [Paper(f"x{i}<b>", f"We propose {payload} Direct Preference Optimization (DPO).", title=payload)
              for i, payload in enumerate(XSS)]
    g = build_graph(papers, extract_records(papers))
    write_index(g, tmp_path / "index.html")
    write_html(g, tmp_path / "graph.html")
    page, errors, blocked = open_page(browser, tmp_path / "index.html", wait=False)
    page.wait_for_load_state("load")
    assert page.evaluate("window.__pwned") is None
    assert XSS[1] in page.text_content("body")
    # Every paper link opens its view in graph.html.
    page.click("text=" + XSS[2][:10])
    page.wait_for_function("window.__graphReady === true")
    assert page.evaluate("window.__visibleNodes") > 1 and "neighbourhood" in page.text_content("#view")
    assert page.evaluate("window.__pwned") is None and errors == [] and blocked == []
    page.close()
