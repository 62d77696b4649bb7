"""Explicit in-text citations: "Kamath et al. (2020)", "(Huang et al., 2024)", "Lee and Kim (2019)".

Only author-year references with a four-digit year are taken; the record form is
``{"authors": "Kamath et al.", "year": 2020}``.
"""

from __future__ import annotations

import re

from extractors.registry import TextView, register
from schema import Mention

_NAME = r"(?:[A-Z\u00c0-\u00de][a-z\u00df-\u024f'\u2019]+(?:-[A-Z][a-z\u00df-\u024f'\u2019]+)?)"
_CITE = re.compile(
    rf"(?P<authors>(?:van\s|von\s|de\s)?{_NAME}(?:\s+et\s+al\.?|\s+(?:and|&)\s+{_NAME}))"
    r"(?:\s*\(\s*|,\s*|\s+)(?P<year>(?:19|20)\d{2})[a-z]?(?=\s*[);,\]])"
)


@register("citations", version="1")
def extract_citations(view: TextView) -> list[Mention]:
    """Author-year citations with "et al." or two authors."""
    out = []
    for m in _CITE.finditer(view.text):
        authors = " ".join(m.group("authors").split())
        if authors.endswith("et al"):
            authors += "."
        out.append(
            view.mention(
                "citation", m.start(), m.end("year"), "citations", 0.95,
                authors=authors, year=int(m.group("year")),
            )
        )
    return out
