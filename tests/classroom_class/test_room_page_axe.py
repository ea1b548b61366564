"""axe-core on the whole room page of every registered game, as a student sees it at a table
with a bot, on a desktop and on a 390×844 phone (issue 20: 0 serious or critical)."""

from __future__ import annotations

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.engine import all_games, bots_of
from tests.conftest import shared_chromium

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

VIEWPORTS = {
    "desktop": {"viewport": {"width": 1100, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}


@pytest.mark.parametrize("game", sorted(all_games()))
def test_the_room_page_has_no_serious_axe_violation(server, browser, game):
    info = all_games()[game].info
    seats = max(2, info.min_seats)
    bot = next(name for name in bots_of(game) if name != "random")
    bots = dict.fromkeys(range(1, seats), bot)
    errors: list[str] = []
    for name, options in VIEWPORTS.items():
        # a room for each device: the student's seat is the room's one free seat
        code = classroom.create_room(server.url, game, seats, bots=bots, token=server.teacher_token)
        context = browser.new_context(**options)
        try:
            page = context.new_page()
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{server.url}/room/{code}?name=Ada")
            page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
            violations = shared_chromium().axe_violations(page)
            assert not violations, f"axe-core, {game} room page ({name}):\n" + (
                shared_chromium().axe_report(violations)
            )
        finally:
            context.close()
    assert not errors, errors
