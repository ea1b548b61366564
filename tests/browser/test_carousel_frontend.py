"""The Carousel bundle in headless Chromium with a fake model (wired to a real CarouselWidget).

The page asks the game's automatic ``check`` query about every new arrangement
(``{"type": "query", "name": "check", "args": {"melds": ...}}``); ``settle`` delivers those
questions to the real widget and pushes its answer (``answers["check"]``) back, as the kernel
would. The Hint button is the kit's help bar, drawn from the declared queries.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tabletop_widgets.carousel.bots import HandMeldBot
from tabletop_widgets.carousel.widget import CarouselWidget

pytestmark = pytest.mark.browser


@pytest.fixture
def table(page, render_widget):
    # seed 2: you hold KS KH KD (among others) and the table holds 8S 8H 8C
    widget = CarouselWidget([None, HandMeldBot()], seed=2)
    handle = render_widget(page, "carousel", widget=widget)
    settle(handle)
    return handle


def is_check(message) -> bool:
    return message.get("type") == "query" and message.get("name") == "check"


def settle(handle, rounds: int = 4) -> None:
    """Answer the page's checks until it asks nothing more (moves are not sent here)."""
    for _ in range(rounds):
        sent = handle.messages
        if not any(is_check(m) for m in sent):
            return
        assert all(is_check(m) for m in sent), sent
        handle.pump()
    assert not any(is_check(m) for m in handle.messages), "the page keeps asking the same check"


def moves(handle):
    return [m for m in handle.messages if not is_check(m)]


def hand_index(handle, code):
    return handle.widget.view["hand"].index(code)


def test_rearrange_outline_reset_and_submit_by_clicking(table):
    page = table.page
    assert page.get_by_test_id("meld-0").get_attribute("data-valid") == "true"
    assert moves(table) == []
    # take the 8S out of the group into a new meld: the engine outlines the group of two
    page.get_by_test_id("meld-0-card-0").click()
    page.get_by_test_id("new-meld").click()
    assert page.get_by_test_id("meld-0").get_attribute("data-valid") == "pending"
    settle(table)
    assert page.get_by_test_id("meld-0").get_attribute("data-valid") == "false"
    assert "at least 3 cards" in page.get_by_test_id("meld-0-problem").inner_text()
    submit = page.get_by_test_id("submit")
    assert submit.get_attribute("aria-disabled") == "true"
    submit.click(force=True)  # refused, and the engine's reason is on screen
    expect(page.get_by_test_id("tw-refusal")).to_contain_text(
        table.widget.answers["check"]["problem"]
    )
    assert moves(table) == []
    # reset puts the table back as it was
    page.get_by_test_id("reset").click()
    assert page.get_by_test_id("meld-1").count() == 0
    settle(table)
    # select the three kings from the hand and make a new meld, then submit the whole play
    for code in ("KS", "KH", "KD"):
        page.get_by_test_id(f"hand-card-{hand_index(table, code)}").click()
    page.get_by_test_id("new-meld").click()
    settle(table)
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("submit").click()
    assert moves(table) == [
        {
            "type": "act",
            "action": {"type": "play", "melds": [["8S", "8H", "8C"], ["KS", "KH", "KD"]]},
        }
    ]
    table.pump()
    assert table.widget.error == ""
    mine = [e["action"] for e in table.widget.match.log if e["seat"] == 0]
    assert mine[-1]["melds"][-1] == ["KS", "KH", "KD"]


def test_checks_are_asked_only_when_the_arrangement_changes(table):
    page = table.page
    table.clear_messages()
    for _ in range(3):  # re-renders of the same arrangement ask nothing
        table.update()
    assert table.messages == []
    page.get_by_test_id("meld-0-card-0").click()
    page.get_by_test_id("new-meld").click()
    checks = [m for m in table.messages if is_check(m)]
    assert len(checks) == 1 and checks[0]["args"]["melds"] == [["8H", "8C"], ["8S"]]
    settle(table)
    table.update()
    assert table.messages == []


def test_hint_and_draw_buttons(table):
    page = table.page
    hint = page.get_by_test_id("tw-query-hint")
    box = hint.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44  # a tap target
    hint.click()
    assert moves(table) == [{"type": "query", "name": "hint", "args": {}}]
    table.pump()
    expect(page.get_by_test_id("cs-hint")).to_contain_text(table.widget.answers["hint"]["text"])
    assert page.get_by_test_id("tw-answer-hint").count() == 0  # drawn by the game, not the kit
    page.get_by_test_id("use-hint").click()
    settle(table)
    assert page.locator('[data-valid="false"]').count() == 0
    assert page.get_by_test_id("submit").get_attribute("aria-disabled") is None
    draw = page.get_by_test_id("draw")
    assert draw.inner_text() in (
        "Draw a 2nd card (instead of playing now)",
        "Draw a 3rd card and end your turn (no play after it)",
    )


