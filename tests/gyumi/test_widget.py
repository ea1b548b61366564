"""The GYÜMI widget, Python side: two-step turns, hand-over, hostile messages, the practice
aid, the end reveal, and the proof that no buried card is ever synced during play."""

from __future__ import annotations

import json
import random
import re

import pytest

from tabletop_widgets.engine import IllegalMove, RandomBot
from tabletop_widgets.gyumi import FRUITS, GAME, GyumiWidget
from tabletop_widgets.gyumi.bots import MemoryBot
from tabletop_widgets.gyumi.queries import practice_answer

CARD = re.compile(r"\b(" + "|".join(FRUITS) + r")-([1-5])\b")
SKIP = {"layout", "tabbable", "tooltip", "comm", "keys", "log_lines"}


def synced(w) -> dict:
    """Every synced trait's value, as the browser receives it (JSON)."""
    names = [n for n in w.trait_names(sync=True) if not n.startswith("_") and n not in SKIP]
    return json.loads(json.dumps({n: getattr(w, n) for n in names}))


def check_nothing_hidden_is_synced(w, rng):
    """The synced traits carry only what the viewing seat may see."""
    state, seat = w.state, w.seat
    data = synced(w)
    text = json.dumps(data, sort_keys=True)
    if GAME.is_terminal(state):
        return
    # 1. No spread-out series, no practice cards, no teacher data, no generator state.
    assert "practice" not in data["answers"] and not any(q["on"] for q in data["queries"])
    view_text = json.dumps(data["view"])
    assert (
        '"cards"' not in view_text and '"practice"' not in view_text and '"hidden"' not in view_text
    )
    assert str(state["rng"]) not in text
    # 2. Every card code in the synced JSON is a card this seat sees now: a discard-pile top,
    #    or the card it holds (or a card taken from a face-up pile).
    visible = list(GAME.view(state, seat)["piles"])
    held = GAME.view(state, seat)["holding"]
    if held:
        visible.append(held)
    for match in CARD.finditer(text):
        assert match.group(0) in visible, f"{match.group(0)} is synced but not visible"
    # 3. The view is the same whatever the hidden cards are (own buried cards included).
    for _ in range(2):
        other = GAME.resample_hidden(state, seat, rng.randrange(10**9))
        expected = {} if w.handover else GAME.present(GAME.view(other, seat), seat)
        assert expected == data["view"]
    # 4. The buried numbers of every series appear nowhere as a series entry.
    for rows in data["view"].get("series", []):
        for row in rows:
            assert set(row) == {"fruit", "top", "count"}


def test_synced_state_never_contains_a_buried_card_in_a_whole_game():
    rng = random.Random(4)
    w = GyumiWidget([None, MemoryBot(), RandomBot()], seed=11)
    moves = 0
    while not w.terminal:
        check_nothing_hidden_is_synced(w, rng)
        w.act(rng.choice(w.legal))
        moves += 1
    assert moves > 50
    # at the end every series is spread out with its score
    view = w.view
    assert view["over"] == "draw_empty" and len(view["totals"]) == 3
    assert all(
        "cards" in row and "points" in row and "why" in row
        for rows in view["series"]
        for row in rows
    )
    assert w.scores == view["totals"] == GAME.scores(w.state)


def test_hotseat_hands_over_with_nothing_private_on_screen():
    rng = random.Random(2)
    w = GyumiWidget(2, seed=5)
    assert w.mode == "hotseat" and w.handover is False
    first = w.seat
    w.act({"type": "draw"})
    assert w.handover is False and w.view["holding"]  # still my turn: I see my card
    w.act({"type": "discard", "pile": 0})
    assert w.handover is True and w.view == {} and w.legal == []
    w._handle({"type": "handover"})
    assert w.handover is False and w.seat != first
    check_nothing_hidden_is_synced(w, rng)


def test_stall_limit_is_off_with_people_at_the_table_but_kept_for_bots_only():
    assert GyumiWidget(seed=1).match.options["stall_turns_per_player"] == 0
    assert (
        GyumiWidget(seed=1, options={"stall_turns_per_player": 3}).match.options[
            "stall_turns_per_player"
        ]
        == 3
    )
    bots = GyumiWidget([MemoryBot(), RandomBot()], seed=1)
    assert bots.match.options["stall_turns_per_player"] == 10 and bots.terminal


