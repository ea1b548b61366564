"""The Yum lesson's material: the per-student exercise (the chain of alike dice) and the answer
keys of ``notebooks/yum_lesson.ipynb`` (registered with the game as its ``lesson``).

>>> five_alike_within(2)
Fraction(221, 17496)
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from itertools import product
from math import comb

from ..lessons.instances import distinct
from ..lessons.keys import pct, wilson
from ..lessons.lesson import Built, ExerciseKind, Key, Lesson, Params, collected

# --- Section 1's Markov chain, and the exercise on it ---


def _alike_state(k: int, rolled: tuple[int, ...]) -> int:
    """Dice showing the most common face after keeping ``k`` of it and rolling ``rolled``."""
    counts = [rolled.count(f) for f in range(1, 7)]
    if k == 0:
        return max(counts)
    return max(k + counts[0], max(counts[1:], default=0))


@lru_cache(maxsize=1)
def alike_chain() -> tuple[tuple[Fraction, ...], ...]:
    """Section 1's Markov chain of the Yum lesson: state = dice showing the most common face,
    keeping them and re-rolling the rest (state 0: before the first roll)."""
    rows = []
    for k in range(6):
        row = [Fraction(0)] * 6
        if k == 5:
            row[5] = Fraction(1)
        else:
            outcomes = list(product(range(1, 7), repeat=5 - k))
            for rolled in outcomes:
                row[_alike_state(k, rolled)] += Fraction(1, len(outcomes))
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
SHOWN = [five_alike_within(3)]
VERSIONS = distinct(
    [{"rolls": 2, "alike": 5}]
    + [{"rolls": n, "alike": k} for n in range(2, 9) for k in range(1, 6)],
    lambda rolls, alike: alike_after(rolls)[alike],
    SHOWN,
    4,
)


def _build(p: Params) -> Built:
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


EXERCISE = ExerciseKind.of("yum-1", VERSIONS, {"rolls": 2, "alike": 5}, _build)


# --- The answer keys ---


#: A figure of this lesson and how it is quoted (``Key.written``, the lesson named once).
_figure = partial(Key.written, "yum")


def _exercise_1() -> Key:
    two = five_alike_within(2)
    decimal = f"{float(two):.4f}"
    return _figure(
        "exercise 1",
        two,
        f"{two} ≈ {decimal}",
        notebook=f"{two} {decimal}",
        guide=f"$221/17496 \\approx {decimal}$" if two == Fraction(221, 17496) else (),
        reveals=(str(two), decimal, f"{float(two):.5%}"),
    )


def _exercise_3() -> Key:
    straight = Fraction(2 * 120, 6**5)
    return _figure("exercise 3", straight, str(straight), notebook="{}", guide="$240/7776 = {}$")


def _exit_ticket() -> Key:
    two_pairs = Fraction(comb(6, 2) * 4 * 30, 6**5)
    decimal = f"{float(two_pairs):.4f}"
    return _figure(
        "exit ticket",
        two_pairs,
        f"{two_pairs} ≈ {decimal}",
        notebook=f"two pairs on the first roll {two_pairs} = {decimal}",
        guide=f"$1800/7776 = {two_pairs} \\approx {decimal}$",
        reveals=(str(two_pairs), decimal, "1800/7776"),
    )


def _exercise_6() -> Key:
    first = Fraction(6, 6**5)
    percent = f"{100 * float(first):.2f}"
    return _figure(
        "exercise 6",
        first,
        str(first),
        notebook="{}",
        guide=f"$6/7776 = {first} \\approx {percent}\\,\\%$",
        reveals="6/7776",
    )


def _simulation() -> Key:
    """The 20,000 simulated turns of section 1, with Wilson intervals."""
    import numpy as np

    from . import probability as prob

    hits = prob.simulate_five_of_a_kind(rolls=3, trials=20_000, seed=1)
    k = int(np.sum(hits))
    lo, hi = wilson(k, 20_000)
    return Key(
        "yum",
        "simulation",
        k / 20_000,
        f"{k / 20_000:.4f} [{lo:.4f}, {hi:.4f}]",
        notebook=(f"{k / 20_000:.4f}  95 % Wilson interval [{lo:.4f}, {hi:.4f}]",),
        guide=(f"{k / 20_000:.4f}, Wilson [{lo:.4f}, {hi:.4f}]",),
    )


def _class_spread() -> Key:
    """A student's 13 turns, a class of 24 (the "With your class" spread)."""
    from scipy.stats import binom

    from . import probability as prob

    p = float(prob.five_of_a_kind_chance(3))
    pmf = [binom.pmf(j, 13, p) for j in range(2)]
    two_up, three_up = binom.sf(1, 13, p), binom.sf(2, 13, p)
    sentence = (
        f"In 13 turns a student sees no Yum with chance {pct(pmf[0])}, one Yum "
        f"({pct(1 / 13, 1)}) with chance {pct(pmf[1])} and two or more ({pct(2 / 13)} or more) "
        f"with chance {pct(two_up)}; in a class of 24, some student at {pct(2 / 13)} or more is "
        f"very likely ({pct(1 - (1 - two_up) ** 24)}), one at {pct(3 / 13)} or more (three Yums) "
        f"happens in about {pct(1 - (1 - three_up) ** 24)} of classes."
    )
    return Key(
        "yum", "class spread", pmf[0], sentence, notebook=(sentence,), run_a_class=(sentence,)
    )


def lesson() -> Lesson:
    """The Yum lesson's material (the registry's ``lesson=``): its exercise, and its answer keys in
    the guide's order."""
    keys = collected(
        _exercise_1, _exercise_3, _exit_ticket, _exercise_6, _simulation, _class_spread
    )
    return Lesson(exercises=(EXERCISE,), keys=keys, order=1)
