"""Scores extraction records against gold records, by the rules of the annotation guidelines.

Names match after normalisation (``kg.canonical.key``: case, dashes, spaces and a plural
``s`` ignored); a predicted entity matches a gold one of the same type when any of its
name or aliases equals any of the gold's (strict), or, leniently, when their word sets
overlap with Jaccard at least 0.5. Each gold entity matches at most once; counts are
micro-averaged. Code links compare cleaned URLs; citations compare first author and year.
Role accuracy is measured over strict matches.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from paperkg.kg.canonical import key
from paperkg.kg.errors import InputError
from paperkg.schema import ENTITY_LISTS

TYPES = tuple(ENTITY_LISTS)


def load_jsonl(*paths: Path) -> dict[str, dict]:
    """Records of JSON Lines files keyed by ``doc_id`` (later files override earlier ones)."""
    out: dict[str, dict] = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                for n, line in enumerate(fh, 1):
                    if line.strip():
                        try:
                            rec = json.loads(line)
                        except json.JSONDecodeError as exc:
                            raise InputError(f"{path}:{n}: not JSON ({exc.msg})") from None
                        _check_record(rec, f"{path}:{n}")
                        out[str(rec.get("doc_id"))] = rec
        except FileNotFoundError:
            raise InputError(f"{path}: no such file") from None
    return out


def _check_record(rec, where: str) -> None:
    """``InputError`` naming ``where`` unless ``rec`` is an extraction record the scorer can read:
    an object whose entity lists hold names (strings, or objects with a string ``name``)."""
    if not isinstance(rec, dict):
        raise InputError(f"{where}: a {type(rec).__name__}, not an extraction record (an object with doc_id)")
    for field in TYPES:
        ents = rec.get(field) or []
        if not isinstance(ents, list):
            raise InputError(f"{where}: '{field}' is a {type(ents).__name__}, not a list")
        for ent in ents:
            name = ent.get("name") if isinstance(ent, dict) else ent
            aliases = ent.get("aliases") or [] if isinstance(ent, dict) else []
            if not isinstance(name, str) or not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
                raise InputError(f"{where}: an entry of '{field}' has no name (a string) or its aliases are not strings")


def _words(name: str) -> frozenset[str]:
    parts = re.split(r"[^0-9a-z\u00c0-\uffff]+", unicodedata.normalize("NFKC", name).casefold())
    return frozenset(key(w) or w for w in parts if w)


def _forms(ent) -> tuple[set[str], list[frozenset[str]]]:
    if isinstance(ent, str):
        ent = {"name": ent}
    names = [ent.get("name", "")] + list(ent.get("aliases") or [])
    return {key(n) for n in names if key(n)}, [w for w in (_words(n) for n in names) if w]


def match(gold: list, pred: list) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Strict and lenient (gold index, pred index) pairs, each side used once."""
    gf, pf = [_forms(g) for g in gold], [_forms(p) for p in pred]
    used_g: set[int] = set()
    used_p: set[int] = set()
    strict = []
    for i, (gk, _) in enumerate(gf):
        for j, (pk, _) in enumerate(pf):
            if j not in used_p and gk & pk:
                strict.append((i, j))
                used_g.add(i)
                used_p.add(j)
                break
    lenient = list(strict)
    for i, (_, gw) in enumerate(gf):
        if i in used_g:
            continue
        best, best_j = 0.0, None
        for j, (_, pw) in enumerate(pf):
            if j in used_p:
                continue
            s = max((len(a & b) / len(a | b) for a in gw for b in pw), default=0.0)
            if s > best:
                best, best_j = s, j
        if best_j is not None and best >= 0.5:
            lenient.append((i, best_j))
            used_g.add(i)
            used_p.add(best_j)
    return strict, lenient


def _url(u) -> str:
    u = str(u.get("url", "") if isinstance(u, dict) else u).strip().rstrip(".,;:)]}>").rstrip("/")
    return re.sub(r"\.git$", "", re.sub(r"^https?://(www\.)?", "", u, flags=re.I)).lower()


def _cite(c) -> tuple[str, int | None]:
    if isinstance(c, str):
        m = re.match(r"\s*([^\W\d_][\w'\-]*).*?(\d{4})", c)
        return (m.group(1).lower(), int(m.group(2))) if m else (c.lower(), None)
    first = re.match(r"\s*([^\W\d_][\w'\-]*)", str(c.get("authors", "")))
    year = c.get("year")
    return (first.group(1).lower() if first else "", int(year) if str(year).isdigit() else None)


