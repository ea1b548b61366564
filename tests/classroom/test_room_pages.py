"""The room page and the teacher page in real Chromium against a real server on loopback."""

from __future__ import annotations

import time

import httpx
import pytest

from tabletop_widgets import classroom
from tabletop_widgets.engine import all_games, queries_of
from tabletop_widgets.engine.queries import OFF_REASONS

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
        # said once: the final box, no status line, badge or banner beside it (issue 39)
        assert page.get_by_test_id("room-status").inner_text() == ""
        assert page.get_by_test_id("room-final").is_visible()
        assert not page.get_by_test_id("tw-over").is_visible()
        assert not page.get_by_test_id("tw-help").is_visible()
        visible = page.locator(".tw-root :is(button, .tw-btn):visible:not(.tw-review *)")
        assert visible.count() == 0, visible.all_inner_texts()
        assert page.get_by_test_id(f"room-seat-{seat}").get_attribute("class") == "cr-mine"


def test_a_refused_click_shows_the_reason_and_a_reload_resumes_the_seat(server, new_page):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    page = open_seat(new_page, server.url, code, "Ann")
    page.evaluate("window.tableModel.send({type: 'undo'})")
    page.get_by_test_id("room-status").get_by_text("Undo is turned off at this table.").wait_for()
    page.evaluate("window.tableModel.send({type: 'new_game'})")
    page.get_by_test_id("room-status").get_by_text(
        "Only the teacher starts a new game at a shared table."
    ).wait_for()
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
        timeout=30000
    )
    teacher.get_by_test_id(f"teacher-seat-{code}-0").get_by_text("Put a bot").click()
    deadline = time.monotonic() + 30  # a busy machine: the event comes, only later
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
        for game, rules in all_games().items():
            seats = rules.min_seats
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


# ----- Carousel at a shared table: the meld check, the Hint, a whole round against a bot ------


def legal_types(page) -> set:
    return {a["type"] for a in page.evaluate("window.tableModel.get('legal')")}


def click_and_wait(page, testid: str) -> None:
    """Click a control that sends a move, and wait until the server committed it."""
    length = int(page.evaluate("document.body.dataset.length"))
    page.get_by_test_id(testid).first.click()
    page.wait_for_function(f"Number(document.body.dataset.length) > {length}", timeout=15000)


def arrive_once(page, url: str, code: str) -> None:
    page.goto(f"{url}/room/{code}?name=Ada")
    page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
    page.wait_for_function("window.tableModel.get('legal').length > 0", timeout=15000)
    assert page.locator(".tw-root").count() == 1, "the table is drawn once"
    assert page.locator("[data-testid=cs-table]").count() == 1, "the table is drawn once"
    assert page.get_by_test_id("tw-error").count() == 0, "no refusal on arrival"
    assert page.get_by_test_id("room-status").inner_text() == "Your turn"


def try_an_illegal_two_card_meld(page) -> None:
    """Two hand cards as a new meld: the engine's check outlines it and Submit is disabled."""
    melds = page.locator("[data-testid^=meld-][data-valid]").count()
    page.get_by_test_id("hand-card-0").click()
    page.get_by_test_id("hand-card-1").click()
    page.get_by_test_id("new-meld").click()
    new = page.get_by_test_id(f"meld-{melds}")
    # the verdict is the server's answer to the automatic check: a busy machine takes a while
    # (a selector, not an element handle: the table is redrawn meanwhile)
    page.wait_for_selector(f"[data-testid=meld-{melds}][data-valid=false]", timeout=30000)
    assert "cs-invalid" in new.get_attribute("class"), "the invalid meld is outlined"
    assert page.get_by_test_id(f"meld-{melds}-problem").is_visible()
    assert page.get_by_test_id("submit").is_disabled(), "Submit is off for a refused play"
    assert page.get_by_test_id("tw-error").count() == 0
    page.get_by_test_id("reset").click()


def play_my_turn(page, hints: list) -> None:
    """Draw, then play the Hint's play when there is one, else knock or end the turn."""
    if "draw" in legal_types(page) and not page.evaluate("window.tableModel.get('view').may_play"):
        click_and_wait(page, "draw")
        if not page.evaluate("window.tableModel.get('legal').length"):
            return
    if page.evaluate("window.tableModel.get('view').may_play"):
        if not hints:
            try_an_illegal_two_card_meld(page)
        page.get_by_test_id("tw-query-hint").click()
        page.get_by_test_id("cs-hint").wait_for(timeout=15000)
        hints.append(page.get_by_test_id("cs-hint").inner_text())
        if page.get_by_test_id("use-hint").count():
            page.get_by_test_id("use-hint").click()
            page.wait_for_function(
                "!document.querySelector('[data-testid=submit]').disabled", timeout=10000
            )
            click_and_wait(page, "submit")
            hints.append("used")
            return
    for kind, testid in (("knock", "knock"), ("end_turn", "end-turn"), ("pass", "pass")):
        if kind in legal_types(page):
            click_and_wait(page, testid)
            return
    click_and_wait(page, "draw")


