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


def _table(mine, theirs, piles, draw_size):
    """A 2-player position at seat 0's take step: series given as fruit -> numbers played
    (bottom first), discard-pile tops as readable codes, ``draw_size`` cards left to draw."""
    from tabletop_widgets.gyumi.game import COMPACT
    from tabletop_widgets.gyumi.rules import FRUITS

    state = GAME.new_state(2, 3, {"start_seat": 0})
    state["series"] = [
        ["".join(map(str, seats.get(f, []))) for f in FRUITS] for seats in (mine, theirs)
    ]
    state["piles"] = [COMPACT[c] for c in piles]
    state["draw"] = state["draw"][: 2 * draw_size]
    return state


def test_the_coach_knows_how_much_of_the_game_is_left():
    """The same series is worth more with the draw pile full than with 3 cards left (then
    hardly more than the 5 points its run 1-2-3 scores now); the memory bot's guess of the
    end is less sharp than the coach's."""
    from tabletop_widgets.gyumi.bots import CoachEvaluator
    from tabletop_widgets.gyumi.coach import COACH_WEIGHTS

    worth = {}
    for draw in (80, 30, 3):
        recall = GAME.recall(_table({"apple": [1, 2, 3]}, {}, ["plum-4", "pear-2"], draw), 0)
        coach = CoachEvaluator(**COACH_WEIGHTS)
        coach.load_recall(recall)
        worth[draw] = coach.potential("apple", [1, 2, 3], 3, seat=0)
    assert worth[80] > worth[30] > worth[3] >= 5.0
    assert worth[3] < 5.5 and worth[80] > 9.0


def test_the_coach_denies_only_a_card_it_can_keep():
    """A top card the other player needs (their pear series holds 1-4) but that the coach
    cannot use (its pear series is full) would be on top again once discarded: taking it is
    worth nothing, and the coach does not take it."""
    state = _table(
        {"pear": [1, 2, 3, 4, 5]}, {"pear": [1, 2, 3, 4]}, ["pear-5", "grape-3"], draw_size=40
    )
    answer = hint_answer(GAME.recall(state, 0), 0, {})
    (take,) = [o for o in answer["options"] if o["action"] == {"type": "take", "pile": 0}]
    assert take["value"] == 0.0
    assert answer["action"] != {"type": "take", "pile": 0}


def test_the_measured_chance_that_a_number_still_comes():
    """The figures of docs/games/gyumi.md: with three unseen copies (the fourth in the other
    player's series), about 9 in 10 early in a 2-player game, 3 in 10 with under 10 cards
    left to draw; with no unseen copy left, never."""
    from tabletop_widgets.gyumi.bots import CoachEvaluator
    from tabletop_widgets.gyumi.coach import COACH_WEIGHTS

    def chance(draw, theirs, number=5):
        state = _table({"apple": [1, 2]}, {"apple": theirs}, ["plum-4", "pear-2"], draw)
        coach = CoachEvaluator(**COACH_WEIGHTS)
        coach.load_recall(GAME.recall(state, 0))
        return coach.chance("apple", number, seat=0)

    assert 0.85 <= chance(80, [1, 5]) <= 0.95
    assert 0.25 <= chance(5, [1, 5]) <= 0.35
    assert chance(40, [1, 5]) > chance(20, [1, 5]) > chance(5, [1, 5])
    assert chance(40, [5, 5, 5, 5]) == 0.0  # all four seen (a spoiled series)


def test_a_take_names_what_the_card_is_worth_to_you_and_to_deny_it():
    """The hint's numbers add up: the value of a take is its worth for the seat's own series
    (``CoachEvaluator.gain``) plus what keeping it from the others is worth."""
    import re

    from tabletop_widgets.gyumi.bots import CoachEvaluator
    from tabletop_widgets.gyumi.coach import COACH_WEIGHTS
    from tabletop_widgets.gyumi.rules import parse_card

    split = 0
    for state, seat in positions(range(3), every=1):
        if state["step"] != "take" or not GAME.seats_to_act(state):
            continue
        recall = GAME.recall(state, seat)
        answer = hint_answer(recall, seat, {})
        if answer["action"]["type"] != "take":
            continue
        value = answer["options"][0]["value"]
        numbers = [float(x) for x in re.findall(r"[+-]\d+\.\d\d", answer["text"])]
        assert abs(numbers[0] - value) < 0.006
        coach = CoachEvaluator(**COACH_WEIGHTS)
        coach.load_recall(recall)
        own = max(0.0, coach.gain(seat, *parse_card(recall["piles"][answer["action"]["pile"]])))
        if len(numbers) == 3:
            assert abs(numbers[1] - own) < 0.006 and abs(sum(numbers[1:]) - value) < 0.011
            split += 1
        else:
            assert abs(own - value) < 0.006
    assert split > 0


def test_the_measured_chances_serve_up_to_four_players():
    """Fitted on 2-player games, the coach's chances serve tables of 2 to 4; from 5 players
    its values are the memory bot's own (there the fit played worse)."""
    from tabletop_widgets.gyumi.bots import CoachEvaluator
    from tabletop_widgets.gyumi.coach import MEASURED_PLAYERS, evaluator

    assert MEASURED_PLAYERS == 4
    assert all(isinstance(evaluator(n), CoachEvaluator) for n in (2, 3, 4))
    for n in (5, 8):
        assert type(evaluator(n)) is MemoryBot
        state = GAME.new_state(n, 11)
        (seat,) = GAME.seats_to_act(state)
        recall = GAME.recall(state, seat)
        memory = MemoryBot()
        memory.load_recall(recall)
        legal = GAME.legal_actions(state, seat)
        values = dict(zip(map(json.dumps, legal), memory.values(recall, legal), strict=True))
        for option in hint_answer(recall, seat, {})["options"]:
            assert option["value"] == round(values[json.dumps(option["action"])], 4)
