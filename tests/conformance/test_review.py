"""Every game with a hint: its review (``engine.review``), in recorded random games.

Nothing here names a game: the games whose declared queries include ``"hint"`` get the
engine's ``"review"``; for each, at the end of a recorded game and at positions while it
runs:

- every decision of the seat is there, in order, its move priced (``cost`` not None),
  costs are never negative, their interval holds the cost; a move is called a mistake only
  when its cost is shown (exact, or an interval above 0), and the three lessons are the
  largest shown costs, each with its reason;
- the leak differential: the review asked at the running table equals the review made from
  states in which everything the seat may not recall was drawn afresh (whole answers when
  the hint is exact; the decisions and moves when it is a Monte Carlo estimate);
- a review while running covers only the seat's own past decisions.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from tabletop_widgets.engine import PERSON, Table, queries_of
from tabletop_widgets.engine import review as review_module
from tabletop_widgets.engine.review import Decision, decisions, review_decisions

from .recorded import GAMES, Recorded


def hint_of(name: str):
    return next((q for q in queries_of(name) if q.name == "hint"), None)


def follows_the_contract(name: str) -> bool:
    """The game's hint answers in the shared contract (``options``, ``unit``, ``exact``) at the
    first position of a recorded game where a seat has a choice (hints still being moved to
    the contract are left to their own tests)."""
    hint = hint_of(name)
    if hint is None:
        return False
    game = GAMES[name]
    rec = recorded_game(name)
    for seat in range(rec.num_seats):
        for d in decisions(game, rec.match, seat)[:1]:
            try:
                answer = hint.answer(d.recall, seat, {"consider": d.action})
            except Exception:
                return False
            return {"options", "unit", "exact"} <= set(answer)
    return False


RESAMPLES = 2


@pytest.fixture(autouse=True)
def short_budget(monkeypatch):
    """A short whole-review budget keeps Monte Carlo reviews of long games fast here."""
    monkeypatch.setattr(review_module, "REVIEW_SECONDS", 1.0)
    monkeypatch.setattr(review_module, "MIN_HINT_SECONDS", 0.01)


@cache
def recorded_game(name: str) -> Recorded:
    """Seed 1 of ``name`` with its first seat count and options, played once per process
    (collection asks it already, to know which hints follow the contract)."""
    game = GAMES[name]
    info = game.info
    return Recorded(game, 1, info.conformance_seats[0], info.conformance_options[0])


def table_at(rec: Recorded, length: int) -> Table:
    table = Table(rec.game, [PERSON] * rec.num_seats, rec.seed, rec.options)
    table.load(rec.match.cut(length))
    return table


COACHED = sorted(n for n in GAMES if follows_the_contract(n))


def test_some_games_have_a_coach():
    assert "yum" in COACHED


def check_review(review: dict, found: list[Decision]) -> None:
    rows = review["decisions"]
    assert [r["move"] for r in rows] == [d.action for d in found]
    assert [r["step"] for r in rows] == list(range(1, len(rows) + 1))
    for row in rows:
        assert row["cost"] is not None, f"decision {row['step']} not priced: {row['note']}"
        assert row["cost"] >= 0 and row["low"] <= row["cost"] + 1e-9 <= row["high"] + 2e-9
        assert any(o["action"] == row["move"] for o in row["options"]), "the move is priced"
        assert row["coach"] is not None and row["move_label"] and row["coach_label"]
    check_flags(review)
    assert json.loads(json.dumps(review)) == review


def check_flags(review: dict) -> None:
    """A move is a mistake only when the review shows its cost (exact, or an interval above
    0); the lessons are the largest shown costs, largest first, each with its reason."""
    rows = review["decisions"]
    for row in rows:
        shown = row["cost"] > 0 if row["exact"] else row["low"] > 0
        assert row["shown"] == (shown and not row["agreed"])
        assert row["verdict"] == (
            "agreed" if row["agreed"] else "mistake" if row["shown"] else "unclear"
        )
        if row["verdict"] == "mistake" and not row["exact"]:
            assert 0 < row["low"] <= row["cost"] <= row["high"], "the interval excludes 0"
    flagged = [r for r in rows if r["shown"]]
    assert review["mistakes"] == len(flagged)
    at_least = sorted((r["cost"] if r["exact"] else r["low"] for r in flagged), reverse=True)
    top = [rows[s - 1] for s in review["costliest"]]
    assert [r["cost"] if r["exact"] else r["low"] for r in top] == at_least[:3]
    assert [x["step"] for x in review["lessons"]] == review["costliest"]
    for x, r in zip(review["lessons"], top):
        assert r["why"] and r["why"] in x["text"] and r["move_label"] in x["text"]


@pytest.mark.parametrize("name", COACHED)
def test_the_review_of_a_finished_game(name):
    rec = recorded_game(name)
    table = table_at(rec, len(rec.match.log))
    assert table.match.is_terminal
    reviewed, exact = 0, True
    for seat in range(rec.num_seats):
        if not exact:
            break  # one seat's review of Monte Carlo hints is enough here (and slow)
        review = table.review(seat)
        exact = review["exact"]
        assert review["over"]
        check_review(review, decisions(rec.game, table.match, seat))
        reviewed += len(review["decisions"])
    assert reviewed > 0


@pytest.mark.parametrize("name", COACHED)
def test_a_running_review_leaks_nothing(name):
    rec = recorded_game(name)
    game = rec.game
    # positions just after seat 0's 2nd, 5th and 8th decision: short reviews keep Monte Carlo
    # hints few (each is priced three times below), and the first covers the game's start
    made = [d.position for d in decisions(game, rec.match, 0)]
    lengths = sorted({made[k] + 1 for k in (1, 4, 7) if k < len(made)})
    assert lengths, "seat 0 makes decisions"
    for length in lengths:
        table = table_at(rec, length)
        for seat in range(rec.num_seats):
            shown = table.review(seat)
            found = decisions(game, table.match, seat)
            assert not shown["over"] and all(r["position"] < length for r in shown["decisions"])
            check_review(shown, found)
            for k in range(RESAMPLES):
                redrawn = [
                    Decision(
                        d.position,
                        game.recall(
                            game.resample_unrecalled(
                                table.match.history[d.position], seat, 1000 * k + d.position
                            ),
                            seat,
                        ),
                        d.action,
                        d.event,
                    )
                    for d in found
                ]
                assert [d.recall for d in redrawn] == [d.recall for d in found]
                again = review_decisions(game, hint_of(name), redrawn, seat, over=False, memo=False)
                if shown["exact"]:
                    assert again["decisions"] == shown["decisions"]
                    assert again["text"] == shown["text"]
                else:
                    assert [r["move"] for r in again["decisions"]] == [
                        r["move"] for r in shown["decisions"]
                    ]


def test_yum_reviews_cost_what_the_coach_says():
    """Yum's review is exact: each decision costs what Yum's own coach says it cost."""
    from tabletop_widgets.yum import coach

    rec = recorded_game("yum")
    table = table_at(rec, len(rec.match.log))
    for seat in range(rec.num_seats):
        review = table.review(seat)
        assert review["exact"] and review["unit"] == "expected final score"
        verdicts = coach.history(table.state, seat, table.match)
        # the coach also judges forced moves (the last open box), which cost nothing and
        # are no decision for the review: the costs agree, decision by decision
        assert len(verdicts) >= len(review["decisions"]) > 0
        costly = [v["cost"] for v in verdicts if v["cost"] > 1e-6]
        assert costly, "a random player makes costly choices"
        assert [r["cost"] for r in review["decisions"] if r["cost"] > 1e-6] == pytest.approx(
            costly, abs=1e-3
        )
        for row in review["decisions"]:
            assert row["low"] == row["high"] == row["cost"]
