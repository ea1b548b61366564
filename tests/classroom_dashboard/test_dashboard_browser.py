"""The dashboard page in Chromium: 8 tables of 4, a bot in a seat, a reset, a reveal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom import Dashboard
from tabletop_widgets.classroom.client.dashboard import WIDGET_ESM

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def page(browser_page):
    return browser_page


def test_eight_tables_of_four_a_bot_a_reset_and_a_reveal(page):
    server = classroom.serve()
    try:
        url, token = server.url, server.teacher_token
        page.goto(f"{url}/dashboard?token={token}")
        assert page.url == f"{url}/dashboard"  # signed in by cookie, the token gone from the URL
        page.wait_for_selector("body[data-ready=true]")
        page.select_option("[data-testid=dash-game]", "gnumies")
        page.fill("[data-testid=dash-tables]", "8")
        page.fill("[data-testid=dash-seats]", "4")
        page.fill("[data-testid=dash-names]", "\n".join(f"Student {i + 1}" for i in range(30)))
        page.click("[data-testid=dash-create-button]")
        page.wait_for_selector("body[data-rooms='8']")
        rooms = server.tables.list_rooms()
        assert len(rooms) == 8 and all(len(r["seats"]) == 4 for r in rooms)
        assert rooms[0]["seats"][0]["name"] == "Student 1"
        assert page.inner_text("[data-testid=dash-summary]").startswith("8 rooms")
        last, first = rooms[-1]["code"], rooms[0]["code"]
        # The last table kept two seats free: a bot in one of them.
        page.select_option(f"[data-testid=dash-bot-{last}]", "thinking")
        page.click(f"[data-testid=dash-seatbot-{last}-3]")
        page.wait_for_selector(f"[data-testid=dash-seat-{last}-3][data-kind=bot]")
        seats = server.tables.room_summary(last)["seats"]
        assert [s["kind"] for s in seats] == ["empty", "empty", "empty", "bot"]
        assert seats[3]["bot"] == "thinking"
        assert page.get_attribute(f"[data-testid=dash-seat-{last}-2]", "data-kind") == "empty"
        # A student plays, the teacher resets that room: a fresh game, the same seats.
        student = classroom.join(url, first, name="Student 2")
        assert student.seat == 1
        student.act(student.legal[0])
        page.wait_for_selector(f"[data-testid=dash-room-{first}][data-moves='1']")
        old_seed = server.tables.match(first).seed
        page.click(f"[data-testid=dash-reset-{first}]")  # asked first: Cancel changes nothing
        page.click("[data-testid=class-confirm-cancel]")
        assert server.tables.match(first).seed == old_seed
        page.click(f"[data-testid=dash-reset-{first}]")
        assert "points are lost" in page.inner_text("[data-testid=class-confirm]")
        page.click("[data-testid=class-confirm-yes]")
        page.wait_for_selector(f"[data-testid=dash-room-{first}][data-moves='0']")
        assert server.tables.match(first).seed != old_seed
        assert server.tables.room_summary(first)["seats"][1]["kind"] == "person"
        assert student.wait_for(lambda s: s.snapshot["length"] == 0, timeout=5)
        # Reveal: the game's own bundle draws the teacher's view of that room.
        page.click(f"[data-testid=dash-reveal-{last}]")
        page.wait_for_selector(f"body[data-revealed='{last}']")
        assert f"Room {last}" in page.inner_text("[data-testid=dash-view-title]")
        assert page.locator("[data-testid=dash-view] *").count() > 5
        # End a room: the page shows it, the room refuses moves.
        page.click(f"[data-testid=dash-end-{first}]")
        page.click("[data-testid=class-confirm-yes]")
        page.wait_for_selector(f"[data-testid=dash-room-{first}][data-state=ended]")
        with pytest.raises(classroom.IllegalMove):
            student.act(student.snapshot.get("legal") or {"type": "bid", "card": 1})
        # Bad input: the browser holds back 60 tables (at most 50); 40 names for 32 seats get
        # the server's message; nothing is opened.
        page.fill("[data-testid=dash-tables]", "60")
        assert not page.evaluate(
            "document.querySelector('[data-testid=dash-create]').checkValidity()"
        )
        page.fill("[data-testid=dash-tables]", "8")
        page.fill("[data-testid=dash-names]", "\n".join(f"S{i}" for i in range(40)))
        page.click("[data-testid=dash-create-button]")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=dash-status]').textContent.includes('32')"
        )
        assert len(server.tables.list_rooms()) == 8
        student.close()
    finally:
        server.stop()


def test_the_notebook_widget_front_end_draws_rooms_and_sends_its_buttons(page):
    server = classroom.serve()
    board = Dashboard(server.url, server.teacher_token, interval=60)
    try:
        codes = board.create_tables("gnumies", 2, 3, names=["Ada", "Ben", "Cy", "Di"])
        students = [
            classroom.join(server.url, codes[i // 3], name=n)
            for i, n in enumerate(["Ada", "Ben", "Cy", "Di"])
        ]
        board.refresh()
        page.set_content("<div id=el></div>")
        page.add_script_tag(content=f"window.ESM = {WIDGET_ESM!r};")
        traits = {t: getattr(board, t) for t in ("rooms", "games", "status", "revealed")}
        page.evaluate(
            """async (traits) => {
              const url = URL.createObjectURL(new Blob([window.ESM], {type: "text/javascript"}));
              const mod = await import(url);
              window.sent = [];
              const model = { get: (k) => traits[k], on: () => {}, send: (m) => window.sent.push(m) };
              mod.default.render({ model, el: document.getElementById("el") });
            }""",
            traits,
        )
        text = page.inner_text("#el")
        assert all(code in text for code in codes) and "Ada" in text and "Di" in text
        rooms = page.locator("#el tbody tr")
        assert rooms.count() == 2
        # The first table is full (no free seat): its bot button is disabled.
        assert rooms.nth(0).locator("button", has_text="Bots in empty seats").is_disabled()
        rooms.nth(1).locator("button", has_text="Bots in empty seats").click()
        rooms.nth(1).locator("button", has_text="Reveal").click()
        rooms.nth(0).locator("button", has_text="End").click()
        page.fill("#el input[aria-label=tables]", "99")
        page.click("#el button:has-text('Create tables')")
        sent = page.evaluate("window.sent")
        assert [m["do"] for m in sent] == ["bots", "reveal", "end", "create"]
        for message in sent:  # what the kernel does with each message
            board.handle_message(message)
        assert [s["kind"] for s in board.rooms[1]["seats"]] == ["person", "bot", "bot"]
        assert board.revealed["room"] == codes[1] and board.revealed["view"]["teacher"]
        assert board.rooms[0]["ended"] is True
        assert "50" in board.status and len(board.rooms) == 2  # 99 tables: refused, none opened
        for student in students:
            student.close()
    finally:
        board.stop()
        server.stop()


def test_the_class_moves_to_the_next_game_and_the_report_lists_each_student(page):
    """Issue 39: one action moves every student; tables are named by game and number; the
    report has a row per student and downloads as CSV."""
    import csv
    import io

    import httpx

    server = classroom.serve()
    try:
        url, token = server.url, server.teacher_token
        teacher = {"Authorization": f"Bearer {token}"}
        body = {"game": "yum", "tables": 2, "seats": 2}
        codes = httpx.post(f"{url}/api/dashboard/rooms", json=body, headers=teacher).json()["codes"]
        for code, name in zip([codes[0], codes[0], codes[1]], ("Ada", "Bo", "Cy")):
            assert httpx.post(f"{url}/api/class/join", json={"code": code, "name": name}).is_success
        page.goto(f"{url}/dashboard?token={token}")
        page.wait_for_selector("body[data-ready=true]")
        page.wait_for_selector(f"[data-testid=class-result-{codes[1]}]", state="attached")
        assert page.text_content(f"[data-testid=class-result-{codes[1]}] th").startswith("Yum 2 (")
        page.click("[data-testid=class-next-game]")
        page.select_option("[data-testid=next-game-game]", "gin_rummy")
        page.fill("[data-testid=next-game-seats]", "2")
        page.select_option("[data-testid=next-game-rule]", "keep")
        page.select_option("[data-testid=next-game-bot]", "greedy")
        page.click("[data-testid=class-form-ok]")
        page.wait_for_selector("text=The class moved: Gin Rummy 1: Ada, Bo; Gin Rummy 2: Cy")
        gin = [r["code"] for r in server.tables.list_rooms() if r["game"] == "gin_rummy"]
        page.wait_for_selector(f"[data-testid=dash-name-{gin[1]}]")
        assert page.inner_text(f"[data-testid=dash-name-{gin[1]}]") == "Gin Rummy 2"
        people = [
            (s["name"], r["title"]) for r in server.tables.list_rooms() for s in r["seats"]
            if s["kind"] == "person"
        ]  # fmt: skip
        assert sorted(people) == [("Ada", "Gin Rummy"), ("Bo", "Gin Rummy"), ("Cy", "Gin Rummy")]
        page.click("[data-testid=class-report] summary")
        page.wait_for_selector("[data-testid=class-report-table]")
        rows = page.locator("[data-testid=class-report-table] tbody tr")
        assert rows.count() == 3
        assert page.inner_text("[data-testid=class-report-Ada] th") == "Ada"
        with page.expect_download() as download:
            page.click("[data-testid=class-report-csv]")
        text = Path(download.value.path()).read_text(encoding="utf-8")
        found = list(csv.DictReader(io.StringIO(text)))
        assert [r["student"] for r in found] == ["Ada", "Bo", "Cy"]
        assert all(r["tables"] == "2" for r in found)
    finally:
        server.stop()


def test_eyes_up_and_the_lesson_timer_reach_every_screen(page, chromium_browser):
    """Issue 39: the teacher's own words on every student's screen, and a timer everywhere."""
    import re

    import httpx

    server = classroom.serve()
    student = chromium_browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        url, token = server.url, server.teacher_token
        teacher = {"Authorization": f"Bearer {token}"}
        body = {"game": "yum", "tables": 1, "seats": 2}
        (code,) = httpx.post(f"{url}/api/dashboard/rooms", json=body, headers=teacher).json()[
            "codes"
        ]
        ada = student.new_page()
        ada.goto(f"{url}/room/{code}?name=Ada")
        ada.wait_for_selector("body[data-ready=true]")
        page.goto(f"{url}/dashboard?token={token}")
        page.wait_for_selector("body[data-ready=true]")
        page.click("[data-testid=class-eyes-up]")
        page.fill("[data-testid=class-eyes-up-message]", "Look at the board: we compare results.")
        page.click("[data-testid=class-form-ok]")
        ada.wait_for_selector("[data-testid=room-notice]:not([hidden])")
        assert (
            ada.inner_text("[data-testid=room-notice-text]")
            == "Look at the board: we compare results."
        )
        assert ada.inner_text("[data-testid=room-status]") == "Paused by the teacher"
        assert not ada.is_visible("[data-testid=room-final]"), "a pause is no end of the game"
        page.click("[data-testid=class-timer-set]")
        page.fill("[data-testid=class-timer-minutes]", "10")
        page.click("[data-testid=class-form-ok]")
        timer = httpx.get(f"{url}/api/class/timer").json()
        assert 599 <= timer["ends"] - timer["now"] <= 600
        for screen in (ada, page):  # the timer is read every 5 s: wait for it
            screen.wait_for_selector("[data-testid=class-timer]:not([hidden])", timeout=15000)
            assert re.fullmatch(
                r"\u23f1 (10:00|9:[0-5]\d) left", screen.inner_text("[data-testid=class-timer]")
            )
        bad = httpx.post(f"{url}/api/class/timer", json={"minutes": -3}, headers=teacher)
        assert bad.status_code == 400 and "0 to 240" in bad.json()["error"]
        assert httpx.post(f"{url}/api/class/timer", json={"minutes": 5}).status_code in (401, 403)
        long = httpx.post(
            f"{url}/api/class/all/pause", json={"message": "x" * 201}, headers=teacher
        )
        assert long.status_code == 400 and long.json()["field"] == "message"
    finally:
        student.close()
        server.stop()
