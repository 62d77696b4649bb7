"""Acronym definitions: "Long Form (LF)", "LF (Long Form)" and, after a cue, "LF (i.e., Long
Form)", "LF (short for Long Form)" and "LF, namely Long Form" ("which stands for").

The matcher follows the idea of Schwartz and Hearst (2003): the short form's letters and
digits must appear, in order and right to left, in the candidate long form, and its first
character must start a word of the long form; the long form is the shortest such run of
at most ``min(|SF| + 5, 2 |SF|)`` words before the parenthesis, inside one sentence. A
trailing plural ``s`` of the short form ("LLMs") is allowed to go unmatched. One word is a
long form only when its capitals spell the short form ("AutoFocusFormer (AFF)") or it is a
long compound no word list knows ("electroencephalography (EEG)"). After a cue the long
form runs from the cue to the next mark, cut to the longest run of words that spells the
short form from its first word. Its regular expressions (the parenthesis, what reports a
value, a glued lead, the cues) are the named patterns of ``data/acronyms_patterns.json``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from paperkg.extractors.data import compile_patterns, confidence, load_patterns, load_set
from paperkg.extractors.registry import TextView, register
from paperkg.schema import Mention

_WORD = re.compile(r"\S+")


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The rule's regular expressions, named, from ``data/acronyms_patterns.json``."""
    return compile_patterns("acronyms_patterns.json", {})


def is_short_form(s: str) -> bool:
    """Whether ``s`` looks like an abbreviation: short, one or two words, has a capital."""
    if not (2 <= len(s) <= 15) or len(s.split()) > 2:
        return False
    if not s[0].isalnum() or not any(c.isalpha() for c in s) or _regexes()["reports_value"].search(s):
        return False  # "(F1=59.52)", "(AUROC: 0.666)" report a value, they define nothing
    if sum(c.isupper() for c in s) < 1:
        return False
    if " " in s and s.split()[0].endswith("."):
        return False  # "(e.g. COCO)", "(i.e. SGD)": an example, not a definition
    # Enumerations count "(i)" to "(xiii)"; "CL", "LC" and "CC" are acronyms, not 150, 90 and 200.
    return not (s.isdigit() or _regexes()["year_or_numeral"].fullmatch(s))


def _word_start(text: str, i: int) -> bool:
    return i == 0 or not text[i - 1].isalnum()


def best_long_form(short: str, cand: str) -> int | None:
    """Index in ``cand`` where the long form for ``short`` starts, or ``None``.

    ``cand`` ends right before the parenthesis. Letters of ``short`` are matched right to
    left; the first must begin a word.
    """
    chars = [c.lower() for c in short if c.isalnum()]
    if not chars:
        return None
    li = len(cand) - 1
    for si in range(len(chars) - 1, -1, -1):
        c = chars[si]
        while li >= 0:
            if cand[li].lower() == c and (si > 0 or _word_start(cand, li)):
                break
            li -= 1
        if li < 0:
            return None
        li -= 1
    start = li + 1
    # The long form starts at the beginning of that word.
    while start > 0 and not cand[start - 1].isspace():
        start -= 1
    return start


def _initials_start(short: str, cand: str) -> int | None:
    """Where the last words of ``cand`` start when their initials spell ``short`` letter for
    letter ("Proximal Policy Optimization" for PPO), else ``None``."""
    if not short.isalpha():
        return None
    words = list(re.finditer(r"[^\s\-]+", cand))
    n = len(short)
    if len(words) < n:
        return None
    last = words[-n:]
    if "".join(w.group()[0] for w in last).lower() != short.lower():
        return None
    start = last[0].start()
    while start > 1 and cand[start - 1] == "-" and cand[start - 2].isalnum():
        start -= 2  # "non-negative matrix factorization": the long form starts at the word's first part
        while start > 0 and cand[start - 1].isalnum():
            start -= 1
    return start


def _match_long(short: str, cand: str) -> int | None:
    start = best_long_form(short, cand)
    spelled = _initials_start(short, cand)
    if spelled is not None and (start is None or spelled < start):
        # The shortest match may borrow a letter from inside a word ("Proximal Policy
        # Optimization (PPO)" matched "Policy Optimization" with the p of "Optimization");
        # words whose initials spell every letter are the long form.
        return spelled
    if start is None and short.endswith("s") and len(short) > 2:
        start = best_long_form(short[:-1], cand)
    if start is None and re.search(r"\d", short) and len(re.sub(r"\d", "", short)) >= 2:
        # "G2PT", "M3-JEPA": digits often count words rather than spell them.
        start = best_long_form(re.sub(r"\d", "", short), cand)
    return start