def prf(tp: int, n_pred: int, n_gold: int) -> tuple[float, float, float]:
    """Precision, recall and F1 (an empty prediction of an empty gold is perfect)."""
    p = tp / n_pred if n_pred else (1.0 if not n_gold else 0.0)
    r = tp / n_gold if n_gold else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return round(p, 4), round(r, 4), round(f, 4)


def score(gold: dict[str, dict], pred: dict[str, dict]) -> tuple[dict, list[str]]:
    """The report (per type and entity micro-average) and a list of error lines."""
    c = {t: dict(gold=0, pred=0, strict=0, lenient=0, role_ok=0, role_n=0) for t in TYPES}
    c["code"] = dict(gold=0, pred=0, strict=0, lenient=0)
    c["citations"] = dict(gold=0, pred=0, strict=0, lenient=0)
    errors: list[str] = []
    for doc, g in gold.items():
        p = pred.get(doc, {})
        for t in TYPES:
            ge, pe = list(g.get(t) or []), list(p.get(t) or [])
            strict, lenient = match(ge, pe)
            ct = c[t]
            ct["gold"] += len(ge)
            ct["pred"] += len(pe)
            ct["strict"] += len(strict)
            ct["lenient"] += len(lenient)
            for i, j in strict:
                gr = ge[i].get("role") if isinstance(ge[i], dict) else None
                if gr:
                    ct["role_n"] += 1
                    ct["role_ok"] += int(isinstance(pe[j], dict) and pe[j].get("role") == gr)
            mg, mp = {i for i, _ in lenient}, {j for _, j in lenient}
            errors += [f"{doc}\t{t}\tMISSED\t{_name(e)}" for i, e in enumerate(ge) if i not in mg]
            errors += [f"{doc}\t{t}\tSPURIOUS\t{_name(e)}" for j, e in enumerate(pe) if j not in mp]
        for kind, norm in (("code", _url), ("citations", _cite)):
            gs, ps = {norm(x) for x in g.get(kind) or []}, {norm(x) for x in p.get(kind) or []}
            ck = c[kind]
            ck["gold"] += len(gs)
            ck["pred"] += len(ps)
            ck["strict"] += len(gs & ps)
            ck["lenient"] += len(gs & ps)
    report: dict = {}
    for t, ct in c.items():
        row = {"gold": ct["gold"], "pred": ct["pred"]}
        row["strict_p"], row["strict_r"], row["strict_f1"] = prf(ct["strict"], ct["pred"], ct["gold"])
        row["lenient_p"], row["lenient_r"], row["lenient_f1"] = prf(ct["lenient"], ct["pred"], ct["gold"])
        if ct.get("role_n"):
            row["role_acc"] = round(ct["role_ok"] / ct["role_n"], 4)
        report[t] = row
    ents = [c[t] for t in ("methods", "datasets", "tasks")]
    n_pred, n_gold = sum(e["pred"] for e in ents), sum(e["gold"] for e in ents)
    micro = {}
    micro["lenient_p"], micro["lenient_r"], micro["lenient_f1"] = prf(sum(e["lenient"] for e in ents), n_pred, n_gold)
    micro["strict_p"], micro["strict_r"], micro["strict_f1"] = prf(sum(e["strict"] for e in ents), n_pred, n_gold)
    role_n = sum(c[t]["role_n"] for t in ("methods", "datasets"))
    micro["role_acc"] = round(sum(c[t]["role_ok"] for t in ("methods", "datasets")) / role_n, 4) if role_n else None
    report["entities_micro"] = micro
    return report, errors


def _name(e) -> str:
    return e.get("name", "") if isinstance(e, dict) else str(e)


def format_report(report: dict) -> str:
    """The report as an aligned text table."""
    lines = [f"{'type':<12}{'gold':>6}{'pred':>6}  {'strict P/R/F1':<20}{'lenient P/R/F1':<20}role"]
    for t, r in report.items():
        if t == "entities_micro":
            continue
        s = f"{r['strict_p']:.2f}/{r['strict_r']:.2f}/{r['strict_f1']:.2f}"
        l_ = f"{r['lenient_p']:.2f}/{r['lenient_r']:.2f}/{r['lenient_f1']:.2f}"
        lines.append(f"{t:<12}{r['gold']:>6}{r['pred']:>6}  {s:<20}{l_:<20}{r.get('role_acc', '')}")
    m = report["entities_micro"]
    lines.append(
        f"entities (methods+datasets+tasks): strict F1 {m['strict_f1']:.3f}, lenient F1 {m['lenient_f1']:.3f}, "
        f"role accuracy {m['role_acc'] if m['role_acc'] is not None else '-'}"
    )
    return "\n".join(lines)
