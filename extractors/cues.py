"""Token shapes and context cues that several rules read: the shared helpers of the rules.

``is_name`` says whether a token is shaped like a model, method or dataset name (``glued_name``
reads one glued to a function word by a missing space);
``task_context`` how surely the words around a name say it is a task (its cue words are
``patterns.json``'s ``task_cues_before`` / ``task_cues_after``); ``METHOD_NOUNS`` are the
kinds that, after a name, make it a method; ``dataset_shaped`` whether a name's own shape
says it is a benchmark, and ``holds_data`` whether the words after it count its data items;
``PASSIVE_PROPOSAL`` is the passive form of a proposal ("X is proposed"). The shapes and cues
are the named regular expressions of ``data/cues_patterns.json``. No rule lives here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.data import compile_patterns, confidence, load_patterns, load_set
from paperkg.extractors.wordlists import is_task_word, word_list_entries


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The helpers' regular expressions, named, from ``data/cues_patterns.json``."""
    p = load_patterns()
    return compile_patterns("cues_patterns.json", {
        "task_cues_before": "|".join(p["task_cues_before"]),
        "task_cues_after": "|".join(p["task_cues_after"]),
        "data_item_nouns": "|".join(p["data_item_nouns"]),
    })


def in_title_case_run(text: str, end: int, tok: str) -> bool:
    """Whether a capitalised word with a capital inside ("MultiView", "ContentAware") stands in a
    run of capitalised words, before a capitalised word that is no function word: it is the first
    word of a longer name written in title case ("MultiView Independent Component Analysis",
    "ContentAware ReAssembly of Features"), not a name of its own."""
    if not _regexes()["camel_word"].fullmatch(tok):
        return False
    nxt = _regexes()["capitalised_next"].match(text, end)
    return nxt is not None and nxt.group(1).lower() not in load_set("function_words")


@lru_cache(maxsize=1 << 16)
def is_name(tok: str) -> bool:
    """Whether a token is shaped like a model, method or dataset name."""
    rx = _regexes()
    if len(tok) < 2 or len(tok) > 40 or not rx["name"].match(tok) or rx["not_name"].match(tok) or "/" in tok or "@" in tok:
        return False
    # "ViT-based", "KG-enhanced": an adjective built on a name, not a name.
    if rx["adjective_compound"].search(tok) and (tok.split("-")[-1] in load_set("compound_suffixes") or rx["adjective_ending"].search(tok)):
        return False  # "PyTorch-learned", "GPU-executable" too
    # "non-IID", "multi-GPU": a prefix qualifying an abbreviation, not a name.
    if "-" in tok and tok.split("-")[0] in load_set("compound_prefixes"):
        return False
    # "Hypothesis.Through": two sentences run together without a space.
    # "Segmentation-Oriented", "Multi-Gate", "Erdős–Rényi": Title-Case word compounds.
    if rx["run_together"].fullmatch(tok) or rx["title_compound"].fullmatch(tok) or rx["number_range"].fullmatch(tok):
        return False
    if tok.isupper() and tok.lower() in load_set("function_words"):
        return False  # "WITHOUT", "NOT": emphasis in capitals, not a name
    stop = load_set("stop_names", lower=False)
    # "NeurIPS'17", "SODA'12": a venue with its year is a citation, no name
    if re.search(r"['\u2019]\d\d$", tok) and is_venue(tok[:-3]):
        return False
    return tok not in stop and tok.rstrip("s") not in stop


def is_venue(name: str) -> bool:
    """Whether ``name`` is a conference or workshop series as abstracts cite it with a year
    (``lexicon/venues.txt``, compared as written: "SODA" is a venue, "Soda" no)."""
    return name in load_set("venues", lower=False)


def glued_words(tok: str) -> bool:
    """Whether a token is a function word glued to a capitalised word by a missing space
    ("whileReinforcement"): two words, no name."""
    return _regexes()["glued_word_before_word"].fullmatch(tok) is not None


def glued_name(tok: str, text: str) -> tuple[str, int] | None:
    """The name a token glues to a function word by a missing space ("HNSWand", "theFL") and
    where it starts in the token, when ``text`` writes that name alone too; else ``None``."""
    m = _regexes()["glued_function_word"].fullmatch(tok)
    if m is None:
        return None
    group = 1 if m.group(1) else 2
    name = m.group(group)
    return (name, m.start(group)) if re.search(r"(?<![\w\-])" + re.escape(name) + r"(?![\w\-])", text) else None


def task_cue_regexes() -> tuple[re.Pattern, re.Pattern]:
    """A task cue right before a name, and one right after it ("the ... (IDS) problem")."""
    return _regexes()["task_cue_before"], _regexes()["task_cue_after"]


