"""Bad input, hostile text and interrupted writes: clear messages, nothing lost, nothing run."""

import json
import os
from pathlib import Path
import re
import subprocess
import sys
import time

import pytest

from helpers import DATA
from paperkg.kg.errors import InputError
from paperkg.kg.export import atomic_write
from paperkg.kg.ingest import IngestReport, read_papers
from paperkg.kg.loader import Credentials
from paperkg.kg.pipeline import extract_record
from paperkg.schema import Paper


def test_latin1_file_is_reported_with_file_and_line(tmp_path):
    f = tmp_path / "latin.jsonl"
    f.write_bytes(json.dumps({"id": "a", "abstract": "ok"}).encode() + b"\n" + b'{"id": "b", "abstract": "caf\xe9"}\n')
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [p.id for p in papers] == ["a"]
    assert re.fullmatch(re.escape(f"{f}:2: not UTF-8 (byte b'\\xe9' at column 29); the file looks like ")
                        + r"(cp\d+|latin-1|iso8859-\d+): re-encode it, e.g. iconv -f \S+ -t utf-8", str(report.skipped[0]))
    with pytest.raises(InputError, match=r"latin.jsonl:2: not UTF-8"):
        list(read_papers([f], strict=True))


def test_binary_file_is_refused_and_the_run_goes_on(tmp_path):
    (tmp_path / "a.jsonl").write_bytes(b"\x00\x01\x02binary")
    (tmp_path / "b.jsonl").write_text(json.dumps({"id": "b", "abstract": "Fine."}) + "\n")
    report = IngestReport()
    assert [p.id for p in read_papers([tmp_path], report=report)] == ["b"]
    assert "NUL byte at column 1 (binary data, not text)" in str(report.skipped[0])


def test_one_id_with_two_texts_is_reported_and_both_kept(tmp_path):
    f = tmp_path / "ids.jsonl"
    f.write_text(json.dumps({"id": "x", "abstract": "One text."}) + "\n" + json.dumps({"id": "x", "abstract": "Another."}) + "\n")
    report = IngestReport()
    ids = [p.id for p in read_papers([f], report=report)]
    assert ids[0] == "x" and ids[1].startswith("x~") and len(report.id_clashes) == 1


def test_wrong_types_are_skipped_with_reasons(tmp_path):
    f = tmp_path / "types.json"
    f.write_text(json.dumps([{"id": 1, "abstract": "Ok."}, {"id": {"a": 1}, "abstract": "x"}, ["not", "an", "object"],
                             {"id": "y", "abstract": "x", "year": "soon"}]))
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["1"]
    assert [s.reason for s in report.skipped] == [
        "'id' is a dict, not a string", "record is a list, not an object", "year 'soon' is not a four-digit year"
    ]


def test_one_megabyte_abstract_is_extracted_in_reasonable_time():
    text = ("We propose Direct Preference Optimization (DPO) for large language models (LLMs) on COCO. " * 12000)[:1_000_000]
    t = time.perf_counter()
    rec = extract_record(Paper("big", text))
    assert time.perf_counter() - t < 60
    assert rec["methods"][0]["name"] == "DPO"


def test_cjk_rtl_math_and_markup_survive():
    text = "我们提出 CSTR-CLIP。 نموذج ∑∫ **M**odel \\textit{X} 100\\% on COCO; see https://x.org/a_(b))."
    rec = extract_record(Paper("u", text))
    assert [c["url"] for c in rec["code"]] == ["https://x.org/a_(b)"]


def test_interrupted_write_leaves_no_partial_file(tmp_path):
    target = tmp_path / "graph.json"
    target.write_text("old complete content")
    with pytest.raises(RuntimeError):
        with atomic_write(target) as fh:
            fh.write("half of the new")
            raise RuntimeError("killed")
    assert target.read_text() == "old complete content"
    assert [p.name for p in tmp_path.iterdir()] == ["graph.json"]


def test_credentials_never_printed(tmp_path):
    creds = Credentials("bolt://127.0.0.1:1", "neo4j", "s3cret-pw")
    assert "s3cret-pw" not in repr(creds)
    env = {"NEO4J_URI": "bolt://127.0.0.1:1", "NEO4J_PASSWORD": "s3cret-pw", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "-m", "paperkg.kg.cli", "build", str(DATA / "mini.jsonl"), "--out", str(tmp_path / "o"), "--no-keyphrases", "--no-cache", "-q"],
        capture_output=True, text=True, env=env,
    )
    assert proc.returncode == 3
    assert proc.stderr.strip().splitlines()[-1].startswith("error: cannot connect to Neo4j at bolt://127.0.0.1:1")
    assert "s3cret-pw" not in proc.stdout + proc.stderr
    for f in (tmp_path / "o").rglob("*"):
        if f.is_file():
            assert "s3cret-pw" not in f.read_text(encoding="utf-8", errors="replace")


