"""Build a JupyterLite site (Pyodide kernel) with tabletop_widgets preinstalled in every notebook.

    .venv-lite/bin/python jupyterlite/build.py [OUTPUT_DIR]                 # default: _lite/
    .venv-lite/bin/python jupyterlite/build.py --pyodide DIR [OUTPUT_DIR]   # closed networks

Needs the ``lite`` extra, in its own venv (``.venv-lite``: the Lite kernel's JupyterLab extension
breaks a normal JupyterLab), and npm's ``pyodide`` package (``npm ci``: ``node_modules/pyodide``).

The site serves its own Pyodide (``static/pyodide/``, the kernel's ``pyodideUrl``): by default
npm's Pyodide core, to which the build adds the pure-Python wheels the kernel and the games need
(from PyPI, the same versions as Pyodide's lock); with ``--pyodide DIR``, a whole Pyodide
distribution a school downloaded once (``pyodide-<version>.tar.bz2`` from Pyodide's releases,
unpacked): every package then comes from the site, and the site makes no outside request.

- ``pyodide-lock.json`` gains tabletop_widgets, anywidget (this environment's version: its front
  end and its kernel side must match), ipywidgets, comm, psygnal and babel (the catalogs), and the kernel's settings
  preload tabletop_widgets (``loadPyodideOptions.packages``): every notebook's kernel (each
  notebook has its own) starts with the package installed, with no step the visitor must know.
  numpy, scipy and matplotlib are not preloaded: the lessons' imports load them (Pyodide's
  ``loadPackagesFromImports``), from the site with ``--pyodide``, else from the Pyodide CDN
  (``file_name`` made absolute): offline, ``tabletop_widgets.compiled``'s message says so.
- Pyodide's standard library gains ``sitecustomize.py`` (a copy of ``tabletop_widgets/compiled.py``)
  so that even a lesson's first ``import numpy`` shows that message rather than a bare error.
- JupyterLab from jupyterlite-core, the Pyodide kernel and every JupyterLab extension of this
  environment (anywidget's and ipywidgets'); the wheels are also in the site's package index
  (``%pip install tabletop_widgets`` still works); every notebook of ``notebooks/``, the lessons'
  shipped results (``notebooks/data/`` as ``data/``) and ``start_here.ipynb``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from email.parser import Parser
from importlib.metadata import version
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
NPM_PYODIDE = ROOT / "node_modules" / "pyodide"
COMPILED_PY = ROOT / "tabletop_widgets" / "compiled.py"
#: Loaded when a lesson, a coach or a solver imports them, never preloaded (as compiled.py says).
COMPILED = ("numpy", "scipy", "matplotlib")
#: Pyodide's packages the kernel loads when it starts (micropip, then piplite's installs).
KERNEL_PACKAGES = ("micropip", "packaging", "ipython", "jedi", "traitlets", "tqdm")
#: Pure-Python wheels not in Pyodide's lock, at this environment's versions.
EXTRA_WHEELS = ("anywidget", "ipywidgets", "comm", "psygnal", "babel")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Each game's one-page app (``apps/<game>.html``): its title and the widget it opens onto.
APPS = {
    "yum": (
        "Yum",
        'yum.YumWidget([None, yum.GreedyBot()], names=["You", "Greedy bot"], seed=seed)',
    ),
    "gin_rummy": ("Gin Rummy", "gin_rummy.GinRummyWidget(seed=seed)"),
    "gyumi": ("GYÜMI", "gyumi.GyumiWidget(seed=seed)"),
    "gnumies": ("The Gnumies", "gnumies.GnumiesWidget(seed=seed)"),
    "carousel": ("Carousel", "carousel.CarouselWidget(seed=seed)"),
}

START_HERE = {
    "cells": [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": [
                "# Start here\n",
                "\n",
                "This JupyterLite site runs Python in your browser (Pyodide). Every notebook's ",
                "kernel starts with tabletop_widgets installed: open any tutorial or lesson from ",
                "the file browser on the left, in any order. The games play without internet ",
                "access; the lessons' charts and statistics (numpy, scipy, matplotlib) need it ",
                "unless this site was built with its own copy of Pyodide (docs/running.md).",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": [
                "from tabletop_widgets import yum\n",
                "\n",
                "yum.YumWidget(players=[None, yum.GreedyBot()], seed=1)",
            ],
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


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def python_of(lock: dict) -> str:
    """The Python version (``3.14``) of a Pyodide, from its lock."""
    return ".".join(lock["info"]["python"].split(".")[:2])


def pip_download(specs: list[str], dest: Path, python: str) -> None:
    """Pure-Python wheels (``py3-none-any``) for Pyodide's Python, from PyPI or pip's cache."""
    if specs:
        run(
            [
                *[sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "download"],
                *["--no-deps", "--only-binary=:all:", "--platform", "any", "--abi", "none"],
                *["--python-version", python, "--implementation", "py", "-d", str(dest)],
                *specs,
            ],
            cwd=dest,
        )


def closure(packages: dict, names: list[str]) -> set[str]:
    """The lock's packages ``names`` and everything they depend on."""
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = canonicalize_name(todo.pop())
        if name not in seen and name in packages:
            seen.add(name)
            todo += packages[name]["depends"]
    return seen


