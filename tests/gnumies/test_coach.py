"""The Gnumies' hint: the lesson's LP made live, legal from random positions, the contract."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from tabletop_widgets.engine import IllegalMove, RandomBot, queries_of
from tabletop_widgets.gnumies import GAME, coach
from tabletop_widgets.gnumies.bots import CoachBot, ThinkingBot
from tabletop_widgets.gnumies.queries import hint_answer
from tabletop_widgets.gnumies.rules import GNALLI, luckynits

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}
LESSON = Path(__file__).parents[2] / "notebooks" / "gnumies_lesson.ipynb"
MOVES = [GNALLI, 10, 20, 30]


def lesson_solve():
    """The lesson's own ``solve`` (its LP cell, run as it is in the notebook)."""
    cells = json.loads(LESSON.read_text())["cells"]
    (source,) = ["".join(c["source"]) for c in cells if "def solve(matrix)" in "".join(c["source"])]
    scope = {"np": np}
    exec("from scipy.optimize import linprog\n" + source.split("\n\nx, v = solve")[0], scope)
    return scope["solve"]


def lesson_matrix():
    """Section 3's matrix, from the lesson's definitions: a guest worth 4, the next card 4,
    a card costs 1 point per 10, the Gnalli 2; both Gnallis: the numbered duel (-1)."""
    guest, look, duel_value = 4, max(4 - 2, -4), -1

    def duel(r, c):
        red = (r, luckynits("red", r)) > (c, luckynits("yellow", c))
        return guest - Fraction(r, 10) if red else -(guest - Fraction(c, 10))

    def payoff(r, c):
        if r == GNALLI and c == GNALLI:
            return duel_value
        if r == GNALLI:
            return look - (guest - Fraction(c, 10))
        if c == GNALLI:
            return (guest - Fraction(r, 10)) - look
        return duel(r, c)

    return [[payoff(r, c) for c in MOVES] for r in MOVES]


def test_both_gnallis_with_no_numbered_card_behind_them_end_the_duel_by_rule_n8():
    # N8: a player with only the Gnalli sits out; neither can pick again: both discard and draw
    duel = coach.duel_matrix
    assert duel([GNALLI], [GNALLI], ("red", "yellow"), 4, (4, 4), look=2) == [[0.0]]
    mine_only = duel([GNALLI], [GNALLI, 30, 20], ("red", "yellow"), 4, (4, 5), card_cost=0.1)
    assert mine_only[0][0] == pytest.approx(-(5 - 0.1 * 20))  # they win alone with their 20
    theirs_only = duel([GNALLI, 10, 40], [GNALLI], ("red", "yellow"), 4, (4, 5), card_cost=0.1)
    assert theirs_only[0][0] == pytest.approx(4 - 0.1 * 10)  # we win alone with our 10


def test_the_live_lp_is_the_lessons_on_its_example():
    mine = coach.duel_matrix(MOVES, MOVES, ("red", "yellow"), 4, (4, 4), look=2, card_cost=0.1)
    want = lesson_matrix()
    assert np.allclose(np.array(mine, dtype=float), np.array(want, dtype=float))
    x, v = coach.equilibrium(mine)
    lx, lv = lesson_solve()(want)
    assert np.allclose(x, lx, atol=1e-7) and v == pytest.approx(lv)
    assert [Fraction(float(p)).limit_denominator(100) for p in x] == [
        Fraction(2, 5),
        Fraction(1, 5),
        Fraction(2, 5),
        0,
    ]
    assert Fraction(v).limit_denominator(100) == Fraction(-1, 5)


def positions(seeds=range(4), seats=(2, 3), every=3):
    """(state, seat to act) along seeded games of thinking and random bots."""
    for seed in seeds:
        n = seats[seed % len(seats)]
        r = random.Random(seed)
        bots = [ThinkingBot() if s % 2 else RandomBot() for s in range(n)]
        state = GAME.new_state(n, seed)
        step = 0
        while GAME.seats_to_act(state):
            seat = r.choice(GAME.seats_to_act(state))
            if step % every == 0 or state["phase"] == "gnalli":
                yield state, seat
            step += 1
            legal = GAME.legal_actions(state, seat)
            state = GAME.step(state, seat, bots[seat].choose(GAME.view(state, seat), legal, r))


def test_hint_is_declared():
    (hint,) = [q for q in queries_of("gnumies") if q.name == "hint"]
    assert hint.kind == "hint"


def test_hint_is_legal_prices_every_move_and_follows_the_contract():
    phases = set()
    for state, seat in positions():
        answer = hint_answer(GAME.recall(state, seat), seat, {})
        # only the discards that end the game are exact (the room's final score)
        assert set(answer) >= KEYS and answer["exact"] is (state["phase"] == "discard")
        assert json.loads(json.dumps(answer)) == answer
        legal = GAME.legal_actions(state, seat)
        assert answer["action"] in legal
        listed = [o["action"] for o in answer["options"]]
        assert answer["options"][0]["action"] == answer["action"]
        assert sorted(map(json.dumps, listed)) == sorted(map(json.dumps, legal))
        if state["phase"] == "choose":
            chances = [o["chance"] for o in answer["options"]]
            assert sum(chances) == pytest.approx(1, abs=1e-3)
            assert chances == sorted(chances, reverse=True)
            assert "%" in answer["text"]
        move = legal[-1]
        priced = hint_answer(GAME.recall(state, seat), seat, {"consider": move})
        assert [o for o in priced["options"] if o["action"] == move]
        phases.add(state["phase"])
    assert {"choose", "gnalli"} <= phases


def test_the_hint_says_why_the_gnalli_or_not():
    seen = 0
    for state, seat in positions(range(3)):
        if state["phase"] != "choose" or GNALLI not in GAME.allowed_cards(state, seat):
            continue
        text = hint_answer(GAME.recall(state, seat), seat, {})["text"]
        assert "Gnalli" in text
        seen += 1
    assert seen > 5


def test_nothing_to_decide_and_bad_arguments():
    state = GAME.new_state(2, 1)
    seat = GAME.seats_to_act(state)[0]
    state = GAME.step(state, seat, GAME.legal_actions(state, seat)[0])
    assert hint_answer(GAME.recall(state, seat), seat, {})["action"] is None
    with pytest.raises(IllegalMove):
        hint_answer(GAME.recall(state, seat), seat, {"card": 10})


def test_coach_bot_draws_from_the_mix_or_plays_the_hint():
    for state, seat in list(positions(range(1)))[:20]:
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        assert CoachBot().choose(view, legal, random.Random(0)) in legal
        hint = hint_answer(GAME.recall(state, seat), seat, {})["action"]
        assert CoachBot(sample=False).choose(view, legal, random.Random(0)) == hint
