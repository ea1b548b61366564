"""The engine's review (``engine.review``) on the toy game with a stub hint.

The toy ``Hoard`` is registered for these tests with an exact hint in the shared contract
(``tests/engine/toy_hint.py``); the real games' reviews are in ``tests/conformance``.
"""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.engine import (
    PERSON,
    IllegalMove,
    Policy,
    Query,
    QueryRefused,
    RandomBot,
    Table,
    register,
)
from tabletop_widgets.engine.registry import unregister
from tabletop_widgets.engine.review import (
    Decision,
    decisions,
    forget,
    hint_seconds,
    review_decisions,
)

from . import toy_hint
from .toy import FOREVER, HOARD


@pytest.fixture
def hoard():
    register(HOARD, queries=(toy_hint.HINT,))
    yield HOARD
    unregister(HOARD.name)


def register_hint(answer) -> None:
    """Register the toy with its hint answered by ``answer`` (a wrapper of the stub)."""
    register(HOARD, queries=(Query("hint", "Hint", "hint", answer),))
    forget()


def finished_table(seed: int = 3) -> Table:
    table = Table(HOARD, [RandomBot(), RandomBot()], seed, {"turns": 4})
    table.play_bots()
    assert table.match.is_terminal
    return table


def test_every_game_with_a_hint_lists_a_review(hoard):
    table = finished_table()
    listed = {q["name"]: q for q in table.queries(0)}
    assert listed["review"]["kind"] == "explain" and listed["review"]["allowed"]
    register(FOREVER)
    try:
        assert not Table(FOREVER, [PERSON]).queries(0), "no hint, no review"
    finally:
        unregister(FOREVER.name)


def test_a_finished_game_review_prices_every_decision_exactly(hoard):
    table = finished_table()
    for seat in (0, 1):
        review = table.review(seat)
        rows = review["decisions"]
        moves = [e for e in table.match.log if e["seat"] == seat]
        assert len(rows) == len(moves) == 4
        assert review["over"] and review["exact"] and review["unit"] == "expected points"
        for row, entry, decision in zip(rows, moves, decisions(HOARD, table.match, seat)):
            assert row["move"] == entry["action"]
            values = toy_hint.values(decision.recall, seat)
            best = max(values.values())
            expected = best - values[entry["action"]["type"]]
            assert row["cost"] == pytest.approx(expected, abs=1e-3)
            assert row["low"] == row["high"] == row["cost"] >= 0
            assert row["agreed"] == (expected == 0)
            assert any(o["action"] == entry["action"] for o in row["options"]), "priced"
        costs = sorted((r["cost"] for r in rows if r["cost"] > 0), reverse=True)
        top = [rows[s - 1]["cost"] for s in review["costliest"]]
        assert top == costs[:3], "the three costliest, costliest first"
        assert review["total"] == pytest.approx(sum(r["cost"] for r in rows), abs=1e-3)
        assert json.loads(json.dumps(review)) == review


def test_a_review_is_kept_per_game(hoard):
    calls = []

    def counting(recall, seat, args):
        calls.append(args)
        return toy_hint.hint_answer(recall, seat, args)

    register_hint(counting)
    table = finished_table()
    first = table.review(0)
    again = table.review(1)
    asked = len(calls)
    assert asked == 8 and all("consider" in a for a in calls)
    assert table.review(0) == first and table.review(1) == again
    assert len(calls) == asked, "a finished game is reviewed once"
    assert table.query(0, "review") == first, "asked by the seat: the same review"
    assert table.snapshot(0)["answers"]["review"] == first, "and shown with its snapshot"


def test_a_running_review_covers_only_the_seats_past_decisions_and_leaks_nothing(hoard):
    """The leak differential: the review asked at a running table equals the review made
    from states in which everything the seat may not recall was drawn afresh."""
    checked = 0
    for seed in range(4):
        full = finished_table(seed)
        for length in range(1, len(full.match.log)):
            table = Table(HOARD, [PERSON, PERSON], seed, {"turns": 4})
            table.load(full.match.cut(length))
            for seat in (0, 1):
                shown = table.review(seat)
                assert not shown["over"]
                assert all(r["position"] < length for r in shown["decisions"])
                made = [e for e in full.match.log[:length] if e["seat"] == seat]
                assert [r["move"] for r in shown["decisions"]] == [e["action"] for e in made]
                for k in range(2):
                    redrawn = [
                        Decision(
                            d.position,
                            HOARD.recall(
                                HOARD.resample_unrecalled(
                                    table.match.history[d.position], seat, 97 * k + d.position
                                ),
                                seat,
                            ),
                            d.action,
                            d.event,
                        )
                        for d in decisions(HOARD, table.match, seat)
                    ]
                    again = review_decisions(
                        HOARD, toy_hint.HINT, redrawn, seat, over=False, memo=False
                    )
                    assert again["decisions"] == shown["decisions"]
                    assert again["text"] == shown["text"]
                    checked += 1
    assert checked > 50


def test_review_refusals(hoard):
    table = finished_table()
    with pytest.raises(IllegalMove, match="no arguments"):
        table.query(0, "review", {"seat": 1})
    with pytest.raises(IllegalMove, match="not a seat"):
        table.query(5, "review")
    with pytest.raises(IllegalMove, match="not a seat"):
        table.review(-1)
    closed = Table(HOARD, [PERSON, PERSON], 1, policy=Policy(help_off=frozenset({"explain"})))
    with pytest.raises(QueryRefused, match="Explanations are turned off"):
        closed.query(0, "review")
    assert closed.review(0)["decisions"] == [], "the owner's door ignores the policy"
    fresh = Table(HOARD, [PERSON, PERSON], 1)
    assert fresh.review(0)["text"] == "No decision of yours to review yet."


