"""Gin Rummy game flow: setup, the turn, the taken-card rule, knock/gin legality, the empty
stock, the showdown, the match to 100 and what each seat may see."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, Match, RandomBot, simulate
from tabletop_widgets.gin_rummy import GAME

KNOCKER_7 = ["3H", "4H", "5H", "8S", "8D", "8C", "JC", "QC", "KC", "7D"]
DEFENDER_18 = ["9S", "TS", "JS", "6H", "8H", "2C", "3C", "4S", "4D", "5D"]


def rigged(hands, discard, stock, options=None, current=0):
    """A state with chosen cards (every other card goes to the bottom of the stock)."""
    state = GAME.new_state(2, seed=1, options={"match_target": 0} if options is None else options)
    used = set(hands[0]) | set(hands[1]) | set(discard) | set(stock)
    rest = [c for c in GAME.components(state) if c not in used]
    state["hands"] = [sorted(hands[0], key=_key), sorted(hands[1], key=_key)]
    state["discard"] = list(discard)
    state["stock"] = rest + list(stock)  # top = last
    state["current"] = state["first"] = current
    assert sum(GAME.components(state).values()) == 52
    return state


def _key(card):
    from tabletop_widgets.gin_rummy.rules import card_order

    return card_order(card)


def play(state, seat, action):
    return GAME.apply(state, seat, action)


def test_setup_deals_10_10_1_and_31_and_you_play_first():
    state = GAME.new_state(2, seed=5)
    assert [len(h) for h in state["hands"]] == [10, 10]
    assert len(state["discard"]) == 1 and len(state["stock"]) == 31
    assert GAME.seats_to_act(state) == [0] and state["phase"] == "draw"
    assert GAME.legal_actions(state, 0) == [
        {"type": "draw", "source": "stock"},
        {"type": "draw", "source": "discard"},
    ]
    assert GAME.legal_actions(state, 1) == []


def test_the_card_just_taken_from_the_discard_pile_cannot_be_discarded():
    state = rigged([KNOCKER_7[:9] + ["2D"], DEFENDER_18], discard=["KD"], stock=["AS"])
    state = play(state, 0, {"type": "draw", "source": "discard"})
    legal = GAME.legal_actions(state, 0)
    assert {"type": "discard", "card": "KD"} not in legal
    with pytest.raises(IllegalMove, match="just took K♦ from the discard pile"):
        play(state, 0, {"type": "discard", "card": "KD"})
    # any other card is fine, including one of the same rank (KC)
    after = play(state, 0, {"type": "discard", "card": "KC"})
    assert after["discard"][-1] == "KC" and after["current"] == 1


def test_a_card_drawn_from_the_stock_may_be_discarded_at_once():
    state = rigged([KNOCKER_7, DEFENDER_18], discard=["AD"], stock=["KD"])
    state = play(state, 0, {"type": "draw", "source": "stock"})
    assert {"type": "discard", "card": "KD"} in GAME.legal_actions(state, 0)
    assert play(state, 0, {"type": "discard", "card": "KD"})["discard"][-1] == "KD"


def test_knock_and_gin_are_offered_exactly_when_the_ten_cards_left_allow_them():
    # Knocker 7 deadwood + draws 2D: discarding 7D leaves 2 (knock), discarding 2D leaves 7.
    state = rigged([KNOCKER_7, DEFENDER_18], discard=["AD"], stock=["2D"])
    state = play(state, 0, {"type": "draw", "source": "stock"})
    legal = GAME.legal_actions(state, 0)
    knocks = sorted(a["card"] for a in legal if a["type"] == "knock")
    # Every discard but one of a meld keeps the deadwood <= 10? Discarding 3H breaks the run:
    # 4H 5H 7D 2D = 4+5+7+2 = 18 > 10. Discarding 8S leaves 8D 8C loose: 16 + 9 > 10.
    assert knocks == ["2D", "7D"]
    assert not [a for a in legal if a["type"] == "gin"]
    with pytest.raises(IllegalMove, match="deadwood would be 18"):
        play(state, 0, {"type": "knock", "card": "3H"})
    with pytest.raises(IllegalMove, match="cannot go Gin"):
        play(state, 0, {"type": "gin", "card": "7D"})
    after = play(state, 0, {"type": "knock", "card": "7D"})
    last = after["last_hand"]
    assert last["kind"] == "knock" and last["knocker_deadwood"] == 2 and after["over"]


def test_gin_on_the_first_turn_c9_and_a_knock_at_zero_is_gin():
    hand = ["AS", "2S", "3S", "4S", "5H", "5D", "5C", "9C", "TC", "JC"]
    state = rigged(
        [hand[:9] + ["KD"], ["KS", "KH", "QD", "7S", "8S", "9S", "TS", "QH", "6D", "7C"]],
        discard=["JC"],
        stock=["2H"],
    )
    state = play(state, 0, {"type": "draw", "source": "discard"})
    legal = GAME.legal_actions(state, 0)
    assert {"type": "gin", "card": "KD"} in legal and {"type": "knock", "card": "KD"} not in legal
    assert {"type": "discard", "card": "KD"} in legal  # C7: Gin is optional, play may go on
    with pytest.raises(IllegalMove, match="that is Gin"):
        play(state, 0, {"type": "knock", "card": "KD"})
    after = play(state, 0, {"type": "gin", "card": "KD"})
    # Defender: 7-10S run; K♠ K♥ Q♦ Q♥ 6♦ 7♣ = 10+10+10+10+6+7 = 53: gin scores 53 + 25 = 78.
    assert after["last_hand"]["kind"] == "gin" and after["totals"] == [78, 0]


def test_a_normal_discard_on_an_empty_stock_draws_the_hand():
    state = rigged([KNOCKER_7, DEFENDER_18], discard=["AD"], stock=[])
    state["stock"], bottom = state["stock"][-1:], state["stock"][:-1]
    state["discard"] = bottom + state["discard"]  # one card left in the stock
    state = play(state, 0, {"type": "draw", "source": "stock"})
    assert state["stock"] == []
    # C6: the player who drew the last stock card may still knock ...
    assert any(a["type"] == "knock" for a in GAME.legal_actions(state, 0))
    # ... but a normal discard ends the hand as a draw: 0 points, no reshuffle.
    card = next(a for a in GAME.legal_actions(state, 0) if a["type"] == "discard")["card"]
    after = play(state, 0, {"type": "discard", "card": card})
    assert after["last_hand"]["kind"] == "draw" and after["totals"] == [0, 0] and after["over"]
    assert GAME.winners(after) == [0, 1]


def test_a_match_to_100_deals_new_hands_and_the_first_player_options():
    for mode, expected_first in (("human", 0), ("alternate", 1), ("loser", 1)):
        state = rigged([KNOCKER_7, DEFENDER_18], discard=["AD"], stock=["2D"],
                       options={"match_target": 100, "first_player": mode})  # fmt: skip
        state = play(state, 0, {"type": "draw", "source": "stock"})
        state = play(state, 0, {"type": "knock", "card": "7D"})
        # Defender 18 after layoffs, knocker 2: 16 to seat 0; the match goes on with hand 2.
        assert state["totals"] == [16, 0] and not state["over"] and state["hand_no"] == 2
        assert state["first"] == expected_first and state["current"] == expected_first
        assert [len(h) for h in state["hands"]] == [10, 10] and len(state["stock"]) == 31
    state["totals"] = [95, 0]
    state["current"] = 0
    state["hands"][0] = list(KNOCKER_7)
    # the match ends when a total reaches 100
    finished = None
    for _ in range(5000):
        acting = GAME.seats_to_act(state)
        if not acting:
            finished = state
            break
        legal = GAME.legal_actions(state, acting[0])
        choice = next((a for a in legal if a["type"] in ("gin", "knock")), legal[0])
        state = play(state, acting[0], choice)
    assert finished is not None and max(finished["totals"]) >= 100
    assert GAME.winners(finished) == [finished["totals"].index(max(finished["totals"]))]


def test_bad_moves_are_refused_with_reasons_and_change_nothing():
    state = GAME.new_state(2, seed=3)
    before = json.dumps(state, sort_keys=True)
    for action, message in [
        ({"type": "discard", "card": "AS"}, "Draw a card first"),
        ({"type": "draw", "source": "deck"}, "Draw from"),
        ({"type": "fly"}, "A Gin move is"),
        ("knock", "A Gin move is"),
    ]:
        with pytest.raises(IllegalMove, match=message):
            play(state, 0, action)
    with pytest.raises(IllegalMove, match="not Player 2's turn"):
        play(state, 1, {"type": "draw", "source": "stock"})
    state2 = play(state, 0, {"type": "draw", "source": "stock"})
    missing = next(c for c in state2["hands"][1])
    with pytest.raises(IllegalMove, match="not in your hand"):
        play(state2, 0, {"type": "discard", "card": missing})
    with pytest.raises(IllegalMove, match="You have drawn already"):
        play(state2, 0, {"type": "draw", "source": "stock"})
    with pytest.raises(IllegalMove, match="not a card"):
        play(state2, 0, {"type": "discard", "card": "11H"})
    assert json.dumps(state, sort_keys=True) == before


def test_views_show_your_hand_only_and_log_lines_hide_stock_cards():
    match = Match(GAME, 2, seed=9)
    opp = set(match.state["hands"][1])
    stock = set(match.state["stock"])
    view = match.view(0)
    text = json.dumps(view)
    assert view["hand"] == match.state["hands"][0]
    assert not any(f'"{c}"' in text for c in opp | stock)
    match.act({"type": "draw", "source": "stock"})
    drawn = match.state["drawn"]
    assert match.view(0)["drawn"] == drawn and match.view(1)["drawn"] is None
    assert f'"{drawn}"' not in json.dumps(match.view(1))
    assert match.events[-1] == "Player 1 drew from the stock."


def test_the_opponent_visibly_collects_cards_taken_from_the_discard_pile():
    state = rigged([KNOCKER_7, DEFENDER_18], discard=["AD"], stock=["2D", "KS"])
    state = play(state, 0, {"type": "draw", "source": "stock"})
    state = play(state, 0, {"type": "discard", "card": "KS"})
    state = play(state, 1, {"type": "draw", "source": "discard"})
    assert GAME.view(state, 0)["known"][1] == ["KS"] and GAME.view(state, 0)["taken"] == "KS"
    resampled = GAME.resample_hidden(state, 0, seed=4)
    assert "KS" in resampled["hands"][1] and GAME.view(resampled, 0) == GAME.view(state, 0)


def test_random_single_hands_and_simulate_rows():
    single = {"match_target": 0}
    rows = simulate(
        GAME, [RandomBot(), RandomBot()], games=5, seed=0, options=single, progress=False
    )
    assert [r["hands"] for r in rows] == [1] * 5
    assert all(r["knocks"] + r["gins"] + r["undercuts"] + r["draws"] == 1 for r in rows)


def test_the_default_game_is_the_rulebooks_match_to_100_and_one_hand_is_an_option():
    assert GAME.new_state(2, seed=0)["options"]["match_target"] == 100
    state = GAME.new_state(2, seed=0)
    state["stock"] = state["stock"][-1:]  # the hand ends at the next normal discard
    state = GAME.apply(state, 0, {"type": "draw", "source": "stock"})
    state = GAME.apply(state, 0, {"type": "discard", "card": state["hands"][0][0]})
    assert GAME.seats_to_act(state) == [0] and state["hand_no"] == 2  # a drawn hand: next deal
    single = GAME.new_state(2, seed=0, options={"match_target": 0})
    single["stock"] = single["stock"][-1:]
    single = GAME.apply(single, 0, {"type": "draw", "source": "stock"})
    single = GAME.apply(single, 0, {"type": "discard", "card": single["hands"][0][0]})
    assert GAME.is_terminal(single) and single["hand_no"] == 1


def test_apply_never_changes_an_earlier_state_even_across_hands_of_a_match():
    from tabletop_widgets.gin_rummy.bots import GreedyBot

    bot, rng = GreedyBot(), random.Random(1)
    state = GAME.new_state(2, seed=11, options={"match_target": 60})
    seen = []
    while GAME.seats_to_act(state):
        seat = GAME.seats_to_act(state)[0]
        seen.append((state, json.dumps(state, sort_keys=True)))
        state = GAME.apply(
            state, seat, bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        )
    assert state["hand_no"] >= 2 and max(state["totals"]) >= 60
    assert all(json.dumps(old, sort_keys=True) == text for old, text in seen)


def test_listed_knocks_and_gins_match_the_reference_on_meld_rich_eleven_card_hands():
    # The bugs public engines shipped: a fast 11-card shortcut that misses knocks, and a gin
    # list offering a run's middle card. Every discard is checked against the brute force.
    from . import reference as ref

    rng = random.Random(21)
    dense = [r + s for s in "SHD" for r in "A23456"]  # low cards, many melds: many knocks
    rest = [r + s for s in "SHDC" for r in "A23456789TJQK" if r + s not in dense]
    checked = finishing = 0
    for _ in range(150):
        hand, other = rng.sample(dense, 11), rng.sample(rest, 10)
        spare = next(c for c in rest if c not in other)
        state = rigged([hand[:10], other], discard=[hand[10]], stock=[spare])
        state = GAME.apply(
            state, 0, {"type": "draw", "source": "discard" if rng.random() < 0.5 else "stock"}
        )
        top = state["taken"]  # None after a stock draw
        hand11 = state["hands"][0]
        legal = GAME.legal_actions(state, 0)
        for kind in ("knock", "gin"):
            listed = sorted(a["card"] for a in legal if a["type"] == kind)
            expected = []
            for c in hand11:
                if c == top:
                    continue
                dw = ref.min_deadwood([x for x in hand11 if x != c])
                if (kind == "gin" and dw == 0) or (kind == "knock" and 0 < dw <= 10):
                    expected.append(c)
            assert listed == sorted(expected), (hand11, kind)
            finishing += len(expected)
        checked += 1
    assert checked == 150 and finishing > 100
