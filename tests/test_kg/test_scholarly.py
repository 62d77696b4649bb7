"""Inputs researchers already have: a Zotero-style BibTeX export, an OpenAlex API page and a
Semantic Scholar API page (small files of the real shapes in tests/data/scholarly)."""

from __future__ import annotations

import pytest

from helpers import DATA
from paperkg.kg.ingest import IngestReport, read_papers
from paperkg.kg.scholarly import inverted_index_text, normalise

FILES = DATA / "scholarly"


def read(name):
    report = IngestReport()
    papers = list(read_papers([FILES / name], report=report))
    return papers, [(s.where.removeprefix(str(FILES) + "/"), s.reason) for s in report.skipped]


def test_a_bibtex_export_gives_papers_with_decoded_names_and_reports_what_it_cannot_read():
    papers, skipped = read("zotero_export.bib")
    assert [(p.id, p.title, p.authors, p.year, p.venue, p.url, p.keywords) for p in papers] == [
        ("10.5555/example.2024.001", "Riemannian Flow Matching on Möbius Manifolds",
         ["Anna Möller", "Pieter van der Berg", "Li Chen"], 2024,
         "Proceedings of the 41st International Conference on Machine Learning",
         "https://doi.org/10.5555/example.2024.001", ["flow matching", "manifolds"]),
        ("kim2022tabular", "Tabular Foundation Models", ["Jae Kim", "Soo Park"], 2022,
         "arXiv preprint arXiv:2201.00001", "", []),
    ]
    assert papers[0].abstract.startswith("We propose Riemannian Flow Matching (RFM), a simulation-free method")
    assert skipped == [
        ("zotero_export.bib:garcia2023survey", "missing 'abstract'"),
        ("zotero_export.bib:line 18", "not a BibTeX entry the parser can read: '@misc{broken2022,'"),
    ]


def test_a_bibtex_key_used_twice_is_two_papers_not_an_unreadable_block(tmp_path):
    # Regression (hostile-input audit): the second entry of a repeated key was reported as
    # "not a BibTeX entry the parser can read" and lost (two exports concatenated).
    f = tmp_path / "two.bib"
    f.write_text("@article{k1, title={A}, abstract={We propose FooNet for detection.}}\n"
                 "@article{k1, title={B}, abstract={We propose BarNet for tracking.}}\n"
                 "@article{k1, title={A}, abstract={We propose FooNet for detection.}}\n", encoding="utf-8")
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [(p.id, p.title) for p in papers] == [("k1", "A"), ("k1~" + papers[1].id.split("~")[1], "B")]
    assert (report.skipped, report.duplicates, len(report.id_clashes)) == ([], 1, 1)


def test_an_openalex_page_rebuilds_the_abstract_from_its_inverted_index():
    papers, skipped = read("openalex_page.json")
    (p,) = papers
    assert (p.id, p.title, p.authors, p.year, p.venue, p.url) == (
        "W4000000001", "Sparse Autoencoders Find Interpretable Features", ["Rosa Ortiz", "Tom Baker"], 2023,
        "International Conference on Learning Representations", "https://doi.org/10.5555/example.2023.017")
    assert p.abstract == "We train sparse autoencoders on GPT-2 activations and interpret activations ."
    assert skipped == [("openalex_page.json[2]", "missing 'abstract'")]


def test_a_semantic_scholar_page_keys_papers_by_doi():
    papers, skipped = read("semantic_scholar.json")
    (p,) = papers
    assert (p.id, p.authors, p.year, p.venue, p.keywords) == (
        "doi:10.5555/example.2021.042", ["Ines Duarte", "Kofi Mensah"], 2021, "Interspeech", ["Computer Science"])
    assert skipped == [("semantic_scholar.json[2]", "missing 'abstract'")]


def test_every_scholarly_file_extracts_through_the_cli(tmp_path):
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(FILES), "-o", str(tmp_path / "x.jsonl"),
                           "--no-keyphrases", "--no-cache", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr and "Parsing of" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == (
        f"4 records written to {tmp_path / 'x.jsonl'} (4 papers from 3 files; 4 skipped "
        "(3 missing 'abstract', 1 not a BibTeX entry the parser can read))")


