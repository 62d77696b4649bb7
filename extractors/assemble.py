"""Turns one abstract's mentions into its extraction record.

The assembler owns the decisions the extractors leave open: overlapping candidates
(the longest wins, unless it is too unsure to keep and holds a sure one of its type),
shared heads ("node and graph classification"), second opinions (the tagger's votes
count only for names another extractor found), one entity per name inside the abstract
(acronym and long form merged; an acronym of a common noun phrase is no method by shape
alone), the type of an entity from the votes of its mentions, the name and aliases
(the acronym is the name, the long form an alias, plurals singular), the role
(``proposed`` when a proposal cue names it, else ``used``) and ``variant_of`` (a
proposed name built on a known method: RegLoRA of LoRA). Each entity keeps evidence:
its first sentence, span, extractor and confidence.

The vote: every mention votes for its type with its confidence (a name's shape alone
with ``weak_vote``; a proposal adds ``proposed_bonus``; a defined long form's head word
adds one vote); a group's type is that of its strongest single vote, repetition adding only
``repeat_bonus`` per vote, and it is kept when its confidence reaches the type's
``threshold``. The weights are data, each explained there: ``data/votes.json``; its regular
expressions are the named patterns of ``data/assemble_patterns.json``.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from paperkg.extractors.code_links import clean_url, url_key
from paperkg.extractors.cues import glued_name
from paperkg.extractors.data import compile_patterns, confidence, load_json, load_patterns, load_set
from paperkg.extractors.results import Span, own_method_name, parts_of_unnamed_whole, read_relations, read_results
from paperkg.extractors.wordlists import lexicon_index, listed_task_heads, method_suffix_starts, word_list_entries
from paperkg.extractors.text import norm_token, tokens, whole_words
from paperkg.extractors.registry import TextView
from paperkg.schema.names import key, singular
from paperkg.schema import ENTITY_LISTS, ENTITY_TYPES, Mention

#: The vote's weights (``data/votes.json``, where each is explained).
VOTES = load_json("votes.json")
#: Minimum evidence (max confidence plus a bonus for repeated mentions) to keep an entity.
THRESHOLD = {t: VOTES["threshold"][t] for t in ENTITY_TYPES}
LONG_FORM_VOTE = VOTES["long_form_vote"]["value"]  # weight of the type a defined long form's head word implies
WEAK_VOTE = VOTES["weak_vote"]["value"]
DATA = "data"  # what a long form such as "electronic health records" names
PLURAL = {type_: plural for plural, type_ in ENTITY_LISTS.items()}


def _proposed_bonus(m: Mention) -> float:
    return VOTES["proposed_bonus"]["value"] if m.role == "proposed" else 0.0


@dataclass
class _Group:
    keys: set[str] = field(default_factory=set)
    mentions: list[Mention] = field(default_factory=list)
    short: str | None = None
    longs: list[str] = field(default_factory=list)
    acronym: Mention | None = None
    votes: list[tuple[str, float]] = field(default_factory=list)
    is_data: bool = False  # defined as data ("electronic health records (EHR)"): not an entity by itself
    votes_from_long: bool = False  # the long form's head word gave a type
    task_head: bool = False  # that type is a task, by a strong task head word ("navigation")


@lru_cache(maxsize=1)
def _generic_keys() -> frozenset[str]:
    """Keys of the generic words ("deep learning" -> "deeplearning"), which are never entities."""
    return frozenset(key(g) for g in load_set("generic"))


@lru_cache(maxsize=1)
def _generic_phrases() -> frozenset[str]:
    """Multi-word generic phrases as token keys joined by spaces ("neural network", "language model")."""
    return frozenset(_token_key(g) for g in load_set("generic") if " " in g)


def _token_key(phrase: str) -> str:
    """``phrase`` as its token keys joined by spaces: "Augmentation-Wise Weight Sharing" and
    "augmentation-wise weight sharing" are one."""
    return " ".join(norm_token(t) for t, _, _ in tokens(phrase))


@lru_cache(maxsize=1)
def _regexes() -> dict[str, re.Pattern]:
    """The assembler's regular expressions, named, from ``data/assemble_patterns.json``."""
    p = load_patterns()
    return compile_patterns("assemble_patterns.json", {
        "long_form_prepositions": "|".join(p["long_form_prepositions"]),
        "use_cues": "|".join(sorted(map(re.escape, p["use_cues"]), key=len, reverse=True)),
    })


@lru_cache(maxsize=1)
def _known_methods() -> tuple[str, ...]:
    """Case-sensitive method names from the word lists, candidates for ``variant_of`` bases."""
    names = {e.surface for entries in lexicon_index().values() for e in entries if e.type == "method"}
    return tuple(sorted((n for n in names if re.search(r"[A-Z]", n) and " " not in n), key=lambda n: (-len(n), n)))


def _long_form_head(long: str) -> str:
    """The head word of a long form: its last word before a preposition, of a hyphenated word
    the last part ("Multi-Agent Path-Finding" -> "finding")."""
    long = _regexes()["long_form_head_cut"].split(long, maxsplit=1)[0]
    return long.split()[-1].lower().split("-")[-1] if long.split() else ""


def _type_from_long_form(long: str) -> str | None:
    """The entity type a defined long form's head word implies, or None when it shows none.

    The head is the last word before a preposition: "Unified Language for Learning and
    Reasoning (ULLER)" is a language, not a reasoning task.
    """
    long = _regexes()["long_form_head_cut"].split(long, maxsplit=1)[0]
    last = long.split()[-1].lower() if long.split() else ""
    if _regexes()["x_to_y"].fullmatch(last) and " " not in long.strip():
        return "task"  # "text-to-image (T2I)": a lone X-to-Y compound names a mapping task
    last = _long_form_head(long)
    if last in load_set("data_nouns") or last.rstrip("s") in load_set("data_nouns"):
        return DATA
    heads = listed_task_heads()
    if (last in heads or last.rstrip("s") in heads) and last != "learning":
        return "task"
    if any(long.lower().endswith(n) for n in load_patterns()["dataset_nouns"]):
        return "dataset"
    if long.lower() in load_set("metrics"):
        return "metric"
    if last in load_set("method_heads") or last.rstrip("s") in load_set("method_heads"):
        return "method"
    return None


