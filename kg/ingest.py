"""Readers that turn abstract files into ``Paper`` records.

This module owns input formats: the plain-text format of the seed files (an optional
header line, then abstracts separated by blank lines), JSON Lines, JSON arrays and CSV with ``id``,
``title``, ``abstract`` and optional metadata columns, each optionally gzip-compressed.
A directory reads every supported file in it, in name order. Records are streamed, the
same abstract twice is one paper, and a bad record is reported with its file and line
and skipped (or, with ``strict=True``, raised as ``InputError``).
"""

from __future__ import annotations

import codecs
import csv
import gzip
import hashlib
import io
import json
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paperkg.kg.scholarly import PAGE_KEYS, normalise, read_bibtex
from paperkg.kg.errors import InputError
from paperkg.schema import Paper, SchemaError

SUFFIXES = (".txt", ".jsonl", ".ndjson", ".json", ".csv", ".bib")
FORMATS = {".txt": "text", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json", ".csv": "csv", ".bib": "bibtex"}
csv.field_size_limit(1 << 26)


#: A skip reason's position ("at column 10"), left out when reasons are grouped.
_POSITION = re.compile(r" at (?:column|line|byte|offset) \d[\d,]*")

#: Reason groups named in the one-line summary; the rest are counted together.
MAX_REASONS = 5

#: Skipped records kept for the messages; the rest are only counted.
MAX_KEPT_SKIPS = 1000


@dataclass
class Skipped:
    """One record or file that was not read, and why."""

    where: str
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


@dataclass
class IngestReport:
    """What a read produced besides papers: skipped records, duplicates and id clashes."""

    files: int = 0
    papers: int = 0
    duplicates: int = 0
    #: The first ``MAX_KEPT_SKIPS`` skipped records; ``skipped_count`` and ``skip_reasons`` count them all.
    skipped: list[Skipped] = field(default_factory=list)
    id_clashes: list[str] = field(default_factory=list)
    skipped_count: int = 0
    skip_reasons: dict[str, int] = field(default_factory=dict)

    def skip(self, s: Skipped, count: int = 1) -> None:
        """Count a skipped record; keep it for the messages while fewer than ``MAX_KEPT_SKIPS`` are
        (a 10 kB .jsonl.gz of 5 million bad lines once took 1.4 GB for its list of skips)."""
        self.skipped_count += count
        # Grouped without positions: binary garbage once listed "NUL byte at column 1",
        # "... column 10", ... as 92 reasons of one record each.
        key = _POSITION.sub("", s.reason.split(":")[0].split(" (")[0])
        self.skip_reasons[key] = self.skip_reasons.get(key, 0) + count
        if len(self.skipped) < MAX_KEPT_SKIPS:
            self.skipped.append(s)

    def none_accepted(self, kept: Path | str | None) -> InputError:
        """The error for a read that accepted no paper, saying why and that ``kept`` (the
        output an empty result would have replaced; None: nothing was written) is left as it was."""
        why = f" ({self.summary()})" if self.files else ""
        first = f"; first: {self.skipped[0]}" if self.skipped else ""
        left = f"{kept} is left as it was" if kept is not None else "nothing was written"
        return InputError(f"no papers accepted from the inputs{why}{first}; {left}")

    def summary(self) -> str:
        """One line: papers read, duplicates merged, records skipped with reasons grouped."""
        parts = [f"{self.papers} papers from {self.files} files"]
        if self.duplicates:
            parts.append(f"{self.duplicates} duplicate abstracts merged")
        if self.id_clashes:
            parts.append(f"{len(self.id_clashes)} ids reused for different texts (renamed)")
        if self.skipped_count:
            ranked = sorted(self.skip_reasons.items(), key=lambda kv: (-kv[1], kv[0]))
            shown = ", ".join(f"{n:,} {r}" for r, n in ranked[:MAX_REASONS])
            if len(ranked) > MAX_REASONS:
                shown += f", {sum(n for _, n in ranked[MAX_REASONS:])} for {len(ranked) - MAX_REASONS} other reasons"
            parts.append(f"{self.skipped_count:,} skipped ({shown})")
        return "; ".join(parts)


def text_fingerprint(text: str) -> str:
    """Hash of an abstract after Unicode, case and whitespace normalisation."""
    norm = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return hashlib.sha1(norm.encode("utf-8")).hexdigest()


def detect_format(path: Path) -> tuple[str, bool]:
    """Return ``(format, gzipped)`` for a file name, or raise ``InputError``."""
    name = path.name.lower()
    gz = name.endswith(".gz")
    if gz:
        name = name[:-3]
    for suffix, fmt in FORMATS.items():
        if name.endswith(suffix):
            return fmt, gz
    raise InputError(f"{path}: unsupported file type (expected one of {', '.join(SUFFIXES)}, optionally .gz)")


def expand_inputs(inputs: Iterable[str | Path]) -> list[Path]:
    """Expand directories into their supported files (sorted); check that files exist."""
    out: list[Path] = []
    for raw in inputs:
        p = Path(raw)
        if p.is_dir():
            # A broken link is kept, so that reading it reports it (it vanished silently).
            found = sorted(
                f for f in p.iterdir()
                if (f.is_file() or f.is_symlink() and not f.exists()) and not f.name.startswith(".") and _supported(f)
            )
            if not found:
                raise InputError(f"{p}: directory holds no supported files ({', '.join(SUFFIXES)})")
            out.extend(found)
        elif p.is_file():
            detect_format(p)
            out.append(p)
        elif str(raw) == "-":
            raise InputError("-: standard input is not read; save the records to a file (.jsonl, .json, .csv, ...) first")
        elif p.is_symlink():  # a loop of links, or a link to nothing
            raise InputError(f"{p}: a link that leads to no file ({os.readlink(p)}: a broken link or a loop of links)")
        elif os.path.exists(p):  # a pipe (<(zcat ...)), a device (/dev/stdin), a socket: called missing before
            raise InputError(f"{p}: not a regular file or folder (a pipe, device or socket); save the records to a "
                             "file (.jsonl, .json, .csv, ...) first")
        else:
            raise InputError(f"{p}: no such file or directory")
    return out


def _supported(path: Path) -> bool:
    try:
        detect_format(path)
        return True
    except InputError:
        return False


class _Source:
    """A file's lines, decoded one at a time so one bad line costs only that line."""

    def __init__(self, path: Path, gz: bool):
        self.path = path
        try:
            self._fh = gzip.open(path, "rb") if gz else open(path, "rb")
        except OSError as exc:  # PermissionError, a file removed since the folder was listed, ...
            if path.is_symlink() and not path.exists():
                raise InputError(f"{path}: cannot open (a broken link to {os.readlink(path)})") from None
            hint = "; check its permissions" if isinstance(exc, PermissionError) else ""
            raise InputError(f"{path}: cannot open ({exc.strerror or exc}){hint}") from None
        try:
            # Only what the BOM test needs: reading 64 kB here refused a whole small .gz that is
            # damaged further on, where the lines before the damage can still be read.
            head = self._fh.read(4)
        except (OSError, EOFError) as exc:
            self._fh.close()
            raise InputError(f"{path}: cannot read ({exc})") from exc
        self._fh.seek(0)
        self._guess: str | None = None
        self.encoding = "utf-8"
        if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            self.encoding = "utf-16"
        # A NUL byte is decided per line (lines()): one in the first record once dropped the whole file.

    def lines(self) -> Iterator[tuple[int, str | InputError]]:
        """``(line number, text)``, or an ``InputError`` in place of an undecodable line."""
        if self.encoding == "utf-16":
            text = self.read_all()
            # Lines end at \n, \r or \r\n only: str.splitlines also breaks at U+2028 and U+0085,
            # which JSON strings may hold, and split valid records in two.
            yield from enumerate(io.StringIO(text, newline=""), 1)
            return
        for n, raw in enumerate(self._read_until_damage(), 1):
            if raw is None:
                yield n, InputError(f"line longer than {MAX_LINE_BYTES:,} bytes (a paper record is far shorter)")
                continue
            if n == 1 and raw.startswith(codecs.BOM_UTF8):
                raw = raw[3:]
            if b"\x00" in raw:
                col = raw.index(b"\x00") + 1
                yield n, InputError(f"NUL byte at column {col} (binary data, not text); remove it or re-export the file")
                continue
            try:
                yield n, raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                enc = self.guess_encoding()
                yield n, InputError(
                    f"not UTF-8 (byte {raw[exc.start:exc.start + 1]!r} at column {exc.start + 1}); "
                    f"the file looks like {enc}: re-encode it, e.g. iconv -f {enc} -t utf-8"
                )

    def _read_until_damage(self) -> Iterator[bytes | None]:
        """``_bounded``, ending at damaged compressed data (a truncated or corrupt .gz, junk after
        its end) with an ``InputError`` naming the line: the lines before it are kept."""
        lines = self._bounded()
        n = 0
        while True:
            try:
                raw = next(lines)
            except StopIteration:
                return
            except (OSError, EOFError) as exc:
                raise InputError(f"{self.path}:{n + 1}: cannot read ({exc}; a truncated or damaged file?); "
                                 f"the {n:,} lines before it were read") from None
            n += 1
            yield raw

    def _bounded(self) -> Iterator[bytes | None]:
        """The file's lines as bytes, ``None`` in place of one longer than ``MAX_LINE_BYTES``,
        which is read through in chunks and never held whole (one 300 MB line in a small .gz
        once took 17 GB of memory)."""
        while True:
            raw = self._fh.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                while raw and not raw.endswith(b"\n"):
                    raw = self._fh.readline(2**20)
                yield None
                continue
            yield raw

    def guess_encoding(self) -> str:
        """The file's likely encoding (charset-normalizer on its first megabyte), for the hint."""
        if self._guess is None:
            self._guess = "latin1"
            try:
                from charset_normalizer import from_bytes

                pos = self._fh.tell()
                self._fh.seek(0)
                best = from_bytes(self._fh.read(1 << 20)).best()
                self._fh.seek(pos)
                if best is not None and best.encoding not in ("utf_8", "ascii"):
                    self._guess = best.encoding.replace("_", "-")
            except (ImportError, OSError):
                pass
        return self._guess

    def read_all(self) -> str:
        """The whole file as text (JSON arrays need it whole), refused beyond ``MAX_WHOLE_FILE_BYTES``
        (a 1 MB .json.gz of blanks once took 2 GB of memory, one of ten MB would take twenty)."""
        data = self._fh.read(MAX_WHOLE_FILE_BYTES + 1)
        if len(data) > MAX_WHOLE_FILE_BYTES:
            raise InputError(f"{self.path}: more than {MAX_WHOLE_FILE_BYTES >> 20:,} MB of text (uncompressed); a JSON "
                             "array, BibTeX or UTF-16 file is read whole, so split it or write JSON Lines")
        try:
            return data.decode("utf-16" if self.encoding == "utf-16" else "utf-8-sig")
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise InputError(f"{self.path}:{line}: not UTF-8; re-encode the file as UTF-8") from None

    def close(self) -> None:
        self._fh.close()


def _is_header(para: list[str]) -> bool:
    """Whether a file's first paragraph is a title line ("ICML 2025 Papers"), not an abstract."""
    return len(para) == 1 and len(para[0]) <= HEADER_MAX and not para[0].endswith((".", "!", "?"))


HEADER_MAX = 120  # characters; an abstract's single line is longer or ends in a full stop


def _read_text(path: Path, src: _Source) -> Iterator[tuple[str, Any]]:
    """Plain text: blank lines separate abstracts; a first paragraph that is one short
    title line without a full stop is a header, not an abstract."""
    stem = path.name.split(".")[0]
    first = True
    para: list[str] = []
    n = 0
    start_line = 0

    bad: list[tuple[int, InputError]] = []  # the paragraph's first undecodable line
    size = 0  # the paragraph's characters: past MAX_ABSTRACT_CHARS its lines are no longer kept

    def flush() -> Iterator[tuple[str, Any]]:
        nonlocal n, first, size
        too_long, size = size > MAX_ABSTRACT_CHARS, 0
        if first:
            first = False
            if _is_header(para) and not bad:
                return
        n += 1
        if too_long and not bad:
            # A paragraph of millions of lines (a small .txt.gz of no blank line) was held whole:
            # 240 MB of memory for a 40 kB file.
            yield f"{path}:{start_line}", InputError(
                f"abstract {stem}#{n} skipped: more than {MAX_ABSTRACT_CHARS:,} characters (an abstract, not a full "
                "text, is expected; blank lines separate abstracts)")
            return
        if bad:
            # One undecodable line spoils its whole abstract: cutting it out of the middle
            # would keep a text that nobody wrote.
            lineno, exc = bad[0]
            yield f"{path}:{lineno}", InputError(f"abstract {stem}#{n} skipped: {exc}")
            bad.clear()
            return
        yield f"{path}:{start_line}", {"id": f"{stem}#{n}", "abstract": " ".join(para)}

    for lineno, line in src.lines():
        if isinstance(line, InputError):
            if not para and not bad:
                start_line = lineno
            if not bad:
                bad.append((lineno, line))
                para.append("")
            continue
        line = line.rstrip("\r\n")
        if not line.strip():
            if para:
                yield from flush()
                para = []
            continue
        if not para:
            start_line = lineno
        size += len(line) + 1
        if size <= MAX_ABSTRACT_CHARS or not para:
            para.append(line.strip())
    if para:
        yield from flush()


def _read_jsonl(path: Path, src: _Source) -> Iterator[tuple[str, Any]]:
    for lineno, line in src.lines():
        if isinstance(line, InputError):
            yield f"{path}:{lineno}", line
        elif line.strip():
            try:
                yield f"{path}:{lineno}", json.loads(line)
            except json.JSONDecodeError as exc:
                yield f"{path}:{lineno}", InputError(f"not JSON ({exc.msg})")
            except RecursionError:
                yield f"{path}:{lineno}", InputError("JSON nested too deeply to be a paper record")
            except ValueError as exc:  # an integer of more digits than Python converts
                yield f"{path}:{lineno}", InputError(f"not a readable JSON record ({exc})")


def _read_json(path: Path, src: _Source) -> Iterator[tuple[str, Any]]:
    try:
        data = json.loads(src.read_all())
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}: not JSON ({exc.msg})") from exc
    except RecursionError:
        raise InputError(f"{path}: JSON nested too deeply to be a file of paper records") from None
    except ValueError as exc:  # an integer of more digits than Python converts
        raise InputError(f"{path}: not a readable JSON file ({exc})") from None
    if isinstance(data, dict):
        # An API page (OpenAlex "results", Semantic Scholar "data") or one record.
        data = next((data[k] for k in PAGE_KEYS if isinstance(data.get(k), list)), [data])
    if not isinstance(data, list):
        raise InputError(f"{path}: expected a JSON array of records")
    for i, rec in enumerate(data, 1):
        yield f"{path}[{i}]", rec


