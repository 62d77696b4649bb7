"""Typed records of the graph and the rules they obey.

Labels, relationship types, which label pairs a type may join and the key property of
each label are declared here and nowhere else. Every other module takes its labels and
types from these constants, and the records below refuse to be built with anything
else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from paperkg.schema.errors import SchemaError

#: Entity types as they appear in extraction records, mapped to node labels.
ENTITY_TYPES: dict[str, str] = {
    "method": "Method",
    "dataset": "Dataset",
    "task": "Task",
    "metric": "Metric",
}
ENTITY_LABELS: tuple[str, ...] = tuple(ENTITY_TYPES.values())

#: Every node label and the property that identifies a node of that label.
KEY_PROPERTY: dict[str, str] = {
    "Paper": "id",
    "Method": "key",
    "Dataset": "key",
    "Task": "key",
    "Metric": "key",
    "Repository": "url",
    "Citation": "key",
    "Keyword": "key",
    "Author": "key",
    "Venue": "key",
    "Result": "key",
}
LABELS: tuple[str, ...] = tuple(KEY_PROPERTY)

#: Relationship type -> the (start label, end label) pairs it may join.
REL_ENDPOINTS: dict[str, frozenset[tuple[str, str]]] = {
    "PROPOSES": frozenset({("Paper", "Method")}),
    "USES": frozenset({("Paper", "Method")}),
    "INTRODUCES": frozenset({("Paper", "Dataset")}),
    "EVALUATES_ON": frozenset({("Paper", "Dataset")}),
    "ADDRESSES": frozenset({("Paper", "Task")}),
    "REPORTS": frozenset({("Paper", "Metric")}),
    "RELEASES_CODE": frozenset({("Paper", "Repository")}),
    "CITES": frozenset({("Paper", "Citation")}),
    "HAS_KEYWORD": frozenset({("Paper", "Keyword")}),
    "VARIANT_OF": frozenset({("Method", "Method")}),
    "BUILDS_ON": frozenset({("Paper", "Paper")}),
    "WROTE": frozenset({("Author", "Paper")}),
    "PUBLISHED_IN": frozenset({("Paper", "Venue")}),
    # A reported result and what it is of (docs/results-guidelines.md).
    "REPORTS_RESULT": frozenset({("Paper", "Result")}),
    "MEASURED_BY": frozenset({("Result", "Metric")}),
    "ON_DATASET": frozenset({("Result", "Dataset")}),
    "OF_METHOD": frozenset({("Result", "Method")}),
    # Entity-to-entity relations one sentence states.
    "EVALUATED_ON": frozenset({("Method", "Dataset")}),
    "APPLIED_TO": frozenset({("Method", "Task")}),
    "BENCHMARK_FOR": frozenset({("Dataset", "Task")}),
    "COMPARED_WITH": frozenset({("Method", "Method")}),
}
REL_TYPES: tuple[str, ...] = tuple(REL_ENDPOINTS)

#: Relationship types whose every instance must say where it came from.
PROVENANCE_KEYS: tuple[str, ...] = ("paper", "sentence", "start", "end", "extractor", "confidence")
DERIVED_TYPES: frozenset[str] = frozenset({"BUILDS_ON"})
#: Names the exports give an edge's ends, type and key (graph.json's node-link form).
RESERVED_REL_PROPERTIES: frozenset[str] = frozenset({"source", "target", "type", "key"})


def label_for_type(entity_type: str) -> str:
    """Return the node label of an extraction entity type (``"method"`` -> ``"Method"``)."""
    try:
        return ENTITY_TYPES[entity_type]
    except KeyError:
        raise SchemaError(f"unknown entity type {entity_type!r}; expected one of {sorted(ENTITY_TYPES)}") from None


_MENTION_TYPES = frozenset(ENTITY_TYPES) | {"code", "code_promise", "citation", "acronym", "keyword"}
_ROLES = frozenset({"proposed", "used", None})

_SPAN = (tuple, list)  # a (start, end) pair; a list once it has been through JSON (the cache)
#: The flags and data a mention may carry in ``attrs``, with their types; anything else is
#: refused on construction. They are the votes' inputs, so they are part of the schema.
MENTION_ATTRS: dict[str, tuple[type, ...]] = {
    "name": (str,),           # the name as the clean text writes it (line breaks, hyphenation undone)
    "canonical": (str,),      # the word list's spelling of a lexicon hit
    "weak": (bool,),          # only the name's shape typed it: a vote that context or a word list overrides
    "corroborates": (bool,),  # a second opinion (the tagger): counts only where another extractor agrees
    "retypes": (bool,),       # a second opinion that may vote another type for a name found ("X is a method")
    "vote_only": (bool,),     # ... that changes the type but not how sure the finding rules were
    "url": (str,),            # code link
    "authors": (str,),        # citation
    "year": (int,),           # citation
    "short": (str,),          # acronym definition: the short form ...
    "long": (str,),           # ... and the long form, as written
    "short_span": _SPAN,      # their spans in the original text ...
    "long_span": _SPAN,
    "clean_short": _SPAN,     # ... and in the clean text
    "clean_long": _SPAN,
}


@dataclass(frozen=True, slots=True)
class Mention:
    """One span of an abstract that an extractor recognised.

    ``start``/``end`` are character offsets into the abstract and ``text`` equals
    ``abstract[start:end]``; ``attrs`` carries the flags and type-specific data that
    ``MENTION_ATTRS`` lists with their types (``weak``, ``url``, ``authors``/``year``,
    ``short``/``long`` for acronyms, ...), checked on construction.
    """

    type: str
    text: str
    start: int
    end: int
    extractor: str
    confidence: float = 1.0
    role: str | None = None
    attrs: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        if self.type not in _MENTION_TYPES:
            raise SchemaError(f"mention type {self.type!r} is not one of {sorted(_MENTION_TYPES)}")
        if not (0 <= self.start <= self.end):
            raise SchemaError(f"mention span ({self.start}, {self.end}) is not a valid span")
        if self.role not in _ROLES:
            raise SchemaError(f"mention role {self.role!r} is not 'proposed', 'used' or None")
        if not 0.0 <= self.confidence <= 1.0:
            raise SchemaError(f"mention confidence {self.confidence} is outside [0, 1]")
        for k, v in self.attrs.items():
            kinds = MENTION_ATTRS.get(k)
            if kinds is None:
                raise SchemaError(f"{self.extractor}: mention attribute {k!r} is not one of {sorted(MENTION_ATTRS)}")
            if not isinstance(v, kinds) or (kinds is _SPAN and not (len(v) == 2 and all(isinstance(i, int) for i in v))):
                raise SchemaError(f"{self.extractor}: mention attribute {k}={v!r} is not a {kinds[0].__name__}")

    def check_against(self, text: str) -> None:
        """Raise ``SchemaError`` unless this mention's span lies in ``text`` and equals it."""
        if self.end > len(text) or text[self.start : self.end] != self.text:
            raise SchemaError(
                f"{self.extractor}: span ({self.start}, {self.end}) does not hold {self.text!r}"
            )


