"""A different instance of an exercise for every student, with the answer the box checks.

``instance("yum-1", student="Ada")`` draws the exercise's numbers from the student's name
(the same name always gives the same numbers, neighbours get different ones); without a
student or seed it is the lesson's own exercise, the one the teacher's guide answers.

>>> ex = instance("yum-1")
>>> ex.params
{'rolls': 2}
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
from math import comb
from typing import Any

from .checking import Number, Verdict, check


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

    def check(self, text: str) -> Verdict:
        """Judge a written answer (right / close / not yet / unreadable)."""
        return check(text, self.answer, self.tolerance, self.close, self.hint)

    def box(self) -> Any:
        """An :class:`~tabletop_widgets.lessons.AnswerBox` that checks this instance."""
        from .widgets import AnswerBox

        return AnswerBox(self)

    def __repr__(self) -> str:
        who = f" for {self.student}" if self.student else ""
        return f"Exercise {self.id}{who}: {self.question}"


Maker = Callable[[random.Random | None], Exercise]
_MAKERS: dict[
    str, Callable[[random.Random | None], tuple[dict[str, Any], str, dict[str, Any]]]
] = {}


def _exercise(name: str):
    def register(fn):
        _MAKERS[name] = fn
        return fn

    return register


def exercise_ids() -> list[str]:
    """Every exercise that has per-student instances."""
    return sorted(_MAKERS)


def student_seed(exercise_id: str, student: str) -> int:
    """A stable seed from the exercise and the student's name (case and spaces ignored)."""
    name = " ".join(student.split()).casefold()
    digest = hashlib.sha256(f"{exercise_id}\n{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def instance(exercise_id: str, student: str | None = None, seed: int | None = None) -> Exercise:
    """The exercise for ``student`` (or ``seed``); neither: the lesson's own numbers."""
    if exercise_id not in _MAKERS:
        raise ValueError(f"unknown exercise {exercise_id!r}; known: {', '.join(exercise_ids())}")
    if student is not None and (not isinstance(student, str) or not student.strip()):
        raise ValueError("student must be a non-empty name, for example student='Ada'")
    if student is not None and seed is not None:
        raise ValueError("give a student's name or a seed, not both")
    if student is not None:
        rng: random.Random | None = random.Random(student_seed(exercise_id, student))
    elif seed is not None:
        rng = random.Random(seed)
    else:
        rng = None
    params, question, answer = _MAKERS[exercise_id](rng)
    return Exercise(
        id=exercise_id,
        params=params,
        question=question,
        student=" ".join(student.split()) if student else None,
        **answer,
    )


def _pick(rng: random.Random | None, default, choices):
    return default if rng is None else rng.choice(choices)


def five_alike_within(rolls: int) -> Fraction:
    """Exact chance of five alike within ``rolls`` rolls, keeping the most common face (the
    lesson's Markov chain; any number of rolls)."""
    from itertools import product

    def state(k: int, rolled: tuple[int, ...]) -> int:
        counts = [rolled.count(f) for f in range(1, 7)]
        if k == 0:
            return max(counts)
        return max(k + counts[0], max(counts[1:], default=0))

    dist = [Fraction(1)] + [Fraction(0)] * 5
    for _ in range(rolls):
        new = [Fraction(0)] * 6
        new[5] = dist[5]
        for k in range(5):
            if dist[k]:
                outcomes = list(product(range(1, 7), repeat=5 - k))
                for rolled in outcomes:
                    new[state(k, rolled)] += dist[k] / len(outcomes)
        dist = new
    return dist[5]


@_exercise("yum-1")
def _yum(rng):
    rolls = _pick(rng, 2, (2, 4, 5, 6))
    question = (
        f"Keeping the most common face, what is the chance of five alike within {rolls} rolls? "
        "Write a fraction, or a decimal to 4 places."
    )
    return (
        {"rolls": rolls},
        question,
        {
            "answer": five_alike_within(rolls),
            "tolerance": 0.00005,
            "close": 0.002,
            "hint": f"Use matpow(P, {rolls})[0][5], and round to 4 decimal places.",
        },
    )


def outs_chance(outs: int, seen_discards: int, draws: int) -> Fraction:
    """Exact P(at least one of ``outs`` cards in the next ``draws`` stock draws) in Gin Rummy."""
    unseen = 52 - 10 - seen_discards
    return 1 - Fraction(comb(unseen - outs, draws), comb(unseen, draws))


@_exercise("gin-2")
def _gin(rng):
    outs = _pick(rng, 1, (1, 2, 3))
    seen = _pick(rng, 4, (3, 4, 5, 6, 7, 8))
    draws = _pick(rng, 3, (2, 3, 4, 5))
    question = (
        f"You need one of {outs} card(s) (your outs). You have seen your 10 cards and {seen} "
        f"discards, none of them an out. What is the chance that you draw at least one out in "
        f"your next {draws} draws from the stock? Write a fraction, or a decimal to 3 places."
    )
    return (
        {"outs": outs, "seen_discards": seen, "draws": draws},
        question,
        {
            "answer": outs_chance(outs, seen, draws),
            "tolerance": 0.0005,
            "close": 0.01,
            "hint": "The unseen cards are 52 - 10 - the discards seen; use outs_chances(...).",
        },
    )


GYUMI_KINDS = ("at least one", "exactly one", "none")


def gyumi_box_chance(removed: int, kind: str) -> Fraction:
    """Chance that ``kind`` of the 4 copies of a card are among ``removed`` of the 120 cards."""
    if kind == "at least one":
        return 1 - Fraction(comb(116, removed), comb(120, removed))
    if kind == "exactly one":
        return Fraction(4 * comb(116, removed - 1), comb(120, removed))
    if kind == "none":
        return Fraction(comb(116, removed), comb(120, removed))
    raise ValueError(f"kind must be one of {GYUMI_KINDS}")


@_exercise("gyumi-1")
def _gyumi(rng):
    players = _pick(rng, 3, (2, 3, 4))
    kind = _pick(rng, "at least one", GYUMI_KINDS)
    removed = {2: 30, 3: 20, 4: 10}[players]
    question = (
        f"With {players} players ({removed} cards go back to the box unseen), what is the chance "
        f"that {kind} of the 4 copies of the plum 1 is in the box? A decimal to 4 places."
    )
    return (
        {"players": players, "kind": kind},
        question,
        {
            "answer": gyumi_box_chance(removed, kind),
            "tolerance": 0.00005,
            "close": 0.005,
            "hint": "Count the sets of removed cards: binomial coefficients of 116 and 120.",
        },
    )


def games_for_margin(rate: float, margin: float) -> int:
    """Games needed for a 95 % interval of about ±``margin`` around a win rate ``rate``."""
    n = 1.96**2 * rate * (1 - rate) / margin**2
    return int(n) + (n > int(n))


@_exercise("gnumies-4")
def _gnumies(rng):
    rate = _pick(rng, 0.67, (0.6, 0.67, 0.7, 0.75, 0.8))
    points = _pick(rng, 1, (1, 2, 3))
    n = games_for_margin(rate, points / 100)
    question = (
        f"How many games per opponent make the 95 % interval of a win rate near {rate:.0%} "
        f"about ±{points} point(s) wide? (An integer; within 1 % is right.)"
    )
    return (
        {"rate": rate, "points": points},
        question,
        {
            "answer": n,
            "tolerance": 0.01 * n,
            "close": 0.1 * n,
            "hint": "Solve 1.96·sqrt(p(1-p)/n) = margin for n (1.96, not 2).",
        },
    )


def wilson_lower_all_won(n: int) -> float:
    """The 95 % Wilson lower bound for a win rate when all ``n`` games are won."""
    from scipy.stats import binomtest

    return float(binomtest(n, n).proportion_ci(method="wilson").low)


@_exercise("carousel-4")
def _carousel(rng):
    n = _pick(rng, 60, (20, 30, 40, 50, 60, 80, 100, 150))
    question = (
        f"A bot wins all of {n} games. What is the 95 % Wilson lower bound for its win rate? "
        "A decimal to 3 places (or a percentage to 1 place)."
    )
    return (
        {"games": n},
        question,
        {
            "answer": wilson_lower_all_won(n),
            "tolerance": 0.0005,
            "close": 0.02,
            "hint": "Is that the rule of three, 1 - 3/n? Wilson's bound is a little lower.",
        },
    )
