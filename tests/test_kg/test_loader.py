"""Neo4j for real: counts after a build, idempotence, load.cypher, recipes, failures.

These tests run against the server that ``.ci/run`` starts (NEO4J_URI); without one they
skip on a laptop and fail in CI.
"""


import pytest

from helpers import DATA, RECIPE_CORPUS, SAMPLE, golden
from paperkg.kg.build import build
from paperkg.kg.errors import StoreError
from paperkg.kg.export import cypher_statements
from paperkg.kg.graph import build_graph, nodes_and_relationships, stats
from paperkg.kg.ingest import read_papers
from paperkg.kg.loader import Credentials, Neo4jStore
from paperkg.kg.pipeline import extract_records
from paperkg.kg.recipe import example_params, get_recipe, recipes

pytestmark = pytest.mark.neo4j


def test_build_loads_exact_counts_and_a_second_run_changes_nothing(store, neo4j_creds, tmp_path):
    result = build([SAMPLE], tmp_path / "out", keyphrases=False, neo4j=neo4j_creds)
    first = store.counts()
    assert first == {"nodes": result.stats["nodes"], "relationships": result.stats["relationships"]}
    golden("neo4j_sample_counts.json", first)
    build([SAMPLE], tmp_path / "out2", keyphrases=False, neo4j=neo4j_creds)
    assert store.counts() == first


def test_load_cypher_gives_the_same_counts_as_the_loader(store, neo4j_creds, tmp_path):
    result = build([SAMPLE], tmp_path / "out", keyphrases=False, neo4j=neo4j_creds)
    by_loader = store.counts()
    store.reset()
    for stmt in cypher_statements((tmp_path / "out" / "load.cypher").read_text(encoding="utf-8")):
        store.run(stmt)
    assert store.counts() == by_loader
    assert by_loader["nodes"] == result.stats["nodes"]


def test_loading_more_papers_adds_only_what_is_new(store):
    papers = list(read_papers([DATA / "mini.jsonl"]))
    recs = list(extract_records(papers))
    g1 = build_graph(papers[:1], recs[:1])
    store.load(*nodes_and_relationships(g1))
    g2 = build_graph(papers, recs)
    store.load(*nodes_and_relationships(g2))
    s = stats(g2)
    assert store.counts() == {"nodes": s["nodes"], "relationships": s["relationships"]}
    # Provenance is on every extracted relationship in the database too.
    missing = store.run(
        "MATCH ()-[r]->() WHERE type(r) <> 'BUILDS_ON' AND (r.sentence IS NULL OR r.extractor IS NULL "
        "OR r.start IS NULL OR r.confidence IS NULL OR r.paper IS NULL) RETURN count(r) AS n"
    )
    assert missing == [{"n": 0}]


def test_reset_clears_the_graph(store, neo4j_creds, tmp_path):
    build([DATA / "mini.jsonl"], tmp_path / "o", keyphrases=False, neo4j=neo4j_creds)
    assert store.counts()["nodes"]["Paper"] == 2
    build([DATA / "mini.jsonl"], tmp_path / "o", keyphrases=False, neo4j=neo4j_creds, reset=True)
    assert store.counts()["nodes"]["Paper"] == 2
    store.reset()
    assert store.counts() == {"nodes": {}, "relationships": {}}



def test_every_recipe_runs_and_matches_its_golden_result(store, neo4j_creds, tmp_path):
    build(RECIPE_CORPUS, tmp_path / "out", keyphrases=False, neo4j=neo4j_creds)
    all_recipes = recipes()
    assert len(all_recipes) >= 15
    for name, recipe in all_recipes.items():
        assert recipe.purpose and recipe.example.startswith(f"kg query {name}"), name
        rows = store.run(recipe.query, example_params(recipe))
        golden(f"recipes/{name}.json", rows)


def test_wrong_password_gives_one_clear_line(neo4j_creds):
    if not neo4j_creds.password:
        pytest.skip("the test server runs without auth")
    bad = Credentials(neo4j_creds.uri, neo4j_creds.user, "not-the-password")
    with pytest.raises(StoreError) as exc:
        Neo4jStore(bad)
    assert str(exc.value) == (
        f"Neo4j at {neo4j_creds.uri} refused the login for user 'neo4j'; "
        "set NEO4J_USER and NEO4J_PASSWORD to the server's credentials"
    )


def test_stopped_server_gives_one_clear_line_and_keeps_the_files(tmp_path):
    creds = Credentials("bolt://127.0.0.1:1", "neo4j", "x")
    with pytest.raises(StoreError, match=r"cannot connect to Neo4j at bolt://127.0.0.1:1 \(server not reachable\); start it"):
        build([DATA / "mini.jsonl"], tmp_path / "out", keyphrases=False, neo4j=creds)
    for name in ("extractions.jsonl", "graph.json", "graph.graphml", "graph.html", "load.cypher"):
        assert (tmp_path / "out" / name).stat().st_size > 0


def test_fulltext_reads_query_syntax_as_plain_text(store, neo4j_creds, tmp_path):
    # Regression (issue 19): "GPT-4" found nothing and "in-context learning" matched
    # "in-distribution": the hyphen was read as Lucene syntax.
    build(RECIPE_CORPUS, tmp_path / "out", keyphrases=False, neo4j=neo4j_creds)
    papers = {p.id: p for p in read_papers(RECIPE_CORPUS)}
    recipe = get_recipe("fulltext")
    for q, phrase in (("GPT-4V", "gpt-4v"), ("in-context learning", "in-context learning"), ('"(diffusion', "diffusion")):
        rows = store.run(recipe.query, {"q": q, "limit": 50})
        found = [r["key"] for r in rows if r["label"] == "Paper"]
        assert found and all(phrase in (papers[k].title + " " + papers[k].abstract).lower() for k in found), q