def _read_csv(path: Path, src: _Source) -> Iterator[tuple[str, Any]]:
    bad: list[tuple[int, InputError]] = []  # undecodable lines met while the reader reads ahead
    more = [0, 0]  # those beyond MAX_KEPT_SKIPS in a row, and the first of them

    def good_lines() -> Iterator[str]:
        for n, line in src.lines():
            if isinstance(line, InputError):
                # Held until the reader gives its next record: 2 million of them in a row (a
                # 10 kB .csv.gz) took 800 MB, so past MAX_KEPT_SKIPS they are only counted.
                if len(bad) < MAX_KEPT_SKIPS:
                    bad.append((n, line))
                else:
                    more[0], more[1] = more[0] + 1, more[1] or n
            else:
                yield line
        ended[0] = True

    ended = [False]  # the input ran out: a record the reader gives after that ran into the end

    def held() -> Iterator[tuple[str, Any]]:
        for n, err in bad:
            yield f"{path}:{n}", err
        bad.clear()
        if more[0]:
            err = InputError(f"lines that could not be read either ({more[0]:,} of them from here on)")
            err.count = more[0]  # counted as that many skips
            yield f"{path}:{more[1]}", err
            more[0] = more[1] = 0

    reader = csv.DictReader(good_lines())
    try:
        columns = reader.fieldnames
        if columns is not None and not {"abstract", "abstract_inverted_index"} & set(columns):
            # A header-only file gave "0 papers" with no reason, any other one a skip per row.
            shown = ", ".join(repr(c[:40]) for c in columns[:8]) + (", ..." if len(columns) > 8 else "")
            raise InputError(f"{path}:1: no 'abstract' column (the first line, read as the header, names {shown})")
        start = reader.line_num + 1
        for rec in reader:
            yield from held()
            if ended[0]:
                # A quote opened and never closed swallowed every later line into one field, and
                # the records in them vanished without a word.
                yield f"{path}:{start}", InputError(
                    f"a quoted value opened in this record is never closed: the rest of the file (to line "
                    f"{reader.line_num:,}) was read as one value; close the quote or re-export the file")
            else:
                yield f"{path}:{reader.line_num}", rec
            start = reader.line_num + 1
    except csv.Error as exc:
        raise InputError(f"{path}:{reader.line_num}: bad CSV ({exc})") from exc
    yield from held()


