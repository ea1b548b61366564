"""GYÜMI in a real JupyterLab: take a discard-pile top and play it by clicking, read it back;
drawing twice is refused on screen, and axe-core finds nothing serious in the table."""

from __future__ import annotations

import sys

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

CODE = (
    "from tabletop_widgets.gyumi import GyumiWidget\n"
    "from tabletop_widgets.gyumi.bots import MemoryBot\n"
    "w = GyumiWidget([None, MemoryBot()], seed=3, names=['You', 'Bot'])\n"
    "w"
)
STATE = '{"log": w.match.log, "series": w.game.series_of(w.state, 0), "refusals": w.refusals}'


def test_take_and_play_a_card_by_clicking(jupyter_page):
    lab = jupyter_page
    root = lab.open_game(CODE, "gyumi.ipynb", "GYÜMI")
    before = lab.kernel_json(STATE)
    assert [e["seat"] for e in before["log"]] == [1, 1]  # the bot began: one take, one place
    assert before["series"] == {}
    top = root.get_by_test_id("gy-pile-0").get_attribute("data-top")
    fruit, number = top.split("-")

    lab.click_and_wait(root, root.get_by_test_id("gy-take-0"))  # step 1: the top of pile 1
    holding = root.get_by_test_id("gy-holding")
    assert f"you hold {fruit} {number}" in holding.inner_html()
    root.get_by_test_id("gy-draw").click(force=True)  # a second card: refused, on screen
    reason = root.locator("[data-testid=tw-refusal] .tw-refusal-text").inner_text().strip()
    assert reason == lab.kernel_json("w.refusals['draw']")
    violations = sys.modules["tabletop_tests_chromium"].axe_violations(lab.page, ".tw-root")
    assert violations == [], violations

    lab.click_and_wait(root, root.get_by_test_id("gy-play"))  # step 2: into my series
    assert root.get_by_test_id("tw-error").count() == 0
    after = lab.kernel_json(STATE)
    mine = [e["action"] for e in after["log"] if e.get("seat") == 0]
    assert mine == [{"type": "take", "pile": 0}, {"type": "play"}]
    assert after["series"] == {fruit: [int(number)]}  # the kernel's state
    series = root.get_by_test_id(f"gy-series-0-{fruit}")  # and the browser shows it
    assert series.get_attribute("data-count") == "1" and series.get_attribute("data-top") == number
    lab.screenshot(root, "gyumi-lab")
