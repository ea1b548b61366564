"""The JupyterLite site: built once (in ``.venv-lite``), checked file by file, then played in Chromium.

The build runs in its own venv (``.venv-lite``, made by ``./dev.sh test``, or here when missing)
with the ``lite`` extra: the JupyterLite tools must stay out of the venv whose JupyterLab the
developers use (their JupyterLab extension breaks it).

The browser test serves the built site on 127.0.0.1 and aborts every request to anywhere else
(as a school's firewall would), opens each tutorial directly (no ``start_here`` first: every
notebook has its own kernel), plays one turn by clicking, and opens a lesson, whose numpy cannot
be fetched, to see the message that says so. Each Pyodide kernel takes 17-80 s to start on
these machines: the six notebooks are opened at once (their kernels start side by side) in one
browser, and the whole file is one xdist group started first (conftest.py's ``SLOW_FIRST``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LITE_VENV = Path(os.environ.get("LITE_VENV", ROOT / ".venv-lite"))
if not LITE_VENV.is_absolute():
    LITE_VENV = ROOT / LITE_VENV
CDN = "https://cdn.jsdelivr.net/"


def _load(name: str, path: Path):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


chromium = _load("tabletop_tests_chromium", ROOT / "tests" / "browser" / "chromium.py")
lite_build = _load("tabletop_lite_build", ROOT / "jupyterlite" / "build.py")


def lite_python() -> Path:
    """The Python of the JupyterLite venv (created with the ``lite`` extra when missing)."""
    python = LITE_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(LITE_VENV)], check=True)
        subprocess.run(
            [sys.executable, "-m", "uv", "pip", "install", "--python", str(python), "-q"]
            + ["-e", f"{ROOT}[lite]"],
            check=True,
        )
    return python


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The site, built once for this file's tests."""
    out = tmp_path_factory.mktemp("lite") / "site"
    subprocess.run(
        [str(lite_python()), str(ROOT / "jupyterlite" / "build.py"), str(out)],
        cwd=out.parent,
        check=True,
    )
    return out


def test_the_development_venv_has_no_jupyterlite_extension():
    """JupyterLab in the developers' venv must not load the Lite kernel's extension."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    found = sorted(
        str(p.parent.relative_to(share)) for p in share.glob("@jupyterlite/*/package.json")
    )
    assert not found, f"{found} in {share}: run ./dev.sh lab (it moves the Lite tools out)"


def test_the_site_serves_its_own_pyodide_and_preloads_the_package(site):
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    extensions = {e["name"]: e for e in config["federated_extensions"]}
    assert {"anywidget", "@jupyter-widgets/jupyterlab-manager"} <= set(extensions)
    assert (site / "extensions" / "anywidget" / extensions["anywidget"]["load"]).is_file()

    # the kernel loads the site's Pyodide (npm's core) and preloads tabletop_widgets
    kernel = config["litePluginSettings"][lite_build.KERNEL_PLUGIN]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["loadPyodideOptions"]["packages"] == ["tabletop-widgets"]
    pyodide = site / "static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (pyodide / name).is_file(), name
    packages = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    preloaded = lite_build.closure(packages, ["tabletop-widgets", *lite_build.KERNEL_PACKAGES])
    assert {"tabletop-widgets", "anywidget", "ipywidgets", "comm", "ipython"} <= preloaded
    assert not preloaded & {"numpy", "scipy", "matplotlib"}, preloaded
    for name in sorted(preloaded):  # every one in the site, with its real hash
        wheel = pyodide / packages[name]["file_name"]
        assert wheel.is_file(), name
        assert lite_build.sha256(wheel) == packages[name]["sha256"], name
    # what is not in the site comes from the CDN of the same Pyodide, when a notebook needs it
    assert packages["numpy"]["file_name"].startswith(CDN + "pyodide/v"), packages["numpy"]
    names = zipfile.ZipFile(pyodide / packages["tabletop-widgets"]["file_name"]).namelist()
    assert "tabletop_widgets/yum/static/widget.js" in names
    stdlib = zipfile.ZipFile(pyodide / "python_stdlib.zip")
    assert (
        stdlib.read("sitecustomize.py") == (ROOT / "tabletop_widgets" / "compiled.py").read_bytes()
    )

    # every notebook of notebooks/, and a start page that says what is true
    files = {p.name for p in (site / "files").glob("*.ipynb")}
    expected = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")} | {"start_here.ipynb"}
    assert expected <= files, expected - files
    start = json.loads((site / "files" / "start_here.ipynb").read_text())
    text = "".join(start["cells"][0]["source"])
    assert "once per session" not in text and "%pip" not in json.dumps(start)
    assert "Every notebook's kernel starts with tabletop_widgets installed" in text


def test_a_whole_pyodide_distribution_makes_a_lock_with_no_outside_address(site, tmp_path):
    """``--pyodide DIR``: every package the lock names is a file of the site's Pyodide."""
    full = tmp_path / "pyodide-full"
    shutil.copytree(site / "static" / "pyodide", full)
    lock = json.loads((full / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():  # a downloaded distribution holds every wheel
        entry["file_name"] = entry["file_name"].rsplit("/", 1)[-1]
        (full / entry["file_name"]).touch()
    (full / "pyodide-lock.json").write_text(json.dumps(lock))
    wheels = sorted((site / "pypi").glob("*.whl"))
    dest = tmp_path / "out"
    lite_build.prepare_pyodide(full, dest, wheels, cdn=None)
    text = (dest / "pyodide-lock.json").read_text()
    assert "://" not in text
    for entry in json.loads(text)["packages"].values():
        assert (dest / entry["file_name"]).is_file(), entry["file_name"]
    with pytest.raises(SystemExit, match="no Pyodide in"):
        lite_build.main(["--pyodide", str(tmp_path / "nothing"), str(tmp_path / "x")])


# ----- in Chromium, with every request outside the site aborted ----------------------------------
