"""Experiments on a real table server: students play, the teacher's summary and CSV follow."""

from __future__ import annotations

import csv
import io
import json
import urllib.error
import urllib.request

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.client.chart import (
    ExperimentChart,
    experiment_dataframe,
    experiment_records,
    experiment_summary,
    start_experiment,
    stop_experiment,
)
from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.registry import all_games


@pytest.fixture(scope="module")
def server():
    s = classroom.serve()  # the experiment routes are part of the table server
    yield s
    s.stop()


def get(url, token=None):
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status, r.read().decode()


def play_turns(seat, turns):
    """Turns played the Yum lesson's way: roll, keep the most common face, three rolls."""
    for _ in range(turns):
        seat.act({"type": "roll", "hold": []})
        for _ in range(2):
            dice = seat.view["dice"]
            if len(set(dice)) == 1:
                break
            face = max(set(dice), key=lambda d: (dice.count(d), d))
            seat.act({"type": "roll", "hold": [i for i, d in enumerate(dice) if d == face]})
        box = next(a for a in seat.legal if a["type"] == "score")
        seat.act(box)


def test_students_turns_are_pooled_and_bots_left_out(server):
    url, token = server.url, server.teacher_token
    run = start_experiment(url, "yum-five-of-a-kind", token=token)
    codes = [
        classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token) for _ in range(2)
    ]
    ada = classroom.join(url, codes[0], name="Ada")
    ben = classroom.join(url, codes[1], name="Ben")
    play_turns(ada, 3)
    play_turns(ben, 2)
    summary = experiment_summary(url, run, token)
    assert summary["n"] == 5 and summary["rooms"] == 2
    assert {(s["student"], s["n"]) for s in summary["students"]} == {("Ada", 3), ("Ben", 2)}
    assert summary["reference"]["exact"] == "347897/7558272"
    assert summary["low"] <= summary["estimate"] <= summary["high"]
    # The same numbers as replaying the rooms' logs here.
    mine = []
    for code, who in zip(codes, ("Ada", "Ben")):
        match = server.tables.match(code)
        mine += [
            r
            for r in ex.records_from_log(
                "yum-five-of-a-kind",
                match.game,
                match.initial,
                match.log,
                code,
                match.names,
            )
            if r["student"] == who
        ]
    assert sorted(r["value"] for r in experiment_records(url, run, token)) == sorted(
        r["value"] for r in mine
    )
    frame = experiment_dataframe(url, run, token)
    assert len(frame) == 5 and set(frame["student"]) == {"Ada", "Ben"}
    status, text = get(f"{url}/api/experiments/{run}/records.csv", token)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert status == 200 and len(rows) == 5 and rows[0].keys() >= {"student", "value", "room"}
    # The notebook's chart shows the same summary.
    chart = ExperimentChart(url, run, token=token, interval=60)
    chart.stop()
    assert chart.summary["n"] == 5
    ada.close()
    ben.close()


def test_rooms_of_other_games_and_old_rooms_do_not_count(server):
    url, token = server.url, server.teacher_token
    old = classroom.create_room(url, "gnumies", 2, token=token)
    run = start_experiment(url, "gnumies-gnalli-rate", token=token)
    assert experiment_summary(url, run, token)["rooms_watched"] == 0
    new = classroom.create_room(url, "gnumies", 3, bots={1: "random", 2: "random"}, token=token)
    assert experiment_summary(url, run, token)["rooms_watched"] == 1
    with pytest.raises(classroom.TableError, match="plays yum"):
        yum_room = classroom.create_room(url, "yum", 2, token=token)
        start_experiment(url, "gnumies-gnalli-rate", rooms=[yum_room], token=token)
    named = start_experiment(url, "gnumies-gnalli-rate", rooms=[old, new], token=token, bots=True)
    summary = experiment_summary(url, named, token)
    # The bots have bid, but their bids are sealed until the empty seat bids too: none shown.
    assert summary["rooms_watched"] == 2 and summary["n"] == 0 and summary["students"] == []
    ada = classroom.join(url, new, name="Ada")
    for _ in range(11):  # Ada bids until a reveal shows bids where the Gnalli was allowed
        ada.act(next(a for a in ada.legal if a.get("card") != "gnalli"))
        summary = experiment_summary(url, named, token)
        if summary["n"]:
            break
    ada.close()
    assert summary["rooms"] == 1 and summary["n"] >= 1
    assert {s["student"] for s in summary["students"]} <= {
        "Ada",
        "Random bot",
        "Player 2",
        "Player 3",
    }
    assert summary["reference"]["kind"] == "model" and summary["reference"]["exact"] == "2/5"
    assert "for comparison only" in summary["reference"]["label"]


