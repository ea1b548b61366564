"""The Gnumies widget, Python side: secret simultaneous choices, the Gnalli's private look,
hand-over, hostile messages, teacher mode, and the proof that nothing hidden is synced."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, RandomBot
from tabletop_widgets.gnumies import GAME, GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot

SKIP = {"layout", "tabbable", "tooltip", "comm", "keys", "log_lines"}


def synced(w) -> dict:
    """Every synced trait's value, as the browser receives it (JSON)."""
    names = [n for n in w.trait_names(sync=True) if not n.startswith("_") and n not in SKIP]
    return json.loads(json.dumps({n: getattr(w, n) for n in names}))


def check_nothing_hidden_is_synced(w, rng):
    state, seat = w.state, w.seat
    data = synced(w)
    text = json.dumps(data, sort_keys=True)
    assert str(state["rng"]) not in text
    if w.handover:
        assert data["view"] == {} and data["legal"] == []
        return
    view = data["view"]
    # No secret field at all: not the choices, not the supply order, not a teacher view.
    assert not {"picks", "supply_top_first", "teacher"} & set(view)
    assert isinstance(view["supply"], int)
    # Another seat's pending choice: only "has chosen" is known.
    for s in state["pickers"]:
        if s != seat:
            assert view["chosen"][s] == (state["picks"][s] is not None)
    assert view["my_choice"] == state["picks"][seat]
    # The Gnalli's look reaches only the Gnalli player.
    if state["look"] is not None:
        assert view["look"] == (state["look"] if state["gnalli_seat"] == seat else None)
    # The whole synced view is the same whatever the hidden facts are.
    for _ in range(3):
        other = GAME.resample_hidden(state, seat, rng.randrange(10**9))
        assert GAME.present(GAME.view(other, seat), seat) == view
    # The public log never names a pending choice.
    for line in data["log"]:
        assert "Card chosen by" not in line or "Revealed" in line or "hidden" in line


def test_nothing_hidden_is_synced_in_a_whole_game_against_bots():
    rng = random.Random(3)
    w = GnumiesWidget([None, ThinkingBot(), RandomBot()], seed=5)
    moves = 0
    while not w.terminal:
        check_nothing_hidden_is_synced(w, rng)
        assert w.legal, "the person must have a move whenever the game waits"
        w.act(rng.choice(w.legal))
        moves += 1
    check_nothing_hidden_is_synced(w, rng)
    assert moves > 5 and w.view["phase"] == "over"


def test_nothing_hidden_is_synced_in_hot_seat_with_hand_over_screens():
    rng = random.Random(8)
    w = GnumiesWidget(3, seed=2)
    assert w.mode == "hotseat"
    handovers = 0
    for _ in range(400):
        if w.terminal:
            break
        check_nothing_hidden_is_synced(w, rng)
        if w.handover:
            handovers += 1
            w._on_message(w, {"type": "handover"})
            continue
        w._on_message(w, {"type": "act", "action": rng.choice(w.legal)})
        assert w.error == ""
    assert handovers > 10


def test_a_bid_stays_secret_from_the_next_hot_seat_player():
    w = GnumiesWidget(2, seed=1)
    assert w.seat == 0 and w.view["chosen"] == [False, False]
    w.act({"type": "play", "card": 100})
    assert w.handover and w.view == {} and w.legal == []
    w._on_message(w, {"type": "handover"})
    assert w.seat == 1 and w.view["chosen"] == [True, False]
    assert w.view["my_choice"] is None and "100" not in " ".join(w.log)
    w.act({"type": "play", "card": 10})
    assert w.handover and w.seat == 0 and w.view == {}  # the next seat's screen comes first
    assert w.state["reveal"]["bids"] == [[0, 100, 3], [1, 10, 4]]
    assert "Revealed" in w.log[-1] and "100" in w.log[-1]
    w._on_message(w, {"type": "handover"})
    assert w.view["reveal"]["winner"] == 0 and w.view["reveal"]["bids"] == [[0, 100, 3], [1, 10, 4]]


