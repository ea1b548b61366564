"""The Yum widget, Python side: synced traits, messages (hostile ones too), modes, save/load."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets import yum
from tabletop_widgets.engine import CorruptSave, IllegalMove, RandomBot
from tabletop_widgets.ui.base import GameWidget
from tabletop_widgets.yum.widget import YumWidget


def send(w, content):
    """Deliver a message as the browser would (through the comm's message handler)."""
    w._on_message(w, content, None)


def snapshot(w):
    """Everything a message could change, except the error text and the revision counter."""
    return (
        w.save(),
        json.dumps(w.view, sort_keys=True),
        list(w.legal),
        list(w.log),
        w.seat,
        w.mode,
        w.handover,
        w.coach,
    )


def best_score(w):
    return max(
        (a for a in w.legal if a["type"] == "score"), key=lambda a: w.view["potential"][a["box"]]
    )


@pytest.fixture
def w():
    return YumWidget(seed=3)


# ----- what reaches the browser ------------------------------------------------------------


def test_synced_traits_are_only_the_seat_view_and_public_facts(w):
    synced = {name for name in w.trait_names(sync=True) if not name.startswith("_")}
    base = set(GameWidget.class_trait_names(sync=True))
    assert synced - base == set()  # Yum adds no trait: the coach is a declared query
    assert [q["name"] for q in w.queries] == ["coach", "hint", "review"] and w.answers == {}
    state = w.get_state()
    text = json.dumps({k: v for k, v in state.items() if not k.startswith("_")}, default=str)
    assert '"rng"' not in text and str(w.state["rng"]) not in text  # never the generator state
    assert set(w.view) >= {
        "dice",
        "rolls",
        "rolls_left",
        "cards",
        "totals",
        "sheet",
        "potential",
        "bonus_rule",
    }
    assert w.view["seat"] == 0 and w.seat == 0 and w.mode == "bots" and w.humans == [0]
    assert w.legal == [{"type": "roll", "hold": []}]
    assert w.names == ["You", "Random bot"]


def test_sheet_labels_and_potential_scores(w):
    sheet = w.view["sheet"]
    assert [e["box"] for e in sheet] == list(yum.BOXES)
    assert {e["box"]: e["french"] for e in sheet}["full_house"] == "Main pleine"
    assert all(e["french"] for e in sheet)
    assert w.view["bonus_rule"] == {"threshold": 63, "points": 25}
    assert w.view["potential"] == {}
    w.act({"type": "roll", "hold": []})
    dice = w.view["dice"]
    assert w.view["potential"] == {box: yum.score(dice, box) for box in yum.BOXES}
    w.act({"type": "score", "box": "surplus"})
    assert "surplus" not in w.view["potential"] or w.view["rolls"] == 0


# ----- act / undo ----------------------------------------------------------------------------


def test_act_message_plays_and_the_bot_answers(w):
    rev = w.revision
    send(w, {"type": "act", "action": {"type": "roll", "hold": []}})
    assert w.error == "" and w.view["rolls"] == 1 and w.revision > rev
    dice = list(w.view["dice"])
    send(w, {"type": "act", "action": {"type": "score", "box": "surplus"}})
    assert w.view["cards"][0]["surplus"] == sum(dice)
    assert w.view["cards"][1] != {b: None for b in yum.BOXES}  # the bot played its turn
    assert w.seat == 0 and w.legal == [{"type": "roll", "hold": []}]
    assert w.log[-1].startswith("Random bot scored")
    assert w.scores == [float(sum(dice)), w.scores[1]]


def test_undo_takes_back_my_move_and_the_bots(w):
    w.act({"type": "roll", "hold": []})
    w.act({"type": "score", "box": "yum"})
    assert w.view["turn"] == 3
    send(w, {"type": "undo"})
    assert w.error == ""
    assert w.view["turn"] == 1 and w.view["rolls"] == 1 and w.view["cards"][1]["yum"] is None
    send(w, {"type": "undo"})
    assert w.view["rolls"] == 0
    send(w, {"type": "undo"})
    assert w.error == "There is no move of yours to undo."


def test_new_game_message_starts_over(w):
    w.act({"type": "roll", "hold": []})
    send(w, {"type": "new_game"})
    assert w.error == "" and w.view["rolls"] == 0
    assert all(entry["seat"] != 0 for entry in w.match.log)  # at most the bot's first turn


# ----- hostile and malformed messages -----------------------------------------------------------

HOSTILE = [
    "roll",
    42,
    None,
    ["act"],
    {},
    {"type": 7},
    {"type": "explode"},
    {"type": "act"},
    {"type": "act", "action": None},
    {"type": "act", "action": "roll"},
    {"type": "act", "action": {"type": "fly"}},
    {"type": "act", "action": {"type": "score", "box": "yum"}},  # before rolling
    {"type": "act", "action": {"type": "roll", "hold": [0]}},  # first roll keeps nothing
    {"type": "act", "action": {"type": "roll", "hold": "all"}},
    {"type": "act", "action": {"type": "roll", "hold": [], "extra": 1}},
    {"type": "act", "action": {"type": "roll", "hold": []}, "seat": 1},  # the bot's seat
    {"type": "act", "action": {"type": "roll", "hold": []}, "seat": "0"},
    {"type": "act", "action": {"type": "roll", "hold": ["x" * 10000]}},  # too large
    {"type": "act", "action": {"type": "roll", "hold": [[[[[]]]]]}},
    {"type": "coach", "on": True},  # the old message: the coach is a declared query now
    {"type": "follow", "name": "coach"},
    {"type": "follow", "name": "coach", "on": "yes"},
    {"type": "follow", "name": "coach", "on": 1},
    {"type": "follow", "name": "coach", "on": True, "x": 1},
    {"type": "follow", "name": "hint", "on": True},  # Yum has no such query
    {"type": "query", "name": "coach", "args": {"x": 1}},
    {"type": "query", "name": "coach", "args": "all"},
]


@pytest.mark.parametrize("content", HOSTILE, ids=lambda c: repr(c)[:40])
def test_hostile_message_sets_error_and_changes_nothing(w, content):
    before = snapshot(w)
    send(w, content)
    assert w.error, f"no error for {content!r}"
    assert snapshot(w) == before


def test_out_of_turn_and_after_the_end():
    w = YumWidget(players=[RandomBot(), None], seed=1)
    assert w.seat == 1 and w.humans == [1]
    with pytest.raises(IllegalMove):
        w.act({"type": "roll", "hold": []}, seat=0)  # the bot's seat
    before = snapshot(w)
    send(w, {"type": "act", "action": {"type": "roll", "hold": []}, "seat": 0})
    assert "another player's seat" in w.error and snapshot(w) == before
    # play to the end, then any move is refused
    while not w.terminal:
        w.act(w.legal[-1])
    assert w.legal == [] and w.view["over"]
    before = snapshot(w)
    send(w, {"type": "act", "action": {"type": "roll", "hold": []}})
    assert w.error and snapshot(w) == before


def test_stray_handover_message_is_harmless(w):
    before = snapshot(w)
    send(w, {"type": "handover"})
    assert w.error == "" and snapshot(w) == before


def test_error_clears_on_the_next_good_move(w):
    send(w, {"type": "act", "action": {"type": "score", "box": "yum"}})
    assert w.error == "Roll the dice before you score."
    send(w, {"type": "act", "action": {"type": "roll", "hold": []}})
    assert w.error == ""


def test_huge_message_refused(w):
    before = snapshot(w)
    send(w, {"type": "act", "action": {"type": "roll", "hold": list(range(100_000))}})
    assert "too large" in w.error and snapshot(w) == before


# ----- repr, modes ----------------------------------------------------------------------------------


def test_repr_is_deterministic():
    a, b = YumWidget(seed=9), YumWidget(seed=9)
    assert repr(a) == repr(b) == "YumWidget(Yum; You 0, Random bot 0; to act: You; moves=0)"
    for x in (a, b):
        x.act({"type": "roll", "hold": []})
        x.act({"type": "score", "box": "surplus"})
    assert repr(a) == repr(b)
    assert "0x" not in repr(a)


def test_hotseat_switches_the_viewing_seat_without_a_handover_screen():
    w = YumWidget(players=2, seed=4, names=["Ana", "Ben"])
    assert w.mode == "hotseat" and w.humans == [0, 1] and w.names == ["Ana", "Ben"]
    first = w.seat
    assert w.view["current"] == first
    w.act({"type": "roll", "hold": []})
    w.act({"type": "score", "box": "yum"})
    assert w.seat == 1 - first and w.handover is False  # Yum has no secrets
    assert w.legal == [{"type": "roll", "hold": []}] and w.view["seat"] == 1 - first
    send(w, {"type": "act", "action": {"type": "roll", "hold": []}, "seat": first})
    assert "another player's seat" in w.error


def test_vs_bots_full_game_and_final_view():
    w = YumWidget(players=[None, RandomBot(), RandomBot()], seed=2)
    rnd = random.Random(0)
    while not w.terminal:
        w.act(
            best_score(w)
            if w.view["rolls"] == 3 or rnd.random() < 0.3 and w.view["rolls"]
            else rnd.choice(w.legal)
        )
    assert w.view["over"] and w.legal == [] and len(w.scores) == 3
    assert [t["total"] for t in w.view["totals"]] == [int(s) for s in w.scores]
    assert all(v is not None for card in w.view["cards"] for v in card.values())
    assert "game over" in repr(w)


def test_solitaire():
    w = YumWidget(players=1, seed=1)
    assert w.mode == "bots" and w.names == ["You"]
    w.act({"type": "roll", "hold": []})
    w.act({"type": "score", "box": "ones"})
    assert w.view["turn"] == 2 and w.seat == 0


# ----- the coach toggle ----------------------------------------------------------------------------


def test_coach_toggle_message_and_answers(w):
    assert "coach" not in w.answers and w.coach is False
    rev = w.revision
    send(w, {"type": "follow", "name": "coach", "on": True})
    assert w.error == "" and w.coach is True and w.revision > rev
    advice = w.answers["coach"]
    assert {"keeps", "boxes", "best", "history", "lost_total", "text"} <= set(advice)
    assert "coach" not in w.view  # the view is the engine's; the advice is the query's answer
    send(w, {"type": "follow", "name": "coach", "on": False})
    assert w.coach is False and "coach" not in w.answers
    w2 = YumWidget(seed=3, coach=True)
    assert "coach" in w2.answers and w2.coach is True
    w2.coach = False
    assert "coach" not in w2.answers


def test_coach_numbers_are_the_coach_modules(w):
    """The query's advice is ``coach.advice`` with the game's history, number for number."""
    from tabletop_widgets.yum import coach

    w.coach = True
    for _ in range(3):
        w.act({"type": "roll", "hold": []})
        w.act({"type": "roll", "hold": [0, 1]})
        expected = coach.advice(w.state, 0, w.match)
        shown = w.answers["coach"]
        assert {k: shown[k] for k in expected} == expected
        assert expected["history"] and expected["keeps"]
        w.act(best_score(w))


def test_coach_failure_never_breaks_the_table(w, monkeypatch):
    from tabletop_widgets.yum import coach

    def broken(recall, seat):
        raise ZeroDivisionError

    monkeypatch.setattr(coach, "recall_advice", broken)
    w.coach = True
    assert "could not advise" in w.answers["coach"]["unavailable"]
    monkeypatch.setattr(
        coach,
        "recall_advice",
        lambda recall, seat: {
            "keeps": [],
            "boxes": [],
            "best": {"kind": "box", "box": "yum"},
            "history": [],
            "lost_total": 0.0,
        },
    )
    w.act({"type": "roll", "hold": []})
    assert w.answers["coach"]["best"] == {"kind": "box", "box": "yum"}


def test_coach_reviews_the_game_at_the_end():
    from tabletop_widgets.yum import coach

    w = YumWidget(players=[None], seed=8, coach=True)
    while not w.terminal:
        w.act({"type": "roll", "hold": []})
        w.act(best_score(w))
    summary = w.answers["coach"]["summary"]
    assert (
        summary["seats"][0]["decisions"] == 13
    )  # one real decision a turn (the first roll is forced)
    assert summary["seats"][0]["lost_total"] > 0  # always rolling everything is not optimal
    assert "expected points lost" in summary["text"]
    assert summary == coach.post_game_summary(w.state, w.match)


def test_coach_turned_off_by_the_policy_says_why():
    w = YumWidget(seed=3, help_off=("coach",))
    query = next(q for q in w.queries if q["name"] == "coach")
    assert query["allowed"] is False and query["reason"] == "The coach is turned off at this table."
    send(w, {"type": "follow", "name": "coach", "on": True})
    assert w.error == "The coach is turned off at this table." and w.answers == {}
    with pytest.raises(IllegalMove, match="turned off"):
        w.coach = True


# ----- save / load ---------------------------------------------------------------------------------


def test_save_load_round_trip():
    w = YumWidget(seed=6)
    for _ in range(3):
        w.act({"type": "roll", "hold": []})
        w.act(best_score(w))
    w.act({"type": "roll", "hold": []})
    text = w.save()
    other = YumWidget(seed=99)
    other.load(text)
    assert (
        other.state == w.state
        and other.view == w.view
        and other.log == w.log
        and other.legal == w.legal
    )
    assert repr(other) == repr(w)
    other.act(best_score(other))  # and play on
    assert other.view["turn"] == w.view["turn"] + 2


@pytest.mark.parametrize(
    "damage",
    [
        lambda t: t[:-5],
        lambda t: t.replace('"yum"', '"gin"', 1),
        lambda t: json.dumps({**json.loads(t), "checksum": "0" * 64}),
        lambda t: json.dumps({**json.loads(t), "num_seats": 3}),
        lambda t: "[]",
        lambda t: "x" * 6_000_000,
    ],
    ids=["truncated", "other-game", "checksum", "seats", "not-a-save", "huge"],
)
def test_corrupt_save_refused_and_game_unchanged(damage):
    w = YumWidget(seed=6)
    w.act({"type": "roll", "hold": []})
    text = w.save()
    target = YumWidget(seed=7)
    target.act({"type": "roll", "hold": []})
    before = snapshot(target)
    with pytest.raises(CorruptSave):
        target.load(damage(text))
    assert snapshot(target) == before
