"""Property-based tests: no text breaks an extractor, spans always hold their mention,
resolving entities is idempotent."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperkg import extractors
from paperkg.extractors.registry import TextView
from paperkg.kg.canonical import key, singular
from paperkg.kg.resolve import resolve
from paperkg.kg.pipeline import DEFAULT_EXTRACTORS, extract_record
from paperkg.schema import Paper

# Text drawn from a mix of ASCII words, markup, CJK, right-to-left and mathematical symbols.
PIECES = st.sampled_from([
    "We propose", " DPO", " (Direct Preference Optimization)", " (", ")", "$x^2$", "\\textit{", "}", "**M**odel",
    " https://github.com/a/b.", " et al. (2020)", " on the COCO and ImageNet datasets", "，", "中文摘要", "עברית",
    "∑∫√", "\u200f", "\n", "\r\n", " LLaMA-3.1-70B", " \\href{http://x.y/z}{x}", " code will be released", ".", " ",
])
TEXTS = st.one_of(st.text(max_size=300), st.lists(PIECES, max_size=40).map("".join))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXTS)
def test_every_extractor_survives_any_text_and_spans_hold_their_mention(text):
    view = TextView(text)
    for name in DEFAULT_EXTRACTORS:
        for m in extractors.get(name)(view):
            assert 0 <= m.start <= m.end <= len(text)
            assert text[m.start : m.end] == m.text


@settings(max_examples=150, deadline=None)
@given(TEXTS.filter(lambda t: t.strip()))
def test_whole_record_survives_any_text(text):
    rec = extract_record(Paper("p", text))
    for plural in ("methods", "datasets", "tasks", "metrics"):
        for ent in rec[plural]:
            ev = ent["evidence"]
            assert text[ev["start"] : ev["end"]] == ev["text"]


NAMES = st.text(min_size=1, max_size=40)


@settings(max_examples=300, deadline=None)
@given(NAMES)
def test_key_and_singular_are_idempotent(name):
    assert key(key(name)) == key(name)
    assert singular(singular(name)) == singular(name)


def _records(entities):
    recs = []
    for i, (name, aliases) in enumerate(entities):
        recs.append({"doc_id": f"p{i}", "methods": [{"name": name, "aliases": aliases, "role": "used", "confidence": 1.0,
                                                    "extractor": "t", "evidence": {"sentence": name, "start": 0,
                                                                                   "end": len(name), "text": name}}]})
    return [Paper(f"p{i}", "x " + n) for i, (n, _) in enumerate(entities)], recs


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(NAMES, st.lists(NAMES, max_size=2)), min_size=1, max_size=8))
def test_resolving_the_resolved_names_again_changes_nothing(entities):
    first = resolve(*_records(entities))
    names = sorted(e.name for e in first.entities.values())
    again = resolve(*_records([(n, []) for n in names]))
    assert sorted(e.name for e in again.entities.values()) == names