def test_hostile_and_stale_messages_only_set_an_error():
    w = GyumiWidget(seed=3)
    before = w.save()
    for message in [
        {"type": "act", "action": {"type": "take", "pile": 99}},
        {"type": "act", "action": {"type": "play"}},  # step 2 before step 1
        {"type": "act", "action": {"type": "draw", "peek": True}},
        {"type": "act", "action": "draw"},
        {"type": "act"},
        {"type": "practice", "on": True},  # the aid is the declared query: "follow" switches it
        {"type": "follow", "name": "practice", "on": "yes"},
        {"type": "query", "name": "practice", "args": {"peek": True}},
        {"type": "act", "action": {"type": "draw"}, "seat": 1},
        "nonsense",
        {"type": "act", "action": {"type": "x" * 9000}},
    ]:
        w._on_message(w, message)
        assert w.error, message
        assert w.save() == before
    assert w.practice is False and "practice" not in w.view and w.answers == {}
    assert "First take a card" in (
        w._on_message(w, {"type": "act", "action": {"type": "play"}}) or w.error
    )


def test_a_turn_in_two_steps_from_python():
    w = GyumiWidget([None, RandomBot()], seed=8, names=["Ann", "Bot"])
    assert w.view["step"] == "take"
    assert {"type": "draw"} in w.legal and {"type": "take", "pile": 1} in w.legal
    w.act({"type": "take", "pile": 1})
    assert w.view["step"] == "place" and w.view["source"] == 1
    fruit = w.view["holding"].split("-")[0]
    w.act({"type": "play"})
    mine = {row["fruit"]: row for row in w.view["series"][w.seat]}
    assert mine[fruit]["count"] >= 1
    assert any(line.startswith("Ann took the top card of discard pile 2") for line in w.log)
    held = w.view["holding"] if w.view["step"] == "place" else None
    w.undo()  # takes back my last step (the play): I hold the card again
    assert w.view["step"] == "place" and w.view["holding"].startswith(fruit) and held is None
    with pytest.raises(IllegalMove):
        w.act({"type": "draw"})


def test_practice_aid_is_off_by_default_marked_and_shows_only_your_own_buried_cards():
    plain = GyumiWidget([None, RandomBot()], seed=6)
    aided = GyumiWidget([None, RandomBot()], seed=6, practice=True)
    assert plain.practice is False and aided.practice is True
    assert "practice aid on" in repr(aided) and "practice" not in repr(plain)
    rng = random.Random(1)
    for _ in range(40):
        if aided.terminal:
            break
        action = rng.choice(aided.legal)
        aided.act(action)
        plain.act(action)
        check_nothing_hidden_is_synced(plain, rng)
    mine = GAME.series_of(aided.state, aided.seat)
    aid = aided.answers["practice"]
    assert aid["cards"] == {f: nums[:-1] for f, nums in mine.items() if len(nums) > 1}
    assert any(aid["cards"].values())  # some buried card is shown by the aid
    assert aid["banner"].startswith("PRACTICE AID")
    assert "practice" not in plain.view and plain.answers == {}
    # nothing but this seat's own buried cards: the aid is the same whatever the other
    # series hold (a recall that keeps its own buried cards and sees other ones)
    state, seat = aided.state, aided.seat
    other = GAME.resample_hidden(state, seat, 7)
    assert GAME.series_of(other, 1 - seat) != GAME.series_of(state, 1 - seat)
    mixed = {**GAME.recall(other, seat), "buried": GAME.recall(state, seat)["buried"]}
    assert mixed["seen"] != GAME.recall(state, seat)["seen"]
    assert practice_answer(mixed, seat, {})["cards"] == aid["cards"]


def test_practice_aid_is_switched_by_the_page_and_refused_by_the_policy():
    w = GyumiWidget([None, RandomBot()], seed=6)
    w._on_message(w, {"type": "follow", "name": "practice", "on": True})
    assert w.error == "" and w.practice is True and "practice" in w.answers
    assert "practice aid on" in repr(w)
    w.practice = False
    assert "practice" not in w.answers
    contest = GyumiWidget([None, RandomBot()], seed=6, help_off=("aid",))
    contest._on_message(contest, {"type": "follow", "name": "practice", "on": True})
    assert contest.error == "Practice aids are turned off at this table."
    assert contest.practice is False and contest.answers == {}


def test_repr_is_deterministic():
    a, b = GyumiWidget([None, MemoryBot()], seed=2), GyumiWidget([None, MemoryBot()], seed=2)
    assert repr(a) == repr(b)
    assert re.fullmatch(
        r"GyumiWidget\(GYÜMI; You 0, Memory bot 0; to act: You; moves=(0|2)\)", repr(a)
    )


def test_teacher_reveal_mode_is_explicit_and_shows_everything():
    w = GyumiWidget([None, RandomBot()], seed=4, reveal=True)
    assert w.mode == "reveal"
    assert w.view["teacher"] is True
    assert w.view == GAME.teacher_view(w.state, w.seat)
    assert len(w.view["hidden"]["draw"]) == w.view["draw_size"]
    assert all("cards" in row for rows in w.view["series"] for row in rows)  # buried cards shown
    plain = GyumiWidget([None, RandomBot()], seed=4)
    assert plain.mode == "bots" and "hidden" not in plain.view and "teacher" not in plain.view
