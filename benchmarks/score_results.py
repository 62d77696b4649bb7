"""Scores extracted results and relations against a labelled sample (docs/results-guidelines.md).

A predicted result is correct when value, kind and metric match a gold result of the same
abstract (metrics by name key, or one key containing the other); each gold result matches
at most one prediction. Of the matched results, the share whose dataset (method) key also
matches is reported, ``null`` matching ``null``. A relation is correct when its type and
both ends match (by key, or one key containing the other). Prints precision, recall and F1
of results and of each relation type; ``--by-rule`` adds each relation reading's precision
(the rule its evidence names), which ``extractors/data/confidences.json`` takes as its
confidence. Usage:

    kg extract benchmarks/results_gold/abstracts.jsonl -o pred.jsonl --no-keyphrases
    python benchmarks/score_results.py benchmarks/results_gold/gold.jsonl --pred pred.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
import unicodedata
from collections import Counter


def key(name: str | None) -> str:
    """Folded alphanumerics of a name, plural s removed (the entity name key); a plural in
    -ies is its singular in -y ("accuracies" is "accuracy")."""
    if name is None:
        return ""
    s = re.sub(r"[^0-9a-z]+", "", unicodedata.normalize("NFKD", str(name)).casefold())
    if len(s) > 4 and s.endswith("ies"):
        return s[:-3] + "y"
    return s[:-1] if len(s) > 3 and s.endswith("s") and not s.endswith(("ss", "us", "is")) else s


def near(a: str | None, b: str | None) -> bool:
    ka, kb = key(a), key(b)
    if not ka or not kb:
        return ka == kb
    return ka == kb or ka in kb or kb in ka


def value(v: str) -> float | None:
    try:
        return float(str(v).replace(",", "").lstrip("+"))
    except ValueError:
        return None


def prf(tp: int, n_pred: int, n_gold: int) -> tuple[float, float, float]:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("gold", nargs="+")
    ap.add_argument("--pred", required=True)
    ap.add_argument("--errors", action="store_true", help="print every miss and false alarm")
    ap.add_argument("--by-rule", action="store_true", help="print each relation rule's precision")
    a = ap.parse_args()
    gold = {}
    for path in a.gold:
        for line in open(path, encoding="utf-8"):
            if line.strip():
                r = json.loads(line)
                gold[r["id"]] = r
    pred = {}
    for line in open(a.pred, encoding="utf-8"):
        if line.strip():
            r = json.loads(line)
            if r.get("doc_id") in gold:
                pred[r["doc_id"]] = r
    res = Counter()
    rel = Counter()
    by_rule = Counter()
    for doc, g in gold.items():
        p = pred.get(doc, {})
        free = list(g["results"])
        res["gold"] += len(free)
        for r in p.get("results", []):
            res["pred"] += 1
            hit = next((x for x in free if value(x["value"]) == value(r["value"]) and x["kind"] == r["kind"]
                        and near(x["metric"], r["metric"])), None)
            if hit is None:
                if a.errors:
                    print(f"false result {doc}: {r['value']}{r['unit']} {r['kind']} {r['metric']!r} on {r['dataset']!r} by {r['method']!r}")
                continue
            free.remove(hit)
            res["tp"] += 1
            res["dataset"] += near(hit.get("dataset"), r.get("dataset"))
            res["method"] += near(hit.get("method"), r.get("method"))
            if a.errors:
                for part in ("dataset", "method"):
                    if not near(hit.get(part), r.get(part)):
                        print(f"wrong {part} {doc}: {r['value']}{r['unit']} {r['metric']!r}: {r.get(part)!r}, gold {hit.get(part)!r}")
        if a.errors:
            for x in free:
                print(f"missed result {doc}: {x['value']}{x['unit']} {x['kind']} {x['metric']!r} on {x['dataset']!r} by {x['method']!r}")
        gfree = list(g["relations"])
        for x in gfree:
            rel[(x["type"], "gold")] += 1
        for r in p.get("relations", []):
            rel[(r["type"], "pred")] += 1
            rule = (r["type"], r.get("evidence", {}).get("extractor", ""))
            by_rule[rule, "pred"] += 1
            hit = next((x for x in gfree if x["type"] == r["type"] and near(x["head"], r["head"]) and near(x["tail"], r["tail"])), None)
            by_rule[rule, "tp"] += hit is not None
            if hit is None:
                if a.errors:
                    print(f"false relation {doc}: {r['type']} {r['head']!r} -> {r['tail']!r}")
                continue
            gfree.remove(hit)
            rel[(r["type"], "tp")] += 1
        if a.errors:
            for x in gfree:
                print(f"missed relation {doc}: {x['type']} {x['head']!r} -> {x['tail']!r}")
    p, r, f = prf(res["tp"], res["pred"], res["gold"])
    print(f"abstracts {len(gold)} (predictions for {len(pred)})")
    print(f"results: gold {res['gold']} pred {res['pred']} P {p:.2f} R {r:.2f} F1 {f:.2f}; "
          f"of the {res['tp']} matched, dataset right {res['dataset'] / res['tp'] if res['tp'] else 0:.2f}, "
          f"method right {res['method'] / res['tp'] if res['tp'] else 0:.2f}")
    types = sorted({t for t, _ in rel})
    for t in types:
        p, r, f = prf(rel[(t, "tp")], rel[(t, "pred")], rel[(t, "gold")])
        print(f"{t}: gold {rel[(t, 'gold')]} pred {rel[(t, 'pred')]} P {p:.2f} R {r:.2f} F1 {f:.2f}")
    tp, n_pred, n_gold = (sum(rel[(t, k)] for t in types) for k in ("tp", "pred", "gold"))
    p, r, f = prf(tp, n_pred, n_gold)
    print(f"relations (all): gold {n_gold} pred {n_pred} P {p:.2f} R {r:.2f} F1 {f:.2f}")
    if a.by_rule:
        for t, rule in sorted({k for k, _ in by_rule}):
            n, tp = by_rule[(t, rule), "pred"], by_rule[(t, rule), "tp"]
            print(f"  {t} {rule}: {tp} of {n} right, P {tp / n:.2f}")


if __name__ == "__main__":
    main()
