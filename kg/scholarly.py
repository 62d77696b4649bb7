"""The formats researchers already have: BibTeX exports, OpenAlex works, Semantic Scholar papers.

Each is turned into the flat record that ``kg.ingest.to_paper`` validates (``id``, ``title``,
``abstract``, ``authors``, ``year``, ``venue``, ``url``, ``keywords``):

* **BibTeX** (``.bib``, as Zotero, Google Scholar and most reference managers export it,
  with ``abstract`` fields): parsed by ``bibtexparser`` (LaTeX accents decoded, "Family,
  Given" names turned into "Given Family"); an entry the parser cannot read is reported
  with its line, the others are read.
* **OpenAlex** works (one work, a list, JSON Lines, or an API page ``{"results": [...]}``):
  the abstract is rebuilt from ``abstract_inverted_index``; authors from ``authorships``;
  the venue from ``primary_location.source``.
* **Semantic Scholar** papers (the Graph API's ``paperId``, ``title``, ``abstract``,
  ``authors``, ``year``, ``venue``, ``externalIds``; a list or a page ``{"data": [...]}``).

Records of any other shape pass through unchanged.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator
from typing import Any

from paperkg.schema.errors import InputError, require

#: The keys under which API pages hold their records.
PAGE_KEYS = ("papers", "records", "results", "data")

#: Longer BibTeX values are kept as written, not LaTeX-decoded (real abstracts are under 4,000
#: characters; decoding takes time in the square of a value's length).
MAX_LATEX_CHARS = 50_000


def read_bibtex(text: str, where: str) -> Iterator[tuple[str, dict | InputError]]:
    """``(where:key, record)`` for every entry of a BibTeX file, ``(where:line, InputError)``
    for every block the parser could not read."""
    bibtexparser = require("bibtexparser")
    from bibtexparser import middlewares as mw

    # The parser logs (and warns about) each block it cannot read; the reader reports them
    # itself, one line each, so they do not reach the user twice.
    log = logging.getLogger("bibtexparser")
    level = log.level
    log.setLevel(logging.CRITICAL + 1)  # its modules' loggers inherit this level

    class ShortLatexDecoding(mw.LatexDecodingMiddleware):
        """LaTeX decoding of values up to ``MAX_LATEX_CHARS``; a longer value is kept as written:
        the decoder's time grows with the square of a run of plain text (a 1.2 MB field took
        24 s, a 5 MB one would take minutes)."""

        def _transform_python_value_string(self, python_string: str) -> tuple[str, str]:
            if len(python_string) > MAX_LATEX_CHARS:
                return python_string, ""
            return super()._transform_python_value_string(python_string)

    def parse(source: str):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return bibtexparser.parse_string(
                source, append_middleware=[ShortLatexDecoding(), mw.SeparateCoAuthors(), mw.SplitNameParts()]
            )

    try:
        library = parse(text)
        # A key used twice (two exports concatenated) is two papers, not a block the parser
        # "cannot read": each duplicate is parsed on its own and read under its key, which
        # the reader renames if its abstract differs.
        repeated = [b for b in library.failed_blocks if isinstance(b, bibtexparser.model.DuplicateBlockKeyBlock) and b.raw]
        entries = [(e.start_line, e) for e in library.entries]
        entries += [(b.start_line, e) for b in repeated for e in parse(b.raw).entries]
    finally:
        log.setLevel(level)
    blocks: list[tuple[int, str, dict | InputError]] = []
    for line, e in entries:
        blocks.append((line, e.key, _bibtex_record(e.key, {k: f.value for k, f in e.fields_dict.items()})))
    for b in library.failed_blocks:
        if b in repeated:
            continue
        entry = getattr(b, "ignore_error_block", None)
        if isinstance(b, bibtexparser.model.MiddlewareErrorBlock) and getattr(entry, "key", None):
            # The entry was read; a value in it was not ("a, b, c, d" as an author name): it was
            # reported as "not a BibTeX entry the parser can read".
            blocks.append((b.start_line, entry.key, InputError(f"a value cannot be read ({b.error})")))
            continue
        first = (getattr(b, "raw", "") or "").splitlines()[:1]
        blocks.append((b.start_line, f"line {b.start_line + 1}",
                       InputError(f"not a BibTeX entry the parser can read: {first[0][:60] if first else ''!r}")))
    for _, name, rec in sorted(blocks, key=lambda x: x[0]):
        yield f"{where}:{name}", rec


def _name(parts: Any) -> str:
    if isinstance(parts, str):
        return parts
    words = [*getattr(parts, "first", []), *getattr(parts, "von", []), *getattr(parts, "last", [])]
    jr = getattr(parts, "jr", [])
    return " ".join(words) + (", " + " ".join(jr) if jr else "")


def _bibtex_record(key: str, fields: dict) -> dict:
    authors = fields.get("author", [])
    return {
        "id": fields.get("doi") or key,
        "title": _plain(fields.get("title", "")),
        "abstract": fields.get("abstract"),
        "authors": [_name(a) for a in (authors if isinstance(authors, list) else [authors])],
        "year": fields.get("year") or None,
        "venue": _plain(fields.get("booktitle") or fields.get("journal") or fields.get("publisher") or ""),
        "url": fields.get("url") or (f"https://doi.org/{fields['doi']}" if fields.get("doi") else ""),
        "keywords": [k.strip() for k in str(fields.get("keywords", "")).replace(";", ",").split(",") if k.strip()],
    }


def _plain(text: str) -> str:
    """A BibTeX value without the braces that protect capitals ("{D}iffusion")."""
    return " ".join(str(text).replace("{", "").replace("}", "").split())


def normalise(rec: Any) -> Any:
    """The flat record of an OpenAlex work or a Semantic Scholar paper; anything else unchanged."""
    if not isinstance(rec, dict):
        return rec
    if "abstract_inverted_index" in rec or str(rec.get("id", "")).startswith("https://openalex.org/"):
        return _openalex(rec)
    if "paperId" in rec:
        return _semantic_scholar(rec)
    return rec


def inverted_index_text(index: dict | None) -> str | None:
    """The text an OpenAlex ``abstract_inverted_index`` ({word: [positions]}) encodes."""
    if not index:
        return None
    if not isinstance(index, dict):
        raise ValueError("'abstract_inverted_index' is not an object of word positions")
    at: dict[int, str] = {}
    for word, positions in index.items():
        if not isinstance(positions, list) or not all(isinstance(p, int) and p >= 0 for p in positions):
            raise ValueError(f"'abstract_inverted_index' gives {word!r} positions that are not integers")
        for p in positions:
            at[p] = word
    return " ".join(at[p] for p in sorted(at))


def _obj(value: Any) -> dict:
    """``value`` when it is a JSON object, else an empty one: a field of the wrong shape in an
    API record ("externalIds": "x", "authorships": ["x"]) reads as absent, not as a crash."""
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    """``value`` when it is a JSON array, else an empty one ("authors": "x" is no author list)."""
    return value if isinstance(value, list) else []


def _openalex(rec: dict) -> dict:
    location = _obj(rec.get("primary_location"))
    source = _obj(location.get("source"))
    doi = rec.get("doi") or ""
    raw_id = rec.get("id")
    return {
        # An id that is no string is passed on as it is, for the reader to refuse by name (a
        # list was stored as the id "['https://openalex.org/W20']").
        "id": (raw_id.removeprefix("https://openalex.org/") or None) if isinstance(raw_id, str) else raw_id,
        "title": rec.get("title") or rec.get("display_name") or "",
        "abstract": inverted_index_text(rec.get("abstract_inverted_index")),
        "authors": [_obj(_obj(a).get("author")).get("display_name") for a in _list(rec.get("authorships"))],
        "year": rec.get("publication_year"),
        "venue": source.get("display_name") or "",
        "url": doi or (location.get("landing_page_url") or ""),
        "keywords": [k.get("display_name") for k in _list(rec.get("keywords")) if isinstance(k, dict) and k.get("display_name")],
    }


def _semantic_scholar(rec: dict) -> dict:
    ids = _obj(rec.get("externalIds"))
    for key in ("DOI", "ArXiv"):  # an object here was stored as the id "doi:{'x': 1}"
        if ids.get(key) is not None and (isinstance(ids[key], bool) or not isinstance(ids[key], (str, int))):
            raise ValueError(f"'externalIds.{key}' is a {type(ids[key]).__name__}, not a string")
    return {
        "id": (f"doi:{ids['DOI']}" if ids.get("DOI") else None) or (f"arxiv:{ids['ArXiv']}" if ids.get("ArXiv") else None)
        or rec.get("paperId"),
        "title": rec.get("title") or "",
        "abstract": rec.get("abstract"),
        "authors": rec["authors"] if isinstance(rec.get("authors"), str)
        else [a.get("name") if isinstance(a, dict) else a for a in _list(rec.get("authors"))],
        "year": rec.get("year"),
        "venue": rec.get("venue") or "",
        "url": rec.get("url") or "",
        "keywords": [f for f in _list(rec.get("fieldsOfStudy")) if isinstance(f, str)],
    }