def test_hundred_thousand_records_are_streamed_not_held(tmp_path):
    import gzip
    import tracemalloc

    f = tmp_path / "big.jsonl.gz"
    with gzip.open(f, "wt", encoding="utf-8") as fh:
        for i in range(100_000):
            fh.write(json.dumps({"id": f"r{i}", "title": f"T{i}", "abstract": f"Abstract number {i} about CLIP. " * 5}) + "\n")
    tracemalloc.start()
    n = sum(1 for _ in read_papers([f]))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert n == 100_000
    # Only the duplicate-detection fingerprints (about 100 bytes each) stay in memory, not the records.
    assert peak < 40_000_000, peak


def test_password_prompt_only_on_a_terminal(monkeypatch):
    from paperkg.kg import cli

    monkeypatch.setenv("NEO4J_URI", "bolt://127.0.0.1:1")
    monkeypatch.delenv("NEO4J_PASSWORD", raising=False)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr("getpass.getpass", lambda prompt: "typed-secret")
    assert cli._credentials(None).password == "typed-secret"
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False)
    assert cli._credentials(None).password == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nosuch"], "Error: No such command 'nosuch'."),
        (["gazetteer", "build", "../shared/data"], "Error: Got unexpected extra argument(s) (../shared/data)"),
        (["extract"], "Error: Missing argument 'inputs'."),
        # Regression (hostile-input audit r27): a negative --max-nodes kept all but the last
        # nodes of graph.html (a Python slice), a negative --min-degree was taken as 0.
        (["build", "x.jsonl", "--max-nodes", "-5"],
         "Error: Invalid value for '--max-nodes': Input should be greater than or equal to 0"),
        (["site", "out", "--min-degree", "-1"],
         "Error: Invalid value for '--min-degree': Input should be greater than or equal to 0"),
    ],
)
def test_usage_error_is_a_message_not_a_traceback(args, message):
    # regression: typer >= 0.20 raises its vendored Click's exceptions, which main() did not catch
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", *args], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == message


