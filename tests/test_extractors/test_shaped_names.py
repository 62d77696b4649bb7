"""Golden cases of the ``names`` rule (extractors/shaped_names.py): name-shaped tokens and their types."""

import pytest

from helpers_extract import found, record
from paperkg.extractors import run


def test_name_shapes():
    text = "We compare GPT-4o, LLaMA-3.1-70B, fastText and ViT-based encoders on ImageNet."
    names = [s for _, s, _ in found("names", text)]
    # "ViT-based" is no name, but the ViT inside it is a method the encoders use.
    assert names == ["GPT-4o", "LLaMA-3.1-70B", "fastText", "ViT", "ImageNet"]


def test_name_is_a_task_after_approaches_to_or_before_tasks():
    text = "Existing approaches to AHT require teammates. It helps T2I tasks. We use methods for TSP-50 routing."
    assert [(t, s, w) for t, s, w in ((m.type, m.text, bool(m.attrs.get("weak"))) for m in run("names", text))] == [
        ("task", "AHT", False), ("task", "T2I", False), ("method", "TSP-50", True)
    ]


def test_known_dataset_with_a_suffix_is_a_dataset():
    text = "Experiments on CIFAR-10-C, Tiny ImageNet-C and MNIST-M agree; GPT-4o and LLaMA-2 do not."
    assert [(t, s) for t, s, _ in found("names", text)][:3] == [
        ("dataset", "CIFAR-10-C"), ("dataset", "ImageNet-C"), ("dataset", "MNIST-M")
    ]
    assert [t for t, s, _ in found("names", text)][3:] == ["method", "method"]


def test_regression_audit_r72_a_known_dataset_with_a_joined_suffix_was_a_method():
    # "corrupted CIFAR-10C" and "ImageNetC": the corruption suffix written without a hyphen left a
    # known dataset's variant to the name shape, a method; a model after a dataset's name is none
    text = "Results on corrupted CIFAR-10C and ImageNetC hold, and ImageNetGAN and GPT-4V do not."
    assert [(t, s) for t, s, _ in found("names", text)] == [
        ("dataset", "CIFAR-10C"), ("dataset", "ImageNetC"), ("method", "ImageNetGAN"), ("method", "GPT-4V")]


def test_sentences_run_together_are_not_a_name():
    # Regression: "Hypothesis.Through" (no space after the full stop) was a used method.
    assert found("names", "It follows the Lottery Ticket Hypothesis.Through this extension we prune.") == []


def test_name_before_score_is_a_metric_and_camel_qa_names_are_datasets():
    text = "Our model raises accuracy on OpenbookQA and improves the MAUVE score, unlike VQA models."
    assert [(t, s) for t, s, _ in found("names", text)] == [("dataset", "OpenbookQA"), ("metric", "MAUVE"), ("method", "VQA")]


def test_name_after_a_decimal_score_is_a_metric():
    text = "The improved model achieved 82.1% mAP50 and 52.1 AP with 7 GPT-4 calls."
    assert [(t, s) for t, s, _ in found("names", text)] == [("metric", "mAP50"), ("metric", "AP"), ("method", "GPT-4")]


def test_roman_numeral_is_part_of_a_name_and_a_score_before_a_dataset_accuracy_is_not_a_metric():
    # (what experiments are run on is a benchmark, an environment here: audit r99)
    assert found("names", "Experiments on StarCraft II show gains.") == [("dataset", "StarCraft II", None)]
    assert found("names", "We train agents in StarCraft II.") == [("method", "StarCraft II", None)]
    assert ("dataset", "ImageNet-1K") in [(t, s) for t, s, _ in found("names", "It obtains 88.2% ImageNet-1K accuracy.")]


def test_name_inside_an_x_based_adjective_is_a_method_it_uses():
    text = "It trains only a fastText-based scorer, unlike non-GNN-based and IoU-based ones."
    assert found("names", text) == [("method", "fastText", None)]


def test_prefix_qualifying_an_abbreviation_is_no_name():
    # Regression: "non-IID" and "intra-GPU" were methods.
    text = "We train on non-IID data with intra-GPU gradients, unlike mini-ImageNet and beta-VAE."
    assert [s for _, s, _ in found("names", text)] == ["mini-ImageNet", "beta-VAE"]