def task_context(text: str, start: int, end: int) -> float:
    """How surely the words around a name say it is a task: 0 (not at all) to 0.9.

    "the KDE problem", "T2I tasks" (the name classifies the problem) outweigh a word list
    that knows the name as a method; "approaches to AHT" is weaker evidence.
    """
    before, after = task_cue_regexes()
    if after.match(text[end : end + 30]):
        return confidence("task_context", "cue_after")
    # "methods for 6-DOF grasping": a name modifying a following noun is not the task itself.
    if not before.search(text[max(0, start - 40) : start]):
        return 0.0
    nxt = re.match(r"\s+([a-z]+)\b", text[end : end + 30])
    if not nxt:
        # "an algorithm for in-context learning, where ...": what the method is for, the
        # phrase ends there; this outweighs a word list that knows the paradigm as a method.
        return confidence("task_context", "cue_before_phrase_ends")
    w = nxt.group(1)
    clause_goes_on = w in load_set("modifier_stop") or any(v in load_set("verbs") for v in (w, w[:-1], w[:-2], w[:-3]))
    return confidence("task_context", "cue_before_clause_goes_on") if clause_goes_on else 0.0

@lru_cache(maxsize=1)
def modified_nouns() -> frozenset[str]:
    """Nouns that a word right before them only modifies or names: properties ("the
    generalization error", "the k-OIG dimension") and formal objects ("the Shapley-Taylor
    index"); ``patterns.json``'s ``task_word_modifies`` and ``object_nouns``."""
    return frozenset(load_patterns()["task_word_modifies"]) | frozenset(load_patterns()["object_nouns"])


def dataset_shaped(name: str) -> bool:
    """Whether a name says it is a benchmark by its own shape: ``patterns.json``'s
    ``dataset_name_suffixes`` ("RewardBench", "SWE-bench") and ``dataset_name_patterns``
    ("TextVQA", "BraTS2018"; case-sensitive)."""
    p = load_patterns()
    return name.endswith(tuple(p["dataset_name_suffixes"])) or any(re.search(x, name) for x in p["dataset_name_patterns"])


def dataset_variant(tok: str, text: str = "") -> bool:
    """Whether a name is a known dataset with a suffix: "CIFAR-10-C", "ImageNet-R", "MNIST-M",
    or one capital right after its last digit or lower-case letter ("CIFAR-10C", "ImageNetC"),
    or with a prefix of at most three characters opening with a capital ("N-Caltech101", the
    event-camera version; "A-OKVQA") unless ``text`` defines the name with a bracket: "Generalized
    Few-shot Object Detection (G-FSOD)" is a task and "T-MARS (Text Masking and Re-Scoring)" a
    method, whatever the FSOD and MARS datasets are."""
    base, sep, tail = tok.rpartition("-")
    bases = [base] if sep and base and 1 <= len(tail) <= 3 else []
    head, sep, rest = tok.partition("-")
    if sep and rest and 1 <= len(head) <= 3 and head[:1].isupper() and f"({tok})" not in text and f"{tok} (" not in text:
        bases.append(rest)
    # One capital only, after a base of four characters or more: not "ImageNetGAN", nor "P3BO" of P3.
    joined = re.fullmatch(r"(.{3,}[0-9a-z])[A-Z]", tok)
    bases += [joined.group(1)] if joined else []
    return any(e.type == "dataset" for b in bases for e in word_list_entries(b))


def holds_data(text: str, end: int) -> bool:
    """Whether the words right after a name ending at ``end`` count the data it holds
    ("BridgeData V2 contains 53,896 trajectories"): only a dataset is counted in data items."""
    return _regexes()["holds_data"].match(text, end, end + 90) is not None


def describes_data(words: list[str]) -> bool:
    """Whether lower-case ``words`` between a name and its dataset noun say what the data is
    for: they end in a task word other than a word for training or fitting a model, and hold
    no function or evaluative word ("arbitrary-modal segmentation" in "the DeLiVER
    arbitrary-modal segmentation benchmark"; not "respectively across multiple", and not
    "pretraining" in "the BC pretraining dataset", data to train the method BC with)."""
    stop = description_stop_words()
    return bool(words) and not any(w in stop for w in words) and is_task_word(words[-1]) \
        and words[-1] not in load_patterns()["procedure_words"]


@lru_cache(maxsize=1)
def description_stop_words() -> frozenset[str]:
    """Function and evaluative words (``function_words``, ``modifier_stop``): none of them is part
    of a dataset's name or of the description before its dataset noun."""
    return load_set("function_words") | load_set("modifier_stop")


#: Kinds of method (``lexicon/method_nouns.txt``): after a name they make it a method.
METHOD_NOUNS = load_set("method_nouns")


#: A passive proposal verb after its subject: "... module is further proposed", "... are presented".
PASSIVE_PROPOSAL = _regexes()["passive_proposal"].pattern


@lru_cache(maxsize=1)
def naming_cue_words() -> frozenset[str]:
    """The one-word naming cues of ``patterns.json`` ("called", "named", "termed", ...)."""
    return frozenset(c for c in load_patterns()["naming_cues"] if " " not in c)
