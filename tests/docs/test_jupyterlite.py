"""The JupyterLite site builds offline and holds the widget extension, our wheel and the notebooks.

The site cannot be *run* here (its Pyodide kernel comes from a CDN); docs/running.md says so.
"""

from __future__ import annotations

import importlib.util
import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_builder():
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "jupyterlite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_jupyterlite_site_builds_with_extension_wheel_and_notebooks(tmp_path):
    site = load_builder().build(tmp_path / "site", work=tmp_path / "work")

    # anywidget's federated JupyterLab extension (the widgets' front end loads through it)
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    extensions = {e["name"]: e for e in config["federated_extensions"]}
    assert "anywidget" in extensions, sorted(extensions)
    assert "@jupyter-widgets/jupyterlab-manager" in extensions
    assert "@jupyterlite/pyodide-kernel-extension" in extensions
    entry = site / "extensions" / "anywidget" / extensions["anywidget"]["load"]
    assert entry.is_file(), entry

    # our wheel (with the built front-end bundles inside) and anywidget's, in the site's index
    pypi = site / "pypi"
    ours = list(pypi.glob("tabletop_widgets-*.whl"))
    assert len(ours) == 1, sorted(p.name for p in pypi.iterdir())
    assert list(pypi.glob("anywidget-*.whl"))
    index = json.loads((pypi / "all.json").read_text())
    assert "tabletop-widgets" in index and "anywidget" in index  # normalised names
    names = zipfile.ZipFile(ours[0]).namelist()
    assert "tabletop_widgets/yum/static/widget.js" in names
    assert "tabletop_widgets/engine/core.py" in names

    # every notebook of notebooks/, plus the start page that installs the wheel
    files = {p.name for p in (site / "files").glob("*.ipynb")}
    expected = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")} | {"start_here.ipynb"}
    assert expected <= files, expected - files
    start = json.loads((site / "files" / "start_here.ipynb").read_text())
    assert "%pip install tabletop_widgets" in "".join(start["cells"][1]["source"])