@pytest.mark.parametrize("text", [
    r"Our proposed strategy, \OursNoSpace, solves a wide range of tasks.",   # regression: a LaTeX macro as a Method node
    r"There is a growing literature for $L\geq1$ layers.",                    # regression: "Lgeq1"
])
def test_latex_is_no_name(text):
    assert found("names", text) == []


def test_capitalised_function_words_and_possessives():
    # Regression (audit r4): "WITHOUT" was a Method; "LLM-as-Agent's" kept its possessive.
    text = "We study LLM-as-Agent's reasoning WITHOUT labels, with RAPID and SIMPLE as baselines."
    assert [s for _, s, _ in found("names", text)] == ["LLM-as-Agent", "RAPID", "SIMPLE"]


def test_special_symbols_and_properties_named_after_a_name_are_no_names():
    # Regressions (audit r6): "CLS" out of "[CLS] token", "k-OIG" out of "the k-OIG dimension".
    text = "We pool the [CLS] token. We bound the k-OIG dimension of the class with GraphSAGE."
    assert [s for _, s, _ in found("names", text)] == ["GraphSAGE"]


def test_a_name_given_as_an_example_of_a_task_is_a_dataset():
    # Regression (audit r7): WikiText was a Method in "language modelling (e.g. WikiText)".
    text = (
        "They range from retrieval (e.g. CUB and SOP) to language modelling (e.g. WikiText). "
        "Deep generative models (e.g. DiffGAN) and regularization-based tuning (e.g., KgCoOp) differ."
    )
    assert found("names", text) == [
        ("dataset", "CUB", None), ("dataset", "SOP", None), ("dataset", "WikiText", None),
        ("method", "DiffGAN", None), ("method", "KgCoOp", None),
    ]



def test_a_name_counted_in_data_items_or_apposed_as_a_database_is_a_dataset():
    # Regressions (audit r11): "BridgeData V2 contains 53,896 trajectories" and "OpenAlex, an
    # open-source database" were Method nodes; a model counted in parameters stays a method.
    assert found("names", "BridgeData V2 contains 53,896 trajectories.") == [("dataset", "BridgeData", None)]
    assert found("names", "We compare them to OpenAlex, an open-source database of works.") == [("dataset", "OpenAlex", None)]
    assert found("names", "GPT-4 contains 1.7 trillion parameters.") == [("method", "GPT-4", None)]


def test_regression_audit_r96_a_dataset_counted_after_that_and_described_words_was_a_method():
    # Audit r96: "we construct AbdomenAtlas 1.1 that comprises **9,262** three-dimensional
    # computed tomography (CT) volumes" made AbdomenAtlas 1.1 a proposed Method.
    text = ("We construct AbdomenAtlas 1.1 that comprises **9,262** three-dimensional computed "
            "tomography (CT) volumes with annotations.")
    assert ("dataset", "AbdomenAtlas", None) in found("names", text)
    assert found("proposals", text) == [("dataset", "AbdomenAtlas", "proposed")]  # the record keeps "1.1"
    assert found("names", "GPT-4, which contains 1.7 trillion parameters, is large.") == [("method", "GPT-4", None)]


def test_regression_audit_r96_a_numbered_step_was_a_method():
    # Audit r96: "In the Stage-I, we focus on ..." made Stage-I a Method node (and "in Stage1 ...
    # in Stage2", "the LEVEL1 and LEVEL2 test sets" others); a step label names no thing.
    assert found("names", "In the Stage-I, we focus on learning. Then Stage2 and PHASE-II refine it with SAM.") == [
        ("method", "SAM", None)]
    assert found("names", "the LEVEL1 and LEVEL2 test sets of Waymo") == []


def test_a_name_in_a_fronted_on_clause_is_a_dataset():
    # Regression (audit r12): "On DMControl 100K, FNC excels" left DMControl a Method.
    assert found("names", "On DMControl 100K, FNC excels in 5 out of 6 tasks.") == [
        ("dataset", "DMControl", None), ("method", "FNC", None)]
    assert found("names", "On top of CLIP, we add a head.") == [("method", "CLIP", None)]