def play_a_carousel_round(server, page) -> list:
    code = classroom.create_room(
        server.url, "carousel", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    arrive_once(page, server.url, code)
    hints: list = []
    deadline = time.monotonic() + 240
    while True:
        view = page.evaluate("window.tableModel.get('view')")
        if view.get("round", 1) > 1 or page.evaluate("window.tableModel.get('terminal')"):
            break
        assert time.monotonic() < deadline, "the round did not end"
        if page.evaluate("window.tableModel.get('legal').length"):
            play_my_turn(page, hints)
        else:
            page.wait_for_function(
                "window.tableModel.get('legal').length > 0 || window.tableModel.get('terminal')"
                " || (window.tableModel.get('view').round || 1) > 1",
                timeout=15000,
            )
    assert hints and hints[0], "the Hint was shown"
    assert page.locator(".tw-root").count() == 1, "still one table"
    for i, text in enumerate(hints):  # every hint that offers a play was used and played
        assert not text.startswith("Best") or hints[i + 1] == "used", hints
    plays = [e for e in server.tables.match(code).moves if e["seat"] == 0]
    assert sum(e["action"]["type"] == "play" for e in plays) == hints.count("used")
    return hints


def test_a_carousel_round_at_a_shared_table_with_the_check_and_the_hint(server, new_page):
    play_a_carousel_round(server, new_page())


def test_a_carousel_round_on_a_phone(server, browser):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    errors: list = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        play_a_carousel_round(server, page)
        width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        assert width <= inner, f"Carousel scrolls sideways on a phone ({width} > {inner})"
    finally:
        context.close()
    assert not errors, errors


# ----- standing queries from the room page: allowed, then turned off by the teacher ------------


@pytest.mark.parametrize(
    ("game", "query", "shown"),
    [("yum", "coach", "yum-coach"), ("gyumi", "practice", "gy-practice")],
)
def test_the_coach_and_the_practice_aid_at_a_table_until_the_teacher_turns_them_off(
    server, new_page, game, query, shown
):
    import json
    import urllib.request

    declared = {q.name: q for q in queries_of(game)}[query]
    code = classroom.create_room(
        server.url, game, 2, bots={1: "random"}, token=server.teacher_token
    )
    page = new_page()
    page.goto(f"{server.url}/room/{code}?name=Ada")
    page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
    toggle = page.get_by_test_id(f"tw-query-{query}")
    assert toggle.is_enabled()
    toggle.click()
    page.wait_for_function(f"!!window.tableModel.get('answers')[{query!r}]", timeout=10000)
    page.get_by_test_id(shown).wait_for()  # the game's own display of the answer
    assert page.get_by_test_id("tw-error").count() == 0
    req = urllib.request.Request(
        f"{server.url}/api/rooms/{code}/policy",
        data=json.dumps({"help_off": [declared.kind]}).encode(),
        headers={"Authorization": f"Bearer {server.teacher_token}"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=10) as answer:
        assert answer.status == 200
    page.wait_for_function(f"!window.tableModel.get('answers')[{query!r}]", timeout=10000)
    assert page.get_by_test_id(f"tw-query-{query}").is_disabled()
    assert page.get_by_test_id(shown).count() == 0, "refused: no longer shown"
    reason = OFF_REASONS[declared.kind]
    page.evaluate(f"window.tableModel.send({{type: 'follow', name: {query!r}, on: true}})")
    page.get_by_test_id("room-status").get_by_text(reason).wait_for()


def test_a_game_the_teacher_ends_says_so_once_and_offers_the_review(server, new_page):
    """Issue 39: the end was said four times (status line, notice, final box, widget banner)."""
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    page = open_seat(new_page, server.url, code, "Bo")
    page.get_by_test_id("gin-stock").click()
    page.wait_for_function("Number(document.body.dataset.length) > 0")
    ended = httpx.post(
        f"{server.url}/api/class/rooms/{code}/end",
        headers={"Authorization": f"Bearer {server.teacher_token}"},
    )
    assert ended.status_code == 200, ended.text
    page.wait_for_selector("body[data-state=ended]")
    final = page.get_by_test_id("room-final")
    assert final.is_visible()
    assert page.get_by_test_id("room-final-title").inner_text() == (
        "The teacher ended this game: final scores"
    )
    assert page.get_by_test_id("room-status").inner_text() == ""
    for once in ("room-notice", "tw-closed", "tw-over", "tw-help", "tw-undo", "gin-actions"):
        assert not page.get_by_test_id(once).is_visible(), once
    assert (
        page.get_by_test_id("gin-status").inner_text() == "The match was stopped: it has no winner."
    )
    page.get_by_test_id("room-review").click()
    page.get_by_test_id("tw-answer-review").wait_for()
    assert page.get_by_test_id("tw-review-summary").inner_text()