def _reads_as_measure(long: str) -> bool:
    """Whether a defined long form names a measure: a listed metric, or one whose last word is
    a measure's ("Area Under the Curve", "Intersection-over-Union", "frames per second")."""
    if long.lower() in load_set("metrics"):
        return True
    words = re.findall(r"[a-z]+", long.lower())
    heads = VOTES["metric_list_on_defined_acronym"]["heads"]
    return bool(words) and (words[-1] in heads or singular(words[-1]) in heads)


def _listed_metric_defined_otherwise(m: Mention, longs_of: dict[str, list[str]]) -> bool:
    """Whether ``m`` is a metric list's reading of a short form that the abstract defines with
    long forms (``longs_of``, by key) none of which reads as a measure."""
    if m.extractor != "lexicon" or m.type != "metric":
        return False
    longs = longs_of.get(key(singular(m.attrs.get("name", m.text))))
    return bool(longs) and not any(_reads_as_measure(lf) for lf in longs)


def _common_noun_phrase(long: str) -> bool:
    """Whether a long form reads as an ordinary noun phrase naming a thing, not a named technique.

    "autonomous vehicle", "mutual information": yes. "Pure Square Euclidean Distance",
    "James-Stein" (capitals after the first letter) and process nouns that may name a
    technique ("weighted majority voting", "temporal difference learning") are not.
    """
    if _regexes()["inner_capital"].search(long.strip()):
        return False
    last = long.split()[-1].lower() if long.split() else ""
    return not last.endswith(tuple(load_patterns()["head_noun_suffixes"]))


class _SpanIndex:
    """Spans sorted by start, for "what starts shortly before here" without a full scan."""

    WINDOW = 300  # longer than any mention or long form the extractors produce

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._items: list = []

    def add(self, m: Mention) -> None:
        self.add_span(m.start, m.end, m)

    def add_span(self, start: int, end: int, payload) -> None:
        i = bisect.bisect_right(self._starts, start)
        self._starts.insert(i, start)
        self._items.insert(i, (start, end, payload))

    def spans_around(self, pos: int) -> list:
        lo = bisect.bisect_left(self._starts, pos - self.WINDOW)
        hi = bisect.bisect_right(self._starts, pos)
        return self._items[lo:hi]

    def around(self, pos: int) -> list[Mention]:
        return [p for _, _, p in self.spans_around(pos)]


def _coined_spelling(text: str) -> bool:
    """Whether a short form is spelled with lower-case letters after its first, a plural "s"
    aside: "Adam", "ViT", "ResNets" are coined names; "GANs", "SSL" are acronyms of a phrase."""
    return any(c.islower() for c in text[1:].removesuffix("s"))


def _contained(inner: Mention, outer: Mention) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end and (outer.end - outer.start) > (inner.end - inner.start)


def _kind_after(text: str, end: int) -> bool:
    """Whether the word right after ``end`` is a kind of method ("model", "agents", "system")."""
    m = _regexes()["next_word"].match(text, end)
    if m is None:
        return False
    w = m.group(1).lower()
    kinds = _method_kinds()
    return w in kinds or (w.endswith("s") and w[:-1] in kinds)


@lru_cache(maxsize=1)
def _method_kinds() -> frozenset[str]:
    """The kinds of method (``lexicon/method_nouns.txt`` and the proposals' ``our_nouns``)."""
    return frozenset(load_set("method_nouns")) | frozenset(load_patterns()["our_nouns"])


def _coined(g: _Group, text: str) -> bool:
    """Whether a group is a name this abstract coins: an acronym it defines with a Title-Case
    long form that no word list knows ("the Segmentation-Oriented Foreground Separation (SOFS)
    module"). Known methods defined again ("Direct Preference Optimization (DPO)") are not."""
    if g.acronym is None or not g.longs:
        return False
    nxt = re.match(r"\s+([a-z][a-z\-]*)", text[g.acronym.end : g.acronym.end + 40])
    if nxt and (nxt.group(1) in load_set("task_heads") or singular(nxt.group(1)) in load_set("task_heads")) \
            and not _kind_after(text, g.acronym.end + nxt.end()):
        # "Human-Object Interaction (HOI) detection": what a task is about, not a coined method
        # (but "an Event-based ENF (E-ENF) estimation method" is one)
        return False
    if nxt and nxt.group(1) in load_set("space_nouns"):
        return False  # "the teacher's privileged Bird's Eye View (BEV) space": what a thing is in
    cue = _regexes()["use_cue_before"]
    for m in [*g.mentions, g.acronym]:
        if cue.search(text[max(0, m.start - 40) : m.start]):
            return False  # "the well-known Matérn and RBF", "using the ... (IWPC) dataset": existing work
    for name in [g.short or "", *g.longs]:
        if word_list_entries(name):
            return False  # a known name ("SOFS" is not the dataset "SoF")
        # "Multimodal Continual Instruction Tuning", "Online Knowledge Distillation", "Spiking
        # Neural Networks": a kind of a known method or model family, named by the field
        # rather than coined here; "Language Models" is the family itself.
        keys = [norm_token(t) for t, _, _ in tokens(name)]
        if any(i > 0 for i in method_suffix_starts(keys)) or any(" ".join(keys[i:]) in _generic_phrases() for i in range(len(keys))):
            return False
    return all(len(lf.split()) >= 2 and all(w[:1].isupper() or w.lower() in ("of", "for", "and", "with", "to", "in", "on")
                                           for w in lf.split()) for lf in g.longs)


def _prefer_sure_cores(ents: list[Mention]) -> list[Mention]:
    """Drop a span too unsure to be kept when it holds a sure one of its type.

    "demand visual reasoning" (a head-noun guess) holds the known task "visual reasoning":
    the guess would win the overlap as the longer span and then fall below its threshold,
    losing both. Sure spans are those at or above their type's threshold.
    """
    sure = _SpanIndex()
    for m in ents:
        if m.confidence >= THRESHOLD[m.type] and not m.attrs.get("weak"):
            sure.add(m)
    return [
        m for m in ents
        if m.confidence >= THRESHOLD[m.type]
        or not any(_contained(i, m) and i.type == m.type for i in sure.around(m.end))
    ]


def _variant_base(name: str, candidates: list[str]) -> str | None:
    for base in sorted(set(candidates), key=lambda b: (-len(b), b)):
        if base == name or len(base) < 2 or len(base) >= len(name):
            continue
        parts = re.split(r"[-_ ]", name)
        if base in parts or (name.endswith(base) and name[: -len(base)][-1:].islower()) or (
            # "CLIPSeg" builds on CLIP; "SANN" is one acronym, not SAN plus a letter.
            name.startswith(base) and (name[len(base)] in "-_ " or (name[len(base)].isupper() and any(c.islower() for c in name[len(base) :])))
        ):
            return base
    return None


