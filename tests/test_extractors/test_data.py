"""The rules' numbers are data: every confidence a rule reads is in ``confidences.json``
with the reason for its case, and every entry there is read by a rule."""

from __future__ import annotations

import json
import re

from helpers import ROOT
from paperkg.extractors.data import DATA_DIR, confidence


def _used() -> set[tuple[str, str]]:
    found = set()
    for path in (ROOT / "extractors").glob("*.py"):
        found |= set(re.findall(r'confidence\("(\w+)", "(\w+)"\)', path.read_text(encoding="utf-8")))
    return found


def test_every_confidence_a_rule_reads_is_documented_data_and_every_entry_is_read():
    data = json.loads((DATA_DIR / "confidences.json").read_text(encoding="utf-8"))
    listed = {(rule, case) for rule, cases in data.items() if rule != "_doc" for case in cases if case != "_doc"}
    assert all("_doc" in cases for rule, cases in data.items() if rule != "_doc")
    assert sorted(_used() - listed) == [] and sorted(listed - _used()) == []


def test_a_confidence_is_read_by_rule_and_case():
    assert confidence("names", "shape_only") == 0.6 and confidence("proposals", "cue") == 0.9


def test_every_named_pattern_is_documented_and_matches_its_example():
    from paperkg.extractors.proposals import _regexes

    spec = json.loads((DATA_DIR / "proposal_patterns.json").read_text(encoding="utf-8"))
    compiled = _regexes()
    names = sorted(k for k, v in spec.items() if not k.startswith("_") and not v.get("fragment"))
    assert names == sorted(compiled)
    for name in names:
        assert spec[name]["doc"] and compiled[name].search(spec[name]["example"]), name


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
