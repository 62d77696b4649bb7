"""Loads the graph into Neo4j: constraints first, then batched, parameterised MERGEs.

``Neo4jStore`` wraps the official driver. ``load`` writes the schema's constraints and
indexes, then every node label and every relationship type with ``UNWIND $rows ... MERGE``
in batches (nodes before relationships, relationships matched by labelled keys), so
loading the same graph twice changes nothing and loading more papers adds only what is
new. Values travel only as parameters. Connection, login and mid-load failures become a
``StoreError`` saying what to do and how far the load got.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from paperkg.kg.errors import StoreError, require
from paperkg.schema import LABELS, Node, Relationship

# The row and query builders of kg.export are imported where a load uses them: kg.export
# pulls in the graph builder and networkx, which a query (FalkorStore and Neo4jStore are
# GraphStores) never needs.

DEFAULT_URI = "bolt://127.0.0.1:7687"


@dataclass
class Credentials:
    """Where and how to connect; read from NEO4J_URI / NEO4J_USER / NEO4J_PASSWORD by default."""

    uri: str
    user: str = "neo4j"
    password: str = ""
    database: str | None = None

    @classmethod
    def from_env(cls, uri: str | None = None, user: str | None = None, password: str | None = None) -> "Credentials":
        return cls(
            uri=uri or os.environ.get("NEO4J_URI") or DEFAULT_URI,
            user=user or os.environ.get("NEO4J_USER", "neo4j"),
            password=password if password is not None else os.environ.get("NEO4J_PASSWORD", ""),
            database=os.environ.get("NEO4J_DATABASE") or None,
        )

    def __repr__(self) -> str:  # never show the password
        return f"Credentials(uri={self.uri!r}, user={self.user!r}, password=***)"


class GraphStore:
    """What every graph engine offers: queries, schema, batched idempotent loads, counts.

    Subclasses implement ``run`` (one query, rows as dicts), ``_write`` (one batch in one
    write transaction), ``ensure_schema`` and ``close``; loading, counting and resetting
    are shared, so both engines load the same rows with the same queries.
    """

    engine = "graph"
    where = ""

    def run(self, query: str, params: dict | None = None) -> list[dict]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _write(self, query: str, rows: list[dict]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def ensure_schema(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def close(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def reset(self) -> int:
        """Delete every node of the project's labels (and their relationships); return the count."""
        total = 0
        for label in LABELS:
            while True:
                n = self.run(f"MATCH (n:{label}) WITH n LIMIT 5000 DETACH DELETE n RETURN count(*) AS n")[0]["n"]
                total += n
                if n == 0:
                    break
        return total

    def load(
        self,
        nodes: Iterable[Node],
        rels: Iterable[Relationship],
        batch_size: int = 10000,
        reset: bool = False,
        progress: Callable[[str, int], None] | None = None,
    ) -> dict:
        """Load nodes then relationships in batches; return how many rows of each were written."""
        from paperkg.kg.export import node_query, node_rows, rel_query, rel_rows

        if reset:
            self.reset()
        self.ensure_schema()
        done = {"nodes": 0, "relationships": 0}
        plan = [("nodes", node_query(label), rows) for label, rows in sorted(node_rows(nodes).items())]
        plan += [("relationships", rel_query(*k), rows) for k, rows in sorted(rel_rows(rels).items())]
        total = sum(len(rows) for _, _, rows in plan)
        for kind, query, rows in plan:
            for i in range(0, len(rows), batch_size):
                chunk = rows[i : i + batch_size]
                try:
                    self._write(query, chunk)
                except StoreError as exc:
                    written = done["nodes"] + done["relationships"]
                    raise StoreError(
                        f"{exc} -- the load stopped after {written} of {total} rows "
                        f"({done['nodes']} nodes, {done['relationships']} relationships); "
                        "re-run the same command to complete it (MERGE skips what is there)"
                    ) from None
                done[kind] += len(chunk)
                if progress:
                    progress(kind, len(chunk))
        return done

    def counts(self) -> dict:
        """Nodes per label and relationships per type currently in the database."""
        nodes = {r["label"]: r["n"] for r in self.run("MATCH (n) UNWIND labels(n) AS label RETURN label, count(*) AS n")}
        rels = {r["type"]: r["n"] for r in self.run("MATCH ()-[r]->() RETURN type(r) AS type, count(*) AS n")}
        return {"nodes": dict(sorted(nodes.items())), "relationships": dict(sorted(rels.items()))}


