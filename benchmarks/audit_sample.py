"""Draws the fixed-seed audit samples of a built graph, for a reader to judge by hand.

Writes, from ``OUT/graph.json``, ``NAME_sample.jsonl``: 50 Method and 30 Task nodes drawn
with ``random.Random(seed)`` from the sorted node ids (``--labels Dataset:40,Metric:30``
draws other labels and sizes, in that order), each with its aliases, paper count and two
evidence sentences; and ``NAME_builds_on.jsonl``: up to 40 BUILDS_ON edges drawn
the same way, with both papers' titles and years, the method and both sentences.
``--results N`` adds ``NAME_results.jsonl``, N Result nodes with what they say and their
sentence; ``--relations N`` adds ``NAME_relations.jsonl``, N entity-to-entity relations
(EVALUATED_ON, APPLIED_TO, COMPARED_WITH, BENCHMARK_FOR) with both ends' names, the paper
and the sentence, and ``NAME_relations_key.jsonl``, the reading and confidence of each, kept
apart so that the reader judges without them. The samples, the verdicts and the seed of
each audit are kept in ``benchmarks/audits/``. Usage:

    python benchmarks/audit_sample.py OUT/graph.json DIR NAME [--seed 20261201] [--labels Method:50,Task:30] \
        [--results 40] [--relations 40]
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("graph")
    ap.add_argument("out_dir")
    ap.add_argument("name")
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--labels", default="Method:50,Task:30", help="LABEL:N,... drawn in this order")
    ap.add_argument("--results", type=int, default=0, help="also draw this many Result nodes")
    ap.add_argument("--relations", type=int, default=0, help="also draw this many entity-to-entity relations")
    a = ap.parse_args()
    draws = [(label, int(k)) for label, k in (item.split(":") for item in a.labels.split(","))]
    d = json.loads(Path(a.graph).read_text(encoding="utf-8"))
    nodes = {n["id"]: n for n in d["nodes"]}
    sentences = defaultdict(list)
    for e in d["links"]:
        if e.get("sentence") and nodes.get(e["target"], {}).get("label") in dict(draws):
            sentences[e["target"]].append(e["sentence"])
    out = Path(a.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(a.seed)
    with open(out / f"{a.name}_sample.jsonl", "w", encoding="utf-8") as f:
        for label, k in draws:
            ids = sorted(i for i, n in nodes.items() if n["label"] == label)
            for i in rng.sample(ids, min(k, len(ids))):
                n = nodes[i]
                f.write(json.dumps({"id": i, "label": label, "name": n["name"], "aliases": n.get("aliases", [])[:5],
                                    "papers": n.get("paper_count"), "sentences": sentences[i][:2]}, ensure_ascii=False) + "\n")
    edges = sorted((e for e in d["links"] if e["type"] == "BUILDS_ON"), key=lambda e: (e["source"], e["target"]))
    rng = random.Random(a.seed)
    with open(out / f"{a.name}_builds_on.jsonl", "w", encoding="utf-8") as f:
        for e in rng.sample(edges, min(40, len(edges))):
            u, p = nodes[e["source"]], nodes[e["target"]]
            f.write(json.dumps({"user": e["source"], "user_title": u.get("title"), "user_year": u.get("year"),
                                "proposer": e["target"], "proposer_title": p.get("title"), "proposer_year": p.get("year"),
                                "method": e["via_name"], "proposer_sentence": e["proposer_sentence"],
                                "user_sentence": e["user_sentence"]}, ensure_ascii=False) + "\n")

    if a.results:
        _results(d, nodes, out, a.name, a.seed, a.results)
    if a.relations:
        _relations(d, nodes, out, a.name, a.seed, a.relations)


RELATION_TYPES = ("EVALUATED_ON", "APPLIED_TO", "COMPARED_WITH", "BENCHMARK_FOR")


def _results(d: dict, nodes: dict, out: Path, name: str, seed: int, k: int) -> None:
    linked = {(e["source"], e["type"]): nodes[e["target"]]["name"] for e in d["links"] if e["type"] in ("ON_DATASET", "OF_METHOD")}
    ids = sorted(i for i, n in nodes.items() if n["label"] == "Result")
    with open(out / f"{name}_results.jsonl", "w", encoding="utf-8") as f:
        for i in random.Random(seed).sample(ids, min(k, len(ids))):
            n = nodes[i]
            f.write(json.dumps({"id": i, "value_text": n["value_text"], "unit": n["unit"], "kind": n["kind"], "metric": n["metric"],
                                "dataset": n.get("dataset") or linked.get((i, "ON_DATASET")),
                                "method": n.get("method") or linked.get((i, "OF_METHOD")),
                                "paper": n["paper"], "sentence": n["sentence"]}, ensure_ascii=False) + "\n")


def _relations(d: dict, nodes: dict, out: Path, name: str, seed: int, k: int) -> None:
    edges = sorted((e for e in d["links"] if e["type"] in RELATION_TYPES), key=lambda e: (e["source"], e["type"], e["target"]))
    with open(out / f"{name}_relations.jsonl", "w", encoding="utf-8") as f, \
            open(out / f"{name}_relations_key.jsonl", "w", encoding="utf-8") as key:
        for e in random.Random(seed).sample(edges, min(k, len(edges))):
            rid = f"{e['source']}|{e['type']}|{e['target']}"
            f.write(json.dumps({"id": rid, "type": e["type"], "head": nodes[e["source"]]["name"], "tail": nodes[e["target"]]["name"],
                                "paper": e["paper"], "sentence": e["sentence"]}, ensure_ascii=False) + "\n")
            key.write(json.dumps({"id": rid, "reading": e["extractor"], "confidence": e["confidence"]}) + "\n")


if __name__ == "__main__":
    main()
