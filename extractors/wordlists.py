"""The word lists as one index, shared by the rules that read them.

``lexicon_index`` maps token keys to the entries of the curated lists (``lexicon/*.txt``)
and the built gazetteers (``gazetteer/*.txt``), each with its type and confidence
(``SOURCES``); ``word_list_entries`` and ``method_suffix_starts`` look names up in it, with
the case rules of ``case_sensitive`` and ``surface_matches`` (lower-case entries match any
case, entries with inner capitals only their own; a dataset name also in the other ways
papers write it: its edition year, "MS COCO" for "MS-COCO", "the DeepMind control suite").
No rule lives here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from paperkg.extractors.data import confidence, load_list, load_patterns, load_set
from paperkg.extractors.text import norm_token, tokens
from paperkg.schema.errors import ExtractorError

MAX_PHRASE = 8


@dataclass(frozen=True)
class Entry:
    type: str
    surface: str
    case_sensitive: bool
    confidence: float


def case_sensitive(s: str, typ: str = "") -> bool:
    """Whether a word-list entry matches only in its own case ("SAM", "ImageNet", not "sam").

    Capitals inside a word make a name. Title Case across words makes one too, except for
    a task whose last word is a task word: Papers with Code writes "Model Compression",
    which prose writes "model compression", but its "Point Cloud" and "Card Game" are
    topics, not tasks, so they keep matching only as titles.
    """
    # Names with digits ("GSM8K") are written in several cases; match them in any.
    if re.search(r"\d", s) and len(s) >= 4:
        return False
    words = re.split(r"[\s\-/]+", s)
    if any(re.search(r".[A-Z]", w) or (w.isupper() and len(w) > 1) for w in words):
        return True
    if typ == "task" and is_task_word(words[-1].lower()):
        return False
    return bool(re.search(r".[A-Z]", s))


@lru_cache(maxsize=1)
def listed_task_heads() -> frozenset[str]:
    """The task head words of the lexicon, strong and weak ("detection", "modelling")."""
    return load_set("task_heads") | load_set("task_heads_weak")


def is_task_word(word: str) -> bool:
    """Whether a lower-case word can head a task phrase ("retrieval", "reasoning", "-tion")."""
    heads = listed_task_heads()
    return word in heads or word.rstrip("s") in heads or word.endswith(("ing", "tion", "sion"))


#: (folder, word list, entity type, confidence): curated lists are trusted more than gazetteers.
SOURCES = (
    ("lexicon", "methods", "method", confidence("lexicon", "curated_methods")),
    ("lexicon", "metrics", "metric", confidence("lexicon", "curated_metrics")),
    ("lexicon", "tasks", "task", confidence("lexicon", "curated_tasks")),
    ("gazetteer", "tasks", "task", confidence("lexicon", "gazetteer_tasks")),
    ("gazetteer", "datasets", "dataset", confidence("lexicon", "gazetteer_datasets")),
    ("gazetteer", "metrics", "metric", confidence("lexicon", "gazetteer_metrics")),
    ("gazetteer", "methods", "method", confidence("lexicon", "gazetteer_methods")),
)


@lru_cache(maxsize=1)
def lexicon_index() -> dict[tuple[str, ...], list[Entry]]:
    """Token-tuple index over every word list, built once per process."""
    index: dict[tuple[str, ...], list[Entry]] = {}
    generic = load_set("generic")
    for folder, name, typ, conf in SOURCES:
        try:
            entries = load_list(name, folder)
        except ExtractorError:
            continue  # a gazetteer not built yet only lowers recall
        for surface in (v for e in entries for v in ((e, *_year_forms(e), *_spaced_forms(e)) if typ == "dataset"
                                                    else (e, *_unhyphenated_function_words(e)))):
            if surface.lower() in generic:
                continue
            key = tuple(norm_token(t) for t, _, _ in tokens(surface))
            if not key or len(key) > MAX_PHRASE:
                continue
            # A one-word task ("segmentation") is usually part of a longer phrase or used loosely.
            c = min(conf, confidence("lexicon", "one_word_task_cap")) if typ == "task" and len(key) == 1 else conf
            # Dataset names are proper names: "Social Media" the dataset is not "social media".
            exact = case_sensitive(surface, typ) or (typ == "dataset" and surface[:1].isupper())
            index.setdefault(key, []).append(Entry(typ, surface, exact, c))
    return index


_YEAR_NAME = re.compile(r"([A-Z]{2,})[ -]?(19|20)(\d\d)\b(.*)")


def _year_forms(surface: str) -> tuple[str, ...]:
    """The other ways papers write the year of an edition name: "WMT2014 English-French" is
    also "WMT14", "WMT'14", "WMT-14" and "WMT 2014 English-French". Only for a name of capitals
    (an author-year name such as "Cho2017" keeps its one form)."""
    m = _YEAR_NAME.fullmatch(surface)
    if not m:
        return ()
    name, century, yy, rest = m.groups()
    forms = (f"{name}{century}{yy}", f"{name}{yy}", f"{name}'{yy}", f"{name}\u2019{yy}", f"{name}-{yy}", f"{name} {century}{yy}")
    return tuple(f + rest for f in forms if f + rest != surface)


_SPACED = re.compile(r"([A-Z][A-Za-z]+)-([A-Z][A-Za-z]+)")


def _spaced_forms(surface: str) -> tuple[str, ...]:
    """The spaced way of writing a dataset name of two hyphen-joined names: "MS-COCO" is also
    "MS COCO", "Tiny-ImageNet" "Tiny ImageNet" (not "CIFAR-10" or "ImageNet-C": a number or a
    letter after the hyphen is the name's edition)."""
    m = _SPACED.fullmatch(surface)
    return (f"{m.group(1)} {m.group(2)}",) if m else ()


def _unhyphenated_function_words(surface: str) -> tuple[str, ...]:
    """The way of writing a name whose hyphens join a function word inside a compound without
    them: "part-of-speech tagging" is also "part of speech tagging", "out-of-distribution
    detection" "out of distribution detection", "text-to-image generation" "text to image
    generation" (not for datasets, whose names are proper names)."""
    function_words = load_set("compound_function_words")
    words = []
    for word in surface.split(" "):
        parts = word.split("-")
        if len(parts) > 2 and any(p.lower() in function_words for p in parts[1:-1]):
            word = " ".join(parts)
        words.append(word)
    spaced = " ".join(words)
    return (spaced,) if spaced != surface else ()


def _name_shaped(token: str) -> bool:
    """A token with a capital or digit after its first character ("DeepMind", "MS", "VOC")."""
    return bool(re.search(r".[A-Z0-9]", token))


# A count with its magnitude letter ("1K", "21k"): authors write the letter in either case
# ("ImageNet-1K" is the listed ImageNet-1k), so it is compared in lower case.
_MAGNITUDE = re.compile(r"(?<=\d)[KMB]\b")


def _case_free_magnitude(token: str) -> str:
    return _MAGNITUDE.sub(lambda m: m.group().lower(), token)


_GLUED_TITLE_WORDS = re.compile(r"[A-Z][a-z]+[A-Z][a-z]{2,}")


def surface_matches(entry: Entry, surface_tokens: list[str], capitalised_anyway: bool = False) -> bool:
    if not entry.case_sensitive:
        return True
    want = [_case_free_magnitude(t.replace("-", "")) for t, _, _ in tokens(entry.surface)]
    got = [_case_free_magnitude(t.replace("-", "")) for t in surface_tokens]
    got = [t.rstrip("s") if t.endswith("s") and not w.endswith("s") else t for t, w in zip(got, want)]
    if got == want:
        return True
    if entry.type != "dataset" and len(got) == len(want) and all(w.islower() or w[1:].islower() for w in want) \
            and all(g == w or (w.islower() and g == w.capitalize()) for g, w in zip(got, want)):
        # "Monte Carlo Tree Search" is the listed "Monte Carlo tree search": a name whose only
        # capitals open proper nouns may be written in Title Case; its proper nouns keep theirs
        return True
    if entry.type == "dataset" and len(want) == len(got) == 1 and _GLUED_TITLE_WORDS.fullmatch(want[0]) \
            and got[0] == want[0].capitalize() and not capitalised_anyway:
        # "Imagenet", "Citeseer", "Wikitext": a name glued from two capitalised words is written
        # with the second in lower case too (not "Squad" or "Record": SQuAD and ReCoRD are no such
        # names), where a word is not capitalised anyway: not as a sentence's first word ("Artifacts
        # are available at ..." is no ArtiFact)
        return True
    if entry.type == "dataset" and len(want) >= 2 and len(got) == len(want) \
            and all(g == w or (len(w) >= 4 and w.isupper() and g == w.capitalize()) for g, w in zip(got, want)) \
            and any(g == w and _name_shaped(w) for g, w in zip(got, want)):
        # "Pascal VOC" is the listed "PASCAL VOC": a proper name its makers spell in capitals is
        # written in Title Case too, beside a word whose shape keeps the phrase a name
        return True
    # After a first word that is a name by its shape, the words of a Title-Case dataset name
    # are written in any case: "the DeepMind control suite" is the DeepMind Control Suite; not
    # where only a kind noun differs ("the Meta-World benchmark" names Meta-World)
    if entry.type != "dataset" or len(want) < 2 or len(got) != len(want) or got[0] != want[0] or not _name_shaped(want[0]):
        return False
    if not all(g.lower() == w.lower() and w[:1].isupper() and w[1:].islower() for g, w in zip(got[1:], want[1:])):
        return False
    # (two words or more: one could begin a phrase of its own, "the KITTI depth estimation benchmark")
    kinds = load_patterns()["dataset_nouns"]
    relaxed = [g for g, w in zip(got[1:], want[1:]) if g != w]
    return len(relaxed) >= 2 and any(g.lower() not in kinds for g in relaxed)


def word_list_entries(name: str) -> list[Entry]:
    """The word-list entries ``name`` matches as written (case-exact entries only in their case)."""
    toks = tokens(name)
    entries = lexicon_index().get(tuple(norm_token(t) for t, _, _ in toks), [])
    return [e for e in entries if surface_matches(e, [t for t, _, _ in toks])]


def _listed_task_keys() -> list[tuple[str, ...]]:
    """The token keys of every task name of the word lists."""
    return [key for key, entries in lexicon_index().items() if any(e.type == "task" for e in entries)]


@lru_cache(maxsize=1)
def listed_task_modifiers() -> frozenset[str]:
    """Token keys that some listed task name has before its last word ("robust" of "robust
    regression", "semi-supervised", "3d"): the words the word lists show naming a task."""
    return frozenset(t for key in _listed_task_keys() for t in key[:-1])


@lru_cache(maxsize=1)
def listed_task_pairs() -> frozenset[tuple[str, str]]:
    """Pairs of token keys that follow each other in a listed task name ("bounding box" of
    "bounding box regression", "multiple instance"): a word the phrase rules would stop at
    ("multiple", a gerund) belongs to the phrase when it pairs so with the next word."""
    function_words = load_set("function_words")
    return frozenset(pair for key in _listed_task_keys() for pair in zip(key[:-1], key[1:])
                     if not function_words.intersection(pair)
                     and all(w[:1].isalnum() and (len(w) > 2 or not w.isalpha()) for w in pair))  # not "to", "of"


def method_suffix_starts(keys: list[str]) -> list[int]:
    """Positions ``i`` where the token keys ``keys[i:]`` name a method of the word lists."""
    index = lexicon_index()
    return [i for i in range(len(keys)) if any(e.type == "method" for e in index.get(tuple(keys[i:]), ()))]
