"""The room page and the teacher page in real Chromium against a real server on loopback."""

from __future__ import annotations

import time

import pytest

from tabletop_widgets import classroom

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def gnumies_testid(action: dict) -> str:
    """The element of the Gnumies front end that sends ``action`` when clicked."""
    kind = action["type"]
    if kind == "play":
        return f"gn-hand-{action['card']}"
    if kind == "give":
        return f"gn-give-{action['to']}"
    if kind == "discard":
        return f"gn-discard-{action['card']}"
    return f"gn-{kind}"


def open_seat(new_page, url: str, code: str, name: str):
    page = new_page()
    page.goto(f"{url}/room/{code}?name={name}")
    page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
    return page


def test_three_pages_play_a_whole_game_of_the_gnumies(server, new_page):
    code = classroom.create_room(server.url, "gnumies", 3, token=server.teacher_token)
    pages = [open_seat(new_page, server.url, code, n) for n in ("Ann", "Bob", "Cy")]
    assert [p.evaluate("window.tableModel.get('seat')") for p in pages] == [0, 1, 2]
    match = server.tables.match(code)
    clicks = 0
    deadline = time.monotonic() + 120
    while not server.tables.match(code).is_terminal:
        assert time.monotonic() < deadline, "the game did not finish"
        length = len(server.tables.match(code).log)
        moved = False
        for page in pages:
            page.wait_for_function(f"Number(document.body.dataset.length) === {length}")
            legal = page.evaluate("window.tableModel.get('legal')")
            if not legal:
                continue
            page.get_by_test_id(gnumies_testid(legal[0])).first.click()
            page.wait_for_function(f"Number(document.body.dataset.length) > {length}")
            clicks += 1
            moved = True
            break
        assert moved, "someone must be able to act"
    match = server.tables.match(code)
    assert clicks == len(match.moves) and clicks > 20
    for seat, page in enumerate(pages):
        page.wait_for_function(f"Number(document.body.dataset.length) === {len(match.log)}")
        assert page.get_by_test_id("tw-over").count() == 1
        assert page.evaluate("window.tableModel.get('scores')") == match.scores()
        assert page.get_by_test_id("room-status").inner_text() == "Game over"
        assert page.get_by_test_id(f"room-seat-{seat}").get_attribute("class") == "cr-mine"


def test_a_refused_click_shows_the_reason_and_a_reload_resumes_the_seat(server, new_page):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    page = open_seat(new_page, server.url, code, "Ann")
    page.evaluate("window.tableModel.send({type: 'undo'})")
    page.get_by_text("Only moves are possible at a shared table").first.wait_for()
    page.evaluate("window.tableModel.send({type: 'act', action: {type: 'discard', card: 'AS'}})")
    page.get_by_text("Draw a card first").first.wait_for()
    assert len(server.tables.match(code).log) == 0
    hand = page.evaluate("window.tableModel.get('view').hand")
    page.reload()
    page.wait_for_selector("body[data-ready=true] .tw-root")
    assert page.evaluate("window.tableModel.get('view').hand") == hand, "same seat after a reload"
    assert page.get_by_test_id("room-join").is_hidden()
    assert len(server.tables.room(code).record.seats) == 2


def test_teacher_page_creates_a_room_seats_a_bot_and_reveals_the_table(server, new_page):
    teacher = new_page()
    teacher.goto(server.teacher_link)
    teacher.get_by_test_id("teacher-game").select_option("gin_rummy")
    teacher.get_by_test_id("teacher-bot-1").select_option("greedy")
    teacher.get_by_test_id("teacher-create-button").click()
    teacher.get_by_test_id("teacher-created").get_by_role("link").wait_for()
    (code,) = list(server.tables.rooms)
    student = open_seat(new_page, server.url, code, "Ann")
    assert "opponent_hand" not in student.evaluate("window.tableModel.get('view')")
    teacher.get_by_test_id(f"teacher-seat-{code}-0").get_by_text("Ann").wait_for()
    teacher.get_by_test_id(f"teacher-watch-{code}").click()
    teacher.wait_for_selector("[data-testid=teacher-view] .tw-root")
    view = teacher.evaluate("window.document.body.dataset.watching")
    assert view == code
    assert teacher.get_by_test_id("tw-reveal").count() == 1
    student.close()  # Ann leaves: the teacher sees her away and seats a bot
    teacher.get_by_test_id(f"teacher-seat-{code}-0").get_by_text("Put a bot").wait_for(
        timeout=10000
    )
    teacher.get_by_test_id(f"teacher-seat-{code}-0").get_by_text("Put a bot").click()
    deadline = time.monotonic() + 10
    while (
        server.tables.room(code).record.seats[0].kind != "bot" or not server.tables.match(code).log
    ):
        assert time.monotonic() < deadline, "a bot takes Ann's seat and the bots play on"
        time.sleep(0.05)


def test_every_game_fits_a_phone_screen_and_takes_a_tap(server, browser):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    try:
        for game, seats in [
            ("gin_rummy", 2),
            ("gnumies", 3),
            ("yum", 2),
            ("gyumi", 2),
            ("carousel", 2),
        ]:
            code = classroom.create_room(server.url, game, seats, token=server.teacher_token)
            page = context.new_page()
            page.goto(f"{server.url}/room/{code}?name=Phone")
            page.wait_for_selector("body[data-ready=true] .tw-root")
            width, inner = page.evaluate(
                "[document.documentElement.scrollWidth, window.innerWidth]"
            )
            assert width <= inner, f"{game} scrolls sideways on a phone ({width} > {inner})"
            if game == "gin_rummy":
                page.get_by_test_id("gin-stock").tap()
                page.wait_for_function("Number(document.body.dataset.length) === 1")
                assert server.tables.match(code).log[0]["action"] == {
                    "type": "draw",
                    "source": "stock",
                }
            page.close()
    finally:
        context.close()


def test_the_room_page_reconnects_by_itself_after_a_server_restart(new_page):
    store = classroom.SQLiteStore(":memory:")
    first = classroom.serve(store=store)
    port = int(first.url.rsplit(":", 1)[1])
    code = classroom.create_room(
        first.url, "gin_rummy", 2, bots={1: "greedy"}, token=first.teacher_token
    )
    page = open_seat(new_page, first.url, code, "Ann")
    hand = page.evaluate("window.tableModel.get('view').hand")
    first.stop()
    page.get_by_test_id("room-status").get_by_text("reconnecting").wait_for()
    again = classroom.serve(port=port, store=store)
    try:
        page.wait_for_function("document.body.dataset.connected === 'true'", timeout=15000)
        page.get_by_test_id("room-status").get_by_text("Your turn").wait_for()
        assert page.evaluate("window.tableModel.get('view').hand") == hand, "the same seat"
        page.get_by_test_id("gin-stock").click()
        page.wait_for_function("Number(document.body.dataset.length) === 1")
    finally:
        again.stop()
        store.close()
