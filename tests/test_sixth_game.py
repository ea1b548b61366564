"""A sixth game joins every front end through the registry, with no other file edited.

The test writes a toy game ("Twenty-one": add 1 or 2 in turn, whoever reaches 21 wins) as a
package of its own, with one registry line (``register_folder``), the random bot, one class
experiment (``experiments.py``), a lesson (``lesson.py``: a per-student exercise and an answer key),
its engine texts (``engine_templates.py``: the template its log line is translated through) and a
front-end bundle, and installs it the way another package would (a
``tabletop_widgets.games`` entry point in a ``.dist-info`` folder on ``PYTHONPATH``). A fresh interpreter then finds it in the registry, the table server's
games, the room page's bundle route, the engine texts' translation, the experiments list, the conformance suite's
parametrisation, the answer-keys collection, the per-student exercises, the student-copy script
and the guide's tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tabletop_widgets.i18n import pseudo

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

    def describe(self, before, seat, action, after):
        return f"{self.seat_name(before, seat)} added {action['n']}: the total is {after['total']}."


GAME = TwentyOne()
"""

EXPERIMENTS = """
from fractions import Fraction

from tabletop_widgets.engine.experiments import Experiment, Reference
from tabletop_widgets.engine.observers import Observer


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
            reference_of=lambda: Reference.of_fraction(Fraction(1, 2), "one half"),
        ),
    )
"""

# The game's engine texts, as in the package's games: one template per line the engine writes.
TEMPLATES = """
from tabletop_widgets.i18n.engine_templates import N_

TEMPLATES = (N_("{name} added {n}: the total is {total}."),)
"""

# The registry line, as in the package's games: experiments.py, lesson.py and engine_templates.py
# are found in the folder.
INIT = """
from tabletop_widgets.engine.registry import register_folder

from .game import GAME

register_folder(__name__, GAME)
"""

LESSON = """
from math import comb

from tabletop_widgets.lessons.lesson import ExerciseKind, Key, Lesson


def ways(total):
    \"\"\"The orders of 1s and 2s that add up to ``total``.\"\"\"
    return sum(comb(total - k, k) for k in range(total // 2 + 1))


def build(params):
    total = params["total"]
    question = f"In how many orders of 1s and 2s can the players reach {total}? (An integer.)"
    return question, {"answer": ways(total), "hint": "Count the orders ending in 1 and in 2."}


EXERCISE = ExerciseKind.of(
    "twentyone-1", [{"total": t} for t in range(5, 31)], {"total": 10}, build
)


def answer_keys():
    n = ways(21)
    return [Key.written("twentyone", "exit ticket", n, str(n))]


def lesson():
    return Lesson(exercises=(EXERCISE,), keys=answer_keys)
"""

CHECK = """
import json
from starlette.testclient import TestClient
from tabletop_widgets.classroom import build_app
from tabletop_widgets.engine import all_games, bots_of, experiments_of
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import unregister
from tabletop_widgets.i18n import PSEUDO
from tabletop_widgets.i18n.engine_texts import localise

found = {"registry": "twentyone" in all_games(), "bots": sorted(bots_of("twentyone"))}
found["experiments"] = [e.id for e in experiments_of("twentyone")]
with TestClient(build_app()) as client:
    found["server_games"] = [g["name"] for g in client.get("/api/games").json()]
    bundle = client.get("/bundle/twentyone/widget.js")
    found["bundle"] = [bundle.status_code, bundle.text]
match = Match(all_games()["twentyone"], seed=1)
match.act({"type": "add", "n": 2})
found["texts"] = [match.english_events[0], localise(match.english_events[0], PSEUDO)]
unregister("twentyone")  # its texts leave with it
found["texts"].append(localise(match.english_events[0], PSEUDO))
print(json.dumps(found))
"""


def install_toy_game(where: Path) -> dict[str, str]:
    """Write the toy game package and its entry point under ``where``; the environment to use it."""
    package = where / "twentyone_game"
    (package / "static").mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(INIT))
    (package / "game.py").write_text(textwrap.dedent(GAME))
    (package / "experiments.py").write_text(textwrap.dedent(EXPERIMENTS))
    (package / "lesson.py").write_text(textwrap.dedent(LESSON))
    (package / "engine_templates.py").write_text(textwrap.dedent(TEMPLATES))
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
    # Its log line is read back through its own template (and the seat's name through the
    # shared "Player {n}"), with no shared file edited; unregistered, the line stays English.
    english, shown, forgotten = found["texts"]
    assert english == "Player 1 added 2: the total is 2."
    player = pseudo("Player {n}").replace("{n}", "1")
    assert shown == pseudo("{name} added {n}: the total is {total}.").format(
        name=player, n=2, total=2
    )
    assert forgotten == english


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


