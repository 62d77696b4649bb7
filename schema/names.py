"""Name normalisation: the canonical key and singular form of an entity name.

``key`` is the identity of a name: Unicode-folded, lower case, without spaces, hyphens and
punctuation, and without a plural ``s`` (the same rule the gold scorer uses), so
"Vision-Language Models" and "vision language model" share a key; it is also the ``key``
property of entity nodes. ``singular`` gives the singular surface form of a name;
``american`` the American spelling of a word (the extractors' word lists and resolution read
British spellings so). Which
names are one entity across the corpus is decided by ``kg.resolve``. ``person_name`` and
``person_key`` do the same for author names: the identity of an author is the normalised
name, so two people of one name are one Author node and one person written two ways
("J. Smith", "John Smith") is two.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_NON_ALNUM = re.compile(r"[^0-9a-z\u00c0-\uffff]+")


# British spellings and their American forms, by word ending.
_BRITISH = (("isation", "ization"), ("ised", "ized"), ("ising", "izing"), ("yse", "yze"),
            ("iour", "ior"), ("bour", "bor"), ("lour", "lor"), ("vour", "vor"), ("mour", "mor"), ("nour", "nor"),
            ("logue", "log"), ("centre", "center"), ("metre", "meter"), ("fibre", "fiber"))
# Whole words whose British spelling no ending rule covers ("adversarial defence", "grey-box").
_BRITISH_WORDS = {"defence": "defense", "offence": "offense", "licence": "license", "grey": "gray",
                  "artefact": "artifact", "programme": "program", "judgement": "judgment", "ageing": "aging",
                  "acknowledgement": "acknowledgment", "aeroplane": "airplane", "aluminium": "aluminum"}
# Only in words of eight letters or more: "calling" and "falling" stay as they are.
_BRITISH_LONG = (("elling", "eling"), ("elled", "eled"), ("alling", "aling"), ("alled", "aled"), ("iser", "izer"), ("ise", "ize"))
_BRITISH_ENDS = tuple(x for a, _ in _BRITISH + _BRITISH_LONG for x in (a, a + "s"))


@lru_cache(maxsize=1 << 16)
def american(word: str) -> str:
    """The American spelling of a lower-case word, a plural kept: "optimisation" ->
    "optimization", "neighbours" -> "neighbors", "modelling" -> "modeling", "dialogue" ->
    "dialog", "defence" -> "defense"; "pointwise" (a word of "wise") and other words as they are.
    Most words end in none of the spellings: one test of all the endings comes first; cached,
    since the word lists' matching asks for every token of every abstract."""
    w = word
    if w in _BRITISH_WORDS or (w.endswith("s") and w[:-1] in _BRITISH_WORDS):
        w = _BRITISH_WORDS.get(w) or _BRITISH_WORDS[w[:-1]] + "s"
    if w.endswith(_BRITISH_ENDS):
        for a, b in _BRITISH + (_BRITISH_LONG if len(w) >= 8 and not w.endswith(("wise", "wises")) else ()):
            if w.endswith(a) or w.endswith(a + "s"):
                w = w[: w.rindex(a)] + b + w[w.rindex(a) + len(a):]
    return w


def key(name: str) -> str:
    """The identity key of a name: folded, alphanumerics only, plural ``s`` removed."""
    # Casefolding and dropping punctuation can both leave text unnormalised ("A\u00b4" ->
    # "a \u0301" -> "a\u0301"), so repeat until nothing changes.
    # "DDPM++" and "FlowFormer++" are other methods than DDPM and FlowFormer: a plus is part of
    # the name (as in kg.resolve.form_key), not punctuation to drop.
    s = str(name).replace("+", "plus")
    for _ in range(4):
        t = _NON_ALNUM.sub("", unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold()))
        if t == s:
            break
        s = t
    # "NERS", "CLIPS": a capital S after capitals is part of the name, not a plural (as in
    # ``singular``); "LLMs", "networks" lose theirs. The kept S is doubled ("nerss") so that
    # a key read as a name gives itself again: keys are idempotent. A word that is no plural
    # keeps its s ("News" is not "NEW", "Bayes" not "Baye"; the whole key only, so that keys stay
    # idempotent), but not when its capitals make it an acronym's plural ("NEWs" is "NEW").
    if len(s) > 3 and s.endswith("s") and not s.endswith(("ss", "us", "is")) and (
            s not in SAME_IN_PLURAL or re.search(r"[A-Z0-9]s$", str(name).strip())):
        capital_s = re.search(r"[A-Z][A-Z0-9\-]*[^S]S$", str(name).strip()) is not None
        s = s + "s" if capital_s else s[:-1]
    return s


#: Words ending in "s" that are not plurals of anything ("PAC-Bayes" is not a "PAC-Baye").
SAME_IN_PLURAL = frozenset({
    "series", "species", "bayes", "news", "lens", "chaos", "gauss", "atlas", "canvas", "bias", "alias", "gas",
    "means", "odds",
})


def singular(name: str) -> str:
    """Singular surface form of a name: "LLMs" -> "LLM", "graph neural networks" -> "graph neural network",
    "mixtures of experts" -> "mixture of experts" (the head comes before "of")."""
    of = re.match(r"^(.*?[A-Za-z])( of .+)$", name)
    if of:
        return singular(of.group(1)) + of.group(2)
    if re.fullmatch(r"[A-Z0-9][A-Z0-9\-]*[A-Z0-9]s", name):
        return name[:-1]
    m = re.match(r"^(.*?)([A-Za-z]+)$", name)
    if not m:
        return name
    head, last = m.groups()
    low = last.lower()
    if low in SAME_IN_PLURAL or last[-1].isupper():
        return name  # "PromptTTS", "CLIPS": a capital S is part of the name, not a plural
    if len(last) > 3 and low.endswith("ies") and not last.isupper():
        return head + last[:-3] + "y"
    if len(last) > 4 and low.endswith(("sses", "xes", "tches", "rches", "nches", "oaches", "shes")) and not last.isupper():
        return head + last[:-2]  # "Processes", "boxes", "patches"
    if len(last) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is", "ics")) and not last.isupper():
        return head + last[:-1]
    return name


_COMMA_NAME = re.compile(r"^\s*([^,]+?)\s*,\s*([^,]+?)\s*$")


def person_name(name: str) -> str:
    """An author name as "Given Family", spaces collapsed: "Tejankar, Ajinkya" -> "Ajinkya Tejankar".

    A name with one comma is read as "Family, Given" (BibTeX's and many exports' order) unless
    the part after the comma is a suffix ("Jr.", "III").
    """
    name = " ".join(str(name).split())
    m = _COMMA_NAME.match(name)
    if m and not re.fullmatch(r"(?:jr|sr|[ivx]+)\.?", m.group(2), re.I):
        name = f"{m.group(2)} {m.group(1)}"
    return name


def person_key(name: str) -> str:
    """The identity key of an author: ``person_name`` folded, accents and punctuation removed,
    words kept apart by single spaces ("Jürgen Schmidhuber" -> "jurgen schmidhuber")."""
    s = unicodedata.normalize("NFKD", person_name(name).casefold())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(re.findall(r"[^\W_]+", s))
