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

from tabletop_widgets import lessons
from tabletop_widgets.lessons.instances import version_answer, versions

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


def test_the_keys_stay_behind_and_the_data_is_copied(copies):
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


def test_the_script_refuses_a_copy_that_prints_a_versions_answer(tmp_path):
    # gin-2's version of 2 outs, 3 discards and 2 draws, printed as its question asks (3 places).
    params = {"outs": 2, "seen_discards": 3, "draws": 2}
    assert params in versions("gin-2")
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(x)")
    answer = f"{float(version('gin-2', params).answer):.3f}"
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=f"{answer}\n")]
    nb.cells = [cell]
    path = tmp_path / "gin_rummy_lesson.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(SystemExit, match="answers of exercise versions"):
        student_copies.write_copies(tmp_path / "out", [path])
    cell.outputs[0]["text"] = f"{answer}%\n"  # a percentage is another number
    nbformat.write(nb, path)
    assert student_copies.write_copies(tmp_path / "out", [path])


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


# --- Leaks: every version of every exercise, every exit ticket, every control at its presets ---

EXERCISE_LESSON = student_copies.exercise_lessons()
#: Settings the lessons' text names for their controls, beyond each control's default, ends and
#: options (control cell's function -> keyword arguments).
NAMED_PRESETS = {
    "yum": [{"rolls": 3}],
    "gin_rummy": [{"limit": 10}, {"outs": 8, "seen_discards": 3}],
    "gyumi": [{"cards_drawn": 5, "special": 20}, {"cards_drawn": 100, "special": 20}],
    "gnumies": [{"next_card": 4, "second": 20}],
    "carousel": [{"hands": 100}, {"hands": 400}],
}


answer_texts = student_copies.answer_texts
shown = student_copies.shown


def lesson_secrets(lesson: str) -> set[str]:
    """Every answer of the lesson a student must not see: all versions' answers and the keys'
    revealing strings (exercises and exit ticket)."""
    secrets = set(student_copies.revealing_strings(lesson))
    for exercise_id, home in EXERCISE_LESSON.items():
        if home == lesson:
            for params in versions(exercise_id):
                secrets |= answer_texts(version(exercise_id, params))
    return secrets


def version(exercise_id: str, params: dict):
    """The exercise a student with this version gets (the seat that deals it)."""
    index = versions(exercise_id).index(params)
    ex = lessons.instance(exercise_id, seat=index + len(versions(exercise_id)))
    assert ex.params == params
    return ex


def test_every_exercise_belongs_to_a_lesson_and_has_versions():
    assert set(EXERCISE_LESSON) == set(lessons.exercise_ids())
    for exercise_id in EXERCISE_LESSON:
        assert len(versions(exercise_id)) >= 20


@pytest.mark.parametrize("exercise_id", sorted(EXERCISE_LESSON))
def test_no_version_of_an_exercise_is_printed_in_the_student_copy(copies, exercise_id):
    lesson = EXERCISE_LESSON[exercise_id]
    copy = nbformat.read(copies / f"{lesson}_lesson.ipynb", as_version=4)
    text = "\n".join(student_copies.cell_text(c) for c in copy.cells)
    leaks = {}
    for params in versions(exercise_id):
        found = shown(answer_texts(version(exercise_id, params)), text)
        if found:
            leaks[str(params)] = found
    assert not leaks, f"{lesson}'s student copy prints answers of versions {leaks}"
    assert student_copies.version_leaks(copy, lesson) == {}
    # The check can fail: the teacher's notebook prints the lesson's own version's answer.
    teacher = nbformat.read(ROOT / "notebooks" / f"{lesson}_lesson.ipynb", as_version=4)
    full = "\n".join(student_copies.cell_text(c) for c in teacher.cells)
    assert shown(answer_texts(lessons.instance(exercise_id)), full), exercise_id


@pytest.mark.parametrize("lesson", sorted(set(EXERCISE_LESSON.values())))
def test_every_exit_ticket_is_a_new_question_whose_answer_no_copy_shows(copies, lesson):
    from tabletop_widgets.lessons import keys as keys_module

    keys = keys_module.load()
    (ticket,) = [k for k in keys if k.lesson == lesson and k.name == "exit ticket"]
    assert ticket.reveals
    copy = nbformat.read(copies / f"{lesson}_lesson.ipynb", as_version=4)
    text = "\n".join(student_copies.cell_text(c) for c in copy.cells)
    assert not shown(set(ticket.reveals), text)
    # New: not the answer of any version of the lesson's exercise, nor of another key.
    (exercise_id,) = [e for e, home in EXERCISE_LESSON.items() if home == lesson]
    for params in versions(exercise_id):
        assert abs(float(version_answer(exercise_id, params)) - ticket.value) > 5e-4, params
    others = [k for k in keys if k.lesson == lesson and k is not ticket]
    assert all(abs(k.value - ticket.value) > 5e-4 for k in others)


#: Run first in the copy's kernel: record every ``interact`` control the lesson makes.
RECORD = """\
import ipywidgets
_interact = ipywidgets.interact
CONTROLS = []


def _recording(function, **widgets):
    CONTROLS.append((function, widgets))
    return _interact(function, **widgets)


ipywidgets.interact = _recording
"""

