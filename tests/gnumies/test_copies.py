"""The fast paths of the Gnumies engine give what the plain ones gave.

``copy_state`` copies by the state's shape instead of a deep copy, and ``view`` scores each
room once: games must play out exactly as before, and neither a copy nor a view may share
a list or a dict with the state it came from (a view may be changed by whoever receives it;
``transition`` changes the copy).
"""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.engine import RandomBot, clone
from tabletop_widgets.engine.bots import bot_rng, make_bot, next_bot_move
from tabletop_widgets.gnumies import GAME
from tabletop_widgets.gnumies.bots import HighBot, LowBot, ThinkingBot
from tabletop_widgets.gnumies.game import LUCKYNIT_TEXT, PARTY_LABELS, GnumiesGame

OPTIONS = [
    {},
    {"wullawaki_choice": "players"},
    {"high_value_pairs_score_face": True, "sweep_counts_gnalli": False},
    {"wullawaki_choice": "players", "high_value_pairs_score_face": True},
]


class DeepCopied(GnumiesGame):
    """The Gnumies with the engine's own copy: a deep copy of the whole state."""

    def copy_state(self, state):
        return clone(state)


def play(game, bots, seed, options=None):
    """Every move of a seeded bot game: (seat, action, the mover's view, the state after)."""
    players = dict(enumerate(make_bot(b) for b in bots))
    rngs = {seat: bot_rng(seed, seat) for seat in players}
    state = game.new_state(len(players), seed, options)
    moves = [(None, None, None, state)]
    while (move := next_bot_move(game, state, players, rngs)) is not None:
        seat, action = move
        view = game.view(state, seat)
        state = game.apply(state, seat, action)
        moves.append((seat, action, view, state))
    return moves


def games():
    """Seeded games of 2 to 5 players under every option, some reaching the discard phase."""
    for i in range(16):
        n = 2 + i % 4
        bots = [ThinkingBot(jitter=0.2 * (i % 2)), HighBot, LowBot, RandomBot, RandomBot][:n]
        yield bots, 100 + i, {**OPTIONS[i % len(OPTIONS)], "age_order": list(range(n))[::-1]}


def containers(value, found=None) -> dict[int, object]:
    """Every list and dict inside ``value`` (itself included), by id; tuples are refused."""
    found = {} if found is None else found
    assert not isinstance(value, tuple), "states and views hold lists, not tuples"
    if isinstance(value, (list, dict)):
        found[id(value)] = value
        for inner in value.values() if isinstance(value, dict) else value:
            containers(inner, found)
    return found


def same_text(a, b) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@pytest.fixture(scope="module")
def states():
    found = [s for bots, seed, options in games() for *_, s in play(GAME, bots, seed, options)]
    phases = {s["phase"] for s in found}
    assert {"choose", "gnalli", "discard", "over"} <= phases  # every kind of state is covered
    assert any(s["reveal"] for s in found) and any(c for s in found for c in s["chosen_discards"])
    return found


def test_games_play_out_as_with_deep_copies():
    for bots, seed, options in games():
        fast = play(GAME, bots, seed, options)
        deep = play(DeepCopied(), bots, seed, options)
        assert len(fast) == len(deep)
        for move, reference in zip(fast, deep, strict=True):
            assert same_text(move, reference)
            assert move[3] == reference[3]


def test_copy_state_is_equal_and_shares_nothing_that_can_change(states):
    for state in states:
        copy = GAME.copy_state(state)
        assert copy == state and same_text(copy, state)
        assert list(copy) == list(state)  # the same keys in the same order
        shared = containers(copy).keys() & containers(state).keys()
        assert not shared, [containers(copy)[i] for i in shared]


def test_views_share_nothing_with_the_state_or_the_rules(states):
    constants = containers([LUCKYNIT_TEXT, PARTY_LABELS])
    for state in states[::3]:
        inside = containers(state).keys() | constants.keys()
        for seat in range(state["num_seats"]):
            for view in (GAME.view(state, seat), GAME.teacher_view(state, seat)):
                shared = containers(view).keys() & inside
                assert not shared, [containers(view)[i] for i in shared]


def test_views_hold_the_scores_and_facts_of_the_state(states):
    for state in states[::3]:
        view = GAME.view(state, 0)
        assert same_text(view["room_scores"], GAME.scores(state))
        assert view["room_lines"] == [
            list(GAME.room_score(state, s).lines) for s in range(state["num_seats"])
        ]
        for key in ("reveal", "options", "chosen_discards"):
            assert view[key] == state[key] and same_text(view[key], state[key])
