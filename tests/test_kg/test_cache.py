"""The extraction cache: reuse, incremental runs, exact invalidation, same output."""

import dataclasses
import json

import pytest

from paperkg import extractors
from helpers import DATA, SAMPLE
from paperkg.kg.cache import MentionCache
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import DEFAULT_EXTRACTORS, extract_records


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


def test_editing_an_extractors_code_invalidates_its_cache_without_a_version_bump(tmp_path, monkeypatch):
    """Regression: the cache key once ignored code, so edited extractors served stale mentions."""
    import importlib.util

    from paperkg.extractors.registry import _cache_version

    mod = tmp_path / "my_extractor.py"

    def load(body):
        mod.write_text(
            "from paperkg.extractors.registry import register\n"
            f"@register('tmp_probe', version='1')\ndef probe(view):\n    {body}\n"
        )
        spec = importlib.util.spec_from_file_location(f"my_extractor_{abs(hash(body))}", mod)
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
        _cache_version.cache_clear()
        return extractors.REGISTRY["tmp_probe"].cache_version

    try:
        before = load("return []")
        after = load("return list()")
        assert before != after and before.startswith("1-") and after.startswith("1-")
    finally:
        extractors.REGISTRY.pop("tmp_probe", None)


@pytest.mark.parametrize("damage", ["junk", "truncated", "directory"])
def test_an_unusable_cache_is_rebuilt_with_one_warning(tmp_path, damage):
    path = tmp_path / "c.sqlite"
    if damage == "junk":
        path.write_bytes(b"this is not a database at all" * 100)
    elif damage == "truncated":
        full = MentionCache(path)
        full.put_many([(f"h{i}", "names", "v", "[]" * 500) for i in range(200)])
        full.close()  # the last connection checkpoints the log into the file
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    else:
        path.mkdir()
    papers = list(read_papers([DATA / "mini.jsonl"]))
    cache = MentionCache(path)
    assert cache.warning and ("unusable" in cache.warning or "is a directory" in cache.warning)
    assert list(extract_records(papers, cache=cache)) == list(extract_records(papers))
    again = MentionCache(cache.path)
    assert again.warning is None and list(extract_records(papers, cache=again)) == list(extract_records(papers))


def test_a_damaged_cache_row_is_re_extracted_not_trusted(tmp_path):
    # Regression: cached mentions skipped the span check; a wrong payload crashed the run.
    papers = list(read_papers([DATA / "mini.jsonl"]))
    cache = MentionCache(tmp_path / "c.sqlite")
    plain = list(extract_records(papers, cache=cache))
    with cache.db:
        cache.db.execute("UPDATE mentions SET payload = ? WHERE extractor = 'names'",
                         (json.dumps([["method", "Nope", 0, 4, "names", 0.6, None, {}]]),))
        cache.db.execute("UPDATE mentions SET payload = ? WHERE extractor = 'lexicon'", (json.dumps({"not": "a list"}),))
    assert list(extract_records(papers, cache=cache)) == plain


def test_editing_a_helper_a_rule_calls_re_runs_exactly_that_rule(tmp_path, monkeypatch):
    """Regression: the key hashed an extractor's own module only, so editing a helper it
    calls (proposals -> cues.is_name) left its cached results stale."""
    import importlib
    import sys

    from paperkg.extractors.registry import _cache_version, _imports_of

    pkg = tmp_path / "probe_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "helper.py").write_text("def shout(s):\n    return s.upper()\n")
    (pkg / "uses_helper.py").write_text(
        "from paperkg.extractors.registry import register\nfrom probe_pkg.helper import shout\n"
        "@register('probe_uses_helper')\ndef rule(view):\n    return []\n")
    (pkg / "alone.py").write_text(
        "from paperkg.extractors.registry import register\n@register('probe_alone')\ndef rule(view):\n    return []\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        for m in ("probe_pkg.uses_helper", "probe_pkg.alone"):
            importlib.import_module(m)

        def versions():
            _cache_version.cache_clear()
            _imports_of.cache_clear()
            return extractors.REGISTRY["probe_uses_helper"].cache_version, extractors.REGISTRY["probe_alone"].cache_version

        before = versions()
        (pkg / "helper.py").write_text("def shout(s):\n    return s.upper() + '!'\n")
        after = versions()
        assert after[0] != before[0] and after[1] == before[1]
        # And the real rules: proposals depends on the helpers it imports.
        from pathlib import Path

        from paperkg.extractors.registry import _module_closure

        closure = {p.name for p in _module_closure(Path(extractors.REGISTRY["proposals"].source).resolve())}
        assert {"cues.py", "wordlists.py", "acronyms.py", "text.py", "model.py"} <= closure
        assert "heads.py" not in closure  # another rule: editing it leaves proposals cached
    finally:
        for name in ("probe_uses_helper", "probe_alone"):
            extractors.REGISTRY.pop(name, None)
        for m in [m for m in sys.modules if m.startswith("probe_pkg")]:
            del sys.modules[m]
        _cache_version.cache_clear()
        _imports_of.cache_clear()


def test_a_cache_folder_that_cannot_be_made_is_a_warning_not_the_end_of_the_run(tmp_path):
    # Regression (hostile-input audit r27): HOME=/proc (or a read-only home) ended every
    # extraction with "error: No such file or directory: /proc/.cache" (exit 1), though the
    # cache only saves time.
    (tmp_path / "file").write_text("not a folder")
    cache = MentionCache(tmp_path / "file" / "paperkg" / "extract-cache.sqlite")
    assert cache.warning == (f"cache {tmp_path / 'file' / 'paperkg' / 'extract-cache.sqlite'} cannot be used "
                             "(Not a directory); extracting without a cache")
    papers = list(read_papers([DATA / "mini.jsonl"]))
    assert list(extract_records(papers, cache=cache)) == list(extract_records(papers))
    assert cache.misses and not cache.hits
