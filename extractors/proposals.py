"""What the paper itself proposes: names after proposal and naming cues.

Cue words come from ``patterns.json`` and the rule's named regular expressions, each with
a doc and an example, from ``data/proposal_patterns.json`` (with the clause breaks, "namely",
names defined in parentheses, appositions and the kind and metric nouns; only token shapes,
the next lower-case word and the sentence end stay inline): proposal verbs after "we" / "this paper" ("we propose
X", "we introduce a new benchmark, X"), naming cues ("called X", "termed X", "dubbed X")
appositions ("X, a novel framework ..."; "our method, X,") and results ("we show that X
outperforms ...", for names the word lists do not know). The proposed name is the first
name-shaped token or Title-Case run in the object, or a name defined in parentheses there
("a contrastive mask prediction (PointCMP) framework"); failing that, a short lower-case
noun phrase with lower confidence ("we develop human proxy agents"). A counted or acronym
name before a plural noun ("two AL methods") is a kind of method, not a name. A name
followed by or ending in a dataset noun ("benchmark", "Challenge"), or apposed to one
("CelebV-Text, a large-scale ... dataset"), is a dataset; one named as a metric ("a new
metric called SMART") a metric; otherwise a method.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.acronyms import _match_long
from paperkg.extractors.data import compile_patterns, confidence, load_patterns, load_set
from paperkg.extractors.cues import (
    PASSIVE_PROPOSAL, dataset_shaped, describes_data, holds_data, in_title_case_run, is_name, naming_cue_words)
from paperkg.extractors.wordlists import is_task_word, listed_task_heads, word_list_entries
from paperkg.extractors.registry import TextView, register
from paperkg.extractors.text import tokens
from paperkg.schema import Mention
from paperkg.schema.names import singular

_CONNECT = {"of", "for", "and", "with", "via", "in", "on", "to", "from", "the", "&"}
_NUMBER_WORDS = frozenset({"two", "three", "four", "five", "several", "multiple", "a", "an", "one", "both"})


# "we propose to use X", "by proposing to leverage X": X is used, not proposed.
@lru_cache(maxsize=1)
def _our_nouns() -> frozenset[str]:
    p = load_patterns()
    return frozenset(p["our_nouns"]) | frozenset(n for n in p["dataset_nouns"] if " " not in n)


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The rule's regular expressions, named, from ``data/proposal_patterns.json``."""
    p = load_patterns()

    def alternation(words) -> str:
        return "|".join(sorted(map(re.escape, words), key=len, reverse=True))

    return compile_patterns("proposal_patterns.json", {
        "proposal_verbs": alternation(p["proposal_verbs"]),
        "naming_cues": alternation(p["naming_cues"]),
        "kind_nouns": alternation(p["our_nouns"] + p["dataset_nouns"]),
        "win_verbs": "|".join(map(re.escape, p["win_verbs"])),
        "dataset_nouns": "|".join(map(re.escape, p["dataset_nouns"])),
        "task_kind_words": alternation(p["task_kind_words"]),
        "our_nouns": alternation(p["our_nouns"]),
        "built_on_suffixes": alternation(p["built_on_suffixes"]),
        "passive_proposal": PASSIVE_PROPOSAL,
    })


# A short form in brackets right after a name: " (DF-SBIR)".
_SHORT_FORM_AFTER = re.compile(r"\s*\([^()]{1,20}\)")


def _apposed_task(apposition: str) -> bool:
    """Whether an apposition after a name ends its noun phrase, before a clause or a
    prepositional phrase, in a task kind word (``task_kind_words``): ", a cross-modal data-free
    learning setting", not ", a framework for the X problem"."""
    phrase = _regexes()["clause_goes_on"].split(apposition.lstrip(", ").split(",")[0] + " ")[0]
    words = re.findall(r"[A-Za-z][\w\-]*", phrase)
    p = load_patterns()
    # A short noun phrase ("the agent learns the common structure among the tasks" is a clause),
    # and no task that is a part of a method ("an auxiliary pretext task", "a constrained
    # optimization problem that directly maximizes the entropy").
    return 1 < len(words) <= 7 and words[-1].lower().rstrip("s") in p["task_kind_words"] \
        and words[-2].lower() not in p["method_part_task_modifiers"]


def _names_a_task(before: str) -> bool:
    """Whether the last kind noun before a name is a task's ("we address a new task of X,
    which we refer to as", "we introduce the problem of causally abstracted MABs (CAMABs)"),
    not a method's or a dataset's, nor the complement of another noun ("a method for the X
    task, which we call", "an adjustment in the classification setting which we call"), nor
    in a clause of its own ("To solve this problem, a novel loss is proposed")."""
    rx = _regexes()
    verbs = list(rx["verb"].finditer(before)) or list(rx["bare_proposal_verb"].finditer(before))
    if verbs:
        before = before[verbs[-1].end() :]  # "To address this problem, we propose X - which we call": the proposal's clause
    before = before[-200:]
    p = load_patterns()
    task_kinds = p["task_kind_words"]
    # Kind nouns as lower-case words of their own: not "multi-task", "task-free", "Task
    # Informed Abstractions", nor "task" of "task parallelism" ("problem formulation" is one).
    kinds = [m for m in rx["plural_stem"].finditer(before)
             if (m.group(1) in _our_nouns() or m.group(1) in task_kinds)
             and before[m.start() - 1 : m.start()] != "-" and before[m.end() : m.end() + 1] != "-"
             and not ((noun := rx["noun_after"].match(before, m.end())) and noun.group(1) not in p["kind_compound_heads"])]
    if not kinds or kinds[-1].group(1) not in task_kinds:
        return False
    last = kinds[-1]
    gap = len(before[last.end() :]) - len(before[last.end() :].lstrip())
    named_next = rx["cue"].match(before, last.end() + gap) or re.match(r"\s*,\s*(?:which|that)\b", before[last.end() :])
    if not named_next and any(m.group(1) not in task_kinds for m in kinds) or any(
            m.group(1) in p["complement_heads"] for m in rx["plural_stem"].finditer(before, 0, last.start())):
        # "a new encoder-decoder model ... for mapping Natural-language problems ..., called
        # TPN2F", "a novel variant of MES for constrained problems, called CMES-IBO": the name
        # is the method's, the problem what it is for.
        return False
    rest = before[last.end() :]
    if "," in rest and rest[rest.rfind(",") + 1 :].strip() and not rx["cue"].search(rest[rest.rfind(",") :]):
        return False  # the name follows in another clause
    opening = before.rfind(",", 0, last.start()) + 1
    for m in rx["complement"].finditer(before, opening, last.start()):
        head = re.search(r"([A-Za-z][\w\-]*)\W*$", before[: m.start()])
        if head and (head.group(1).lower() in _our_nouns() or head.group(1).lower().endswith(tuple(p["noun_endings"]))):
            return False  # the task is what a noun before it is for or about
    return True


