"""The static site (``viz.site``): pages, names, escaping, mentions and search, on a handwritten
graph with literal expectations; then every page type in headless Chromium (marked
``browser``): offline with no console error and no request beyond the site's files, search,
navigation by clicking, hostile text inert, a screenshot per page type in tests/artifacts.
"""

from __future__ import annotations

import re

import networkx as nx
import pytest

from helpers import ARTIFACTS, DATA
from paperkg.viz.site import ego_svg, highlight, normalise, slug, write_site

ABS1 = ("We propose Direct Preference Optimization (DPO), a method for aligning large language models. "
        "We evaluate on HH-RLHF and report the win rate.")
HOSTILE = "<img src=x onerror=\"window.__pwned=1\">"
ABS2 = (f"We introduce Image-DPO, which extends DPO to text-to-image generation. {HOSTILE} "
        "It lowers FID by 3.1 points.")


def _span(text: str, part: str, nth: int = 0) -> tuple[int, int]:
    start = -1
    for _ in range(nth + 1):
        start = text.index(part, start + 1)
    return start, start + len(part)


def _prov(paper: str, span=(-1, -1), **extra) -> dict:
    return {"paper": paper, "sentence": "", "start": span[0], "end": span[1], "extractor": "test", "confidence": 1.0,
            **extra}


def tiny_graph() -> nx.MultiDiGraph:
    """Two papers as kg.graph builds them: p2 uses p1's DPO (BUILDS_ON), proposes a variant, reports a result."""
    g = nx.MultiDiGraph()
    g.add_node("Paper:p1", label="Paper", id="p1", name="Direct preference optimisation",
               title="Direct preference optimisation", abstract=ABS1, authors=["Ann Author", "Bo Author"], year=2023,
               venue="NeurIPS 2023", url="https://example.org/p1")
    g.add_node("Paper:p2", label="Paper", id="p2", name="Image preferences " + HOSTILE,
               title="Image preferences " + HOSTILE, abstract=ABS2, authors=[HOSTILE], year=2024,
               venue="", url="javascript:alert(1)")
    ents = {"Method:dpo": ("DPO", ["Direct Preference Optimization"]), "Method:imagedpo": ("Image-DPO", []),
            "Method:llm": ("large language model", ["LLM"]), "Dataset:hhrlhf": ("HH-RLHF", []),
            "Metric:winrate": ("win rate", []), "Task:t2i": ("text-to-image generation", ["T2I"]),
            "Metric:fid": ("FID", [])}
    for nid, (name, aliases) in ents.items():
        label, key = nid.split(":")
        g.add_node(nid, label=label, key=key, name=name, aliases=aliases, type=label.lower(), paper_count=1,
                   resolution='{"forms": {"%s": 1}, "label_votes": {"%s": 100}}' % (name, label.lower()))
    g.nodes["Method:dpo"]["resolution"] = (
        '{"definitions": [["DPO", "Direct Preference Optimization", 2]], "forms": {"DPO": 2}, '
        '"label_votes": {"method": 200}, "proposal": {"kept": "p1", "why": "first proposed in p1"}}')
    g.add_node("Author:ann author", label="Author", key="ann author", name="Ann Author")
    g.add_node("Author:bo author", label="Author", key="bo author", name="Bo Author")
    g.add_node("Author:x", label="Author", key="x", name=HOSTILE)
    g.add_node("Venue:neurips|2023", label="Venue", key="neurips|2023", name="NeurIPS 2023", series="NeurIPS", year=2023)
    g.add_node("Repository:https://github.com/example/dpo", label="Repository", url="https://github.com/example/dpo",
               host="github.com")
    g.add_node("Result:p2#1", label="Result", key="p2#1", value=3.1, value_text="3.1", unit="", kind="reduction",
               metric="FID", paper="p2", sentence="It lowers FID by 3.1 points.", method="Image-DPO")

    def edge(a, b, t, **props):
        g.add_edge(a, b, key=t, type=t, **props)

    edge("Paper:p1", "Method:dpo", "PROPOSES", **_prov("p1", _span(ABS1, "Direct Preference Optimization")))
    edge("Paper:p1", "Method:llm", "USES", **_prov("p1", _span(ABS1, "large language models")))
    edge("Paper:p1", "Dataset:hhrlhf", "EVALUATES_ON", **_prov("p1", _span(ABS1, "HH-RLHF")))
    edge("Paper:p1", "Metric:winrate", "REPORTS", **_prov("p1"))  # no span: found by its name
    edge("Paper:p1", "Repository:https://github.com/example/dpo", "RELEASES_CODE", **_prov("p1"))
    edge("Paper:p1", "Venue:neurips|2023", "PUBLISHED_IN", **_prov("p1"))
    edge("Author:bo author", "Paper:p1", "WROTE", **_prov("p1", position=2))
    edge("Author:ann author", "Paper:p1", "WROTE", **_prov("p1", position=1))
    edge("Author:x", "Paper:p2", "WROTE", **_prov("p2", position=1))
    edge("Paper:p2", "Method:imagedpo", "PROPOSES", **_prov("p2", _span(ABS2, "Image-DPO")))
    # The second DPO of the text; and a span cut inside a word, so the name stands for it.
    edge("Paper:p2", "Method:dpo", "USES", **_prov("p2", _span(ABS2, "DPO", 1)))
    edge("Paper:p2", "Task:t2i", "ADDRESSES", **_prov("p2", (ABS2.index("text-to-image") + 2, ABS2.index(" generation"))))
    edge("Paper:p2", "Metric:fid", "REPORTS", **_prov("p2", _span(ABS2, "FID")))
    edge("Paper:p2", "Result:p2#1", "REPORTS_RESULT", **_prov("p2"))
    edge("Result:p2#1", "Metric:fid", "MEASURED_BY", **_prov("p2"))
    edge("Result:p2#1", "Method:imagedpo", "OF_METHOD", **_prov("p2"))
    edge("Method:imagedpo", "Method:dpo", "VARIANT_OF", **_prov("p2"))
    edge("Method:imagedpo", "Task:t2i", "APPLIED_TO", **_prov("p2"), papers=["p2"])
    edge("Paper:p2", "Paper:p1", "BUILDS_ON", via="dpo", via_name="DPO", via_all=["dpo"], user_sentence="",
         proposer_sentence="", extractor="resolve")
    return g


