"""The sampled force layout: every node placed, deterministic, components kept apart."""

import networkx as nx

from paperkg.viz.layout import sampled_force_layout


def test_every_node_placed_deterministically_and_islands_do_not_overlap_the_main_graph():
    g = nx.disjoint_union_all([nx.karate_club_graph(), nx.path_graph(3), nx.path_graph(2), nx.empty_graph(1)])
    a = sampled_force_layout(g, seed=3)
    b = sampled_force_layout(g, seed=3)
    assert a == b and set(a) == set(g.nodes)
    main = [a[n] for n in range(34)]
    top = max(y for _, y in main)
    # The small components are packed below the largest one, not mixed into it.
    assert all(a[n][1] > top for n in range(34, 40))
