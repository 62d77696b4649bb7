"""The ``heads`` rule: typed head nouns.

Reads task phrases ending in a task word ("Chinese scene text retrieval") or in an acronym
defined with one ("offline RL"), "the task / problem of X", "X dataset / benchmark",
coordinated lists ("on the SA-V, MOSE and COCO datasets", "tasks such as VQA and NLVR"),
Title-Case method phrases ("Monte Carlo Tree Search") and lower-case technique phrases
("employs linear function approximation"; a task phrase after a use cue, "using matrix
imputation.", is such a technique too). It only proposes; the assembler decides. Its
regular expressions are the named patterns of ``data/heads_patterns.json``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from paperkg.extractors.cues import (
    METHOD_NOUNS, PASSIVE_PROPOSAL, dataset_variant, describes_data, description_stop_words, is_name, modified_nouns, naming_cue_words,
    task_cue_regexes,
)
from paperkg.extractors.data import compile_patterns, confidence, load_patterns, load_set
from paperkg.extractors.registry import TextView, register
from paperkg.extractors.text import norm_token, tokens
from paperkg.extractors.wordlists import (
    is_task_word, listed_task_heads, listed_task_modifiers, listed_task_pairs, method_suffix_starts, word_list_entries)
from paperkg.schema import Mention


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The rule's regular expressions, named, from ``data/heads_patterns.json``."""
    p = load_patterns()
    return compile_patterns("heads_patterns.json", {
        "study_verbs": "|".join(p["task_study_verbs"]),
        "study_verbs_third": "|".join(map(_third_person, p["task_study_verbs"])),
        "topic_verbs": "|".join(p["topic_verbs"]),
        "proposal_verbs": "|".join(sorted(map(re.escape, p["proposal_verbs"]), key=len, reverse=True)),
        "technique_cues": "|".join(map(re.escape, p["technique_cues"])),
        "not_after_our": "|".join(map(re.escape, sorted({*p["our_noun_verbs"], *p["win_verbs"], *p["technique_cues"],
                                                         *p["long_form_prepositions"]}, key=len, reverse=True))),
        "clause_words": "|".join(p["clause_words"]),
        "dataset_nouns": "|".join(map(re.escape, p["dataset_nouns"])),
        "passive_proposal": PASSIVE_PROPOSAL,
    })


def _not_a_task_end(word: str) -> bool:
    """Whether a word before "tasks"/"problems" cannot end a task's name: an adjective
    ("graph analytic", "learning-based") or a noun that classifies the tasks by their data
    or benchmark ("English language", "large-scale benchmark")."""
    w = word.lower()
    if "-" in w and w.rsplit("-", 1)[1] in load_set("compound_suffixes"):
        return True
    return w in load_patterns()["task_kind_nouns"] or w.endswith(("ical", "lytic", "ous", "ful", "less"))


def _task_like(word: str) -> bool:
    """Whether a word can end a task's name before "tasks" or "problems": a task word
    ("classification", "-tion", "-ing"), a noun of the task endings ("performance"), a field
    ("robotics") or an acronym ("NLP tasks"); not a word for their data or domain ("image", "visual", "inverse")."""
    last = word.rsplit("-", 1)[-1]
    return word.isupper() or any(
        is_task_word(w) or _regexes()["tasklike_end"].search(w) or w.endswith("ics") for w in {word.lower(), last.lower()})


def _task_word_key(word: str) -> str:
    """A task word lower-cased in the lexicon's spelling: "Optimisation" is "optimization"."""
    return word.lower().replace("isation", "ization")


