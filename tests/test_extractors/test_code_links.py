"""Code links: plain URLs, LaTeX \\href, trailing punctuation; code promises."""


from paperkg.extractors import run
from paperkg.extractors.registry import TextView
from paperkg.extractors.assemble import assemble
from helpers import SAMPLE
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_record


def urls(text):
    return [m.text for m in run("code_links", text)]


def test_plain_url_trailing_period_stripped():
    assert urls("Code is at https://github.com/BurakGurbuz97/PEAKS.") == ["https://github.com/BurakGurbuz97/PEAKS"]


def test_url_in_parentheses_keeps_path_drops_paren():
    assert urls("(code: https://github.com/divelab/AIRS/).") == ["https://github.com/divelab/AIRS/"]
    assert urls("see https://en.wikipedia.org/wiki/Foo_(bar).") == ["https://en.wikipedia.org/wiki/Foo_(bar)"]


def test_href_gives_the_address_once():
    text = r"The code is available at \href{https://github.com/FLAIROx/ah2ac2}{https://github.com/FLAIROx/ah2ac2}."
    ms = run("code_links", text)
    assert [m.text for m in ms] == ["https://github.com/FLAIROx/ah2ac2"]
    assert text[ms[0].start : ms[0].end] == "https://github.com/FLAIROx/ah2ac2"


def test_href_with_text_label():
    assert urls(r"Project Page: \href{https://vilp-team.github.io/}{ViLP}.") == ["https://vilp-team.github.io/"]


def test_bare_github_and_www():
    assert urls("Code: github.com/a/b, and www.example.org/x;") == ["github.com/a/b", "www.example.org/x"]


def test_code_promise_without_url():
    view = TextView("We show things. The dataset and code will be publicly available to facilitate research.")
    rec = assemble(view, run("code_promise", view.original))
    assert rec["code_promised"] is True and rec["code"] == []


def test_promise_with_url_is_not_a_promise():
    text = "Code will be released at https://github.com/x/y."
    view = TextView(text)
    rec = assemble(view, run("code_promise", text) + run("code_links", text))
    assert rec["code_promised"] is False and [c["url"] for c in rec["code"]] == ["https://github.com/x/y"]


def test_all_seed_urls_exact():
    found = {}
    for p in read_papers([SAMPLE]):
        rec = extract_record(p)
        if rec["code"]:
            found[p.id] = [c["url"] for c in rec["code"]]
    assert found == {
        "000_7aa95bfba9d01743#8": ["https://github.com/divelab/AIRS/"],
        "000_7aa95bfba9d01743#10": ["https://github.com/BurakGurbuz97/PEAKS"],
        "000_7aa95bfba9d01743#13": ["https://github.com/FeijiangLi/ICML2025-PSED"],
        "000_7aa95bfba9d01743#15": ["https://github.com/PKU-ML/Cross-Class-Features-AT"],
        "000_7aa95bfba9d01743#16": ["https://github.com/FLAIROx/ah2ac2"],
        "002_0d806c23f99db1b9#1": ["https://github.com/THUDM/T1"],
        "002_0d806c23f99db1b9#6": ["https://github.com/ChunmingHe/RUN"],
        "002_0d806c23f99db1b9#14": ["https://github.com/UCSC-REAL/TokenCleaning"],
        "002_0d806c23f99db1b9#18": ["https://github.com/hkust-nlp/PreSelect"],
        "003_f884f805f5ffff65#10": ["https://github.com/CUHK-ARISE/MAS-Resilience"],
        "003_f884f805f5ffff65#18": ["https://vilp-team.github.io/"],
    }


def test_an_href_to_javascript_is_no_code_link():
    # Regression: \href{javascript:...} became a Repository node.
    from paperkg import extractors

    text = r"Code: \href{javascript:alert(1)}{here} and \href{https://github.com/a/b}{there}."
    urls = [m.attrs["url"] for m in extractors.get("code_links")(TextView(text))]
    assert urls == ["https://github.com/a/b"]
