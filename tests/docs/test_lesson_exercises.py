"""Every lesson gives each student an exercise of their own with an answer box, and one lesson
animates a simulation (seeded, shown on the docs site)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tabletop_widgets import lessons

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("*_lesson.ipynb"))


def _tags(cell) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_each_lesson_has_a_per_student_exercise_with_its_box(path):
    nb = nbformat.read(path, as_version=4)
    cells = [
        c
        for c in nb.cells
        if c.cell_type == "code" and "answer" not in _tags(c) and "lessons.instance(" in c.source
    ]
    assert cells, f"{path.name} has no per-student exercise"
    for cell in cells:
        (exercise_id,) = re.findall(r'lessons\.instance\("([\w-]+)", student=', cell.source)
        assert exercise_id in lessons.exercise_ids()
        assert ".box()" in cell.source
        text = "".join(o.get("data", {}).get("text/plain", "") for o in cell.outputs)
        assert text.startswith(f"AnswerBox({exercise_id} for "), text


def _animation_cells():
    nb = nbformat.read(ROOT / "notebooks" / "carousel_lesson.ipynb", as_version=4)
    return [c for c in nb.cells if c.cell_type == "code" and "FuncAnimation" in c.source]


def test_the_carousel_lesson_animates_twenty_seeded_intervals():
    (cell,) = _animation_cells()
    assert "random.Random(2026)" in cell.source and "lessons.animation_html(" in cell.source
    # The frames embed PNGs (bytes can change with matplotlib versions): strict nbval skips this output
    # (the seeded counts are compared in the next cell, which prints them).
    assert "nbval-ignore-output" in _tags(cell)
    (html,) = [o["data"]["text/html"] for o in cell.outputs if "text/html" in o.get("data", {})]
    assert "http" not in html and "_anim_imgtwenty_classes" in html  # offline, fixed id
    assert len(re.findall(r"frames\[\d+\]", html)) == 20


@pytest.mark.xdist_group("docs")
def test_the_animation_is_on_the_docs_site(build):
    html, proc = build
    page = (html / "notebooks" / "carousel_lesson.html").read_text(encoding="utf-8")
    assert "_anim_imgtwenty_classes" in page and len(re.findall(r"frames\[\d+\]", page)) == 20


def test_the_yum_answer_cells_demo_gives_its_pupils_different_versions():
    """The teacher's list of pupils' versions shows what the code deals: names, and different
    numbers for each (the lesson says a name picks a version)."""
    nb = nbformat.read(ROOT / "notebooks" / "yum_lesson.ipynb", as_version=4)
    (cell,) = [c for c in nb.cells if "answer" in _tags(c) and "lessons.instance(" in c.source]
    text = "".join(o.get("text", "") for o in cell.outputs)
    (names,) = re.findall(r"for name in \(([^)]*)\):", cell.source)
    names = re.findall(r'"([^"]+)"', names)
    assert len(names) >= 3
    shown = []
    for name in names:
        ex = lessons.instance("yum-1", student=name)
        assert f"{name} {ex.params} {ex.answer} {float(ex.answer):.4f}" in text, name
        shown.append(tuple(sorted(ex.params.items())))
    assert len(set(shown)) == len(shown), shown


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_lesson_promises_that_a_name_keeps_neighbours_apart(path):
    text = path.read_text(encoding="utf-8")
    assert "your numbers are not your neighbour's" not in text
    assert "neighbouring seats never share a version" in text


#: Decimal figures a lesson's text may state without printing them, each with its reason.
STATED = {
    "2.5": "the 2.5th percentile of a 95 % band (a definition)",
    "97.5": "the 97.5th percentile of a 95 % band, and a one-sided 97.5 % bound (a definition)",
    "0.05": "how to write a prediction (an example of the format, not a result)",
    "254.59": "the published Yahtzee optimum, quoted with its source (not this lesson's result)",
}


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_figure_a_student_reads_in_the_text_is_printed_by_the_lessons_code(path):
    """No hand-typed result: each decimal in the students' markdown is in the notebook's
    outputs, is a quantile the test computes (1.96, t's), or is checked by an answer key."""
    from scipy.stats import norm
    from scipy.stats import t as t_dist

    from tabletop_widgets.lessons import keys as keys_module

    nb = nbformat.read(path, as_version=4)
    outputs = " ".join(
        str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", ""))
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
    ).replace(",", "")
    lesson = path.stem.removesuffix("_lesson")
    checked = " ".join(
        p for k in keys_module.load() if k.lesson == lesson for p in k.notebook
    ).replace(",", "")
    quantiles = {f"{norm.ppf(0.975):.2f}"} | {f"{t_dist.ppf(0.975, df):.2f}" for df in (11, 24)}
    missing = {}
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "markdown" or "answer" in _tags(cell):
            continue
        for figure in re.findall(r"(?<![\d.\w])\d+\.\d+(?!\d)", cell.source.replace(",", "")):
            if figure not in outputs + checked and figure not in quantiles | set(STATED):
                missing.setdefault(i, []).append(figure)
    assert not missing, f"{path.name}: figures typed by hand in cells {missing}"


def test_the_gnumies_controls_start_at_section_3s_game_and_agree_with_its_lp():
    """At their default the controls show section 3's game (not exercise 1's next card 6), and
    say what its LP says: one optimal x (a grid that only brackets the peak is no flat top)."""
    nb = nbformat.read(ROOT / "notebooks" / "gnumies_lesson.ipynb", as_version=4)
    text = [
        "".join(o.get("text", "") for o in c.outputs) for c in nb.cells if c.cell_type == "code"
    ]
    (lp,) = [t for t in text if t.count("LP:    x = ") == 1]
    x, value = re.search(r"LP:    x = (\S+), value (\S+)", lp).groups()
    (control,) = [
        c for c in nb.cells if c.cell_type == "code" and c.source.startswith("def explore(")
    ]
    assert "next_card=4, second=20" in control.source
    said = "".join(o.get("text", "") for o in control.outputs)
    assert f"value {value}, reached only at x = {x}" in said, said
    assert "not unique" not in said
