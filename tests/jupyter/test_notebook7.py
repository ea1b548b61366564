"""Two games played by clicking in Notebook 7 (the classic-style notebook many classrooms use),
read back from the kernel: the same widgets as in JupyterLab, through the same fixture."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

NOTEBOOK = [pytest.param("notebook", id="notebook7")]


@pytest.mark.parametrize("jupyter_page", NOTEBOOK, indirect=True)
def test_yum_roll_hold_and_score_in_notebook7(jupyter_page):
    nb = jupyter_page
    root = nb.open_game(
        "from tabletop_widgets import yum\nw = yum.YumWidget(seed=3)\nw", "yum-nb7.ipynb", "Yum"
    )
    assert nb.page.url.split("?")[0].endswith("/notebooks/yum-nb7.ipynb")  # Notebook 7, not Lab
    nb.click_and_wait(root, root.get_by_test_id("yum-roll"))
    dice = [int(root.get_by_test_id(f"die-{i}").get_attribute("data-value")) for i in range(5)]
    assert dice == nb.kernel_json("list(w.state['dice'])")
    root.get_by_test_id("die-0").click()  # hold: local, no kernel round trip
    assert root.get_by_test_id("die-0").get_attribute("aria-pressed") == "true"
    nb.click_and_wait(root, root.get_by_test_id("yum-roll"))
    surplus = root.get_by_test_id("score-surplus")
    nb.click_and_wait(root, surplus)
    assert root.get_by_test_id("tw-error").count() == 0
    log = nb.kernel_json("w.match.log")
    mine = [entry["action"] for entry in log if entry.get("seat") == 0]
    assert mine == [
        {"type": "roll", "hold": []},
        {"type": "roll", "hold": [0]},
        {"type": "score", "box": "surplus"},
    ]
    points = nb.kernel_json("w.state['cards'][0]['surplus']")
    assert root.get_by_test_id("filled-0-surplus").inner_text() == str(points)


@pytest.mark.parametrize("jupyter_page", NOTEBOOK, indirect=True)
def test_gin_rummy_draw_and_discard_in_notebook7(jupyter_page):
    nb = jupyter_page
    root = nb.open_game(
        "from tabletop_widgets import gin_rummy\nw = gin_rummy.GinRummyWidget(seed=2)\nw",
        "gin-nb7.ipynb",
        "Gin Rummy",
    )
    nb.click_and_wait(root, root.get_by_test_id("gin-stock"))
    hand = root.locator(".gin-hand [data-card]")
    assert hand.count() == 11
    card = hand.first.get_attribute("data-card")
    hand.first.click()
    nb.click_and_wait(root, root.get_by_test_id("gin-discard"))
    assert root.get_by_test_id("tw-error").count() == 0
    assert root.locator(".gin-hand [data-card]").count() == 10
    mine = [e["action"] for e in nb.kernel_json("w.match.log") if e.get("seat") == 0]
    assert mine == [{"type": "draw", "source": "stock"}, {"type": "discard", "card": card}]
    assert card not in nb.kernel_json("w.state['hands'][0]")
