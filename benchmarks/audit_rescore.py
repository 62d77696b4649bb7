"""Every past node audit's verdicts read against a new build: a development check, not held out.

The blind audits in ``benchmarks/audits/`` have judged thousands of distinct Method and Task
nodes of the two corpora's graphs. A name judged mistyped or junk that is still a node of that
label in a new build is a known error kept; a name judged right that is no longer a node of
that label is a known loss. This script counts both for one build, so a resolution or
extraction change can be weighed against all those judgements before the next blind round
(which stays the measurement that counts: these names were read while the rules were written).
Where rounds judged one name differently, the latest verdict holds. Usage:

    python benchmarks/audit_rescore.py OUT/graph.json --corpus airas [--show 20]

``--corpus`` is the file prefix of the verdicts (``pmlr`` or ``airas``); ``--show N`` lists N
kept errors and N losses per label (fixed order).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

AUDITS = Path(__file__).resolve().parent / "audits"
LABELS = ("Method", "Task")


def verdicts(corpus: str, audits: Path = AUDITS) -> dict[tuple[str, str], bool]:
    """(label, name) -> judged right, the latest round's verdict winning (rounds sort by folder name)."""
    out: dict[tuple[str, str], bool] = {}
    for path in sorted(audits.glob(f"*/{corpus}_*_verdicts.jsonl")):
        if "results" in path.name or "relations" in path.name:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("label") in LABELS and row.get("verdict") in ("ok", "mistyped", "junk"):
                out[row["label"], row["name"]] = row["verdict"] == "ok"
    return out


def rescore(graph: dict, corpus: str, audits: Path = AUDITS) -> dict[str, dict[str, list[str]]]:
    """Per label, the names judged right and wrong, and of them those a node of that label in
    ``graph`` (a ``graph.json``) no longer has (``lost``) and still has (``kept``), sorted."""
    present = {(n["label"], n["name"]) for n in graph["nodes"] if n.get("label") in LABELS}
    judged = verdicts(corpus, audits)
    out = {}
    for label in LABELS:
        ok = sorted(name for (lab, name), right in judged.items() if lab == label and right)
        bad = sorted(name for (lab, name), right in judged.items() if lab == label and not right)
        out[label] = {"right": ok, "wrong": bad, "lost": [n for n in ok if (label, n) not in present],
                      "kept": [n for n in bad if (label, n) in present]}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("graph")
    ap.add_argument("--corpus", required=True, choices=("pmlr", "airas"))
    ap.add_argument("--show", type=int, default=0)
    args = ap.parse_args()
    graph = json.loads(Path(args.graph).read_text(encoding="utf-8"))
    for label, r in rescore(graph, args.corpus).items():
        print(f"{label}: judged right {len(r['right'])}, still nodes {len(r['right']) - len(r['lost'])} "
              f"(lost {len(r['lost'])}); judged wrong {len(r['wrong'])}, still nodes {len(r['kept'])}")
        if args.show:
            print(f"  kept errors: {r['kept'][: args.show]}")
            print(f"  losses: {r['lost'][: args.show]}")

if __name__ == "__main__":
    main()
