"""Graph building on a small golden input: exact nodes, relationships and provenance."""

import networkx as nx

from helpers import DATA
from paperkg.kg.graph import build_graph, nodes_and_relationships, stats
from paperkg.kg.ingest import read_papers
from paperkg.kg.pipeline import extract_records
from paperkg.schema import Paper


def mini_graph():
    papers = list(read_papers([DATA / "mini.jsonl"]))
    return build_graph(papers, extract_records(papers))


def test_exact_counts():
    g = mini_graph()
    s = stats(g)
    assert s["nodes"] == {"Author": 2, "Citation": 1, "Dataset": 2, "Method": 3, "Metric": 2, "Paper": 2,
                          "Repository": 1, "Task": 1, "Venue": 1}
    # No APPLIED_TO: "Image-DPO, which extends DPO to text-to-image generation" is read by the
    # "apply X to T" reading, which reads nothing below the relations' minimum confidence.
    assert s["relationships"] == {
        "ADDRESSES": 1, "BUILDS_ON": 1, "CITES": 1, "EVALUATED_ON": 1, "EVALUATES_ON": 2,
        "PROPOSES": 2, "PUBLISHED_IN": 1, "RELEASES_CODE": 1, "REPORTS": 2, "USES": 2, "VARIANT_OF": 1, "WROTE": 2,
    }
    assert g.number_of_nodes() == 15 and g.number_of_edges() == 17


def test_one_node_per_entity_across_papers_with_aliases():
    g = mini_graph()
    dpo = g.nodes["Method:dpo"]
    assert dpo["name"] == "DPO" and dpo["aliases"] == ["Direct Preference Optimization"]
    assert dpo["paper_count"] == 2
    assert g.has_edge("Paper:p1", "Method:dpo", key="PROPOSES")
    assert g.has_edge("Paper:p2", "Method:dpo", key="USES")
    assert g.has_edge("Method:imagedpo", "Method:dpo", key="VARIANT_OF")
    assert g.has_edge("Paper:p2", "Paper:p1", key="BUILDS_ON")


def test_every_extracted_relationship_carries_provenance():
    g = mini_graph()
    for a, b, d in g.edges(data=True):
        if d["type"] == "BUILDS_ON":
            continue
        assert {"paper", "sentence", "start", "end", "extractor", "confidence"} <= set(d), (a, b, d)
    e = g.get_edge_data("Paper:p1", "Method:dpo")["PROPOSES"]
    assert e["sentence"].startswith("We propose Direct Preference Optimization (DPO)")
    assert e["extractor"] in ("proposals", "acronyms", "lexicon")


def test_round_trip_through_schema_records():
    g = mini_graph()
    nodes, rels = nodes_and_relationships(g)
    assert len(nodes) == 15 and len(rels) == 17
    assert isinstance(g, nx.MultiDiGraph)


def test_the_inputs_code_links_become_releases_code_merged_with_the_texts(tmp_path):
    f = tmp_path / "m.jsonl"
    f.write_text(
        '{"id": "m1", "abstract": "We propose FooNet for image classification. Code: https://github.com/a/foonet.",'
        ' "code_urls": ["https://github.com/a/FooNet/", "https://github.com/a/extra"]}\n', encoding="utf-8")
    papers = list(read_papers([f]))
    g = build_graph(papers, extract_records(papers))
    code = sorted((b, d["extractor"], d.get("found_in")) for _, b, d in g.edges(data=True) if d["type"] == "RELEASES_CODE")
    assert code == [("Repository:https://github.com/a/extra", "metadata", "metadata"),
                    ("Repository:https://github.com/a/foonet", "code_links", "text and metadata")]


def test_authors_and_venue_are_nodes_from_the_metadata():
    g = mini_graph()
    assert g.nodes["Venue:neurips|2023"] == {"label": "Venue", "key": "neurips|2023", "name": "NeurIPS 2023",
                                              "series": "NeurIPS", "year": 2023}
    wrote = sorted((a, d["position"], d["extractor"]) for a, b, d in g.edges(data=True) if d["type"] == "WROTE")
    assert wrote == [("Author:a author", 1, "metadata"), ("Author:b author", 2, "metadata")]
    assert g.nodes["Author:a author"]["name"] == "A. Author"
    # p2 gives no authors and no venue: no Author or Venue node stands for it.
    assert not [b for a, b, d in g.edges(data=True) if d["type"] == "PUBLISHED_IN" and a == "Paper:p2"]


def test_an_author_written_family_first_is_the_same_author():
    from paperkg.schema import Paper

    papers = [Paper(id="a", abstract="We study graphs.", authors=["Jürgen Schmidhuber"], venue="ICML", year=2021),
              Paper(id="b", abstract="We study trees.", authors=["Schmidhuber, Jurgen"], venue="ICML 2022", year=2022)]
    g = build_graph(papers, extract_records(papers))
    authors = sorted(n for n, d in g.nodes(data=True) if d["label"] == "Author")
    assert authors == ["Author:jurgen schmidhuber"]
    assert g.in_degree("Paper:a") >= 1 and g.nodes["Author:jurgen schmidhuber"]["name"] == "Jürgen Schmidhuber"
    venues = sorted(n for n, d in g.nodes(data=True) if d["label"] == "Venue")
    assert venues == ["Venue:icml|2021", "Venue:icml|2022"]  # a venue without a year takes the paper's


