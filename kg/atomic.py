"""The output folder's lock (and ``atomic_write``, re-exported from ``schema.files``).

``folder_lock`` holds an
exclusive ``flock`` on ``DIR/.kg.lock`` for the time a build writes into ``DIR``; a second
build into the same folder refuses with one line instead of interleaving its files.
"""

from __future__ import annotations

import errno
import fcntl
from contextlib import contextmanager
from pathlib import Path

from paperkg.kg.errors import InputError, KGError
from paperkg.schema.files import atomic_write  # noqa: F401  (re-exported)


@contextmanager
def folder_lock(folder: Path | str):
    """Hold the exclusive build lock of ``folder``; raise ``KGError`` if another build holds it."""
    folder = Path(folder)
    if folder.resolve() == Path(folder.resolve().anchor):
        # A build writes site/, recipes/ and a database beside its files and replaces
        # earlier ones: never across the whole file system (an unset variable in `--out $DIR/`).
        raise InputError(f"--out {folder}: the file system's root cannot be a build folder; give a folder of its own")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fh = open(folder / ".kg.lock", "a+")
    except OSError as exc:  # /proc, /sys, a read-only mount: one line, before any work
        raise InputError(f"--out {folder}: cannot write there ({exc.strerror or exc})") from None
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
