"""Class experiments: the lessons' values, outcomes read from real game logs, pooling, export."""

from __future__ import annotations

import dataclasses
import io
import random
from collections import Counter
from fractions import Fraction

import pytest

from tabletop_widgets.carousel import experiments as carousel_ex
from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.bots import bot_rng, play_bots
from tabletop_widgets.engine.intervals import proportion_interval
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.observers import Observer
from tabletop_widgets.engine.records import RECORD_COLUMNS, to_csv, to_dataframe
from tabletop_widgets.engine.registry import all_games, get_game
from tabletop_widgets.gin_rummy import experiments as gin_ex
from tabletop_widgets.gnumies import experiments as gnumies_ex

from .helpers import KeepMostCommonBot, bot_for, play, records

# ----- the registry ------------------------------------------------------------------------------


def test_every_game_registers_its_experiments():
    found = ex.all_experiments()
    assert {e.game for e in found.values()} == set(all_games())
    for game in all_games():
        assert all(e.game == game for e in ex.experiments_for(game))
    with pytest.raises(KeyError, match="known"):
        ex.get_experiment("nope")


def test_a_game_folder_adds_an_experiment_through_its_registry_line():
    from tabletop_widgets.engine import registry
    from tabletop_widgets.yum import GAME

    entry = registry.game_entry("yum")
    extra = ex.Experiment(  # declared as a game folder does: the registry fills in the game
        id="yum-a-roll",
        title="A roll",
        question="?",
        kind="proportion",
        unit="roll",
        recorded="every roll",
        make_observer=Observer,
        reference_of=lambda: ex.Reference(0.5, "none", "none"),
    )
    registry.register(
        GAME,
        bots=entry.bots,
        queries=entry.queries,
        experiments=lambda: (*entry.experiments(), extra),
        lesson=entry.lesson,
    )
    try:
        found = ex.get_experiment("yum-a-roll")
        assert (found.game, found.lesson) == ("yum", "yum_lesson")
        assert found == dataclasses.replace(extra, game="yum", lesson="yum_lesson")
        stray = dataclasses.replace(extra, id="yum-stray", game="gin_rummy")
        registry.register(GAME, bots=entry.bots, queries=entry.queries,
                          experiments=lambda: (stray,), lesson=entry.lesson)  # fmt: skip
        with pytest.raises(TypeError, match="not an Experiment of yum"):
            ex.experiments_for("yum")
    finally:
        registry.register(
            GAME,
            bots=entry.bots,
            queries=entry.queries,
            experiments=entry.experiments,
            lesson=entry.lesson,
        )
    assert registry.game_entry("yum") == entry  # the registry as it was, lesson included
    assert "yum-a-roll" not in ex.all_experiments()


# ----- the lessons' values -----------------------------------------------------------------------


def test_yum_reference_is_the_library_exact_chance():
    ref = ex.get_experiment("yum-five-of-a-kind").reference()
    assert ref.kind == "exact"
    assert ref.exact == Fraction(2783176, 60466176)


def test_carousel_group_chance_matches_the_lesson_and_a_sample():
    exact = carousel_ex.group_chance()
    assert round(float(exact), 5) == 0.37452  # the lesson's value
    from tabletop_widgets.carousel import rules

    deck = rules.deck_for(2)
    rng = random.Random(3)
    n = 3000
    hits = sum(carousel_ex.holds_group(rng.sample(deck, 10)) for _ in range(n))
    low, high = proportion_interval(hits, n, level=0.999)
    assert low <= exact <= high


def test_small_hand_group_chance_by_brute_force():
    # 3-card hands: a group is three of a rank, or a pair plus the joker; count all C(53, 3).
    from itertools import combinations

    from tabletop_widgets.carousel import rules
    from tabletop_widgets.engine.cards import rank

    deck = rules.deck_for(2)
    total = hits = 0
    for hand in combinations(deck, 3):
        total += 1
        natural = [rank(c) for c in hand if not rules.is_joker(c)]
        counts = Counter(natural).values()
        hits += max(counts, default=0) + (len(natural) < 3) >= 3
    assert carousel_ex.group_chance(3) == Fraction(hits, total)


def test_gnalli_duel_optimum_is_verified_exactly():
    moves, matrix = gnumies_ex.gnalli_duel_matrix()
    mix, value = gnumies_ex.solve_zero_sum(matrix)
    assert dict(zip(moves, mix)) == {
        "G": Fraction(2, 5),
        10: Fraction(1, 5),
        20: Fraction(2, 5),
        30: 0,
    }
    assert value == Fraction(-1, 5)
    assert gnumies_ex.duel_gnalli_weights() == {"red": Fraction(2, 5), "yellow": Fraction(1, 2)}
    assert ex.get_experiment("gnumies-gnalli-rate").reference().exact == Fraction(2, 5)


