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

from tabletop_widgets import yum
from tabletop_widgets.carousel.bots import HandMeldBot
from tabletop_widgets.carousel.widget import CarouselWidget
from tabletop_widgets.engine import RandomBot
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot
from tabletop_widgets.gnumies import GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot
from tabletop_widgets.gyumi import GyumiWidget

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


@pytest.mark.parametrize("dark", [False, True])
def test_the_held_showdown_has_no_serious_axe_violations(
    page, render_widget, assert_accessible, dark
):
    w = GinRummyWidget(seed=5)
    handle = render_widget(page, "gin_rummy", widget=w)
    handle.set_theme(dark=dark)
    play_to_the_end_of_hand_one(w)
    handle.connect(w)
    expect(page.get_by_test_id("tw-continue")).to_be_visible()
    assert_accessible(page, stage=f"held showdown, {'dark' if dark else 'light'}")


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


def test_a_shared_table_goes_on_by_itself_after_a_few_seconds(page, render_widget, synced_state):
    page.clock.install()
    w = GinRummyWidget(seed=5)
    handle = render_widget(page, "gin_rummy", widget=w, model_state={"remote": True})
    play_to_the_end_of_hand_one(w)
    state = synced_state(w)
    state.pop("remote", None)
    handle.update(bump=True, remote=True, **state)
    expect(page.get_by_test_id("tw-continue-auto")).to_contain_text("Hand 2 starts in 8 seconds")
    assert page.get_by_test_id("gin-hand").count() == 0
    page.clock.run_for(9000)
    expect(page.get_by_test_id("gin-hand")).to_be_visible()
    assert page.get_by_test_id("tw-continue").count() == 0


def test_the_gnumies_bids_fly_in_from_each_player_and_the_won_card_to_the_room(page, render_widget):
    w = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=5)
    handle = render_widget(page, "gnumies", widget=w)
    page.get_by_test_id("gn-hand-100").click()
    handle.pump()
    for seat, _card, _n in w.state["reveal"]["bids"]:
        assert moved(page, f"[data-testid=gn-bid-{seat}]") == "fly"  # from the player's panel
    winner = w.state["reveal"]["winner"]
    assert moved(page, f"[data-testid=gn-group-{winner}-7]") == "fly"  # from the offer


def test_a_gyumi_card_taken_from_a_pile_flies_from_it_and_a_bots_play_is_seen(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=4)
    handle = render_widget(page, "gyumi", widget=w)
    cdp = page.context.new_cdp_session(page)  # stop the animations' clock: no race with a busy CPU
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0})
    page.get_by_test_id("gy-take-1").click()
    handle.pump()
    assert moved(page, "[data-testid=gy-holding] [data-motion=holding]") == "fly"
    # in flight it lets taps through to the controls it passes over (the Draw button), then lands
    held = "[data-testid=gy-holding] [data-motion=holding]"
    assert page.eval_on_selector(held, "(el) => el.style.pointerEvents") == "none"
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 1})
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    page.wait_for_function(f"document.querySelector('{held}').style.pointerEvents === ''")
    page.get_by_test_id("gy-play").click()
    handle.pump()  # your card goes to your series; the bot plays its whole turn
    marks = page.eval_on_selector_all("[data-moved]", "(els) => els.map((e) => e.dataset.motion)")
    assert any(m and m.startswith(f"series-{w.seat}-") for m in marks), marks
    assert any(m and (m.startswith("series-1-") or m.startswith("pile-top-")) for m in marks), marks


def test_the_bots_scored_box_in_yum_is_seen(page, render_widget):
    w = yum.YumWidget(seed=3)
    handle = render_widget(page, "yum", widget=w)
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    box = next(a["box"] for a in w.legal if a["type"] == "score")
    page.get_by_test_id(f"score-{box}").click()
    handle.pump()  # your score, then the bot's whole turn
    assert moved(page, f"[data-testid=filled-0-{box}]") == "pop"
    bot_boxes = [b for b, v in w.view["cards"][1].items() if v is not None]
    assert len(bot_boxes) == 1
    assert moved(page, f"[data-testid=filled-1-{bot_boxes[0]}]") == "pop"


def test_the_end_of_a_carousel_round_waits_for_continue(page, render_widget):
    w = CarouselWidget([None, HandMeldBot()], seed=3)
    handle = render_widget(page, "carousel", widget=w)
    for _ in range(500):
        if w.view["rounds"] or w.terminal:
            break
        legal = w.legal
        w.act(next((a for a in legal if a["type"] in ("play", "knock")), legal[0]))
    assert w.view["rounds"] and not w.terminal
    handle.connect(w)
    last = w.view["rounds"][-1]
    expect(page.get_by_test_id("cs-status")).to_contain_text(f"Round {last['round']} is over")
    for seat, hand in enumerate(w.view["last_hands"]):
        shown = page.get_by_test_id(f"cs-round-hand-{seat}")
        assert f"{last['values'][seat]} points in hand" in shown.inner_text()
        assert shown.locator("[data-card]").count() == len(hand)
    assert page.get_by_test_id("submit").count() == 0  # the next round waits
    page.get_by_test_id("tw-continue").click()
    expect(page.get_by_test_id("cs-status")).to_contain_text(f"Round {w.view['round']}")
    assert page.get_by_test_id("cs-round-end").count() == 0
