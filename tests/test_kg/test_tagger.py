"""The SciERC tagger: reading SciERC, a real (tiny) training run, scoring, and the CLI's errors."""

import json
import os
import subprocess
import sys

import pytest

from helpers import DATA
from paperkg.kg.errors import InputError
from paperkg.kg.tagger import evaluate, read_split, train


def test_read_split_gives_sentence_relative_exclusive_spans():
    sents = read_split(DATA / "scierc_mini.json")
    assert [len(w) for w, _ in sents] == [10, 6, 8, 7]
    assert sents[1] == (["It", "improves", "accuracy", "on", "Cora", "."], [(2, 3, "Metric"), (4, 5, "Material")])
    # nested spans stay in the reading; only the training conversion flattens them
    assert sents[2][1] == [(0, 2, "Task"), (3, 5, "Method"), (3, 4, "OtherScientificTerm")]


def test_read_split_reports_a_bad_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"doc_key": "x", "sentences": [["a"]]}\n')
    with pytest.raises(InputError, match=r"bad.json:1: not a SciERC record"):
        read_split(bad)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    """A model from a real (very short) training run on the mini file; its quality is meaningless."""
    scierc = tmp_path_factory.mktemp("scierc")
    for split in ("train", "dev"):
        (scierc / f"{split}.json").write_text((DATA / "scierc_mini.json").read_text())
    return train(scierc, tmp_path_factory.mktemp("model") / "tagger", max_steps=4)


def test_training_writes_a_loadable_model_and_evaluate_counts_gold(tiny_model):
    assert (tiny_model / "meta.json").is_file()
    meta = json.loads((tiny_model / "meta.json").read_text())
    assert meta["pipeline"] == ["tok2vec", "ner"]
    assert set(meta["labels"]["ner"]) == {"Method", "Task", "Material", "Metric", "OtherScientificTerm", "Generic"}
    scores = evaluate(tiny_model, DATA / "scierc_mini.json")
    # 9 gold mentions after dropping none: exact counts, whatever the predictions
    assert {k: v["gold"] for k, v in scores.items()} == {
        "Method": 2, "Task": 2, "Material": 1, "Metric": 1, "OtherScientificTerm": 2, "Generic": 1, "ALL": 9
    }


def test_extract_with_tagger_and_no_model_is_one_clear_error(tmp_path):
    env = {**os.environ, "PAPERKG_TAGGER": str(tmp_path / "none")}
    kg = [sys.executable, "-c", "from kg.cli import main; main()"]
    proc = subprocess.run([*kg, "extract", str(DATA / "mini.jsonl"), "-o", str(tmp_path / "x.jsonl"), "--tagger",
                           "--no-keyphrases", "-q"], capture_output=True, text=True, env=env)
    assert proc.returncode != 0
    assert proc.stderr.strip() == f"error: no trained tagger at {tmp_path / 'none'}; train one with: kg tagger train"
    assert not (tmp_path / "x.jsonl").exists()


def test_tagger_cache_version_follows_the_model(tiny_model, monkeypatch):
    from paperkg import extractors

    monkeypatch.setenv("PAPERKG_TAGGER", str(tiny_model))
    before = extractors.get("tagger").cache_version
    (tiny_model / "ner" / "cfg").write_text((tiny_model / "ner" / "cfg").read_text() + "\n")
    assert extractors.get("tagger").cache_version != before


def test_cli_tagger_eval_prints_json_scores(tiny_model):
    proc = subprocess.run(
        [sys.executable, "-m", "paperkg.kg.cli", "tagger", "eval", str(DATA / "scierc_mini.json"), "--model", str(tiny_model), "--json"],
        capture_output=True, text=True, check=True,
    )
    scores = json.loads(proc.stdout)
    assert list(scores) == ["Method", "Task", "Material", "Metric", "OtherScientificTerm", "Generic", "ALL"]
    assert scores["ALL"]["gold"] == 9 and set(scores["ALL"]) == {"p", "r", "f1", "gold"}


def test_cli_tagger_train_reports_a_missing_split(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "tagger", "train", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode != 0
    assert proc.stderr.strip() == f"error: {tmp_path / 'train.json'}: no such file (expected SciERC's train/dev/test.json)"
