"""One computed source for every answer figure: the keys, the notebooks, the guide, the copies.

Each game's ``lesson.py`` computes its answer figures and declares its exercises; the registry
finds them (``lessons.lessons_by_game``), ``tabletop_widgets.lessons.keys`` collects the keys
and ``scripts/answer_keys.py`` writes them to ``notebooks/data/answer_keys.json``. Here: every
game declares its lesson in its own folder; the file is current; each figure is what the
teacher's notebook shows; the teacher's guide (docs/teachers.md) and docs/run-a-class.md quote
it; every decimal figure the guide gives for a lesson is one the lesson's notebook (or its keys)
computes; and no student's copy shows an answer value, outputs included.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import nbformat
import pytest

from tabletop_widgets.engine import all_games, game_folder
from tabletop_widgets.lessons import keys as keys_module
from tabletop_widgets.lessons import lessons_by_game
from tabletop_widgets.lessons.instances import exercise_lessons, instance

ROOT = Path(__file__).resolve().parents[2]
LESSONS = list(lessons_by_game())  # the registry's lessons, in the course's order
GUIDE = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
RUN_A_CLASS = (ROOT / "docs" / "run-a-class.md").read_text(encoding="utf-8")


def _script(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


student_copies = _script("student_copies")


def norm(text: str) -> str:
    """Text as compared: one kind of minus and of approx sign, no TeX dollars, single spaces."""
    text = text.replace("\u2212", "-").replace("\\approx", "≈").replace("$", "")
    return re.sub(r"\s+", " ", text)


def notebook_text(lesson: str) -> str:
    nb = nbformat.read(ROOT / "notebooks" / f"{lesson}_lesson.ipynb", as_version=4)
    return norm("\n".join(student_copies.cell_text(c) for c in nb.cells))


def guide_section(lesson: str) -> str:
    """The guide's section of one lesson: from its ``## `` heading to the next one."""
    sections = re.split(r"^## ", GUIDE, flags=re.M)
    (section,) = [s for s in sections if f"`notebooks/{lesson}_lesson.ipynb`" in s]
    return section


@pytest.fixture(scope="module")
def computed():
    return keys_module.answer_keys()


def test_every_game_declares_its_lesson():
    assert set(LESSONS) == set(all_games())


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_lessons_keys_and_exercise_come_from_its_game_folder(lesson):
    """A lesson's keys and exercises are declared in its game's folder (``<game>/lesson.py``),
    found through the registry; each key belongs to the lesson and hides something, and each
    exercise's own version accepts its answer."""
    declared = lessons_by_game()[lesson]
    game = all_games()[lesson]
    for part in (declared.keys, *(kind.build for kind in declared.exercises)):
        assert Path(sys.modules[part.__module__].__file__).parent == game_folder(game), part
    keys = keys_module.keys_of(lesson)
    assert keys and {k.lesson for k in keys} == {lesson}
    assert any(k.reveals for k in keys), lesson
    exercises = [e for e, home in exercise_lessons().items() if home == lesson]
    assert exercises == [kind.id for kind in declared.exercises] and exercises, lesson
    for exercise_id in exercises:
        own = instance(exercise_id)
        assert own.check(str(own.answer)).right, exercise_id


def test_the_keys_file_is_current(computed):
    path = ROOT / "notebooks" / "data" / "answer_keys.json"
    assert path.read_text(encoding="utf-8") == keys_module.as_json(computed), (
        "run python scripts/answer_keys.py"
    )
    assert {k.lesson for k in computed} == set(LESSONS)
    assert keys_module.load(path) == [
        keys_module.Key(**{**k.__dict__, "value": float(k.value)}) for k in computed
    ]


def test_every_key_is_what_the_teachers_notebook_computes(computed):
    for key in computed:
        text = notebook_text(key.lesson)
        for phrase in key.notebook:
            assert norm(phrase) in text, f"{key.lesson} {key.name}: {phrase!r} not in the notebook"


def test_the_guide_and_run_a_class_quote_the_keys(computed):
    run = norm(RUN_A_CLASS)
    experiments = norm(re.split(r"^#+ ", GUIDE.split("### Class experiments", 1)[1], flags=re.M)[0])
    for key in computed:
        section = norm(guide_section(key.lesson)) + " " + experiments
        for phrase in key.guide:
            assert norm(phrase) in section, f"{key.lesson} {key.name}: guide lacks {phrase!r}"
        for phrase in key.run_a_class:
            assert norm(phrase) in run, f"{key.lesson} {key.name}: run-a-class lacks {phrase!r}"
    # Every lesson with an exit ticket in the guide gives its answer.
    for lesson in LESSONS:
        ticket = re.search(r"\*\*Exit ticket\.?\*\*(.*?)\n\n", guide_section(lesson), re.S)
        assert ticket and ("Answer" in ticket.group(1) or "(" in ticket.group(1)[-40:]), lesson


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_decimal_figure_in_the_guide_is_computed_by_the_lesson(computed, lesson):
    source = (
        notebook_text(lesson)
        + " "
        + " ".join(
            norm(" ".join((k.text, *k.guide, *k.notebook, *k.run_a_class)))
            for k in computed
            if k.lesson == lesson
        )
    )
    known = set(re.findall(r"\d+\.\d+", source.replace(",", "")))
    section = norm(guide_section(lesson)).replace(",", "")
    # Decimal figures, except the plan's measured compute times ("0.6 s").
    figures = set(re.findall(r"(?<![\d.])\d+\.\d+(?!\d)(?! s\b)", section))
    missing = sorted(f for f in figures if f not in known)
    assert not missing, f"{lesson}: the guide gives figures the lesson never computes: {missing}"


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_student_copy_shows_an_answer(computed, lesson):
    teacher = nbformat.read(ROOT / "notebooks" / f"{lesson}_lesson.ipynb", as_version=4)
    copy = student_copies.student_copy(teacher)
    text = "\n".join(student_copies.cell_text(c) for c in copy.cells)
    reveals = [s for k in computed if k.lesson == lesson for s in k.reveals]
    assert reveals, lesson
    shown = [s for s in reveals if s in text]
    assert not shown, f"{lesson}: the student copy shows {shown}"
    # ... and the teacher's notebook does show them (so the check can fail).
    full = "\n".join(student_copies.cell_text(c) for c in teacher.cells)
    assert any(s in full for s in reveals), lesson


def versions_row(exercise_id: str) -> str:
    """The guide's row for one exercise: its versions and the chances that neighbours share one."""
    from tabletop_widgets.lessons.instances import class_match_chance, neighbour_match_chance

    k = int(1 / neighbour_match_chance(exercise_id))
    return (
        f"| `{exercise_id}` | {k} | 1/{k} ≈ {100 / k:.1f} % | {29 / k:.1f} | "
        f"{100 * class_match_chance(exercise_id):.0f} % | never (all differ up to {k} pupils) |"
    )


def test_the_guide_states_each_exercises_versions_and_the_chance_neighbours_share_one():
    from tabletop_widgets import lessons

    rows = [versions_row(e) for e in lessons.exercise_ids()]
    for row in rows:
        assert row in GUIDE, f"docs/teachers.md lacks {row!r}"
    assert all(int(r.split("|")[2]) >= 20 for r in rows)
