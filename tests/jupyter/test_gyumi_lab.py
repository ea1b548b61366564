"""GYÜMI in a real JupyterLab: take a discard-pile top and play it by clicking, read it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]

NOTEBOOK = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
    },
    "cells": [
        {
            "cell_type": "code",
            "id": "gyumi-widget",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": (
                "from tabletop_widgets.gyumi import GyumiWidget\n"
                "from tabletop_widgets.gyumi.bots import MemoryBot\n"
                "w = GyumiWidget([None, MemoryBot()], seed=3, names=['You', 'Bot'])\n"
                "w"
            ),
        }
    ],
}

READ_BACK = """
import json as _json
print("TW:" + _json.dumps({"log": w.match.log, "series": w.game.series_of(w.state, 0),
                           "view_series": w.view["series"][0]}))
"""


def read_back(lab):
    text = lab.kernel_print(READ_BACK, expect="TW:")
    line = next(line for line in text.splitlines() if line.startswith("TW:"))
    return json.loads(line[3:])


def wait_revision(page, root, revision):
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )


def test_take_and_play_a_card_by_clicking(lab_page):
    lab = lab_page
    page = lab.page
    lab.open_notebook(NOTEBOOK, "gyumi.ipynb")
    lab.run_all()
    lab.wait_idle()
    root = lab.widget("GYÜMI")
    root.scroll_into_view_if_needed()
    before = read_back(lab)
    assert [e["seat"] for e in before["log"]] == [1, 1]  # the bot began: one take, one place
    assert before["series"] == {}
    top = root.get_by_test_id("gy-pile-0").get_attribute("data-top")
    fruit, number = top.split("-")

    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("gy-take-0").click()  # step 1: take the top of discard pile 1
    wait_revision(page, root, revision)
    holding = root.get_by_test_id("gy-holding")
    assert f"you hold {fruit} {number}" in holding.inner_html()

    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("gy-play").click()  # step 2: play it into my series of that fruit
    wait_revision(page, root, revision)
    assert root.get_by_test_id("tw-error").count() == 0

    after = read_back(lab)
    mine = [e["action"] for e in after["log"] if e["seat"] == 0]
    assert mine == [{"type": "take", "pile": 0}, {"type": "play"}]
    assert after["series"] == {fruit: [int(number)]}  # the kernel's state
    series = root.get_by_test_id(f"gy-series-0-{fruit}")  # and the browser shows it
    assert series.get_attribute("data-count") == "1" and series.get_attribute("data-top") == number
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    root.screenshot(path=str(out / "gyumi-lab.png"))
