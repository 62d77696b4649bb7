"""The ``tagger`` extractor: a thin adapter from the SciERC-trained spaCy NER to mentions.

The model (``kg tagger train``, see ``kg.tagger``) labels spans of the cleaned text as
SciERC Method, Task, Material or Metric; ``mentions_from_spans`` turns them into typed
mentions (Material becomes dataset) with punctuation trimmed. Its mentions are second
opinions: the assembler counts one only where another extractor proposed the same name
with the same type, so the tagger confirms weak candidates but never adds a new entity.
The extractor is not in the default set; ``kg extract --tagger`` adds it.
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path

from paperkg.extractors.data import confidence
from paperkg.extractors.registry import TextView, register
from paperkg.schema import Mention
from paperkg.schema.errors import ExtractorError, require
from paperkg.schema.files import cache_dir

#: SciERC label -> mention type, and the weight of the tagger's vote.
TYPES = {"Method": "method", "Task": "task", "Material": "dataset", "Metric": "metric"}
CONFIDENCE = confidence("tagger", "second_opinion")
_TRIM = " \t\n.,;:()[]{}\"'"


def mentions_from_spans(view: TextView, spans: list[tuple[int, int, str]]) -> list[Mention]:
    """Mentions from ``(start, end, label)`` character spans of ``view.text``."""
    out = []
    text = view.text
    for start, end, label in spans:
        typ = TYPES.get(label)
        if typ is None:
            continue
        while start < end and text[start] in _TRIM:
            start += 1
        while end > start and text[end - 1] in _TRIM:
            end -= 1
        if end - start >= 2:
            out.append(view.mention(typ, start, end, "tagger", CONFIDENCE, corroborates=True))
    return out


def default_model_dir() -> Path:
    """Where ``kg tagger train`` puts the model (``$PAPERKG_TAGGER`` overrides it)."""
    return Path(os.environ.get("PAPERKG_TAGGER", cache_dir() / "tagger"))


def model_path(model: Path | None = None) -> Path:
    """The folder of a trained model, or ``ExtractorError`` saying how to train one."""
    path = Path(model) if model else default_model_dir()
    if not (path / "meta.json").is_file():
        raise ExtractorError(f"no trained tagger at {path}; train one with: kg tagger train")
    return path


def load(model: Path | None = None):
    """The trained spaCy pipeline, or ``ExtractorError`` saying how to train it."""
    spacy = require("spacy")
    return spacy.load(model_path(model))


@lru_cache(maxsize=1)
def _model(path: str):
    return load(Path(path))


def model_fingerprint() -> str:
    """A hash of the trained model's files, so retraining invalidates cached tagger mentions."""
    root = default_model_dir()
    files = sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else []
    return _hash_files(str(root), tuple((str(p), p.stat().st_mtime_ns) for p in files))


@lru_cache(maxsize=4)
def _hash_files(root: str, files: tuple[tuple[str, int], ...]) -> str:
    h = hashlib.sha1(root.encode())
    for path, _ in files:
        h.update(Path(path).relative_to(root).as_posix().encode())
        h.update(Path(path).read_bytes())
    return h.hexdigest()[:12]


@register("tagger", version="1", fingerprint=model_fingerprint)
def extract_tagger(view: TextView) -> list[Mention]:
    """Method, task, dataset and metric spans from the SciERC-trained spaCy NER."""
    doc = _model(str(default_model_dir()))(view.text)
    return mentions_from_spans(view, [(e.start_char, e.end_char, e.label_) for e in doc.ents])
