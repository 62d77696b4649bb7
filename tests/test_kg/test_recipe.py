"""Recipe files: headers parse, parameters convert and are checked."""

import re

import pytest

from paperkg.kg.errors import RecipeError
from paperkg.kg.recipe import bind, convert, get_recipe, recipes


def test_at_least_fifteen_documented_recipes():
    rs = recipes()
    assert len(rs) >= 15
    for name, r in rs.items():
        assert r.purpose, name
        assert r.example.startswith(f"kg query {name}"), name
        assert "$" not in r.query or r.required or r.defaults, name


def test_parameters_convert_and_default():
    r = get_recipe("similar-papers")
    assert r.required == ("paper",) and r.defaults == {"limit": 10}
    assert bind(r, ["paper=x#1", "limit=3"]) == {"paper": "x#1", "limit": 3}
    assert convert("2.5") == 2.5 and convert("true") is True and convert('"a b"') == "a b"


def test_missing_and_unknown_parameters_are_clear():
    r = get_recipe("similar-papers")
    with pytest.raises(RecipeError, match="needs --param paper=VALUE"):
        bind(r, [])
    with pytest.raises(RecipeError, match="has no parameter colour"):
        bind(r, ["paper=x", "colour=red"])
    with pytest.raises(RecipeError, match="unknown recipe 'nope'"):
        get_recipe("nope")


def test_example_params_come_from_the_header():
    from paperkg.kg.recipe import example_params

    assert example_params(get_recipe("shortest-path")) == {"from": "CLIP", "to": "DPO"}
    assert example_params(get_recipe("task-methods")) == {"task": "image classification", "limit": 20}
    assert example_params(get_recipe("graph-stats")) == {}


def test_a_number_parameter_that_is_no_number_is_one_line():
    # Regression (hostile-input audit): "limit=abc" reached FalkorDB as a type error (exit 3) and
    # a 23-digit limit answered "(no rows)".
    r = get_recipe("top-methods")
    with pytest.raises(RecipeError, match=r"--param limit='abc' is not a number \(its default is \d+\)"):
        bind(r, ["limit=abc"])
    with pytest.raises(RecipeError, match="is not a number"):
        bind(r, ["limit=99999999999999999999999"])
    assert bind(r, ["limit=5"])["limit"] == 5


@pytest.mark.parametrize("value", ["-1", "1.5", str(2**32), str(2**63 - 1)])
def test_a_negative_fractional_or_huge_limit_is_one_line_before_the_database(value):
    # Regression (hostile-input audit r27): limit=-1 and limit=1.5 failed inside FalkorDB (exit 3,
    # as if the store were broken) and limit=4294967296 or more answered "(no rows)".
    with pytest.raises(RecipeError, match=rf"--param limit={re.escape(value)} is not a whole number from 0 to 2,147,483,647 "
                                          r"\(its default is \d+\)"):
        bind(get_recipe("top-methods"), [f"limit={value}"])
    assert bind(get_recipe("top-methods"), ["limit=2147483647"])["limit"] == 2**31 - 1


def test_a_recipe_name_is_never_a_path(tmp_path):
    # Regression (hostile-input audit r27): `kg query /tmp/x` ran /tmp/x.cypher.
    (tmp_path / "x.cypher").write_text("// any\nMATCH (n) RETURN n\n")
    with pytest.raises(RecipeError, match="unknown recipe"):
        get_recipe(str(tmp_path / "x"))
