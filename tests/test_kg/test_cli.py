"""The ``kg`` command line: option names that mean the same on every command, and the old
spellings still accepted for a release with a note saying what to use."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import DATA

KG = [sys.executable, "-m", "paperkg.kg.cli"]


def kg(*args, **kw):
    return subprocess.run([*KG, *map(str, args)], capture_output=True, text=True, **kw)


def test_extract_writes_to_out_and_the_old_output_spelling_gives_the_same_bytes_with_a_note(tmp_path):
    new = kg("extract", DATA / "mini.jsonl", "--out", tmp_path / "a.jsonl", "--no-keyphrases", "--no-cache", "-q")
    old = kg("extract", DATA / "mini.jsonl", "--output", tmp_path / "b.jsonl", "--no-keyphrases", "--no-cache", "-q")
    assert new.returncode == old.returncode == 0
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert "deprecated" not in new.stderr
    assert "note: `kg extract --output` is deprecated and will be removed in the next release; use --out" in old.stderr


@pytest.mark.parametrize(("args", "code", "line"), [
    (["--engine", "local"], 0, "note: `kg extract --engine` is deprecated"),
    (["--engine", "dask"], 1, "error: --engine dask needs --scheduler ADDRESS (a running dask scheduler)"),
    (["--engine", "spark"], 2, "error: unknown extraction engine 'spark'; choose local or dask"),
])
def test_the_old_extract_engine_option_still_works_for_a_release(tmp_path, args, code, line):
    proc = kg("extract", DATA / "mini.jsonl", "-o", tmp_path / "x.jsonl", "--no-keyphrases", "--no-cache", "-q", *args)
    assert proc.returncode == code and line in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(("args", "line"), [
    (["--engine", "falkordb", "--neo4j-uri", "bolt://127.0.0.1:1"],
     "error: --neo4j-uri names a Neo4j server, but --engine falkordb loads none; drop one of them "
     "(--engine neo4j or auto uses the server)"),
    (["--engine", "none", "--reset"],
     "error: --reset clears the graph engine before the load, but --engine none loads none; drop one of them"),
])
def test_options_that_contradict_the_engine_are_a_usage_error(tmp_path, args, line):
    # Regression (hostile-input audit r27): "--engine falkordb --neo4j-uri X" and "--engine none
    # --reset" silently ignored the second option.
    proc = kg("build", DATA / "mini.jsonl", "--out", tmp_path / "o", "--no-keyphrases", "-q", *args)
    assert proc.returncode == 2 and proc.stderr.strip().splitlines() == [line]
    assert not (tmp_path / "o").exists()


def test_engine_means_the_graph_store_on_build_and_query(tmp_path):
    # An unknown engine is a usage error (exit 2) like every other bad option value; it was 1
    # (hostile-input audit r27).
    proc = kg("build", DATA / "mini.jsonl", "--out", tmp_path / "o", "--engine", "spark", "--no-keyphrases", "-q")
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == ["error: unknown engine 'spark'; choose neo4j, falkordb, none or auto"]


def test_site_rewrites_the_builds_site_from_graph_json_to_the_same_bytes(sample_build, tmp_path):
    import shutil

    out = tmp_path / "out"
    shutil.copytree(sample_build.out_dir, out, ignore=shutil.ignore_patterns("falkordb", ".kg.lock"))
    before = {p.relative_to(out): p.read_bytes() for p in (out / "site").rglob("*") if p.is_file()}
    shutil.rmtree(out / "site")
    proc = kg("site", out)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("327 pages (269 entities, 57 papers, the index), ")
    after = {p.relative_to(out): p.read_bytes() for p in (out / "site").rglob("*") if p.is_file()}
    assert len(after) == 330 and after == before  # 327 pages and 3 assets


def test_site_without_a_build_is_one_line(tmp_path):
    proc = kg("site", tmp_path)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: {tmp_path}/graph.json: no graph.json of a build here")
    assert "Traceback" not in proc.stderr
