"""Loaders for the extractors' data files: cue patterns and word lists.

Rule patterns and word lists are data, not code: ``patterns.json`` holds the regular
expressions and cue words, ``<rule>_patterns.json`` a rule's named regular expressions
(each with a doc and an example, compiled by ``compile_patterns``), ``lexicon/*.txt`` hold curated word lists (one entry a line,
``#`` comments), and ``gazetteer/*.txt`` hold the lists that ``kg gazetteer`` builds from
the Papers-with-Code and SciREX name lists (CC BY-SA 4.0; see NOTICE). Each loader reads
its file once per process.
"""

from __future__ import annotations

import json
import re
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


_PLACEHOLDER = re.compile(r"<([a-z_]+)>")


def compile_patterns(name: str, lists: dict[str, str]) -> dict[str, re.Pattern]:
    """The named regular expressions of the data file ``name`` (``proposal_patterns.json``).

    Each entry that is an object is ``{"doc", "example", "pattern", "ignore_case"}`` (other
    entries, word lists, are the rule's to read); ``<word>`` in a pattern
    stands for ``lists[word]`` (an alternation the rule builds from its word lists) or for
    the entry ``word`` marked ``"fragment": true``. A placeholder that is neither is an error.
    """
    spec = {k: v for k, v in load_json(name).items() if not k.startswith("_") and isinstance(v, dict)}
    pieces = dict(lists)
    pieces.update((k, v["pattern"]) for k, v in spec.items() if v.get("fragment"))

    def fill(m: re.Match) -> str:
        if m.group(1) not in pieces:
            raise ExtractorError(f"{name}: unknown placeholder <{m.group(1)}>")
        return pieces[m.group(1)]

    return {
        k: re.compile(_PLACEHOLDER.sub(fill, v["pattern"]), re.I if v.get("ignore_case") else 0)
        for k, v in spec.items() if not v.get("fragment")
    }