def _listed_together(text: str, a: dict, b: dict) -> bool:
    """Whether two decided entities' evidence spans stand side by side in a list ("Lemur and
    Lemur-Chat"): only a list separator between them."""
    (s1, e1), (s2, e2) = sorted(((x["evidence"]["start"], x["evidence"]["end"]) for x in (a, b)))
    return e1 <= s2 and bool(_regexes()["list_separator"].match(text[e1:s2]))


def _spelled_in_long_form(base: str, aliases: list[str]) -> bool:
    """Whether an acronym ``base`` abbreviates a run of consecutive words of the name's long
    form, if it has one: "PA-DGN" for "Physics-aware Difference Graph Networks" builds on a
    DGN, while "DGNOpt" for "Dynamic Game Theoretic Neural Optimizer" has no DGN in it (its
    words give D, G, T, N, O, and no run spells DGN). Each word of the run gives its first
    letter and may give more letters of its own ("Variational Autoencoder" spells VAE);
    function words may be skipped."""
    longs = [a for a in aliases if len(a.split()) > 1]
    if not longs or not base.isupper() or not base.isalpha():
        return True
    skip = load_set("function_words") | load_set("acronym_small_words")

    def spelled(words: list[str]) -> bool:
        upper = [w.upper() for w in words]

        @lru_cache(maxsize=None)  # memoised: a hostile "AAAA..." name cannot branch exponentially
        def spells(b: int, i: int) -> bool:
            if b == len(base):
                return True
            if i == len(words):
                return False
            if words[i].lower() in skip and spells(b, i + 1):
                return True
            if upper[i][:1] != base[b]:
                return False
            # The word's first letter, then any of its later letters in order.
            taken, at = b + 1, 1
            while True:
                if spells(taken, i + 1):
                    return True
                at = upper[i].find(base[taken], at) if taken < len(base) else -1
                if at < 0:
                    return taken == len(base)
                taken, at = taken + 1, at + 1

        return any(spells(0, i) for i in range(len(words)))

    return any(spelled([w for w in re.split(r"[\s\-]+", long) if w]) for long in longs)


def _base_long_form(name: str, base: str, aliases: list[str]) -> str | None:
    """The long form of a variant's ``base`` read off the variant's own long form, or ``None``:
    "L-ICP (Localized Invariant Causal Prediction)" builds on ICP, "Invariant Causal Prediction".
    The variant's name must be a prefix, a hyphen and the base, the prefix's letters the initials
    of the long form's first words and the base's letters the initials of the rest."""
    prefix, sep, rest = name.rpartition("-")
    if not sep or rest != base or not prefix.isalpha() or not base.isalpha():
        return None
    cut = len(prefix)
    for long in aliases:
        words = long.split()
        initials = [w[:1].upper() for w in words]
        if len(words) == len(prefix) + len(base) and "".join(initials[:cut]) == prefix.upper() \
                and "".join(initials[cut:]) == base.upper():
            return " ".join(words[cut:])
    return None


