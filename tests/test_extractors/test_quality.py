"""Quality floors on the seed gold and the corpus gold: fail when extraction falls below
the level reached.

The seed gold is a development set (the rules were tuned while looking at it), so these
floors guard against regressions; they are not claims about held-out quality
(docs/quality.md reports both).
"""

import pytest

from helpers import ROOT, SAMPLE
from paperkg.kg.evaluate import load_jsonl, score
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records


def test_seed_gold_scores_do_not_regress(shared):
    gold = load_jsonl(*sorted((shared / "gold" / "seeds").glob("*.jsonl")))
    pred = {r["doc_id"]: r for r in extract_records(read_papers([SAMPLE]))}
    report, _ = score(gold, pred)
    m = report["entities_micro"]
    assert m["lenient_f1"] >= 0.82, m
    assert m["strict_f1"] >= 0.775, m
    # 0.955 before the Title-Case rule matched three more proposed components ("Biscale
    # Cohort Learning Module", "Consensus Learning", "Divergence Learning") that no cue
    # calls proposed: found but read as used, a recall gain that lowers the accuracy.
    assert m["role_acc"] >= 0.93, m
    assert report["methods"]["lenient_f1"] >= 0.875
    assert report["datasets"]["lenient_f1"] >= 0.93
    assert report["tasks"]["lenient_f1"] >= 0.705
    assert report["metrics"]["lenient_f1"] >= 0.77
    assert report["code"]["strict_f1"] == 1.0
    assert report["citations"]["strict_f1"] == 1.0


@pytest.mark.parametrize("sample, floor", [("a", 0.725), ("b", 0.735), ("c", 0.71), ("d", 0.73), ("e", 0.705)])
def test_corpus_gold_scores_do_not_regress(sample, floor):
    """The hand-labelled corpus samples (benchmarks/corpus_gold): A and B guided
    development (B after its one held-out scoring), C, D and E were held out until their
    one scoring; the floors sit just under the level reached, as guards against regressions."""
    folder = ROOT / "benchmarks" / "corpus_gold"
    gold = load_jsonl(folder / f"{sample}_gold.jsonl")
    pred = {r["doc_id"]: r for r in extract_records(read_papers([folder / f"{sample}_abstracts.jsonl"]))}
    assert set(pred) == set(gold)
    report, _ = score(gold, pred)
    assert report["entities_micro"]["lenient_f1"] >= floor, report["entities_micro"]


def test_kg_eval_agrees_with_the_shared_scorer(shared, tmp_path):
    import json
    import subprocess
    import sys

    from paperkg.kg.pipeline import write_jsonl

    pred = tmp_path / "x.jsonl"
    write_jsonl(extract_records(read_papers([SAMPLE])), pred)
    golds = sorted(str(p) for p in (shared / "gold" / "seeds").glob("*.jsonl"))
    out = subprocess.run(
        [sys.executable, str(shared / "gold" / "score.py"), *golds, "--pred", str(pred), "--json"],
        capture_output=True, text=True, check=True,
    )
    theirs = json.loads(out.stdout)
    ours, _ = score(load_jsonl(*golds), load_jsonl(pred))
    for t in ("methods", "datasets", "tasks", "metrics", "code", "citations"):
        for k in ("strict_f1", "lenient_f1"):
            assert abs(ours[t][k] - theirs[t][k]) <= 0.011, (t, k, ours[t][k], theirs[t][k])