def test_regression_a_fronted_on_clause_after_the_first_sentence_typed_nothing():
    # Pool of results samples: "... on WoZ. On DSTC2, our model obtains 74.5%" left DSTC2 a
    # Method and the result without its dataset: the cue was looked for in the four characters
    # before the name, too few to hold the end of the sentence before "On".
    assert found("names", "GLAD works well. On DSTC2, our model obtains 74.5% accuracy.") == [
        ("method", "GLAD", None), ("dataset", "DSTC2", None)]
    assert found("names", "We build upon DSTC2, a model.") == [("method", "DSTC2", None)]


def test_a_known_model_in_a_fronted_on_clause_stays_a_method():
    # regression (held-out sample Z): "On EfficientNet-B7, we achieve 84.7% accuracy" made the
    # model the results' dataset; the word lists know EfficientNet as a method.
    assert found("names", "It works. On EfficientNet-B7, we achieve 84.7% accuracy.") == [("method", "EfficientNet-B7", None)]


def test_a_name_right_after_a_percentage_and_on_is_a_dataset():
    # regression (audit r45): "85.44% and 67.75% on ARC-Easy and ARC-Challenge" typed both Methods
    # and the results had no dataset; a known model, a measure or a noun it modifies stays out.
    text = "It reaches 85.44% and 67.75% on ARC-Easy and ARC-Challenge."
    assert found("names", text) == [("dataset", "ARC-Easy", None), ("dataset", "ARC-Challenge", None)]
    assert [t for t, *_ in found("names", "Pruning keeps 70.1% on MobileNetV2 and 2.1% on mAP50.")] == ["method", "method"]
    assert found("names", "It has a gap of 1.2% on TSP instances.") == [("method", "TSP", None)]


def test_a_sentence_run_on_at_a_period_is_two_tokens():
    # Regressions (audits r11, r12): "GNNs.GNN-LRP" and "RKHS.A" (no space after the period)
    # were Method nodes; on AIRAS 35 such nodes ("methods.TabPFN", "efficiency.LoRA").
    assert found("names", "We explain GNNs.GNN-LRP explains them.") == [("method", "GNNs", None), ("method", "GNN-LRP", None)]
    assert found("names", "We bound it in the RKHS.A new bound follows.") == [("method", "RKHS", None)]
    assert found("names", "We use Qwen2.5 here.") == [("method", "Qwen2.5", None)]


def test_a_dataset_noun_before_a_name_or_its_list_types_it_a_dataset():
    # regressions (audits r17-r18): THuman2.0, TACoS, CitySim, Camelyon17-WILDS were Methods;
    # a bare comma after the noun needs a list ("on small datasets, DeepMapping fails").
    def datasets(text):
        return [s for t, s, _ in found("names", text) if t == "dataset"]
    assert datasets("We conduct experiments on synthesized datasets THuman2.0 and ZJUMocap.") == ["THuman2.0", "ZJUMocap"]
    assert datasets("It beats them on two challenging benchmarks, i.e., ActivityNet-Captions and TACoS.") == [
        "ActivityNet-Captions", "TACoS"]
    assert datasets("Experiments on two multi-scenario datasets, CitySim and INTERACTION, show it.") == ["CitySim", "INTERACTION"]
    assert datasets("shifts from the tissue classification dataset Camelyon17-WILDS.") == ["Camelyon17-WILDS"]
    assert datasets("Despite its range on small datasets, DeepMapping still fails.") == []
    assert datasets("Evaluated on the DVS-Lip dataset, B-STCNet achieves high accuracy.") == ["DVS-Lip"]
    assert datasets("We use this dataset to benchmark LLaMA and ViTs.") == []


def test_regression_rexgradient_an_apposition_with_the_and_a_superlative_says_dataset():
    # audit r53 (PMLR Method node ReXGradient, "ReXGradient, the largest test dataset consisting of ...")
    assert [(t, s) for t, s, _ in found("names", "Our framework incorporates ReXGradient, the largest test dataset "
                                                 "consisting of 10,000 studies.")] == [("dataset", "ReXGradient")]


def test_regression_audit_r62_a_fronted_on_after_a_discourse_marker_named_no_dataset():
    # Audit r62: "For example, on YELP, CISS surpasses ..." and "Even on DanceTrack, where ...,
    # our method outperforms ByteTrack by 5.0%" typed the datasets as methods by their shape,
    # so the results had no dataset.
    rec = record("For example, on YELP, CISS surpasses the runner-up by 6.8% in terms of certified robustness.")
    assert [m["name"] for m in rec["datasets"]] == ["YELP"] and [r["dataset"] for r in rec["results"]] == ["YELP"]
    rec = record("Even on DanceTrack, where the appearance of targets is extremely similar, our method significantly "
                 "outperforms ByteTrack by 5.0% on HOTA.")
    assert [m["name"] for m in rec["datasets"]] == ["DanceTrack"]