def assemble(view: TextView, mentions: list[Mention], title: str = "") -> dict:
    """Build the extraction record (without ``doc_id``) from one abstract's mentions; the
    paper's ``title``, where given, may name the method it proposes."""
    acronyms = [m for m in mentions if m.type == "acronym"]
    ents = [m for m in mentions if m.type in ENTITY_TYPES and not m.attrs.get("corroborates")]
    title_word = _title_word(view.original, title)  # read once: the mentions below and the proposal
    ents += _title_word_mentions(view.original, title_word, ents)
    title_phrase = _title_phrase(view.original, title)
    ents += _title_phrase_mentions(view.original, title_phrase, ents)
    ents = [_with_version(view.original, m) for m in ents]
    # "(HaoChen et al., 2020)": the authors of a citation are people, not a method.
    cited = [(m.start, m.end) for m in mentions if m.type == "citation"]
    ents = [m for m in ents if not any(s <= m.start and m.end <= e for s, e in cited)]
    # "natural lan- guage understanding", "Sim- CLR": what follows a word broken at a line end is a fragment.
    ents = [m for m in ents if not _regexes()["broken_word_before"].search(view.original, max(0, m.start - 3), m.start)]
    # "a number of $N$ reinforcement learning tasks": a leading math variable is no word of a name.
    ents = [m for m in ents if not (re.match(r"[A-Za-z] ", m.attrs.get("name", m.text))
                                    and _regexes()["math_variable_first"].match(m.text))]
    # "our HNSWand NSG baselines": a name glued to a function word is that name, which the names
    # rule reads apart; another rule's reading of the glued token is none.
    ents = [m for m in ents if not glued_name(m.text, view.text)]
    second_opinions = [m for m in mentions if m.type in ENTITY_TYPES and m.attrs.get("corroborates")]
    # "maximum a posteriori (MAP)" is no mean average precision: where the abstract defines a
    # short form, a metric list's reading of it stands only if the long form reads as a measure.
    longs_of: dict[str, list[str]] = {}
    for a in acronyms:
        longs_of.setdefault(key(singular(a.attrs["short"])), []).append(a.attrs["long"])
    ents = [m for m in ents if not _listed_metric_defined_otherwise(m, longs_of)]
    stop = load_set("stop_names")
    # "deep neural networks (DNNs)": the acronym of a generic phrase is as generic as the phrase.
    generic = _generic_keys() | {
        key(singular(a.attrs["short"])) for a in acronyms if key(singular(a.attrs["long"])) in _generic_keys()
    }

    # 1. Overlaps: longer spans win over the mentions they contain; nothing inside a URL is an entity.
    blocked = [m for m in mentions if m.type == "code"]
    ents.sort(key=lambda m: (-(m.end - m.start), -m.confidence, m.start))
    ents = _prefer_sure_cores(ents)
    kept: list[Mention] = []
    index = _SpanIndex()
    for m in ents:
        name = m.attrs.get("name", m.text)
        k = key(name)
        if not k or k in generic or name.lower() in stop or not re.search(r"[A-Za-z]", name):
            continue
        if any(b.start <= m.start < b.end or m.start <= b.start < m.end for b in blocked):
            continue
        if any(_contained(m, o) and (o.type == m.type or o.confidence >= m.confidence) for o in index.around(m.start)):
            continue
        kept.append(m)
        index.add(m)

    kept = _propagate_list_types(view.original, kept)
    kept += _expand_ellipsis(view.original, kept)
    # A second opinion (the statistical tagger) only adds weight to a name another extractor found.
    # A stated kind ("X is an efficient algorithm") may vote another type for a name found.
    found = {(m.type, key(m.attrs.get("name", m.text))) for m in kept}
    found_names = {k for _, k in found} | {key(a.attrs[f]) for a in acronyms for f in ("short", "long")}
    for m in second_opinions:
        k = key(m.attrs.get("name", m.text))
        if (m.type, k) in found or (m.attrs.get("retypes") and k in found_names):
            kept.append(m)

    # 2. Groups: one per key; an acronym's short and long form share one, and mentions
    #    inside a defined long form ("Segmentation-Oriented" in "... (SOFS)") join it.
    groups: dict[str, _Group] = {}
    alias_of: dict[str, str] = {}
    long_index = _SpanIndex()

    def group_for(k: str) -> _Group:
        k = alias_of.get(k, k)
        if k not in groups:
            groups[k] = _Group(keys={k})
        return groups[k]

    for a in acronyms:
        short, long = singular(a.attrs["short"]), singular(a.attrs["long"])
        ks, kl = key(short), key(long)
        if not ks or not kl or ks in generic or short.lower() in stop:
            continue
        g = group_for(ks)
        if kl in groups and kl not in alias_of and groups[kl] is not g:
            other = groups.pop(kl)
            g.votes += other.votes
            g.mentions += other.mentions
            g.keys |= other.keys
        alias_of[kl] = alias_of.get(ks, ks)
        g.keys.add(kl)
        g.short = g.short or short
        if long not in g.longs:
            g.longs.append(long)
        if g.acronym is None:
            g.acronym = a
            typ = _type_from_long_form(long)
            if typ == DATA:
                g.is_data = True
            elif typ is not None:
                # One vote among the mentions': head words mislead too ("... Background
                # Extraction (ROBE) module"), so the definition does not overrule them.
                g.votes.append((typ, LONG_FORM_VOTE))
                g.votes_from_long = True
                head = _long_form_head(long)
                g.task_head = typ == "task" and (head in load_set("task_heads") or head.rstrip("s") in load_set("task_heads"))
        # Only a mention that starts in the long form's head joins it: in "Instance Motion for
        # Object-centric Video Segmentation (InstMove)" the task after "for" is what the
        # method is for, not a reading of InstMove ("Mixture of Experts" in "Multi-Gate
        # Mixture of Experts (MMoE)" starts before "of" and joins, and so does a word only its
        # shape typed, "REpresentation" in a long form that marks the acronym's letters).
        ls_, le_ = a.attrs["long_span"]
        head_end = le_
        cut = _regexes()["long_form_head_cut"].search(a.attrs["long"])
        if cut is not None:
            cs = a.attrs["clean_long"][0] + cut.start()
            head_end = min(le_, view.cleaned.span(cs, cs + 1)[0])
        long_index.add_span(ls_, le_, (alias_of[kl], head_end))
    for m in kept:
        k = key(singular(m.attrs.get("name", m.text)))  # "AVs" joins the group of "AV"
        weight = WEAK_VOTE if m.attrs.get("weak") else m.confidence
        if m.extractor == "lexicon" and k in longs_of and not _coined_spelling(m.text):
            # A word list knows an acronym in general; the abstract's own definition says what it is here.
            # A coined spelling it lists ("Adam", "ViT") is that one name, whatever its long form's head.
            weight *= VOTES["word_list_on_defined_acronym"]["value"]
        # (a proposal inside the head joins it even where its words are a name of their own elsewhere:
        # "we propose Clustering by Discriminative Similarity (CDS)" beside "similarity-based clustering")
        if alias_of.get(k, k) not in groups or (m.role == "proposed" and k not in alias_of):
            inside = next((gk for s, e, (gk, head_end) in long_index.spans_around(m.start)
                           if s <= m.start and m.end <= e and (m.start < head_end or m.attrs.get("weak"))), None)
            if inside is not None:
                g = groups[inside]
                g.mentions.append(m)
                g.votes.append((m.type, weight * VOTES["inside_long_form"]["value"] + _proposed_bonus(m)))
                continue
        g = group_for(k)
        g.mentions.append(m)
        if g.task_head and m.type == "method" and _kind_after(view.text, m.end):
            # "Vision-and-language navigation (VLN) ... Our VLN system", "the VLN models": a
            # kind of method after a task's acronym says what the method is for. Only for the
            # strong task heads: "contrastive language-audio pretraining (CLAP) models" are CLAP.
            continue
        g.votes.append((m.type, weight + _proposed_bonus(m)))

    # 3. Decide type, name, role; filter weak groups.
    record: dict = {p: [] for p in PLURAL.values()}
    method_names: list[str] = []
    decided: list[tuple[str, dict, _Group]] = []
    for g in groups.values():
        if g.is_data and not any(m.type == "dataset" and not m.attrs.get("weak") for m in g.mentions) \
                and not (any(m.role == "proposed" for m in g.mentions) and not any(map(_reads_as_measure, g.longs))):
            # "knowledge graphs (KGs)": a kind of data, unless the abstract proposes it ("we propose
            # Vision Transformer based Pose-Conditioned Self-Loop Graph (ViPLO)"; "KDS (Kite
            # Disentangling Score)" is a measure, none).
            continue
        if g.acronym is not None and not g.votes_from_long and all(m.attrs.get("weak") for m in g.mentions) \
                and all(_common_noun_phrase(lf) for lf in g.longs):
            # "mutual information (MI)", "autonomous vehicles (AVs)": a common noun phrase says
            # what the acronym is, no word list or cue calls it a method, so its shape alone does
            # not. A Title-Case long form ("Pure Square Euclidean Distance (PSED)") is a name.
            continue
        votes: dict[str, float] = {}
        counts: dict[str, int] = {}
        for t, w in g.votes:
            votes[t] = max(votes.get(t, 0.0), w)
            if w > WEAK_VOTE:  # a name's shape alone (a weak vote) is no repeated evidence
                counts[t] = counts.get(t, 0) + 1
        if not votes:
            continue
        # The strongest single piece of evidence decides; repetition only breaks near-ties.
        votes = {t: v + VOTES["repeat_bonus"]["value"] * max(0, counts.get(t, 0) - 1) for t, v in votes.items()}
        typ = max(votes, key=lambda t: (votes[t], t == "method"))
        typed = sorted((m for m in g.mentions if m.type == typ), key=lambda m: m.start)
        # A stated kind votes; the name, confidence and evidence come from the rules that found it.
        own = [m for m in typed if not m.attrs.get("retypes")]
        if typed and not own and all(m.attrs.get("vote_only") for m in typed):
            # "FPF achieves ...": the vote changes the type; how sure the rules that found the
            # name were decides whether it is kept.
            finders = sorted((m for m in g.mentions if not m.attrs.get("retypes")), key=lambda m: m.start)
            typed = finders or typed
            conf = max((m.confidence for m in finders), default=0.0)
        elif typed:
            typed = own or typed
            conf = max(m.confidence for m in typed)
            conf = min(1.0, conf + VOTES["repeat_confidence"]["value"] * (len(typed) - 1))
        else:
            conf = 0.0
        if g.acronym is not None:
            conf = max(conf, VOTES["acronym_floor"]["value"])
        if conf < THRESHOLD[typ]:
            continue
        if g.short:
            name = g.short
            aliases = [x for x in g.longs if key(x) != key(name)]
        else:
            best = max(typed, key=lambda m: (m.confidence, -m.start))
            raw = best.attrs.get("name", best.text)
            # Dataset names are proper names: "Cityscapes", "nuScenes" are not plurals.
            name = raw if typ == "dataset" and re.search(r"[A-Z]", raw) else singular(raw)
            aliases = []
        first = typed[0] if typed else g.acronym
        # A name the abstract breaks over a line ("conjugate\ngradient") is one name.
        name, aliases = " ".join(name.split()), [" ".join(a.split()) for a in aliases]
        ent = {"name": name, "aliases": aliases}
        if typ in ("method", "dataset"):
            # A dataset defined with an acronym is as often an existing one ("the ... (IWPC) dataset").
            proposed = any(m.role == "proposed" for m in g.mentions) or (typ == "method" and _coined(g, view.original))
            ent["role"] = "proposed" if proposed else "used"
        ent["confidence"] = round(conf, 3)
        ent["extractor"] = first.extractor
        ent["evidence"] = _evidence(view, first)
        if not g.votes_from_long and all(m.attrs.get("weak") for m in g.mentions):
            # Only the name's shape says what it is: the corpus may know better (kg/resolve.py).
            ent["shape_only"] = True
        decided.append((typ, ent, g))
        if typ == "method":
            method_names.append(name)

    _proposed_by_title(title, title_word or title_phrase, decided)

    # 4. variant_of for proposed methods; the base becomes a used method if it is new.
    known = list(_known_methods())
    present = {key(e["name"]) for t, e, _ in decided if t == "method"}
    for typ, ent, g in list(decided):
        if typ != "method" or ent.get("role") != "proposed":
            continue
        if ent["name"].islower() and not ent["aliases"]:
            continue  # "a specific-common feature distillation module": a description, not a named variant
        # The name's own parts ("Image-DPO") or a word of its long form ("improved RGP-UCB"
        # for IRGP-UCB); the longer base is the more specific one.
        in_long = [b for alias in ent["aliases"] for b in method_names if b in alias.split() and b != ent["name"]]
        part = _variant_base(ent["name"], method_names + known)
        if part and not _spelled_in_long_form(part, ent["aliases"]):
            part = None  # the letters mean something else in this name
        base = max([b for b in [part, *in_long] if b], key=len, default=None)
        if base:
            ent["variant_of"] = base
            for t2, other, _ in decided:
                if t2 == "method" and key(other["name"]) == key(base) and other is not ent \
                        and not (other.get("role") == "proposed" and _listed_together(view.original, other, ent)):
                    # what a proposal builds on is not itself proposed, unless the two are
                    # proposed in one list: "We introduce Lemur and Lemur-Chat"
                    other["role"] = "used"
            if key(base) not in present:
                present.add(key(base))
                decided.append(
                    (
                        "method",
                        {
                            "name": base,
                            "aliases": [x for x in [_base_long_form(ent["name"], base, ent["aliases"])] if x],
                            "role": "used",
                            "confidence": VOTES["variant_base"]["value"],
                            "extractor": "variant_of",
                            "evidence": ent["evidence"],
                        },
                        g,
                    )
                )
    decided = _drop_bare_heads(decided)
    decided = _drop_parts_of_longer_names(view.text, decided)
    decided.sort(key=lambda x: x[1]["evidence"]["start"])
    for typ, ent, _ in decided:
        record[PLURAL[typ]].append(ent)

    # 5. Code, promises, citations.
    urls: dict[str, dict] = {}
    extra = 0
    for m in mentions:
        if m.type == "code":
            url = clean_url(m.attrs["url"])
            norm = url_key(url)
            if norm in urls:
                continue
            if len(urls) >= MAX_CODE_LINKS:
                extra += 1
                continue
            urls[norm] = {"url": url, "evidence": _evidence(view, m, clean=False)}
    record["code"] = list(urls.values())
    if extra:
        record["skipped"] = {"code": extra}  # more links than an abstract can mean; counted, not kept
    record["code_promised"] = not urls and any(m.type == "code_promise" for m in mentions)
    cites: dict[tuple[str, int], dict] = {}
    for m in mentions:
        if m.type == "citation":
            ck = (m.attrs["authors"], m.attrs["year"])
            cites.setdefault(ck, {"authors": ck[0], "year": ck[1], "evidence": _evidence(view, m)})
    record["citations"] = list(cites.values())
    # Every acronym definition the text makes, entity or not ("out-of-distribution (OOD)"):
    # corpus-level resolution counts them to decide what an acronym means across papers.
    defs: dict[tuple[str, str], None] = {}
    for a in acronyms:
        defs.setdefault((a.attrs["short"], a.attrs["long"]), None)
    record["acronyms"] = [{"short": s_, "long": l_} for s_, l_ in defs]
    record["results"], record["relations"], parts = _results_and_relations(view, decided)
    if parts:
        record["proposed_parts"] = parts
    return record