def _heads_a_task(word: str) -> bool:
    """Whether one word alone before "tasks" or "problems" names a task: a task head of the
    lexicon ("classification", "planning", "optimisation"; the last part of a compound too,
    "k-clustering"), a task the word lists know, or a compound of a word and a gerund
    ("slot-filling", "root-finding", "decision-making"), or a noun in -ment, which mostly names
    an act on objects ("the assignment problem", "entailment tasks", "rearrangement tasks"); not
    any other noun in -tion or -ing ("simulation", "evaluation", "over-smoothing")."""
    low = _task_word_key(word)
    heads = listed_task_heads()
    first, _, last = low.rpartition("-")
    return low in heads or low.replace("-", "") in heads or last in heads or last.endswith("ment") \
        or _listed_task(word) \
        or (last.endswith("ing") and len(first) > 2 and "-" not in first and not first.endswith("ly")
            and first not in load_set("compound_prefixes"))


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
    rx = _regexes()
    out: list[Mention] = []
    k = 0
    while k < len(toks):
        j = k
        while j < len(toks) and rx["title_word"].fullmatch(toks[j][0]) and (j == k or toks[j][1] == toks[j - 1][2] + 1):
            j += 1
        if j - k < 2:
            k = max(j, k + 1)
            continue
        first, last = toks[k], toks[j - 1]
        before = text[max(0, first[1] - 2) : first[1]]
        # "semi-Markov Decision Process": a name that starts before the Title-Case words is not theirs to cut.
        mid_sentence = bool(rx["mid_sentence"].fullmatch(before)) and (k == 0 or not any(c.isupper() for c in toks[k - 1][0]))
        # A sentence capitalises its first word only: "Graph Foundation Models hold ..." is still a name.
        opens = j - k >= 3 and (first[1] == 0 or rx["sentence_break"].fullmatch(before) is not None)
        low = last[0].lower()
        head = low in heads or norm_token(low) in heads or low.rstrip("s") in heads
        if (mid_sentence or opens) and head and low not in areas and norm_token(low) not in areas \
                and not rx["hyphen_or_paren_after"].match(text[last[2] : last[2] + 3]) and first[0].lower() not in load_set("modifier_stop"):
            # A long form before "(ABC)" is the acronym rules' to merge; "X-based" is an adjective.
            rest = text[last[2] : last[2] + 60]
            kind = rx["lower_words"].match(rest)
            if rx["naming_cue_after"].match(rest[kind.end():]):
                k = j
                continue  # "a Motion Style Attention modulation mechanism, dubbed as MoStAtt": the name is the proposal
            opened = text.rfind("(", max(0, first[1] - 80), first[1])
            if opened > 0 and ")" not in text[opened : first[1]] and text[last[2] : last[2] + 1] == ")" \
                    and rx["short_before_bracket"].search(text, max(0, opened - 20), opened):
                k = j
                continue  # "DEFT (DExterous Fine-Tuning for Hand Policies)": the end of a short form's long form
            nxt = re.match(r"\s+([a-z][\w\-]*)", rest)
            runs_on = nxt is not None and nxt.group(1) not in METHOD_NOUNS and any(
                word_list_entries(" ".join([*(t for t, _, _ in toks[i:j]), nxt.group(1)])) for i in range(k + 1, j))
            if runs_on:
                k = j
                continue  # "a novel Robust Neural Architecture search framework": a known name runs on in lower case
            suffixes = (" ".join(t for t, _, _ in toks[i:j]) for i in range(k + 1, j - 1))
            if low == "learning" and any(word_list_entries(x) or x.lower() in load_set("generic") for x in suffixes):
                k = j
                continue  # "Multi-Task Reinforcement Learning", "Partially Local Federated Learning": a setting of a known paradigm
            at = first[1]
            proposed = rx["proposed_before"].search(text, max(0, at - 60), at) or rx["named_before"].search(text, max(0, at - 20), at)
            out.append(view.mention("method", at, last[2], "heads", confidence("heads", "title_case_method"), role="proposed" if proposed else None))
        k = j
    return out


def _is_modifier(tok: str, first_in_sentence: bool) -> bool:
    """Whether a word can sit inside a task or method noun phrase before its head."""
    low = tok.lower()
    if low in load_set("modifier_stop") or low in load_set("verbs") or low.endswith(tuple(load_patterns()["modifier_stop_suffixes"])):
        return False
    if re.fullmatch(load_patterns()["measure_cutoff"], low):
        return False  # "top-1 classification accuracy": the cut-off belongs to the measure
    # "statements about quantum state synthesis", "to establish gene expression-guided
    # editing": a function word or a verb the corpora write with an object names nothing.
    if low in load_set("function_words") or low in load_set("verbs_corpus"):
        return False
    if not _regexes()["modifier_shape"].match(tok) or re.search(r"['\u2019]s$", tok):
        return False  # "LLM-as-Agent's reasoning": a possessive ends the phrase
    if "-" not in tok:
        if low.endswith("ly") and len(low) > 4:
            return False
        if low.endswith("ed") and len(low) > 4:
            return False
        if low.endswith("ing") and low not in listed_task_heads() and low not in load_set("nominal_gerunds") \
                and not _compound_participle(low):
            return False
        if low.endswith("s") and not low.endswith(("ss", "us", "is", "ics")) and len(low) > 3 and not tok.isupper():
            return False
        if low[:-1] in load_set("verbs") and low.endswith("s"):
            return False
    if first_in_sentence and tok[:1].isupper() and not is_name(tok) and low in load_set("modifier_stop"):
        return False
    return True


