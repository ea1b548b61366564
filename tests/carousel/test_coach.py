"""Carousel's hint: the solver's play in the hint contract, explained meld by meld."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.carousel import GAME, coach
from tabletop_widgets.carousel.bots import CoachBot, GreedyBot
from tabletop_widgets.carousel.queries import hint_answer
from tabletop_widgets.carousel.rules import hand_value, play_problem, played_cards
from tabletop_widgets.engine import IllegalMove, RandomBot

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}


def positions(seeds=range(3), every=4, limit=25):
    """(state, seat to act) along seeded games of greedy and random bots (two players)."""
    for seed in seeds:
        r = random.Random(seed)
        bots = [GreedyBot(), RandomBot()]
        state = GAME.new_state(2, seed)
        for step in range(limit * every):
            acting = GAME.seats_to_act(state)
            if not acting:
                break
            (seat,) = acting
            if step % every == 0 or GAME.view(state, seat)["may_play"]:
                yield state, seat
            legal = GAME.legal_actions(state, seat)
            state = GAME.step(state, seat, bots[seat].choose(GAME.view(state, seat), legal, r))


def legal(state, seat, action):
    try:
        GAME.check(state, seat, action)
    except IllegalMove:
        return False
    return True


def test_hint_is_legal_follows_the_contract_and_explains_the_play():
    plays = 0
    for state, seat in list(positions())[::4]:
        answer = coach.hint(GAME.recall(state, seat), seat, time_limit=2.0)
        assert set(answer) >= KEYS and answer["exact"] is False
        assert json.loads(json.dumps(answer)) == answer
        assert answer["action"] is not None and legal(state, seat, answer["action"])
        assert answer["options"][0]["action"] == answer["action"]
        assert all(legal(state, seat, o["action"]) for o in answer["options"])
        if answer["action"]["type"] == "play":
            view = GAME.view(state, seat)
            melds = answer["action"]["melds"]
            assert (
                play_problem(view["hand"], view["table"], melds, GAME.recall(state, seat)["decks"])
                is None
            )
            laid = played_cards(view["table"], melds)
            assert answer["options"][0]["value"] == hand_value(laid) == answer["points"]
            assert answer["melds"] == melds and answer["explanation"]
            assert all(line in answer["text"] for line in answer["explanation"])
            plays += 1
    assert plays >= 2


def test_explain_play_meld_by_meld():
    table = [["7S", "8S", "9S"], ["5H", "5D", "5C"]]
    new = [["7S", "8S", "9S", "TS"], ["5H", "5D", "5C"], ["KH", "KD", "KC"]]
    lines = coach.explain_play(["TS", "KH", "KD", "KC"], table, new)
    assert lines == [
        "Add 10♠ from your hand to meld 1 (7♠ 8♠ 9♠): 7♠ 8♠ 9♠ 10♠.",
        "New group from your hand: K♥ K♦ K♣.",
    ]
    table = [["5H", "6H", "7H", "8H"], ["8S", "8D", "8C"]]
    new = [["8H", "8S", "8D", "8C"], ["5H", "6H", "7H"]]
    assert coach.explain_play([], table, new) == [
        "Add 8♥ from meld 1 to meld 2 (8♠ 8♦ 8♣): 8♥ 8♠ 8♦ 8♣.",
        "Meld 1 keeps 5♥ 6♥ 7♥, its other cards move.",
    ]
    table = [["5H", "6H", "7H", "8H"]]
    new = [["4H", "5H", "6H"], ["7H", "8H", "JK:9H"]]
    assert coach.explain_play(["4H", "JK"], table, new) == [
        "Rebuild a sequence from 5♥ 6♥ from meld 1, 4♥ from your hand: 4♥ 5♥ 6♥.",
        "Rebuild a sequence from 7♥ 8♥ from meld 1, Joker from your hand: 7♥ 8♥ Joker (9♥).",
    ]
    # two decks: the same meld twice on the table, both left as they are
    table = [["5H", "5D", "5C"], ["5H", "5D", "5C"]]
    new = [*table, ["KH", "KD", "KC"]]
    assert coach.explain_play(["KH", "KD", "KC"], table, new) == [
        "New group from your hand: K♥ K♦ K♣."
    ]


def test_consider_prices_a_legal_play_and_the_query_refuses_bad_arguments():
    priced = 0
    for state, seat in list(positions(range(2)))[::3]:
        view = GAME.view(state, seat)
        plays = [a for a in GAME.legal_actions(state, seat) if a["type"] == "play"]
        if not plays:
            continue
        move = plays[-1]
        answer = coach.hint(GAME.recall(state, seat), seat, move, time_limit=2.0)
        (row,) = [o for o in answer["options"] if o["action"] == move] or [None]
        if row is not None:
            assert row["value"] == hand_value(played_cards(view["table"], move["melds"]))
            priced += 1
    assert priced >= 1
    state, seat = next(positions(range(1)))
    with pytest.raises(IllegalMove):
        hint_answer(GAME.recall(state, seat), seat, {"extra": 1})


def test_not_your_turn():
    state, seat = next(positions(range(1)))
    other = 1 - seat
    assert coach.hint(GAME.recall(state, other), other, time_limit=1.0)["action"] is None


def test_coach_bot_plays_legal_moves():
    for state, seat in list(positions(range(1)))[:12]:
        view, moves = GAME.view(state, seat), GAME.legal_actions(state, seat)
        assert legal(state, seat, CoachBot(time_limit=2.0).choose(view, moves, random.Random(0)))


def test_the_coach_knocks_even_when_another_player_holds_fewer_than_three_cards():
    """The coach's own knock rule: knock whenever it may, where the solver bot's
    ``safe_to_knock`` waits (an opponent with 2 cards); the text says why."""
    state = GAME.new_state(2, 0)
    seat = state["current"]
    state["hands"][seat] = ["2S", "3H"]
    state["hands"][1 - seat] = ["9C", "KD"]
    state["table"] = []
    state["step"] = "end"
    view = GAME.view(state, seat)
    assert view["may_knock"] and not coach.safe_to_knock(view)
    assert coach.coach_knocks(view)
    answer = coach.hint(GAME.recall(state, seat), seat, time_limit=1.0)
    assert answer["action"] == {"type": "knock"} and legal(state, seat, answer["action"])
    assert "holding 2 cards may undercut you" in answer["text"]
    assert CoachBot().choose(view, GAME.legal_actions(state, seat), random.Random(0)) == {
        "type": "knock"
    }
    state["hands"][1 - seat] = ["9C", "KD", "QH"]  # three cards: an undercut is unlikely
    answer = coach.hint(GAME.recall(state, seat), seat, time_limit=1.0)
    assert answer["action"] == {"type": "knock"} and "three cards or more" in answer["text"]
