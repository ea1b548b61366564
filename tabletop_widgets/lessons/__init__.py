"""Answer boxes, per-student exercises and the answer keys of the lessons.

>>> from tabletop_widgets import lessons
>>> ex = lessons.instance("carousel-4", student="Ada")
>>> ex.check("not a number").status
'unreadable'

``lessons.AnswerBox(ex)`` (or ``ex.box()``) shows the question with a box that says right,
close (with a hint) or not yet; the answer stays on the Python side. ``lessons.Prediction``
is a box for a prediction written before a simulation runs, or, with ``seat=`` (a seat at the
class's table server), sent to the class's experiment for the projector; ``lessons.animation_html`` shows a
matplotlib animation as an offline HTML player. ``lessons.keys`` computes every
answer figure of the lessons, the source of the teacher's guide. ``lessons.set_report(path)``
makes the boxes record right / close / not yet per pupil for the teacher
(``python -m tabletop_widgets.lessons.report FILES -o class.csv`` collects the class's files);
``lessons.coverage`` computes the exact coverage of Wald, Wilson and Clopper–Pearson intervals.

The exercises and answer keys themselves live with their games: each game's ``lesson.py``
declares a :class:`Lesson` (its exercises and its answer keys), registered with the game
(``register(GAME, lesson=lazy_lesson(...))``); this package keeps the mechanisms and finds
every game's lesson through the registry.
"""

from __future__ import annotations

from ..lazy import lazy_names
from .checking import AnswerError, Tries, Verdict, check, parse_answer
from .instances import Exercise, ExerciseKind, exercise_ids, instance, student_seed
from .lesson import Lesson, lessons_by_game

__all__ = [
    "AnswerBox",
    "AnswerError",
    "Exercise",
    "ExerciseKind",
    "Lesson",
    "Prediction",
    "Tries",
    "animation_html",
    "Verdict",
    "check",
    "exercise_ids",
    "instance",
    "lessons_by_game",
    "parse_answer",
    "set_report",
    "student_seed",
]

__getattr__ = lazy_names(
    __name__,
    {
        "AnswerBox": "widgets",
        "Prediction": "widgets",
        "animation_html": "animation",
        "set_report": "report",
    },
    submodules=("animation", "coverage", "keys", "report", "widgets"),
)
