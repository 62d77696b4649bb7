"""The layers run one way, and no two modules import each other.

All imports go through the one root ``paperkg`` (``paperkg.kg``, ...).
``schema`` (records, errors, names, file primitives) is the ground floor and imports nothing
of the project; ``extractors`` and ``viz`` use only ``schema``; ``kg`` sits on top. The test
reads every module's imports (including those inside functions) from its source.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

from helpers import ROOT

LAYER = {"schema": 0, "extractors": 1, "viz": 1, "kg": 2}
ALLOWED = {"schema": {"schema"}, "extractors": {"schema", "extractors"}, "viz": {"schema", "viz"},
           "kg": {"schema", "extractors", "viz", "kg"}}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(imported project module, at module level?) for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(n) for n in tree.body}
    out = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module]
        for name in names:
            if name.split(".")[0] in LAYER:
                out.append(("<bare> " + name, id(node) in top))  # must go through the paperkg root
            elif name.startswith("paperkg.") and name.split(".")[1] in LAYER:
                out.append((name.removeprefix("paperkg."), id(node) in top))
    return out


def _graph() -> tuple[nx.DiGraph, list[tuple[str, str]]]:
    g = nx.DiGraph()
    back = []
    files = [p for pkg in LAYER for p in (ROOT / pkg).rglob("*.py") if "__pycache__" not in p.parts]
    known = {_module(p) for p in files}
    for path in files:
        mod = _module(path)
        for name, _at_top in _imports(path):
            if name.startswith("<bare>"):
                continue  # reported by test_every_project_import_goes_through_the_paperkg_root
            if name.split(".")[0] not in ALLOWED[mod.split(".")[0]]:
                back.append((mod, name))
            target = name if name in known else name.rsplit(".", 1)[0]
            if target != mod and target in known and not target == mod.rsplit(".", 1)[0]:
                g.add_edge(mod, target)
    return g, back


def test_layers_run_one_way():
    _, back = _graph()
    assert back == []


def test_every_project_import_goes_through_the_paperkg_root():
    # A bare "import kg" would load a second copy of the module from the working directory
    # (two KGError classes, two registries) and fail from an installed wheel.
    files = [p for pkg in (*LAYER, "tests", "benchmarks") for p in (ROOT / pkg).rglob("*.py") if "__pycache__" not in p.parts]
    bare = [(str(p.relative_to(ROOT)), n) for p in files for n, _ in _imports(p) if n.startswith("<bare>")]
    assert bare == []


def test_no_import_cycles():
    # Imports inside functions count too: kg.pipeline and kg.distributed once imported each
    # other that way (the Dask path took the pipeline's private helpers).
    g, _ = _graph()
    cycles = [c for c in nx.simple_cycles(g)]
    assert cycles == []
