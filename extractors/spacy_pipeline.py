"""spaCy adapters: the extractors as components of a blank English pipeline.

For users who work with spaCy ``Doc`` objects. ``make_nlp()`` returns ``spacy.blank("en")``
with three registered factories:

* ``paperkg_sentences`` sets sentence boundaries from ``extractors.text.sentences`` (which
  knows "et al." and decimals) on the cleaned text's offsets mapped back;
* ``paperkg_gazetteer`` is a ``PhraseMatcher`` (attribute ``LOWER``) over the same word lists
  the ``lexicon`` extractor uses, writing ``doc.spans["paperkg_gazetteer"]``;
* ``paperkg_extract`` runs the registered extractors and the assembler on ``doc.text`` and
  writes every entity's evidence span to ``doc.spans["paperkg"]`` (label = entity type) and
  the whole record to ``doc._.paperkg``.

The logic stays in the pure extractors; these components only move spans in and out.
spaCy is imported lazily by callers of this module, never by the rule pipeline.
"""

from __future__ import annotations

from paperkg.schema.errors import require

spacy = require("spacy", None)
from spacy.language import Language  # noqa: E402
from spacy.matcher import PhraseMatcher  # noqa: E402
from spacy.tokens import Doc  # noqa: E402

from paperkg.extractors.wordlists import lexicon_index  # noqa: E402
from paperkg.extractors.registry import TextView  # noqa: E402
from paperkg.schema import ENTITY_LISTS  # noqa: E402

if not Doc.has_extension("paperkg"):
    Doc.set_extension("paperkg", default=None)


@Language.component("paperkg_sentences")
def paperkg_sentences(doc: Doc) -> Doc:
    """Sentence starts from the pure sentence splitter, mapped to token boundaries."""
    view = TextView(doc.text)
    starts = {view.cleaned.span(s, e)[0] for s, e in view.sentences}
    for tok in doc:
        tok.is_sent_start = tok.i == 0 or tok.idx in starts
    return doc


@Language.factory("paperkg_gazetteer")
def make_gazetteer(nlp: Language, name: str) -> "GazetteerComponent":
    """A PhraseMatcher over the lexicon and gazetteer word lists."""
    return GazetteerComponent(nlp)


class GazetteerComponent:
    """Marks word-list entries as spans labelled with their entity type."""

    def __init__(self, nlp: Language):
        self.matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
        by_type: dict[str, set[str]] = {}
        for entries in lexicon_index().values():
            for e in entries:
                by_type.setdefault(e.type, set()).add(e.surface)
        for typ, surfaces in sorted(by_type.items()):
            self.matcher.add(typ, list(nlp.tokenizer.pipe(sorted(surfaces))))

    def __call__(self, doc: Doc) -> Doc:
        spans = spacy.util.filter_spans(self.matcher(doc, as_spans=True))
        doc.spans["paperkg_gazetteer"] = spans
        return doc


@Language.factory("paperkg_extract")
def make_extract(nlp: Language, name: str) -> "ExtractComponent":
    """The registered extractors and assembler, as a component."""
    return ExtractComponent()


class ExtractComponent:
    """Runs the rule pipeline on ``doc.text``; entity evidence becomes ``doc.spans["paperkg"]``."""

    def __call__(self, doc: Doc) -> Doc:
        from paperkg.extractors.assemble import assemble
        from paperkg.extractors.registry import DEFAULT_EXTRACTORS, TextView, get

        if not doc.text.strip():
            doc.spans["paperkg"] = []
            return doc
        view = TextView(doc.text)
        rec = {"doc_id": "doc", **assemble(view, [m for n in DEFAULT_EXTRACTORS for m in get(n)(view)]), "title": ""}
        spans = []
        for plural, label in ENTITY_LISTS.items():
            for ent in rec[plural]:
                ev = ent["evidence"]
                span = doc.char_span(ev["start"], ev["end"], label=label, alignment_mode="expand")
                if span is not None:
                    spans.append(span)
        doc.spans["paperkg"] = spans
        doc._.paperkg = rec
        return doc


def make_nlp(gazetteer: bool = True) -> Language:
    """A blank English pipeline with the paperkg components."""
    nlp = spacy.blank("en")
    nlp.add_pipe("paperkg_sentences")
    if gazetteer:
        nlp.add_pipe("paperkg_gazetteer")
    nlp.add_pipe("paperkg_extract")
    return nlp
