"""Students' copies (scripts/student_copies.py) hold no answer and still run.

Every lesson and tutorial marks its answers, and the code cells that check or reveal them, with
the cell tag ``answer``; the script removes those cells with nbconvert's TagRemovePreprocessor.
Here: every notebook has answers to remove, no copy keeps one (no tagged cell, no answer block,
no removed cell's text), every kept cell is unchanged (outputs included, so strict nbval compares
the same outputs) except the cells tagged ``answer-output``, which keep their code but lose the
outputs that state an answer (and are tagged ``nbval-ignore-output``), and no kept code cell
needs a name that only an answer cell defines. The answer keys are not copied with the data;
tests/docs/test_answer_keys.py checks that no copy shows an answer key's value. The
copies are executed under strict nbval in the Binder simulation (tests/docs/test_binder.py),
where ``binder/postBuild`` writes them, except those whose code is the teacher's with the answers
cut off the end: they would run again what the teacher's notebook runs first, so that test checks
only that the files they read were copied next to them.
"""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from .cell_code import parse_cell

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def _script():
    spec = importlib.util.spec_from_file_location(
        "student_copies", ROOT / "scripts" / "student_copies.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


student_copies = _script()


@pytest.fixture(scope="module")
def copies(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("students")
    proc = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "student_copies.py"), "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    return out


def test_there_is_a_lesson_and_a_tutorial_per_game_and_each_has_tagged_answers():
    assert len(NOTEBOOKS) >= 10, [p.name for p in NOTEBOOKS]
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        assert student_copies.answer_cells(nb), f"{path.name} has no cell tagged 'answer'"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_copy_has_no_answer_and_keeps_every_other_cell(copies, path):
    teacher = nbformat.read(path, as_version=4)
    student = nbformat.read(copies / path.name, as_version=4)
    answers = set(student_copies.answer_cells(teacher))
    removed = [c for i, c in enumerate(teacher.cells) if i in answers]
    kept = [c for i, c in enumerate(teacher.cells) if i not in answers]

    assert not student_copies.answer_cells(student)
    assert not student_copies.revealing_cells(student)
    text = "\n".join(c.source for c in student.cells)
    assert "<details" not in text, "an answer block is left in the student copy"
    for cell in removed:
        assert cell.source.strip() not in text

    # The other cells, outputs included, are exactly the teacher's; answer-output cells keep
    # their code without outputs, and strict nbval does not compare them.
    def hidden(c):
        return "answer-output" in c.get("metadata", {}).get("tags", [])

    assert [(c.cell_type, c.source) for c in student.cells] == [
        (c.cell_type, c.source) for c in kept
    ]
    for mine, theirs in zip(student.cells, kept):
        if hidden(theirs):
            assert theirs.outputs and mine.outputs == []
            assert "nbval-ignore-output" in mine.metadata["tags"]
        else:
            assert mine.get("outputs") == theirs.get("outputs")


def test_answer_output_cells_lose_their_outputs_and_the_keys_stay_behind(copies):
    hidden = 0
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        hidden += sum("answer-output" in c.metadata.get("tags", []) for c in nb.cells)
    assert hidden >= 1
    assert (copies / "data").is_dir() and any((copies / "data").iterdir())
    assert not (copies / "data" / "answer_keys.json").exists()
    assert (ROOT / "notebooks" / "data" / "answer_keys.json").exists()


def test_the_script_refuses_a_copy_whose_output_shows_an_answer_key(tmp_path):
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(5 / 162)")
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text="5/162\n")]
    nb.cells = [cell]
    path = tmp_path / "yum_lesson.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(SystemExit, match="would show answers"):
        student_copies.write_copies(tmp_path / "out", [path])
    nb.cells[0].metadata["tags"] = ["answer-output"]
    nbformat.write(nb, path)
    (written,) = student_copies.write_copies(tmp_path / "out", [path])
    (kept,) = nbformat.read(written, as_version=4).cells
    assert kept.source == "print(5 / 162)" and kept.outputs == []


def _names(source: str) -> tuple[set[str], set[str]]:
    """(names a cell defines, names it loads), IPython syntax aside."""
    tree = parse_cell(source)
    defined, used = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (used if isinstance(node.ctx, ast.Load) else defined).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            defined |= {(a.asname or a.name).split(".")[0] for a in node.names}
    return defined, used


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_kept_code_needs_nothing_that_only_an_answer_defines(path):
    nb = nbformat.read(path, as_version=4)
    answers = set(student_copies.answer_cells(nb))
    only_in_answers: set[str] = set()
    defined_elsewhere: set[str] = set()
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        defined, used = _names(cell.source)
        if i in answers:
            only_in_answers |= defined - defined_elsewhere
            continue
        missing = (used & only_in_answers) - defined_elsewhere - defined
        assert not missing, f"{path.name} cell {i} uses {missing}, defined only in answer cells"
        defined_elsewhere |= defined


def test_the_script_refuses_a_copy_that_would_show_an_answer(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("1. What is 2 + 2?"),
        nbformat.v4.new_markdown_cell("<details><summary>Answers</summary>\n4\n</details>"),
    ]
    path = tmp_path / "leaky.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(SystemExit, match="not tagged"):
        student_copies.write_copies(tmp_path / "out", [path])
    nb.cells[1].metadata["tags"] = ["answer"]
    nbformat.write(nb, path)
    (written,) = student_copies.write_copies(tmp_path / "out", [path])
    assert [c.source for c in nbformat.read(written, as_version=4).cells] == ["1. What is 2 + 2?"]
