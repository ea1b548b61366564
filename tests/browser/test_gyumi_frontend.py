"""The GYÜMI bundle in headless Chromium with a fake model (wired to a real GyumiWidget)."""

from __future__ import annotations

import re

import pytest

from tabletop_widgets.engine import RandomBot
from tabletop_widgets.gyumi import GAME, GyumiWidget

pytestmark = pytest.mark.browser

CARD = re.compile(r"\b(strawberry|apple|peach|plum|pear|grape) ([1-5])\b")


@pytest.fixture
def table(page, render_widget):
    """You against a random bot, seed 4, rendered and connected."""
    widget = GyumiWidget([None, RandomBot()], seed=4)
    return render_widget(page, "gyumi", widget=widget)


def test_table_shows_draw_pile_discard_tops_and_six_fruit_slots_per_player(table):
    page, w = table.page, table.widget
    assert (
        page.get_by_test_id("gy-drawpile").inner_text().count(f"Draw pile: {w.view['draw_size']}")
        == 1
    )
    for i, top in enumerate(w.view["piles"]):
        pile = page.get_by_test_id(f"gy-pile-{i}")
        assert pile.get_attribute("data-top") == top
        fruit, number = top.split("-")
        assert fruit in pile.inner_text() and number in pile.inner_text()  # name, not colour alone
    for seat in range(2):
        for fruit in ("strawberry", "apple", "peach", "plum", "pear", "grape"):
            assert page.get_by_test_id(f"gy-series-{seat}-{fruit}").count() == 1
    assert "1. Take a card" in page.get_by_test_id("gy-step").inner_text()
    assert table.messages == []


def test_take_then_play_by_clicking(table):
    page, w = table.page, table.widget
    page.get_by_test_id("gy-take-1").click()
    assert table.messages == [{"type": "act", "action": {"type": "take", "pile": 1}}]
    table.pump()
    held = w.view["holding"]
    fruit, number = held.split("-")
    assert page.get_by_test_id("gy-holding").get_attribute("data-testid") == "gy-holding"
    assert f"you hold {fruit} {number}" in page.get_by_test_id("gy-holding").inner_html()
    # step 1's buttons are gone; step 2 offers "play" and one "discard here" per pile
    assert page.get_by_test_id("gy-take-0").count() == 0
    assert page.get_by_test_id("gy-discard-0").count() == 1
    # G4 hint: back onto the pile it came from is a pass, unless that pile was just refilled
    expected = "Discard here" if w.view["refilled"] == 1 else "Put back (pass)"
    assert page.get_by_test_id("gy-discard-1").inner_text().strip() == expected
    assert ("(refilled)" in page.get_by_test_id("gy-pile-1").inner_text()) == (
        w.view["refilled"] == 1
    )
    page.get_by_test_id("gy-play").click()
    table.pump()
    me = w.seat
    series = page.get_by_test_id(f"gy-series-{me}-{fruit}")
    assert int(series.get_attribute("data-count")) >= 1
    assert (
        "You started" in page.get_by_test_id("tw-log").inner_text()
        or "You played" in page.get_by_test_id("tw-log").inner_text()
    )


def test_series_show_only_the_top_number_and_the_count(table):
    page, w = table.page, table.widget
    for _ in range(30):  # play some turns: draw and play whatever comes
        if w.terminal:
            break
        w.act({"type": "draw"})
        w.act({"type": "play"} if {"type": "play"} in w.legal else {"type": "discard", "pile": 0})
    table.connect(w)
    me = w.seat
    buried = GAME.series_of(w.state, me)
    for fruit, nums in buried.items():
        el = page.get_by_test_id(f"gy-series-{me}-{fruit}")
        assert (
            el.get_attribute("aria-label")
            == f"{fruit} series: {len(nums)} card{'s' if len(nums) != 1 else ''}, {nums[-1]} on top"
        )
        assert el.locator(".gy-buried").count() == len(nums) - 1
        # the buried numbers are not in the page at all (only edges are drawn)
        assert el.locator(".tw-card--custom").count() == 1
    text = page.locator("#widget").inner_html()
    visible = {f"{t.split('-')[0]} {t.split('-')[1]}" for t in w.view["piles"]}
    visible |= {f"{row['fruit']} {row['top']}" for rows in w.view["series"] for row in rows}
    for match in CARD.finditer(text):
        assert match.group(0) in visible


def test_hotseat_handover_screen_then_the_next_players_table(page, render_widget):
    w = GyumiWidget(2, seed=2)
    handle = render_widget(page, "gyumi", widget=w)
    page.get_by_test_id("gy-draw").click()
    handle.pump()
    page.get_by_test_id("gy-discard-0").click()
    handle.pump()
    assert w.handover is True
    assert page.get_by_test_id("tw-handover").count() == 1
    assert page.get_by_test_id("gy-table").count() == 0  # nothing of the table behind it
    page.get_by_test_id("tw-handover-continue").click()
    handle.pump()
    assert page.get_by_test_id("gy-table").count() == 1 and w.handover is False


