"""File primitives every layer shares: atomic writes and where the per-user cache lives.

``atomic_write`` writes through a temporary file with a unique name in the target's folder
and renames it into place on success, so a reader never sees half a file and two writers
of one path never mix their lines: the last rename wins whole. ``cache_dir`` is the folder
of the extraction cache and the trained tagger (``$PAPERKG_CACHE`` or ``~/.cache/paperkg``).
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path


def cache_dir() -> Path:
    """Where paperkg keeps caches (``$PAPERKG_CACHE`` or ``~/.cache/paperkg``)."""
    return Path(os.environ.get("PAPERKG_CACHE", Path.home() / ".cache" / "paperkg"))


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
