"""Hostile names through both load paths, and a server that stops in the middle of a load."""

import os
import shutil

import pytest

from helpers import SAMPLE, need
from paperkg.kg.errors import StoreError
from paperkg.kg.export import cypher_statements, write_cypher
from paperkg.kg.graph import build_graph, nodes_and_relationships, stats
from paperkg.kg.ingest import read_papers
from paperkg.kg.loader import Credentials, Neo4jStore
from paperkg.kg.neo4j_server import LocalNeo4j
from paperkg.kg.pipeline import extract_records
from paperkg.schema import Paper

pytestmark = pytest.mark.neo4j

HOSTILE = [
    "it's \"quoted\"",
    "back\\slash \\n not a newline",
    "braces {a: 1} and `ticks`",
    "line one\nline two\r\ttab",
    "x'}) DETACH DELETE n //",
    "MATCH (n) RETURN n; CREATE (:Evil)",
    "$param and \\u0041",
    "emoji 😀 and 中文",
]


def hostile_graph():
    papers = [Paper("h1", "An abstract with hostile names.", title=HOSTILE[4])]
    rec = {
        "doc_id": "h1",
        "methods": [
            {"name": n, "aliases": [], "role": "used", "confidence": 0.9, "extractor": "test",
             "evidence": {"sentence": n, "start": 0, "end": 2, "text": "An", "extractor": "test", "confidence": 0.9}}
            for n in HOSTILE
        ],
        "datasets": [], "tasks": [], "metrics": [], "code": [], "code_promised": False, "citations": [],
    }
    return build_graph(papers, [rec])


def test_hostile_names_are_stored_verbatim_by_the_loader_and_by_load_cypher(store, tmp_path):
    g = hostile_graph()
    store.load(*nodes_and_relationships(g))
    by_loader = sorted(r["name"] for r in store.run("MATCH (m:Method) RETURN m.name AS name"))
    # Verbatim but for layout: resolution collapses line breaks and runs of spaces inside a name.
    assert by_loader == sorted(" ".join(n.split()) for n in HOSTILE)
    assert store.run("MATCH (n:Evil) RETURN count(n) AS n") == [{"n": 0}]
    store.reset()
    write_cypher(g, tmp_path / "load.cypher")
    for stmt in cypher_statements((tmp_path / "load.cypher").read_text(encoding="utf-8")):
        store.run(stmt)
    by_script = sorted(r["name"] for r in store.run("MATCH (m:Method) RETURN m.name AS name"))
    assert by_script == by_loader
    assert store.run("MATCH (p:Paper) RETURN p.title AS t") == [{"t": HOSTILE[4]}]
    assert store.run("MATCH (n:Evil) RETURN count(n) AS n") == [{"n": 0}]


def test_server_stopped_mid_load_then_rerun_completes_without_duplicates(tmp_path):
    need(shutil.which("java") is not None and shutil.which("mvn") is not None, "Java and Maven are needed")
    need(bool(os.environ.get("NEO4J_URI")), "the Neo4j tests run with scripts/test.sh")
    papers = list(read_papers([SAMPLE]))
    g = build_graph(papers, extract_records(papers))
    nodes, rels = nodes_and_relationships(g)
    srv = LocalNeo4j(home=tmp_path / "neo4j", bolt_port=int(os.environ.get("NEO4J_FAIL_PORT", "17697")), heap="512m",
                     pagecache="128m")
    srv.start()
    try:
        creds = Credentials(srv.uri, "neo4j", "")
        seen = {"batches": 0, "rows": 0}

        def stop_after_two_batches(kind, n):
            seen["batches"] += 1
            seen["rows"] += n
            if seen["batches"] == 2:
                srv.stop()

        with pytest.raises(StoreError) as exc:
            with Neo4jStore(creds) as store:
                store.load(nodes, rels, batch_size=50, progress=stop_after_two_batches)
        msg = str(exc.value)
        assert msg.startswith(f"cannot write to Neo4j at {srv.uri} (server not reachable)")
        assert f"the load stopped after {seen['rows']} of {len(nodes) + len(rels)} rows" in msg
        assert msg.endswith("re-run the same command to complete it (MERGE skips what is there)")
        srv.start()
        with Neo4jStore(creds) as store:
            store.load(nodes, rels, batch_size=50)
            s = stats(g)
            assert store.counts() == {"nodes": s["nodes"], "relationships": s["relationships"]}
    finally:
        srv.stop()
