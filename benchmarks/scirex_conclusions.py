"""Draw a results sample from the SciREX papers' conclusions: detokenised passages with numbers.

Every abstract with numbers in the corpora, SciREX and SciERC is in an earlier results
sample, so a further held-out check reads the other place where ML papers restate their
results in a paragraph: the section headed Conclusion(s), Summary or Discussion of the 306
SciREX training papers. The passage is that section's text without its heading, undone from
the tokenisation as in ``scirex_abstracts.py``; it is kept when it holds a number beside a
unit or a measure word and runs 30-600 words. Ids (``scirex-conclusion-<doc id>``) listed in
any ``abstracts.jsonl`` under ``benchmarks/`` are left out; the pool is shuffled with the
given seed and the first ``--n`` are written as JSON Lines (``id``, ``title``,
``abstract``), the layout every sample uses.

    python benchmarks/scirex_conclusions.py ../shared/data/scirex/scirex_train_docs.jsonl.gz \
        --seed 20261334 --n 34 -o benchmarks/results_gold_s/abstracts.jsonl
"""
from __future__ import annotations

from scirex_abstracts import detokenise, draw, title_and_abstract

_HEADINGS = ("conclusion", "summary", "discussion")


def conclusion(doc: dict) -> str | None:
    """The first Conclusion/Summary/Discussion section of one document, or None."""
    words = doc["words"]
    for start, end in doc["sections"]:
        if words[start:start + 2] != ["section", ":"]:
            continue
        body = words[start + 2:end]
        heading = " ".join(body[:3]).lower()
        if heading.startswith(_HEADINGS):
            # The heading is one or two words ("Conclusions", "Conclusion and Future Work"):
            # drop words up to the first that starts a sentence after a short heading.
            cut = next((i for i in range(1, min(len(body), 6))
                        if body[i][:1].isupper() and body[i - 1].lower() not in ("and", "&")
                        and body[i].lower() not in ("work", "works", "directions", "remarks")), 1)
            text = body[cut:]
            return detokenise(text) if 30 <= len(text) <= 600 else None
    return None


def _titled_conclusion(doc: dict) -> tuple[str, str] | None:
    text = conclusion(doc)
    pair = title_and_abstract(doc)
    return None if text is None else (pair[0] if pair else "", text)


def main() -> None:
    draw(__doc__.splitlines()[0], "scirex-conclusion-", _titled_conclusion)

if __name__ == "__main__":
    main()
