"""Every declared query answers the same in a notebook widget and at a server table.

For every registered game and every query it declares: a student plays a seat in a room
of the table server (the other seats random bots); at several of the student's turns, each
query is asked over the seat's websocket with the game's sample arguments, and of a local
notebook widget loaded with the same game at the same position. The answers must be equal
(a solver hint that ran out of time on either side may differ and is only checked for shape).
"""

from __future__ import annotations

import random

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.engine import all_games, queries_of
from tabletop_widgets.engine.registry import game_folder

GAMES = {name: game for name, game in all_games().items() if queries_of(name)}
POSITIONS = 4


def widget_class(game):
    import importlib

    module = importlib.import_module(f"{type(game).__module__.rsplit('.', 1)[0]}.widget")
    return next(
        v
        for v in vars(module).values()
        if isinstance(v, type)
        and getattr(v, "game", None) is game
        and v.__module__ == module.__name__
    )


def same(local: dict, remote: dict) -> bool:
    local = {k: v for k, v in local.items() if k != "position"}
    remote = {k: v for k, v in remote.items() if k != "position"}
    return local == remote


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_query_answers_the_same_in_a_widget_and_at_a_table(server, name):
    game = GAMES[name]
    assert game_folder(game).is_dir()
    seats = game.min_seats
    code = classroom.create_room(
        server.url,
        name,
        seats,
        bots={s: "random" for s in range(1, seats)},
        token=server.teacher_token,
    )
    seat = classroom.join(server.url, code, name="Ada")
    widget = widget_class(game)(players=[None] + [None] * (seats - 1))
    rng = random.Random(name)
    compared = timed_out = 0
    try:
        for _ in range(60):
            if not seat.wait_for(lambda s: s.terminal or bool(s.legal), timeout=30):
                pytest.fail("the seat was never asked to move")
            if seat.terminal:
                break
            room = server.tables.room(code)
            widget.load(room.table.match.to_json())
            if rng.random() < 0.5 and compared < POSITIONS * len(queries_of(name)):
                for query in queries_of(name):
                    recall = game.recall(room.table.match.state, seat.seat)
                    for args in query.samples(recall, seat.seat)[:2]:
                        remote = seat.query(query.name, args)
                        local = widget.ask(query.name, args)
                        if "optimal" in local and not (local["optimal"] and remote["optimal"]):
                            timed_out += 1
                            assert set(local) == set(remote)
                            continue
                        assert same(local, remote), (query.name, args, local, remote)
                        compared += 1
            seat.act(rng.choice(seat.legal))
    finally:
        seat.close()
    assert compared >= len(queries_of(name)), (
        f"only {compared} answers compared ({timed_out} timed out)"
    )