def test_teacher_only_and_clear_errors(server):
    url, token = server.url, server.teacher_token
    for path in ("/api/experiments", "/experiments"):
        with pytest.raises(urllib.error.HTTPError) as err:
            get(url + path)
        assert err.value.code == 403
    with pytest.raises(classroom.TableError, match="no experiment"):
        start_experiment(url, "nope", token=token)
    for path in ("/api/experiments", "/api/experiments/ffff/stop"):
        req = urllib.request.Request(f"{url}{path}", data=b"{}", method="POST")
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(req, timeout=10)
        assert err.value.code == 403
    with pytest.raises(classroom.TableError, match="no experiment run"):
        experiment_summary(url, "ffff", token)
    req = urllib.request.Request(
        f"{url}/api/experiments",
        data=json.dumps({"experiment": "yum-five-of-a-kind", "rooms": "ABC"}).encode(),
        headers={"Authorization": f"Bearer {token}"},
    )
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(req, timeout=10)
    assert err.value.code == 400
    status, page = get(f"{url}/experiments", token)
    assert status == 200 and 'src="/static/experiments.js"' in page
    for name in ("experiments.js", "experiment_chart.js", "kit.css", "predict.js"):
        status, text = get(f"{url}/static/{name}")
        assert status == 200 and len(text) > 500, name
    assert "drawChart" in get(f"{url}/static/experiments.js")[1]
    listing = json.loads(get(f"{url}/api/experiments", token)[1])
    assert {e["id"] for e in listing["experiments"]} == set(ex.all_experiments())
    assert {e["game"] for e in listing["experiments"]} == set(all_games())
    assert "Stop" in page


def test_offline_chart_from_records():
    match_records = [
        {
            "experiment": "carousel-group-dealt",
            "room": "R",
            "seat": 0,
            "student": "Ada",
            "index": 0,
            "value": 1.0,
            "chance": None,
        },
        {
            "experiment": "carousel-group-dealt",
            "room": "R",
            "seat": 1,
            "student": "Ben",
            "index": 0,
            "value": 0.0,
            "chance": None,
        },
    ]
    chart = ExperimentChart(records=match_records, experiment="carousel-group-dealt")
    assert chart.summary["n"] == 2 and chart.summary["estimate"] == 0.5
    with pytest.raises(ValueError):
        ExperimentChart()


def test_empty_seats_count_for_nobody_until_a_student_takes_them(server):
    url, token = server.url, server.teacher_token
    run = start_experiment(url, "yum-five-of-a-kind", token=token)
    for _ in range(40):  # a room (two empty seats) where seat 0 starts (Yum draws who starts)
        code = classroom.create_room(url, "yum", 2, token=token)
        ada = classroom.join(url, code, name="Ada")
        if ada.legal:
            break
        ada.close()
    assert experiment_summary(url, run, token)["n"] == 0
    play_turns(ada, 1)
    summary = experiment_summary(url, run, token)
    assert summary["n"] == 1 and [s["student"] for s in summary["students"]] == ["Ada"]
    ada.close()


def test_a_dealt_hand_is_not_shown_while_it_is_played(server):
    url, token = server.url, server.teacher_token
    run = start_experiment(url, "gin-knockable-deal", token=token)
    code = classroom.create_room(url, "gin_rummy", 2, token=token)
    ada, ben = classroom.join(url, code, name="Ada"), classroom.join(url, code, name="Ben")
    summary = experiment_summary(url, run, token)
    assert summary["n"] == 0 and summary["students"] == []  # the hands are dealt, and secret
    assert experiment_records(url, run, token) == []
    ada.close()
    ben.close()


def test_a_stopped_run_counts_the_moves_made_until_the_stop(server):
    url, token = server.url, server.teacher_token
    run = start_experiment(url, "yum-five-of-a-kind", token=token)
    code = classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token)
    ada = classroom.join(url, code, name="Ada")
    play_turns(ada, 2)
    stopped = stop_experiment(url, run, token)
    assert stopped["stopped"] is not None and stopped["lengths"][code][1] > 0
    play_turns(ada, 2)
    late = classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token)
    ben = classroom.join(url, late, name="Ben")
    play_turns(ben, 1)
    summary = experiment_summary(url, run, token)
    assert summary["n"] == 2 and summary["rooms_watched"] == 1
    assert stop_experiment(url, run, token)["stopped"] == stopped["stopped"]  # stopping again
    with pytest.raises(classroom.TableError, match="no experiment run"):
        stop_experiment(url, "ffff", token)
    ada.close()
    ben.close()