def _read_bibtex(path: Path, src: _Source) -> Iterator[tuple[str, Any]]:
    """BibTeX entries (``kg.scholarly.read_bibtex``), each named by its citation key."""
    yield from read_bibtex(src.read_all(), str(path))


_READERS = {"text": _read_text, "jsonl": _read_jsonl, "json": _read_json, "csv": _read_csv, "bibtex": _read_bibtex}


_QUOTED = re.compile(r"'([^'\\]*)'|\"([^\"\\]*)\"")
_QUOTED_LIST = re.compile(r"\[\s*(?:(?:'[^'\\]*'|\"[^\"\\]*\")\s*,\s*)*(?:'[^'\\]*'|\"[^\"\\]*\")?\s*,?\s*\]?")


def _item(v: Any, field_: str) -> str | None:
    """One entry of a list field as text: a string or number as written, an object by its
    ``name`` or ``display_name``; anything else is an error naming the field (a list or an
    object was stored as its Python repr, an author "{'n': 1}" or "2] [1")."""
    if v is None or isinstance(v, str):
        return v
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return str(v)
    if isinstance(v, dict):
        for key in ("name", "display_name"):
            if isinstance(v.get(key), str):
                return v[key]
            if v.get(key) is None and key in v:
                return None
    raise ValueError(f"'{field_}' holds a {type(v).__name__}, not a string")