def _describes(tok: str) -> bool:
    """Whether a word describes a task phrase rather than names it: shaped like an adjective
    ("tractable", "well-studied", "CNN-based") and before the head of no listed task name.
    A phrase keeps its last modifier whatever its shape ("dexterous manipulation").

    The word lists' thousands of task names show which such words do name tasks
    ("robust regression", "semi-supervised learning"); any other stays out of the name, so
    "tractable posterior inference" is posterior inference.
    """
    low = tok.lower()
    if is_name(tok) or norm_token(low) in listed_task_modifiers() or _compound_participle(low):
        return False  # (nor "moving" in "moving region detection": a participle of a fixed compound)
    p = load_patterns()
    if "-" in low:
        return low.rsplit("-", 1)[1] in p["describing_compound_ends"]
    return any(low.endswith(x) and len(low) - len(x) >= 4 for x in p["describing_suffixes"])


def _technique_based(tok: str) -> bool:
    """Whether ``tok`` is an "X-based" compound whose X is a technique, not what a task is based on
    (``input_based_words``): "density-based", "DKM-based", not "vision-based" or "skeleton-based"."""
    low = tok.lower()
    return low.endswith("-based") and low[: -len("-based")].rsplit("-", 1)[-1] not in load_patterns()["input_based_words"]


def _compound_participle(word: str) -> bool:
    """Whether ``word`` is a participle that works as an adjective of a fixed compound
    (``participle_adjective``: "bounding box", "missing value"), not a verb before its object."""
    return _regexes()["participle_adjective"].fullmatch(word) is not None


def _in_verbs(word: str) -> bool:
    """Whether ``word`` is a verb of the list or its third-person form ("motivates", "reduces")."""
    verbs = load_set("verbs")
    return word in verbs or word[:-1] in verbs or (word.endswith("es") and word[:-2] in verbs)


def _noun_after(text: str, toks: list[tuple[str, int, int]], k: int) -> bool:
    """Whether the token after ``k`` is a noun that the words up to ``k`` only describe:
    not a verb, a function word, an adverb or participle, the first part of a compound
    adjective ("semantics-aware"), nor a noun that keeps the phrase what it names
    (``task_phrase_nouns`` and the kinds of method: "object detection approaches",
    "regularization methods")."""
    nxt = toks[k + 1][0]
    low = nxt.lower()
    if not re.fullmatch(r"[a-z][a-z-]*[a-z]", nxt) or low.endswith(("ly", "ed", "ing")):
        return False
    if text[toks[k + 1][2] : toks[k + 1][2] + 1] == "-":
        return False  # "makes patch selection semantics-aware": a compound adjective follows
    if low in load_set("function_words") or low in load_set("modifier_stop") or _in_verbs(low) or _in_corpus_verbs(low):
        return False
    return not (norm_token(low) in _task_phrase_nouns() or low in METHOD_NOUNS or norm_token(low) in METHOD_NOUNS)


def _describes_noun_after(text: str, toks: list[tuple[str, int, int]], k: int) -> bool:
    """Whether the task word at ``k`` only describes the noun right after it: "coherent
    segmentation maps", "a progressive reconstruction manner" (``_noun_after``), unless a
    listed task name pairs the word before with the task word ("image generation quality"
    is about image generation)."""
    if not _noun_after(text, toks, k):
        return False
    if k == 0 or toks[k][1] - toks[k - 1][2] != 1:
        return False  # a bare task word: the bare-head rules judge it
    return (norm_token(toks[k - 1][0]), norm_token(toks[k][0])) not in listed_task_pairs()


@lru_cache(maxsize=1)
def _task_phrase_nouns() -> frozenset[str]:
    return frozenset(norm_token(w) for w in load_patterns()["task_phrase_nouns"])


def _in_corpus_verbs(word: str) -> bool:
    """Whether ``word`` is a verb of ``lexicon/verbs_corpus.txt`` or its third-person form."""
    verbs = load_set("verbs_corpus")
    return word in verbs or (word.endswith("s") and word[:-1] in verbs) or (word.endswith("es") and word[:-2] in verbs)


def _verb_after(toks: list[tuple[str, int, int]], j: int) -> bool:
    """Whether token ``j`` is a verb by its place: right after a subject pronoun or a modal
    ("we revisit", "can limit"), a word of the study verbs, or "to" and a verb ending ("to optimize")
    or a word listed as a verb there ("to probe generalization")."""
    low = toks[j][0].lower()
    if low in load_patterns()["task_study_verbs"]:
        return True
    if j == 0 or toks[j][1] - toks[j - 1][2] != 1:
        return False
    before = toks[j - 1][0].lower()
    return before in load_patterns()["verb_openers"] or (
        before == "to" and (low.endswith(tuple(load_patterns()["to_verb_suffixes"])) or low in load_patterns()["to_verbs"]))


