"""The extraction record: what per-abstract extraction says about one paper, typed.

One ``ExtractionRecord`` per abstract, in the format of ``docs/annotation-guidelines.md``
plus provenance: entities by type (``Entity``, each with the ``Evidence`` of where it was
found), code links, citations, acronym definitions, and the results and relations read
from sentences (``RELATION_ENDS``, ``RESULT_KINDS``). ``ENTITY_LISTS`` is the one map from
a record's entity lists to entity types; every stage reads records through it. Records
are validated on construction (``from_dict``) and written back with ``to_dict`` in the
key order the JSON Lines files have always had, so a record read and written again is the
same bytes. The extractor writes dicts; ``validate_record`` is the check it runs on each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from paperkg.schema.errors import SchemaError

#: A record's entity lists and the entity type of each, in record order.
ENTITY_LISTS: dict[str, str] = {"methods": "method", "datasets": "dataset", "tasks": "task", "metrics": "metric"}
#: Relations read from sentences (docs/results-guidelines.md): type -> (head type, tail type).
RELATION_ENDS: dict[str, tuple[str, str]] = {
    "EVALUATED_ON": ("method", "dataset"),
    "APPLIED_TO": ("method", "task"),
    "BENCHMARK_FOR": ("dataset", "task"),
    "COMPARED_WITH": ("method", "method"),
}
RESULT_KINDS = frozenset({"absolute", "gain", "reduction"})
RESULT_UNITS = frozenset({"", "%", "x"})
#: The entity types whose mentions carry a role ("proposed" or "used").
ROLE_TYPES = frozenset({"method", "dataset"})
ROLES = frozenset({"proposed", "used"})


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise SchemaError(f"extraction record: {what}")


@dataclass(frozen=True)
class Evidence:
    """Where a fact was found: the sentence, the span ``[start, end)`` of the abstract that
    holds ``text``, and the extractor that found it with its confidence."""

    sentence: str
    start: int
    end: int
    text: str
    extractor: str
    confidence: float

    @classmethod
    def from_dict(cls, d: dict) -> Evidence:
        _need(isinstance(d, dict), "evidence must be an object")
        ev = cls(d.get("sentence", ""), d.get("start", -1), d.get("end", -1), d.get("text", ""),
                 d.get("extractor", ""), d.get("confidence", 0.0))
        _need(isinstance(ev.sentence, str) and isinstance(ev.text, str) and isinstance(ev.extractor, str),
              "evidence sentence, text and extractor must be strings")
        _need(isinstance(ev.start, int) and isinstance(ev.end, int) and ev.start <= ev.end,
              f"evidence span [{ev.start}, {ev.end}) must be two ordered integers")
        _need(isinstance(ev.confidence, (int, float)) and 0.0 <= ev.confidence <= 1.0,
              f"evidence confidence {ev.confidence!r} must be in [0, 1]")
        return ev

    def to_dict(self) -> dict:
        return {"sentence": self.sentence, "start": self.start, "end": self.end, "text": self.text,
                "extractor": self.extractor, "confidence": self.confidence}


@dataclass(frozen=True)
class Entity:
    """One entity of one abstract: its name, aliases (long forms), confidence, the extractor
    of its first typed mention and that mention's evidence. Methods and datasets carry a
    ``role``; a proposed method may name the method it is a ``variant_of``. ``shape_only``
    says that only the shape of the name typed it (corpus resolution types it again)."""

    type: str
    name: str
    aliases: tuple[str, ...]
    confidence: float
    extractor: str
    evidence: Evidence
    role: str | None = None
    variant_of: str | None = None
    shape_only: bool = False

    @classmethod
    def from_dict(cls, type_: str, d: dict) -> Entity:
        _need(isinstance(d, dict), f"a {type_} must be an object")
        name = d.get("name")
        _need(isinstance(name, str) and name.strip() != "", f"a {type_} needs a non-empty name")
        aliases = d.get("aliases", [])
        _need(isinstance(aliases, list) and all(isinstance(a, str) for a in aliases), f"{name!r}: aliases must be strings")
        role = d.get("role")
        if type_ in ROLE_TYPES:
            _need(role in ROLES, f"{name!r}: a {type_}'s role must be proposed or used, not {role!r}")
        else:
            _need(role is None, f"{name!r}: a {type_} has no role")
        conf = d.get("confidence", 1.0)
        _need(isinstance(conf, (int, float)) and 0.0 <= conf <= 1.0, f"{name!r}: confidence {conf!r} must be in [0, 1]")
        variant = d.get("variant_of")
        _need(variant is None or (type_ == "method" and isinstance(variant, str)), f"{name!r}: only a method is a variant")
        shape = d.get("shape_only", False)
        _need(shape is True or shape is False, f"{name!r}: shape_only must be true or false")
        return cls(type_, name, tuple(aliases), conf, d.get("extractor", ""), Evidence.from_dict(d.get("evidence", {})),
                   role, variant, shape)

    def to_dict(self) -> dict:
        d: dict[str, Any] = {"name": self.name, "aliases": list(self.aliases)}
        if self.role is not None:
            d["role"] = self.role
        d["confidence"] = self.confidence
        d["extractor"] = self.extractor
        d["evidence"] = self.evidence.to_dict()
        if self.shape_only:
            d["shape_only"] = True
        if self.variant_of is not None:
            d["variant_of"] = self.variant_of
        return d


@dataclass(frozen=True)
class ExtractionRecord:
    """The extraction record of one abstract."""

    doc_id: str
    entities: dict[str, tuple[Entity, ...]]  # entity list name ("methods", ...) -> entities
    code: tuple[dict, ...] = ()
    code_promised: bool = False
    citations: tuple[dict, ...] = ()
    acronyms: tuple[dict, ...] = ()
    results: tuple[dict, ...] | None = None  # {value, unit, kind, metric, dataset, method, evidence}
    relations: tuple[dict, ...] | None = None  # {type, head, tail, evidence}; None: a record made before them
    title: str = ""
    skipped: dict | None = None
    keywords: tuple[str, ...] | None = None
    # Proposals the abstract introduces as parts of its own method, which it leaves unnamed
    # ("a Weakly Supervised Class Augmentation technique" of "a novel framework for iFSD"):
    # the results and relations of "ours" are not theirs.
    proposed_parts: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)  # keys of other tools, kept as they are

    @classmethod
    def from_dict(cls, d: dict) -> ExtractionRecord:
        _need(isinstance(d, dict), "a record must be an object")
        doc_id = d.get("doc_id")
        _need(isinstance(doc_id, str) and doc_id != "", "a record needs a doc_id")
        ents = {}
        for plural, type_ in ENTITY_LISTS.items():
            items = d.get(plural, [])
            _need(isinstance(items, list), f"{doc_id}: {plural} must be a list")
            ents[plural] = tuple(Entity.from_dict(type_, e) for e in items)
        for key in ("code", "citations", "acronyms"):
            _need(isinstance(d.get(key, []), list) and all(isinstance(x, dict) for x in d.get(key, [])),
                  f"{doc_id}: {key} must be a list of objects")
        _need(all(isinstance(c.get("url"), str) for c in d.get("code", [])), f"{doc_id}: a code link needs a url")
        _need(all(isinstance(a.get("short"), str) and isinstance(a.get("long"), str) for a in d.get("acronyms", [])),
              f"{doc_id}: an acronym definition needs a short and a long form")
        _need(isinstance(d.get("code_promised", False), bool), f"{doc_id}: code_promised must be true or false")
        for r in d.get("results", []):
            _need(isinstance(r, dict) and isinstance(r.get("value"), str) and isinstance(r.get("metric"), str)
                  and r.get("kind") in RESULT_KINDS and r.get("unit") in RESULT_UNITS
                  and all(r.get(k) is None or isinstance(r.get(k), str) for k in ("dataset", "method")),
                  f"{doc_id}: a result needs a value and metric (strings), a kind {sorted(RESULT_KINDS)} and a unit {sorted(RESULT_UNITS)}")
            Evidence.from_dict(r.get("evidence", {}))
        for r in d.get("relations", []):
            _need(isinstance(r, dict) and r.get("type") in RELATION_ENDS and isinstance(r.get("head"), str)
                  and isinstance(r.get("tail"), str), f"{doc_id}: a relation needs a type {sorted(RELATION_ENDS)}, a head and a tail")
            Evidence.from_dict(r.get("evidence", {}))
        kw = d.get("keywords")
        _need(kw is None or (isinstance(kw, list) and all(isinstance(k, str) for k in kw)), f"{doc_id}: keywords must be strings")
        parts = d.get("proposed_parts", [])
        _need(isinstance(parts, list) and all(isinstance(p, str) for p in parts), f"{doc_id}: proposed_parts must be strings")
        known = {"doc_id", *ENTITY_LISTS, "code", "code_promised", "citations", "acronyms", "results", "relations",
                 "title", "skipped", "keywords", "proposed_parts"}
        return cls(doc_id, ents, tuple(d.get("code", [])), d.get("code_promised", False), tuple(d.get("citations", [])),
                   tuple(d.get("acronyms", [])),
                   tuple(d["results"]) if "results" in d else None, tuple(d["relations"]) if "relations" in d else None,
                   d.get("title", ""), d.get("skipped"),
                   tuple(kw) if kw is not None else None, tuple(parts), {k: v for k, v in d.items() if k not in known})

    def mentions(self):
        """(type, entity) of every entity, in record order."""
        for plural, type_ in ENTITY_LISTS.items():
            for e in self.entities.get(plural, ()):
                yield type_, e

    def to_dict(self) -> dict:
        d: dict[str, Any] = {"doc_id": self.doc_id}
        for plural in ENTITY_LISTS:
            d[plural] = [e.to_dict() for e in self.entities.get(plural, ())]
        d["code"] = list(self.code)
        if self.skipped is not None:
            d["skipped"] = self.skipped
        d["code_promised"] = self.code_promised
        d["citations"] = list(self.citations)
        d["acronyms"] = list(self.acronyms)
        if self.results is not None:
            d["results"] = list(self.results)
        if self.relations is not None:
            d["relations"] = list(self.relations)
        d["title"] = self.title
        if self.keywords is not None:
            d["keywords"] = list(self.keywords)
        if self.proposed_parts:
            d["proposed_parts"] = list(self.proposed_parts)
        d.update(self.extra)
        return d


def validate_record(d: dict) -> dict:
    """``d`` itself, after checking it is a well-formed extraction record (``SchemaError`` if not)."""
    ExtractionRecord.from_dict(d)
    return d
