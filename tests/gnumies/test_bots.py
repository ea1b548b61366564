"""Bots of The Gnumies: legal moves always, sensible choices in clear positions, and results."""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine import RandomBot, simulate
from tabletop_widgets.gnumies import GAME
from tabletop_widgets.gnumies.bots import HighBot, LowBot, ThinkingBot, gain
from tabletop_widgets.gnumies.rules import GNALLI as G
from tabletop_widgets.gnumies.rules import WULLAWAKI as W

from .test_game import play, table


@pytest.mark.parametrize("n", [2, 3, 5])
def test_every_bot_finishes_games_with_legal_moves(n):
    bots = [ThinkingBot(), HighBot(), LowBot(), RandomBot(), ThinkingBot()][:n]
    rows = simulate(GAME, bots, 6, seed=n, progress=False)  # play_game checks every move
    assert len(rows) == 6 and all(len(r["winners"]) >= 1 for r in rows)


def test_gain_counts_pairs_sets_and_the_wullawaki():
    assert gain([], 7) == 7
    assert gain([7], 7) == 13  # a pair: 20 instead of 7
    assert gain([7, 7], 7) == 30  # three: 50 instead of 20
    assert gain([2, 9], W) == -2  # one Wullawaki throws out the lowest card
    assert gain([2, 9, W], W) == -7  # two throw out the highest instead: 2 left of 11


def choice(state, seat, bot=None):
    bot = bot or ThinkingBot()
    return bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(0))


def test_fixed_bots_play_their_extreme_card():
    state = table(2, [7, 8])
    assert choice(state, 0, HighBot()) == {"type": "play", "card": 100}
    assert choice(state, 0, LowBot()) == {"type": "play", "card": 10}


def test_thinking_bot_bids_the_cheapest_card_that_beats_what_the_opponent_holds():
    # The opponent holds only its 10 and 20: a 30 beats anything it can play for the pair.
    state = table(2, [7, 8], hands=[[30, 60, 90, G], [10, 20]])
    state["rooms"] = [[7], []]
    assert choice(state, 0) == {"type": "play", "card": 30}


def test_thinking_bot_concedes_a_worthless_offer_with_its_lowest_card_or_gnalli():
    state = table(2, [1, 8], hands=[[30, 60, 90], list(range(10, 101, 10))])
    assert choice(state, 0) == {"type": "play", "card": 30}
    state = table(2, [1, 8], hands=[[30, 60, 90, G], list(range(10, 101, 10))])
    assert choice(state, 0) == {"type": "play", "card": G}


def test_thinking_bot_avoids_a_second_wullawaki():
    state = table(2, [W, 8])
    state["rooms"] = [[W, 5, 5, 9], []]
    assert choice(state, 0) == {"type": "play", "card": 10}  # lowest: let the other take it


def test_thinking_bot_keeps_a_good_card_seen_with_the_gnalli_and_gives_away_a_poor_one():
    state = play(table(3, [1, 7, 2]), G, 40, 60)
    state["rooms"][0] = [7, 7]  # a third 7 is worth 30 more
    assert choice(state, 0) == {"type": "keep"}
    state = play(table(3, [1, 1, 2]), G, 40, 60)  # a Borsi (1): worth little to anyone
    state["rooms"] = [[], [1, 5], [9]]  # seat 1 would get 19 from it, seat 2 only 1
    assert choice(state, 0) == {"type": "give", "to": 2}


def test_thinking_bot_beats_random_bots():
    # A small fixed sample (the full report is benchmarks/bench_gnumies.py): seeded, so stable.
    rows = simulate(GAME, [ThinkingBot(), RandomBot()], 60, seed=77, progress=False)
    assert sum(r["win_0"] for r in rows) / 60 > 0.5


def test_thinking_bot_chooses_the_best_wullawaki_discards():
    state = table(2, [7], options={"wullawaki_choice": "players"})
    state["rooms"][0] = [W, W, W, 2, 9, 9, 9, "copicastor"]
    state = play(state, 10, 20)
    while GAME.seats_to_act(state):
        state = GAME.apply(state, 0, choice(state, 0))
    assert GAME.scores(state)[0] == 20  # the best possible (see test_rules)


def test_bots_finish_games_where_players_choose_discards():
    rows = simulate(
        GAME,
        [ThinkingBot(), RandomBot(), LowBot()],
        8,
        seed=3,
        options={"wullawaki_choice": "players"},
        progress=False,
    )
    assert len(rows) == 8
