"""A broadcast encodes what every seat sees alike once: each frame's JSON text is exactly
the frame (``Table.snapshot(seat)`` plus the room's facts), for public and hidden games."""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.classroom.protocol import SNAPSHOT
from tabletop_widgets.classroom.server.rooms import Rooms
from tabletop_widgets.classroom.server.store import SQLiteStore


class Seat:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.frames: list[dict] = []

    def push(self, frame: dict | None) -> None:
        if frame is not None:
            self.frames.append(frame)


async def play(game: str, moves: int) -> None:
    rooms = Rooms(SQLiteStore(":memory:"))
    await rooms.start()
    code = await rooms.create_room(game, 2)
    seats = []
    for i in range(2):
        seat, _token = await rooms.join(code, f"p{i}")
        seats.append(Seat(seat))
        rooms.connect(code, seats[-1])
    room = rooms.room(code)
    for _ in range(moves):
        if room.match.is_terminal:
            break
        mover = room.match.seats_to_act[0]
        await rooms.act(code, mover, room.table.snapshot(mover)["legal"][0])
        for conn in seats:
            frame = conn.frames[-1]
            snapshot = room.table.snapshot(conn.seat)
            assert {k: frame[k] for k in snapshot} == snapshot
            assert (frame["type"], frame["room"], frame["length"]) == (
                SNAPSHOT,
                code,
                len(room.match.log),
            )
            assert json.loads(frame.text) == frame, "the encoded text is the frame"
    views = [json.loads(conn.frames[-1].text)["view"] for conn in seats]
    assert [v.get("seat") for v in views] == [0, 1]


@pytest.mark.parametrize("game", ["yum", "gin_rummy"])
def test_every_frame_text_is_its_seat_snapshot(game: str, run_async) -> None:
    run_async(play(game, 6))


def test_the_frame_encoder_writes_the_same_json_as_the_standard_library() -> None:
    # The fast encoder (orjson) must mean exactly what json.dumps means: non-ASCII names,
    # integer keys (as strings), booleans that stay booleans, integers over 64 bits.
    from tabletop_widgets.classroom.server.rooms import encode

    value = {
        "names": ["Zoë", "Çağrı", "🍐"],
        "answers": {0: {"on": True}, 1: {"on": False}},
        "flags": [True, 1, False, 0, None, 1.5],
        "big": 2**70,
        "nested": {"a": [[], {}, ""]},
    }
    text = encode(value)
    assert json.loads(text) == json.loads(json.dumps(value))
    back = json.loads(text)
    assert [type(v) for v in back["flags"]] == [bool, int, bool, int, type(None), float]
    assert back["big"] == 2**70 and " " not in encode({"a": [1, 2]})
