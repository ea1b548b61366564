"""Answer boxes report to the class (issues 39 and 41): a lesson notebook joined to a class sends
each answer box's best verdict and tries to ``POST /api/class/answers``; the per-student class
report (JSON and CSV) shows ``<exercise> verdict`` and ``<exercise> tries``. Hostile input gets a
clear 4xx and changes nothing; wrong tokens count against the ``Guard``. ``?names=hidden``
names the students "Student n", the same n on the page and in the CSV."""

from __future__ import annotations

import csv
import io
import itertools
import json
from pathlib import Path

import httpx
import pytest

from tabletop_widgets import classroom, lessons
from tabletop_widgets.classroom.server.class_answers import ANSWERS_META
from tabletop_widgets.classroom.server.http import GUESS_BURST, MAX_BODY_BYTES

ADDRESSES = (f"10.39.{i // 250}.{i % 250 + 1}" for i in itertools.count())


@pytest.fixture
def http(server):
    with httpx.Client(base_url=server.url, timeout=30) as client:
        client.teacher = {"Authorization": f"Bearer {server.teacher_token}"}
        yield client


def seated(http, names, game="yum", seats=4):
    """One table of ``game``; each of ``names`` joined there: (code, {name: token})."""
    body = {"game": game, "tables": 1, "seats": seats}
    (code,) = http.post("/api/dashboard/rooms", json=body, headers=http.teacher).json()["codes"]
    tokens = {}
    for name in names:
        answer = http.post(f"/api/rooms/{code}/join", json={"name": name})
        assert answer.status_code == 200, answer.text
        tokens[name] = answer.json()["token"]
    return code, tokens


def report(http, hidden=False):
    query = "?names=hidden" if hidden else ""
    found = http.get(f"/api/class/report{query}", headers=http.teacher).json()
    text = http.get(f"/api/class/report.csv{query}", headers=http.teacher).text
    return found, list(csv.DictReader(io.StringIO(text)))


def test_an_answer_box_joined_to_the_class_shows_in_the_report_and_its_csv(server, http):
    code, _ = seated(http, ["Bo"])
    ada = classroom.join(server.url, code, name="Ada")
    try:
        lessons.set_report(seat=ada)
        box = lessons.AnswerBox(lessons.instance("yum-1", student="Ada"))
        box.check("0")  # wrong: not yet, try 1
        assert "not sent" not in box.feedback.value
        box.check(str(box.exercise.answer))  # right, try 2
    finally:
        lessons.set_report(None)
        ada.close()
    found, rows = report(http)
    assert found["activities"][-2:] == ["yum-1 verdict", "yum-1 tries"]
    row = {r["student"]: r for r in found["students"]}["Ada"]
    assert (row["yum-1 verdict"], row["yum-1 tries"]) == ("right", 2)
    assert "yum-1 verdict" not in {r["student"]: r for r in found["students"]}["Bo"]
    csv_row = {r["student"]: r for r in rows}
    assert (csv_row["Ada"]["yum-1 verdict"], csv_row["Ada"]["yum-1 tries"]) == ("right", "2")
    assert csv_row["Bo"]["yum-1 verdict"] == "" and len(rows) == 2


def test_the_answer_with_most_tries_is_kept(server, http):
    code, tokens = seated(http, ["Ada"])
    for verdict, tries in (("close", 3), ("not yet", 1), ("right", 4)):
        body = {"room": code, "token": tokens["Ada"], "exercise": "gin-2"}
        answer = http.post("/api/class/answers", json={**body, "verdict": verdict, "tries": tries})
        assert answer.status_code == 200, answer.text
        if tries == 1:  # an older try arriving late changes nothing
            assert answer.json() == {"student": "Ada", "exercise": "gin-2",
                                     "verdict": "close", "tries": 3}  # fmt: skip
    (row,) = report(http)[0]["students"]
    assert (row["gin-2 verdict"], row["gin-2 tries"]) == ("right", 4)


def test_hostile_answers_get_a_clear_4xx_and_change_nothing(server, http):
    code, tokens = seated(http, ["Ada"])
    good = {"room": code, "token": tokens["Ada"], "exercise": "yum-1", "verdict": "close",
            "tries": 2}  # fmt: skip
    assert http.post("/api/class/answers", json=good).status_code == 200
    before = server.tables.store.get_meta(ANSWERS_META)
    cases = [
        (b"{not json", 400, ""),
        (b"[1, 2]", 400, "JSON object"),
        ({**good, "exercise": "yum-99"}, 404, "No lesson has this exercise"),
        ({**good, "exercise": ["yum-1"]}, 404, "No lesson has this exercise"),
        ({**good, "token": "not-a-token"}, 404, "No seat opens"),
        ({**good, "room": "ZZZZZZ"}, 404, "No seat opens"),
        ({**good, "room": 7}, 400, "names its table"),
        ({k: v for k, v in good.items() if k != "token"}, 400, "names its table"),
        ({**good, "verdict": "right!"}, 400, "verdict is one of"),
        ({**good, "verdict": "unreadable"}, 400, "verdict is one of"),
        ({**good, "tries": 0}, 400, "tries is a whole number"),
        ({**good, "tries": 101}, 400, "tries is a whole number"),
        ({**good, "tries": True}, 400, "tries is a whole number"),
        ({**good, "tries": "3"}, 400, "tries is a whole number"),
        ({**good, "pad": "x" * (MAX_BODY_BYTES + 1)}, 413, "too large"),
    ]
    for body, status, words in cases:
        if isinstance(body, bytes):
            answer = http.post("/api/class/answers", content=body)
        else:
            answer = http.post("/api/class/answers", content=json.dumps(body).encode())
        assert answer.status_code == status, (body if isinstance(body, bytes) else "", answer.text)
        assert words in answer.json()["error"]
    assert server.tables.store.get_meta(ANSWERS_META) == before, "nothing changed"
    (row,) = report(http)[0]["students"]
    assert (row["yum-1 verdict"], row["yum-1 tries"]) == ("close", 2)


