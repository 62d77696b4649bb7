"""Word statistics of a corpus's titles and abstracts, which the resolution rules read.

Four rules of ``kg.resolve`` read the corpus's own text rather than its extraction records:
which lower-case words it writes at all (display names: "Gibbs" is no plural of "Gibb"),
which words it writes right after a degree adverb ("very inefficient"), which hyphenated
compounds it writes and in how many papers ("high-quality"), and in how many papers each
topic word occurs (the IDF of the lineage's topic check). ``CorpusText`` owns these four
readings. Each is read on first use, one pass over all abstracts. On a corpus of at least
``prefetch_min_papers`` papers, with a second worker and no other thread running,
``CorpusText`` reads all four in a forked process, started when resolution starts, which
sends each as soon as it is read, in the order resolution first asks for them. The passes
are about 2 s of a 16k-paper resolution. This way they run while resolution reads the
extraction records, which need none of them. The statistics are the same either way.
"""

from __future__ import annotations

import multiprocessing as mp
import re
import threading
from collections import Counter
from collections.abc import Iterator, Sequence

from paperkg.schema import Paper

_HYPHENATED = re.compile(r"[a-z]+(?:-[a-z]+)+")
_WORD_RUN = re.compile(r"[\w-]+")

# In the order resolution first needs them: the forked reader sends each as soon as it is read.
FIELDS = ("topic_df", "words", "compounds", "after_degree")


# Byte tables that blank every byte but a-z (and the hyphen): the runs left are what the
# patterns [a-z]+ and [a-z][a-z-]{3,} find, and a translated split is several times faster
# than a regex scan of the 16 MB of a large corpus. Non-ASCII characters are encoded as "?",
# which is blanked like any other character neither pattern matches.
_KEEP_LETTERS = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
_KEEP_LETTERS_HYPHENS = bytes(c if 97 <= c <= 122 or c == 45 else 32 for c in range(256))


def _text(p: Paper) -> str:
    return f"{p.title} {p.abstract}".lower()


def _runs(text: str, table: bytes) -> list[str]:
    return text.encode("ascii", "replace").translate(table).decode("ascii").split()


def lower_words(text: str) -> list[str]:
    """The runs of a-z of ``text``: what ``re.findall(r"[a-z]+", text)`` finds."""
    return _runs(text, _KEEP_LETTERS)


def topic_words(p: Paper) -> frozenset[str]:
    """The words of four or more letters (hyphens inside count) of a paper's title and abstract:
    what the pattern ``[a-z][a-z-]{3,}`` finds in its lower-cased text. A run of letters and
    hyphens holds at most one, from its first letter to its end (the repetition is greedy)."""
    return frozenset(w for w in (r.lstrip("-") for r in _runs(_text(p), _KEEP_LETTERS_HYPHENS)) if len(w) >= 4)


def hyphen_runs(text: str) -> Iterator[str]:
    """The runs of word characters and hyphens of ``text`` that hold a hyphen, each found from its
    first hyphen: an abstract has a few hyphens and hundreds of runs, so this is about five times
    faster than splitting it into all its runs."""
    i = text.find("-")
    while i >= 0:
        start = i
        # str.isalnum() and "_" are exactly the characters that \w matches.
        while start and (text[start - 1].isalnum() or text[start - 1] == "_"):
            start -= 1
        run = _WORD_RUN.match(text, start).group()
        yield run
        i = text.find("-", start + len(run))


def _read(papers: Sequence[Paper], field: str, degree: re.Pattern) -> object:
    if field == "words":
        words: set[str] = set()
        for p in papers:
            words.update(lower_words(_text(p)))
        return words
    if field == "after_degree":
        after: set[str] = set()
        for p in papers:
            after.update(degree.findall(_text(p)))
        return after
    counts: Counter = Counter()
    if field == "compounds":
        for p in papers:
            # The runs of word characters and hyphens that are a hyphenated compound: the same
            # as searching for one bounded by neither, and faster than that look-behind.
            counts.update({w for w in hyphen_runs(_text(p)) if _HYPHENATED.fullmatch(w)})
        return counts
    for p in papers:  # "topic_df"
        counts.update(topic_words(p))
    return counts


def _read_all(papers: Sequence[Paper], degree: re.Pattern, conn) -> None:
    """The forked reader: sends each field as ``(name, statistic)`` once it is read, in the
    order of ``FIELDS``, or ``None`` when reading failed."""
    try:
        for f in FIELDS:
            conn.send((f, _read(papers, f, degree)))
    except BaseException:  # noqa: BLE001 - the parent reads the fields it lacks itself instead
        conn.send(None)
    finally:
        conn.close()


class CorpusText:
    """The four word statistics of ``papers``; ``degree_adverbs`` are the words whose next word
    ``after_degree`` collects. ``workers > 1`` and at least ``prefetch_min_papers`` papers start
    the forked reader; ``close()`` ends it when it is no longer needed."""

    def __init__(self, papers: Sequence[Paper], degree_adverbs: Sequence[str], workers: int = 1,
                 prefetch_min_papers: int = 0) -> None:
        self._papers = papers
        self._degree = re.compile(r"\b(?:%s)\s+([a-z]+)\b" % "|".join(map(re.escape, degree_adverbs)))
        self._fields: dict[str, object] = {}
        self._conn = self._proc = None
        if workers > 1 and prefetch_min_papers and len(papers) >= prefetch_min_papers:
            self._start()

    def _start(self) -> None:
        if threading.active_count() > 1:
            # Forking a process with other threads (a Dask client, a database driver) can
            # leave the child waiting for a lock one of them held: read here instead.
            return
        try:
            ctx = mp.get_context("fork")
            recv, send = ctx.Pipe(duplex=False)
            # Forked, so the child reads the papers already in memory; nothing is pickled but
            # the statistics coming back.
            proc = ctx.Process(target=_read_all, args=(self._papers, self._degree, send), daemon=True)
            proc.start()
        except (OSError, ValueError):  # no fork on this platform, or no processes left
            return
        send.close()
        self._conn, self._proc = recv, proc

    def _get(self, field: str) -> object:
        while field not in self._fields and self._conn is not None:
            try:
                got = self._conn.recv()
            except (EOFError, OSError):  # the reader died: read the rest here
                got = None
            if got is None:
                self.close()
            else:
                self._fields[got[0]] = got[1]
                if len(self._fields) == len(FIELDS):
                    self.close()
        if field not in self._fields:
            self._fields[field] = _read(self._papers, field, self._degree)
        return self._fields[field]

    def close(self) -> None:
        """End the forked reader, if one runs; the statistics are then read here on first use."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join()
            self._proc = None

    @property
    def words(self) -> set[str]:
        """The lower-case words (runs of a-z) of the corpus."""
        return self._get("words")

    @property
    def after_degree(self) -> set[str]:
        """The words the corpus writes right after one of the degree adverbs."""
        return self._get("after_degree")

    @property
    def compounds(self) -> Counter:
        """Papers per hyphenated lower-case compound ("high-quality", "state-of-the-art")."""
        return self._get("compounds")

    @property
    def topic_df(self) -> Counter:
        """Papers per topic word (``topic_words``)."""
        return self._get("topic_df")
