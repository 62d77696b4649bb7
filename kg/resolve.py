"""Corpus-level entity resolution: the stage between extraction and graph building.

Per-abstract extraction names what one paper says; this stage decides, with evidence from
the whole corpus, which names are one real entity. It owns four decisions:

* **Acronym senses.** Every (short form, long form) definition is counted with the number
  of papers that make it (``Evidence``). A long form belongs to the short form most papers
  pair it with, and only when enough papers do, so one paper's "replay-based recurrent
  reinforcement learning (3RL)" never takes "reinforcement learning" from the hundreds of
  papers that write it alone. A short form with several long forms (SSL: self- and
  semi-supervised learning) is several entities; used without a definition it goes to its
  dominant sense only when that sense clearly dominates, else it stays its own node.
* **Surface forms.** Names that differ in case, hyphens, spacing, British spelling, a Greek
  letter spelled out or a plural inside the phrase are one form; a phrase with a known acronym inside ("graph NNs",
  "deep RL") is the phrase with the acronym spelled out, when the corpus writes that.
* **Label and name.** An entity's label is voted by all its mentions (one label per entity:
  PCA is not both Method and Task); its display name is the form its papers write most.
* **Proposals and lineage.** A coined name that two or three papers each coin for a method
  of their own (COLA, FALCON) is one entity per claim. A claimed proposal survives only if
  one paper claims it, no earlier paper mentions it and few papers of the same year already
  use it; ``BUILDS_ON`` follows only surviving proposals, from a paper not dated after its
  user.

Junk filters that need the corpus live here too: an acronym whose long form names a disease,
an index or an institution is dropped, and a one-word metric needs metric context. Every
entity keeps how it was resolved (``Entity.resolution``). The thresholds and word lists are
data (``kg/data/resolution.json``). ``Evidence`` is a set of mergeable counts: evidence of
parts of a corpus added together equals the evidence of the whole, so the same resolution
runs after extraction on one machine or on a cluster.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from paperkg.extractors.data import load_set
from paperkg.extractors.wordlists import word_list_entries
from paperkg.kg.corpus_text import CorpusText, topic_words
from paperkg.kg.memory import cycle_collection_paused
from paperkg.schema.names import SAME_IN_PLURAL, american, key, person_key, singular
from paperkg.schema import ENTITY_LISTS, ENTITY_TYPES, Paper

DATA_FILE = Path(__file__).resolve().parent / "data" / "resolution.json"

_PLURAL_TYPE = tuple(ENTITY_LISTS.items())
#: Label ties are broken in this order (a name both a method and a task reads as a method).
_LABEL_ORDER = ("method", "dataset", "task", "metric")
_WORDS = re.compile(r"[0-9a-z\u00c0-\uffff]+")
# The pieces of a contraction: "BatchNorm" is Batch, Norm.
_CHUNK = re.compile(r"[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+|\d+")
# A coined name: one token with a capital ("COLA", "CoMFormer", "PAC-Net", "Uni3D").
_COINED = re.compile(r"(?=\S*[A-Z])[A-Za-z][\w\-]*")
_MIXED_CASE = re.compile(r"[A-Z][a-z]+[A-Z]")  # "CAsT", "LiSA": a coined spelling, not a word's capital
_TOKEN = re.compile(r"[^\s\-\u2010-\u2014]+")  # words of a phrase; "KL-divergence" has two


@lru_cache(maxsize=1)
def params() -> dict:
    """The thresholds and word lists of ``kg/data/resolution.json``."""
    return json.loads(DATA_FILE.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------------
# Forms


@lru_cache(maxsize=1)
def _generic_modifiers() -> frozenset[str]:
    return frozenset(params()["generic_modifiers"]["words"])


@lru_cache(maxsize=1)
def _kind_suffixes() -> frozenset[str]:
    return frozenset(w.casefold() for w in params()["kind_suffix"]["words"])


# Greek letters as papers spell them out ("$\\epsilon$-greedy" reads "epsilon-greedy").
_GREEK = {ord(c): n for c, n in zip(
    "αβγδεϵζηθϑκλμνξπρσςτφϕχψω",
    "alpha beta gamma delta epsilon epsilon zeta eta theta theta kappa lambda mu nu xi pi rho sigma sigma tau phi phi chi psi omega".split())}


@lru_cache(maxsize=1 << 16)
def _word_key(w: str, joined: bool = False) -> str:
    w = american(w)  # British and American spellings are one form ("optimisation", "optimization")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    # A short word alone ("bus", "gas") is no plural; after a hyphen it ends a longer word whose
    # plural it carries ("speed-ups", "plug-ins").
    if len(w) > (2 if joined else 3) and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


_BROKEN_PIECE = 5
_HYPHEN_NEXT = re.compile(r"[\-\u2010\u2011]\w")
_NAME_STAR = re.compile(r"(?<=[0-9a-z])\*(?!\*)")
_CAPITAL_S = re.compile(r"[A-Z][A-Z0-9\-]{2,}S")
_ACRONYM_PLURAL = re.compile(r"\b([A-Z][A-Z0-9]+)s\b")  # "NNs", "LLMs": the plural of an acronym


def _fold_accents(text: str) -> str:
    """``text`` in NFKC without the accents of Latin letters: "Fréchet" is "Frechet", as papers
    and their LaTeX sources write it both ways ("Rényi", "Gödel"). Marks on letters of other
    scripts stay, since there they are letters of their own."""
    if text.isascii():
        return text  # nearly every name: nothing to fold or normalise
    out: list[str] = []
    for ch in unicodedata.normalize("NFKD", text):
        if unicodedata.combining(ch) and out and out[-1].isascii() and out[-1].isalpha():
            continue
        out.append(ch)
    return unicodedata.normalize("NFKC", "".join(out))


@lru_cache(maxsize=1 << 18)
def form_key(name: str) -> str:
    """The key under which surface forms are one: folded, every word singular, no separators.

    "Mixtures of Experts", "mixture-of-experts" and "mixture of expert" share a key, and so
    do "pre-training" and "pretraining", "optimisation" and "optimization", "Fréchet" and
    "Frechet".
    """
    # "DDPM++" and "DDPM" are two methods: a plus is part of the name; so is the star of "L*"
    # and "A* search" ("L*LM" is no LLM), not the markup of "**bold**".
    s = _ACRONYM_PLURAL.sub(r"\1", _fold_accents(str(name))).casefold().replace("+", " plus ")
    if not s.isascii():
        s = s.translate(_GREEK)  # "ε-greedy" is "epsilon-greedy", "β-VAE" "beta-VAE"
    s = _NAME_STAR.sub(" star ", s)
    words = list(_WORDS.finditer(s))
    if len(words) == 1 and words[0].group() in SAME_IN_PLURAL and not _ACRONYM_PLURAL.fullmatch(name.strip()):
        return words[0].group()  # "News", "Bayes": a word that is no plural keeps its s ("News" is not NEW)
    if _CAPITAL_S.fullmatch(name.strip()):
        # "FCOS", "SMILES": the last capital of an acronym is a letter of it, no plural
        # ("FCOs" is the plural of FCO).
        return "".join(m.group() for m in words)
    # A short lower-case piece before a hyphen and a lower-case letter is part of a word
    # broken at a line end ("vision trans-former"), no plural: its "s" stays. "Tanks-and-Temples"
    # is a name's words.
    return "".join(m.group() if _broken_piece(m.group(), s, m.end(), name)
                   else _word_key(m.group(), m.start() > 0 and s[m.start() - 1] in "-\u2010\u2011") for m in words)


def _broken_piece(piece: str, folded: str, end: int, name: str) -> bool:
    return len(piece) <= _BROKEN_PIECE and piece.endswith("s") and bool(_HYPHEN_NEXT.match(folded, end)) \
        and _broken_piece_pattern(piece).search(name) is not None


@lru_cache(maxsize=1 << 12)
def _broken_piece_pattern(piece: str) -> re.Pattern:
    return re.compile(r"(?<![^\W\d_])%s[\-\u2010\u2011][a-z]" % re.escape(piece))


@lru_cache(maxsize=1 << 12)
def _written_form(form: str, before: str) -> re.Pattern:
    """``form`` as a whole word, case ignored: no word character (or, with ``before`` "[\\w-]",
    no hyphen either) before it, and neither after it (``_written_spans`` uses it where
    lower-casing changes a text's length)."""
    return re.compile(r"(?<!%s)%s(?![\w-])" % (before, re.escape(form)), re.IGNORECASE)


@lru_cache(maxsize=1 << 12)
def _lowered(text: str) -> str:
    return text.lower()


def _word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _written_spans(form: str, text: str, hyphen_before: bool) -> Iterator[tuple[int, int]]:
    """Where ``text`` writes ``form`` as a whole word, case ignored: no word character before
    it (nor a hyphen, with ``hyphen_before``) and no word character or hyphen after it.
    Resolution looks for tens of thousands of forms in a few abstracts each; finding them
    in the lower-cased text costs no pattern compiled per form."""
    low, f = _lowered(text), form.lower()
    if len(low) != len(text) or len(f) != len(form) or not f:
        for m in _written_form(form, r"[\w-]" if hyphen_before else r"\w").finditer(text):
            yield m.start(), m.end()
        return
    i = low.find(f)
    while i >= 0:
        end = i + len(f)
        prev = low[i - 1] if i else ""
        nxt = low[end] if end < len(low) else ""
        if (not prev or not (_word_char(prev) or (hyphen_before and prev == "-"))) \
                and (not nxt or not (_word_char(nxt) or nxt == "-")):
            yield i, end
            i = low.find(f, end)
        else:
            i = low.find(f, i + 1)


_GLUED = re.compile(r"^(\S*?[A-Za-z0-9])\.(?:[A-Z][a-z]+)$")


@lru_cache(maxsize=1 << 18)
def clean_name(name: str) -> str:
    """A name without layout and filler: spaces collapsed, a sentence run into it cut off
    ("ViT.Our" -> "ViT"), a generic opening word dropped ("large-scale cell detection")."""
    name = " ".join(str(name).split())
    m = _GLUED.match(name)
    if m:
        name = m.group(1)
    words = name.split()
    # A word list that names the phrase whole says the opening word is part of the name:
    # "novel view synthesis", "common sense reasoning", "New York Times corpus".
    if len(words) >= 3 and words[0] in _generic_modifiers() and not word_list_entries(name):
        name = " ".join(words[1:])
    return name


@lru_cache(maxsize=1 << 18)
def is_short(surface: str) -> bool:
    """Whether a surface form is acronym-shaped: one token with two capitals, or a capital and a digit."""
    s = surface.strip()
    if not (2 <= len(s) <= 15) or any(c.isspace() for c in s):
        return False
    upper = sum(c.isupper() for c in s)
    return upper >= 2 or (upper >= 1 and any(c.isdigit() for c in s))


def _short_letters(short: str) -> int:
    """The letters and digits of a short form, without a plural "s" ("IRs" has two, as "IR")."""
    if len(short) > 2 and short.endswith("s") and short[:-1].isupper():
        short = short[:-1]
    return sum(c.isalnum() for c in short)


def _one_capitalised_token(surface: str) -> bool:
    """Whether a surface form is one token of 2-15 characters with a capital: "Dice" and "Adam"
    are written forms of the short forms DICE and ADAM, whose types the evidence counts."""
    s = surface.strip()
    return 2 <= len(s) <= 15 and not any(c.isspace() for c in s) and any(c.isupper() for c in s)


def _orient(name: str, alias: str) -> tuple[str, str] | None:
    """(short, long) of a name and its alias, or ``None`` when neither is a short form."""
    if is_short(name) and not is_short(alias):
        return name, alias
    if is_short(alias) and not is_short(name):
        return alias, name
    if is_short(name) and is_short(alias):
        # "BEV (BirdEye-View)": the one with more letters is the long form.
        return (name, alias) if len(name) <= len(alias) else (alias, name)
    return None


def spells(short: str, long_: str) -> bool:
    """Whether every letter and digit of a short form appears, in order, in its long form,
    the first one starting it (Schwartz and Hearst's test, without dropping digits:
    "3RL" does not spell "reinforcement learning", "DM" spells "diffusion model").

    The test is anchored at the long form's first letter, not Schwartz and Hearst's greedy
    right-to-left match, which finds the shortest tail that spells the short form ("Policy
    Optimization" for PPO) and so said PPO does not spell "Proximal Policy Optimization"."""
    s = short[:-1] if len(short) > 2 and short.endswith("s") and short[-2].isupper() else short
    if any(_spells_from_start(x, long_) for x in {s, short}):
        return True
    # A digit between letters may stand for the word it sounds like, written whole in the long
    # form: "T2I" is "text-to-image", "L2O" "learning to optimize", "D4RL" "datasets for deep
    # data-driven RL" (not "3RL"; and "S2AC" does not spell "Soft Actor-Critic" by its t).
    if not _HOMOPHONE_DIGIT.search(short):
        return False
    words = long_
    for stand_in, word in _HOMOPHONE_WORDS.items():
        words = word.sub(stand_in, words)
    return any(_spells_from_start(_HOMOPHONE_DIGIT.sub(lambda m: _STAND_IN[m.group()], x), words) for x in {s, short})


# The digits that sound like a word, and each one's stand-in character, which only that word,
# written whole in the long form, is replaced by (so "S2AC" finds no "to" in "Soft Actor-Critic").
_HOMOPHONE_DIGIT = re.compile(r"(?<=[A-Za-z])[24](?=[A-Za-z])")
_STAND_IN = {"2": "\x02", "4": "\x04"}
_HOMOPHONE_WORDS = {"\x02": re.compile(r"(?i)(?<![a-z])(?:to|two)(?![a-z])"),
                    "\x04": re.compile(r"(?i)(?<![a-z])(?:for|four)(?![a-z])")}


def contracts(short: str, long_: str) -> bool:
    """Whether a short form is its long form's words cut short, in order, each to at least
    three letters: "BatchNorm" of "batch normalization", "BayesOpt" of "Bayesian
    optimization"; not "GNN" of "graph convolutional network"."""
    parts = _CHUNK.findall(short)
    words = [w for w in re.split(r"[\s\-]+", long_.lower()) if w]
    return len(parts) >= 2 and len(parts) == len(words) and all(
        len(p) >= 3 and w.startswith(p.lower()) for p, w in zip(parts, words))


def _spells_from_start(short: str, long_: str) -> bool:
    """Whether the first letter or digit of ``short`` opens ``long_`` and the others follow in order."""
    letters = [c.lower() for c in short if c.isalnum() or c in _STAND_IN.values()]
    text = long_.strip().lower()
    if not letters or not text or text[0] != letters[0]:
        return False
    at = 1
    for c in letters[1:]:
        at = text.find(c, at) + 1
        if not at:
            return False
    return True


_MARKUP_CHARS = re.compile(r"[$\\{}^]")
_FUNCTION_WORDS = frozenset({"a", "an", "and", "for", "in", "of", "on", "the", "to", "with", "via", "by"})


def _content_words(words: str) -> list[str]:
    """The words of ``words`` split at spaces, hyphens and slashes, without function words."""
    return [w for w in re.split(r"[\s\-\u2013/]+", words) if w and w.lower() not in _FUNCTION_WORDS]


def _initials_spell(short: str, words: str) -> bool:
    """Whether the initials of the content words of ``words`` (split at spaces and hyphens)
    come, in order, among the letters of ``short``, the first one first: "KL" has the initials
    of "Kullback-Leibler", "LVIS" not those of "Vision-Language semantic self-supervision"."""
    initials = [w[0].lower() for w in _content_words(words)]
    letters = [c.lower() for c in short if c.isalnum()]
    if not initials or not letters or initials[0] != letters[0]:
        return False
    it = iter(letters)
    return all(c in it for c in initials)


def _one_word_per_capital(short: str, words: str) -> bool:
    """Whether ``words`` has one content word per capital of ``short``: "KL" is "Kullback-Leibler"
    and "HiP" "Hidden-Parameter", but "CAV" is not "Concurrent Adversarial" nor "NLE" "natural
    language" (the third capital is a word those two do not have)."""
    return len(_content_words(words)) == sum(c.isupper() or c.isdigit() for c in short)


def _stem(w: str) -> str:
    for suf in ("ing", "ed", "es", "s", "e"):
        if len(w) > len(suf) + 3 and w.endswith(suf):
            return w[: -len(suf)]
    return w


@lru_cache(maxsize=1 << 16)
def _stems(surface: str) -> tuple[str, ...]:
    s = _fold_accents(surface).casefold()
    return tuple(_stem(_word_key(w)) for w in _WORDS.findall(s))


def _same_word(a: str, b: str) -> bool:
    # "probability" and "probabilistic", "squared" and "square": one stem spelled two ways.
    if a == b:
        return True
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n >= 5 and n >= 0.65 * max(len(a), len(b))


def _subsequence(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    it = iter(b)
    return all(any(_same_word(w, x) for x in it) for w in a)


def same_sense(a: str, b: str) -> bool:
    """Whether two long forms of one short form name the same thing.

    "mean squared error" and "mean square error" do (the same word stems); so do
    "convolutional network" and "convolutional neural network" (one is the other with a
    word left out) and "Deep Equilibrium Model" and "deep equilibrium network" (their last
    words are two of the data file's ``sense_kind_words``). "self-supervised learning" and
    "semi-supervised learning" do not.
    """
    sa, sb = _stems(a), _stems(b)
    if sa == sb or _abbreviates(a, b) or _abbreviates(b, a):
        return True
    short, long_ = (sa, sb) if len(sa) <= len(sb) else (sb, sa)
    if len(short) == len(long_):
        kinds = _sense_kind_words()
        # "Deep Equilibrium Model" and "deep equilibrium network": one architecture, two kind words.
        return all(_same_word(x, y) for x, y in zip(short[:-1], long_[:-1])) and (
            _same_word(short[-1], long_[-1]) or (len(short) >= 2 and short[-1] in kinds and long_[-1] in kinds))
    return len(short) >= 2 and _subsequence(short, long_)


def _spelled_exactly(short: str, long_: str) -> bool:
    """Whether ``short`` has a capital for each word of ``long_`` (an all-capitals short form,
    plural "s" aside, for every word; one in mixed case for all but the small words, which
    its lower-case letters stand for): OOD and OoD for "out-of-distribution", AWGN for
    "additive white Gaussian noise"; not OOD for "out-of-distribution detection"."""
    core = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
    words = [w for w in re.split(r"[\s\-/]+", long_) if w]
    if core.isupper():
        return sum(c.isupper() for c in core) == len(words)
    return sum(c.isupper() for c in core) == len([w for w in words if w.lower() not in load_set("acronym_small_words")])


def _adds_words_at_end(a: str, b: str) -> bool:
    """Whether one of two long forms is the other with words added at its end that do not
    only say its kind: "out-of-distribution detection" is "out-of-distribution" and a thing
    of its own; "stochastic gradient descent algorithm" is stochastic gradient descent."""
    sa, sb = _stems(a), _stems(b)
    short, long_ = (sa, sb) if len(sa) <= len(sb) else (sb, sa)
    return len(short) < len(long_) and all(_same_word(x, y) for x, y in zip(short, long_)) \
        and not all(w in _sense_tail_words() or len(w) == 1 for w in long_[len(short):])  # "Soft Actor Critic's"


@lru_cache(maxsize=1)
def _sense_kind_words() -> frozenset[str]:
    """``sense_kind_words`` of the data file, stemmed as ``_stems`` stems words."""
    return frozenset(_stem(_word_key(w)) for w in params()["sense_kind_words"]["words"])


@lru_cache(maxsize=1)
def _sense_tail_words() -> frozenset[str]:
    """The kind words and ``tail_words`` of ``sense_kind_words``, stemmed."""
    cfg = params()["sense_kind_words"]
    return frozenset(_stem(_word_key(w)) for w in [*cfg["words"], *cfg["tail_words"]])


def _abbreviates(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with some of its words written as an acronym: "stochastic GD" is
    "stochastic gradient descent" (GD holds the initials of the words it replaces, in order,
    and the words around it are the same)."""
    ta, tb = _TOKEN.findall(a), _TOKEN.findall(b)
    for i, t in enumerate(ta):
        if not is_short(t):
            continue
        letters = [c.lower() for c in (t[:-1] if t.endswith("s") and len(t) > 2 else t) if c.isalnum()]
        before, after = ta[:i], ta[i + 1:]
        middle = tb[len(before): len(tb) - len(after)]
        if len(middle) == len(letters) > 1 and [w[0].lower() for w in middle] == letters \
                and _stems(" ".join(before)) == _stems(" ".join(tb[:len(before)])) \
                and _stems(" ".join(after)) == _stems(" ".join(tb[len(tb) - len(after):])):
            return True
    return False


def _has_acronym(surface: str) -> bool:
    """Whether a phrase of several words has an acronym among them ("stochastic GD")."""
    words = _TOKEN.findall(surface)
    return len(words) > 1 and any(is_short(w) for w in words)


@lru_cache(maxsize=1 << 16)
def plausible_long_form(surface: str) -> bool:
    """Whether an extracted long form can be one: one to ten words, no clause punctuation, no 'we'."""
    words = surface.split()
    return 1 <= len(words) <= 10 and not re.search(r"[,;:!?()\[\]{}~$\\]|\.\s|\be\.g\.|\bi\.e\.", surface) and not (
        {"we", "our", "us"} & {w.lower() for w in words})


# "..., Y and Z" at the end of a long form: a coordinated list of words.
_COORDINATED = re.compile(r",\s*(?:[\w\-]+\s+)*?(?:and|or|&)\s+[\w\-]+\s*$")


def _long_form_of(short: str, long_: str) -> bool:
    """Whether ``long_`` can be the long form of ``short``: a plausible long form, or a
    coordinated list of words whose initials spell the short form, commas and all ("Explore,
    Discover and Learn (EDL)", "Draft, Sketch, and Prove (DSP)"), which would else leave the
    paper's acronym to another sense of it."""
    if plausible_long_form(long_):
        return True
    return "," in long_ and plausible_long_form(long_.replace(",", " ")) and _COORDINATED.search(long_) is not None \
        and _initials_spell(short, long_) and _one_word_per_capital(short, long_)


# ---------------------------------------------------------------------------------------
# Evidence: mergeable counts over the corpus


@lru_cache(maxsize=1 << 18)
def _kept_surface(name: str) -> bool:
    """Whether the evidence keeps how a name is written: a phrase with an acronym among its
    words, a generic modifier first or a kind word last (the forms that later rules rewrite)."""
    toks = _TOKEN.findall(name)
    return len(toks) > 1 and (any(is_short(t) for t in toks) or toks[0].lower() in _generic_modifiers()
                              or toks[-1].casefold() in _kind_suffixes())


def _entities(record: dict) -> Iterable[tuple[str, dict]]:
    for plural, type_ in _PLURAL_TYPE:
        for ent in record.get(plural, []):
            yield type_, ent


@dataclass
class Evidence:
    """Counts gathered from extraction records; ``a + b`` is the evidence of both corpora.

    ``form_papers[k]``: papers writing a form with form key ``k``; ``defs[(s, l)]``: papers
    pairing short form ``s`` with long form ``l``; ``surfaces[(k, text)]``: papers writing
    ``text`` for key ``k`` (kept for definitions and for phrases with an acronym inside);
    ``claims[s]``: papers proposing a short form ``s`` that they never spell out;
    ``short_types[(s, l, t)]``: papers whose mention of short form ``s`` (written as an acronym
    or as one capitalised word with its key: "DICE", "Dice") has entity type ``t``,
    with ``l`` the long form the paper pairs it with, or ``""`` where it does not define it.
    """

    papers: int = 0
    form_papers: Counter = field(default_factory=Counter)
    defs: Counter = field(default_factory=Counter)
    surfaces: Counter = field(default_factory=Counter)
    claims: Counter = field(default_factory=Counter)
    short_types: Counter = field(default_factory=Counter)

    def add_record(self, record: dict) -> None:
        """Count one paper's extraction record."""
        forms: set[str] = set()
        defs: set[tuple[str, str]] = set()
        surfaces: set[tuple[str, str]] = set()
        shorts: set[tuple[str, str]] = set()  # (short form key, entity type)
        for type_, ent in _entities(record):
            for n in (clean_name(n) for n in (ent["name"], *ent.get("aliases", []))):
                k = form_key(n)
                if k:
                    forms.add(k)
                    if is_short(n) or _one_capitalised_token(n):
                        shorts.add((k, type_))
                    if _kept_surface(n):
                        surfaces.add((k, n))
        for sk, lk, short, long_ in _definitions(record):
            defs.add((sk, lk))
            forms.update((sk, lk))
            surfaces.add((sk, short))
            surfaces.add((lk, long_))
        defined = {sk for sk, _ in defs}
        claims = {k for _, ent in _entities(record) if ent.get("role") == "proposed" and not ent.get("aliases")
                  and is_short(clean_name(ent["name"])) and (k := form_key(clean_name(ent["name"]))) not in defined}
        long_of = {sk: lk for sk, lk in sorted(defs)}
        self.papers += 1
        self.short_types.update({(k, long_of.get(k, ""), t) for k, t in shorts})
        self.form_papers.update(forms)
        self.defs.update(defs)
        self.surfaces.update(surfaces)
        self.claims.update(claims)

    def __add__(self, other: Evidence) -> Evidence:
        return Evidence(
            self.papers + other.papers,
            self.form_papers + other.form_papers,
            self.defs + other.defs,
            self.surfaces + other.surfaces,
            self.claims + other.claims,
            self.short_types + other.short_types,
        )

    @classmethod
    def from_records(cls, records: Iterable[dict]) -> Evidence:
        """The evidence of a sequence of extraction records."""
        ev = cls()
        for rec in records:
            ev.add_record(rec)
        return ev


def _definitions(record: dict) -> Iterator[tuple[str, str, str, str]]:
    """The definitions one extraction record makes, as (short form key, long form key, short
    form, long form): an entity's name and alias that read as a short and a long form, and
    every acronym definition of its text."""
    for _, ent in _entities(record):
        names = [clean_name(n) for n in (ent["name"], *ent.get("aliases", []))]
        for alias in names[1:]:
            pair = _orient(names[0], alias)
            if pair is not None and _long_form_of(*pair):
                sk, lk = form_key(pair[0]), form_key(pair[1])
                if sk and lk and sk != lk:
                    yield sk, lk, pair[0], pair[1]
    for d in record.get("acronyms", []):
        sk, lk = form_key(d["short"]), form_key(d["long"])
        if sk and lk and sk != lk and _long_form_of(d["short"], d["long"]):
            yield sk, lk, d["short"], d["long"]


class _SenseByTopic:
    """Which sense of an ambiguous short form a paper that uses it without defining it means,
    by what the paper writes about (``sense_by_topic``): the IDF-weighted cosine of its title
    and abstract words with the words of the papers that define each sense. Only short forms
    with two or more senses and no dominant one are read, and a use goes only to a sense its
    defining papers give the use's entity type (or a close one, ``close_types``): "MAP" read
    as a metric goes to mean average precision in a detection paper and stays its own node in
    one on inference, and "COCO" the dataset never joins a method called CoCo."""

    def __init__(self, forms: "FormResolver", recs: list[dict], topics: "_Topics", cfg: dict,
                 close_types: list[list[str]]) -> None:
        self.forms, self.topics, self.cfg = forms, topics, cfg
        self.ambiguous = {sk for sk, senses in forms.senses.items()
                          if len(senses) >= 2 and forms.undefined_target.get(sk) is None}
        self.definers: dict[tuple[str, str], list[str]] = defaultdict(list)  # (short, sense's first long) -> papers
        self.defines: dict[str, set[str]] = defaultdict(set)  # paper -> short forms it defines
        # How the papers defining each sense write the short form: "mAP" for mean average
        # precision, "MAP" for maximum a posteriori.
        self.written_by: dict[tuple[str, str], set[str]] = defaultdict(set)  # (short, as written) -> senses
        if not self.ambiguous:
            return
        sense_of = {(sk, lk): s.longs[0] for sk in self.ambiguous for s in forms.senses[sk] for lk in s.longs}
        for rec in recs:
            defs = {(sk, lk, short) for sk, lk, short, _ in _definitions(rec) if sk in self.ambiguous}
            for sk, lk, short in defs:
                self.defines[rec["doc_id"]].add(sk)
                if (sk, lk) in sense_of:
                    self.written_by[sk, short].add(sense_of[sk, lk])
            for sk, lk in sorted({(sk, lk) for sk, lk, _ in defs}):
                if (sk, lk) in sense_of:
                    self.definers[sk, sense_of[sk, lk]].append(rec["doc_id"])
        # The entity types the defining papers give each sense.
        self.types: dict[tuple[str, str], Counter] = defaultdict(Counter)
        for (sk, lk, t), n in forms.ev.short_types.items():
            if (sk, lk) in sense_of:
                self.types[sk, sense_of[sk, lk]][t] += n
        self.close = {frozenset(pair) for pair in close_types}
        self._centroids: dict[tuple[str, str], dict[str, float]] = {}
        self._chosen: dict[tuple[str, str, str, bool], str | None] = {}

    def spellings(self) -> dict[str, set[str]]:
        """Group of a sense -> the mixed-case spellings of its short form that only the papers
        defining that sense write ("mAP"): a name for the sense that no other sense shares."""
        out: dict[str, set[str]] = defaultdict(set)
        for (sk, written), senses in self.written_by.items():
            if len(senses) == 1 and _mixed_case_acronym(written):
                out[self.forms.group(next(iter(senses)))].add(written)
        return out

    def _centroid(self, sense: tuple[str, str]) -> dict[str, float]:
        c = self._centroids.get(sense)
        if c is None:
            c = defaultdict(float)
            for pid in sorted(set(self.definers[sense])):
                for w, x in self.topics.vector(pid).items():
                    c[w] += x
            norm = math.sqrt(sum(x * x for x in c.values())) or 1.0
            c = self._centroids[sense] = {w: x / norm for w, x in c.items()}
        return c

    def _typed(self, sense: tuple[str, str], type_: str) -> bool:
        types = self.types.get(sense)
        if not types:
            return False
        top = max(sorted(types), key=types.get)
        return top == type_ or frozenset((top, type_)) in self.close

    def spelled(self, sk: str, pid: str, written: str) -> str | None:
        """The first long form key of the sense paper ``pid`` means by ``sk`` when it writes it
        as ``written``, a mixed-case spelling that only that sense's defining papers write
        ("mAP": mean average precision, whatever the paper is about), or ``None``."""
        if sk not in self.ambiguous or sk in self.defines.get(pid, ()) or not _mixed_case_acronym(written):
            return None
        senses = self.written_by.get((sk, written), set())
        return next(iter(senses)) if len(senses) == 1 else None

    def sense(self, sk: str, pid: str, type_: str, listed: bool = False) -> str | None:
        """The first long form key of the sense paper ``pid`` means by ``sk``, used as a
        ``type_`` (``listed``: a type only a word list gave), or ``None``."""
        if sk not in self.ambiguous or sk in self.defines.get(pid, ()):
            return None
        asked = (sk, pid, type_, listed)
        if asked not in self._chosen:
            v = self.topics.vector(pid)
            scores = sorted(((sum(x * c.get(w, 0.0) for w, x in v.items()), s.longs[0])
                             for s in self.forms.senses[sk] if self.definers[sk, s.longs[0]]
                             for c in (self._centroid((sk, s.longs[0])),)), reverse=True)
            best = scores[0] if scores else (0.0, None)
            second = scores[1][0] if len(scores) > 1 else 0.0
            ok = best[0] >= self.cfg["min_similarity"] and best[0] >= self.cfg["margin"] * second \
                and self._typed((sk, best[1]), type_)
            # A word list knows what a short form means in general ("MAE" a metric); a paper
            # that writes much like one sense's defining papers means that sense, typed otherwise.
            ok = ok or (listed and best[0] >= self.cfg["listed_min_similarity"]
                        and best[0] >= self.cfg["listed_margin"] * second and bool(self.types.get((sk, best[1]))))
            self._chosen[asked] = best[1] if ok else None
        return self._chosen[asked]


# ---------------------------------------------------------------------------------------
# Senses and forms -> entities


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            if rb < ra:  # the smaller key is the root, so roots do not depend on the order of unions
                ra, rb = rb, ra
            self.parent[rb] = ra


@dataclass
class Sense:
    """One meaning of a short form: its long forms (keys) and the papers defining it so."""

    short: str
    longs: list[str]
    papers: int


class FormResolver:
    """Decides, from ``Evidence``, which forms are one entity; ``targets`` maps a mention.

    Built once per corpus by ``FormResolver(evidence)``. Each form key belongs to one group
    (``group``); a definition the evidence accepted sends both its forms to the sense's
    group, a rejected one sends each form to its own group. ``why`` keeps, per group, the
    decisions that formed it (definitions accepted or rejected, merges by spelling).
    """

    def __init__(self, evidence: Evidence, config: dict | None = None) -> None:
        cfg = config or params()
        self.ev = evidence
        self.uf = _UnionFind()
        self.why: dict[str, list[str]] = defaultdict(list)
        self.accepted: dict[tuple[str, str], str] = {}  # (short, long) -> long key of the sense
        self.rejected: dict[tuple[str, str], str] = {}  # (short, long) -> why
        self.senses: dict[str, list[Sense]] = {}
        self.undefined_target: dict[str, str | None] = {}
        self._types_of: dict[str, list[tuple[str, str, int]]] | None = None  # short_types by short form
        self._targets: dict[tuple[str, tuple[str, ...]], tuple[tuple[str, tuple[str, ...]], ...]] = {}
        self._surface = self._best_surfaces()
        self._sorted_surfaces = sorted(self.ev.surfaces)  # read by four rules below, in this order
        self._decide_definitions(cfg)
        self._strip_generic_modifiers()
        self._strip_kind_suffix(cfg["kind_suffix"])
        self._complete_kind(cfg["kind_completion"])
        self._expand_compounds()

    def _best_surfaces(self) -> dict[str, str]:
        best: dict[str, tuple[int, str]] = {}
        for (k, text), n in self.ev.surfaces.items():
            cur = best.get(k)
            if cur is None or (n, text) > cur:
                best[k] = (n, text)
        return {k: t for k, (n, t) in best.items()}

    def surface(self, k: str) -> str:
        return self._surface.get(k, k)

    def _decide_definitions(self, cfg: dict) -> None:
        sup = cfg["definition_support"]
        und = cfg["undefined_short_form"]
        by_long: dict[str, list[tuple[int, str]]] = defaultdict(list)
        by_short: dict[str, int] = Counter()
        for (sk, lk), n in self.ev.defs.items():
            by_long[lk].append((n, sk))
            by_short[sk] += n
        accepted_longs: dict[str, list[tuple[str, int]]] = defaultdict(list)
        contractions: list[tuple[str, str, str]] = []  # (short, long, owner): "BatchNorm" beside BN
        for lk in sorted(by_long):
            cands = sorted(by_long[lk], key=lambda x: (-x[0], x[1]))
            n, owner = cands[0]
            written = max(n, self.ev.form_papers.get(lk, n))
            need = max(sup["min"], sup["ratio"] * written)
            for m, sk in cands[1:]:
                if by_short[sk] == m and contracts(self.surface(sk), self.surface(lk)):
                    contractions.append((sk, lk, owner))
                    continue
                self.rejected[(sk, lk)] = f"long form owned by {self.surface(owner)} ({n} papers against {m})"
            unspelled = not spells(self.surface(owner), self.surface(lk))
            undefined = self.ev.form_papers.get(owner, 0) - by_short[owner]
            if unspelled and written > n:
                self.rejected[(owner, lk)] = (
                    f"its letters do not spell the long form, which {written - n} other papers write alone")
            elif unspelled and undefined >= sup["unspelled_max_undefined"]:
                # "results of large-scale training on image classification (ResNet-50)": a name
                # that many papers write without it is not what one paper's bracket says it is.
                self.rejected[(owner, lk)] = (
                    f"its letters do not spell the long form, and {undefined} papers write {self.surface(owner)} without it")
            elif n >= need:
                accepted_longs[owner].append((lk, n))
            else:
                self.rejected[(owner, lk)] = (
                    f"{n} paper(s) define it, {written} write the long form; need {math.ceil(need)}")
        for sk in sorted(accepted_longs):
            # A long form that is the tail of another of the same acronym was cut short
            # ("Policy Optimization (PPO)"): it is no sense of its own, and the phrase that many
            # papers write alone must not join the acronym.
            stems = {lk: _stems(self.surface(lk)) for lk, _ in accepted_longs[sk]}
            kept = []
            for lk, n in accepted_longs[sk]:
                full = next((o for o, m in accepted_longs[sk] if m >= n and len(stems[o]) > len(stems[lk])
                             and stems[o][-len(stems[lk]):] == stems[lk]), None)
                if full is None:
                    kept.append((lk, n))
                else:
                    self.rejected[(sk, lk)] = f"a long form cut short of {self.surface(full)!r}"
            senses: list[Sense] = []
            # Long forms written out in full open the senses; one with an acronym inside ("PC
            # networks") then joins the one sense it abbreviates, and stays a sense of its own
            # when it abbreviates several ("Predictive coding networks", "Proof Cost Network").
            for lk, n in sorted(kept, key=lambda x: (_has_acronym(self.surface(x[0])), -x[1], x[0])):
                same = [s for s in senses if same_sense(self.surface(s.longs[0]), self.surface(lk))]
                if len(same) == 1 or (same and not _has_acronym(self.surface(lk))):
                    same[0].longs.append(lk)
                    same[0].papers += n
                else:
                    senses.append(Sense(sk, [lk], n))
            senses.sort(key=lambda s: (-s.papers, s.longs[0]))
            self.senses[sk] = senses
            for s in senses:
                for lk in s.longs:
                    self.accepted[(sk, lk)] = s.longs[0]
                    if lk != s.longs[0]:
                        pair = sorted((self.surface(s.longs[0]), self.surface(lk)), key=lambda f: len(_stems(f)))
                        if _adds_words_at_end(*pair) and _spelled_exactly(self.surface(sk), pair[0]) \
                                and not _spelled_exactly(self.surface(sk), pair[1]):
                            # OOD is "out-of-distribution" for papers that define it as "out-of-distribution
                            # detection" too, but the detection and "out-of-distribution generalization" stay two.
                            self.why[lk].append(f"{self.surface(lk)!r} and {self.surface(s.longs[0])!r} are one sense of "
                                                f"{self.surface(sk)}, but one adds words to the other: not joined")
                            continue
                        self.uf.union(s.longs[0], lk)
                        self.why[lk].append(f"{self.surface(lk)!r} and {self.surface(s.longs[0])!r} are one sense of {self.surface(sk)}")
            top = senses[0]
            defined = by_short[sk]
            undefined = max(0, self.ev.form_papers.get(sk, 0) - defined)
            share = top.papers / defined if defined else 0.0
            claimed = self.ev.claims.get(sk, 0)
            if claimed and claimed >= top.papers:
                # "FALCON" proposed by two papers that never spell it out, "FALCON (Feature
                # Explanation using Contrasting Concepts)" defined by one: two methods of one name.
                self.undefined_target[sk] = None
                self.why[sk].append(
                    f"{self.surface(sk)} stays its own node: {claimed} papers propose it without spelling it out, "
                    f"{top.papers} define it as {self.surface(top.longs[0])}")
            elif undefined and (other := self._undefined_other_type(sk, top, und)):
                # "PACS" written as a dataset by eleven papers, defined by one as
                # "Positive-Augmented Contrastive learning Score": another sense.
                self.undefined_target[sk] = None
                self.why[sk].append(
                    f"{self.surface(sk)} stays its own node: {undefined} papers use it undefined as a {other}, "
                    f"{top.papers} define it as {self.surface(top.longs[0])}")
            elif share >= und["share"] and top.papers >= und["per_undefined"] * undefined and (
                    top.papers >= und["short_min_definitions"] or not undefined
                    or _short_letters(self.surface(sk)) > und["short_chars"]):
                self.undefined_target[sk] = top.longs[0]
                self.uf.union(sk, top.longs[0])
                self.why[sk].append(
                    f"{self.surface(sk)} = {self.surface(top.longs[0])}: {top.papers} of {defined} definitions, "
                    f"{undefined} papers use it undefined")
            else:
                self.undefined_target[sk] = None
                self.why[sk].append(
                    f"{self.surface(sk)} stays its own node: senses "
                    + "; ".join(f"{self.surface(s.longs[0])} ({s.papers})" for s in senses)
                    + f"; {undefined} papers use it undefined")
        for sk, lk, owner in contractions:
            # Another name of the owner's sense, not a sense of its own: "batch normalization
            # (BatchNorm)" beside "batch normalization (BN)".
            if (owner, lk) in self.accepted:
                self.uf.union(self.accepted[(owner, lk)], sk)
                self.why[sk].append(f"{self.surface(sk)} contracts {self.surface(lk)}, a sense of {self.surface(owner)}")
            else:
                self.rejected[(sk, lk)] = f"long form owned by {self.surface(owner)}"
        for (sk, lk), why in sorted(self.rejected.items()):
            self.why[lk].append(f"not {self.surface(sk)}: {why}")

    def _undefined_other_type(self, sk: str, top: "Sense", cfg: dict) -> str | None:
        """The entity type the undefined uses of ``sk`` clearly share, when the papers that
        define its top sense type it otherwise; else ``None``."""
        if self._types_of is None:  # built once: the checks run for every ambiguous short form
            self._types_of = defaultdict(list)
            for (s, lk, t), n in self.ev.short_types.items():
                self._types_of[s].append((lk, t, n))
        used: Counter = Counter()
        defining: Counter = Counter()
        for lk, t, n in self._types_of.get(sk, ()):
            if not lk:
                used[t] += n
            elif lk in top.longs:
                defining[t] += n
        if not used or not defining:
            return None
        t, n = used.most_common(1)[0]
        close = {frozenset(pair) for pair in cfg["close_types"]}
        # "kernel density estimation (KDE)" is typed a task where defined and a method where
        # used: one entity's two readings, not two senses.
        if n >= cfg["type_min_papers"] and n >= cfg["type_share"] * sum(used.values()) and defining.get(t, 0) == 0 \
                and not any(frozenset((t, d)) in close for d in defining):
            return t
        return None

    def _strip_generic_modifiers(self) -> None:
        # "appropriate data augmentation" is data augmentation, where the corpus writes that more.
        generic = _generic_modifiers()
        # "Small-scale large Language Models (SLMs)": a modifier the long form's own acronym
        # spells is part of the name, not a generic word before another one.
        spelled = {lk: self.surface(sk) for (sk, lk) in self.accepted}
        for (k, text) in self._sorted_surfaces:
            words = text.split()
            if len(words) < 2 or words[0].lower() not in generic or word_list_entries(text):
                continue
            if k in spelled and spelled[k][:1].lower() == words[0][:1].lower():
                continue
            k2 = form_key(" ".join(words[1:]))
            if k2 and k2 != k and self.ev.form_papers.get(k2, 0) > self.ev.form_papers.get(k, 0):
                self.uf.union(k, k2)
                self.why[k].append(f"{text!r} is {' '.join(words[1:])!r} with a generic modifier")

    def _strip_kind_suffix(self, cfg: dict) -> None:
        # "the multi-armed bandit problem" is the multi-armed bandit the corpus writes more often;
        # "initial value problem", written only with its last word, keeps it.
        for (k, text) in self._sorted_surfaces:
            words = text.split()
            if len(words) < 2 or words[-1].casefold() not in _kind_suffixes():
                continue
            k2 = form_key(" ".join(words[:-1]))
            n2 = self.ev.form_papers.get(k2, 0)
            if k2 and k2 != k and n2 >= cfg["min_papers"] and n2 > self.ev.form_papers.get(k, 0):
                self.uf.union(k, k2)
                self.why[k].append(f"{text!r} is {' '.join(words[:-1])!r} named with the word {words[-1]!r}")

    def _complete_kind(self, cfg: dict) -> None:
        # "Gaussian Mixture" in one paper is the Gaussian mixture model of 44, "feed-forward" the
        # feed-forward network: a rare form that a kind word completes into a common one.
        suffixes = [_word_key(w) for w in cfg["words"]]
        for k in sorted(self.ev.form_papers):
            n = self.ev.form_papers[k]
            if n > cfg["max_papers"] or len(k) < cfg["min_chars"]:
                continue
            for suf in suffixes:
                n2 = self.ev.form_papers.get(k + suf, 0)
                if n2 >= cfg["min_papers"] and n2 >= cfg["min_ratio"] * n:
                    self.uf.union(k, k + suf)
                    self.why[k].append(f"{self.surface(k)!r} is {self.surface(k + suf)!r} without its last word")
                    break

    def _expand_compounds(self) -> None:
        # "graph NNs" is "graph neural networks" where NN's sense is clear and the corpus writes the phrase.
        for (k, text) in self._sorted_surfaces:
            toks = _TOKEN.findall(text)
            if len(toks) < 2:
                continue
            out, changed = [], False
            for t in toks:
                tk = form_key(t)
                target = self.undefined_target.get(tk) if is_short(t) else None
                if target:
                    out.append(self.surface(target))
                    changed = True
                else:
                    out.append(t)
            if not changed:
                continue
            k2 = form_key(" ".join(out))
            if k2 != k and self.ev.form_papers.get(k2):
                self.uf.union(k, k2)
                self.why[k].append(f"{text!r} spells out to {' '.join(out)!r}")
        # "KL divergence" is "Kullback-Leibler divergence" where KL spells the words that the
        # acronym replaces and the rest of the phrase is the long form's tail.
        by_tail: dict[tuple[str, ...], list[str]] = defaultdict(list)
        for (sk, lk) in self.accepted:
            stems = _stems(self.surface(lk))
            if len(stems) >= 2:
                by_tail[stems[-1:]].append(lk)
        for (k, text) in self._sorted_surfaces:
            toks = _TOKEN.findall(text)
            if len(toks) < 2 or not is_short(toks[0]) or self.undefined_target.get(form_key(toks[0])):
                continue
            rest = _stems(" ".join(toks[1:]))
            if not rest:
                continue
            found = []
            for lk in sorted(set(by_tail.get(rest[-1:], ()))):
                long_ = self.surface(lk)
                stems = _stems(long_)
                if len(stems) > len(rest) and stems[-len(rest):] == rest and self.group(lk) != self.group(k):
                    head = " ".join(long_.split()[: len(long_.split()) - len(toks) + 1])
                    if head and spells(toks[0], head) and _initials_spell(toks[0], head) \
                            and _one_word_per_capital(toks[0], head) and form_key(head) != form_key(long_):
                        found.append((lk, head, long_))
            # "PC networks" spells "Predictive coding networks" and "Proof Cost Network" alike:
            # an acronym that could stand for several long forms joins none of them.
            if len({self.group(lk) for lk, _, _ in found}) == 1:
                lk, head, long_ = found[0]
                self.uf.union(k, lk)
                self.why[k].append(f"{text!r}: {toks[0]} spells {head!r} of {long_!r}")

    def group(self, k: str) -> str:
        """The group (entity candidate) of a form key."""
        return self.uf.find(k)

    def targets(self, name: str, aliases: Iterable[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The groups one extracted entity belongs to, each with the surfaces that put it there."""
        # Most names recur across the corpus's mentions: each pair of name and aliases is resolved once.
        asked = (name, tuple(aliases))
        found = self._targets.get(asked)
        if found is None:
            found = self._targets[asked] = self._find_targets(*asked)
        return found

    def _find_targets(self, name: str, aliases: Iterable[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        name = clean_name(name)
        aliases = [clean_name(a) for a in aliases]
        nk = form_key(name)
        if not nk:
            return ()
        out: dict[str, list[str]] = {}

        def add(k: str, *texts: str) -> None:
            out.setdefault(self.group(k), []).extend(t for t in texts if t)

        defined = False
        for alias in aliases:
            pair = _orient(name, alias)
            ak = form_key(alias)
            if not ak or ak == nk:
                continue
            if pair is None:
                add(ak, alias)
                continue
            if not _long_form_of(*pair):
                continue  # "CIFAR-10 (curated techniques, we demonstrate ...)": no long form at all
            defined = True
            sk, lk = form_key(pair[0]), form_key(pair[1])
            if (sk, lk) in self.accepted:
                add(lk, name, alias)
                continue
            why = self.rejected.get((sk, lk), "")
            trunc = self._truncation_of(sk, lk)
            if trunc is not None:
                add(trunc, pair[0])  # "Policy Optimization (PPO)": a long form cut short, and no name of PPO
            elif why.startswith("long form owned by") and spells(pair[0], pair[1]):
                add(lk, name, alias)  # "vision transformer (VT)" is the vision transformer
            else:
                add(lk, pair[1])
                add(sk, pair[0])
        if not defined:
            add(nk, name)
        # Tuples of strings, which the garbage collector stops tracking: one answer is kept per pair.
        return tuple((g, tuple(texts)) for g, texts in out.items())

    def _truncation_of(self, sk: str, lk: str) -> str | None:
        words = _stems(self.surface(lk))
        for s in self.senses.get(sk, []):
            full = _stems(self.surface(s.longs[0]))
            if len(full) > len(words) and full[-len(words):] == words:
                return s.longs[0]
        return None


# ---------------------------------------------------------------------------------------
# Entities, links and lineage


@dataclass
class Entity:
    """A resolved entity: one graph node."""

    label: str
    key: str
    name: str
    aliases: list[str]
    papers: list[str]
    resolution: dict
    short_form: str | None = None

    @property
    def id(self) -> tuple[str, str]:
        return (self.label, self.key)


@dataclass
class Link:
    """A paper's mention of an entity, with its final role (``proposed``/``used``/``None``)."""

    paper: str
    entity: tuple[str, str]
    role: str | None
    ent: dict
    forms: set[str] = field(default_factory=set)  # every way the paper writes it (case kept)
    types: set[str] = field(default_factory=set)  # the types its mentions were extracted as


@dataclass
class Lineage:
    """``BUILDS_ON``: ``user`` uses a method that ``proposer`` proposed, with both sentences."""

    user: str
    proposer: str
    via: tuple[str, str]
    via_name: str
    user_sentence: str
    proposer_sentence: str


@dataclass
class Resolved:
    """The resolved corpus: entities, links, variants and lineage, in a deterministic order."""

    entities: dict[tuple[str, str], Entity]
    links: list[Link]
    variants: list[tuple[tuple[str, str], tuple[str, str], str, dict]]
    lineage: list[Lineage]
    dropped: Counter


def _metric_in_context(ent: dict, abstract: str, others: list[tuple[int, int]], cfg: dict) -> bool:
    """Whether a one-word lower-case metric mention reads as a metric (see ``metric_context``)."""
    ev = ent.get("evidence") or {}
    text = ev.get("text") or ent["name"]
    start, end = int(ev.get("start", -1)), int(ev.get("end", -1))
    if " " in text.strip() or not text.islower() or not (0 <= start < end <= len(abstract)):
        return True
    w = cfg["window"]
    before = abstract[max(0, start - w):start]
    after = abstract[end:end + w]
    before = re.split(r"[.;!?]\s", before)[-1]
    after = re.split(r"[.;!?]\s", after)[0]
    prev = re.findall(r"[\w\-@]+", before.lower())
    prev = [p for p in prev if p not in ("the", "a", "an", "its", "their", "our", "in")]
    nxt = re.match(r"\s*([A-Za-z][\w\-]*)", after)
    own = cfg["word_modifiers_not_metric"].get(text.lower(), {})
    if prev and (prev[-1] in cfg["modifiers_not_metric"] or prev[-1] in own.get("words", ())
                 or prev[-1].endswith(tuple(own.get("suffixes", ())))):
        return False
    if nxt and nxt.group(1).lower() in cfg["nouns_not_metric"]:
        return False
    if text.lower() not in cfg["needs_context"]:
        return True
    if re.search(r"\d", before[-30:] + after[:40]):
        return True
    if prev and prev[-1] in cfg["qualifiers_before"]:
        return True
    return _other_metric_near(start, others, w)


def _other_metric_near(start: int, others: list[tuple[int, int]], window: int) -> bool:
    """Whether another metric mention of the abstract (``others``: starts) is within twice
    ``window`` characters of the one at ``start``."""
    return any(s != start and abs(s - start) <= 2 * window for s, _ in others)


_LISTED_SHORT_FORM = re.compile(r"[A-Z][A-Z0-9]{1,5}")


def _bare_listed_short_form(ent: dict, abstract: str, others: list[tuple[int, int]], cfg: dict) -> bool:
    """Whether a metric mention is a short form of capitals and digits that only a metric
    gazetteer typed (at most ``listed_short_form_max_confidence``, no long form in the paper)
    with no number within ``window`` characters and no other metric within twice that:
    "Nested SubSpace arrangement (NSS arrangement)", "diversity (APS)"."""
    ev = ent.get("evidence") or {}
    text = ev.get("text") or ent["name"]
    start, end = int(ev.get("start", -1)), int(ev.get("end", -1))
    if not _LISTED_SHORT_FORM.fullmatch(text) or ent.get("aliases") or ev.get("extractor", ent.get("extractor")) != "lexicon" \
            or float(ev.get("confidence", ent.get("confidence", 1.0))) > cfg["listed_short_form_max_confidence"] \
            or not 0 <= start < end <= len(abstract):
        return False
    w = cfg["window"]
    return not re.search(r"\d", abstract[max(0, start - w) : end + w]) \
        and not _other_metric_near(start, others, w)


@lru_cache(maxsize=1)
def _claim_patterns() -> dict:
    c = params()["claim_sentence"]
    flags = re.I
    return {
        "first_person": re.compile(c["first_person"], flags),
        "other_work_before": re.compile(c["other_work_before"], flags),
        "cited_after": re.compile(c["cited_after"]),
        "kind_after": re.compile(c["kind_after"], flags),
        "kind_before": re.compile(c["kind_before"], flags),
        "proposal_verbs": re.compile(c["proposal_verbs"], flags),
        "own_name_before": re.compile(c["own_name_before"], flags),
        "between": frozenset(c["between_words"]),
        "plain_before": frozenset(c["plain_before"]),
        "phrase_end_after": re.compile(c["phrase_end_after"], flags),
        "noun_after": re.compile(c["noun_after"]),
    }


def claim_reading(sentence: str, names: Iterable[str]) -> tuple[str, str]:
    """How a sentence presents a name it claims as proposed: ``("strong" | "weak" | "no", why)``.

    "strong": a first-person cue verb right before the name ("we present denoising
    diffusion implicit models (DDIMs)"); "weak": the sentence reads as this paper's own
    proposal; "no": it names another paper's work ("Chickering's Greedy Equivalence
    Search (GES)", "(Arjovsky et al., 2020)"), has no first-person cue ("Learning from
    Demonstration (LfD) is an efficient technique"), uses the name as the modifier of a
    kind ("a novel knowledge distillation framework") or inside a complement ("an approach
    for ... in Optical Coherence Tomography (OCT)").
    """
    pat = _claim_patterns()
    # The earliest of the names: in "Long Form (LF)" the long form is where the phrase starts.
    found = _name_positions(sentence, names)
    if not found:
        return "weak", "name not found in its sentence"
    idx, name = min(found, key=lambda f: (f[0], -len(f[1]), f[1]))
    before, after = sentence[:idx], sentence[idx + len(name):]
    if not pat["first_person"].search(sentence):
        return "no", "no first-person cue in the sentence"
    if pat["other_work_before"].search(before) or pat["cited_after"].search(after):
        return "no", "the sentence names it as another paper's work"
    if pat["kind_after"].match(after) and pat["kind_before"].search(before):
        return "no", "the name modifies a kind noun (a new instance of a known kind)"
    verbs = list(pat["proposal_verbs"].finditer(before))
    if not verbs:
        if pat["own_name_before"].search(before):
            if pat["noun_after"].match(after):
                return "no", "the name modifies the noun after it"  # "our INT8 quantization achieves"
            return "weak", "named as this paper's own"
        return "no", "no proposal verb before the name"
    between = before[verbs[-1].end():]
    words = re.findall(r"[a-z]+", between.lower())
    if any(w in pat["between"] for w in words) or len(words) > 8:
        return "no", "the name sits inside a complement of the proposal verb"
    if not pat["phrase_end_after"].match(after):
        return "no", "the name modifies the words after it"
    last = re.split(r"[,:;(\u2013\u2014]|\b(?:called|named|dubbed|termed|coined)\b", between)[-1]
    if any(w not in pat["plain_before"] for w in re.findall(r"[a-z][\w\-]*", last.lower())):
        return "no", "a qualifier before the name: an instance of a known name"
    if len(words) <= 3 and "," not in between and pat["phrase_end_after"].match(after):
        return "strong", "a proposal verb right before the name"
    return "weak", "reads as this paper's proposal"


def _top_label(votes: dict) -> str:
    """The entity type with most votes; ties go by ``_LABEL_ORDER``."""
    return max(_LABEL_ORDER, key=lambda t: votes.get(t, 0))  # max keeps the first of equals


def _whole_words(text: str, word: str, joiners: str = "-+_") -> Iterator[int]:
    """Indexes of the occurrences of ``word`` that no letter, digit or joiner character
    continues on either side (not "XGBoost" inside "XGBoost+", not "HARP" inside "HARPemploys")."""
    i = text.find(word)
    while i >= 0:
        a = text[i - 1] if i else " "
        b = text[i + len(word)] if i + len(word) < len(text) else " "
        if not (a.isalnum() or a in joiners) and not (b.isalnum() or b in joiners):
            yield i
        i = text.find(word, i + 1)


def _whole_word_at(text: str, word: str) -> int:
    """Index of the first occurrence of ``word`` not inside a longer name ("XGBoost" in "XGBoost+"), or -1."""
    return next(_whole_words(text, word), -1)


def _name_positions(sentence: str, names: Iterable[str]) -> list[tuple[int, str]]:
    """``(index, name)`` of each of ``names`` that ``sentence`` writes as a whole word (its first place)."""
    return [(i, n) for n in names if n for i in [_whole_word_at(sentence, n)] if i >= 0]


def _title_names(title: str) -> set[str]:
    """Form keys a title names as its subject: the part before a colon ("FixMatch: ...")."""
    if ":" not in title:
        return set()
    head = title.split(":", 1)[0].strip()
    return {form_key(head)} if 0 < len(head.split()) <= 6 else set()


def _title_names_it(ent: dict, titled: set[str]) -> bool:
    """Whether the title's subject (``_title_names``) is the mention's name or an alias."""
    return bool(titled) and bool(titled & {form_key(n) for n in (ent["name"], *ent.get("aliases", []))})


def _year(p: Paper | None) -> int | None:
    return p.year if p is not None and isinstance(p.year, int) else None


def _dated_before(pid: str, by_id: dict[str, Paper], year: int) -> bool:
    """Whether paper ``pid`` is dated before ``year`` (an undated paper is not)."""
    y = _year(by_id.get(pid))
    return bool(y) and y < year


def resolve(papers: Iterable[Paper], records: Iterable[dict], evidence: Evidence | None = None,
            config: dict | None = None, workers: int = 1) -> Resolved:
    """Resolve the entities of ``records`` (one per paper) into corpus entities.

    ``evidence`` may be given when it was gathered elsewhere (for example merged from the
    partitions of a cluster run); it must be the evidence of exactly these records. With
    ``workers > 1`` a forked process reads the corpus's word statistics meanwhile
    (``kg.corpus_text``); the result is the same.
    """
    cfg = config or params()
    papers = list(papers)
    by_id = {p.id: p for p in papers}
    text = CorpusText(list(by_id.values()), cfg["gradable_modifier"]["degree_adverbs"], workers,
                      cfg["corpus_text"]["prefetch_min_papers"])
    try:
        with cycle_collection_paused():  # about a quarter of the time otherwise (kg.memory)
            return _resolve(papers, by_id, records, evidence, cfg, text)
    finally:
        text.close()


def _resolve(papers: list[Paper], by_id: dict[str, Paper], records: Iterable[dict], evidence: Evidence | None,
             cfg: dict, text: CorpusText) -> Resolved:
    recs = [r for r in records if r.get("doc_id") in by_id]
    ev = evidence if evidence is not None else Evidence.from_records(recs)
    forms = FormResolver(ev, cfg)
    heads_not_ml = frozenset(cfg["not_ml_heads"]["words"])
    tail_cfg = cfg["label_from_tail"]
    problem_tails = frozenset(t.lower() for t in tail_cfg["problem_tails"])  # as _label_from_tail returns them
    kind_named = tuple(re.compile(tail_cfg["kind_named"][k], re.IGNORECASE) for k in ("after", "before"))
    problem_named = (None, re.compile(tail_cfg["problem_named"]["before"], re.IGNORECASE))
    way_cfg = cfg["method_by_form"]
    # Built once: the checks below run for every Task entity of the corpus.
    procedure_heads = frozenset(form_key(h) for h in way_cfg["procedure_heads"])
    task_word = re.compile(r"\b(?:%s)s?\b" % "|".join(map(re.escape, way_cfg["claimed_task_words"])), re.IGNORECASE)
    mctx = cfg["metric_context"]
    adjective_suffixes = load_set("compound_suffixes") | frozenset(cfg["adjective_suffixes"]["words"])

    # Pass 1: every mention to its groups; votes, surfaces and papers per group.
    votes: dict[str, Counter] = defaultdict(Counter)
    shape_votes: dict[str, Counter] = defaultdict(Counter)  # the part of the votes that only a name's shape cast
    # The strongest single mention's vote per label; a word list's Task is none: Papers with
    # Code lists many methods as tasks ("Self-Knowledge Distillation", "Contrastive Learning").
    best_vote: dict[str, Counter] = defaultdict(Counter)
    written: dict[str, Counter] = defaultdict(Counter)
    # Surfaces written inside a sentence, and how the corpus writes a name's first word there:
    # a capital that only opens sentences is no part of a name ("Adversarial training ...").
    written_inside: dict[str, set[str]] = defaultdict(set)
    first_word_case: dict[str, Counter] = defaultdict(Counter)
    group_papers: dict[str, list[str]] = defaultdict(list)
    mention_groups: list[tuple[str, str, dict, tuple[str, ...], set[str]]] = []
    mentions_of: dict[str, list[dict]] = defaultdict(list)  # a group's first mentions, for sentence tests
    firm: set[str] = set()  # groups with a mention typed by more than the name's shape
    title_named: set[str] = set()  # shape-only groups a paper's title opens with ("SUDS: Scalable ...")
    listed: set[str] = set()  # groups a word list knows
    dropped: Counter = Counter()
    listed_bare: dict[str, Counter] = defaultdict(Counter)  # a group's metric mentions: bare listed short forms or not
    topics = _Topics(by_id, text)
    by_topic = _SenseByTopic(forms, recs, topics, cfg["sense_by_topic"], cfg["undefined_short_form"]["close_types"])
    routed: dict[str, set[str]] = defaultdict(set)  # papers whose undefined use went to a sense by topic
    spelled_as: dict[str, set[str]] = defaultdict(set)  # ... by its spelling
    spelled_out: dict[str, set[str]] = defaultdict(set)  # ... to the other long form the paper itself writes
    for rec in recs:
        pid = rec["doc_id"]
        abstract = by_id[pid].abstract
        metric_spans = [(int((m.get("evidence") or {}).get("start", -1)), 0) for m in rec.get("metrics", [])]
        seen_surface: set[tuple[str, str]] = set()
        titled = _title_names(by_id[pid].title)
        for type_, ent in _entities(rec):
            if type_ == "metric" and not _metric_in_context(ent, abstract, metric_spans, mctx):
                dropped["metric without metric context"] += 1
                continue
            bare_listed = type_ == "metric" and _bare_listed_short_form(ent, abstract, metric_spans, mctx)
            evidence = ent.get("evidence") or {}
            ev_text = evidence.get("text")
            inside = bool(ev_text and ev_text.strip()) and not str(evidence.get("sentence", "")).lstrip().startswith(ev_text)
            if inside:
                w0, rest = ev_text.split()[0], ev_text[1:]
                if w0.islower():
                    first_word_case[w0]["lower"] += 1
                elif rest == rest.lower():  # "Bayesian optimization"; a Title-Case name says nothing
                    first_word_case[w0.lower()]["capital"] += 1
            found = forms.targets(ent["name"], ent.get("aliases", []))
            if not ent.get("aliases") and by_topic.ambiguous and (sk := form_key(clean_name(ent["name"]))) in by_topic.ambiguous:
                # The spelling decides where a sentence typed the use and the paper does not claim
                # the name as its own (one paper's "ReCo" is not another's); else the topic:
                # "MAE" in a paper on vision pre-training is the masked autoencoder that papers
                # of that topic define, not the mean absolute error of forecasting papers.
                long_ = None if ent.get("shape_only") or ent.get("role") == "proposed" \
                    else by_topic.spelled(sk, pid, clean_name(ent["name"]))
                how = spelled_as if long_ is not None else routed
                long_ = long_ or by_topic.sense(sk, pid, type_, ent.get("extractor") == "lexicon")
                if long_ is not None:
                    found = tuple((forms.group(long_), surfs) for _, surfs in found)
                    how[forms.group(long_)].add(pid)
            elif not ent.get("aliases") and (
                    other := _spelled_out_elsewhere(clean_name(ent["name"]), by_id[pid], forms)):
                # "The Performance Analysis of Generalized Margin Maximizers" and its "GMM": a paper
                # that writes another long form of a short form means that one, not the corpus's sense
                found = tuple((forms.group(other), surfs) for _, surfs in found)
                spelled_out[forms.group(other)].add(pid)
            for g, surfs in found:
                vote = int(round(100 * float(ent.get("confidence", 1.0))))
                votes[g][type_] += vote
                if type_ == "metric":
                    listed_bare[g][bare_listed] += 1
                if not (type_ == "task" and ent.get("extractor") == "lexicon"):
                    best_vote[g][type_] = max(best_vote[g][type_], vote)
                if not ent.get("shape_only"):
                    firm.add(g)
                else:
                    shape_votes[g][type_] += vote
                    if _title_names_it(ent, titled):
                        title_named.add(g)
                if ent.get("extractor") == "lexicon":
                    listed.add(g)
                if not group_papers[g] or group_papers[g][-1] != pid:
                    group_papers[g].append(pid)
                if inside:
                    written_inside[g].add(" ".join(ev_text.split()))
                # The evidence's original text is a way of writing the name unless it holds
                # markup ("CIFAR-$10", "APX}-hard"), which the extracted name has without.
                texts = [*surfs, *([ev_text] if ev_text and form_key(ev_text) in {form_key(x) for x in surfs}
                                   and not _MARKUP_CHARS.search(ev_text) else [])]
                # Line breaks and double spaces inside a name are layout, not part of it.
                for s in dict.fromkeys(" ".join(t.split()) for t in texts):
                    if (g, s) not in seen_surface:
                        seen_surface.add((g, s))
                        written[g][s] += 1
            # A tuple of strings, which the garbage collector stops tracking: one is kept per mention.
            groups = tuple(g for g, _ in found)
            mention_groups.append((pid, type_, ent, groups, titled))
            for g in groups:
                if len(mentions_of[g]) < 3:
                    mentions_of[g].append(ent)

    # Entities: label by votes, name by what the papers write, a key unique over the graph.
    members: dict[str, list[str]] = defaultdict(list)
    for m in sorted(forms.uf.parent):
        if m != forms.group(m):
            members[forms.group(m)].append(m)
    defs_of: dict[str, list[list]] = defaultdict(list)
    for (sk, lk), n in sorted(ev.defs.items()):
        if (sk, lk) in forms.accepted:
            defs_of[forms.group(lk)].append([forms.surface(sk), forms.surface(lk), n])
    rejected_of: dict[str, list[list]] = defaultdict(list)
    for (sk, lk), why in sorted(forms.rejected.items()):
        for g in dict.fromkeys((forms.group(lk), forms.group(sk))):
            rejected_of[g].append([forms.surface(sk), forms.surface(lk), why])
    entity_of: dict[str, tuple[str, str] | None] = {}
    entities: dict[tuple[str, str], Entity] = {}
    used_keys: set[str] = set()
    order = sorted(group_papers, key=lambda g: (-len(group_papers[g]), g))
    shape_cfg = cfg["shape_only"]
    head_labels = _head_labels(firm, votes, written, group_papers) \
        if len(recs) >= shape_cfg["min_corpus"] else None
    known_parts = _method_parts(firm, votes, written, shape_cfg["known_part_min_names"]) if head_labels is not None else None
    data_parts = _dataset_parts(firm, votes, written, group_papers, shape_cfg["data_part_min_papers"]) \
        if head_labels is not None else None
    mod_cfg = cfg["modifier_of_kind"]
    kind_nouns = frozenset(singular(w) for w in (*mod_cfg["kind_nouns"], *load_set("method_nouns")))
    task_first_words = _task_first_words(votes, written, group_papers) if head_labels is not None else None
    adjective_parts = load_set("compound_suffixes")
    joint_cfg = cfg["joint_of_coordination"]
    said_cfg = cfg["method_by_sentence"]
    said_patterns = _method_sentence_patterns(said_cfg)
    task_heads = frozenset(singular(w) for w in tail_cfg["heads"]["Task"])
    cut_cfg = cfg["cut_compound"]
    compounds = _HyphenCompounds(text)
    grad_cfg = cfg["gradable_modifier"]
    gradable = _GradableWords(text, grad_cfg)
    adverb_cfg = cfg["adverb_then_verb"]
    common_cfg = cfg["common_word"]
    spelling_cfg = cfg["spelling_capitals"]
    common_groups: set[str] = set()
    spellings = by_topic.spellings()
    for g in order:
        v = votes[g]
        type_ = _top_label(v)
        label = ENTITY_TYPES[type_]
        surf = written[g]
        by_form: Counter = Counter()
        for s, n in surf.items():
            by_form[form_key(s)] += n
        # The name is a form that leads back here: not "SSL" for one of SSL's senses, but "mAP",
        # which only the papers defining mean average precision write so.
        spelled = spellings.get(g, set()) & surf.keys() if spelled_as.get(g) else set()
        own = Counter({k: n for k, n in by_form.items() if forms.group(k) == g})
        for s in sorted(spelled):
            own[form_key(s)] += surf[s]
        by_form = own or by_form
        best_form = max(by_form, key=lambda k: (by_form[k], -len(k), k))
        name = max((s for s in surf if form_key(s) == best_form
                    and (s in spelled or forms.group(best_form) == g or not spelled)),
                   key=lambda s: (surf[s], s.islower(), -len(s), s))
        if head_labels is not None:  # a corpus large enough for its words to say which singulars exist
            name = _as_written(name, surf, text.words)
        lower = name[:1].lower() + name[1:]
        if lower != name and name[1:] == name[1:].lower():
            if lower in surf:
                name = lower  # "Adversarial training" opened a sentence; the papers write "adversarial training"
            elif " " in name and name not in written_inside[g]:
                case = first_word_case[lower.split()[0]]
                if case["lower"] > case["capital"]:
                    name = lower  # only sentences open with it, and inside them the corpus writes "adversarial"
        defs = sorted(defs_of.get(g, []), key=lambda d: (-d[2], d[0], d[1]))
        resolution_note = None
        firm_votes = v - (shape_votes.get(g) or Counter())  # no empty Counter kept for every group
        over_shape = Counter({t: n for t, n in firm_votes.items() if t in cfg["firm_over_shape"]["labels"]})
        if type_ == "method" and not firm_votes.get("method") and over_shape:
            # "MVTec" typed Method by its shape in two papers and a dataset by "the MVTec dataset"
            # in a third: what a sentence says outweighs what a name looks like.
            type_ = _top_label(over_shape)
            label = ENTITY_TYPES[type_]
            resolution_note = f"label {label} from the votes its shape did not cast"
        formulation = False  # named as a problem formulation (label_from_tail.problem_tails)
        if len(group_papers[g]) <= tail_cfg["max_papers"]:
            tail_label = _label_from_tail([name, *(d[1] for d in defs)], g, forms, votes, group_papers, tail_cfg,
                                          best_vote[g], any(m.get("role") == "proposed" for m in mentions_of[g]), label)
            if tail_label and tail_label[0] != label:
                if label == "Method" and _head_label(tail_label[1], tail_cfg) is None \
                        and _kind_named([name, *surf, *(d[1] for d in defs)], mentions_of[g], kind_named):
                    # "a dynamic competitive pseudo-label generation (DCPLG) module": one method, named
                    # after the task it serves
                    resolution_note = f"label Method kept over {tail_label[1]!r}: a sentence names it one method"
                elif label == "Task" and tail_label[0] == "Method" \
                        and _kind_named([name, *surf, *(d[1] for d in defs)], mentions_of[g], problem_named):
                    # "the problem of online sparse linear regression": a problem built on a method
                    resolution_note = f"label Task kept over {tail_label[1]!r}: a sentence names it a problem"
                else:
                    label = tail_label[0]
                    formulation = tail_label[1] in problem_tails
                    resolution_note = (f"label {label}: its name ends in {tail_label[1]!r}, a problem formulation"
                                       if formulation else f"label {label} from {tail_label[1]!r}, which the corpus labels so")
        if head_labels is not None and g not in firm and resolution_note is None \
                and len(group_papers[g]) <= shape_cfg["max_papers"]:
            # Only the shape of the name made it a method: the corpus decides what it is.
            texts = [by_id[pid].abstract for pid in group_papers[g]]
            verdict = _shape_only_label(name, defs, head_labels, texts, shape_cfg, known_parts, data_parts)
            if verdict[0] is None and g in title_named and len(group_papers[g]) == 1:
                # "SUDS: Scalable Urban Dynamic Scenes": the paper's own name, whatever its shape
                # (not a name other papers use too: "Random Reshuffling: Simple Analysis with Vast
                # Improvements" studies a method it did not introduce)
                resolution_note = "kept: a paper's title opens with it"
            elif verdict[0] is None:
                entity_of[g] = None
                dropped[f"shape-only name: {verdict[1]}"] += len(group_papers[g])
                continue
            elif verdict[0] != label:
                label = verdict[0]
                resolution_note = verdict[1]
        if head_labels is not None and g not in firm and not defs and label == "Method" \
                and _names_data(list(surf), [by_id[pid].abstract for pid in group_papers[g]], shape_cfg):
            # "a single RGB-D camera", "RGB-D images": what only its shape typed, the papers
            # write as the kind of their data, not as a method.
            entity_of[g] = None
            dropped["shape-only name its papers write before a word for data"] += len(group_papers[g])
            continue
        if label == "Metric" and listed_bare[g][True] and not listed_bare[g][False] \
                and len(group_papers[g]) <= mctx["listed_short_form_max_papers"]:
            # "Nested SubSpace arrangement (NSS arrangement)", "diversity (APS)": a short form that
            # only a metric list types, which no paper writes near a number or another metric, is
            # what the other votes say ("on ANLI, RTE, BoolQ": a dataset), else nothing
            rest = Counter({t: n for t, n in v.items() if t != "metric" and n > 0})
            if not rest:
                entity_of[g] = None
                dropped["a listed metric short form no paper writes as a measure"] += len(group_papers[g])
                continue
            label = ENTITY_TYPES[_top_label(rest)]
            resolution_note = f"label {label}: no paper writes it as a measure"
        if _ADJECTIVE_NAME.fullmatch(name) and name.rsplit("-", 1)[1].lower() in adjective_suffixes:
            # "GAN-based", "TD-type": an adjective built on a name, kept when a kind followed it.
            entity_of[g] = None
            dropped["an adjective built on a name"] += len(group_papers[g])
            continue
        if label in ("Method", "Task") and _adverb_then_verb(name, text.words, adverb_cfg):
            # "efficiently learning", "jointly finding": how something is done, not a thing
            entity_of[g] = None
            dropped["an adverb and a verb form"] += len(group_papers[g])
            continue
        if head_labels is not None and _SPELLING_CAPITALS.fullmatch(name) \
                and text.topic_df.get(name.lower(), 0) >= spelling_cfg["min_papers"] \
                and len(group_papers[g]) < spelling_cfg["max_share"] * text.topic_df[name.lower()]:
            # "INductive", "CAmera", "eXplainable": a common word with capitals set to spell an
            # acronym ("INductive knowledge GRAph eMbedding (InGram)", "eXplainable AI (XAI)"),
            # cut from its long form;
            # a coined name of that shape is most of the papers writing it (RMSprop, RLBench).
            entity_of[g] = None
            dropped["a common word capitalised to spell an acronym"] += len(group_papers[g])
            continue
        if label == "Task" and head_labels is not None and g not in listed and _ONE_LOWER_WORD.fullmatch(name) \
                and len(group_papers[g]) < common_cfg["max_share"] * text.topic_df.get(name, 0) \
                and text.topic_df.get(name, 0) >= common_cfg["min_papers"]:
            # "estimation", "labeling problems": a common word that almost every paper writing it
            # writes as a word, not as the name of a task. Dropped once the pass is over, with
            # the phrases joined to it meanwhile ("weaker generalization").
            common_groups.add(g)
        if label == "Task" and head_labels is not None and g not in listed and " " in name:
            own = len(group_papers[g])
            # "high quality image synthesis" of "high-quality", "art clustering" of "state of the
            # art clustering": a phrase cut inside a compound modifier names nothing.
            if own <= cut_cfg["max_papers"] and name[:1].islower() and compounds.ends(name.split()[0].casefold()) \
                    and _cut_in_compound(
                    list(written[g]), [by_id[pid].abstract for pid in group_papers[g]], compounds, cut_cfg):
                into = _task_tail(name, g, 1, forms, written, group_papers, entity_of, tail_cfg)
                why = _join_tail(g, into, name, entity_of, entities, group_papers)
                dropped[f"a task phrase cut inside a compound modifier{why}"] += own
                continue
            # "deep learning-based object detection", "IMDb text classification": one paper's
            # qualified form of a task the corpus knows well is that task.
            into = _established_tail(name, g, forms, written, group_papers, entity_of, tail_cfg) \
                if own <= tail_cfg["variant_max_papers"] else None
            if into is not None:
                _join_tail(g, into, name, entity_of, entities, group_papers)
                dropped["one paper's qualified form of a task joined it"] += own
                continue
            # "far-sighted navigation strategy", "learning-based imputation approaches": a
            # hyphenated adjective that starts no other task describes the noun after the phrase.
            at = _modifier_of_kind(name, list(written[g]), [by_id[pid].abstract for pid in group_papers[g]],
                                   kind_nouns, adjective_parts, task_first_words, own, mod_cfg) \
                if own <= mod_cfg["max_papers"] else None
            if at is not None and not _named_as_method(name, forms, votes, group_papers, procedure_heads, way_cfg):
                into = _task_tail(name, g, at + 1, forms, written, group_papers, entity_of, tail_cfg)
                why = _join_tail(g, into, name, entity_of, entities, group_papers)
                dropped[f"a task phrase whose first word describes the noun after it{why}"] += own
                continue
            # "joint segmentation" (of "joint segmentation and tracking"): an adjective for doing
            # several things together, cut from the coordination it applies to.
            if own <= joint_cfg["max_papers"] and _cut_from_coordination(
                    name, list(written[g]), [by_id[pid].abstract for pid in group_papers[g]], joint_cfg):
                into = _task_tail(name, g, 1, forms, written, group_papers, entity_of, tail_cfg)
                why = _join_tail(g, into, name, entity_of, entities, group_papers)
                dropped[f"a task phrase cut from a coordination its adjective applies to{why}"] += own
                continue
            # "inefficient exploration", "bad generalization": an adjective of degree says how well
            # a task went, not which task it is.
            if own <= grad_cfg["max_papers"] and _opens_with_degree(name, gradable, task_first_words, own, grad_cfg) \
                    and not _named_as_method(name, forms, votes, group_papers, procedure_heads, way_cfg):
                into = _task_tail(name, g, 1, forms, written, group_papers, entity_of, tail_cfg)
                texts = [by_id[pid].abstract for pid in group_papers[g]]
                if into is not None or all(singular(w) in kind_nouns for w in
                                           _words_after(list(written[g]), texts, _NEXT_NAME_WORD) or ["?"]):
                    why = _join_tail(g, into, name, entity_of, entities, group_papers)
                    dropped[f"a task phrase opened by an adjective of degree{why}"] += own
                    continue
            # "math word" (of "math word problems"), "benchmark creative" (of "we benchmark
            # creative tasks"): a phrase cut from a longer one ends in a word that heads no
            # other task of the corpus.
            h = phrase_head(name) if own <= shape_cfg["max_papers"] else None
            if h is not None and head_labels.get(h, Counter()).get("task", 0) - own < shape_cfg["min_head_papers"]:
                entity_of[g] = None
                dropped[f"Task whose head {h!r} heads no other task"] += own
                continue
        if label == "Task" and not formulation:
            # (not a problem formulation its paper claims: "we propose the Hindsight Observable MDP (HOMDP)")
            way = _named_as_method(name, forms, votes, group_papers, procedure_heads, way_cfg) \
                or _claimed_coined_name(name, mentions_of[g], len(group_papers[g]), task_word, way_cfg) \
                or (len(group_papers[g]) <= said_cfg["max_papers"]
                    and _called_a_method([*surf, *(d[1] for d in defs)], [by_id[pid].abstract for pid in group_papers[g]],
                                         said_patterns, task_heads))
            if way:
                label, resolution_note = "Method", way
        # The head before a preposition: "Neural Symbolic Regression with Hypothesis" is a regression
        # method, "Allen Institute for AI" an institute.
        phrase = max((d[1] for d in defs), key=len) if defs else name
        head = phrase_head(phrase, conjunction=False)
        # A coined one-word name ("SpaCE", "FraMe") is no phrase with a head.
        coined = len(_WORDS.findall(phrase.casefold())) == 1 and any(c.isupper() for c in phrase[1:])
        if label != "Metric" and head in heads_not_ml and not coined:
            entity_of[g] = None
            what = "named by a long form ending" if defs else "whose name ends"
            dropped[f"{label} {what} in {head!r}"] += len(group_papers[g])
            continue
        k = key(name) or form_key(name) or g
        if k in used_keys:
            # Two entities whose names share a key (two senses of one acronym): the group tells them apart.
            base, k, i = k, f"{k}~{g}", 2
            while k in used_keys:
                k, i = f"{base}~{i}", i + 1
        used_keys.add(k)
        # A short form whose undefined uses belong to another entity names that one, not this
        # minor sense ("MSE" is mean squared error, though one paper defines Multi-Symmetry Ensembles).
        aliases = sorted(s for s in surf if s != name
                         and not (forms.undefined_target.get(form_key(s)) and forms.group(form_key(s)) != g))
        resolution: dict = {
            "label_votes": {t: v[t] for t in _LABEL_ORDER if v.get(t)},
            "forms": dict(sorted(surf.items(), key=lambda kv: (-kv[1], kv[0]))[:20]),
        }
        if defs:
            resolution["definitions"] = defs[:10]
        if rejected_of.get(g):
            resolution["rejected_definitions"] = rejected_of[g][:10]
        notes = list(dict.fromkeys(n for m in (g, *members.get(g, ())) for n in forms.why.get(m, [])))
        if resolution_note:
            notes.append(resolution_note)
        if spelled_as.get(g):
            notes.append(f"{len(spelled_as[g])} papers that use {' / '.join(sorted(spelled)) or 'it'} undefined "
                         "spell it as only the papers defining this sense do")
        if spelled_out.get(g):
            notes.append(f"{len(spelled_out[g])} papers that use its short form undefined write this long form "
                         "themselves, not the sense other papers define")
        if routed.get(g):
            notes.append(f"{len(routed[g])} papers that use {forms.surface(defs[0][0]) if defs else 'it'} undefined "
                         "write about what the papers defining this sense write about")
        if notes:
            resolution["decisions"] = notes[:10]
        short = defs[0][0] if defs else None
        senses = forms.senses.get(g, [])
        if g in forms.undefined_target and forms.undefined_target[g] is None:
            short = forms.surface(g)
            resolution["senses"] = [forms.surface(s.longs[0]) for s in senses]
        ent_obj = Entity(label, k, name, aliases, sorted(group_papers[g]), resolution, short)
        entity_of[g] = ent_obj.id
        entities[ent_obj.id] = ent_obj
    common = {entity_of[g] for g in common_groups if entity_of.get(g) and entity_of[g][0] == "Task"}
    for g, eid in entity_of.items():
        if eid in common:
            entity_of[g] = None
            dropped["a common word the corpus seldom writes as a task's name, or a phrase joined to it"] += len(group_papers[g])
    for eid in sorted(common):
        del entities[eid]
    _join_metric_suffixes(entities, entity_of, cfg["metric_name_suffix"]["words"])

    # Pass 2: links with the entity's label deciding the relationship; proposals judged below.
    links: list[Link] = []
    variants: list[tuple[tuple[str, str], tuple[str, str], str, dict]] = []
    seen_link: dict[tuple[str, tuple[str, str], str | None], Link] = {}
    notes_of: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for pid, type_, ent, groups, titled in mention_groups:
        judged = None  # the sentence and title reading, computed once and only where it matters
        for g in groups:
            eid = entity_of.get(g)
            if eid is None:
                continue
            label = eid[0]
            role = None
            if label in ("Method", "Dataset"):
                if type_ not in ("method", "dataset"):
                    claim = None
                elif len(entities[eid].papers) == 1:
                    # A name no other paper mentions: the extractor's reading stands, since no
                    # lineage or shared claim can follow from it and the sentence tests are
                    # strict ("we introduce the Answer Style Diversification (ASD) paradigm").
                    if ent.get("role") == "proposed":
                        claim = ("proposed", "claim of a name no other paper mentions")
                    elif _title_names_it(ent, titled):
                        claim = ("proposed", "the paper's title names it")  # "SUDS: Scalable Urban ..."
                    else:
                        claim = ("used", "used")
                else:
                    judged = judged or _claim(ent, type_, titled)
                    claim = judged
                role = "proposed" if claim is not None and claim[0] == "proposed" else "used"
                if claim is not None:
                    notes_of[eid][claim[1]] += 1
            lk_ = (pid, eid, role)
            if lk_ in seen_link:
                seen_link[lk_].forms.update(_surfaces(ent))
                seen_link[lk_].types.add(type_)
                continue
            seen_link[lk_] = Link(pid, eid, role, ent, set(_surfaces(ent)), {type_})
            links.append(seen_link[lk_])
            base = ent.get("variant_of")
            if base and label == "Method":
                bg = forms.group(form_key(base))
                bid = entity_of.get(bg)
                if bid is not None and bid[0] == "Method" and bid != eid:
                    variants.append((eid, bid, pid, ent))

    for eid, notes in notes_of.items():
        entities[eid].resolution["claims"] = dict(sorted(notes.items()))
    _split_coined_collisions(links, entities, variants, by_id, {entity_of[g] for g in listed if entity_of.get(g)},
                             cfg["coined_collisions"],
                             topics if len(by_id) >= cfg["proposals"]["min_topic_corpus"] else None)
    # The citations the extraction read, where they stand in each abstract: what a user credits a name to.
    citations = {r["doc_id"]: [((c.get("evidence") or {}).get("start"), c.get("authors") or "", c.get("year"))
                               for c in r.get("citations", [])] for r in recs if r.get("citations")}
    lineage = _judge_proposals(links, entities, by_id, cfg["proposals"], topics, cfg["shape_only"], citations)
    return Resolved(entities, links, variants, lineage, dropped)


def _named_as_method(name: str, forms: FormResolver, votes: dict, group_papers: dict, heads: frozenset[str],
                     cfg: dict) -> str | None:
    """Why a Task's name says it is a way of doing something (a Method), or ``None``.

    "self-supervised pre-training", "visual prompting": the last word is one of ``heads`` (the form
    keys of the procedure heads);
    "CNN-based denoising": the first word builds on a name the corpus labels Method;
    "gradient-based optimization", "model-based control": a basis that is no input the task is
    done from ("image-based control", "table-based reasoning") before a word for what is done.
    """
    words = name.split()
    last = words[-1]
    if form_key(last) in heads or ("-" in last and form_key(last.rsplit("-", 1)[1]) in heads):
        return f"label Method: {last!r} names a way of training or changing a model or its data"
    if len(words) < 2 or "-" not in words[0]:
        return None
    base, suffix = words[0].rsplit("-", 1)
    if suffix.lower() not in cfg["prefix_suffixes"] or not form_key(base):
        return None
    if len(words) == 2 and suffix.lower() == "based" and last.casefold() in cfg["basis_heads"] \
            and base.casefold().rsplit("-", 1)[-1] not in cfg["input_bases"]:
        return f"label Method: {words[0]!r} says how {last!r} is done"
    bg = forms.group(form_key(base))
    if len(group_papers.get(bg, ())) >= cfg["prefix_min_papers"] and _top_label(votes.get(bg, {})) == "method":
        return f"label Method: {words[0]!r} builds on a method of the corpus"
    return None


def _claimed_coined_name(name: str, mentions: list[dict], papers: int, task_word: re.Pattern,
                         cfg: dict) -> str | None:
    """Why a Task with a coined one-word name is the paper's method, or ``None``.

    "we introduce Generative View Synthesis (GVS) that can synthesize ...", "we designed
    Linear-Probing-Finetuning with Firth-Bias (LP-FT-FB)": a name of one paper that its
    sentences claim as the paper's own, without calling it a task, problem or benchmark,
    names what the paper built, however its long form ends. A short form of a task the word lists
    know is no coined name ("... illustrate how joint object detection and scene graph generation
    (SGG) yields ...").
    """
    if papers > cfg["claimed_max_papers"] or len(name.split()) != 1 or not any(c.isupper() for c in name[1:]):
        return None
    readings = []
    for ent in mentions:
        ev = ent.get("evidence") or {}
        sentence = ev.get("sentence") or ""
        if any(e.type == "task" for alias in ent.get("aliases", []) for e in word_list_entries(alias)):
            return None
        names = [ev.get("text") or "", ent["name"], *ent.get("aliases", [])]
        if not sentence or task_word.search(_claim_span(sentence, names)):
            return None
        reading, why = claim_reading(sentence, names)
        # A name its sentence does not write as a word ("AMDP" of "(AMDPs)") says nothing.
        readings.append((reading in ("strong", "weak") and why != "name not found in its sentence")
                        or _proposes_before(sentence, names))
    if readings and all(readings):
        return "label Method: its sentence claims the coined name as the paper's own"
    return None


def _claim_span(sentence: str, names: list[str]) -> str:
    """The part of a sentence that says what a name is: from its last proposal verb before the
    name (else the sentence start) to the end of the name's clause. "we propose ... (MerPO),
    which learns a meta-model for efficient task structure inference" says nothing of MerPO
    being a task; "we introduce a new task, ZeroGaze" and "the setting of NeLF" do."""
    found = _name_positions(sentence, names)
    if not found:
        return sentence
    at = min(i for i, _ in found)
    verbs = list(_claim_patterns()["proposal_verbs"].finditer(sentence, 0, at))
    start = verbs[-1].start() if verbs else 0
    end = max(at + len(n) for _, n in found)
    clause = re.search(r"[,;:]|\bwhich\b|\bthat\b|\bwhere\b", sentence[end:])
    return sentence[start:end + (clause.start() if clause else len(sentence))]


def _proposes_before(sentence: str, names: list[str]) -> bool:
    """Whether a sentence in the first person proposes something before a coined name, and
    names no other work: "we propose model-based offline Meta-RL with regularized Policy
    Optimization (MerPO)", "this paper proposes a new method for molecular pre-training, called
    sliced denoising (SliDe)". Looser than :func:`claim_reading`, which decides what a paper
    proposes; here it only decides that a coined name is a method's, not a task's."""
    pat = _claim_patterns()
    found = _name_positions(sentence, names)
    if not found or not pat["first_person"].search(sentence):
        return False
    at = min(i for i, _ in found)
    before = sentence[:at]
    verbs = list(pat["proposal_verbs"].finditer(before))
    if not verbs or pat["other_work_before"].search(before) or pat["cited_after"].search(sentence[at:]):
        return False
    # What the name names starts after the last verb, comma or naming word before it; a
    # preposition there makes it the complement of a kind noun ("a method for Source-Free
    # Video Domain Adaptation (SFVDA)", "a new framework for Incremental Few-Shot Object
    # Detection (iFSD)"): the task that the proposal is for.
    cut = max([verbs[-1].end(), *(m.end() for m in _NAMING_CUT.finditer(before))])
    return not _COMPLEMENT.search(before[cut:])


_NAMING_CUT = re.compile(r"[,;:(\u2013\u2014]|\s-\s|\b(?:called|named|dubbed|termed|coined|namely|our)\b", re.IGNORECASE)
_COMPLEMENT = re.compile(r"\b(?:for|on|of|to)\b", re.IGNORECASE)


def _method_sentence_patterns(cfg: dict) -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    """What follows a name that its sentence calls a method ("... is a useful approach", "(DFC),
    a recently proposed method"), and what precedes and follows it as a whole item of a list of
    methods ("methods, such as X, Y and ...")."""
    alt = lambda words: "|".join(map(re.escape, sorted(words, key=len, reverse=True)))  # noqa: E731
    between = r"(?:(?!(?:%s)\b)[\w-]+\s+){0,%d}?" % (alt(cfg["stop_words"]), cfg["max_words"])
    kinds, dets = alt(cfg["kind_nouns"]), alt(cfg["determiners"])
    copula = re.compile(rf"(?:\s*\([^)]*\))?\s+(?:{alt(cfg['copula'])})\s+(?:{dets})\s+{between}(?:{kinds})\b",
                        re.IGNORECASE)
    apposition = re.compile(rf"\s*\([^)]*\),\s+(?:{dets})\s+{between}(?:{kinds})\b", re.IGNORECASE)
    item = r"[^\s,;.()]+(?:\s[^\s,;.()]+){0,3}(?:\s*\([^)]*\))?"
    list_before = re.compile(rf"\b(?:{kinds}),?\s+(?:{alt(cfg['list_openers'])})\s+(?:{item}(?:,\s*|\s+and\s+|\s+or\s+))*$",
                             re.IGNORECASE)
    list_after = re.compile(r"(?:\s*\([^)]*\))?(?=[,;.)]|\s+and\b|\s+or\b)")
    return copula, apposition, list_before, list_after


def _called_a_method(names: list[str], texts: list[str], patterns: tuple[re.Pattern, ...],
                     task_heads: frozenset[str]) -> str | None:
    """Why a Task is a Method by what its papers' sentences call it, or ``None``: one of
    ``names`` is the subject of "is a ... approach" ("backward error analysis is a useful
    theoretical approach"), a whole item of a list "methods, such as ..." ("methods, such as
    Independent Component Analysis (ICA), can ..."), or defined in apposition to one ("deep
    feedback control (DFC), a recently proposed credit assignment method"). A name after a
    capitalised word inside a sentence is the tail of a longer name; a problem stays a task."""
    names = [n for n in dict.fromkeys(" ".join(n.split()) for n in names) if n]
    if not names or any(phrase_head(n) in task_heads for n in names):
        return None  # "the safe linear bandit problem (SLB) is an online approach"
    copula, apposition, list_before, list_after = patterns
    for text in texts:
        low = text.casefold()
        if len(low) != len(text):
            continue  # a fold that moved the offsets
        for n in names:
            key = n.casefold()
            for at in _whole_words(low, key, joiners="-_"):  # not inside a word
                end = at + len(key)
                prev = re.search(r"([A-Za-z][\w-]*)\s+$", text[max(0, at - 60):at])
                if prev and prev.group(1)[0].isupper() \
                        and text[:at - len(prev.group(0))].rstrip()[-1:] not in ("", ".", "!", "?"):
                    continue  # "Editable Dance GEneration (EDGE), a method": the tail of a longer name
                for what, m in (("is called", copula.match(text, end)),
                                ("is defined as one of", apposition.match(text, end)),
                                ("is listed among", list_after.match(text, end)
                                 and list_before.search(text[max(0, at - 300):at]))):
                    if m:
                        return f"label Method: its sentence {what} methods ({text[at:m.end() if what != 'is listed among' else end][:80]!r})"
    return None


def _claim(ent: dict, type_: str, titled: set[str]) -> tuple[str, str] | None:
    """("proposed" | "used", why) for a method or dataset mention; ``None`` for other types."""
    if type_ not in ("method", "dataset"):
        return None
    ev = ent.get("evidence") or {}
    names = [ent["name"], *ent.get("aliases", [])]
    if _title_names_it(ent, titled):
        return "proposed", "the paper's title names it"
    if ent.get("role") != "proposed" and not ent.get("aliases"):
        return "used", "used"  # only a claim or a defined name can be read as proposed below
    text = ev.get("text") or ""
    tk = form_key(text)
    if text and any(tk != form_key(n) and tk.startswith(form_key(n)) for n in names if form_key(n)):
        # "we propose ... called XGBoost+" proposes XGBoost+, not the XGBoost it extends.
        reading, why = "no", f"the sentence proposes {text!r}, not {ent['name']!r}"
    else:
        reading, why = claim_reading(ev.get("sentence", ""), [text, *names])
    if ent.get("role") == "proposed":
        return ("proposed", "claim: " + why) if reading != "no" else ("used", "claim dropped: " + why)
    if reading == "strong" and ent.get("aliases"):
        return "proposed", "claim added: a name the sentence defines, " + why
    return "used", "used"


def _label_from_tail(names: list[str], g: str, forms: FormResolver, votes: dict, group_papers: dict,
                     cfg: dict, best: Counter, proposed: bool = False, current: str = "") -> tuple[str, str] | None:
    """The label that the head word of a long form names (``heads``), else that of the
    longest proper word tail of ``names`` that the corpus firmly labels, unless one of the
    entity's mentions votes firmly (``best``: each label's strongest single vote, against
    ``keep_votes``); a long form's tail that names a Task of many papers makes a Method
    (``current``) a Task over such a vote, unless the paper proposes the name (``proposed``)."""
    for long_ in names[1:]:  # the long forms of its definitions
        if (by_head := _head_label(_head(long_), cfg)) is not None:
            return by_head
        if (by_head := _long_form_head_label(long_, cfg["long_form_heads"])) is not None:
            return by_head
    if current == "Method":
        # "Hindsight Observable Markov Decision Process (HOMDP)", "Markov game (MG)": a problem
        # formulation by its last words (``problem_tails``), proposed or not
        # (not a name that says what a method does: "Learning to Play Games (L2PG)"; not a one-word
        # name: "GAME", a graph adversarial mixture of experts)
        ends = _last_words_pattern(tuple(cfg["problem_tails"]))
        for n in (n for n in names if " " in n.strip() and not _PREPOSITION_END.search(f" {n} ")):
            if tail := ends.search(n):
                return "Task", tail.group(1).lower()
    if not proposed and current == "Method":
        # "average-reward Markov decision processes (AMDPs)": a variant of a task that 170
        # papers of the corpus name, whatever a word list made of the acronym.
        # Only a long form without a preposition: "Batch Active learning by Diverse Gradient
        # Embeddings (BADGE)", "Meta-learning for Black-Box Optimization" name methods by what
        # they do and how.
        heads_ = [n for n in names[1:] if not _PREPOSITION_END.search(f" {n} ")]
        for tail in sorted({" ".join(n.split()[i:]) for n in heads_ for i in range(1, len(n.split()) - 1)},
                           key=lambda t: (-len(t), t)):
            tg = forms.group(form_key(tail))
            v = votes.get(tg) or {}
            if tg != g and len(group_papers.get(tg, ())) >= cfg["strong_tail_papers"] and _top_label(v) == "task" \
                    and v["task"] >= cfg["strong_tail_share"] * sum(v.values()):
                return "Task", tail
    own = votes.get(g) or {}
    # One mention's vote decides, not their sum: two papers that each write "RMDP" with a
    # weak method cue (60 points) do not outweigh "Markov decision process" being a Task.
    if own and best.get(_top_label(own), 0) >= cfg["keep_votes"]:
        # "we propose CONFIG (CONstrained efFIcient Global Optimization), an algorithm": what
        # the paper says outright outweighs the label of "global optimization" elsewhere.
        return None
    # "discrete optimal transport problem" is a problem, whatever "optimal transport" is.
    if len(names[0].split()) > 1 and (by_head := _head_label(_head(names[0]), cfg)) is not None:
        return by_head
    tails = {" ".join(n.split()[i:]) for n in names for i in range(1, len(n.split()) - cfg["min_words"] + 1)}
    # ... and the phrase after a hyphenated first word's prefix: "self-knowledge distillation"
    # is a knowledge distillation.
    tails |= {n.split("-", 1)[1] for n in names if len(n.split()) >= cfg["min_words"] and "-" in n.split()[0]}
    tails = sorted(tails, key=lambda t: (-len(t), t))
    for tail in tails:
        tg = forms.group(form_key(tail))
        if tg == g or len(group_papers.get(tg, ())) < cfg["min_tail_papers"]:
            continue
        v = votes.get(tg) or {}
        total = sum(v.values())
        best = _top_label(v)
        if total and v.get(best, 0) >= cfg["min_share"] * total:
            return ENTITY_TYPES[best], tail
        return None
    return None


@lru_cache(maxsize=4)
def _last_words_pattern(phrases: tuple[str, ...]) -> re.Pattern:
    """A pattern of a name that ends in one of ``phrases`` as whole words (case-insensitive; group 1)."""
    return re.compile(r"(?:^|\s)(" + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True)) + r")$", re.IGNORECASE)


def _kind_named(names: list[str], mentions: list[dict], patterns: tuple[re.Pattern | None, re.Pattern]) -> bool:
    """Whether a mention's sentence names the entity as one method (``label_from_tail.kind_named``):
    one of ``names``, as a whole word, right before a singular kind noun ("the stable view synthesis
    (SVS) method") or right after "the proposed" or a kind noun in apposition ("the first general
    framework, Certifiably Robust Federated Learning (CRFL)"). With other patterns, whether it
    names it as what they say (``problem_named``: "the problem of ..."; no ``after`` pattern)."""
    after, before = patterns
    keys = {n.casefold() for n in names if n}
    for m in mentions:
        sentence = (m.get("evidence") or {}).get("sentence") or ""
        low = sentence.casefold()
        if len(low) != len(sentence):
            continue  # a fold that moved the offsets
        if any((after is not None and after.match(sentence, at + len(k))) or before.search(sentence, max(0, at - 40), at)
               for k in keys for at in _whole_words(low, k, joiners="-_")):
            return True
    return False


def _long_form_head_label(long_: str, cfg: dict) -> tuple[str, str] | None:
    """``("Method", head)`` when the last word of the long form ``long_`` is one of
    ``long_form_heads``' Method words ("pseudo-masked language model") and none of its words is a
    preposition, after which the last word would be the preposition's object ("Competitive Influence
    Maximization Across Social Network")."""
    words = re.findall(r"[a-z]+", long_.casefold())
    if len(words) > 1 and words[-1] in cfg["Method"] and not any(w in cfg["prepositions"] for w in words):
        return "Method", words[-1]
    return None


def _head_label(head: str, cfg: dict) -> tuple[str, str] | None:
    """``(label, head)`` when ``head`` is one of label_from_tail's ``heads`` of that label ("problem": Task)."""
    return next(((label, head) for label, words in cfg.get("heads", {}).items() if head in words), None)


_ADJECTIVE_NAME = re.compile(r"\S+-[A-Za-z]+")
_SPELLING_CAPITALS = re.compile(r"[A-Z]{2,}[a-z]{3,}|[a-z][A-Z][a-z]{3,}")  # "INductive", "MObile", "eXplainable"
_ONE_LOWER_WORD = re.compile(r"[a-z][a-z\-]{3,}")  # one lower-case word, as ``topic_words`` reads it


@lru_cache(maxsize=1 << 12)
def _title_case_spelling(short: str) -> re.Pattern | None:
    """A pattern of the Title-Case phrases whose words' initials are exactly the letters of
    ``short`` ("Contact Mesh Transformer" for CMT), or ``None`` for a short form that is no
    run of two to six letters."""
    s = short[:-1] if len(short) > 2 and short.endswith("s") and short[-2].isupper() else short
    if not re.fullmatch(r"[A-Za-z]{2,6}", s):
        return None
    # Each word a capital and a lower-case letter ("ES-Single" spells no ES); that the phrase is a
    # whole Title-Case run ("Graph Gaussian Convolution Networks" holds no long form of GCN) the
    # caller checks with ``_TITLE_WORD_BEFORE`` and ``_TITLE_WORD_AFTER``
    words = [re.escape(c.upper()) + r"[a-z][\w']*" for c in s]
    return re.compile(r"(?<![\w\-])" + r"[ \-]+".join(words) + r"(?![\w\-])")


_TITLE_WORD_BEFORE = re.compile(r"[A-Z][\w']*[ \-]$")
_TITLE_WORD_AFTER = re.compile(r"[ \-][A-Z][a-z]")


def _spelled_out_elsewhere(name: str, paper: Paper | None, forms: FormResolver) -> str | None:
    """The key of another long form of the short form ``name`` that ``paper`` writes itself, as a
    Title-Case phrase the short form spells exactly and that the corpus knows as a form, when the
    paper does not write the sense its undefined use would go to: the "GMM" of a paper on
    "Generalized Margin Maximizers" is not the Gaussian mixture model other papers define."""
    sk = form_key(name)
    target = forms.undefined_target.get(sk) if is_short(name) else None
    if paper is None or not target:
        return None
    pattern = _title_case_spelling(name)
    # The abstract only: a title capitalises every word ("... Optimization with Delayed Preconditioners")
    text, sense = paper.abstract, forms.surface(target)
    if pattern is None or sense.casefold() in text.casefold():
        return None
    for m in pattern.finditer(text):
        if _TITLE_WORD_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _TITLE_WORD_AFTER.match(text, m.end()):
            continue  # part of a longer Title-Case name
        k = form_key(m.group())
        if k and k in forms.ev.form_papers and forms.group(k) != forms.group(target) \
                and not same_sense(m.group(), sense) and not _spelled_alike(m.group(), sense):
            return k
    return None


def _spelled_alike(a: str, b: str) -> bool:
    """Whether two phrases of as many words have, word by word, the same first three letters or
    spellings one letter apart: "Weisfeiler-Leman" and "Weisfeiler-Lehman", "visual-language
    model" and "vision-language model" are one name spelled two ways."""
    wa, wb = re.split(r"[\s\-]+", a.casefold()), re.split(r"[\s\-]+", b.casefold())
    return len(wa) == len(wb) and all(x[:3] == y[:3] or _one_edit_apart(x, y) for x, y in zip(wa, wb))


def _one_edit_apart(a: str, b: str) -> bool:
    """Whether two words differ by one letter changed, added or dropped ("Leman", "Lehman")."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _title_case(name: str) -> bool:
    """Whether two or more words of ``name`` open with a capital: a name of its own, not a phrase."""
    return sum(w[:1].isupper() for w in name.split()) >= 2


def _established_tail(name: str, g: str, forms: FormResolver, written: dict, group_papers: dict,
                      entity_of: dict, cfg: dict) -> tuple[str, str] | None:
    """The Task entity that the longest proper tail (two words or more) of ``name`` is, when
    the corpus writes it, as a Task of at least variant_min_papers papers: what a one-paper
    qualified form of a known task joins."""
    if _title_case(name):
        return None  # "Correlational Image Modeling": a Title-Case name is a name of its own
    return _task_tail(name, g, 1, forms, written, group_papers, entity_of, cfg, min_words=2)


def _task_first_words(votes: dict, written: dict, group_papers: dict) -> Counter:
    """First word (case-folded) of the phrases the corpus labels Task -> papers of those
    tasks, each task counted once per word."""
    table: Counter = Counter()
    for g in sorted(group_papers):
        if _top_label(votes.get(g) or {}) != "task":
            continue
        for w in {s.split()[0].casefold() for s in written[g] if len(s.split()) >= 2}:
            table[w] += len(group_papers[g])
    return table


def _modifier_of_kind(name: str, forms: list[str], texts: list[str], kind_nouns: frozenset[str],
                      adjective_parts: frozenset[str], first_words: Counter, own: int, cfg: dict) -> int | None:
    """Where the describing adjective of a Task phrase is, when its papers write it only right
    before a noun it describes (a kind of method, a measure, data) and a word before its head is
    a hyphenated adjective (its last part one of ``adjective_parts`` or a participle) that starts
    too few other tasks to be part of a task name: 0 for "far-sighted navigation strategy", 1 for
    "safe RL-based navigation techniques"; else ``None``."""
    words = name.split()
    if len(words) < 2 or _title_case(name):
        return None  # "Weak-shot Object Detection methods": a Title-Case name is a name
    endings = tuple(cfg["participle_endings"])
    at = next((i for i, w in enumerate(words[:-1])
               if "-" in w and (w.casefold().rsplit("-", 1)[1] in adjective_parts
                                or w.casefold().rsplit("-", 1)[1].endswith(endings))), None)
    if at is None:
        return None  # "pest detection systems": a noun before the task word names the task
    if first_words.get(words[at].casefold(), 0) - (own if at == 0 else 0) >= cfg["min_modifier_papers"]:
        return None  # "semi-supervised clustering methods": the corpus has it in task names
    after = [singular(w) for w in _words_after(forms, texts, _NEXT_NAME_WORD)]
    return at if after and all(w in kind_nouns for w in after) else None


def _opens_with_degree(name: str, gradable: "_GradableWords", first_words: Counter, own: int, cfg: dict) -> bool:
    """Whether a Task phrase's first word is an adjective of degree (``gradable``) that starts
    too few other tasks to be part of a task name: "inefficient" of "inefficient exploration"."""
    words = name.split()
    if len(words) < 2 or _title_case(name):
        return False  # a Title-Case name is a name
    w = words[0].casefold()
    return w in gradable and first_words.get(w, 0) - own < cfg["min_modifier_papers"]


def _cut_from_coordination(name: str, forms: list[str], texts: list[str], cfg: dict) -> bool:
    """Whether a Task phrase opens with an adjective for doing several things together and its
    papers write it only right before a conjunction: "joint segmentation" of "joint segmentation
    and tracking"."""
    words = name.split()
    if len(words) < 2 or words[0].casefold() not in cfg["words"]:
        return False
    conj = tuple(cfg["conjunctions"])
    after = _words_after(forms, texts, _NEXT_TOKEN)
    return bool(after) and all(w in conj for w in after)


_NEXT_NAME_WORD = re.compile(r"\s+([A-Za-z][A-Za-z-]*)")
_NEXT_TOKEN = re.compile(r"\s+(\S+)")


def _words_after(forms: list[str], texts: list[str], next_word: re.Pattern) -> list[str]:
    """The word (lower case, ``next_word``'s group) right after each whole-word occurrence of
    one of ``forms`` in ``texts``, case ignored; "" where none follows."""
    after = []
    for text in texts:
        for f in forms:
            for _, end in _written_spans(f, text, hyphen_before=True):
                nxt = next_word.match(text, end)
                after.append(nxt.group(1).lower() if nxt else "")
    return after


def _task_tail(name: str, g: str, start: int, forms: FormResolver, written: dict, group_papers: dict,
               entity_of: dict, cfg: dict, min_words: int = 1) -> tuple[str, str] | None:
    """The Task entity of at least variant_min_papers papers that the longest tail of ``name``
    from word ``start`` on (``min_words`` words or more) is, when the corpus writes that tail."""
    words = name.split()
    for i in range(max(start, 1), len(words) - min_words + 1):
        tail = form_key(" ".join(words[i:]))
        tg = forms.group(tail)
        into = entity_of.get(tg)
        if tg == g or into is None or into[0] != "Task" or tail not in {form_key(f) for f in written[tg]}:
            continue
        # The longest tail the corpus has as a task decides: "scene flow estimation", when
        # known, is not joined into "flow estimation".
        return into if len(group_papers[tg]) >= cfg["variant_min_papers"] else None
    return None


def _head(name: str) -> str:
    words = re.findall(r"[a-z]+", name.casefold())
    return words[-1] if words else ""


_PREPOSITIONS = "of|for|with|from|via|using|in|on|to|by|under|over|through"
_PHRASE_END = re.compile(rf"\s(?:{_PREPOSITIONS}|and)\s", re.I)
_PREPOSITION_END = re.compile(rf"\s(?:{_PREPOSITIONS})\s", re.I)
_RUN_TOGETHER = (re.compile(r"([A-Z][A-Za-z0-9]*[A-Z][0-9]*)([a-z]{3,})"), re.compile(r"([a-z]{3,})([A-Z]{2,}[A-Za-z0-9]*)"))


@lru_cache(maxsize=1 << 17)
def phrase_head(name: str, conjunction: bool = True) -> str:
    """The head word of a noun phrase: the last word before its first preposition or
    conjunction, singular ("Every Student Succeeds Act" -> "act", "Light Detection and
    Ranging" -> "detection", "conditional neural processes" -> "process"); with
    ``conjunction=False`` "and" joins the words of one head ("distribution and expectation
    estimation" -> "estimation")."""
    return _head(singular((_PHRASE_END if conjunction else _PREPOSITION_END).split(name, maxsplit=1)[0]))


def _head_labels(firm: set[str], votes: dict, written: dict, group_papers: dict) -> dict[str, Counter]:
    """Head word -> papers per label, over the corpus entities typed by more than their
    shape, by the head of each form they are written in: what the corpus calls an "X network",
    an "X problem" or an "X dataset", and "NAS" itself for "hierarchical NAS"."""
    table: dict[str, Counter] = defaultdict(Counter)
    for g in sorted(firm):
        v = votes[g]
        best = _top_label(v)
        for h in sorted({phrase_head(s) for s in written[g]} - {""}):
            table[h][best] += len(group_papers[g])
    return table


#: What splits a name into tokens: spaces, hyphens, underscores, slashes, dots and pluses.
_NAME_TOKENS = re.compile(r"[\s\-_/.+]+")
#: The parts a name is made of: runs of capitals, capitalised or lower-case words, digits
#: ("FastGAN" -> Fast, GAN; "Qwen2.5" -> Qwen, 2, 5; "NeRF-SLAM" -> Ne, RF, SLAM).
_NAME_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def _parts(name: str) -> set[str]:
    """The parts of a name of at least three characters, and its tokens themselves."""
    out = set()
    for tok in _NAME_TOKENS.split(name):
        if len(tok) >= 3:
            out.add(tok)
        out.update(p for p in _NAME_PART.findall(tok) if len(p) >= 3 and not p.isdigit())
    return out


def _method_parts(firm: set[str], votes: dict, written: dict, min_names: int) -> frozenset[str]:
    """Parts (``_parts``) that at least ``min_names`` distinct method names share, over the
    method word lists and the corpus's methods typed by more than their shape: "GAN",
    "Net", "Former", "BERT" make a name a method's; "Instruct" or "hour" rarely do."""
    from paperkg.extractors.data import load_list

    names = set(load_list("methods")) | set(load_list("methods", folder="gazetteer"))
    names |= {s for g in firm if _top_label(votes[g]) == "method" for s in written[g]}
    seen: Counter = Counter()
    for n in sorted(names):
        seen.update(_parts(n))
    shared = {p for p, c in seen.items() if c >= min_names}
    # A known one-word name is a part by itself: "DD-PPO" and "PPO-Lagrangian" hold "PPO".
    whole = {n for n in names if len(n) >= 3 and re.fullmatch(r"[\w]+", n)}
    return frozenset(p for p in shared | whole if any(ch.isupper() for ch in p))


def _dataset_parts(firm: set[str], votes: dict, written: dict, group_papers: dict, min_papers: int) -> frozenset[str]:
    """The one-token names ("MNIST", "ImageNet", "COCO") of the datasets of at least
    ``min_papers`` papers that the corpus types by more than their shape: a name built on one
    ("BloodMNIST", "SVHN-MNIST", "Moving-MNIST-2") is a variant of that dataset."""
    out = set()
    for g in firm:
        if _top_label(votes[g]) == "dataset" and len(group_papers[g]) >= min_papers:
            out.update(s for s in written[g] if len(s) >= 3 and re.fullmatch(r"\w+", s) and any(c.isupper() for c in s))
    return frozenset(out)


def _has_known_part(name: str, known: frozenset[str]) -> bool:
    """Whether a name holds a part of known names (of methods, or of datasets), as a part or
    at either end of a token ("LeViT" ends in "ViT", "FastGAN" holds "GAN", "BloodMNIST"
    ends in "MNIST")."""
    if _parts(name) & known:
        return True
    # Known parts are at least three characters long: look up each token's proper heads and tails.
    toks = [t for t in _NAME_TOKENS.split(name) if len(t) >= 4]
    return any(t[:n] in known or t[-n:] in known for t in toks for n in range(3, len(t)))


def _shape_only_label(name: str, defs: list[list], head_labels: dict[str, Counter], texts: list[str],
                      cfg: dict, known_parts: frozenset[str] | None = None,
                      data_parts: frozenset[str] | None = None) -> tuple[str | None, str]:
    """(label or ``None`` to drop, why) for an entity that only its name's shape typed.

    A long form says what the name is through its head word, read in the corpus's own
    labelling of phrases with that head (``_head_labels``): "Visual acuity (VA)" and
    "International Monetary Fund (IMF)" have heads no corpus entity has and are dropped;
    "gradual magnitude pruning (GMP)" stays a method; "Automatic Essay Scoring (AES)" becomes
    a task if the corpus's "... scoring" phrases are tasks. Without a long form (``texts``
    are the abstracts of its papers), a name written once and run together with a word whose
    other part the text writes alone ("HARPemploys", "throughHARP"), a bare acronym one
    paper writes once without saying what it is, and any name one paper writes once with
    no part of a known method's name (``_method_parts``: "PHQ-9", "UR3e", "8B-Instruct";
    "FastGAN" and "LeViT" stay), are dropped: nothing says what they are. A name holding a
    known dataset's name (``_dataset_parts``) and no part of a known method's is a Dataset
    ("BloodMNIST", "CIFAR-MNIST"; "ImageNet-ViT" stays a method).
    """
    if defs:
        long_ = max((d[1] for d in defs), key=lambda x: (len(x), x))
        head = phrase_head(long_)
        seen = head_labels.get(head, Counter())
        total = sum(seen.values())
        if total < cfg["min_head_papers"]:
            return None, f"the head {head!r} of its long form names nothing the corpus types"
        best = _top_label(seen)
        if best != "method" and seen[best] >= max(cfg["relabel_share"] * total, cfg["relabel_min_papers"]):
            return ENTITY_TYPES[best], f"label {ENTITY_TYPES[best]} from the head {head!r} of its long form"
        if seen.get("method", 0) >= cfg["method_share"] * total:
            return "Method", ""
        return None, f"the head {head!r} of its long form names no method"
    def count(word: str) -> int:
        return sum(1 for t in texts for _ in _whole_words(t, word, joiners="-_"))

    once = count(name) <= 1
    if once:
        for pattern in _RUN_TOGETHER:
            m = pattern.fullmatch(name)
            if m and any(count(part) for part in m.groups() if any(c.isupper() for c in part)):
                return None, "a name run together with a word"
        if len(texts) == 1 and re.fullmatch(r"[A-Z]{2,%d}" % cfg["max_bare_acronym"], name):
            return None, "an acronym one paper writes once without saying what it is"
        if re.fullmatch(r"[A-Z]{2,6}\+?\d{2}", name):
            return None, "a citation key ('MNSSZ23': authors' initials and a year)"
    has_method_part = known_parts is not None and _has_known_part(name, known_parts)
    if data_parts and not has_method_part and _has_known_part(name, data_parts):
        return "Dataset", "label Dataset from the known dataset its name holds"
    if once and len(texts) == 1 and known_parts is not None and not has_method_part:
        return None, "a name one paper writes once, with no part of a known method's name"
    return "Method", ""


def _names_data(forms: list[str], texts: list[str], cfg: dict) -> bool:
    """Whether in at least ``data_share`` of the papers (``texts``) a form of the name comes
    right before a word for data or sensing (``data_words``: "RGB-D images", "an RGB-D camera"),
    or one or two words before a word for a machine (``device_words``: "a Go1 robot", "the
    ANYmal C platform", "a Unitree Go1 quadruped robot")."""
    words = frozenset(cfg["data_words"])
    devices = frozenset(cfg["device_words"])
    stop = load_set("modifier_stop")  # "faster than MobileViT-XXS on GPU" names no GPU

    def before_data(text: str) -> bool:
        for form in forms:
            for i in _whole_words(text, form, joiners="_"):
                m = _NEXT_TWO_WORDS.match(text, i + len(form))
                if m and (m.group(1).lower() in words or m.group(1).lower() in devices
                          or ((m.group(2) or "").lower() in devices and m.group(1).lower() not in stop)):
                    return True
        return False

    return bool(texts) and sum(map(before_data, texts)) >= cfg["data_share"] * len(texts)


_NEXT_TWO_WORDS = re.compile(r"[ \-]([A-Za-z]+)(?: ([A-Za-z]+))?")


def _split_coined_collisions(links: list[Link], entities: dict, variants: list, by_id: dict[str, Paper],
                             listed: set[tuple[str, str]], cfg: dict, topics: "_Topics | None") -> None:
    """One node per coined name that several papers each coin for a method of their own.

    Names collide: COLA, FALCON, LEAP, Crossformer and CoMFormer / ComFormer are each two
    unrelated methods of the 16k corpus, each proposed by its own paper. A one-token name
    with a capital (no word list knows it) that two or more papers claim, written in
    different cases or by abstracts that write about different things (topic similarity
    below ``max_similarity``), is one entity per claim. A paper that only uses the name goes
    to the claim whose spelling it writes, where only one claim writes it so, else to the
    claim whose abstract is clearly its topic (similarity at least
    ``min_user_similarity``; "Mask DINO" to the DINO detector); the others stay on a node of
    the name as used, which no paper proposes (the DINO that self-supervised papers use is
    none of the three claims). The earliest claim keeps the name's node when no such use is
    left. One claim whose name papers dated before it use for other things
    (``_earlier_other_uses``) is a node of its own too, beside theirs. Each node's proposal is
    then judged alone (``_judge_proposals``).
    """
    claims: dict[tuple[str, str], list[str]] = defaultdict(list)
    for ln in links:
        if ln.role == "proposed" and ln.entity[0] in cfg["labels"] and ln.paper not in claims[ln.entity]:
            claims[ln.entity].append(ln.paper)
    # One pass over the links, for the few entities that can split.
    candidates = {eid for eid, c in claims.items() if len(c) <= cfg["max_claimants"] and eid not in listed
                  and _COINED.fullmatch(entities[eid].name)}
    links_of: dict[tuple[str, str], list[Link]] = defaultdict(list)
    for ln in links:
        if ln.entity in candidates:
            links_of[ln.entity].append(ln)
    for eid in sorted(candidates):
        ent = entities[eid]
        own_links = links_of[eid]
        dated = sorted(claims[eid], key=lambda c: (_year(by_id.get(c)) is None, _year(by_id.get(c)) or 0, c))
        spelled = {c: {_case_form(f) for ln in own_links if ln.paper == c for f in ln.forms} for c in dated}
        # Claims of one method (a paper and its follow-up) share a spelling and a topic.
        heads: list[str] = []
        sense_of: dict[str, str | None] = {}
        for c in dated:
            same = next((h for h in heads if spelled[h] & spelled[c]
                         and (topics is None or topics.similarity(h, c) >= cfg["max_similarity"])), None)
            if same is None:
                heads.append(c)
            sense_of[c] = same or c
        earlier: set[str] = set()
        if len(heads) == 1:
            earlier = _earlier_other_uses(heads[0], own_links, by_id, topics, cfg)
            if not earlier:
                continue
            sense_of.update(dict.fromkeys(earlier, None))
        for u in sorted({ln.paper for ln in own_links} - set(dated) - earlier):
            if earlier:
                # One claim: the spelling is the earlier papers' too; the long form or the topic decides.
                longer = {_case_form(w) for ln in own_links if ln.paper == u for w in ln.forms if " " in w}
                near = topics is not None and topics.similarity(u, heads[0]) >= cfg["min_user_similarity"]
                sense_of[u] = heads[0] if near or longer & spelled[heads[0]] else None
                continue
            writes = {_case_form(f) for ln in own_links if ln.paper == u for f in ln.forms}
            by_case = [h for h in heads if writes & spelled[h]]
            # The spelling of one claim only ("CoMFormer", not "ComFormer"), unless the paper
            # spells the name out otherwise (FALCON, "Feature Explanation using Contrasting Concepts").
            if len(by_case) == 1 and not any(spelled[h] & spelled[by_case[0]] for h in heads if h != by_case[0]) \
                    and not {w for w in writes if len(w) > len(ent.name) + 3} - spelled[by_case[0]]:
                sense_of[u] = by_case[0]
                continue
            best = max(heads, key=lambda h: topics.similarity(u, h)) if topics is not None else None
            sense_of[u] = best if best is not None and topics.similarity(u, best) >= cfg["min_user_similarity"] else None
        keeper = None if None in sense_of.values() else heads[0]  # who keeps the name's own node
        node = {h: eid if h == keeper else (eid[0], f"{ent.key}~{h}") for h in heads}
        node[None] = eid
        papers = list(ent.papers)
        for h in heads:
            if node[h] != eid:
                entities[node[h]] = Entity(eid[0], node[h][1], ent.name, [], [], {
                    "label_votes": dict(ent.resolution.get("label_votes", {})),
                    "decisions": [f"one of {len(heads)} methods the corpus names {ent.name}: the one {h} coins"]})
        for ln in own_links:
            ln.entity = node[sense_of[ln.paper]]
        for i, (a, b, pid, v) in enumerate(variants):
            if a == eid and pid in sense_of:
                variants[i] = (node[sense_of[pid]], b, pid, v)
        for h in (*heads, None):
            e = entities[node[h]]
            if h is None and keeper is not None:
                continue
            e.papers = sorted(p for p in papers if sense_of.get(p) == h)
            written = Counter(f for ln in own_links if ln.entity == node[h] for f in ln.forms)
            e.name = max(sorted(written), key=lambda f: (_COINED.fullmatch(f) is not None, written[f])) if written else ent.name
            e.aliases = sorted(f for f in written if f != e.name)
            e.resolution["forms"] = dict(sorted(written.items(), key=lambda kv: (-kv[1], kv[0]))[:20])
        ent.resolution.setdefault("decisions", []).append(
            f"{len(heads)} papers coin {ent.name} for methods of their own: one node each" if not earlier else
            f"{heads[0]} coins {ent.name}, which {len(earlier)} paper(s) dated before it use for other things: two nodes")


def _earlier_other_uses(claim: str, own_links: list[Link], by_id: dict[str, Paper], topics: "_Topics | None",
                        cfg: dict) -> set[str]:
    """The papers dated before the one paper that coins a name that use the name for something
    else, when every paper before it does so: "GTA" for a driving dataset (2020, 2021) before a
    "Geometric Transform Attention (GTA)" (2024). The claim coins the name where its title opens
    with it or it spells it out; a paper before it that spells the name out too, or writes about
    the same things (topic similarity at least ``max_similarity``), or more than ``max_claimants``
    of them, say it is an older name the claim only uses (empty set: "temporal point process
    (TPP)" in 2020, PAC-Bayes)."""
    ya = _year(by_id.get(claim))
    if ya is None or topics is None:
        return set()
    claimed = [ln for ln in own_links if ln.paper == claim]
    before = {ln.paper for ln in own_links if _dated_before(ln.paper, by_id, ya)}
    # The claim coins the name where it spells it out, its title opens with it, or it writes it in
    # mixed case as no paper before it does ("CAsT" after a "CAST", "LiSA" after a "LISA").
    coins = any(" " in f for ln in claimed for f in ln.forms) \
        or any(_title_names_it(ln.ent, _title_names(by_id[claim].title or "")) for ln in claimed) \
        or _spelled_apart({f for ln in claimed for f in ln.forms},
                          {f for ln in own_links if ln.paper in before for f in ln.forms})
    if not coins or not before or len(before) > cfg["max_claimants"]:
        return set()
    if any(" " in f for ln in own_links if ln.paper in before for f in ln.forms) \
            or any(topics.similarity(p, claim) >= cfg["max_similarity"] for p in before):
        return set()
    return before


def _judge_proposals(links: list[Link], entities: dict, by_id: dict[str, Paper], cfg: dict,
                     topics: "_Topics", data_cfg: dict,
                     citations: dict[str, list[tuple[int | None, str, int | None]]] | None = None) -> list[Lineage]:
    """Re-judge claimed proposals with the corpus; the survivors' users ``BUILDS_ON`` them
    (``data_cfg``: the words for data and hardware of ``shape_only``, see ``_names_data``;
    ``citations``: each paper's extracted citations as (start in its abstract, authors, year))."""
    citations = citations or {}
    claims: dict[tuple[str, str], list[Link]] = defaultdict(list)
    for ln in links:
        if ln.role == "proposed":
            claims[ln.entity].append(ln)
    # Only claimed entities are judged: their mentions and links are all this needs.
    mentions: dict[tuple[str, str], dict[str, Link]] = defaultdict(dict)
    links_of: dict[tuple[str, str], list[Link]] = defaultdict(list)
    for ln in links:
        if ln.entity in claims:
            mentions[ln.entity].setdefault(ln.paper, ln)
            links_of[ln.entity].append(ln)
    lineage: list[Lineage] = []
    # Word statistics of a few dozen abstracts say nothing about topics: check only above that.
    topics = topics if len(by_id) >= cfg["min_topic_corpus"] else None
    dataset_words = frozenset(cfg["dataset_words"])
    cited = re.compile(cfg["citation_opens"])
    repository = re.compile(cfg["repository_url"])
    for eid in sorted(claims):
        ent = entities[eid]
        claimants = sorted({ln.paper for ln in claims[eid]})
        verdict, keep = _verdict(claimants, mentions[eid], by_id, cfg)
        ent.resolution["proposal"] = verdict
        for ln in claims[eid]:
            if ln.paper != keep:
                ln.role = "used"
        if keep is None or eid[0] != "Method":
            continue
        ya = _year(by_id.get(keep))
        plink = next(ln for ln in claims[eid] if ln.paper == keep)
        # How each paper writes it, for the surviving proposals only ("Low-Rank Adaptation"
        # proposed, then "LoRA" used), and as what its mentions were extracted.
        written: dict[str, set[str]] = defaultdict(set)
        types_of: dict[str, set[str]] = defaultdict(set)
        for ln in links_of[eid]:
            written[ln.paper].update(map(_case_form, ln.forms))
            types_of[ln.paper] |= ln.types
        spelled = written[keep]
        # "we introduce Spring -- a large, ... computer-generated benchmark": users evaluate on it
        proposer_names_data = "dataset" in types_of[keep] \
            or bool(dataset_words & set(_WORD_RUN.findall((plink.ent.get("evidence") or {}).get("sentence", "").lower())))
        coined_by_proposer = _coined_token(f for ln in links_of[eid] if ln.paper == keep for f in ln.forms)
        skipped: Counter = Counter()
        for pid in sorted(mentions[eid]):
            if pid == keep:
                continue
            yb = _year(by_id.get(pid))
            if ya is not None and yb is not None and ya > yb:
                continue
            if pid in claimants:
                skipped["claims a method of its own by that name"] += 1
                continue
            ulink = mentions[eid][pid]
            if not proposer_names_data and "method" not in types_of[pid] \
                    and _near_words(ulink, dataset_words, cfg["dataset_word_window"]):
                # "duplicate nodes in the datasets Squirrel and Chameleon", "the HELM benchmark": a
                # paper that names a dataset or benchmark so does not use the method of that name
                # (its extraction types alone are too noisy: "methods like BYOL" was once a dataset);
                # where the proposer introduced a benchmark of that name (Spring), it does.
                skipped["names a dataset of that name"] += 1
                continue
            # "DrQ" is not "DRQ", and "point clustering" no "PointClustering": a coined mixed-case
            # name (the node's, or a one-token one its proposer writes) must be written as its proposer writes it.
            # So must a user's own one-token mixed-case spelling ("FlowFormer" of optical flow is no
            # "Flowformer", the linear Transformer its proposer writes).
            if (_mixed_case(ent.name) or coined_by_proposer or _coined_token(ulink.forms)) and not spelled & written[pid]:
                skipped["writes the name in another case"] += 1
                continue
            # "CMOS camera sensors" is no "Cross-MOdal fuSion network (CMOS)": a user that writes
            # the name as the kind of its data or hardware does not use the proposed method.
            if _names_data(sorted(ulink.forms), [(ulink.ent.get("evidence") or {}).get("sentence", "")], data_cfg):
                skipped["writes the name as the kind of its data or hardware"] += 1
                continue
            # "as part of the AIRS library (https://github.com/divelab/AIRS)": the name of a code repository.
            if _names_a_repository(ulink.forms, (ulink.ent.get("evidence") or {}).get("sentence", ""),
                                   by_id[keep].abstract, repository):
                skipped["names a code repository of that name"] += 1
                continue
            # "SLIP (Mu et al 2022)": a user that cites the name to its authors credits another paper.
            if _credited_elsewhere(ulink.forms, by_id[pid].abstract, citations.get(pid, ()), by_id[keep], cited,
                                   cfg["cited_year_slack"]):
                skipped["cites the name to another paper"] += 1
                continue
            # Names collide across fields (PPG: a method, photoplethysmography; MINE): a user
            # writes about what its proposer writes about.
            if topics is not None and topics.similarity(pid, keep) < cfg["min_topic_similarity"]:
                skipped["writes about other things than the proposer"] += 1
                continue
            lineage.append(Lineage(pid, keep, eid, ent.name, (ulink.ent.get("evidence") or {}).get("sentence", ""),
                                   (plink.ent.get("evidence") or {}).get("sentence", "")))
        if skipped:
            ent.resolution["proposal"]["users_not_linked"] = dict(sorted(skipped.items()))
    # Links that lost their proposal may now duplicate a 'used' link of the same paper.
    seen: set[tuple[str, tuple[str, str], str | None]] = set()
    links[:] = [ln for ln in links if not ((ln.paper, ln.entity, ln.role) in seen or seen.add((ln.paper, ln.entity, ln.role)))]
    return lineage


def _coined_token(forms: Iterable[str]) -> bool:
    """Whether one of ``forms`` is one mixed-case token ("PointClustering", "FlowFormer"; no
    space or hyphen): a coined spelling that lineage requires the proposer to write."""
    return any(" " not in f and "-" not in f and _mixed_case(f) for f in forms)


def _names_a_repository(forms: Iterable[str], sentence: str, proposer_abstract: str, repository: re.Pattern) -> bool:
    """Whether ``sentence`` gives a code address with one of ``forms`` as a part of its path
    ("https://github.com/divelab/AIRS") that the proposer's abstract does not give."""
    folded = {f.casefold() for f in forms if f}
    proposer_abstract = proposer_abstract.casefold()
    for m in repository.finditer(sentence):
        parts = [p.casefold().removesuffix(".git") for p in m.group().rstrip(".").split("/")]
        for i, part in enumerate(parts):
            if i and part in folded and "/".join(parts[i - 1 : i + 1]) not in proposer_abstract:
                return True
    return False


def _credited_elsewhere(forms: Iterable[str], abstract: str, citations: Iterable[tuple[int | None, str, int | None]],
                        proposer: Paper, opens: re.Pattern, slack: int) -> bool:
    """Whether ``abstract`` cites one of ``forms`` to a paper that is not ``proposer``: one of
    its extracted ``citations`` stands right after the name, in the bracket ``opens`` ends
    with ("SLIP (Mu et al 2022)"), and its first author's family name is none of the
    proposer's authors' words, or its year is more than ``slack`` from the proposer's."""
    forms = [f for f in forms if f]
    for start, authors, year in citations:
        bracket = opens.search(abstract, max(0, start - 20), start) if start is not None else None
        if bracket is None or not authors.split():
            continue
        before = abstract[: bracket.start()].rstrip()
        if not any(before.endswith(f) and not before[len(before) - len(f) - 1 : len(before) - len(f)].isalnum()
                   for f in forms):
            continue
        words = {w for a in proposer.authors for w in person_key(a).split()}
        if words and person_key(authors.split()[0]) not in words:
            return True
        if isinstance(proposer.year, int) and isinstance(year, int) and abs(year - proposer.year) > slack:
            return True
    return False


class _Topics:
    """Each paper's unit vector of IDF weights over the topic words of its title and abstract;
    two papers' similarity is the cosine of theirs, and sense reading compares them with centroids."""

    def __init__(self, by_id: dict[str, Paper], text: CorpusText) -> None:
        self.by_id = by_id
        self._text = text
        self._words: dict[str, frozenset[str]] = {}
        self._vectors: dict[str, dict[str, float]] = {}

    def words(self, pid: str) -> frozenset[str]:
        w = self._words.get(pid)
        if w is None:
            w = self._words[pid] = topic_words(self.by_id[pid])
        return w

    def vector(self, pid: str) -> dict[str, float]:
        v = self._vectors.get(pid)
        if v is None:
            df, n = self._text.topic_df, len(self.by_id)
            v = {w: math.log(n / df[w]) for w in self.words(pid) if df[w]}
            norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
            v = self._vectors[pid] = {w: x / norm for w, x in v.items()}
        return v

    def similarity(self, a: str, b: str) -> float:
        va, vb = self.vector(a), self.vector(b)
        return sum(x * vb[w] for w, x in va.items() if w in vb)


def _join_metric_suffixes(entities: dict[tuple[str, str], Entity], entity_of: dict, suffixes: list[str]) -> None:
    """Join a Metric named by another Metric and one of ``suffixes`` ("F1 score", "BLEU
    score") with that Metric, the larger keeping its name: the word adds nothing. Only where
    both are Metrics: "CLIP score" is no CLIP, which is a Method."""
    named = re.compile(r"(.+?)[\s-]+(?:%s)" % "|".join(map(re.escape, suffixes)), re.IGNORECASE)
    metric_of = {}
    for eid, e in sorted(entities.items()):
        if eid[0] == "Metric":
            for n in (e.name, *e.aliases):
                metric_of.setdefault(form_key(n), eid)
    moved: dict[tuple[str, str], tuple[str, str]] = {}
    for eid in sorted(entities):
        m = named.fullmatch(entities[eid].name) if eid[0] == "Metric" else None
        base = metric_of.get(form_key(m.group(1))) if m else None
        while base in moved:
            base = moved[base]
        if base is None or base == eid or eid in moved:
            continue
        keep, gone = sorted((eid, base), key=lambda i: (-len(entities[i].papers), i))
        a, b = entities[keep], entities.pop(gone)
        a.papers = sorted(set(a.papers) | set(b.papers))
        a.aliases = sorted({*a.aliases, b.name, *b.aliases} - {a.name})
        a.resolution.setdefault("joined", []).append(b.name)
        moved[gone] = keep
    for g, eid in entity_of.items():
        while eid in moved:
            eid = moved[eid]
        entity_of[g] = eid


def _join_tail(g: str, into: tuple[str, str] | None, name: str, entity_of: dict, entities: dict,
               group_papers: dict) -> str:
    """Give group ``g``'s papers to the entity ``into`` (the task its phrase qualifies), noting the
    phrase there, or drop ``g`` when ``into`` is ``None``; returns the suffix of the count's reason."""
    if into is None:
        entity_of[g] = None
        return ""
    entity_of[g] = into
    target = entities[into]
    target.papers = sorted(set(target.papers) | set(group_papers[g]))
    target.resolution.setdefault("joined", []).append(name)
    return " joined its tail"


class _HyphenCompounds:
    """Papers per hyphenated lower-case compound of the corpus's titles and abstracts
    ("high-quality", "state-of-the-art"), read on first use."""

    def __init__(self, text: CorpusText) -> None:
        self._text = text
        self._ends: set[str] | None = None

    def papers(self, compound: str) -> int:
        return self._text.compounds.get(compound, 0)

    def ends(self, word: str) -> bool:
        """Whether some compound of the corpus ends in ``word`` ("quality" of "high-quality")."""
        if self._ends is None:
            self._ends = {c.rsplit("-", 1)[1] for c in self._text.compounds}
        return word in self._ends


def _cut_in_compound(forms: list[str], texts: list[str], compounds: _HyphenCompounds, cfg: dict) -> bool:
    """Whether every place ``texts`` write one of ``forms`` follows words that make its first
    word the end of a hyphenated compound the corpus writes often ("high" before "quality
    image synthesis", "state of the" before "art clustering"), or a hyphen that joins it to
    the word before ("sub-type classification")."""
    function_words = frozenset(cfg["function_words"])
    seen = False
    for f in forms:
        first = f.split()[0].casefold()
        for text in texts:
            for start, _ in _written_spans(f, text, hyphen_before=False):
                last_two = text[max(0, start - 2):start]
                if re.search(r"[A-Za-z]-$", last_two):
                    seen = True  # "type classification" of "sub-type classification"
                    continue
                before = re.findall(r"[A-Za-z]+", text[max(0, start - 40):start])
                if not before or not re.search(r"[A-Za-z][\s-]$", last_two):
                    return False
                words = [w.casefold() for w in before[-cfg["max_before"]:]]
                if not any(words[-k] not in function_words
                           and compounds.papers("-".join([*words[-k:], first])) >= cfg["min_compound_papers"]
                           for k in range(1, len(words) + 1)):
                    return False
                seen = True
    return seen


class _GradableWords:
    """Adjectives of degree, by the corpus's use of them: written right after a degree adverb
    ("very inefficient", ``degree_adverbs``) and with an adverb in -ly of their own
    ("inefficiently", ``adverb_endings``), and their comparatives ("broader" of "broad");
    read on first use."""

    def __init__(self, text: CorpusText, cfg: dict) -> None:
        self._text = text
        self._endings = [tuple(e) for e in cfg["adverb_endings"]]

    def __contains__(self, word: str) -> bool:
        return self._gradable(word) or any(self._gradable(b) for b in _comparative_bases(word))

    def _gradable(self, word: str) -> bool:
        if not word.isalpha() or not word.islower():
            return False
        if word not in self._text.after_degree:
            return False
        words = self._text.words
        return any(word.endswith(end) and word[:len(word) - len(end)] + adv in words
                   for end, adv in self._endings)


def _adverb_then_verb(name: str, words: set[str], cfg: dict) -> bool:
    """Whether ``name`` is an adverb in -ly and a verb form and nothing else ("efficiently
    learning", "Directly Accelerated"): the adverb's base, by one of ``adverb_endings``, is a
    word the corpus writes (``words``) of at least ``min_base`` letters, so "Early Stopping" stays."""
    parts = name.lower().split()
    if len(parts) != 2 or not parts[0].isalpha() or not parts[1].endswith(tuple(cfg["verb_endings"])):
        return False
    adverb = parts[0]
    return any(adverb.endswith(adv) and len(base := adverb[:len(adverb) - len(adv)] + end) >= cfg["min_base"]
               and base in words for end, adv in cfg["adverb_endings"])


def _comparative_bases(word: str) -> list[str]:
    """The adjectives ``word`` may be the comparative of: "broad" of "broader", "large" of
    "larger", "big" of "bigger", "easy" of "easier". Superlatives are left out: they name
    problems ("densest subgraph", "shortest path", "nearest neighbor")."""
    stem = word[:-2]
    if not word.endswith("er") or len(stem) < 3:
        return []
    out = [stem, stem + "e"]
    if stem[-1] == stem[-2]:
        out.append(stem[:-1])
    if stem.endswith("i"):
        out.append(stem[:-1] + "y")
    return out


def _as_written(name: str, surf: Counter, text_words: set[str]) -> str:
    """``name``, or the plural its papers write when the singular's last word is written nowhere
    in the corpus: "Parisian particle Gibbs" and "Remove and Debias" are no plurals of "Gibb"
    and "Debia", while "Graph Neural Networks" is one of "Graph Neural Network"."""
    m = re.search(r"([A-Za-z]+)$", name)
    if not m or not m.group(1)[1:].islower() or m.group(1).lower() in text_words:
        return name  # written, or an acronym ("LLM" of "LLMs") that no word list spells
    plural = next((s for s in sorted(surf, key=lambda s: (-surf[s], s)) if s[:-1] == name and s.endswith("s")), None)
    return plural if plural is not None and re.search(r"([a-z]+)$", plural.lower()).group(1) in text_words else name


def _surfaces(ent: dict) -> list[str]:
    return [t for t in (ent.get("name"), *ent.get("aliases", []), (ent.get("evidence") or {}).get("text")) if t]


_WORD_RUN = re.compile(r"[a-z]+")


def _near_words(link: Link, words: frozenset[str], window: int) -> bool:
    """Whether one of ``words`` stands within ``window`` characters of a form of the link's name
    in its evidence sentence ("the CAPE and Renderpeople datasets", "the HELM benchmark"; not
    "we apply our method to DreamerV2, ..., and evaluate it on the DeepMind Control Suite")."""
    sentence = (link.ent.get("evidence") or {}).get("sentence", "")
    low = sentence.lower()
    for form in link.forms:
        for i in _whole_words(sentence, form):
            if words & set(_WORD_RUN.findall(low[max(0, i - window) : i + len(form) + window])):
                return True
    return False


def _mixed_case_acronym(written: str) -> bool:
    """Whether a short form is written in mixed case beyond a plural "s": "mAP", "mAPs", not
    "MAP" or "TPMs"."""
    stem = written[:-1] if len(written) > 2 and written.endswith("s") else written
    return not stem.isupper()


def _mixed_case(name: str) -> bool:
    """Whether a name mixes cases inside: "DrQ", "PointClustering" (not "LLM", "clustering")."""
    return any(c.islower() for c in name) and any(c.isupper() for c in name[1:])


def _spelled_apart(own: set[str], others: set[str]) -> bool:
    """Whether a name's own spellings are all in mixed case (a small letter between capitals:
    "CAsT", "LiSA", "MeSa") and the others write none of them, only other cases of it."""
    mine = {_case_form(f) for f in own}
    return bool(mine) and bool(others) and all(_MIXED_CASE.search(f) for f in mine) \
        and not mine & {_case_form(f) for f in others}


def _case_form(text: str) -> str:
    t = re.sub(r"[\s\-]+", "", text)
    return t[:-1] if len(t) > 2 and t.endswith("s") else t


def _verdict(claimants: list[str], mentions: dict[str, Link], by_id: dict[str, Paper], cfg: dict) -> tuple[dict, str | None]:
    if len(claimants) > cfg["max_claimants"]:
        return {"kept": None, "why": f"claimed by {len(claimants)} papers: a known name, not a new one",
                "claimed_by": claimants[:10]}, None
    dated = sorted(((_year(by_id.get(c)) is None, _year(by_id.get(c)) or 0), c) for c in claimants)
    dated = [(None if undated else y, c) for (undated, y), c in dated]
    if len(claimants) > 1:
        years = [y for y, _ in dated]
        if None in years or years[0] == years[1]:
            return {"kept": None, "why": f"claimed by {len(claimants)} papers of the same or unknown year",
                    "claimed_by": claimants}, None
    a = dated[0][1]
    ya = _year(by_id.get(a))
    if ya is not None:
        earlier = sorted(p for p in mentions if p != a and _dated_before(p, by_id, ya))
        if earlier:
            return {"kept": None, "why": f"{len(earlier)} paper(s) dated before the claim mention it",
                    "claimed_by": claimants, "earlier": earlier[:5]}, None
        same = [p for p in mentions if p != a and _year(by_id.get(p)) == ya]
        if len(same) > cfg["max_same_year_users"]:
            return {"kept": None, "why": f"{len(same)} other papers of {ya} already use it",
                    "claimed_by": claimants}, None
    why = "one claim, no earlier use" if len(claimants) == 1 else "the earliest of the claims, no earlier use"
    return {"kept": a, "why": why, "claimed_by": claimants}, a


# ---------------------------------------------------------------------------------------
# Reading it back


def explain_build(out_dir: Path | str, name: str) -> list[dict]:
    """``explain`` on the ``graph.json`` of the build folder ``out_dir``."""
    from paperkg.schema.errors import InputError

    path = Path(out_dir) / "graph.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InputError(f"{path}: no graph.json of a build here ({exc.__class__.__name__}); "
                         f"run `kg build INPUT... --out {out_dir}`") from None
    return explain(data, name)


def explain(graph: dict, name: str) -> list[dict]:
    """The entities of a built graph (node-link JSON) whose name or alias is ``name``, with
    how each was resolved, most papers first: the answer to "why are LLM and large
    language model one node?"."""
    k = form_key(name)
    rows = []
    for n in graph.get("nodes", []):
        if n.get("label") not in ENTITY_TYPES.values():
            continue
        if k not in {form_key(f) for f in [n.get("name", ""), *n.get("aliases", [])]}:
            continue
        try:
            how = json.loads(n.get("resolution") or "{}")
        except json.JSONDecodeError:
            how = {}
        rows.append({"label": n["label"], "key": n.get("key"), "name": n.get("name"), "papers": n.get("paper_count", 0),
                     "aliases": n.get("aliases", []), "short_form": n.get("short_form"), "resolution": how})
    rows.sort(key=lambda r: (-r["papers"], r["name"] or ""))
    return rows
