import json
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import pytest

from tabletop_widgets import yum
from tabletop_widgets.engine import CorruptSave, IllegalMove, Match, RandomBot, simulate
from tabletop_widgets.engine.core import canonical


def test_importing_the_package_loads_no_jupyter_code():
    code = (
        "import sys, tabletop_widgets, tabletop_widgets.engine, tabletop_widgets.engine.registry as r;"
        "r.all_games();"
        "bad = [m for m in ('anywidget', 'ipywidgets', 'IPython', 'traitlets') if m in sys.modules];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_apply_leaves_the_input_state_untouched():
    state = yum.GAME.new_state(2, seed=3)
    snapshot = json.dumps(state, sort_keys=True)
    after = yum.GAME.apply(state, state["current"], {"type": "roll", "hold": []})
    assert json.dumps(state, sort_keys=True) == snapshot
    assert after["rolls"] == 1 and state["rolls"] == 0


def test_out_of_turn_and_malformed_moves_are_refused():
    match = Match(yum.GAME, 2, seed=3)
    other = 1 - match.seats_to_act[0]
    with pytest.raises(IllegalMove, match="not Player"):
        match.act({"type": "roll", "hold": []}, seat=other)
    for bad in [float("nan"), object(), {"type": "roll"}, "x" * 10_000]:
        with pytest.raises(IllegalMove):
            match.act(bad)
    assert match.log == []


def test_canonical_turns_tuples_into_lists():
    assert canonical({"hold": (1, 2)}) == {"hold": [1, 2]}


def test_undo_replays_and_refuses_past_the_start():
    match = Match(yum.GAME, 1, seed=11)
    match.act({"type": "roll", "hold": []})
    first = match.state
    match.act({"type": "roll", "hold": [0]})
    match.undo()
    assert match.state == first and len(match.log) == 1
    match.undo()
    with pytest.raises(IllegalMove):
        match.undo()


def test_save_load_round_trip_and_corrupt_saves():
    match = Match(yum.GAME, 2, seed=5, names=["Ann", "Bo"])
    match.act({"type": "roll", "hold": []})
    match.act({"type": "score", "box": "surplus"})
    loaded = Match.from_json(match.to_json())
    assert loaded.state == match.state and loaded.names == ["Ann", "Bo"]
    assert loaded.events == match.events
    data = json.loads(match.to_json())
    data["log"][1]["action"]["box"] = "yum"  # a legal but different move: checksum catches it
    with pytest.raises(CorruptSave, match="checksum"):
        Match.from_json(json.dumps(data))
    data["log"][1]["action"]["box"] = "nope"
    with pytest.raises(CorruptSave, match="Move 2"):
        Match.from_json(json.dumps(data))
    with pytest.raises(CorruptSave):
        Match.from_json(b"\xff\xfe")


def test_options_are_checked():
    with pytest.raises(ValueError, match="no option"):
        yum.GAME.new_state(2, 0, {"dice": 6})
    with pytest.raises(ValueError, match="must be int"):
        yum.GAME.new_state(2, 0, {"upper_bonus": "25"})
    with pytest.raises(ValueError, match="1 to 8 players"):
        yum.GAME.new_state(9, 0)


def test_simulate_rows_are_tidy_and_reproducible():
    rows = simulate(yum.GAME, [RandomBot, RandomBot()], games=6, seed=40, progress=False)
    assert [r["seed"] for r in rows] == list(range(40, 46))
    assert all(sum(r[f"win_{s}"] for s in range(2)) == pytest.approx(1.0) for r in rows)
    assert rows == simulate(yum.GAME, [RandomBot, RandomBot], games=6, seed=40, progress=False)


def test_simulate_with_a_process_pool_matches_the_serial_run():
    serial = simulate(yum.GAME, [RandomBot, RandomBot], games=12, seed=7, progress=False)
    with ProcessPoolExecutor(max_workers=2) as pool:
        parallel = simulate(
            yum.GAME,
            [RandomBot, RandomBot],
            games=12,
            seed=7,
            executor=pool,
            chunk_size=5,
            progress=False,
        )
    assert parallel == serial


def test_simulate_shows_progress_on_long_runs(capsys):
    simulate(yum.GAME, [RandomBot], games=3, progress=True)
    assert "Yum games" in capsys.readouterr().err


def test_default_check_compares_moves_as_json_not_loosely():
    from tabletop_widgets.engine import Game

    class Pick(Game):
        name, title, min_seats, max_seats = "pick-test", "Pick", 1, 1

        def setup(self, state):
            state["done"] = False

        def seats_to_act(self, state):
            return [] if state["done"] else [0]

        def legal_actions(self, state, seat):
            return [] if state["done"] else [{"n": 1}]

        def transition(self, state, seat, action):
            state["done"] = True

        def view(self, state, seat):
            return {"done": state["done"]}

        def scores(self, state):
            return [0]

    game = Pick()
    state = game.new_state(1)
    for loose in ({"n": True}, {"n": 1.0}):
        with pytest.raises(IllegalMove):
            game.apply(state, 0, loose)
    assert game.apply(state, 0, {"n": 1})["done"] is True
