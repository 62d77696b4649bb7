"""The "names" rule: tokens shaped like names, typed from the words around them.

Takes tokens shaped like model or dataset names (``CLIP``, ``GPT-4o``, ``LLaMA-3.1-70B``,
``fastText``, ``RewardBench``) and types them from their context ("the ROBE module", "the
SA-V dataset", "approaches to AHT", "T2I tasks"); a name typed by its shape alone is a weak
vote. It only proposes; the assembler decides. Its context patterns are the named regular
expressions of ``data/names_patterns.json``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.cues import (
    METHOD_NOUNS, dataset_shaped, dataset_variant, glued_name, glued_words, holds_data, in_title_case_run, is_name,
    is_venue, modified_nouns, task_context)
from paperkg.extractors.data import compile_patterns, confidence, load_patterns
from paperkg.extractors.registry import TextView, register
from paperkg.extractors.text import tokens
from paperkg.extractors.wordlists import listed_task_heads, word_list_entries
from paperkg.schema import Mention


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The rule's regular expressions, named, from ``data/names_patterns.json``."""
    p = load_patterns()
    return compile_patterns("names_patterns.json", {
        "dataset_nouns": "|".join(map(re.escape, p["dataset_nouns"])),
        "apposed_kinds": "|".join(p["apposed_kinds"]),
        "dataset_kinds": "|".join(p["dataset_kinds"]),
        "dataset_kinds_title": "|".join(w.capitalize() for w in p["dataset_kinds"]),
        "built_on_suffixes": "|".join(p["built_on_suffixes"]),
    })


def _dataset_context(text: str, end: int) -> str | None:
    """"dataset" when a singular dataset noun follows, "category" for a plural one, else None."""
    rx = _regexes()
    m = rx["dataset_noun_after"].match(text[end : end + 40].lower())
    if not m:
        # "the CLRS Algorithmic Reasoning Benchmark": Title-Case words name the benchmark with it;
        # "CLiMB, a multimodal continual learning benchmark": an apposition says what it is.
        m = rx["titled_dataset"].match(text[end : end + 60]) or rx["apposed_dataset"].match(text[end : end + 90])
    if not m and holds_data(text, end):
        return "dataset"  # "BridgeData V2 contains 53,896 trajectories": counted in data items
    if not m:
        return None
    word = m.group(1)
    return "category" if word.endswith("s") and not word.endswith("ss") and word != "corpus" else "dataset"


def _dataset_noun_before(text: str, start: int, end: int) -> bool:
    """Whether a dataset noun comes right before the name or the list it is in: "datasets
    THuman2.0 and Multi-garment", "benchmarks, i.e., ActivityNet-Captions and TACoS"; after a
    bare comma ("datasets, CitySim and INTERACTION") only inside a list."""
    rx = _regexes()
    before = text[max(0, start - 90) : start]
    if rx["dataset_noun_before"].search(before):
        return True
    m = rx["dataset_noun_comma"].search(before)
    return bool(m and (m.group(1) or rx["list_goes_on"].match(text, end)))


def _scored_on(text: str, start: int) -> bool:
    """Whether a result on a named metric comes right before: "93.8 AP on CrowdHuman",
    "34.27% top-1 accuracy on Moments-in-Time" (not "79.4% on ResNet-50")."""
    m = _regexes()["score_on"].search(text, max(0, start - 50), start)
    if not m:
        return False
    words = m.group(1).split()
    if is_name(words[0]) and not _regexes()["lower_name_number"].match(words[0]):
        return True  # "85.8 AP on", "+2.1 mIoU on": a name right after a number is the metric
    return any(e.type == "metric" for n in range(1, len(words) + 1) for e in word_list_entries(" ".join(words[-n:])))


def _method_context(text: str, end: int) -> float:
    """How surely the words after a name say it is a method: 0.7 for the kind right after it
    ("the ROBE module", "a GCN layer"), 0.85 for an apposition that says it outright ("SR,
    which is a first-class ML approach", "GEAR, an efficient error reduction framework"), else 0."""
    # "a model" is left to the relative clause: "On ImageNet-1K, a single ViT-L model obtains ..."
    # and "ResNet for ImageNet, a visual object tracking model, and ..." are no appositions.
    if _regexes()["method_apposed"].match(text, end, end + 90):
        return confidence("names", "apposed_kind")
    m = _regexes()["kind_after"].match(text[end : end + 30])
    if m and _regexes()["kind_then_named"].match(text, end, end + 40):
        return 0.0  # "a few-shot pose estimation (FSPE) approach called SA6D": SA6D is the approach
    return confidence("names", "kind_after") if m and m.group(1) in METHOD_NOUNS else 0.0


