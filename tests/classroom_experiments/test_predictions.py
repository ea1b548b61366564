"""Predict, then play, then compare: predictions from the seats, kept per run, read by the server."""

from __future__ import annotations

import json
import statistics
import urllib.error
import urllib.request

import pytest

from tabletop_widgets import classroom, lessons
from tabletop_widgets.classroom.client.chart import (
    close_predictions,
    experiment_summary,
    reveal_value,
    start_experiment,
    stop_experiment,
)
from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.intervals import mean_interval, pooled_history, proportion_interval
from tabletop_widgets.engine.predictions import PredictionError

from .test_server_experiments import play_turns

YUM = "yum-five-of-a-kind"
GIN = "gin-turns-to-knock"


# ----- reading a prediction (engine) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0.05", 0.05),
        ("5 %", 0.05),
        ("5%", 0.05),
        ("1/20", 0.05),
        (" 12.5 % ", 0.125),
        ("4,6 %", 0.046),
        ("5", 0.05),  # a bare number above 1 is a percentage
        ("100", 1.0),
        ("1", 1.0),
        ("0", 0.0),
        (0.25, 0.25),
        ("1e-2", 0.01),
    ],
)
def test_a_chance_is_read_as_written(text, value):
    assert ex.parse_prediction(YUM, text) == pytest.approx(value)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "empty"),
        ("   ", "empty"),
        (None, "empty"),
        (True, "empty"),
        ("abc", "'abc' is not a number"),
        ("-3", "between 0 % and 100 %"),
        ("101", "between 0 % and 100 %"),
        ("150 %", "between 0 % and 100 %"),
        ("1/0", "divides by zero"),
        ("x" * 100, "too long"),
        ([0.1], "one number"),
        (float("nan"), "not a number"),
    ],
)
def test_a_bad_chance_is_refused_with_what_to_write(text, says):
    with pytest.raises(PredictionError) as err:
        ex.parse_prediction(YUM, text)
    assert says in str(err.value) and "Write a chance: 0.05, 5 % or 1/20." in str(err.value)


def test_a_mean_is_a_number_never_a_percentage():
    assert ex.parse_prediction(GIN, "12.5") == 12.5
    assert ex.parse_prediction(GIN, 30) == 30.0
    for bad, says in (("5 %", "not a percentage"), ("-1", "between 0 and"), ("1e9", "between")):
        with pytest.raises(PredictionError, match=says):
            ex.parse_prediction(GIN, bad)
    with pytest.raises(PredictionError, match="Write a number of turns, for example 12."):
        ex.parse_prediction(GIN, "abc")  # the prompt names what the mean counts


def test_the_class_predictions_are_summarized_from_the_values():
    preds = [{"student": n, "value": v} for n, v in zip("ABCDE", (0.3, 0.05, 0.1, 0.1, 0.5))]
    s = ex.summarize_predictions(YUM, preds)
    values = sorted(p["value"] for p in preds)
    assert s["n"] == 5 and s["values"] == values
    assert s["median"] == statistics.median(values) == 0.1
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    assert (s["q1"], s["q3"]) == (q1, q3)
    assert (s["min"], s["max"]) == (0.05, 0.5)
    assert ex.summarize_predictions(YUM, [])["n"] == 0


def test_the_history_is_the_pooled_result_after_each_outcome():
    values = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    history = pooled_history("proportion", values)
    assert [p["n"] for p in history] == list(range(1, 9))
    for p in history:
        hits = int(sum(values[: p["n"]]))
        assert p["estimate"] == hits / p["n"]
        assert (p["low"], p["high"]) == proportion_interval(hits, p["n"])
    long = pooled_history("proportion", [float(i % 7 == 0) for i in range(1000)], points=40)
    assert len(long) == 40 and long[-1]["n"] == 1000
    assert long[-1]["estimate"] == pytest.approx(143 / 1000)
    means = pooled_history("mean", [10.0, 14.0, 12.0])
    assert means[0]["low"] is None and means[-1]["estimate"] == 12.0
    assert (means[-1]["low"], means[-1]["high"]) == mean_interval([10.0, 14.0, 12.0])


# ----- on a table server ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server():
    s = classroom.serve()
    yield s
    s.stop()


