"""Build a JupyterLite site (Pyodide kernel) with tabletop_widgets and its notebooks.

    .venv-lite/bin/python jupyterlite/build.py [OUTPUT_DIR]      # default: _lite/

Needs the ``lite`` extra, in its own venv (``.venv-lite``: the Lite kernel's JupyterLab extension
breaks a normal JupyterLab) (jupyterlite-core, jupyterlite-pyodide-kernel, jupyter_server,
libarchive-c). The build itself is offline apart from pip fetching anywidget's wheel (from
its cache when it has it). The site:

- JupyterLab from jupyterlite-core, the Pyodide kernel, and every JupyterLab extension
  installed in this environment (anywidget's and ipywidgets' among them);
- the wheels of tabletop_widgets (``pip wheel --no-deps`` of this repository) and of anywidget
  at this environment's version (its front end and its kernel side must match), served by the
  site's own package index: ``%pip install tabletop_widgets`` in the kernel installs them;
- every notebook of ``notebooks/`` plus ``start_here.ipynb``, which runs that install, and the
  lessons' shipped results (``notebooks/data/`` as ``data/``: the lessons read them from there).

The Pyodide kernel loads Pyodide from a CDN when it starts, so the site cannot be run
without internet access; see docs/running.md.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent

START_HERE = {
    "cells": [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": [
                "# Start here\n",
                "\n",
                "This JupyterLite site runs Python in your browser (Pyodide). Run the cell below once per ",
                "session to install tabletop_widgets from this site, then open a tutorial or a lesson ",
                "from the file browser on the left.",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": ["%pip install tabletop_widgets\n", "from tabletop_widgets import yum"],
        },
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"},
        "language_info": {"name": "python"},
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


def run(cmd: list[str], cwd: Path) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def build(output: Path, work: Path | None = None) -> Path:
    """Build the site into ``output`` (replaced if it exists); return it."""
    output = Path(output).resolve()
    with tempfile.TemporaryDirectory(prefix="lite-") as tmp:
        work = Path(work or tmp)
        wheels = work / "wheels"
        contents = work / "contents"
        lite_dir = work / "lite"
        for d in (wheels, contents, lite_dir):
            d.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
        run([*pip, "wheel", "--no-deps", "-w", str(wheels), str(ROOT)], cwd=work)
        run(
            [
                *pip,
                "download",
                "--no-deps",
                "--only-binary=:all:",
                "-d",
                str(wheels),
                f"anywidget=={version('anywidget')}",
            ],
            cwd=work,
        )
        for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
            shutil.copy2(nb, contents / nb.name)
        data = ROOT / "notebooks" / "data"
        if data.is_dir():
            shutil.copytree(data, contents / "data", dirs_exist_ok=True)
        (contents / "start_here.ipynb").write_text(
            json.dumps(START_HERE, indent=1), encoding="utf-8"
        )
        config = HERE / "jupyter_lite_config.json"
        if config.exists():
            shutil.copy2(config, lite_dir / "jupyter_lite_config.json")
        cmd = [
            sys.executable,
            "-m",
            "jupyterlite_core",
            "build",
            "--lite-dir",
            str(lite_dir),
            "--contents",
            str(contents),
            "--output-dir",
            str(output),
            "--no-sourcemaps",
        ]
        for wheel in sorted(wheels.glob("*.whl")):
            cmd += ["--piplite-wheels", str(wheel)]
        run(cmd, cwd=lite_dir)
    return output


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_lite")
