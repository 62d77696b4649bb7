"""One batch of extraction work: papers in, records, candidate phrases and cache rows out.

The unit that the local worker pool (``kg.pipeline``) and the Dask path
(``kg.distributed``) both run, so both give the same records: ``extract_record`` runs the
registered rule extractors on one abstract, checks each mention's span, and assembles the
record of the annotation guidelines; ``work`` does a batch (reusing cached mentions);
``finish`` adds keyphrases and reports progress; ``in_order`` and ``batched`` keep the
output in input order whatever the number of workers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from paperkg import extractors
from paperkg.extractors.assemble import assemble
from paperkg.extractors.registry import DEFAULT_EXTRACTORS, TextView
from paperkg.kg import cache as mc
from paperkg.schema import ENTITY_TYPES, Paper, validate_record
from paperkg.schema.errors import SchemaError


def extract_record(paper: Paper, names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict:
    """The extraction record of one paper."""
    return _extract(paper, names)[0]


def _extract(paper: Paper, names: Iterable[str] = DEFAULT_EXTRACTORS, cached: dict | None = None,
             new_rows: list | None = None, versions: dict | None = None) -> tuple[dict, list[str]]:
    """The record of one paper and the candidate phrases its extractors proposed.

    ``cached`` maps ``(text hash, extractor)`` to stored mentions; extractors not in it run,
    and their results are appended to ``new_rows`` for the cache.
    """
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
    rec.update(assemble(view, mentions, paper.title))
    rec["title"] = paper.title
    validate_record(rec)  # typed and checked: a rule that writes a malformed entity fails here, by name
    # Every phrase an extractor proposed, kept or not: the keyphrase ranker's candidates.
    candidates = sorted({m.attrs.get("name", m.text) for m in mentions if m.type in ENTITY_TYPES})
    return rec, candidates


def _valid_cached(payload: str, text: str) -> list | None:
    """Cached mentions, or ``None`` when the payload is not what ``dump`` wrote or a span no
    longer holds its text (a damaged cache row is re-extracted, never trusted)."""
    try:
        found = mc.load(payload)
        for m in found:
            m.check_against(text)
    except (ValueError, TypeError, KeyError, SchemaError):
        return None
    return found


def work(batch: list[Paper], cached: dict | None, versions: dict | None,
         names: tuple[str, ...] = DEFAULT_EXTRACTORS) -> tuple[list[dict], list, list]:
    """Records, candidate phrases and new cache rows of one batch (runs in workers too)."""
    new_rows: list = []
    done = [_extract(p, names, cached=cached, new_rows=new_rows, versions=versions) for p in batch]
    return [r for r, _ in done], [c for _, c in done], new_rows


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


def finish(batch: list[Paper], recs: list[dict], candidates: list[list[str]], keyphrases: bool,
           progress) -> Iterator[dict]:
    """A batch's records, with keyphrases ranked among its candidates when asked; reports progress."""
    if keyphrases:
        from paperkg.extractors.keyphrases import keyphrases_for

        for rec, kws in zip(recs, keyphrases_for([p.abstract for p in batch], candidates)):
            rec["keywords"] = kws
    if progress:
        progress(len(batch))
    yield from recs


def batched(items: Iterable[Paper], n: int) -> Iterator[list[Paper]]:
    batch: list[Paper] = []
    for it in items:
        batch.append(it)
        if len(batch) >= n:
            yield batch
            batch = []
    if batch:
        yield batch