def _with_version(text: str, m: Mention) -> Mention:
    """A method's or dataset's mention with the version number written right after it
    (``version_after``): "FastSpeech 2" and "SQuAD 2.0" are other things than FastSpeech and SQuAD."""
    v = _regexes()["version_after"].match(text, m.end) if m.type in ("method", "dataset") else None
    if v is None or (text[v.end() : v.end() + 1] == ")" and text.rfind("(", 0, m.start) <= text.rfind(")", 0, m.start)):
        return m  # no bracket open before the name: "SemiNAS 1) trains ..., 2) ..." enumerates
    attrs = {**m.attrs, "name": m.attrs["name"] + v.group()} if "name" in m.attrs else m.attrs
    return replace(m, text=text[m.start : v.end()], end=v.end(), attrs=attrs)


def _title_word_mentions(text: str, word: str | None, ents: list[Mention]) -> list[Mention]:
    """"Poolingformer: Long Document Modeling with Pooling Attention": the one capitalised word a
    title opens with (``word``, as ``_title_word`` reads it: the abstract writes it at least once
    inside a sentence, never in lower case, and no word list knows it) is a method wherever the
    abstract writes it: a coined name that its shape does not show ("Reformer", "Muesli", "Ditto").
    Not where another mention already covers it, nor when another rule found the name."""
    if word is None or any(key(e.attrs.get("name", e.text)) == key(word) for e in ents):
        return []  # no word of its own, or another rule found it already ("we introduce Synapse, a computer agent")
    conf = confidence("names", "title_word")
    return [Mention("method", word, f.start(), f.end(), "names", conf) for f in whole_words(text, word)
            if not any(e.start <= f.start() < e.end or f.start() <= e.start < f.end() for e in ents)]