def test_wrong_tokens_are_limited_by_the_guard_then_the_right_one_too(server, http):
    code, tokens = seated(http, ["Ada"])
    address = {"X-Forwarded-For": next(ADDRESSES)}
    body = {"room": code, "exercise": "yum-1", "verdict": "right", "tries": 1}
    statuses = [
        http.post(
            "/api/class/answers", json={**body, "token": f"guess{i}"}, headers=address
        ).status_code
        for i in range(int(GUESS_BURST) + 5)
    ]
    assert statuses[: int(GUESS_BURST)] == [404] * int(GUESS_BURST)
    assert set(statuses[int(GUESS_BURST) :]) == {429}
    right = http.post("/api/class/answers", json={**body, "token": tokens["Ada"]}, headers=address)
    assert right.status_code == 429 and right.headers["Retry-After"]
    assert server.tables.store.get_meta(ANSWERS_META) is None, "nothing recorded"


def test_names_hidden_number_students_stably_on_the_page_and_in_the_csv(server, http):
    code, tokens = seated(http, ["Cy", "ada", "Bo"])
    for name in tokens:
        body = {"room": code, "token": tokens[name], "exercise": "yum-1", "verdict": "right"}
        http.post("/api/class/answers", json={**body, "tries": len(name)})
    shown = report(http)[0]
    found, rows = report(http, hidden=True)
    names = ["Student 1", "Student 2", "Student 3"]
    assert [r["student"] for r in found["students"]] == names
    assert [r["student"] for r in rows] == names
    assert "Cy" not in json.dumps(found) and "ada" not in json.dumps(rows)
    tries = {r["student"]: r["yum-1 tries"] for r in shown["students"]}
    by_number = {r["student"]: r["yum-1 tries"] for r in found["students"]}
    assert sorted(by_number.values()) == sorted(tries.values())
    seated(http, ["Aaron"])  # a student joining later takes the next number
    again, rows = report(http, hidden=True)
    assert [r["student"] for r in again["students"]] == [*names, "Student 4"]
    assert [r["yum-1 tries"] for r in again["students"][:3]] == list(by_number.values())
    assert rows[3]["student"] == "Student 4" and rows[3]["yum-1 tries"] == ""
    wrong = http.get("/api/class/report?names=secret", headers=http.teacher)
    assert wrong.status_code == 400 and "names is shown or hidden" in wrong.json()["error"]


@pytest.mark.browser
def test_the_dashboard_hide_names_checkbox_hides_them_in_the_table_and_the_csv(
    server, http, browser
):
    code, tokens = seated(http, ["Ada", "Bo"])
    body = {"room": code, "token": tokens["Ada"], "exercise": "yum-1", "verdict": "close"}
    assert http.post("/api/class/answers", json={**body, "tries": 3}).status_code == 200
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/dashboard?token={server.teacher_token}")
        page.click("[data-testid=class-report] summary")
        table = "[data-testid=class-report-table]"
        page.wait_for_selector(f"{table} [data-testid='class-report-Ada']")
        head = page.locator(f"{table} thead").inner_text()
        assert "yum-1 verdict" in head and "yum-1 tries" in head
        assert "close" in page.locator(f"{table} [data-testid='class-report-Ada']").inner_text()
        page.check("[data-testid=class-report-hide-names]")
        page.wait_for_selector(f"{table} [data-testid='class-report-Student 2']")
        shown = page.locator(f"{table} tbody").inner_text()
        assert "Ada" not in shown and "Bo" not in shown and "Student 1" in shown
        with page.expect_download() as download:
            page.click("[data-testid=class-report-csv]")
        text = Path(download.value.path()).read_text(encoding="utf-8")
        rows = list(csv.DictReader(io.StringIO(text)))
        assert [r["student"] for r in rows] == ["Student 1", "Student 2"]
        assert "Ada" not in text
        page.uncheck("[data-testid=class-report-hide-names]")
        page.wait_for_selector(f"{table} [data-testid='class-report-Bo']")
    finally:
        context.close()
