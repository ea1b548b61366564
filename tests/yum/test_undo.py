"""Undo never shows the future (issue 11): a roll re-made after Undo meets fresh dice.

Over 200 trials (roll, look, Undo, roll again), the second roll equals the first no
more often than chance allows. Equal means the same five dice in the same order,
probability p = 6**-5; the test allows the count k whose binomial tail
P(X > k | n=200, p) is below 1e-6, so it fails by bad luck once in a million runs,
and always fails when Undo replays the old dice (200 of 200).
"""

from __future__ import annotations

from math import comb

from tabletop_widgets.engine import Match
from tabletop_widgets.yum import GAME, YumWidget

TRIALS = 200
TABLES = 10


def binomial_bound(n: int, p: float, alpha: float = 1e-6) -> int:
    """The smallest k with P(X > k) < alpha for X ~ Binomial(n, p)."""
    cumulative = 0.0
    for k in range(n + 1):
        cumulative += comb(n, k) * p**k * (1 - p) ** (n - k)
        if 1.0 - cumulative < alpha:
            return k
    return n


def test_binomial_bound_is_the_tail_quantile():
    assert binomial_bound(200, 0.5) < 200 and binomial_bound(200, 0.0) == 0
    assert binomial_bound(200, 1 / 6**5) == 3


def test_a_roll_re_made_after_undo_meets_fresh_dice():
    # Roll, Undo, roll, Undo, ...: each roll is compared with the one before it. The rolls
    # are independent uniform draws, so the comparisons are independent too.
    same = 0
    for table in range(TABLES):  # a fresh table now and then keeps the log (and replay) short
        w = YumWidget([None], seed=table)
        w.act({"type": "roll", "hold": []})
        before = list(w.view["dice"])
        for _ in range(TRIALS // TABLES):
            w.undo()
            assert w.view["rolls"] == 0 and w.view["dice"] == []
            w.act({"type": "roll", "hold": []})
            same += w.view["dice"] == before
            before = list(w.view["dice"])
        assert w.undos == [TRIALS // TABLES]
    assert same <= binomial_bound(TRIALS, 1 / 6**5)


def test_a_re_roll_keeps_the_held_dice_and_redraws_the_rest():
    same = 0
    for table in range(TABLES):
        match = Match(GAME, 1, seed=table)
        match.act({"type": "roll", "hold": []})
        seen = list(match.state["dice"])
        match.act({"type": "roll", "hold": [0, 1]})
        before = list(match.state["dice"])
        for _ in range(TRIALS // TABLES):
            match.undo()
            assert match.state["dice"] == seen  # what was seen stays
            match.act({"type": "roll", "hold": [0, 1]})
            assert match.state["dice"][:2] == seen[:2]
            same += match.state["dice"] == before
            before = list(match.state["dice"])
    assert same <= binomial_bound(TRIALS, 1 / 6**3)
