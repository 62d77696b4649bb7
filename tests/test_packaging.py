"""The wheel carries every data file the code reads (word lists, the tagger config, recipes, templates)."""

import shutil
import subprocess
import sys
import zipfile

from helpers import ROOT


def test_wheel_holds_every_data_file(tmp_path):
    # Build from a copy of the tracked files: setuptools reuses a stale build/ in the tree.
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    src = tmp_path / "src"
    for f in files:
        (src / f).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / f, src / f)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "-q", "-w", str(tmp_path)],
        check=True, capture_output=True,
    )
    (wheel,) = tmp_path.glob("paperkg-*.whl")
    packed = set(zipfile.ZipFile(wheel).namelist())
    data = [f for f in files if f.startswith(("extractors/data/", "kg/recipes/", "kg/data/", "viz/templates/"))]
    # regression: extractors/data/tagger.cfg was left out, so `kg tagger train` failed from a wheel
    assert "extractors/data/tagger.cfg" in data
    assert "kg/data/resolution.json" in data  # the resolution stage's thresholds and word lists
    assert sorted(set(data) - packed) == []
