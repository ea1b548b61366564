"""Experiments explain themselves (issue 39): a turn the experiment does not count is told, with
the reason that fits what the student did, and the summary counts both per student."""

from __future__ import annotations

from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import get_game
from tabletop_widgets.yum.experiments import COUNTS, follows_keep_most_common

EXPERIMENT = "yum-five-of-a-kind"


def lesson_hold(dice):
    """The dice of a most common face (the lesson's way)."""
    best = max(set(dice), key=dice.count)
    return [i for i, d in enumerate(dice) if d == best]


def other_hold(dice):
    """A hold that is not the lesson's (the dice of a least common face, or none)."""
    worst = min(set(dice), key=dice.count)
    hold = [i for i, d in enumerate(dice) if d == worst]
    return [] if follows_keep_most_common(dice, hold) else hold


def turn(match, seat, holds):
    """Roll, re-roll with each hold of ``holds`` (a function of the dice), then score."""
    match.act({"type": "roll", "hold": []}, seat)
    for hold in holds:
        if match.state["rolls"] >= 3 or len(set(match.state["dice"])) == 1:
            break
        match.act({"type": "roll", "hold": hold(match.state["dice"])}, seat)
    box = next(a for a in match.legal_actions(seat) if a["type"] == "score")
    match.act(box, seat)


def reader_of(match):
    reader = ex.RoomReader(
        ex.get_experiment(EXPERIMENT), match.game, "R1", match.initial, match.names
    )
    reader.feed(match.log)
    return reader


def test_an_early_score_is_told_and_the_lessons_way_counts():
    game = get_game("yum")
    for seed in range(200):  # Ada starts, and her one roll shows no five alike
        match = Match(game, 2, seed=seed, names=["Ada", "Ben"])
        if match.state["current"] != 0:
            continue
        match.act({"type": "roll", "hold": []}, 0)
        if len(set(match.state["dice"])) > 1:
            break
    box = next(a for a in match.legal_actions(0) if a["type"] == "score")
    match.act(box, 0)  # Ada scores after one roll
    turn(match, 1, [lesson_hold, lesson_hold])  # Ben plays the lesson's way
    reader = reader_of(match)
    assert [(r["student"], r["reason"]) for r in reader.not_counted] == [
        (
            "Ada",
            f"This turn is not counted: you scored after one roll without five alike; {COUNTS}.",
        )
    ]
    assert [r["student"] for r in reader.records] == ["Ben"]
    summary = ex.summarize(EXPERIMENT, reader.records, reader.not_counted)
    by_name = {s["student"]: s for s in summary["students"]}
    assert by_name["Ada"]["n"] == 0 and by_name["Ada"]["not_counted"] == 1
    assert by_name["Ada"]["estimate"] is None
    assert by_name["Ben"]["n"] == 1 and by_name["Ben"]["not_counted"] == 0
    assert summary["n"] == 1 and summary["not_counted"] == 1


def test_a_re_roll_that_keeps_other_dice_is_told_as_such():
    game = get_game("yum")
    for seed in range(300):  # a wrong keep, and no five alike by the third roll
        match = Match(game, 1, seed=seed, names=["Ada"])
        match.act({"type": "roll", "hold": []}, 0)
        hold = other_hold(match.state["dice"])
        if not hold:
            continue
        match.act({"type": "roll", "hold": hold}, 0)
        if len(set(match.state["dice"])) == 1:
            continue
        match.act({"type": "roll", "hold": lesson_hold(match.state["dice"])}, 0)
        if len(set(match.state["dice"])) > 1:
            break
    else:
        raise AssertionError("no such turn in 300 seeds")
    box = next(a for a in match.legal_actions(0) if a["type"] == "score")
    match.act(box, 0)
    reader = reader_of(match)
    assert reader.records == []
    assert [r["reason"] for r in reader.not_counted] == [
        "This turn is not counted: a re-roll did not keep the dice of your most common face; "
        f"{COUNTS}."
    ]


# ----- at a table server: the student is told, the teacher sees both counts ------------------


def test_a_turn_scored_early_is_told_to_its_student_and_counted_apart_for_the_teacher():
    from tabletop_widgets import classroom
    from tabletop_widgets.classroom.client.chart import experiment_summary, start_experiment

    from .test_server_experiments import play_turns

    server = classroom.serve()
    try:
        url, token = server.url, server.teacher_token
        codes = [
            classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token) for _ in "ab"
        ]
        run = start_experiment(url, EXPERIMENT, rooms=codes, token=token)
        ada, ben = (classroom.join(url, c, name=n) for c, n in zip(codes, ("Ada", "Ben")))
        alike = 0  # Ada scores after one roll without five alike (five alike would count)
        for _ in range(20):
            ada.act({"type": "roll", "hold": []})
            if len(set(ada.view["dice"])) > 1:
                break
            alike += 1
            ada.act(next(a for a in ada.legal if a["type"] == "score"))
        ada.act(next(a for a in ada.legal if a["type"] == "score"))
        play_turns(ben, 2)
        mine = ada.prediction()["own"]
        assert mine["counted"] == alike and mine["not_counted"] == 1
        assert mine["note"] == (
            f"This turn is not counted: you scored after one roll without five alike; {COUNTS}."
        )
        assert ben.prediction()["own"] == {"counted": 2, "not_counted": 0, "note": None}
        play_turns(ada, 1)  # a counted turn since: the note is gone, the count stays
        assert ada.prediction()["own"]["note"] is None
        summary = experiment_summary(url, run, token)
        by_name = {s["student"]: s for s in summary["students"]}
        assert by_name["Ada"]["n"] == alike + 1 and by_name["Ada"]["not_counted"] == 1
        assert by_name["Ben"] == {**by_name["Ben"], "n": 2, "not_counted": 0}
        assert summary["n"] == alike + 3 and summary["not_counted"] == 1
        for seat in (ada, ben):
            seat.close()
    finally:
        server.stop()


def test_the_teachers_guide_quotes_the_reason_as_the_student_reads_it():
    from pathlib import Path

    from tabletop_widgets.yum.experiments import not_counted_reason

    guide = Path(__file__).resolve().parents[2] / "docs" / "run-a-class.md"
    text = " ".join(guide.read_text(encoding="utf-8").split())
    assert f'("{not_counted_reason(True, 1)}")' in text
