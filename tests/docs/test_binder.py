"""Binder's build, reproduced without Docker: repo2docker's steps in a fresh virtual environment.

repo2docker (which Binder runs) ignores the repository's root configuration when ``binder/``
exists. It copies the repository, runs ``pip install -r binder/requirements.txt`` from the
repository's root, then ``binder/postBuild``. Here: ``git archive HEAD`` into a temporary folder
(only committed files, as Binder sees them), a new venv, the same two steps with that venv first
on ``PATH``, and then every notebook of ``notebooks/`` re-executed in that venv under strict nbval,
together with the students' copies that ``postBuild`` writes to ``notebooks/students/`` (answers
removed by scripts/student_copies.py). A copy whose code is the teacher's with the answers cut off
the end would only run again what its teacher's notebook runs first: it is checked for the files
it reads instead of being executed twice.
repo2docker installs the requirements with pip; this test installs them with uv (the test
extra's), which applies the same rules (the newest versions that satisfy every requirement; the
same versions as pip for this project's extras) and fetches in parallel from its cache: pip spent
about 20 s resolving them, one index request after another. The venv is made without pip
(``ensurepip`` alone takes half a minute to a minute and a half on a busy machine): nothing in it
needs one.
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .cell_code import code_sources, parse_cell
from .test_glossary import TUTORIALS

ROOT = Path(__file__).resolve().parents[2]


def clean_env(venv: Path, home: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("JUPYTER", "IPYTHON", "PYTHON", "VIRTUAL_ENV", "CONDA"))
    }
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv)
    env["IPYTHONDIR"] = str(home / "ipython")
    env["JUPYTER_CONFIG_DIR"] = str(home / "jupyter_config")
    env["JUPYTER_RUNTIME_DIR"] = str(home / "jupyter_runtime")
    env["JUPYTER_DATA_DIR"] = str(home / "jupyter_data")
    return env


def run(cmd, cwd, env, timeout=600):
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, (
        f"{cmd} failed ({proc.returncode}):\n{proc.stdout[-8000:]}\n{proc.stderr[-8000:]}"
    )
    return proc.stdout


#: The command that writes binder/requirements.txt from binder/requirements.in (``.[lab]``: this
#: package, its dependencies and the lab extra of pyproject.toml), as the lock's header says.
LOCK_COMMAND = (
    "python -m uv pip compile binder/requirements.in --python-version 3.11"
    " --python-platform linux -o binder/requirements.txt"
)


def compile_lock(repo: Path) -> str:
    """The lock ``LOCK_COMMAND`` writes in ``repo`` now (uv keeps the pins already in the file
    that still satisfy pyproject.toml: only a change of the project's requirements changes it)."""
    out = repo / "binder" / "requirements.txt"
    cmd = [sys.executable, "-m", "uv", "pip", "compile", "-q", "binder/requirements.in"]
    cmd += ["--python-version", "3.11", "--python-platform", "linux", "-o", str(out)]
    subprocess.run([*cmd, "--custom-compile-command", LOCK_COMMAND], cwd=repo, check=True)
    return out.read_text()


def lock_pins(text: str) -> dict[str, str]:
    pins = {}
    for line in text.splitlines():
        if "==" in line and not line.startswith(("#", " ")):
            req = Requirement(line.split(";")[0].strip())
            pins[canonicalize_name(req.name)] = str(req.specifier).removeprefix("==")
    return pins


def test_the_binder_lock_is_up_to_date_with_pyproject_and_fails_when_it_is_not(tmp_path):
    lock = (ROOT / "binder" / "requirements.txt").read_text()
    assert LOCK_COMMAND in lock.splitlines()[1], "the lock's header is not its command"
    assert "\n.\n" in lock  # the package itself, from the repository's root
    repo = tmp_path / "repo"
    (repo / "binder").mkdir(parents=True)
    for name in (
        "pyproject.toml",
        "README.md",
        "binder/requirements.in",
        "binder/requirements.txt",
    ):
        shutil.copy2(ROOT / name, repo / name)
    assert compile_lock(repo) == lock, f"binder/requirements.txt is out of date: run {LOCK_COMMAND}"
    # a new requirement in pyproject.toml (here one the lock already pins for another package)
    # changes the lock: the comparison above fails until the lock is written again
    shutil.copy2(ROOT / "binder" / "requirements.txt", repo / "binder" / "requirements.txt")
    text = (repo / "pyproject.toml").read_text()
    (repo / "pyproject.toml").write_text(
        text.replace('"tqdm>=4.60",', '"tqdm>=4.60", "packaging",')
    )
    assert compile_lock(repo) != lock


def test_binder_opens_the_first_tutorial():
    """The README's and the docs' Binder links open the Yum tutorial, a notebook that exists."""
    for doc in ("README.md", "docs/running.md"):
        paths = re.findall(r"urlpath=lab/tree/([\w/.-]+\.ipynb)", (ROOT / doc).read_text())
        assert paths and paths[0] == "notebooks/yum_tutorial.ipynb", (doc, paths)
    assert (ROOT / "notebooks" / "yum_tutorial.ipynb").is_file()


# What every kernel imports before the notebook's own imports (ipykernel, and the inline backend
# that the first figure loads).
KERNEL_IMPORTS = "import ipykernel.kernelapp, ipykernel.ipkernel, matplotlib_inline.backend_inline"


def notebook_imports(paths: list[Path]) -> str:
    """Every import statement of the notebooks' code cells, one per line (IPython syntax aside)."""
    statements = {}
    for path in paths:
        for source in code_sources(path):
            for node in ast.walk(parse_cell(source)):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    statements[ast.unparse(node)] = None
    return "\n".join(statements)


def runs_as_a_prefix(teacher: Path, copy: Path) -> bool:
    """Whether the copy's code cells are the teacher's first code cells, unchanged and in order:
    its kernel then runs exactly what the teacher's kernel runs first."""
    kept = code_sources(copy)
    return kept == code_sources(teacher)[: len(kept)]


def files_named(path: Path, folder: Path) -> set[str]:
    """The string constants of the notebook's code cells that name a file in ``folder``."""
    names = set()
    for source in code_sources(path):
        for node in ast.walk(parse_cell(source)):
            value = node.value if isinstance(node, ast.Constant) else None
            if not (isinstance(value, str) and 0 < len(value) < 200 and "\0" not in value):
                continue
            if (folder / value).is_file():
                names.add(value)
    return names


def write_notebook(path: Path, sources: list[str]) -> Path:
    cells = [{"cell_type": "markdown", "source": ["# Title\n"]}]
    cells += [{"cell_type": "code", "source": [source]} for source in sources]
    path.write_text(json.dumps({"cells": cells}))
    return path


def test_a_copy_runs_as_a_prefix_only_with_the_teachers_first_code_cells_unchanged(tmp_path):
    teacher = write_notebook(tmp_path / "t.ipynb", ["a = 1", "b = a + 1", "print(b)"])
    assert runs_as_a_prefix(teacher, write_notebook(tmp_path / "end.ipynb", ["a = 1", "b = a + 1"]))
    assert runs_as_a_prefix(teacher, write_notebook(tmp_path / "same.ipynb", code_sources(teacher)))
    middle = write_notebook(tmp_path / "middle.ipynb", ["a = 1", "print(b)"])
    assert not runs_as_a_prefix(teacher, middle)
    edited = write_notebook(tmp_path / "edited.ipynb", ["a = 2", "b = a + 1"])
    assert not runs_as_a_prefix(teacher, edited)


def test_files_named_finds_the_string_constants_that_name_a_file_of_the_folder(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "scores.json").write_text("{}")
    nb = write_notebook(
        tmp_path / "n.ipynb",
        ["%matplotlib inline\nx = Path('data/scores.json').read_text()", "y = 'data/missing.json'"],
    )
    assert files_named(nb, tmp_path) == {"data/scores.json"}
    assert files_named(nb, tmp_path / "data") == set()


def test_notebook_imports_reads_every_import_statement_of_code_cells(tmp_path):
    nb = {
        "cells": [
            {"cell_type": "markdown", "source": ["import nothing_here\n"]},
            {"cell_type": "code", "source": ["%matplotlib inline\n", "import numpy as np\n"]},
            {"cell_type": "code", "source": ["def f():\n", "    from math import comb\n"]},
            {"cell_type": "code", "source": ["import numpy as np"]},
        ]
    }
    path = tmp_path / "a.ipynb"
    path.write_text(json.dumps(nb))
    assert notebook_imports([path]) == "import numpy as np\nfrom math import comb"


def test_binder_configuration_installs_the_package_and_runs_every_notebook(tmp_path):
    # Binder builds from the committed repository: take exactly that.
    repo = tmp_path / "repo"
    archive = subprocess.run(
        ["git", "archive", "--format=tar", "HEAD"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(repo, filter="data")
    assert (repo / "binder" / "requirements.txt").exists()
    assert (repo / "binder" / "postBuild").exists()
    runtime = (repo / "binder" / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3."), runtime

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    env = clean_env(venv, tmp_path)
    py = str(venv / "bin" / "python")
    uv = [sys.executable, "-m", "uv", "pip"]

    run([*uv, "install", "--python", py, "-q", "-r", "binder/requirements.txt"], repo, env)

    def versions() -> dict[str, str]:
        listed = json.loads(run([*uv, "list", "--python", py, "--format", "json"], tmp_path, env))
        return {canonicalize_name(item["name"]): item["version"] for item in listed}

    binder_packages = versions()
    # exactly the lock's versions
    pins = lock_pins((repo / "binder" / "requirements.txt").read_text())
    assert len(pins) > 50, pins
    wrong = {name: (pin, binder_packages.get(name)) for name, pin in pins.items()}
    wrong = {name: pair for name, pair in wrong.items() if pair[0] != pair[1]}
    assert not wrong, f"installed versions differ from the lock: {wrong}"
    # The test runner is added on top of what Binder installs, while postBuild runs (neither
    # needs the other); afterwards, every one of Binder's packages still has its version.
    # rfc3987 spares each pytest process (the controller and both workers) the seconds that
    # jsonschema, imported by nbformat (so by nbval), otherwise spends building rfc3987_syntax's
    # grammar: `import nbval.plugin` took 2.8 s of CPU without it, 0.6 s with it, on a busy machine.
    # The notebooks' kernels never import jsonschema.
    runner = subprocess.Popen(
        [*uv, "install", "--python", py, "-q", "nbval", "pytest-xdist", "rfc3987"],
        cwd=repo,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    # Binder's pip compiles every module it installs; this test's uv does not (compiling all of
    # them costs more than it saves here). Instead, while postBuild runs, one process imports what
    # the notebooks' kernels will import, so their modules are compiled once, before nbval's two
    # kernels both compile them at the same time (about 18 s of nbval's 73 s on an idle machine).
    statements = notebook_imports(sorted((repo / "notebooks").rglob("*.ipynb")))
    warm = subprocess.Popen(
        [py, "-c", f"{KERNEL_IMPORTS}\n{statements}"],
        cwd=repo / "notebooks",
        env={**env, "MPLBACKEND": "Agg"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        run(["bash", "binder/postBuild"], repo, env)
    finally:
        runner_out, runner_err = runner.communicate(timeout=600)
        warm_out, warm_err = warm.communicate(timeout=600)
    assert warm.returncode == 0, f"the notebooks' imports failed:\n{warm_out}\n{warm_err}"

    # The package was installed (not linked to the copy) with its built front end.
    where = run(
        [
            py,
            "-c",
            "import tabletop_widgets, pathlib; print(pathlib.Path(tabletop_widgets.__file__).parent)",
        ],
        tmp_path,
        env,
    ).strip()
    installed = Path(where)
    assert str(installed).startswith(str(venv)), installed
    assert (installed / "yum" / "static" / "widget.js").exists()
    run([py, "-c", "from tabletop_widgets import yum; yum.YumWidget()"], tmp_path, env)

    # Every notebook, re-executed in the Binder environment and compared output by output with
    # strict nbval (the suite's only nbval run: the notebooks run once, where users run them).
    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    assert len(notebooks) >= 10, [p.name for p in notebooks]  # a tutorial and a lesson per game
    # and the tutorials in the rulebooks' languages (tests/docs/test_glossary.py)
    translated = {f"{game}_tutorial_{lang}.ipynb" for game, lang in TUTORIALS.items()}
    assert translated <= {p.name for p in notebooks}, translated
    # postBuild wrote a student copy of each (strict nbval runs them below, from their folder).
    students = sorted((repo / "notebooks" / "students").glob("*.ipynb"))
    assert [p.name for p in students] == [p.name for p in notebooks]
    assert runner.returncode == 0, f"the test runner's install failed:\n{runner_out}\n{runner_err}"
    after = versions()
    assert {"nbval", "pytest-xdist", "rfc3987"} <= set(after) - set(binder_packages), after
    changed = sorted(name for name, version in binder_packages.items() if after[name] != version)
    assert not changed, f"the test runner's install changed Binder's packages: {changed}"
    # A student copy whose code cells are the teacher's first ones, unchanged (the answers were
    # cut off the end), makes its kernel run exactly what the teacher's kernel runs first, and
    # test_student_copies.py checks that its kept cells keep the outputs that nbval compares. Only
    # its folder differs: every file its cells name next to the teacher's notebook must be next
    # to the copy too. Such a copy is checked so instead of running a second time (half of nbval's
    # kernel time: the four longest lessons end with their answers); the others run under nbval.
    checked = []
    for copy in students:
        teacher = repo / "notebooks" / copy.name
        if not runs_as_a_prefix(teacher, copy):
            continue
        checked.append(copy)
        named = files_named(copy, teacher.parent)
        missing = sorted(name for name in named if not (copy.parent / name).is_file())
        assert not missing, f"students/{copy.name} reads {missing}, not copied next to it"
    assert checked, "every student copy runs again: none ends where its answers were cut off"
    executed = [p for p in sorted((repo / "notebooks").rglob("*.ipynb")) if p not in checked]
    out = run(
        [
            py,
            "-m",
            "pytest",
            "--nbval",
            "-p",
            "no:cacheprovider",
            "-n",
            "2",
            "--dist",
            "loadfile",
            "-q",
            f"--junitxml={tmp_path / 'nbval.xml'}",
            *(str(path.relative_to(repo)) for path in executed),
        ],
        repo,
        env,
        timeout=900,
    )
    assert "failed" not in out and " passed" in out, out[-3000:]
    # Every notebook and every other student copy was run (one test case per cell, by file).
    suite = ET.parse(tmp_path / "nbval.xml").getroot()
    ran = {case.get("classname") for case in suite.iter("testcase")}
    assert set(notebooks) <= set(executed)
    for path in executed:
        name = path.relative_to(repo).as_posix().replace("/", ".")
        assert name in ran, f"{name} was not run by nbval"
