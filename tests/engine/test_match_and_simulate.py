"""The engine on a toy game (tests/engine/toy.py): Match, undo, replay, saves, bots, simulate."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import subprocess
import sys
import threading
from concurrent.futures import ProcessPoolExecutor

import pytest

from tabletop_widgets.engine import (
    CorruptSave,
    GameInfo,
    IllegalMove,
    Match,
    RandomBot,
    fresh_seed,
    next_bot_move,
    play_bots,
    play_game,
    simulate,
)
from tabletop_widgets.engine.core import canonical
from tabletop_widgets.engine.table import seat_snapshot

from .toy import FOREVER, HOARD

DRAW, ROLL, PASS = {"type": "draw"}, {"type": "roll"}, {"type": "pass"}


def test_importing_the_package_loads_no_jupyter_code():
    code = (
        "import sys, tabletop_widgets, tabletop_widgets.engine, tabletop_widgets.engine.registry as r;"
        "r.all_games();"
        "bad = [m for m in ('anywidget', 'ipywidgets', 'IPython', 'traitlets') if m in sys.modules];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_games_load_without_numpy():
    """Every game's rules and queries load without numpy (about 13 MB of a table server's
    memory): only the solvers, coaches, some bots and the lessons' batch tools use it, and
    each imports it when asked."""
    code = (
        "import sys, tabletop_widgets.engine.registry as r;"
        "r.all_games();"
        "print(sorted(m for m in sys.modules if m == 'numpy' or m.startswith('numpy.'))[:3])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ----- the game contract -------------------------------------------------------------------


def test_apply_leaves_the_input_state_untouched():
    state = HOARD.new_state(2, seed=3)
    snapshot = json.dumps(state, sort_keys=True)
    after = HOARD.apply(state, 0, DRAW)
    assert json.dumps(state, sort_keys=True) == snapshot
    assert len(after["hands"][0]) == 1 and state["hands"][0] == []


def test_out_of_turn_and_malformed_moves_are_refused():
    match = Match(HOARD, 2, seed=3)
    with pytest.raises(IllegalMove, match="not Player 2's turn"):
        match.act(DRAW, seat=1)
    for bad in [float("nan"), object(), {"type": "fly"}, "x" * 10_000, {"type": "draw", "n": 2}]:
        with pytest.raises(IllegalMove):
            match.act(bad)
    assert match.log == [] and match.state is match.initial


def test_canonical_turns_tuples_into_lists():
    assert canonical({"hold": (1, 2)}) == {"hold": [1, 2]}
    assert canonical(({"a": (1,)},)) == [{"a": [1]}]


def test_default_check_compares_moves_as_json_not_loosely():
    state = HOARD.new_state(1, seed=0)
    for loose in ({"type": "roll", "extra": True}, {"type": 1}, {"type": "roll "}):
        with pytest.raises(IllegalMove):
            HOARD.apply(state, 0, loose)
    assert HOARD.apply(state, 0, ROLL)["turn"] == 1


def test_options_and_seats_are_checked():
    with pytest.raises(ValueError, match="no option"):
        HOARD.new_state(2, 0, {"rounds": 6})
    with pytest.raises(ValueError, match="must be int"):
        HOARD.new_state(2, 0, {"turns": "3"})
    with pytest.raises(ValueError, match="1 to 3 players"):
        HOARD.new_state(4, 0)
    assert HOARD.new_state(2, 0, {"turns": 1})["options"] == {"turns": 1}


# ----- GameInfo -------------------------------------------------------------------------------


def test_game_info_is_copied_onto_the_game():
    assert (HOARD.name, HOARD.title, HOARD.min_seats, HOARD.max_seats) == (
        "toy_hoard",
        "Hoard",
        1,
        3,
    )
    assert HOARD.info.lists_all_actions is True and HOARD.info.hidden_information is True


@pytest.mark.parametrize(
    ("min_seats", "max_seats", "conformance", "message"),
    [
        (0, 2, (1,), "empty"),
        (3, 2, (2,), "empty"),
        (2, 4, (1,), "conformance_seats"),
        (2, 4, (2, 5), "conformance_seats"),
    ],
)
def test_game_info_refuses_impossible_seat_counts(min_seats, max_seats, conformance, message):
    with pytest.raises(ValueError, match=message):
        GameInfo("x", "X", min_seats, max_seats, False, False, conformance_seats=conformance)


@pytest.mark.parametrize("options", [(), ([],), ({}, "turns")])
def test_game_info_refuses_malformed_conformance_options(options):
    with pytest.raises(ValueError, match="conformance_options"):
        GameInfo("x", "X", 1, 2, False, False, conformance_options=options)


def test_game_info_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        HOARD.info.max_seats = 9  # type: ignore[misc]


# ----- undo: a rewind plus a redraw entry --------------------------------------------------------


def played(seed: int = 5, moves=(DRAW, ROLL, DRAW, PASS)) -> Match:
    match = Match(HOARD, 2, seed=seed)
    for action in moves:
        match.act(action)
    return match


def test_undo_takes_the_move_back_and_appends_a_redraw_entry():
    match = played()
    before_last = list(match.states())[-2]
    match.undo(redraw_seed=77)
    assert match.log[:3] == played().log[:3]
    assert match.log[3] == {"redraw": 77} and len(match.log) == 4
    assert len(match.moves) == 3
    for seat in range(2):  # what every seat saw before the undone move is back
        assert HOARD.view(match.state, seat) == HOARD.view(before_last, seat)
    assert HOARD.components(match.state) == HOARD.components(before_last)
    assert match.state["stock"] != before_last["stock"]  # the unseen order was drawn afresh
    assert match.events[-1] != match.events[-2]


def test_undo_of_several_moves_and_past_the_start():
    match = played()
    match.undo(2, redraw_seed=1)
    assert len(match.moves) == 2 and match.log[-1] == {"redraw": 1}
    match.undo(redraw_seed=2)  # the undone move is the one before the first redraw entry
    assert match.log == [played().log[0], {"redraw": 2}]
    match.undo(redraw_seed=3)
    assert match.moves == [] and match.log == [{"redraw": 3}]
    with pytest.raises(IllegalMove, match="no move left"):
        match.undo()
    with pytest.raises(ValueError):
        match.undo(-1)
    assert match.undo(0) is match.state


def test_undo_redraws_unseen_chance():
    """Draw, undo, draw again: the card drawn is a fresh draw from the stock, not the one seen."""
    same_card = same_roll = 0
    trials = 200
    for seed in range(trials):
        match = Match(HOARD, 1, seed=seed)
        first = match.act(DRAW)["hands"][0][-1]
        match.undo()
        same_card += match.act(DRAW)["hands"][0][-1] == first
        match.undo()
        roll = match.act(ROLL)["last_roll"]
        match.undo()
        same_roll += match.act(ROLL)["last_roll"] == roll
    # a fresh card matches with p = 1/12, a fresh die with p = 1/6: far below these bounds
    assert same_card <= 40, f"the same card came back {same_card} times in {trials}"
    assert same_roll <= 60, f"the same roll came back {same_roll} times in {trials}"


def test_rewind_keeps_a_prefix_and_checks_its_argument():
    match = played()
    match.rewind(1, redraw_seed=9)
    assert match.log == [played().log[0], {"redraw": 9}]
    for bad in (-1, 99, True, "1"):
        with pytest.raises(ValueError):
            match.rewind(bad)


def test_replay_and_save_load_with_redraw_entries_are_bit_for_bit():
    match = played(seed=8)
    match.undo(redraw_seed=fresh_seed())
    match.act(ROLL)
    match.undo(2)  # a fresh 64-bit redraw seed
    match.act(DRAW)
    *_, last = match.states()
    assert last == match.state
    loaded = Match.from_json(match.to_json(), HOARD)
    assert loaded.state == match.state and loaded.log == match.log
    assert loaded.events == match.events
    assert loaded.to_json() == match.to_json()


def test_a_save_with_a_bad_redraw_entry_is_refused():
    match = played()
    match.undo(redraw_seed=4)
    data = json.loads(match.to_json())
    for bad in (
        {"redraw": -1},
        {"redraw": 2**64},
        {"redraw": "4"},
        {"redraw": True},
        {"redraw": 4, "x": 1},
    ):
        data["log"][-1] = bad
        with pytest.raises(CorruptSave, match="malformed"):
            Match.from_json(json.dumps(data), HOARD)
    data["log"][-1] = {"redraw": 5}  # well formed, but not what was played: the checksum says so
    with pytest.raises(CorruptSave, match="checksum"):
        Match.from_json(json.dumps(data), HOARD)


def version_1_save(match: Match) -> str:
    """A save as version 1 wrote it (no redraw entries), checksum computed from its format."""
    body = {
        "format": "tabletop_widgets.save",
        "version": 1,
        "game": match.game.name,
        "num_seats": match.num_seats,
        "seed": match.seed,
        "options": match.options,
        "names": match.names,
        "log": match.log,
    }
    text = json.dumps([body, match.state], sort_keys=True, default=str)
    body["checksum"] = hashlib.sha256(text.encode()).hexdigest()
    return json.dumps(body)


def test_a_version_1_save_still_loads():
    match = played(seed=12)
    loaded = Match.from_json(version_1_save(match), HOARD)
    assert loaded.state == match.state and loaded.log == match.log
    assert json.loads(loaded.to_json())["version"] == 2
    tampered = json.loads(version_1_save(match))
    tampered["log"][0]["action"] = ROLL
    with pytest.raises(CorruptSave, match="checksum"):
        Match.from_json(json.dumps(tampered), HOARD)
    undone = played(seed=12)
    undone.undo()
    with pytest.raises(CorruptSave, match="version-1 save cannot hold a redraw"):
        Match.from_json(version_1_save(undone), HOARD)


def test_save_load_round_trip_and_corrupt_saves():
    match = Match(HOARD, 2, seed=5, names=["Ann", "Bo"])
    match.act(DRAW)
    match.act(ROLL)
    loaded = Match.from_json(match.to_json(), HOARD)
    assert loaded.state == match.state and loaded.names == ["Ann", "Bo"]
    data = json.loads(match.to_json())
    data["log"][1]["action"] = PASS  # a legal but different move: the checksum catches it
    with pytest.raises(CorruptSave, match="checksum"):
        Match.from_json(json.dumps(data), HOARD)
    data["log"][1]["action"] = {"type": "fly"}
    with pytest.raises(CorruptSave, match="Move 2"):
        Match.from_json(json.dumps(data), HOARD)
    with pytest.raises(CorruptSave, match="not 'toy_forever'"):
        Match.from_json(match.to_json(), FOREVER)
    for bad in (b"\xff\xfe", "[]", json.dumps({**data, "version": 3})):
        with pytest.raises(CorruptSave):
            Match.from_json(bad, HOARD)


# ----- seeds -------------------------------------------------------------------------------------


def test_fresh_seeds_have_64_bits():
    seeds = [fresh_seed() for _ in range(200)]
    assert all(type(s) is int and 0 <= s < 2**64 for s in seeds)
    assert len(set(seeds)) == 200
    # each seed has its top bit set with p = 1/2: all 200 below 2**63 would mean < 64 bits
    assert sum(s >= 2**63 for s in seeds) >= 50
    assert 0 <= Match(HOARD, 1).seed < 2**64
    assert Match(HOARD, 1).seed != Match(HOARD, 1).seed


# ----- bots -------------------------------------------------------------------------------------


class Recorder:
    """A bot that remembers what it was shown (and always plays the first legal move)."""

    name = "recorder"

    def __init__(self):
        self.seen = []

    def choose(self, view, legal, rng):
        self.seen.append((view, legal))
        return legal[0]


def test_next_bot_move_asks_the_bot_to_act_with_its_own_view_only():
    state = HOARD.new_state(2, seed=1)
    bot = Recorder()
    assert next_bot_move(HOARD, state, {1: bot}, {1: None}) is None  # seat 0 (a person) acts
    state = HOARD.apply(state, 0, DRAW)
    assert next_bot_move(HOARD, state, {1: bot}, {1: None}) == (1, DRAW)
    view, legal = bot.seen[0]
    assert view == HOARD.view(state, 1) and legal == HOARD.legal_actions(state, 1)
    assert "stock" not in view and "rng" not in view


def test_play_bots_stops_when_a_person_is_to_act_or_the_game_ends():
    import random

    match = Match(HOARD, 2, seed=2)
    bots = {1: RandomBot()}
    assert play_bots(match, bots, {1: random.Random(0)}) == 0
    match.act(PASS)
    assert play_bots(match, bots, {1: random.Random(0)}) == 1
    assert match.seats_to_act == [0]
    both = {0: RandomBot(), 1: RandomBot()}
    rngs = {0: random.Random(1), 1: random.Random(2)}
    assert play_bots(match, both, rngs) == 4 and match.is_terminal


def test_bots_that_never_finish_raise_a_clear_error():
    import random

    match = Match(FOREVER, 2, seed=0)
    bots = {0: RandomBot(), 1: RandomBot()}
    rngs = {0: random.Random(0), 1: random.Random(1)}
    with pytest.raises(RuntimeError, match="never finish"):
        play_bots(match, bots, rngs, max_moves=500)
    assert len(match.log) == 500
    with pytest.raises(RuntimeError, match="did not end within 300 moves"):
        play_game(FOREVER, [RandomBot, RandomBot], seed=3, max_moves=300)


def test_play_game_is_seeded():
    first = play_game(HOARD, [RandomBot, RandomBot], seed=4)
    assert HOARD.is_terminal(first)
    assert play_game(HOARD, [RandomBot(), RandomBot], seed=4) == first
    others = [play_game(HOARD, [RandomBot, RandomBot], seed=s) for s in range(5, 10)]
    assert any(o != first for o in others)


# ----- simulate ------------------------------------------------------------------------------


def test_simulate_rows_are_tidy_and_reproducible():
    rows = simulate(HOARD, [RandomBot, RandomBot()], games=6, seed=40, progress=False)
    assert [r["seed"] for r in rows] == list(range(40, 46))
    assert [r["game"] for r in rows] == list(range(6))
    assert all(sum(r[f"win_{s}"] for s in range(2)) == pytest.approx(1.0) for r in rows)
    assert all(r["bot_0"] == "random" and r["seats"] == 2 for r in rows)
    for row in rows:
        final = play_game(HOARD, [RandomBot, RandomBot], seed=row["seed"])
        assert [row["score_0"], row["score_1"]] == HOARD.scores(final)
    assert rows == simulate(HOARD, [RandomBot, RandomBot], games=6, seed=40, progress=False)


def test_simulate_checks_its_arguments():
    with pytest.raises(ValueError, match="games"):
        simulate(HOARD, [RandomBot], games=-1)
    with pytest.raises(ValueError, match="1 to 3 bots"):
        simulate(HOARD, [RandomBot] * 4, games=1)


def test_simulate_with_a_process_pool_matches_the_serial_run():
    serial = simulate(HOARD, [RandomBot, RandomBot], games=12, seed=7, progress=False)
    for thread in threading.enumerate():  # the pool forks: no coach's warm-up mid-import
        if thread.name.startswith("warm "):
            thread.join(60)
    with ProcessPoolExecutor(max_workers=2) as pool:
        parallel = simulate(
            HOARD,
            [RandomBot, RandomBot],
            games=12,
            seed=7,
            executor=pool,
            chunk_size=5,
            progress=False,
        )
    assert parallel == serial


def test_simulate_shows_progress_on_long_runs(capsys):
    simulate(HOARD, [RandomBot], games=3, progress=True)
    assert "Hoard games" in capsys.readouterr().err


# ----- what one seat is shown ---------------------------------------------------------------


def test_seat_snapshot_shows_a_seat_its_own_view_and_nothing_hidden():
    match = played(seed=6, moves=(DRAW, DRAW, ROLL))
    to_act = match.seats_to_act[0]
    other = 1 - to_act
    snap = seat_snapshot(match, other, log_lines=2)
    assert set(snap) == {
        "seat",
        "view",
        "legal",
        "refusals",
        "log",
        "names",
        "scores",
        "terminal",
        "to_act",
        "closed",
    }
    assert snap["seat"] == other and snap["view"] == match.view(other)
    assert snap["legal"] == [] and "*" in snap["refusals"]
    assert snap["log"] == match.events[-2:] and snap["to_act"] == [to_act]
    assert snap["terminal"] is False and snap["scores"] == match.scores()
    text = json.dumps(snap)
    assert snap["view"]["hand"] == match.state["hands"][other]
    assert "hands" not in snap["view"] and snap["view"]["hand_sizes"] == [1, 1]
    assert '"stock"' not in text and '"rng"' not in text
    mine = seat_snapshot(match, to_act)
    assert mine["legal"] == match.legal_actions(to_act) and mine["refusals"] == {}
    assert len(mine["log"]) == 3


def test_seat_snapshot_for_the_teacher_shows_everything_but_the_generator():
    match = played(seed=6, moves=(DRAW, DRAW))
    snap = seat_snapshot(match, 0, teacher=True)
    assert snap["view"]["teacher"] is True
    assert snap["view"]["hands"] == match.state["hands"]
    assert snap["view"]["stock"] == match.state["stock"]
    assert "rng" not in snap["view"] and str(match.state["rng"]) not in json.dumps(snap)


def test_seat_snapshot_at_the_end_and_with_an_empty_stock():
    match = Match(HOARD, 1, seed=0, options={"turns": 12})
    for _ in range(12):
        match.act(DRAW)
    assert match.is_terminal
    snap = seat_snapshot(match, 0)
    assert snap["terminal"] is True and snap["legal"] == [] and snap["to_act"] == []
    assert snap["refusals"] == {"*": "The game is over: no more moves."}
    early = Match(HOARD, 1, seed=0, options={"turns": 13})
    for _ in range(12):
        early.act(DRAW)
    assert seat_snapshot(early, 0)["refusals"] == {"draw": "The stock is empty."}
    with pytest.raises(IllegalMove, match="stock is empty"):
        early.act(DRAW)


def test_a_table_says_when_a_bot_is_to_act_without_asking_it():
    from tabletop_widgets.engine import RandomBot, get_game
    from tabletop_widgets.engine.table import Table

    table = Table(get_game("yum"), [None, RandomBot()], 3, None, ["Ada", "Bot"])
    assert table.bot_to_act() == (table.match.seats_to_act == [1])
    if table.bot_to_act():
        table.play_bots()
    assert not table.bot_to_act() and table.match.seats_to_act == [0]
    while table.match.seats_to_act == [0]:  # Ada's turn: roll, then score
        legal = table.match.legal_actions(0)
        table.commit(table.propose(0, legal[-1]))
    assert table.bot_to_act() and table.bot_proposal() is not None
    table.close("The teacher ended the game.")
    assert not table.bot_to_act() and table.bot_proposal() is None
