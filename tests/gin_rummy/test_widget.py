"""The Gin widget, Python side: traits, hostile messages, and no hidden cards ever synced."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove
from tabletop_widgets.engine.cards import card_label
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot

SYNCED = (
    "view",
    "legal",
    "log",
    "error",
    "seat",
    "names",
    "humans",
    "mode",
    "handover",
    "scores",
    "terminal",
    "revision",
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
    assert "may not discard it this turn" in w.view["taken_note"]
    before = w.save()
    w._on_message(w, {"type": "act", "action": {"type": "discard", "card": top}}, None)
    assert "may not discard it this turn" in w.error and w.save() == before
    other = next(c for c in w.view["hand"] if c != top)
    w._on_message(w, {"type": "act", "action": {"type": "discard", "card": other}}, None)
    assert w.error == "" and f"You discarded {card_label(other)}." in w.log


def test_knock_button_reasons():
    w = GinRummyWidget(seed=2)
    assert w.view["finish_reasons"]["knock"] == "Draw a card first."
    w.act({"type": "draw", "source": "stock"})
    reason = w.view["finish_reasons"]["knock"]
    best = min(w.view["after_discard"].values())
    assert (reason == "" and best <= 10) or (f"leaves {best} deadwood" in reason and best > 10)
    assert w.view["deadwood"] == w.view["arrangement"]["deadwood"]


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
    assert repr(w) == "GinRummyWidget(Gin Rummy; You 0, Fair bot 2 0; to act: You; moves=0)"
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
    assert teacher.mode == "reveal" and len(teacher.view["opponent_hand"]) == 10
