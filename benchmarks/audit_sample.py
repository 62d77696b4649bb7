"""Draws the fixed-seed audit samples of a built graph, for a reader to judge by hand.

Writes, from ``OUT/graph.json``, ``NAME_sample.jsonl``: 50 Method and 30 Task nodes drawn
with ``random.Random(seed)`` from the sorted node ids (``--labels Dataset:40,Metric:30``
draws other labels and sizes, in that order), each with its aliases, paper count and two
evidence sentences; and ``NAME_builds_on.jsonl``: up to 40 BUILDS_ON edges drawn
the same way, with both papers' titles and years, the method and both sentences. The
samples, the verdicts and the seed of each audit are kept in ``benchmarks/audits/``.
Usage:

    python benchmarks/audit_sample.py OUT/graph.json DIR NAME [--seed 20261201] [--labels Method:50,Task:30]
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


if __name__ == "__main__":
    main()
