"""Atomic file writes and the output folder's lock.

``atomic_write`` writes through a temporary file with a unique name in the target's folder
and renames it into place on success, so a reader never sees half a file and two writers
of one path never mix their lines: the last rename wins whole. ``folder_lock`` holds an
exclusive ``flock`` on ``DIR/.kg.lock`` for the time a build writes into ``DIR``; a second
build into the same folder refuses with one line instead of interleaving its files.
"""

from __future__ import annotations

import errno
import fcntl
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path

from kg.errors import KGError


@contextmanager
def atomic_write(path: Path | str, mode: str = "w"):
    """Open ``path`` for writing through a uniquely named temporary file renamed into place on success."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(name)
    try:
        with os.fdopen(fd, mode, encoding=None if "b" in mode else "utf-8") as fh:
            yield fh
        os.chmod(tmp, 0o644 & ~_umask())
        tmp.replace(path)
    finally:
        if tmp.exists():
            tmp.unlink()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextmanager
def folder_lock(folder: Path | str):
    """Hold the exclusive build lock of ``folder``; raise ``KGError`` if another build holds it."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    fh = open(folder / ".kg.lock", "a+")
    try:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno in (errno.EAGAIN, errno.EACCES):
                raise KGError(f"{folder}: another kg build is writing here; wait for it to finish or use another --out") from None
            raise
        yield
    finally:
        fh.close()