def test_the_gnalli_look_and_choice_happen_in_the_widget():
    w = GnumiesWidget(2, seed=2)
    assert w.state["offer"] == 4 and w.state["supply"][-1] == 1  # seed 2: Guest 4, then a Borsi
    w.act({"type": "play", "card": "gnalli"})
    w._on_message(w, {"type": "handover"})
    assert w.view["look"] is None
    w.act({"type": "play", "card": 30})
    # The 4 went to the only bidder; now the Gnalli player (seat 0) decides, behind a hand-over.
    assert w.state["rooms"] == [[], [4]] and w.state["phase"] == "gnalli"
    assert w.handover and w.view == {}
    w._on_message(w, {"type": "handover"})
    assert w.seat == 0 and w.view["look"] == 1
    assert w.legal == [{"type": "keep"}, {"type": "give", "to": 1}]
    w._on_message(w, {"type": "act", "action": {"type": "give", "to": 1}})
    assert w.error == ""
    assert w.state["rooms"] == [[], [4, 1]] and "gnalli" in w.state["hands"][0]
    assert "give Borsi (1) to Player 2" in " ".join(w.log)


def test_hostile_messages_set_an_error_and_change_nothing():
    w = GnumiesWidget([None, ThinkingBot()], seed=4)
    before = json.dumps(w.state, sort_keys=True)
    for message in [
        "junk",
        {"type": "act"},
        {"type": "act", "action": {"type": "play", "card": 999}},
        {"type": "act", "action": {"type": "play", "card": "100"}},
        {"type": "act", "action": {"type": "keep"}},
        {"type": "act", "action": {"type": "play", "card": 10}, "seat": 1},
        {"type": "act", "action": {"type": "give", "to": 1}},
        {"type": "bogus"},
        {"type": "act", "action": ["x"] * 5000},
    ]:
        w.error = ""
        w._on_message(w, message)
        assert w.error, message
        assert json.dumps(w.state, sort_keys=True) == before
    with pytest.raises(IllegalMove, match="not a Gnumie card"):
        w.act({"type": "play", "card": 5})


def test_teacher_mode_is_explicit_and_shows_the_choices():
    w = GnumiesWidget([None, ThinkingBot()], seed=4, reveal=True)
    assert w.mode == "reveal" and w.view["teacher"] is True
    assert w.view["picks"][1] is not None  # the bot has chosen: the teacher sees it
    assert len(w.view["supply_top_first"]) == w.view["supply"]


def test_repr_is_deterministic_and_the_room_explained():
    a = GnumiesWidget([None, ThinkingBot()], seed=9)
    b = GnumiesWidget([None, ThinkingBot()], seed=9)
    assert repr(a) == repr(b) and "The Gnumies" in repr(a)
    a.act({"type": "play", "card": 100})
    assert a.view["room_lines"][0][-1].startswith("Total:")
    assert a.room_score(0).total == a.scores[0]
    for seat in (0, 1):
        assert a.room_score(seat) == GAME.room_score(a.state, seat)  # the query, from the view
    explained = a.ask("explain")
    assert explained["room"] == a.seat and explained["lines"] == a.view["room_lines"][a.seat]
    assert a.answers["explain"] == explained


def test_undo_takes_back_the_sealed_round_and_save_load_replays_it():
    w = GnumiesWidget([None, RandomBot()], seed=6)
    w.act({"type": "play", "card": 50})  # round 1 revealed; the bot has sealed its round-2 card
    before = w.state
    w.act(w.legal[0])
    w.undo()
    assert w.state["round"] == before["round"] and w.legal == GAME.legal_actions(before, 0)
    assert w.state["hands"] == before["hands"] and w.state["rooms"] == before["rooms"]
    assert "redraw" in w.match.log[-2] and w.match.log[-1]["seat"] == 1  # re-made afresh
    assert w.undos == [1, 0]
    text = w.save()
    other = GnumiesWidget([None, RandomBot()], seed=1)
    other.load(text)
    assert other.state == w.state
