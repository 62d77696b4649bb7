"""What corpus-level resolution costs, against the rest of graph building, in one run.

Reads a corpus and an ``extractions.jsonl`` of it (as ``kg build`` writes it), then times
``kg.resolve.resolve`` alone and the whole ``build_graph`` (resolution plus nodes,
relationships and validation), three times each, and prints the medians, the share of
graph building that resolution takes, and seconds per 1,000 papers. Extraction is not
timed (see ``scale.py``). Usage:

    kg build CORPUS --out OUT --no-keyphrases --engine none
    python benchmarks/resolve.py CORPUS OUT/extractions.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys
import time


def main() -> None:
    from paperkg.kg.graph import build_graph
    from paperkg.kg.ingest import read_papers
    from paperkg.kg.resolve import resolve

    corpus, extractions = sys.argv[1], sys.argv[2]
    papers = list(read_papers([corpus]))
    with open(extractions, encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    times = {"resolve": [], "build_graph": []}
    for _ in range(3):
        t = time.perf_counter()
        resolve(papers, records)
        times["resolve"].append(time.perf_counter() - t)
        t = time.perf_counter()
        build_graph(papers, records)
        times["build_graph"].append(time.perf_counter() - t)
    r, g = statistics.median(times["resolve"]), statistics.median(times["build_graph"])
    print(f"{len(papers)} papers: resolve {r:.2f} s, build_graph {g:.2f} s (resolution {r / g:.0%} of it), "
          f"resolve {1000 * r / len(papers):.2f} s per 1,000 papers")


if __name__ == "__main__":
    main()
