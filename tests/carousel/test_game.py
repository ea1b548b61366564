"""Carousel engine: the deal, draw-1/2/3 turns, plays, knocking, going out, the final lap, the end."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.carousel import GAME
from tabletop_widgets.carousel.plays import could_play, greedy_play, simple_plays
from tabletop_widgets.carousel.rules import play_problem
from tabletop_widgets.engine import IllegalMove, Match


def make(
    n=2,
    hands=None,
    table=(),
    stock=(),
    current=0,
    draws=1,
    step="turn",
    totals=None,
    options=None,
    **extra,
):
    """A hand-made position (cards need not add up to a deck: only the rules are exercised)."""
    state = GAME.new_state(n, seed=1, options=options)
    state.update(
        hands=[list(h.split()) if isinstance(h, str) else list(h) for h in hands],
        table=[m.split() if isinstance(m, str) else list(m) for m in table],
        stock=list(stock.split() if isinstance(stock, str) else stock),
        current=current,
        draws=draws,
        step=step,
        final_left=extra.pop("final_left", 0),
        totals=totals or [0] * n,
        dealer=(current - 1) % n,
        auto=[],
    )
    state.update(extra)
    return state


# ----- 2.1 the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("n, stock", [(2, 33), (3, 76), (4, 66), (5, 56)])
def test_deal_ten_cards_each_and_the_stock(n, stock):
    state = GAME.new_state(n, seed=n)
    left = (state["dealer"] + 1) % n
    # the player left of the dealer starts; the compulsory first draw is made at once,
    # and further draws while no play is possible (each one in the public ``auto`` lines)
    assert state["auto"][0] == (
        f"Every turn starts with a draw: drawn for Player {left + 1} (draw 1 of 3)"
    )
    drawn = sum("drawn for" in line for line in state["auto"])
    assert all(
        line.startswith(("No play possible: drawn for", "Every turn starts with a draw"))
        for line in state["auto"]
        if "drawn for" in line
    )
    assert sum(len(h) for h in state["hands"]) == 10 * n + drawn
    assert len(state["stock"]) == stock - drawn
    assert sum(GAME.components(state).values()) == (53 if n == 2 else 106)


# ----- 2.3 the turn ------------------------------------------------------------------------------------


def test_a_play_after_the_first_draw_ends_the_turn():
    s = make(hands=["7S 8S 9S KD QC", "2H 3H 9C TC JC"], stock="4C 5C 6D 6C", draws=1)
    after = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    assert after["hands"][0] == ["KD", "QC"] and after["table"] == [["7S", "8S", "9S"]]
    assert after["current"] == 1 and after["draws"] >= 1  # player 2's first draw is automatic


def test_no_play_after_the_third_draw():
    s = make(hands=["7S 8S KD QC", "2H 3H 9C TC JC"], stock="4C 5C 9S", draws=2)
    after = GAME.apply(s, 0, {"type": "draw"})  # third draw: the 9S, which would make a meld
    assert "9S" in after["hands"][0]
    assert after["current"] == 1  # ... but the turn is over
    with pytest.raises(IllegalMove):
        GAME.apply(after, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})


def test_play_before_drawing_is_refused_with_the_start_of_turn_option():
    s = make(
        hands=["AS 2D", "2H 3H 9C TC JC"],
        stock="4C 5C 9S",
        draws=0,
        options={"knock_timing": "start_of_turn"},
    )
    assert {"type": "knock"} in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalMove, match="Draw a card first"):
        GAME.apply(s, 0, {"type": "play", "melds": [["AS", "2S", "3S"]]})


def test_illegal_plays_are_refused_and_change_nothing():
    s = make(hands=["7S 8S 9S KD", "2H 3H 9C TC JC"], table=["4D 5D 6D"], stock="4C 5C", draws=1)
    before = json.dumps(s, sort_keys=True)
    for action, words in [
        ({"type": "play", "melds": [["7S", "8S", "9S"]]}, "leave the table"),
        ({"type": "play", "melds": [["4D", "5D", "6D"], ["7S", "8S", "KD"]]}, "Meld 2"),
        ({"type": "play", "melds": [["4D", "5D", "6D"], ["7S", "8S", "9S", "TS"]]}, "do not hold"),
        ({"type": "play", "melds": "7S 8S 9S"}, "list of melds"),
        ({"type": "play", "melds": [["4D", "5D", "6D"], ["JK", "8S", "9S"]]}, "named"),
        ({"type": "play"}, "whole table"),
        ({"type": "knock"}, "5 or fewer"),
        ({"type": "end_turn"}, "not over"),
        ({"type": "pass"}, "may not pass"),
        ({"type": "fly"}, "Unknown move"),
        ({"type": "bid", "card": 40}, "Unknown move 'bid'"),  # not "write {'type': 'bid'}"
        ({"type": "draw", "source": "stock"}, "no extra fields"),
        ("draw", "Carousel move"),
    ]:
        with pytest.raises(IllegalMove, match=words):
            GAME.apply(s, 0, action)
        assert json.dumps(s, sort_keys=True) == before


# ----- 2.6 knocking and going out ----------------------------------------------------------------------


def test_knock_at_the_end_of_the_turn_and_the_undercut():
    # A holds AS 4D (5 points) after playing; B holds 2C (2 points): B undercuts, 3 + 10
    s = make(hands=["7S 8S 9S AS 4D", "2C"], stock="4C 5C 6D 6C 9D 9H", draws=1)
    after = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    assert after["step"] == "end" and GAME.legal_actions(after, 0) == [
        {"type": "knock"},
        {"type": "end_turn"},
    ]
    done = GAME.apply(after, 0, {"type": "knock"})
    last = done["rounds"][-1]
    assert last["values"] == [5, 2] and last["knocker"] == 0 and last["points"] == [0, 13]
    assert done["totals"] == [0, 13] and done["rounds_won"] == [0, 1]
    assert done["round"] == 2 and done["dealer"] == (s["dealer"] + 1) % 2  # the deal passes left


def test_knock_refused_above_five_points():
    s = make(hands=["7S 8S 9S AS 5D", "2C"], stock="4C 5C 6D", draws=1)
    after = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    assert after["current"] == 1  # 6 points: no knock offered, the turn passed on
    s2 = make(hands=["AS 5D", "2C 3C 4C"], stock="4C 5C 6D", step="end")
    with pytest.raises(IllegalMove, match="5 or fewer"):
        GAME.apply(s2, 0, {"type": "knock"})


def test_going_out_ends_the_round_with_the_bonus():
    s = make(n=3, hands=["7S 8S 9S", "4C 3D", "QD 2S"], stock="4C 5C 6D 6C 9D 9H", draws=1)
    done = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    last = done["rounds"][-1]
    assert last["went_out"] == 0 and last["values"] == [0, 7, 12]
    assert last["points"] == [44, 0, 0]  # (7 + 12) + 25, the spec's example


def test_the_final_lap_after_the_stock_runs_out():
    # seat 0 drew the last card (draw 1); no play: pass. Seats 1, 2, then 0 get one more turn.
    s = make(n=3, hands=["7S 8S KD 2C", "9S 4C 4D 4H", "QD 2S 3S 4S"], stock="", draws=1)
    assert GAME.legal_actions(s, 0)[0] == {"type": "pass"}
    with pytest.raises(IllegalMove, match="stock is empty"):
        GAME.apply(s, 0, {"type": "draw"})
    s = GAME.apply(s, 0, {"type": "pass"})
    assert s["step"] == "final" and s["current"] == 1 and s["final_left"] == 3
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, {"type": "draw"})
    s = GAME.apply(s, 1, {"type": "play", "melds": [["4C", "4D", "4H"]]})
    assert s["current"] == 2
    s = GAME.apply(s, 2, {"type": "play", "melds": [["4C", "4D", "4H"], ["2S", "3S", "4S"]]})
    # seat 0 (7S 8S KD 2C) can still play? 9S went nowhere: 7S-8S needs 6S or 9S: no play, passed
    assert s["round"] == 2  # the lap ended with the player who emptied the stock
    last = s["rounds"][-1]
    assert last["knocker"] is None and last["values"] == [27, 9, 10]
    assert last["points"] == [0, 18 + 1, 0]  # lowest hand wins the differences, no undercut bonus


def test_game_end_at_150_with_bonuses():
    s = make(
        hands=["7S 8S 9S", "KC QC"], stock="4C 5C 6D", draws=1, totals=[140, 60], rounds_won=[4, 2]
    )
    done = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    assert done["step"] == "over" and GAME.is_terminal(done)
    # +20 + 25 for going out -> 185; +100 for reaching 150 and 5 rounds won x 25; the other 2 x 25
    assert done["totals"] == [185, 60]
    assert GAME.scores(done) == [185 + 100 + 125, 60 + 50]
    assert GAME.winners(done) == [0]


def test_literal_round_bonus_option():
    s = make(
        hands=["7S 8S 9S", "KC QC"],
        stock="4C 5C 6D",
        draws=1,
        totals=[140, 60],
        rounds_won=[4, 2],
        options={"round_bonus_excludes_finishers": True},
    )
    done = GAME.apply(s, 0, {"type": "play", "melds": [["7S", "8S", "9S"]]})
    assert GAME.scores(done) == [185 + 100, 60 + 50]


def test_unknown_and_mistyped_options_are_refused():
    with pytest.raises(ValueError):
        GAME.new_state(2, options={"knock_timing": "whenever"})
    with pytest.raises(ValueError):
        GAME.new_state(2, options={"target": "150"})


# ----- legal plays, forced moves, views ---------------------------------------------------------------------


def test_listed_plays_are_all_legal():
    rng = random.Random(5)
    for seed in range(30):
        state = GAME.new_state(rng.choice([2, 3, 5]), seed=seed)
        for _ in range(40):
            seat = GAME.seats_to_act(state)
            if not seat:
                break
            legal = GAME.legal_actions(state, seat[0])
            for action in legal:
                if action["type"] == "play":
                    assert (
                        play_problem(state["hands"][seat[0]], state["table"], action["melds"])
                        is None
                    )
            state = GAME.apply(state, seat[0], rng.choice(legal))


def test_could_play_is_never_wrong_when_it_says_no():
    # a hand with no possible meld window: forced draw
    assert not could_play(["2S", "7H", "QD"], [])
    assert not could_play(["2S", "9H", "QD"], [["4S", "5S", "6S"], ["KC", "KD", "KH"]])
    assert could_play(["7S"], [["4S", "5S", "6S"]])
    assert could_play(["JK"], [["4S", "5S", "6S"]])
    assert not could_play(["JK", "2S", "9D"], [])
    assert could_play(["JK", "2S", "3S"], [])
    # whenever the greedy play exists, could_play said yes
    rng = random.Random(2)
    for _ in range(300):
        deck = [r + s for r in "A23456789TJQK" for s in "SHDC"] + ["JK"]
        rng.shuffle(deck)
        hand, table_cards = deck[:8], deck[8:20]
        table = [m for m in (greedy_play(table_cards, []) or []) if m]
        if greedy_play(hand, table) is not None or simple_plays(hand, table):
            assert could_play(hand, table)


def test_views_show_only_the_own_hand_and_survive_resampling():
    m = Match(GAME, 3, seed=4)
    rng = random.Random(0)
    for _ in range(30):
        if not m.seats_to_act:
            break
        m.act(rng.choice(m.legal_actions()))
    state = m.state
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view["hand"] == state["hands"][seat]
        text = json.dumps(view)
        other = GAME.resample_hidden(state, seat, 9)
        assert json.dumps(GAME.view(other, seat)) == text
        assert GAME.components(other) == GAME.components(state)
        assert "stock" in view and isinstance(view["stock"], int)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_with_every_table_size(n):
    """The conformance suite plays five-player games; this plays the other sizes (fewer games)."""
    for seed in range(3):
        m = Match(GAME, n, seed=seed)
        rng = random.Random(seed)
        start = GAME.components(m.state)
        while m.seats_to_act:
            legal = m.legal_actions()
            assert legal
            m.act(rng.choice(legal))
            assert GAME.components(m.state) == start
        assert GAME.is_terminal(m.state) and max(m.state["totals"]) >= 150
        assert Match.from_json(m.to_json()).state == m.state


# ----- issue 11: the rules at the edges -----------------------------------------------------------


def test_a_named_joker_is_freed_only_by_the_real_card_in_its_place():
    from tabletop_widgets.carousel.rules import play_problem

    table = [["7H", "7D", "JK:7S"], ["4S", "5S", "6S"]]
    # the real 7S into the joker's place: the joker is freed and re-used (renamed 7C)
    assert play_problem(["7S"], table, [["7H", "7D", "7S", "JK:7C"], ["4S", "5S", "6S"]]) is None
    # the real 7S elsewhere on the table does not free it
    elsewhere = [["7H", "7D", "JK:7C"], ["4S", "5S", "6S", "7S"]]
    assert "keeps that name" in play_problem(["7S"], table, elsewhere)
    # the 7S moved from another meld into the joker's place frees it too
    run = [["7H", "7D", "JK:7S"], ["4S", "5S", "6S", "7S", "8S"]]  # two decks
    moved = [["7H", "7D", "7S", "JK:7C"], ["4S", "5S", "6S"], ["8S", "JK:9S", "TS"]]
    assert "keeps that name" not in (play_problem(["TS", "JK"], run, moved) or "")


def test_one_deck_a_joker_cannot_stand_for_a_card_on_the_table():
    from tabletop_widgets.carousel.rules import play_problem

    table = [["7H", "7D", "7C"]]
    joker_as_7c = table + [["5S", "6S", "JK:7S"]]
    assert play_problem(["5S", "6S", "JK"], table, joker_as_7c, decks=1) is None
    taken = table + [["JK:7C", "8C", "9C"]]
    assert "only one 7♣" in play_problem(["JK", "8C", "9C"], table, taken, decks=1)
    assert play_problem(["JK", "8C", "9C"], table, taken, decks=2) is None
    state = GAME.new_state(2, seed=1)
    seat = state["current"]
    state["table"] = [list(m) for m in table]
    state["hands"][seat] = ["8C", "9C", "JK", "2D"]
    state["step"], state["draws"] = "turn", 1
    with pytest.raises(IllegalMove, match="only one 7♣"):
        GAME.apply(state, seat, {"type": "play", "melds": taken})


@pytest.mark.parametrize(
    "melds", [[[[]]], [[["AS"]]], [[{"a": 1}]], [[None, 3]], "AS", [[["JK:8S"]]]]
)
def test_malformed_nested_melds_are_illegal_moves(melds):
    state = GAME.new_state(2, seed=2)
    state["step"], state["draws"] = "turn", 1
    with pytest.raises(IllegalMove):
        GAME.apply(state, state["current"], {"type": "play", "melds": melds})


def test_refusals_and_teacher_view_and_redraw():
    state = GAME.new_state(3, seed=4)
    seat = state["current"]
    reasons = GAME.refusals(state, seat)
    assert set(reasons) >= {"end_turn"} and "draw" not in reasons
    other = (seat + 1) % 3
    assert "not" in GAME.refusals(state, other)["*"]
    shown = GAME.teacher_view(state)
    assert shown["teacher"] and shown["all_hands"] == state["hands"]
    assert shown["stock_cards"] == state["stock"]
    again = GAME.redraw_chance(state, 99)
    assert again["hands"] == state["hands"] and again["table"] == state["table"]
    assert sorted(again["stock"]) == sorted(state["stock"]) and again["stock"] != state["stock"]