def _as_list(value: Any, sep: str = ";", field_: str = "list") -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, list):
        return [t for t in (_item(v, field_) for v in value) if t is not None and t.strip()]
    if isinstance(value, str):
        try:
            parsed = json.loads(value)
            if isinstance(parsed, list):
                return [str(v) for v in parsed if v is not None and str(v).strip()]
        except (ValueError, RecursionError):  # not JSON, too deep, or a number too long
            pass
        if value.lstrip().startswith("[") and value.rstrip().endswith("]"):
            # A Python list written as text ("['Ajinkya Tejankar', 'Maziar Sanjabi']", as the
            # AIRAS corpus has it): read as a literal only, never evaluated.
            import ast

            try:
                parsed = ast.literal_eval(value.strip())
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                parsed = None
            if isinstance(parsed, list):
                return [str(v) for v in parsed if v is not None and str(v).strip()]
        if _QUOTED_LIST.fullmatch(value.strip()):
            # A list of quoted names cut short ("['Ann Lee', 'Bo Chen'", a truncated export)
            # gives its names, not one author of that text.
            return [a or b for a, b in _QUOTED.findall(value) if (a or b).strip()]
        return [v.strip() for v in value.split(sep) if v.strip()]
    raise ValueError(f"expected a list or string, got {type(value).__name__}")


