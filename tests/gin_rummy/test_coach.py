"""Gin's hint: legal from random positions, the contract, consider, nothing hidden used."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, queries_of
from tabletop_widgets.gin_rummy import GAME, coach
from tabletop_widgets.gin_rummy.bots import CoachBot, FairBot
from tabletop_widgets.gin_rummy.queries import hint_answer

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}
ONE_HAND = {"match_target": 0}


def positions(seeds=range(3), every=3):
    """(state, seat to act) along seeded hands between fair bots (random moves mixed in)."""
    for seed in seeds:
        r = random.Random(seed)
        state = GAME.new_state(2, seed, ONE_HAND)
        bot = FairBot()
        step = 0
        while GAME.seats_to_act(state):
            (seat,) = GAME.seats_to_act(state)
            legal = GAME.legal_actions(state, seat)
            if step % every == 0:
                yield state, seat
            move = (
                r.choice(legal)
                if r.random() < 0.2
                else bot.choose(GAME.view(state, seat), legal, r)
            )
            state = GAME.step(state, seat, move)
            step += 1
        yield state, 0


def small(recall, seat, consider=None):
    return coach.hint(recall, seat, consider, budget=None, max_worlds=4)


def test_hint_is_declared():
    (hint,) = [q for q in queries_of("gin_rummy") if q.name == "hint"]
    assert hint.kind == "hint"


def test_hint_is_legal_and_follows_the_contract():
    proposed = 0
    for state, seat in positions():
        answer = small(GAME.recall(state, seat), seat)
        assert set(answer) >= KEYS and answer["exact"] is False
        assert answer["unit"] == "expected points this hand"
        assert json.loads(json.dumps(answer)) == answer
        if not GAME.seats_to_act(state):
            assert answer["action"] is None
            continue
        legal = GAME.legal_actions(state, seat)
        assert answer["action"] in legal
        assert answer["options"][0]["action"] == answer["action"]
        for row in answer["options"]:
            assert row["action"] in legal and isinstance(row["label"], str)
            if row["low"] is not None:
                assert row["low"] <= row["value"] <= row["high"]
            if row["action"]["type"] == "knock":
                u = row["undercut"]
                assert 0 <= u["low"] <= u["chance"] <= u["high"] <= 1
        proposed += 1
    assert proposed > 30


def test_a_knock_states_the_undercut_chance():
    seen = 0
    for state, seat in positions(range(8), every=1):
        if state["phase"] != "discard" or not any(
            a["type"] == "knock" for a in GAME.legal_actions(state, seat)
        ):
            continue
        answer = small(GAME.recall(state, seat), seat)
        knocks = [o for o in answer["options"] if o["action"]["type"] == "knock"]
        assert knocks and all("undercut" in o for o in knocks)
        if answer["action"]["type"] == "knock":
            assert "undercut" in answer["text"]
        seen += 1
    assert seen > 0


def test_consider_prices_the_move_made():
    priced = 0
    for state, seat in list(positions(range(2)))[:12]:
        if not GAME.seats_to_act(state):
            continue
        for move in GAME.legal_actions(state, seat)[::3]:
            answer = small(GAME.recall(state, seat), seat, move)
            assert [o for o in answer["options"] if o["action"] == move]
            priced += 1
    assert priced > 15


def test_the_answer_ignores_what_the_seat_cannot_know():
    """Dealt worlds come from the recall alone: redrawing the opponent's hand and the stock
    changes nothing (with a fixed number of worlds)."""
    checked = 0
    for i, (state, seat) in enumerate(list(positions(range(2)))[::2]):
        if not GAME.seats_to_act(state):
            continue
        first = small(GAME.recall(state, seat), seat)
        other = GAME.resample_unrecalled(state, seat, 100 + i)
        assert GAME.recall(other, seat) == GAME.recall(state, seat)
        assert small(GAME.recall(other, seat), seat) == first
        checked += 1
    assert checked > 5


def test_the_query_answers_within_its_budget_and_refuses_bad_arguments():
    state, seat = next(p for p in positions() if GAME.seats_to_act(p[0]))
    recall = GAME.recall(state, seat)
    answer = hint_answer(recall, seat, {})
    assert answer["action"] in GAME.legal_actions(state, seat) and answer["worlds"] >= 2
    with pytest.raises(IllegalMove):
        hint_answer(recall, seat, {"card": "7H"})
    other = 1 - seat
    assert hint_answer(GAME.recall(state, other), other, {})["action"] is None


def test_wilson_interval():
    lo, hi = coach.wilson(3, 10)
    assert lo == pytest.approx(0.1078, abs=1e-3) and hi == pytest.approx(0.6032, abs=1e-3)


def test_coach_bot_plays_legal_reproducible_moves():
    for state, seat in list(positions(range(1)))[:10]:
        if not GAME.seats_to_act(state):
            continue
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        a = CoachBot(worlds=3).choose(view, legal, random.Random(0))
        assert a in legal and a == CoachBot(worlds=3).choose(view, legal, random.Random(1))
