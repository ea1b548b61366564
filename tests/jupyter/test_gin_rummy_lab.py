"""Gin Rummy in a real JupyterLab: open the tutorial, draw and discard by clicking, read it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "notebooks" / "gin_rummy_tutorial.ipynb"

FALLBACK = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
    },
    "cells": [
        {
            "cell_type": "code",
            "id": "gin-widget",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": "from tabletop_widgets import gin_rummy\nw = gin_rummy.GinRummyWidget(seed=2)\nw",
        }
    ],
}

# Every Gin widget in the kernel (by id), with its log and the seat-0 hand.
READ_BACK = """
import json as _json
from tabletop_widgets.gin_rummy.widget import GinRummyWidget as _GW
print("TW:" + _json.dumps({
    str(id(_w)): {"log": _w.match.log, "hand": _w.state["hands"][0], "discard": _w.state["discard"]}
    for _w in list(globals().values()) if isinstance(_w, _GW)
}))
"""


def read_back(lab):
    text = lab.kernel_print(READ_BACK)
    line = next(line for line in text.splitlines() if line.startswith("TW:"))
    return json.loads(line[3:])


def wait_revision(page, root, revision):
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )


def test_draw_and_discard_by_clicking_and_read_it_back(lab_page):
    lab = lab_page
    page = lab.page
    lab.open_notebook(TUTORIAL if TUTORIAL.exists() else FALLBACK, "gin_rummy.ipynb")
    lab.run_all()
    lab.wait_idle()
    root = lab.widget("Gin Rummy")
    root.scroll_into_view_if_needed()
    before = read_back(lab)
    assert before, "no Gin widget in the kernel"
    stock = root.get_by_test_id("gin-stock")
    assert stock.get_attribute("aria-disabled") != "true", (
        "the first Gin widget is not waiting for a draw"
    )
    revision = int(root.get_attribute("data-revision"))
    stock.click()
    wait_revision(page, root, revision)
    hand = root.locator(".gin-hand [data-card]")
    assert hand.count() == 11
    card = hand.first.get_attribute("data-card")
    hand.first.click()
    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("gin-discard").click()
    wait_revision(page, root, revision)
    assert root.get_by_test_id("tw-error").count() == 0
    assert root.locator(".gin-hand [data-card]").count() == 10

    after = read_back(lab)
    changed = [key for key in after if after[key]["log"] != before.get(key, {}).get("log")]
    assert len(changed) == 1, changed  # exactly the widget we clicked
    played = after[changed[0]]
    new = played["log"][len(before[changed[0]]["log"]) :]
    mine = [entry for entry in new if entry["seat"] == 0]
    assert mine == [
        {"seat": 0, "action": {"type": "draw", "source": "stock"}},
        {"seat": 0, "action": {"type": "discard", "card": card}},
    ]
    assert card not in played["hand"] and len(played["hand"]) == 10
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    root.screenshot(path=str(out / "gin-rummy-lab.png"))
