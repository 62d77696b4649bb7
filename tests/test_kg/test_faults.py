"""Fault injection: the whole ``kg build`` under each failure of the reliability review.

Every case first builds a good input into ``OUT`` (with the embedded FalkorDB), then runs
``kg build`` again under one fault and asserts what the README's "Failure behaviour" table
promises: no traceback, the documented exit code, the earlier output byte for byte when
the run fails, and no database server left behind. Slow (a few seconds per case).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

GOOD = [{"id": f"g{i}", "title": f"Paper {i}", "abstract": f"We propose GoodNet{i}, a network for graph classification."}
        for i in range(5)]


def _jsonl(path: Path, records) -> Path:
    path.write_bytes(b"".join((r if isinstance(r, bytes) else json.dumps(r).encode()) + b"\n" for r in records))
    return path


def _bad_records(tmp):
    return [_jsonl(tmp / "bad.jsonl", [{"id": "x"}, {"abstract": 3}, b"not json"])]


def _nul_byte(tmp):
    return [_jsonl(tmp / "nul.jsonl", [GOOD[0], json.dumps(GOOD[1]).encode().replace(b"network", b"net\x00work")])]


def _deep_json(tmp):
    return [_jsonl(tmp / "deep.jsonl", [b"[" * 10_000 + b"]" * 10_000, GOOD[2]])]


def _cp1252_text(tmp):
    p = tmp / "cp.txt"
    p.write_bytes(b"Fine abstract about graphs.\n\nBroken \x93quoted\x94 abstract.\n")
    return [p]


def _control_chars(tmp):
    return [_jsonl(tmp / "ctl.jsonl", [{"id": "c", "abstract": "We propose Ctl\u0000Net for gr\u0007aphs."}])]


def _many_urls(tmp):
    urls = " ".join(f"https://github.com/u{i}/r{i}" for i in range(5_000))
    return [_jsonl(tmp / "urls.jsonl", [{"id": "u", "abstract": f"Code: {urls}. We propose UrlNet."}])]


def _utf16(tmp):
    p = tmp / "u16.jsonl"
    p.write_bytes((json.dumps({"id": "w", "abstract": "Line\u2028separated."}, ensure_ascii=False) + "\n").encode("utf-16"))
    return [p]


#: name -> (inputs maker, exit code)
CASES = {
    "every record bad": (_bad_records, 2),
    "a NUL byte in one record": (_nul_byte, 0),
    "JSON nested 10k levels": (_deep_json, 0),
    "cp1252 inside a text file": (_cp1252_text, 0),
    "control characters": (_control_chars, 0),
    "5,000 URLs in one abstract": (_many_urls, 0),
    "UTF-16 with line separators": (_utf16, 0),
}


def _snapshot(out: Path) -> dict:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and p.name != "server.log"}


def _servers_for(out: Path) -> list[int]:
    found = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                cwd = os.readlink(d / "cwd")
            except OSError:
                continue
            if "redis-server" in cmd and str(out) in (cmd + " " + cwd):
                if (d / "stat").read_text().split()[2] != "Z":
                    found.append(int(d.name))
    return found


def _kg(args, env, **kw):
    return subprocess.run([sys.executable, "-m", "paperkg.kg.cli", *args], capture_output=True, text=True, env=env, **kw)


@pytest.fixture()
def earlier(tmp_path):
    env = {**os.environ, "NEO4J_URI": "", "PAPERKG_CACHE": str(tmp_path / "cache")}
    out = tmp_path / "out"
    good = _jsonl(tmp_path / "good.jsonl", GOOD)
    proc = _kg(["build", str(good), "--out", str(out), "--no-keyphrases", "--engine", "falkordb", "-q"], env)
    assert proc.returncode == 0, proc.stderr
    return out, env


@pytest.mark.parametrize("case", sorted(CASES))
def test_build_under_fault(case, earlier, tmp_path):
    out, env = earlier
    make, code = CASES[case]
    before = _snapshot(out)
    proc = _kg(["build", *map(str, make(tmp_path)), "--out", str(out), "--no-keyphrases", "--engine", "falkordb", "-q"], env)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == code, proc.stderr
    if code:
        assert _snapshot(out) == before
    else:
        graph = json.loads((out / "graph.json").read_text(encoding="utf-8"))
        assert any(n["label"] == "Paper" for n in graph["nodes"])
    assert _servers_for(out) == []


def test_build_into_a_locked_folder(earlier):
    from paperkg.kg.atomic import folder_lock

    out, env = earlier
    before = _snapshot(out)
    with folder_lock(out):
        proc = _kg(["build", str(out.parent / "good.jsonl"), "--out", str(out), "--no-keyphrases", "--engine", "falkordb",
                    "-q"], env)
    assert "Traceback" not in proc.stderr and proc.returncode == 1
    assert "another kg build is writing here" in proc.stderr
    assert _snapshot(out) == before and _servers_for(out) == []


def test_build_with_a_corrupt_cache(earlier):
    out, env = earlier
    (Path(env["PAPERKG_CACHE"]) / "extract-cache.sqlite").write_bytes(b"junk" * 1000)
    proc = _kg(["build", str(out.parent / "good.jsonl"), "--out", str(out), "--no-keyphrases", "--engine", "falkordb",
                "-q"], env)
    assert "Traceback" not in proc.stderr and proc.returncode == 0
    assert "warning: cache" in proc.stderr and "started a new one" in proc.stderr
    assert _servers_for(out) == []


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_build_killed_while_running_leaves_no_server(sig, earlier, tmp_path):
    out, env = earlier
    big = _jsonl(tmp_path / "big.jsonl", [{"id": f"b{i}", "abstract": f"We propose BigNet{i} for graphs. " * 20}
                                          for i in range(3000)])
    proc = subprocess.Popen([sys.executable, "-m", "paperkg.kg.cli", "build", str(big), "--out", str(out), "--no-keyphrases",
                             "--engine", "falkordb", "-q"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 120
    while not _servers_for(out) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)  # kill it while its database server runs: the worst moment
    proc.send_signal(sig)
    _, stderr = proc.communicate(timeout=60)
    assert "Traceback" not in stderr
    if proc.returncode != 0:
        assert proc.returncode == {signal.SIGINT: 130, signal.SIGTERM: 143, signal.SIGKILL: -signal.SIGKILL}[sig], stderr
        if sig != signal.SIGKILL:
            assert "files already written are complete" in stderr
    time.sleep(0.5)
    assert _servers_for(out) == []
    json.loads((out / "graph.json").read_text(encoding="utf-8"))  # whichever build it is, it is whole


# A process that installs kg's handlers and raises a signal inside {where}; it prints what the
# main code then caught. The two places are where Python can only print an exception.
_SIGNAL_SCRIPT = """
import signal, sys, time, weakref
from paperkg.kg import cli

