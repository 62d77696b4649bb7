"""Extractors: pure functions from an abstract to ``Mention`` objects, registered by name.

Each extractor takes a ``TextView`` (the abstract plus its cleaned text and sentences,
computed once) and returns mentions whose spans index the original abstract. They are
registered with ``@register(name, version)`` so the pipeline, the cache and the spaCy
adapter can find them by name; the version keys the extraction cache, so changing an
extractor's logic or data means bumping its version. Importing this package registers
the built-in extractors.
"""

from paperkg.extractors.registry import DEFAULT_EXTRACTORS, REGISTRY, Extractor, TextView, get, names, register, run

# Importing the modules registers their extractors.
# In this order: the registry lists the rules in the order they register.
from paperkg.extractors import acronyms, citations, code_links, lexicon, shaped_names, heads, proposals, kinds, tagger  # noqa: E402,F401,I001

__all__ = ["DEFAULT_EXTRACTORS", "REGISTRY", "Extractor", "TextView", "get", "names", "register", "run"]
