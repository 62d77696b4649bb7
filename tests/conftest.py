"""Shared fixtures: the sample build, the shared data, the Neo4j connection, the browser."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import SAMPLE, SHARED, need


@pytest.fixture(scope="session")
def shared() -> Path:
    need(SHARED.exists(), f"the shared data folder {SHARED} is missing")
    return SHARED


@pytest.fixture(scope="session", autouse=True)
def query_servers():
    """The query servers `kg query` keeps alive during the tests live in a runtime folder of
    this run (short: a unix socket path is limited), and every one still running is
    stopped at the end, so no test run leaves a process behind."""
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="kgrun-"))
    old = os.environ.get("PAPERKG_RUNTIME_DIR")
    os.environ["PAPERKG_RUNTIME_DIR"] = str(root / "r")
    try:
        yield root / "r"
    finally:
        from paperkg.kg.query_server import stop_all

        stop_all()
        if old is None:
            os.environ.pop("PAPERKG_RUNTIME_DIR", None)
        else:
            os.environ["PAPERKG_RUNTIME_DIR"] = old
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def sample_build(tmp_path_factory):
    """One build of the bundled sample (no keyphrases), shared by the tests that read its outputs."""
    from paperkg.kg.build import build

    out = tmp_path_factory.mktemp("sample")
    result = build([SAMPLE], out, keyphrases=False)
    return result


@pytest.fixture(scope="session")
def neo4j_creds():
    from paperkg.kg.loader import Credentials

    need(bool(os.environ.get("NEO4J_URI")), "NEO4J_URI is not set; start a server with `kg neo4j start`")
    return Credentials.from_env()


@pytest.fixture()
def store(neo4j_creds):
    """A connection to the test server, emptied before the test."""
    from paperkg.kg.loader import Neo4jStore

    with Neo4jStore(neo4j_creds) as s:
        s.reset()
        yield s


@pytest.fixture(scope="session")
def chromium() -> str:
    path = shutil.which("chromium") or "/usr/bin/chromium"
    need(Path(path).exists(), "Debian's chromium is not installed (apt-get install chromium)")
    return path
