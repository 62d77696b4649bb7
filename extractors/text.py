"""Text preparation shared by every extractor: clean-up with an offset map, sentences.

Abstracts carry LaTeX, markdown and HTML (``$...$``, ``\\textit{}``, ``**M**odel``, ``\\%``,
accents such as ``na\\"ive``, ``<em>...</em>``).
``clean`` removes that noise and returns a ``CleanText`` whose ``span`` method maps a
span of the clean text back to the original, so every mention keeps the exact offsets
of the text the user gave. ``sentences`` splits on sentence ends without breaking at
"et al.", "e.g.", decimals or initials.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from paperkg.schema.names import american

# One scanner for all markup; order matters (longest constructs first).
_MARKUP = re.compile(
    r"""
      (?P<href>\\href\s*\{(?P<href_url>[^{}]*)\}\s*\{(?P<href_text>[^{}]*)\})
    | (?P<cite>\\(?:cite[tp]?|citeauthor|citeyear|citealp|citealt)\*?\s*(?:\[[^\]]*\]\s*){0,2}\{[^{}]*\})
    | (?P<cmd>\\(?:textit|textbf|emph|texttt|textsf|textsc|textrm|textnormal|text|mathrm|mathbf|mathit|mathsf|mathtt|mathcal|url|underline)\s*\{(?P<cmd_text>[^{}]*)\})
    | (?P<font>\{\\(?:em|it|bf|sl|sc|tt|rm|sf)\s+(?P<font_text>[^{}]*)\})
    | (?P<math>\$\$?(?P<math_text>[^$]{0,400}?)\$\$?)
    | (?P<esc>\\(?P<esc_char>[%&_#$]))
    | (?P<abbr>\\(?P<abbr_name>ie|eg|etal|etc|wrt|vs|cf)(?![A-Za-z])\.?)
    | (?P<accent>\\(?:["'`^~=.]|[Hcvu](?=\{))\{?(?P<accent_char>[A-Za-z])\}?)
    | (?P<emph>(?!(?<=[A-Za-z0-9])\*(?=\d))(?:\*{1,2}(?=\S)|(?<=\S)\*{1,2}|(?<![\w])__?(?=[^\W_])|(?<=[^\W_])__?(?![\w])))
    | (?P<tag></?(?P<tag_name>em|i|b|strong|sub|sup|span|u|tt|code|p|li|ul|ol|div|br)\b[^<>]{0,80}?/?>)
    | (?P<space>[\u00a0\u2009\u202f]|(?<=[A-Za-z)\]])(?<!\d[A-Za-z])~(?=[\w(]))
    | (?P<quote>``|'')
    | (?P<glued_percent>(?<=\d)%(?=[A-Za-z]{2}))
    | (?P<endash>(?<![\w\-])(?P<endash_word>[A-Z][a-z]+)--(?=[A-Z][a-z]))
    | (?P<emdash>(?<!-)---(?!-))
    """,
    re.VERBOSE,
)
_BLOCK_TAGS = frozenset({"p", "li", "ul", "ol", "div", "br"})
_ABBR = {"ie": "i.e.", "eg": "e.g.", "etal": "et al.", "etc": "etc.", "wrt": "w.r.t.", "vs": "vs.", "cf": "cf."}
_MATH_NUMBER = re.compile(r"\s*([+\-]?\d+(?:\.\d+)?\s?(?:\\?%|\\times)?)\s*")
_SHORT_MATH = re.compile(r"^[A-Za-z0-9_^{}\\ ]{1,8}$")
# A power of ten ("$10^9$"); other powers are mostly sizes, which names carry ("LSUN Horses $256^2$").
_MATH_POWER = re.compile(r"\s*10\s*\^\s*\{?\s*-?\d+\s*\}?\s*")
# A paper's own macro for a styled letter ("\\cH" for a calligraphic H, "\\bbR^d"): notation, unlike a
# Greek letter ("$\\alpha$-divergence" reads "alpha-divergence") or a short name set in math.
_MACRO_LETTER = re.compile(r"\\[a-z]{1,3}[A-Z](?:[_^](?:\w|\{\w*\}))*")
_FONT = re.compile(
    r"\\(?:rm|bf|it|sf|tt|mathrm|mathbf|mathit|mathsf|mathtt|textrm|textbf|textit|texttt|textsf|textsc|textnormal|text|operatorname)"
    r"(?![A-Za-z])\s*"
)


def _math_name(inner: str) -> list[int] | None:
    """Positions of a name set in a font inside math (``$\\rm StatsQ$``, ``$\\mathrm{CGA}$``), else None.

    Every letter must be inside a font: ``$\\mathrm{d}G$`` is a variable, not a name.
    """
    fonts = list(_FONT.finditer(inner))
    if not fonts:
        return None
    drop = {i for f in fonts for i in range(f.start(), f.end())}
    scoped: set[int] = set()
    for f in fonts:
        if inner[f.end() : f.end() + 1] == "{":
            close = inner.find("}", f.end())
            scoped.update(range(f.end() + 1, close if close >= 0 else len(inner)))
        else:  # "\\rm StatsQ": the switch runs to the end
            scoped.update(range(f.end(), len(inner)))
    if any(ch.isalpha() and i not in drop and i not in scoped for i, ch in enumerate(inner)):
        return None
    # Super- and subscripts read inline: "$\\text{F}^2\\text{TRL}$" is F2TRL. A phrase of words
    # set in a font keeps its spaces ("$\\textit{compressed maximum likelihood}$", "$\\textit{Hybrid
    # Domain Adaptation}$ (HDA)": the name as written, which the name and acronym rules read).
    phrase = "".join(ch for i, ch in enumerate(inner) if i in scoped).split()
    spaced = len(phrase) > 1 and all(w[:1].isalpha() for w in phrase)
    keep = [i for i, ch in enumerate(inner) if i not in drop and ch not in "{}^_" and (ch != " " or (spaced and i in scoped))]
    while keep and inner[keep[-1]] == " ":
        keep.pop()
    while keep and inner[keep[0]] == " ":
        keep.pop(0)
    word = "".join(inner[i] for i in keep)
    if spaced:
        return keep if re.fullmatch(r"[A-Za-z][\w\-]*(?: [\w\-]+)*", word) and len(word) <= 60 else None
    return keep if re.fullmatch(r"[A-Za-z][\w\-]{0,30}", word) else None


@dataclass(frozen=True)
class CleanText:
    """A cleaned text and, for each of its characters, the index it came from."""

    original: str
    text: str
    offsets: tuple[int, ...]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Map a clean-text span to the original text's offsets."""
        if start >= end:
            o = self.offsets[start] if start < len(self.offsets) else len(self.original)
            return o, o
        return self.offsets[start], self.offsets[end - 1] + 1


def clean(text: str) -> CleanText:
    """Strip LaTeX and markdown noise from ``text``, keeping an offset map to the original."""
    out: list[str] = []
    offs: list[int] = []
    pos = 0

    def keep(s: str, at: int) -> None:
        for i, ch in enumerate(s):
            out.append(ch)
            offs.append(at + i)

    def put(s: str, at: int) -> None:  # replacement text: every char points at ``at``
        for ch in s:
            out.append(ch)
            offs.append(at)

    for m in _MARKUP.finditer(text):
        keep(text[pos : m.start()], pos)
        kind = m.lastgroup
        if m.group("href") is not None:
            keep(m.group("href_text"), m.start("href_text"))
        elif m.group("cmd") is not None:
            keep(m.group("cmd_text"), m.start("cmd_text"))
        elif m.group("font") is not None:
            keep(m.group("font_text"), m.start("font_text"))  # "{\\em private counter problem}"
        elif m.group("math") is not None:
            inner = m.group("math_text")
            name = _math_name(inner)
            if name:
                for i in name:
                    keep(inner[i], m.start("math_text") + i)
            elif (num := _MATH_NUMBER.fullmatch(inner)) is not None:
                # "$62.8\\%$", "$+2.1$": a number set in math reads as the number; "$2.2\\times$" as "2.2×".
                times = inner.find("\\times", num.start(1), num.end(1))
                for i in range(num.start(1), num.end(1) if times < 0 else times):
                    if inner[i] != "\\":
                        keep(inner[i], m.start("math_text") + i)
                if times >= 0:
                    put("\u00d7", m.start("math_text") + times)
            elif _MATH_POWER.fullmatch(inner):
                # "$10^9$": a power keeps its caret, else it reads as the number 109
                for i, ch in enumerate(inner):
                    if ch.isdigit() or ch in ".^-":
                        keep(ch, m.start("math_text") + i)
            elif _MACRO_LETTER.fullmatch(inner.strip()):
                put(" ", m.start())  # "$\\cH$": a paper's macro for a calligraphic letter, notation
            elif _SHORT_MATH.match(inner):
                for i, ch in enumerate(inner):
                    if ch.isalnum():
                        keep(ch, m.start("math_text") + i)
            else:
                put(" ", m.start())
        elif m.group("esc") is not None:
            put(m.group("esc_char"), m.start())
        elif m.group("abbr") is not None:
            # Paper macros for Latin abbreviations: "\\ie integral regression" is "i.e. integral regression".
            put(_ABBR[m.group("abbr_name")], m.start())
        elif kind == "endash":
            # LaTeX's "--" between two names is an en dash: "Gauss--Markov regression" is one name.
            keep(m.group("endash_word"), m.start())
            put("\u2013", m.end("endash_word"))
        elif kind == "emdash":
            # LaTeX's "---" is an em dash, a break between words: "a unified framework---tilted
            # empirical risk minimization (TERM)" is no name "framework---tilted ..."
            before = "" if m.start() == 0 or text[m.start() - 1].isspace() else " "
            keep(before + "\u2014" + ("" if text[m.end() : m.end() + 1].isspace() else " "), m.start())
        elif kind == "glued_percent":
            # "6.3%and 15.9%higher": a percent sign run into the next word reads with a space after it
            keep("%", m.start())
            put(" ", m.start())
        elif kind == "quote":
            put('"', m.start())  # LaTeX quotes: ``Learning to Play Games'' reads as "Learning to Play Games"
        elif kind in ("space", "cite"):
            put(" ", m.start())  # "\\citet{Neu2015}": a bibliography key is no name in the text
        elif kind == "accent":
            keep(m.group("accent_char"), m.start("accent_char"))  # 'na\"ive' is "naive", 'Erd\H{o}s' "Erdos"
        elif kind == "tag" and m.group("tag_name").lower() in _BLOCK_TAGS:
            put(" ", m.start())  # "<li>", "<p>": a break between words
        # Emphasis markers are dropped; an asterisk between a name and a number is a product
        # ("MobileNetV2*0.5", a width multiplier), not emphasis, so the markup pattern skips it.
        pos = m.end()
    keep(text[pos:], pos)
    return CleanText(text, "".join(out), tuple(offs))


_ABBREV = {
    "e.g", "i.e", "al", "etc", "vs", "fig", "figs", "eq", "eqs", "approx", "cf", "resp", "ref",
    "sec", "no", "dr", "prof", "mr", "ms", "st", "viz", "inc", "ltd", "co", "jr", "sr", "u.s",
}
# A stop run into the next sentence's first word ("use cases.We introduce MINT", "GPT-4.In
# this"): after a lower-case letter, digit or bracket, before a capitalised word followed by a
# lower-case word or a comma, so "Node.js", "U.S.Army" and "ASP.NET" stay whole. _END ends a
# sentence there and _TOKEN a token.
_RUN_ON_BEFORE = r"[a-z0-9)\]]"
_RUN_ON_AFTER = r"[A-Z][a-z]+(?:\s+[a-z]|,)"
# A stop, then white space and a capital; or a stop run into the next sentence.
_END = re.compile(rf"[.!?]+[\"')\]]*(?=\s+[\"'(\[]?[A-Z0-9])|(?<={_RUN_ON_BEFORE})[.!?](?={_RUN_ON_AFTER})"
                  r"|[.!?]+[\"')\]]*\s*$")


_WORD_BACK = 40  # longer than any abbreviation in _ABBREV


def sentences(text: str) -> list[tuple[int, int]]:
    """Return sentence spans of ``text`` (leading/trailing whitespace excluded)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _END.finditer(text):
        end = m.start()
        # The word before the stop, read backwards and at most _WORD_BACK characters: slicing
        # and searching the whole unfinished sentence at every stop made "We propose X. " * 7000
        # (each "X." read as an initial) take minutes.
        i = end
        while i > max(start, end - _WORD_BACK) and (text[i - 1].isalnum() or text[i - 1] in "._"):
            i -= 1
        w = text[i:end].lower().rstrip(".")
        if m.group().startswith(".") and (w in _ABBREV or (len(w) == 1 and w.isalpha())):
            continue
        if m.group().startswith(".") and end > start and text[end - 1].isdecimal() and text[end + 1 : end + 2].isdecimal():
            continue
        if m.end() < len(text) and not text[m.end()].isspace():
            before = text[max(start, end - _WORD_BACK) : end].split()
            if before and ("/" in before[-1] or "@" in before[-1]):
                continue  # "github.com/user/repo.Main": a path, not a run-together sentence end
        spans.append((start, m.end()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            out.append((s, e))
    return out


def whole_words(text: str, word: str) -> list[re.Match]:
    """Where ``text`` writes ``word`` with no word character or hyphen right before or after it."""
    return list(re.finditer(r"(?<![\w\-])%s(?![\w\-])" % re.escape(word), text))


def sentence_of(spans: list[tuple[int, int]], pos: int, starts: list[int] | None = None) -> tuple[int, int]:
    """Return the sentence span containing character ``pos`` (or the nearest before it)."""
    import bisect

    if not spans:
        return (0, 0)
    starts = starts if starts is not None else [s for s, _ in spans]
    i = bisect.bisect_right(starts, pos) - 1
    return spans[max(i, 0)] if i >= 0 else (0, 0)


# An en dash joins names ("Kullback\u2013Leibler") only before a capital; elsewhere it is punctuation.
# A semicolon with no space between two capitals is inside a name ("TL;DR", which split into the
# datasets TL and DR); prose always spaces it.
# A dot run into the next sentence's first word ends the token ("GPT-4.We find").
# A hyphen before a determiner or pronoun that ends the word is a dash ("DF$^2$-the first
# distribution-free method"; "state-of-the-art", and "state-of-the art" after "of", stay
# whole): no name ends in "-the".
_DASHED_WORD = r"(?:the|an|this|these|that|which|we|our|its|their)(?![\w\-'\u2019])"
_TOKEN = re.compile(rf"[^\W_]+(?:(?:-(?!{_DASHED_WORD})|(?<=\bof)-|['\u2019+/]|\.(?!{_RUN_ON_AFTER})|(?<!{_RUN_ON_BEFORE})\.)[^\W_]+|\u2013(?=[A-Z])[^\W_]+"
                    r"|(?<=[A-Z]);(?=[A-Z])[^\W_]+)*[+]*|\S")


def tokens(text: str) -> list[tuple[str, int, int]]:
    """Tokens of ``text`` as ``(token, start, end)``; hyphenated and dotted words stay whole."""
    return [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def first_tokens(text: str, n: int) -> list[tuple[str, int, int]]:
    """``tokens(text)[:n]``, reading no further than the ``n``-th token."""
    return [(m.group(), m.start(), m.end()) for m in itertools.islice(_TOKEN.finditer(text), n)]


def norm_token(tok: str) -> str:
    """Case-folded token in American spelling with a plural ``s`` (``ies``) removed: the
    matching key of word lists ("Neighbours" matches the listed "k-nearest neighbors")."""
    # Hyphens do not tell names apart: "CIFAR10" is "CIFAR-10", "pretraining" "pre-training".
    t = american(tok.casefold().replace("\u2019", "'").replace("-", "").replace("\u2013", "")) or tok
    if t in _NOT_PLURAL:
        return t
    if len(t) > 4 and t.endswith("ies"):
        return t[:-3] + "y"  # "accuracies", "strategies"
    if len(t) > 4 and t.endswith(("sses", "ches", "shes", "xes")):
        return t[:-2]  # "processes", "patches", "boxes": the singular ends in ss, ch, sh, x
    if len(t) > 3 and t.endswith("s") and not t.endswith(("ss", "us", "is")):
        t = t[:-1]
    return t


# Words that end like plurals but are not: "news" is no plural of "new" ("a new generation
# pipeline" is not the task "News Generation").
_NOT_PLURAL = frozenset({"series", "species", "news"})