def _title_phrase(text: str, title: str) -> str | None:
    """The two to four Title-Case words ``title`` opens with (``title_phrase``: "Fair Mixup:"),
    when ``text`` writes them right after a proposal verb (``phrase_proposed``: "we propose fair
    mixup, a new data augmentation strategy"), not as a name of data (``phrase_names_data``), and
    no word list knows the phrase."""
    rx = _regexes()
    m = rx["title_phrase"].match(title or "")
    if m is None or word_list_entries(m.group(1)) or key(m.group(1)) in _generic_keys():
        return None
    for f in _phrase_spans(text, m.group(1)):
        if rx["phrase_proposed"].search(text, max(0, f[0] - 40), f[0]) and not rx["phrase_names_data"].match(text, f[1]):
            return m.group(1)
    return None


def _phrase_spans(text: str, phrase: str) -> list[tuple[int, int]]:
    """Where ``text`` writes ``phrase`` as whole words, in any case, its last word perhaps in the
    plural ("viewmaker networks" of "Viewmaker Networks")."""
    body = r"\s+".join(re.escape(w) for w in phrase.split())
    return [f.span() for f in re.finditer(rf"(?<![\w\-]){body}(?:e?s)?(?![\w\-])", text, re.IGNORECASE)]


def _title_phrase_mentions(text: str, phrase: str | None, ents: list[Mention]) -> list[Mention]:
    """The title's phrase (``_title_phrase``) is a method wherever the abstract writes it: "Fair
    mixup improves accuracy" is the proposal's result. As the longer span it wins over the names
    inside it ("mixup"), and it is the proposal as they may have been ("we propose a Collaborative
    noisy Label Cleaner (CLC)", whose first word the proposal rule read); not where a surer
    mention already covers it (a weaker guess of the same span, "we propose fair mixup", would
    lose to the known "mixup" inside it)."""
    if phrase is None:
        return []
    conf = confidence("names", "title_word")
    return [Mention("method", text[a:b], a, b, "names", conf, role="proposed") for a, b in _phrase_spans(text, phrase)
            if not any(e.start <= a and b <= e.end and e.confidence >= conf for e in ents)]


def _title_word(text: str, title: str) -> str | None:
    """The one capitalised word ``title`` opens with (``title_word``), when ``text`` writes it
    inside a sentence (``word_inside``), never in lower case, and no word list knows it."""
    m = _regexes()["title_word"].match(title or "")
    if m is None:
        return None
    word = m.group(1)
    if word_list_entries(word) or word.lower() in load_set("stop_names") or whole_words(text, word.lower()):
        return None
    inside = _regexes()["word_inside"]
    return word if any(inside.search(text, max(0, f.start() - 2), f.start()) for f in whole_words(text, word)) else None


def _proposed_by_title(title: str, title_word: str | None, decided: list[tuple[str, dict, "_Group"]]) -> None:
    """"SUDS: Scalable Urban Dynamic Scenes": where no cue of the abstract names a proposal, a
    coined name the title opens with, which the abstract uses as a method, is the paper's own
    (its results are then the method's, not "ours"); ``title_word`` is ``_title_word``'s reading."""
    m = _regexes()["title_name"].match(title or "")
    # A word only the title shows to be a name (_title_word_mentions) is the proposal even beside
    # the lower-case phrase it is apposed to ("a two-level attention schema, Poolingformer, for").
    name = title_word if m is None else m.group(1)
    if name is None and not any(t == "method" and e.get("role") == "proposed" for t, e, _ in decided):
        name = _defined_in_title(title, decided)
    if name is None or (m is not None and any(t == "method" and e.get("role") == "proposed" for t, e, _ in decided)):
        return
    for t, e, _ in decided:
        if t == "method" and key(e["name"]) in (key(name), key(singular(name))):
            e["role"] = "proposed"


def _defined_in_title(title: str, decided: list[tuple[str, dict, "_Group"]]) -> str | None:
    """The short form of a method the abstract defines ("... based on the Augmentation-Wise
    Weight Sharing (AWS)") whose long form is the means the title names (``title_means``:
    "Improving Auto-Augment via Augmentation-Wise Weight Sharing"), when no word list knows
    either: the paper's own method, where no cue names one. Only one such method: two leave the
    paper's method unnamed."""
    tails = {_token_key(m.group(1)) for m in _regexes()["title_means"].finditer(title or "")}
    found = [e["name"] for t, e, g in decided
             if t == "method" and g.short and g.acronym is not None and not word_list_entries(e["name"])
             and any(_token_key(long) in tails and len(tokens(long)) >= 2 and not word_list_entries(long)
                     for long in g.longs)]
    return found[0] if len(found) == 1 else None


