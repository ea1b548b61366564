"""Group commit: the moves of several rooms that arrive in one turn of the server's event loop
are committed to SQLite in one transaction, and each move is still acknowledged, applied and
shown only once its own entry is committed, with its own answer."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from tabletop_widgets.classroom.server.rooms import MoveUnsettled, Rooms
from tabletop_widgets.classroom.server.store import SQLiteStore

from .test_frames import Seat

ROLL = {"type": "roll", "hold": []}


class CountingStore(SQLiteStore):
    """A SQLite store that records each ``append_many`` batch, and can be made to fail."""

    def __init__(self, path) -> None:
        super().__init__(path)
        self.batches: list[int] = []
        self.failing = False

    def append_many(self, entries):
        self.batches.append(len(entries))
        if self.failing:
            raise sqlite3.OperationalError("disk I/O error")
        return super().append_many(entries)


async def open_rooms(store: SQLiteStore, count: int) -> tuple[Rooms, list[str], list[Seat]]:
    """``count`` two-seat Yum rooms; the watchers are each room's seat that is not to move."""
    rooms = Rooms(store)
    await rooms.start()
    codes, watchers = [], []
    for _ in range(count):
        code = await rooms.create_room("yum", 2)
        seats = []
        for name in ("Ada", "Bea"):
            seat, _token = await rooms.join(code, name)
            seats.append(Seat(seat))
            rooms.connect(code, seats[-1])
        codes.append(code)
        watchers.append(seats[1 - mover(rooms, code)])
    return rooms, codes, watchers


def mover(rooms: Rooms, code: str) -> int:
    return rooms.room(code).match.seats_to_act[0]


def rolls(rooms: Rooms, codes: list[str]) -> list:
    """Every room's mover rolls (move id: the code): one coroutine per room."""
    return [rooms.act(code, mover(rooms, code), ROLL, move=code) for code in codes]


def roll_in_each(rooms: Rooms, codes: list[str], **kwargs):
    """Every room's mover rolls, all in the same turn of the event loop (move id: the code)."""
    return asyncio.gather(*rolls(rooms, codes), **kwargs)


def test_sqlite_append_many_answers_each_entry_on_its_own(tmp_path) -> None:
    store = SQLiteStore(tmp_path / "rooms.sqlite")
    entry = {"seat": 0, "action": ROLL}
    answers = store.append_many(
        [
            ("AAAAAA", 0, {**entry, "move": "m1"}),
            ("AAAAAA", 0, entry),  # index taken (by the entry just before, same transaction)
            ("BBBBBB", 0, entry),
            ("AAAAAA", 1, {**entry, "move": "m1"}),  # move id already logged
            ("CCCCCC", 3, entry),  # a gap
            ("AAAAAA", 1, {"seat": 1, "action": ROLL}),
            ("BBBBBB", -1, entry),  # no such index
        ]
    )
    assert answers == [True, False, True, False, False, True, False]
    store.close()
    again = SQLiteStore(tmp_path / "rooms.sqlite")  # what was answered True is committed
    rows = again._db.execute("SELECT code, idx, entry FROM log ORDER BY code, idx").fetchall()
    assert [(code, idx) for code, idx, _ in rows] == [("AAAAAA", 0), ("AAAAAA", 1), ("BBBBBB", 0)]
    assert '"move":"m1"' in rows[0][2] and '"seat":1' in rows[1][2]


def test_a_failing_batch_commits_none_of_its_entries(tmp_path) -> None:
    store = SQLiteStore(tmp_path / "rooms.sqlite")
    entry = {"seat": 0, "action": ROLL}
    assert store.append_many([("AAAAAA", 0, entry), ("BBBBBB", 0, entry)]) == [True, True]
    # An error that is no refusal (here a trigger's, standing in for a full disk) in the
    # middle of a batch: the whole batch is rolled back and the caller hears the error.
    store._db.execute(
        "CREATE TRIGGER fail BEFORE INSERT ON log WHEN NEW.code = 'ZZZZZZ' "
        "BEGIN SELECT json('{'); END"
    )
    with pytest.raises(sqlite3.OperationalError):
        store.append_many([("AAAAAA", 1, entry), ("ZZZZZZ", 0, entry), ("BBBBBB", 1, entry)])
    counts = dict(store._db.execute("SELECT code, COUNT(*) FROM log GROUP BY code").fetchall())
    assert counts == {"AAAAAA": 1, "BBBBBB": 1}, "the batch was rolled back as a whole"
    assert store.append_many([("AAAAAA", 1, entry), ("BBBBBB", 1, entry)]) == [True, True]