def _uri_password(uri: str) -> str | None:
    try:
        return urlsplit(uri).password
    except ValueError:
        return None


def redact_uri(uri: str) -> str:
    """``uri`` with a password it carries replaced by ``***`` ("bolt://neo4j:***@host:7687")."""
    secret = _uri_password(uri)
    if not secret:
        return uri
    parts = urlsplit(uri)
    netloc = parts.netloc.replace(f":{secret}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


class Neo4jStore(GraphStore):
    """A connection to one Neo4j database."""

    engine = "neo4j"

    def __init__(self, creds: Credentials):
        neo4j = require("neo4j", None)
        # The driver logs what it then raises ("Unable to retrieve routing information" for
        # neo4j+s:// with no host); with no handler Python printed it as a second line beside
        # the one-line error. Its errors reach the user as StoreError only.
        import logging

        log = logging.getLogger("neo4j")
        if not log.handlers:
            log.addHandler(logging.NullHandler())
        self.creds = creds
        self._exc = require("neo4j.exceptions", None)
        self.driver = None
        try:
            auth = (creds.user, creds.password) if creds.password else None
            self.driver = neo4j.GraphDatabase.driver(
                creds.uri, auth=auth, connection_timeout=10, notifications_min_severity="OFF"
            )
            self.driver.verify_connectivity()
        except Exception as exc:  # the driver raises several unrelated types here
            if self.driver is not None:
                self.driver.close()
            raise self._translate(exc, "connect to") from None

    def _translate(self, exc: Exception, doing: str) -> StoreError:
        e = self._exc
        where = redact_uri(self.creds.uri)
        if isinstance(exc, e.AuthError):
            return StoreError(
                f"Neo4j at {where} refused the login for user {self.creds.user!r}; "
                "set NEO4J_USER and NEO4J_PASSWORD to the server's credentials"
            )
        if isinstance(exc, (e.ServiceUnavailable, OSError)) or "Unable to retrieve routing" in str(exc):
            return StoreError(
                f"cannot {doing} Neo4j at {where} (server not reachable); start it with `kg neo4j start` "
                "or `docker compose up -d`, or point NEO4J_URI at a running server"
            )
        secret = _uri_password(self.creds.uri)
        detail = str(exc).replace(secret, "***") if secret else str(exc)
        if isinstance(exc, ValueError):
            return StoreError(f"bad Neo4j URI {where!r}: {detail}")
        first = detail.strip().splitlines()[0] if detail.strip() else type(exc).__name__
        return StoreError(f"Neo4j at {where} failed to {doing}: {first}")

    @property
    def where(self) -> str:
        return redact_uri(self.creds.uri)

    def close(self) -> None:
        self.driver.close()

    def run(self, query: str, params: dict | None = None) -> list[dict]:
        """Run one query in its own transaction and return its records as dicts."""
        try:
            with self.driver.session(database=self.creds.database) as s:
                return [r.data() for r in s.run(query, params or {})]
        except self._exc.CypherSyntaxError as exc:
            raise StoreError(f"Cypher syntax error: {str(exc).splitlines()[0]}") from None
        except Exception as exc:
            raise self._translate(exc, "run a query on") from None

    def ensure_schema(self) -> None:
        """Create the constraints and indexes (idempotent)."""
        from paperkg.kg.export import schema_statements

        for stmt in schema_statements():
            self.run(stmt)
        self.run("CALL db.awaitIndexes(60)")

    def _write(self, query: str, rows: list[dict]) -> None:
        try:
            with self.driver.session(database=self.creds.database) as s:
                s.execute_write(lambda tx: tx.run(query, rows=rows).consume())
        except Exception as exc:
            raise self._translate(exc, "write to") from None

    def load_per_row(self, nodes: Iterable[Node], rels: Iterable[Relationship]) -> dict:
        """One query per row (the slow baseline the benchmark compares batching with)."""
        from paperkg.kg.export import node_query, node_rows, rel_query, rel_rows

        done = {"nodes": 0, "relationships": 0}
        with self.driver.session(database=self.creds.database) as s:
            for label, rows in node_rows(nodes).items():
                q = node_query(label)
                for row in rows:
                    s.run(q, rows=[row]).consume()
                    done["nodes"] += 1
            for k, rows in rel_rows(rels).items():
                q = rel_query(*k)
                for row in rows:
                    s.run(q, rows=[row]).consume()
                    done["relationships"] += 1
        return done
