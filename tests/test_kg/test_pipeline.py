"""The extraction record contract and its evidence."""

import json

from helpers import DATA, SAMPLE
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_record, extract_records, write_jsonl

KEYS = ["doc_id", "methods", "datasets", "tasks", "metrics", "code", "code_promised", "citations"]


def test_every_record_has_the_guideline_keys_and_evidence():
    papers = list(read_papers([SAMPLE]))
    for p in papers:
        rec = extract_record(p)
        assert list(rec)[: len(KEYS)] == KEYS
        assert isinstance(rec["code_promised"], bool)
        for plural in ("methods", "datasets", "tasks", "metrics"):
            for ent in rec[plural]:
                assert set(ent) >= {"name", "aliases", "confidence", "extractor", "evidence"}
                if plural in ("methods", "datasets"):
                    assert ent["role"] in ("proposed", "used")
                ev = ent["evidence"]
                # The span holds the mention and lies inside the sentence, which is a slice of the abstract.
                assert p.abstract[ev["start"] : ev["end"]] == ev["text"]
                assert ev["sentence"] in p.abstract
                assert 0.0 < ent["confidence"] <= 1.0


def test_mini_records_exact():
    papers = list(read_papers([DATA / "mini.jsonl"]))
    assert [p.id for p in papers] == ["p1", "p2"]  # p3 repeats p1's abstract
    r1, r2 = (extract_record(p) for p in papers)
    assert [(m["name"], m["aliases"], m["role"]) for m in r1["methods"]] == [
        ("DPO", ["Direct Preference Optimization"], "proposed"),
        ("LLM", ["large language model"], "used"),
    ]
    assert [(d["name"], d["role"]) for d in r1["datasets"]] == [("HH-RLHF", "used")]
    assert [m["name"] for m in r1["metrics"]] == ["win rate"]
    assert [c["url"] for c in r1["code"]] == ["https://github.com/example/dpo"]
    assert [(m["name"], m["role"], m.get("variant_of")) for m in r2["methods"]] == [
        ("Image-DPO", "proposed", "DPO"),
        ("DPO", "used", None),
    ]
    assert [t["name"] for t in r2["tasks"]] == ["text-to-image generation"]
    assert r2["code_promised"] is True
    assert [(c["authors"], c["year"]) for c in r2["citations"]] == [("Rafailov et al.", 2023)]


def test_written_jsonl_is_scorable_shape(tmp_path):
    out = tmp_path / "x.jsonl"
    n = write_jsonl(extract_records(read_papers([DATA / "mini.jsonl"])), out)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert n == 2 and len(lines) == 2
    assert [json.loads(line)["doc_id"] for line in lines] == ["p1", "p2"]


def test_workers_give_identical_output(tmp_path):
    papers = list(read_papers([SAMPLE]))
    a = list(extract_records(papers, workers=1, batch_size=8))
    b = list(extract_records(papers, workers=2, batch_size=8))
    assert a == b


def test_a_worker_that_dies_ends_the_run_with_an_error_instead_of_a_hang():
    # Regression: with multiprocessing.Pool, a worker killed by the system left its batch
    # waiting for ever (a 2-worker `kg extract` hung for 10 minutes on a loaded machine).
    import os
    import signal

    import pytest

    from paperkg import extractors
    from paperkg.extractors.registry import DEFAULT_EXTRACTORS, register
    from paperkg.kg.errors import KGError

    @register("probe_dies")
    def rule(view):
        if "Image-DPO" in view.text:
            os.kill(os.getpid(), signal.SIGKILL)  # only ever runs in a forked worker
        return []

    def give_up(signum, frame):
        raise AssertionError("the run hung")

    papers = list(read_papers([DATA / "mini.jsonl"]))
    old = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(60)
    try:
        with pytest.raises(KGError, match="an extraction worker process died"):
            list(extract_records(papers, workers=2, batch_size=1, names=(*DEFAULT_EXTRACTORS, "probe_dies")))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
        extractors.REGISTRY.pop("probe_dies", None)


def test_ten_thousand_workers_start_no_more_processes_than_processors(monkeypatch):
    # Regression (hostile-input audit r27): --workers 10000 forked 10,000 processes for five
    # papers, hung for minutes and left thousands of orphans when it was stopped.
    import concurrent.futures
    import os

    asked = []
    real = concurrent.futures.ProcessPoolExecutor

    def recording(max_workers=None, **kw):
        asked.append(max_workers)
        assert max_workers <= 2, f"a pool of {max_workers} processes"
        return real(max_workers, **kw)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", recording)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)  # two processors
    papers = list(read_papers([DATA / "mini.jsonl"]))
    many = [r["doc_id"] for r in extract_records(papers, workers=10_000, batch_size=1)]
    assert many == [p.id for p in papers]
    assert asked == [2]