ENTITY_FILES = ["dpo-e091b66bef.html", "fid-20731afac0.html", "hh-rlhf-9369bb6f21.html", "image-dpo-74d40b4a0b.html",
                "large-language-model-f284b52a1a.html", "text-to-image-generation-20f0efc7bb.html",
                "win-rate-3f4bf53a31.html"]
PAPER_FILES = ["direct-preference-optimisation-313d1058f3.html", "image-preferences-img-src-x-onerror-window-pwned-2ae6087e64.html"]


@pytest.fixture()
def site(tmp_path):
    report = write_site(tiny_graph(), tmp_path / "site", title="tiny <site>")
    return tmp_path / "site", report


def read(path) -> str:
    return path.read_text(encoding="utf-8")


# --- names and pages --------------------------------------------------------------------

def test_one_page_per_entity_and_paper_with_stable_names(site):
    root, report = site
    assert sorted(p.name for p in (root / "e").iterdir()) == ENTITY_FILES
    assert sorted(p.name for p in (root / "p").iterdir()) == PAPER_FILES
    assert sorted(p.name for p in (root / "assets").iterdir()) == ["search.js", "site.css", "site.js"]
    assert sorted(p.name for p in root.iterdir()) == ["assets", "e", "index.html", "p"]
    assert (report.entity_pages, report.paper_pages, report.pages) == (7, 2, 10)
    assert not list(root.parent.glob(".site.*"))  # built beside and renamed: nothing left over


