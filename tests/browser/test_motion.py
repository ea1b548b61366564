"""Every turn is seen (issue 20): the kit animates what moved and holds a finished hand.

motion.js marks each animated element with data-moved="flip|fly|pop|flash" (tests read the
mark, not the timing); with prefers-reduced-motion nothing is animated (the root says
data-motion-mode="off"). A hand that ends while the player watches holds its showdown until Continue,
or a few seconds at a shared table (the page's clock is driven by Playwright, no sleeping).
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot

pytestmark = pytest.mark.browser


def moved(page, selector):
    return page.eval_on_selector(selector, "(el) => el.dataset.moved || ''")


def play_to_the_end_of_hand_one(w):
    bot, rng = GreedyBot(), random.Random(0)
    for _ in range(200):
        if w.state["hand_no"] > 1 or w.terminal:
            break
        legal = [a for a in w.legal if a["type"] in ("draw", "discard")]
        w.act(bot.choose(w.view, legal, rng))
    assert w.state["hand_no"] == 2 and not w.terminal


def test_a_drawn_card_flies_from_the_stock_and_a_discard_slides_to_the_pile(page, render_widget):
    w = GinRummyWidget(seed=2)
    handle = render_widget(page, "gin_rummy", widget=w)
    assert page.locator("[data-moved]").count() == 0  # nothing moves on the first picture
    assert page.get_by_test_id("tw-root").get_attribute("data-motion-mode") == "on"
    page.get_by_test_id("gin-stock").click()
    handle.pump()
    drawn = w.view["drawn"]
    assert moved(page, f"[data-testid=card-{drawn}]") == "fly"
    page.get_by_test_id(f"card-{drawn}").click()  # a selection only: nothing is animated
    assert page.locator("[data-moved]").count() == 0
    page.get_by_test_id("gin-discard").click()
    handle.pump()
    # the card went from the hand to the discard pile (the bot has played since: it may sit
    # under the bot's discard, or have been taken)
    top = w.view["discard"][-1]
    if top == drawn:
        assert moved(page, "[data-testid=gin-discard-pile]") == "flip"
    else:  # the bot's discard is new on the table: it comes from the bot's hand
        assert moved(page, "[data-testid=gin-discard-pile]") == "fly"


def test_reduced_motion_moves_nothing(page, render_widget):
    page.emulate_media(reduced_motion="reduce")
    w = GinRummyWidget(seed=2)
    handle = render_widget(page, "gin_rummy", widget=w)
    page.get_by_test_id("gin-stock").click()
    handle.pump()
    assert page.get_by_test_id("tw-root").get_attribute("data-motion-mode") == "off"
    assert page.locator("[data-moved]").count() == 0


def test_the_showdown_of_a_hand_waits_for_continue(page, render_widget):
    w = GinRummyWidget(seed=5)
    handle = render_widget(page, "gin_rummy", widget=w)
    play_to_the_end_of_hand_one(w)  # the bot knocks: hand 2 is dealt at once
    handle.connect(w)
    last = w.view["last_hand"]
    held = page.get_by_test_id("gin-showdown")
    expect(held).to_contain_text(f"Hand 1: {last['kind']}")
    assert held.evaluate("(el) => el.tagName") == "DIV"  # expanded, not a collapsed <details>
    for line in last["lines"]:
        assert line in page.get_by_test_id("gin-sd-lines").inner_text()
    assert page.get_by_test_id("gin-hand").count() == 0  # the next hand waits
    assert page.get_by_test_id("gin-status").inner_text() == "Hand 1 is over."
    cont = page.get_by_test_id("tw-continue")
    expect(cont).to_be_focused()
    assert cont.inner_text() == "Continue to hand 2"
    assert page.get_by_test_id("tw-continue-auto").count() == 0  # a widget waits for the player
    handle.update()  # a new revision (another log line, a bot's move) does not end the hold
    expect(page.get_by_test_id("tw-continue")).to_be_visible()
    page.get_by_test_id("tw-continue").click()
    expect(page.get_by_test_id("gin-hand")).to_be_visible()
    assert page.get_by_test_id("tw-continue").count() == 0
    # the record of hand 1 stays beside the table
    assert page.get_by_test_id("gin-showdown").evaluate("(el) => el.tagName") == "DETAILS"
    assert handle.messages == []  # holding and continuing are the page's own business


def test_a_shared_table_goes_on_by_itself_after_a_few_seconds(page, render_widget):
    page.clock.install()
    w = GinRummyWidget(seed=5)
    handle = render_widget(page, "gin_rummy", widget=w, model_state={"remote": True})
    play_to_the_end_of_hand_one(w)
    handle.update(bump=True, remote=True, **{k: v for k, v in _state(w).items()})
    expect(page.get_by_test_id("tw-continue-auto")).to_contain_text("Hand 2 starts in 8 seconds")
    assert page.get_by_test_id("gin-hand").count() == 0
    page.clock.run_for(9000)
    expect(page.get_by_test_id("gin-hand")).to_be_visible()
    assert page.get_by_test_id("tw-continue").count() == 0


def _state(w):
    from conftest import widget_state

    state = widget_state(w)
    state.pop("remote", None)
    return state