#: Run last: call every control at its default, at each end of each slider, at each option of
#: each menu and at the named presets; print what it printed and what its figures' titles,
#: labels, legends and texts say (as JSON).
SWEEP = """\
import contextlib, io, json
import matplotlib.pyplot as plt

_said = []


def _figure_texts(*args, **kwargs):
    for _number in plt.get_fignums():
        for _ax in plt.figure(_number).axes:
            _said.extend([_ax.get_title(), _ax.get_xlabel(), _ax.get_ylabel()])
            _said.extend(_t.get_text() for _t in _ax.texts)
            _said.extend(_t.get_text() for _t in _ax.get_xticklabels() + _ax.get_yticklabels())
            if _ax.get_legend():
                _said.extend(_t.get_text() for _t in _ax.get_legend().get_texts())
    plt.close("all")


plt.show = _figure_texts
_calls = 0
for _function, _widgets in CONTROLS:
    _default = {_name: _w.value for _name, _w in _widgets.items()}
    _settings = [dict(_default)]
    for _name, _w in _widgets.items():
        _values = list(getattr(_w, "options", [])) or [_w.min, _w.max]
        _settings += [{**_default, _name: _v} for _v in _values]
    _settings += [{**_default, **_p} for _p in PRESETS if set(_p) <= set(_default)]
    for _setting in _settings:
        _out = io.StringIO()
        with contextlib.redirect_stdout(_out):
            _function(**_setting)
            _figure_texts()
        _said.append(_out.getvalue())
        _calls += 1
print(json.dumps({"calls": _calls, "controls": len(CONTROLS), "said": _said}))
"""


def _run_cells(sources: list[str], cwd: Path, timeout: float = 300) -> str:
    """Run ``sources`` one after another in a fresh Python kernel started in ``cwd``; the
    last one's printed text. (A cell that fails raises with its traceback.)

    Messages are read from blocking sockets in one-second polls, not through nbclient: in
    two whole-suite runs under load this test, run through nbclient, took its whole cell
    timeout (305 s, then passed), as when nbclient's asyncio poll of the shell channel misses
    a reply of a cell that made widgets and reads it only when the poll times out
    (jupyter/nbclient#312). A missed poll here costs a second."""
    from queue import Empty
    from time import monotonic

    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3", cwd=str(cwd), startup_timeout=120)
    try:
        printed: list[str] = []
        for source in sources:
            msg_id, printed = kc.execute(source), []
            deadline, idle = monotonic() + timeout, False
            while not idle:
                assert monotonic() < deadline, f"a cell ran over {timeout} s:\n{source[:300]}"
                try:
                    msg = kc.get_iopub_msg(timeout=1)
                except Empty:
                    assert km.is_alive(), "the kernel died"
                    continue
                if msg["parent_header"].get("msg_id") != msg_id:
                    continue
                content = msg["content"]
                if msg["msg_type"] == "stream" and content.get("name") == "stdout":
                    printed.append(content["text"])
                idle = msg["msg_type"] == "status" and content["execution_state"] == "idle"
            while True:
                try:
                    reply = kc.get_shell_msg(timeout=1)
                except Empty:
                    assert monotonic() < deadline, f"no reply to a cell:\n{source[:300]}"
                    continue
                if reply["parent_header"].get("msg_id") == msg_id:
                    break
            content = reply["content"]
            assert content["status"] == "ok", "\n".join(content.get("traceback", [])) + source
        return "".join(printed)  # the kernel may deliver one print in several stream chunks
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def _run_controls(copy_path: Path, presets: list[dict]) -> dict:
    """Execute the copy up to its last control cell in a kernel, then sweep its controls."""
    import json

    nb = nbformat.read(copy_path, as_version=4)
    last = max(
        i for i, c in enumerate(nb.cells) if c.cell_type == "code" and "interact(" in c.source
    )
    cells = [c.source for c in nb.cells[: last + 1] if c.cell_type == "code"]
    sweep = f"PRESETS = {presets!r}\n" + SWEEP
    return json.loads(_run_cells([RECORD, *cells, sweep], copy_path.parent))


@pytest.mark.parametrize("lesson", sorted(NAMED_PRESETS))
def test_no_control_shows_an_answer_at_its_default_or_at_a_preset(copies, lesson):
    swept = _run_controls(copies / f"{lesson}_lesson.ipynb", NAMED_PRESETS[lesson])
    teacher = nbformat.read(ROOT / "notebooks" / f"{lesson}_lesson.ipynb", as_version=4)
    control_cells = [c for c in teacher.cells if c.cell_type == "code" and "interact(" in c.source]
    assert swept["controls"] == len(control_cells) >= 1
    assert swept["calls"] >= 3 * swept["controls"]
    said = "\n".join(swept["said"])
    assert said.strip(), "the controls printed and drew nothing: the sweep saw nothing"
    leaks = shown(lesson_secrets(lesson), said)
    assert not leaks, f"{lesson}: a control shows answers {leaks}"
