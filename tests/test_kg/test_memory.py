"""``kg.memory``: the cycle collector is paused inside a block and restored after it."""

from __future__ import annotations

import gc

import pytest

from paperkg.kg.memory import cycle_collection_paused


def test_the_collector_is_off_inside_and_on_again_after():
    assert gc.isenabled()
    with cycle_collection_paused():
        assert not gc.isenabled()
        with cycle_collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner block leaves it to the outer one
    assert gc.isenabled()


def test_the_collector_comes_back_after_an_error():
    with pytest.raises(ValueError), cycle_collection_paused():
        raise ValueError("boom")
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off():
    gc.disable()
    try:
        with cycle_collection_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_resolution_and_graph_building_leave_the_collector_on():
    from paperkg.kg.graph import build_graph
    from paperkg.schema import Paper

    build_graph([Paper("p1", "We propose GMoE.", title="GMoE")], [{"doc_id": "p1", "methods": [
        {"name": "GMoE", "aliases": [], "role": "proposed"}]}])
    assert gc.isenabled()


def test_a_build_leaves_the_collector_on(tmp_path):
    from helpers import SAMPLE

    from paperkg.kg.build import build

    build([SAMPLE], tmp_path / "out", keyphrases=False)
    assert gc.isenabled()
