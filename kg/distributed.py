"""Extraction on a Dask cluster, for corpora larger than one machine extracts in time.

``extract_records_dask`` sends batches of papers to the workers of a Dask scheduler
(``tcp://host:8786``, or a ``distributed.Client``) and yields the records in input order,
exactly as the local pipeline does: each worker runs the same registered extractors and
assembler. Keyphrases, canonicalisation and the graph stay on the client, which sees the
whole corpus. Dask is an optional dependency: ``pip install 'paperkg[dask]'``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from kg.errors import KGError, require
from kg.pipeline import _batched, _finish, _work
from schema import Paper


def extract_records_dask(
    papers: Iterable[Paper],
    scheduler,
    keyphrases: bool = False,
    batch_size: int = 256,
    progress: Callable[[int], None] | None = None,
    in_flight: int = 16,
) -> Iterator[dict]:
    """Records of ``papers`` extracted on Dask workers, in input order."""
    distributed = require("distributed", "dask")
    client = scheduler if isinstance(scheduler, distributed.Client) else None
    owned = client is None
    if owned:
        try:
            client = distributed.Client(scheduler, timeout="20s")
        except (OSError, TimeoutError) as exc:
            raise KGError(f"cannot reach the Dask scheduler at {scheduler}: {exc}") from None
    try:
        pending: list = []
        for batch in _batched(papers, batch_size):
            pending.append((batch, client.submit(_work, batch, None, None, pure=False)))
            if len(pending) >= in_flight:
                b, fut = pending.pop(0)
                yield from _finish(b, fut.result()[0], keyphrases, progress)
        for b, fut in pending:
            yield from _finish(b, fut.result()[0], keyphrases, progress)
    finally:
        if owned:
            client.close()