def _results_and_relations(view: TextView, decided: list[tuple[str, dict, "_Group"]]) -> tuple[list[dict], list[dict], list[str]]:
    """Results and relations of the abstract (``extractors.results``), read over its typed
    entities, and the proposals that are parts of its unnamed method (``proposed_parts``)."""
    # Every place the text writes an entity (a rule may have typed only its first mention),
    # longer names first: "Tiny ImageNet" is not also "ImageNet".
    forms: dict[str, tuple[str, str]] = {}
    for typ, ent, g in decided:
        texts = [ent["name"], *ent["aliases"]] + [view.text[_clean_pos(view, m.start) : _clean_pos(view, m.end - 1) + 1]
                                                   for m in g.mentions if m.type == typ and m.end > m.start]
        for t in texts:
            if len(t) >= 2:
                forms.setdefault(t, (typ, ent["name"]))
    text = view.text
    taken = bytearray(len(text) + 1)
    spans = []
    for form in sorted(forms, key=lambda f: (-len(f), f)):
        for at, end in _whole_word_spans(text, form):
            if not any(taken[at:end]):
                taken[at:end] = b"\x01" * (end - at)
                spans.append(Span(at, end, *forms[form]))
    spans.sort(key=lambda s: (s.start, -s.end))
    proposed = [e["name"] for t, e, _ in decided if t == "method" and e.get("role") == "proposed"]
    own = own_method_name(proposed, view.text, spans)  # the first the abstract names that is a name of it
    found = read_results(view.text, spans, own, view.sentences)
    results = [{**{k: v for k, v in r.items() if k not in ("span", "task", "bench_task")},
                "evidence": _clean_evidence(view, *r["span"], "results", confidence("results", "result"))} for r in found]
    relations = [{"type": r["type"], "head": r["head"], "tail": r["tail"],
                  "evidence": _clean_evidence(view, *r["span"], f"results.{r['rule']}", r["confidence"])}
                 for r in read_relations(view.text, spans, found, own, view.sentences)]
    # Proposals that are parts of the paper's unnamed method own none of its results.
    parts = parts_of_unnamed_whole(proposed, view.text) if own is None else []
    return results, relations, parts


def _clean_evidence(view: TextView, start: int, end: int, extractor: str, conf: float) -> dict:
    """Evidence of a clean-text span: its sentence and its span in the original text."""
    os_, oe = view.cleaned.span(start, end)
    return _span_evidence(view, os_, oe, extractor, conf, clean_pos=start)


def _drop_bare_heads(decided: list[tuple[str, dict, "_Group"]]) -> list[tuple[str, dict, "_Group"]]:
    """Drop a one-word task or metric whose word heads a longer one of the same abstract.

    The guidelines ask for the most specific phrase: an abstract about "retinal vessel
    segmentation" that also says "segmentation quality" addresses one task, not two, and
    one reporting "marginal coverage" and "conditional coverage" reports no third metric
    "coverage". A name the abstract defines as an acronym ("few-shot classification
    (FSC)") stays beside "cross-domain FSC".
    """
    longer: dict[tuple[str, str], int] = {}
    for t, e, _ in decided:
        if t in ("task", "metric") and " " in e["name"]:
            k = (t, key(e["name"].split()[-1]))
            longer[k] = longer.get(k, 0) + 1
    # One longer metric ("face recognition accuracy") is often a task's accuracy, named as
    # accuracy; two kinds ("standard" and "robust accuracy") make the bare word ambiguous.
    needed = {"task": 1, "metric": 2}
    return [
        d for d in decided
        if not (" " not in d[1]["name"] and not d[1]["aliases"] and d[0] in needed
                and longer.get((d[0], key(d[1]["name"])), 0) >= needed[d[0]])
    ]


def _whole_word_spans(text: str, word: str) -> list[tuple[int, int]]:
    """Where ``text`` writes ``word``, or its plural, with no letter, digit, hyphen or
    underscore beside it."""
    spans, at = [], text.find(word)
    while at >= 0:
        end = at + len(word)
        end += 1 if text[end : end + 1] == "s" else 2 if text[end : end + 2] == "es" else 0
        if (at == 0 or not (text[at - 1].isalnum() or text[at - 1] in "-_")) and \
                (end >= len(text) or not (text[end].isalnum() or text[end] in "-_")):
            spans.append((at, end))
        at = text.find(word, at + 1)
    return spans


def _drop_parts_of_longer_names(text: str, decided: list[tuple[str, dict, "_Group"]]) -> list[tuple[str, dict, "_Group"]]:
    """Drop a one-word name that the abstract writes only inside a longer name of the same
    type that it also found.

    "We present OPEN TEACH, a teleoperation system ... OPEN TEACH enables": the names rule
    reads "OPEN" and "TEACH" as names of their own, and "Tiny ImageNet" holds an "ImageNet"
    the abstract never uses alone. A name written anywhere on its own stays.
    """
    longer = [(t, e["name"]) for t, e, _ in decided if " " in e["name"]]
    if not longer:
        return decided
    inside = {(t, span) for t, name in longer for span in _whole_word_spans(text, name)}

    def only_inside(typ: str, name: str) -> bool:
        # Only inside a longer name of the same type: "hybrid DMSO", read as a task, does
        # not make the method DMSO a part of it.
        own = _whole_word_spans(text, name)
        return bool(own) and all(any(t == typ and a <= s and e <= b for t, (a, b) in inside) for s, e in own)

    return [d for d in decided
            if " " in d[1]["name"] or d[1]["aliases"] or not any(c.isupper() for c in d[1]["name"])
            or not only_inside(d[0], d[1]["name"])]


def _propagate_list_types(text: str, mentions: list[Mention]) -> list[Mention]:
    """Give name-shaped mentions in a coordinated list the type of their typed neighbours.

    "measured by FID, CLIP score, DreamSim and GenEval": FID is a known metric, so the
    unknown names beside it are metrics too.
    """
    ordered = sorted(mentions, key=lambda m: m.start)
    chains: list[list[Mention]] = []
    for m in ordered:
        if chains and (m.start < chains[-1][-1].end or _regexes()["list_separator"].match(text[chains[-1][-1].end : m.start])):
            chains[-1].append(m)  # a separator, or another reading of the same span
        else:
            chains.append([m])
    # "After pre-trained on ImageNet-1K, HiViT-B reports": a size variant of a method the text names
    # ("HiViT-B" of HiViT) is that kind of thing, whatever it is listed beside.
    methods = {m.text for m in ordered if m.type == "method" and not m.attrs.get("weak")}
    out: list[Mention] = []
    for chain in chains:
        listed = VOTES["listed_beside"]
        strong = [m.type for m in chain if not m.attrs.get("weak") and m.confidence >= listed["strong"]]
        if len(chain) < 2 or not strong:
            out.extend(chain)
            continue
        typ = max(sorted(set(strong)), key=strong.count)  # sorted: ties break the same way in every process
        for m in chain:
            if m.attrs.get("weak") and typ != "method" and any(m.text.startswith(n + "-") for n in methods):
                out.append(m)
            elif m.attrs.get("weak"):
                attrs = {k: v for k, v in m.attrs.items() if k != "weak"}
                out.append(Mention(typ, m.text, m.start, m.end, m.extractor, listed["typed"], m.role, attrs))
            elif m.type == typ and m.confidence < listed["hesitant"]:
                # A hesitant candidate listed beside confident ones of its type: "manipulation and locomotion".
                out.append(Mention(m.type, m.text, m.start, m.end, m.extractor, listed["hesitant"], m.role, m.attrs))
            else:
                out.append(m)
    return out


