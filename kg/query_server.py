"""The embedded FalkorDB kept alive between queries, so a query does not reload the graph.

Starting the embedded server and loading a build's ``graph.rdb`` costs 0.04 s on the
bundled sample but 3.2 s on a 16k-paper graph, paid by every ``kg query``. ``connect``
returns a store on a server of the build folder that outlives the command: the first query
starts a small watchdog process (``python -m paperkg.kg.query_server``) that runs the
read-only server and stops it after ``idle`` seconds without a command; later queries
connect to it. Its state (socket, secret, pid record, log) lives in a per-user runtime
folder (``$PAPERKG_RUNTIME_DIR``, else ``$XDG_RUNTIME_DIR/paperkg``, else
``/tmp/paperkg-UID``), one subfolder per build folder, every folder mode 0700 and owned by
the user (refused otherwise), the socket 0700, no TCP port, and the secret required too:
other local users cannot reach it, and nothing is written into the build folder. A server
whose watchdog is gone or that no longer answers is cleaned away and replaced; one that
loaded another ``graph.rdb`` than the folder now holds (a rebuild) is stopped, both by the
client and by the watchdog itself; ``stop`` stops it now (``kg stop``, and ``kg build``
before it loads the folder). The server dies with its watchdog (PR_SET_PDEATHSIG), so a
killed watchdog leaves no orphan on Linux.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

from paperkg.kg.errors import ServerError, StoreError

#: Seconds a kept server waits for a command before it stops (``kg query --idle``).
DEFAULT_IDLE = 600.0
#: A unix socket path longer than this cannot be bound (108 bytes on Linux, 104 on macOS).
MAX_SOCKET_PATH = 100


def _runtime_root() -> Path:
    if os.environ.get("PAPERKG_RUNTIME_DIR"):
        return Path(os.environ["PAPERKG_RUNTIME_DIR"])
    if os.environ.get("XDG_RUNTIME_DIR"):
        return Path(os.environ["XDG_RUNTIME_DIR"]) / "paperkg"
    return Path("/tmp") / f"paperkg-{os.getuid()}"


def runtime_dir() -> Path:
    """This user's folder of query servers (created 0700; refused when someone else's or open to others)."""
    return _private_folder(_runtime_root())


def _private_folder(path: Path) -> Path:
    """``path`` as a folder of this user only: created 0700, or checked when it exists, since a
    folder in /tmp another user made first could let them swap the socket or read the secret."""
    try:
        path.mkdir(mode=0o700, parents=False)
    except FileNotFoundError:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        path.mkdir(mode=0o700, exist_ok=True)
    except FileExistsError:
        pass
    st = path.lstat()
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or stat.S_IMODE(st.st_mode) & 0o077:
        raise ServerError(f"{path} is not a private folder of this user (it must be a directory of mode 0700 owned "
                          f"by uid {os.getuid()}); remove it, or set PAPERKG_RUNTIME_DIR to a folder of your own")
    return path


def state_dir(data_dir: Path | str, create: bool = True) -> Path:
    """The state folder of the query server of one build's ``falkordb`` folder."""
    data_dir = Path(data_dir).resolve()
    name = hashlib.sha256(str(data_dir).encode()).hexdigest()[:16]
    # Not created when only looked up: stopping a server that never ran makes no folder.
    return _private_folder(runtime_dir() / name) if create else _runtime_root() / name


def rdb_signature(data_dir: Path | str) -> list[int] | None:
    """What identifies the graph file a server loaded: inode, size and modification time
    (a build writes a new file), or None when there is none."""
    try:
        st = (Path(data_dir) / "graph.rdb").stat()
    except FileNotFoundError:
        return None
    return [st.st_ino, st.st_size, st.st_mtime_ns]


def _alive(pid: int, marker: str) -> bool:
    """Whether ``pid`` runs and is the watchdog of this state folder (a reused pid is not)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except FileNotFoundError:
        if Path("/proc/self").exists():
            return False
        try:  # no /proc (macOS): the pid alone
            os.kill(pid, 0)
            return True
        except ProcessLookupError:
            return False
    except PermissionError:
        return False
    return "paperkg.kg.query_server" in cmdline and marker in cmdline


def _read_record(folder: Path) -> dict | None:
    try:
        rec = json.loads((folder / "server.json").read_text())
        return rec if isinstance(rec, dict) and isinstance(rec.get("pid"), int) else None
    except (OSError, ValueError):
        return None


def _clean(folder: Path) -> None:
    """Remove a dead server's files (the lock file stays: others may hold it open)."""
    for name in ("server.json", "secret", "redis.sock"):
        (folder / name).unlink(missing_ok=True)


