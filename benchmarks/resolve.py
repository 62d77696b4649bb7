"""What corpus-level resolution costs, against the rest of graph building, in one run.

Reads a corpus and an ``extractions.jsonl`` of it (as ``kg build`` writes it), then times
``kg.resolve.resolve`` alone and the whole ``build_graph`` (resolution plus nodes,
relationships and validation), three times each with one worker and with two (where a
forked process reads the corpus's word statistics), alternating, and prints the medians,
their ratio, the share of graph building that resolution takes, and seconds per 1,000
papers. Extraction is not timed (see ``scale.py``). Usage:

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
    times: dict[tuple[str, int], list[float]] = {(s, w): [] for s in ("resolve", "build_graph") for w in (1, 2)}
    for _ in range(3):
        for w in (1, 2):
            t = time.perf_counter()
            resolve(papers, records, workers=w)
            times["resolve", w].append(time.perf_counter() - t)
            t = time.perf_counter()
            build_graph(papers, records, workers=w)
            times["build_graph", w].append(time.perf_counter() - t)
    med = {k: statistics.median(v) for k, v in times.items()}
    for w in (1, 2):
        r, g = med["resolve", w], med["build_graph", w]
        print(f"{len(papers)} papers, {w} worker(s): resolve {r:.2f} s, build_graph {g:.2f} s "
              f"(resolution {r / g:.0%} of it), resolve {1000 * r / len(papers):.2f} s per 1,000 papers")
    print(f"two workers / one: resolve {med['resolve', 2] / med['resolve', 1]:.2f}, "
          f"build_graph {med['build_graph', 2] / med['build_graph', 1]:.2f}")


if __name__ == "__main__":
    main()
