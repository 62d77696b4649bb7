"""Extraction on a Dask LocalCluster gives exactly the local records, in order."""

import subprocess
import sys

import pytest

from helpers import SAMPLE
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c


def test_dask_output_is_identical_to_the_local_run(cluster):
    from paperkg.kg.distributed import extract_records_dask

    papers = list(read_papers([SAMPLE]))
    local = list(extract_records(papers))
    remote = list(extract_records_dask(papers, cluster.scheduler_address, batch_size=7))
    assert remote == local


def test_cli_dask_engine_writes_the_same_file(cluster, tmp_path):
    kg = [sys.executable, "-m", "paperkg.kg.cli", "extract", str(SAMPLE), "--no-keyphrases", "--no-cache", "-q"]
    subprocess.run([*kg, "-o", str(tmp_path / "local.jsonl")], check=True, capture_output=True)
    subprocess.run([*kg, "-o", str(tmp_path / "dask.jsonl"), "--engine", "dask", "--scheduler", cluster.scheduler_address],
                   check=True, capture_output=True)
    assert (tmp_path / "dask.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()
    assert len((tmp_path / "dask.jsonl").read_text().splitlines()) == 57


def test_build_on_dask_gives_the_same_graph(cluster, tmp_path):
    from paperkg.kg.build import build

    local = build([SAMPLE], tmp_path / "a", keyphrases=False)
    remote = build([SAMPLE], tmp_path / "b", keyphrases=False, scheduler=cluster.scheduler_address)
    assert remote.stats == local.stats
    assert (tmp_path / "b" / "graph.json").read_bytes() == (tmp_path / "a" / "graph.json").read_bytes()


@pytest.mark.parametrize("address", ["nonsense:::", "http://x"])
def test_a_malformed_scheduler_address_is_one_line(tmp_path, address):
    # Regression (hostile-input audit r27): --scheduler nonsense::: ended in a ValueError
    # traceback from distributed.
    src = tmp_path / "a.jsonl"
    src.write_text('{"id": "p", "abstract": "We propose FooNet."}\n')
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "extract", str(src), "-o", str(tmp_path / "x.jsonl"),
                           "--no-keyphrases", "--no-cache", "-q", "--scheduler", address], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"error: --scheduler {address}: not a Dask scheduler address (")
    assert proc.stderr.endswith("); give one such as tcp://host:8786\n") and proc.stderr.count("\n") == 1
