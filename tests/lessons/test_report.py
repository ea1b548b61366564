"""The teacher's picture of the answers: boxes record right / close / not yet per pupil and
exercise in a JSON-lines file, and the collector makes a CSV table of the class."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

import pytest

from tabletop_widgets import lessons
from tabletop_widgets.lessons import report


@pytest.fixture(autouse=True)
def no_report(monkeypatch):
    monkeypatch.delenv(report.ENV, raising=False)
    yield
    report.set_report(None)


def _lines(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_box_reports_each_try_to_the_file(tmp_path):
    path = tmp_path / "ada.jsonl"
    lessons.set_report(path)
    box = lessons.instance("yum-1", student="Ada").box()
    box.check("0.5")
    box.check("not a number")  # no try, no line
    box.check(str(box.exercise.answer))
    first, second = _lines(path)
    assert first["student"] == "Ada" and first["exercise"] == "yum-1"
    assert (first["verdict"], first["best"], first["tries"], first["limit"]) == (
        "not yet",
        "not yet",
        1,
        6,
    )
    assert (second["verdict"], second["best"], second["tries"]) == ("right", "right", 2)
    assert second["params"] == box.exercise.params


def test_no_file_no_report_and_the_env_variable_names_one(tmp_path, monkeypatch):
    box = lessons.instance("gin-2").box()
    box.check("0.5")
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setenv(report.ENV, str(tmp_path / "env.jsonl"))
    box.check("0.5")
    (line,) = _lines(tmp_path / "env.jsonl")
    assert line["student"] is None and line["tries"] == 2


def test_a_report_that_cannot_be_written_says_so_and_the_box_still_judges(tmp_path):
    folder = tmp_path / "gone"
    folder.mkdir()
    lessons.set_report(folder / "a.jsonl")
    folder.rmdir()
    box = lessons.instance("yum-1").box()
    assert box.check("221/17496").right
    assert "not saved for your teacher" in box.feedback.value


def test_bad_report_targets_are_refused(tmp_path):
    with pytest.raises(ValueError, match="existing folder"):
        lessons.set_report(tmp_path / "nope" / "a.jsonl")
    with pytest.raises(ValueError, match="existing folder"):
        lessons.set_report(tmp_path)
    with pytest.raises(ValueError, match="non-empty name"):
        lessons.set_report(tmp_path / "a.jsonl", student=" ")
    assert report.report_path() is None


def _answer(name, path, exercise_id, texts):
    lessons.set_report(path, student=name)
    box = lessons.instance(exercise_id, student=name).box()
    for text in texts:
        box.check(text if text != "RIGHT" else str(box.exercise.answer))


def test_collect_makes_one_row_per_pupil_and_a_column_per_exercise(tmp_path):
    _answer("Ada", tmp_path / "ada.jsonl", "yum-1", ["0.5", "RIGHT"])
    _answer("Ada", tmp_path / "ada.jsonl", "gin-2", ["0.9"])
    _answer("Ben", tmp_path / "ben.jsonl", "yum-1", ["0.5", "0.6", "0.7"])
    (tmp_path / "ben.jsonl").open("a").write("garbage\n")
    header, rows = report.class_table(report.read_records([tmp_path]))
    assert header == ["student", "gin-2 verdict", "gin-2 tries", "yum-1 verdict", "yum-1 tries"]
    assert rows == [
        ["Ada", "not yet", "1", "right", "2"],
        ["Ben", "not tried", "0", "not yet", "3"],
    ]
    out = tmp_path / "class.csv"
    proc = subprocess.run(
        [sys.executable, "-m", "tabletop_widgets.lessons.report", str(tmp_path), "-o", str(out)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0 and "2 pupil(s)" in proc.stdout, proc.stderr
    assert list(csv.reader(out.open())) == [header, *rows]
    assert report.main([str(tmp_path / "missing.jsonl")]) == 2


class FakeSeat:
    """A seat at the class's table server as ``set_report(seat=...)`` uses it."""

    def __init__(self, refuse: str | None = None) -> None:
        self.sent: list[tuple[str, str, int]] = []
        self.refuse = refuse

    def send_answer(self, exercise: str, verdict: str, tries: int) -> dict:
        if self.refuse:
            raise RuntimeError(self.refuse)
        self.sent.append((exercise, verdict, tries))
        return {"exercise": exercise, "verdict": verdict, "tries": tries}


def test_a_box_joined_to_a_class_sends_each_try_s_best_verdict_and_tries(tmp_path):
    seat = FakeSeat()
    lessons.set_report(tmp_path / "ada.jsonl", seat=seat)
    box = lessons.instance("yum-1", student="Ada").box()
    box.check("0.5")
    box.check("not a number")  # no try: nothing sent
    box.check(str(box.exercise.answer))
    box.check("0.5")  # a wrong try after a right one: the best stays right
    assert seat.sent == [("yum-1", "not yet", 1), ("yum-1", "right", 2), ("yum-1", "right", 3)]
    assert len(_lines(tmp_path / "ada.jsonl")) == 3  # the file too
    lessons.set_report(None)
    box.check("0.5")
    assert len(seat.sent) == 3, "stopped"


def test_a_refused_answer_is_said_under_the_box_never_a_traceback():
    lessons.set_report(seat=FakeSeat(refuse="No seat opens with this link at this table"))
    box = lessons.instance("yum-1", student="Ada").box()
    box.check("0.5")
    assert "The answer was not sent to your class (No seat opens" in box.feedback.value
    assert box.tries.count == 1


def test_set_report_refuses_what_is_no_seat():
    with pytest.raises(TypeError, match="seat is a seat at the class's table server"):
        lessons.set_report(seat="http://localhost:8000")
