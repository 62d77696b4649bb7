"""Readers: every format, the seed files' headers, empty and header-only files, duplicates."""

import csv
import gzip
import json

import pytest

from helpers import SAMPLE
from paperkg.kg.errors import InputError
from paperkg.kg.ingest import IngestReport, expand_inputs, read_papers


def test_seed_text_files_give_19_abstracts_each_with_stem_ids():
    report = IngestReport()
    papers = list(read_papers([SAMPLE], report=report))
    assert len(papers) == 57
    assert report.files == 3 and report.skipped == [] and report.duplicates == 0
    ids = [p.id for p in papers]
    assert ids[0] == "000_7aa95bfba9d01743#1"
    assert ids[18] == "000_7aa95bfba9d01743#19"
    assert ids[19] == "002_0d806c23f99db1b9#1"
    assert papers[1].abstract.startswith("Chinese scene text retrieval is a practical task")


def test_chinese_header_line_is_not_an_abstract():
    path = SAMPLE / "002_0d806c23f99db1b9.txt"
    assert path.read_text(encoding="utf-8").splitlines()[0] == "ICML 2025 论文列表"
    papers = list(read_papers([path]))
    assert len(papers) == 19
    assert all("论文" not in p.abstract for p in papers)


def test_empty_file_gives_no_papers(tmp_path):
    f = tmp_path / "empty.txt"
    f.write_text("")
    report = IngestReport()
    assert list(read_papers([f], report=report)) == []
    assert report.papers == 0 and report.skipped == []


def test_header_only_file_gives_no_papers(tmp_path):
    f = tmp_path / "header.txt"
    f.write_text("ICML 2025 Papers\n\n\n")
    assert list(read_papers([f])) == []


def test_single_abstract_without_header_is_not_dropped(tmp_path):
    # Regression: the first line was always taken for a header, so a file holding one
    # abstract on one line gave no papers and no warning.
    f = tmp_path / "one.txt"
    f.write_text("Genomic prediction is complemented by phenotyping. We study it.\n")
    papers = list(read_papers([f]))
    assert [(p.id, p.abstract) for p in papers] == [("one#1", "Genomic prediction is complemented by phenotyping. We study it.")]


def test_wrapped_first_abstract_is_not_a_header(tmp_path):
    f = tmp_path / "wrapped.txt"
    f.write_text("We study graph clustering in the\nstochastic block model.\n\nSecond abstract.\n")
    assert [p.id for p in read_papers([f])] == ["wrapped#1", "wrapped#2"]


def test_windows_line_endings(tmp_path):
    f = tmp_path / "crlf.txt"
    f.write_bytes(b"Header\r\n\r\nFirst abstract line one.\r\nline two.\r\n\r\nSecond abstract.\r\n")
    papers = list(read_papers([f]))
    assert [p.abstract for p in papers] == ["First abstract line one. line two.", "Second abstract."]
    assert [p.id for p in papers] == ["crlf#1", "crlf#2"]


RECORDS = [
    {"id": "a", "title": "T1", "abstract": "First abstract.", "authors": ["X Y"], "year": 2024, "venue": "ICML 2024",
     "url": "http://u", "keywords": ["k"]},
    {"id": "b", "title": "T2", "abstract": "Second abstract."},
]


def _check(papers):
    assert [p.id for p in papers] == ["a", "b"]
    assert papers[0].authors == ["X Y"] and papers[0].year == 2024 and papers[0].venue == "ICML 2024"
    assert papers[0].keywords == ["k"] and papers[1].title == "T2"


@pytest.mark.parametrize("gz", [False, True])
def test_jsonl(tmp_path, gz):
    f = tmp_path / ("r.jsonl.gz" if gz else "r.jsonl")
    data = "".join(json.dumps(r) + "\n" for r in RECORDS).encode()
    f.write_bytes(gzip.compress(data) if gz else data)
    _check(list(read_papers([f])))


