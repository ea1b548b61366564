"""Every registered game's declared queries, in positions of recorded random games.

Nothing here names a game or a query: the games come from the registry and their queries
from their declarations (``register(..., queries=...)``). For every acting seat of a few
dozen positions per game, and every sample argument a query declares:

- the answer ``Table.query`` gives equals the answer computed from a state in which
  everything the seat may not recall was drawn afresh (``resample_unrecalled``): the
  answer leaks nothing hidden (the leak differential, as for views);
- ``recall`` is the same on that state (what the seat may remember stays);
- a move an answer proposes (its ``action``) is legal in the position.
"""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.engine import PERSON, IllegalMove, Table, queries_of

from .recorded import GAMES, Recorded, recorded

GAMES_PER_NAME = 2  # recorded games (seeds 0, 1) whose positions are asked
POSITIONS = 30  # positions per game, spread over those games
RESAMPLES = 2  # hidden facts drawn afresh per position and seat

names = pytest.mark.parametrize("name", sorted(GAMES))


def positions(name: str):
    """(recorded game, step) pairs: ``POSITIONS`` steps spread evenly over the recorded games."""
    recs = recorded(name)[:GAMES_PER_NAME]  # the suite's recorded games: played once
    per_game = POSITIONS // len(recs)
    for rec in recs:
        last = len(rec.states) - 1
        steps = sorted({round(i * last / max(1, per_game - 1)) for i in range(per_game)})
        for step in steps:
            yield rec, step


def table_at(rec: Recorded, step: int) -> Table:
    """A table of people continuing the recorded match as it stood after ``step`` entries."""
    table = Table(rec.game, [PERSON] * rec.num_seats, rec.seed, rec.options)
    table.load(rec.match.cut(step))
    return table


def without_position(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k != "position"}


def same_answer(first: dict, second: dict) -> bool:
    """Equal answers; an answer that ran out of its time budget (``optimal`` False) may
    differ from another run's, so two answers are compared only when both are complete."""
    if first.get("optimal") is False or second.get("optimal") is False:
        return True
    return json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)


def ask(query, recall, seat, args):
    """The answer of ``query`` from ``recall``, or the reason it cannot answer."""
    try:
        return dict(query.answer(recall, seat, args))
    except IllegalMove as exc:
        return {"refused": str(exc)}


@names
def test_every_query_answers_from_what_the_seat_may_recall(name):
    game = GAMES[name]
    declared = queries_of(name)
    assert declared, f"{game.title} declares no query"
    assert len({q.name for q in declared}) == len(declared)
    asked = redrawn = proposed = 0
    for rec, step in positions(name):
        table = table_at(rec, step)
        state = table.state
        for seat in game.seats_to_act(state):
            recall = game.recall(state, seat)
            assert json.loads(json.dumps(recall)) == recall, "a recall is JSON data"
            others = [
                game.resample_unrecalled(state, seat, 1000 * step + 10 * seat + k)
                for k in range(RESAMPLES)
            ]
            for other in others:
                assert game.recall(other, seat) == recall, "resampling changed the recall"
                redrawn += game.omniscient_view(other) != game.omniscient_view(state)
            for query in declared:
                for args in query.samples(recall, seat):
                    try:
                        answer = table.query(seat, query.name, args)
                    except IllegalMove as exc:
                        answer = {"refused": str(exc)}
                    assert json.loads(json.dumps(answer)) == answer, "an answer is JSON data"
                    if "refused" not in answer:
                        assert answer["position"] == step
                        assert isinstance(answer.get("text"), str), "every answer has a text"
                    shown = without_position(answer)
                    for other in others:
                        again = ask(query, game.recall(other, seat), seat, args)
                        assert same_answer(shown, again), (
                            f"{query.name} {args} at step {step} for seat {seat} depends on "
                            "what the seat may not know"
                        )
                    asked += 1
                    action = answer.get("action")
                    if action is not None:
                        game.step(state, seat, action)  # IllegalMove here fails the test
                        proposed += 1
            for query in declared:
                if query.standing:
                    table.follow(seat, query.name, True)
                    standing = table.answers(seat)[query.name]
                    assert standing["position"] == step and "text" in standing
    assert asked >= 20, f"only {asked} queries asked"
    if game.info.hidden_information:
        assert redrawn, "resample_unrecalled never redrew anything: the check would be blind"
    # A game with a query proposing moves proposes some in these positions.
    if any(q.kind in ("hint", "coach") for q in declared):
        assert proposed, "no hint proposed a move"
