"""Carousel bots: legal moves only, the solver's play, safe knocks, and the hand-only baseline."""

from __future__ import annotations

import random

from tabletop_widgets.carousel import GAME
from tabletop_widgets.carousel.bots import GreedyBot, HandMeldBot, SolverBot, safe_to_knock
from tabletop_widgets.engine import play_game

from .test_game import make


def test_solver_bot_rearranges_the_table():
    s = make(
        hands=["8H 8D KC QC", "2H 3H 9C TC JC"], table=["5S 6S 7S 8S"], stock="4C 5C 6D", draws=1
    )
    view, legal = GAME.view(s, 0), GAME.legal_actions(s, 0)
    action = SolverBot().choose(view, legal, random.Random(0))
    assert action["type"] == "play"
    after = GAME.apply(s, 0, action)  # legal
    assert after["hands"][0] == ["QC", "KC"]
    # the hand-only bot cannot use the table's 8S: it has no meld of its own and draws
    assert HandMeldBot().choose(view, legal, random.Random(0)) == {"type": "draw"}


def test_hand_meld_bot_leaves_the_table_as_it_was():
    s = make(
        hands=["8H 8D 8C 9H", "2H 3H 9C TC JC"], table=["5S 6S 7S 8S"], stock="4C 5C 6D", draws=1
    )
    action = HandMeldBot().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert action["melds"][0] == ["5S", "6S", "7S", "8S"] and action["melds"][1] == [
        "8H",
        "8D",
        "8C",
    ]


def test_knocks_only_when_safe():
    s = make(hands=["AS 2D", "2H 3H 9C TC JC"], stock="4C 5C 6D", step="end")
    view, legal = GAME.view(s, 0), GAME.legal_actions(s, 0)
    assert safe_to_knock(view) and SolverBot().choose(view, legal, random.Random(0)) == {
        "type": "knock"
    }
    s = make(hands=["AS 2D", "2H 3H"], stock="4C 5C 6D", step="end")
    view, legal = GAME.view(s, 0), GAME.legal_actions(s, 0)
    assert not safe_to_knock(view) and SolverBot().choose(view, legal, random.Random(0)) == {
        "type": "end_turn"
    }


def test_bot_games_end_legally():
    for bots in ([SolverBot(), HandMeldBot()], [GreedyBot(), HandMeldBot(), GreedyBot()]):
        state = play_game(GAME, bots, seed=3)  # play_game applies every move through the rules
        assert GAME.is_terminal(state) and max(state["totals"]) >= 150
