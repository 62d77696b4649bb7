"""A local Neo4j Community server for tests and laptops without Docker.

``LocalNeo4j`` fetches the Neo4j Community runtime (one pinned 5.26 patch) from Maven
Central with ``mvn dependency:copy-dependencies`` into a per-user cache, writes a minimal
``neo4j.conf`` (Bolt on 127.0.0.1, HTTP off, small heap and page cache, auth on with a
password or off), starts ``org.neo4j.server.CommunityEntryPoint`` with the JVM flags of
Neo4j's own launcher, waits until the driver answers, and stops it cleanly. The jars are
cached, so a second start takes seconds. The server's data lives in ``home`` (default
``.neo4j`` in the current folder).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from paperkg.kg.cache import cache_dir
from paperkg.kg.errors import ServerError

NEO4J_VERSION = "5.26.0"
DEFAULT_BOLT_PORT = 7687
MAIN_CLASS = "org.neo4j.server.CommunityEntryPoint"
ADMIN_CLASS = "org.neo4j.cli.AdminTool"
JVM_FLAGS = [
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "-Dlog4j2.disable.jmx=true",
    "-Dfile.encoding=UTF-8",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--add-opens=java.base/java.util=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
]
POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.paperkg</groupId>
  <artifactId>neo4j-runtime</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.neo4j</groupId>
      <artifactId>neo4j</artifactId>
      <version>{version}</version>
    </dependency>
  </dependencies>
</project>
"""


def fetch_runtime(version: str = NEO4J_VERSION, log: Callable[[str], None] = lambda m: None) -> Path:
    """The folder of Neo4j runtime jars, fetched with Maven on first use."""
    root = cache_dir() / f"neo4j-{version}"
    lib = root / "lib"
    if (root / ".complete").exists():
        return lib
    mvn = shutil.which("mvn")
    if mvn is None:
        raise ServerError("Maven (mvn) is not installed; it fetches Neo4j from Maven Central (apt-get install maven)")
    if shutil.which("java") is None:
        raise ServerError("Java is not installed; Neo4j 5.26 needs Java 17 or 21 (apt-get install openjdk-17-jre-headless)")
    root.mkdir(parents=True, exist_ok=True)
    (root / "pom.xml").write_text(POM.format(version=version), encoding="utf-8")
    log(f"fetching Neo4j {version} runtime jars with Maven into {lib} (once) ...")
    tmp = root / "lib.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    proc = subprocess.run(
        [mvn, "-q", "-B", "-f", str(root / "pom.xml"), "dependency:copy-dependencies",
         f"-DoutputDirectory={tmp}", "-DincludeScope=runtime"],
        capture_output=True, text=True,
    )
    if proc.returncode != 0:
        tail = (proc.stdout + proc.stderr).strip().splitlines()[-5:]
        raise ServerError(f"Maven could not fetch Neo4j {version}: {' | '.join(tail)}")
    shutil.rmtree(lib, ignore_errors=True)
    tmp.rename(lib)
    (root / ".complete").write_text(version)
    return lib


def port_open(host: str, port: int) -> bool:
    """Whether something accepts TCP connections on host:port."""
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


