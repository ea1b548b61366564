"""Class experiments: the lessons' values, outcomes read from real game logs, pooling, export."""

from __future__ import annotations

import io
import random
from collections import Counter
from fractions import Fraction

import pytest

from tabletop_widgets.classroom import experiments as ex
from tabletop_widgets.engine import RandomBot
from tabletop_widgets.engine.bots import bot_rng, play_bots
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import get_game


def play(game_name: str, seats: int, seed: int, bots=None) -> Match:
    game = get_game(game_name)
    match = Match(game, seats, seed=seed, names=[f"s{seed}-{i}" for i in range(seats)])
    bots = bots or {i: RandomBot() for i in range(seats)}
    play_bots(match, bots, {i: bot_rng(seed, i) for i in range(seats)}, max_moves=20_000)
    return match


def records(experiment_id: str, match: Match, room: str = "R") -> list[dict]:
    return ex.records_from_log(experiment_id, match.game, match.initial, match.log, room=room)


# ----- the lessons' values -----------------------------------------------------------------------


def test_yum_reference_is_the_library_exact_chance():
    ref = ex.get_experiment("yum-five-of-a-kind").reference()
    assert ref.kind == "exact"
    assert ref.exact == Fraction(2783176, 60466176)


def test_carousel_group_chance_matches_the_lesson_and_a_sample():
    exact = ex.carousel_group_chance()
    assert round(float(exact), 5) == 0.37452  # the lesson's value
    from tabletop_widgets.carousel import rules
    from tabletop_widgets.carousel.game import hand_melds

    deck = rules.deck_for(2)
    rng = random.Random(3)
    n = 3000
    hits = sum(
        any(rules.meld_kind(m) == "group" for m in hand_melds(rng.sample(deck, 10)))
        for _ in range(n)
    )
    low, high = ex.wilson(hits, n, z=3.3)
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
    assert ex.carousel_group_chance(3) == Fraction(hits, total)


def test_gnalli_duel_optimum_is_verified_exactly():
    moves, matrix = ex.gnalli_duel_matrix()
    mix, value = ex.solve_zero_sum(matrix)
    assert dict(zip(moves, mix)) == {
        "G": Fraction(2, 5),
        10: Fraction(1, 5),
        20: Fraction(2, 5),
        30: 0,
    }
    assert value == Fraction(-1, 5)
    assert ex.get_experiment("gnumies-gnalli-rate").reference().exact == Fraction(2, 5)


def test_solver_refuses_fractions_that_do_not_verify():
    # An irrational optimum: limit_denominator guesses a fraction the exact check rejects.
    root = 2**0.5
    matrix = [[Fraction(root), Fraction(0)], [Fraction(0), Fraction(1)]]
    with pytest.raises(ArithmeticError):
        ex.solve_zero_sum(matrix)


def test_matching_pennies():
    mix, value = ex.solve_zero_sum([[Fraction(1), Fraction(-1)], [Fraction(-1), Fraction(1)]])
    assert mix == [Fraction(1, 2), Fraction(1, 2)] and value == 0


def test_gin_reference_is_a_simulation_with_its_interval():
    ref = ex.gin_reference(deals=3000, seed=1)
    assert ref.kind == "simulated" and ref.low <= ref.value <= ref.high
    assert "3,000" in ref.label


# ----- outcomes from real logs --------------------------------------------------------------------


def test_yum_one_outcome_per_scored_turn():
    match = play("yum", 2, seed=5)
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
        match = Match(game, 1 if game.min_seats == 1 else 2, seed=seed)
        match.act({"type": "roll", "hold": []})
        if len(set(match.state["dice"])) == 1:
            break
    else:
        pytest.fail("no Yum on a first roll in 400 seeds")
    match.act({"type": "score", "box": "yum"})
    assert [r["value"] for r in records("yum-five-of-a-kind", match)] == [1.0]


def test_gyumi_draws_and_their_exact_chances():
    match = play("gyumi", 3, seed=2)
    recs = records("gyumi-next-card-fits", match)
    draws = [e for e in match.log if e["action"]["type"] == "draw"]
    assert len(recs) == len(draws) > 20
    assert all(0 <= r["chance"] <= 1 and r["value"] in (0.0, 1.0) for r in recs)
    # Early on every card fits (empty series): the chance is 1 and the outcome is 1.
    assert recs[0]["chance"] == 1.0 and recs[0]["value"] == 1.0
    summary = ex.summarize("gyumi-next-card-fits", recs)
    assert summary["reference"]["value"] == pytest.approx(
        sum(r["chance"] for r in recs) / len(recs)
    )


