"""Token shapes and context cues that several rules read: the shared helpers of the rules.

``is_name`` says whether a token is shaped like a model, method or dataset name;
``task_context`` how surely the words around a name say it is a task (its cue words are
``patterns.json``'s ``task_cues_before`` / ``task_cues_after``); ``METHOD_NOUNS`` are the
kinds that, after a name, make it a method; ``PASSIVE_PROPOSAL`` is the passive form of a
proposal ("X is proposed"). No rule lives here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.data import confidence, load_patterns, load_set


_NAME = re.compile(
    r"^(?=.*[A-Za-z])(?:"
    r"(?=(?:.*[A-Z]){2})[A-Za-z0-9][\w.+\-/'\u2013]*"  # two or more capitals: CLIP, ViLT, DP-SGD, MBR\u2013UNet
    r"|[A-Z][a-z]*\d[\w.\-]*"  # capital and digit: T5, G2PT, GPT4
    r"|[a-z]+[A-Z][\w\-]*"  # lower-camel: fastText, iPhone
    r"|[A-Za-z][\w]*-\d[\w.\-]*"  # name-number: LLaMA-3, Swin-B
    r"|[A-Z][a-z]+\+\+"  # an improved version: Trajectron++
    r")$"
)
# "averagE": markdown that bolds a long form's letters ("**M**oving averag**E**") leaves a last capital.
_NOT_NAME = re.compile(r"^(?:\d+-?(?:DoF|DOF)s?|(?:rank|top|order|level|stage|step|round|phase|degree|type|tier)-\d+|\d+[A-Za-z]{1,2}|[IVXLC]+|[A-Z]\d?|[A-Z]{1,2}\d{1,2}|\d[\d.,]*[A-Za-z%]*|[A-Z]s|[a-z]{3,}[A-Z])$")


_ADJ_COMPOUND = re.compile(r"-(?:[a-z]{3,})$")


_RUN_TOGETHER = re.compile(r"[A-Za-z][A-Za-z]*[a-z]\.[A-Z][a-z]+")
_TITLE_COMPOUND = re.compile(r"(?:[A-Z][^\W\dA-Z_]+[-\u2013])+[A-Z][^\W\dA-Z_]+")
_NUMBER_RANGE = re.compile(r"[\d.]+[A-Za-z]?-[\d.]+[A-Za-z]?|[A-Za-z]+-(?:AI|ML)")


@lru_cache(maxsize=1 << 16)
def is_name(tok: str) -> bool:
    """Whether a token is shaped like a model, method or dataset name."""
    if len(tok) < 2 or len(tok) > 40 or not _NAME.match(tok) or _NOT_NAME.match(tok) or "/" in tok or "@" in tok:
        return False
    # "ViT-based", "KG-enhanced": an adjective built on a name, not a name.
    if _ADJ_COMPOUND.search(tok) and (tok.split("-")[-1] in load_set("compound_suffixes") or re.search(r"(?:ed|able|ible)$", tok)):
        return False  # "PyTorch-learned", "GPU-executable" too
    # "non-IID", "multi-GPU": a prefix qualifying an abbreviation, not a name.
    if "-" in tok and tok.split("-")[0] in load_set("compound_prefixes"):
        return False
    # "Hypothesis.Through": two sentences run together without a space.
    # "Segmentation-Oriented", "Multi-Gate", "Erdős–Rényi": Title-Case word compounds.
    if _RUN_TOGETHER.fullmatch(tok) or _TITLE_COMPOUND.fullmatch(tok) or _NUMBER_RANGE.fullmatch(tok):
        return False
    if tok.isupper() and tok.lower() in load_set("function_words"):
        return False  # "WITHOUT", "NOT": emphasis in capitals, not a name
    stop = load_set("stop_names", lower=False)
    return tok not in stop and tok.rstrip("s") not in stop


@lru_cache(maxsize=1)
def task_cue_regexes() -> tuple[re.Pattern, re.Pattern]:
    p = load_patterns()
    before = re.compile(r"\b(?:" + "|".join(p["task_cues_before"]) + r")\s+$", re.I)
    after = re.compile(r"^\)?\s+(?:" + "|".join(p["task_cues_after"]) + r")\b")  # "the ... (IDS) problem"
    return before, after


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

#: Kinds of method (``lexicon/method_nouns.txt``): after a name they make it a method.
METHOD_NOUNS = load_set("method_nouns")


#: A passive proposal verb after its subject: "... module is further proposed", "... are presented".
PASSIVE_PROPOSAL = r"(?:is|are)\s+(?:\w+ly\s+|also\s+|further\s+|then\s+|first\s+)?(?:proposed|presented|introduced|designed|developed|devised)\b"