def _phrase_before(text: str, toks: list[tuple[str, int, int]], head: int, max_mods: int = 4, task: bool = False,
                   named: bool = False) -> int:
    """Index of the first modifier token of the noun phrase ending at ``head``; a task
    phrase (``task``) also stops before a word that only describes it (``_describes``),
    once it has a modifier (``named``: the token at ``head`` is one, before "problem")."""
    first = head
    j = head - 1
    while j >= 0 and head - j <= max_mods:
        t, s, _ = toks[j]
        if toks[j + 1][1] - toks[j][2] > 1:  # a gap wider than a space ends the phrase
            break
        sentence_start = s == 0 or text[max(0, s - 2) : s].strip() in (".", "!", "?")
        if task and t[:1].isalnum() and (norm_token(t), norm_token(toks[j + 1][0])) in listed_task_pairs():
            first = j  # "bounding box estimation", "Multiple instance regression": listed task names pair the words
            j -= 1
            continue
        if j > 0 and f"{toks[j - 1][0].lower()} {t.lower()}" in load_patterns()["compound_adjectives"]:
            break  # "real world active learning": "world" belongs to the adjective "real world"
        if _verb_after(toks, j):
            break  # "We revisit online binary classification": "revisit" is the verb, not a modifier
        if task and _technique_based(t):
            break  # "density-based clustering", "DKM-based compression": a kind of method, not which task
        if task and (first < head or named) and _describes(t):
            break  # "tractable posterior inference"; "dexterous manipulation" keeps its one modifier
        if task and (t.lower() in load_patterns()["task_stop_modifiers"]
                     or t.lower().startswith(tuple(load_patterns()["task_stop_modifier_prefixes"]))):
            break  # "correct prediction", "higher-quality editing", "well-motivated segmentation": how well, not which task
        if task and t.lower() in load_patterns()["task_how_modifiers"] and _names_task_alone(text, toks, j + 1, head):
            break  # "end-to-end speech recognition" is speech recognition; "safe end-to-end driving" stays
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
    if task and head > first >= 2 and toks[first][1] - toks[first - 1][2] == toks[first - 1][1] - toks[first - 2][2] == 1 \
            and f"{toks[first - 2][0].lower()} {toks[first - 1][0].lower()}" in load_patterns()["open_compound_openers"]:
        first -= 2  # "Out of distribution detection" is out-of-distribution detection
    if task and head - first < max_mods and first >= 2 and toks[first - 2][0].lower() in naming_cue_words() \
            and _regexes()["participle"].fullmatch(toks[first - 1][0]):
        first -= 1  # "a pre-training task called replaced token detection": the cue says where the name starts
    return first


def _names_task_alone(text: str, toks: list[tuple[str, int, int]], start: int, head: int) -> bool:
    """Whether the tokens ``start..head`` name a task without the word before them: a task name
    of the word lists ("speech recognition"), or one word of ``procedure_words`` ("learning")."""
    rest = text[toks[start][1] : toks[head][2]]
    if start == head and rest.lower() in load_patterns()["procedure_words"]:
        return True
    return _listed_task(rest)


def _listed_task(name: str) -> bool:
    """Whether ``name``, as written, is a task name of the word lists ("speech recognition")."""
    return any(e.type == "task" for e in word_list_entries(name))


def _listed_dataset(name: str) -> bool:
    """Whether ``name``, as written, is a dataset name of the word lists ("KITTI")."""
    return any(e.type == "dataset" for e in word_list_entries(name))


def _cut_at_limit(toks: list[tuple[str, int, int]], first: int, head: int, max_mods: int) -> bool:
    """Whether a phrase read leftwards stopped only at its length limit, with one more word that
    could modify it before ("the vector output neural network training problem" read as
    "output neural network training"): such a phrase is cut from a longer name."""
    return head - first >= max_mods and first > 0 and toks[first][1] - toks[first - 1][2] == 1 \
        and _is_modifier(toks[first - 1][0], False) and not _verb_after(toks, first - 1)


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
    return any(_listed_task(" ".join(t for t, _, _ in toks[i:])) for i in range(len(toks)))


def _described_datasets(view: TextView) -> list[Mention]:
    """Names whose dataset noun follows a short description of what the data is for: "the
    DeLiVER arbitrary-modal segmentation benchmark", "the ISIC 2016 skin lesion and BraTS 2019
    brain tumor datasets". The description must end in a task word and hold no function or
    evaluative word, so "FPR and FNR respectively across multiple datasets" and "Standard
    training datasets" name none."""
    out = []
    stop = description_stop_words()
    for m in _regexes()["dataset_described"].finditer(view.text):
        name = m.group(1)  # capitalised, as the item pattern is
        if not describes_data(m.group(2).split()) or name.split()[0].lower() in stop:
            continue
        end = m.end(1)
        shorter = name.rsplit(" ", 1)[0]
        if " " in name and not _listed_dataset(name) and _listed_dataset(shorter):
            end = m.start(1) + len(shorter)  # "the KITTI 3D object detection benchmark": KITTI's, "3D" is the task's
        out.append(view.mention("dataset", m.start(1), end, "heads", confidence("heads", "dataset_list")))
    return out


