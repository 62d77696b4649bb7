"""Draw a results sample from a corpus of this project: abstracts with numbers, none read before.

Keeps the corpus abstracts that hold a number beside a unit or a measure word (the test of
``scirex_abstracts.py``), leaves out every id already in a sample or gold set under
``benchmarks/`` (``abstracts.jsonl`` and ``*_abstracts.jsonl``), every paper an audit under
``benchmarks/audits/`` drew, and the records of each spot-check set named by
``--spot-check SEED:N`` (the first N records of the corpus after ``random.Random(SEED)``
shuffles it: the abstracts whose changed extractions were read by hand), shuffles the rest
with ``--seed`` and writes the first ``--n`` as JSON Lines (``id``, ``title``, ``abstract``).

    python benchmarks/corpus_results_sample.py \\
        ../shared/data/corpus/airas_iclr_icml_neurips_cvpr_2020_2024.jsonl.gz \\
        --seed 20261337 --n 34 --spot-check 7:4000 -o benchmarks/results_gold_t/abstracts.jsonl
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
from pathlib import Path

from scirex_abstracts import _RESULT, used_ids, write_sample

BENCHMARKS = Path(__file__).parent


def read_ids(root: Path) -> set[str]:
    """Every id in a sample, a gold set or an audit under ``root``."""
    ids = used_ids(root)
    for path in root.rglob("*_abstracts.jsonl"):
        with path.open(encoding="utf-8") as handle:
            ids.update(json.loads(line)["id"] for line in handle if line.strip())
    for path in (root / "audits").rglob("*.jsonl"):
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line) if line.strip() else {}
                ids.update(str(row[k]) for k in ("paper", "user", "proposer") if row.get(k))
    return ids


def spot_checked(records: list[dict], spec: str) -> set[str]:
    """The ids of the first N records after ``random.Random(SEED).shuffle`` (``spec`` is "SEED:N")."""
    seed, n = (int(x) for x in spec.split(":"))
    shuffled = list(records)
    random.Random(seed).shuffle(shuffled)
    return {r["id"] for r in shuffled[:n]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", help="a corpus file (JSON Lines, gzip allowed) with id, title, abstract")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--n", type=int, default=34)
    ap.add_argument("--spot-check", action="append", default=[], metavar="SEED:N",
                    help="leave out the first N records after shuffling with SEED (repeatable)")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    opener = gzip.open if a.corpus.endswith(".gz") else open
    with opener(a.corpus, "rt", encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle if line.strip()]
    skip = read_ids(BENCHMARKS)
    for spec in a.spot_check:
        skip |= spot_checked(records, spec)
    pool = [{"id": r["id"], "title": r.get("title", ""), "abstract": r["abstract"]} for r in records
            if r["id"] not in skip and _RESULT.search(r.get("abstract") or "")]
    write_sample(pool, a.seed, a.n, a.out)


if __name__ == "__main__":
    main()
