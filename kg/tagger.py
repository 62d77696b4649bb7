"""The statistical tagger: a spaCy NER trained on SciERC, reproducibly, by a project command.

SciERC (Luan et al., 2018) annotates 500 AI abstracts with six entity types. ``train``
converts its train and dev splits (``../shared/data/scierc``) into spaCy's binary format,
trains the pipeline described by ``extractors/data/tagger.cfg`` (blank English, a CNN
token-to-vector layer and a transition-based NER, no pretrained vectors, fixed seed) and
keeps the best model on dev. ``evaluate`` scores a model on a split with the standard
SciERC NER measure: exact span and label, micro-averaged. The model is stored under the
cache directory (``kg tagger train``) and read by the ``tagger`` extractor.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from paperkg.extractors.tagger import default_model_dir, load, model_path  # noqa: F401  (re-exported)
from paperkg.kg.errors import InputError, require

#: The SciERC entity labels, all of which the tagger learns (Generic and
#: OtherScientificTerm sharpen the boundaries of the others even though they are not used).
LABELS = ("Method", "Task", "Material", "Metric", "OtherScientificTerm", "Generic")
CONFIG = Path(__file__).resolve().parent.parent / "extractors" / "data" / "tagger.cfg"


def read_split(path: Path) -> list[tuple[list[str], list[tuple[int, int, str]]]]:
    """Sentences of one SciERC split: words and ``(start, end_exclusive, label)`` spans."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file (expected SciERC's train/dev/test.json)") from None
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
            offset = 0
            for words, ner in zip(doc["sentences"], doc["ner"]):
                spans = [(s - offset, e - offset + 1, label) for s, e, label in ner]
                out.append((list(words), spans))
                offset += len(words)
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(f"{path}:{n}: not a SciERC record ({exc})") from None
    return out


def _docbin(sentences, path: Path) -> int:
    spacy = require("spacy")
    from spacy.tokens import Doc, DocBin, Span

    nlp = spacy.blank("en")
    db = DocBin()
    for words, spans in sentences:
        doc = Doc(nlp.vocab, words=words)
        # SciERC nests a few mentions; NER needs flat spans, so the longest wins.
        doc.ents = spacy.util.filter_spans([Span(doc, s, e, label=lab) for s, e, lab in spans])
        db.add(doc)
    db.to_disk(path)
    return len(db)


def train(scierc: Path, output: Path | None = None, max_steps: int = 3000, limit: int | None = None) -> Path:
    """Train the tagger on SciERC train (best model on dev) and return the model directory.

    ``limit`` keeps only the first sentences of each split (for quick tests).
    """
    require("spacy")
    from spacy.cli.train import train as spacy_train

    output = Path(output) if output else default_model_dir()
    with tempfile.TemporaryDirectory(prefix="paperkg-tagger-") as tmp:
        tmp_path = Path(tmp)
        for split in ("train", "dev"):
            sentences = read_split(Path(scierc) / f"{split}.json")
            _docbin(sentences[:limit] if limit else sentences, tmp_path / f"{split}.spacy")
        overrides = {
            "paths.train": str(tmp_path / "train.spacy"),
            "paths.dev": str(tmp_path / "dev.spacy"),
            "training.max_steps": max_steps,
        }
        if limit:
            overrides["training.eval_frequency"] = max(1, max_steps // 2)
        spacy_train(CONFIG, tmp_path / "out", overrides=overrides)
        best = tmp_path / "out" / "model-best"
        if output.exists():
            shutil.rmtree(output)
        output.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(best, output)
    return output


def evaluate(model: Path | None, split: Path) -> dict[str, dict[str, float]]:
    """Exact-span NER precision, recall and F1 per label and micro-averaged (``"ALL"``)."""
    nlp = load(model)
    from spacy.tokens import Doc

    tp, fp, fn = Counter(), Counter(), Counter()
    sentences = read_split(split)
    docs = (Doc(nlp.vocab, words=words) for words, _ in sentences)
    for (words, gold), doc in zip(sentences, nlp.pipe(docs, batch_size=256)):
        g = {(s, e, lab) for s, e, lab in gold}
        p = {(ent.start, ent.end, ent.label_) for ent in doc.ents}
        for _, _, lab in p & g:
            tp[lab] += 1
        for _, _, lab in p - g:
            fp[lab] += 1
        for _, _, lab in g - p:
            fn[lab] += 1
    scores = {}
    for lab in (*LABELS, "ALL"):
        t = sum(tp.values()) if lab == "ALL" else tp[lab]
        f_p = sum(fp.values()) if lab == "ALL" else fp[lab]
        f_n = sum(fn.values()) if lab == "ALL" else fn[lab]
        p = t / (t + f_p) if t + f_p else 0.0
        r = t / (t + f_n) if t + f_n else 0.0
        scores[lab] = {"p": p, "r": r, "f1": 2 * p * r / (p + r) if p + r else 0.0, "gold": t + f_n}
    return scores
