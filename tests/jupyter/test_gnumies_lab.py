"""The Gnumies in a real JupyterLab: play a bidding round by clicking, read it back."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

CODE = (
    "from tabletop_widgets.gnumies import GnumiesWidget\n"
    "from tabletop_widgets.gnumies.bots import ThinkingBot\n"
    "w = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=5)\n"
    "w"
)
STATE = """{"log": w.match.log, "rooms": w.state["rooms"], "reveal": w.state["reveal"],
            "scores": w.scores, "offer": w.state["offer"]}"""


def test_play_a_bidding_round_by_clicking_and_read_it_back(jupyter_page):
    lab = jupyter_page
    root = lab.open_game(CODE, "gnumies.ipynb", "The Gnumies")
    before = lab.kernel_json(STATE)
    offer = before["offer"]
    # The two bots have chosen already, secretly: the page knows only that they have.
    status = root.get_by_test_id("gn-status").inner_text()
    assert "waiting for You" in status and "chosen:" in status
    assert root.get_by_test_id("gn-reveal").count() == 0
    lab.click_and_wait(root, root.get_by_test_id("gn-hand-90"))
    root.get_by_test_id("gn-reveal").wait_for()
    assert root.get_by_test_id("tw-error").count() == 0

    after = lab.kernel_json(STATE)
    mine = [e for e in after["log"] if e.get("seat") == 0]
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
    lab.screenshot(root, "gnumies-lab")
