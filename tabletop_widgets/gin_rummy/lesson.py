"""The Gin Rummy lesson's material: the per-student exercise (the chance of drawing an out) and
the answer keys of ``notebooks/gin_rummy_lesson.ipynb`` (registered with the game as its
``lesson``).

>>> outs_chance(1, 4, 3)
Fraction(3, 38)
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import partial
from math import comb, sqrt
from typing import Any

from ..lessons.instances import distinct
from ..lessons.keys import DATA, pct, wilson
from ..lessons.lesson import Built, ExerciseKind, Key, Lesson, Params

# --- The exercise: at least one out in the next draws ---


def outs_chance(outs: int, seen_discards: int, draws: int) -> Fraction:
    """Exact P(at least one of ``outs`` cards in the next ``draws`` stock draws) in Gin Rummy."""
    unseen = 52 - 10 - seen_discards
    return 1 - Fraction(comb(unseen - outs, draws), comb(unseen, draws))


#: What the Gin lesson prints: section 3's 2 outs, 3 discards seen, 3 draws.
SHOWN = [outs_chance(2, 3, 3)]
VERSIONS = distinct(
    [{"outs": 1, "seen_discards": 4, "draws": 3}]
    + [
        {"outs": o, "seen_discards": s, "draws": t}
        for o in (1, 2, 3, 4)
        for s in range(3, 9)
        for t in (2, 3, 4, 5)
    ],
    outs_chance,
    SHOWN,
    3,
)


def _build(p: Params) -> Built:
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


EXERCISE = ExerciseKind.of("gin-2", VERSIONS, {"outs": 1, "seen_discards": 4, "draws": 3}, _build)


#: A figure of this lesson and how it is quoted (``Key.written``, the lesson named once).
_figure = partial(Key.written, "gin_rummy")


# --- Exercise 1: an impatient knocker against a patient one, deal by deal ---

Games = list[dict[str, Any]]


def _paired_runs() -> tuple[Games, Games]:
    """The same 200 seeded deals played by an impatient knocker and by the patient pair."""
    from ..engine import play_game
    from .bots import FairBot
    from .game import GAME

    one = {"match_target": 0}
    patient = [play_game(GAME, [FairBot(), FairBot()], seed=s, options=one) for s in range(200)]
    bot = FairBot(early=10, middle=10, late=10)
    hasty = [play_game(GAME, [bot, FairBot()], seed=s, options=one) for s in range(200)]
    return hasty, patient


def _kind(state: dict[str, Any]) -> str:
    return state["last_hand"]["kind"]


def _half_width(values) -> float:
    """Half the width of the two-sided 95 % t interval of the mean of ``values``."""
    from scipy.stats import t as t_dist

    return float(t_dist.ppf(0.975, len(values) - 1) * values.std(ddof=1) / sqrt(len(values)))


def _paired(a, b) -> tuple[float, float]:
    """The mean paired difference a - b and its 95 % t half-width."""
    import numpy as np

    d = np.asarray(a, float) - np.asarray(b, float)
    return float(d.mean()), _half_width(d)


def _ended_turns(hasty: Games, patient: Games):
    """The turns of the deals that ended in a knock or gin in both runs (impatient, patient)."""
    import numpy as np

    ended = [(i, p) for i, p in zip(hasty, patient) if "draw" not in (_kind(i), _kind(p))]
    t_i = np.array([i["turns"] for i, _ in ended], float)
    t_p = np.array([p["turns"] for _, p in ended], float)
    return t_i, t_p


def _turns_key(t_i, t_p) -> Key:
    """How much shorter the impatient deals are: the paired difference of turns."""
    d, half = _paired(t_i, t_p)
    turns = (
        f"{t_i.mean():.1f} ± {_half_width(t_i):.1f} turns against "
        f"{t_p.mean():.1f} ± {_half_width(t_p):.1f}"
    )
    return _figure(
        "exercise 1 turns",
        d,
        f"{d:.1f} ± {half:.1f}",
        notebook="deal by deal: {}",
        guide=(turns, "paired difference is {} turns"),
    )


def _sign_test_key(t_i, t_p) -> Key:
    """The same deals counted shorter, as long and longer, and the two-sided sign test."""
    from scipy.stats import binomtest

    shorter, same, longer = int((t_i < t_p).sum()), int((t_i == t_p).sum()), int((t_i > t_p).sum())
    sign_p = binomtest(longer, shorter + longer).pvalue
    signs = (
        f"shorter in {shorter}, as long in {same}, longer in {longer}; "
        f"sign test (two-sided): p = {sign_p:.1e}"
    )
    return _figure(
        "exercise 1 sign test",
        sign_p,
        signs,
        notebook="{}",
        guide=(f"{shorter} deals shorter, {same} as long, {longer} longer", f"p = {sign_p:.1e}"),
        reveals=f"p = {sign_p:.1e}",
    )


def _undercuts_key(hasty: Games, patient: Games) -> Key:
    """How often the impatient knocker is undercut, and its share of the deals where only one
    run was (exact interval)."""
    import numpy as np
    from scipy.stats import binomtest

    u_i = np.array([_kind(s) == "undercut" for s in hasty])
    u_p = np.array([_kind(s) == "undercut" for s in patient])
    only_i, only_p = int((u_i & ~u_p).sum()), int((u_p & ~u_i).sum())
    share = binomtest(only_i, only_i + only_p).proportion_ci(method="exact")
    return Key(
        "gin_rummy",
        "exercise 1 undercuts",
        float(u_i.sum()),
        f"{int(u_i.sum())} against {int(u_p.sum())}",
        notebook=(
            f"impatient {int(u_i.sum())} of 200",
            f"patient pair {int(u_p.sum())} of 200",
        ),
        guide=(
            f"{int(u_i.sum())} undercuts against {int(u_p.sum())}",
            f"{only_i} of the {only_i + only_p} deals",
            f"[{share.low:.0%}, {share.high:.0%}]".replace("%", " %"),
        ),
        reveals=(f"[{share.low:.0%}, {share.high:.0%}]",),
    )


def _points_key(hasty: Games, patient: Games) -> Key:
    """The points margin of the impatient run minus the patient run, deal by deal."""

    def margin(s: dict[str, Any]) -> float:
        return s["totals"][0] - s["totals"][1]

    dm, hm = _paired([margin(s) for s in hasty], [margin(s) for s in patient])
    text = f"{dm:.1f} ± {hm:.1f}"
    return _figure(
        "exercise 1 points", dm, text, notebook="impatient run minus patient run: {}", guide="{}"
    )


# --- Exercise 2, the exit ticket and the class's zero ---


def _exercise_2() -> Key:
    chance = outs_chance(1, 4, 3)
    before, after = f"{float(outs_chance(2, 3, 3)):.3f}", f"{float(chance):.3f}"
    return _figure(
        "exercise 2",
        chance,
        f"{before} -> {after}",
        notebook="exercise 2: {}",
        guide=f"from {before} to {after}",
        reveals=after,
    )


def _exit_ticket() -> Key:
    exit_ticket = 1 - comb(34, 7) / comb(37, 10)
    return _figure(
        "exit ticket",
        exit_ticket,
        f"{exit_ticket:.4f}",
        notebook="C(37, 10) = {}",
        guide="1 - \\binom{34}{7}/\\binom{37}{10} \\approx {}",
        reveals=("{}", f"{exit_ticket:.3f}"),
    )


def _class_zero() -> Key:
    """Why a class of 30 most likely never sees a knockable deal (the shipped deadwood counts)."""
    data = json.loads((DATA / "gin_rummy_deadwood_counts.json").read_text())
    counts = {int(k): v for k, v in data["dealt"]["counts"].items()}
    p = sum(v for dw, v in counts.items() if dw <= 10) / sum(counts.values())
    see = 1 - (1 - p) ** 300
    upper = wilson(0, 300)[1]
    sentence = (
        f"a class of 30 dealing 10 hands each (300 hands) sees a knockable deal with probability "
        f"about 1 − (1 − {p:.5f})^300 ≈ {pct(see)}"
    )
    return Key(
        "gin_rummy",
        "class zero",
        see,
        sentence,
        run_a_class=(sentence, f"upper end, about {pct(upper, 1)}", f"one hand in {1 / p:,.0f}"),
        guide=(f"upper end (about {pct(upper, 1)})",),
    )


def answer_keys() -> list[Key]:
    """The Gin Rummy lesson's answer keys, in the guide's order."""
    hasty, patient = _paired_runs()
    t_i, t_p = _ended_turns(hasty, patient)
    return [
        _turns_key(t_i, t_p),
        _sign_test_key(t_i, t_p),
        _undercuts_key(hasty, patient),
        _points_key(hasty, patient),
        _exercise_2(),
        _exit_ticket(),
        _class_zero(),
    ]


def lesson() -> Lesson:
    """The Gin Rummy lesson's material (the registry's ``lesson=``): its exercise, and its
    answer keys (exercise 1's share the same 200 paired deals)."""
    return Lesson(exercises=(EXERCISE,), keys=answer_keys, order=2)
