"""Gin Rummy in a real JupyterLab: open the tutorial, draw and discard by clicking, read it back."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "notebooks" / "gin_rummy_tutorial.ipynb"
FALLBACK = "from tabletop_widgets import gin_rummy\nw = gin_rummy.GinRummyWidget(seed=2)\nw"

# Every Gin widget in the kernel (by id), with its log and the seat-0 hand.
SETUP = "from tabletop_widgets.gin_rummy.widget import GinRummyWidget as _GW"
READ_BACK = (
    '{str(id(_w)): {"log": _w.match.log, "hand": _w.state["hands"][0]}'
    " for _w in list(globals().values()) if isinstance(_w, _GW)}"
)


def test_draw_and_discard_by_clicking_and_read_it_back(lab_page):
    lab = lab_page
    root = lab.open_game(
        TUTORIAL if TUTORIAL.exists() else FALLBACK, "gin_rummy.ipynb", "Gin Rummy"
    )
    before = lab.kernel_json(READ_BACK, SETUP)
    assert before, "no Gin widget in the kernel"
    stock = root.get_by_test_id("gin-stock")
    assert stock.get_attribute("aria-disabled") != "true", (
        "the first Gin widget is not waiting for a draw"
    )
    # a refused click says why, on screen (discard before drawing)
    root.get_by_test_id("gin-discard").click(force=True)
    expect(root.get_by_test_id("tw-refusal")).to_contain_text("Draw a card first")
    lab.click_and_wait(root, stock)
    hand = root.locator(".gin-hand [data-card]")
    assert hand.count() == 11
    card = hand.first.get_attribute("data-card")
    hand.first.click()
    lab.click_and_wait(root, root.get_by_test_id("gin-discard"))
    assert root.get_by_test_id("tw-error").count() == 0
    assert root.locator(".gin-hand [data-card]").count() == 10

    after = lab.kernel_json(READ_BACK, SETUP)
    changed = [key for key in after if after[key]["log"] != before.get(key, {}).get("log")]
    assert len(changed) == 1, changed  # exactly the widget we clicked
    played = after[changed[0]]
    new = played["log"][len(before[changed[0]]["log"]) :]
    mine = [entry for entry in new if entry.get("seat") == 0]
    assert mine == [
        {"seat": 0, "action": {"type": "draw", "source": "stock"}},
        {"seat": 0, "action": {"type": "discard", "card": card}},
    ]
    assert card not in played["hand"] and len(played["hand"]) == 10
    lab.screenshot(root, "gin-rummy-lab")