def test_one_nul_byte_costs_only_its_record(tmp_path):
    # Regression: one NUL byte in the first 64 KiB dropped the whole file as binary, exit 0.
    f = tmp_path / "a.jsonl"
    lines = [json.dumps({"id": f"r{i}", "abstract": f"Abstract number {i}."}).encode() for i in range(3)]
    lines[1] = lines[1].replace(b"number", b"num\x00ber")
    f.write_bytes(b"\n".join(lines) + b"\n")
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["r0", "r2"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: NUL byte at column 39 (binary data, not text); remove it or re-export the file"]


def test_two_extracts_into_one_file_leave_one_whole_output(tmp_path):
    # Regression: both wrote ".NAME.tmp"; the result mixed both inputs with broken lines.
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path, n in ((a, 300), (b, 200)):
        path.write_text("".join(json.dumps({"id": f"{path.stem}{i}", "abstract": f"We propose Net{i} for {path.stem}."}) + "\n"
                                for i in range(n)))
    out = tmp_path / "same.jsonl"
    cmd = [sys.executable, "-m", "paperkg.kg.cli", "extract", "--no-keyphrases", "--no-cache", "-q", "-o", str(out)]
    procs = [subprocess.Popen([*cmd, str(p)], stdout=subprocess.PIPE, stderr=subprocess.PIPE) for p in (a, b)]
    assert [p.wait(timeout=300) for p in procs] == [0, 0]
    ids = [json.loads(line)["doc_id"] for line in out.read_text().splitlines()]
    assert len(ids) in (300, 200) and len({i[0] for i in ids}) == 1
    assert not list(tmp_path.glob(".same.jsonl*"))


def test_a_second_build_into_the_same_folder_refuses(tmp_path):
    from paperkg.kg.atomic import folder_lock
    from paperkg.kg.build import build
    from paperkg.kg.errors import KGError

    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n")
    with folder_lock(tmp_path / "out"):
        with pytest.raises(KGError, match="another kg build is writing here; wait for it to finish or use another --out"):
            build([src], tmp_path / "out", keyphrases=False)
    assert not (tmp_path / "out" / "graph.json").exists()
    build([src], tmp_path / "out", keyphrases=False)  # the lock is released with its holder
    assert (tmp_path / "out" / "graph.json").exists()


def test_a_build_that_accepts_no_paper_fails_and_keeps_the_earlier_output(tmp_path):
    # Regression: it exited 0 and overwrote a good earlier build with an empty one.
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "q"}\n')
    cmd = [sys.executable, "-m", "paperkg.kg.cli", "build", "--out", str(tmp_path / "out"), "--no-keyphrases", "--no-cache",
           "--engine", "none", "-q"]
    subprocess.run([*cmd, str(good)], check=True, capture_output=True)
    before = {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir() if p.is_file()}
    proc = subprocess.run([*cmd, str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "no papers accepted from the inputs (0 papers from 1 files; 1 skipped" in proc.stderr
    assert f"{tmp_path / 'out'} is left as it was" in proc.stderr.replace("\n", "")
    assert {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir() if p.is_file()} == before


def test_a_password_inside_the_neo4j_uri_is_never_printed():
    from paperkg.kg.errors import StoreError
    from paperkg.kg.loader import Neo4jStore, redact_uri

    assert redact_uri("bolt://neo4j:s3cret-pw@127.0.0.1:1") == "bolt://neo4j:***@127.0.0.1:1"
    with pytest.raises(StoreError) as info:
        Neo4jStore(Credentials(uri="bolt://neo4j:s3cret-pw@127.0.0.1:1", user="neo4j", password="other"))
    assert "s3cret-pw" not in str(info.value) and "neo4j:***@127.0.0.1:1" in str(info.value)


def test_control_characters_are_stripped_so_graphml_stays_valid_xml(tmp_path):
    # Regression: an escaped \u0000 made graph.graphml invalid XML and the FalkorDB load fail on every re-run.
    import xml.etree.ElementTree as ET

    from paperkg.kg.build import build

    src = tmp_path / "c.jsonl"
    # U+FFFE and U+FFFF (hostile-input audit) are no XML characters either.
    src.write_text(json.dumps({"id": "c1", "title": "T\u0007it\uffffle", "abstract": "We propose Foo\u0000Net for gr\u001ba\ufffephs."}) + "\n")
    build([src], tmp_path / "out", keyphrases=False)
    root = ET.parse(tmp_path / "out" / "graph.graphml").getroot()
    assert "We propose FooNet for graphs." in ET.tostring(root, encoding="unicode")
    (paper,) = read_papers([src])
    assert (paper.title, paper.abstract) == ("Title", "We propose FooNet for graphs.")


def test_utf16_records_keep_line_separators_inside_strings(tmp_path):
    # Regression: UTF-16 input was split with str.splitlines, which breaks at U+2028 and U+0085.
    src = tmp_path / "u.jsonl"
    lines = [json.dumps({"id": "u1", "abstract": "First part\u2028second part."}, ensure_ascii=False),
             json.dumps({"id": "u2", "abstract": "Next\u0085line."}, ensure_ascii=False)]
    src.write_bytes("\n".join(lines).encode("utf-16"))
    report = IngestReport()
    papers = list(read_papers([src], report=report))
    assert [p.id for p in papers] == ["u1", "u2"] and not report.skipped
    assert papers[0].abstract == "First part\u2028second part."


def test_ten_thousand_urls_give_bounded_output():
    # Regression: each code link repeated the whole sentence as evidence: one abstract with
    # 4,000 URLs wrote about 2 GB, and 200k URLs were killed for memory.
    text = "Code and data: " + " ".join(f"https://github.com/u{i}/r{i}" for i in range(10_000)) + ". We propose FooNet."
    t = time.perf_counter()
    rec = extract_record(Paper("p", text))
    assert time.perf_counter() - t < 60
    assert len(rec["code"]) == 100 and rec["skipped"] == {"code": 9_900}
    assert len(json.dumps(rec)) < 300_000  # about 1.2 kB per kept link
    assert max(len(c["evidence"]["sentence"]) for c in rec["code"]) == 1000


def test_json_nested_ten_thousand_levels_costs_only_its_record(tmp_path):
    # Regression: a RecursionError traceback lost the whole run.
    f = tmp_path / "deep.jsonl"
    f.write_text("[" * 10_000 + "]" * 10_000 + "\n" + json.dumps({"id": "ok", "abstract": "Fine."}) + "\n")
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["ok"]
    assert str(report.skipped[0]) == f"{f}:1: JSON nested too deeply to be a paper record"


def test_an_undecodable_line_skips_its_whole_abstract_not_just_the_line(tmp_path):
    # Regression: cp1252 lines were cut out of the middle of an abstract and the rest kept.
    t = tmp_path / "a.txt"
    t.write_bytes("First abstract about graphs.\n\nSecond abstract starts here,\n".encode()
                  + "it says \u201cquoted\u201d words,\n".encode("cp1252") + b"and ends here.\n\nThird abstract is fine.\n")
    report = IngestReport()
    assert [(p.id, p.abstract) for p in read_papers([t], report=report)] == [
        ("a#1", "First abstract about graphs."), ("a#3", "Third abstract is fine.")]
    (skip,) = report.skipped
    assert str(skip).startswith(f"{t}:4: abstract a#2 skipped: not UTF-8 (byte b'\\x93' at column 9); the file looks like ")


def test_a_renamed_clashing_id_never_equals_an_existing_id(tmp_path):
    # Regression: the rename "d1~<hash>" could be an id that another record already holds.
    from paperkg.kg.ingest import text_fingerprint

    fp = text_fingerprint("Text B.")
    f = tmp_path / "ids.jsonl"
    f.write_text("".join(json.dumps(r) + "\n" for r in (
        {"id": "d1", "abstract": "Text A."}, {"id": f"d1~{fp[:8]}", "abstract": "Text C."}, {"id": "d1", "abstract": "Text B."})))
    ids = [p.id for p in read_papers([f])]
    assert ids == ["d1", f"d1~{fp[:8]}", f"d1~{fp[:12]}"] and len(set(ids)) == 3


def test_skip_and_summary_lines_are_not_wrapped_when_piped(tmp_path):
    # Regression: skip and summary lines were hard-wrapped at 80 columns when stderr was no terminal.
    d = tmp_path / ("a-folder-with-a-rather-long-name-" * 3)
    d.mkdir()
    f = d / "records.jsonl"
    f.write_text(json.dumps({"id": "ok", "abstract": "We propose FooNet."}) + "\n" + '{"id": "bad"}\n')
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(f), "-o", str(tmp_path / "o.jsonl"),
                           "--no-keyphrases", "--no-cache", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0
    assert f"skipped {f}:2: missing 'abstract'\n" in proc.stderr


@pytest.mark.parametrize("where", ["file", "under_file", "read_only"])
def test_a_bad_out_folder_is_one_line_before_any_extraction(tmp_path, monkeypatch, where):
    from paperkg.kg import build as kb

    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n")
    (tmp_path / "f").write_text("a file")
    out = {"file": tmp_path / "f", "under_file": tmp_path / "f" / "sub", "read_only": tmp_path / "ro"}[where]
    if where == "read_only":  # as root every folder is writable, so the check is made to see a read-only one
        (tmp_path / "ro").mkdir()
        real = os.access
        monkeypatch.setattr(kb.os, "access", lambda p, m: False if Path(p) == tmp_path / "ro" else real(p, m))
    monkeypatch.setattr(kb, "extract_records", lambda *a, **k: pytest.fail("extraction started"))
    expected = {"file": "is a file, not a folder", "under_file": f"lies under the file {tmp_path / 'f'}",
                "read_only": "is not writable"}[where]
    with pytest.raises(InputError, match=re.escape(expected)):
        kb.build([src], out, keyphrases=False)


def test_an_unreadable_file_in_a_folder_is_skipped_and_the_rest_read(tmp_path, monkeypatch):
    import builtins

    (tmp_path / "a.jsonl").write_text(json.dumps({"id": "a", "abstract": "Fine."}) + "\n")
    (tmp_path / "b.jsonl").write_text(json.dumps({"id": "b", "abstract": "Also fine."}) + "\n")
    real = builtins.open

    def guarded(path, *a, **k):  # as root nothing is unreadable, so one file is made so
        if Path(path).name == "a.jsonl":
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *a, **k)

    monkeypatch.setattr(builtins, "open", guarded)
    report = IngestReport()
    assert [p.id for p in read_papers([tmp_path], report=report)] == ["b"]
    assert str(report.skipped[0]) == f"{tmp_path / 'a.jsonl'}: cannot open (Permission denied); check its permissions"


def _records(tmp_path, *bad):
    """good.jsonl-style file: a good record, then each bad line, then another good record."""
    f = tmp_path / "mixed.jsonl"
    lines = [json.dumps({"id": "a", "abstract": "We propose A Net (AN) on COCO."})]
    lines += list(bad)
    lines.append(json.dumps({"id": "z", "abstract": "We propose Z Net (ZN) on COCO."}))
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return f


def test_a_lone_surrogate_becomes_a_replacement_character_not_a_crash(tmp_path):
    # Regression (hostile-input audit): a "\ud800" escape in the abstract crashed the build in
    # text_fingerprint with UnicodeEncodeError; in the title it crashed writing extractions.jsonl.
    f = _records(tmp_path, '{"id": "s", "title": "T\\udfff", "abstract": "We propose Sur\\ud800rogate Model (SM)."}')
    papers = list(read_papers([f]))
    assert [p.id for p in papers] == ["a", "s", "z"]
    assert papers[1].abstract == "We propose Sur\ufffdrogate Model (SM)." and papers[1].title == "T\ufffd"
    assert json.dumps(papers[1].abstract, ensure_ascii=False).encode("utf-8")


def test_records_no_check_foresaw_cost_only_themselves(tmp_path):
    # Regression (hostile-input audit): each of these crashed the whole build with a traceback.
    f = _records(tmp_path,
                 '{"id": "y", "abstract": "Fine.", "year": 1' + "0" * 5000 + '}',  # more digits than Python converts
                 json.dumps({"id": "n", "abstract": "Fine.", "authors": "[" * 5000 + "]" * 5000}),
                 json.dumps({"paperId": "s2", "title": "S2", "abstract": "We propose S2 Net.", "externalIds": "x"}),
                 json.dumps({"id": "https://openalex.org/W9", "title": "OA", "authorships": ["x"],
                             "primary_location": "x", "abstract_inverted_index": {"We": [0], "propose": [1], "Foo": [2]}}),
                 json.dumps({"id": "big", "abstract": "x " * 600_000}),
                 json.dumps({"id": "old", "abstract": "Fine too.", "year": -5}))
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [p.id for p in papers] == ["a", "n", "s2", "W9", "z"]
    assert papers[2].title == "S2" and papers[3].abstract == "We propose Foo" and papers[3].authors == []
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: not a readable JSON record (Exceeds the limit (4300 digits) for integer string conversion: "
        "value has 5001 digits; use sys.set_int_max_str_digits() to increase the limit)",
        f"{f}:6: 'abstract' has 1,200,000 characters, more than 1,000,000 (an abstract, not a full text, is expected)",
        f"{f}:7: year -5 is not a four-digit year"]


def test_a_line_longer_than_the_limit_is_skipped_unread(tmp_path, monkeypatch):
    # Regression (hostile-input audit): one 300 MB line in a small .gz took 17 GB of memory.
    import gzip

    from paperkg.kg import ingest

    monkeypatch.setattr(ingest, "MAX_LINE_BYTES", 1000)
    f = tmp_path / "long.jsonl.gz"
    with gzip.open(f, "wt", encoding="utf-8") as fh:
        fh.write(json.dumps({"id": "a", "abstract": "Fine."}) + "\n")
        fh.write(json.dumps({"id": "b", "abstract": "x" * 5000}) + "\n")
        fh.write(json.dumps({"id": "c", "abstract": "Fine as well."}) + "\n")
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["a", "c"]
    assert [str(s) for s in report.skipped] == [f"{f}:2: line longer than 1,000 bytes (a paper record is far shorter)"]


def test_square_brackets_in_input_values_print_as_text(tmp_path):
    # Regression (hostile-input audit): a year "[/x]" was read as console markup, and the
    # summary of a finished build raised MarkupError (exit 1, traceback); "[red]" vanished.
    d = tmp_path / "in[red]"
    d.mkdir()
    f = d / "records.jsonl"
    f.write_text(json.dumps({"id": "a", "abstract": "We propose A Net (AN) on COCO."}) + "\n"
                 + json.dumps({"id": "b", "abstract": "We propose B Net (BN) on COCO.", "year": "[/x]"}) + "\n"
                 + json.dumps({"id": "c", "abstract": "We propose C Net (CN) on COCO.", "year": "[red]"}) + "\n")
    out = tmp_path / "out[bold]"
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "build", str(f), "--out", str(out), "--no-keyphrases",
                           "--no-cache", "--engine", "none", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert f"skipped {f}:2: year '[/x]' is not a four-digit year\n" in proc.stderr
    assert f"skipped {f}:3: year '[red]' is not a four-digit year\n" in proc.stderr
    assert f"files in {out}/: " in proc.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["extract", "{src}", "-o", "{tmp}"], "error: -o {tmp} is a folder; give the file to write the records to"),
    (["extract", "{src}", "-o", "{tmp}/no/such/x.jsonl"], "error: -o {tmp}/no/such/x.jsonl: the folder {tmp}/no/such does not exist"),
    (["extract", "{src}", "-o", "/proc/x.jsonl"], "error: -o /proc/x.jsonl: cannot write in /proc ("),
    (["build", "{src}", "--out", "/proc/foo", "--engine", "none"], "error: --out /proc/foo: cannot write there ("),
])
def test_an_output_the_file_system_refuses_is_one_line_before_any_work(tmp_path, args, message):
    # Regression (hostile-input audit): these gave FileNotFoundError, IsADirectoryError or
    # OSError tracebacks, the extract ones only after the whole extraction had run.
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n")
    argv = [a.format(src=src, tmp=tmp_path) for a in args]
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", *argv, "--no-keyphrases", "-q"],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.startswith(message.format(tmp=tmp_path)) and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr


