"""The extraction cache: reuse, incremental runs, exact invalidation, same output."""

import dataclasses

import extractors
from helpers import DATA, SAMPLE
from kg.cache import MentionCache
from kg.ingest import read_papers
from kg.pipeline import DEFAULT_EXTRACTORS, extract_records


def counting(monkeypatch):
    calls = {n: 0 for n in DEFAULT_EXTRACTORS}
    for name in DEFAULT_EXTRACTORS:
        ex = extractors.REGISTRY[name]

        def wrapped(view, _f=ex.func, _n=name):
            calls[_n] += 1
            return _f(view)

        monkeypatch.setitem(extractors.REGISTRY, name, dataclasses.replace(ex, func=wrapped))
    return calls


def test_second_run_extracts_nothing_and_output_is_identical(tmp_path, monkeypatch):
    papers = list(read_papers([SAMPLE]))
    plain = list(extract_records(papers))
    cache = MentionCache(tmp_path / "c.sqlite")
    calls = counting(monkeypatch)
    first = list(extract_records(papers, cache=cache))
    assert calls == {n: 57 for n in DEFAULT_EXTRACTORS}
    second = list(extract_records(papers, cache=cache, workers=2, batch_size=8))
    assert calls == {n: 57 for n in DEFAULT_EXTRACTORS}
    assert first == second == plain


def test_adding_papers_extracts_only_the_new_ones(tmp_path, monkeypatch):
    cache = MentionCache(tmp_path / "c.sqlite")
    sample = list(read_papers([SAMPLE]))
    list(extract_records(sample, cache=cache))
    calls = counting(monkeypatch)
    more = list(read_papers([SAMPLE, DATA / "mini.jsonl"]))
    assert len(more) == 59
    list(extract_records(more, cache=cache))
    assert calls == {n: 2 for n in DEFAULT_EXTRACTORS}


def test_changing_one_extractor_reruns_exactly_it(tmp_path, monkeypatch):
    cache = MentionCache(tmp_path / "c.sqlite")
    papers = list(read_papers([DATA / "mini.jsonl"]))
    list(extract_records(papers, cache=cache))
    calls = counting(monkeypatch)
    monkeypatch.setitem(extractors.REGISTRY, "citations", dataclasses.replace(extractors.REGISTRY["citations"], version="99"))
    list(extract_records(papers, cache=cache))
    assert calls == {n: (2 if n == "citations" else 0) for n in DEFAULT_EXTRACTORS}
