"""Every export parses back: JSON and GraphML through networkx, load.cypher statements."""

import json

import networkx as nx

from helpers import DATA
from paperkg.kg.export import cypher_literal, cypher_statements, read_json, write_cypher, write_graphml, write_json
from paperkg.kg.graph import build_graph
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records


def mini_graph():
    papers = list(read_papers([DATA / "mini.jsonl"]))
    return build_graph(papers, extract_records(papers))


def test_json_round_trip(tmp_path):
    g = mini_graph()
    write_json(g, tmp_path / "g.json")
    h = nx.node_link_graph(json.loads((tmp_path / "g.json").read_text()), edges="links", multigraph=True, directed=True)
    assert sorted(h.nodes) == sorted(g.nodes)
    assert h.number_of_edges() == g.number_of_edges() == 17
    assert h.nodes["Method:dpo"]["aliases"] == ["Direct Preference Optimization"]


def test_graphml_round_trip(tmp_path):
    g = mini_graph()
    write_graphml(g, tmp_path / "g.graphml")
    h = nx.read_graphml(tmp_path / "g.graphml", force_multigraph=True)
    assert sorted(h.nodes) == sorted(g.nodes)
    assert h.number_of_edges() == 17
    assert json.loads(h.nodes["Method:dpo"]["aliases"]) == ["Direct Preference Optimization"]


def test_load_cypher_constraints_first_then_nodes_then_relationships(tmp_path):
    write_cypher(mini_graph(), tmp_path / "load.cypher")
    stmts = cypher_statements((tmp_path / "load.cypher").read_text())
    kinds = ["schema" if s.lstrip().startswith("CREATE") else "rel" if "MATCH (a:" in s else "node" for s in stmts]
    assert kinds == sorted(kinds, key=["schema", "node", "rel"].index)
    assert kinds.count("schema") == 13 and kinds.count("node") == 9 and kinds.count("rel") == 12  # one statement per relationship type


def test_cypher_literal_escapes_everything():
    assert cypher_literal("it's \\ \"x\"\nnew") == "'it\\'s \\\\ \"x\"\\nnew'"
    assert cypher_literal(["a", 1, 2.5, True, None]) == "['a', 1, 2.5, true, null]"
    assert cypher_literal({"k": "v"}) == "{`k`: 'v'}"


def test_cypher_statements_keep_semicolons_inside_strings():
    script = "// header\nCREATE (n {a: 'x;\\\\n y'});\nMATCH (n) RETURN n;\n"
    assert cypher_statements(script) == ["CREATE (n {a: 'x;\\\\n y'})", "MATCH (n) RETURN n"]


def test_kg_export_of_a_built_graph_json_keeps_paper_ids(tmp_path):
    # Regression (hostile-input audit r27): `kg export OUT/graph.json` ended in KeyError 'id'
    # on every build, as node-link JSON keeps a Paper's id only as the node's own key.
    import csv

    from paperkg.kg.admin_export import export_graph_json

    write_json(mini_graph(), tmp_path / "graph.json")
    files = export_graph_json(tmp_path / "graph.json", tmp_path / "csv")
    papers = tmp_path / "csv" / "nodes_Paper.csv"
    assert papers in files["nodes"]
    rows = list(csv.reader(papers.open(encoding="utf-8")))
    assert rows[0][0] == "id:ID(Paper)"
    assert sorted(r[0] for r in rows[1:]) == sorted(p.id for p in read_papers([DATA / "mini.jsonl"]))


def test_read_json_gives_back_the_paper_id_property(tmp_path):
    # Regression: node-link JSON keeps a Paper's "id" only as the node's own key, so every
    # reader of graph.json (kg export, kg site: a paper without a title is shown by its id) met
    # Paper nodes without the property the build gave them.
    g = mini_graph()
    write_json(g, tmp_path / "graph.json")
    h = read_json(tmp_path / "graph.json")
    assert {n: d["id"] for n, d in h.nodes(data=True) if d["label"] == "Paper"} == \
        {n: d["id"] for n, d in g.nodes(data=True) if d["label"] == "Paper"}
