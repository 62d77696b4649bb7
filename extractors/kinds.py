"""The ``kinds`` extractor: names that a sentence says outright the kind of.

"Lexicase selection is an uncompromising method", "Thompson sampling is an efficient
algorithm", "a new sample-efficient algorithm namely OPtimization-based ExploRation with
Approximation (OPERA)", "a Coarse-to-Fine (C2F) learning strategy", "our novel
Delay-Adapted PO (DAPO)": the sentence states the type, which outweighs what the name's head
word suggests ("selection", "approximation" are task heads). The patterns are data
(``kinds_patterns.json``). Its mentions are second opinions of the kind that may retype:
the assembler counts one only where another rule found the same name, of any type, so
this rule never adds a name; it only votes on one. A stated kind also vouches for the
name (a weakly found "Lexicase selection" is kept); a short form as the subject of a verb
of winning ("FPF consistently outperforms") only votes its type (``vote_only``).
"""

from __future__ import annotations

from functools import lru_cache

from paperkg.extractors.data import compile_patterns, confidence, load_json
from paperkg.extractors.registry import TextView, register
from paperkg.schema import Mention

_FILE = "kinds_patterns.json"


@lru_cache(maxsize=1)
def _kinds() -> dict[str, str]:
    """Kind noun -> the entity type it gives."""
    data = load_json(_FILE)
    return {w: typ for typ in ("method", "task") for w in data[f"{typ}_kinds"]}


@lru_cache(maxsize=1)
def _regexes():
    data = load_json(_FILE)
    return compile_patterns(_FILE, {k: "|".join(data[k]) for k in ("method_kinds", "task_kinds")})


def _list_items(text: str, pos: int, end: int) -> list[tuple[int, int]]:
    """The spans of the names a list starting at ``pos`` holds, up to the first item that is
    no name or the first gap that is no separator."""
    rx, items = _regexes(), []
    while (item := rx["list_item"].match(text, pos, end)) is not None:
        items.append(item.span())
        sep = rx["list_separator"].match(text, item.end(), end)
        if sep is None:
            break
        pos = sep.end()
    return items


@register("kinds", version="4", data=(_FILE,))
def extract_kinds(view: TextView) -> list[Mention]:
    """Names a sentence types with a kind noun: "X is a ... method", "an algorithm called X"."""
    text, rx, out = view.text, _regexes(), []
    conf = confidence("kinds", "stated")
    for s, e in view.sentences:
        # Only the sentence's opening words are its subject: "... of X is a method" says
        # nothing of X.
        m = rx["copula"].match(text, s, e)
        if m:
            out.append(view.mention(_kinds()[m.group(2)], m.start(1), m.end(1), "kinds", conf,
                                    corroborates=True, retypes=True))
        for name in ("named", "acronym_kind", "apposed_kind", "our_acronym"):
            for m in rx[name].finditer(text, s, e):
                out.append(view.mention("method", m.start(1), m.end(1), "kinds", conf, corroborates=True, retypes=True))
        # "methods, like DreamBooth and LoRA": each listed name is a method, whatever a word
        # list (a dataset of DreamBooth images) says.
        for m in rx["list_after_kind"].finditer(text, s, e):
            for a, b in _list_items(text, m.end(), e):
                out.append(view.mention("method", a, b, "kinds", confidence("kinds", "listed"),
                                        corroborates=True, retypes=True))
        # "FPF consistently outperforms": a type, but no evidence that the name is one.
        for m in rx["acronym_subject"].finditer(text, s, e):
            out.append(view.mention("method", m.start(1), m.end(1), "kinds", conf, corroborates=True, retypes=True,
                                    vote_only=True))
    return out