def _coordinated_tasks(view: TextView) -> list[Mention]:
    """Each item of "offline knowledge distillation, semantic segmentation and diffusion
    distillation tasks" or "task-settings (A, B, and C)": the shared head says all are
    tasks, more surely than a word list that knows knowledge distillation as a method.

    Every item must be a noun phrase ending in a task word, or the words are not a list
    of tasks ("coarse, precise and dynamic manipulation tasks" shares adjectives). Before
    "tasks" the first item may start inside a longer clause; after it, none may.
    """
    text = view.text
    rx = _regexes()
    out: list[Mention] = []
    found = []
    # The list is matched backwards from each "tasks"/"problems": scanning the whole text
    # with the list pattern backtracks at every word and cost a sixth of extraction time.
    for head in rx["shared_head"].finditer(text):
        lo = max(0, head.start() - 160)
        m = rx["coordinated"].search(text, lo, head.start())
        if m:
            found.append((m.start(1), m.group(1), True))
    found += [(m.start(1), m.group(1), False) for m in rx["listed_after"].finditer(text)]
    for start, listed, first_free in found:
        items = _task_list_items(text, start, listed, first_free)
        if len(items) >= 2:
            out += [view.mention("task", s, e, "heads", confidence("heads", "task_list_after_cue")) for s, e in items]
    return out


def _task_list_items(text: str, start: int, listed: str, first_free: bool) -> list[tuple[int, int]]:
    """Spans of the items of a coordinated list at ``start``, or [] if it is not a task list."""
    pos, parts = 0, []
    for sep in _regexes()["list_separator"].finditer(listed):
        parts.append((start + pos, listed[pos : sep.start()]))
        pos = sep.end()
    parts.append((start + pos, listed[pos:]))
    items = []
    for n, (part_start, part) in enumerate(parts):
        words = [(t, part_start + s, part_start + e) for t, s, e in tokens(part)]
        if not words or not is_task_word(words[-1][0].lower()):
            return []
        if n and len(words) > 1 and _regexes()["quantified_item"].fullmatch(words[0][0]):
            return []  # "multiview contrastive learning and different self-prediction tasks": no shared head
        first = _phrase_before(text, words, len(words) - 1, task=True)
        if first > 0 and not (n == 0 and first_free) and any(
                w.lower() not in load_set("modifier_stop") or _in_verbs(w.lower()) for w, _, _ in words[:first]):
            # An item with words that cannot modify its head is no list item; a leading
            # evaluative word is left out ("reasoning and trustworthy decision-making tasks"),
            # a verb is not ("..., and presents new challenging tasks": a clause, no item).
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


_TECHNIQUE_KINDS = METHOD_NOUNS | {"technique", "techniques", "methods", "scheme", "strategy", "objective"}


def _technique_phrases(view: TextView, toks: list[tuple[str, int, int]]) -> list[Mention]:
    """Lower-case technique phrases a method is built with: "with linear function
    approximation", "via Jacobian sketching", "using Monte-Carlo simulation".

    The head word must be a technique word (``lexicon/technique_heads.txt``), the phrase
    must have a modifier, and a use cue must come right before it or the kind of method
    right after it ("a Jacobian sketching technique").
    """
    text = view.text
    rx = _regexes()
    heads = load_set("technique_heads")
    out = []
    for k, (tok, s, e) in enumerate(toks):
        low = tok.lower()
        if k == 0 or (low not in heads and not (low.endswith("s") and low[:-1] in heads)):
            continue
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in modified_nouns():
            continue  # "subexponential approximation factors": a property, not the technique
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and _noun_after(text, toks, k):
            continue  # "worst-case approximation guarantees", "regularization parameters"
        first = _phrase_before(text, toks, k)
        if first == k and low.endswith("s"):
            continue
        if first < k and toks[first][0].lower().endswith("ing"):
            continue  # "by modeling quantization as ...": a verb takes the phrase as its object
        if any(is_name(t) for t, _, _ in toks[first:k]):
            continue  # "MixUp data augmentation", "GNN distillation": the name is the method
        kind = k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in _TECHNIQUE_KINDS
        # "a Jacobian sketching technique" names the technique; a use cue names it too.
        if first == k or not (kind or rx["technique_cue"].search(text, max(0, toks[first][1] - 20), toks[first][1])):
            continue
        role = None
        if kind:
            after = text[toks[k + 1][2] : toks[k + 1][2] + 40]
            if rx["named_after"].match(after):
                continue  # "a novel explainable pruning framework dubbed X-Pruner": the name is the proposal
            if rx["proposed_before"].search(text, max(0, toks[first][1] - 60), toks[first][1]) or rx["proposed_after"].match(after):
                role = "proposed"  # "we introduce a Jacobian sketching technique", "a ... framework is presented"
        out.append(view.mention("method", toks[first][1], e, "heads", confidence("heads", "technique_phrase"), role=role))
    return out