def test_regression_a_dataset_after_on_the_and_its_modifiers_was_no_dataset():
    # r64: "On the freshly collected DeLiVER, the quad-modal CMNeXt reaches 66.30% in mIoU" left
    # DeLiVER untyped and the result without a dataset; "On the basis of X" names no dataset
    assert ("dataset", "DeLiVER", None) in found("names", "On the freshly collected DeLiVER, the quad-modal CMNeXt "
                                                          "reaches up to 66.30% in mIoU.")
    assert ("dataset", "FooNet", None) not in found("names", "On the basis of FooNet, we build a detector.")


def test_regression_audit_r67_a_token_given_a_value_was_a_method():
    # Audit r67: "(M = 96.23%, SD = 1.45%)" made the standard deviation SD a Method node; the
    # corpora hold three more ("RMSD<2A", "tIoU=0.5", "PCC = 0.1197"), all quantities.
    text = "Its accuracy (M = 96.23%, SD = 1.45%) at tIoU=0.5 and RMSD<2A matches GPT-4 on PDBBind."
    assert [s for _, s, _ in found("names", text)] == ["GPT-4", "PDBBind"]


def test_regression_audit_r67_a_name_before_distance_was_a_method():
    # Audit r67: "the Wasserstein-1 distance between ..." made Wasserstein-1 a Method node (the
    # corpora write Wasserstein-1 and Wasserstein-2 so ten times): the name of a distance or
    # divergence is a quantity's, no method
    assert found("names", "We bound the Wasserstein-1 distance between the measures and the WS-2 divergences.") == []


def test_regression_audit_r67_a_name_apposed_to_a_metric_noun_was_a_method():
    # Audit r67: "to formulate a semantic registration evaluation metric, SiamRegQC." made the
    # Method node SiamRegQC; "a new metric RegexAcc that measures ..." did the same
    assert found("names", "We formulate a semantic registration evaluation metric, SiamRegQC.") == [
        ("metric", "SiamRegQC", None)]
    assert ("metric", "RegexAcc", None) in found("names", "We use ROUGE and a new metric RegexAcc that measures it.")
    # "measure" after "to" is a verb
    assert ("metric", "MI", None) not in found("names", "We present a general recipe to measure MI, which works.")


def test_regression_a_name_ending_in_score_was_a_method():
    # Corpus: "significant accuracy (RMSD and TM-Score)" made TM-Score a Method; a name whose own
    # last part is "Score" names a measure
    assert ("metric", "TM-Score", None) in found(
        "names", "Empirically, we achieve both significant accuracy (RMSD and TM-Score) and efficiency improvements.")


def test_regression_audit_r85_a_name_before_a_kind_that_a_cue_names_was_a_method():
    # r85: "we propose a few-shot pose estimation (FSPE) approach called SA6D" made FSPE a Method
    # node: the approach is SA6D, and FSPE says what it is for
    rec = record("In this work, we propose a few-shot pose estimation (FSPE) approach called SA6D, which uses a "
                 "self-adaptive segmentation module.")
    assert [m["name"] for m in rec["methods"]] == ["SA6D"]
    assert [t["name"] for t in rec["tasks"]] == ["FSPE"]
    # (the kind after a name still says it is a method when no name follows)
    assert ("method", "FSPE", None) in found("names", "We propose the FSPE approach, which uses segmentation.")


def test_regression_audit_r85_a_fronted_on_the_game_of_a_name_was_a_method():
    # r85: "On the game of Zork1, in particular, XTX obtains a score of 103" made Zork1 a Method and
    # left the result's dataset null: "the game of" before the name of a fronted "On X," is what
    # kind of benchmark it is
    assert ("dataset", "Zork1", None) in found(
        "names", "We propose XTX. On the game of Zork1, in particular, XTX obtains a score of 103.")
    assert ("dataset", "Zork1", None) not in found("names", "We propose XTX. On the use of Zork1, XTX fails.")


