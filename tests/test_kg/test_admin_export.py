"""neo4j-admin bulk import of exported CSV files gives the same graph as the loader."""

import os
import shutil

import pytest

from helpers import SAMPLE, need
from paperkg.kg.admin_export import admin_import_args, write_admin_csv
from paperkg.kg.graph import build_graph, stats
from paperkg.kg.ingest import read_papers
from paperkg.kg.loader import Credentials, Neo4jStore
from paperkg.kg.neo4j_server import LocalNeo4j
from paperkg.kg.pipeline import extract_records

pytestmark = pytest.mark.neo4j


def test_admin_import_matches_the_loader(tmp_path):
    need(shutil.which("java") is not None and shutil.which("mvn") is not None, "Java and Maven are needed")
    need(bool(os.environ.get("NEO4J_URI")), "the Neo4j tests run with scripts/test.sh")
    papers = list(read_papers([SAMPLE]))
    g = build_graph(papers, extract_records(papers))
    files = write_admin_csv(g, tmp_path / "csv")
    assert len(files["nodes"]) == len(stats(g)["nodes"])
    srv = LocalNeo4j(home=tmp_path / "neo4j", bolt_port=int(os.environ.get("NEO4J_ADMIN_PORT", "17698")),
                     heap="512m", pagecache="128m")
    srv.admin(admin_import_args(files))
    srv.start()
    try:
        with Neo4jStore(Credentials(srv.uri, "neo4j", "")) as store:
            s = stats(g)
            assert store.counts() == {"nodes": s["nodes"], "relationships": s["relationships"]}
            # Properties survive with their types: lists, integers, floats, text with quotes and newlines.
            row = store.run("MATCH (m:Method {key: 'dpo'}) RETURN m.name AS name, m.aliases AS aliases, m.paper_count AS n")
            assert row == [{"name": "DPO", "aliases": ["Direct Preference Optimization"], "n": g.nodes["Method:dpo"]["paper_count"]}]
            ev = store.run(
                "MATCH (p:Paper)-[r]->(:Method {key: 'dpo'}) "
                "RETURN p.id AS paper, type(r) AS type, r.sentence AS s, r.start AS start, r.confidence AS c ORDER BY paper"
            )
            expected = sorted(
                ({"paper": d["paper"], "type": d["type"], "s": d["sentence"], "start": d["start"], "c": d["confidence"]}
                 for _, _, d in g.in_edges("Method:dpo", data=True) if d["type"] != "VARIANT_OF"),
                key=lambda r: r["paper"],
            )
            assert ev == expected and len(ev) >= 1
    finally:
        srv.stop()
