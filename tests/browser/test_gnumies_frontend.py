"""The Gnumies bundle in headless Chromium with a fake model (wired to a real GnumiesWidget)."""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.gnumies import GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot

pytestmark = pytest.mark.browser


@pytest.fixture
def table(page, render_widget):
    """You (red) against two thinking bots, seed 5; the bots have already chosen secretly."""
    widget = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=5)
    return render_widget(page, "gnumies", widget=widget)


def test_table_shows_offer_hand_rooms_and_who_has_chosen(table):
    page, w = table.page, table.widget
    offer = page.get_by_test_id("gn-offer")
    assert offer.get_attribute("data-offer") == str(w.state["offer"])
    for card in (10, 50, 100, "gnalli"):
        assert page.get_by_test_id(f"gn-hand-{card}").count() == 1
    assert "5 Luckynits" in page.get_by_test_id("gn-hand-50").get_attribute("aria-label")  # red 50
    for seat in range(3):
        assert page.get_by_test_id(f"gn-player-{seat}").count() == 1
        assert "Party room: empty" in page.get_by_test_id(f"gn-room-{seat}").inner_text()
    status = page.get_by_test_id("gn-status").inner_text()
    assert "waiting for You" in status and "chosen: Thinking bot 1, Thinking bot 2" in status
    # The bots' choices are not in the page: only that they chose.
    html = page.content()
    assert json.dumps(w.state["picks"]) not in html
    assert table.messages == []


def test_clicking_a_card_sends_the_choice_and_the_reveal_explains_the_winner(table):
    page, w = table.page, table.widget
    offer = w.state["offer"]
    page.get_by_test_id("gn-hand-100").click()
    assert table.messages == [{"type": "act", "action": {"type": "play", "card": 100}}]
    table.pump()
    reveal = page.get_by_test_id("gn-reveal")
    assert reveal.count() == 1
    bids = w.state["reveal"]["bids"]
    for seat, card, _ in bids:
        assert page.get_by_test_id(f"gn-bid-{seat}").get_attribute("data-card") == str(card)
    winner = w.state["reveal"]["winner"]
    assert "wins" in page.get_by_test_id(f"gn-bid-{winner}").inner_text()
    assert "Revealed" in page.get_by_test_id("gn-reveal-text").inner_text()
    assert offer == 7 and w.state["rooms"][winner] == [7]  # seed 5: guest 7 goes to the winner


def test_a_disabled_gnalli_explains_why(page, render_widget):
    # Seed 1 opens with a Wullawaki: the Gnalli may not be played.
    w = GnumiesWidget([None, ThinkingBot()], seed=1)
    assert w.state["offer"] == "wullawaki"
    handle = render_widget(page, "gnumies", widget=w)
    gnalli = page.get_by_test_id("gn-hand-gnalli")
    assert gnalli.get_attribute("aria-disabled") == "true"
    assert "may not be played" in gnalli.get_attribute("aria-description")
    gnalli.click(force=True)
    assert handle.messages == []
    refusal = page.locator("[data-testid=tw-refusal] .tw-refusal-text")
    assert refusal.inner_text().strip() == w.refusals["play:gnalli"]  # on screen, not a tooltip


def test_hot_seat_gnalli_look_keep_and_give_by_clicking(page, render_widget):
    w = GnumiesWidget(2, seed=2)  # Guest 4 on offer, a Borsi (1) next
    handle = render_widget(page, "gnumies", widget=w)
    page.get_by_test_id("gn-hand-gnalli").click()
    handle.pump()
    assert page.get_by_test_id("tw-handover-continue").count() == 1
    assert page.get_by_test_id("gn-hand").count() == 0  # nothing private behind the screen
    page.get_by_test_id("tw-handover-continue").click()
    handle.pump()
    assert "has chosen ✓" in page.get_by_test_id("gn-player-0").inner_text().lower()
    assert page.get_by_test_id("gn-look").count() == 0
    page.get_by_test_id("gn-hand-30").click()
    handle.pump()
    page.get_by_test_id("tw-handover-continue").click()
    handle.pump()
    look = page.get_by_test_id("gn-look")
    assert "Borsi" in look.inner_text()
    page.get_by_test_id("gn-give-1").click()
    handle.pump()
    assert w.state["rooms"] == [[], [4, 1]]
    assert page.get_by_test_id("gn-group-1-1").count() == 1


