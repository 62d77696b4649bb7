"""Extraction pipeline: papers in, extraction records out.

``extract_records`` extracts many papers in input order, optionally with keyphrases
(KeyBERT, batched), a mention cache, several worker processes or a Dask cluster; the
output does not depend on any of them. The work of one batch lives in ``kg.batches``
(``extract_record`` is one paper's record); ``write_jsonl`` writes records atomically.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from paperkg import extractors
from paperkg.extractors.registry import DEFAULT_EXTRACTORS
from paperkg.kg.batches import batched, extract_record, finish, in_order, work
from paperkg.kg.errors import KGError
from paperkg.schema import Paper

__all__ = ["DEFAULT_EXTRACTORS", "extract_record", "extract_records", "extractor_names", "extractor_versions", "with_tagger",
           "write_jsonl", "dump_jsonl"]


def extractor_names(tagger: bool = False) -> tuple[str, ...]:
    """The extractors a run uses: the rule extractors, plus the trained tagger when asked."""
    return with_tagger() if tagger else DEFAULT_EXTRACTORS


def with_tagger(names: Iterable[str] = DEFAULT_EXTRACTORS) -> tuple[str, ...]:
    """``names`` plus the SciERC-trained tagger, after checking that a trained model exists."""
    from paperkg.kg.tagger import model_path

    model_path()  # fails now, with the command that trains it, rather than in a worker
    return tuple(names) + ("tagger",)


def extractor_versions(names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict[str, str]:
    """Name -> cache version of the given extractors (the cache key of their results)."""
    return {n: extractors.get(n).cache_version for n in names}


def usable_cpus() -> int:
    """The processors this process may run on (the most extraction workers that help)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not Linux
        return max(1, os.cpu_count() or 1)


def extract_records(
    papers: Iterable[Paper],
    workers: int = 1,
    keyphrases: bool = False,
    batch_size: int = 64,
    progress: Callable[[int], None] | None = None,
    cache=None,
    scheduler=None,
    names: tuple[str, ...] = DEFAULT_EXTRACTORS,
) -> Iterator[dict]:
    """Extraction records of ``papers`` in input order; ``progress(n)`` after each batch.

    ``names`` are the extractors to run (``with_tagger()`` adds the statistical tagger).

    ``cache`` is a ``kg.cache.MentionCache`` (or None): cached extractor results are reused
    and new ones stored. ``scheduler`` (a Dask scheduler address or client) runs the
    extraction on that cluster instead of local processes. The output is the same with or
    without a cache, for any ``workers`` and on Dask.
    """
    from paperkg.kg import cache as mc

    if scheduler is not None:
        from paperkg.kg.distributed import extract_records_dask

        yield from extract_records_dask(papers, scheduler, keyphrases=keyphrases, progress=progress, names=names)
        return

    names = tuple(names)
    versions = extractor_versions(names) if cache is not None else None

    def lookups(batch: list[Paper]) -> dict | None:
        if cache is None:
            return None
        hit = cache.get_many([mc.text_hash(p.abstract) for p in batch], versions)
        cache.hits += len(hit)
        cache.misses += len(batch) * len(names) - len(hit)
        return hit

    def store(rows: list) -> None:
        if cache is not None:
            cache.put_many(rows)

    batches = batched(papers, batch_size)
    # More processes than processors only cost memory and start-up: "--workers 10000" forked
    # 10,000 copies of the process for five papers and hung for minutes. The output is the
    # same for any number of workers.
    workers = min(workers, usable_cpus())
    if workers > 1:
        import multiprocessing as mp
        from concurrent.futures import ProcessPoolExecutor
        from concurrent.futures.process import BrokenProcessPool

        # An executor, not multiprocessing.Pool: a worker that dies (killed by the system) is
        # an error here, where Pool waited for its lost batch for ever.
        with ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) as pool:
            submit = lambda b: pool.submit(work, b, lookups(b), versions, names)  # noqa: E731
            for b, fut in in_order(batches, submit, 2 * workers):
                try:
                    recs, cands, rows = fut.result()
                except BrokenProcessPool:
                    raise KGError("an extraction worker process died (killed by the system?); "
                                  "records written so far are complete; run again, or with --workers 1") from None
                store(rows)
                yield from finish(b, recs, cands, keyphrases, progress)
    else:
        for batch in batches:
            recs, cands, rows = work(batch, lookups(batch), versions, names)
            store(rows)
            yield from finish(batch, recs, cands, keyphrases, progress)


def dump_jsonl(records: Iterable[dict], fh) -> int:
    """Write records as JSON Lines to an open text file; return the count."""
    n = 0
    for rec in records:
        fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
        n += 1
    return n


def write_jsonl(records: Iterable[dict], path: Path) -> int:
    """Write records as JSON Lines atomically (temporary file, then rename); return the count."""
    from paperkg.kg.atomic import atomic_write

    # A unique temporary name: two runs writing the same path once shared ".NAME.tmp" and
    # produced a file of both inputs' lines, broken where they met.
    with atomic_write(Path(path)) as fh:
        return dump_jsonl(records, fh)