def test_build_into_the_root_folder_is_refused():
    # Regression: `--out /` (as root) wrote graph.json, site/ and recipes/ into the root
    # folder. Tested on the lock alone, so a regression costs one empty file, not a build.
    from paperkg.kg.atomic import folder_lock

    lock = Path("/.kg.lock")
    existed = lock.exists()
    try:
        with pytest.raises(InputError, match=r"^--out /: the file system's root cannot be a build folder"):
            with folder_lock("/"):
                pass
    finally:
        if not existed and lock.exists() and lock.stat().st_size == 0:
            lock.unlink()


def test_extract_to_dash_writes_standard_output_not_a_file_named_dash(tmp_path):
    # Regression (hostile-input audit): `-o -` wrote a file named "-" in the current folder.
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n"
                   + json.dumps({"id": "q", "abstract": "We use BarNet."}) + "\n")
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(src), "-o", "-", "--no-keyphrases",
                           "--no-cache", "-q"], capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert [json.loads(line)["doc_id"] for line in proc.stdout.splitlines()] == ["p", "q"]
    assert proc.stderr == "2 records written to standard output (2 papers from 1 files)\n"
    assert not (tmp_path / "-").exists()


def test_extract_that_accepts_nothing_keeps_the_earlier_output(tmp_path):
    # Regression: `kg extract bad.jsonl -o old.jsonl` replaced a good earlier file with an
    # empty one and exited 0 (`kg build` already refused to).
    src = tmp_path / "bad.jsonl"
    src.write_text('{"id": "p"}\n')
    old = tmp_path / "old.jsonl"
    old.write_text("earlier records\n")
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(src), "-o", str(old), "--no-keyphrases",
                           "--no-cache", "-q"], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr == (f"error: no papers accepted from the inputs (0 papers from 1 files; 1 skipped (1 missing "
                           f"'abstract')); first: {src}:1: missing 'abstract'; {old} is left as it was\n")
    assert old.read_text() == "earlier records\n"


