"""Citations: author-year references in their usual forms, with exact spans."""

from extractors import run


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
