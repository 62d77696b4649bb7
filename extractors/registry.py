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

from paperkg.extractors.text import CleanText, clean, sentence_of, sentences
from paperkg.schema.errors import ExtractorError
from paperkg.schema import Mention


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
    """Version plus the hash of every module the extractor's module imports, directly or
    not, from this project (its helpers: ``proposals`` calls ``cues.is_name``), and of
    every data file. No hand-kept list decides what a result depends on: a hand-kept list
    once left cached proposals stale after an edit of a helper they call."""
    from paperkg.extractors.data import DATA_DIR

    h = hashlib.sha1(version.encode())
    for path in sorted(_module_closure(Path(source).resolve()) | {Path(__file__).with_name("text.py").resolve()}):
        h.update(str(path.name).encode())
        h.update(path.read_bytes())
    for path in sorted(p for p in DATA_DIR.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        h.update(str(path.relative_to(DATA_DIR)).encode())
        h.update(path.read_bytes())
    return f"{version}-{h.hexdigest()[:12]}"


_PROJECT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=None)
def _imports_of(path: Path) -> tuple[Path, ...]:
    """The project modules (files under the project, or beside ``path``) that ``path`` imports."""
    import ast
    import importlib.util

    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError):
        return ()
    import importlib

    names: set[str] = set()
    files: set[Path] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            for a in node.names:
                # "from schema import Mention": the file that defines Mention, not only schema/__init__.
                try:
                    obj = getattr(importlib.import_module(node.module), a.name)
                    src = inspect.getsourcefile(obj) if not isinstance(obj, (str, int, float, tuple, dict, frozenset)) else None
                except (ImportError, AttributeError, TypeError):
                    src = None
                if src:
                    files.add(Path(src).resolve())
                else:
                    names.add(f"{node.module}.{a.name}")
    for name in sorted(names):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError, AttributeError):
            continue
        if spec and spec.origin and spec.origin.endswith(".py"):
            files.add(Path(spec.origin).resolve())
    return tuple(sorted(f for f in files if _PROJECT in f.parents or path.parent in f.parents or f.parent == path.parent))


def _module_closure(start: Path) -> set[Path]:
    seen: set[Path] = set()
    todo = [start] if start.is_file() else []
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        if p.name != "__init__.py":  # a package's __init__ gathers its modules; it is no helper of each
            todo.extend(q for q in _imports_of(p) if q not in seen)
    return seen


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


#: The rule extractors every record runs, in order (the tagger is opt-in).
DEFAULT_EXTRACTORS = ("code_links", "code_promise", "citations", "acronyms", "lexicon", "names", "heads", "proposals", "kinds")


def run(name: str, text: str) -> list[Mention]:
    """Run one extractor on a text (convenience for tests and notebooks)."""
    return get(name)(TextView(text))
