"""Wall time of `kg query` next to `kg recipes` (the command line's start-up floor), in one run.

Runs the installed ``kg`` command as a user does (subprocess, timed with
``time.perf_counter``): N times ``kg recipes``; ``kg query top-methods --out OUT`` first
with no query server running (it starts one), then N times against the kept server (warm);
and N times with ``--idle 0`` (a server started and stopped within each command). The runs
of each kind alternate with ``kg recipes`` so that the machine's load falls on both alike.
Prints the median and range of each, and each query kind's difference and ratio to the
floor. Stops the build's query server before and after, so it leaves no process behind.
Usage (OUT is a build folder with an embedded FalkorDB):
python benchmarks/query_bench.py OUT [-n 10] [--recipe top-methods]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path


def _kg() -> list[str]:
    """The ``kg`` script of this interpreter's environment (what a user types), else the module."""
    script = Path(sys.executable).with_name("kg")
    return [str(script)] if script.exists() else [sys.executable, "-m", "paperkg.kg.cli"]


def _time(cmd: list[str]) -> float:
    t = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    dt = time.perf_counter() - t
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr.strip()}")
    return dt


def _line(name: str, times: list[float], floor: float | None = None) -> str:
    med = statistics.median(times)
    text = f"{name:<36} n={len(times):<3} median {med:6.3f} s  (min {min(times):.3f}, max {max(times):.3f})"
    if floor is not None:
        text += f"  +{med - floor:.3f} s, {med / floor:.2f}x the floor"
    return text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path, help="build folder (kg build ... --out OUT)")
    ap.add_argument("-n", type=int, default=10, help="runs of each kind")
    ap.add_argument("--recipe", default="top-methods")
    args = ap.parse_args()
    if not (args.out / "falkordb" / "graph.rdb").exists():
        sys.exit(f"{args.out}: no embedded FalkorDB; run `kg build examples/icml2025 --out {args.out} --no-keyphrases`")
    kg = _kg()
    recipes = [*kg, "recipes"]
    query = [*kg, "query", args.recipe, "--out", str(args.out), "--engine", "falkordb"]
    stop = [*kg, "stop", "--out", str(args.out)]
    floor: list[float] = []
    warm: list[float] = []
    per_command: list[float] = []
    subprocess.run(stop, check=True, capture_output=True)
    try:
        floor.append(_time(recipes))
        first = _time(query)  # no server yet: it starts one and leaves it for the next query
        for _ in range(args.n):
            floor.append(_time(recipes))
            warm.append(_time(query))
        subprocess.run(stop, check=True, capture_output=True)
        for _ in range(args.n):
            floor.append(_time(recipes))
            per_command.append(_time([*query, "--idle", "0"]))
    finally:
        subprocess.run(stop, check=True, capture_output=True)
    f = statistics.median(floor)
    print(f"{' '.join(query[1:])}  ({len(kg) and kg[0]})")
    print(_line("kg recipes (the floor)", floor))
    print(_line("kg query, first (starts the server)", [first], f))
    print(_line("kg query, warm (kept server)", warm, f))
    print(_line("kg query --idle 0 (server per call)", per_command, f))


if __name__ == "__main__":
    main()
