"""A whole class in Chromium: the teacher opens two tables from the dashboard and shows the
projector page; three students (one on a 390×844 phone with touch) join through ``/`` by the
class code, one types a wrong code first and one a taken name; they play; one moves to a new
device and gets the seat back through the dashboard; the teacher pauses, restarts a table
(students see the notice), runs and stops an experiment from the dashboard's link, and ends
every table (students see the final scores). axe-core finds
no serious or critical problem on the join page, the projector page and the dashboard."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tabletop_widgets.classroom.server.class_codes import CLAIM_WORDS
from tests.conftest import shared_chromium

pytestmark = pytest.mark.browser


def accessible(page, what: str, include: str | None = None) -> None:
    chromium = shared_chromium()
    violations = chromium.axe_violations(page, include)
    assert not violations, f"axe-core, {what}:\n" + chromium.axe_report(violations)


def by_id(page, name: str):
    return page.locator(f"[data-testid={name}]")


def join(page, url: str, code: str, name: str, *, typed_code: str | None = None) -> None:
    """Type a code (``typed_code`` first, when given: a wrong one), then a name."""
    page.goto(f"{url}/")
    page.wait_for_selector("body[data-ready=true]")
    if typed_code:
        by_id(page, "join-code").fill(typed_code)
        by_id(page, "join-code-next").click()
        page.wait_for_function(
            "document.querySelector('[data-testid=join-code-error]').textContent !== ''"
        )
        assert "check the code" in by_id(page, "join-code-error").inner_text()
        assert by_id(page, "join-code").get_attribute("aria-invalid") == "true"
        assert by_id(page, "join-name-form").is_hidden(), "no name is asked for a wrong code"
    by_id(page, "join-code").fill(code)
    by_id(page, "join-code-next").click()
    page.wait_for_selector("body[data-step=name]")
    by_id(page, "join-name").fill(name)
    by_id(page, "join-go").click()


def seated(page) -> None:
    page.wait_for_url("**/room/*")
    page.wait_for_selector("body[data-ready=true]", timeout=15000)


def my_turn(page) -> bool:
    """Whether the page's seat is to act (Yum's first player is drawn at random, rule YR2)."""
    page.wait_for_function("window.tableModel.get('to_act').length > 0", timeout=15000)
    return page.evaluate("window.tableModel.get('to_act').includes(window.tableModel.get('seat'))")


def play_a_move(page, tap: bool = False) -> None:
    """On the page's turn (it waits for it: a bot may be playing), roll (a tap or a click on
    the widget's own button) or score the first box offered. A click that lands while the
    table redraws (another seat's snapshot) is made again."""
    page.wait_for_function("window.tableModel.get('legal').length > 0", timeout=30000)
    length = page.evaluate("window.tableModel.get('log').length")
    moved = f"window.tableModel.get('log').length > {length}"
    for _ in range(3):
        legal = page.evaluate("window.tableModel.get('legal')")
        if any(a.get("type") == "roll" for a in legal):
            button = by_id(page, "yum-roll")
            button.tap() if tap else button.click()
        else:
            page.evaluate(
                "window.tableModel.send({type: 'act', action: window.tableModel.get('legal')[0]})"
            )
        try:
            page.wait_for_function(moved, timeout=15000)
            return
        except PlaywrightTimeout:
            if page.evaluate(moved):
                return
    page.wait_for_function(moved, timeout=15000)


def play_a_turn(page, tap: bool = False) -> None:
    """Move until the turn passes to the other seat."""
    play_a_move(page, tap)
    while my_turn(page):
        play_a_move(page, tap)


def confirm(page) -> None:
    by_id(page, "class-confirm-yes").click()
    by_id(page, "class-confirm").wait_for(state="detached")


def test_a_whole_class(server, browser):
    url, token = server.url, server.teacher_token
    # reduced motion: the cards and dice do not fly while the test reads them (motion has its own tests)
    desk = {"viewport": {"width": 1100, "height": 900}, "reduced_motion": "reduce"}
    phone = {
        "viewport": {"width": 390, "height": 844},
        "is_mobile": True,
        "has_touch": True,
        "reduced_motion": "reduce",
    }
    contexts, errors = [], []

    def new_page(options):
        context = browser.new_context(**options)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10000)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        return page

    try:
        # The teacher opens two tables of Yum for two from the dashboard.
        teacher = new_page(desk)
        teacher.goto(f"{url}/dashboard?token={token}")
        teacher.wait_for_selector("body[data-ready=true]")
        teacher.select_option("[data-testid=dash-game]", "yum")
        by_id(teacher, "dash-tables").fill("2")
        by_id(teacher, "dash-seats").fill("2")
        by_id(teacher, "dash-create-button").click()
        teacher.wait_for_selector("body[data-rooms='2']")
        first, second = (r["code"] for r in server.tables.list_rooms())
        teacher.wait_for_function(
            "document.querySelector('[data-testid=class-code]').textContent.length === 6"
        )
        code = by_id(teacher, "class-code").inner_text()
        # The projector: the address, the class code, a QR code drawn by the server.
        # (in the teacher's browser: its session cookie signs the page in; no token in links)
        projector = teacher.context.new_page()
        projector.on("pageerror", lambda exc: errors.append(str(exc)))
        link = by_id(teacher, "class-projector-link").get_attribute("href")
        assert link == "projector" and token not in teacher.url
        projector.goto(f"{url}/{link}")
        projector.wait_for_selector("body[data-ready=true]")
        assert by_id(projector, "proj-code").inner_text() == code
        assert by_id(projector, "proj-address").inner_text() == url
        assert projector.locator("[data-testid=proj-qr] svg path").count() >= 1
        assert projector.locator("script[src*=http], link[href*=http]").count() == 0, "no CDN"
        accessible(projector, "the projector page")
        # Ada types a wrong code first; Bo, on a phone, arrives by the QR code's link and
        # tries a name already taken; Cy joins and sits at the second table.
        ada = new_page(desk)
        ada.goto(f"{url}/")
        ada.wait_for_selector("body[data-ready=true]")
        accessible(ada, "the join page")
        join(ada, url, code, "Ada", typed_code="WRONG1")
        seated(ada)
        bo = new_page(phone)
        bo.goto(f"{url}/?code={code}")
        bo.wait_for_selector("body[data-step=name]")
        by_id(bo, "join-name").fill("ada")
        by_id(bo, "join-go").tap()
        bo.wait_for_function(
            "document.querySelector('[data-testid=join-name-error]').textContent !== ''"
        )
        assert "another name" in by_id(bo, "join-name-error").inner_text()
        assert by_id(bo, "join-claim").is_visible(), "the seat may be hers on another device"
        by_id(bo, "join-name").fill("Bo")
        by_id(bo, "join-go").tap()
        seated(bo)
        cy = new_page(desk)
        join(cy, url, code, "Cy")
        seated(cy)
        assert cy.url.endswith(f"/room/{second}") and ada.url.endswith(f"/room/{first}")
        projector.wait_for_selector("body[data-joined='3']")
        for name in ("Ada", "Bo", "Cy"):
            assert name in by_id(projector, "proj-tables").inner_text()
        # The teacher runs an experiment from the dashboard's link, on the projector.
        experiments = teacher.context.new_page()
        experiments.on("pageerror", lambda exc: errors.append(str(exc)))
        assert by_id(teacher, "class-experiments-link").get_attribute("href") == "experiments"
        experiments.goto(f"{url}/experiments")
        experiments.select_option("[data-testid=xp-pick]", "yum-five-of-a-kind")
        experiments.uncheck("[data-testid=xp-predict]")
        by_id(experiments, "xp-start").click()
        experiments.wait_for_function(
            "document.querySelector('[data-testid=run-state]').textContent === 'Playing'"
        )
        assert "yum." not in experiments.inner_text("body"), "no code names on screen"
        # A bot keeps Cy company; they play.
        teacher.click(f"[data-testid=dash-seatbot-{second}-1]")
        teacher.wait_for_selector(f"[data-testid=dash-seat-{second}-1][data-kind=bot]")
        # Whoever was drawn to start plays a turn, then the other moves (Bo by touch).
        if my_turn(ada):
            play_a_turn(ada)
            play_a_move(bo, tap=True)
        else:
            play_a_turn(bo, tap=True)
            play_a_move(ada)
        play_a_move(cy)
        # Ada moves to a new device: she asks, the teacher gives her the seat, the old loses it.
        moves = len(server.tables.match(first).log)
        ada2 = new_page(desk)
        join(ada2, url, code, "Ada")
        by_id(ada2, "join-claim").click()
        ada2.wait_for_selector("body[data-step=wait]")
        # One word on both of Ada's devices and on the dashboard (issue 42): the teacher asks it.
        word = by_id(ada2, "join-wait").get_attribute("data-word")
        assert (
            word in CLAIM_WORDS
            and f"Your word: “{word}”" in by_id(ada2, "join-wait-text").inner_text()
        )
        ada.wait_for_selector(f"[data-testid=room-claim][data-word={word}]:not([hidden])")
        assert f"with the word “{word}”" in by_id(ada, "room-claim-text").inner_text()
        asked = by_id(teacher, "class-claim-Ada")
        asked.wait_for()
        assert (
            f"with the word “{word}”" in asked.inner_text()
            and "first seen just now" in asked.inner_text()
        )
        teacher.click("[data-testid=class-approve-Ada]")
        seated(ada2)
        assert ada2.url.endswith(f"/room/{first}")
        assert "Ada" in by_id(ada2, "room-me").inner_text()
        assert ada2.evaluate("window.tableModel.get('log').length") == moves
        ada.wait_for_selector("[data-testid=room-join]:not([hidden])")
        assert "another device" in by_id(ada, "room-status").inner_text()
        # The teacher renames Cy's seat from the seat's menu: Cy's page follows.
        # (the menu stays open and focused while the dashboard redraws for a move elsewhere)
        by_id(teacher, f"seat-menu-{second}-0").click()
        play_a_move(ada2 if my_turn(ada2) else bo)
        moved = len(server.tables.match(first).moves)
        teacher.wait_for_selector(f"[data-testid=dash-room-{first}][data-moves='{moved}']")
        assert teacher.evaluate(
            f"document.querySelector('[data-menu=\"{second}-0\"]').open"
            f" && document.activeElement.dataset.testid === 'seat-menu-{second}-0'"
        ), "a redraw closed the seat menu or lost the focus"
        by_id(teacher, f"seat-rename-{second}-0").click()
        by_id(teacher, "class-rename-input").fill("Cy R.")
        by_id(teacher, "class-form-ok").click()
        cy.wait_for_function(
            "document.querySelector('[data-testid=room-me]').textContent.includes('Cy R.')"
        )
        # The teacher stops the experiment: the run says so.
        by_id(experiments, "xp-stop").click()
        experiments.wait_for_function(
            "document.querySelector('[data-testid=run-state]').textContent === 'Stopped'"
        )
        # The teacher pauses every table: each student sees why and cannot play.
        by_id(teacher, "class-all-pause").click()
        for page in (ada2, bo, cy):
            page.wait_for_selector("body[data-state=paused]")
            assert "paused" in by_id(page, "tw-closed").inner_text()
        # Restarts the first table (asked first): its students see the notice.
        teacher.click(f"[data-testid=dash-reset-{first}]")
        confirm(teacher)
        for page in (ada2, bo):
            page.wait_for_selector("[data-testid=room-notice]:not([hidden])")
            assert (
                by_id(page, "room-notice-text").inner_text() == "The teacher restarted this game."
            )
            page.wait_for_selector("body[data-state=playing]")
        assert cy.evaluate("document.body.dataset.state") == "paused"
        # Ends every table: the final scores, not "waiting for…".
        by_id(teacher, "class-all-end").click()
        confirm(teacher)
        for page in (ada2, bo, cy):
            page.wait_for_selector("body[data-state=ended]")
            final = by_id(page, "room-final")
            assert final.is_visible() and "final scores" in final.inner_text()
            assert "Waiting" not in by_id(page, "room-status").inner_text()
        assert "Cy R. (you)" in by_id(cy, "room-final-scores").inner_text()
        # The room page's class parts: the teacher's notice and the final scores.
        accessible(bo, "the room page's notice and final scores", ".cr-bar, .cr-notice, .cr-final")
        assert "Ada" in by_id(bo, "room-final-scores").inner_text()
        teacher.wait_for_selector(f"[data-testid=dash-room-{first}][data-state=ended]")
        by_id(teacher, "class-results").locator("summary").click()
        assert by_id(teacher, f"class-result-{second}").is_visible()
        accessible(teacher, "the dashboard")
        width = bo.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the room page scrolls sideways on a phone ({width} px)"
    finally:
        for context in contexts:
            context.close()
    assert not errors, errors
