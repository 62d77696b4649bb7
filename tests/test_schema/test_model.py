"""Schema records refuse anything outside the schema, with a clear message."""

import re

import pytest

from paperkg.schema import SchemaError
from paperkg.schema import KEY_PROPERTY, REL_ENDPOINTS, Mention, Node, Paper, Relationship, label_for_type

PROV = {"paper": "p", "sentence": "s", "start": 0, "end": 1, "extractor": "x", "confidence": 1.0}


def test_labels_and_types_of_the_schema():
    assert list(KEY_PROPERTY) == ["Paper", "Method", "Dataset", "Task", "Metric", "Repository", "Citation", "Keyword",
                                  "Author", "Venue", "Result"]
    assert sorted(REL_ENDPOINTS) == [
        "ADDRESSES", "APPLIED_TO", "BENCHMARK_FOR", "BUILDS_ON", "CITES", "COMPARED_WITH", "EVALUATED_ON",
        "EVALUATES_ON", "HAS_KEYWORD", "INTRODUCES", "MEASURED_BY", "OF_METHOD", "ON_DATASET", "PROPOSES",
        "PUBLISHED_IN", "RELEASES_CODE", "REPORTS", "REPORTS_RESULT", "USES", "VARIANT_OF", "WROTE",
    ]


def test_unknown_label_is_refused():
    with pytest.raises(SchemaError, match="node label 'Person' is not in the schema"):
        Node("Person", "x")


def test_relationship_between_wrong_labels_is_refused():
    with pytest.raises(SchemaError, match=r"VARIANT_OF cannot join Paper to Method \(allowed: Method->Method\)"):
        Relationship("VARIANT_OF", ("Paper", "p"), ("Method", "m"), PROV)


def test_unknown_relationship_type_is_refused():
    with pytest.raises(SchemaError, match="relationship type 'LIKES' is not in the schema"):
        Relationship("LIKES", ("Paper", "p"), ("Paper", "q"), PROV)


def test_relationship_without_provenance_is_refused():
    with pytest.raises(SchemaError, match=r"USES 'p'->'m' lacks provenance \['sentence', 'start'"):
        Relationship("USES", ("Paper", "p"), ("Method", "m"), {"paper": "p"})


def test_derived_builds_on_needs_no_provenance():
    r = Relationship("BUILDS_ON", ("Paper", "b"), ("Paper", "a"), {"via": "dpo"})
    assert r.type == "BUILDS_ON"


def test_map_properties_are_refused():
    with pytest.raises(SchemaError, match="is a map"):
        Node("Method", "m", {"x": {"a": 1}})


def test_mention_checks():
    m = Mention("method", "DPO", 4, 7, "t")
    m.check_against("use DPO now")
    with pytest.raises(SchemaError, match="does not hold 'DPO'"):
        m.check_against("use XYZ now")
    with pytest.raises(SchemaError, match="mention type 'thing'"):
        Mention("thing", "x", 0, 1, "t")
    with pytest.raises(SchemaError, match="role 'maybe'"):
        Mention("method", "x", 0, 1, "t", role="maybe")
    with pytest.raises(SchemaError, match="not a valid span"):
        Mention("method", "x", 3, 1, "t")


def test_paper_needs_id_and_abstract():
    with pytest.raises(SchemaError, match="empty abstract"):
        Paper("p", "   ")
    with pytest.raises(SchemaError, match="non-empty string id"):
        Paper("", "text")
    assert label_for_type("dataset") == "Dataset"
    with pytest.raises(SchemaError, match="unknown entity type 'model'"):
        label_for_type("model")


@pytest.mark.parametrize(("attrs", "message"), [
    ({"wek": True}, "mention attribute 'wek' is not one of"),      # a misspelt flag is refused, not ignored
    ({"weak": "yes"}, "weak='yes' is not a bool"),
    ({"long_span": (3,)}, "long_span=(3,) is not a tuple"),
    ({"year": "2020"}, "year='2020' is not a int"),
])
def test_mention_attributes_are_typed(attrs, message):
    with pytest.raises(SchemaError, match=re.escape(message)):
        Mention("method", "RUN", 0, 3, "names", 0.6, None, attrs)


def test_mention_spans_survive_the_cache_as_lists():
    m = Mention("acronym", "RL (x)", 0, 6, "acronyms", 0.95, None, {"short": "RL", "long": "x", "long_span": [4, 5]})
    assert m.attrs["long_span"] == [4, 5]


@pytest.mark.parametrize("name", ["source", "target", "type", "key"])
def test_a_relationship_property_may_not_take_a_name_the_exports_use(name):
    # Regression: RELEASES_CODE once carried "source", which graph.json's edge "source" (its start) overwrote.
    props = {"paper": "p", "sentence": "", "start": -1, "end": -1, "extractor": "metadata", "confidence": 1.0, name: "x"}
    with pytest.raises(SchemaError, match=f"property '{name}' is reserved"):
        Relationship("RELEASES_CODE", ("Paper", "p"), ("Repository", "https://x"), props)
