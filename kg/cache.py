"""The extraction cache: each extractor's mentions per abstract, kept in SQLite.

A row is keyed by the abstract's hash, the extractor's name and its cache version (its
declared version plus a hash of the data files it reads), so re-running on the same
abstracts costs only the assembly, adding papers extracts only the new ones, and editing
one extractor or word list re-runs exactly the extractors concerned. Rows are written by
the parent process only; worker processes read.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from paperkg.schema import Mention
from paperkg.schema.files import cache_dir  # noqa: F401  (re-exported)


def default_cache() -> "MentionCache":
    """The per-user extraction cache."""
    return MentionCache(cache_dir() / "extract-cache.sqlite")


def text_hash(text: str) -> str:
    """The cache key of an abstract's exact text."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def dump(mentions: list[Mention]) -> str:
    """Mentions as compact JSON."""
    return json.dumps(
        [[m.type, m.text, m.start, m.end, m.extractor, m.confidence, m.role, m.attrs] for m in mentions],
        ensure_ascii=False, separators=(",", ":"),
    )


def load(payload: str) -> list[Mention]:
    """Mentions back from ``dump``."""
    return [Mention(t, x, s, e, ex, c, r, a) for t, x, s, e, ex, c, r, a in json.loads(payload)]


class MentionCache:
    """Cached mentions per (abstract hash, extractor, cache version)."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.hits = 0
        self.misses = 0
        #: One line for the user when the cache file was unusable and rebuilt (else None).
        self.warning: str | None = None
        if self.path.is_dir():
            self.warning = f"cache {self.path} is a directory, not a file; using {self.path / 'mentions.sqlite'} inside it"
            self.path = self.path / "mentions.sqlite"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                self.db = self._open()
            except sqlite3.DatabaseError as exc:
                # Truncated, junk or not SQLite: the cache only saves time, so start a new one.
                aside = self.path.with_name(self.path.name + ".corrupt")
                self.path.replace(aside)
                for extra in ("-wal", "-shm"):
                    self.path.with_name(self.path.name + extra).unlink(missing_ok=True)
                self.warning = f"cache {self.path} was unusable ({exc}); moved it to {aside.name} and started a new one"
                self.db = self._open()
        except (OSError, sqlite3.DatabaseError) as exc:
            # A folder that cannot be made or written (HOME=/proc, a read-only home, a full disk)
            # ended the run with "No such file or directory: /proc/.cache": extract without it.
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.warning = f"cache {self.path} cannot be used ({why}); extracting without a cache"
            self.path = Path(":memory:")
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=60)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS mentions (h TEXT, extractor TEXT, version TEXT, payload TEXT, "
                "PRIMARY KEY (h, extractor, version))"
            )
            db.execute("SELECT count(*) FROM mentions WHERE rowid < 2").fetchall()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def get_many(self, hashes: list[str], versions: dict[str, str]) -> dict[tuple[str, str], str]:
        """Cached payloads for the given abstracts, keyed by (hash, extractor)."""
        out: dict[tuple[str, str], str] = {}
        uniq = sorted(set(hashes))
        for i in range(0, len(uniq), 500):
            chunk = uniq[i : i + 500]
            rows = self.db.execute(
                f"SELECT h, extractor, version, payload FROM mentions WHERE h IN ({','.join('?' * len(chunk))})", chunk
            )
            for h, ex, ver, payload in rows:
                if versions.get(ex) == ver:
                    out[(h, ex)] = payload
        return out

    def put_many(self, rows: list[tuple[str, str, str, str]]) -> None:
        """Store ``(hash, extractor, version, payload)`` rows."""
        if rows:
            with self.db:
                self.db.executemany("INSERT OR REPLACE INTO mentions VALUES (?, ?, ?, ?)", rows)

    def close(self) -> None:
        self.db.close()
