"""Loaders for the extractors' data files: cue patterns and word lists.

Rule patterns and word lists are data, not code: ``patterns.json`` holds the regular
expressions and cue words, ``lexicon/*.txt`` hold curated word lists (one entry a line,
``#`` comments), and ``gazetteer/*.txt`` hold the lists that ``kg gazetteer`` builds from
the Papers-with-Code and SciREX name lists (CC BY-SA 4.0; see NOTICE). Each loader reads
its file once per process.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from paperkg.schema.errors import ExtractorError

DATA_DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def load_patterns() -> dict:
    """The cue patterns of ``patterns.json`` (keys: code_promise, proposal verbs, heads, ...)."""
    path = DATA_DIR / "patterns.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ExtractorError(f"missing data file {path}; reinstall paperkg") from exc


@lru_cache(maxsize=None)
def load_json(name: str) -> dict:
    """A JSON data file of this folder (``votes.json``: the assembler's weights)."""
    path = DATA_DIR / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ExtractorError(f"missing data file {path}; reinstall paperkg") from exc


def confidence(rule: str, case: str) -> float:
    """The confidence ``rule`` gives a mention of ``case`` (``confidences.json``)."""
    return load_json("confidences.json")[rule][case]


@lru_cache(maxsize=None)
def load_list(name: str, folder: str = "lexicon") -> tuple[str, ...]:
    """Entries of the word list ``<folder>/<name>.txt`` (lines; ``#`` starts a comment line).

    Curated lists (``lexicon/``) may end an entry with `` # comment``; generated
    gazetteers keep whole lines, since a name may contain " #".
    """
    path = DATA_DIR / folder / f"{name}.txt"
    if not path.exists():
        hint = "run `kg gazetteer build`" if folder == "gazetteer" else "reinstall paperkg"
        raise ExtractorError(f"missing word list {path}; {hint}")
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        if folder == "lexicon":
            line = line.split(" #", 1)[0]
        if line.strip():
            entries.append(line.strip())
    return tuple(entries)


@lru_cache(maxsize=None)
def load_set(name: str, lower: bool = True) -> frozenset[str]:
    """A word list as a set (lower-cased unless ``lower=False``)."""
    return frozenset(e.lower() for e in load_list(name)) if lower else frozenset(load_list(name))
