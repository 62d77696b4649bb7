"""Golden cases of the results and relations reader (extractors/results.py), through the
assembled record (docs/results-guidelines.md)."""

import pytest

from helpers_extract import record


def results(text):
    return [(r["value"], r["unit"], r["kind"], r["metric"], r["dataset"], r["method"]) for r in record(text)["results"]]


def relations(text):
    return [(r["type"], r["head"], r["tail"]) for r in record(text)["relations"]]


@pytest.mark.parametrize(("text", "expected"), [
    ("GMoE achieves 48.2% accuracy on DomainNet.", [("48.2", "%", "absolute", "accuracy", "DomainNet", "GMoE")]),
    ("We propose GMoE. It improves top-1 accuracy on ImageNet by 2.1%.",
     [("2.1", "%", "gain", "top-1 accuracy", "ImageNet", "GMoE")]),
    # "from A to B": B is the method's; A is a baseline's.
    ("We propose FastDiff. Our method reduces FID from 12.3 to 9.8 on CIFAR-10.",
     [("9.8", "", "absolute", "FID", "CIFAR-10", "FastDiff")]),
    ("Notably, RB-LRA achieved a 31.8% reduction in parameters.", [("31.8", "%", "reduction", "parameters", None, "RB-LRA")]),
    ("We propose TokDrop, which yields a 3x speedup.", [("3", "x", "gain", "speedup", None, "TokDrop")]),
    ("DOS reduces the average FPR95 by up to 25.79% on CIFAR-100.",
     [("25.79", "%", "reduction", "FPR95", "CIFAR-100", "DOS")]),
])
def test_a_result_is_a_number_with_its_metric_dataset_and_method(text, expected):
    assert results(text) == expected


@pytest.mark.parametrize("text", [
    "We train a 7B model on 10k images for 300 epochs in 2023.",  # sizes, counts and years
    "The benchmark includes 49 VLMs and 17 target task datasets.",  # a count of names
    "Accuracy improves by about 3%-9% across settings.",  # a range
    "Training takes 24602 A100-GPU hours at 22.05 kHz.",  # a quantity and a unit
    "Our method improves by 4.5% over the baseline.",  # no measure named
])
def test_numbers_that_are_no_results(text):
    assert results(text) == []


def test_relations_read_from_one_sentence_each():
    text = ("We propose SparseMix, a vision backbone for image classification. SparseMix achieves 84.1% top-1 "
            "accuracy on ImageNet and outperforms ViT and ConvNeXt. We evaluate DINO on COCO and ADE20K. "
            "CIFAR-10, a benchmark for image generation, is used.")
    assert relations(text) == [
        ("EVALUATED_ON", "SparseMix", "ImageNet"),
        ("APPLIED_TO", "SparseMix", "image classification"),
        ("COMPARED_WITH", "SparseMix", "ViT"),
        ("COMPARED_WITH", "SparseMix", "ConvNeXt"),
        ("EVALUATED_ON", "DINO", "COCO"),
        ("EVALUATED_ON", "DINO", "ADE20K"),
        ("BENCHMARK_FOR", "CIFAR-10", "image generation"),
    ]


def test_methods_that_only_co_occur_are_not_related():
    assert relations("We use ViT. Separately, COCO is a popular dataset. ConvNeXt is another model.") == []


def test_comparisons_written_before_the_subject_or_with_than():
    assert relations("Compared to the baseline model AV-HuBERT, AMG-AVSR demonstrates superior performance.") == [
        ("COMPARED_WITH", "AMG-AVSR", "AV-HuBERT")]
    assert relations("We propose RGO. RGO reaches higher accuracy than EWC and LwF.") == [
        ("COMPARED_WITH", "RGO", "EWC"), ("COMPARED_WITH", "RGO", "LwF")]


def test_a_method_applied_to_a_task_by_an_apposed_kind_or_a_result_on_it():
    assert relations("We introduce CSKV, a training-efficient technique for KV cache compression.") == [
        ("APPLIED_TO", "CSKV", "KV cache compression")]
    assert ("APPLIED_TO", "LoopNet", "image classification") in relations(
        "We propose LoopNet. LoopNet achieves 97.5% accuracy on image classification.")
