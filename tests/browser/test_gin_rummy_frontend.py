"""The Gin Rummy bundle in headless Chromium with a fake model (wired to a real widget)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

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


def test_refused_clicks_show_the_engines_reason_on_screen(table):
    page, w = table.page, table.widget
    refusal = page.get_by_test_id("tw-refusal")
    # Discard before drawing: the hand's cards and the Discard button are refused, with words
    page.get_by_test_id(f"card-{w.view['hand'][0]}").click(force=True)
    expect(refusal).to_contain_text(w.refusals["discard"])
    assert table.messages == []
    page.get_by_test_id("gin-knock").click(force=True)
    expect(refusal).to_contain_text("Draw a card first")
    page.get_by_test_id("gin-stock").click()
    table.pump()
    expect(refusal).to_have_count(0)  # a new revision clears the old reason
    # drawing twice, and knocking far from a knock
    page.get_by_test_id("gin-draw-stock").click(force=True)
    expect(refusal).to_contain_text(w.refusals["draw"])
    page.get_by_test_id("gin-knock").click(force=True)
    expect(refusal).to_contain_text(w.refusals["knock"])
    assert table.messages == []


def test_refusals_on_the_bots_turn_say_whose_turn_it_is(page, render_widget):
    w = GinRummyWidget(players=2, seed=2)
    handle = render_widget(page, "gin_rummy", widget=w)
    handle.update(view={**handle.get("view")}, legal=[], refusals={"*": "It is not You's turn."})
    page.get_by_test_id("gin-stock").click(force=True)
    expect(page.get_by_test_id("tw-refusal")).to_contain_text("It is not You's turn.")


def test_the_s_shortcut_keeps_the_focus_in_the_hand(table):
    page, w = table.page, table.widget
    page.get_by_test_id("gin-stock").focus()
    page.keyboard.press("s")
    table.pump()
    drawn = w.view["drawn"]
    focused = page.evaluate("document.activeElement && document.activeElement.dataset.key")
    assert focused == f"hand-{drawn}"


@pytest.mark.parametrize("dark", [False, True])
def test_axe_finds_no_serious_violations_in_the_main_stages(
    page, render_widget, assert_accessible, dark
):
    w = GinRummyWidget(players=2, seed=2)
    handle = render_widget(page, "gin_rummy", widget=w)
    handle.set_theme(dark=dark)
    theme = "dark" if dark else "light"
    assert_accessible(page, stage=f"start, {theme}")
    page.get_by_test_id("gin-stock").click()
    handle.pump()
    assert_accessible(page, stage=f"mid-turn, {theme}")
    page.get_by_test_id("gin-knock").click(force=True)
    expect(page.get_by_test_id("tw-refusal")).to_be_visible()
    assert_accessible(page, stage=f"refusal shown, {theme}")
    page.get_by_test_id(f"card-{w.view['hand'][0]}").click()
    page.get_by_test_id("gin-discard").click()
    handle.pump()
    expect(page.get_by_test_id("tw-handover-continue")).to_be_visible()
    assert_accessible(page, stage=f"hand-over, {theme}")
    over = GinRummyWidget(players=[None, GreedyBot()], seed=4, options={"match_target": 0})
    bot, rng = GreedyBot(), random.Random(0)
    while not over.terminal:
        over.act(bot.choose(over.view, over.legal, rng))
    handle.connect(over)
    expect(page.get_by_test_id("gin-showdown")).to_be_visible()
    assert_accessible(page, stage=f"game over, {theme}")


def finished_match(names, seed):
    w = GinRummyWidget(
        players=[None, GreedyBot()], seed=seed, names=names, options={"match_target": 25}
    )
    bot, rng = GreedyBot(), random.Random(seed)
    while not w.terminal:
        w.act(bot.choose(w.view, w.legal, rng))
    return w


def test_the_match_end_names_the_winner_in_good_grammar_and_a_stopped_match_none(
    page, render_widget
):
    """Issue 39: "Bo win the match, 0 to 0." was shown for a match the teacher ended."""
    handle = render_widget(page, "gin_rummy", widget=finished_match(["You", "Cy"], seed=1))
    status = page.get_by_test_id("gin-status")
    seen = set()
    for names in (["You", "Cy"], ["Bo", "Cy"]):
        for seed in range(1, 40):
            w = finished_match(names, seed)
            t = w.view["totals"]
            winner = 0 if t[0] >= t[1] else 1
            if (names[0], winner) in seen:
                continue
            seen.add((names[0], winner))
            handle.connect(w)
            verb = "win" if names[winner] == "You" else "wins"
            expect(status).to_have_text(
                f"{names[winner]} {verb} the match, {t[winner]} to {t[1 - winner]}."
            )
            if len(seen) % 2 == 0:
                break
    assert seen == {("You", 0), ("You", 1), ("Bo", 0), ("Bo", 1)}, seen
    stopped = GinRummyWidget(players=[None, GreedyBot()], seed=2, names=["Bo", "Cy"])
    stopped.table.close("The teacher ended the match.")
    stopped.refresh()
    assert stopped.terminal and stopped.closed
    handle.connect(stopped)
    expect(status).to_have_text("The match was stopped: it has no winner.")
    expect(page.get_by_test_id("tw-closed")).to_have_text("The teacher ended the match.")
