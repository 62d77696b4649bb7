"""Draw a results sample from the SciREX papers: detokenised abstracts with numbers.

A source of held-out samples besides the two corpora (``corpus_results_sample.py``): the
306 SciREX training papers (full texts of 2015-2019 ML papers, tokenised). This script
takes each paper's abstract (the rest of the first section after the title sentence, or
the section headed "Abstract"), undoes the
tokenisation, keeps abstracts that hold a number beside a unit or a measure word, leaves out
the ids listed in any ``abstracts.jsonl`` under ``benchmarks/``, shuffles with the given
seed and writes the first ``--n`` as JSON Lines (``id``, ``title``, ``abstract``).

    python benchmarks/scirex_abstracts.py ../shared/data/scirex/scirex_train_docs.jsonl.gz \
        --seed 20261281 --n 34 -o benchmarks/results_gold_o/abstracts.jsonl
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import re
from collections.abc import Callable
from pathlib import Path

_NO_SPACE_BEFORE = re.compile(r" ([,.;:!?%)\]}]|'s|n't|'re|'ve|'ll)")
_NO_SPACE_AFTER = re.compile(r"([(\[{]) ")
_HYPHEN = re.compile(r"(?<=\w) - (?=\w)")
_NUMBER_POINT = re.compile(r"(?<=\d) \. (?=\d)")
_RESULT = re.compile(
    r"\d[\d.,]*\s*(%|x\b|×|points?\b|pp\b|dB\b|BLEU|F1|AP\b|mAP|accuracy|error|"
    r"perplexity|ROUGE|speed|faster|times)", re.IGNORECASE)


def detokenise(words: list[str]) -> str:
    """Undo the SciREX tokenisation well enough to read as written text."""
    text = " ".join(words)
    text = _NUMBER_POINT.sub(".", text)
    text = _HYPHEN.sub("-", text)
    text = _NO_SPACE_BEFORE.sub(r"\1", text)
    text = _NO_SPACE_AFTER.sub(r"\1", text)
    return text.replace("`` ", '"').replace(" ''", '"')


def title_and_abstract(doc: dict) -> tuple[str, str] | None:
    """The title and abstract of one SciREX document, or None when the layout is other."""
    words, sections, sentences = doc["words"], doc["sections"], doc["sentences"]
    start, end = sections[0]
    if words[start:start + 2] != ["document", ":"] or not sentences:
        return None
    title_end = sentences[0][1]
    title = words[start + 2:title_end]
    abstract = words[title_end:end]
    if len(sections) > 1 and len(abstract) < 40:
        # Some papers put the abstract in a section of its own headed "Abstract".
        s, e = sections[1]
        if words[s:s + 3] == ["section", ":", "Abstract"]:
            abstract = words[s + 3:e]
    if not title or not 60 <= len(abstract) <= 400:
        return None
    return detokenise(title), detokenise(abstract)


def used_ids(root: Path) -> set[str]:
    """Every id already in a sample under ``root``."""
    ids = set()
    for path in root.rglob("abstracts.jsonl"):
        with path.open(encoding="utf-8") as handle:
            ids.update(json.loads(line)["id"] for line in handle if line.strip())
    return ids


def sample_args(description: str, source: str, source_help: str) -> argparse.Namespace:
    """The options of a sample script: the source, ``--seed``, ``--n`` and ``-o``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(source, help=source_help)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--n", type=int, default=34)
    parser.add_argument("-o", "--out", required=True)
    return parser.parse_args()


def draw(description: str, id_prefix: str, passage: Callable[[dict], tuple[str, str] | None]) -> None:
    """Write a sample of the ``(title, text)`` that ``passage`` reads from each SciREX
    document, where the text holds a result-like number, outside every earlier sample."""
    args = sample_args(description, "docs", "the SciREX documents (gzip JSON Lines)")
    taken = used_ids(Path(__file__).parent)
    pool = []
    with gzip.open(args.docs, "rt", encoding="utf-8") as handle:
        for line in handle:
            doc = json.loads(line)
            record_id = id_prefix + doc["doc_id"]
            pair = passage(doc)
            if pair is None or record_id in taken or not _RESULT.search(pair[1]):
                continue
            pool.append({"id": record_id, "title": pair[0], "abstract": pair[1]})
    write_sample(pool, args.seed, args.n, args.out)


def main() -> None:
    draw(__doc__.splitlines()[0], "scirex-", title_and_abstract)


def write_sample(pool: list[dict], seed: int, n: int, out_path: str) -> None:
    """Shuffle ``pool`` with ``seed`` and write its first ``n`` records as JSON Lines."""
    random.Random(seed).shuffle(pool)
    Path(out_path).parent.mkdir(parents=True, exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as out:
        for record in pool[:n]:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"{len(pool)} abstracts with numbers outside earlier samples; wrote {min(n, len(pool))}")


if __name__ == "__main__":
    main()
