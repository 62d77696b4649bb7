"""Tests of benchmarks/audit_rescore.py: past audit verdicts read against a built graph."""

import importlib.util
import json
from pathlib import Path

_SPEC = importlib.util.spec_from_file_location(
    "audit_rescore", Path(__file__).resolve().parents[2] / "benchmarks" / "audit_rescore.py")
audit_rescore = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(audit_rescore)


def _round(root: Path, folder: str, name: str, rows: list[dict]) -> None:
    (root / folder).mkdir(parents=True, exist_ok=True)
    (root / folder / name).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_latest_verdict_wins_and_kept_errors_and_losses_are_counted(tmp_path):
    _round(tmp_path, "2026-01-01-r1", "airas_1_verdicts.jsonl", [
        {"label": "Task", "name": "end-to-end learning", "verdict": "junk"},
        {"label": "Task", "name": "object detection", "verdict": "ok"},
        {"label": "Method", "name": "BERT", "verdict": "mistyped"}])
    _round(tmp_path, "2026-01-02-r2", "airas_2_verdicts.jsonl", [
        {"label": "Method", "name": "BERT", "verdict": "ok"},  # judged again: the later round holds
        {"label": "Task", "name": "pose estimation", "verdict": "ok"}])
    # other corpora and results verdicts are not read
    _round(tmp_path, "2026-01-02-r2", "pmlr_2_verdicts.jsonl", [{"label": "Task", "name": "x", "verdict": "junk"}])
    _round(tmp_path, "2026-01-02-r2", "airas_2_results_verdicts.jsonl", [{"id": 1, "verdict": "wrong"}])
    graph = {"nodes": [{"label": "Task", "name": "end-to-end learning"}, {"label": "Task", "name": "object detection"},
                       {"label": "Method", "name": "BERT"}, {"label": "Method", "name": "pose estimation"}]}
    assert audit_rescore.rescore(graph, "airas", tmp_path) == {
        "Method": {"right": ["BERT"], "wrong": [], "lost": [], "kept": []},
        "Task": {"right": ["object detection", "pose estimation"], "wrong": ["end-to-end learning"],
                 "lost": ["pose estimation"], "kept": ["end-to-end learning"]},
    }
