"""A real JupyterLab notebook plays Gin Rummy from its widget against a seat in a browser page.

The notebook's widget is ``GinRummyWidget(table=URL, room=CODE)``: the same front end, fed by
the table server (running in this test process on loopback). The other seat is the plain
room page in another Chromium context. Each side draws and discards by clicking.
"""

from __future__ import annotations

import pytest

from tabletop_widgets import classroom

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]


def wait_revision(page, root, revision):
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )


def draw_and_discard(page, root, on_done):
    """Draw from the stock, select the first card of the hand, discard it; returns that card."""
    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("gin-stock").click()
    wait_revision(page, root, revision)
    hand = root.locator(".gin-hand [data-card]")
    assert hand.count() == 11
    card = hand.first.get_attribute("data-card")
    hand.first.click()
    root.get_by_test_id("gin-discard").click()
    on_done()
    return card


def test_a_notebook_widget_and_a_browser_page_play_gin_rummy(server, lab_page, new_page):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, options={"match_target": 0}, token=server.teacher_token
    )
    lab = lab_page
    root = lab.open_game(
        "from tabletop_widgets import gin_rummy\n"
        f"w = gin_rummy.GinRummyWidget(table={server.url!r}, room={code!r}, name='Notebook')\nw",
        "gin_classroom.ipynb",
        "Gin Rummy",
    )
    browser = new_page()
    browser.goto(f"{server.url}/room/{code}?name=Browser")
    browser.wait_for_selector("body[data-ready=true] .tw-root")
    web = browser.locator(".tw-root")
    tables = server.tables
    played = []
    for _ in range(2):
        length = len(tables.match(code).log)
        card = draw_and_discard(
            lab.page,
            root,
            lambda n=length: browser.wait_for_function(
                f"Number(document.body.dataset.length) === {n + 2}"
            ),
        )
        played.append({"seat": 0, "action": {"type": "discard", "card": card}})
        assert web.get_by_test_id("gin-discard-pile").get_attribute("data-card") == card
        length = len(tables.match(code).log)
        revision = int(root.get_attribute("data-revision"))
        card = draw_and_discard(
            browser,
            web,
            lambda n=length, r=revision: lab.page.wait_for_function(
                "([el, r]) => Number(el.dataset.revision) >= r + 2",
                arg=[root.element_handle(), r],
            ),
        )
        played.append({"seat": 1, "action": {"type": "discard", "card": card}})
        lab.page.wait_for_function(
            "([el, c]) => el.querySelector('[data-testid=gin-discard-pile]')?.dataset.card === c",
            arg=[root.element_handle(), card],
        )
    log = tables.match(code).log
    assert [e for e in log if e["action"]["type"] == "discard"] == played
    assert root.get_by_test_id("tw-error").count() == 0
    kernel = lab.kernel_json(
        "{'seat': w.seat, 'moves': len(w.log), 'remote': w.remote, 'legal': len(w.legal)}"
    )
    assert kernel["seat"] == 0 and kernel["legal"] == 2 and kernel["remote"] is True, kernel
    names = lab.kernel_json("w.names")
    assert names == ["Notebook", "Browser"]
