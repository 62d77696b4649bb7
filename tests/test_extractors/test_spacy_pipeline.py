"""The spaCy adapters agree with the pure extractors they wrap."""

from paperkg.extractors import run
from paperkg.extractors.spacy_pipeline import make_nlp
from helpers import SAMPLE
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_record


def test_components_in_order():
    assert make_nlp().pipe_names == ["paperkg_sentences", "paperkg_gazetteer", "paperkg_extract"]


def test_sentences_follow_the_pure_splitter():
    doc = make_nlp(gazetteer=False)("Kamath et al. (2020) show 18.82% gains. Then we test DPO.")
    assert [s.text for s in doc.sents] == ["Kamath et al. (2020) show 18.82% gains.", "Then we test DPO."]


def test_extract_component_gives_the_pipeline_record_and_spans():
    nlp = make_nlp()
    for paper in list(read_papers([SAMPLE]))[:10]:
        doc = nlp(paper.abstract)
        rec = extract_record(paper)
        assert {k: v for k, v in doc._.paperkg.items() if k != "doc_id"} == {k: v for k, v in rec.items() if k != "doc_id"}
        for span in doc.spans["paperkg"]:
            assert span.label_ in ("method", "dataset", "task", "metric")


def test_phrase_matcher_finds_what_the_lexicon_extractor_finds():
    text = "We fine-tune LLaMA with low-rank adaptation on ImageNet and report top-1 accuracy for image classification."
    doc = make_nlp()(text)
    spacy_hits = {(s.start_char, s.end_char) for s in doc.spans["paperkg_gazetteer"]}
    pure_hits = {(m.start, m.end) for m in run("lexicon", text)}
    assert pure_hits <= spacy_hits
    assert {s.text for s in doc.spans["paperkg_gazetteer"]} >= {"low-rank adaptation", "ImageNet", "top-1 accuracy", "image classification"}
