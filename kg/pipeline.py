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
from schema import Paper

#: Rule extractors run by default, in order.
DEFAULT_EXTRACTORS = ("code_links", "code_promise", "citations", "acronyms", "lexicon", "names", "heads", "proposals")


def extractor_versions(names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict[str, str]:
    """Name -> version of the given extractors (the cache key of their results)."""
    return {n: extractors.get(n).version for n in names}


def extract_record(paper: Paper, names: Iterable[str] = DEFAULT_EXTRACTORS) -> dict:
    """The extraction record of one paper."""
    view = TextView(paper.abstract)
    mentions = []
    for name in names:
        for m in extractors.get(name)(view):
            m.check_against(paper.abstract)
            mentions.append(m)
    rec = {"doc_id": paper.id}
    rec.update(assemble(view, mentions))
    rec["title"] = paper.title
    return rec


def _work(batch: list[Paper]) -> list[dict]:
    return [extract_record(p) for p in batch]


def extract_records(
    papers: Iterable[Paper],
    workers: int = 1,
    keyphrases: bool = False,
    batch_size: int = 64,
    progress: Callable[[int], None] | None = None,
) -> Iterator[dict]:
    """Extraction records of ``papers`` in input order; ``progress(n)`` after each batch."""
    batches = _batched(papers, batch_size)
    if workers > 1:
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        with ctx.Pool(workers) as pool:
            for pbatch, recs in _tee_batches(batches, pool):
                yield from _finish(pbatch, recs, keyphrases, progress)
    else:
        for batch in batches:
            yield from _finish(batch, _work(batch), keyphrases, progress)


def _tee_batches(batches: Iterator[list[Paper]], pool) -> Iterator[tuple[list[Paper], list[dict]]]:
    pending: list[tuple[list[Paper], object]] = []
    for batch in batches:
        pending.append((batch, pool.apply_async(_work, (batch,))))
        if len(pending) >= 4:
            b, res = pending.pop(0)
            yield (b, res.get())
    for b, res in pending:
        yield (b, res.get())


def _finish(batch: list[Paper], recs: list[dict], keyphrases: bool, progress) -> Iterator[dict]:
    if keyphrases:
        from extractors.keyphrases import keyphrases_for

        for rec, kws in zip(recs, keyphrases_for([p.abstract for p in batch])):
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
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    n = 0
    with tmp.open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
            n += 1
    tmp.replace(path)
    return n
