"""The Carousel lesson's material: the per-student exercise (a bound when every game is won) and
the answer keys of ``notebooks/carousel_lesson.ipynb`` (registered with the game as its
``lesson``).

>>> round(exact_lower_all_won(60), 4)
0.9513
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import ceil, comb

from ..lessons.instances import distinct
from ..lessons.keys import pct, wilson
from ..lessons.lesson import Built, ExerciseKind, Key, Lesson, Params, collected
from .experiments import poly_power

# --- The exercise: every game won, how good is the bot at least? ---


def exact_lower_all_won(n: int, confidence: float = 0.95) -> float:
    """The exact one-sided lower confidence bound for a win rate when all ``n`` games are won:
    the p at which winning all n has chance 1 - confidence, (1 - confidence)^(1/n)."""
    return (1 - confidence) ** (1 / n)


def wilson_lower_all_won(n: int) -> float:
    """The lower end of the two-sided 95 % Wilson interval when all ``n`` games are won (a
    one-sided 97.5 % lower confidence bound)."""
    return wilson(n, n)[0]


#: What the Carousel lesson prints or plots for n of n, and its exit ticket's 30 of 30 (and the
#: 97.5 % of "a one-sided 97.5 % bound", which a 116-game version would print as its answer).
SHOWN = (6, 20, 30, 50, 100, 200, 500, 1000)
VERSIONS = distinct(
    [{"games": n} for n in (60, *range(8, 150, 4), 25, 45, 75, 125) if n not in SHOWN],
    lambda games: exact_lower_all_won(games),
    [exact_lower_all_won(n) for n in SHOWN] + [0.975],  # "one-sided 97.5 %"
    3,
)


def _build(p: Params) -> Built:
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


EXERCISE = ExerciseKind.of("carousel-4", VERSIONS, {"games": 60}, _build)


# --- The answer keys ---


#: A figure of this lesson and how it is quoted (``Key.written``, the lesson named once).
_figure = partial(Key.written, "carousel")


def _exercise_2() -> Key:
    """The chance that 10 cards hold all four of some rank: one minus the hands with at most
    three of every rank (each of the 13 ranks gives 1 + 4x + 6x² + 4x³ ways; the coefficient of
    x¹⁰ counts those hands)."""
    at_most_two = poly_power([1, 4, 6, 4], 13)[10]
    chance = 1 - Fraction(at_most_two, comb(52, 10))
    return _figure("exercise 2", chance, f"{1 - at_most_two / comb(52, 10):.4f}", guide="≈ {}")


def _exercise_3() -> Key:
    need = 0.21 * (1.96 / 0.04) ** 2
    return _figure(
        "exercise 3",
        ceil(need),
        f"{ceil(need)}",
        notebook="so {} games",
        guide=f"\\approx {need:.1f}$, so **{ceil(need)}** games",
        reveals=("{} games", f"{need:.1f}"),
    )


def _bounds_line(n: int) -> str:
    """The notebook's line for n wins of n: the exact bound, the rule of three and Wilson's."""
    return (
        f"{n} of {n}: one-sided 95 % lower bounds: exact {exact_lower_all_won(n):.1%}, rule of "
        f"three {1 - 3 / n:.0%}; Wilson's lower end {wilson_lower_all_won(n):.1%} (one-sided 97.5 %)"
    )


def _bound_key(name: str, n: int, guide: tuple[str, ...], *also: str) -> Key:
    """The key of the exact one-sided bound when all ``n`` games are won, written to one place
    and quoted by the notebook's bounds line; a student's copy shows neither it (nor ``also``)
    nor Wilson's lower end."""
    bound, lower = exact_lower_all_won(n), wilson_lower_all_won(n)
    reveals = ("{}", pct(bound, 1), *also, f"{lower:.1%}")
    return _figure(
        name, bound, f"{bound:.1%}", notebook=_bounds_line(n), guide=guide, reveals=reveals
    )


def _exercise_4() -> Key:
    ex4, lower = exact_lower_all_won(60), wilson_lower_all_won(60)
    guide = (f"exact: at least {pct(ex4, 1)}", f"Wilson's lower end {pct(lower, 1)}")
    return _bound_key("exercise 4", 60, guide, f"{ex4:.3f}")


def _exit_ticket() -> Key:
    ticket, lower = exact_lower_all_won(30), wilson_lower_all_won(30)
    guide = (
        f"exact one-sided bound {pct(ticket, 1)}",
        f"rule of three {pct(1 - 3 / 30)}",
        f"Wilson's lower end {pct(lower, 1)}",
    )
    return _bound_key("exit ticket", 30, guide)


def class_sample_wins() -> int:
    """The lesson's small sample, played again: the greedy lay-off bot's wins in 6 seeded games
    against the hand-meld bot (the same call as the notebook's cell)."""
    from ..engine import simulate
    from .bots import GreedyBot, HandMeldBot
    from .game import GAME

    rows = simulate(GAME, [GreedyBot(), HandMeldBot()], games=6, seed=0, progress=False)
    return int(sum(r["win_0"] for r in rows))


def _small_sample() -> Key:
    """The 6 games of the class's small sample: Wilson's interval, and the bounds if all won."""
    wins = class_sample_wins()
    lo6, hi6 = wilson(wins, 6)
    if wins == 6:
        verdict = (
            f"every game won: one-sided 95 % lower bounds: exact 0.05^(1/6) = "
            f"{exact_lower_all_won(6):.1%}, rule of three {1 - 3 / 6:.0%}"
        )
        in_guide = (
            f"6 of 6 in class: Wilson [{pct(lo6)}, {pct(hi6)}] (two-sided); one-sided 95 % "
            f"lower bounds: exact {pct(exact_lower_all_won(6), 1)}, rule of three "
            f"{pct(1 - 3 / 6)}"
        )
    else:
        verdict = "not every game was won, so the rule of three does not apply"
        in_guide = f"{wins} of 6 in class: Wilson [{pct(lo6)}, {pct(hi6)}]"
    return Key(
        "carousel",
        "small sample",
        wins / 6,
        f"{wins} of 6 [{lo6:.0%}, {hi6:.0%}]",
        notebook=(
            f"{wins} wins of 6 games\n95 % Wilson interval [{lo6:.0%}, {hi6:.0%}] (two-sided)\n{verdict}",
        ),
        guide=(in_guide,),
    )


def _class_hands() -> Key:
    group = 12767263 / 34089335
    hands = 1.96**2 * group * (1 - group) / 0.05**2
    return _figure(
        "class hands",
        hands,
        f"{hands:.0f}",
        guide="≈ {} hands",
        run_a_class=f"1.96²·{group:.4f}·{1 - group:.4f}/0.05² ≈ {hands:.0f}",
        reveals="≈ {}",
    )


def lesson() -> Lesson:
    """The Carousel lesson's material (the registry's ``lesson=``): its exercise, and its answer
    keys in the guide's order."""
    keys = collected(
        _exercise_2, _exercise_3, _exercise_4, _exit_ticket, _small_sample, _class_hands
    )
    return Lesson(exercises=(EXERCISE,), keys=keys, order=5)
