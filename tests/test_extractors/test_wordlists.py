"""Golden cases of the word-list lookups (extractors/wordlists.py): which listed entries a name matches."""

from paperkg.extractors.wordlists import word_list_entries


def test_regression_sample_aq_a_magnitude_letter_in_another_case_missed_a_listed_name():
    # AQ: "ImageNet-1K" was not the listed (case-exact) ImageNet-1k, so "on ImageNet-1K
    # classification" named no dataset; a count's magnitude letter is compared in lower case
    assert [e.surface for e in word_list_entries("ImageNet-1K")] == ["ImageNet-1k"]
    assert [e.surface for e in word_list_entries("ImageNet-1k")] == ["ImageNet-1k"]
    # (other letters keep their case)
    assert word_list_entries("Imagenet-1K") == []
