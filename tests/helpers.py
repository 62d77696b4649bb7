"""Test helpers: paths, the CI-aware ``need`` and golden-file comparison (``golden``).

Neo4j and browser tests skip with the reason shown when their service is missing on a
laptop, but fail in CI (``CI`` set), where ``.ci/run`` provides both. Set
``PAPERKG_UPDATE_GOLDEN=1`` to rewrite golden files after an intended change.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
DATA = TESTS / "data"
GOLDEN = TESTS / "golden"
SAMPLE = ROOT / "examples" / "icml2025"
#: What the recipe goldens are computed on: the sample, plus 20 corpus papers with authors,
#: venues and years 2020-2024 (the sample has none) for the trend and authorship recipes,
#: plus three short abstracts with results on shared datasets for the leaderboard, plus
#: the two-paper mini corpus, whose second paper BUILDS_ON the first.
RECIPE_CORPUS = [SAMPLE, DATA / "trends.jsonl", DATA / "results.jsonl", DATA / "mini.jsonl"]
SHARED = Path(os.environ.get("PAPERKG_SHARED", ROOT.parent / "shared"))
UPDATE_GOLDEN = os.environ.get("PAPERKG_UPDATE_GOLDEN") == "1"
ARTIFACTS = TESTS / "artifacts"


def need(condition: bool, reason: str) -> None:
    """Skip on a laptop, fail in CI, when a required service or tool is missing."""
    if condition:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must provide this: {reason}")
    pytest.skip(reason)


def golden(name: str, actual, writes: bool = True):
    """Compare ``actual`` (JSON-able) with ``tests/golden/NAME``; rewrite it when updating goldens.

    ``writes=False`` marks a comparison with a golden file another test owns (FalkorDB
    against Neo4j's results): it is never rewritten from here, so the check stays a check.
    """
    path = GOLDEN / name
    text = json.dumps(actual, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if not writes:
        assert path.exists(), f"golden file {path} is missing (written by the Neo4j tests)"
    elif UPDATE_GOLDEN or not path.exists():
        if not UPDATE_GOLDEN and os.environ.get("CI"):
            pytest.fail(f"golden file {path} is missing")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(text), f"differs from golden {path}"


def falkordb_pids(data_dir) -> list[int]:
    """The FalkorDB servers running on ``data_dir``, found by their working folder (the server
    changes into its ``--dir``; its command line is rewritten to its socket, so pgrep on the
    options never matched)."""
    want = str(Path(data_dir).resolve())
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if os.readlink(proc / "cwd") == want and "redis-server" in os.readlink(proc / "exe"):
                pids.append(int(proc.name))
        except OSError:
            continue  # gone, or not ours to read
    return pids


#: A script that connects to a unix socket and says what happened, run as another user
#: by the tests that check the embedded servers' sockets are private.
OTHER_USER_CONNECT = """
import socket, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect(sys.argv[1])
    s.sendall(b"PING\\r\\n")
    print("answered", s.recv(100))
except OSError as exc:
    print(type(exc).__name__)
"""