@pytest.mark.parametrize("gz", [False, True])
def test_json_array(tmp_path, gz):
    f = tmp_path / ("r.json.gz" if gz else "r.json")
    data = json.dumps(RECORDS).encode()
    f.write_bytes(gzip.compress(data) if gz else data)
    _check(list(read_papers([f])))


@pytest.mark.parametrize("gz", [False, True])
def test_csv(tmp_path, gz):
    f = tmp_path / ("r.csv.gz" if gz else "r.csv")
    opener = gzip.open if gz else open
    with opener(f, "wt", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, ["id", "title", "abstract", "authors", "year", "venue", "url", "keywords"])
        w.writeheader()
        w.writerow({**RECORDS[0], "authors": "X Y", "keywords": "k"})
        w.writerow(RECORDS[1])
    _check(list(read_papers([f])))


def test_gzip_text(tmp_path):
    f = tmp_path / "s.txt.gz"
    f.write_bytes(gzip.compress("Header\n\nOne abstract.\n".encode()))
    assert [p.id for p in read_papers([f])] == ["s#1"]


def test_directory_reads_every_supported_file_in_name_order(tmp_path):
    (tmp_path / "b.jsonl").write_text(json.dumps({"id": "b1", "abstract": "B text."}) + "\n")
    (tmp_path / "a.txt").write_text("H\n\nA text.\n")
    (tmp_path / "notes.md").write_text("ignored")
    assert [p.id for p in read_papers([tmp_path])] == ["a#1", "b1"]


def test_same_abstract_twice_is_one_paper(tmp_path):
    f = tmp_path / "d.jsonl"
    f.write_text(
        json.dumps({"id": "x", "abstract": "Same  TEXT here."}) + "\n" + json.dumps({"id": "y", "abstract": "same text here."}) + "\n"
    )
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["x"]
    assert report.duplicates == 1


def test_bad_records_are_skipped_with_file_and_line(tmp_path):
    f = tmp_path / "bad.jsonl"
    f.write_text(
        json.dumps({"id": "ok", "abstract": "Fine."}) + "\n"
        + "{not json\n"
        + json.dumps({"id": "e", "abstract": ""}) + "\n"
        + json.dumps({"id": "m"}) + "\n"
        + json.dumps({"id": "t", "abstract": 5}) + "\n"
    )
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["ok"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: not JSON (Expecting property name enclosed in double quotes)",
        f"{f}:3: empty 'abstract'",
        f"{f}:4: missing 'abstract'",
        f"{f}:5: 'abstract' is a int, not a string",
    ]
    with pytest.raises(InputError, match=r"bad.jsonl:2: not JSON"):
        list(read_papers([f], strict=True))


def test_missing_path_and_unknown_type_are_clear_errors(tmp_path):
    with pytest.raises(InputError, match="no such file or directory"):
        expand_inputs([tmp_path / "nope.jsonl"])
    (tmp_path / "x.pdf").write_text("x")
    with pytest.raises(InputError, match="unsupported file type"):
        expand_inputs([tmp_path / "x.pdf"])


def test_author_lists_written_as_python_lists_are_lists(tmp_path):
    # Regression: the AIRAS corpus writes "['Ajinkya Tejankar', 'Maziar Sanjabi']"; every
    # paper had one author of that name.
    f = tmp_path / "a.jsonl"
    f.write_text('{"id": "a", "abstract": "A b.", "authors": "[\'Ann Lee\', \'Bo Chen\']", "keywords": "[]",'
                 ' "code_urls_in_abstract": "[\'https://github.com/b/spec\', \'not a url\']"}\n'
                 '{"id": "b", "abstract": "C d.", "authors": "[__import__(\'os\')]"}\n', encoding="utf-8")
    a, b = read_papers([f])
    assert (a.authors, a.keywords, a.code_urls) == (["Ann Lee", "Bo Chen"], [], ["https://github.com/b/spec"])
    assert b.authors == ["[__import__('os')]"]  # read as a literal or as text, never evaluated