def _example_of_task(text: str, start: int) -> bool:
    """Whether a name is given in parentheses as an example of the task named right before:
    "language modelling (e.g. WikiText)", "retrieval (e.g. CUB and SOP)": the benchmark the
    task is measured on ("generative models (e.g. GANs)" and "regularization-based tuning (e.g., KgCoOp)" name
    methods, and "NLP tasks (e.g., NER)" tasks: the word before is a listed task head)."""
    open_at = text.rfind("(", max(0, start - 60), start)
    if open_at < 0 or ")" in text[open_at:start] or not _regexes()["example_opens"].fullmatch(text, open_at + 1, start):
        return False
    before = re.search(r"([A-Za-z][\w\-]*)\s*$", text[max(0, open_at - 40) : open_at])
    word = before.group(1).lower() if before else ""
    return word in listed_task_heads()


def _known_as(tok: str, types: tuple[str, ...], hyphen_base: bool = False) -> bool:
    """Whether the word lists know a name as one of ``types``, or the name before its version
    digits ("MobileNetV2", "ResNet50", "mAP50"), or with ``hyphen_base`` the name before its last
    hyphen ("EfficientNet-B7"): "On EfficientNet-B7, we achieve 84.7%" names the model a result
    is read with, "2.1% on mAP50" the measure and "on TSP" the problem, not where."""
    versioned = _regexes()["version_suffix"].fullmatch(tok)
    base, sep, _ = tok.rpartition("-")
    names = (tok, *((base,) if hyphen_base and sep and base else ()), *((versioned.group(1),) if versioned else ()))
    return any(e.type in types for name in names for e in word_list_entries(name))


def _names_a_model(tok: str) -> bool:
    """Whether a name is a model's, which an "On X," or "% on X" reads with, not on: one the word
    lists know as a method, by its base before the last hyphen too ("EfficientNet-B7"), or a
    size variant ("DeiT-S", "ViT-B/16") of a base no word list knows as a dataset ("ImageNet-S"
    is one)."""
    if _known_as(tok, ("method",), hyphen_base=True):
        return True
    m = _regexes()["model_size_suffix"].search(tok)
    return m is not None and not _known_as(tok[: m.start()], ("dataset",))