def test_game_over_shows_the_scores_and_dark_theme_renders(page, render_widget):
    w = GnumiesWidget([None, ThinkingBot()], seed=3)
    while not w.terminal:
        w.act(w.legal[-1])
    handle = render_widget(page, "gnumies", widget=w)
    final = page.get_by_test_id("gn-final")
    assert final.count() == 1
    for seat, score in enumerate(w.scores):
        assert str(int(score)) in page.get_by_test_id(f"gn-final-{seat}").inner_text()
    handle.set_theme(dark=True)
    assert page.get_by_test_id("gn-table").is_visible()


def test_wullawaki_discards_are_chosen_by_clicking(page, render_widget):
    # A real game with the "players" option, steered so that you end with three Wullawakis.
    w = GnumiesWidget([None, ThinkingBot()], seed=4, options={"wullawaki_choice": "players"})
    state = w.match.state
    state["rooms"][0] = ["wullawaki"] * 3 + [2, 9, 9, 9, "copicastor"]
    state["supply"] = []  # the current round is the last one
    w.act(w.legal[0])
    assert w.view["phase"] == "discard" and w.seat == 0
    handle = render_widget(page, "gnumies", widget=w)
    assert "choose 3 cards" in page.get_by_test_id("gn-discard-panel").inner_text().lower()
    for card in (9, 9, "copicastor"):
        page.get_by_test_id(f"gn-discard-{card}").click()
        handle.pump()
    assert w.terminal and w.state["chosen_discards"][0] == [9, 9, "copicastor"]
    assert page.get_by_test_id("gn-final").count() == 1
    assert str(int(w.scores[0])) in page.get_by_test_id("gn-final-0").inner_text()


# ----- refused clicks and accessibility (issue 13) ----------------------------------------------


def refusal_shown(page) -> str:
    return page.locator("[data-testid=tw-refusal] .tw-refusal-text").inner_text().strip()


def hot_seat_repick() -> GnumiesWidget:
    """Two people at one screen who both played the Gnalli: numbered cards only now."""
    seed = next(s for s in range(50) if GnumiesWidget(2, seed=s).state["offer"] != "wullawaki")
    w = GnumiesWidget(2, seed=seed)
    w.act({"type": "play", "card": "gnalli"})
    w._on_message(w, {"type": "handover"})
    w.act({"type": "play", "card": "gnalli"})
    w._on_message(w, {"type": "handover"})
    assert w.state["repick"] and not w.handover
    return w


def test_the_gnalli_in_a_repick_says_why_on_screen(page, render_widget):
    w = hot_seat_repick()
    handle = render_widget(page, "gnumies", widget=w)
    gnalli = page.get_by_test_id("gn-hand-gnalli")
    assert gnalli.get_attribute("aria-disabled") == "true"
    gnalli.click(force=True)
    assert refusal_shown(page) == w.refusals["play:gnalli"]
    assert "numbered card" in refusal_shown(page)
    assert handle.messages == []
    page.get_by_test_id("gn-hand-30").click()  # a legal card still plays
    assert handle.messages == [{"type": "act", "action": {"type": "play", "card": 30}}]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_in_any_stage(page, render_widget, assert_accessible, dark):
    w = GnumiesWidget([None, ThinkingBot()], seed=1)  # a Wullawaki first: the Gnalli is refused
    handle = render_widget(page, "gnumies", widget=w)
    handle.set_theme(dark=dark)
    assert_accessible(page, stage="start")
    page.get_by_test_id("gn-hand-gnalli").click(force=True)
    assert page.get_by_test_id("tw-refusal").count() == 1
    assert_accessible(page, stage="refusal shown")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_mid_game(page, render_widget, assert_accessible, dark):
    w = GnumiesWidget([None, ThinkingBot()], seed=1)
    handle = render_widget(page, "gnumies", widget=w)
    handle.set_theme(dark=dark)
    page.get_by_test_id("gn-hand-100").click()
    handle.pump()
    assert page.get_by_test_id("gn-reveal").count() == 1
    assert_accessible(page, stage="mid-turn")
    hot = GnumiesWidget(2, seed=3)
    hot.act({"type": "play", "card": 40})
    assert hot.handover
    handle.connect(hot)
    assert page.get_by_test_id("tw-handover").count() == 1
    assert_accessible(page, stage="hand-over")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_at_the_end(page, render_widget, assert_accessible, dark):
    w = GnumiesWidget([None, ThinkingBot()], seed=3)
    while not w.terminal:
        w.act(w.legal[-1])
    handle = render_widget(page, "gnumies", widget=w)
    handle.set_theme(dark=dark)
    assert page.get_by_test_id("gn-final").count() == 1
    assert_accessible(page, stage="game over")
