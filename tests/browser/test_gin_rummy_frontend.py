"""The Gin Rummy bundle in headless Chromium with a fake model (wired to a real widget)."""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine.cards import card_label
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot

pytestmark = pytest.mark.browser


@pytest.fixture
def table(page, render_widget):
    return render_widget(page, "gin_rummy", widget=GinRummyWidget(seed=2))


def test_table_shows_your_hand_grouped_and_hides_the_opponent(table):
    page, w = table.page, table.widget
    for c in w.view["hand"]:
        assert page.get_by_test_id(f"card-{c}").count() == 1
    assert (
        page.get_by_test_id("gin-deadwood")
        .inner_text()
        .startswith(f"Deadwood: {w.view['deadwood']}")
    )
    opp = page.get_by_test_id("gin-opponent-hand")
    assert opp.locator(".tw-card--back").count() == 10 and opp.locator("[data-card]").count() == 0
    html = page.content()
    for c in w.state["hands"][1]:
        assert f'data-card="{c}"' not in html
    assert table.messages == []


def test_draw_then_discard_by_clicking(table):
    page, w = table.page, table.widget
    page.get_by_test_id("gin-stock").click()
    assert table.messages == [{"type": "act", "action": {"type": "draw", "source": "stock"}}]
    table.pump()
    assert len(w.view["hand"]) == 11
    drawn = w.view["drawn"]
    assert page.get_by_test_id(f"card-{drawn}").count() == 1
    # the Discard button waits for a selection and says so
    discard = page.get_by_test_id("gin-discard")
    assert discard.get_attribute("aria-disabled") == "true"
    card = w.view["hand"][0]
    page.get_by_test_id(f"card-{card}").click()
    assert page.get_by_test_id(f"card-{card}").get_attribute("aria-pressed") == "true"
    page.get_by_test_id("gin-discard").click()
    assert table.messages == [{"type": "act", "action": {"type": "discard", "card": card}}]
    table.pump()
    assert w.error == "" and f"You discarded {card_label(card)}." in w.log
    assert len(w.view["hand"]) == 10


def test_the_card_taken_from_the_discard_pile_cannot_be_discarded_and_the_widget_says_so(table):
    page, w = table.page, table.widget
    top = w.view["discard"][-1]
    page.get_by_test_id("gin-draw-discard").click()
    table.pump()
    assert w.view["taken"] == top
    assert "may not discard it this turn" in page.get_by_test_id("gin-taken-note").inner_text()
    page.get_by_test_id(f"card-{top}").click()
    button = page.get_by_test_id("gin-discard")
    assert button.get_attribute("aria-disabled") == "true"
    assert "may not discard it" in (button.get_attribute("title") or "")
    knock = page.get_by_test_id("gin-knock")
    assert knock.get_attribute("aria-disabled") == "true" and knock.get_attribute("title")


def test_keyboard_draws_and_a_finished_hand_shows_the_showdown(page, render_widget):
    w = GinRummyWidget(seed=5)
    handle = render_widget(page, "gin_rummy", widget=w)
    page.get_by_test_id("gin-draw-stock").focus()
    page.keyboard.press("d")
    assert handle.messages == [{"type": "act", "action": {"type": "draw", "source": "discard"}}]
    handle.pump()
    # play greedily (no knocking by the person) until the first hand ends
    bot, rng = GreedyBot(), random.Random(0)
    for _ in range(200):
        if w.state["hand_no"] > 1 or w.terminal:
            break
        legal = [a for a in w.legal if a["type"] in ("draw", "discard")]
        w.act(bot.choose(w.view, legal, rng))
    handle.connect(w)  # push the widget's new state to the page
    showdown = page.get_by_test_id("gin-showdown")
    last = w.view["last_hand"]
    assert showdown.count() == 1 and f"Hand 1: {last['kind']}" in showdown.inner_text()
    for line in last["lines"]:
        assert line in page.get_by_test_id("gin-sd-lines").inner_text()