def test_regression_a_listed_benchmark_before_tasks_was_a_task():
    # Audit r84's "Extensive results on D4RL tasks show ..." left a result's dataset null, the name
    # typed Task by "tasks" after it; so does "on GLUE tasks": the tasks of a benchmark that the
    # word lists know as data only are its own. A name they also list as a task stays one ("for
    # VQA tasks"; D4RL too, which a Papers-with-Code list calls a task)
    rec = record("We propose X. X improves accuracy by 2% on GLUE tasks.")
    assert [d["name"] for d in rec["datasets"]] == ["GLUE"] and rec["tasks"] == []
    assert [t["name"] for t in record("We propose DeepQA for VQA tasks.")["tasks"]] == ["VQA"]
    # ... and so does a name the abstract defines ("FSOD" is also a dataset's name)
    assert [t["name"] for t in record("We study few-shot object detection (FSOD). We propose X for FSOD tasks.")[
        "tasks"]] == ["FSOD"]


def test_regression_audit_r93_a_venue_cited_with_its_year_was_a_method():
    # Audit r93: "SODA'12" was a Method node (with NeurIPS'17, ICLR'19, STOC'22 and others of AIRAS):
    # a conference series written with a year is a citation; alone, SODA may be a dataset
    text = "This improves on Rahimi and Recht (NIPS'07) and the bound of SODA'12, tested on the SODA dataset."
    assert [s for _, s, _ in found("names", text)] == ["SODA"]


def test_regression_audit_r98_a_floating_point_value_was_a_task():
    # Audit r98: "catastrophic NaN problems" made NaN a Task node: a value, no name
    assert found("names", "Training will sometimes lead to catastrophic NaN problems with NaNs in the loss.") == []


def test_regression_audit_r97_an_organisation_was_a_method():
    # Audit r97: OpenAI (26 AIRAS papers, "OpenAI's o3-mini") and NASA were Method nodes, as NVIDIA
    # ("an NVIDIA A100 GPU"); a listed name that holds one stays ("the OpenAI Gym framework")
    assert found("names", "We evaluate OpenAI's o3-mini and DeepSeek R1 on an NVIDIA GPU, as NASA does.") == [
        ("method", "DeepSeek", None)]
    # (IBM stays a name: papers define it as their method, "Image Blocking Module (IBM)")
    assert [d["name"] for d in record("Integrated within the OpenAI Gym framework, it runs RL.")["datasets"]] == [
        "OpenAI Gym"]


def test_regression_audit_r99_names_experiments_are_run_on_are_datasets():
    # Audit r99: "Our extensive experiments on PASCAL3D+, occluded-PASCAL3D+ and ObjectNet3D show"
    # left occluded-PASCAL3D+ a Method node; a model the word lists know stays one
    assert found("names", "Our extensive experiments on PASCAL3D+, occluded-PASCAL3D+ and ObjectNet3D show that "
                          "NeMo is robust.") == [
        ("dataset", "PASCAL3D+", None), ("dataset", "occluded-PASCAL3D+", None), ("dataset", "ObjectNet3D", None),
        ("method", "NeMo", None)]
    assert found("names", "Experiments on ResNet-50 show gains.") == [("method", "ResNet-50", None)]


def test_regression_audit_r105_a_direction_compound_before_a_noun_is_no_name():
    # Regression (audit r105): "2D-to-3D" was a Method node of 10 AIRAS papers ("2D-to-3D
    # representation learning", "2D-to-3D lifting"); the compound modifies the noun after it
    assert found("names", "It improves 2D-to-3D lifting and camera-to-LiDAR projection.") == []
    assert [s for _, s, _ in found("names", "We compare with Prompt-to-Prompt (P2P) on it.")] == ["Prompt-to-Prompt", "P2P"]


def test_regression_audit_r109_words_of_a_slogan_in_capitals_were_methods():
    # Regression (audit r109): 'motivated by "GIVE MODEL CHOICES!"' made CHOICES a Method node;
    # two names in capitals side by side stay names
    assert found("names", "It is an approach motivated by \u201cGIVE MODEL CHOICES!\u201d.") == []
    assert [s for _, s, _ in found("names", "We combine BERT CRF layers.")] == ["BERT", "CRF"]