CHECK_LESSON = """
import importlib.util
import json
import sys
from pathlib import Path

import nbformat

from tabletop_widgets import lessons
from tabletop_widgets.lessons import keys

found = {"lessons": list(lessons.lessons_by_game()), "exercises": lessons.exercise_ids()}
found["keys"] = [[k.lesson, k.name, k.text] for k in keys.answer_keys()][-2:]
ex = lessons.instance("twentyone-1", student="Ada")
found["instance"] = [ex.check(str(ex.answer)).status, ex.check(str(ex.answer + 1)).right]
spec = importlib.util.spec_from_file_location("student_copies", "scripts/student_copies.py")
copies = importlib.util.module_from_spec(spec)
spec.loader.exec_module(copies)
found["script_exercises"] = copies.exercise_lessons()


def copy_of(printed, tags):
    nb = nbformat.v4.new_notebook()
    output = nbformat.v4.new_output("stream", name="stdout", text=printed)
    nb.cells = [
        nbformat.v4.new_markdown_cell("How many orders reach the target?"),
        nbformat.v4.new_code_cell("print(ways)", metadata={"tags": tags}, outputs=[output]),
    ]
    path = Path(sys.argv[1]) / "twentyone_lesson.ipynb"
    nbformat.write(nb, path)
    try:
        copies.write_copies(path.parent / "out", [path])
    except SystemExit as refused:
        return str(refused)
    return "written"


found["copies"] = {
    "key": copy_of("17711\\n", []),
    "version": copy_of("89\\n", []),
    "tagged": copy_of("17711\\n", ["answer"]),
}
print(json.dumps(found))
"""


def test_a_sixth_games_lesson_joins_the_keys_the_student_copies_and_the_guide_tests(tmp_path):
    env = install_toy_game(tmp_path / "site")
    out = subprocess.run(
        [sys.executable, "-c", CHECK_LESSON, str(tmp_path)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["lessons"][-1] == "twentyone" and found["lessons"][0] == "yum"
    assert "twentyone-1" in found["exercises"] and "yum-1" in found["exercises"]
    # The course's lessons first, in their order; the new lesson's key last.
    assert found["keys"][0][0] == "carousel"
    assert found["keys"][1] == ["twentyone", "exit ticket", "17711"]
    assert found["instance"] == ["right", False]
    assert found["script_exercises"]["twentyone-1"] == "twentyone"
    # The student-copy script refuses a copy that shows the key or a version's answer.
    assert "would show answers" in found["copies"]["key"] and "17711" in found["copies"]["key"]
    assert "exercise versions" in found["copies"]["version"], found["copies"]["version"]
    assert found["copies"]["tagged"] == "written"
    # The guide's tests find the new lesson in the game's folder (the tests that read its
    # notebook and its guide section are collected too: they wait for those files).
    guide = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/docs/test_answer_keys.py",
            "-k",
            "game_folder and twentyone or every_game_declares_its_lesson",
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert guide.returncode == 0, guide.stdout[-3000:] + guide.stderr[-2000:]
    assert "2 passed" in guide.stdout, guide.stdout[-500:]
    collected = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/docs/test_answer_keys.py",
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    ).stdout
    for test in (
        "test_each_lessons_keys_and_exercise_come_from_its_game_folder",
        "test_no_student_copy_shows_an_answer",
    ):
        assert f"{test}[twentyone]" in collected, test


def test_the_contributing_guide_shows_the_registry_line_the_toy_game_uses():
    """docs/contributing.md tells a new game's registry line: the one the toy game (and every game
    folder of the package) uses, not the older ``register(...)`` with loaders spelled out."""
    guide = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    line = "register_folder(__name__, GAME)"
    assert line in INIT and f"`{line}`" in guide
    assert "register(\n" not in guide and "lazy_experiments" not in guide
    for init in (ROOT / "tabletop_widgets").glob("*/__init__.py"):
        if (init.parent / "game.py").exists():
            assert "register_folder(" in init.read_text(encoding="utf-8"), init
