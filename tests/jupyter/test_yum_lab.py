"""Yum in a real JupyterLab: open the tutorial, run it, play a turn by clicking, read it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "notebooks" / "yum_tutorial.ipynb"

FALLBACK = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
    },
    "cells": [
        {
            "cell_type": "code",
            "id": "yum-widget",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": "from tabletop_widgets import yum\nw = yum.YumWidget(seed=3)\nw",
        }
    ],
}

# Every Yum widget in the kernel (once each, by id), with its log, score sheets and scores.
READ_BACK = """
import json as _json
from tabletop_widgets.yum.widget import YumWidget as _YW
print("TW:" + _json.dumps({
    str(id(_w)): {"log": _w.match.log, "cards": _w.state["cards"], "scores": _w.scores}
    for _w in list(globals().values()) if isinstance(_w, _YW)
}))
"""


def read_back(lab):
    text = lab.kernel_print(READ_BACK, expect="TW:")
    line = next(line for line in text.splitlines() if line.startswith("TW:"))
    return json.loads(line[3:])


def test_play_a_turn_by_clicking_and_read_it_back(lab_page):
    lab = lab_page
    page = lab.page
    lab.open_notebook(TUTORIAL if TUTORIAL.exists() else FALLBACK, "yum.ipynb")
    lab.run_all()
    lab.wait_idle()
    root = lab.widget("Yum")
    root.scroll_into_view_if_needed()
    before = read_back(lab)
    assert before, "no Yum widget in the kernel"
    roll = root.get_by_test_id("yum-roll")
    if roll.get_attribute("aria-disabled") == "true":
        pytest.fail(
            "the first Yum widget of the notebook is not waiting for a roll: "
            + roll.get_attribute("title")
        )
    rolls_before = int(root.get_attribute("data-revision"))
    roll.click()
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), rolls_before]
    )
    root.get_by_test_id("die-0").wait_for()
    first = root.get_by_test_id("die-0").get_attribute("data-value")
    assert first in list("123456")
    root.get_by_test_id("die-0").click()  # hold it
    assert root.get_by_test_id("die-0").get_attribute("aria-pressed") == "true"
    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("yum-roll").click()
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )
    dice = [int(root.get_by_test_id(f"die-{i}").get_attribute("data-value")) for i in range(5)]
    assert dice[0] == int(first)  # the held die was kept
    # score the surplus (chance) box, or the first open box if the notebook filled it already
    surplus = root.get_by_test_id("score-surplus")
    button = surplus if surplus.count() else root.locator(".yum-score-btn").first
    box = button.get_attribute("data-testid").removeprefix("score-")
    points = int(button.inner_text().strip().lstrip("+").rstrip(" \u2605"))
    revision = int(root.get_attribute("data-revision"))
    button.click()
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )
    assert root.get_by_test_id("tw-error").count() == 0

    after = read_back(lab)
    changed = [key for key in after if after[key]["log"] != before.get(key, {}).get("log")]
    assert len(changed) == 1, changed  # exactly the widget we clicked
    played = after[changed[0]]
    new = played["log"][len(before[changed[0]]["log"]) :]
    seat = new[0]["seat"]
    mine = [entry for entry in new if entry["seat"] == seat]
    assert mine == [
        {"seat": seat, "action": {"type": "roll", "hold": []}},
        {"seat": seat, "action": {"type": "roll", "hold": [0]}},
        {"seat": seat, "action": {"type": "score", "box": box}},
    ]
    assert played["cards"][seat][box] == points
    if box == "surplus":
        assert points == sum(dice)
    # and the browser shows the kernel's numbers
    assert root.get_by_test_id(f"filled-{seat}-{box}").inner_text() == str(points)
    assert root.get_by_test_id(f"total-{seat}").inner_text() == str(int(played["scores"][seat]))
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    root.screenshot(path=str(out / "yum-lab.png"))