class LocalNeo4j:
    """One local server: its home folder, port and password."""

    def __init__(self, home: Path | str | None = None, bolt_port: int = DEFAULT_BOLT_PORT, password: str | None = None,
                 version: str = NEO4J_VERSION, heap: str = "1g", pagecache: str = "512m"):
        self.home = Path(home or os.environ.get("PAPERKG_NEO4J_HOME", ".neo4j")).resolve()
        self.bolt_port = bolt_port
        self.password = password
        self.version = version
        self.heap = heap
        self.pagecache = pagecache
        self._pidfile = self.home / "run" / "paperkg-neo4j.pid"
        self._portfile = self.home / "run" / "bolt-port"
        # `kg neo4j stop/status` name only the home: the port is the one the server was started on.
        if bolt_port == DEFAULT_BOLT_PORT and self._portfile.exists():
            with contextlib.suppress(ValueError):
                self.bolt_port = int(self._portfile.read_text())

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.bolt_port}"

    def pid(self) -> int | None:
        """The server's process id if it is running."""
        try:
            pid = int(self._pidfile.read_text())
            os.kill(pid, 0)
            return pid
        except (FileNotFoundError, ValueError, ProcessLookupError, PermissionError):
            return None

    def write_config(self) -> Path:
        """Write ``conf/neo4j.conf`` for this home, port and auth setting."""
        conf = self.home / "conf"
        conf.mkdir(parents=True, exist_ok=True)
        for sub in ("data", "logs", "run", "import", "plugins"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        lines = [
            "server.default_listen_address=127.0.0.1",
            "server.default_advertised_address=127.0.0.1",
            f"server.bolt.listen_address=127.0.0.1:{self.bolt_port}",
            "server.bolt.enabled=true",
            "server.http.enabled=false",
            "server.https.enabled=false",
            f"server.memory.heap.initial_size={self.heap}",
            f"server.memory.heap.max_size={self.heap}",
            f"server.memory.pagecache.size={self.pagecache}",
            f"dbms.security.auth_enabled={'true' if self.password else 'false'}",
            f"server.directories.data={self.home / 'data'}",
            f"server.directories.logs={self.home / 'logs'}",
            f"server.directories.run={self.home / 'run'}",
            f"server.directories.import={self.home / 'import'}",
            f"server.directories.plugins={self.home / 'plugins'}",
            "db.tx_log.rotation.retention_policy=2 files",
            "server.config.strict_validation.enabled=false",
            "dbms.usage_report.enabled=false",
        ]
        path = conf / "neo4j.conf"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path

    def start(self, timeout: float = 180.0, log: Callable[[str], None] = lambda m: None) -> None:
        """Start the server (fetching it first if needed) and wait until Bolt answers."""
        if self.pid():
            log(f"Neo4j already running at {self.uri} (pid {self.pid()})")
            return
        if port_open("127.0.0.1", self.bolt_port):
            raise ServerError(f"port {self.bolt_port} on 127.0.0.1 is taken by another process; choose --port")
        lib = fetch_runtime(self.version, log)
        self.write_config()
        console = self.home / "logs" / "console.log"
        cmd = [
            shutil.which("java") or "java", f"-Xms{self.heap}", f"-Xmx{self.heap}", *JVM_FLAGS,
            "-cp", f"{lib}/*", MAIN_CLASS, f"--home-dir={self.home}", f"--config-dir={self.home / 'conf'}",
        ]
        with console.open("ab") as fh:
            proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    start_new_session=True, cwd=self.home)
        self._pidfile.write_text(str(proc.pid))
        self._portfile.write_text(str(self.bolt_port))
        log(f"starting Neo4j {self.version} (pid {proc.pid}), log in {console}")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                tail = console.read_text(errors="replace").strip().splitlines()[-8:]
                raise ServerError(f"Neo4j exited with code {proc.returncode}: {' | '.join(tail)}")
            if port_open("127.0.0.1", self.bolt_port) and self._ready():
                if self.password:
                    self._set_initial_password()
                return
            time.sleep(1.0)
        self.stop()
        raise ServerError(f"Neo4j did not answer on {self.uri} within {timeout:.0f} s; see {console}")

    def _ready(self) -> bool:
        import neo4j

        auth = ("neo4j", self.password) if self.password else None
        for candidate in ([auth, ("neo4j", "neo4j")] if self.password else [None]):
            try:
                with neo4j.GraphDatabase.driver(self.uri, auth=candidate, connection_timeout=3) as d:
                    d.verify_connectivity()
                    return True
            except neo4j.exceptions.AuthError:
                continue
            except Exception:
                return False
        return False

    def _set_initial_password(self) -> None:
        """Replace the default password ``neo4j`` on a fresh database (no-op when already set)."""
        import neo4j

        try:
            with neo4j.GraphDatabase.driver(self.uri, auth=("neo4j", "neo4j")) as d:
                with d.session(database="system") as s:
                    s.run("ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO $pw", pw=self.password).consume()
        except neo4j.exceptions.AuthError:
            pass  # the password was set on an earlier start

    def admin(self, args: list[str], timeout: float = 1800.0) -> str:
        """Run ``neo4j-admin ARGS`` against this home (the server must be stopped); return its output."""
        if self.pid():
            raise ServerError("stop the server first (`kg neo4j stop`): neo4j-admin needs it offline")
        lib = fetch_runtime(self.version)
        self.write_config()
        env = {**os.environ, "NEO4J_HOME": str(self.home), "NEO4J_CONF": str(self.home / "conf")}
        cmd = [shutil.which("java") or "java", f"-Xmx{self.heap}", *JVM_FLAGS, "-cp", f"{lib}/*", ADMIN_CLASS, *args]
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=self.home, timeout=timeout)
        if proc.returncode != 0:
            tail = (proc.stdout + proc.stderr).strip().splitlines()[-6:]
            raise ServerError(f"neo4j-admin {' '.join(args[:3])} failed: {' | '.join(tail)}")
        return proc.stdout

    def stop(self, timeout: float = 60.0) -> bool:
        """Stop the server; return whether one was running."""
        pid = self.pid()
        if pid is None:
            return False
        try:
            os.killpg(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
                # Reap it if it is our child, so it does not linger as a zombie.
                try:
                    os.waitpid(pid, os.WNOHANG)
                except ChildProcessError:
                    pass
            except ProcessLookupError:
                break
            time.sleep(0.5)
        else:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self._pidfile.unlink(missing_ok=True)
        return True
