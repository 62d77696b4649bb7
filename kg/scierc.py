"""SciERC as a second, independent test set for the extractors.

SciERC (Luan et al., 2018) annotates 500 AI abstracts with Method, Task, Material,
Metric, Generic and OtherScientificTerm mentions. ``load`` turns one split into papers
(tokens joined by spaces) and gold records in the guidelines' format, mapping Method to
methods, Task to tasks, Material to datasets and Metric to metrics (each distinct name
once per abstract); Generic and OtherScientificTerm are left out. SciERC marks every
mention, generic ones included, so its scores are a lower bound on what the guidelines
count as correct; they matter as a held-out check that the rules did not overfit the
ICML seed gold.
"""

from __future__ import annotations

import json
from pathlib import Path

from paperkg.kg.canonical import key
from paperkg.kg.errors import InputError
from paperkg.schema import Paper

TYPE_MAP = {"Method": "methods", "Task": "tasks", "Material": "datasets", "Metric": "metrics"}


def load(path: Path) -> tuple[list[Paper], dict[str, dict]]:
    """Papers and gold records of one SciERC split (JSON Lines as distributed)."""
    papers: list[Paper] = []
    gold: dict[str, dict] = {}
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file (expected SciERC's train/dev/test.json)") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        doc = json.loads(line)
        words = [w for sent in doc["sentences"] for w in sent]
        text = " ".join(words)
        rec = {"doc_id": doc["doc_key"], "methods": [], "datasets": [], "tasks": [], "metrics": [],
               "code": [], "code_promised": False, "citations": []}
        seen: set[tuple[str, str]] = set()
        for sent in doc["ner"]:
            for start, end, label in sent:
                plural = TYPE_MAP.get(label)
                if plural is None:
                    continue
                name = " ".join(words[start : end + 1])
                k = (plural, key(name))
                if k in seen or not k[1]:
                    continue
                seen.add(k)
                rec[plural].append({"name": name, "aliases": []})
        papers.append(Paper(id=doc["doc_key"], abstract=text, source=f"{path}:{n}"))
        gold[doc["doc_key"]] = rec
    return papers, gold