def _split_run_on(toks: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Tokens with a sentence run on at a period split in two: "RKHS.A new bound",
    "GNNs.GNN-LRP explains" (a missing space after the period), not "Qwen2.5" or "U.S."."""
    out = []
    rx = _regexes()["run_on_sentence"]
    for tok, s, e in toks:
        m = rx.fullmatch(tok)
        if m:
            out += [(m.group(1), s, s + m.end(1)), (m.group(2), s + m.start(2), e)]
        else:
            out.append((tok, s, e))
    return out


def _split_glued(toks: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """Tokens that glue a name to a function word ("HNSWand", "theFL": a missing space) as the
    name alone (``glued_name``); other tokens as they are."""
    out = []
    for tok, s, e in toks:
        glued = glued_name(tok, text)
        out.append((glued[0], s + glued[1], s + glued[1] + len(glued[0])) if glued else (tok, s, e))
    return out


@register("names", version="29", data=("patterns.json", "names_patterns.json", "lexicon/stop_names.txt", "lexicon/venues.txt", "lexicon/compound_suffixes.txt", "lexicon/compound_prefixes.txt"))
def extract_names(view: TextView) -> list[Mention]:
    """Tokens shaped like names (CLIP, GPT-4o, fastText), typed from the words after them."""
    out = []
    text = view.text
    shouted = [m.span() for m in _regexes()["shouted_run"].finditer(text)]
    for tok, s, e in _split_glued(_split_run_on(tokens(text)), text):
        if any(a <= s < b for a, b in shouted):
            continue  # "GIVE MODEL CHOICES!": a slogan in capitals, no names
        tok_s = re.sub(r"['\u2019]s$", "", tok.rstrip("."))  # "LLM-as-Agent's reasoning": the name without the possessive
        built_on = _regexes()["built_on"].match(tok_s)
        if built_on and is_name(built_on.group(1)) and not tok_s.lower().startswith("non-") \
                and not any(e.type != "method" for e in word_list_entries(built_on.group(1))):
            # "a fastText-based scorer", "our GNN-based approach": the name is a method it uses.
            out.append(view.mention("method", s, s + len(built_on.group(1)), "names", confidence("names", "built_on"), weak=True))
            continue
        if text[s - 1 : s] == "\\":
            continue  # "\OursNoSpace": a LaTeX macro, not a name
        if glued_words(tok_s):
            continue  # "whileReinforcement Learning": a missing space, two words
        if not is_name(tok_s) or (text[e : e + 1] == "(" and not _regexes()["glued_score"].match(text, e)):
            continue  # "SE(3)", "O(n)": notation, not a name (but "20-split-CIFAR100(82.22%)" is one)
        if text[s - 1 : s] == "[" and text[e : e + 1] == "]":
            continue  # "the [CLS] token", "[MASK]": a special symbol, not a name
        direction = _regexes()["direction_modifier"].match(text, s)
        if direction and direction.group().startswith(tok):
            continue  # "2D-to-3D lifting", "camera-to-LiDAR projection": a direction modifies the noun after it
        after = re.match(r"\s+([a-z]+)\b", text[e : e + 20])
        if after and after.group(1) in modified_nouns():
            continue  # "the k-OIG dimension", "the SGD error": a property named after it, not it
        glued = tok_s.rsplit("-", 1)[1] if "-" in tok_s else ""
        if glued in load_patterns()["discrepancy_nouns"]:
            # "the KL-divergence", "the L2-distance": a measure of how far apart two things are
            out.append(view.mention("metric", s, e, "names", confidence("names", "score_named")))
            continue
        if glued in modified_nouns():
            continue  # "the VC-dimension", "the TD-error": the property, its noun glued on
        if _regexes()["value_given_after"].match(text, e):
            continue  # "(M = 96.23%, SD = 1.45%)", "at tIoU=0.5": a quantity given its value, no method
        e = s + len(tok_s)
        if (numeral := _regexes()["numeral_after"].match(text[e : e + 6])) and tok_s[-1].isalpha():
            e += numeral.end()  # "StarCraft II", "Touhou IV": the numeral is part of the name
        year = _regexes()["year_after"].match(text, e)
        if year and is_venue(tok_s):
            continue  # "ALT 2019", "SODA 2025": a venue cited with its year, no name
        ctx = _dataset_context(text, e)
        if method_conf := _method_context(text, e):
            # "the ROBE module", "a GCN layer": the noun after the name says what it is.
            out.append(view.mention("method", s, e, "names", method_conf))
        elif _regexes()["score_after"].match(text[e : e + 12]) or _regexes()["score_named_end"].search(tok_s) or (
            _regexes()["value_before"].search(text[max(0, s - 12) : s]) and not _regexes()["value_metric_after"].match(text[e : e + 20])
        ):
            # "improves the MAUVE score": a score named after its metric ("TM-Score" in its own name); "achieves 52.1 AP".
            out.append(view.mention("metric", s, e, "names", confidence("names", "score_named")))
        elif _regexes()["metric_noun_before"].search(text, max(0, s - 80), s):
            # "a semantic registration evaluation metric, SiamRegQC": the noun before names its kind
            out.append(view.mention("metric", s, e, "names", confidence("names", "score_named")))
        elif ctx == "dataset" or dataset_shaped(tok_s) or dataset_variant(tok_s, text) or _scored_on(text, s) or year \
                or _dataset_noun_before(text, s, e) \
                or (_regexes()["glued_score"].match(text, e) and not _known_as(tok_s, ("method",), hyphen_base=True)) \
                or (_regexes()["fronted_on"].search(text, max(0, s - 40), s) and _regexes()["fronted_on_end"].match(text, e)
                    and not _names_a_model(tok_s)) \
                or ((_regexes()["percent_on"].search(text, max(0, s - 60), s)
                     or _regexes()["experiments_on"].search(text, max(0, s - 90), s)) and _regexes()["percent_on_end"].match(text, e)
                    and not _names_a_model(tok_s) and not _known_as(tok_s, ("metric", "task"))):
            # "the SA-V dataset"; "RewardBench", "SWE-bench": benchmarks say so in their name, "MIPLIB 2017" its year;
            # "On DMControl 100K, FNC excels": a fronted "On X," names where the sentence evaluates;
            # "67.75% on ARC-Challenge": what a percentage is on (a known model, measure or task is not);
            # "20-split-CIFAR100(82.22%)": a score glued to the name is on it; "experiments on
            # PASCAL3D+, occluded-PASCAL3D+ and ObjectNet3D": what experiments are run on.
            out.append(view.mention("dataset", s, e, "names", confidence("names", "dataset")))
        elif _example_of_task(text, s) and not word_list_entries(tok_s):
            # "language modelling (e.g. WikiText)": an example of a task is its benchmark.
            out.append(view.mention("dataset", s, e, "names", confidence("names", "example_of_task")))
        elif ctx == "category" and tok_s.isupper():
            # "two KGQA benchmarks": the acronym names the task the benchmarks are for.
            out.append(view.mention("task", s, e, "names", confidence("names", "task_category")))
        elif (task_conf := task_context(text, s, e)) > 0 and not (
                _known_as(tok_s, ("dataset",)) and not _known_as(tok_s, ("task", "method"))
                and f"({tok_s})" not in text):
            # "existing approaches to AHT", "for T2I tasks": what methods are for is a task (not a
            # benchmark the word lists know, "on GLUE tasks", unless the abstract defines the name:
            # "few-shot object detection (FSOD) tasks" is not the FSOD dataset).
            out.append(view.mention("task", s, e, "names", task_conf))
        elif in_title_case_run(text, e, tok_s):
            continue  # "a novel MultiView Independent Component Analysis model": a word of a longer name
        else:
            # Only the shape says "method": a weak vote that context or a word list overrides.
            out.append(view.mention("method", s, e, "names", confidence("names", "shape_only"), weak=True))
    # "$L\geq1$" reads "Lgeq1" in the clean text: a name never holds a backslash.
    return [m for m in out if "\\" not in m.text]
