"""GYÜMI's hint: legal from random positions, the contract, recall only, the coach bot."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, RandomBot, queries_of
from tabletop_widgets.gyumi import GAME
from tabletop_widgets.gyumi.bots import CoachBot, MemoryBot
from tabletop_widgets.gyumi.queries import hint_answer

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}


def positions(seeds=range(4), every=3):
    """(state, seat to act) along seeded games of a memory bot and a random bot."""
    for seed in seeds:
        n = (2, 3)[seed % 2]
        r = random.Random(seed)
        bots = [MemoryBot() if s % 2 else RandomBot() for s in range(n)]
        state = GAME.new_state(n, seed, {"forbid_same_pile_return": bool(seed % 2)})
        step = 0
        while GAME.seats_to_act(state):
            (seat,) = GAME.seats_to_act(state)
            if step % every == 0:
                yield state, seat
            legal = GAME.legal_actions(state, seat)
            state = GAME.step(state, seat, bots[seat].choose(GAME.view(state, seat), legal, r))
            step += 1
        yield state, 0


def test_hint_is_declared():
    (hint,) = [q for q in queries_of("gyumi") if q.name == "hint"]
    assert hint.kind == "hint"


def test_hint_is_legal_prices_every_move_and_follows_the_contract():
    asked = 0
    for state, seat in positions(every=4):
        answer = hint_answer(GAME.recall(state, seat), seat, {})
        assert set(answer) >= KEYS and answer["exact"] is False
        assert json.loads(json.dumps(answer)) == answer
        legal = GAME.legal_actions(state, seat)
        if not legal:
            assert answer["action"] is None
            continue
        assert answer["action"] in legal and answer["options"][0]["action"] == answer["action"]
        assert all(o["action"] in legal for o in answer["options"])
        for move in legal[-2:]:  # consider prices any legal move (the discards last)
            priced = hint_answer(GAME.recall(state, seat), seat, {"consider": move})
            assert [o for o in priced["options"] if o["action"] == move]
        asked += 1
    assert asked > 40


def test_the_answer_ignores_what_the_seat_cannot_know():
    checked = 0
    for i, (state, seat) in enumerate(list(positions(range(2)))[::4]):
        if not GAME.seats_to_act(state):
            continue
        first = hint_answer(GAME.recall(state, seat), seat, {})
        other = GAME.resample_unrecalled(state, seat, 7 + i)
        assert hint_answer(GAME.recall(other, seat), seat, {}) == first
        checked += 1
    assert checked > 10


def test_the_hint_uses_the_seats_own_buried_cards():
    """The same public table with other buried cards of the seat's own: other advice somewhere."""
    differs = 0
    for state, seat in list(positions(range(2), every=1)):
        if state["step"] != "place" or not GAME.seats_to_act(state):
            continue
        recall = GAME.recall(state, seat)
        if not any(recall["buried"].values()):
            continue
        forgot = {**recall, "buried": {f: [] for f in recall["buried"]}}
        if hint_answer(forgot, seat, {})["options"] != hint_answer(recall, seat, {})["options"]:
            differs += 1
    assert differs > 0


def test_bad_arguments_and_waiting_seats():
    state = GAME.new_state(2, 3)
    (seat,) = GAME.seats_to_act(state)
    with pytest.raises(IllegalMove):
        hint_answer(GAME.recall(state, seat), seat, {"pile": 1})
    other = 1 - seat
    assert hint_answer(GAME.recall(state, other), other, {})["action"] is None


def test_coach_bot_plays_legal_moves_to_the_end():
    from tabletop_widgets.engine import simulate

    rows = simulate(GAME, [CoachBot, MemoryBot], games=2, seed=3, progress=False)
    assert len(rows) == 2 and all(r["score_0"] >= 0 for r in rows)


def test_the_recall_keeps_every_series_card_the_seat_saw_played():
    """``seen`` holds the others' buried cards, exactly what a seat watching its views rebuilds
    (each was the top card it saw before it was covered); its own are under ``buried``."""
    checked = 0
    for state, seat in positions(range(2), every=1):
        if not GAME.seats_to_act(state):
            assert GAME.recall(state, seat)["seen"] == []
            continue
        recall = GAME.recall(state, seat)
        assert recall["seen"][seat] == {}
        for owner, mine in enumerate(recall["seen"]):
            if owner == seat:
                continue
            for fruit, nums in GAME.series_of(state, owner).items():
                assert mine[fruit] == nums[:-1]
                checked += len(nums) - 1
    assert checked > 100

    watcher, r = MemoryBot(), random.Random(5)
    bots = [watcher, MemoryBot()]
    state = GAME.new_state(2, 5)
    while GAME.seats_to_act(state):
        (seat,) = GAME.seats_to_act(state)
        view = GAME.view(state, seat)
        if seat == 0:
            watcher.observe(view, r)
            for fruit, nums in GAME.recall(state, 0)["seen"][1].items():
                assert watcher.known(1, fruit)[0][:-1] == nums
        state = GAME.step(state, seat, bots[seat].choose(view, GAME.legal_actions(state, seat), r))


def test_the_hint_uses_the_cards_seen_in_the_others_series():
    """Forgetting the others' buried cards changes the advice somewhere, and the advice given
    with them is legal there."""
    differs = 0
    for state, seat in positions(range(2), every=1):
        if not GAME.seats_to_act(state):
            continue
        recall = GAME.recall(state, seat)
        forgot = {**recall, "seen": []}
        full, less = hint_answer(recall, seat, {}), hint_answer(forgot, seat, {})
        if full["action"] != less["action"]:
            assert full["action"] in GAME.legal_actions(state, seat)
            differs += 1
    assert differs > 0
