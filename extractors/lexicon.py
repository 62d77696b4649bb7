"""The ``lexicon`` rule: word-list matches over tokens, longest match first.

Matches the curated lists and the built gazetteers (``extractors.wordlists``); lower-case
entries match any case, entries with inner capitals ("ImageNet", "SAM") only their own
case, Title-Case tasks ending in a task word ("Model Compression") any case. It only
proposes; the assembler (``extractors.assemble``) decides.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.cues import task_context
from paperkg.extractors.data import confidence, load_patterns, load_set
from paperkg.extractors.registry import TextView, register
from paperkg.extractors.text import norm_token, tokens
from paperkg.extractors.wordlists import Entry, MAX_PHRASE, is_task_word, lexicon_index, surface_matches, word_list_entries
from paperkg.schema import Mention


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


@register("lexicon", version="14", data=("patterns.json", "lexicon/methods.txt", "lexicon/metrics.txt", "lexicon/verb_markers.txt", "lexicon/method_markers.txt", "lexicon/tasks.txt", "lexicon/generic.txt", "lexicon/compound_function_words.txt", "gazetteer/*.txt"))
def extract_lexicon(view: TextView) -> list[Mention]:
    """Curated word lists and Papers-with-Code gazetteers, longest match first."""
    index = lexicon_index()
    toks = tokens(view.text)
    keys = [norm_token(t) for t, _, _ in toks]
    out: list[Mention] = []
    i = 0
    while i < len(toks):
        hit = None
        # (a sentence's first word is capitalised whatever it is)
        capitalised = i == 0 or toks[i - 1][0] in (".", "!", "?", ":")
        for n in range(min(MAX_PHRASE, len(toks) - i), 0, -1):
            entries = index.get(tuple(keys[i : i + n]))
            if not entries:
                continue
            surface = [t for t, _, _ in toks[i : i + n]]
            ok = [e for e in entries if surface_matches(e, surface, capitalised) and not _inner_plural(e, surface)]
            if ok:
                hit = (n, ok)
                break
        if hit is None:
            hit = _dataset_with_year(index, toks, keys, i)
        if hit is None:
            i += 1
            continue
        n, entries = hit
        if n > 1 and toks[i][0].islower() and keys[i] in load_set("modifier_stop") and index.get(tuple(keys[i + 1 : i + n])):
            # "general classification loss functions": an evaluative word before a listed
            # name ("General Classification" is a Papers-with-Code task) only qualifies it.
            i += 1
            continue
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
            task_conf = task_context(view.text, s, e_)
            if task_conf > (best["task"].confidence if "task" in best else 0.0):
                best["task"] = Entry("task", best["method"].surface, False, task_conf)
        if "task" in best and "method" not in best and keys[i + n - 1] == "learning" and i > 0 \
                and keys[i - 1] in load_set("method_markers"):
            # "we train our system using Multi-Agent Reinforcement Learning": a paradigm used as a method.
            best["method"] = Entry("method", best["task"].surface, False, best["task"].confidence + confidence("lexicon", "task_as_method_bonus"))
        for typ, entry in best.items():
            out.append(view.mention(typ, s, e_, "lexicon", entry.confidence, canonical=entry.surface))
        i += n
    cutoffs = _metrics_at_cutoffs(view)
    if not cutoffs:
        return out
    # "NDCG@10": the listed stem inside is no mention of its own
    inside = [m for m in out if any(c.start <= m.start and m.end <= c.end for c in cutoffs)]
    return sorted([m for m in out if m not in inside] + cutoffs, key=lambda m: (m.start, -m.end))


def _dataset_with_year(index: dict, toks: list, keys: list[str], i: int) -> tuple[int, list[Entry]] | None:
    """A listed dataset of two or more words whose last word has its year glued on ("PASCAL
    VOC2012", ``dataset_year``): the listed dataset, over the whole span, as "PASCAL VOC 2012"
    is. Else the name rules read the last word alone as a dataset ("VOC2012") and the first as
    a method ("PASCAL")."""
    year = _pattern("dataset_year")
    for n in range(min(MAX_PHRASE, len(toks) - i), 1, -1):
        m = year.fullmatch(toks[i + n - 1][0])
        if m is None:
            continue
        entries = index.get((*keys[i : i + n - 1], norm_token(m.group("stem"))))
        surface = [t for t, _, _ in toks[i : i + n - 1]] + [m.group("stem")]
        ok = [e for e in entries or () if e.type == "dataset" and surface_matches(e, surface)]
        if ok:
            return n, ok
    return None


def _metrics_at_cutoffs(view: TextView) -> list[Mention]:
    """A listed metric written with the cutoff it is read at ("FPR95", "BLEU-4", "NDCG@10"), which
    no word list holds whole and the name rules would take for a coined method: the metric, as
    written (``metric_cutoff``)."""
    out = []
    for m in _pattern("metric_cutoff").finditer(view.text):
        stem = m.group("stem") or m.group("at")
        found = [e for e in word_list_entries(stem) if e.type == "metric"]
        if found:
            out.append(view.mention("metric", m.start(), m.end(), "lexicon", max(e.confidence for e in found),
                                    canonical=m.group()))
    return out


@lru_cache(maxsize=None)
def _pattern(name: str) -> re.Pattern:
    """The compiled pattern ``name`` of ``patterns.json`` ("dataset_year", "metric_cutoff")."""
    return re.compile(load_patterns()[name])