@register("heads", version="30", data=("patterns.json", "heads_patterns.json", "lexicon/*.txt"), fingerprint=_acronyms_source)
def extract_heads(view: TextView) -> list[Mention]:
    """Task phrases by head word, "the task of X", "X dataset/benchmark" with lists, technique phrases."""
    text = view.text
    toks = tokens(text)
    strong, weak = load_set("task_heads"), load_set("task_heads_weak")
    heads = strong | weak
    task_acronyms = _task_acronyms(view, heads) if "(" in text else set()
    rx = _regexes()
    study_cue, topic_verb = rx["study_cue"], rx["topic_verb"]
    before_cue = task_cue_regexes()[0]
    out: list[Mention] = []
    for k, (tok, s, e) in enumerate(toks):
        low = tok.lower()
        if "-" in low and low not in heads:
            # "fine-tuning" is the head word "finetuning"; "multi-view" ends in its last part.
            low = low.replace("-", "") if low.replace("-", "") in heads else low.split("-")[-1]
        if k + 1 < len(toks) and toks[k + 1][0].lower() in METHOD_NOUNS and toks[k + 1][1] == e + 1:
            continue  # "an image recognition backbone": the task words name what the method is for
        if k + 2 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 2][1] == toks[k + 1][2] + 1 \
                and toks[k + 1][0].lower().endswith("ing") and toks[k + 2][0].lower() in METHOD_NOUNS:
            continue  # "a 3D coordinate denoising pretraining framework": so is a task before a gerund and a kind of method
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in heads and low in heads \
                and (norm_token(tok), norm_token(toks[k + 1][0])) in listed_task_pairs():
            continue  # "transfer learning methods": the two task words are one listed name, which the first does not end
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in modified_nouns():
            continue  # "the learnable scaling factor", "generalization error": a property, not a task
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and low in heads and _describes_noun_after(text, toks, k):
            continue  # "coherent segmentation maps", "linear translation constraints"
        if tok[:1].isupper() and k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0][:1].isupper():
            continue  # "Bayesian Additive Regression Trees": a Title-Case name goes on past the task word
        if tok[:1].isupper() and k + 2 < len(toks) and toks[k + 1][0] in ("and", "&") and toks[k + 2][0][:1].isupper() \
                and toks[k + 1][1] == e + 1 and toks[k + 2][1] == toks[k + 1][2] + 1:
            continue  # "LiDAR (Light Detection and Ranging)": the Title-Case name goes on past "and"
        if low in strong:
            conf = confidence("heads", "strong_task_head")
        elif low in weak:
            conf = confidence("heads", "weak_task_head")
        elif task_acronyms and (tok in task_acronyms or tok[:-1] in task_acronyms and tok.endswith("s")):
            conf = confidence("heads", "task_acronym_head")
            nxt = toks[k + 1][0] if k + 1 < len(toks) and toks[k + 1][1] == e + 1 else ""
            if _phrase_before(text, toks, k, task=True) == k or (
                nxt.isalpha() and nxt.islower() and nxt not in load_patterns()["task_phrase_followers"]
                and nxt not in load_set("modifier_stop")
            ):
                # The acronym alone is its long form's mention already; "RL policies",
                # "RL agents": the acronym modifies another noun.
                continue
        else:
            continue
        if low == "analysis" and k and toks[k - 1][2] + 1 == s and toks[k - 1][0].lower() in load_patterns()["study_analysis_words"]:
            continue  # "a theoretical analysis", "regret analysis": what the paper does to its method, no task
        first = _phrase_before(text, toks, k, task=True)
        if _cut_at_limit(toks, first, k, 4):
            continue  # a phrase cut from a longer name
        if toks[first][1] and text[toks[first][1] - 1] in "_^\\{":
            continue  # "l_p regression", "$\ell_p$ regression": a phrase cut from notation
        while first < k - 1 and toks[first][0].lower().endswith("ing") and "-" not in toks[first][0] \
                and not _compound_participle(toks[first][0]):
            first += 1  # "for training robot manipulation policies": the gerund takes the phrase as its object
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in load_patterns()["dataset_nouns"]:
            # "a synthetic community detection dataset", "five MuJoCo control benchmarks": words
            # that say which data, or name it, are the dataset's, not the task's.
            while first < k and (toks[first][0].lower() in load_patterns()["data_modifiers"]
                                 or any(x.type == "dataset" for x in word_list_entries(toks[first][0]))):
                first += 1
        if k + 1 < len(toks) and toks[k + 1][1] == e + 1 and toks[k + 1][0].lower() in load_patterns()["measure_nouns"]:
            while first < k and toks[first][0].lower() in load_patterns()["measure_qualifiers"]:
                first += 1  # "the average detection accuracy": "average" qualifies the measure, not the task
        of_after = rx["of_after"].match(text[e : e + 4])
        if first < k and of_after and all(rx["adjective"].search(t.lower()) for t, _, _ in toks[first:k]):
            continue  # "automatic generation of a goal curriculum": the task is what follows "of"
        if of_after and rx["indefinite_before"].search(text, max(0, toks[first][1] - 4), toks[first][1]):
            continue  # "a nonlinear generalization of the Kalman filter": an extension, no task
        keys = [norm_token(t) for t, _, _ in toks[first : k + 1]]
        if first < k and any(i < k - first or (i == k - first and "-" in tok) for i in method_suffix_starts(keys)):
            # "traditional logistic regression": a method whose name ends in a task word;
            # "Zap Q-learning": the hyphenated head token is a method's name by itself.
            continue
        at = toks[first][1]
        if conf < confidence("heads", "hesitant_below") and (
            _names_what_methods_do(toks, k, low)
            or study_cue.search(text, max(0, at - 60), at)
            or before_cue.search(text, max(0, at - 40), at)
            or (first == 0 and topic_verb.match(text, e))
        ) and not _known_task_tail(toks[first + 1 : k + 1]):
            # "data cleaning methods", "math reasoning benchmarks": what the methods are for;
            # "we study online learning with ...", "Language model pretraining involves ...":
            # what the paper is about.
            conf += confidence("heads", "cue_bonus")
        if first < k:
            n_mods = k - first
            typ = "task"
            if rx["use_cue_before"].search(text, max(0, at - 30), at) and rx["clause_end_after"].match(text, e) \
                    and not rx["used_as_task_after"].match(text, e) \
                    and not _listed_task(text[at:e]):
                # "estimate the parameters using pseudolikelihood estimation.": what something is done
                # with is a technique; a task the word lists know stays one ("using semantic segmentation").
                typ = "method"
            out.append(view.mention(typ, at, e, "heads", conf + (confidence("heads", "modifiers_bonus") if n_mods > 1 else 0.0)))
        elif study_cue.search(text, max(0, s - 60), s) and rx["topic_word_ends"].match(text[e : e + 6]):
            # "We consider explainability in equivariant GNNs": a task word alone, named as the topic.
            out.append(view.mention("task", s, e, "heads", confidence("heads", "task_word_as_topic")))
    # "the task of X" names X; "the locomotion task of quadruped robots" has named its task already.
    for m in rx["task_of"].finditer(text):
        phrase = m.group(1)
        cut = rx["task_of_cut"].split(phrase)[0].strip()
        words = cut.split()
        for n, w in enumerate(words[1:], 1):
            if w.lower() in load_set("modifier_stop") or (w.endswith("s") and _in_verbs(w.lower())) \
                    or w.lower() in load_patterns()["topic_verbs"]:
                # "the problem of robust overfitting motivates us", "this problem of federated continual
                # learning poses new challenges": the clause goes on
                cut = " ".join(words[:n])
                break
        first_word = cut.split()[0].lower() if cut else ""
        if first_word.endswith("ing") and first_word not in heads | load_set("nominal_gerunds"):
            continue  # "the problem of collecting real data": an activity, not a named task
        one_word_ok = rx["nominal_end"].search(cut)
        if cut and len(cut) > 3 and cut.split()[0].lower() not in load_set("modifier_stop") and (" " in cut or one_word_ok):
            out.append(view.mention("task", m.start(1), m.start(1) + len(cut), "heads", confidence("heads", "task_of")))
    for k, (tok, s, e) in enumerate(toks):
        if tok.lower() in ("task", "tasks", "problem", "problems") and k > 0:
            # "the knapsack problem": "problem" is part of the name, so the word before it is a modifier already
            named = tok.lower() == "problem" and not rx["tasklike_end"].search(toks[k - 1][0].lower()) \
                and toks[k - 1][0].lower() not in heads
            first = _phrase_before(text, toks, k - 1, max_mods=3, task=True, named=named)
            if _cut_at_limit(toks, first, k - 1, 3):
                continue  # "the vector output neural network training problem": no name cut at the limit
            if first <= k - 1 and toks[k - 1][0].lower() not in load_set("modifier_stop") and _is_modifier(toks[k - 1][0], False):
                if first == k - 1 and not rx["task_word_end"].search(toks[k - 1][0].lower()):
                    continue
                if first == k - 1 and not named and not _heads_a_task(toks[k - 1][0]):
                    continue  # "simulation tasks", "the over-smoothing problem": a word that heads no task names none alone
                if first == k - 1 and not named and tok.lower().startswith("problem") \
                        and _task_word_key(toks[k - 1][0]) in load_set("task_heads_weak"):
                    continue  # "an optimization problem", "the exploration problem": a weak task word alone is a formulation
                if rx["copula_article_before"].search(text, max(0, toks[first][1] - 20), toks[first][1]) \
                        and (first == k - 1 or (named and not _listed_task(text[toks[first][1] : toks[k - 1][2]]))):
                    # "X is a long-standing problem", "X is an old research problem": the words describe
                    # X, they name no problem (a task word before "problem" still names one: "X is an
                    # unsupervised learning problem"; so does a listed name)
                    continue
                if _not_a_task_end(toks[k - 1][0]):
                    continue  # "deep learning-based tasks", "large-scale benchmark tasks": says what kind, not which
                if not named and not _task_like(toks[k - 1][0]) and not _known_task_tail(toks[first:k]):
                    continue  # "natural image tasks", "linear inverse problems": the word before says what the tasks are on
                end = e if named else toks[k - 1][2]  # "an initial value problem" is the name
                out.append(view.mention("task", toks[first][1], end, "heads", confidence("heads", "before_tasks_or_problems")))
    out += _coordinated_tasks(view)
    out += _technique_phrases(view, toks)
    out += _title_case_methods(view, toks)
    # Coordinated lists: "on the SA-V, MOSE, ADE20k, DAVIS, and COCO datasets"
    # A dot only inside a name ("v1.5"), never a sentence end ("... such as Human Pose. Our code").
    item = rx["list_item"]
    for m in rx["dataset_list"].finditer(text):
        lone = not rx["list_joint"].search(m.group(1))
        if lone and m.group(2).endswith("s") and m.group(2) != "corpus":
            continue
        for im in item.finditer(m.group(1)):
            name = im.group()
            if name in ("and", "or") or name.split()[0].lower() in load_set("modifier_stop"):
                continue
            s = m.start(1) + im.start()
            if " " not in name and not is_name(name) and view.sentence_at(s)[0] == s:
                continue  # "Few-shot dataset generalization is ...": the capital is the sentence's, not a name's
            out.append(view.mention("dataset", s, s + len(name), "heads", confidence("heads", "dataset_list")))
    out += _described_datasets(view)
    # "the FID, CLIP, DreamSim and GenEval scores": the shared head says what each item is,
    # more surely than a word list that knows CLIP as a model.
    for shared, typ, conf in ((rx["task_list_shared_head"], "task", confidence("heads", "task_list_shared_head")),
                              (rx["metric_list_shared_head"], "metric", confidence("heads", "metric_list_shared_head"))):
        for m in shared.finditer(text):
            for im in item.finditer(m.group(1)):
                s = m.start(1) + im.start()
                out.append(view.mention(typ, s, s + len(im.group()), "heads", conf))
    for cue, typ, conf, apposed in (
        (rx["metrics_such_as"], "metric", confidence("heads", "metrics_such_as"), False),
        (rx["datasets_such_as"], "dataset", confidence("heads", "datasets_such_as"), False),
        (rx["tasks_such_as"], "task", confidence("heads", "tasks_such_as"), False),
        # "on three downstream tasks, VQA, NLVR and Retrieval": only a list of two or more.
        (rx["tasks_apposed_list"], "task", confidence("heads", "tasks_apposed_list"), True),
        (rx["datasets_apposed_list"], "dataset", confidence("heads", "datasets_such_as"), True),
    ):
        for m in cue.finditer(text):
            lm = rx["item_list"].match(text[m.end() : m.end() + 200])
            if not lm or (apposed and not rx["and_or"].search(lm.group(1))):
                continue
            for im in item.finditer(lm.group(1)):
                if im.group().lower() in load_set("modifier_stop") or len(im.group()) < 2:
                    continue  # "a major challenge: They rely on ..."; "between datasets A and B": placeholders
                if im.start() and lm.group(1)[im.start() - 1] == "(":
                    continue  # "Lip Synchronization (LS)": the item's short form, which its definition types
                if typ == "task" and dataset_variant(im.group(), text):
                    continue  # "object recognition tasks including N-Caltech101": a known dataset's variant is data
                s = m.end() + im.start()
                out.append(view.mention(typ, s, s + len(im.group()), "heads", conf))
    return out