@lru_cache(maxsize=1)
def _purpose_word() -> re.Pattern:
    """A purpose preposition (patterns.json ``purpose_prepositions``) between two words: where a
    long form turns to what its method is for."""
    return re.compile(r"\s(?:%s)(?=\s)" % "|".join(map(re.escape, load_patterns()["purpose_prepositions"])))


def _written_before(text: str, span: tuple[int, int], before: int) -> bool:
    """Whether the name at ``span`` is written as a whole word in ``text`` before ``before``, or
    its plural ("Web Application Firewalls (WAFs)" before "a WAF evaluation technique")."""
    name = text[span[0] : span[1]]
    return re.search(r"(?<![\w\-])%ss?(?![\w\-])" % re.escape(name), text[:before]) is not None


def _built_on(text: str, s: int, e: int) -> bool:
    """Whether the name at ``[s, e)`` is what a proposal is built on: it ends in a built-on
    suffix ("a Transformer-based model") or one follows it ("a meta-learning based strategy")."""
    rx = _regexes()
    if rx["built_on"].match(text, e):
        return True
    cut = text.rfind("-", s, e)
    m = rx["built_on"].match(text, cut) if cut > s else None
    return m is not None and m.end() == e


def _names_the_kind(text: str, span: tuple[int, int], s_start: int) -> bool:
    """Whether the name at ``span``, which the abstract wrote before its sentence, stands before a
    kind noun (with at most two words between): "the field of Schrödinger Bridges (SB) ... we
    propose a novel SB solver", "Web Application Firewalls (WAFs) ... a new WAF evaluation
    technique". It is what the proposal is of, not its name."""
    return _regexes()["words_then_kind"].match(text, span[1]) is not None and _written_before(text, span, s_start)


def _in(word: str, words: frozenset[str] | set[str]) -> bool:
    """Whether ``word`` or its singular ("approaches" -> "approach") is in ``words``."""
    return word in words or (word.endswith("es") and word[:-2] in words) or (word.endswith("s") and word[:-1] in words)


def _is_title(tok: str) -> bool:
    return bool(re.match(r"^[A-Z][\w\-']*$", tok)) or is_name(tok)


#: Words after which a one-word Title-Case name stands alone ("Theia, which ...", "Corgi to ...").
_CLAUSE_WORDS = frozenset({"which", "that", "to", "for", "in", "on", "with", "is", "are", "was", "and", "as", "by",
                           "from", "via", "of", "where", "whose", "achieves", "outperforms", "can", "uses", "leverages"})