def test_a_whole_file_that_cannot_be_read_names_its_line_and_reason(tmp_path):
    # Regression (hostile-input audit): a JSON array with a syntax error was reported as
    # "arrbad.json: :1:", and when it was the only input the error said "1 skipped (1 )".
    from paperkg.kg.build import build

    bad = tmp_path / "arrbad.json"
    bad.write_text('[{"id": "a", "abstract": "x"},\n{"id": oops}]\n')
    report = IngestReport()
    assert list(read_papers([bad], report=report)) == []
    assert [str(s) for s in report.skipped] == [f"{bad}:2: not JSON (Expecting value)"]
    with pytest.raises(InputError) as info:
        build([bad], tmp_path / "out", keyphrases=False)
    assert str(info.value) == (f"no papers accepted from the inputs (0 papers from 1 files; 1 skipped (1 not JSON)); "
                               f"first: {bad}:2: not JSON (Expecting value); {tmp_path / 'out'} "
                               "is left as it was")


@pytest.mark.parametrize(("command", "content", "message"), [
    ("site", "[]", "graph.json: not a graph.json written by kg build (expected an object with 'nodes' and 'links' lists)"),
    ("site", '{"nodes": [{"id": "x"}], "links": []}', "graph.json: not a graph.json written by kg build (node 0 has no id or label)"),
    ("export", "[]", "graph.json: not a graph.json written by kg build (expected an object with 'nodes' and 'links' lists)"),
    # Regression (hostile-input audit r27): a link to a node the file does not list, a link of no
    # type and a node whose id is a list ended in KeyError or TypeError tracebacks.
    ("site", '{"nodes": [{"id": "Paper:x", "label": "Paper"}], "links": [{"source": "Paper:x", "target": "Method:m", '
     '"type": "USES"}]}', "graph.json: not a graph.json written by kg build (link 0 has target 'Method:m', which is no "
     "node of the file)"),
    ("export", '{"nodes": [{"id": "Paper:x", "label": "Paper"}], "links": [{"source": "Paper:x", "target": "Paper:x"}]}',
     "graph.json: not a graph.json written by kg build (link 0 has no type)"),
    ("export", '{"nodes": [{"id": ["x"], "label": "Paper"}], "links": []}',
     "graph.json: not a graph.json written by kg build (node 0 has no id or label)"),
    ("eval", "[1, 2]", "gold.jsonl:1: a list, not an extraction record (an object with doc_id)"),
    ("eval", '{"doc_id": "p1", "methods": [{"name": null}]}',
     "gold.jsonl:1: an entry of 'methods' has no name (a string) or its aliases are not strings"),
])
def test_secondary_commands_read_a_malformed_file_as_one_line(tmp_path, command, content, message):
    # Regression (hostile-input audit): kg site, kg export and kg eval ended in AttributeError,
    # KeyError or TypeError tracebacks on a malformed graph.json or gold file.
    name = "gold.jsonl" if command == "eval" else "graph.json"
    (tmp_path / name).write_text(content + "\n")
    (tmp_path / "pred.jsonl").write_text('{"doc_id": "p1", "methods": []}\n')
    argv = {"site": [str(tmp_path)], "export": [str(tmp_path / name), "--neo4j-admin", str(tmp_path / "csv")],
            "eval": [str(tmp_path / name), "--pred", str(tmp_path / "pred.jsonl")]}[command]
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", command, *argv], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr == f"error: {tmp_path / name}{message.removeprefix(name)}\n"


