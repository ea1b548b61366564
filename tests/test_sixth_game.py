"""A sixth game joins every front end through the registry, with no other file edited.

The test writes a toy game ("Twenty-one": add 1 or 2 in turn, whoever reaches 21 wins) as a
package of its own, with one registry line, the random bot, one class experiment and a
front-end bundle, and installs it the way another package would (a ``tabletop_widgets.games``
entry point in a ``.dist-info`` folder on ``PYTHONPATH``). A fresh interpreter then finds it
in the registry, the table server's games, the room page's bundle route, the experiments list
and the conformance suite's parametrisation.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

GAME = """
from tabletop_widgets.engine import Game, GameInfo, IllegalMove


class TwentyOne(Game):
    info = GameInfo(name="twentyone", title="Twenty-one", min_seats=2, max_seats=4,
                    hidden_information=False, simultaneous_moves=False)

    def setup(self, state):
        state["total"], state["turn"], state["winner"] = 0, 0, None

    def seats_to_act(self, state):
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_actions(self, state, seat):
        if seat not in self.seats_to_act(state):
            return []
        return [{"type": "add", "n": n} for n in (1, 2) if state["total"] + n <= 21]

    def transition(self, state, seat, action):
        state["total"] += action["n"]
        if state["total"] == 21:
            state["winner"] = seat
        state["turn"] = (seat + 1) % state["num_seats"]

    def view(self, state, seat):
        return {"total": state["total"], "winner": state["winner"]}

    def scores(self, state):
        return [1.0 if state["winner"] == s else 0.0 for s in range(state["num_seats"])]


GAME = TwentyOne()
"""

INIT = """
from fractions import Fraction

from tabletop_widgets.engine import register
from tabletop_widgets.engine.experiments import Experiment, Observer, Reference

from .game import GAME


class FirstPlayerWins(Observer):
    def step(self, before, seat, action, after):
        winner = after.view(seat)["winner"]
        return [] if winner is None else [(0, float(winner == 0), 0.5)]


def experiments():
    return (
        Experiment(
            id="twentyone-first", game="twentyone", lesson="none", title="First player wins",
            question="How often does the first player win?", kind="proportion", unit="game",
            recorded="1 when seat 1 reaches 21", make_observer=FirstPlayerWins,
            reference_of=lambda: Reference(0.5, "exact", "one half", exact=Fraction(1, 2)),
        ),
    )


register(GAME, experiments=experiments)
"""

CHECK = """
import json
from starlette.testclient import TestClient
from tabletop_widgets.classroom import build_app
from tabletop_widgets.engine import all_games, bots_of, experiments_of

found = {"registry": "twentyone" in all_games(), "bots": sorted(bots_of("twentyone"))}
found["experiments"] = [e.id for e in experiments_of("twentyone")]
with TestClient(build_app()) as client:
    found["server_games"] = [g["name"] for g in client.get("/api/games").json()]
    bundle = client.get("/bundle/twentyone/widget.js")
    found["bundle"] = [bundle.status_code, bundle.text]
print(json.dumps(found))
"""


def install_toy_game(where: Path) -> dict[str, str]:
    """Write the toy game package and its entry point under ``where``; the environment to use it."""
    package = where / "twentyone_game"
    (package / "static").mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(INIT))
    (package / "game.py").write_text(textwrap.dedent(GAME))
    (package / "static" / "widget.js").write_text("export default { render() {} }; // twenty-one\n")
    (package / "static" / "widget.css").write_text(".tw-root {}\n")
    meta = where / "twentyone_game-0.1.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: twentyone-game\nVersion: 0.1\n")
    (meta / "entry_points.txt").write_text("[tabletop_widgets.games]\ntwentyone = twentyone_game\n")
    return {**os.environ, "PYTHONPATH": str(where)}


def test_a_sixth_game_is_found_by_every_front_end(tmp_path):
    env = install_toy_game(tmp_path)
    out = subprocess.run(
        [sys.executable, "-c", CHECK],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["registry"] is True
    assert found["bots"] == ["random"]
    assert found["experiments"] == ["twentyone-first"]
    assert "twentyone" in found["server_games"] and "yum" in found["server_games"]
    assert found["bundle"] == [200, "export default { render() {} }; // twenty-one\n"]


def test_a_sixth_game_joins_the_conformance_suite(tmp_path):
    env = install_toy_game(tmp_path)
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/conformance/test_conformance.py",
            "tests/conformance/test_queries.py",
        ],
        env={**env, "CONFORMANCE_GAMES": "2"},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    ids = [line for line in out.stdout.splitlines() if "::" in line]
    assert any(i.endswith("[twentyone]") for i in ids), ids[:20]
    assert any(i.endswith("[yum]") for i in ids)