@pytest.mark.parametrize(("nid", "name", "expected"), [
    ("Method:dpo", "DPO", "dpo-e091b66bef"),
    ("Method:sb", "Schrödinger bridge", "schrodinger-bridge-cb93cc336c"),
    ("Method:zh", "注意力", "x-fc3b3b6efc"),
    ("Paper:long", "A very long title that goes on and on well past forty-eight characters",
     "a-very-long-title-that-goes-on-and-on-well-past-11472db569"),
])
def test_slug(nid, name, expected):
    assert slug(nid, name) == expected


def test_output_is_the_same_bytes_on_every_run(tmp_path):
    a = write_site(tiny_graph(), tmp_path / "a" / "site")
    b = write_site(tiny_graph(), tmp_path / "b" / "site")
    files = sorted(p.relative_to(a.out_dir) for p in a.out_dir.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(b.out_dir) for p in b.out_dir.rglob("*") if p.is_file())
    assert all((a.out_dir / f).read_bytes() == (b.out_dir / f).read_bytes() for f in files)


def test_rewriting_replaces_the_old_site_whole(tmp_path):
    (tmp_path / "site" / "e").mkdir(parents=True)
    (tmp_path / "site" / "e" / "stale.html").write_text("old")
    write_site(tiny_graph(), tmp_path / "site")
    assert sorted(p.name for p in (tmp_path / "site" / "e").iterdir()) == ENTITY_FILES


# --- escaping and safety ----------------------------------------------------------------

def test_every_page_has_the_csp_and_no_inline_script_or_handler(site):
    root, _ = site
    pages = [root / "index.html", *(root / "e").iterdir(), *(root / "p").iterdir()]
    assert len(pages) == 10
    for page in pages:
        text = read(page)
        assert "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' file:;" in text
        assert re.findall(r"<script[^>]*>", text) == [f'<script src="{"" if page.name == "index.html" else "../"}assets/site.js" defer>']
        assert "<script src" in text and "</script>" in text and text.count("<script") == 1
        assert not re.search(r"<[^>]*\son\w+\s*=", text), page  # no element carries an event handler
        assert "<img" not in text and "javascript:" not in text.replace("javascript:alert(1)", "")
        assert "style=" not in text  # the CSP allows no inline style


def test_hostile_text_is_escaped_everywhere(site):
    root, _ = site
    paper = read(root / "p" / PAPER_FILES[1])
    esc = "&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;"
    assert f"<h1>Image preferences {esc}</h1>" in paper  # title
    assert f'<p class="authors">{esc}</p>' in paper  # author
    assert f"generation</a>. {esc} It lowers" in paper  # abstract
    assert "<title>Image preferences " + esc + "</title>" in paper
    # The javascript: link is shown as text, never as a link.
    assert 'href="javascript' not in paper and '<span class="url">javascript:alert(1)</span>' in paper
    index = read(root / "index.html")
    assert "<title>tiny &lt;site&gt;</title>" in index and f"Image preferences {esc}</a>" in index
    search = read(root / "assets" / "search.js")
    assert "<" not in search and ">" not in search and "&" not in search
    assert "Image preferences \\u003cimg src=x onerror=\\\"window.__pwned=1\\\"\\u003e" in search


def test_json_in_the_search_index_escapes_line_separators(tmp_path):
    g = tiny_graph()
    g.nodes["Metric:fid"]["name"] = "F\u2028I\u2029D </script>"
    write_site(g, tmp_path / "site")
    text = read(tmp_path / "site" / "assets" / "search.js")
    assert "F\\u2028I\\u2029D \\u003c/script\\u003e" in text and "\u2028" not in text and "\u2029" not in text


# --- mentions ---------------------------------------------------------------------------

