"""Yum bots: legal moves only, the greedy heuristics, and optimal beats greedy."""

from __future__ import annotations

import random

import numpy as np

from tabletop_widgets.engine.simulate import simulate
from tabletop_widgets.yum import GAME, bots, coach, solver, turn_graph
from tabletop_widgets.yum.bots import GreedyBot, OptimalBot, RandomBot
from tabletop_widgets.yum.rules import BOXES


def _state(card_filled=(), dice=(1, 2, 3, 4, 6), rolls=3, seats=1):
    state = GAME.new_state(seats, seed=0)
    for box in card_filled:
        state["cards"][0][box] = 0
    state["dice"], state["rolls"] = list(dice), rolls
    return state


def _choose(bot, state, seat=0):
    return bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(0))


def test_bots_play_legal_games():
    rows = simulate(GAME, [RandomBot(), GreedyBot(), OptimalBot()], games=3, seed=4, progress=False)
    assert len(rows) == 3
    assert all(0 <= r[f"score_{s}"] <= 310 for r in rows for s in range(3))
    assert bots.RandomBot is RandomBot


def test_greedy_scores_the_best_box_and_dumps_sensibly():
    # 4 4 4 5 6 after three rolls: 23 in 3 of a Kind (tie with the surplus: the surplus waits)
    assert _choose(GreedyBot(), _state(dice=(4, 4, 4, 5, 6))) == {
        "type": "score",
        "box": "three_of_a_kind",
    }
    # nothing scores in the open boxes: a zero goes first in the Ones... then the Yum box
    lower = [b for b in BOXES if b not in ("ones", "yum", "full_house")]
    st = _state(card_filled=lower, dice=(2, 3, 4, 6, 6))
    assert _choose(GreedyBot(), st) == {"type": "score", "box": "ones"}
    st = _state(card_filled=[*lower, "ones"], dice=(2, 3, 4, 6, 6))
    assert _choose(GreedyBot(), st) == {"type": "score", "box": "yum"}


def test_greedy_rerolls_for_more_points_and_stops_on_a_yum():
    action = _choose(GreedyBot(), _state(dice=(6, 6, 6, 6, 1), rolls=1))
    assert action["type"] == "roll" and action["hold"] == [0, 1, 2, 3]
    assert _choose(GreedyBot(), _state(dice=(5, 5, 5, 5, 5), rolls=1)) == {
        "type": "score",
        "box": "yum",
    }


def test_optimal_bot_follows_the_coach():
    st = _state(dice=(1, 1, 3, 5, 6), rolls=1)
    action = _choose(OptimalBot(), st)
    best = coach.advice(st, 0)["best"]
    assert best["kind"] == "keep" and action == {"type": "roll", "hold": best["hold"]}
    assert _choose(OptimalBot(), _state(dice=(), rolls=0)) == {"type": "roll", "hold": []}


def test_optimal_beats_greedy():
    # through the engine (small), then many games with the vectorised players
    rows = simulate(GAME, [OptimalBot()], games=12, seed=0, progress=False)
    optimal = np.mean([r["score_0"] for r in rows])
    assert 140 < optimal < 280
    opt = solver.simulate_games(3000, seed=1)
    greedy = solver.simulate_games(3000, seed=2, policy="greedy")
    gap = opt.mean() - greedy.mean()
    se = np.hypot(opt.std(), greedy.std()) / np.sqrt(3000)
    assert gap > 15 and gap > 5 * se


def test_the_greedy_bots_pure_python_turn_is_the_solvers_turn_with_no_future():
    """``one_turn`` (no numpy) gives ``turn_graph.turn_detail``'s keep values with ``V = 0``."""
    import random

    import numpy as np

    from tabletop_widgets.yum.one_turn import one_turn
    from tabletop_widgets.yum.rules import YAHTZEE, Rules

    rng = random.Random(4)
    for rules in (Rules(), YAHTZEE):
        zero = np.zeros((1 << turn_graph.NBOX, rules.upper_bonus_threshold + 1))
        for filled, upper in [
            (0, 0),
            (0b1111110000000, 60),
            *((rng.randrange(8191), rng.randrange(64)) for _ in range(6)),
        ]:
            ref = turn_graph.turn_detail(zero, filled, upper, rules, turn_graph.box_scores(rules))
            mine = one_turn(rules, filled, upper)
            for keep, i in turn_graph.KEEP_INDEX.items():
                assert abs(ref.keep3[i] - mine.keep3[keep]) < 1e-9, (filled, upper, keep)
                assert abs(ref.keep2[i] - mine.keep2[keep]) < 1e-9, (filled, upper, keep)
