"""Explicit in-text citations: "Kamath et al. (2020)", "(Huang et al., 2024)", "Lee and Kim (2019)",
"(Beckers, 2021, 2022)", "Suresh et al. [2022]".

Only author-year references with a four-digit year are taken; the record form is
``{"authors": "Kamath et al.", "year": 2020}``.
"""

from __future__ import annotations

import re

from paperkg.extractors.data import confidence
from paperkg.extractors.registry import TextView, register
from paperkg.schema import Mention

# A family name, also with an inner capital ("McDonald", "LeCun", "HaoChen") or a hyphen.
_NAME = r"(?:[A-Z\u00c0-\u00de][a-z\u00df-\u024f'\u2019]+(?:[A-Z][a-z\u00df-\u024f'\u2019]+)?(?:-[A-Z][a-z\u00df-\u024f'\u2019]+)?)"
# Name particles: "Russo and Van Roy (2018)", "Van der Hoeven (2020)".
_PARTICLES = r"(?:(?:[Vv]an|[Vv]on|[Dd]e|[Dd]er|[Dd]en|[Ll]e|[Dd]i)\s+){0,2}"
_YEARS = r"(?P<year>(?:19|20)\d{2})[a-z]?(?P<more>(?:,\s*(?:19|20)\d{2}[a-z]?)*)(?=\s*[);,\]])"
_CITE = re.compile(
    rf"(?<![\w\-])(?P<authors>{_PARTICLES}{_NAME}(?:\s+et\s+al\.?|\s+(?:and|&)\s+{_PARTICLES}{_NAME}))"
    rf"(?:\s*[(\[]\s*|,\s*|\s+){_YEARS}"
)
# One author: only in the two citation shapes, "(Beckers, 2025)" and "Mendelson (2017)".
_SINGLE = re.compile(
    rf"(?:(?<=\()\s*(?P<authors>{_PARTICLES}{_NAME}),\s*|(?<![\w\-])(?P<authors2>{_PARTICLES}{_NAME})\s*[(\[]\s*){_YEARS}"
)


@register("citations", version="3")
def extract_citations(view: TextView) -> list[Mention]:
    """Author-year citations: "et al.", two authors, or one author in citation shape."""
    out = []
    taken: list[tuple[int, int]] = []
    for rx in (_CITE, _SINGLE):
        for m in rx.finditer(view.text):
            start = m.start("authors") if m.group("authors") else m.start("authors2")
            if any(s <= start < e for s, e in taken):
                continue  # "Lee and Kim (2019)": the two-author reading already took it
            authors = " ".join((m.group("authors") or m.group("authors2")).split())
            if authors.endswith("et al"):
                authors += "."
            taken.append((start, m.end()))
            # "(Beckers, 2021, 2022)": one citation per year.
            years = [int(m.group("year"))] + [int(y) for y in re.findall(r"(?:19|20)\d{2}", m.group("more"))]
            for year in years:
                out.append(
                    view.mention("citation", start, m.end("year"), "citations", confidence("citations", "citation"), authors=authors, year=year)
                )
    return sorted(out, key=lambda m: m.start)