def test_a_gzip_bomb_read_whole_is_one_line_not_gigabytes(tmp_path, monkeypatch):
    # Regression (hostile-input audit r27): a 1 MB .json.gz holding a JSON array padded with a
    # gigabyte of blanks took 2.1 GB of memory (a 1 MB .bib.gz 3.2 GB and 75 s): files read
    # whole had no size limit, only line-based ones did.
    import gzip

    from paperkg.kg import ingest

    monkeypatch.setattr(ingest, "MAX_WHOLE_FILE_BYTES", 2**20)
    bomb = tmp_path / "bomb.json.gz"
    with gzip.open(bomb, "wb") as fh:
        fh.write(b"[" + b" " * 2**21 + json.dumps({"id": "b", "abstract": "We propose BombNet."}).encode() + b"]")
    bib = tmp_path / "bomb.bib"
    bib.write_text(" " * 2**21 + "@article{k, title={T}, abstract={We propose BibNet.}}\n")
    good = _records(tmp_path)
    report = IngestReport()
    assert [p.id for p in read_papers([bomb, bib, good], report=report)] == ["a", "z"]
    why = "more than 1 MB of text (uncompressed); a JSON array, BibTeX or UTF-16 file is read whole, so split it or write JSON Lines"
    assert [str(s) for s in report.skipped] == [f"{bomb}: {why}", f"{bib}: {why}"]


