"""Per-stage throughput and peak memory at growing corpus sizes.

For each size (default 1k, 4k, 16k papers of the 16k-paper corpus) a fresh process reads
the papers, runs rule extraction (one worker, no cache), canonicalises and builds the
graph, writes the HTML and, when NEO4J_URI is set, loads Neo4j; it reports seconds,
items per second and the process's peak resident memory. Bare spaCy tokenisation of the
same texts (blank English, ``nlp.pipe``) is the floor the extraction is compared with.
Keyphrases (KeyBERT) are timed on the first ``--kp`` papers only and extrapolated,
because they dominate and scale linearly. Usage:

    python benchmarks/scale.py [--sizes 1000 4000 16000] [--corpus PATH] [--kp 500] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[2] / "shared/data/corpus/airas_iclr_icml_neurips_cvpr_2020_2024.jsonl.gz"


def peak_mb() -> float:
    """Peak resident memory of this process so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_size(corpus: str, size: int, kp: int, workers: int, html: bool) -> dict:
    """Time every stage on the first ``size`` papers of ``corpus``; return the figures."""
    import itertools
    import os
    import tempfile

    from paperkg.kg.graph import build_graph, nodes_and_relationships
    from paperkg.kg.ingest import read_papers
    from paperkg.kg.pipeline import extract_records

    out: dict = {"size": size}
    t = time.perf_counter()
    papers = list(itertools.islice(read_papers([corpus]), size))
    out["read_s"] = time.perf_counter() - t
    out["papers"] = len(papers)
    texts = [p.abstract for p in papers]

    import spacy

    nlp = spacy.blank("en")
    t = time.perf_counter()
    for _ in nlp.pipe(texts, batch_size=256):
        pass
    out["tokenise_s"] = time.perf_counter() - t

    t = time.perf_counter()
    records = list(extract_records(papers))
    out["extract_s"] = time.perf_counter() - t
    if workers > 1:
        t = time.perf_counter()
        parallel = list(extract_records(papers, workers=workers))
        out[f"extract_{workers}w_s"] = time.perf_counter() - t
        out["parallel_identical"] = parallel == records

    if kp:
        from paperkg.extractors.keyphrases import model

        model()
        sample = papers[: min(kp, len(papers))]
        t = time.perf_counter()
        list(extract_records(sample, keyphrases=True))
        with_kp = time.perf_counter() - t
        rules_only = out["extract_s"] * len(sample) / len(papers)
        out["keyphrases_per_s"] = len(sample) / max(with_kp - rules_only, 1e-9)

    t = time.perf_counter()
    g = build_graph(papers, records)
    out["graph_s"] = time.perf_counter() - t
    out["nodes"], out["relationships"] = g.number_of_nodes(), g.number_of_edges()

    if html:
        from paperkg.viz.html import write_html

        t = time.perf_counter()
        write_html(g, Path(tempfile.mkdtemp()) / "graph.html")
        out["html_s"] = time.perf_counter() - t

    if os.environ.get("NEO4J_URI"):
        from paperkg.kg.loader import Credentials, Neo4jStore

        nodes, rels = nodes_and_relationships(g)
        with Neo4jStore(Credentials.from_env()) as store:
            store.reset()
            t = time.perf_counter()
            store.load(nodes, rels)
            out["neo4j_s"] = time.perf_counter() - t
            store.reset()
    out["peak_mb"] = peak_mb()
    return out


def main() -> None:
    """Run each size in a fresh process and print the table."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=str(DEFAULT))
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 4000, 16000])
    ap.add_argument("--kp", type=int, default=300, help="papers to time keyphrases on (0: skip)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-html", action="store_true")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.one:
        print(json.dumps(run_size(a.corpus, a.one, a.kp, a.workers, not a.no_html)))
        return
    rows = []
    for size in a.sizes:
        cmd = [sys.executable, __file__, "--corpus", a.corpus, "--one", str(size), "--kp", str(a.kp),
               "--workers", str(a.workers)] + (["--no-html"] if a.no_html else [])
        rows.append(json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]))
    print(f"corpus: {a.corpus}")
    head = f"{'papers':>7} {'read/s':>8} {'tok/s':>8} {'extract/s':>9} {'x floor':>7} {'par/s':>7} {'kp/s':>6} {'graph/s':>8} {'html s':>7} {'neo4j rel/s':>11} {'peak MB':>8} {'ms/paper':>8}"
    print(head)
    for r in rows:
        n = r["papers"]
        par = r.get(f"extract_{a.workers}w_s")
        print(
            f"{n:>7} {n / r['read_s']:>8.0f} {n / r['tokenise_s']:>8.0f} {n / r['extract_s']:>9.0f} "
            f"{r['extract_s'] / r['tokenise_s']:>7.1f} {n / par if par else 0:>7.0f} {r.get('keyphrases_per_s', 0):>6.1f} "
            f"{n / r['graph_s']:>8.0f} {r.get('html_s', 0):>7.1f} "
            f"{r['relationships'] / r['neo4j_s'] if r.get('neo4j_s') else 0:>11.0f} {r['peak_mb']:>8.0f} "
            f"{1000 * r['extract_s'] / n:>8.2f}"
        )
    last = rows[-1]
    n = last["papers"]
    kp_rate = last.get("keyphrases_per_s") or 0
    total_rules = last["read_s"] + last["extract_s"] + last["graph_s"] + last.get("html_s", 0) + last.get("neo4j_s", 0)
    print(f"estimated kg build of {n} papers: {total_rules:.0f} s without keyphrases"
          + (f", {total_rules + n / kp_rate:.0f} s with keyphrases" if kp_rate else ""))
    if any("parallel_identical" in r for r in rows):
        print("parallel output identical to one worker:", all(r.get("parallel_identical", True) for r in rows))


if __name__ == "__main__":
    main()
