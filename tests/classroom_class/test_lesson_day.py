"""A lesson day in real browsers (issue 39): a teacher on the dashboard and three students (one on a
390×844 touch phone) play two rounds of tables in different games, moved with one action; a Yum
experiment with predictions where one student's early-scored turn is told it does not count while
the others count; End all. Afterwards every student holds exactly one seat, and the report lists
the three students with their games and counted outcomes, as CSV too."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import httpx
import pytest
from classroom_experiments.test_predict_browser import student_page
from classroom_experiments.test_server_experiments import play_turns

from tabletop_widgets import classroom
from tabletop_widgets.classroom.client.chart import close_predictions, start_experiment

pytestmark = pytest.mark.browser
STUDENTS = ("Ada", "Bo", "Cy")


def seats_held(server):
    held = {}
    for code, room in server.tables.rooms.items():
        for s in room.record.seats:
            if s.kind == "person":
                held.setdefault(s.name, []).append(code)
    return held


def early_score(seat):
    """One turn scored after its first roll (rolled again until no five alike shows: those count)."""
    counted = 0
    while True:
        seat.act({"type": "roll", "hold": []})
        five = len(set(seat.view["dice"])) == 1
        seat.act(next(a for a in seat.legal if a["type"] == "score"))
        if not five:
            return counted
        counted += 1


def test_a_lesson_day(browser):
    server = classroom.serve()
    pages, contexts = {}, []
    try:
        url, token = server.url, server.teacher_token
        teacher_header = {"Authorization": f"Bearer {token}"}
        body = {"game": "yum", "tables": 2, "seats": 2, "names": list(STUDENTS), "bot": "random"}
        yum = httpx.post(f"{url}/api/dashboard/rooms", json=body, headers=teacher_header).json()[
            "codes"
        ]
        context = browser.new_context(viewport={"width": 1024, "height": 768})
        contexts.append(context)
        teacher = context.new_page()
        teacher.set_default_timeout(15000)
        teacher_errors = []
        teacher.on("pageerror", lambda exc: teacher_errors.append(str(exc)))
        teacher.goto(f"{url}/dashboard?token={token}")
        for name, code in zip(STUDENTS, (yum[0], yum[0], yum[1])):
            page, errors = student_page(browser, url, code, name, phone=name == "Cy")
            pages[name] = (page, errors)
            contexts.append(page.context)
        # Round 1: the Yum experiment, predictions first.
        run = start_experiment(url, "yum-five-of-a-kind", rooms=yum, token=token, predict=True)
        for name, guess in zip(STUDENTS, ("5 %", "1/10", "50 %")):
            page = pages[name][0]
            page.wait_for_selector("[data-testid=predict-input]")
            page.fill("[data-testid=predict-input]", guess)
            page.click("[data-testid=predict-send]")
            page.wait_for_selector("[data-testid=predict-status]:has-text('Sent:')")
        close_predictions(url, run, token)
        seats = {}
        for name, code in zip(STUDENTS, (yum[0], yum[0], yum[1])):
            stored = pages[name][0].evaluate(f"() => localStorage.getItem('tw-seat-{code}')")
            seats[name] = classroom.join(url, code, token=stored)
        assert seats["Ada"].wait_for(lambda s: bool(s.to_act))
        order = ("Ada", "Bo") if seats["Ada"].my_turn else ("Bo", "Ada")
        for name in order:  # Ada and Bo share a table: each in turn, the lesson's way (counted)
            assert seats[name].wait_for(lambda s: s.my_turn), f"{name}'s turn never came"
            play_turns(seats[name], 1)
        extra = early_score(seats["Cy"])  # Cy scores after one roll: told, not counted
        phone = pages["Cy"][0]
        phone.wait_for_selector("[data-testid=predict-note]")
        assert phone.inner_text("[data-testid=predict-note]").startswith(
            "This turn is not counted: you scored after one roll"
        )
        for seat in seats.values():
            seat.close()
        # The class moves to Gin Rummy in one action, groups kept.
        teacher.click("[data-testid=class-next-game]")
        teacher.select_option("[data-testid=next-game-game]", "gin_rummy")
        teacher.fill("[data-testid=next-game-seats]", "2")
        teacher.select_option("[data-testid=next-game-bot]", "greedy")
        teacher.click("[data-testid=class-form-ok]")
        teacher.wait_for_selector("text=The class moved: Gin Rummy 1: Ada, Bo; Gin Rummy 2: Cy")
        gin = [c for c, r in server.tables.rooms.items() if r.record.game == "gin_rummy"]
        for name, code in zip(STUDENTS, (gin[0], gin[0], gin[1])):
            page = pages[name][0]
            page.wait_for_url(f"**/room/{code}*")  # each page followed by itself
            page.wait_for_selector("body[data-ready=true] [data-testid=gin-stock]")
        pages["Cy"][0].get_by_test_id("gin-stock").tap()  # Cy plays on the phone
        pages["Cy"][0].wait_for_function("Number(document.body.dataset.length) > 0")
        # End all, asked first: one final box on every student's page.
        teacher.click("[data-testid=class-all-end]")
        teacher.click("[data-testid=class-confirm-yes]")
        for name in STUDENTS:
            page = pages[name][0]
            page.wait_for_selector("[data-testid=room-final]:not([hidden])")
            assert page.inner_text("[data-testid=room-status]") == ""
        assert seats_held(server) == {"Ada": [gin[0]], "Bo": [gin[0]], "Cy": [gin[1]]}, (
            "every student holds exactly one seat"
        )
        # The report: one row per student, their games and counted outcomes, as CSV too.
        teacher.click("[data-testid=class-report] summary")
        teacher.wait_for_selector("[data-testid=class-report-table]")
        assert teacher.locator("[data-testid=class-report-table] tbody tr").count() == 3
        with teacher.expect_download() as download:
            teacher.click("[data-testid=class-report-csv]")
        rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text("utf-8"))))
        assert [r["student"] for r in rows] == list(STUDENTS)
        title = f"Five of a kind within three rolls ({run[:6]})"
        counted = {r["student"]: r[f"{title}: counted"] for r in rows}
        skipped = {r["student"]: r[f"{title}: not counted"] for r in rows}
        assert counted == {"Ada": "1", "Bo": "1", "Cy": str(extra) if extra else ""}
        assert skipped == {"Ada": "", "Bo": "", "Cy": "1"}
        for r in rows:
            assert r["tables"] == "2" and r["Yum 1: points"] + r["Yum 2: points"] != ""
        assert rows[2]["Gin Rummy 2: points"] != "" and rows[0]["Gin Rummy 1: points"] != ""
        assert not teacher_errors and all(not e for _, e in pages.values())
    finally:
        for context in contexts:
            context.close()
        server.stop()
