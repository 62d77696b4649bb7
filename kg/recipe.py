"""The library of Cypher query recipes: discovery, documentation and parameters.

Each recipe is one ``kg/recipes/NAME.cypher`` file (plus ``NAME.ENGINE.cypher`` where an
engine needs its own dialect: only full-text search does) whose header comment gives its
purpose (first line), its parameters with defaults (``// params: name (required),
limit=10``) and an example command. ``load_recipe`` parses that header; ``bind`` checks
and converts ``key=value`` pairs from the command line (integers, floats, booleans,
strings) and fills in defaults, so a missing or misspelt parameter is a one-line error
instead of a Cypher failure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from paperkg.kg.errors import RecipeError

RECIPE_DIR = Path(__file__).resolve().parent / "recipes"

#: The largest count (``limit``) a recipe takes: FalkorDB reads LIMIT as a 32-bit number.
MAX_COUNT = 2**31 - 1
_PARAM = re.compile(r"([A-Za-z_]\w*)\s*(?:=\s*([^,]+)|\(required\))")


@dataclass(frozen=True)
class Recipe:
    """One parsed recipe file."""

    name: str
    purpose: str
    query: str
    path: Path
    example: str = ""
    required: tuple[str, ...] = ()
    defaults: dict = field(default_factory=dict)


def convert(value: str):
    """A command-line value as int, float, bool or string (quotes stripped)."""
    v = value.strip()
    if re.fullmatch(r"[+-]?\d+", v):
        return int(v)
    if re.fullmatch(r"[+-]?\d*\.\d+(?:[eE][+-]?\d+)?", v):
        return float(v)
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        return v[1:-1]
    return v


def load_recipe(path: Path) -> Recipe:
    """Parse one ``.cypher`` recipe file and its header comment."""
    text = path.read_text(encoding="utf-8")
    header = [line[2:].strip() for line in text.splitlines() if line.startswith("//")]
    query = "\n".join(line for line in text.splitlines() if not line.startswith("//")).strip()
    purpose = header[0] if header else ""
    required: list[str] = []
    defaults: dict = {}
    example = ""
    for line in header[1:]:
        if line.startswith("params:"):
            for m in _PARAM.finditer(line[len("params:") :]):
                if m.group(2) is None:
                    required.append(m.group(1))
                else:
                    defaults[m.group(1)] = convert(m.group(2))
        elif line.startswith("example:"):
            example = line[len("example:") :].strip()
    return Recipe(path.stem, purpose, query, path, example, tuple(required), defaults)


def recipes(directory: Path = RECIPE_DIR) -> dict[str, Recipe]:
    """All recipes by name, sorted (engine-specific variants ``NAME.ENGINE.cypher`` left out)."""
    return {p.stem: load_recipe(p) for p in sorted(directory.glob("*.cypher")) if "." not in p.stem}


def get_recipe(name: str, engine: str | None = None, directory: Path = RECIPE_DIR) -> Recipe:
    """The recipe called ``name`` (its ``NAME.ENGINE.cypher`` variant if there is one)."""
    path = directory / f"{name}.cypher"
    if not path.exists() or "." in name or "/" in name or "\\" in name:  # a name, never a path to another file
        raise RecipeError(f"unknown recipe {name!r}; `kg recipes` lists them ({', '.join(recipes(directory))})")
    variant = directory / f"{name}.{engine}.cypher"
    if engine and variant.exists():
        recipe = load_recipe(variant)
        return Recipe(name, recipe.purpose, recipe.query, variant, recipe.example, recipe.required, recipe.defaults)
    return load_recipe(path)


def example_params(recipe: Recipe) -> dict:
    """The parameters of the recipe's documented example command, bound and converted."""
    import shlex

    args = shlex.split(recipe.example)[3:]  # after "kg query NAME"
    return bind(recipe, [args[i + 1] for i, a in enumerate(args) if a in ("--param", "-p") and i + 1 < len(args)])


def bind(recipe: Recipe, pairs: list[str] | dict) -> dict:
    """Parameters for ``recipe`` from ``key=value`` strings (or a dict), with defaults filled in."""
    params = dict(recipe.defaults)
    given: dict = {}
    if isinstance(pairs, dict):
        given = dict(pairs)
    else:
        for pair in pairs:
            if "=" not in pair:
                raise RecipeError(f"parameter {pair!r} is not key=value")
            k, v = pair.split("=", 1)
            given[k.strip()] = convert(v)
    known = set(recipe.required) | set(recipe.defaults)
    unknown = sorted(set(given) - known)
    if unknown:
        raise RecipeError(f"recipe {recipe.name!r} has no parameter {', '.join(unknown)} (it takes: {', '.join(sorted(known)) or 'none'})")
    for k, v in given.items():
        default = recipe.defaults.get(k)
        # A number where the recipe's default is one: "limit=abc" is one line here, not a
        # database type error; an integer beyond 64 bits no engine holds.
        if isinstance(default, (int, float)) and not isinstance(default, bool) and (
                isinstance(v, bool) or not isinstance(v, (int, float)) or (isinstance(v, int) and abs(v) >= 2**63)):
            raise RecipeError(f"recipe {recipe.name!r}: --param {k}={v!r} is not a number "
                              f"(its default is {default})")
        # A count (a whole default, a limit) is a whole number an engine's LIMIT takes: FalkorDB
        # failed on -1 and 1.5 (exit 3, as if the database were broken) and answered "(no rows)"
        # from 2**32 on.
        if isinstance(default, int) and not isinstance(default, bool) and default >= 0 and not (
                isinstance(v, int) and 0 <= v <= MAX_COUNT):
            raise RecipeError(f"recipe {recipe.name!r}: --param {k}={v!r} is not a whole number from 0 to "
                              f"{MAX_COUNT:,} (its default is {default})")
    params.update(given)
    missing = [k for k in recipe.required if k not in params]
    if missing:
        raise RecipeError(f"recipe {recipe.name!r} needs --param {missing[0]}=VALUE (example: {recipe.example})")
    return params
