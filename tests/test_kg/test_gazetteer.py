"""The gazetteer build: its filters on a small input, and the shipped lists match a rebuild."""

import json

from helpers import ROOT, SHARED, need
from paperkg.kg.gazetteer import build, build_lists


def write(folder, name, rows):
    (folder / name).write_text("".join(json.dumps(r) + "\n" for r in rows))


def only_datasets(tmp_path, rows):
    """A gazetteer source folder whose only rows are ``rows`` of the Papers-with-Code dataset list."""
    g = tmp_path / "gazetteers"
    g.mkdir()
    for name in ("pwc_tasks.jsonl", "scirex_salient_entities.jsonl", "sota_extractor_datasets.jsonl",
                 "pwc_metrics_from_task_tables.jsonl", "sota_extractor_models.jsonl"):
        write(g, name, [])
    write(g, "pwc_datasets_from_task_tables.jsonl", rows)


def test_filters_and_order(tmp_path):
    g = tmp_path / "gazetteers"
    g.mkdir()
    write(g, "pwc_tasks.jsonl", [{"name": n} for n in ["Node Classification", "Segmentation", "Speech (2009)", "3D Stuff"]])
    write(g, "scirex_salient_entities.jsonl", [
        {"name": "CCGBank", "type": "Material"}, {"name": "BLEU", "type": "Metric"},
        {"name": "dropout", "type": "Method", "n_docs": 5}, {"name": "rare trick", "type": "Method", "n_docs": 1},
    ])
    write(g, "pwc_datasets_from_task_tables.jsonl", [
        {"name": "CCGbank", "kind": "dataset"}, {"name": "news articles", "kind": "dataset"}, {"name": "MR", "kind": "dataset"},
    ])
    write(g, "sota_extractor_datasets.jsonl", [{"name": "WikiText-103"}])
    write(g, "pwc_metrics_from_task_tables.jsonl", [{"name": "F1 (test)"}, {"name": "training data size"}, {"name": "CP"}])
    write(g, "sota_extractor_models.jsonl", [{"name": "BERT-large"}, {"name": "two words"}])
    assert build_lists(tmp_path) == {
        # one plain word is too common; markup and years are leaderboard artefacts; names keep
        # their case (the lexicon decides how Title Case matches)
        "tasks": ["Node Classification"],
        # case variants tie on lower case and are ordered by the name itself (regression:
        # set order moved them between rebuilds); descriptions and bare two-letter codes go
        "datasets": ["CCGBank", "CCGbank", "WikiText-103"],
        "metrics": ["BLEU"],
        "methods": ["BERT-large"],  # a plain single word ("dropout") is left to the curated list
    }


def test_one_word_dataset_is_kept_only_if_the_corpus_never_writes_it_in_lower_case(tmp_path):
    import gzip

    only_datasets(tmp_path, [{"name": n, "kind": "dataset"} for n in ("Cityscapes", "Places", "Cora")])
    abstracts = [
        "We evaluate on Cityscapes and on Cora.", "Results on Cityscapes improve.",
        "Scenes of Places are hard, and these places differ.", "Experiments on Places hold.",
    ]
    (tmp_path / "corpus").mkdir()
    with gzip.open(tmp_path / "corpus" / "c.jsonl.gz", "wt") as fh:
        fh.write("".join(json.dumps({"abstract": a}) + "\n" for a in abstracts))
    # Cora is capitalised once only; "places" is an English word; neither is kept.
    assert build_lists(tmp_path)["datasets"] == ["Cityscapes"]


def test_shipped_lists_are_what_the_build_command_writes(tmp_path):
    need((SHARED / "data" / "gazetteers").is_dir(), f"the shared data folder ({SHARED}/data)")
    build(SHARED / "data", tmp_path)
    shipped = ROOT / "extractors" / "data" / "gazetteer"
    for name in ("tasks.txt", "datasets.txt", "metrics.txt", "methods.txt"):
        assert (tmp_path / name).read_text() == (shipped / name).read_text(), name


def test_task_written_with_its_acronym_gives_both_names():
    from paperkg.kg.gazetteer import _defined_acronym

    assert _defined_acronym("Visual Question Answering (VQA)") == ("Visual Question Answering", "VQA")
    assert _defined_acronym("Zero-Shot Composed Image Retrieval (ZS-CIR)") == ("Zero-Shot Composed Image Retrieval", "ZS-CIR")
    # A modality page, a qualifier and a long form the letters do not spell give nothing.
    assert _defined_acronym("Computed Tomography (CT)") == ()
    assert _defined_acronym("Face Recognition (Closed-Set)") == ()
    assert _defined_acronym("Drum Transcription in Music (DTM)") == ()


def test_task_pages_named_by_a_kind_of_method_are_no_tasks():
    # Regression (audit r8): "one-class classifier" and "ensemble"-like method names were
    # Task nodes because Papers with Code has task pages named so.
    from paperkg.kg.gazetteer import _names_a_method

    assert [t for t in ("Graph Neural Network", "one-class classifier", "Topic Models", "Policy Gradient Methods",
                        "Image Classification", "Language Modelling", "Network Pruning") if _names_a_method(t)] == [
        "Graph Neural Network", "one-class classifier", "Topic Models", "Policy Gradient Methods"]
    from paperkg.extractors.data import load_list

    assert [t for t in load_list("tasks", folder="gazetteer") if _names_a_method(t)] == []


def test_leaderboard_columns_naming_a_model_or_a_qualifier_are_no_metrics(tmp_path):
    # Regression (audit r32): "Sentence-BERT", "BERT", "CLIP" and "with normalization", columns
    # of Papers-with-Code tables, typed models and a qualifier Metric.
    g = tmp_path / "gazetteers"
    g.mkdir()
    for name in ("pwc_tasks.jsonl", "pwc_datasets_from_task_tables.jsonl", "sota_extractor_datasets.jsonl"):
        write(g, name, [])
    write(g, "scirex_salient_entities.jsonl", [])
    write(g, "sota_extractor_models.jsonl", [{"name": "DeiT-B"}])
    write(g, "pwc_metrics_from_task_tables.jsonl", [{"name": n} for n in (
        "CLIP", "DeiT-B", "with normalization", "w/o normalization", "Without Label Smoothing", "CLIP score", "BLEU")])
    assert build_lists(tmp_path)["metrics"] == ["BLEU", "CLIP score"]


def test_regression_audit_r93_a_dataset_named_only_at_a_resolution_or_split_was_in_no_list(tmp_path):
    # Audit r93: "from 4.30 to 2.55 on LSUN Bedroom" had no dataset: the leaderboard rows name
    # "LSUN Bedroom 256 x 256" and "DeLiVER test", never the dataset alone
    only_datasets(tmp_path, [
        {"name": "LSUN Bedroom 256 x 256", "kind": "benchmark_split"}, {"name": "DeLiVER test", "kind": "benchmark_split"},
        {"name": "ImageNet 64x64", "kind": "dataset"}, {"name": "COCO minival", "kind": "benchmark_split"},
    ])
    assert build_lists(tmp_path)["datasets"] == ["DeLiVER", "ImageNet", "ImageNet 64x64", "LSUN Bedroom"]