def wheel_entry(wheel: Path, lock_names: set[str], python: str) -> dict:
    """A ``pyodide-lock.json`` entry for a pure-Python wheel next to the lock."""
    name, ver, _, _ = parse_wheel_filename(wheel.name)
    with zipfile.ZipFile(wheel) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(meta_name).decode())
        tops = {n.split("/")[0] for n in z.namelist() if "/" in n}
    imports = sorted(t for t in tops if not t.endswith((".dist-info", ".data")))
    depends = set()
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        dep = canonicalize_name(req.name)
        wanted = req.marker is None or req.marker.evaluate({"extra": "", "python_version": python})
        if wanted and dep in lock_names and dep not in COMPILED:
            depends.add(dep)
    return {
        "name": name,
        "version": str(ver),
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(depends),
        "unvendored_tests": False,
    }


def prepare_pyodide(source: Path, dest: Path, wheels: list[Path], cdn: str | None) -> None:
    """Copy Pyodide from ``source`` to ``dest``, add the wheels the kernel needs and ours to its
    lock, point the packages it lacks at ``cdn`` (or leave them missing), add sitecustomize."""
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns("*.map", "package.json"))
    lock_path = dest / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock["packages"]
    names = set(packages) | {canonicalize_name(parse_wheel_filename(w.name)[0]) for w in wheels}
    for wheel in wheels:
        shutil.copy2(wheel, dest / wheel.name)
        entry = wheel_entry(wheel, names, python_of(lock))
        packages[canonicalize_name(entry["name"])] = entry
    needed = closure(packages, [*KERNEL_PACKAGES, "tabletop-widgets"])
    missing = sorted(n for n in needed if not (dest / packages[n]["file_name"]).exists())
    with tempfile.TemporaryDirectory() as tmp:
        specs = [f"{n}=={packages[n]['version']}" for n in missing]
        pip_download(specs, Path(tmp), python_of(lock))
        for wheel in Path(tmp).glob("*.whl"):
            name = canonicalize_name(parse_wheel_filename(wheel.name)[0])
            shutil.copy2(wheel, dest / wheel.name)
            packages[name].update(file_name=wheel.name, sha256=sha256(wheel))
    for entry in packages.values():
        if cdn and not (dest / entry["file_name"]).exists():
            entry["file_name"] = cdn + entry["file_name"]
    lock_path.write_text(json.dumps(lock, indent=1), encoding="utf-8")
    add_sitecustomize(dest / "python_stdlib.zip")


def add_sitecustomize(stdlib: Path) -> None:
    """Put ``compiled.py`` into Pyodide's standard library as ``sitecustomize.py`` (replacing
    one already there: a distribution built from before)."""
    with zipfile.ZipFile(stdlib) as old:
        kept = [(info, old.read(info)) for info in old.infolist()]
    with zipfile.ZipFile(stdlib, "w", zipfile.ZIP_DEFLATED) as new:
        for info, data in kept:
            if info.filename != "sitecustomize.py":
                new.writestr(info, data)
        new.write(COMPILED_PY, "sitecustomize.py")