def test_automatic_draws_are_announced_and_the_draw_control_says_what_it_does(table):
    page, w = table.page, table.widget
    auto = page.get_by_test_id("cs-auto")
    expect(auto).to_contain_text("Every turn starts with a draw: drawn for you (draw 1 of 3)")
    draws = w.view["draws"]
    for n in range(2, draws + 1):  # further draws were forced: no play was possible
        expect(auto).to_contain_text(f"No play possible: drawn for you (draw {n} of 3)")
    assert not any("You drew a card" in line for line in w.log)
    labels = {
        1: "Draw a 2nd card (instead of playing now)",
        2: "Draw a 3rd card and end your turn (no play after it)",
    }
    expect(page.get_by_test_id("draw")).to_have_text(labels[draws])
    if draws == 1:
        page.get_by_test_id("draw").click()
        table.pump()
        settle(table)
        expect(page.get_by_test_id("draw")).to_have_text(labels[2])


def test_refused_clicks_show_the_engines_reasons(table):
    page, w = table.page, table.widget
    refusal = page.get_by_test_id("tw-refusal")
    page.get_by_test_id("knock").click(force=True)
    expect(refusal).to_contain_text(w.refusals["knock"])
    assert moves(table) == []
    # on the other player's turn a click on a hand card says whose turn it is
    table.update(
        legal=[],
        refusals={"*": "It is not your turn (waiting for Hand-meld bot)."},
        view={**w.view, "may_play": False},
    )
    page.get_by_test_id("hand-card-0").click(force=True)
    expect(refusal).to_contain_text("It is not your turn")
    assert moves(table) == []


def test_name_a_joker_when_it_is_placed_by_keyboard(page, render_widget):
    # seed 7: you hold 9S TS and the joker; the table holds 8H 9H TH
    widget = CarouselWidget([None, HandMeldBot()], seed=7)
    handle = render_widget(page, "carousel", widget=widget)
    settle(handle)
    hand = widget.view["hand"]
    for code in ("9S", "TS", "JK"):
        node = page.get_by_test_id(f"hand-card-{hand.index(code)}")
        node.focus()
        page.keyboard.press("Enter")  # cards are buttons: Enter selects
    page.get_by_test_id("new-meld").focus()
    page.keyboard.press("Enter")
    settle(handle)
    menu = page.get_by_test_id("joker-name-1-0")
    assert menu.input_value() == "8S"  # the engine names it so that the meld is valid: 8-9-10
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("joker-name-1-0").select_option("2H")
    settle(handle)
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "false"
    assert "neither" in page.get_by_test_id("meld-1-problem").inner_text()
    page.locator("[data-testid^=joker-name-1-]").select_option("JS")
    settle(handle)
    assert page.get_by_test_id("meld-1").get_attribute("data-valid") == "true"
    page.get_by_test_id("submit").click()
    assert moves(handle) == [
        {
            "type": "act",
            "action": {"type": "play", "melds": [["8H", "9H", "TH"], ["9S", "TS", "JK:JS"]]},
        }
    ]
    handle.pump()
    assert widget.error == ""
    mine = [e["action"] for e in widget.match.log if e["seat"] == 0]
    assert mine[-1]["melds"][-1] == ["9S", "TS", "JK:JS"]


@pytest.mark.parametrize("dark", [False, True])
def test_axe_finds_no_serious_violations_in_the_main_stages(
    page, render_widget, assert_accessible, dark
):
    w = CarouselWidget([None, None], seed=5)
    handle = render_widget(page, "carousel", widget=w)
    handle.set_theme(dark=dark)
    theme = "dark" if dark else "light"
    settle(handle)
    assert_accessible(page, stage=f"start, {theme}")
    page.get_by_test_id("hand-card-0").click()
    page.get_by_test_id("new-meld").click()
    settle(handle)
    assert_accessible(page, stage=f"mid-turn, {theme}")
    page.get_by_test_id("submit").click(force=True)
    expect(page.get_by_test_id("tw-refusal")).to_be_visible()
    assert_accessible(page, stage=f"refusal shown, {theme}")
    first = w.seat
    while w.seat == first and not w.handover:
        legal = w.match.legal_actions(first)
        w.act(next((a for a in legal if a["type"] != "play"), legal[0]))
    handle.connect(w)
    expect(page.get_by_test_id("tw-handover-continue")).to_be_visible()
    assert_accessible(page, stage=f"hand-over, {theme}")
    over = CarouselWidget([None, HandMeldBot()], seed=3, options={"target": 1})
    while not over.terminal:
        legal = over.match.legal_actions(0)
        over.act(next((a for a in legal if a["type"] in ("play", "knock")), legal[0]))
    handle.connect(over)
    expect(page.get_by_test_id("cs-status")).to_contain_text("Game over")
    assert_accessible(page, stage=f"game over, {theme}")
