"""The Yum coach in a real JupyterLab: switch it on by clicking, read a value, compare with Python."""

from __future__ import annotations

import json

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

NOTEBOOK = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
    },
    "cells": [
        {
            "cell_type": "code",
            "id": "yum-coach",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": "from tabletop_widgets import yum\nw = yum.YumWidget(players=[None], seed=3)\nw",
        }
    ],
}

READ_BACK = """
import json as _json
from tabletop_widgets.yum import coach as _coach
_a = _coach.advice(w.state, 0, w.match)
print("TW:" + _json.dumps({"coach": w.coach, "dice": w.state["dice"], "best": _a["best"],
                           "keeps": _a["keeps"][:5], "boxes": _a["boxes"][:5]}))
"""


def test_coach_toggle_shows_the_solver_values(lab_page):
    lab = lab_page
    page = lab.page
    lab.open_notebook(NOTEBOOK, "yum_coach.ipynb")
    lab.run_all()
    lab.wait_idle()
    root = lab.widget("Yum")
    root.scroll_into_view_if_needed()

    def click_and_wait(locator):
        revision = int(root.get_attribute("data-revision"))
        locator.click()
        page.wait_for_function(
            "([el, r]) => Number(el.dataset.revision) > r",
            arg=[root.element_handle(), revision],
        )

    click_and_wait(root.get_by_test_id("yum-roll"))
    root.get_by_test_id("die-0").wait_for()
    toggle = root.get_by_test_id("yum-coach-toggle")
    assert "off" in toggle.inner_text().lower()
    toggle.click()
    panel = root.get_by_test_id("yum-coach")
    panel.wait_for(state="visible")
    root.get_by_test_id("coach-best").wait_for()
    assert "on" in root.get_by_test_id("yum-coach-toggle").inner_text().lower()
    shown = [float(t) for t in panel.locator(".yum-coach-value").all_inner_texts()]
    assert shown, "the coach panel shows no values"

    text = lab.kernel_print(READ_BACK)
    line = next(line for line in text.splitlines() if line.startswith("TW:"))
    kernel = json.loads(line[3:])
    assert kernel["coach"] is True  # the click reached Python
    dice = [int(root.get_by_test_id(f"die-{i}").get_attribute("data-value")) for i in range(5)]
    assert dice == kernel["dice"]
    # the page shows the solver's expected final scores (one decimal), best first
    expected = [round(k["value"], 1) for k in kernel["keeps"]] + [
        round(b["value"], 1) for b in kernel["boxes"]
    ]
    assert shown[0] == pytest.approx(round(kernel["best"]["value"], 1), abs=0.051)
    assert all(any(abs(s - e) < 0.051 for e in expected) for s in shown)
    assert 150 < shown[0] < 260  # an expected final score of a whole Yum game
