"""The Yum coach in a real JupyterLab: switch it on by clicking, read a value, compare with Python."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

CODE = "from tabletop_widgets import yum\nw = yum.YumWidget(players=[None], seed=3)\nw"
SETUP = "from tabletop_widgets.yum import coach as _coach\n_a = _coach.advice(w.state, 0, w.match)"
ADVICE = """{"coach": w.coach, "dice": w.state["dice"], "best": _a["best"],
             "keeps": _a["keeps"][:5], "boxes": _a["boxes"][:5]}"""


def test_coach_toggle_shows_the_solver_values(jupyter_page):
    lab = jupyter_page
    root = lab.open_game(CODE, "yum_coach.ipynb", "Yum")
    lab.click_and_wait(root, root.get_by_test_id("yum-roll"))
    toggle = root.get_by_test_id("tw-query-coach")
    assert "off" in toggle.inner_text().lower()
    toggle.click()
    panel = root.get_by_test_id("yum-coach")
    panel.wait_for(state="visible")
    root.get_by_test_id("coach-best").wait_for()
    assert "on" in root.get_by_test_id("tw-query-coach").inner_text().lower()
    shown = [float(t) for t in panel.locator(".yum-coach-value").all_inner_texts()]
    assert shown, "the coach panel shows no values"

    kernel = lab.kernel_json(ADVICE, SETUP)
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
