"""Carousel in a real JupyterLab: run the tutorial, rearrange the table and submit a play by clicking."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "notebooks" / "carousel_tutorial.ipynb"

SETUP = "from tabletop_widgets.carousel.widget import CarouselWidget as _CW"
READ_BACK = (
    '{str(id(_w)): {"log": _w.match.log, "table": _w.state["table"], "hand": _w.state["hands"][0]}'
    " for _w in list(globals().values()) if isinstance(_w, _CW)}"
)


def test_rearrange_and_submit_a_play_by_clicking(lab_page):
    lab = lab_page
    root = lab.open_game(TUTORIAL, "carousel.ipynb", "Carousel")
    every = lab.kernel_json(READ_BACK, SETUP)
    # the tutorial's first widget (its table holds the group of 8s; the coach's comes later)
    before = {k: v for k, v in every.items() if v["table"] == [["8S", "8H", "8C"]]}
    assert len(every) == 2 and len(before) == 1, "the tutorial's game and the coach's"
    (key,) = before
    # rearrange: the 8S leaves the group for a new meld -> the kernel outlines both as invalid
    root.get_by_test_id("meld-0-card-0").click()
    root.get_by_test_id("new-meld").click()
    expect(root.get_by_test_id("meld-0")).to_have_attribute("data-valid", "false")
    expect(root.get_by_test_id("meld-1-problem")).to_contain_text("at least 3 cards")
    # ... and back again by clicking: select it in the new meld, move it onto the group
    root.get_by_test_id("meld-1-card-0").click()
    root.get_by_test_id("meld-0-move").click()
    expect(root.get_by_test_id("meld-0")).to_have_attribute("data-valid", "true")
    # three kings from the hand make a new meld; submit the whole table
    for code in ("KS", "KH", "KD"):
        root.locator(f'[data-testid^="hand-card-"][data-card="{code}"]').first.click()
    root.get_by_test_id("new-meld").click()
    expect(root.get_by_test_id("meld-1")).to_have_attribute("data-valid", "true")
    lab.click_and_wait(root, root.get_by_test_id("submit"))
    assert root.get_by_test_id("tw-error").count() == 0
    after = lab.kernel_json(READ_BACK, SETUP)[key]
    new = after["log"][len(before[key]["log"]) :]
    assert new[0] == {
        "seat": 0,
        "action": {"type": "play", "melds": [["8S", "8H", "8C"], ["KS", "KH", "KD"]]},
    }
    assert not {"KS", "KH", "KD"} & set(after["hand"])
    lab.screenshot(root, "carousel-lab")
