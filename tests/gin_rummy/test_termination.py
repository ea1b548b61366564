"""Every Gin game ends: FairBot no longer takes back its own discards, and the stall limit
(docs/rules/gin_rummy.md C12) ends a hand in which nobody draws from the stock.

Cost: about 6 s of CPU (2,400 one-hand games of the cheap bots at ~1.5 ms, eight coach games)."""

from __future__ import annotations

import itertools
import random

import pytest

from tabletop_widgets.engine.registry import bots_of
from tabletop_widgets.engine.simulate import play_game
from tabletop_widgets.gin_rummy import GAME, FairBot
from tabletop_widgets.gin_rummy.bots import CoachBot
from tabletop_widgets.gin_rummy.game import STALL_TURNS
from tabletop_widgets.gin_rummy.rules import best_discard, min_deadwood

ONE_HAND = {"match_target": 0}
#: C12's bound: at most 20 turns (10 per player) for each of the 31 stock cards.
MAX_TURNS = 2 * STALL_TURNS * 31
#: The seeds at which two FairBots passed 4♠, 5♥ and 6♣ round the pile for ever (issue 41).
CYCLING_SEEDS = (10139, 10317, 10320, 10356, 10380)


class PilePasser:
    """Takes the discard pile's top card whenever it may and never knocks: the worst case."""

    name = "passer"

    def choose(self, view, legal, rng):
        take = {"type": "draw", "source": "discard"}
        if take in legal:
            return take
        return next(a for a in legal if a["type"] in ("draw", "discard"))


def _stalled(state):
    return state["last_hand"].get("stalled")


def test_fair_bots_no_longer_pass_cards_round_the_pile():
    for seed in CYCLING_SEEDS:
        state = play_game(GAME, [FairBot(), FairBot()], seed, ONE_HAND, max_moves=2000)
        assert state["over"] and not _stalled(state), seed


def test_fair_bot_takes_back_its_own_discard_only_to_lower_its_deadwood_and_once():
    """What breaks the cycle, and keeps every other game as it was (the lesson's numbers)."""
    retakes = 0
    for seed in (*CYCLING_SEEDS, *range(40)):
        state = GAME.new_state(2, seed, ONE_HAND)
        bots = [FairBot(), FairBot()]
        thrown: list[set[str]] = [set(), set()]
        back: list[set[str]] = [set(), set()]
        rngs = [random.Random(0), random.Random(1)]
        while not state["over"]:
            seat = state["current"]
            view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
            action = bots[seat].choose(view, legal, rngs[seat])
            top = state["discard"][-1] if state["discard"] else None
            if action == {"type": "draw", "source": "discard"} and top in thrown[seat]:
                hand = view["hand"]
                assert best_discard([*hand, top], forbidden=top)[1] < min_deadwood(hand)
                assert top not in back[seat], f"{top} taken back twice (seed {seed})"
                back[seat].add(top)
                retakes += 1
            if "card" in action:
                thrown[seat].add(action["card"])
            state = GAME.apply(state, seat, action)
    assert retakes > 0, "the cycling seeds take cards back"


def test_every_game_between_registered_bots_ends_within_the_stall_bound():
    """2,000 seeds, the ordered pairs of the registered bots in turn (the coach: below)."""
    names = sorted(n for n in bots_of("gin_rummy") if n != "coach")
    assert {"random", "greedy", "fair"} <= set(names)
    pairs = list(itertools.product(names, repeat=2))
    bots = bots_of("gin_rummy")
    stalled = 0
    for seed in range(2000):
        a, b = pairs[seed % len(pairs)]
        state = play_game(GAME, [bots[a], bots[b]], seed, ONE_HAND, max_moves=2 * MAX_TURNS)
        assert state["over"] and state["turns"] <= MAX_TURNS
        stalled += bool(_stalled(state))
    assert stalled < 20  # the limit is a backstop: these bots hardly ever reach it


@pytest.mark.parametrize("other", ["coach", "fair", "greedy", "random"])
def test_the_coach_ends_its_games(other):
    bots = bots_of("gin_rummy")
    opponent = (lambda: CoachBot(worlds=2)) if other == "coach" else bots[other]
    for seed in (1, 10139):
        state = play_game(
            GAME, [lambda: CoachBot(worlds=2), opponent], seed, ONE_HAND, max_moves=2 * MAX_TURNS
        )
        assert state["over"]


def test_the_stall_limit_ends_a_hand_of_pile_passers_as_a_draw():
    state = play_game(GAME, [PilePasser(), PilePasser()], 3, ONE_HAND, max_moves=5000)
    last = state["last_hand"]
    assert last["kind"] == "draw" and last["points"] == 0 and last["stalled"] == 2 * STALL_TURNS
    assert state["turns"] == 2 * STALL_TURNS and len(state["stock"]) == 31
    assert last["lines"] == [
        f"Nobody drew from the stock for {2 * STALL_TURNS} turns in a row: the hand is a draw, "
        "0 points (the stall limit, C12)."
    ]
    assert GAME.result(state)["draws"] == 1


def test_the_stall_count_restarts_at_a_stock_draw_and_is_in_the_view():
    state = GAME.new_state(2, 4, {**ONE_HAND, "stall_turns_per_player": 3})
    for seat, source in [(0, "discard"), (1, "discard"), (0, "stock"), (1, "discard")]:
        state = GAME.apply(state, seat, {"type": "draw", "source": source})
        taken = state["taken"]
        card = next(c for c in state["hands"][seat] if c != taken)
        state = GAME.apply(state, seat, {"type": "discard", "card": card})
    view = GAME.view(state, 0)
    assert (view["stall"], view["stall_limit"]) == (1, 6)


def test_the_describe_line_says_why_a_stalled_hand_ended():
    state = GAME.new_state(2, 3, {**ONE_HAND, "stall_turns_per_player": 1})
    passer = PilePasser()
    for _ in range(3):
        seat = state["current"]
        state = GAME.apply(state, seat, passer.choose(None, GAME.legal_actions(state, seat), None))
    seat = state["current"]
    action = passer.choose(None, GAME.legal_actions(state, seat), None)
    after = GAME.apply(state, seat, action)
    assert after["over"]
    line = GAME.describe(state, seat, action, after)
    assert "Nobody drew from the stock for 2 turns: the hand is a draw (0 points" in line


def test_without_the_limit_pile_passers_never_end():
    with pytest.raises(RuntimeError, match="did not end within 3000 moves"):
        play_game(
            GAME,
            [PilePasser(), PilePasser()],
            3,
            {**ONE_HAND, "stall_turns_per_player": 0},
            max_moves=3000,
        )


@pytest.mark.parametrize("bad", [-1, 1001, 2.5, True, "10"])
def test_a_bad_stall_option_is_refused(bad):
    with pytest.raises(ValueError, match="stall_turns_per_player"):
        GAME.new_state(2, 1, {"stall_turns_per_player": bad})