def _year(value: Any) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ValueError("year is a boolean")
    if isinstance(value, int):
        if not 1000 <= value <= 2999:
            raise ValueError(f"year {value} is not a four-digit year")
        return value
    m = re.fullmatch(r"\s*(\d{4})(?:\.0)?\s*", str(value))
    if not m:
        raise ValueError(f"year {value!r} is not a four-digit year")
    return int(m.group(1))


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")

#: Longer lines of a line-based file (JSON Lines, CSV, text) are skipped unread.
MAX_LINE_BYTES = 8 * 2**20

#: Longer ids, titles, venues, links, author names and keywords skip their record (real ones
#: are a few hundred characters at most).
MAX_FIELD_CHARS = 10_000

#: Longer lists of authors, keywords or code links skip their record (the longest author lists,
#: of physics collaborations, hold about 3,000 names).
MAX_LIST_ITEMS = 5_000

#: Larger files that are read whole (JSON arrays, BibTeX, UTF-16) are skipped: JSON Lines stream.
MAX_WHOLE_FILE_BYTES = 256 * 2**20

#: An abstract of fewer words is a placeholder when two records with different titles share it.
PLACEHOLDER_WORDS = 25

#: Longer abstracts are skipped: real ones are a few thousand characters, and the rule
#: extractors' cost grows with a sentence's length.
MAX_ABSTRACT_CHARS = 1_000_000


