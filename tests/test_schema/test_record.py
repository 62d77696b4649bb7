"""The typed extraction record: the one key-to-type map, validation on construction, and a
round trip that gives back the same bytes."""

from __future__ import annotations

import copy
import json

import pytest

from paperkg.schema import ENTITY_LISTS, ExtractionRecord, SchemaError, validate_record

EVIDENCE = {"sentence": "We propose DPO.", "start": 11, "end": 14, "text": "DPO", "extractor": "proposals", "confidence": 0.9}
RECORD = {
    "doc_id": "p1",
    "methods": [{"name": "DPO", "aliases": ["Direct Preference Optimization"], "role": "proposed", "confidence": 0.9,
                 "extractor": "proposals", "evidence": EVIDENCE, "variant_of": "RLHF"},
                {"name": "RUN", "aliases": [], "role": "used", "confidence": 0.6, "extractor": "names",
                 "evidence": {**EVIDENCE, "text": "RUN"}, "shape_only": True}],
    "datasets": [],
    "tasks": [{"name": "alignment", "aliases": [], "confidence": 0.7, "extractor": "heads", "evidence": EVIDENCE}],
    "metrics": [],
    "code": [{"url": "https://github.com/a/b", "evidence": EVIDENCE}],
    "code_promised": False,
    "citations": [{"authors": "Rafailov et al.", "year": 2023, "evidence": EVIDENCE}],
    "acronyms": [{"short": "DPO", "long": "Direct Preference Optimization"}],
    "title": "DPO",
    "keywords": ["preference optimization"],
}


def test_the_entity_lists_and_their_types():
    assert ENTITY_LISTS == {"methods": "method", "datasets": "dataset", "tasks": "task", "metrics": "metric"}


def test_a_record_round_trips_to_the_same_bytes():
    rec = ExtractionRecord.from_dict(RECORD)
    assert json.dumps(rec.to_dict()) == json.dumps(RECORD)
    assert [(t, e.name, e.role, e.shape_only) for t, e in rec.mentions()] == [
        ("method", "DPO", "proposed", False), ("method", "RUN", "used", True), ("task", "alignment", None, False)]
    assert rec.entities["methods"][0].evidence.start == 11 and rec.entities["methods"][0].variant_of == "RLHF"


def _broken(path, value):
    rec = copy.deepcopy(RECORD)
    *head, last = path
    target = rec
    for k in head:
        target = target[k]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return rec


@pytest.mark.parametrize(("path", "value", "message"), [
    (("doc_id",), "", "needs a doc_id"),
    (("methods", 0, "name"), " ", "needs a non-empty name"),
    (("methods", 0, "role"), "invented", "role must be proposed or used"),
    (("methods", 0, "role"), KeyError, "role must be proposed or used"),
    (("tasks", 0, "role"), "used", "a task has no role"),
    (("tasks", 0, "confidence"), 1.5, "must be in [0, 1]"),
    (("methods", 0, "aliases"), "DPO", "aliases must be strings"),
    (("methods", 1, "evidence", "start"), 20, "must be two ordered integers"),
    (("tasks", 0, "variant_of"), "x", "only a method is a variant"),
    (("methods", 1, "shape_only"), "yes", "shape_only must be true or false"),
    (("datasets",), {}, "datasets must be a list"),
    (("code", 0, "url"), None, "a code link needs a url"),
    (("acronyms", 0, "long"), 3, "needs a short and a long form"),
    (("keywords",), [1], "keywords must be strings"),
    (("proposed_parts",), ["ok", 2], "proposed_parts must be strings"),
])
def test_a_malformed_record_is_refused_with_what_is_wrong(path, value, message):
    with pytest.raises(SchemaError, match=message.replace("[", r"\[").replace("]", r"\]")):
        validate_record(_broken(path, value))


def test_results_and_relations_are_checked_and_round_trip():
    rec = dict(RECORD, results=[{"value": "93.8", "unit": "", "kind": "absolute", "metric": "AP", "dataset": "CrowdHuman",
                                 "method": "DPO", "evidence": EVIDENCE}],
               relations=[{"type": "EVALUATED_ON", "head": "DPO", "tail": "CrowdHuman", "evidence": EVIDENCE}])
    assert ExtractionRecord.from_dict(rec).to_dict()["results"] == rec["results"]
    with pytest.raises(SchemaError, match="a result needs a value and metric"):
        ExtractionRecord.from_dict(dict(rec, results=[dict(rec["results"][0], kind="better")]))
    with pytest.raises(SchemaError, match="a relation needs a type"):
        ExtractionRecord.from_dict(dict(rec, relations=[dict(rec["relations"][0], type="LIKES")]))


def test_proposed_parts_round_trip_and_are_left_out_when_none():
    rec = dict(RECORD, proposed_parts=["feature integration layer"])
    d = ExtractionRecord.from_dict(rec).to_dict()
    assert d["proposed_parts"] == ["feature integration layer"] and "proposed_parts" not in ExtractionRecord.from_dict(RECORD).to_dict()
    assert ExtractionRecord.from_dict(rec).extra == {}
