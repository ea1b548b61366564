"""Yum and the engine contract: refusals are the engine's own reasons, the view carries the
sheet's display facts, and Undo's redraw changes nothing anyone has seen."""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine import IllegalMove, Match
from tabletop_widgets.yum import GAME
from tabletop_widgets.yum.game import ALL_HELD, HOLDS, ROLL_BEFORE_HOLD


def random_states(games: int = 6, seed: int = 1):
    rnd = random.Random(seed)
    for g in range(games):
        match = Match(GAME, 1 + g % 3, seed=g)
        yield match.state
        while not match.is_terminal:
            match.act(rnd.choice(match.legal_actions()))
            yield match.state


def example_action(state, key: str):
    """A concrete move of the kind ``key`` names (None for page-only keys such as "hold")."""
    kind, _, detail = key.partition(":")
    if kind == "roll":
        return {"type": "roll", "hold": [0, 1, 2, 3, 4] if detail == "all_held" else []}
    if kind == "score":
        return {"type": "score", "box": detail or "yum"}
    return None


def test_every_refusal_is_the_reason_the_engine_gives_for_that_move():
    checked = 0
    for state in random_states():
        for seat in range(state["num_seats"]):
            reasons = GAME.refusals(state, seat)
            for key, reason in reasons.items():
                action = example_action(state, key)
                if action is None or key == "*":
                    continue
                with pytest.raises(IllegalMove) as refused:
                    GAME.apply(state, seat, action)
                # A filled box before the roll has two true reasons; the engine names one.
                assert str(refused.value) in (reason, reasons.get(key.split(":")[0])), key
                checked += 1
            legal_kinds = {a["type"] for a in GAME.legal_actions(state, seat)}
            assert not legal_kinds & set(reasons), "a legal kind of move is refused"
    assert checked > 500


def test_refusals_name_the_page_s_controls():
    match = Match(GAME, 2, seed=3)
    state, seat = match.state, match.seats_to_act[0]
    assert GAME.refusals(state, seat) == {
        "hold": ROLL_BEFORE_HOLD,
        "score": "Roll the dice before you score.",
    }
    other = GAME.refusals(state, 1 - seat)
    assert set(other) == {"*", "roll", "hold", "score"} and "not" in other["roll"]
    match.act({"type": "roll", "hold": []})
    assert GAME.refusals(match.state, seat) == {"roll:all_held": ALL_HELD}
    match.act({"type": "roll", "hold": []})
    match.act({"type": "roll", "hold": []})
    assert set(GAME.refusals(match.state, seat)) == {"roll", "hold"}
    match.act({"type": "score", "box": "yum"})
    match.act({"type": "roll", "hold": []})
    match.act({"type": "score", "box": "ones"})
    assert "score:yum" in GAME.refusals(match.state, seat)
    assert len(HOLDS) == 31


def test_the_view_carries_the_sheet_bonus_rule_and_potential_scores():
    match = Match(GAME, 1, seed=2, options={"upper_bonus": 35})
    view = GAME.view(match.state, 0)
    assert [row["box"] for row in view["sheet"]][:2] == ["ones", "twos"]
    assert view["sheet"][0]["french"] == "Les as" and view["bonus_rule"]["points"] == 35
    assert view["potential"] == {}
    match.act({"type": "roll", "hold": []})
    assert len(GAME.view(match.state, 0)["potential"]) == 13


def test_redraw_keeps_everything_seen_and_replaces_the_future():
    for state in list(random_states(2))[::7]:
        other = GAME.redraw_chance(state, 99)
        for seat in range(state["num_seats"]):
            assert GAME.view(other, seat) == GAME.view(state, seat)
        assert other["rng"] != state["rng"] and GAME.teacher_view(other) == GAME.teacher_view(state)
