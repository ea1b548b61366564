"""The Gnumies lesson's material: the per-student exercise (games needed for a margin) and the
answer keys of ``notebooks/gnumies_lesson.ipynb`` (registered with the game as its ``lesson``).

>>> games_for_margin(0.67, 0.01)
8494
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from ..lessons.lesson import Built, ExerciseKind, Key, Lesson, Params, collected


def games_for_margin(rate: float, margin: float) -> int:
    """Games needed for a two-sided 95 % interval of about ±``margin`` around a win rate."""
    n = 1.96**2 * rate * (1 - rate) / margin**2
    return int(n) + (n > int(n))


VERSIONS = [
    {"rate": r, "points": m}
    for r in (0.55, 0.6, 0.65, 0.67, 0.7, 0.75, 0.8, 0.85)
    for m in (1, 2, 3)
]


def _build(p: Params) -> Built:
    rate, points = p["rate"], p["points"]
    n = games_for_margin(rate, points / 100)
    question = (
        f"How many games per opponent make the two-sided 95 % interval of a win rate near "
        f"{rate:.0%} about ±{points} point(s) wide? (An integer; within 1 % is right.)"
    )
    return question, {
        "answer": n,
        "tolerance": 0.01 * n,
        "close": 0.1 * n,
        "hint": "Solve 1.96·sqrt(p(1-p)/n) = margin for n (1.96, not 2).",
    }


EXERCISE = ExerciseKind.of("gnumies-4", VERSIONS, {"rate": 0.67, "points": 1}, _build)


def exit_ticket() -> tuple[Fraction, Fraction]:
    """The Gnumies exit ticket, exactly: Red mixes two moves (the first with probability x)
    and its expected payoffs against Yellow's two columns are the lines 2 - 3x and 4x - 1;
    Red's best x is where they cross (one falls, one rises: the top of the lower envelope).
    Returns (x, value)."""
    falling, rising = (Fraction(2), Fraction(-3)), (Fraction(-1), Fraction(4))  # (at 0, slope)
    x = (rising[0] - falling[0]) / (falling[1] - rising[1])
    return x, falling[0] + falling[1] * x


#: A figure of this lesson and how it is quoted (``Key.written``, the lesson named once).
_figure = partial(Key.written, "gnumies")


def _exercise_1() -> Key:
    return Key(
        "gnumies",
        "exercise 1",
        0.5,
        "from 1/2 to 1",
        notebook=("Gnalli share over all optimal mixes: ['1/2', '1']",),
        guide=("**more often**", "from 1/2 to always", "2/5"),
        reveals=("['1/2', '1']", "from 1/2 to 1", "0.500 to 1.000"),
    )


def _exercise_4() -> Key:
    n = games_for_margin(0.67, 0.01)
    exact = 1.96**2 * 0.67 * 0.33 / 0.01**2
    return _figure(
        "exercise 4",
        n,
        f"{n:,}",
        notebook=f"{exact:.0f}",
        guide=f"{exact:,.0f} games",
        reveals=(f"{exact:.0f}", f"{exact:,.0f}"),
    )


def _exit_ticket() -> Key:
    x, v = exit_ticket()
    return _figure(
        "exit ticket",
        x,
        f"x = {x}, value {v}",
        notebook="exit ticket: 2 - 3x = 4x - 1 at {}",
        guide=f"$x = {x}$, value ${v}$",
        reveals=(
            str(x),
            f"value {v}",
            f"{float(x):.4f}",
            f"{float(v):.4f}",
            f"{float(x):.3f}",
            f"{float(v):.3f}",
        ),
    )


def lesson() -> Lesson:
    """The Gnumies lesson's material (the registry's ``lesson=``): its exercise, and its answer
    keys in the guide's order."""
    keys = collected(_exercise_1, _exercise_4, _exit_ticket)
    return Lesson(exercises=(EXERCISE,), keys=keys, order=4)