def _text(value: str) -> str:
    """A field's text without control characters and non-characters (an escaped "\\u0000" or
    "\\uffff" once made graph.graphml invalid XML and the database load fail on every re-run),
    and with a lone surrogate ("\\ud800", which JSON allows and UTF-8 cannot encode) replaced
    by U+FFFD."""
    return _SURROGATE.sub("\ufffd", _CONTROL.sub("", value))


def _scalar(rec: dict, name: str) -> str:
    """A metadata field as text: a string or number as written, an object by its ``name``
    or ``display_name`` (as APIs nest venues); anything else is an error naming the field,
    not its Python repr stored as the venue."""
    value = rec.get(name)
    if value is None or value == "":
        return ""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, dict):
        for key in ("name", "display_name"):
            if isinstance(value.get(key), str):
                return value[key]
    raise ValueError(f"'{name}' is a {type(value).__name__}, not a string")


def to_paper(rec: Any, where: str, default_id: str) -> Paper:
    """Validate one raw record into a ``Paper``; raise ``ValueError`` saying what is wrong."""
    if not isinstance(rec, dict):
        raise ValueError(f"record is a {type(rec).__name__}, not an object")
    rec = normalise(rec)  # an OpenAlex work or a Semantic Scholar paper becomes a flat record
    abstract = rec.get("abstract")
    if abstract is None:
        raise ValueError("missing 'abstract'")
    if not isinstance(abstract, str):
        raise ValueError(f"'abstract' is a {type(abstract).__name__}, not a string")
    if len(abstract) > MAX_ABSTRACT_CHARS:
        raise ValueError(f"'abstract' has {len(abstract):,} characters, more than {MAX_ABSTRACT_CHARS:,} "
                         "(an abstract, not a full text, is expected)")
    abstract = _text(abstract.replace("\r\n", "\n").replace("\r", "\n")).strip()
    if not abstract:
        raise ValueError("empty 'abstract'")
    raw_id = rec.get("id", rec.get("doc_id"))
    if raw_id is not None and not isinstance(raw_id, (str, int)):
        raise ValueError(f"'id' is a {type(raw_id).__name__}, not a string")
    pid = str(raw_id).strip() if raw_id not in (None, "") else default_id
    title = rec.get("title") or ""
    if not isinstance(title, str):
        raise ValueError(f"'title' is a {type(title).__name__}, not a string")
    venue = _scalar(rec, "venue")
    url = _scalar(rec, "url")
    authors = _as_list(rec.get("authors"), field_="authors")
    keywords = _as_list(rec.get("keywords"), field_="keywords")
    code_urls = _code_urls(rec)
    # Metadata is bounded as the abstract is: one 3 MB record of 200,000 authors made a build of
    # 316 MB and 2 GB of memory, a 2,000,000-character title was copied into every output.
    for name, items in (("authors", authors), ("keywords", keywords), ("code_urls", code_urls)):
        if len(items) > MAX_LIST_ITEMS:
            raise ValueError(f"'{name}' has {len(items):,} entries, more than {MAX_LIST_ITEMS:,}")
    for name, value in (("id", pid), ("title", title), ("venue", venue), ("url", url),
                        *(("authors", a) for a in authors), *(("keywords", k) for k in keywords)):
        if len(value) > MAX_FIELD_CHARS:
            raise ValueError(f"'{name}' has a value of {len(value):,} characters, more than {MAX_FIELD_CHARS:,} "
                             "(a name, title or link is expected)")
    try:
        return Paper(
            id=_text(pid),
            abstract=abstract,
            title=_text(title).strip(),
            authors=[_text(a) for a in authors],
            year=_year(rec.get("year")),
            venue=_text(str(venue)),
            url=_text(str(url)),
            keywords=[_text(k) for k in keywords],
            code_urls=code_urls,
            source=where,
        )
    except SchemaError as exc:
        raise ValueError(str(exc)) from exc