def test_solver_refuses_fractions_that_do_not_verify():
    # An irrational optimum: limit_denominator guesses a fraction the exact check rejects.
    root = 2**0.5
    matrix = [[Fraction(root), Fraction(0)], [Fraction(0), Fraction(1)]]
    with pytest.raises(ArithmeticError):
        gnumies_ex.solve_zero_sum(matrix)


def test_matching_pennies():
    mix, value = gnumies_ex.solve_zero_sum(
        [[Fraction(1), Fraction(-1)], [Fraction(-1), Fraction(1)]]
    )
    assert mix == [Fraction(1, 2), Fraction(1, 2)] and value == 0


# ----- outcomes from real logs --------------------------------------------------------------------


def test_yum_turns_played_the_lessons_way_all_count():
    match = play("yum", 2, seed=5, bots={0: KeepMostCommonBot(), 1: KeepMostCommonBot()})
    recs = records("yum-five-of-a-kind", match)
    scores = [e for e in match.log if e["action"]["type"] == "score"]
    assert len(recs) == len(scores) == 26
    # Independent check: replay and look at every roll's dice.
    game, state, seen, expected = match.game, match.initial, False, []
    for e in match.log:
        state = game.apply(state, e["seat"], e["action"])
        if e["action"]["type"] == "roll":
            seen |= len(set(state["dice"])) == 1
        else:
            expected.append(float(seen))
            seen = False
    assert [r["value"] for r in recs] == expected
    assert {r["student"] for r in recs} == set(match.names)


def test_yum_turn_with_five_alike_counts():
    game = get_game("yum")
    for seed in range(400):
        match = Match(game, 2, seed=seed)
        match.act({"type": "roll", "hold": []})
        if len(set(match.state["dice"])) == 1:
            break
    else:
        pytest.fail("no Yum on a first roll in 400 seeds")
    match.act({"type": "score", "box": "yum"})
    assert [r["value"] for r in records("yum-five-of-a-kind", match)] == [1.0]


def test_gyumi_draws_and_their_chances():
    match = play("gyumi", 3, seed=2)
    recs = records("gyumi-next-card-fits", match)
    draws = [e for e in match.log if e["action"]["type"] == "draw"]
    assert match.state["over"] is not None
    assert len(recs) == len(draws) > 20
    assert all(0 <= r["chance"] <= 1 and r["value"] in (0.0, 1.0) for r in recs)
    # Early on every card fits (empty series): the chance is 1 and the outcome is 1.
    assert recs[0]["chance"] == 1.0 and recs[0]["value"] == 1.0
    # Independent check of the outcomes from the true states: the drawn card and the series.
    from tabletop_widgets.gyumi import rules as gyumi_rules
    from tabletop_widgets.gyumi.game import READABLE

    expected = []
    for i, e in enumerate(match.log):
        if e["action"]["type"] == "draw":
            before, after = match.history[i], match.history[i + 1]
            fruit, number = gyumi_rules.parse_card(READABLE[after["holding"]])
            nums = [int(d) for d in before["series"][e["seat"]][gyumi_rules.FRUITS.index(fruit)]]
            expected.append(float(gyumi_rules.can_play(len(nums)) and number not in nums))
    assert [r["value"] for r in recs] == expected
    summary = ex.summarize("gyumi-next-card-fits", recs)
    assert summary["reference"]["value"] == pytest.approx(
        sum(r["chance"] for r in recs) / len(recs)
    )


def test_carousel_hands_of_ten_as_dealt_count_after_their_round():
    from tabletop_widgets.carousel.rules import HAND_SIZE

    match = play("carousel", 2, seed=4, bots={0: bot_for("carousel"), 1: bot_for("carousel")})
    recs = records("carousel-group-dealt", match)
    expected = []
    for i, state in enumerate(match.history):
        if i == 0 or state["round"] != match.history[i - 1]["round"]:
            expected += [
                float(carousel_ex.holds_group(h)) for h in state["hands"] if len(h) == HAND_SIZE
            ]
    assert match.state["round"] > 1 and [r["value"] for r in recs] == expected