MAX_SHARED = 4  # modifiers that can share one head: "semantic, instance, and panoptic segmentation"


def _modifier_word(word: str, strict: bool = True) -> bool:
    """Whether ``word`` can be a modifier sharing a later head ("node" yes; "calibration", "tasks", "evaluate" no).

    Not ``strict``, a word shaped like a head noun ("instance") passes: in a list whose
    other modifiers are plainly modifiers it is one too.
    """
    w = word.lower()
    if not word[:1].islower() or w in load_set("modifier_stop") or w in load_set("verbs"):
        return False
    if w.endswith("ly") or (w.endswith("s") and not w.endswith(("ss", "us", "is"))):
        return False  # adverbs modify the verb; plural nouns head their own phrase
    return not strict or not w.endswith(tuple(load_patterns()["head_noun_suffixes"]))


def _expand_ellipsis(text: str, mentions: list[Mention]) -> list[Mention]:
    """The left conjuncts of a shared head: "node and graph classification" names node
    classification; "semantic, instance, and panoptic segmentation" names all three.

    Only single modifier words before ``and``/``or`` (and the comma-separated ones before
    that) are read, only when the list starts its noun phrase (after a function word or
    punctuation: "partial observability and online adaptation" shares no head) and only when
    no modifier is a mention itself ("MNIST and CIFAR-10 datasets" lists two datasets, not
    "MNIST datasets").
    """
    stop = load_set("modifier_stop")
    covered = _SpanIndex()
    for m in mentions:
        covered.add(m)
    out: list[Mention] = []
    for m in mentions:
        words = m.attrs.get("name", m.text).split()
        if len(words) < 2 or m.type not in ENTITY_TYPES or not words[0][:1].islower():
            continue
        found = _regexes()["ellipsis"].search(text, max(0, m.start - 40), m.start)
        if not found or not _modifier_word(found.group(1), strict=False):
            continue
        mods = [(found.start(1), found.group(1))]
        while len(mods) < MAX_SHARED:
            item = _regexes()["list_item"].search(text, max(0, mods[0][0] - 30), mods[0][0])
            if not item or not _modifier_word(item.group(1), strict=False):
                break
            mods.insert(0, (item.start(1), item.group(1)))
        if found.group(2) and len(mods) == 1:
            continue  # "are task-specific, and lack pre-training": a comma before a lone "and" ends a clause
        if not any(_modifier_word(w) for _, w in mods):
            continue  # "detection, segmentation and pose estimation": nouns with heads of their own
        names = [" ".join([w] + words[1:]) for _, w in mods]
        if not any(word_list_entries(n) for n in names) and (len(words) > 2 or word_list_entries(" ".join(words))):
            # "image and point cloud segmentation" is no "image cloud segmentation", and
            # "predictive or information retrieval tasks" no "predictive retrieval": when the
            # right conjunct is a compound of its own, only a known expansion shows the head is shared.
            continue
        if len(mods) > 1 and not any(word_list_entries(n) for n in names):
            # "a new operation, loss, and data augmentation strategy": a list of nouns each
            # heading its own phrase; a known phrase among the expansions shows the head is shared.
            continue
        x_start = mods[0][0]
        before = _regexes()["word_before"].search(text[max(0, x_start - 30) : x_start])
        if before and before.group(2) and (before.group(1) or before.group(2).lower() not in stop):
            continue  # "text-to image, and joint ...": the first word ends another phrase
        if any(s <= x < e for x, _ in mods for s, e, _ in covered.spans_around(x)):
            continue
        for (x, _), name in zip(mods, names):
            attrs = {**m.attrs, "name": name}
            out.append(Mention(m.type, text[x : m.end], x, m.end, m.extractor, m.confidence, m.role, attrs))
    return out


#: Longest evidence sentence kept, in characters, and most code links kept per abstract.
MAX_EVIDENCE = 1000
MAX_CODE_LINKS = 100


def _evidence(view: TextView, m: Mention, clean: bool = True) -> dict:
    """Sentence (original text), character span and extractor of a mention."""
    return _span_evidence(view, m.start, m.end, m.extractor, m.confidence,
                          clean_pos=_clean_pos(view, m.start) if clean else None)


def _span_evidence(view: TextView, start: int, end: int, extractor: str, conf: float,
                   clean_pos: int | None = None) -> dict:
    """Evidence of the original-text span ``[start, end)``: the clean-text sentence holding
    ``clean_pos``, or (``None``) the original-text sentence around ``start``."""
    if clean_pos is not None:
        ss, se = view.sentence_at(clean_pos)
        os_, oe = view.cleaned.span(ss, se)
    else:
        os_, oe = _orig_sentence(view, start)
    if oe - os_ > MAX_EVIDENCE:
        # A run-on "sentence" (4,000 URLs, a table pasted as text) is cut to a window around
        # the mention, so evidence grows with the mentions, not with their square.
        os_ = max(os_, min(start - MAX_EVIDENCE // 2, oe - MAX_EVIDENCE))
        oe = min(oe, os_ + MAX_EVIDENCE)
    return {
        "sentence": view.original[os_:oe],
        "start": start,
        "end": end,
        "text": view.original[start:end],
        "extractor": extractor,
        "confidence": conf,
    }


def _clean_pos(view: TextView, orig_pos: int) -> int:
    return min(bisect.bisect_left(view.cleaned.offsets, orig_pos), max(len(view.cleaned.offsets) - 1, 0))


def _orig_sentence(view: TextView, orig_pos: int) -> tuple[int, int]:
    ss, se = view.sentence_at(_clean_pos(view, orig_pos))
    os_, oe = view.cleaned.span(ss, se)
    if not (os_ <= orig_pos < max(oe, os_ + 1)):
        # Positions inside removed markup (an \href address) belong to the sentence around them.
        return os_, max(oe, orig_pos)
    return os_, oe