def test_mentions_are_linked_at_their_spans_with_the_name_as_fallback(site):
    root, _ = site
    p1 = read(root / "p" / PAPER_FILES[0])
    assert ('<div class="abstract">We propose <a class="m t-method" href="../e/dpo-e091b66bef.html">Direct Preference '
            'Optimization</a> (DPO), a method for aligning <a class="m t-method" href="../e/large-language-model-f284b52a1a.html">'
            'large language models</a>. We evaluate on <a class="m t-dataset" href="../e/hh-rlhf-9369bb6f21.html">HH-RLHF</a> '
            'and report the <a class="m t-metric" href="../e/win-rate-3f4bf53a31.html">win rate</a>.</div>') in p1
    p2 = read(root / "p" / PAPER_FILES[1])
    # DPO at its own span (the second one); the task's span cut into a word: its name instead.
    assert ('We introduce <a class="m t-method" href="../e/image-dpo-74d40b4a0b.html">Image-DPO</a>, which extends '
            '<a class="m t-method" href="../e/dpo-e091b66bef.html">DPO</a> to <a class="m t-task" '
            'href="../e/text-to-image-generation-20f0efc7bb.html">text-to-image generation</a>.') in p2


@pytest.mark.parametrize(("text", "mentions", "forms", "expected"), [
    ("a DPO b", [(2, 5, "d")], {}, "a <mark class=\"m \">DPO</mark> b"),
    # Out of range, or cut inside a word: the longest form that occurs as a whole word.
    ("use DPOx and DPO", [(40, 43, "d")], {"d": ["DPO"]}, 'use DPOx and <mark class="m ">DPO</mark>'),
    ("Image-DPO", [(6, 8, "d")], {"d": ["dpo", "image-dpo"]}, '<mark class="m ">Image-DPO</mark>'),
    # Overlaps: the earlier start wins; at one start, the longer span.
    ("large language model", [(6, 20, "a"), (0, 20, "b"), (0, 5, "c")], {}, '<mark class="m ">large language model</mark>'),
    ("x < y & z", [(4, 5, "e")], {}, 'x &lt; <mark class="m ">y</mark> &amp; z'),
    ("no match", [(-1, -1, "d")], {"d": ["DPO"]}, "no match"),
])
def test_highlight(text, mentions, forms, expected):
    assert highlight(text, mentions, forms) == expected


# --- entity and paper pages -------------------------------------------------------------

def test_entity_page_lists_proposers_first_with_lineage_variants_and_years(site):
    root, _ = site
    dpo = read(root / "e" / "dpo-e091b66bef.html")
    assert "<h1>DPO <span class=\"badge t-method\">Method</span></h1>" in dpo
    assert "<dt>also written</dt><dd>Direct Preference Optimization</dd>" in dpo
    assert "<dt>acronym defined</dt><dd>DPO = Direct Preference Optimization in 2 papers</dd>" in dpo
    assert ('<dt>proposal</dt><dd>first proposed in p1; proposed by <a href="../p/direct-preference-optimisation-313d1058f3.html">'
            'Direct preference optimisation</a></dd>') in dpo
    rows = re.findall(r"<tr><td><a href=\"../p/([^\"]+)\">.*?</a></td><td>(\d*)</td><td>([^<]*)</td><td>(\w+)</td>", dpo)
    assert rows == [(PAPER_FILES[0], "2023", "NeurIPS 2023", "proposes"), (PAPER_FILES[1], "2024", "", "uses")]
    assert '<li><a href="../e/image-dpo-74d40b4a0b.html">Image-DPO</a> is a variant</li>' in dpo
    assert re.search(r"Direct preference optimisation</a> <span class=\"yr\">2023</span> is built on by <a href=\"../p/"
                     + PAPER_FILES[1], dpo)
    assert "<title>2023: 1 paper</title>" in dpo and "<title>2024: 1 paper</title>" in dpo
    assert 'href="../../graph.html#entity=Method%3Adpo"' in dpo
    # Related: in common with both papers, and the variant's stated relation on its own page.
    assert '<a href="../e/large-language-model-f284b52a1a.html">large language model</a> <span class="n">1</span>' in dpo
    image_dpo = read(root / "e" / "image-dpo-74d40b4a0b.html")
    assert ('<a href="../e/text-to-image-generation-20f0efc7bb.html">text-to-image generation</a> <span class="n">1</span> '
            '<span class="stated">stated: applied to (1)</span>') in image_dpo
    assert "<h2>Results and leaderboard (1)</h2>" in image_dpo and '<td class="num">3.1</td><td>reduction</td>' in image_dpo