def _wait_gone(pid: int, marker: str, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not _alive(pid, marker):
            return True
        time.sleep(0.01)
    return not _alive(pid, marker)


def _terminate(folder: Path, rec: dict | None) -> bool:
    """Stop the watchdog of ``rec`` (it shuts its server down) and clean the folder; True if one ran."""
    ran = False
    if rec is not None and _alive(rec["pid"], str(folder)):
        ran = True
        try:
            os.kill(rec["pid"], signal.SIGTERM)
        except ProcessLookupError:
            pass
        if not _wait_gone(rec["pid"], str(folder), 10.0):
            os.kill(rec["pid"], signal.SIGKILL)  # its server dies with it (PR_SET_PDEATHSIG)
            _wait_gone(rec["pid"], str(folder), 5.0)
    _clean(folder)
    return ran


class _Lock:
    """The state folder's lock: exclusive while a server is checked or started, shared while
    a client queries (the watchdog stops an idle server only when it can take it exclusively)."""

    def __init__(self, folder: Path):
        self.fh = open(folder / "lock", "a+")
        fcntl.flock(self.fh, fcntl.LOCK_EX)

    def share(self) -> None:
        fcntl.flock(self.fh, fcntl.LOCK_SH)

    def release(self) -> None:
        if not self.fh.closed:
            self.fh.close()


def stop(data_dir: Path | str) -> bool:
    """Stop the query server of the build's ``falkordb`` folder now; True if one was running."""
    folder = state_dir(data_dir, create=False)
    if not folder.exists():
        return False
    _private_folder(folder.parent)
    lock = _Lock(_private_folder(folder))
    try:
        return _terminate(folder, _read_record(folder))
    finally:
        lock.release()


def stop_all() -> int:
    """Stop every query server of this user (those of ``runtime_dir()``); how many ran."""
    n = 0
    if not _runtime_root().exists():
        return 0
    for folder in sorted(p for p in runtime_dir().iterdir() if p.is_dir()):
        lock = _Lock(_private_folder(folder))
        try:
            n += _terminate(folder, _read_record(folder))
        finally:
            lock.release()
    return n


def connect(data_dir: Path | str, idle: float = DEFAULT_IDLE, timeout: float = 60.0):
    """A store (``run``, ``close``, a context manager) on the running query server of
    ``data_dir`` (a build's ``falkordb`` folder), started first if there is none or it
    serves another graph file; closing the store leaves the server running until ``idle``
    seconds pass without a command (the idle time of the query that started it)."""
    from paperkg.kg.falkor import FalkorStore

    data_dir = Path(data_dir).resolve()
    folder = state_dir(data_dir)
    if len(str(folder / "redis.sock")) > MAX_SOCKET_PATH:
        raise ServerError(f"the socket path under {folder} is too long for a unix socket; "
                          "set PAPERKG_RUNTIME_DIR to a shorter folder of your own")
    lock = _Lock(folder)
    try:
        rec = _read_record(folder)
        signature = rdb_signature(data_dir)
        fresh = rec is not None and _alive(rec["pid"], str(folder)) and rec.get("rdb") == signature
        store = _probe(folder, data_dir) if fresh else None
        if store is None:
            _terminate(folder, rec)  # stale files, a dead watchdog, or another graph file
            _start(data_dir, folder, idle, timeout)
            store = FalkorStore.connect(folder / "redis.sock", (folder / "secret").read_text(), str(data_dir))
        lock.share()
        return _Kept(store, lock)
    except BaseException:
        lock.release()
        raise


def _probe(folder: Path, data_dir: Path):
    """A store on the recorded server if it answers with its secret, else None (it is replaced)."""
    from redis.exceptions import RedisError

    from paperkg.kg.falkor import FalkorStore

    store = None
    try:
        store = FalkorStore.connect(folder / "redis.sock", (folder / "secret").read_text(), str(data_dir))
        store.run("RETURN 1 AS ok")
        return store
    except (OSError, StoreError, RedisError):
        if store is not None:
            store.db.connection.close()
        return None


class _Kept:
    """A store on the kept server; closing it releases the client's lock, not the server."""

    def __init__(self, store, lock: _Lock):
        self.store, self.lock = store, lock
        self.engine, self.where = store.engine, store.where

    def run(self, query: str, params: dict | None = None) -> list[dict]:
        return self.store.run(query, params)

    def close(self) -> None:
        try:
            self.store.close()
        finally:
            self.lock.release()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _start(data_dir: Path, folder: Path, idle: float, timeout: float) -> None:
    """Start the watchdog and wait until its server answers (it writes ``server.json`` then)."""
    import secrets

    secret = secrets.token_urlsafe(32)
    fd = os.open(folder / "secret", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(secret)
    with open(folder / "watchdog.log", "ab") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "paperkg.kg.query_server", str(data_dir), str(folder), str(idle)],
            stdin=subprocess.PIPE, stdout=log, stderr=log, start_new_session=True, close_fds=True,
        )
    proc.stdin.write(secret.encode())  # on stdin: never on a command line other users can read
    proc.stdin.close()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        rec = _read_record(folder)
        if rec is not None and rec["pid"] == proc.pid:
            return
        if proc.poll() is not None:
            tail = (folder / "watchdog.log").read_text(errors="replace").strip().splitlines()[-3:]
            _clean(folder)
            raise ServerError(f"the query server of {data_dir} exited with code {proc.returncode}: {' | '.join(tail)}")
        time.sleep(0.005)
    _terminate(folder, {"pid": proc.pid})
    raise ServerError(f"the query server of {data_dir} did not start within {timeout:.0f} s; see {folder}/watchdog.log")


