"""The Gin widget, Python side: traits, hostile messages, and no hidden cards ever synced."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove
from tabletop_widgets.engine.cards import card_label
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot

SYNCED = tuple(
    sorted(
        n for n in GinRummyWidget.class_trait_names(sync=True) if not n.startswith(("_", "layout"))
    )
)


def synced_json(w) -> str:
    return json.dumps({name: getattr(w, name) for name in SYNCED}, ensure_ascii=False)


def hidden_cards(w, seat=0):
    state = w.state
    return set(state["hands"][1 - seat]) | set(state["stock"])


def assert_no_hidden(w, seat=0):
    text = synced_json(w)
    known = set(w.state["known"][1 - seat])
    for c in hidden_cards(w, seat) - known:
        assert f'"{c}"' not in text, f"hidden card {c} reached the browser"
        assert card_label(c) not in text, f"hidden card {card_label(c)} named in the browser"


@pytest.mark.parametrize("seed", range(4, 9))
def test_no_hidden_card_is_ever_synced_during_play(seed):
    w = GinRummyWidget(seed=seed)
    bot = GreedyBot()
    rng = random.Random(0)
    moves = 0
    while w.state["hand_no"] == 1 and not w.terminal and moves < 200:
        assert_no_hidden(w)
        plain = [a for a in w.legal if a["type"] in ("draw", "discard")]
        w.act(bot.choose(w.view, plain, rng))
        moves += 1
    assert moves >= 2
    # after the showdown both hands of that hand are public, in the last_hand record
    last = w.view["last_hand"]
    assert last is not None and last["lines"]


def test_drawing_discarding_and_the_taken_card_rule_through_messages():
    w = GinRummyWidget(seed=2)
    top = w.view["discard"][-1]
    w._on_message(w, {"type": "act", "action": {"type": "draw", "source": "discard"}}, None)
    assert w.error == "" and top in w.view["hand"] and w.view["taken"] == top
    assert "may not discard it this turn" in w.refusals[f"discard:{top}"]
    before = w.save()
    w._on_message(w, {"type": "act", "action": {"type": "discard", "card": top}}, None)
    assert "may not discard it this turn" in w.error and w.save() == before
    other = next(c for c in w.view["hand"] if c != top)
    w._on_message(w, {"type": "act", "action": {"type": "discard", "card": other}}, None)
    assert w.error == "" and f"You discarded {card_label(other)}." in w.log


def test_knock_button_reasons_come_from_the_engine():
    w = GinRummyWidget(seed=2)
    assert w.refusals["knock"].startswith("Draw a card first")
    assert "draw" not in w.refusals
    w.act({"type": "draw", "source": "stock"})
    assert w.refusals == GinRummyWidget.game.refusals(w.state, 0)
    assert w.refusals["draw"].startswith("You have drawn already")
    best = min(w.view["after_discard"].values())
    assert best > 10  # this seed's hand is far from a knock
    assert w.refusals["knock"] == (
        f"Your best discard leaves {best} deadwood; a knock needs 10 or less."
    )
    assert w.view["deadwood"] == w.view["arrangement"]["deadwood"]
    assert "finish_reasons" not in w.view and "taken_note" not in w.view


@pytest.mark.parametrize(
    "message",
    [None, "x", [], {"type": "act"}, {"type": "act", "action": {"type": "draw", "source": "sky"}},
     {"type": "act", "action": {"type": "discard", "card": "AS"}}, {"type": "act", "action": "x" * 9000},
     {"type": "act", "action": {"type": "knock", "card": ["AS"]}}, {"type": "nope"},
     {"type": "act", "seat": 1, "action": {"type": "draw", "source": "stock"}}],
)  # fmt: skip
def test_hostile_messages_set_an_error_and_change_nothing(message):
    w = GinRummyWidget(seed=6)
    before = w.save()
    w._on_message(w, message, None)
    assert w.error and w.save() == before


def test_repr_is_deterministic_and_options_merge():
    w = GinRummyWidget(seed=1)
    assert repr(w) == "GinRummyWidget(Gin Rummy; You 0, Fair bot 0; to act: You; moves=0)"
    assert w.state["options"]["match_target"] == 100
    single = GinRummyWidget(seed=1, options={"match_target": 0})
    assert single.state["options"]["match_target"] == 0
    with pytest.raises(IllegalMove):
        w.act({"type": "gin", "card": "AS"})


def test_hot_seat_hides_hands_behind_the_handover_screen_and_reveal_is_marked():
    w = GinRummyWidget(players=2, seed=3)
    w.act({"type": "draw", "source": "stock"})
    w.act({"type": "discard", "card": w.view["hand"][0]})
    assert w.handover and w.view == {} and w.legal == []
    teacher = GinRummyWidget(seed=3, reveal=True)
    assert teacher.mode == "reveal" and teacher.view["teacher"] is True
    assert teacher.view["opponent_hand"] == teacher.state["hands"][1]
    assert teacher.view["stock"] == teacher.state["stock"]
    assert teacher.view["hand"] == teacher.state["hands"][0]


def test_hot_seat_undo_is_refused_behind_the_handover_screen():
    w = GinRummyWidget(players=2, seed=3)
    a_hand = list(w.view["hand"])
    w.act({"type": "draw", "source": "stock"})
    w.act({"type": "discard", "card": w.view["hand"][0]})
    assert w.handover and w.view == {}
    w._on_message(w, {"type": "undo"}, None)  # issue 42: it would show A's hand to B
    assert w.error.startswith("Undo waits until Player 2 has the screen")
    assert w.seat == 1 and w.handover and w.view == {} and len(w.match.moves) == 2
    w._on_message(w, {"type": "handover"}, None)  # B sits down and sees B's hand
    assert w.seat == 1 and not w.handover and w.view["hand"] != a_hand
    moves = len(w.match.moves)
    w._on_message(w, {"type": "undo"}, None)  # B may not take back A's move
    assert w.error == "Player 1 moved last: only Player 1 may take that move back."
    assert w.seat == 1 and len(w.match.moves) == moves == 2


def test_redrawing_from_the_stock_after_undo_gives_a_fresh_card():
    same = 0
    for _ in range(200):
        w = GinRummyWidget(seed=5)  # the same deal every time: the same first card
        w.act({"type": "draw", "source": "stock"})
        first = w.view["drawn"]
        w.undo()
        w.act({"type": "draw", "source": "stock"})
        same += w.view["drawn"] == first
    # 31 cards in the stock: about 6.5 repeats expected; 20 or more has odds below 1e-4.
    assert same < 20


def test_the_showdown_speaks_of_you_in_good_grammar():
    from tabletop_widgets.gin_rummy import explain

    assert explain.scores_line("You", 24) == "You score 24."
    assert explain.scores_line("Ann", 24) == "Ann scores 24."
    from tabletop_widgets.gin_rummy import GAME

    gin = ["AS", "2S", "3S", "4S", "5H", "5D", "5C", "9C", "TC", "JC"]
    other = ["KS", "KH", "KD", "7S", "8S", "9S", "TS", "QH", "6D", "7C"]
    state = GAME.new_state(2, seed=1, options={"match_target": 0}, names=["You", "Bot"])
    rest = [c for c in GAME.components(state) if c not in gin + other + ["QC"]]
    state.update(hands=[gin, other], discard=[rest.pop()], stock=rest + ["QC"])
    after = GAME.apply(
        GAME.apply(state, 0, {"type": "draw", "source": "stock"}), 0, {"type": "gin", "card": "QC"}
    )
    line = GAME.describe(state, 0, {"type": "gin", "card": "QC"}, after)
    assert after["last_hand"]["lines"][-1] == f"You score {after['last_hand']['points']}."
    assert "You score " in line and "You scores" not in line
