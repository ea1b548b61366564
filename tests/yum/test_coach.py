"""Yum's hint: the hint contract, legal from random positions, equal to the coach's best."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, queries_of
from tabletop_widgets.yum import GAME, coach
from tabletop_widgets.yum.bots import CoachBot, OptimalBot
from tabletop_widgets.yum.queries import hint_answer

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}


def positions(seeds=range(4), seats=2):
    """(state, seat to act) along random seeded games."""
    for seed in seeds:
        r = random.Random(seed)
        state = GAME.new_state(seats, seed)
        while GAME.seats_to_act(state):
            (seat,) = GAME.seats_to_act(state)
            yield state, seat
            state = GAME.step(state, seat, r.choice(GAME.legal_actions(state, seat)))
        yield state, 0


def test_hint_is_declared_as_a_hint():
    (hint,) = [q for q in queries_of("yum") if q.name == "hint"]
    assert hint.kind == "hint" and not hint.standing


def test_hint_is_legal_follows_the_contract_and_equals_the_coach():
    checked = 0
    for state, seat in list(positions())[::3]:
        answer = hint_answer(GAME.recall(state, seat), seat, {})
        assert set(answer) >= KEYS and answer["exact"] is True
        assert answer["unit"] == "expected final score"
        assert json.loads(json.dumps(answer)) == answer
        if not GAME.seats_to_act(state):
            assert answer["action"] is None and answer["options"] == []
            continue
        assert answer["action"] in GAME.legal_actions(state, seat)
        assert answer["options"][0]["action"] == answer["action"]
        values = [o["value"] for o in answer["options"]]
        assert values[1:] == sorted(values[1:], reverse=True)
        assert all(o["action"] in GAME.legal_actions(state, seat) for o in answer["options"])
        # the coach's own best choice and its value
        assert answer["action"] == coach.best_action(GAME.view(state, seat))
        advice = coach.advice(state, seat)
        assert values[0] == pytest.approx(advice["expected"])
        if state["rolls"]:
            assert values[0] == pytest.approx(advice["best"]["value"])
        runner = answer["runner_up"]
        if runner is not None:
            assert runner["action"] == answer["options"][1]["action"]
            assert values[0] - values[1] <= 1.0
        checked += 1
    assert checked > 50


def test_consider_prices_the_move_made():
    priced = 0
    for state, seat in list(positions(range(2)))[::5]:
        if not GAME.seats_to_act(state) or state["rolls"] == 0:
            continue
        values = coach.decision_values(
            state["cards"][seat], state["dice"], state["rolls"], GAME.rules(state)
        )
        for move in GAME.legal_actions(state, seat):
            answer = hint_answer(GAME.recall(state, seat), seat, {"consider": move})
            (row,) = [o for o in answer["options"] if o["action"] == move]
            if move["type"] == "score":
                want = next(b["value"] for b in values["boxes"] if b["box"] == move["box"])
            else:
                faces = sorted(state["dice"][i] for i in move["hold"])
                want = next(k["value"] for k in values["keeps"] if k["faces"] == faces)
            assert row["value"] == pytest.approx(want)
            priced += 1
    assert priced > 200


def test_bad_arguments_are_refused_and_illegal_considers_are_not_priced():
    state = GAME.step(GAME.new_state(1, 2), 0, {"type": "roll", "hold": []})
    recall = GAME.recall(state, 0)
    with pytest.raises(IllegalMove):
        hint_answer(recall, 0, {"move": 1})
    answer = hint_answer(recall, 0, {"consider": {"type": "roll", "hold": [0, 1, 2, 3, 4]}})
    assert all(
        o["action"]["hold"] != [0, 1, 2, 3, 4] for o in answer["options"] if "hold" in o["action"]
    )


def test_not_your_turn_has_nothing_to_decide():
    state = GAME.new_state(2, 3)
    other = 1 - GAME.seats_to_act(state)[0]
    answer = hint_answer(GAME.recall(state, other), other, {})
    assert answer["action"] is None and "turn" in answer["text"]


def test_coach_bot_plays_as_the_optimal_bot():
    for state, seat in list(positions(range(1)))[::4]:
        if not GAME.seats_to_act(state):
            continue
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        rng = random.Random(0)
        assert CoachBot().choose(view, legal, rng) == OptimalBot().choose(view, legal, rng)