def test_paper_page_has_metadata_entities_results_and_lineage(site):
    root, _ = site
    p1 = read(root / "p" / PAPER_FILES[0])
    assert '<p class="authors">Ann Author, Bo Author</p>' in p1  # by position
    assert ('<p class="meta">NeurIPS 2023 · <a class="ext" href="https://example.org/p1" rel="noopener noreferrer">paper</a> · '
            'code: <a class="ext" href="https://github.com/example/dpo" rel="noopener noreferrer">https://github.com/example/dpo'
            '</a> · id p1</p>') in p1
    assert "<h2>Built upon by (1)</h2>" in p1 and "<h2>Builds on" not in p1
    assert 'href="../../graph.html#paper=p1"' in p1
    p2 = read(root / "p" / PAPER_FILES[1])
    assert "<h2>Builds on (1)</h2>" in p2 and '<span class="via">via DPO</span>' in p2
    assert "<h2>Results (1)</h2>" in p2
    assert '<h3>Methods</h3><ul><li><a href="../e/image-dpo-74d40b4a0b.html">Image-DPO</a> <span class="role">proposes</span>' in p2


def test_index_lists_top_entities_and_papers(site):
    root, _ = site
    index = read(root / "index.html")
    assert "2 papers, 3 methods, 1 datasets, 1 tasks, 2 metrics." in index
    assert '<tr><td><a href="e/dpo-e091b66bef.html">DPO</a></td><td class="num">2</td></tr>' in index
    assert re.findall(r'<li><a href="p/([^"]+)">', index) == [PAPER_FILES[1], PAPER_FILES[0]]  # newest first


def test_links_to_the_whole_graph_only_where_it_shows_the_node(tmp_path):
    write_site(tiny_graph(), tmp_path / "site", graph_nodes={"Method:dpo"})
    dpo = read(tmp_path / "site" / "e" / "dpo-e091b66bef.html")
    fid = read(tmp_path / "site" / "e" / "fid-20731afac0.html")
    assert "graph.html#entity=Method%3Adpo" in dpo and "graph.html#entity" not in fid
    assert "Not in the whole-corpus view" in fid


# --- neighbourhood layout ---------------------------------------------------------------

def test_neighbourhood_is_capped_with_a_link_to_all_and_fits_its_view(tmp_path):
    g = tiny_graph()
    for i in range(60):
        g.add_node(f"Paper:q{i:02d}", label="Paper", title=f"Paper {i:02d}", abstract="We use FID.", year=2020)
        g.add_edge(f"Paper:q{i:02d}", "Metric:fid", key="REPORTS", type="REPORTS", **_prov(f"q{i:02d}", (7, 10)))
    write_site(g, tmp_path / "site", neighbours=50)
    fid = read(tmp_path / "site" / "e" / "fid-20731afac0.html")
    svg = re.search(r'<svg class="ego" viewBox="(-?\d+) (-?\d+) (\d+) (\d+)" width="\3" height="\4".*?</svg>', fid)
    nodes = re.findall(r'<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="6"', svg.group(0))
    assert len(nodes) == 50  # of 62: the result and 61 papers
    assert 'Showing 50 of 62 neighbours; <a href="#all">show all 62</a>.' in fid and '<h2 id="all">Papers (61)</h2>' in fid
    x0, y0, w, h = map(int, svg.groups())
    assert all(x0 < float(x) < x0 + w and y0 < float(y) < y0 + h for x, y in nodes)
    # Every node is a link: a paper to its page, the result to the paper reporting it.
    assert len(re.findall(r"<a href=\"../p/", svg.group(0))) == 50


