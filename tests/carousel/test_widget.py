"""The Carousel widget, Python side: traits, plays, hints, hostile messages, no hidden data synced."""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.carousel.bots import HandMeldBot
from tabletop_widgets.carousel.plays import greedy_play
from tabletop_widgets.carousel.queries import HINT_SECONDS
from tabletop_widgets.carousel.rules import play_problem
from tabletop_widgets.carousel.widget import CarouselWidget
from tabletop_widgets.engine import IllegalMove


def synced(w) -> str:
    names = [
        n
        for n in w.trait_names(sync=True)
        if not n.startswith("_") and n not in ("layout", "tabbable", "tooltip", "comm", "keys")
    ]
    return json.dumps({n: getattr(w, n) for n in names}, default=str)


def hidden_cards(w, seat):
    """Cards the seat may not see now: the other hands and the stock."""
    state = w.state
    others = [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
    return set(others + state["stock"]) - {"JK"}


@pytest.fixture
def widget():
    return CarouselWidget([None, HandMeldBot()], seed=2)


def test_initial_traits_and_repr(widget):
    v = widget.view
    assert widget.seat == 0 and v["may_play"] and v["hand"] == widget.state["hands"][0]
    assert {a["type"] for a in widget.legal} >= {"draw"}
    assert set(widget.refusals) == {"knock", "end_turn", "pass"}
    assert widget.refusals == widget.game.refusals(widget.state, 0)
    assert repr(widget) == repr(CarouselWidget([None, HandMeldBot()], seed=2))
    assert repr(widget).startswith("CarouselWidget(Carousel; round 1;")


def test_play_by_message_and_the_hint(widget):
    hint = widget.hint()
    assert (
        hint["melds"]
        and play_problem(widget.view["hand"], widget.view["table"], hint["melds"]) is None
    )
    # proven optimal within the hint's time, or said to be the best found (busy machine)
    lead = "Best play: " if hint["optimal"] else f"Best found in {HINT_SECONDS:g} s of thinking: "
    assert hint["text"].startswith(lead) and widget.answers["hint"] == hint
    assert hint["action"] == {"type": "play", "melds": hint["melds"]}
    play = greedy_play(widget.view["hand"], widget.view["table"])
    widget._on_message(widget, {"type": "act", "action": {"type": "play", "melds": play}}, None)
    assert widget.error == ""
    mine = [e["action"] for e in widget.match.log if e["seat"] == 0]
    assert mine[-1] == {"type": "play", "melds": play}
    # a hint belongs to one position: it is no longer shown once the table changed
    assert hint["position"] < len(widget.match.log)
    assert "hint" not in widget.answers


def test_hints_turned_off_say_why_and_the_check_still_works():
    w = CarouselWidget([None, HandMeldBot()], seed=2, help_off=("hint",))
    by_name = {q["name"]: q for q in w.queries}
    assert by_name["hint"]["allowed"] is False and by_name["check"]["allowed"] is True
    assert by_name["check"]["automatic"] is True and by_name["hint"]["automatic"] is False
    w._on_message(w, {"type": "query", "name": "hint", "args": {}}, None)
    assert w.error == "Hints are turned off at this table." and w.answers == {}
    with pytest.raises(IllegalMove, match="turned off"):
        w.hint()
    assert w.check(w.view["table"])["problem"] is not None and w.error == ""


def test_hostile_messages_change_nothing(widget):
    before = json.dumps(widget.state, sort_keys=True)
    for content in [
        {"type": "act", "action": {"type": "play", "melds": [["KS", "KH"]]}},
        {"type": "act", "action": {"type": "play", "melds": "nonsense"}},
        {"type": "act", "action": {"type": "knock"}},
        {"type": "act", "action": {"type": "play", "melds": [["AS", "AS", "AS"]] * 80}},
        {"type": "hint"},  # the old messages: hint and check are declared queries now
        {"type": "check", "melds": []},
        {"type": "query", "name": "hint", "args": {"extra": 1}},
        {"type": "query", "name": "check", "args": {"melds": [[[]]]}},
        {"type": "query", "name": "check", "args": {"melds": "AS"}},
        {"type": "query", "name": "check"},
        {"type": "query", "name": "check", "args": {"melds": [], "x": 1}},
        {"type": "query", "name": "verdict", "args": {}},
        {"type": "follow", "name": "hint", "on": True},  # asked, not switched on
        {"type": "warp"},
        "not a dict",
        {"type": "act", "seat": 1, "action": {"type": "draw"}},
    ]:
        widget._on_message(widget, content, None)
        assert widget.error, content
        assert json.dumps(widget.state, sort_keys=True) == before
    with pytest.raises(IllegalMove):
        widget.act({"type": "play", "melds": [["KS", "KH", "QD"]]})


def test_synced_traits_never_hold_hidden_cards():
    # two players, one deck: every natural card exists once, so a hidden card's code must not appear
    w = CarouselWidget([None, HandMeldBot()], seed=2)
    checked = 0
    for _ in range(40):
        if w.match.is_terminal or w.state["round"] > 1:
            break
        text = synced(w)
        for code in hidden_cards(w, w.seat):
            assert f'"{code}"' not in text, f"hidden card {code} reached the browser"
        checked += 1
        w.hint()
        text = synced(w)
        for code in hidden_cards(w, w.seat):
            assert f'"{code}"' not in text
        legal = w.match.legal_actions(0)
        plays = [a for a in legal if a["type"] == "play"]
        w.act(plays[0] if plays else legal[0])
    assert checked >= 5


def test_hot_seat_hands_over_between_players():
    w = CarouselWidget([None, None], seed=5)
    first = w.seat
    legal = w.match.legal_actions(first)
    w.act(next(a for a in legal if a["type"] in ("draw", "play")))
    while w.match.seats_to_act == [first]:
        w.act(w.match.legal_actions(first)[0])
    assert w.handover and w.view == {} and w.legal == []
    w._on_message(w, {"type": "handover"}, None)
    assert not w.handover and w.view["hand"] == w.state["hands"][w.seat] and w.seat != first


def test_teacher_view_is_explicit():
    w = CarouselWidget([None, HandMeldBot()], seed=2, reveal=True)
    assert w.mode == "reveal"
    assert w.view["all_hands"] == w.state["hands"] and w.view["hand"] == w.state["hands"][0]
    assert "all_hands" not in CarouselWidget([None, HandMeldBot()], seed=2).view


def test_check_returns_the_engines_verdict_for_a_proposed_table(widget):
    hand, table = widget.view["hand"], widget.view["table"]
    verdict = widget.check([hand[:2]])
    assert verdict["problem"].startswith("No card may leave the table")
    verdict = widget.check([*table, hand[:2]])
    assert verdict["problems"] == {str(len(table)): "a meld needs at least 3 cards, this one has 2"}
    assert verdict["problem"].startswith(f"Meld {len(table) + 1}")
    assert widget.answers["check"] == verdict
    play = greedy_play(hand, widget.view["table"])
    verdict = widget.check(play)
    assert verdict["problems"] == {} and verdict["problem"] is None
    assert verdict["position"] == len(widget.match.log)
    assert (
        widget.check(table)["problem"]
        == "A play must add at least one card from your hand to the table."
    )
    # an unnamed joker is named so that its meld is valid, and the meld is put in order
    w = CarouselWidget([None, HandMeldBot()], seed=2)
    w.state["hands"][0] = sorted(w.state["hands"][0][:-1]) + ["JK"]
    assert w.check([["9C", "JK", "7C"]])["ordered"] == [["7C", "JK:8C", "9C"]]


def test_page_messages_for_malformed_nested_melds_are_refused_without_traceback(widget):
    before = widget.save()
    for melds in ([[[]]], [[["AS"]]], [[None]], [[1, 2, 3]]):
        widget._handle_msg(
            {
                "content": {
                    "data": {
                        "method": "custom",
                        "content": {"type": "act", "action": {"type": "play", "melds": melds}},
                    }
                }
            }
        )
        assert widget.error and "malformed" not in widget.error and widget.save() == before


def test_hot_seat_undo_passes_through_the_handover_screen():
    w = CarouselWidget([None, None], seed=5)
    first = w.seat
    a_hand = list(w.view["hand"])
    w.act({"type": "draw"})
    while w.match.seats_to_act == [first]:
        w.act(w.match.legal_actions(first)[0])
    assert w.handover and w.view == {} and w.legal == [] and w.refusals == {}
    moves = len(w.match.moves)
    w._on_message(w, {"type": "handover"}, None)
    assert w.seat != first and not w.handover and w.view["hand"] != a_hand
    w._on_message(w, {"type": "undo"}, None)  # B may not take back A's move
    assert w.error.endswith("may take that move back.") and len(w.match.moves) == moves
    assert w.seat != first


def test_redrawing_after_undo_gives_a_fresh_card():
    from tabletop_widgets.carousel import GAME
    from tabletop_widgets.engine import Match

    same = 0
    for _ in range(200):
        match = Match(GAME, 2, seed=7)  # the same deal every time: the same next card
        seat = match.seats_to_act[0]
        before = len(match.state["stock"])
        match.act({"type": "draw"}, seat)
        first = match.state["hands"][seat]
        match.undo()  # what the widget's Undo does (Match.rewind, then a redraw entry)
        assert len(match.state["stock"]) == before
        match.act({"type": "draw"}, seat)
        same += match.state["hands"][seat] == first
    # 32 cards in the stock: about 6 repeats expected; 20 or more has odds below 1e-4
    assert same < 20
