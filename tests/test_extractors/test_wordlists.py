"""Golden cases of the word-list lookups (extractors/wordlists.py): which listed entries a name matches."""

from paperkg.extractors.wordlists import word_list_entries


def test_regression_sample_aq_a_magnitude_letter_in_another_case_missed_a_listed_name():
    # AQ: "ImageNet-1K" was not the listed (case-exact) ImageNet-1k, so "on ImageNet-1K
    # classification" named no dataset; a count's magnitude letter is compared in lower case
    assert [e.surface for e in word_list_entries("ImageNet-1K")] == ["ImageNet-1k"]
    assert [e.surface for e in word_list_entries("ImageNet-1k")] == ["ImageNet-1k"]
    # (other letters keep their case)
    assert word_list_entries("Imagenet-1K") == []


def test_regression_audit_r86_a_listed_name_written_in_title_case_was_coined():
    # r86/r87: "Monte Carlo Tree Search (MCTS)" matched no list ("Monte Carlo tree search" keeps its
    # proper nouns' capitals, so it matched only as written) and was coined: the paper's proposal,
    # which took its results. A name whose only capitals open proper nouns may be written in Title Case
    assert [e.surface for e in word_list_entries("Monte Carlo Tree Search")] == ["Monte Carlo tree search"]
    assert [(e.type, e.surface) for e in word_list_entries("Gaussian Process")] == [("method", "Gaussian process")]
    # (its proper nouns keep their capitals; a name with an inner capital keeps its case)
    assert word_list_entries("monte carlo tree search") == []
    assert word_list_entries("Latent DIRICHLET Allocation") == []
