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
