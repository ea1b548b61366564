"""The JupyterLite site builds offline and holds the widget extension, our wheel and the notebooks.

The site cannot be *run* here (its Pyodide kernel comes from a CDN); docs/running.md says so.
The build runs in its own venv (``.venv-lite``, made by ``./dev.sh test``, or here when missing)
with the ``lite`` extra: the JupyterLite tools must stay out of the venv whose JupyterLab the
developers use (their JupyterLab extension breaks it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LITE_VENV = Path(os.environ.get("LITE_VENV", ROOT / ".venv-lite"))
if not LITE_VENV.is_absolute():
    LITE_VENV = ROOT / LITE_VENV


def lite_python() -> Path:
    """The Python of the JupyterLite venv (created with the ``lite`` extra when missing)."""
    python = LITE_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(LITE_VENV)], check=True)
        subprocess.run(
            [
                str(python),
                "-m",
                "pip",
                "install",
                "-q",
                "--disable-pip-version-check",
                "-e",
                f"{ROOT}[lite]",
            ],
            check=True,
        )
    return python


def test_the_development_venv_has_no_jupyterlite_extension():
    """JupyterLab in the developers' venv must not load the Lite kernel's extension."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    found = sorted(
        str(p.parent.relative_to(share)) for p in share.glob("@jupyterlite/*/package.json")
    )
    assert not found, f"{found} in {share}: run ./dev.sh lab (it moves the Lite tools out)"


def test_jupyterlite_site_builds_with_extension_wheel_and_notebooks(tmp_path):
    site = tmp_path / "site"
    subprocess.run(
        [str(lite_python()), str(ROOT / "jupyterlite" / "build.py"), str(site)],
        cwd=tmp_path,
        check=True,
    )

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
