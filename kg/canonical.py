"""Canonical names and keys, inside one abstract and across the corpus.

``key`` is the identity of a name: Unicode-folded, lower case, without spaces, hyphens and
punctuation, and without a plural ``s`` (the same rule the gold scorer uses), so
"Vision-Language Models" and "vision language model" share a key. ``Canonicaliser``
merges entities across papers: names sharing a key, and acronyms with their long forms
("DPO" and "Direct Preference Optimization"), become one node that keeps every alias.
An acronym defined with different long forms in different papers stays ambiguous and is
split by long form rather than merged blindly.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

_NON_ALNUM = re.compile(r"[^0-9a-z\u00c0-\uffff]+")


def key(name: str) -> str:
    """The identity key of a name: folded, alphanumerics only, plural ``s`` removed."""
    # Casefolding and dropping punctuation can both leave text unnormalised ("A\u00b4" ->
    # "a \u0301" -> "a\u0301"), so repeat until nothing changes.
    s = str(name)
    for _ in range(4):
        t = _NON_ALNUM.sub("", unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold()))
        if t == s:
            break
        s = t
    if len(s) > 3 and s.endswith("s") and not s.endswith(("ss", "us", "is")):
        s = s[:-1]
    return s


#: Words ending in "s" that are not plurals of anything ("PAC-Bayes" is not a "PAC-Baye").
_SAME_IN_PLURAL = frozenset({
    "series", "species", "bayes", "news", "lens", "chaos", "gauss", "atlas", "canvas", "bias", "alias", "gas",
    "means", "odds",
})


def singular(name: str) -> str:
    """Singular surface form of a name: "LLMs" -> "LLM", "graph neural networks" -> "graph neural network",
    "mixtures of experts" -> "mixture of experts" (the head comes before "of")."""
    of = re.match(r"^(.*?[A-Za-z])( of .+)$", name)
    if of:
        return singular(of.group(1)) + of.group(2)
    if re.fullmatch(r"[A-Z0-9][A-Z0-9\-]*[A-Z0-9]s", name):
        return name[:-1]
    m = re.match(r"^(.*?)([A-Za-z]+)$", name)
    if not m:
        return name
    head, last = m.groups()
    low = last.lower()
    if low in _SAME_IN_PLURAL or last[-1].isupper():
        return name  # "PromptTTS", "CLIPS": a capital S is part of the name, not a plural
    if len(last) > 3 and low.endswith("ies") and not last.isupper():
        return head + last[:-3] + "y"
    if len(last) > 4 and low.endswith(("sses", "xes", "tches", "rches", "nches", "oaches", "shes")) and not last.isupper():
        return head + last[:-2]  # "Processes", "boxes", "patches"
    if len(last) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is", "ics")) and not last.isupper():
        return head + last[:-1]
    return name


@dataclass
class Entity:
    """A corpus-level entity: one node of the graph."""

    type: str
    key: str
    name: str
    aliases: set[str] = field(default_factory=set)
    names: Counter = field(default_factory=Counter)


class Canonicaliser:
    """Merges per-paper entities into corpus entities; ``resolve`` gives each one's key.

    Feed every record with ``add_record`` first, then call ``finish``; afterwards
    ``resolve(type, name, aliases)`` returns the key of the node that entity belongs to.
    Canonicalising is idempotent: resolving a canonical name gives back its own key.
    """

    def __init__(self) -> None:
        self._parent: dict[tuple[str, str], tuple[str, str]] = {}
        self._names: dict[tuple[str, str], Counter] = {}
        self._acronym_longs: dict[tuple[str, str], set[str]] = {}
        self.entities: dict[tuple[str, str], Entity] = {}

    def _find(self, x: tuple[str, str]) -> tuple[str, str]:
        self._parent.setdefault(x, x)
        root = x
        while self._parent[root] != root:
            root = self._parent[root]
        while self._parent[x] != root:
            self._parent[x], x = root, self._parent[x]
        return root

    def _union(self, a: tuple[str, str], b: tuple[str, str]) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            # The shorter key (usually the acronym) stays the root, so keys are stable.
            if (len(rb[1]), rb[1]) < (len(ra[1]), ra[1]):
                ra, rb = rb, ra
            self._parent[rb] = ra

    def add(self, type_: str, name: str, aliases: Iterable[str] = ()) -> None:
        """Register one extracted entity (name plus aliases) of a paper."""
        k = key(name)
        if not k:
            return
        node = (type_, k)
        self._find(node)
        self._names.setdefault(node, Counter())[name] += 1
        for alias in aliases:
            ak = key(alias)
            if not ak or ak == k:
                continue
            self._acronym_longs.setdefault(node, set()).add(ak)
            self._names.setdefault((type_, ak), Counter())[alias] += 1

    def add_record(self, record: dict) -> None:
        """Register every entity of one extraction record."""
        for plural, type_ in (("methods", "method"), ("datasets", "dataset"), ("tasks", "task"), ("metrics", "metric")):
            for ent in record.get(plural, []):
                self.add(type_, ent["name"], ent.get("aliases", []))

    def finish(self) -> None:
        """Merge names and aliases into entities; call once after every ``add``."""
        for node, longs in self._acronym_longs.items():
            # An acronym with one dominant long form merges with it; with several it stays apart.
            if len(longs) == 1:
                self._union(node, (node[0], next(iter(longs))))
        groups: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for node in list(self._names):
            groups.setdefault(self._find(node), []).append(node)
        for root, members in groups.items():
            counts: Counter = Counter()
            for m in members:
                counts.update(self._names.get(m, Counter()))
            root_names = self._names.get(root) or counts
            name = max(root_names.items(), key=lambda kv: (kv[1], kv[0].isupper(), -len(kv[0]), kv[0]))[0]
            aliases = {n for n in counts if n != name}
            self.entities[root] = Entity(root[0], root[1], name, aliases, counts)

    def resolve(self, type_: str, name: str) -> Entity | None:
        """The corpus entity a name of the given type belongs to (``None`` if never added)."""
        node = (type_, key(name))
        if node not in self._parent:
            return None
        return self.entities.get(self._find(node))
