"""One suite for every registered game (DESIGN.md, rule 8).

A game joins by registering itself in its package; nothing here names a game.
Each game plays ``CONFORMANCE_GAMES`` (default 200) random seeded games, and the
recorded games are checked for: legal actions until the end, refused illegal
moves that change nothing, replay and save/load, conservation of components,
JSON-able states, and views that leak nothing hidden from their seat.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_widgets.engine import (
    CorruptSave,
    IllegalMove,
    Match,
    RandomBot,
    all_games,
    bot_rng,
    clone,
)

GAMES = all_games()
N_GAMES = int(os.environ.get("CONFORMANCE_GAMES", "200"))
SAVE_EVERY_STEP = 1  # games whose save/load is checked at every single step (others: 4 steps)
LEAK_SAMPLES = 12  # games whose views are checked against resampled hidden information


def seat_counts(game) -> list[int]:
    counts = getattr(game, "conformance_seats", None)
    return (
        list(counts)
        if counts
        else sorted({game.min_seats, min(game.max_seats, game.min_seats + 1), game.max_seats})
    )


class Recorded:
    def __init__(self, game, seed: int, num_seats: int):
        self.game, self.seed, self.num_seats = game, seed, num_seats
        self.match = Match(game, num_seats, seed)
        bot, rngs = RandomBot(), [bot_rng(seed, s) for s in range(num_seats)]
        self.states = [self.match.state]
        self.legal_by_step: list[dict[int, list]] = []
        for _ in range(50_000):
            acting = self.match.seats_to_act
            self.legal_by_step.append({s: self.match.legal_actions(s) for s in range(num_seats)})
            if not acting:
                break
            seat = rngs[0].choice(acting)
            legal = self.legal_by_step[-1][seat]
            self.match.act(bot.choose(self.match.view(seat), legal, rngs[seat]), seat)
            self.states.append(self.match.state)
        else:
            raise AssertionError(f"{game.name} seed {seed} did not end")


@cache
def recorded(name: str) -> tuple[Recorded, ...]:
    game = GAMES[name]
    counts = seat_counts(game)
    return tuple(Recorded(game, seed, counts[seed % len(counts)]) for seed in range(N_GAMES))


names = pytest.mark.parametrize("name", sorted(GAMES))


def test_games_are_registered():
    assert {"yum"} <= set(GAMES)


@names
def test_random_games_end_with_legal_actions_until_then(name):
    for rec in recorded(name):
        game = rec.game
        assert game.is_terminal(rec.states[-1])
        for state, legal in zip(rec.states, rec.legal_by_step):
            acting = game.seats_to_act(state)
            assert acting == sorted(set(acting)), "seats_to_act lists each seat once, in order"
            for seat in range(rec.num_seats):
                if seat in acting:
                    assert legal[seat], f"seat {seat} must act but has no legal action"
                else:
                    assert legal[seat] == [], f"seat {seat} is not to act but has moves"
        scores = game.scores(rec.states[-1])
        assert len(scores) == rec.num_seats
        assert set(game.winners(rec.states[-1])) <= set(range(rec.num_seats))


@names
def test_states_are_plain_json(name):
    for rec in recorded(name)[:50]:
        for state in rec.states:
            assert json.loads(json.dumps(state)) == state


@names
def test_components_are_conserved(name):
    for rec in recorded(name):
        start = rec.game.components(rec.states[0])
        for state in rec.states:
            assert rec.game.components(state) == start


@names
def test_replay_reproduces_every_step(name):
    for rec in recorded(name):
        assert list(rec.match.states()) == rec.states


@names
def test_save_and_load_reproduce_the_state(name):
    for index, rec in enumerate(recorded(name)):
        last = len(rec.states) - 1
        steps = (
            range(last + 1)
            if index < SAVE_EVERY_STEP
            else sorted({0, last // 3, 2 * last // 3, last})
        )
        for step in steps:
            partial = Match(rec.game, rec.num_seats, rec.seed)
            for entry in rec.match.log[:step]:
                partial.act(entry["action"], entry["seat"])
            loaded = Match.from_json(partial.to_json())
            assert loaded.state == rec.states[step]
            assert loaded.log == rec.match.log[:step]


@names
def test_undo_returns_to_the_previous_state(name):
    for rec in recorded(name)[:20]:
        match = Match.from_json(rec.match.to_json())
        for step in range(len(rec.states) - 1, max(0, len(rec.states) - 6), -1):
            match.undo()
            assert match.state == rec.states[step - 1]


@names
def test_tampered_saves_are_refused(name):
    rec = next(r for r in recorded(name) if len(r.match.log) >= 3)
    data = json.loads(rec.match.to_json())
    broken = [
        "not json at all",
        json.dumps([1, 2, 3]),
        json.dumps({**data, "version": 99}),
        json.dumps({**data, "seed": data["seed"] + 1}),
        json.dumps({**data, "log": data["log"][:-1]}),
        json.dumps({**data, "log": [*data["log"], {"seat": 0, "action": {"type": "nonsense"}}]}),
        json.dumps({**data, "log": [{"seat": "x", "action": None}]}),
        json.dumps({**data, "num_seats": 99}),
        json.dumps({**data, "game": "chess"}),
        json.dumps({**data, "checksum": "0" * 64}),
    ]
    for text in broken:
        with pytest.raises(CorruptSave):
            Match.from_json(text)


def mutations(action, rng: random.Random):
    """Near-miss and junk versions of a legal action."""
    yield None
    yield "pass"
    yield {"type": "no-such-move"}
    yield [action, action]
    if isinstance(action, dict):
        for key in list(action):
            bad = dict(action)
            bad[key] = rng.choice([None, -1, 999, "??", [], {"x": 1}, 1.5])
            yield bad
            smaller = {k: v for k, v in action.items() if k != key}
            yield smaller
        yield {**action, "extra": True}


@names
def test_illegal_moves_are_refused_and_change_nothing(name):
    rng = random.Random(1)
    for rec in recorded(name)[:20]:
        game = rec.game
        for step, state in enumerate(rec.states[:-1]):
            before = json.dumps(state, sort_keys=True)
            acting = game.seats_to_act(state)
            legal = rec.legal_by_step[step]
            for seat in range(rec.num_seats):
                candidates = list(mutations(rng.choice(legal[acting[0]]), rng))
                # a move legal for somebody else, or at another time
                other = rng.choice(rec.legal_by_step)
                candidates += [a for moves in other.values() for a in moves[:3]]
                for action in candidates:
                    lists_all = getattr(game, "lists_all_actions", True)
                    try:
                        game.apply(state, seat, action)
                    except IllegalMove as exc:
                        assert str(exc), "IllegalMove needs a message"
                        if lists_all:
                            assert action not in legal[seat]
                    else:
                        assert not lists_all or action in legal[seat], (
                            f"accepted unlisted move {action!r}"
                        )
                    assert json.dumps(state, sort_keys=True) == before, (
                        "a refused move changed the state"
                    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@names
@given(action=json_values, pick=st.integers(0, 10**6), seat=st.integers(-2, 9))
def test_fuzzed_moves_never_corrupt_a_state(name, action, pick, seat):
    recs = recorded(name)
    rec = recs[pick % len(recs)]
    state = rec.states[pick % len(rec.states)]
    before = clone(state)
    with contextlib.suppress(IllegalMove):
        rec.game.apply(state, seat, action)
    assert state == before


@names
def test_views_hide_what_their_seat_may_not_know(name):
    found_hidden = False
    for rec in recorded(name)[:LEAK_SAMPLES]:
        game = rec.game
        for step, state in enumerate(rec.states):
            for seat in range(rec.num_seats):
                view = game.view(state, seat)
                text = json.dumps(view, sort_keys=True)
                assert "rng" not in view and str(state["rng"]) not in text, (
                    "the generator state leaked"
                )
                for k in range(2):
                    other = game.resample_hidden(state, seat, 1000 * step + 10 * seat + k)
                    assert game.components(other) == game.components(state)
                    assert json.dumps(game.view(other, seat), sort_keys=True) == text, (
                        f"seat {seat}'s view changed when only hidden facts changed (step {step})"
                    )
                    if game.omniscient_view(other) != game.omniscient_view(state):
                        found_hidden = True
    if getattr(game, "has_hidden_information", False):
        assert found_hidden, "resample_hidden never redrew anything: the leak check would be blind"


@names
def test_omniscient_view_is_explicit_and_complete(name):
    rec = recorded(name)[0]
    state = rec.states[len(rec.states) // 2]
    full = rec.game.omniscient_view(state)
    assert "rng" not in full
    assert json.loads(json.dumps(full)) == full
