"""The wheel: one import root (``paperkg``) holding every data file the code reads (word
lists, the tagger config, recipes, templates), installable beside PyPI's ``schema``."""

import shutil
import subprocess
import sys
import venv
import zipfile

import pytest

from helpers import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    # Build from a copy of the tracked files: setuptools reuses a stale build/ in the tree.
    tmp = tmp_path_factory.mktemp("wheel")
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    src = tmp / "src"
    for f in files:
        if (ROOT / f).is_file():
            (src / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / f, src / f)
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "-q", "-w", str(tmp)],
                   check=True, capture_output=True)
    (built,) = tmp.glob("paperkg-*.whl")
    return built, files


def test_wheel_holds_every_data_file_under_the_one_root(wheel):
    built, files = wheel
    packed = set(zipfile.ZipFile(built).namelist())
    data = [f for f in files if f.startswith(("extractors/data/", "kg/recipes/", "kg/data/", "viz/templates/"))]
    # regression: extractors/data/tagger.cfg was left out, so `kg tagger train` failed from a wheel
    assert "extractors/data/tagger.cfg" in data
    assert "kg/data/resolution.json" in data  # the resolution stage's thresholds and word lists
    assert sorted({"paperkg/" + f for f in data} - packed) == []
    assert sorted({name.split("/")[0] for name in packed if not name.startswith("paperkg-")}) == ["paperkg"]


@pytest.mark.slow
def test_the_wheel_installs_beside_pypis_schema_package(wheel, tmp_path):
    # Regression: the distribution installed a top-level package "schema", which PyPI's
    # "schema" (a dependency of many tools) overwrote, or which overwrote it.
    built, _ = wheel
    env = tmp_path / "venv"
    venv.create(env, with_pip=True)
    py = env / "bin" / "python"
    subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "schema"], check=True,
                   capture_output=True)
    subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps", str(built)],
                   check=True, capture_output=True)
    probe = ("import schema, paperkg.schema as ps\n"
             "print(schema.Schema(int).validate(3), ps.Paper('p', 'An abstract.').id, ps.ENTITY_TYPES['task'])")
    out = subprocess.run([py, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["3", "p", "Task"]
