"""Entity candidates: word-list matching, name-shaped tokens and typed head nouns.

Three registered extractors produce typed method / dataset / task / metric candidates:

* ``lexicon`` matches the curated lists (``lexicon/*.txt``) and the built gazetteers
  (``gazetteer/*.txt``) over tokens, longest match first; lower-case entries match any
  case, entries with inner capitals ("ImageNet", "SAM") only their own case, Title-Case
  tasks ending in a task word ("Model Compression") any case.
* ``names`` takes tokens shaped like model or dataset names (``CLIP``, ``GPT-4o``,
  ``LLaMA-3.1-70B``, ``fastText``, ``RewardBench``) and types them from the words around
  them ("the ROBE module", "the SA-V dataset", "approaches to AHT", "T2I tasks").
* ``heads`` reads typed head nouns: task phrases ending in a task word ("Chinese scene
  text retrieval") or in an acronym defined with one ("offline RL"), "the task / problem
  of X", "X dataset / benchmark", coordinated lists ("on the SA-V, MOSE and COCO
  datasets", "tasks such as VQA and NLVR") and lower-case technique phrases ("employs
  linear function approximation").

All three only propose; the assembler (``extractors.assemble``) decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from paperkg.extractors.data import load_list, load_patterns, load_set
from paperkg.schema.errors import ExtractorError
from paperkg.extractors.registry import TextView, register
from paperkg.extractors.text import norm_token, tokens
from paperkg.schema import Mention

MAX_PHRASE = 8


@dataclass(frozen=True)
class Entry:
    type: str
    surface: str
    case_sensitive: bool
    confidence: float


def _case_sensitive(s: str, typ: str = "") -> bool:
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


def is_task_word(word: str) -> bool:
    """Whether a lower-case word can head a task phrase ("retrieval", "reasoning", "-tion")."""
    heads = load_set("task_heads") | load_set("task_heads_weak")
    return word in heads or word.rstrip("s") in heads or word.endswith(("ing", "tion", "sion"))


#: (folder, word list, entity type, confidence): curated lists are trusted more than gazetteers.
SOURCES = (
    ("lexicon", "methods", "method", 0.85),
    ("lexicon", "metrics", "metric", 0.85),
    ("lexicon", "tasks", "task", 0.8),
    ("gazetteer", "tasks", "task", 0.7),
    ("gazetteer", "datasets", "dataset", 0.75),
    ("gazetteer", "metrics", "metric", 0.6),
    ("gazetteer", "methods", "method", 0.6),
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
        for surface in entries:
            if surface.lower() in generic:
                continue
            key = tuple(norm_token(t) for t, _, _ in tokens(surface))
            if not key or len(key) > MAX_PHRASE:
                continue
            # A one-word task ("segmentation") is usually part of a longer phrase or used loosely.
            c = min(conf, 0.45) if typ == "task" and len(key) == 1 else conf
            # Dataset names are proper names: "Social Media" the dataset is not "social media".
            exact = _case_sensitive(surface, typ) or (typ == "dataset" and surface[:1].isupper())
            index.setdefault(key, []).append(Entry(typ, surface, exact, c))
    return index


def _surface_matches(entry: Entry, surface_tokens: list[str]) -> bool:
    if not entry.case_sensitive:
        return True
    want = [t.replace("-", "") for t, _, _ in tokens(entry.surface)]
    got = [t.replace("-", "") for t in surface_tokens]
    return [t.rstrip("s") if t.endswith("s") and not w.endswith("s") else t for t, w in zip(got, want)] == want


def _inner_plural(entry: Entry, surface_tokens: list[str]) -> bool:
    """Whether a word inside the match is a plural where the entry has a singular:
    "robots manipulation" is not the task "robot manipulation" (only the last word may be plural)."""
    want = [t.lower() for t, _, _ in tokens(entry.surface)]
    return any(
        g.lower() != w and g.lower().endswith("s") and not w.endswith("s") and nxt not in ("of", "for", "and")
        for g, w, nxt in zip(surface_tokens[:-1], want[:-1], want[1:])
    )


def _after_verb_marker(keys: list[str], i: int) -> bool:
    """Whether a modal or pronoun comes right before token ``i``, or before one adverb there
    ("may recall", "we first recall")."""
    markers = load_set("verb_markers")
    if keys[i - 1] in markers:
        return True
    adverb = keys[i - 1] in ("first", "then", "also", "briefly", "further") or keys[i - 1].endswith("ly")
    return adverb and i > 1 and keys[i - 2] in markers


@register("lexicon", version="5", data=("lexicon/methods.txt", "lexicon/metrics.txt", "lexicon/verb_markers.txt", "lexicon/method_markers.txt", "lexicon/tasks.txt", "lexicon/generic.txt", "gazetteer/*.txt"))
def extract_lexicon(view: TextView) -> list[Mention]:
    """Curated word lists and Papers-with-Code gazetteers, longest match first."""
    index = lexicon_index()
    toks = tokens(view.text)
    keys = [norm_token(t) for t, _, _ in toks]
    out: list[Mention] = []
    i = 0
    while i < len(toks):
        hit = None
        for n in range(min(MAX_PHRASE, len(toks) - i), 0, -1):
            entries = index.get(tuple(keys[i : i + n]))
            if not entries:
                continue
            surface = [t for t, _, _ in toks[i : i + n]]
            ok = [e for e in entries if _surface_matches(e, surface) and not _inner_plural(e, surface)]
            if ok:
                hit = (n, ok)
                break
        if hit is None:
            i += 1
            continue
        n, entries = hit
        best: dict[str, Entry] = {}
        for e in entries:
            if e.type not in best or e.confidence > best[e.type].confidence:
                best[e.type] = e
        s, e_ = toks[i][1], toks[i + n - 1][2]
        if n == 1 and i > 0 and toks[i][0].islower() and _after_verb_marker(keys, i):
            best.pop("metric", None)  # "the network may recall the class": a verb, not the metric
        if i > 0 and keys[i - 1] in ("at", "during"):
            best.pop("metric", None)  # "at inference time", "during runtime": when, not a measure
        if "method" in best and is_task_word(keys[i + n - 1]):
            # "the reinforcement learning problem of ...": a paradigm the words around call a task.
            task_conf = _task_context(view.text, s, e_)
            if task_conf > (best["task"].confidence if "task" in best else 0.0):
                best["task"] = Entry("task", best["method"].surface, False, task_conf)
        if "task" in best and "method" not in best and keys[i + n - 1] == "learning" and i > 0 \
                and keys[i - 1] in load_set("method_markers"):
            # "we train our system using Multi-Agent Reinforcement Learning": a paradigm used as a method.
            best["method"] = Entry("method", best["task"].surface, False, best["task"].confidence + 0.05)
        for typ, entry in best.items():
            out.append(view.mention(typ, s, e_, "lexicon", entry.confidence, canonical=entry.surface))
        i += n
    return out


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
    stop = load_set("stop_names", lower=False)
    return tok not in stop and tok.rstrip("s") not in stop


def _dataset_context(text: str, end: int) -> str | None:
    """"dataset" when a singular dataset noun follows, "category" for a plural one, else None."""
    nouns = load_patterns()["dataset_nouns"]
    after = text[end : end + 40].lower()
    m = re.match(r"[\s,\-)]*(?:[\w\-]+\s){0,1}(" + "|".join(map(re.escape, nouns)) + r")\b", after)
    if not m:
        # "the CLRS Algorithmic Reasoning Benchmark": Title-Case words name the benchmark with it;
        # "CLiMB, a multimodal continual learning benchmark": an apposition says what it is.
        m = re.match(r"\s+(?:[A-Z][\w\-]*\s){1,3}(Benchmark|Dataset|Corpus|Suite)\b", text[end : end + 60]) or re.match(
            r",\s+an?\s+(?:[\w\-]+\s+){0,5}?(benchmark|dataset|corpus|suite)\b", text[end : end + 90])
    if not m:
        return None
    word = m.group(1)
    return "category" if word.endswith("s") and not word.endswith("ss") and word != "corpus" else "dataset"


_SCORE_ON = re.compile(r"\d[\d.]*\s?%?\s+((?:[\w@\-]+\s+){1,3})on\s+(?:the\s+)?$")


def _scored_on(text: str, start: int) -> bool:
    """Whether a result on a named metric comes right before: "93.8 AP on CrowdHuman",
    "34.27% top-1 accuracy on Moments-in-Time" (not "79.4% on ResNet-50")."""
    m = _SCORE_ON.search(text, max(0, start - 50), start)
    if not m:
        return False
    words = m.group(1).split()
    if is_name(words[0]) and not re.match(r"[a-z]+-\d", words[0]):
        return True  # "85.8 AP on", "+2.1 mIoU on": a name right after a number is the metric
    return any(e.type == "metric" for n in range(1, len(words) + 1) for e in word_list_entries(" ".join(words[-n:])))


# "a model" is left to the relative clause: "On ImageNet-1K, a single ViT-L model obtains ..."
# and "ResNet for ImageNet, a visual object tracking model, and ..." are no appositions.
_APPOSED_KINDS = r"(?:approach|method|algorithm|technique|framework|architecture|optimizer|estimator)"
_METHOD_APPOSED = re.compile(
    rf"\)?,\s+(?:(?:which|that)\s+is\s+an?\s+(?:[\w\-]+\s+){{0,3}}?(?:{_APPOSED_KINDS}|model|network)"
    rf"|an?\s+(?:[\w\-]+\s+){{0,3}}?{_APPOSED_KINDS})\b"
)


def _method_context(text: str, end: int) -> float:
    """How surely the words after a name say it is a method: 0.7 for the kind right after it
    ("the ROBE module", "a GCN layer"), 0.85 for an apposition that says it outright ("SR,
    which is a first-class ML approach", "GEAR, an efficient error reduction framework"), else 0."""
    if _METHOD_APPOSED.match(text, end, end + 90):
        return 0.85
    m = re.match(r"[\s\-)\]]+([a-z]+)\b", text[end : end + 30])
    return 0.7 if m and m.group(1) in _METHOD_NOUNS else 0.0


@lru_cache(maxsize=1)
def _task_cue_regexes() -> tuple[re.Pattern, re.Pattern]:
    p = load_patterns()
    before = re.compile(r"\b(?:" + "|".join(p["task_cues_before"]) + r")\s+$", re.I)
    after = re.compile(r"^\)?\s+(?:" + "|".join(p["task_cues_after"]) + r")\b")  # "the ... (IDS) problem"
    return before, after


def word_list_entries(name: str) -> list[Entry]:
    """The word-list entries ``name`` matches as written (case-exact entries only in their case)."""
    toks = tokens(name)
    entries = lexicon_index().get(tuple(norm_token(t) for t, _, _ in toks), [])
    return [e for e in entries if _surface_matches(e, [t for t, _, _ in toks])]


def method_suffix_starts(keys: list[str]) -> list[int]:
    """Positions ``i`` where the token keys ``keys[i:]`` name a method of the word lists."""
    index = lexicon_index()
    return [i for i in range(len(keys)) if any(e.type == "method" for e in index.get(tuple(keys[i:]), ()))]


def _dataset_variant(tok: str) -> bool:
    """Whether a name is a known dataset with a suffix: "CIFAR-10-C", "ImageNet-R", "MNIST-M"."""
    base, sep, tail = tok.rpartition("-")
    if not sep or not base or not 1 <= len(tail) <= 3:
        return False
    return any(e.type == "dataset" for e in word_list_entries(base))


def _task_context(text: str, start: int, end: int) -> float:
    """How surely the words around a name say it is a task: 0 (not at all) to 0.9.

    "the KDE problem", "T2I tasks" (the name classifies the problem) outweigh a word list
    that knows the name as a method; "approaches to AHT" is weaker evidence.
    """
    before, after = _task_cue_regexes()
    if after.match(text[end : end + 30]):
        return 0.9
    # "methods for 6-DOF grasping": a name modifying a following noun is not the task itself.
    if not before.search(text[max(0, start - 40) : start]):
        return 0.0
    nxt = re.match(r"\s+([a-z]+)\b", text[end : end + 30])
    if not nxt:
        # "an algorithm for in-context learning, where ...": what the method is for, the
        # phrase ends there; this outweighs a word list that knows the paradigm as a method.
        return 0.9
    w = nxt.group(1)
    clause_goes_on = w in load_set("modifier_stop") or any(v in load_set("verbs") for v in (w, w[:-1], w[:-2], w[:-3]))
    return 0.6 if clause_goes_on else 0.0


def _not_a_task_end(word: str) -> bool:
    """Whether a word before "tasks"/"problems" cannot end a task's name: an adjective
    ("graph analytic", "learning-based") or a noun that classifies the tasks by their data
    or benchmark ("English language", "large-scale benchmark")."""
    w = word.lower()
    if "-" in w and w.rsplit("-", 1)[1] in load_set("compound_suffixes"):
        return True
    return w in load_patterns()["task_kind_nouns"] or w.endswith(("ical", "lytic", "ous", "ful", "less"))


_ADJECTIVE = re.compile(r"(?:[^e]ic|ical|al|ive|ous|ful|ant|ent|ible|able|ary|ate|ient)$")
_BUILT_ON = re.compile(r"^(.+)-(?:based|driven|guided|powered|enhanced|assisted)$")

_METHOD_NOUNS = frozenset({"module", "modules", "network", "networks", "model", "models", "framework", "algorithm",
                           "layer", "layers", "architecture", "encoder", "decoder", "backbone", "optimizer", "loss",
                           "block", "blocks", "mechanism", "method", "approach", "technique", "agent", "policy",
                           "classifier", "classifiers", "detector", "detectors", "predictor", "predictors",
                           "estimator", "estimators", "solver", "solvers", "planner", "planners", "controller", "controllers"})


@register("names", version="8", data=("patterns.json", "lexicon/stop_names.txt", "lexicon/compound_suffixes.txt", "lexicon/compound_prefixes.txt"))
def extract_names(view: TextView) -> list[Mention]:
    """Tokens shaped like names (CLIP, GPT-4o, fastText), typed from the words after them."""
    out = []
    text = view.text
    for tok, s, e in tokens(text):
        tok_s = tok.rstrip(".")
        built_on = _BUILT_ON.match(tok_s)
        if built_on and is_name(built_on.group(1)) and not tok_s.lower().startswith("non-") \
                and not any(e.type != "method" for e in word_list_entries(built_on.group(1))):
            # "a fastText-based scorer", "our GNN-based approach": the name is a method it uses.
            out.append(view.mention("method", s, s + len(built_on.group(1)), "names", 0.6, weak=True))
            continue
        if not is_name(tok_s) or text[e : e + 1] == "(":
            continue  # "SE(3)", "O(n)": notation, not a name
        e = s + len(tok_s)
        if (numeral := re.match(r" (?:II|III|IV|VI{0,3})\b(?![\-.]\w)", text[e : e + 6])) and tok_s[-1].isalpha():
            e += numeral.end()  # "StarCraft II", "Touhou IV": the numeral is part of the name
        ctx = _dataset_context(text, e)
        if method_conf := _method_context(text, e):
            # "the ROBE module", "a GCN layer": the noun after the name says what it is.
            out.append(view.mention("method", s, e, "names", method_conf))
        elif re.match(r"[\s\-]+(?:scores?|metrics?)\b", text[e : e + 12]) or (
            re.search(r"\d\.\d+%?\s$", text[max(0, s - 12) : s]) and not re.match(r"\s+(?:top-\d\s+)?(?:accuracy|error|score)", text[e : e + 20])
        ):
            # "improves the MAUVE score": a score named after its metric; "achieves 52.1 AP".
            out.append(view.mention("metric", s, e, "names", 0.7))
        elif ctx == "dataset" or tok_s.endswith(tuple(load_patterns()["dataset_name_suffixes"])) or _dataset_variant(tok_s) \
                or any(re.search(p, tok_s) for p in load_patterns()["dataset_name_patterns"]) or _scored_on(text, s):
            # "the SA-V dataset"; "RewardBench", "SWE-bench": benchmarks say so in their name.
            out.append(view.mention("dataset", s, e, "names", 0.6))
        elif ctx == "category" and tok_s.isupper():
            # "two KGQA benchmarks": the acronym names the task the benchmarks are for.
            out.append(view.mention("task", s, e, "names", 0.5))
        elif (task_conf := _task_context(text, s, e)) > 0:
            # "existing approaches to AHT", "for T2I tasks": what methods are for is a task.
            out.append(view.mention("task", s, e, "names", task_conf))
        else:
            # Only the shape says "method": a weak vote that context or a word list overrides.
            out.append(view.mention("method", s, e, "names", 0.6, weak=True))
    return out


_TITLE_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*")
_NAMED_BEFORE = re.compile(r"\b(?:called|named|termed|dubbed|titled|coined)\s+$")


def _title_case_methods(view: TextView, toks: list[tuple[str, int, int]]) -> list[Mention]:
    """Title-Case phrases inside a sentence whose last word heads method names:
    "using a Monte Carlo Tree Search based strategy", "the algorithm Flash Attention".

    Inside a sentence capitals mark a name; the head word says it is a method. Heads that
    name research areas as often ("Convex Optimization", "Class-Incremental Learning") are
    left to the word lists and the acronym rules.
    """
    heads = load_set("method_heads") | load_set("title_method_heads")
    areas = load_set("title_area_heads")
    text = view.text
    out: list[Mention] = []
    k = 0
    while k < len(toks):
        j = k
        while j < len(toks) and _TITLE_WORD.fullmatch(toks[j][0]) and (j == k or toks[j][1] == toks[j - 1][2] + 1):
            j += 1
        if j - k < 2:
            k = max(j, k + 1)
            continue
        first, last = toks[k], toks[j - 1]
        before = text[max(0, first[1] - 2) : first[1]]
        # "semi-Markov Decision Process": a name that starts before the Title-Case words is not theirs to cut.
        mid_sentence = bool(re.fullmatch(r"[a-z0-9,;:] ", before)) and (k == 0 or not any(c.isupper() for c in toks[k - 1][0]))
        # A sentence capitalises its first word only: "Graph Foundation Models hold ..." is still a name.
        opens = j - k >= 3 and (first[1] == 0 or re.fullmatch(r"[.!?] ", before) is not None)
        low = last[0].lower()
        head = low in heads or norm_token(low) in heads or low.rstrip("s") in heads
        if (mid_sentence or opens) and head and low not in areas and norm_token(low) not in areas \
                and not re.match(r"-|\s*\(", text[last[2] : last[2] + 3]) and first[0].lower() not in load_set("modifier_stop"):
            # A long form before "(ABC)" is the acronym rules' to merge; "X-based" is an adjective.
            rest = text[last[2] : last[2] + 60]
            kind = re.match(r"(?:\s+[a-z]+){0,2}", rest)
            if re.match(r",?\s+(?:dubbed|called|named|termed|coined)\b", rest[kind.end():]):
                k = j
                continue  # "a Motion Style Attention modulation mechanism, dubbed as MoStAtt": the name is the proposal
            suffixes = (" ".join(t for t, _, _ in toks[i:j]) for i in range(k + 1, j - 1))
            if low == "learning" and any(word_list_entries(x) or x.lower() in load_set("generic") for x in suffixes):
                k = j
                continue  # "Multi-Task Reinforcement Learning", "Partially Local Federated Learning": a setting of a known paradigm
            at = first[1]
            proposed = _proposed_before().search(text, max(0, at - 60), at) or _NAMED_BEFORE.search(text, max(0, at - 20), at)
            out.append(view.mention("method", at, last[2], "heads", 0.6, role="proposed" if proposed else None))
        k = j
    return out


def _is_modifier(tok: str, first_in_sentence: bool) -> bool:
    """Whether a word can sit inside a task or method noun phrase before its head."""
    low = tok.lower()
    if low in load_set("modifier_stop") or low in load_set("verbs"):
        return False
    if not re.match(r"^[^\W\d_][\w\-']*$|^\d+D$", tok):
        return False
    if "-" not in tok:
        if low.endswith("ly") and len(low) > 4:
            return False
        if low.endswith("ed") and len(low) > 4:
            return False
        if low.endswith("ing") and low not in load_set("task_heads") and low not in load_set("task_heads_weak") \
                and low not in load_set("nominal_gerunds"):
            return False
        if low.endswith("s") and not low.endswith(("ss", "us", "is", "ics")) and len(low) > 3 and not tok.isupper():
            return False
        if low[:-1] in load_set("verbs") and low.endswith("s"):
            return False
    if first_in_sentence and tok[:1].isupper() and not is_name(tok) and low in load_set("modifier_stop"):
        return False
    return True


def _in_verbs(word: str) -> bool:
    """Whether ``word`` is a verb of the list or its third-person form ("motivates", "reduces")."""
    verbs = load_set("verbs")
    return word in verbs or word[:-1] in verbs or (word.endswith("es") and word[:-2] in verbs)


def _phrase_before(text: str, toks: list[tuple[str, int, int]], head: int, max_mods: int = 4) -> int:
    """Index of the first modifier token of the noun phrase ending at ``head``."""
    first = head
    j = head - 1
    while j >= 0 and head - j <= max_mods:
        t, s, _ = toks[j]
        if toks[j + 1][1] - toks[j][2] > 1:  # a gap wider than a space ends the phrase
            break
        sentence_start = s == 0 or text[max(0, s - 2) : s].strip() in (".", "!", "?")
        if j > 0 and f"{toks[j - 1][0].lower()} {t.lower()}" in load_patterns()["compound_adjectives"]:
            break  # "real world active learning": "world" belongs to the adjective "real world"
        if not _is_modifier(t, sentence_start) and not (
            # "language model pretraining", "Model regularization requires ...": "model" after a
            # noun or opening a sentence is a noun, not the verb of "we model".
            t.lower() in load_patterns()["compound_nouns_also_verbs"] and (
                (sentence_start and t[:1].isupper())
                or (j > 0 and toks[j][1] - toks[j - 1][2] == 1 and _is_modifier(toks[j - 1][0], False)
                    and toks[j - 1][0].lower() not in load_set("task_heads"))
            )
        ):
            break
        first = j
        j -= 1
    return first


@lru_cache(maxsize=1)
def _topic_cue_regexes() -> tuple[re.Pattern, re.Pattern]:
    """"we study X" / "This paper studies X" right before a phrase, and the verb after a
    phrase that opens the abstract ("X involves ...")."""
    p = load_patterns()
    verbs = p["task_study_verbs"]
    study = re.compile(
        rf"\b(?:[Ww]e (?:{'|'.join(verbs)})|[Tt]his (?:paper|work|article|study|note) (?:{'|'.join(map(_third_person, verbs))})) $"
    )
    topic_verb = re.compile(rf" (?:{'|'.join(p['topic_verbs'])})\b")
    return study, topic_verb


def _third_person(verb: str) -> str:
    """"study" -> "studies", "focus on" -> "focuses on", "consider" -> "considers"."""
    first, _, rest = verb.partition(" ")
    if first.endswith("y"):
        first = first[:-1] + "ies"
    elif first.endswith(("s", "sh", "ch", "x")):
        first += "es"
    else:
        first += "s"
    return f"{first} {rest}".strip()


def _names_what_methods_do(toks: list[tuple[str, int, int]], k: int, head: str) -> bool:
    """Whether the task word at ``k`` is followed by a plural such as "methods" or "benchmarks".

    "learning" and "optimization" are left out: "fair learning algorithms", "successful
    optimization algorithms" describe the algorithms rather than name what they do.
    """
    return (
        head not in ("learning", "optimization")
        and k + 1 < len(toks)
        and toks[k + 1][1] == toks[k][2] + 1
        and toks[k + 1][0].lower() in load_patterns()["task_phrase_followers"]
    )


def _known_task_tail(toks: list[tuple[str, int, int]]) -> bool:
    """Whether the words end in a task the word lists know ("[sampling-based] motion planning")."""
    return any(e.type == "task" for i in range(len(toks)) for e in word_list_entries(" ".join(t for t, _, _ in toks[i:])))


# Matched backwards from each "tasks"/"problems" (see _coordinated_tasks): scanning the whole
# text with the list pattern backtracks at every word and cost a sixth of extraction time.
_SHARED_HEAD = re.compile(r"(?<=\S) (?:tasks|problems)\b")
_COORDINATED = re.compile(
    r"(?<![\w\-])((?:[\w\-]+ ){0,5}[\w\-]+(?:, (?:[\w\-]+ ){0,3}[\w\-]+)*,? (?:and|or) (?:[\w\-]+ ){0,3}[\w\-]+)$"
)
# "three task-settings (multivariate Gaussian estimation, kernel density estimation, and
# language-model fine-tuning)", "tasks such as A, B and C."
_LISTED_AFTER = re.compile(
    r"\b(?:tasks|task-settings|problems|settings)\s*(?:\(|:\s*|,?\s+(?:such as|including|namely)\s+)"
    r"((?:[\w\-]+ ){0,4}[\w\-]+(?:, (?:[\w\-]+ ){0,4}[\w\-]+)*,? (?:and|or) (?:[\w\-]+ ){0,4}[\w\-]+)"
    r"(?=\s*[).;:,]|\s+(?:to|with|which|that|where|in|on|for)\b)"
)


def _coordinated_tasks(view: TextView) -> list[Mention]:
    """Each item of "offline knowledge distillation, semantic segmentation and diffusion
    distillation tasks" or "task-settings (A, B, and C)": the shared head says all are
    tasks, more surely than a word list that knows knowledge distillation as a method.

    Every item must be a noun phrase ending in a task word, or the words are not a list
    of tasks ("coarse, precise and dynamic manipulation tasks" shares adjectives). Before
    "tasks" the first item may start inside a longer clause; after it, none may.
    """
    text = view.text
    out: list[Mention] = []
    found = []
    for head in _SHARED_HEAD.finditer(text):
        lo = max(0, head.start() - 160)
        m = _COORDINATED.search(text, lo, head.start())
        if m:
            found.append((m.start(1), m.group(1), True))
    found += [(m.start(1), m.group(1), False) for m in _LISTED_AFTER.finditer(text)]
    for start, listed, first_free in found:
        items = _task_list_items(text, start, listed, first_free)
        if len(items) >= 2:
            out += [view.mention("task", s, e, "heads", 0.9) for s, e in items]
    return out


def _task_list_items(text: str, start: int, listed: str, first_free: bool) -> list[tuple[int, int]]:
    """Spans of the items of a coordinated list at ``start``, or [] if it is not a task list."""
    pos, parts = 0, []
    for sep in re.finditer(r",? (?:and|or) |, ", listed):
        parts.append((start + pos, listed[pos : sep.start()]))
        pos = sep.end()
    parts.append((start + pos, listed[pos:]))
    items = []
    for n, (part_start, part) in enumerate(parts):
        words = [(t, part_start + s, part_start + e) for t, s, e in tokens(part)]
        if not words or not is_task_word(words[-1][0].lower()):
            return []
        first = _phrase_before(text, words, len(words) - 1)
        if first > 0 and not (n == 0 and first_free) and any(w.lower() not in load_set("modifier_stop") for w, _, _ in words[:first]):
            # An item with words that cannot modify its head is no list item; a leading
            # evaluative word is left out ("reasoning and trustworthy decision-making tasks").
            return []
        items.append((words[first][1], words[-1][2]))
    return items


def _task_acronyms(view: TextView, heads: frozenset[str] | set[str]) -> set[str]:
    """Acronyms the text defines with a task long form: "reinforcement learning (RL)".

    Such an acronym heads task phrases as its long form would ("offline RL", "Fair FL").
    Only all-capital acronyms count, and not when the word lists know the long form as a
    method only: "Low-Rank Adaptation (LoRA)" ends in a task word but names a method.
    """
    from paperkg.extractors.acronyms import extract_acronyms

    found = set()
    for a in extract_acronyms(view):
        short, long = a.attrs["short"], a.attrs["long"]
        bare = short[:-1] if short.endswith("s") else short
        last = long.split()[-1].lower().split("-")[-1]
        if not bare.isalpha() or not bare.isupper() or len(bare) < 2 or last not in heads:
            continue
        known = {e.type for e in word_list_entries(long)}
        if "method" in known and "task" not in known:
            continue
        found.add(bare)
    return found


def _acronyms_source() -> str:
    """Hash of the acronym detector that ``heads`` calls, so editing it invalidates cached heads."""
    import hashlib

    from paperkg.extractors import acronyms

    return hashlib.sha1(Path(acronyms.__file__).read_bytes()).hexdigest()[:8]


_TECHNIQUE_KINDS = _METHOD_NOUNS | {"technique", "techniques", "methods", "scheme", "strategy", "objective"}
_NAMED_AFTER = re.compile(r",?\s+(?:dubbed|called|named|termed|coined)\b|,?\s+\(?[A-Z][\w\-]*[A-Z]")


@lru_cache(maxsize=1)
def _proposed_before() -> re.Pattern:
    """A proposal verb of ``patterns.json`` and the start of its object, or "our"/"novel",
    right before a phrase: "we introduce a [Jacobian sketching technique]"."""
    verbs = "|".join(sorted(map(re.escape, load_patterns()["proposal_verbs"]), key=len, reverse=True))
    return re.compile(
        rf"(?:\b(?:we|this (?:paper|work)|and)\s+(?:\w+ly\s+)?(?:{verbs})\s+"
        r"(?:an?|the|two|three|several)\s+(?:[\w\-]+\s+){0,3}|\b(?:our|novel)\s+(?:[\w\-]+\s+){0,2})$",
        re.I,
    )

#: A passive proposal verb after its subject: "... module is further proposed", "... are presented".
PASSIVE_PROPOSAL = r"(?:is|are)\s+(?:\w+ly\s+|also\s+|further\s+|then\s+|first\s+)?(?:proposed|presented|introduced|designed|developed|devised)\b"
_PROPOSED_AFTER = re.compile(rf"\s+{PASSIVE_PROPOSAL}")
_TECHNIQUE_CUE = re.compile(
    r"\b(?:using|uses|use|via|with|by|through|leveraging|leverages|employing|employs|adopting|adopts|applying|applies|based on)\s+$"
)


def _technique_phrases(view: TextView, toks: list[tuple[str, int, int]]) -> list[Mention]:
    """Lower-case technique phrases a method is built with: "with linear function
    approximation", "via Jacobian sketching", "using Monte-Carlo simulation".

    The head word must be a technique word (``lexicon/technique_heads.txt``), the phrase
    must have a modifier, and a use cue must come right before it or the kind of method
    right after it ("a Jacobian sketching technique").
    """
    text = view.text
    heads = load_set("technique_heads")
    out = []
    for k, (tok, s, e) in enumerate(toks):
        low = tok.lower()
        if k == 0 or (low not in heads and not (low.endswith("s") and low[:-1] in heads)):
            continue
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in load_patterns()["task_word_modifies"]:
            continue  # "subexponential approximation factors": a property, not the technique
        first = _phrase_before(text, toks, k)
        if first == k and low.endswith("s"):
            continue
        if first < k and toks[first][0].lower().endswith("ing"):
            continue  # "by modeling quantization as ...": a verb takes the phrase as its object
        if any(is_name(t) for t, _, _ in toks[first:k]):
            continue  # "MixUp data augmentation", "GNN distillation": the name is the method
        kind = k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in _TECHNIQUE_KINDS
        # "a Jacobian sketching technique" names the technique; a use cue names it too.
        if first == k or not (kind or _TECHNIQUE_CUE.search(text, max(0, toks[first][1] - 20), toks[first][1])):
            continue
        role = None
        if kind:
            after = text[toks[k + 1][2] : toks[k + 1][2] + 40]
            if _NAMED_AFTER.match(after):
                continue  # "a novel explainable pruning framework dubbed X-Pruner": the name is the proposal
            if _proposed_before().search(text, max(0, toks[first][1] - 60), toks[first][1]) or _PROPOSED_AFTER.match(after):
                role = "proposed"  # "we introduce a Jacobian sketching technique", "a ... framework is presented"
        out.append(view.mention("method", toks[first][1], e, "heads", 0.55, role=role))
    return out


@register("heads", version="7", data=("patterns.json", "lexicon/*.txt"), fingerprint=_acronyms_source)
def extract_heads(view: TextView) -> list[Mention]:
    """Task phrases by head word, "the task of X", "X dataset/benchmark" with lists, technique phrases."""
    text = view.text
    toks = tokens(text)
    strong, weak = load_set("task_heads"), load_set("task_heads_weak")
    heads = strong | weak
    task_acronyms = _task_acronyms(view, heads) if "(" in text else set()
    study_cue, topic_verb = _topic_cue_regexes()
    before_cue = _task_cue_regexes()[0]
    out: list[Mention] = []
    for k, (tok, s, e) in enumerate(toks):
        low = tok.lower()
        if "-" in low and low not in heads:
            # "fine-tuning" is the head word "finetuning"; "multi-view" ends in its last part.
            low = low.replace("-", "") if low.replace("-", "") in heads else low.split("-")[-1]
        if k + 1 < len(toks) and toks[k + 1][0].lower() in _METHOD_NOUNS and toks[k + 1][1] == e + 1:
            continue  # "an image recognition backbone": the task words name what the method is for
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in load_patterns()["task_word_modifies"]:
            continue  # "the learnable scaling factor", "generalization error": a property, not a task
        if tok[:1].isupper() and k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0][:1].isupper():
            continue  # "Bayesian Additive Regression Trees": a Title-Case name goes on past the task word
        if low in strong:
            conf = 0.55
        elif low in weak:
            conf = 0.4
        elif task_acronyms and (tok in task_acronyms or tok[:-1] in task_acronyms and tok.endswith("s")):
            conf = 0.4
            nxt = toks[k + 1][0] if k + 1 < len(toks) and toks[k + 1][1] == e + 1 else ""
            if _phrase_before(text, toks, k) == k or (
                nxt.isalpha() and nxt.islower() and nxt not in load_patterns()["task_phrase_followers"]
                and nxt not in load_set("modifier_stop")
            ):
                # The acronym alone is its long form's mention already; "RL policies",
                # "RL agents": the acronym modifies another noun.
                continue
        else:
            continue
        first = _phrase_before(text, toks, k)
        while first < k - 1 and toks[first][0].lower().endswith("ing") and "-" not in toks[first][0]:
            first += 1  # "for training robot manipulation policies": the gerund takes the phrase as its object
        if first < k and re.match(r"\s+of\s", text[e : e + 4]) and all(_ADJECTIVE.search(t.lower()) for t, _, _ in toks[first:k]):
            continue  # "automatic generation of a goal curriculum": the task is what follows "of"
        keys = [norm_token(t) for t, _, _ in toks[first : k + 1]]
        if first < k and any(i < k - first or (i == k - first and "-" in tok) for i in method_suffix_starts(keys)):
            # "traditional logistic regression": a method whose name ends in a task word;
            # "Zap Q-learning": the hyphenated head token is a method's name by itself.
            continue
        at = toks[first][1]
        if conf < 0.5 and (
            _names_what_methods_do(toks, k, low)
            or study_cue.search(text, max(0, at - 60), at)
            or before_cue.search(text, max(0, at - 40), at)
            or (first == 0 and topic_verb.match(text, e))
        ) and not _known_task_tail(toks[first + 1 : k + 1]):
            # "data cleaning methods", "math reasoning benchmarks": what the methods are for;
            # "we study online learning with ...", "Language model pretraining involves ...":
            # what the paper is about.
            conf += 0.1
        if first < k:
            n_mods = k - first
            out.append(view.mention("task", toks[first][1], e, "heads", conf + (0.05 if n_mods > 1 else 0.0)))
        elif study_cue.search(text, max(0, s - 60), s) and re.match(r"\s*(?:[,.;:(]|in|of|for|with|under|on)\b", text[e : e + 6]):
            # "We consider explainability in equivariant GNNs": a task word alone, named as the topic.
            out.append(view.mention("task", s, e, "heads", 0.5))
    # "the task of X" names X; "the locomotion task of quadruped robots" has named its task already.
    adj = r"(?:[\w\-]+(?:al|ic|ous|ive|ed|ent|ant|ing|ful|ble|ary)|open|key|core|main|new|well-known) "
    for m in re.finditer(rf"\b(?:the|a|an|this|our) (?:{adj}){{0,2}}(?:task|problem)s? of ((?:[\w\-]+ ){{0,4}}[\w\-]+)", text, re.I):
        phrase = m.group(1)
        cut = re.split(r"\b(?:which|that|where|with|when|by|in|from|for|under|using|and|to|is|are|as|via|on|the|a|an|its|their|upon|between|across|among|over)\b", phrase)[0].strip()
        words = cut.split()
        for n, w in enumerate(words[1:], 1):
            if w.lower() in load_set("modifier_stop") or (w.endswith("s") and _in_verbs(w.lower())):
                cut = " ".join(words[:n])  # "the problem of robust overfitting motivates us": the clause goes on
                break
        first_word = cut.split()[0].lower() if cut else ""
        if first_word.endswith("ing") and first_word not in heads | load_set("nominal_gerunds"):
            continue  # "the problem of collecting real data": an activity, not a named task
        one_word_ok = re.search(r"(?:tion|ment|sis)$", cut)
        if cut and len(cut) > 3 and cut.split()[0].lower() not in load_set("modifier_stop") and (" " in cut or one_word_ok):
            out.append(view.mention("task", m.start(1), m.start(1) + len(cut), "heads", 0.6))
    for k, (tok, s, e) in enumerate(toks):
        if tok.lower() in ("task", "tasks", "problem", "problems") and k > 0:
            first = _phrase_before(text, toks, k - 1, max_mods=3)
            if first <= k - 1 and toks[k - 1][0].lower() not in load_set("modifier_stop") and _is_modifier(toks[k - 1][0], False):
                if first == k - 1 and not re.search(r"(?:tion|ing|sis|ment|ity)$", toks[k - 1][0].lower()):
                    continue
                if _not_a_task_end(toks[k - 1][0]):
                    continue  # "deep learning-based tasks", "large-scale benchmark tasks": says what kind, not which
                out.append(view.mention("task", toks[first][1], toks[k - 1][2], "heads", 0.5))
    out += _coordinated_tasks(view)
    out += _technique_phrases(view, toks)
    out += _title_case_methods(view, toks)
    nouns = load_patterns()["dataset_nouns"]
    noun_re = "|".join(map(re.escape, nouns))
    # Coordinated lists: "on the SA-V, MOSE, ADE20k, DAVIS, and COCO datasets"
    # A dot only inside a name ("v1.5"), never a sentence end ("... such as Human Pose. Our code").
    item = r"[A-Z][\w\-]*(?:\.[\w\-]+)*(?: [A-Z0-9][\w\-]*(?:\.[\w\-]+)*){0,2}"
    for m in re.finditer(
        rf"(?<![\w\-.])((?:{item}, )+(?:{item},? )?(?:and|or) {item}|{item}(?: (?:and|or) {item})?) ({noun_re})\b", text
    ):
        lone = not re.search(r",| and | or ", m.group(1))
        if lone and m.group(2).endswith("s") and m.group(2) != "corpus":
            continue
        for im in re.finditer(item, m.group(1)):
            name = im.group()
            if name in ("and", "or") or name.split()[0].lower() in load_set("modifier_stop"):
                continue
            if not (is_name(name.split()[0]) or name[0].isupper()):
                continue
            s = m.start(1) + im.start()
            out.append(view.mention("dataset", s, s + len(name), "heads", 0.7))
    # "the FID, CLIP, DreamSim and GenEval scores": the shared head says what each item is,
    # more surely than a word list that knows CLIP as a model.
    for noun, typ, conf in (("tasks", "task", 0.7), ("(?:scores|metrics|measures)", "metric", 0.9)):
        for m in re.finditer(rf"((?:{item}, )+(?:{item},? )?(?:and|or) {item}) {noun}\b", text):
            for im in re.finditer(item, m.group(1)):
                s = m.start(1) + im.start()
                out.append(view.mention(typ, s, s + len(im.group()), "heads", conf))
    such = r"(?:,? (?:such as|including|like|namely|e\.g\.,?)|:)"
    for cue, typ, conf, apposed in (
        (rf"\b(?:metrics|measures){such} (?:the )?", "metric", 0.7, False),
        (rf"\b(?:{noun_re})s?{such} ", "dataset", 0.65, False),
        (rf"\btasks{such} ", "task", 0.65, False),
        # "on three downstream tasks, VQA, NLVR and Retrieval": only a list of two or more.
        (r"\b(?:downstream|evaluation|benchmark|\w+ing) tasks, ", "task", 0.6, True),
    ):
        for m in re.finditer(cue, text):
            lm = re.match(rf"((?:{item})(?:, (?:and |or )?{item})*(?:,? (?:and|or) {item})?)", text[m.end() : m.end() + 200])
            if not lm or (apposed and not re.search(r" (?:and|or) ", lm.group(1))):
                continue
            for im in re.finditer(item, lm.group(1)):
                if im.group().lower() in load_set("modifier_stop"):
                    continue  # "a major challenge: They rely on ..."
                s = m.end() + im.start()
                out.append(view.mention(typ, s, s + len(im.group()), "heads", conf))
    return out
