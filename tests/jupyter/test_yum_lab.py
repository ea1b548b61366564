"""Yum in a real JupyterLab: open the tutorial, run it, play a turn by clicking, read it back;
a refused click shows the engine's reason, and axe-core finds nothing serious in the table."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "notebooks" / "yum_tutorial.ipynb"
FALLBACK = "from tabletop_widgets import yum\nw = yum.YumWidget(seed=3)\nw"

# Every Yum widget in the kernel (once each, by id), with its log, score sheets and scores.
SETUP = "from tabletop_widgets.yum.widget import YumWidget as _YW"
WIDGETS = """{
    str(id(_w)): {"log": _w.match.log, "cards": _w.state["cards"], "scores": _w.scores}
    for _w in list(globals().values()) if isinstance(_w, _YW)
}"""


def test_play_a_turn_by_clicking_and_read_it_back(jupyter_page):
    lab = jupyter_page
    root = lab.open_game(TUTORIAL if TUTORIAL.exists() else FALLBACK, "yum.ipynb", "Yum")
    before = lab.kernel_json(WIDGETS, SETUP)
    assert before, "no Yum widget in the kernel"
    roll = root.get_by_test_id("yum-roll")
    assert roll.get_attribute("aria-disabled") is None, (
        "the first Yum widget is not waiting for a roll"
    )
    # A die before rolling: refused, on screen. The click and the read are one task of the
    # page, so a late update of the widget (which clears an old refusal) cannot come between.
    said = root.get_by_test_id("die-0").evaluate(
        """el => { el.click();
        const r = el.closest('.tw-root').querySelector('[data-testid=tw-refusal] .tw-refusal-text');
        return r ? r.textContent : null; }"""
    )
    assert said and said.strip().startswith("Roll the dice first"), said
    lab.click_and_wait(root, roll)
    first = root.get_by_test_id("die-0").get_attribute("data-value")
    assert first in list("123456")
    root.get_by_test_id("die-0").click()  # hold it: local, no kernel round trip
    assert root.get_by_test_id("die-0").get_attribute("aria-pressed") == "true"
    lab.click_and_wait(root, root.get_by_test_id("yum-roll"))
    dice = [int(root.get_by_test_id(f"die-{i}").get_attribute("data-value")) for i in range(5)]
    assert dice[0] == int(first)  # the held die was kept
    # score the surplus (chance) box, or the first open box if the notebook filled it already
    open_boxes = root.locator(".yum-score-btn:not(.is-refused)")
    surplus = open_boxes.and_(root.get_by_test_id("score-surplus"))
    button = surplus if surplus.count() else open_boxes.first
    box = button.get_attribute("data-testid").removeprefix("score-")
    points = int(button.inner_text().strip().lstrip("+").rstrip(" \u2605"))
    lab.click_and_wait(root, button)
    assert root.get_by_test_id("tw-error").count() == 0
    violations = sys.modules["tabletop_tests_chromium"].axe_violations(lab.page, ".tw-root")
    assert violations == [], violations

    after = lab.kernel_json(WIDGETS, SETUP)
    changed = [key for key in after if after[key]["log"] != before.get(key, {}).get("log")]
    assert len(changed) == 1, changed  # exactly the widget we clicked
    played = after[changed[0]]
    new = played["log"][len(before[changed[0]]["log"]) :]
    seat = new[0]["seat"]
    mine = [entry for entry in new if entry.get("seat") == seat]
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
    lab.screenshot(root, "yum-lab")