def test_regression_audit_r109_a_prefixed_variant_of_a_listed_dataset_was_a_method():
    # Regression (audit r109): N-Caltech101, the event-camera Caltech101, was typed by its shape alone
    assert found("names", "We use N-Caltech101 here.") == [("dataset", "N-Caltech101", None)]
    # a name the abstract defines with a bracket is its own, whatever dataset its part names
    assert found("names", "Our approach, T-MARS (Text Masking and Re-Scoring), filters pairs.")[0][0] != "dataset"
    assert found("names", "We study Generalized Few-shot Object Detection (G-FSOD) here.")[0][0] != "dataset"


def test_regression_audit_r110_a_processor_was_a_method():
    # Audit r110: FPGA was a Method node of two PMLR papers ("a domain-specific accelerator ... on FPGA");
    # processors are hardware, as GPU and TPU are
    assert found("names", "We build an accelerator on FPGA and compare with ASICs.") == []


def test_regression_audit_r113_a_sensor_was_a_method():
    # Audit r113: IMU was a Task node ("IMU-video data") and a Method of three AIRAS papers, RGB-D a
    # Method of 33 records; sensors and data modalities are no entities, as LiDAR and RGB are. (GPS
    # stays a name: the list is matched in any case, and "GPs" are Gaussian processes; papers define
    # methods called GPS.)
    assert found("names", "We fuse IMU and RGB-D readings from several IMUs.") == []
    assert found("names", "We use temporal GPs here.") == [("method", "GPs", None)]


def test_regression_audits_r102_r112_a_name_before_plural_lemmas_was_a_method():
    # Regression (audits r102, r112): "XOR lemmas" made XOR a Method node; a name before a formal
    # object names the object ("the Shapley-Taylor index"), in the plural too
    assert found("names", "We prove new XOR lemmas and direct product theorems here.") == []


def test_regression_audit_r114_a_name_with_its_year_was_a_method():
    # Audit r114: "MIPLIB 2017" made MIPLIB a Method node; a name with a year after it is a
    # benchmark's edition, or a venue cited with its year ("ALT 2019"), which is no name
    assert found("names", "We solve real-world MILPs, including MIPLIB 2017.") == [
        ("method", "MILPs", None), ("dataset", "MIPLIB", None)]
    assert found("names", "This extends Smith et al. (ALT 2019) and MIDL 2024 papers.") == []


def test_regression_audit_r116_the_first_word_of_a_title_case_name_was_a_name():
    # Regression (audit r116): "ContentAware ReAssembly of Features" and "a novel MultiView
    # Independent Component Analysis (ICA) model" made the Methods ContentAware and MultiView; a
    # word with a capital inside, before a capitalised word, opens a longer name.
    assert found("names", "Upsampling uses ContentAware ReAssembly of Features.") == [
        ("method", "ReAssembly", None)]
    assert found("names", "We compare with DeepLab and MetaFormer, but not the Vision Transformer.") == [
        ("method", "DeepLab", None), ("method", "MetaFormer", None)]
    rec = record("We propose a novel MultiView Independent Component Analysis (ICA) model for group studies.")
    assert [(m["name"], m["role"]) for m in rec["methods"]][0] == (
        "MultiView Independent Component Analysis", "proposed")


def test_regression_audit_r116_a_property_with_its_noun_glued_on_was_a_method():
    # Regression (audit r116): "Known VC-dimension upper bounds" and "minimizing the L2-distance"
    # made Method nodes (so did KL-divergence, TD-error in the corpora); a name whose last hyphen
    # part is the noun of a property is that property, as "the VC dimension" is, and a distance or
    # divergence so glued is a measure.
    assert found("names", "Known VC-dimension upper bounds imply many parameters.") == []
    assert found("names", "We minimize the L2-distance and the KL-divergence to the TD-error.") == [
        ("metric", "L2-distance", None), ("metric", "KL-divergence", None)]
    # degrees of freedom are no method either
    assert found("names", "It generalizes to higher DoF end-effectors.") == []


def test_regression_audit_r117_a_function_word_glued_to_a_word_was_a_name():
    # Regression (audit r117): "whileReinforcement Learning (RL)" and "the existingWMI solvers"
    # (missing spaces) made Method nodes; a function word glued to a capitalised word is two
    # words, and glued to a name the abstract writes alone it is that name.
    assert found("names", "It makes agents, whileReinforcement Learning gives gains.") == []
    assert found("names", "Ours beats the existingWMI solvers. WMI is hard.") == [
        ("method", "WMI", None), ("method", "WMI", None)]
