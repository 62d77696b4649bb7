"""The kinds rule: a sentence that states what kind of thing a name is votes that type."""

from helpers_extract import found, record


def names(rec, label):
    return [e["name"] for e in rec[label]]


def test_copula_opens_the_sentence():
    assert found("kinds", "Lexicase selection is an uncompromising method developed in evolutionary computation.") == [
        ("method", "Lexicase selection", None)]
    assert found("kinds", "Optimal transport is a foundational problem in statistics.") == [("task", "Optimal transport", None)]


def test_gap_words_exclude_function_words():
    # "a problem for artificial neural networks": the kind is "problem", not the later noun.
    assert found("kinds", "Continual learning is a problem for artificial neural networks.") == [("task", "Continual learning", None)]
    assert found("kinds", "Active learning is the process of training a model.") == []


def test_only_the_subject_of_the_sentence():
    assert found("kinds", "The accuracy of Thompson sampling is a concern for the method.") == []


def test_naming_cue_after_a_kind_of_method():
    assert found("kinds", "We propose a new framework, called Poisson learning, for graph data.") == [
        ("method", "Poisson learning", None)]
    assert found("kinds", "a new algorithm namely OPtimization-based ExploRation with Approximation (OPERA) is proposed") == [
        ("method", "OPtimization-based ExploRation with Approximation", None)]


def test_stated_kind_retypes_a_head_word_task():
    # Regression (audit r15): "Lexicase selection" was a Task, its head word "selection" being a task head.
    assert names(record("Lexicase selection is an uncompromising method developed in evolutionary computation."), "methods") == [
        "Lexicase selection"]


def test_stated_kind_retypes_an_acronym_through_its_long_form():
    # Regression (audit r15): OPERA was a Task, its long form ending in "Approximation".
    rec = record("Under our framework, a new sample-efficient algorithm namely OPtimization-based ExploRation with "
                 "Approximation (OPERA) is proposed, achieving regret bounds.")
    assert names(rec, "methods") == ["OPERA"] and names(rec, "tasks") == []


def test_stated_kind_adds_no_entity():
    # A second opinion: a name no other rule found stays unfound.
    assert names(record("Our thing is a simple method."), "methods") == []


def test_an_acronym_before_a_kind_of_method_or_after_our_names_a_method():
    # Regressions (audits r17-r19): C2F and DAPO were Tasks, their long forms ending in task words.
    assert found("kinds", "We add a Coarse-to-Fine (C2F) learning strategy to the detector.") == [("method", "C2F", None)]
    assert found("kinds", "Our novel Delay-Adapted PO (DAPO) is easy to implement.") == [("method", "DAPO", None)]
    # Plural kinds are methods for the task; a long form for data is no method; lower-case
    # words in between make no long form ("our CR-FIQA over state-of-the-art (SOTA)").
    assert found("kinds", "Prior controlled text generation (CTG) techniques fail.") == []
    assert found("kinds", "We release our Driving Benchmark (DB) for testing.") == []
    assert found("kinds", "We show our proposed CR-FIQA over state-of-the-art (SOTA) baselines.") == []


def test_a_long_form_apposed_to_a_kind_of_method_names_a_method():
    # Regression (audit r61): GAMA was a Task, its long form ending in "Alignment".
    assert found("kinds", "We execute a novel unsupervised MDP alignment algorithm, Generative Adversarial MDP "
                          "Alignment (GAMA), to learn correspondences.") == [("method", "GAMA", None)]
    assert names(record("We fit a classical algorithm, Gaussian Discriminant Analysis (GDA), to the features."), "methods") == ["GDA"]
    # A plural kind, or a kind without an article, apposes no name to itself.
    assert found("kinds", "Unlike existing methods, Domain Adaptation (DA) needs labels.") == []


def test_an_acronym_that_outperforms_is_a_method_but_the_vote_adds_no_name():
    # Regression (audits r15-r19): FPF was a Task, its long form ending in "Finetuning".
    rec = record("We call it Forgetting Prioritized Finetuning (FPF). FPF consistently outperforms "
                 "full finetuning on three benchmarks.")
    assert "FPF" in names(rec, "methods") and "FPF" not in names(rec, "tasks")
    # A vote of this kind only retypes: a name no rule was sure of stays out ("CUDA").
    assert found("kinds", "CUDA achieves a high throughput.") == [("method", "CUDA", None)]
    assert names(record("CUDA achieves a high throughput."), "methods") == []


def test_names_listed_after_a_kind_of_method_are_methods():
    # Regression (audit r32): "DreamBooth", a dataset to a word list, and "BEiT" and "iBOT",
    # listed beside the metric list's MAE, were no methods.
    text = "However, current methods, like DreamBooth and LoRA, require fine-tuning per individual."
    assert found("kinds", text) == [("method", "DreamBooth", None), ("method", "LoRA", None)]
    assert names(record(text), "methods") == ["DreamBooth", "LoRA"] and names(record(text), "datasets") == []
    text = "Video models like SlowFast, X3D, and TimeSformer improve accuracy on Kinetics."
    assert [n for _, n, _ in found("kinds", text)] == ["SlowFast", "X3D", "TimeSformer"]
    assert names(record(text), "datasets") == ["Kinetics"]


def test_a_list_after_a_kind_ends_at_the_first_item_that_is_no_name():
    assert found("kinds", "We train architectures including ResNet and DeiT on MNIST and ImageNet.") == [
        ("method", "ResNet", None), ("method", "DeiT", None)]
    assert found("kinds", "We compare to architectures such as the accuracy and latency.") == []
    # A lower-case word ends the item: "Platt" alone is no name another rule finds.
    assert found("kinds", "Calibration techniques, such as Platt scaling, help.") == [("method", "Platt", None)]
