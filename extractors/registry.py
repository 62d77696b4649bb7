"""The extractor registry and ``TextView``, the shared read-only view of one abstract.

``TextView`` computes the cleaned text and sentence spans once per abstract and turns
clean-text spans into ``Mention`` objects with original offsets, so extractors work on
clean text yet report spans of the text the user gave.
"""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from extractors.text import CleanText, clean, sentence_of, sentences
from kg.errors import ExtractorError
from schema import Mention


class TextView:
    """One abstract as extractors see it: original text, cleaned text, sentences."""

    def __init__(self, text: str):
        self.original = text

    @cached_property
    def cleaned(self) -> CleanText:
        return clean(self.original)

    @property
    def text(self) -> str:
        """The cleaned text extractors match against."""
        return self.cleaned.text

    @cached_property
    def sentences(self) -> list[tuple[int, int]]:
        """Sentence spans in cleaned-text coordinates."""
        return sentences(self.cleaned.text)

    @cached_property
    def _sentence_starts(self) -> list[int]:
        return [s for s, _ in self.sentences]

    def memo(self, key: str, compute: Callable[[], Any]) -> Any:
        """``compute()``, run once per abstract and shared by every caller that asks for ``key``."""
        cache = self.__dict__.setdefault("_memo", {})
        if key not in cache:
            cache[key] = compute()
        return cache[key]

    def sentence_at(self, clean_pos: int) -> tuple[int, int]:
        """The sentence span (clean coordinates) holding a clean-text position."""
        return sentence_of(self.sentences, clean_pos, self._sentence_starts)

    def mention(
        self,
        type: str,
        start: int,
        end: int,
        extractor: str,
        confidence: float = 1.0,
        role: str | None = None,
        **attrs: Any,
    ) -> Mention:
        """Build a ``Mention`` from a clean-text span, mapping it to original offsets."""
        os_, oe = self.cleaned.span(start, end)
        attrs.setdefault("name", self.cleaned.text[start:end])
        return Mention(type, self.original[os_:oe], os_, oe, extractor, confidence, role, attrs)


ExtractFn = Callable[[TextView], list[Mention]]


@dataclass(frozen=True)
class Extractor:
    """A registered extractor: its name, version, the data files it reads, and its function."""

    name: str
    version: str
    func: ExtractFn
    description: str
    data: tuple[str, ...] = ()
    source: str = ""  # the file that defines it, recorded when it is registered
    fingerprint: Callable[[], str] | None = None  # state outside the package it depends on (a trained model)

    def __call__(self, view: TextView) -> list[Mention]:
        return self.func(view)

    @property
    def cache_version(self) -> str:
        """The cache key of its results: version, its source module, and its data files.

        Hashing the source means editing an extractor's code invalidates its cached
        results even when nobody remembered to bump ``version``.
        """
        base = _cache_version(self.version, self.data, self.source)
        return f"{base}-{self.fingerprint()}" if self.fingerprint else base


@lru_cache(maxsize=None)
def _cache_version(version: str, data: tuple[str, ...], source: str) -> str:
    from extractors.data import DATA_DIR

    h = hashlib.sha1(version.encode())
    # The extractor's module and the text preparation every extractor shares.
    for path in (Path(source), Path(__file__).with_name("text.py")):
        if path.is_file():
            h.update(path.read_bytes())
    for rel in data:
        for path in sorted(DATA_DIR.glob(rel)):
            h.update(path.name.encode())
            h.update(path.read_bytes())
    return f"{version}-{h.hexdigest()[:12]}"


REGISTRY: dict[str, Extractor] = {}


def register(
    name: str, version: str = "1", data: tuple[str, ...] = (), fingerprint: Callable[[], str] | None = None
) -> Callable[[ExtractFn], ExtractFn]:
    """Register ``func`` as extractor ``name``; its docstring's first line describes it.

    ``data`` lists the data files (globs under ``extractors/data``) it reads, so editing
    one invalidates the cached results of exactly the extractors that read it;
    ``fingerprint`` hashes anything else its results depend on, such as a trained model.
    """

    def deco(func: ExtractFn) -> ExtractFn:
        doc = (func.__doc__ or "").strip().splitlines()
        REGISTRY[name] = Extractor(
            name, version, func, doc[0] if doc else "", tuple(data), inspect.getsourcefile(func) or "", fingerprint
        )
        return func

    return deco


def get(name: str) -> Extractor:
    """Return the extractor registered as ``name`` or raise ``ExtractorError``."""
    try:
        return REGISTRY[name]
    except KeyError:
        raise ExtractorError(f"unknown extractor {name!r}; known: {', '.join(sorted(REGISTRY))}") from None


def names() -> list[str]:
    """Names of all registered extractors, in registration order."""
    return list(REGISTRY)


def run(name: str, text: str) -> list[Mention]:
    """Run one extractor on a text (convenience for tests and notebooks)."""
    return get(name)(TextView(text))
