"""GYÜMI and the engine contract: refusals are the engine's own reasons, the teacher's view
is the view plus every hidden card, and Undo's redraw changes nothing anyone has seen."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_widgets.engine import IllegalMove, Match
from tabletop_widgets.gyumi import GAME


def random_states(games: int = 4, seed: int = 1, options: dict | None = None):
    rnd = random.Random(seed)
    for g in range(games):
        match = Match(GAME, 2 + g % 3, seed=g, options=options)
        yield match.state
        while not match.is_terminal:
            match.act(rnd.choice(match.legal_actions()))
            yield match.state


def example_action(key: str):
    kind, _, detail = key.partition(":")
    if kind in ("take", "discard"):
        return {"type": kind, "pile": int(detail or 0)}
    return {"type": kind}


def test_every_refusal_is_the_reason_the_engine_gives_for_that_move():
    checked = 0
    states = list(random_states(options={"forbid_same_pile_return": True}))[::3]
    for state in states:
        for seat in range(state["num_seats"]):
            reasons = GAME.refusals(state, seat)
            for key, reason in reasons.items():
                if key == "*":
                    continue
                with pytest.raises(IllegalMove) as refused:
                    GAME.apply(state, seat, example_action(key))
                assert str(refused.value) == reason, key
                checked += 1
            legal_kinds = {a["type"] for a in GAME.legal_actions(state, seat)}
            assert not legal_kinds & set(reasons), "a legal kind of move is refused"
    assert checked > 300
    assert any("discard:" in k for s in states for k in GAME.refusals(s, s["current"]))


def test_draw_twice_is_refused_with_the_card_in_hand_named():
    match = Match(GAME, 2, seed=4, options={"start_seat": 0})
    match.act({"type": "draw"})
    held = GAME.holding(match.state).replace("-", " ")
    assert GAME.refusals(match.state, 0)["draw"] == (
        f"You already took {held} this turn: play it into your series or discard it."
    )


def test_teacher_view_has_the_view_s_shape_plus_the_hidden_cards():
    for state in list(random_states(2))[::11]:
        full = GAME.teacher_view(state)
        view = GAME.view(state, state["current"])
        assert full["teacher"] is True and set(view) <= set(full)
        hidden = full["hidden"]
        unseen = Counter(hidden["draw"] + hidden["removed"])
        assert sum(unseen.values()) == view["draw_size"] + view["removed_count"]
        assert [p[-1] for p in hidden["piles"]] == view["piles"]


def test_redraw_keeps_everything_seen_and_shuffles_the_unseen_cards():
    moved = 0
    for state in list(random_states(2))[::9]:
        other = GAME.redraw_chance(state, 7)
        assert GAME.components(other) == GAME.components(state)
        for seat in range(state["num_seats"]):
            assert GAME.view(other, seat) == GAME.view(state, seat)
        assert other["piles"] == state["piles"] and other["series"] == state["series"]
        moved += other["draw"] != state["draw"]
        assert GAME.redraw_chance(state, 7) == other  # replay: the same seed, the same redraw
    assert moved > 5
