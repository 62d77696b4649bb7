"""How extraction time grows with the length of hostile abstracts, as ratios in one run.

For each shape of text that once made extraction quadratic (a run of initials such as
"We propose X. " that never ends a sentence; one sentence of many bracketed short forms
"(A)"; one sentence of many results, for the results reader; one list of percentages joined
by "and", which a pattern once read in exponential time; many short sentences as the control), one process extracts an abstract of ``n``
repeats and one of ``4n``, and the script prints both times and their ratio: about 4 is
linear, about 16 quadratic. The ingest limit (``MAX_ABSTRACT_CHARS``, 1,000,000 characters)
bounds ``4n`` here. Usage:

    python benchmarks/hostile.py [--n 5000]
"""

from __future__ import annotations

import argparse
import time

SHAPES = {
    "initials": "We propose X. ",
    "brackets": "(A) ",
    "results": "GMoE achieves 48.2% accuracy on ImageNet and outperforms ResNet by 2.1%, while we improve it by 3%, ",
    "listed": "5.63% and ",
    "sentences": "We propose a model. ",
}


def _seconds(text: str) -> float:
    from paperkg.kg.pipeline import extract_record
    from paperkg.schema import Paper

    start = time.perf_counter()
    extract_record(Paper("h", text))
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=5000)
    a = ap.parse_args()
    _seconds("We propose a warm-up run (WR).")  # load the word lists and patterns once
    print(f"{'shape':<10} {'chars(4n)':>9} {'t(n) s':>8} {'t(4n) s':>8} {'ratio':>6}")
    for name, unit in SHAPES.items():
        lead = "We propose Alpha " if name == "brackets" else ""
        small, big = lead + unit * a.n, lead + unit * (4 * a.n)
        t1, t4 = _seconds(small), _seconds(big)
        print(f"{name:<10} {len(big):>9} {t1:>8.2f} {t4:>8.2f} {t4 / t1:>6.1f}")


if __name__ == "__main__":
    main()