def _code_urls(rec: dict) -> list[str]:
    """The code links the input's own fields give (PMLR ``code_urls``, AIRAS
    ``code_urls_in_abstract``), web addresses only, each once."""
    urls: list[str] = []
    for field_ in ("code_urls", "code_urls_in_abstract"):
        for u in _as_list(rec.get(field_), field_=field_):
            u = _text(u).strip()
            if re.match(r"https?://\S+$", u) and u not in urls:
                urls.append(u)
    return urls


def _fresh_id(pid: str, fp: str, taken: dict[str, str]) -> str:
    """``pid~<hash>`` for a reused id, longer (then numbered) until no record holds it."""
    for n in (8, 12, 16, 40):
        new = f"{pid}~{fp[:n]}"
        if new not in taken:
            return new
    i = 2
    while f"{pid}~{fp}-{i}" in taken:
        i += 1
    return f"{pid}~{fp}-{i}"


def _file_skip(path: Path, exc: InputError) -> Skipped:
    """A whole file's skip, its line (``FILE:LINE: why``) kept as part of where it happened."""
    msg = str(exc)
    rest = msg[len(str(path)):] if msg.startswith(str(path)) else ": " + msg
    m = re.match(r":(\d+): (.*)", rest, re.S)
    if m:
        return Skipped(f"{path}:{m.group(1)}", m.group(2))
    return Skipped(str(path), rest.removeprefix(":").strip())


def read_papers(
    inputs: Iterable[str | Path], report: IngestReport | None = None, strict: bool = False
) -> Iterator[Paper]:
    """Stream the papers of files and directories, merging duplicates and skipping bad records.

    ``report`` (if given) collects counts and skipped records. With ``strict`` the first
    bad record or file raises ``InputError`` instead of being skipped.
    """
    report = report if report is not None else IngestReport()
    seen_text: set[str] = set()
    placeholder_titles: dict[str, set[str]] = {}  # a placeholder abstract -> its papers' titles ("" for none)
    seen_id: dict[str, str] = {}
    for path in expand_inputs(inputs):
        fmt, gz = detect_format(path)
        report.files += 1
        try:
            fh = _Source(path, gz)
        except InputError as exc:
            if strict:
                raise
            report.skip(_file_skip(path, exc))
            continue
        try:
            stem = path.name.split(".")[0]
            for i, (where, rec) in enumerate(_READERS[fmt](path, fh), 1):
                if isinstance(rec, InputError):
                    if strict:
                        raise InputError(f"{where}: {rec}")
                    report.skip(Skipped(where, str(rec)), getattr(rec, "count", 1))
                    continue
                try:
                    paper = to_paper(rec, where, f"{stem}#{i}")
                except (ValueError, TypeError, RecursionError) as exc:
                    # TypeError and RecursionError: a record of a shape no check above foresaw
                    # costs that record, never the build.
                    why = str(exc) if isinstance(exc, ValueError) else f"unreadable record ({type(exc).__name__}: {exc})"
                    if strict:
                        raise InputError(f"{where}: {why}") from exc
                    report.skip(Skipped(where, why))
                    continue
                fp = text_fingerprint(paper.abstract)
                # The same abstract is the same paper (a title may change between versions), unless
                # the abstract is a short placeholder ("No abstract available.") and both records
                # give titles that differ: then they are two papers.
                placeholder = len(paper.abstract.split()) < PLACEHOLDER_WORDS
                title = text_fingerprint(paper.title) if placeholder and paper.title.strip() else ""
                if fp in seen_text:
                    titles = placeholder_titles.get(fp, {""})
                    if not title or "" in titles or title in titles:
                        report.duplicates += 1
                        continue
                seen_text.add(fp)
                if placeholder:
                    placeholder_titles.setdefault(fp, set()).add(title)
                if paper.id in seen_id:  # not a duplicate, so another paper holds this id
                    report.id_clashes.append(f"{where}: id {paper.id!r} already used for a different paper")
                    if strict:
                        raise InputError(report.id_clashes[-1])
                    paper.id = _fresh_id(paper.id, fp, seen_id)
                seen_id[paper.id] = fp
                report.papers += 1
                yield paper
        except (OSError, EOFError, gzip.BadGzipFile) as exc:
            err = InputError(f"{path}: cannot read ({exc})")
            if strict:
                raise err from exc
            report.skip(Skipped(str(path), f"unreadable: {exc}"))
        except InputError as exc:
            if strict:
                raise
            report.skip(_file_skip(path, exc))
        finally:
            fh.close()
