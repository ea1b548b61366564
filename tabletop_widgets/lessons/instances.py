"""A different instance of an exercise for every student, with the answer the box checks.

``instance("yum-1", student="Ada")`` draws the exercise's numbers from the student's name
(the same name always gives the same numbers; each of an exercise's :func:`versions` is equally
likely, so two given neighbours share one with chance ``1/len(versions(id))``); without a
student or seed it is the lesson's own exercise, the one the teacher's guide answers. No
version is a worked example the lesson prints (the leak test of
``tests/docs/test_student_copies.py`` runs every version against every student copy).

The exercises live with their games: a game's ``lesson.py`` declares each one as an
:class:`ExerciseKind` in its :class:`~tabletop_widgets.lessons.lesson.Lesson`, registered with
the game (``register(GAME, lesson=lazy_lesson(...))``); this module finds them through the
registry and keeps only the mechanism (versions, drawing one per student, the answer's check).

>>> ex = instance("yum-1")
>>> ex.params
{'rolls': 2, 'alike': 5}
>>> ex.check("221/17496").status
'right'
>>> instance("yum-1", student="Ada").params == instance("yum-1", student="Ada").params
True
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .checking import Number, Verdict, check
from .lesson import ExerciseKind, Params, lessons_by_game


@dataclass(frozen=True)
class Exercise:
    """One student's version of an exercise: its numbers, question and (hidden) answer."""

    id: str
    params: dict[str, Any]
    question: str
    answer: Number = field(repr=False)
    tolerance: float = field(default=0.0, repr=False)
    close: float | None = field(default=None, repr=False)
    hint: str = field(default="", repr=False)
    student: str | None = None

    def check(self, text: str, lang: str | None = None) -> Verdict:
        """Judge a written answer (right / close / not yet / unreadable), in ``lang``."""
        return check(text, self.answer, self.tolerance, self.close, self.hint, lang=lang)

    def box(self) -> Any:
        """An :class:`~tabletop_widgets.lessons.AnswerBox` that checks this instance."""
        from .widgets import AnswerBox

        return AnswerBox(self)

    def __repr__(self) -> str:
        who = f" for {self.student}" if self.student else ""
        return f"Exercise {self.id}{who}: {self.question}"


def exercise_kinds() -> dict[str, ExerciseKind]:
    """Every registered game's exercises, by id (found through the registry)."""
    kinds: dict[str, ExerciseKind] = {}
    for game, lesson in lessons_by_game().items():
        for kind in lesson.exercises:
            if kind.id in kinds:
                raise ValueError(f"{game}: two lessons declare the exercise {kind.id!r}")
            kinds[kind.id] = kind
    return kinds


def exercise_lessons() -> dict[str, str]:
    """Exercise id -> the lesson (game name) that declares it."""
    return {k.id: game for game, lesson in lessons_by_game().items() for k in lesson.exercises}


def exercise_ids() -> list[str]:
    """Every exercise that has per-student instances."""
    return sorted(exercise_kinds())


def versions(exercise_id: str) -> list[Params]:
    """Every version a student can be given (each equally likely; the lesson's own included)."""
    return [dict(v) for v in _kind(exercise_id).versions]


def version_answer(exercise_id: str, params: Params) -> Number:
    """The answer of one version (``params`` from :func:`versions`), as its box checks it."""
    return _kind(exercise_id).build(dict(params))[1]["answer"]


def neighbour_match_chance(exercise_id: str) -> Fraction:
    """The chance that two given students (neighbours) get the same version: 1/versions."""
    return Fraction(1, len(_kind(exercise_id).versions))


def class_match_chance(exercise_id: str, pairs: int = 29) -> float:
    """The chance that at least one of ``pairs`` pairs of neighbours shares a version (a row of
    30 pupils has 29 pairs), names drawn independently."""
    return 1 - (1 - float(neighbour_match_chance(exercise_id))) ** pairs


def _kind(exercise_id: str) -> ExerciseKind:
    kinds = exercise_kinds()
    if exercise_id not in kinds:
        raise ValueError(f"unknown exercise {exercise_id!r}; known: {', '.join(sorted(kinds))}")
    return kinds[exercise_id]


def student_seed(exercise_id: str, student: str) -> int:
    """A stable seed from the exercise and the student's name (case and spaces ignored)."""
    name = " ".join(student.split()).casefold()
    digest = hashlib.sha256(f"{exercise_id}\n{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def instance(
    exercise_id: str,
    student: str | None = None,
    seed: int | None = None,
    seat: int | None = None,
) -> Exercise:
    """The exercise for ``student`` (or ``seed``, or ``seat``); none: the lesson's own numbers.

    ``seat`` (a pupil's number in seating order, 1, 2, 3, ...) deals the versions in turn:
    neighbouring seats never share one, and no two seats do in a class of at most
    ``len(versions(exercise_id))``. A name draws a version at random (chance 1/versions that two
    given pupils share one)."""
    kind = _kind(exercise_id)
    if student is not None and (not isinstance(student, str) or not student.strip()):
        raise ValueError("student must be a non-empty name, for example student='Ada'")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or seat < 1):
        raise ValueError("seat must be a whole number from 1 on, for example seat=12")
    if sum(x is not None for x in (student, seed, seat)) > 1:
        raise ValueError("give a student's name, a seed or a seat, not both")
    if student is not None:
        seed = student_seed(exercise_id, student)
    if seat is not None:
        params = dict(kind.versions[seat % len(kind.versions)])
    else:
        params = kind.default if seed is None else dict(random.Random(seed).choice(kind.versions))
    question, answer = kind.build(dict(params))
    who = " ".join(student.split()) if student else (f"seat {seat}" if seat else None)
    return Exercise(id=exercise_id, params=dict(params), question=question, student=who, **answer)


def distinct(
    candidates: list[Params], answer: Callable[..., Number], shown: list[Number], places: int
) -> list[Params]:
    """The candidates whose answer, written to ``places`` decimals, is none of the lesson's
    printed figures (``shown``), is at least 0.001, and differs by at least one unit of the
    last place from those figures and from every earlier kept one:
    a neighbour's number is never right for you, and no version is a worked example."""
    step = 10.0**-places
    taken = [float(x) for x in shown]
    kept = []
    for params in candidates:
        value = float(answer(**params))
        if value >= 0.001 and all(abs(value - x) >= step for x in taken):
            taken.append(value)
            kept.append(params)
    return kept
