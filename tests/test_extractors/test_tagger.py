"""The tagger adapter: spans to typed mentions, and its votes only corroborate other extractors."""

from paperkg.extractors.assemble import assemble
from paperkg.extractors.registry import TextView
from paperkg.extractors.tagger import CONFIDENCE, mentions_from_spans
from paperkg.schema import Mention

TEXT = "We study graph property prediction (GPP) on (ZINC), scored by MAE."


def spans(*words_and_labels):
    out = []
    for word, label in words_and_labels:
        s = TEXT.index(word)
        out.append((s, s + len(word), label))
    return out


def test_spans_become_typed_trimmed_mentions():
    view = TextView(TEXT)
    got = mentions_from_spans(view, spans(
        ("graph property prediction", "Task"), ("(ZINC),", "Material"), ("MAE", "Metric"), ("We", "Generic"),
        ("study", "OtherScientificTerm"),
    ))
    assert [(m.type, m.text, m.start, m.extractor, m.confidence) for m in got] == [
        ("task", "graph property prediction", 9, "tagger", CONFIDENCE),
        ("dataset", "ZINC", 45, "tagger", CONFIDENCE),
        ("metric", "MAE", 62, "tagger", CONFIDENCE),
    ]
    assert all(m.attrs["corroborates"] for m in got)


def test_second_opinion_confirms_a_weak_candidate_but_adds_nothing_alone():
    view = TextView(TEXT)
    weak = Mention("task", "graph property prediction", 9, 34, "heads", 0.45, None, {"name": "graph property prediction"})
    tagger = mentions_from_spans(view, spans(("graph property prediction", "Task"), ("MAE", "Metric")))
    assert assemble(view, [weak])["tasks"] == []
    assert assemble(view, tagger)["tasks"] == [] and assemble(view, tagger)["metrics"] == []
    confirmed = assemble(view, [weak, *tagger])
    assert [(t["name"], t["extractor"], t["confidence"]) for t in confirmed["tasks"]] == [
        ("graph property prediction", "heads", 0.55)
    ]
    assert confirmed["metrics"] == []
