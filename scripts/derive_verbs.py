"""Derive ``extractors/data/lexicon/verbs_corpus.txt`` from the bundled corpora.

A word is listed as a verb when the corpora write it between an infinitive or modal
("to", "can", "may", ...) and a determiner or pronoun ("to assess the", "can follow
their") at least three times, and after a determiner ("the", "a", "our", ...) at most
half as often: verbs take objects, nouns take articles. Third-person forms are read the
same way after a subject word ("which ensures the", "it lies in"). The list lets the task-phrase
rule tell "feature learning happens" (a verb follows) from "coherent segmentation maps"
(a noun follows). It is a pure function of the input files, so the list is reproducible:

    python scripts/derive_verbs.py ../shared/data/corpus/*.jsonl.gz
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "extractors" / "data" / "lexicon" / "verbs_corpus.txt"
_INF = re.compile(r"\b(?:to|can|cannot|could|may|might|must|should|will|would)\s+([a-z]+)\s+"
                  r"(?:the|a|an|their|its|this|these|such|our|how|whether|them|it)\b")
# Third-person forms: "which ensures the", "it lies in".
_THIRD = re.compile(r"\b(?:it|which|that|also|often|this|still|further|then|thus)\s+([a-z]+s)\s+"
                    r"(?:the|a|an|its|their|to|that|from|on|in|as|how|whether)\b")
_DET = re.compile(r"\b(?:the|a|an|this|our|its|their|these|each|any)\s+([a-z]+)\b")


def derive(paths: list[str]) -> list[str]:
    """The verbs of the abstracts in ``paths`` (gzip JSON lines with an ``abstract``), sorted."""
    inf: Counter[str] = Counter()
    third: Counter[str] = Counter()
    det: Counter[str] = Counter()
    for path in sorted(paths):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                text = json.loads(line).get("abstract") or ""
                inf.update(m.group(1) for m in _INF.finditer(text.lower()))
                third.update(m.group(1) for m in _THIRD.finditer(text.lower()))
                det.update(m.group(1) for m in _DET.finditer(text.lower()))
    words = {w for w, n in inf.items() if n >= 3 and det[w] <= n * 0.5 and len(w) > 2}
    words |= {w for w, n in third.items() if n >= 3 and det[w] <= n * 0.5 and len(w) > 3}
    return sorted(words)


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python scripts/derive_verbs.py CORPUS.jsonl.gz ...", file=sys.stderr)
        return 2
    words = derive(argv)
    OUT.write_text("# Verbs derived from the bundled corpora by scripts/derive_verbs.py (do not edit by hand).\n"
                   + "".join(w + "\n" for w in words), encoding="utf-8")
    print(f"{len(words)} verbs -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
