"""The Carousel bundle in headless Chromium with a fake model (wired to a real CarouselWidget)."""

from __future__ import annotations

import pytest

from tabletop_widgets.carousel.bots import HandMeldBot
from tabletop_widgets.carousel.widget import CarouselWidget

pytestmark = pytest.mark.browser


@pytest.fixture
def table(page, render_widget):
    # seed 2: you hold KS KH KD (among others) and the table holds 8S 8H 8C
    widget = CarouselWidget([None, HandMeldBot()], seed=2)
    return render_widget(page, "carousel", widget=widget)


def hand_index(handle, code):
    return handle.widget.view["hand"].index(code)


def test_rearrange_outline_reset_and_submit_by_clicking(table):
    page = table.page
    assert page.get_by_test_id("meld-0").get_attribute("data-valid") == "true"
    assert table.messages == []
    # take the 8S out of the group into a new meld: the group of two is outlined with the reason
    page.get_by_test_id("meld-0-card-0").click()
    page.get_by_test_id("new-meld").click()
    assert page.get_by_test_id("meld-0").get_attribute("data-valid") == "false"
    assert "at least 3 cards" in page.get_by_test_id("meld-0-problem").inner_text()
    assert page.get_by_test_id("submit").get_attribute("aria-disabled") == "true"
    # reset puts the table back as it was
    page.get_by_test_id("reset").click()
    assert page.get_by_test_id("meld-1").count() == 0
    # select the three kings from the hand and make a new meld, then submit the whole play
    for code in ("KS", "KH", "KD"):
        page.get_by_test_id(f"hand-card-{hand_index(table, code)}").click()
    page.get_by_test_id("new-meld").click()
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("submit").click()
    assert table.messages == [
        {
            "type": "act",
            "action": {"type": "play", "melds": [["8S", "8H", "8C"], ["KS", "KH", "KD"]]},
        }
    ]
    table.pump()
    assert table.widget.error == ""
    mine = [e["action"] for e in table.widget.match.log if e["seat"] == 0]
    assert mine[-1]["melds"][-1] == ["KS", "KH", "KD"]


def test_hint_and_draw_buttons(table):
    page = table.page
    page.get_by_test_id("hint").click()
    assert table.messages == [{"type": "hint"}]
    table.pump()
    assert "Best play" in page.get_by_test_id("cs-hint").inner_text()
    page.get_by_test_id("use-hint").click()
    assert page.locator('[data-valid="false"]').count() == 0
    assert page.get_by_test_id("submit").get_attribute("aria-disabled") is None
    draw = page.get_by_test_id("draw")
    assert "Draw 3rd card" in draw.inner_text() or "Draw 2nd card" in draw.inner_text()


def test_name_a_joker_when_it_is_placed_by_keyboard(page, render_widget):
    # seed 7: you hold 9S TS and the joker; the table holds 8H 9H TH
    widget = CarouselWidget([None, HandMeldBot()], seed=7)
    handle = render_widget(page, "carousel", widget=widget)
    hand = widget.view["hand"]
    for code in ("9S", "TS", "JK"):
        node = page.get_by_test_id(f"hand-card-{hand.index(code)}")
        node.focus()
        page.keyboard.press("Enter")  # cards are buttons: Enter selects
    page.get_by_test_id("new-meld").focus()
    page.keyboard.press("Enter")
    menu = page.get_by_test_id("joker-name-1-0")
    assert menu.input_value() == "8S"  # a suggested name that makes the meld valid: 8-9-10
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("joker-name-1-0").select_option("2H")
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "false"
    assert "neither" in page.get_by_test_id("meld-1-problem").inner_text()
    page.locator("[data-testid^=joker-name-1-]").select_option("JS")
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("submit").click()
    assert handle.messages == [
        {
            "type": "act",
            "action": {"type": "play", "melds": [["8H", "9H", "TH"], ["9S", "TS", "JK:JS"]]},
        }
    ]
    handle.pump()
    assert widget.error == ""
    mine = [e["action"] for e in widget.match.log if e["seat"] == 0]
    assert mine[-1]["melds"][-1] == ["9S", "TS", "JK:JS"]
