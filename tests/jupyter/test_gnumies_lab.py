"""The Gnumies in a real JupyterLab: play a bidding round by clicking, read it back from the kernel."""

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
            "id": "gnumies-widget",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": (
                "from tabletop_widgets.gnumies import GnumiesWidget\n"
                "from tabletop_widgets.gnumies.bots import ThinkingBot\n"
                "w = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=5)\n"
                "w"
            ),
        }
    ],
}

READ_BACK = """
import json as _json
print("TW:" + _json.dumps({"log": w.match.log, "rooms": w.state["rooms"], "hands": w.state["hands"],
      "reveal": w.state["reveal"], "scores": w.scores, "offer": w.state["offer"]}))
"""


def read_back(lab):
    text = lab.kernel_print(READ_BACK, expect="TW:")
    line = next(line for line in text.splitlines() if line.startswith("TW:"))
    return json.loads(line[3:])


def test_play_a_bidding_round_by_clicking_and_read_it_back(lab_page):
    lab = lab_page
    page = lab.page
    lab.open_notebook(NOTEBOOK, "gnumies.ipynb")
    lab.run_all()
    lab.wait_idle()
    root = lab.widget("The Gnumies")
    root.scroll_into_view_if_needed()
    before = read_back(lab)
    offer = before["offer"]
    # The two bots have chosen already, secretly: the page knows only that they have.
    status = root.get_by_test_id("gn-status").inner_text()
    assert "waiting for You" in status and "chosen:" in status
    assert root.get_by_test_id("gn-reveal").count() == 0
    revision = int(root.get_attribute("data-revision"))
    root.get_by_test_id("gn-hand-90").click()
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r", arg=[root.element_handle(), revision]
    )
    root.get_by_test_id("gn-reveal").wait_for()
    assert root.get_by_test_id("tw-error").count() == 0

    after = read_back(lab)
    first = after["log"][: len(after["log"])]
    mine = [e for e in first if e["seat"] == 0]
    assert mine[0] == {"seat": 0, "action": {"type": "play", "card": 90}}
    # The kernel's reveal is what the page shows: every card of the round and the winner.
    reveal = after["reveal"]
    assert [0, 90, 1] in reveal["bids"]  # red 90 has 1 Luckynit
    for seat, card, _ in reveal["bids"]:
        assert root.get_by_test_id(f"gn-bid-{seat}").get_attribute("data-card") == str(card)
    assert "wins" in root.get_by_test_id(f"gn-bid-{reveal['winner']}").inner_text()
    assert offer in after["rooms"][reveal["winner"]]
    shown = root.get_by_test_id(f"gn-player-{reveal['winner']}").inner_text()
    assert f"{int(after['scores'][reveal['winner']])} point" in shown.lower()
    out = ROOT / "test-artifacts"
    out.mkdir(exist_ok=True)
    root.screenshot(path=str(out / "gnumies-lab.png"))
