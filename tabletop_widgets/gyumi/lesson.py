"""The GYÜMI lesson's material: the per-student exercise (copies of a card in the box) and the
answer keys of ``notebooks/gyumi_lesson.ipynb`` (registered with the game as its ``lesson``).

>>> float(box_chance(20, "at least one")) > 0.5
True
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import comb

from ..lessons.instances import distinct
from ..lessons.lesson import Built, ExerciseKind, Key, Lesson, Params, collected

#: What can be asked about the 4 copies of a card among the removed cards.
KINDS = (
    "none",
    "exactly one",
    "exactly two",
    "exactly three",
    "at least one",
    "at least two",
    "at most one",
    "at most two",
)
_COPIES = {
    "none": (0,),
    "exactly one": (1,),
    "exactly two": (2,),
    "exactly three": (3,),
    "at least one": (1, 2, 3, 4),
    "at least two": (2, 3, 4),
    "at most one": (0, 1),
    "at most two": (0, 1, 2),
}
#: Cards that go back to the box unseen, by number of players (GYÜMI's set-up).
REMOVED = {2: 30, 3: 20, 4: 10}


def box_chance(removed: int, kind: str) -> Fraction:
    """Chance that ``kind`` of the 4 copies of a card are among ``removed`` of the 120 cards."""
    if kind not in _COPIES:
        raise ValueError(f"kind must be one of {KINDS}")
    total = comb(120, removed)
    return sum(
        (Fraction(comb(4, j) * comb(116, removed - j), total) for j in _COPIES[kind]), Fraction(0)
    )


#: What the GYÜMI lesson prints: with 2 players, no plum 1 removed and all four removed.
SHOWN = [box_chance(30, "none"), Fraction(comb(116, 26), comb(120, 30))]
VERSIONS = distinct(
    [{"players": 3, "kind": "at least one"}]
    + [{"players": n, "kind": kind} for n in (2, 3, 4) for kind in KINDS],
    lambda players, kind: box_chance(REMOVED[players], kind),
    SHOWN,
    4,
)


def _build(p: Params) -> Built:
    players, kind = p["players"], p["kind"]
    removed = REMOVED[players]
    question = (
        f"With {players} players ({removed} cards go back to the box unseen), what is the chance "
        f"that {kind} of the 4 copies of the plum 1 is in the box? A decimal to 4 places."
    )
    return question, {
        "answer": box_chance(removed, kind),
        "tolerance": 0.00005,
        "close": 0.005,
        "hint": "Count the sets of removed cards: binomial coefficients of 4, 116 and 120.",
    }


EXERCISE = ExerciseKind.of("gyumi-1", VERSIONS, {"players": 3, "kind": "at least one"}, _build)


#: A figure of this lesson and how it is quoted (``Key.written``, the lesson named once).
_figure = partial(Key.written, "gyumi")


def _exercise_1() -> Key:
    ex1 = float(1 - Fraction(comb(116, 20), comb(120, 20)))
    return _figure(
        "exercise 1", ex1, f"{ex1:.4f}", notebook="exercise 1: {}", guide="\\approx$ **{}**"
    )


def _exercise_2() -> Key:
    ex2 = 1 - Fraction(comb(38, 10), comb(40, 10))
    return _figure(
        "exercise 2",
        ex2,
        f"{float(ex2):.3f}",
        notebook="p_at_least_one(40, 2, 10) = {}",
        guide=("$N = 30 + 10 = 40$", "≈ {}"),
        reveals=("{}", str(ex2)),
    )


def _exercise_3() -> Key:
    ex3 = Fraction(120, 5**5)
    decimal = f"{float(ex3):.3f}"
    return _figure(
        "exercise 3",
        ex3,
        f"{ex3} ≈ {decimal}",
        notebook=f"5!/5^5 = {ex3} = {decimal}",
        guide=f"{ex3} \\approx {decimal}",
        reveals=(str(ex3), "120/3125", decimal),
    )


def _exit_ticket() -> Key:
    ticket = float(Fraction(3 * comb(57, 14), comb(60, 15)))
    return _figure(
        "exit ticket",
        ticket,
        f"{ticket:.4f}",
        notebook="exit ticket: 3 C(57, 14) / C(60, 15) = {}",
        guide="\\binom{3}{1}\\binom{57}{14}/\\binom{60}{15} \\approx {}",
    )


def lesson() -> Lesson:
    """The GYÜMI lesson's material (the registry's ``lesson=``): its exercise, and the answer keys
    of its three exercises and the exit ticket."""
    keys = collected(_exercise_1, _exercise_2, _exercise_3, _exit_ticket)
    return Lesson(exercises=(EXERCISE,), keys=keys, order=3)
