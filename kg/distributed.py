"""Extraction on a Dask cluster, for corpora larger than one machine extracts in time.

``extract_records_dask`` sends batches of papers to the workers of a Dask scheduler
(``tcp://host:8786``, or a ``distributed.Client``) and yields the records in input order,
exactly as the local pipeline does: each worker runs the same registered extractors and
assembler. Keyphrases, corpus-level resolution and the graph stay on the client, which sees the
whole corpus. Dask is an optional dependency: ``pip install 'paperkg[dask]'``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from paperkg.kg.errors import InputError, KGError, require
from paperkg.extractors.registry import DEFAULT_EXTRACTORS
from paperkg.kg.batches import batched, finish, in_order, work
from paperkg.schema import Paper


def extract_records_dask(
    papers: Iterable[Paper],
    scheduler,
    keyphrases: bool = False,
    batch_size: int = 256,
    progress: Callable[[int], None] | None = None,
    in_flight: int = 16,
    names: tuple[str, ...] = DEFAULT_EXTRACTORS,
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
        except (ValueError, TypeError) as exc:  # "nonsense:::", "http://x": a traceback before
            raise InputError(f"--scheduler {scheduler}: not a Dask scheduler address ({exc}); "
                             "give one such as tcp://host:8786") from None
    try:
        submit = lambda b: client.submit(work, b, None, None, tuple(names), pure=False)  # noqa: E731
        for b, fut in in_order(batched(papers, batch_size), submit, in_flight):
            recs, cands, _ = fut.result()
            yield from finish(b, recs, cands, keyphrases, progress)
    finally:
        if owned:
            client.close()
