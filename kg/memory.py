"""Pausing Python's cycle collector while a corpus-sized structure is built.

Resolution and graph building allocate millions of small objects (counters, tuples, the
records of every mention) and free almost none of them until they return. CPython's cycle
collector runs after every few hundred allocations and, in its oldest generation, walks
every live object; on the 16k-paper corpus that walking took about a quarter of
``build_graph`` (14.3 s against 10.4 s with it paused, the same peak memory; see
docs/performance.md). ``cycle_collection_paused`` switches it off for one such phase and
back on after, so garbage made of reference cycles is collected then instead of over and
over during the phase; reference counting frees everything else as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def cycle_collection_paused() -> Iterator[None]:
    """Switch the cycle collector off inside the block and back to how it was after it
    (nested blocks leave it off until the outermost one ends)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
