"""Undo never shows the future (issue 11): a draw re-made after Undo meets a reshuffled pile.

Draw, look, Undo, draw again: over 200 trials the card drawn equals the previous one
no more often than chance allows. After Undo the draw pile and the removed cards (both
unseen) are shuffled together, so the top card is a uniform pick from that pool; a card
equal to the previous one has probability at most p = (copies of the commonest code in
the pool) / (pool size), about 4/118 with two players. The test allows the count k whose
binomial tail P(X > k | n=200, p) is below 1e-6 (the comparisons of consecutive
independent uniform draws are independent), and fails when Undo shows the old top card.
"""

from __future__ import annotations

from collections import Counter
from math import comb

from tabletop_widgets.engine import RandomBot
from tabletop_widgets.gyumi import GAME, GyumiWidget

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


def test_a_draw_re_made_after_undo_meets_a_reshuffled_pile():
    same, bound, seen = 0, 0, Counter()
    for table in range(TABLES):  # a fresh table now and then keeps the log (and replay) short
        w = GyumiWidget([None, RandomBot()], seed=table, options={"start_seat": 0})
        pool = Counter(GAME.draw_pile(w.state) + GAME.removed_cards(w.state))
        piles, series = GAME.discard_piles(w.state), w.state["series"]
        p = max(pool.values()) / sum(pool.values())
        w.act({"type": "draw"})
        before = w.view["holding"]
        for _ in range(TRIALS // TABLES):
            w.undo()
            assert w.view["step"] == "take" and w.view["holding"] is None
            assert Counter(GAME.draw_pile(w.state) + GAME.removed_cards(w.state)) == pool
            assert GAME.discard_piles(w.state) == piles and w.state["series"] == series  # seen
            w.act({"type": "draw"})
            same += w.view["holding"] == before
            before = w.view["holding"]
            seen[before] += 1
        bound = max(bound, binomial_bound(TRIALS, p))
    assert same <= bound
    assert len(seen) > 10  # many different cards came up, not a handful


def test_undo_after_a_discard_keeps_the_card_seen_and_redraws_the_pile():
    w = GyumiWidget([None, RandomBot()], seed=8, options={"start_seat": 0})
    w.act({"type": "draw"})
    held = w.view["holding"]
    w.act({"type": "discard", "pile": 0})  # the bot moves after it
    w.undo()
    assert w.view["step"] == "place" and w.view["holding"] == held  # the drawn card stays
    assert w.match.log[-1] == {"redraw": w.match.log[-1]["redraw"]}