def test_ego_layout_groups_labels_and_labels_every_node():
    nb = [("Paper", f"Paper {i}", f"p{i}.html", "uses") for i in range(3)] + [("Method", "M <1>", None, "variant")]
    svg = ego_svg(("Method", "centre"), nb, 4)
    assert svg.count("<circle") == 5 and svg.count("<title>") == 5
    assert "<title>M &lt;1&gt; (Method, variant)</title>" in svg and "show all" not in svg
    # Papers first from twelve o'clock, then an empty slot, then the Method: six slots in all.
    assert '<circle cx="0.0" cy="-90.0" r="6" fill="#4e79a7"/>' in svg
    assert '<circle cx="-77.9" cy="45.0" r="6" fill="#e15759"/>' in svg


# --- search key -------------------------------------------------------------------------

NORMALISED = [
    ("GPT-4", "gpt 4"), ("in-context learning", "in context learning"), ("In-Context Learning", "in context learning"),
    ("vision transformers", "vision transformer"), ("Vision Transformer", "vision transformer"), ("LLMs", "llm"),
    ("classes", "class"), ("studies", "study"), ("boxes", "box"), ("process", "process"), ("analysis", "analysis"),
    ("corpus", "corpus"), ("keys", "keys"), ("gas", "gas"), ("  self_attention--based  ", "self attention based"),
    ("Schrödinger", "schrodinger"), ("GPT4", "gpt 4"), ("GPT-4o", "gpt 4 o"), ("ResNet50s", "resnet 50 s"),
    ("ResNet-50's", "resnet 50 s"), ("注意力", "注意力"), ("ℌilbert", "hilbert"), ("", ""),
]


@pytest.mark.parametrize(("text", "expected"), NORMALISED)
def test_normalise(text, expected):
    assert normalise(text) == expected


def test_search_index_holds_names_aliases_and_titles(site):
    import json

    root, _ = site
    text = read(root / "assets" / "search.js")
    data = json.loads(text.removeprefix("window.PAPERKG_SEARCH=").removesuffix(";\n"))
    assert data["types"] == ["Method", "Dataset", "Task", "Metric", "Paper"]
    items = {row[1]: row for row in data["items"]}
    assert len(data["items"]) == 9
    assert items["DPO"] == ["dpo|direct preference optimization", "DPO", 0, 2, "e/dpo-e091b66bef", ""]
    assert items["large language model"][0] == "large language model|llm"
    assert items["Direct preference optimisation"] == [
        "direct preference optimisation", "Direct preference optimisation", 4, 0, "p/" + PAPER_FILES[0][:-5], "NeurIPS 2023"]


# --- in the browser ---------------------------------------------------------------------

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"]
XSS = [
    "<script>window.__pwned = 1</script>",
    "<img src=x onerror=\"window.__pwned = 2; alert(2)\">",
    "\"><svg onload=\"window.__pwned = 3\">",
    "</script><script>window.__pwned = 4; alert(4)</script>",
    "\" onmouseover=\"window.__pwned = 5\" x=\"",
]


@pytest.fixture(scope="module")
def _playwright(chromium):
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:  # one per process: contexts share it
        yield p


def _context(p, chromium, profile, bypass_csp: bool):
    return p.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, args=ARGS, headless=True, viewport={"width": 1280, "height": 900},
        bypass_csp=bypass_csp)


@pytest.fixture(scope="module")
def browser(_playwright, chromium, tmp_path_factory):
    """The CSP enforced (a violation would be a console error), unlike graph.html's tests."""
    ctx = _context(_playwright, chromium, tmp_path_factory.mktemp("profile"), False)
    yield ctx
    ctx.close()


