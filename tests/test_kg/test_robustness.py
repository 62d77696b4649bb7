"""Bad input, hostile text and interrupted writes: clear messages, nothing lost, nothing run."""

import json
import subprocess
import sys
import time

import pytest

from helpers import DATA
from kg.errors import InputError
from kg.export import atomic_write
from kg.ingest import IngestReport, read_papers
from kg.loader import Credentials
from kg.pipeline import extract_record
from schema import Paper


def test_latin1_file_is_reported_with_file_and_line(tmp_path):
    f = tmp_path / "latin.jsonl"
    f.write_bytes(json.dumps({"id": "a", "abstract": "ok"}).encode() + b"\n" + b'{"id": "b", "abstract": "caf\xe9"}\n')
    report = IngestReport()
    papers = list(read_papers([f], report=report))
    assert [p.id for p in papers] == ["a"]
    assert str(report.skipped[0]) == (
        f"{f}:2: not UTF-8 (byte b'\\xe9' at column 29); re-encode the file as UTF-8, e.g. iconv -f latin1 -t utf-8"
    )
    with pytest.raises(InputError, match=r"latin.jsonl:2: not UTF-8"):
        list(read_papers([f], strict=True))


def test_binary_file_is_refused_and_the_run_goes_on(tmp_path):
    (tmp_path / "a.jsonl").write_bytes(b"\x00\x01\x02binary")
    (tmp_path / "b.jsonl").write_text(json.dumps({"id": "b", "abstract": "Fine."}) + "\n")
    report = IngestReport()
    assert [p.id for p in read_papers([tmp_path], report=report)] == ["b"]
    assert "binary file" in str(report.skipped[0])


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
        [sys.executable, "-m", "kg.cli", "build", str(DATA / "mini.jsonl"), "--out", str(tmp_path / "o"), "--no-keyphrases", "--no-cache", "-q"],
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
    from kg import cli

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
    ],
)
def test_usage_error_is_a_message_not_a_traceback(args, message):
    # regression: typer >= 0.20 raises its vendored Click's exceptions, which main() did not catch
    proc = subprocess.run([sys.executable, "-m", "kg.cli", *args], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == message
