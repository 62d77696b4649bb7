"""Extraction pipeline: papers in, extraction records out.

``extract_record`` runs every registered rule extractor on one abstract, checks that each
mention's span holds its text, and assembles the record of ``GUIDELINES.md`` (plus
evidence, extractor and confidence per entity). ``extract_records`` does this for many
papers, optionally with keyphrases (KeyBERT, batched) and several worker processes; the
output does not depend on the number of workers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import extractors
from extractors.assemble import assemble
from extractors.registry import TextView
from kg.errors import SchemaError
from schema import ENTITY_TYPES, Paper

#: Rule extractors run by default, in order.
from extractors.registry import DEFAULT_EXTRACTORS  # noqa: E402  (defined with the extractors, used here)


def with_tagger(names: Iterable[str] = DEFAULT_EXTRACTORS) -> tuple[str, ...]:
    """``names`` plus the SciERC-trained tagger, after checking that a trained model exists."""
    from kg.tagger import model_path

    model_path()  # fails now, with the command that trains it, rather than in a worker
    return tuple(names) + ("tagger",)


def extractor_versions(names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict[str, str]:
    """Name -> cache version of the given extractors (the cache key of their results)."""
    return {n: extractors.get(n).cache_version for n in names}


def extract_record(paper: Paper, names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict:
    """The extraction record of one paper."""
    return _extract(paper, names)[0]


def _extract(paper: Paper, names: Iterable[str] = DEFAULT_EXTRACTORS, cached: dict | None = None,
             new_rows: list | None = None, versions: dict | None = None) -> tuple[dict, list[str]]:
    """The record of one paper and the candidate phrases its extractors proposed.

    ``cached`` maps ``(text hash, extractor)`` to stored mentions; extractors not in it run,
    and their results are appended to ``new_rows`` for the cache.
    """
    from kg import cache as mc

    view = TextView(paper.abstract)
    h = mc.text_hash(paper.abstract) if cached is not None else ""
    mentions = []
    for name in names:
        payload = cached.get((h, name)) if cached is not None else None
        found = _valid_cached(payload, paper.abstract) if payload is not None else None
        if found is None:
            found = extractors.get(name)(view)
            for m in found:
                m.check_against(paper.abstract)
            if new_rows is not None and versions is not None:
                new_rows.append((h, name, versions[name], mc.dump(found)))
        mentions.extend(found)
    rec = {"doc_id": paper.id}
    rec.update(assemble(view, mentions))
    rec["title"] = paper.title
    # Every phrase an extractor proposed, kept or not: the keyphrase ranker's candidates.
    candidates = sorted({m.attrs.get("name", m.text) for m in mentions if m.type in ENTITY_TYPES})
    return rec, candidates


def _valid_cached(payload: str, text: str) -> list | None:
    """Cached mentions, or ``None`` when the payload is not what ``dump`` wrote or a span no
    longer holds its text (a damaged cache row is re-extracted, never trusted)."""
    from kg import cache as mc

    try:
        found = mc.load(payload)
        for m in found:
            m.check_against(text)
    except (ValueError, TypeError, KeyError, SchemaError):
        return None
    return found


def _work(batch: list[Paper], cached: dict | None, versions: dict | None,
          names: tuple[str, ...] = DEFAULT_EXTRACTORS) -> tuple[list[dict], list, list]:
    """Records, candidate phrases and new cache rows of one batch (runs in workers too)."""
    new_rows: list = []
    done = [_extract(p, names, cached=cached, new_rows=new_rows, versions=versions) for p in batch]
    return [r for r, _ in done], [c for _, c in done], new_rows


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
    from kg import cache as mc

    if scheduler is not None:
        from kg.distributed import extract_records_dask

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

    batches = _batched(papers, batch_size)
    if workers > 1:
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        with ctx.Pool(workers) as pool:
            submit = lambda b: pool.apply_async(_work, (b, lookups(b), versions, names))  # noqa: E731
            for b, res in in_order(batches, submit, 2 * workers):
                recs, cands, rows = res.get()
                store(rows)
                yield from _finish(b, recs, cands, keyphrases, progress)
    else:
        for batch in batches:
            recs, cands, rows = _work(batch, lookups(batch), versions, names)
            store(rows)
            yield from _finish(batch, recs, cands, keyphrases, progress)


def in_order(batches: Iterable[list[Paper]], submit: Callable, limit: int) -> Iterator[tuple[list[Paper], object]]:
    """Submit batches ahead, at most ``limit`` in flight, and yield ``(batch, handle)`` in input order."""
    from collections import deque

    pending: deque = deque()
    for batch in batches:
        pending.append((batch, submit(batch)))
        if len(pending) >= limit:
            yield pending.popleft()
    while pending:
        yield pending.popleft()


def _finish(batch: list[Paper], recs: list[dict], candidates: list[list[str]], keyphrases: bool,
            progress) -> Iterator[dict]:
    if keyphrases:
        from extractors.keyphrases import keyphrases_for

        for rec, kws in zip(recs, keyphrases_for([p.abstract for p in batch], candidates)):
            rec["keywords"] = kws
    if progress:
        progress(len(batch))
    yield from recs


def _batched(items: Iterable[Paper], n: int) -> Iterator[list[Paper]]:
    batch: list[Paper] = []
    for it in items:
        batch.append(it)
        if len(batch) >= n:
            yield batch
            batch = []
    if batch:
        yield batch


def write_jsonl(records: Iterable[dict], path: Path) -> int:
    """Write records as JSON Lines atomically (temporary file, then rename); return the count."""
    from kg.atomic import atomic_write

    n = 0
    # A unique temporary name: two runs writing the same path once shared ".NAME.tmp" and
    # produced a file of both inputs' lines, broken where they met.
    with atomic_write(Path(path)) as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
            n += 1
    return n