def _commands(client) -> int:
    """Commands the server has run, its watchdog's own INFO left out: the measure of use."""
    return sum(v.get("calls", 0) for k, v in client.info("commandstats").items() if k.lower() != "cmdstat_info")


def _take_lock(folder: Path, block: bool):
    """The state folder's lock taken exclusively (an open file to close), or None if a client holds it."""
    fh = open(folder / "lock", "a+")
    try:
        fcntl.flock(fh, fcntl.LOCK_EX if block else fcntl.LOCK_EX | fcntl.LOCK_NB)
        return fh
    except OSError as exc:
        fh.close()
        if exc.errno in (errno.EAGAIN, errno.EACCES):
            return None
        raise


def serve(data_dir: Path, folder: Path, idle: float, secret: str) -> None:
    """The watchdog: run the read-only server of ``data_dir`` until it is idle for ``idle``
    seconds, its graph file changes, or SIGTERM; then stop it and remove the state files.

    The server is stopped while the state folder's lock is held (by this process, or by the
    client that sent SIGTERM): a client starting a new server meanwhile would otherwise
    have its fresh socket removed by the old server's shutdown."""
    from paperkg.kg.falkor import EmbeddedFalkor

    def _term(signum, frame):
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, _term)
    signature = rdb_signature(data_dir)
    server = EmbeddedFalkor(data_dir, read_only=True, socket_dir=folder, password=secret)
    held = None
    try:
        server.start()
        tmp = folder / f"server.json.{os.getpid()}"
        tmp.write_text(json.dumps({"pid": os.getpid(), "server_pid": server.proc.pid, "rdb": signature,
                                   "data_dir": str(data_dir), "idle": idle, "started": time.time()}))
        tmp.replace(folder / "server.json")
        client = server.client()
        last, used = _commands(client), time.monotonic()
        poll = max(0.05, min(1.0, idle / 4))
        while True:
            time.sleep(poll)
            if server.proc.poll() is not None or rdb_signature(data_dir) != signature:
                held = _take_lock(folder, block=True)  # the server died, or a rebuild replaced its graph file
                break
            n = _commands(client)
            if n != last:
                last, used = n, time.monotonic()
            elif time.monotonic() - used >= idle:
                held = _take_lock(folder, block=False)  # not while a client connects or queries
                if held is not None and _commands(client) == last:
                    break
                if held is not None:
                    held.close()
                    held = None
    except SystemExit:
        pass  # SIGTERM: the sender holds the lock and waits for this process to end
    finally:
        server.stop()
        rec = _read_record(folder)
        if rec is None or rec["pid"] == os.getpid():
            _clean(folder)
        if held is not None:
            held.close()


if __name__ == "__main__":
    serve(Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3]), sys.stdin.read().strip())
