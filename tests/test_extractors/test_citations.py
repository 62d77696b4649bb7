"""Citations: author-year references in their usual forms, with exact spans."""

from paperkg.extractors import run


def cites(text):
    return [(m.attrs["authors"], m.attrs["year"], m.text) for m in run("citations", text)]


def test_et_al_with_parenthesised_year():
    assert cites("as shown by Kamath et al. (2020), models fail.") == [("Kamath et al.", 2020, "Kamath et al. (2020")]


def test_et_al_comma_year_inside_parentheses():
    assert cites("a benchmark (Huang et al., 2024) and (Thrush et al., 2024).") == [
        ("Huang et al.", 2024, "Huang et al., 2024"),
        ("Thrush et al.", 2024, "Thrush et al., 2024"),
    ]


def test_two_authors():
    assert cites("following Lee and Kim (2019)") == [("Lee and Kim", 2019, "Lee and Kim (2019")]


def test_plain_years_and_names_are_not_citations():
    assert cites("In 2024, Transformers and CNNs (2019 models) were compared.") == []


def test_one_author_in_citation_shape_and_several_years():
    # Regression: "(Beckers, 2025)" and "Mendelson (2017)" were missed (only "et al." and two authors were read).
    text = "In (Beckers, 2025) I introduced models; see (Beckers, 2021, 2022), Lecue and Mendelson (2016) and Mendelson (2017)."
    assert [(a, y) for a, y, _ in cites(text)] == [
        ("Beckers", 2025), ("Beckers", 2021), ("Beckers", 2022), ("Lecue and Mendelson", 2016), ("Mendelson", 2017)
    ]
    assert cites("Training ImageNet (2009 images) and CIFAR (2010) with Transformers (2019 models).") == []


def test_name_particles_belong_to_the_name():
    text = "bridging Russo and Van Roy (2018); Van der Hoeven (2020) showed it."
    assert [(a, y) for a, y, _ in cites(text)] == [("Russo and Van Roy", 2018), ("Van der Hoeven", 2020)]


def test_bracketed_year():
    # regression: "Suresh et al. [2022]" (a PMLR habit) was not a citation
    assert cites("Suresh et al. [2022] introduce quantizers; see Mendelson [2017] and [12].") == [
        ("Suresh et al.", 2022, "Suresh et al. [2022"),
        ("Mendelson", 2017, "Mendelson [2017"),
    ]


def test_a_family_name_with_an_inner_capital_is_a_citation_and_no_method():
    # Regression: "(HaoChen et al., 2020)" was no citation, and "HaoChen" became a Method node.
    from helpers_extract import record

    rec = record("Prior analysis (HaoChen et al., 2020) studies SimCLR, as LeCun and Bengio (2015) did for CNNs.")
    assert [c["authors"] for c in rec["citations"]] == ["HaoChen et al.", "LeCun and Bengio"]
    assert [m["name"] for m in rec["methods"]] == ["SimCLR", "CNN"]
