"""The resolved graphs of the two real corpora hold the figures the resolution stage reached.

Builds the PMLR 3k and AIRAS 16k corpora of ``../shared/data/corpus`` (rules only, no
keyphrases), scores each graph with ``../shared/gold/graph_quality.py`` against the dev
synonym groups, and checks real lineage on the 16k corpus: a 2020-2022 paper that
introduced a now-standard method PROPOSES it, and its later users BUILDS_ON it. Slow
(about two minutes); the figures are floors at the level reached, so a change that makes
the graph worse fails here.
"""

from __future__ import annotations

import importlib.util
import json

import pytest

from helpers import SHARED, need
from paperkg.kg.export import write_json
from paperkg.kg.graph import build_graph
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records

pytestmark = pytest.mark.slow

CORPORA = {"pmlr": "pmlr_2023_2025.jsonl.gz", "airas": "airas_iclr_icml_neurips_cvpr_2020_2024.jsonl.gz"}


def _quality_module():
    path = SHARED / "gold" / "graph_quality.py"
    need(path.exists(), f"{path} (the shared graph-quality script)")
    spec = importlib.util.spec_from_file_location("graph_quality", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_BUILT: dict = {}


def _graph(name: str, tmp_path_factory) -> tuple[str, object]:
    """graph.json of one corpus, built once per test session."""
    if name not in _BUILT:
        src = SHARED / "data" / "corpus" / CORPORA[name]
        need(src.exists(), f"{src} (the shared corpora)")
        papers = list(read_papers([src]))
        g = build_graph(papers, extract_records(papers, workers=2))
        path = tmp_path_factory.mktemp(name) / "graph.json"
        write_json(g, path)
        _BUILT[name] = path
    return name, _BUILT[name]


@pytest.fixture(params=sorted(CORPORA))
def built(request, tmp_path_factory):
    return _graph(request.param, tmp_path_factory)


def test_graph_quality_figures_hold(built):
    name, path = built
    gq = _quality_module()
    nodes, links = gq.load(str(path))
    groups = json.loads((SHARED / "gold" / "canon_dev.json").read_text(encoding="utf-8"))
    r = gq.figures(nodes, links, 50, groups)
    assert min(r["name_support"].values()) >= 0.96, r["name_failures"][:5]
    assert r["shared_proposals"] <= 0.02, r["proposed_by_3_or_more"]
    assert r["builds_on_implausible"] <= 0.10, r["implausible_via"]
    s, p = r["synonym_groups"], r["apart_pairs"]
    assert s["one_node_and_named_by_a_form"] >= 0.90 * s["evaluable"], r["group_failures"]
    assert p["kept_apart"] == p["evaluable"], r["apart_failures"]
    assert r["builds_on_edges"] >= {"pmlr": 8, "airas": 300}[name]


#: Papers of the 16k corpus that introduced a method later corpus papers use (title start, method name).
LINEAGE = [
    ("Bootstrap Your Own Latent", "BYOL"),
    ("FixMatch", "FixMatch"),
    ("A Simple Framework for Contrastive Learning", "SimCLR"),
    ("Conservative Q-Learning", "CQL"),
    ("Denoising Diffusion Implicit Models", "DDIM"),
    ("Sharpness-aware Minimization", "Sharpness-Aware Minimization"),
    ("LoRA: Low-Rank Adaptation", "LoRA"),
    ("Offline Reinforcement Learning with Implicit Q-Learning", "IQL"),
    ("VICReg", "VICReg"),
    ("BEiT: BERT Pre-Training", "BEiT"),
]


@pytest.mark.parametrize(("title", "method"), LINEAGE)
def test_real_lineage_survives(tmp_path_factory, title, method):
    _, path = _graph("airas", tmp_path_factory)
    data = json.loads(path.read_text(encoding="utf-8"))
    nodes = {n["id"]: n for n in data["nodes"]}
    (proposer,) = [i for i, n in nodes.items() if n["label"] == "Paper" and n.get("title", "").startswith(title)]
    (mid,) = [i for i, n in nodes.items() if n["label"] == "Method" and n["name"] == method]
    assert any(e["source"] == proposer and e["target"] == mid and e["type"] == "PROPOSES" for e in data["links"])
    year = nodes[proposer]["year"]
    later = {e["source"] for e in data["links"] if e["target"] == mid and e["type"] == "USES"
             and nodes[e["source"]].get("year", 0) > year}
    builds = {e["source"] for e in data["links"] if e["type"] == "BUILDS_ON" and e["target"] == proposer}
    assert later and len(later & builds) >= 0.6 * len(later), (len(later), len(later & builds))
