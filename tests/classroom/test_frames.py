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
            assert json.loads(frame.data) == frame, "the encoded text is the frame"
    views = [json.loads(conn.frames[-1].data)["view"] for conn in seats]
    assert [v.get("seat") for v in views] == [0, 1]


@pytest.mark.parametrize("game", ["yum", "gin_rummy"])
def test_every_frame_text_is_its_seat_snapshot(game: str, run_async) -> None:
    run_async(play(game, 6))


def test_the_frame_encoder_writes_the_same_json_as_the_standard_library() -> None:
    # The fast encoder (orjson) must mean exactly what json.dumps means: non-ASCII names,
    # integer keys (as strings), booleans that stay booleans, integers over 64 bits.
    from tabletop_widgets.classroom.server.store import compact_json as encode

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


def test_stored_entries_are_compact_json_with_sorted_keys() -> None:
    # The SQLite store writes each log entry with store.compact_json(sort_keys=True), with
    # orjson and with the standard library's encoder alike (an integer over 64 bits).
    from tabletop_widgets.classroom.server.store import compact_json

    for entry in (
        {"seat": 1, "action": {"type": "roll", "hold": [0]}, "move": "m1"},
        {"reset": 2**70, "notice": "Zoë"},
    ):
        text = compact_json(entry, sort_keys=True)
        assert json.loads(text) == entry and " " not in text
        assert text == json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def test_frames_are_encoded_to_the_same_utf8_bytes_as_the_standard_library() -> None:
    # Frames go to the socket as orjson's bytes (no decode to text and encode again). Every
    # path gives the standard library's JSON as UTF-8: plain data, non-ASCII text, integer
    # keys (orjson's second try), an integer over 64 bits and a lone surrogate (the standard
    # library, escaped).
    from tabletop_widgets.classroom.server.store import compact_json, compact_json_bytes

    for value in (
        {"view": {"seat": 0, "title": "Yum: Séquence"}, "legal": [{"type": "roll"}]},
        {"answers": {0: {"on": True}}, "names": ["Zoë", "🍐"]},
        {"big": 2**70, "name": "Çağrı"},
        {"type": "error", "id": "\ud800"},
    ):
        data = compact_json_bytes(value)
        assert type(data) is bytes and data.decode() == compact_json(value)
        expected = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
        try:
            assert data == expected.encode()
        except UnicodeEncodeError:  # the lone surrogate: kept escaped
            assert data == json.dumps(value, separators=(",", ":")).encode()
        assert json.loads(data) == json.loads(json.dumps(value))


def test_a_serving_process_tunes_its_garbage_collector() -> None:
    # ``serve.run`` (a process of its own) freezes what it loaded and collects less often;
    # the busy-table benchmark measured the default thresholds as a fifth of the CPU.
    import gc

    from tabletop_widgets.classroom.server.serve import SERVER_GC_THRESHOLDS, tune_gc

    before = gc.get_threshold()
    try:
        tune_gc()
        assert gc.get_threshold() == SERVER_GC_THRESHOLDS
        assert gc.get_freeze_count() > 0, "what was loaded is frozen"
        assert SERVER_GC_THRESHOLDS[0] > before[0]
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