def test_carousel_every_dealt_hand_counts():
    from tabletop_widgets.carousel import rules
    from tabletop_widgets.engine.cards import rank

    match = play("carousel", 2, seed=4, bots={0: ex_bot("carousel"), 1: ex_bot("carousel")})
    recs = records("carousel-group-dealt", match)
    rounds = match.state["round"]
    assert len(recs) == 2 * rounds
    first = recs[:2]
    for seat, rec in enumerate(first):
        hand = match.initial["hands"][seat]
        natural = Counter(rank(c) for c in hand if not rules.is_joker(c))
        jokers = sum(rules.is_joker(c) for c in hand)
        group = max(natural.values()) + jokers >= 3 and (max(natural.values()) >= 2 or jokers >= 2)
        assert rec["value"] == float(group)


def ex_bot(game: str):
    from tabletop_widgets.classroom.bots import bot_for, bot_names

    return bot_for(game, bot_names(game)[0])


def test_gin_every_dealt_hand_counts():
    from tabletop_widgets.gin_rummy import rules

    match = play("gin_rummy", 2, seed=9, bots={0: ex_bot("gin_rummy"), 1: ex_bot("gin_rummy")})
    recs = records("gin-knockable-deal", match)
    assert match.state["hand_no"] > 1 and len(recs) == 2 * match.state["hand_no"]
    assert recs[0]["value"] == float(rules.min_deadwood(match.initial["hands"][0]) <= 10)


def test_gnumies_bids_while_holding_the_gnalli():
    match = play("gnumies", 3, seed=1)
    recs = records("gnumies-gnalli-rate", match)
    game, state, expected = match.game, match.initial, []
    for e in match.log:
        if e["action"].get("type") == "play" and "gnalli" in state["hands"][e["seat"]]:
            expected.append(float(e["action"]["card"] == "gnalli"))
        state = game.apply(state, e["seat"], e["action"])
    assert [r["value"] for r in recs] == expected and sum(expected) >= 1


def test_incremental_reading_equals_a_full_replay():
    match = play("yum", 2, seed=7)
    experiment = ex.get_experiment("yum-five-of-a-kind")
    reader = ex.RoomReader(experiment, match.game, "R", match.initial, match.names)
    for cut in (0, 5, 40, len(match.log)):
        reader.feed(match.log[:cut])
    assert reader.records == records("yum-five-of-a-kind", match)


def test_wrong_game_is_refused():
    match = play("yum", 2, seed=1)
    with pytest.raises(ValueError, match="gyumi"):
        records("gyumi-next-card-fits", match)
    with pytest.raises(KeyError, match="known"):
        ex.get_experiment("nope")


# ----- pooling and export -----------------------------------------------------------------------


def test_wilson_interval():
    low, high = ex.wilson(0, 10)
    assert low == 0 and 0.27 < high < 0.28
    low, high = ex.wilson(50, 100)
    assert low == pytest.approx(1 - high) and 0.40 < low < 0.41


def test_summary_pools_and_spreads_by_student():
    recs = []
    for g in range(6):
        recs += records("yum-five-of-a-kind", play("yum", 2, seed=100 + g), room=f"R{g}")
    s = ex.summarize("yum-five-of-a-kind", recs)
    hits = sum(r["value"] for r in recs)
    assert s["n"] == len(recs) == 6 * 26 and s["hits"] == hits and s["rooms"] == 6
    assert s["low"] <= s["estimate"] <= s["high"]
    assert len(s["students"]) == 12 and all(st["n"] == 13 for st in s["students"])
    assert s["spread"]["min"] <= s["spread"]["median"] <= s["spread"]["max"]
    assert s["reference"]["exact"] == "347897/7558272"


def test_export_to_dataframe_and_csv(tmp_path):
    import pandas as pd

    recs = records("gyumi-next-card-fits", play("gyumi", 2, seed=3))
    frame = ex.to_dataframe(recs)
    assert list(frame.columns) == list(ex.RECORD_COLUMNS) and len(frame) == len(recs)
    path = tmp_path / "out.csv"
    text = ex.to_csv(recs, str(path))
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
    ref = ex.gin_turns_reference(hands=40)
    assert ref.kind == "simulated" and ref.low < ref.value < ref.high and 5 < ref.value < 40