@pytest.mark.parametrize("damage", ["truncated", "junk after the end"])
def test_truncated_gzip_keeps_the_lines_before_and_names_the_line(tmp_path, damage):
    # Regression (hostile-input audit r27): a small .gz cut short, or with junk after its end,
    # lost every record (the reader decompressed 64 kB before the first line), and a large one
    # was reported without the line where the damage began.
    import gzip
    import zlib

    f = tmp_path / "cut.jsonl.gz"
    lines = [json.dumps({"id": f"p{i}", "abstract": f"We propose Cut{i} Net on COCO."}) + "\n" for i in range(3)]
    if damage == "truncated":  # a gzip stream flushed after two lines and cut off in the third
        comp = zlib.compressobj(9, zlib.DEFLATED, 31)
        f.write_bytes(comp.compress("".join(lines[:2]).encode()) + comp.flush(zlib.Z_SYNC_FLUSH)
                      + comp.compress(lines[2][:5].encode()))
        where, why = 3, "Compressed file ended before the end-of-stream marker was reached"
    else:
        f.write_bytes(gzip.compress("".join(lines).encode()) + b"junk")
        where, why = 4, "Not a gzipped file (b'ju')"
    report = IngestReport()
    kept = [p.id for p in read_papers([f], report=report)]
    assert kept == (["p0", "p1"] if damage == "truncated" else ["p0", "p1", "p2"])
    assert [str(s) for s in report.skipped] == [
        f"{f}:{where}: cannot read ({why}; a truncated or damaged file?); the {where - 1} lines before it were read"]


def test_a_file_name_with_a_newline_or_escape_is_one_line(tmp_path):
    # Regression (hostile-input audit r27): a newline in a file name split its skip line in two,
    # and an escape sequence or a right-to-left override in it reached the terminal as it was.
    f = tmp_path / "bad\nname\x1b[2J\u202e.jsonl"
    f.write_text('{"id": "a"}\n' + json.dumps({"id": "b", "abstract": "We propose B Net (BN) on COCO."}) + "\n")
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(f), "-o", str(tmp_path / "x.jsonl"),
                           "--no-keyphrases", "--no-cache", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    shown = str(tmp_path) + "/bad\\nname\\x1b[2J\\u202e.jsonl"
    assert proc.stderr.splitlines()[0] == f"skipped {shown}:1: missing 'abstract'"
    assert len(proc.stderr.splitlines()) == 2 and "\x1b" not in proc.stderr and "\u202e" not in proc.stderr


def test_an_out_folder_with_a_newline_or_escape_is_one_line_in_the_summary(tmp_path):
    # Regression (hostile-input audit r27, left open then): the build summary on standard output
    # printed an --out path's newline and escape sequence as they were.
    out = tmp_path / "o\nx\x1b[2J"
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "build", str(DATA / "mini.jsonl"), "--out", str(out),
                           "--engine", "none", "--no-keyphrases", "--no-cache", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    files = [line for line in proc.stdout.splitlines() if line.startswith("files in ")]
    assert files == [f"files in {tmp_path}/o\\nx\\x1b[2J/: extractions.jsonl, graph.json, graph.graphml, load.cypher, "
                     "graph.html, index.html, site, recipes"]
    assert "\x1b" not in proc.stdout


def test_a_fifo_dash_or_link_loop_is_not_called_missing(tmp_path):
    # Regression (hostile-input audit r27): a named pipe, "-" and a loop of links were each
    # reported as "no such file or directory".
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    loop = tmp_path / "loop.jsonl"
    loop.symlink_to(loop)
    cases = {fifo: f"{fifo}: not a regular file or folder (a pipe, device or socket); save the records to a file "
                   "(.jsonl, .json, .csv, ...) first",
             "-": "-: standard input is not read; save the records to a file (.jsonl, .json, .csv, ...) first",
             loop: f"{loop}: a link that leads to no file ({loop}: a broken link or a loop of links)",
             tmp_path / "none.jsonl": f"{tmp_path / 'none.jsonl'}: no such file or directory"}
    for given, message in cases.items():
        with pytest.raises(InputError) as info:
            list(read_papers([given]))
        assert str(info.value) == message


def test_a_record_of_huge_metadata_costs_only_itself(tmp_path):
    # Regression (hostile-input audit r27): only the abstract had a limit: one 3 MB record of
    # 200,000 authors made a 316 MB build folder and took 2 GB of memory, and a title of
    # 2,000,000 characters was copied into every output file.
    f = _records(tmp_path,
                 json.dumps({"id": "au", "abstract": "We propose Au Net.", "authors": [f"A {i}" for i in range(5001)]}),
                 json.dumps({"id": "ti", "abstract": "We propose Ti Net.", "title": "T" * 10_001}),
                 json.dumps({"id": "x" * 10_001, "abstract": "We propose Id Net."}),
                 json.dumps({"id": "ok", "abstract": "We propose Ok Net.", "authors": [f"A {i}" for i in range(5000)],
                             "title": "T" * 10_000}))
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["a", "ok", "z"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: 'authors' has 5,001 entries, more than 5,000",
        f"{f}:3: 'title' has a value of 10,001 characters, more than 10,000 (a name, title or link is expected)",
        f"{f}:4: 'id' has a value of 10,001 characters, more than 10,000 (a name, title or link is expected)"]