def test_result_of_ours_names_the_proposal_it_joins():
    # Regression (audit r74): "its mAP rises by 0.5" kept "ours" on the Result node although
    # its OF_METHOD edge joined the paper's one proposal, CNF-YOLO.
    papers = [Paper(id="c1", title="CNF-YOLO", abstract="We propose CNF-YOLO, a new detector for small objects. "
                                                        "CNF-YOLO improves mAP by 0.5 on COCO.")]
    records = list(extract_records(papers))
    assert records[0]["results"][0]["method"] == "CNF-YOLO"
    records[0]["results"][0]["method"] = "ours"  # what the reader writes where the sentence says "its"
    g = build_graph(papers, records)
    assert g.nodes["Result:c1#1"]["method"] == "CNF-YOLO"
    assert g.has_edge("Result:c1#1", "Method:cnfyolo", key="OF_METHOD")


def test_regression_audit_r86_a_result_credited_to_a_name_that_is_no_method_is_the_papers_own():
    # r77-r86: "We evaluated CAMIL on subtyping non-small cell lung cancer (TCGA-NSCLC) ...,
    # achieving test AUCs of 97.5%" credited the dataset, "The best model attained a recall of
    # 53%" the UAV the images came from: a name the resolution made no Method of the paper owns
    # no result; the paper's own method does, and the name as read is kept beside it.
    papers = [Paper(id="c2", title="T", abstract="We propose CAMIL, a new model for slide images. "
                                                   "CAMIL reaches 97.5% AUC on CAMELYON16.")]
    records = list(extract_records(papers))
    assert [(r["value"], r["method"], r["dataset"]) for r in records[0]["results"]] == [("97.5", "CAMIL", "CAMELYON16")]
    records[0]["results"][0]["method"] = "CAMELYON16"  # a Dataset of the paper
    g = build_graph(papers, records)
    r = g.nodes["Result:c2#1"]
    assert (r["method"], r["method_as_read"]) == ("CAMIL", "CAMELYON16")
    assert sorted(b for _, b, d in g.out_edges("Result:c2#1", data=True) if d["type"] == "OF_METHOD") == ["Method:camil"]
    records[0]["results"][0]["method"] = "UAV"  # no entity of the paper at all
    g = build_graph(papers, records)
    assert (g.nodes["Result:c2#1"]["method"], g.nodes["Result:c2#1"]["method_as_read"]) == ("CAMIL", "UAV")
    records[0]["results"][0]["method"] = "CAMIL"  # a Method of the paper: as read, nothing kept beside it
    g = build_graph(papers, records)
    assert g.nodes["Result:c2#1"]["method"] == "CAMIL" and "method_as_read" not in g.nodes["Result:c2#1"]


def test_regression_audit_r77_a_result_of_an_unnamed_method_joined_its_proposed_part():
    # r75-r77: "we introduce a novel framework for iFSD ... we propose a Weakly Supervised Class
    # Augmentation technique ... it outperforms ONCE by 2.8% in box AP" credited the technique:
    # the paper's one proposal, joined by the Result of "ours", is a part of its unnamed method
    text = ("We address this limitation by introducing a novel framework for incremental few-shot object detection. "
            "To enhance its generalization, we propose a Weakly Supervised Class Augmentation technique that "
            "amplifies the training data. Specifically, it outperforms the ONCE approach on the MS COCO dataset by "
            "2.8% in box AP.")
    papers = [Paper(id="w1", title="T", abstract=text)]
    records = list(extract_records(papers))
    assert records[0]["proposed_parts"] == ["Weakly Supervised Class Augmentation"]
    assert [(r["value"], r["method"]) for r in records[0]["results"]] == [("2.8", "ours")]
    g = build_graph(papers, records)
    assert g.nodes["Result:w1#1"]["method"] == "ours"
    assert not any(d["type"] == "OF_METHOD" for _, _, d in g.out_edges("Result:w1#1", data=True))
    assert g.has_edge("Paper:w1", "Method:weaklysupervisedclassaugmentation", key="PROPOSES")
    del records[0]["proposed_parts"]  # as before: the Result joined the technique
    g = build_graph(papers, records)
    assert g.nodes["Result:w1#1"]["method"] == "Weakly Supervised Class Augmentation"


def test_results_and_relations_become_nodes_and_edges_between_the_resolved_entities():
    papers = list(read_papers([DATA / "results.jsonl"]))
    g = build_graph(papers, extract_records(papers))
    r = g.nodes["Result:r1#1"]
    assert (r["value"], r["unit"], r["kind"], r["metric"], r["dataset"], r["method"]) == (
        84.1, "%", "absolute", "top-1 accuracy", "ImageNet", "SparseMix")
    assert sorted((d["type"], b) for _, b, d in g.out_edges("Result:r1#1", data=True)) == [
        ("MEASURED_BY", "Metric:top1accuracy"), ("OF_METHOD", "Method:sparsemix"), ("ON_DATASET", "Dataset:imagenet")]
    # One edge per stated relation, listing every paper that states it.
    evaluated = {(a, b): d["papers"] for a, b, d in g.edges(data=True) if d["type"] == "EVALUATED_ON"}
    assert evaluated[("Method:sparsemix", "Dataset:imagenet")] == ["r1"]
    assert evaluated[("Method:tokdrop", "Dataset:coco")] == ["r2"]
    assert g.has_edge("Dataset:cifar10", "Task:imagegeneration", key="BENCHMARK_FOR")
    assert g.has_edge("Method:sparsemix", "Method:vit", key="COMPARED_WITH")