def test_author_list_cut_short_gives_its_names_not_one_literal_author(tmp_path):
    # Regression (hostile-input audit): "['Ann Lee', 'Bo Chen'" was one author of that name.
    f = tmp_path / "a.jsonl"
    f.write_text('{"id": "a", "abstract": "A b.", "authors": "[\'Ann Lee\', \'Bo Chen\'"}\n', encoding="utf-8")
    (a,) = read_papers([f])
    assert a.authors == ["Ann Lee", "Bo Chen"]


def test_venue_and_url_given_as_objects_are_read_by_name_or_refused(tmp_path):
    # Regression (hostile-input audit): a venue object was stored as its Python repr,
    # "{'name': 'ICML'}", and a url list as "['https://a']".
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"id": "a", "abstract": "A b.", "venue": {"name": "ICML", "id": 7}, "url": "https://a"}) + "\n"
                 + json.dumps({"id": "b", "abstract": "C d.", "venue": "NeurIPS", "url": ["https://b"]}) + "\n"
                 + json.dumps({"id": "c", "abstract": "E f.", "venue": {"display_name": "UAI"}, "year": 2024}) + "\n",
                 encoding="utf-8")
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [(p.id, p.venue, p.url) for p in papers] == [("a", "ICML", "https://a"), ("c", "UAI", "")]
    assert [str(s) for s in report.skipped] == [f"{f}:2: 'url' is a list, not a string"]


def test_skip_reasons_are_grouped_without_their_positions(tmp_path):
    # Regression (hostile-input audit): binary garbage listed "NUL byte at column 1",
    # "NUL byte at column 10", ... as one reason per record in the summary line.
    f = tmp_path / "g.jsonl"
    f.write_bytes(b"ab\x00c\n" + b"abcd\x00\n" + b"\x00\n" + b"not json\n"
                  + json.dumps({"id": "ok", "abstract": "We propose FooNet."}).encode() + b"\n")
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["ok"]
    assert report.summary() == "1 papers from 1 files; 4 skipped (3 NUL byte, 1 not JSON)"


def test_a_broken_link_in_a_folder_is_reported_not_passed_over(tmp_path):
    # Regression (hostile-input audit): a dangling symbolic link to a .jsonl file was left
    # out of the folder's listing without a word.
    (tmp_path / "a.jsonl").write_text(json.dumps({"id": "a", "abstract": "We propose FooNet."}) + "\n")
    (tmp_path / "b.jsonl").symlink_to(tmp_path / "gone.jsonl")
    report = IngestReport()
    assert [p.id for p in read_papers([tmp_path], report=report)] == ["a"]
    assert [str(s) for s in report.skipped] == [f"{tmp_path / 'b.jsonl'}: cannot open (a broken link to {tmp_path / 'gone.jsonl'})"]


def test_two_papers_with_one_placeholder_abstract_stay_two(tmp_path):
    # Regression (hostile-input audit): two papers of different ids and titles whose abstract
    # was "No abstract available." were merged, the second one's title and authors lost.
    f = tmp_path / "p.jsonl"
    rows = [{"id": "x", "title": "Graph Nets", "abstract": "No abstract available."},
            {"id": "y", "title": "Image Nets", "abstract": "No abstract available."},
            {"id": "x2", "title": "graph  nets", "abstract": "No abstract available."},  # the first one again
            {"id": "z", "abstract": "No abstract available."}]  # no title: a copy of one of them
    f.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = IngestReport()
    assert [(p.id, p.title) for p in read_papers([f], report=report)] == [("x", "Graph Nets"), ("y", "Image Nets")]
    assert report.duplicates == 2
    # A real abstract under another title is the same paper retitled between versions.
    real = "We propose GraphNet, a message-passing network that " + "scales to large graphs and " * 5 + "wins."
    f.write_text(json.dumps({"id": "a", "title": "GraphNet", "abstract": real}) + "\n"
                 + json.dumps({"id": "b", "title": "GraphNet: scalable message passing", "abstract": real}) + "\n")
    assert [p.id for p in read_papers([f])] == ["a"]
