"""The corrected statistics of the class experiments (issue 22), each checked at its source."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.intervals import proportion_interval
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import get_game
from tabletop_widgets.gin_rummy import experiments as gin_ex
from tabletop_widgets.gnumies.rules import GNALLI, WULLAWAKI

from .helpers import KeepMostCommonBot, bot_for, play, records

ROOT = Path(__file__).resolve().parents[2]


def gnumies_outcomes(state, moves, experiment="gnumies-gnalli-rate"):
    game = get_game("gnumies")
    states, log = [state], []
    for seat, action in moves:
        state = game.step(state, seat, action)
        states.append(state)
        log.append({"seat": seat, "action": action})
    return ex.observe(ex.get_experiment(experiment), game, states, log)


def test_gnumies_counts_only_bids_where_the_gnalli_was_allowed():
    game = get_game("gnumies")
    state = game.arranged_state(2, [WULLAWAKI, 5, 7])
    play = lambda card: {"type": "play", "card": card}  # noqa: E731
    steps = gnumies_outcomes(
        state,
        [
            (0, play(10)), (1, play(20)),  # a Wullawaki: the Gnalli may not be bid, no outcome
            (0, play(GNALLI)), (1, play(GNALLI)),  # the 5: both bid the Gnalli (two 1s) ...
            (0, play(30)), (1, play(40)),  # ... then the re-pick, numbered cards only: none
        ],
    )  # fmt: skip
    assert [o for step in steps for o in step] == [(0, 1.0, None), (1, 1.0, None)]
    assert steps[4] == [(0, 1.0, None), (1, 1.0, None)] and steps[2] == [] == steps[6]
    # The 7: seat 0 bids a number while it may bid the Gnalli: that is a 0.
    later = game.step(game.step(state, 0, play(10)), 1, play(20))
    for seat, card in ((0, GNALLI), (1, GNALLI), (0, 30), (1, 40)):
        later = game.step(later, seat, play(card))
    steps = gnumies_outcomes(later, [(0, play(50)), (1, play(GNALLI))])
    assert steps[-1] == [(0, 0.0, None), (1, 1.0, None)]


def test_gnumies_duel_counts_only_the_lessons_situation_with_each_sides_weight():
    game = get_game("gnumies")
    hand = [10, 20, 30, GNALLI]
    duel = game.arranged_state(2, [4, 9], hands=[hand, hand])
    steps = gnumies_outcomes(
        duel, [(0, {"type": "play", "card": GNALLI}), (1, {"type": "play", "card": 20})],
        experiment="gnumies-gnalli-duel",
    )  # fmt: skip
    assert steps[-1] == [(0, 1.0, 0.4), (1, 0.0, 0.5)]
    other = game.arranged_state(2, [5, 9], hands=[hand, hand])  # a 5-point guest: not the duel
    steps = gnumies_outcomes(
        other, [(0, {"type": "play", "card": GNALLI}), (1, {"type": "play", "card": 20})],
        experiment="gnumies-gnalli-duel",
    )  # fmt: skip
    assert steps[-1] == []
    rate = ex.get_experiment("gnumies-gnalli-rate")
    assert "duel" not in rate.title.lower() and "for comparison only" in rate.reference().label


def test_gin_reference_is_the_lessons_million_hands():
    shipped = json.loads((ROOT / "notebooks/data/gin_rummy_deadwood_counts.json").read_text())
    assert json.loads(gin_ex.DEADWOOD_COUNTS.read_text()) == shipped  # the package's copy
    counts = shipped["dealt"]["counts"]
    hits = sum(v for d, v in counts.items() if int(d) <= 10)
    n = shipped["dealt"]["hands"]
    ref = ex.get_experiment("gin-knockable-deal").reference()
    assert n == 1_000_000 and ref.value == hits / n
    assert (ref.low, ref.high) == proportion_interval(hits, n)
    assert ref.low < ref.value < ref.high and "1,000,000" in ref.label


def test_yum_counts_only_turns_played_the_lessons_way():
    game = get_game("yum")
    for seed in range(50):  # a first roll with a pair, so that keeping another face is wrong
        match = Match(game, 2, seed=seed)
        match.act({"type": "roll", "hold": []})
        dice = match.state["dice"]
        if 2 <= max(map(dice.count, dice)) < 5:
            break
    match.act({"type": "score", "box": "surplus"})  # one roll only: not the lesson's way
    match.act({"type": "roll", "hold": []})
    dice = match.state["dice"]
    most = max(map(dice.count, dice))
    other = [i for i, d in enumerate(dice) if dice.count(d) < most]
    if other:  # keep a die of a face that is not the most common
        match.act({"type": "roll", "hold": other[:1]})
    else:  # all five differ (or five alike): keep two dice, one too many
        match.act({"type": "roll", "hold": [0, 1]})
    match.act({"type": "roll", "hold": []})
    match.act({"type": "score", "box": "surplus"})
    assert records("yum-five-of-a-kind", match) == []
    lessons_way = play("yum", 2, seed=3, bots={0: KeepMostCommonBot(), 1: KeepMostCommonBot()})
    assert len(records("yum-five-of-a-kind", lessons_way)) == 26
    shown = ex.get_experiment("yum-five-of-a-kind")
    assert "most common face" in shown.question and "left out" in shown.recorded
    assert "most common face" in shown.reference().label


def test_an_interval_from_one_outcome_is_never_of_zero_width():
    one = [{"experiment": "", "room": "R", "seat": 0, "student": "Ada", "index": 0,
            "value": 0.0, "chance": None}]  # fmt: skip
    s = ex.summarize("gin-knockable-deal", one)
    assert s["low"] == 0.0 and s["high"] > 0.5
    assert s["students"][0]["high"] > s["students"][0]["low"]
    mean = ex.summarize("gin-turns-to-knock", [{**one[0], "value": 12.0}])
    assert mean["estimate"] == 12.0 and mean["low"] is None and mean["high"] is None
    two = ex.summarize("gin-turns-to-knock", [{**one[0], "value": 12.0}, {**one[0], "value": 14.0}])
    assert two["low"] < 13 < two["high"]


@pytest.mark.parametrize("experiment_id", sorted(ex.all_experiments()))
def test_texts_on_screen_have_no_code_names(experiment_id):
    e = ex.get_experiment(experiment_id)
    for text in (e.title, e.question, e.recorded, e.reference().label):
        assert not re.search(r"\w\.\w+\(|\b[a-z]+_[a-z_]+\b|\w\(\d*\)", text), text


def test_hidden_hands_are_counted_only_when_their_hand_is_over():
    for game_name, experiment, key in (
        ("gin_rummy", "gin-knockable-deal", "hand_no"),
        ("carousel", "carousel-group-dealt", "round"),
    ):
        game = get_game(game_name)
        bots = {0: bot_for(game_name), 1: bot_for(game_name)}
        match = play(game_name, 2, seed=2, bots=bots)
        steps = ex.observe(ex.get_experiment(experiment), game, match.history, match.log)
        assert steps[0] == [] and steps[1] == []  # not at the deal
        for i, found in enumerate(steps):
            if found:
                before, after = match.history[i - 1], match.history[i]
                assert after[key] != before[key] or game.is_terminal(after), (game_name, i)
        assert sum(map(len, steps)) > 0