def our_wheels(wheels: Path, python: str) -> list[Path]:
    """tabletop_widgets' wheel (built from this repository) and the extra pure-Python wheels."""
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    run([*pip, "wheel", "--no-deps", "-w", str(wheels), str(ROOT)], cwd=wheels)
    pip_download([f"{name}=={version(name)}" for name in EXTRA_WHEELS], wheels, python)
    return sorted(wheels.glob("*.whl"))


def write_contents(contents: Path) -> None:
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        shutil.copy2(nb, contents / nb.name)
    data = ROOT / "notebooks" / "data"
    if data.is_dir():
        shutil.copytree(data, contents / "data", dirs_exist_ok=True)
    (contents / "start_here.ipynb").write_text(json.dumps(START_HERE, indent=1), encoding="utf-8")


def write_lite_config(lite_dir: Path) -> None:
    """The kernel's settings: preload tabletop_widgets in every kernel (the pyodide addon sets
    ``pyodideUrl`` to the site's own ``static/pyodide/pyodide.mjs``)."""
    settings = {"loadPyodideOptions": {"packages": ["tabletop-widgets"]}}
    config = {"jupyter-config-data": {"litePluginSettings": {KERNEL_PLUGIN: settings}}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1), encoding="utf-8")


def write_apps(output: Path) -> None:
    """Each game as a one-page app next to the Lite site: ``apps/<game>.html`` loads the site's
    Pyodide and opens straight onto the game (``jupyterlite/apps/``: the page and its Python)."""
    apps = output / "apps"
    apps.mkdir(exist_ok=True)
    shutil.copy2(HERE / "apps" / "app.py", apps / "app.py")
    page = (HERE / "apps" / "app.html").read_text(encoding="utf-8")
    for game, (title, make) in APPS.items():
        config = json.dumps({"game": game, "make": make}).replace("<", "\\u003c")
        text = page.replace("__TITLE__", title).replace("__APP__", config)
        (apps / f"{game}.html").write_text(text, encoding="utf-8")


def build(output: Path, pyodide: Path | None = None, work: Path | None = None) -> Path:
    """Build the site into ``output`` (replaced if it exists) with Pyodide from ``pyodide`` (a
    whole distribution: no CDN at all) or npm's core (missing packages from the CDN)."""
    output = Path(output).resolve()
    source = Path(pyodide).resolve() if pyodide else NPM_PYODIDE
    if not (source / "pyodide.mjs").is_file() or not (source / "pyodide-lock.json").is_file():
        sys.exit(f"no Pyodide in {source} (pyodide.mjs and pyodide-lock.json): run npm ci")
    lock_info = json.loads((source / "pyodide-lock.json").read_text(encoding="utf-8"))
    pyodide_version = json.loads((NPM_PYODIDE / "package.json").read_text())["version"]
    cdn = None if pyodide else f"https://cdn.jsdelivr.net/pyodide/v{pyodide_version}/full/"
    print(f"Pyodide from {source} (Python {lock_info['info']['python']})", flush=True)
    with tempfile.TemporaryDirectory(prefix="lite-") as tmp:
        work = Path(work or tmp)
        wheels, contents, lite_dir = work / "wheels", work / "contents", work / "lite"
        for d in (wheels, contents, lite_dir):
            d.mkdir(parents=True, exist_ok=True)
        found = our_wheels(wheels, python_of(lock_info))
        prepare_pyodide(source, lite_dir / "static" / "pyodide", found, cdn)
        write_contents(contents)
        write_lite_config(lite_dir)
        cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir)]
        cmd += ["--contents", str(contents), "--output-dir", str(output), "--no-sourcemaps"]
        for wheel in found:
            cmd += ["--piplite-wheels", str(wheel)]
        run(cmd, cwd=lite_dir)
    write_apps(output)
    return output


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", default=str(ROOT / "_lite"), help="the site's folder")
    parser.add_argument(
        "--pyodide",
        metavar="DIR",
        help="a whole Pyodide distribution (unpacked): the site then makes no outside request",
    )
    args = parser.parse_args(argv)
    build(Path(args.output), Path(args.pyodide) if args.pyodide else None)


if __name__ == "__main__":
    main()