@dataclass(slots=True)
class Paper:
    """One abstract and its bibliographic metadata; ``id`` is its key in the graph."""

    id: str
    abstract: str
    title: str = ""
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    venue: str = ""
    url: str = ""
    keywords: list[str] = field(default_factory=list)
    source: str = ""
    code_urls: list[str] = field(default_factory=list)  # links the input's metadata gives; edges, not a property

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not self.id:
            raise SchemaError("a paper needs a non-empty string id")
        if not isinstance(self.abstract, str) or not self.abstract.strip():
            raise SchemaError(f"paper {self.id!r} has an empty abstract")

    def display_name(self, width: int = 80) -> str:
        """The title, or the abstract's opening words when there is no title."""
        if self.title:
            return self.title
        text = " ".join(self.abstract.split())
        return text if len(text) <= width else text[: width - 3].rsplit(" ", 1)[0] + "..."

    def properties(self) -> dict[str, Any]:
        """Node properties of this paper (lists kept, ``None`` dropped)."""
        props = {
            "id": self.id,
            "name": self.display_name(),
            "title": self.title,
            "abstract": self.abstract,
            "authors": list(self.authors),
            "year": self.year,
            "venue": self.venue,
            "url": self.url,
            "keywords": list(self.keywords),
            "source": self.source,
        }
        return {k: v for k, v in props.items() if v is not None and v != ""}


def _check_props(what: str, props: dict[str, Any]) -> None:
    for k, v in props.items():
        if not isinstance(k, str) or not k:
            raise SchemaError(f"{what}: property names must be non-empty strings, got {k!r}")
        if isinstance(v, dict):
            raise SchemaError(f"{what}: property {k!r} is a map; graph properties must be scalars or lists")


@dataclass(slots=True)
class Node:
    """A graph node: one label, its key value, and scalar or list properties."""

    label: str
    key: str
    properties: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.label not in KEY_PROPERTY:
            raise SchemaError(f"node label {self.label!r} is not in the schema {list(LABELS)}")
        if not isinstance(self.key, str) or not self.key:
            raise SchemaError(f"{self.label} node needs a non-empty key")
        _check_props(f"{self.label} {self.key!r}", self.properties)

    @property
    def id(self) -> str:
        """The node's identifier in networkx and the exports: ``Label:key``."""
        return f"{self.label}:{self.key}"


@dataclass(slots=True)
class Relationship:
    """A typed relationship between two nodes given as ``(label, key)`` pairs."""

    type: str
    start: tuple[str, str]
    end: tuple[str, str]
    properties: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        pairs = REL_ENDPOINTS.get(self.type)
        if pairs is None:
            raise SchemaError(f"relationship type {self.type!r} is not in the schema {list(REL_TYPES)}")
        if (self.start[0], self.end[0]) not in pairs:
            allowed = ", ".join(f"{a}->{b}" for a, b in sorted(pairs))
            raise SchemaError(
                f"{self.type} cannot join {self.start[0]} to {self.end[0]} (allowed: {allowed})"
            )
        if self.type not in DERIVED_TYPES:
            missing = [k for k in PROVENANCE_KEYS if k not in self.properties]
            if missing:
                raise SchemaError(f"{self.type} {self.start[1]!r}->{self.end[1]!r} lacks provenance {missing}")
        _check_props(f"{self.type}", self.properties)
        taken = RESERVED_REL_PROPERTIES.intersection(self.properties)
        if taken:
            raise SchemaError(f"{self.type}: property {sorted(taken)[0]!r} is reserved (graph.json names an edge's "
                              "ends and type with it)")