cli.install_signal_handlers()

def arrive():
    signal.raise_signal(signal.{sig})
    for _ in range(1000):
        pass  # gives the handler its chance inside this frame

class Conn:
    def __del__(self):
        arrive()

try:
    if "{where}" == "finaliser":
        Conn()
    else:
        thing = type("Thing", (), {})()
        ref = weakref.ref(thing, lambda _ref: arrive())
        del thing
    time.sleep(5)
    print("not delivered")
except cli._Terminated:
    print("terminated")
except KeyboardInterrupt:
    print("interrupted")
"""


@pytest.mark.parametrize("where", ["finaliser", "weakref callback"])
@pytest.mark.parametrize("sig, said", [("SIGTERM", "terminated"), ("SIGINT", "interrupted")])
def test_a_signal_where_python_can_only_print_is_delivered_after_it(where, sig, said):
    # Regressions: SIGTERM raised inside a redis connection's __del__, and later inside importlib's
    # module-lock weakref callback (``cb``), printed "Exception ignored ... Traceback" and was lost
    # (CI, test_build_killed_while_running_leaves_no_server[15]).
    script = _SIGNAL_SCRIPT.replace("{sig}", sig).replace("{where}", where)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == said
    assert "Exception ignored" not in proc.stderr and "Traceback" not in proc.stderr


def test_regression_a_deferred_interrupt_after_the_report_ended_the_process_by_signal():
    # A clean-clone run: a SIGINT deferred out of a finaliser was raised again after the CLI had
    # reported the first one and called sys.exit(130), so Python ended by the signal (exit -2).
    import paperkg.kg.cli as cli

    got = []
    old = signal.signal(signal.SIGUSR1, lambda *_: got.append(1))
    try:
        cli._deliver_later(signal.SIGUSR1)
        time.sleep(0.3)
        assert got == [1]  # delivered again while the interrupt is not yet reported
        cli._stopping("interrupted")
        cli._deliver_later(signal.SIGUSR1)
        time.sleep(0.3)
        assert got == [1]  # dropped once it is
    finally:
        cli._STOPPING.clear()
        signal.signal(signal.SIGUSR1, old)