@pytest.mark.parametrize(("index", "text"), [
    ({"b": [1], "a": [0, 2]}, "a b a"),
    (None, None),
    ({}, None),
])
def test_inverted_index_text(index, text):
    assert inverted_index_text(index) == text


def test_a_broken_inverted_index_is_a_reason_not_a_crash():
    with pytest.raises(ValueError, match="positions that are not integers"):
        normalise({"id": "https://openalex.org/W1", "abstract_inverted_index": {"x": ["0"]}})


def test_other_records_pass_unchanged():
    rec = {"id": "p", "abstract": "A b."}
    assert normalise(rec) is rec


def test_an_object_where_an_id_or_author_name_belongs_is_skipped_not_stored_as_its_repr(tmp_path):
    # Regression (hostile-input audit r27): an OpenAlex id list became the paper id
    # "['https://openalex.org/W20']", a Semantic Scholar DOI object the id "doi:{'x': 1}", and
    # author objects or lists the Author nodes "{'n': 1}" and "2] [1".
    import json

    def oa(i, **kw):
        return {"id": f"https://openalex.org/W{i}", "title": f"OA {i}", "publication_year": 2021,
                "abstract_inverted_index": {"We": [0], "propose": [1], f"Net{i}": [2]}, **kw}

    def s2(i, **kw):
        return {"paperId": f"p{i}", "title": f"S2 {i}", "abstract": f"We propose S2Net{i}.", **kw}

    f = tmp_path / "shapes.jsonl"
    records = [oa(1), oa(2, id=["https://openalex.org/W2"]), oa(3, authorships=[{"author": {"display_name": {"n": 1}}}]),
               s2(4, externalIds={"DOI": {"x": 1}}), s2(5, authors=[{"name": "Ann Lee"}, [1, 2]]),
               s2(6, authors=[{"name": "Bo Chen"}, {"name": None}, 7], externalIds={"ArXiv": "2101.1"})]
    f.write_text("".join(json.dumps(r) + "\n" for r in records))
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [(p.id, p.authors) for p in papers] == [("W1", []), ("arxiv:2101.1", ["Bo Chen", "7"])]
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: 'id' is a list, not a string", f"{f}:3: 'authors' holds a dict, not a string",
        f"{f}:4: 'externalIds.DOI' is a dict, not a string", f"{f}:5: 'authors' holds a list, not a string"]


def test_a_huge_bibtex_field_is_read_in_linear_time():
    # Regression (hostile-input audit r27): LaTeX decoding takes time in the square of a run of
    # plain text: a 1.2 MB abstract field took 24 s (a 5 MB one minutes); it was 2.3 s at 300 kB.
    import time

    from paperkg.kg.scholarly import read_bibtex

    huge = "We propose HugeNet. " * 60_000
    start = time.perf_counter()
    rows = list(read_bibtex("@article{h1, title={Huge}, abstract={" + huge + "}}\n"
                            "@article{h2, title={Caf{\\'e}}, abstract={We propose {\\\"O}Net.}}\n", "x.bib"))
    assert time.perf_counter() - start < 5
    assert [where for where, _ in rows] == ["x.bib:h1", "x.bib:h2"]
    assert rows[0][1]["abstract"].strip() == huge.strip() and rows[1][1]["abstract"] == "We propose ÖNet."
    assert rows[1][1]["title"] == "Café"


def test_a_bibtex_author_the_parser_cannot_split_names_the_entry_and_the_value():
    # Regression (hostile-input audit r27): an entry whose author list has too many commas was
    # reported by line as "not a BibTeX entry the parser can read", though it was read.
    from paperkg.kg.scholarly import read_bibtex

    rows = list(read_bibtex("@article{n1, author={a, b, c, d}, abstract={We propose NameNet.}}\n"
                            "@article{n2, author={Ann Lee}, abstract={We propose FineNet.}}\n", "x.bib"))
    assert [(w, str(r) if isinstance(r, Exception) else r["authors"]) for w, r in rows] == [
        ("x.bib:n1", "a value cannot be read (Cannot split the following name `a, b, c, d` into parts: Too many commas)"),
        ("x.bib:n2", ["Ann Lee"])]
