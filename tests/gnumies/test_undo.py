"""Undo never shows the future (issue 11): sealed bot choices are re-made afresh.

In The Gnumies the bots seal their cards before the person chooses; the person's pick
that completes the round reveals them. After Undo the widget takes those bot choices
back and the bots choose again with fresh randomness, and the face-down supply is
reshuffled. Over 200 trials (the same completing pick each time) the bots' revealed
picks equal the previous trial's no more often than chance allows: with two random
bots each choosing among n1 and n2 allowed cards, p = 1/(n1 n2); the test allows the
count k whose binomial tail P(X > k | n=200, p) is below 1e-6 (fails once in a million
runs by bad luck, and always when Undo keeps the bots' old picks).
"""

from __future__ import annotations

import copy
from collections import Counter
from math import comb

from tabletop_widgets.engine import RandomBot
from tabletop_widgets.gnumies import GAME, GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot

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


def bot_bids(w: GnumiesWidget) -> list:
    return [card for seat, card, _ in w.view["reveal"]["bids"] if seat != 0]


def redo_trials(bots: list, trials: int = TRIALS, pick: int = 100) -> tuple[int, int, float, float]:
    """(same bot picks, same next supply card, p of the first, p of the second)."""
    same_bids = same_top = 0
    p_bids = p_top = 0.0
    for table in range(TABLES):  # a fresh table now and then keeps the log (and replay) short
        w = GnumiesWidget([None, *bots], seed=table)
        start = w.state
        allowed = [len(GAME.allowed_cards(start, s)) for s in range(1, len(bots) + 1)]
        p_bids = max(p_bids, 1 / (allowed[0] * allowed[1]))
        supply = Counter(start["supply"])
        p_top = max(p_top, max(supply.values()) / len(start["supply"]))
        w.act({"type": "play", "card": pick})
        before = (bot_bids(w), w.state["supply"][-1])
        for _ in range(trials // TABLES):
            w.undo()
            assert w.state["round"] == 1 and w.legal == GAME.legal_actions(start, 0)
            assert Counter(w.state["supply"]) == supply
            top = w.state["supply"][-1]  # the next party card, drawn afresh
            w.act({"type": "play", "card": pick})
            after = (bot_bids(w), top)
            same_bids += after[0] == before[0]
            same_top += after[1] == before[1]
            before = after
    return same_bids, same_top, p_bids, p_top


def test_sealed_bot_picks_are_re_made_afresh_after_undo():
    same_bids, same_top, p_bids, p_top = redo_trials([RandomBot(), RandomBot()])
    assert same_bids <= binomial_bound(TRIALS, p_bids)
    assert same_top <= binomial_bound(TRIALS, p_top)


def test_the_thinking_bot_with_jitter_re_makes_its_choice():
    # Deterministic by default (ThinkingBot(): same view, same card); with jitter its
    # re-made choice varies. The offer and the hands are the same in every trial, so
    # this only checks that the bots do not always seal the same pair of cards.
    same_bids, _, _, _ = redo_trials([ThinkingBot(jitter=0.3), ThinkingBot(jitter=0.3)], 100)
    assert same_bids < 90


def test_the_thinking_bot_forgets_reveals_taken_back_with_undo():
    w = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=3)
    w.act({"type": "play", "card": 10})
    w.act({"type": "play", "card": 20})
    bot = w.table.bots[1]
    learned = copy.deepcopy((bot._habit, bot._learned))  # after its round-3 choice
    w.act({"type": "play", "card": 30})  # round 3 revealed: the bots learn from it
    assert bot._learned != learned[1]
    w.undo()  # round 3 taken back: what was learned from its reveal is forgotten
    assert (bot._habit, bot._learned) == learned