def post(url, body):
    req = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_predict_then_play_then_compare(server):
    url, token = server.url, server.teacher_token
    codes = [
        classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token) for _ in range(3)
    ]
    seats = [classroom.join(url, c, name=n) for c, n in zip(codes, ("Ada", "Ben", "Cy"))]
    # A turn played before the run does not count.
    play_turns(seats[0], 1)
    assert seats[0].prediction() == {"run": None}
    run = start_experiment(url, YUM, rooms=codes, token=token, predict=True)
    state = seats[1].prediction()
    assert state["run"] == run and state["phase"] == "predict" and state["mine"] is None
    assert state["experiment"]["question"].startswith("Keeping your most common face")
    assert "reference" not in state and "class" not in state  # nothing given away yet
    seats[0].predict("10 %")
    seats[0].predict("1/20")  # a second prediction replaces the first
    seats[1].predict(0.02)
    answer = seats[2].predict("30")
    assert answer["mine"] == {"value": 0.3, "text": "30.0 %"} and answer["predictions"] == 3
    with pytest.raises(classroom.TableError, match="between 0 % and 100 %"):
        seats[2].predict("300 %")
    assert seats[2].prediction()["mine"]["value"] == 0.3  # a refused one changes nothing
    summary = experiment_summary(url, run, token)
    preds = summary["predictions"]
    assert preds["n"] == 3 and preds["values"] == [0.02, 0.05, 0.3] and preds["median"] == 0.05
    assert {p["student"] for p in preds["students"]} == {"Ada", "Ben", "Cy"}  # the teacher's API
    assert summary["run"]["phase"] == "predict" and summary["run"]["revealed"] is False
    assert summary["n"] == 0  # nothing counts before play
    play_turns(seats[1], 1)
    assert experiment_summary(url, run, token)["n"] == 0
    close_predictions(url, run, token)
    with pytest.raises(classroom.TableError, match="Predictions are closed"):
        seats[0].predict("4 %")
    for s in seats:
        play_turns(s, 2)
    summary = experiment_summary(url, run, token)
    assert summary["n"] == 6 and {s["n"] for s in summary["students"]} == {2}
    assert summary["history"][-1]["n"] == 6
    assert summary["history"][-1]["estimate"] == summary["estimate"]
    state = seats[0].prediction()
    assert state["phase"] == "play" and state["class"]["n"] == 6 and "reference" not in state
    assert "students" not in json.dumps(state) and "Ben" not in json.dumps(state)
    reveal_value(url, run, token)
    state = seats[0].prediction()
    assert state["reference"]["exact"] == "347897/7558272"
    assert state["reference"]["value"] == pytest.approx(347897 / 7558272)
    assert state["mine"]["value"] == 0.05
    stop_experiment(url, run, token)
    assert seats[0].prediction()["phase"] == "stopped"
    with pytest.raises(classroom.TableError, match="over"):
        seats[0].predict("5 %")
    for s in seats:
        s.close()


def test_a_prediction_needs_the_seat_token_and_a_run(server):
    url, token = server.url, server.teacher_token
    code = classroom.create_room(url, "carousel", 2, token=token)
    ada = classroom.join(url, code, name="Ada")
    # A wrong token and a wrong code get one answer (issue 42: which codes are open is not told).
    status, answer = post(f"{url}/api/rooms/{code}/predict", {"token": "nope", "value": "5 %"})
    assert status == 404 and "No seat opens" in answer["error"]
    assert post(f"{url}/api/rooms/ZZZZZZ/predict", {"token": ada.token}) == (status, answer)
    status, answer = post(f"{url}/api/rooms/{code}/predict", {"token": ada.token, "value": "5"})
    assert status == 409 and "no experiment" in answer["error"]
    run = start_experiment(url, "carousel-group-dealt", rooms=[code], token=token, predict=True)
    status, answer = post(f"{url}/api/rooms/{code}/predict", {"token": ada.token, "value": {}})
    assert status == 400 and "one number" in answer["error"]
    assert experiment_summary(url, run, token)["predictions"]["n"] == 0
    ada.close()


def test_a_run_stopped_before_play_counts_nothing(server):
    url, token = server.url, server.teacher_token
    code = classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token)
    ada = classroom.join(url, code, name="Ada")
    run = start_experiment(url, YUM, rooms=[code], token=token, predict=True)
    play_turns(ada, 2)
    stop_experiment(url, run, token)
    assert experiment_summary(url, run, token)["n"] == 0
    play_turns(ada, 1)
    assert experiment_summary(url, run, token)["n"] == 0
    ada.close()


def test_the_notebook_prediction_box_sends_to_the_class(server):
    url, token = server.url, server.teacher_token
    code = classroom.create_room(url, "yum", 2, bots={1: "random"}, token=token)
    ada = classroom.join(url, code, name="Ada")
    run = start_experiment(url, YUM, rooms=[code], token=token, predict=True)
    box = lessons.Prediction(seat=ada)
    assert box.question.startswith("Keeping your most common face")
    assert box.send("abc").startswith("'abc' is not a number")
    assert "not a number" in box.feedback.value
    assert box.send("6 %").startswith("Sent: 6.0 %")
    assert experiment_summary(url, run, token)["predictions"]["values"] == [0.06]
    box.text.value = "7 %"
    box.button.click()
    assert experiment_summary(url, run, token)["predictions"]["values"] == [0.07]
    ada.close()


def test_a_prediction_box_needs_a_seat_or_a_question():
    with pytest.raises(TypeError, match="needs a question"):
        lessons.Prediction()
    with pytest.raises(TypeError, match="seat at the class's table server"):
        lessons.Prediction("q", seat=object())


def test_predictions_are_kept_in_the_store_across_a_restart(tmp_path):
    path = tmp_path / "class.sqlite"
    first = classroom.serve(store=path)
    try:
        url, token = first.url, first.teacher_token
        code = classroom.create_room(url, "carousel", 2, token=token)
        ada = classroom.join(url, code, name="Ada")
        run = start_experiment(url, "carousel-group-dealt", rooms=[code], token=token, predict=True)
        ada.predict("40 %")
        ada.close()
    finally:
        first.stop()
    second = classroom.serve(store=path)
    try:
        summary = experiment_summary(second.url, run, second.teacher_token)
        assert summary["predictions"]["values"] == [0.4]
        assert summary["predictions"]["students"] == [{"student": "Ada", "value": 0.4}]
        assert summary["run"]["phase"] == "predict"
    finally:
        second.stop()
