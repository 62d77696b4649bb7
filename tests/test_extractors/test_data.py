"""The rules' numbers are data: every confidence a rule reads is in ``confidences.json``
with the reason for its case, and every entry there is read by a rule."""

from __future__ import annotations

import json
import re

import pytest

from helpers import ROOT
from paperkg.extractors.data import DATA_DIR, confidence


def _used() -> set[tuple[str, str]]:
    found = set()
    for path in (ROOT / "extractors").glob("*.py"):
        found |= set(re.findall(r'confidence\("(\w+)", "(\w+)"\)', path.read_text(encoding="utf-8")))
    return found


def _relation_readings() -> set[str]:
    """The names ``read_relations`` gives its readings: the last argument of each ``add``."""
    source = (ROOT / "extractors" / "results.py").read_text(encoding="utf-8")
    named = set(re.findall(r'\badd\(.*, "(\w+)"\)', source))
    looped = re.search(r'for rule in \(([^)]*)\)', source).group(1)  # the readings named by a loop variable
    return named | set(re.findall(r'"(\w+)"', looped))


def test_every_confidence_a_rule_reads_is_documented_data_and_every_entry_is_read():
    data = json.loads((DATA_DIR / "confidences.json").read_text(encoding="utf-8"))
    relations = data.pop("relations")
    listed = {(rule, case) for rule, cases in data.items() if rule != "_doc" for case in cases if case != "_doc"}
    assert all("_doc" in cases for rule, cases in data.items() if rule != "_doc")
    assert sorted(_used() - listed) == [] and sorted(listed - _used()) == []
    # The relation section is read by reading name: each entry names one, beside min and default.
    assert "_doc" in relations and sorted(set(relations) - {"_doc", "min", "default"} - _relation_readings()) == []


def test_every_relation_reading_has_a_name_of_its_own():
    assert len(_relation_readings()) == 29


def test_a_confidence_is_read_by_rule_and_case():
    assert confidence("names", "shape_only") == 0.6 and confidence("proposals", "cue") == 0.9


#: Each rule's pattern file, the module that reads it and the function that compiles it.
PATTERN_FILES = {
    "proposal_patterns.json": ("proposals", "_regexes"),
    "cues_patterns.json": ("cues", "_regexes"),
    "acronyms_patterns.json": ("acronyms", "_regexes"),
    "names_patterns.json": ("shaped_names", "_regexes"),
    "heads_patterns.json": ("heads", "_regexes"),
    "assemble_patterns.json": ("assemble", "_regexes"),
    "results_patterns.json": ("results", "_regexes"),
    "kinds_patterns.json": ("kinds", "_regexes"),
}


def _pattern_entries(name: str) -> dict:
    spec = json.loads((DATA_DIR / name).read_text(encoding="utf-8"))
    return {k: v for k, v in spec.items() if not k.startswith("_") and isinstance(v, dict)}


def test_every_pattern_file_is_read_by_the_rule_it_names():
    assert sorted(p.name for p in DATA_DIR.glob("*_patterns.json")) == sorted(PATTERN_FILES)


@pytest.mark.parametrize("name", sorted(PATTERN_FILES))
def test_every_named_pattern_compiles_is_documented_and_matches_its_example(name):
    import importlib

    module, accessor = PATTERN_FILES[name]
    compiled = getattr(importlib.import_module(f"paperkg.extractors.{module}"), accessor)()
    spec = _pattern_entries(name)
    names = sorted(k for k, v in spec.items() if not v.get("fragment"))
    assert names == sorted(compiled)
    for entry, v in spec.items():
        assert v["doc"].strip() and v["example"].strip() and "\n" not in v["doc"], (name, entry)
    for entry in names:
        assert compiled[entry].search(spec[entry]["example"]), (name, entry)
    for entry, v in spec.items():
        if v.get("fragment"):  # a fragment matches its example too, compiled on its own
            assert re.search(v["pattern"], v["example"], re.I if v.get("ignore_case") else 0), (name, entry)


@pytest.mark.parametrize("name", sorted(PATTERN_FILES))
def test_no_entry_of_a_pattern_file_is_unused(name):
    """A pattern is read by its name in the rule's module; a fragment inside another pattern."""
    source = (ROOT / "extractors" / f"{PATTERN_FILES[name][0]}.py").read_text(encoding="utf-8")
    spec = _pattern_entries(name)
    patterns = " ".join(v["pattern"] for v in spec.values())
    unused = [k for k, v in spec.items() if (f"<{k}>" not in patterns if v.get("fragment") else f'"{k}"' not in source)]
    assert unused == []


def test_an_unknown_placeholder_in_a_pattern_file_is_a_clear_error(tmp_path, monkeypatch):
    import pytest

    from paperkg.extractors import data
    from paperkg.schema.errors import ExtractorError

    (tmp_path / "x_patterns.json").write_text(json.dumps({"p": {"doc": "d", "example": "e", "pattern": "a<nope>b"}}))
    monkeypatch.setattr(data, "DATA_DIR", tmp_path)
    data.load_json.cache_clear()
    try:
        with pytest.raises(ExtractorError, match=r"x_patterns.json: unknown placeholder <nope>"):
            data.compile_patterns("x_patterns.json", {})
    finally:
        data.load_json.cache_clear()


def _duplicate_keys(path) -> list[str]:
    """The keys an object of a JSON file names twice (``json.load`` keeps the last silently)."""
    found = []

    def pairs(items):
        keys = [k for k, _ in items]
        found.extend(sorted({k for k in keys if keys.count(k) > 1}))
        return dict(items)

    json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=pairs)
    return found


def test_regression_a_second_pattern_of_one_name_replaced_the_first():
    # Session 41: a new pattern named "verb_after_subject" in results_patterns.json silently
    # replaced the one of that name already there, and changed relations of both corpora
    for path in sorted([*DATA_DIR.rglob("*.json"), *(ROOT / "kg" / "data").rglob("*.json")]):
        assert _duplicate_keys(path) == [], path.name