@pytest.fixture(scope="module")
def browser_without_csp(_playwright, chromium, tmp_path_factory):
    """The CSP bypassed: escaping alone must keep hostile text inert."""
    ctx = _context(_playwright, chromium, tmp_path_factory.mktemp("profile"), True)
    yield ctx
    ctx.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The site of tests/data/site.jsonl (GPT-4, in-context learning, ViT) and hostile papers."""
    from paperkg.kg.graph import build_graph
    from paperkg.kg.ingest import read_papers
    from paperkg.kg.pipeline import extract_records
    from paperkg.schema import Paper

    papers = list(read_papers([DATA / "site.jsonl"]))
    papers += [Paper(f"x{i}{payload}", f"We propose {payload} Direct Preference Optimization (DPO) for LLMs. We use CLIP.",
                     title=f"Hostile {i} {payload}", authors=[payload], venue=payload, year=2024,
                     url=f"javascript:window.__pwned={i}")
               for i, payload in enumerate(XSS)]
    g = build_graph(papers, extract_records(papers, keyphrases=False))
    root = tmp_path_factory.mktemp("built") / "site"
    write_site(g, root, title="paperkg: site test")
    return g, root


def open_page(browser, path):
    page = browser.new_page()
    errors, blocked, dialogs = [], [], []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    site_root = path.parent.as_uri() + "/" if path.name == "index.html" else path.parent.parent.as_uri() + "/"

    def guard(route):
        # The site's own files may load; anything else (network, other local files) is blocked and counted.
        if route.request.url.startswith(site_root):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.route("**/*", guard)
    page.goto(path.as_uri())
    # Predicates as functions: a string expression is run through eval, which the CSP forbids.
    page.wait_for_function("() => window.__siteReady === true", timeout=30000)
    return page, errors, blocked, dialogs


def _page_of(g, root, nid):
    from paperkg.viz.site import display_name

    return root / ("p" if nid.startswith("Paper:") else "e") / f"{slug(nid, display_name(g.nodes[nid]))}.html"


@pytest.mark.browser
@pytest.mark.parametrize("kind", ["index", "entity", "paper"])
def test_each_page_type_loads_offline_without_errors(browser, built, kind):
    g, root = built
    path = {"index": root / "index.html", "entity": _page_of(g, root, "Method:vit"),
            "paper": _page_of(g, root, "Paper:s3")}[kind]
    page, errors, blocked, dialogs = open_page(browser, path)
    assert page.locator("h1").count() == 1
    if kind != "index":
        assert page.locator("svg.ego circle").count() >= 3  # the neighbourhood drew
    # The search index is not loaded until the box is used.
    assert page.evaluate("typeof window.PAPERKG_SEARCH") == "undefined"
    page.focus("#q")
    page.wait_for_function("() => typeof window.PAPERKG_SEARCH === 'object'")
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / f"site_{kind}.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10000
    assert errors == [] and blocked == [] and dialogs == []
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize(("query", "first"), [
    ("GPT-4", ("GPT-4", "Method")), ("in-context learning", ("in-context learning", "Method")),
    ("vision transformers", ("ViT", "Method")), ("GPT4", ("GPT-4", "Method")), ("In Context Learning", ("in-context learning", "Method")),
])
def test_search_finds_names_and_aliases_whatever_the_spelling(browser, built, query, first):
    g, root = built
    page, errors, _, _ = open_page(browser, _page_of(g, root, "Paper:s1"))
    hits = page.evaluate(f"window.__paperkgSearch({query!r})")
    assert (hits[0]["name"], hits[0]["type"]) == first
    # Typed into the box: the list shows it first, with its type and paper count, and Enter opens it.
    page.fill("#q", query)
    page.wait_for_selector("#hits li a")
    top = page.locator("#hits li a").first
    assert top.locator(".nm").text_content() == first[0] and top.locator(".ty").text_content() == first[1]
    assert re.fullmatch(r"\d+ papers?", top.locator(".ct").text_content())
    with page.expect_navigation():
        page.press("#q", "Enter")
    assert page.locator("h1").text_content().startswith(first[0])
    assert errors == []
    page.close()


@pytest.mark.browser
def test_search_ranks_exact_over_prefix_over_substring_then_papers(browser, built):
    g, root = built
    page, errors, _, _ = open_page(browser, root / "index.html")
    hits = page.evaluate("window.__paperkgSearch('GPT')")
    names = [h["name"] for h in hits]
    # No exact "gpt": the prefixes (GPT-4 in 2 papers, GPT-3 in 1, the GPT-4 titles with 0), then substrings.
    assert names[:2] == ["GPT-4", "GPT-3"] and names.index("Probing GPT-4 on visual reasoning") > names.index("GPT-3")
    assert page.evaluate("window.__paperkgSearch('ViT')")[0]["name"] == "ViT"
    assert errors == []
    page.close()


@pytest.mark.browser
def test_the_browsers_search_key_is_pythons(browser, built):
    _, root = built
    page, errors, _, _ = open_page(browser, root / "index.html")
    cases = [t for t, _ in NORMALISED] + ["Ünïcödé–dash", "İstanbul", "ﬁne-tuning", "क्षमता", "x²"]
    got = page.evaluate("(cases) => cases.map(window.__paperkgNormalise)", cases)
    assert got == [normalise(t) for t in cases]
    page.close()


@pytest.mark.browser
def test_navigation_entity_to_paper_to_entity_by_clicking(browser, built):
    g, root = built
    page, errors, blocked, _ = open_page(browser, root / "index.html")
    with page.expect_navigation():
        page.click("table a:text-is('GPT-4')")
    assert page.locator("h1").text_content().startswith("GPT-4")
    with page.expect_navigation():
        page.click("table.papers a:text-is('Teaching GPT-4 to reason in context')")
    assert page.locator("h1").text_content() == "Teaching GPT-4 to reason in context"
    # The highlighted mention in the abstract leads to its entity.
    with page.expect_navigation():
        page.click(".abstract a.m:text-is('ReasonICL')")
    assert page.locator("h1").text_content().startswith("ReasonICL")
    # And a node of the neighbourhood drawing is a link too.
    with page.expect_navigation():
        page.locator("svg.ego a").first.click()
    assert page.url.endswith(".html") and "/p/" in page.url
    assert errors == [] and blocked == []
    page.close()


@pytest.mark.browser
def test_index_filter_finds_papers_by_title(browser, built):
    _, root = built
    page, errors, _, _ = open_page(browser, root / "index.html")
    total = len(list((root / "p").iterdir()))
    assert page.locator("#paper-list li").count() == total  # fewer than the index's first 200
    page.fill("#paper-filter", "few-shot learners")
    page.wait_for_function("() => document.querySelectorAll('#paper-list li').length === 1")
    assert page.locator("#paper-list li a").text_content() == "Language Models are Few-Shot Learners"
    assert page.text_content("#paper-count") == f"1 of {total} papers match"
    page.fill("#paper-filter", "")
    assert page.locator("#paper-list li").count() == total
    assert errors == []
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize("csp", [True, False])
def test_hostile_text_runs_nothing_on_any_page(request, built, csp):
    browser = request.getfixturevalue("browser" if csp else "browser_without_csp")
    g, root = built
    hostile = sorted(n for n in g if n.startswith("Paper:x"))
    assert len(hostile) == len(XSS)
    pages = [root / "index.html", _page_of(g, root, "Method:dpo"), *(_page_of(g, root, n) for n in hostile)]
    for path in pages:
        page, errors, blocked, dialogs = open_page(browser, path)
        # Hover and search over everything a hostile attribute could hang on.
        page.evaluate("""() => { for (const el of document.querySelectorAll('body *')) {
            for (const t of ['mouseover', 'mouseenter', 'focus', 'load', 'error'])
              el.dispatchEvent(new Event(t, {bubbles: true})); } }""")
        page.fill("#q", "hostile")
        page.wait_for_selector("#hits li a")
        page.mouse.move(200, 200)
        page.wait_for_timeout(100)
        assert page.evaluate("window.__pwned") is None, path
        assert dialogs == [] and blocked == [] and errors == [], path
        assert page.locator("img").count() == 0 and page.locator("main script").count() == 0
        if path.parent.name == "p":
            assert page.locator("h1").text_content().startswith("Hostile ")
            assert any(p in page.locator("h1").text_content() for p in XSS)  # shown as text
        page.close()
