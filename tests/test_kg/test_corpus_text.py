"""Tests of kg/corpus_text.py: the corpus's word statistics, read here or by a forked reader."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from paperkg.kg.corpus_text import CorpusText, hyphen_runs, topic_words
from paperkg.schema import Paper

PAPERS = [
    Paper(id="a", title="High-quality image synthesis", abstract="A very inefficient state-of-the-art method."),
    Paper(id="b", title="Graphs", abstract="Rather broad high-quality graph-level tasks; a too-long name, COVID-19."),
    Paper(id="c", title="Café", abstract="Relatively   bad results on ImageNet-1k and the x-y plane."),
]


def fields(text: CorpusText) -> tuple:
    return text.words, text.after_degree, text.compounds, text.topic_df


def test_the_four_statistics_of_a_small_corpus():
    text = CorpusText(PAPERS, ["very", "rather", "relatively"])
    assert text.after_degree == {"inefficient", "broad", "bad"}
    assert text.compounds == {"high-quality": 2, "state-of-the-art": 1, "graph-level": 1, "too-long": 1,
                              "x-y": 1}
    assert sorted(text.topic_df.items()) == sorted({
        "high-quality": 2, "image": 1, "synthesis": 1, "very": 1, "inefficient": 1, "state-of-the-art": 1,
        "method": 1, "graphs": 1, "rather": 1, "broad": 1, "graph-level": 1, "tasks": 1, "too-long": 1,
        "name": 1, "covid-": 1, "relatively": 1, "results": 1, "imagenet-": 1, "plane": 1}.items())
    assert {"caf", "x", "y", "k", "a", "covid"} <= text.words and "café" not in text.words
    assert topic_words(PAPERS[2]) == {"relatively", "results", "imagenet-", "plane"}


def test_a_forked_reader_gives_the_same_statistics():
    here = fields(CorpusText(PAPERS, ["very", "rather"]))
    text = CorpusText(PAPERS, ["very", "rather"], workers=2, prefetch_min_papers=3)
    assert text._proc is not None  # the reader was started
    assert fields(text) == here
    assert text._proc is None and text._conn is None  # and ended once read


def test_the_forked_reader_sends_each_statistic_once_read_in_the_order_resolution_asks():
    here = fields(CorpusText(PAPERS, ["very", "rather"]))
    text = CorpusText(PAPERS, ["very", "rather"], workers=2, prefetch_min_papers=3)
    assert text.topic_df == here[3]
    # the first statistic came alone: the reader still holds the others for the parent to take
    assert list(text._fields) == ["topic_df"] and text._conn is not None
    assert fields(text) == here and text._proc is None


def test_no_reader_below_the_prefetch_size_or_with_one_worker():
    assert CorpusText(PAPERS, ["very"], workers=2, prefetch_min_papers=4)._proc is None
    assert CorpusText(PAPERS, ["very"], workers=1, prefetch_min_papers=1)._proc is None
    assert CorpusText(PAPERS, ["very"], workers=2, prefetch_min_papers=0)._proc is None


def test_reader_that_died_leaves_the_statistics_to_be_read_here():
    text = CorpusText(PAPERS, ["very"], workers=2, prefetch_min_papers=1)
    proc = text._proc
    proc.kill()
    proc.join()
    assert text.compounds["high-quality"] == 2
    assert text._proc is None


def test_close_before_reading_ends_the_reader():
    text = CorpusText(PAPERS, ["very"], workers=2, prefetch_min_papers=1)
    proc = text._proc
    text.close()
    assert not proc.is_alive() and text._proc is None
    assert "inefficient" in text.after_degree  # read here after all


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab-_ 1,.é\u2010\u00b2\u0301", max_size=30))
def test_hyphen_runs_are_the_runs_of_word_characters_and_hyphens_that_hold_a_hyphen(text):
    assert list(hyphen_runs(text)) == [w for w in re.split(r"[^\w-]+", text) if "-" in w]


def test_no_reader_is_forked_while_another_thread_runs():
    # A forked child can wait for ever on a lock another thread held at the fork.
    import threading

    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        text = CorpusText(PAPERS, ["very"], workers=2, prefetch_min_papers=1)
        assert text._proc is None and text.compounds["high-quality"] == 2
    finally:
        stop.set()
        other.join()


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab-xyz 19_\n\téÉK\u212aİß.,-`{@["), max_size=60))
def test_the_translated_runs_are_what_the_patterns_find(text):
    # The word statistics split a byte-translated text instead of scanning it with the
    # patterns (several times faster on a large corpus); they must find the same words.
    from paperkg.kg.corpus_text import lower_words

    low = text.lower()
    assert lower_words(low) == re.findall(r"[a-z]+", low)
    paper = Paper(id="p", title=text, abstract="zz")  # (an abstract may not be empty)
    assert topic_words(paper) == frozenset(re.findall(r"[a-z][a-z\-]{3,}", f"{text} zz".lower()))
