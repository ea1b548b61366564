"""Copy bugs found by a teacher's trial run (issue 20), each pinned where its words are made.

- GYÜMI's play button said "Start a apple series" (article), the Gnumies' status "You is deciding
  about the card seen with the Gnalli." (agreement), the refusal's ⓘ glyph drew an empty box on
  machines without the glyph (now an "i" in a CSS circle), the refusal banner pushed the table
  down (now it floats over it), and Yum's coach said "turn 2" where the status says "Round 2".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tabletop_widgets import yum
from tabletop_widgets.engine import RandomBot
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gnumies import GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot
from tabletop_widgets.gyumi import GyumiWidget

pytestmark = pytest.mark.browser

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop_widgets"


def _gyumi_holding_a_new_vowel_fruit():
    """A GYÜMI table where you have just taken a fruit starting with a vowel you have no series of."""
    for seed in range(200):
        for pile in (0, 1):
            w = GyumiWidget([None, RandomBot()], seed=seed)
            if {"type": "take", "pile": pile} not in w.legal:
                continue
            w.act({"type": "take", "pile": pile})
            fruit = (w.view.get("holding") or "").split("-")[0]
            mine = [s for s in w.view["series"][w.seat] if s["fruit"] == fruit]
            if fruit[:1] in "aeiou" and fruit and not mine:
                return w, fruit
    raise AssertionError("no seed under 200 deals such a card: widen the search")


def test_gyumi_says_start_an_apple_series(page, render_widget):
    w, fruit = _gyumi_holding_a_new_vowel_fruit()
    render_widget(page, "gyumi", widget=w)
    text = page.get_by_test_id("gy-play").inner_text()
    assert text == f"Start an {fruit} series"


def test_gnumies_says_you_are_deciding_with_the_gnalli(page, render_widget):
    w = GnumiesWidget([None, ThinkingBot()], seed=2)
    handle = render_widget(page, "gnumies", widget=w)
    page.get_by_test_id("gn-hand-gnalli").click()
    handle.pump()
    assert w.view["phase"] == "gnalli" and w.view["gnalli_seat"] == w.seat
    status = page.get_by_test_id("gn-status").inner_text()
    assert status == "You are deciding what to do with the card you saw with the Gnalli."
    assert not re.search(r"\bYou (is|has|was)\b", page.locator("#widget").inner_text())


def test_no_bundle_draws_an_enclosed_letter_glyph():
    """ⓘ and its kin (U+2460-U+24FF) are missing from many phone fonts: an empty box."""
    for bundle in PACKAGE.glob("*/static/widget.js"):
        text = bundle.read_text(encoding="utf-8")
        found = [c for c in text if 0x2460 <= ord(c) <= 0x24FF]
        escaped = re.findall(r"\\u24[6-9a-fA-F][0-9a-fA-F]", text)
        assert not found and not escaped, f"{bundle}: {found or escaped}"


def test_the_refusal_floats_over_the_table_and_its_icon_is_drawn(page, render_widget):
    w = GinRummyWidget(seed=2)
    render_widget(page, "gin_rummy", widget=w)
    body = page.locator(".tw-body")
    before = body.bounding_box()
    page.get_by_test_id("gin-knock").click(force=True)  # refused: draw first
    refusal = page.get_by_test_id("tw-refusal")
    expect(refusal).to_contain_text("Draw a card first")
    assert body.bounding_box() == before  # the table did not move
    icon = refusal.locator(".tw-refusal-icon")
    assert icon.inner_text() == "i"
    box = icon.bounding_box()
    assert box["width"] >= 16 and abs(box["width"] - box["height"]) < 1
    radius = icon.evaluate("(el) => getComputedStyle(el).borderTopLeftRadius")
    assert radius == "50%" or float(radius.rstrip("px")) >= box["width"] / 2 - 1
    # taps go through the banner to the controls under it
    assert refusal.evaluate("(el) => getComputedStyle(el).pointerEvents") == "none"


def test_yum_coach_names_rounds_as_the_status_does(page, render_widget):
    w = yum.YumWidget(seed=3)
    handle = render_widget(page, "yum", widget=w)
    page.get_by_test_id("tw-query-coach").click()
    handle.pump()
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    page.get_by_test_id("yum-roll").click()  # a decision the coach judges: re-roll all
    handle.pump()
    last = page.get_by_test_id("coach-last").inner_text()
    status = page.get_by_test_id("yum-status").inner_text()
    record = w.answers["coach"]["history"][-1]
    assert f"Round {record['turn']} of" in status
    assert last.startswith(f"Last choice (round {record['turn']}, roll {record['roll']}):")
    assert "turn" not in last.lower()