def _name_at(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """The proposed name starting at or shortly after ``start``: a name token or Title-Case run."""
    stop = load_set("modifier_stop")
    window = text[start:limit]
    toks = tokens(window)
    i = 0
    skip = stop | _our_nouns() | _NUMBER_WORDS | {",", "\u2014", "\u2013", "-", ":"}
    # Skip determiners, evaluative adjectives and the kind of thing ("a general method", "two approaches"),
    # but not a capitalised word that starts a name ("Fast AdvProp", "Deep Q-Network").
    kind = False
    while i < len(toks) and _in(toks[i][0].lower(), skip):
        if toks[i][0][:1].isupper() and i + 1 < len(toks) and is_name(toks[i + 1][0]) \
                and toks[i][0].lower() not in _NUMBER_WORDS | {"the", "our", "this", "these", "its", "their"}:
            break
        if kind and toks[i][0].lower() in load_patterns()["purpose_prepositions"]:
            return None  # "a new method for Visual Question Answering (VQA)": what the method is for
        kind = kind or _in(toks[i][0].lower(), _our_nouns())
        i += 1
    if i >= len(toks):
        return None
    first = toks[i][0]
    if not _is_title(first) or window[toks[i][2] : toks[i][2] + 1] == "(":
        return None  # "a SE(3)-equivariant network": notation, not a name
    j = i
    end = toks[i][2]
    while j + 1 < len(toks):
        nxt = toks[j + 1][0]
        if _is_title(nxt):
            j += 1
            end = toks[j][2]
        elif nxt.lower() in _CONNECT and j + 2 < len(toks) and _is_title(toks[j + 2][0]) and j - i < 6 \
                and not (j == i and is_name(toks[i][0]) and sum(c.isupper() for c in toks[i][0]) >= 3):
            # "Training with Stochastic Adversary" runs on; "TADRED for TAsk-DRiven Experimental
            # Design" is an acronym and what it stands for.
            j += 2
            end = toks[j][2]
        else:
            break
    name = window[toks[i][1] : end]
    after = toks[j + 1][0].lower() if j + 1 < len(toks) else ""
    kind_at = next((n for n in range(j + 2, min(j + 4, len(toks))) if _in(toks[n][0].lower(), _our_nouns())), None)
    if " " in name and kind_at is not None and toks[j + 1][0].islower() and after not in _CLAUSE_WORDS | _CONNECT \
            and not _in(after, _our_nouns()) and not word_list_entries(" ".join(t[0] for t in toks[j + 1 : kind_at + 1])):
        # "a novel Robust Neural Architecture search framework", "an Adversarial-Sample Aware
        # training algorithm": the capitalised words are cut from a described method, no name
        # (but "the Cycle to Clique graph neural network" names a kind the word lists know)
        return None
    bracket = _SHORT_FORM_AFTER.match(window, end)
    if bracket and _defined_for_task(window[toks[i][1] : end], window, bracket.end(), len(window)):
        return None  # "a Human-Object Interaction (HOI) anticipation framework": what the framework is for
    counted = any(t[0].lower() in _NUMBER_WORDS - {"a", "an", "one"} for t in toks[:i])
    if after.endswith("s") and (after[:-1] in _our_nouns() or after[:-2] in _our_nouns()) and (
        counted or (name.isupper() and len(name) <= 5)
    ):
        # "two AL methods", "new RL algorithms": the name is the kind of method, not its name.
        return None
    # A single capitalised ordinary word ("Our", "Experiments") is not a name.
    if " " not in name and not is_name(name) and (i == 0 and start == 0 or name.lower() in stop):
        return None
    if re.fullmatch(r"[A-Z][a-z]+", name):
        nxt = re.match(r"\s+([a-z][a-z\-]*)", window[end:])
        defines = _regexes()["defines_ahead"].match(window[end:])
        # "a Koopman operator-based framework", "Bregman hard clustering": the word modifies what
        # follows, it is not the name; unless a name is defined just ahead ("a Collaborative noisy
        # Label Cleaner (CLC)", which the acronym rules merge with it).
        if nxt and not _in(nxt.group(1), _our_nouns()) and nxt.group(1) not in _CLAUSE_WORDS and not defines \
                and not nxt.group(1).endswith("ly"):
            return None
    defined = _regexes()["defined_next"].match(window[end:])
    if defined and i > 0 and is_name(defined.group(1)) and toks[i - 1][0].lower() in stop:
        # "we propose improved RGP-UCB (IRGP-UCB)": the acronym names the whole proposal,
        # modifier included; the name inside it is what the proposal builds on.
        return start + end + defined.start(1), start + end + defined.end(1)
    return start + toks[i][1], start + end


def _defined_for_task(long_form: str, text: str, at: int, end: int) -> bool:
    """Whether the lower-case words at ``at`` (read up to ``end``), right after a defined name's
    bracket and before a kind noun (``modifier_after_defined``), make with the name's long form a
    task the word lists know: "a Human-Object Interaction (HOI) anticipation framework" is for HOI
    anticipation."""
    m = _regexes()["modifier_after_defined"].match(text, at, end)
    return m is not None and any(e.type == "task" for e in word_list_entries(f"{long_form} {m.group(1)}"))


def _np_at(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """A short lower-case noun phrase (at most four words) starting after ``start``."""
    stop = load_set("modifier_stop")
    generic = load_set("generic")
    toks = tokens(text[start:limit])
    i = 0
    while i < len(toks) and toks[i][0].lower() in stop:
        i += 1
    j = i
    verbs = load_set("verbs")

    def plain_word(k: int) -> bool:  # a lower-case word that no function word is
        return k < len(toks) and re.match(r"^[a-z][\w\-]*$", toks[k][0]) is not None and toks[k][0] not in stop

    while j - i < 4 and plain_word(j):
        w = toks[j][0]
        if w in verbs or (w.endswith(("ed", "ly")) and "-" not in w) or w in load_patterns()["naming_cues"]:
            break
        if j > i and w.endswith("ing") and "-" not in w:
            if toks[j - 1][0].lower() in generic:
                break  # "a novel framework leveraging multi-view contrastive learning": the participle after the kind ends it
            if not _in(w, load_set("nominal_gerunds") | load_set("task_heads")) and plain_word(j + 1):
                return None  # "we construct a curious agent building world models": a clause, no name
        j += 1
    if j - i == 4 and plain_word(j) and toks[j][0] not in generic and toks[j - 1][0] not in generic:
        return None  # "we construct a curious agent building world models": cut short, the phrase is no name
    if j - i == 4 and plain_word(j) and word_list_entries(f"{toks[j - 1][0]} {toks[j][0]}"):
        return None  # "a continual online model-based reinforcement learning approach": cut inside a known name
    while j > i and toks[j - 1][0].lower() in generic:
        if j - 2 >= i and word_list_entries(f"{toks[j - 2][0]} {toks[j - 1][0]}"):
            break  # "object-centric reinforcement learning algorithm": "learning" ends a known name
        if toks[j - 1][0].lower().endswith("ing"):
            # "a novel social fairness preference learning algorithm": what is learned, cut from
            # its "learning", is no name; the method is described, not named.
            return None
        j -= 1
    if j - i < 1 or (j - i == 1 and "-" not in toks[i][0]):
        return None
    return start + toks[i][1], start + toks[j - 1][2]


def _ends_phrase(text: str, end: int) -> bool:
    """Whether the noun phrase ends at ``end``: punctuation, the text's end or a function word follows."""
    nxt = re.match(r"\s*([A-Za-z]+|\S)?", text[end:])
    word = nxt.group(1) if nxt else None
    return word is None or not word.isalpha() or word.lower() in load_set("modifier_stop") | _CLAUSE_WORDS


def _describes_kind(text: str, span: tuple[int, int]) -> bool:
    """Whether a phrase whose kind noun was cut off only describes the kind: "an inverse
    rendering algorithm" says what the method is for, not its name; "a training-free
    framework" is a description without its noun."""
    last = text[span[0] : span[1]].split()[-1].lower()
    return (is_task_word(last) and last not in load_set("technique_heads")) or _ends_in_adjective(text, span)


def _ends_in_adjective(text: str, span: tuple[int, int]) -> bool:
    """Whether a phrase's last word is shaped like an adjective ("neural", "training-free")."""
    return bool(_regexes()["adjective_end"].search(text[span[0] : span[1]].split()[-1].lower()))


def _task_head_end(text: str, span: tuple[int, int]) -> bool:
    """Whether a phrase ends in a listed task head word ("patch selection") that heads no technique."""
    words = text[span[0] : span[1]].split()
    last = words[-1].lower()
    if last not in listed_task_heads() or last in load_set("technique_heads"):
        return False
    # "a novel object-centric reinforcement learning algorithm": the phrase ends in a known method.
    return not any(e.type == "method" for e in word_list_entries(" ".join(words[-2:])))


def _spelled_long_form(text: str, paren_at: int, short: str) -> tuple[str, bool] | None:
    """The long form the words before ``(SHORT)`` spell, and whether a verb or preposition of use
    ends the text before it ("leveraging conditional GANs (cGANs)"); ``None`` where they spell none."""
    cand = text[max(0, paren_at - 120) : paren_at].rstrip()
    rel = _match_long(short, cand)
    if rel is None:
        return None
    return cand[rel:], _regexes()["used_before"].search(cand[:rel]) is not None


def _new_long_form(spelled: tuple[str, bool] | None) -> bool:
    """Whether a long form read by ``_spelled_long_form`` is one no word list knows (without
    opening stop words), not after a word of use ("based on masked image modeling (MIM)" is used,
    not new)."""
    if spelled is None or spelled[1]:
        return False
    words = spelled[0].split()
    while words and words[0].lower() in load_set("modifier_stop"):
        words = words[1:]
    long = " ".join(words)
    return len(words) >= 2 and not word_list_entries(long) and long.lower() not in load_set("generic")


def _defined_lower_case(text: str, at: int, limit: int) -> tuple[int, int] | None:
    """The short form of a lower-case long form that starts at ``at`` and is defined in
    parentheses right after it: after "named", the span of "ADP-C" in "anytime dense prediction
    with confidence (ADP-C)". None when the words before the parenthesis are not all lower case
    (a Title-Case name is read by ``_name_at``) or the short form is no name."""
    paren = _regexes()["defined_ahead"].match(text[at:limit])
    if not paren or not is_name(paren.group(1)):
        return None
    words = text[at : at + paren.start(1) - 1].split()
    if not 2 <= len(words) <= 8 or not all(re.fullmatch(r"[a-z][a-z\-]*", w) for w in words):
        return None
    return at + paren.start(1), at + paren.end(1)


def _spelled_from_start(words: str, short: str) -> bool:
    """Whether the first two letters of ``short`` are the initials of the first two words of
    ``words`` after articles and evaluative adjectives, or of the parts of the first hyphenated
    one ("a multi-instance causal ... network (MCRNet)", "self-ensemble protection (SEP)"): the
    short form of the whole phrase, not of a part ("a new loss function for linear
    autoencoders (LAEs)")."""
    skip = load_set("modifier_stop") | {"a", "an", "the"}
    content = [w for w in re.findall(r"[A-Za-z][\w\-]*", words) if w.lower() not in skip]
    letters = "".join(c for c in short if c.isalpha()).lower()[:2]
    if len(content) < 2 or len(letters) < 2:
        return False
    by_word = (content[0][0] + content[1][0]).lower()
    parts = [p for p in content[0].split("-") if p]
    by_part = (parts[0][0] + parts[1][0]).lower() if len(parts) >= 2 else ""
    return letters in (by_word, by_part)


def _names_the_proposal(before: str) -> bool:
    """Whether a naming cue after ``before`` (its sentence up to the cue) names what the
    sentence's proposal verb proposes: the verb comes first, and no word of use or new clause
    comes between ("we propose a novel approach ... called X", not "we propose a method based on
    a kernel called X")."""
    between = _after_last_verb(before)
    return between is not None and not _regexes()["use_between"].search(between)


def _after_last_verb(before: str) -> str | None:
    """The part of ``before`` after its last proposal verb, or ``None`` when it has none."""
    verbs = list(_regexes()["verb"].finditer(before))
    return before[verbs[-1].end() :] if verbs else None


_EXISTING_WINDOW = 60  # characters before a naming cue in which a word of use names what the cue names


def _existing_before_cue(before: str) -> bool:
    """Whether a word of building on or using something stands between the last proposal verb
    of ``before`` (a sentence up to a naming cue), or its start, and the cue: "Our framework is
    based on a parallel sequence decoding algorithm named Mask-Predict" names what it uses."""
    if before.rstrip().endswith(","):
        return False  # "we propose a ... model based on ... representations, called TPN2F": the proposal's name
    last = re.findall(r"[a-z]+", before.lower())[-1:]
    if last and singular(last[0]) in load_patterns()["task_kind_words"]:
        return False  # "... a task known as Subspace Clustering": the cue names the task
    rx = _regexes()
    # Only the cue's own noun phrase: after the last comma ("Based on the same discretization,
    # the second proposed algorithm is a variant of RTDP called Grid-RTDP") and near the cue
    # ("a new method using OCSVM to guide ... before mixing named as MiOC").
    after_verb = _after_last_verb(before)
    near = (before if after_verb is None else after_verb).rsplit(",", 1)[-1][-_EXISTING_WINDOW:]
    used = rx["existing_before_cue"].search(near)
    # "which leverages a newly proposed confidence metric named PLPD": the paper's own
    return used is not None and not rx["new_after_use"].search(near, used.end())


def _apposed_after_kind(text: str, end: int, limit: int) -> tuple[int, int] | None:
    """The name apposed after a kind noun that follows ``end``: in "a novel TGRL framework,
    No-Looking-Back (NLB)", the span of "No-Looking-Back" (TGRL is the kind's modifier)."""
    kind = _regexes()["words_then_kind"].match(text, end)
    after = kind and _regexes()["comma_namely"].match(text[kind.end() : kind.end() + 12])
    if not after:
        return None
    at = kind.end() + after.end()
    paren = _regexes()["defined_ahead"].match(text[at:limit])
    if paren and is_name(paren.group(1)):
        return at + paren.start(1), at + paren.end(1)  # "..., namely Positive ... Mixup (P3Mix)"
    span = _name_at(text, at, min(limit, at + 120))
    return span if span and span[0] == at else None


def _names_data_kind(words: str) -> bool:
    """Whether ``words`` hold a dataset noun that is no second part of a compound adjective
    nor a modifier of a kind of method after it: "a new benchmark", not "a scalable
    multi-dataset detector" nor "a self-supervised data collection paradigm"."""
    prefixes = load_set("compound_prefixes")
    method_kinds = _method_kinds()
    for m in _regexes()["dataset_noun"].finditer(words):
        prefix = re.search(r"([A-Za-z]+)-$", words[: m.start()])
        after = re.match(r"\s+([a-z]+)\b", words[m.end() :])
        if not (prefix and prefix.group(1).lower() in prefixes) and not (after and after.group(1) in method_kinds):
            return True
    return False


@lru_cache(maxsize=1)
def _method_kinds() -> frozenset[str]:
    """The kinds a proposal names that are no dataset (``our_nouns`` without the dataset nouns)."""
    p = load_patterns()
    return frozenset(p["our_nouns"]) - frozenset(p["dataset_nouns"])


def _type_of(text: str, s: int, e: int, clause_start: int) -> str:
    rx = _regexes()
    paren = re.match(r"\s*\([^()]{0,60}\)", text[e:])
    at = e + (paren.end() if paren else 0)  # "STARC (STAndardised Reward Comparison) metrics"
    tail = re.split(r"[.;!?](?:\s|$)", text[at : at + 25])[0]  # not the next sentence's words
    # "we propose X to address the challenge of ...": the kind noun must come before the clause goes on.
    tail = rx["clause_goes_on"].split(tail)[0]
    appos = rx["apposition"].match(text[e:])
    if appos:
        # "CelebV-Text, a large-scale, diverse, and high-quality dataset of ...": the apposition's head.
        tail = rx["clause_goes_on"].split(appos.group())[0]
    # What comes after the proposal verb, if the clause has one: "To tackle this challenge,
    # we introduce AlphaVerus" is no dataset, "we introduce a new benchmark, X" is.
    before = text[clause_start:s]
    verbs = list(rx["verb"].finditer(before))
    # Without one ("our FedBEAL", "which we name X"), the few words before the name:
    # "a new dataset called PACE" is a dataset, "experiments on datasets ... of our FedBEAL" not.
    if not verbs:
        # "experiments on two benchmarks show that our DPPASS": the evidence, not the name's kind.
        before = before[max((m.end() for m in rx["reported_clause"].finditer(before)), default=0) :]
    before = before[verbs[-1].end() :] if verbs else before[-30:]
    # The name's own last word counts too: "the Ad-Hoc Human-AI Coordination Challenge".
    if _names_data_kind(before + " " + text[s:e].split()[-1] + " " + tail):
        return "dataset"
    described = rx["described_dataset_after"].match(text, at)
    if described and describes_data(described.group(1).split()):
        return "dataset"  # "we create the DeLiVER arbitrary-modal segmentation benchmark"
    if dataset_shaped(text[s:e]):
        return "dataset"  # "We also build TacBench": a benchmark says so in its name
    if holds_data(text, e):
        return "dataset"  # "we construct AbdomenAtlas 1.1 that comprises 9,262 ... CT volumes"
    # "we introduce a new metric called SMART"
    # Near the name: "based on confidence scores ... in a moving average fashion, named CAMA" is no metric.
    # The kind in the name's own phrase decides ("a new measure called the signed inception
    # distance (SID)", not "based on confidence scores ... fashion, named CAMA"), and a kind said
    # before the name outweighs a metric word after it ("a ... framework, TraCE (...) scores").
    cut = before.rfind(",")
    words = re.findall(r"[a-z]+", before[cut + 1 :].lower())
    naming = _naming_words()
    if cut > 0 and (set(words) <= naming or words[0] in naming):
        # "an automatic metric, BooookScore", ", which we call gIoU", "(IoU) score, also named
        # Jaccard Index", "a ... measure, namely recognizability index (RI)": the phrase before
        # the comma says what it is
        cut = before.rfind(",", 0, cut)
    near = _long_form_as_head(before[cut + 1 :], text[s:e])
    if rx["metric_noun"].search(near) or (rx["metric_noun"].search(tail) and not rx["method_or_data_kind"].search(before)):
        return "metric"
    parts = re.split(r"[\s\-]+", text[s:e].strip())
    if len(parts) > 1 and parts[-1].lower() in ("score", "scores"):
        # "a novel metric grounded in thermodynamics called the Gibbs Score": its own last word ("metric"
        # and "measure" end names of methods too: "Spectral Representation of Robustness Measures")
        return "metric"
    return "method"  # not "a metric learning method"


def _long_form_as_head(near: str, name: str) -> str:
    """``near`` (the words before ``name``) with the long form that ``name`` abbreviates cut to
    its last word: "Denoising Score Matching (TDSM)" is a matching and "linearized score
    function (LSF)" a function, whatever a word inside them says."""
    paren = re.search(r"\s*\(\s*$", near)
    if paren is None:
        return near
    cand = near[: paren.start()]
    start = _match_long(name, cand)
    if start is None:
        return near
    return cand[:start] + cand[start:].split()[-1] + near[paren.start():]


@lru_cache(maxsize=1)
def _naming_words() -> frozenset[str]:
    """Words that only introduce a name after a comma ("which we call", "also named")."""
    return frozenset(load_patterns()["naming_words"])


@register("proposals", version="18", data=("patterns.json", "proposal_patterns.json", "lexicon/*.txt"))
def extract_proposals(view: TextView) -> list[Mention]:
    """Names the paper proposes, from proposal verbs, naming cues and appositions."""
    text = view.text
    rx = _regexes()
    out: list[Mention] = []

    def add(span: tuple[int, int] | None, conf: float, clause_start: int, typed_by: tuple[int, int] | None = None) -> None:
        """Adds the proposal at ``span``, typed by what surrounds it, or ``typed_by`` (the
        long form a short form was read from)."""
        if span is None:
            return
        s, e = span
        chunk = text[s:e]
        if rx["list_separator"].search(chunk):
            bounds, pos = [], 0
            for sep in rx["list_separator"].finditer(chunk):
                bounds.append((pos, sep.start()))
                pos = sep.end()
            bounds.append((pos, len(chunk)))
            # (names, or a name and its variants: "Lemur and Lemur-Chat")
            parts = [chunk[a:b] for a, b in bounds]
            first = parts[0].split()[:1]
            if all(is_name(x) for x in parts) or (first and all(x.startswith(first[0]) and x != parts[0] for x in parts[1:])):
                for a, b in bounds:
                    add((s + a, s + b), conf, clause_start)
                return
        name = text[s:e].rstrip(".,")
        e = s + len(name)
        if len(name) < 2:
            return
        if _built_on(text, s, e):
            # "a H&E based nuclei segmentation model": H&E is what the proposal is built on; a short
            # form defined further on that starts as the name does names it ("Heat Kernel Signature
            # based Structure Encoding (HKSSE)"; not "a DETR-based method for cross-domain weakly
            # supervised object detection (CDWSOD)", the task).
            defined = rx["defined_ahead"].match(text, e)
            if defined and is_name(defined.group(1)) and defined.group(1)[0].lower() == name[0].lower():
                add(defined.span(1), conf, clause_start)
            return
        after = re.match(r"[\"'\u2019\u201d]?(?:\s*\([^()]{0,60}\))?\s+([a-z]+)\b", text[e : e + 80])
        if after and after.group(1) in load_patterns()["object_nouns"]:
            # "called Shapley-Taylor index", "dubbed Hidden Convex-Concave games", "the so-called
            # 'Contextual Weak Dominance' (CWD) property": the name of an object, no method
            return
        appos = rx["apposition"].match(text, e)
        # (past the short form in brackets: "Data-Free Sketch-Based Image Retrieval (DF-SBIR), a ... setting")
        bracket = _SHORT_FORM_AFTER.match(text, e)
        apposed = appos or (rx["apposition"].match(text, bracket.end()) if bracket else None)
        if (_names_a_task(text[clause_start:s]) or (apposed and _apposed_task(apposed.group()))) \
                and not rx["kind_noun"].match(text, e) and not (appos and rx["method_or_data_kind"].search(appos.group())):
            # "we propose Data-Free Sketch-Based Image Retrieval (DF-SBIR), a cross-modal data-free
            # learning setting, where ...": the apposition's head says it is a task.
            # "we introduce the problem of causally abstracted MABs (CAMABs)": the paper's new
            # problem, not its method.
            out.append(view.mention("task", s, e, "proposals", conf))
            return
        out.append(view.mention(_type_of(text, *(typed_by or (s, e)), clause_start), s, e, "proposals", conf, role="proposed"))

    for s_start, s_end in view.sentences:
        sent = text[s_start:s_end]
        for m in rx["cue"].finditer(sent):
            if m.group()[0].isupper() and not m.group()[:3].lower() == "we ":
                continue  # "Named Entity Recognition": a capitalised cue word begins a name, it names nothing
            # "a new task, which we refer to as Long-Range Distance Estimation": add() makes the
            # name a task, no method.
            a = s_start + m.end()
            span = _name_at(text, a, min(s_end, a + 80))
            we_name = m.group()[:3].lower() == "we " or re.search(r"\b[Ww]e\s+$", sent[: m.start()]) is not None
            if span is None and (we_name or _names_the_proposal(sent[: m.start()])):
                # "we call this approach memory-efficient gradient sharing (MEGS)", "we propose a
                # novel approach ... called surrogate module learning (SML)": a lower-case long form
                # the paper itself names; not "a kernel called neural tangent kernel (NTK)"
                span = _defined_lower_case(text, a, s_end)
                if span is not None and not we_name and not _spelled_from_start(text[a : span[0]], text[span[0] : span[1]]):
                    span = None  # "dubbed receptive token to locate the pixels of interests (PoIs)"
            if span is not None and not we_name and _existing_before_cue(sent[: m.start()]):
                continue  # "Our framework is based on a ... decoding algorithm named Mask-Predict"
            if span is not None and not we_name and not rx["claim_context"].search(sent) \
                    and not _names_a_task(text[s_start : span[0]]):
                continue  # "NAS for GNNs, called NAS-GNNs, has achieved ...": existing work's name
            add(span, confidence("proposals", "cue"), s_start)
        for m in rx["the_proposed"].finditer(sent):
            # "forming the proposed self-ensemble protection (SEP)"; not "Our proposed method
            # conducts the light source separation (LSS)"
            span = _defined_lower_case(text, s_start + m.end(), s_end)
            if span is not None and _spelled_from_start(text[s_start + m.end() : span[0]], text[span[0] : span[1]]):
                add(span, confidence("proposals", "cue_defines_it"), s_start)
        for m in rx["our"].finditer(sent):
            a = s_start + m.end()
            span = _name_at(text, a, min(s_end, a + 60))
            # "our method, PEAKS," / "our model DFormer"; not "our method on the NuScenes benchmark";
            # "Our framework, Graph Sequence Pretraining with Transformer (GSPT),": a defined name.
            if span and span[0] == a and (
                is_name(text[span[0] : span[1]].split()[0]) or rx["defined_next"].match(text[span[1] : span[1] + 20])
            ):
                add(span, confidence("proposals", "cue_names_it"), s_start)
            elif span is None and m.group().rstrip().endswith(("called", "named")):
                # "Our full method, named anytime dense prediction with confidence (ADP-C),"
                add(_defined_lower_case(text, a, s_end), confidence("proposals", "cue_names_it"), s_start)
        for m in rx["our_name"].finditer(sent):
            # "We showcase our Multiscale Encoder-Decoder Video Transformer (MED-VT)", "train a novel
            # Proprioceptive Contact-Aware Policy (PCAP)".
            span = _name_at(text, s_start + m.end(), min(s_end, s_start + m.end() + 80))
            if span is None:
                continue
            first = text[span[0] : span[1]].split()[0]
            if is_name(first) and not in_title_case_run(text, span[0] + len(first), first):
                # "our ATSA on StarCraft II": the name is ATSA (but "a novel MultiView Independent
                # Component Analysis" is one name in title case)
                span = (span[0], span[0] + len(first))
            elif " " not in text[span[0] : span[1]] and (not rx["kind_or_definition"].match(text, span[1]) or "-" in first):
                continue  # a lone capitalised word, unless "(" or the kind of thing follows ("a novel Admeta optimizer")
            nxt = re.match(r"\s+([a-z]+)", text[span[1] : span[1] + 20])
            if nxt and _in(nxt.group(1), load_set("data_nouns")):
                continue  # "training with our AR data": what kind of data, not a proposed name
            if _apposed_after_kind(text, span[1], s_end):
                continue  # "a novel TGRL framework, No-Looking-Back (NLB)": the name after the comma is the proposal
            if not m.group().lower().startswith("our") and _names_the_kind(text, span, s_start):
                # "Human-Object Interaction (HOI) detection ... a novel HOI detection framework" (not
                # "our DANCE technique": "our" owns the name)
                continue
            if not word_list_entries(text[span[0] : span[1]]):  # a known name is existing work
                add(span, confidence("proposals", "cue_names_it"), s_start)
        for m in rx["novel_kind_then_name"].finditer(sent):
            # "... to produce a novel algorithm, SemiCVT, that ...": the name apposed to "a novel X".
            span = _name_at(text, s_start + m.end(), min(s_end, s_start + m.end() + 60))
            if span and span[0] == s_start + m.end() and is_name(text[span[0] : span[1]].split()[0]):
                add(span, confidence("proposals", "cue_names_it"), s_start)
        for m in rx["name_then_novel_kind"].finditer(sent):
            # "Treefinement -- a novel tree search algorithm", "X, a new benchmark for ...".
            name, s = m.group(1), s_start + m.start(1)
            first = name.split()[0]
            if s == s_start or first.lower() in load_set("modifier_stop") or word_list_entries(name):
                continue  # a sentence's first word, a contrast ("Unlike X, a new ..."), or a known name
            add((s, s + len(name)), confidence("proposals", "cue_names_it"), s_start)
        for m in rx["passive"].finditer(sent):
            # "a specific-common feature distillation module is proposed to ...": the subject of a
            # passive proposal verb, when it is one short lower-case noun phrase.
            a, b = s_start + m.start(1), s_start + m.end(1)
            span = _np_at(text, a, b)
            if not span or not all(t.lower() in load_set("generic") for t, _, _ in tokens(text[span[1] : b])):
                continue
            if span[1] < b and _describes_kind(text, span):
                continue
            add(span, confidence("proposals", "kind_by_name"), s_start)
        for m in rx["win"].finditer(sent):
            # "We show that AdaEDL consistently outperforms ...": the paper's own method wins.
            if is_name(m.group(1)) and not word_list_entries(m.group(1)):
                add((s_start + m.start(1), s_start + m.end(1)), confidence("proposals", "wins"), s_start)
        for m in rx["appos"].finditer(sent):
            s = s_start + m.start(1)
            name = m.group(1)
            if name.split()[0].lower() in load_set("modifier_stop"):
                continue  # "Unlike Thompson Sampling, our proposal ...": the contrast, not the name
            if is_name(name.split()[0]) or " " in name:
                add((s, s + len(name)), confidence("proposals", "cue_names_it"), s_start)
        for m in rx["verb"].finditer(sent):
            a = s_start + m.end()
            b = rx["clause_break"].search(text, a, s_end)
            limit = b.start() if b else s_end
            if b and text[b.start()] == ":" and rx["plural_object"].match(text, a, b.start()):
                # "We propose three techniques: statistical weight quantization (StatsQ) to ...;
                # confidence-guided annealing (CGA) ...": the names the list defines.
                for d in rx["parenthesised"].finditer(text[b.end() : s_end]):
                    if is_name(d.group(1)):
                        add((b.end() + d.start(1), b.end() + d.end(1)), confidence("proposals", "cue_defines_it"), s_start)
            namely = rx["namely"].match(text, a, s_end)
            if namely and not (
                (before := namely.group(1)).islower() and before.endswith("s") and not _in(before, _our_nouns())
            ):
                # "we propose an Omnisource Cross-modal Learning method equipped with ..., namely
                # CLIP-ViP": the name after "namely" is what the paper calls its proposal; not
                # "a dataset comprising measurements from commodity sensors, namely D-ToF".
                n_at = namely.end()
                # "namely Positive and unlabeled learning with Partially Positive Mixup (P3Mix)":
                # a name defined in parentheses right after names the whole proposal.
                paren = _regexes()["defined_ahead"].match(text[n_at:s_end])
                if paren and is_name(paren.group(1)):
                    add((n_at + paren.start(1), n_at + paren.end(1)), confidence("proposals", "cue_defines_it"), s_start)
                    continue
                span = _name_at(text, n_at, min(s_end, n_at + 80))
                if span and span[0] == n_at:
                    add(span, confidence("proposals", "cue_defines_it"), s_start)
                    continue
            # A Title-Case name may run across connectors ("Training with Stochastic Adversary").
            span = _name_at(text, a, min(s_end, a + 120))
            if span:
                cut = rx["defined_ahead"].match(text, span[1], limit) if span[1] < limit else None
                if cut is not None and cut.start(1) - span[1] <= 2:
                    cut = None  # the short form right after the name: the name as found
                typed_by = None
                purpose = _purpose_word().search(text, span[0], span[1]) if cut is None else None
                if purpose:
                    cut = rx["defined_next"].match(text, span[1], s_end)
                    # typed by the long form's head, before what it is for: "Multi-Agent Environment
                    # Design Strategist for Open-Ended Learning (MAESTRO)" is no environment
                    typed_by = (span[0], purpose.start())
                if cut and is_name(cut.group(1)) and cut.group(1)[0].lower() == text[span[0]].lower() \
                        and not word_list_entries(text[span[0] : cut.start(1)].rstrip(" (")):
                    # "propose Instruments as Queries (iQuery)": the name stopped inside a long form
                    # whose short form follows; the short form names the proposal (unless the word
                    # lists know the long form: "develops a Bayesian optimization (BO) method" uses BO).
                    # So does a long form that says what it is for ("Instance Motion for Object-centric
                    # Video Segmentation (InstMove)"), whose task is then read on its own.
                    add((cut.start(1), cut.end(1)), confidence("proposals", "cue_defines_it"), s_start, typed_by)
                    continue
                kind_after = rx["kind_noun"].match(text, span[1])
                apposed = _apposed_after_kind(text, span[1], s_end)
                if apposed:
                    add(apposed, confidence("proposals", "cue_defines_it"), s_start)
                    continue
                if _names_the_kind(text, span, s_start):
                    continue
                if not (word_list_entries(text[span[0] : span[1]]) and kind_after):
                    add(span, confidence("proposals", "cue_defines_it"), s_start)  # not "we propose a Monte Carlo method": a kind of method
                    both = rx["and_next"].match(text[span[1] : span[1] + 8])
                    if both:
                        # "We propose CLIP-BERT and GPT-ViT": two proposals.
                        second = _name_at(text, span[1] + both.end(), min(s_end, span[1] + both.end() + 60))
                        if second and second[0] == span[1] + both.end() and is_name(text[second[0] : second[1]].split()[0]):
                            add(second, confidence("proposals", "cue_defines_it"), s_start)
                continue
            kind = rx["kind_then_name"].match(text, a, limit)
            if kind:
                # "we propose an immersive teleoperation system Open-TeleVision that ...": the
                # name right after the kind of thing it is.
                span = _name_at(text, kind.end(), min(s_end, kind.end() + 120))
                if span and span[0] == kind.end():
                    name = text[span[0] : span[1]]
                    if is_name(name.split()[0]) or len(name.split()) > 1:
                        add(span, confidence("proposals", "cue_names_it"), s_start)
                        continue
            kind_comma = rx["kind_then_defined"].match(text, a, s_end)
            defined = kind_comma and _regexes()["defined_ahead"].match(text[kind_comma.end() : s_end])
            if defined and is_name(defined.group(1)):
                # "we present a framework, Adversarial Clustering Explanation (ACE), that ...":
                # the kind, then the long form that defines the proposal's name.
                s = kind_comma.end() + defined.start(1)
                add((s, s + len(defined.group(1))), confidence("proposals", "cue_defines_it"), s_start)
                continue
            # "we propose a novel framework, PEAKS, ..." / "a method called X" (handled by cues)
            appos = rx["kind_comma_name"].match(text[a:s_end])
            if appos and is_name(appos.group(1)):
                s = a + appos.start(1)
                add((s, s + len(appos.group(1))), confidence("proposals", "cue_names_it"), s_start)
                continue
            # "we propose a contrastive mask prediction (PointCMP) framework": the defined name.
            paren = rx["words_then_defined"].match(text[a:limit])
            if paren is None and limit < s_end:
                # "proposes a multi-instance ... network for glioma grading (MCRNet)": a long form
                # that says what it is for, whose short form starts as its first word does.
                paren = rx["words_then_defined"].match(text[a:s_end])
                if paren is not None and not _spelled_from_start(text[a : a + paren.start(1)], paren.group(1)):
                    paren = None
            if paren and not is_name(paren.group(1)) \
                    and (spelled := _spelled_long_form(text, a + paren.start(1) - 1, paren.group(1))) is not None \
                    and word_list_entries(spelled[0]):
                continue  # "a versatile reinforcement learning (RL) framework": a known name and its short form, the kind's modifier
            # A known name defined again ("a 3D generative adversarial network (GAN) inversion
            # framework") is what the proposal builds on, not the proposal.
            if paren and is_name(paren.group(1)):
                spelled = _spelled_long_form(text, a + paren.start(1) - 1, paren.group(1))
                if spelled is not None and _defined_for_task(spelled[0], text, a + paren.end(), s_end):
                    continue  # "a human-object interaction (HOI) anticipation framework": what it is for
                named = _apposed_after_kind(text, a + paren.end(), s_end)
                if named:
                    # "a few-shot pose estimation (FSPE) approach called SA6D": the defined name
                    # modifies the kind; the name it is called is the proposal.
                    add(named, confidence("proposals", "cue_defines_it"), s_start)
                    continue
                problem = rx["problem_after"].match(text[a + paren.end() : a + paren.end() + 12])
                # A known acronym spelled by an unknown long form is a new name that happens to
                # collide ("generalized adversarial training (GAT)" is no graph attention network).
                # A short form no word list knows names what the proposal is for where they know
                # its long form only as a task ("a distributed multi-agent reinforcement learning
                # (MARL) algorithm"; a method they know may be the paper's own: "Flow Matching (FM)").
                listed = word_list_entries(spelled[0]) if spelled is not None else []
                known = bool(word_list_entries(paren.group(1))) or (bool(listed) and all(e.type == "task" for e in listed))
                if (not known or _new_long_form(spelled)) and not problem:
                    # "a neural formulation of the Gromov-Monge (GM) problem" defines the problem.
                    s = a + paren.start(1)
                    add((s, s + len(paren.group(1))), confidence("proposals", "cue_defines_it"), s_start)
                continue
            np_span = _np_at(text, a, limit)
            named = np_span and re.match(r" (?=\S)", text[np_span[1] : limit]) and _name_at(text, np_span[1] + 1, limit)
            if named and named[0] == np_span[1] + 1 and not word_list_entries(text[named[0] : named[1]]) \
                    and text[named[0] : named[1]] not in text[: np_span[0]] and _ends_phrase(text, named[1]) \
                    and (" " in text[named[0] : named[1]] or is_name(text[named[0] : named[1]])):
                # "we propose a novel disentanglement metric LSEPIN and ...": the phrase is the kind,
                # the name right after it the proposal; not where the phrase goes on ("a LiDAR-based
                # gait recognition dataset"), nor where the abstract named it before ("an adaptive
                # variant DropEdge" of the DropEdge it described), nor where it is one capitalised
                # word ("a wave function Ansatz").
                add(named, confidence("proposals", "cue_names_it"), s_start)
                continue
            kind = np_span and re.match(r"\s+([a-z]+)", text[np_span[1] : limit])
            if kind and kind.group(1) in naming_cue_words():
                np_span = None  # "a novel evaluation metric called LSEPIN": the cue gives the name
            if kind and kind.group(1) in load_set("generic") and _task_head_end(text, np_span):
                # "we develop a new patch selection method incorporating ...": what the method is
                # for, not its name ("a conditional diffusion model" is one).
                np_span = None
            if kind and singular(kind.group(1)) in load_patterns()["task_kind_words"]:
                np_span = None  # "we introduce a challenging and under-explored task": a task, no method
            if kind and kind.group(1) in load_set("generic") and np_span and _ends_in_adjective(text, np_span):
                np_span = None  # "introducing a physics-informed graph neural network": "neural" needs its noun
            # "we propose iterative inversion - an algorithm for ...": the apposed kind says it is a method.
            apposed = np_span is not None and rx["kind_apposed"].match(text, np_span[1])
            add(np_span, confidence("proposals", "np_after_cue_apposed") if apposed else confidence("proposals", "np_after_cue"), s_start)
    # Several cues can name the same span; keep its strongest reading once.
    best: dict[tuple[int, int], Mention] = {}
    for m in out:
        if (m.start, m.end) not in best or m.confidence > best[(m.start, m.end)].confidence:
            best[(m.start, m.end)] = m
    return sorted(best.values(), key=lambda m: m.start)