def test_practice_aid_banner_and_final_reveal(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=9, practice=True)
    for _ in range(12):
        w.act({"type": "draw"})
        w.act({"type": "play"} if {"type": "play"} in w.legal else {"type": "discard", "pile": 0})
    handle = render_widget(page, "gyumi", widget=w)
    assert "PRACTICE AID" in page.get_by_test_id("gy-practice").inner_text()
    assert page.get_by_test_id("gy-practice-badge").count() == 1
    # the aid's contents: this seat's own buried cards, under its series (the query's answer)
    cards = w.answers["practice"]["cards"]
    assert cards, "some card is buried after 12 turns"
    for fruit, nums in cards.items():
        shown = page.get_by_test_id(f"gy-practice-{fruit}").inner_text()
        assert shown.strip() == f"under: {' '.join(map(str, nums))}"
    assert page.locator("[data-testid^=gy-practice-]").count() == len(cards) + 1  # + the badge
    toggle = page.get_by_test_id("tw-query-practice")
    assert toggle.get_attribute("aria-pressed") == "true"
    toggle.click()
    assert handle.messages == [{"type": "follow", "name": "practice", "on": False}]
    handle.pump()
    assert w.practice is False and page.get_by_test_id("gy-practice").count() == 0
    w.practice = True
    handle.connect(w)
    while not w.terminal:
        w.act({"type": "draw"})
        w.act({"type": "play"} if {"type": "play"} in w.legal else {"type": "discard", "pile": 0})
    handle.connect(w)
    final = page.get_by_test_id("gy-final")
    assert final.count() == 1
    for seat, total in enumerate(w.view["totals"]):
        assert page.get_by_test_id(f"gy-final-{seat}").inner_text().split()[-1] == str(total)
    assert page.get_by_test_id("gy-practice").count() == 0  # the aid is gone at the end
    spread = page.locator(".gy-series--spread")
    assert spread.count() == sum(len(rows) for rows in w.view["series"])


# ----- refused clicks, layout, accessibility (issue 13) ------------------------------------------


def refusal_shown(page) -> str:
    return page.locator("[data-testid=tw-refusal] .tw-refusal-text").inner_text().strip()


def test_draw_twice_and_a_full_series_show_the_engines_reason(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=4, options={"start_seat": 0})
    handle = render_widget(page, "gyumi", widget=w)
    page.get_by_test_id("gy-draw").click()
    handle.pump()
    page.get_by_test_id("gy-draw").click(force=True)  # draw twice
    text = refusal_shown(page)
    assert text == w.refusals["draw"] and text.startswith("You already took")
    assert handle.messages == []
    # A series of five: the Play button explains why the held card cannot go there.
    state = w.match.state
    fruit = w.view["holding"].split("-")[0]
    i = ["strawberry", "apple", "peach", "plum", "pear", "grape"].index(fruit)
    state["series"][0][i] = "12345"
    w.refresh()
    handle.connect(w)
    page.get_by_test_id("gy-play").click(force=True)
    assert refusal_shown(page) == w.refusals["play"] and "5 cards" in refusal_shown(page)
    assert handle.messages == []


def test_after_the_end_the_draw_pile_says_the_game_is_over(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=3)
    while not w.terminal:
        w.act({"type": "draw"})
        w.act({"type": "discard", "pile": 0})
    handle = render_widget(page, "gyumi", widget=w)
    assert page.get_by_test_id("gy-take-0").get_attribute("aria-disabled") == "true"
    page.get_by_test_id("gy-take-0").click(force=True)
    assert refusal_shown(page) == w.refusals["take"] == "The game is over: no more moves."
    assert handle.messages == []


def test_fruit_names_fit_their_slots_and_the_log_shows_whole_lines(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=4, options={"start_seat": 0})
    for _ in range(12):
        w.act({"type": "draw"})
        w.act({"type": "discard", "pile": 0})
    page.set_viewport_size({"width": 420, "height": 900})
    render_widget(page, "gyumi", widget=w)
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    found = page.evaluate(
        """() => {
            const slots = [...document.querySelectorAll('.gy-slot')].map((slot) => {
              const s = slot.getBoundingClientRect(), t = slot.querySelector('small').getBoundingClientRect();
              return [slot.textContent, t.left >= s.left - 0.5 && t.right <= s.right + 0.5];
            });
            const list = document.querySelector('.tw-log-list');
            const top = list.getBoundingClientRect().top;
            const cut = [...list.children].filter((li) => {
              const r = li.getBoundingClientRect();
              return r.top < top - 0.5 && r.bottom > top + 0.5;  // straddles the top edge
            }).length;
            return {slots, cut, scrolled: list.scrollTop > 0};
        }"""
    )
    assert any("strawberry" in name for name, _ in found["slots"])
    assert all(fits for _, fits in found["slots"]), found["slots"]
    assert found["scrolled"] and found["cut"] == 0


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_serious_violations_in_any_stage(page, render_widget, assert_accessible, dark):
    w = GyumiWidget(2, seed=2)  # hot-seat: the hand-over screen is one of the stages
    handle = render_widget(page, "gyumi", widget=w)
    handle.set_theme(dark=dark)
    assert_accessible(page, stage="start")
    page.get_by_test_id("gy-draw").click()
    handle.pump()
    assert_accessible(page, stage="mid-turn")
    page.get_by_test_id("gy-draw").click(force=True)
    assert page.get_by_test_id("tw-refusal").count() == 1
    assert_accessible(page, stage="refusal shown")
    page.get_by_test_id("gy-discard-0").click()
    handle.pump()
    assert page.get_by_test_id("tw-handover").count() == 1
    assert_accessible(page, stage="hand-over")
    while not w.terminal:
        if w.handover:
            w._on_message(w, {"type": "handover"})
        w.act({"type": "draw"})
        w.act({"type": "play"} if {"type": "play"} in w.legal else {"type": "discard", "pile": 0})
    handle.connect(w)
    assert page.get_by_test_id("gy-final").count() == 1
    assert_accessible(page, stage="game over")


def test_teacher_view_shows_the_hidden_cards_panel(page, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=4, reveal=True)
    render_widget(page, "gyumi", widget=w)
    assert page.get_by_test_id("tw-reveal").count() == 1  # the kit's badge, no game flag
    text = page.get_by_test_id("gy-teacher").inner_text()
    top = w.view["hidden"]["draw"][-1].replace("-", " ")
    assert f"top first ({w.view['draw_size']}): {top}" in text