def test_a_text_paragraph_of_millions_of_lines_is_not_held_whole(tmp_path, monkeypatch):
    # Regression (hostile-input audit r27): a 40 kB .txt.gz of 20 million short lines and no
    # blank line was joined into one paragraph in memory (240 MB) before its size was checked.
    from paperkg.kg import ingest

    monkeypatch.setattr(ingest, "MAX_ABSTRACT_CHARS", 100)
    f = tmp_path / "para.txt"
    f.write_text("A header\n\nWe propose FirstNet for QA.\n\n" + "a line\n" * 1000 + "\nWe propose LastNet for QA.\n")
    report = IngestReport()
    assert [p.abstract for p in read_papers([f], report=report)] == ["We propose FirstNet for QA.", "We propose LastNet for QA."]
    assert [str(s) for s in report.skipped] == [
        f"{f}:5: abstract para#2 skipped: more than 100 characters (an abstract, not a full text, is expected; "
        "blank lines separate abstracts)"]


def test_millions_of_bad_lines_are_counted_not_held(tmp_path, monkeypatch):
    # Regression (hostile-input audit r27): every skipped record was kept for the summary: a
    # 10 kB .jsonl.gz of 5 million lines that are not JSON took 1.4 GB of memory.
    from paperkg.kg import ingest

    monkeypatch.setattr(ingest, "MAX_KEPT_SKIPS", 3)
    f = _records(tmp_path, *(["not json"] * 10), '{"id": "m"}')
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["a", "z"]
    assert [str(s) for s in report.skipped] == [f"{f}:{n}: not JSON (Expecting value)" for n in (2, 3, 4)]
    assert report.summary() == "2 papers from 1 files; 11 skipped (10 not JSON, 1 missing 'abstract')"


def test_a_neo4j_uri_without_a_host_is_one_line(tmp_path):
    # Regression (hostile-input audit r27): NEO4J_URI=neo4j+s:// printed the driver's log line
    # "Unable to retrieve routing information" above the one-line error.
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "p", "abstract": "We propose FooNet."}) + "\n")
    env = {**os.environ, "NEO4J_URI": "neo4j+s://", "NEO4J_PASSWORD": "", "PAPERKG_CACHE": str(tmp_path / "cache")}
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "build", str(src), "--out", str(tmp_path / "out"),
                           "--no-keyphrases", "-q"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 3
    assert proc.stderr.startswith("error: cannot connect to Neo4j at neo4j+s:// (server not reachable)")
    assert proc.stderr.count("\n") == 1


def test_a_csv_without_an_abstract_column_is_one_line(tmp_path):
    # Regression (hostile-input audit r27): a CSV of one line and no abstract column read as
    # "0 papers" with no reason; with rows, each row was a skip line of its own.
    (tmp_path / "one.csv").write_text("We propose X.\n")
    (tmp_path / "caps.csv").write_text("id,Abstract\na,We propose Cap.\nb,We propose Cap Two.\n")
    (tmp_path / "good.csv").write_text("id,abstract\ng,We propose Good Net.\n")
    report = IngestReport()
    assert [p.id for p in read_papers([tmp_path], report=report)] == ["g"]
    assert [str(s) for s in report.skipped] == [
        f"{tmp_path / 'caps.csv'}:1: no 'abstract' column (the first line, read as the header, names 'id', 'Abstract')",
        f"{tmp_path / 'one.csv'}:1: no 'abstract' column (the first line, read as the header, names 'We propose X.')"]


def test_millions_of_undecodable_csv_lines_are_counted_not_held(tmp_path, monkeypatch):
    # Regression (hostile-input audit r27): the CSV reader held every undecodable line until its
    # next record: a 10 kB .csv.gz of 2 million NUL-byte lines took 800 MB of memory.
    from paperkg.kg import ingest

    monkeypatch.setattr(ingest, "MAX_KEPT_SKIPS", 2)
    f = tmp_path / "nul.csv"
    f.write_bytes(b"id,abstract\na,We propose A Net.\n" + b"\x00\n" * 5 + b"z,We propose Z Net.\n")
    report = IngestReport()
    assert [p.id for p in read_papers([f], report=report)] == ["a", "z"]
    assert [str(s) for s in report.skipped[:2]] == [
        f"{f}:3: NUL byte at column 1 (binary data, not text); remove it or re-export the file",
        f"{f}:4: NUL byte at column 1 (binary data, not text); remove it or re-export the file"]
    assert report.summary() == "2 papers from 1 files; 5 skipped (3 lines that could not be read either, 2 NUL byte)"


def test_an_unclosed_csv_quote_is_reported_not_read_as_one_abstract(tmp_path):
    # Regression (hostile-input audit r27): a quote opened and never closed made the rest of the
    # file one abstract, and the records in it vanished without a word.
    f = tmp_path / "open.csv"
    f.write_text('id,abstract\na,"We propose A Net, and ...\nb,We propose B Net.\nc,We propose C Net.\n')
    g = tmp_path / "fine.csv"
    g.write_text('id,abstract\nm,"We propose M Net\nover two lines."\nn,We propose N Net.')
    report = IngestReport()
    assert [p.id for p in read_papers([g, f], report=report)] == ["m", "n"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:2: a quoted value opened in this record is never closed: the rest of the file (to line 4) was read as "
        "one value; close the quote or re-export the file"]
