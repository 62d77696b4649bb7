"""Neo4j loading speed: batched UNWIND ... MERGE against one query per row.

Builds the graph of the 16k-paper corpus (rules only), loads it into the Neo4j at
NEO4J_URI (start one with ``kg neo4j start``; the database is reset first and last) and
prints nodes/s and relationships/s. Then loads a 1k-paper subset twice into an empty
database, batched and per row, and prints the ratio. Targets on the 2-core machine:
>= 20,000 relationships/s batched, >= 20x the per-row loader.

    NEO4J_URI=bolt://127.0.0.1:7687 python benchmarks/neo4j_load.py [--corpus PATH] [--subset 1000]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from paperkg.kg.graph import build_graph, nodes_and_relationships
from paperkg.kg.ingest import read_papers
from paperkg.kg.loader import Credentials, Neo4jStore
from paperkg.kg.pipeline import extract_records

DEFAULT = Path(__file__).resolve().parents[2] / "shared/data/corpus/airas_iclr_icml_neurips_cvpr_2020_2024.jsonl.gz"


def graph_of(papers):
    """Schema nodes and relationships of ``papers`` (rules only, two workers)."""
    return nodes_and_relationships(build_graph(papers, extract_records(papers, workers=2)))


def main() -> None:
    """Run the batched and per-row loads and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=str(DEFAULT))
    ap.add_argument("--subset", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=2000)
    a = ap.parse_args()
    papers = list(read_papers([a.corpus]))
    nodes, rels = graph_of(papers)
    with Neo4jStore(Credentials.from_env()) as store:

        def timed(load, fresh: bool = True) -> float:
            """Seconds one load takes, on an emptied database (schema in place) unless ``fresh`` is False."""
            if fresh:
                store.reset()
                store.ensure_schema()
            t = time.perf_counter()
            load()
            return time.perf_counter() - t

        total = timed(lambda: store.load(nodes, rels, batch_size=a.batch))
        # Nodes first, then relationships: time them apart, then an idempotent re-load.
        t_nodes = timed(lambda: store.load(nodes, [], batch_size=a.batch))
        t_rels = timed(lambda: store.load([], rels, batch_size=a.batch), fresh=False)
        t_again = timed(lambda: store.load(nodes, rels, batch_size=a.batch), fresh=False)
        print(f"{len(papers)} papers: {len(nodes)} nodes, {len(rels)} relationships; full batched load {total:.1f} s")
        print(f"batched: {len(nodes) / t_nodes:,.0f} nodes/s, {len(rels) / t_rels:,.0f} relationships/s "
              f"(target >= 20,000 relationships/s); idempotent re-load {t_again:.1f} s")

        sub_nodes, sub_rels = graph_of(papers[: a.subset])
        t_batch = timed(lambda: store.load(sub_nodes, sub_rels, batch_size=a.batch))
        t_row = timed(lambda: store.load_per_row(sub_nodes, sub_rels))
        rows = len(sub_nodes) + len(sub_rels)
        print(f"{a.subset}-paper subset ({rows} rows): batched {t_batch:.2f} s, per row {t_row:.1f} s, "
              f"ratio {t_row / t_batch:.0f}x (target >= 20x)")
        store.reset()

if __name__ == "__main__":
    main()
