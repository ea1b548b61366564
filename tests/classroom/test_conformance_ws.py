"""Every game over real websockets: random seated clients play whole games.

Each seat is a ``classroom.Seat`` (its own websocket). Every snapshot frame a seat
receives is checked: it is exactly the engine's seat snapshot (decorated view) at that
point of the game, and it stays the same when everything that seat may not know is
redrawn (``Game.resample_hidden``): no frame carries another seat's hidden cards, the
deck order or the generator. Afterwards, replaying the stored log from the stored
set-up reproduces the final state. Refused moves change nothing.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.rooms import replay_room
from tabletop_widgets.engine import Match, all_games, seat_snapshot

GAMES_PER_GAME = 20
#: Tests the games of each game are split into (they run on both workers).
PARTS = 2
#: Short variants where a game has one (a single hand of gin, a short carousel, GYÜMI ending
#: after 3 turns per player without a draw: random seats stall, 210 moves a game against 530).
SHORT = {
    "gin_rummy": {"match_target": 0},
    "carousel": {"target": 30},
    "gyumi": {"stall_turns_per_player": 3},
}
#: Every frame is compared with the engine's snapshot; every RESAMPLE_EVERY-th frame of a
#: seat is also redrawn from resampled hidden information (the leak check).
RESAMPLE_EVERY = 3
#: Seat counts the games cycle through (within each game's range).
SEATS = (2, 3)
COMPARED = ("view", "legal", "refusals", "log", "names", "scores", "terminal", "to_act")


def keys_of(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys_of(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys_of(v)


def seat_frame(match: Match, seat: int) -> dict:
    """What the engine shows ``seat`` of ``match`` (``Table.snapshot`` without a table)."""
    return seat_snapshot(match, seat)


def with_state(match: Match, state: dict) -> Match:
    """A copy of ``match`` whose current state is ``state`` (``match`` is unchanged)."""
    other = copy.copy(match)
    other.history = [*match.history[:-1], state]
    return other


def steady(view: dict, again: dict) -> set:
    """Keys of a decorated view that a widget counts up on every drawing (Carousel's
    ``position``): found by drawing the same table twice; they are not compared."""
    return {k for k in view if view.get(k) != again.get(k)}


def without(view: dict, keys: set) -> dict:
    return {k: v for k, v in view.items() if k not in keys}


def check_frames(final: Match, seat: int, frames: list, seed: int, rng: random.Random) -> int:
    game = final.game
    replays = {}  # the frame's seat names -> (match, its states)
    checked = 0
    volatile = None
    for frame in frames:
        if frame["type"] != "snapshot":
            continue
        assert "rng" not in set(keys_of(frame)), "a frame carries the generator"
        assert str(seed) not in json.dumps(frame), "a frame carries the seed"
        names = tuple(frame["names"])
        if names not in replays:
            # names change as students sit down: replayed under the frame's names
            replays[names] = final if list(names) == final.names else final.renamed(list(names))
        past = replays[names].cut(frame["length"])
        expected = json.loads(json.dumps(seat_frame(past, seat)))
        if volatile is None:
            volatile = steady(expected["view"], seat_frame(past, seat)["view"])
            assert len(volatile) <= 1, volatile
        frame = {**frame, "view": without(frame["view"], volatile)}
        expected["view"] = without(expected["view"], volatile)
        for key in COMPARED:
            assert frame[key] == expected[key], (key, frame["length"])
        if checked % RESAMPLE_EVERY == 0:
            other = with_state(past, game.resample_hidden(past.state, seat, rng.randrange(2**32)))
            blind = json.loads(json.dumps(seat_frame(other, seat)))
            blind["view"] = without(blind["view"], volatile)
            for key in ("view", "legal", "refusals"):
                assert blind[key] == frame[key], (
                    f"seat {seat}'s {key} changes when what it cannot see is redrawn "
                    f"(log length {frame['length']})"
                )
        checked += 1
    return checked


@pytest.mark.parametrize(
    ("name", "part"),
    # each game's games in PARTS tests, one xdist group each: shared out over the workers
    [
        pytest.param(n, k, marks=pytest.mark.xdist_group(f"classroom-{n}-{k}"))
        for n in sorted(all_games())
        for k in range(PARTS)
    ],
)
def test_random_clients_play_every_game_over_websockets(server, name, part):
    game = all_games()[name]
    rng = random.Random(f"classroom-{name}-{part}")
    counts = [n for n in SEATS if game.min_seats <= n <= game.max_seats]
    total_frames = 0
    for number in range(part, GAMES_PER_GAME, PARTS):
        seats = counts[(number // PARTS) % len(counts)]
        code = classroom.create_room(
            server.url, name, seats, options=SHORT.get(name), token=server.teacher_token
        )
        clients = [classroom.join(server.url, code, name=f"P{i}") for i in range(seats)]
        for c in clients:
            c.keep_frames = True
        match = server.tables.match(code)
        refused = 0
        while True:
            match = server.tables.match(code)
            length = len(match.log)
            if match.is_terminal:
                break
            seat = rng.choice(match.seats_to_act)
            client = clients[seat]
            assert client.wait_for(lambda s, n=length: s.snapshot.get("length") == n, 10)
            assert client.legal, "a seat to act is offered moves"
            if rng.random() < 0.03:
                with pytest.raises(classroom.IllegalMove):
                    client.act({"type": "no such move", "n": rng.randrange(10)})
                assert len(server.tables.match(code).log) == length, (
                    "a refused move changes nothing"
                )
                refused += 1
            client.act(rng.choice(client.legal))
        final = server.tables.match(code)
        end = len(final.log)
        for c in clients:
            assert c.wait_for(lambda s, n=end: s.snapshot.get("length") == n, 10)
            c.close()
        record, log = server.app.state.store.load(code)
        replayed = replay_room(record, log)[0].match
        assert replayed.state == final.state and replayed.log == final.log
        assert Match.from_json(final.to_json()).state == final.state
        for seat, c in enumerate(clients):
            assert c.snapshot["terminal"] and c.snapshot["scores"] == final.scores()
            total_frames += check_frames(final, seat, c.frames, record.seed, rng)
    assert total_frames > GAMES_PER_GAME // PARTS * 10