def test_hints_inside_a_review_get_the_smaller_budget(hoard):
    seen = []

    def timed(recall, seat, args):
        seen.append(hint_seconds(0.3))
        return toy_hint.hint_answer(recall, seat, args)

    register_hint(timed)
    review = finished_table(11).review(0)
    assert seen and all(s <= 0.1 for s in seen)
    assert hint_seconds(0.3) == 0.3, "outside a review a hint keeps its own budget"
    assert review["budget"]["per_hint"] == max(seen)


def test_a_hint_that_cannot_price_a_move_says_so(hoard):
    def old_style(recall, seat, args):
        if args:
            raise IllegalMove("A hint takes no arguments.")
        return {"text": "Draw.", "action": {"type": "draw"}}

    register_hint(old_style)
    review = finished_table().review(0)
    assert len(review["decisions"]) == 4 and review["costliest"] == [] and review["total"] == 0
    assert "could not price them" in review["text"]
    for row in review["decisions"]:
        assert row["cost"] is None and row["note"].startswith("The coach could not price")


def test_an_estimated_review_flags_only_costs_whose_interval_excludes_0(hoard):
    """An estimated hint: each value with an interval of half-width ``HALF``; a move is a
    mistake only when the coach's low end is above the move's high end."""
    HALF = 1.5

    def estimated(recall, seat, args):
        answer = toy_hint.hint_answer(recall, seat, args)
        for o in answer["options"]:
            o["low"], o["high"] = o["value"] - HALF, o["value"] + HALF
        return {**answer, "exact": False}

    register_hint(estimated)
    seen = {"mistake": 0, "unclear": 0}
    for seed in range(6):
        review = finished_table(seed).review(0)
        for row in review["decisions"]:
            values = {o["label"]: o["value"] for o in row["options"]}
            gap = max(values.values()) - values[row["move_label"]]
            if row["agreed"]:
                assert row["verdict"] == "agreed" and not row["shown"]
            elif gap > 2 * HALF:
                assert row["verdict"] == "mistake" and row["low"] == pytest.approx(
                    gap - 2 * HALF, abs=1e-3
                )
            else:
                assert row["verdict"] == "unclear" and row["low"] == 0 and not row["shown"]
            seen[row["verdict"]] = seen.get(row["verdict"], 0) + 1
        shown = [r for r in review["decisions"] if r["shown"]]
        assert review["mistakes"] == len(shown)
        assert set(review["costliest"]) <= {r["step"] for r in shown}
        lows = [review["decisions"][s - 1]["low"] for s in review["costliest"]]
        assert lows == sorted((r["low"] for r in shown), reverse=True)[:3]
        for lesson, step in zip(review["lessons"], review["costliest"]):
            assert lesson["step"] == step and review["decisions"][step - 1]["why"] in lesson["text"]
        if not shown:
            assert "The coach can show no mistake." in review["text"]
    assert seen["mistake"] and seen["unclear"], seen


def test_a_cost_without_an_interval_is_never_a_mistake(hoard):
    def model(recall, seat, args):
        return {**toy_hint.hint_answer(recall, seat, args), "exact": False}

    register_hint(model)
    review = finished_table(3).review(0)
    assert any(r["cost"] > 0 for r in review["decisions"])
    assert review["mistakes"] == 0 and review["costliest"] == [] and review["lessons"] == []
    assert all(r["low"] == 0 and not r["shown"] for r in review["decisions"])


def test_a_paired_gap_prices_a_move_by_the_interval_of_the_difference(hoard):
    """Options whose own intervals overlap (half-width 5) but whose paired ``gap`` is narrow
    (half-width 0.25): a move is shown to cost when the gap's interval excludes 0, and only
    then; the costliest are ranked by the gap's low end."""
    HALF, GAP = 5.0, 0.25

    def paired(recall, seat, args):
        answer = toy_hint.hint_answer(recall, seat, args)
        top = answer["options"][0]["value"]
        for o in answer["options"]:
            o["low"], o["high"] = o["value"] - HALF, o["value"] + HALF
            d = top - o["value"]
            o["gap"] = {"value": d, "low": d - GAP, "high": d + GAP}
        return {**answer, "exact": False}

    register_hint(paired)
    seen = {"mistake": 0, "unclear": 0}
    for seed in range(6):
        review = finished_table(seed).review(0)
        for row in review["decisions"]:
            values = {o["label"]: o["value"] for o in row["options"]}
            gap = max(values.values()) - values[row["move_label"]]
            if row["agreed"]:
                continue
            assert row["paired"]
            if gap > GAP:
                assert row["verdict"] == "mistake" and row["low"] == pytest.approx(
                    gap - GAP, abs=1e-3
                )
            else:
                assert row["verdict"] == "unclear" and not row["shown"]
            seen[row["verdict"]] += 1
        lows = [review["decisions"][s - 1]["low"] for s in review["costliest"]]
        shown = [r["low"] for r in review["decisions"] if r["shown"]]
        assert lows == sorted(shown, reverse=True)[:3]
        assert all(r["low"] > 0 for r in review["decisions"] if r["shown"])
    assert seen["mistake"], seen
