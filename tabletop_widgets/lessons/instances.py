"""A different instance of an exercise for every student, with the answer the box checks.

``instance("yum-1", student="Ada")`` draws the exercise's numbers from the student's name
(the same name always gives the same numbers; each of an exercise's :func:`versions` is equally
likely, so two given neighbours share one with chance ``1/len(versions(id))``); without a
student or seed it is the lesson's own exercise, the one the teacher's guide answers. No
version is a worked example the lesson prints (the leak test of
``tests/docs/test_student_copies.py`` runs every version against every student copy).

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
from functools import lru_cache
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


Params = dict[str, Any]
Built = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class _Kind:
    """An exercise's versions (every one equally likely), its lesson's own, and its builder."""

    versions: tuple[tuple[tuple[str, Any], ...], ...]
    default: Params
    build: Callable[[Params], Built]


_KINDS: dict[str, _Kind] = {}


def _exercise(name: str, versions: list[Params], default: Params):
    def register(fn: Callable[[Params], Built]):
        _KINDS[name] = _Kind(tuple(tuple(v.items()) for v in versions), default, fn)
        return fn

    return register


def exercise_ids() -> list[str]:
    """Every exercise that has per-student instances."""
    return sorted(_KINDS)


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


def _kind(exercise_id: str) -> _Kind:
    if exercise_id not in _KINDS:
        raise ValueError(f"unknown exercise {exercise_id!r}; known: {', '.join(exercise_ids())}")
    return _KINDS[exercise_id]


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


def _distinct(
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


@lru_cache(maxsize=1)
def alike_chain() -> tuple[tuple[Fraction, ...], ...]:
    """Section 1's Markov chain of the Yum lesson: state = dice showing the most common face,
    keeping them and re-rolling the rest (state 0: before the first roll)."""
    from itertools import product

    def state(k: int, rolled: tuple[int, ...]) -> int:
        counts = [rolled.count(f) for f in range(1, 7)]
        if k == 0:
            return max(counts)
        return max(k + counts[0], max(counts[1:], default=0))

    rows = []
    for k in range(6):
        row = [Fraction(0)] * 6
        if k == 5:
            row[5] = Fraction(1)
        else:
            outcomes = list(product(range(1, 7), repeat=5 - k))
            for rolled in outcomes:
                row[state(k, rolled)] += Fraction(1, len(outcomes))
        rows.append(tuple(row))
    return tuple(rows)


def alike_after(rolls: int) -> list[Fraction]:
    """Exact distribution of the dice showing the most common face after ``rolls`` rolls,
    keeping the most common face (entry k: k dice agree; entry 5: five alike)."""
    chain = alike_chain()
    dist = [Fraction(1)] + [Fraction(0)] * 5
    for _ in range(rolls):
        dist = [sum(dist[i] * chain[i][j] for i in range(6)) for j in range(6)]
    return dist


def five_alike_within(rolls: int) -> Fraction:
    """Exact chance of five alike within ``rolls`` rolls, keeping the most common face (the
    lesson's Markov chain; any number of rolls)."""
    return alike_after(rolls)[5]


#: What the Yum lesson prints of the chain: P itself (one roll) and five alike within 3 rolls.
_YUM_SHOWN = [five_alike_within(3)]
_YUM_VERSIONS = _distinct(
    [{"rolls": 2, "alike": 5}]
    + [{"rolls": n, "alike": k} for n in range(2, 9) for k in range(1, 6)],
    lambda rolls, alike: alike_after(rolls)[alike],
    _YUM_SHOWN,
    4,
)


@_exercise("yum-1", _YUM_VERSIONS, {"rolls": 2, "alike": 5})
def _yum(p: Params) -> Built:
    rolls, alike = p["rolls"], p["alike"]
    what = (
        "five alike within"
        if alike == 5
        else (
            "all five dice different after" if alike == 1 else f"exactly {alike} dice alike after"
        )
    )
    question = (
        f"Keeping the most common face, what is the chance of {what} {rolls} rolls? "
        "Write a fraction, or a decimal to 4 places."
    )
    return question, {
        "answer": alike_after(rolls)[alike],
        "tolerance": 0.00005,
        "close": 0.002,
        "hint": f"Use matpow(P, {rolls})[0][{alike}], and round to 4 decimal places.",
    }


def outs_chance(outs: int, seen_discards: int, draws: int) -> Fraction:
    """Exact P(at least one of ``outs`` cards in the next ``draws`` stock draws) in Gin Rummy."""
    unseen = 52 - 10 - seen_discards
    return 1 - Fraction(comb(unseen - outs, draws), comb(unseen, draws))


#: What the Gin lesson prints: section 3's 2 outs, 3 discards seen, 3 draws.
_GIN_SHOWN = [outs_chance(2, 3, 3)]
_GIN_VERSIONS = _distinct(
    [{"outs": 1, "seen_discards": 4, "draws": 3}]
    + [
        {"outs": o, "seen_discards": s, "draws": t}
        for o in (1, 2, 3, 4)
        for s in range(3, 9)
        for t in (2, 3, 4, 5)
    ],
    outs_chance,
    _GIN_SHOWN,
    3,
)


@_exercise("gin-2", _GIN_VERSIONS, {"outs": 1, "seen_discards": 4, "draws": 3})
def _gin(p: Params) -> Built:
    outs, seen, draws = p["outs"], p["seen_discards"], p["draws"]
    question = (
        f"You need one of {outs} card(s) (your outs). You have seen your 10 cards and {seen} "
        f"discards, none of them an out. What is the chance that you draw at least one out in "
        f"your next {draws} draws from the stock? Write a fraction, or a decimal to 3 places."
    )
    return question, {
        "answer": outs_chance(outs, seen, draws),
        "tolerance": 0.0005,
        "close": 0.01,
        "hint": "The unseen cards are 52 - 10 - the discards seen; use outs_chances(...).",
    }


#: What can be asked about the 4 copies of a card among the removed cards.
GYUMI_KINDS = (
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
GYUMI_REMOVED = {2: 30, 3: 20, 4: 10}


def gyumi_box_chance(removed: int, kind: str) -> Fraction:
    """Chance that ``kind`` of the 4 copies of a card are among ``removed`` of the 120 cards."""
    if kind not in _COPIES:
        raise ValueError(f"kind must be one of {GYUMI_KINDS}")
    total = comb(120, removed)
    return sum(
        (Fraction(comb(4, j) * comb(116, removed - j), total) for j in _COPIES[kind]), Fraction(0)
    )


#: What the GYÜMI lesson prints: with 2 players, no plum 1 removed and all four removed.
_GYUMI_SHOWN = [gyumi_box_chance(30, "none"), Fraction(comb(116, 26), comb(120, 30))]
_GYUMI_VERSIONS = _distinct(
    [{"players": 3, "kind": "at least one"}]
    + [{"players": n, "kind": kind} for n in (2, 3, 4) for kind in GYUMI_KINDS],
    lambda players, kind: gyumi_box_chance(GYUMI_REMOVED[players], kind),
    _GYUMI_SHOWN,
    4,
)


@_exercise("gyumi-1", _GYUMI_VERSIONS, {"players": 3, "kind": "at least one"})
def _gyumi(p: Params) -> Built:
    players, kind = p["players"], p["kind"]
    removed = GYUMI_REMOVED[players]
    question = (
        f"With {players} players ({removed} cards go back to the box unseen), what is the chance "
        f"that {kind} of the 4 copies of the plum 1 is in the box? A decimal to 4 places."
    )
    return question, {
        "answer": gyumi_box_chance(removed, kind),
        "tolerance": 0.00005,
        "close": 0.005,
        "hint": "Count the sets of removed cards: binomial coefficients of 4, 116 and 120.",
    }


def games_for_margin(rate: float, margin: float) -> int:
    """Games needed for a two-sided 95 % interval of about ±``margin`` around a win rate."""
    n = 1.96**2 * rate * (1 - rate) / margin**2
    return int(n) + (n > int(n))


_GNUMIES_VERSIONS = [
    {"rate": r, "points": m}
    for r in (0.55, 0.6, 0.65, 0.67, 0.7, 0.75, 0.8, 0.85)
    for m in (1, 2, 3)
]


@_exercise("gnumies-4", _GNUMIES_VERSIONS, {"rate": 0.67, "points": 1})
def _gnumies(p: Params) -> Built:
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


def exact_lower_all_won(n: int, confidence: float = 0.95) -> float:
    """The exact one-sided lower confidence bound for a win rate when all ``n`` games are won:
    the p at which winning all n has chance 1 - confidence, (1 - confidence)^(1/n)."""
    return (1 - confidence) ** (1 / n)


def wilson_lower_all_won(n: int) -> float:
    """The lower end of the two-sided 95 % Wilson interval when all ``n`` games are won (a
    one-sided 97.5 % lower confidence bound)."""
    from scipy.stats import binomtest

    return float(binomtest(n, n).proportion_ci(method="wilson").low)


#: What the Carousel lesson prints or plots for n of n, and its exit ticket's 30 of 30 (and the
#: 97.5 % of "a one-sided 97.5 % bound", which a 116-game version would print as its answer).
_CAROUSEL_SHOWN = (6, 20, 30, 50, 100, 200, 500, 1000)
_CAROUSEL_VERSIONS = _distinct(
    [{"games": n} for n in (60, *range(8, 150, 4), 25, 45, 75, 125) if n not in _CAROUSEL_SHOWN],
    lambda games: exact_lower_all_won(games),
    [exact_lower_all_won(n) for n in _CAROUSEL_SHOWN] + [0.975],  # "one-sided 97.5 %"
    3,
)


@_exercise("carousel-4", _CAROUSEL_VERSIONS, {"games": 60})
def _carousel(p: Params) -> Built:
    n = p["games"]
    question = (
        f"A bot wins all of {n} games. What is the exact one-sided 95 % lower confidence bound "
        f"for its win rate (the rate p at which winning all {n} has chance 5 %)? "
        "A decimal to 3 places (or a percentage to 1 place)."
    )
    return question, {
        "answer": exact_lower_all_won(n),
        "tolerance": 0.0005,
        "close": 0.02,
        "hint": "Solve p^n = 0.05 for p. Is yours the rule of three, 1 - 3/n? It is close, not exact.",
    }