_STOP_LEAD = {"a", "an", "the", "our", "this", "these", "their", "its", "of", "and", "or", "to", "we", "in", "for"}
# Lower case only: "dubbed X (Y)" loses its cue, "Named Entity Recognition (NER)" keeps "Named".
_NAMING_LEAD = {"dubbed", "called", "termed", "named"}


def _is_verb(word: str) -> bool:
    """Whether a word is a finite verb no name contains ("surpasses", "is", "has")."""
    return word in _CLAUSE_VERBS or word in load_patterns()["win_verbs"]


def _known_word(word: str) -> bool:
    """Whether the word lists know a word as a head or a kind ("classification", "mechanism"):
    an ordinary word, which no short form abbreviates ("a new classification (CSC)")."""
    lists = ("task_heads", "task_heads_weak", "generic", "technique_heads", "method_nouns", "data_nouns", "method_heads")
    return any(w in load_set(name) for name in lists for w in (word, word[:-1] if word.endswith("s") else word))


_CLAUSE_VERBS = frozenset({"is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "does", "do", "did"})


@register("acronyms", version="10", data=("patterns.json", "acronyms_patterns.json"))
def extract_acronyms(view: TextView) -> list[Mention]:
    """Acronym definitions in both orders, with the long form and the short form."""
    # The head-word extractor reads the same definitions; find them once per abstract.
    return list(view.memo("acronyms", lambda: _definitions(view)))


_LONG_FORM_WINDOW = 1000  # characters before a bracket; a long form of 20 words is far shorter


def _window_start(text: str, sent_start: int, at: int) -> int:
    """Where to read a long form before the bracket at ``at``: the sentence's start, or the first
    whole word of the last ``_LONG_FORM_WINDOW`` characters when the sentence is longer."""
    lo = at - _LONG_FORM_WINDOW
    if lo <= sent_start:
        return sent_start
    space = next((i for i in range(lo, at) if text[i].isspace()), at)
    return space + 1 if space < at else at


def _definitions(view: TextView) -> list[Mention]:
    text = view.text
    out: list[Mention] = []
    for m in _regexes()["parenthesis"].finditer(text):
        inner_full = m.group(1)
        # "FFN (i.e., feed-forward network)", "HiViT (short for hierarchical ViT)": the cue
        # says the bracket holds the long form of the name before it.
        cue = _regexes()["definition_cue"].match(inner_full)
        inner = _regexes()["inner_separator"].split(inner_full[cue.end() if cue else 0 :])[0].strip()
        lead = cue.end() if cue else len(inner_full) - len(inner_full.lstrip())
        s0 = m.start(1) + lead
        sent_start, _ = view.sentence_at(m.start())
        # Only the words right before the bracket can be its long form: reading the whole
        # sentence so far at every bracket made a sentence of 100,000 "(A)" run for minutes.
        sent_start = _window_start(text, sent_start, m.start())
        before = text[sent_start : m.start()].rstrip()
        if is_short_form(inner) and not cue:
            # Long Form (SF)
            n_sf = len([c for c in inner if c.isalnum()])
            max_words = min(n_sf + 5, n_sf * 2)
            words = list(_WORD.finditer(before))
            if not words:
                continue
            window_start = words[max(0, len(words) - max_words)].start()
            cand = before[window_start:]
            rel = _match_long(inner, cand)
            if rel is None:
                continue
            long_text = cand[rel:]
            lw = long_text.split()
            firsts = {p[:1].lower() for p in re.split(r"[\s\-]+", inner) if p}  # "3D-SGRL" may start at S
            # A naming cue goes only where the name after it starts as the short form does:
            # "called Flash Attention (FA)", but "named entity recognition (NER)" is a long form.
            while lw and (lw[0].lower() in _STOP_LEAD
                          or (lw[0] in _NAMING_LEAD and len(lw) > 1 and lw[1][:1].lower() in firsts)):
                long_text = long_text[len(lw[0]) :].lstrip()
                lw = lw[1:]
            camel = len(lw) == 1 and "".join(c for c in long_text if c.isupper()) == inner.rstrip("s")
            bare = inner[:-1] if inner.endswith("s") else inner
            compound = len(lw) == 1 and len(bare) >= 3 and bare.isupper() and bare.isalpha() \
                and len(long_text) >= 3 * len(bare) and _regexes()["compound_word"].match(long_text) is not None \
                and not _known_word(long_text.lower())
            if (len(lw) < 2 and "-" not in long_text and not camel and not compound) or long_text.lower() == inner.lower():
                # One plain word is not a long form; "AutoFocusFormer (AFF)" spells its
                # capitals, "electroencephalography (EEG)" its parts.
                continue
            glued = _regexes()["glued_lead"].match(long_text)
            if glued and long_text[glued.end()].lower() in firsts:
                # "strategy\u2014Concatenated ReLUs (CReLUs)", "a method{\u2014}*causal preference
                # optimization* (CPO)": the long form starts after the dash, quote or markup.
                long_text = long_text[glued.end() :]
                lw = long_text.split()
            starts = {p[:1].lower() for p in re.split(r"[^\w]+", lw[0]) if p} if lw else set()  # "mini-batch"
            if not firsts & starts or re.search(r"[()]", long_text):
                # "We apply the proposed framework to both on-policy (TRPO)": the T was matched
                # in "the", which is no part of a long form ("mini-batch ... (bSGD)" starts at a
                # part of the first word); a parenthesis ends a long form.
                continue
            if any(_is_verb(w) for w in lw):
                continue  # "FedWon surpasses both FedAvg and the ... method (FedBN)": a clause, not a name
            if _regexes()["apposed_inside"].search(long_text):
                # "XGBoost+, a modified version of the extreme gradient boosting algorithm (XGBoost)":
                # a name and its apposition, no long form
                continue
            ls = sent_start + len(before) - len(long_text)
            short_s, short_e = s0, s0 + len(inner)
            long_s, long_e = ls, ls + len(long_text.rstrip("\u201d\"*"))  # "\u201cSparsity May Cry\u201d (SMC)"
        else:
            # SF (Long Form)
            wm = re.search(r"(\S+)\s*$", before)
            if not wm or len(inner.split()) < 2:
                continue
            raw = wm.group(1)
            short = raw.strip(".,:;\"'")
            if not is_short_form(short) or sum(c.isupper() for c in short) < 2:
                continue
            rel = _match_long(short, inner)
            if rel != 0:
                continue
            short_s = sent_start + wm.start(1) + len(raw) - len(raw.lstrip(".,:;\"'"))  # a quote before the short form is no part of it
            short_e = short_s + len(short)
            long_s, long_e = s0, s0 + len(inner)
        out.append(_definition(view, short_s, short_e, long_s, long_e))
    for m in _regexes()["cued_apposition"].finditer(text):
        # "NDCG, namely Normalized Discounted Cumulative Gain, is ...": the longest run of the
        # words after the cue whose letters spell the short form from its first word on, and
        # whose last word holds the short form's last letter.
        short = m.group(1)
        if not is_short_form(short) or sum(c.isupper() for c in short) < 2:
            continue
        body = m.group(2).lstrip("\"'\u201c\u2018*")  # 'READ, short for "Recursive Estimator ...'
        at = m.end(2) - len(body)
        words = list(_WORD.finditer(body))[: len([c for c in short if c.isalnum()]) + 5]
        last = next(c for c in reversed(short.rstrip("s")) if c.isalnum()).lower()
        for k in range(len(words), 1, -1):
            cand = body[: words[k - 1].end()].rstrip("\"'\u201d\u2019*")
            if last in words[k - 1].group().lower() and _match_long(short, cand) == 0 \
                    and not any(_is_verb(w.group().lower()) for w in words[:k]):
                out.append(_definition(view, m.start(1), m.end(1), at, at + len(cand)))
                break
    return out


def _definition(view: TextView, short_s: int, short_e: int, long_s: int, long_e: int) -> Mention:
    """The acronym mention of a short form and its long form (clean-text spans)."""
    text = view.text
    span_s, span_e = min(short_s, long_s), max(short_e, long_e)
    if text[span_e : span_e + 1] == ")":
        span_e += 1
    os_, oe_ = view.cleaned.span(short_s, short_e)
    ol_, le_ = view.cleaned.span(long_s, long_e)
    return view.mention(
        "acronym", span_s, span_e, "acronyms", confidence("acronyms", "definition"),
        short=text[short_s:short_e], long=text[long_s:long_e],
        short_span=(os_, oe_), long_span=(ol_, le_),
        clean_short=(short_s, short_e), clean_long=(long_s, long_e),
    )
