"""Helpers of the extractor tests: one rule's mentions (``found``) and a whole record (``record``)."""

from paperkg.extractors import run
from paperkg.kg.pipeline import extract_record
from paperkg.schema import Paper


def found(name, text):
    """(type, text, role) of the mentions the rule ``name`` finds in ``text``."""
    return [(m.type, m.text, m.role) for m in run(name, text)]


def record(text, title=""):
    """The extraction record of one abstract (and its paper's title)."""
    return extract_record(Paper("t", text, title=title))