def test_gin_every_dealt_hand_counts():
    from tabletop_widgets.gin_rummy import rules

    match = play("gin_rummy", 2, seed=9, bots={0: bot_for("gin_rummy"), 1: bot_for("gin_rummy")})
    recs = records("gin-knockable-deal", match)
    assert match.state["over"] and match.state["hand_no"] > 1
    assert len(recs) == 2 * match.state["hand_no"]
    assert recs[0]["value"] == float(rules.min_deadwood(match.initial["hands"][0]) <= 10)


def test_incremental_reading_equals_a_full_replay():
    match = play("yum", 2, seed=7, bots={0: KeepMostCommonBot(), 1: KeepMostCommonBot()})
    experiment = ex.get_experiment("yum-five-of-a-kind")
    reader = ex.RoomReader(experiment, match.game, "R", match.initial, match.names)
    for cut in (0, 5, 40, len(match.log)):
        reader.feed(match.log[:cut])
    assert reader.records == records("yum-five-of-a-kind", match)


def test_wrong_game_is_refused():
    match = play("yum", 2, seed=1)
    with pytest.raises(ValueError, match="gyumi"):
        records("gyumi-next-card-fits", match)


# ----- pooling and export -----------------------------------------------------------------------


def test_wilson_interval_from_scipy():
    low, high = proportion_interval(0, 10)
    assert low == 0 and 0.27 < high < 0.28
    low, high = proportion_interval(50, 100)
    assert low == pytest.approx(1 - high) and 0.40 < low < 0.41
    exact_low, exact_high = proportion_interval(50, 100, method="exact")
    assert exact_low < low and exact_high > high  # Clopper-Pearson is wider
    assert proportion_interval(0, 0) is None
    with pytest.raises(ValueError):
        proportion_interval(3, 2)


def test_summary_pools_and_spreads_by_student():
    recs = []
    for g in range(6):
        match = play("yum", 2, seed=100 + g, bots={0: KeepMostCommonBot(), 1: KeepMostCommonBot()})
        recs += records("yum-five-of-a-kind", match, room=f"R{g}")
    s = ex.summarize("yum-five-of-a-kind", recs)
    hits = sum(r["value"] for r in recs)
    assert s["n"] == len(recs) == 6 * 26 and s["hits"] == hits and s["rooms"] == 6
    assert s["low"] <= s["estimate"] <= s["high"]
    assert len(s["students"]) == 12 and all(st["n"] == 13 for st in s["students"])
    assert all(st["low"] < st["high"] for st in s["students"])
    assert s["spread"]["min"] <= s["spread"]["median"] <= s["spread"]["max"]
    assert s["reference"]["exact"] == "347897/7558272"


def test_export_to_dataframe_and_csv(tmp_path):
    import pandas as pd

    recs = records("gyumi-next-card-fits", play("gyumi", 2, seed=3))
    frame = to_dataframe(recs)
    assert list(frame.columns) == list(RECORD_COLUMNS) and len(frame) == len(recs)
    path = tmp_path / "out.csv"
    text = to_csv(recs, str(path))
    back = pd.read_csv(io.StringIO(text))
    assert path.read_text() == text
    assert back["value"].sum() == frame["value"].sum()
    assert back["chance"].round(9).tolist() == frame["chance"].round(9).tolist()


def test_gin_turns_to_knock_counts_each_knocked_hand():
    from tabletop_widgets.gin_rummy import GAME, FairBot

    match = Match(GAME, 2, seed=11, options={"match_target": 40})
    play_bots(match, {0: FairBot(), 1: FairBot()}, {0: bot_rng(11, 0), 1: bot_rng(11, 1)}, 4000)
    recs = records("gin-turns-to-knock", match)
    ends = [h for h in match.state["history"] if h["kind"] != "draw"]
    assert len(recs) == len(ends) > 1
    assert [r["seat"] for r in recs] == [h["knocker"] for h in ends]
    # Independent count: discards (each ends a turn) since the hand was dealt, up to the knock.
    state, turns, expected = match.initial, 0, []
    for e in match.log:
        after = GAME.apply(state, e["seat"], e["action"])
        if e["action"]["type"] in ("discard", "knock", "gin"):
            turns += 1
        if e["action"]["type"] in ("knock", "gin"):
            expected.append(float(turns))
        if after["hand_no"] != state["hand_no"] or after["over"]:
            turns = 0
        state = after
    assert [r["value"] for r in recs] == expected
    summary = ex.summarize("gin-turns-to-knock", recs)
    assert summary["hits"] is None and summary["low"] <= summary["estimate"] <= summary["high"]


def test_gin_turns_reference_is_the_lessons_simulation():
    ref = gin_ex.turns_reference(hands=40)
    assert ref.kind == "simulated" and ref.low < ref.value < ref.high and 5 < ref.value < 40
