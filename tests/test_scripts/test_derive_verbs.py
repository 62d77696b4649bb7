"""scripts/derive_verbs.py: the corpus-derived verb list is what the script derives."""

import gzip
import importlib.util
import json

from helpers import ROOT, SHARED, need


def _script():
    spec = importlib.util.spec_from_file_location("derive_verbs", ROOT / "scripts" / "derive_verbs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_word_between_a_modal_and_an_object_is_a_verb_a_word_after_articles_is_not(tmp_path):
    texts = ["We aim to assess the model.", "One can assess their fit.", "Methods may assess its value.",
             "We want to control the arm.", "They can control a robot.", "It will control the car.",
             "The control is hard.", "A control helps.", "Our control works.", "This control fails.",
             "It also ensures the bound.", "This ensures a fit.", "That ensures the rate."]
    path = tmp_path / "c.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for t in texts:
            f.write(json.dumps({"abstract": t}) + "\n")
    assert _script().derive([str(path)]) == ["assess", "ensures"]


def test_the_shipped_list_is_what_the_script_derives_from_the_bundled_corpora():
    corpora = sorted(str(p) for p in (SHARED / "data" / "corpus").glob("*.jsonl.gz"))
    need(len(corpora) == 2, f"the bundled corpora under {SHARED}/data/corpus")
    shipped = (ROOT / "extractors" / "data" / "lexicon" / "verbs_corpus.txt").read_text(encoding="utf-8").split("\n")
    assert [w for w in shipped if w and not w.startswith("#")] == _script().derive(corpora)
