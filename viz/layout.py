"""A fast, seeded force layout for graphs too large for the browser's physics.

Fruchterman-Reingold needs all pairs per iteration (networkx's spring layout took two
minutes on a 10k-node conference graph). Here each node is pushed only by ``k`` randomly
sampled nodes per iteration while edges pull their ends together; over many iterations
the sampling averages out. Cost per iteration is O(n k + m) in numpy, so 10k nodes lay
out in seconds. Components are laid out apart and packed in rows. Deterministic for a
given seed.
"""

from __future__ import annotations

import numpy as np
import networkx as nx


def _force(g: nx.Graph, iterations: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """Positions (n x 2) of one connected graph, about one unit between neighbours."""
    # Sorted: a subgraph view iterates its nodes through a set, so their order (and with it
    # every position) once changed with PYTHONHASHSEED.
    nodes = sorted(g.nodes(), key=str)
    n = len(nodes)
    if n == 1:
        return np.zeros((1, 2))
    index = {v: i for i, v in enumerate(nodes)}
    pairs = sorted((min(index[a], index[b]), max(index[a], index[b])) for a, b in g.edges() if a != b)
    edges = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    side = np.sqrt(n)
    pos = rng.uniform(-side, side, size=(n, 2))
    k = min(k, n - 1)
    temperature = side / 4
    for _ in range(iterations):
        disp = np.zeros_like(pos)
        # Repulsion from k sampled nodes, scaled up to stand for all n.
        others = rng.integers(0, n, size=(n, k))
        delta = pos[:, None, :] - pos[others]
        dist2 = np.maximum((delta**2).sum(-1), 1e-4)
        disp += (delta / dist2[..., None]).sum(1) * (n / k) * 0.5
        # Attraction along edges.
        if len(edges):
            d = pos[edges[:, 0]] - pos[edges[:, 1]]
            dist = np.maximum(np.sqrt((d**2).sum(-1)), 1e-4)
            f = d * dist[:, None]
            np.add.at(disp, edges[:, 0], -f)
            np.add.at(disp, edges[:, 1], f)
        disp -= pos * 0.05  # gentle gravity
        length = np.maximum(np.sqrt((disp**2).sum(-1)), 1e-9)
        pos += disp / length[:, None] * np.minimum(length, temperature)[:, None]
        temperature *= 0.97
    pos -= pos.mean(0)
    # Rescale so the component's extent grows like sqrt(n): similar density for every size.
    span = np.abs(pos).max() or 1.0
    return pos * (np.sqrt(n) / span)


def sampled_force_layout(
    g: nx.Graph, iterations: int = 150, k: int = 16, seed: int = 7, scale: float = 40.0
) -> dict:
    """Positions ``{node: (x, y)}`` for ``g`` (directions and parallel edges ignored).

    Each connected component is laid out on its own, then the components are packed in
    rows below the largest, so small islands sit beside the main graph instead of being
    pushed to its rim.
    """
    if g.number_of_nodes() == 0:
        return {}
    rng = np.random.default_rng(seed)
    comps = sorted((sorted(c, key=str) for c in nx.connected_components(g)), key=lambda c: (-len(c), str(c[0])))
    laid = [(c, _force(g.subgraph(c), iterations if len(c) > 2 else 1, k, rng)) for c in comps]
    out: dict = {}
    laid = [(sorted(c, key=str), pos) for c, pos in laid]  # the order _force laid them out in
    main_nodes, main_pos = laid[0]
    width = max(2 * np.abs(main_pos[:, 0]).max(), 1.0) * 1.1
    for v, (x, y) in zip(main_nodes, main_pos):
        out[v] = (float(x) * scale, float(y) * scale)
    # Shelf packing of the other components under the main one.
    x0 = -width / 2
    cursor_x, cursor_y = x0, np.abs(main_pos[:, 1]).max() * 1.1 + 2
    row_h = 0.0
    for nodes, pos in laid[1:]:
        w = max(np.ptp(pos[:, 0]), 0.5) + 1.5
        h = max(np.ptp(pos[:, 1]), 0.5) + 1.5
        if cursor_x + w > x0 + width:
            cursor_x, cursor_y, row_h = x0, cursor_y + row_h, 0.0
        ox, oy = cursor_x - pos[:, 0].min() + 0.75, cursor_y - pos[:, 1].min() + 0.75
        for v, (x, y) in zip(nodes, pos):
            out[v] = (float(x + ox) * scale, float(y + oy) * scale)
        cursor_x += w
        row_h = max(row_h, h)
    return out
