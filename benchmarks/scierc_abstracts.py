"""Draw a results sample from the SciERC abstracts: detokenised abstracts with numbers.

A third source of held-out samples besides the corpora and SciREX: the 500 SciERC abstracts
(ACL, AAAI and other NLP/AI venues of 1980-2016, tokenised, without titles;
``../shared/data/scierc/{train,dev,test}.json``). It
undoes the tokenisation (``-LRB-`` is "("), keeps abstracts that hold a number beside a unit
or a measure word (the filter of ``scirex_abstracts.py``), leaves out the ids listed in any
``abstracts.jsonl`` under ``benchmarks/``, shuffles with the given seed and writes the first
``--n`` as JSON Lines (``id``, ``title`` empty, ``abstract``).

    python benchmarks/scierc_abstracts.py ../shared/data/scierc --seed 20261319 --n 34 \
        -o benchmarks/results_gold_q/abstracts.jsonl
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from scirex_abstracts import _RESULT, detokenise, sample_args, used_ids, write_sample  # noqa: E402

_BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}


def abstract_of(doc: dict) -> str:
    """The abstract of one SciERC document as written text."""
    return detokenise([_BRACKETS.get(w, w) for sentence in doc["sentences"] for w in sentence])


def main() -> None:
    args = sample_args(__doc__.splitlines()[0], "folder", "the folder holding SciERC's train.json, dev.json and test.json")
    taken = used_ids(Path(__file__).parent)
    pool = []
    for split in ("train", "dev", "test"):
        with open(Path(args.folder) / f"{split}.json", encoding="utf-8") as handle:
            for line in handle:
                doc = json.loads(line)
                record_id = "scierc-" + doc["doc_key"]
                text = abstract_of(doc)
                if record_id not in taken and _RESULT.search(text):
                    pool.append({"id": record_id, "title": "", "abstract": text})
    write_sample(pool, args.seed, args.n, args.out)


if __name__ == "__main__":
    main()