def test_moves_of_several_rooms_in_one_turn_share_one_commit(tmp_path, run_async) -> None:
    async def scenario() -> None:
        store = CountingStore(tmp_path / "rooms.sqlite")
        rooms, codes, watchers = await open_rooms(store, 5)
        store.batches.clear()
        before = [len(w.frames) for w in watchers]
        results = await roll_in_each(rooms, codes)
        assert store.batches == [5], "one transaction for the five rooms' moves"
        assert results == [(0, False)] * 5
        for code, watcher, seen in zip(codes, watchers, before):
            assert len(rooms.room(code).match.log) == 1
            assert len(watcher.frames) == seen + 1 and watcher.frames[-1]["length"] == 1
        # A retry of a committed move is answered from the log, never played again.
        assert await rooms.act(codes[0], mover(rooms, codes[0]), ROLL, move=codes[0]) == (0, True)
        # Each move alone is still committed at once (a batch of one).
        store.batches.clear()
        await rooms.act(
            codes[1], mover(rooms, codes[1]), {"type": "roll", "hold": [0]}, move="again"
        )
        assert store.batches == [1]
        store.close()
        # Everything acknowledged is in the file.
        again = SQLiteStore(tmp_path / "rooms.sqlite")
        assert [len(again.load(code)[1]) for code in codes] == [1, 2, 1, 1, 1]

    run_async(scenario())


def test_a_failed_group_commit_leaves_every_room_unchanged_and_a_retry_plays_once(
    tmp_path, run_async
) -> None:
    async def scenario() -> None:
        store = CountingStore(tmp_path / "rooms.sqlite")
        rooms, codes, watchers = await open_rooms(store, 3)
        store.failing = True
        results = await roll_in_each(rooms, codes, return_exceptions=True)
        assert all(isinstance(r, MoveUnsettled) for r in results), results
        assert all(len(rooms.room(code).match.log) == 0 for code in codes)
        store.failing = False  # the store is back: the clients retry with the same ids
        results = await roll_in_each(rooms, codes)
        assert results == [(0, False)] * 3
        assert [len(store.load(code)[1]) for code in codes] == [1, 1, 1]
        assert all(w.frames[-1]["length"] == 1 for w in watchers)

    run_async(scenario())


def test_a_move_cancelled_while_it_waits_for_the_commit_is_not_committed(
    tmp_path, run_async
) -> None:
    async def scenario() -> None:
        store = CountingStore(tmp_path / "rooms.sqlite")
        rooms, codes, _watchers = await open_rooms(store, 2)
        store.batches.clear()
        acts = [asyncio.ensure_future(roll) for roll in rolls(rooms, codes)]
        for _ in range(10):  # both moves wait for this turn's commit
            await asyncio.sleep(0)
            if len(rooms.unsaved) == 2:
                break
        assert len(rooms.unsaved) == 2 and store.batches == []
        acts[0].cancel()  # e.g. the server shutting down
        done = await asyncio.gather(*acts, return_exceptions=True)
        assert isinstance(done[0], asyncio.CancelledError) and done[1] == (0, False)
        assert store.batches == [1], "the cancelled move's entry was left out"
        assert [len(store.load(code)[1]) for code in codes] == [0, 1]
        assert [len(rooms.room(code).match.log) for code in codes] == [0, 1]
        assert await rooms.act(codes[0], mover(rooms, codes[0]), ROLL, move=codes[0]) == (0, False)

    run_async(scenario())
