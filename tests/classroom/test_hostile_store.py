"""Issue 42, point 5: damage in a SQLite store never stops the server's start.

A malformed JSON log row (written by hand, with the move-id index dropped as a hand edit
needs; or bytes changed in the file) or a page damaged mid-file: the server starts, lists each
affected room as damaged with the reason, and every other room plays on. A damaged room list
is rebuilt from the log. A store SQLite cannot read at all (its first page damaged) is one
clear message saying what to do, never a traceback, and the file is left as it was.
"""

from __future__ import annotations

import logging
import random
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
import requests

from tabletop_widgets import classroom
from tabletop_widgets.classroom import cli
from tabletop_widgets.classroom.server.store import SQLiteStore, StoreFileError

ROOMS = 3


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A checkpointed store of three Yum rooms (one player, moves played room by room: each
    room's log rows lie together), its room codes and teacher token."""
    path = tmp_path_factory.mktemp("store") / "class.sqlite"
    with classroom.serve(store=path) as server:
        token = server.teacher_token
        codes = [classroom.create_room(server.url, "yum", 1, token=token) for _ in range(ROOMS)]
        for code in codes:
            seat = classroom.join(server.url, code, name="Ann")
            while not seat.snapshot["terminal"]:
                seat.act(seat.legal[-1])  # the last legal move scores a box: 13 end the game
            seat.close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path, codes, token


@pytest.fixture
def store(built, tmp_path):
    path, codes, token = built
    copy = tmp_path / "class.sqlite"
    shutil.copy(path, copy)
    return copy, codes, token


class Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


def start_and_list(path: Path, token: str) -> tuple[dict, list[logging.LogRecord]]:
    """Start a server on ``path`` (it must start), play a move in every undamaged room, and
    return its rooms by code and what it logged."""
    lines = Lines()
    loggers = [logging.getLogger(n) for n in ("tabletop_widgets.classroom", "uvicorn.error")]
    for logger in loggers:
        logger.addHandler(lines)
    try:
        with classroom.serve(store=path) as server:
            auth = {"Authorization": f"Bearer {token}"}
            rooms = {
                r["code"]: r
                for r in requests.get(f"{server.url}/api/rooms", headers=auth, timeout=10).json()
            }
            for code, room in rooms.items():
                if not room.get("damaged"):  # the others play on: a new game, a move
                    for step in ("reset", "seats/0/free"):
                        url = f"{server.url}/api/class/rooms/{code}/{step}"
                        assert requests.post(url, headers=auth, json={}, timeout=10).ok
                    seat = classroom.join(server.url, code, token=None, name=f"New {code}")
                    seat.act(seat.legal[0])
                    seat.close()
    finally:
        for logger in loggers:
            logger.removeHandler(lines)
    return rooms, lines.records


def assert_one_damaged(rooms, records, damaged, reason):
    assert set(rooms) >= {damaged} and rooms[damaged]["damaged"] is True
    assert reason in rooms[damaged]["reason"], rooms[damaged]["reason"]
    assert [c for c, r in rooms.items() if r.get("damaged")] == [damaged]
    assert not [r for r in records if r.exc_info], "no traceback in the log"


def test_a_malformed_json_row_with_its_index_dropped_does_not_stop_the_start(store):
    path, codes, token = store
    db = sqlite3.connect(path)
    db.execute("DROP INDEX log_move")  # a hand edit: the index refuses a malformed row
    db.execute(
        'UPDATE log SET entry = \'{"seat": 0, "act\' WHERE code = ? AND idx = 2', (codes[1],)
    )
    db.commit()
    db.close()
    rooms, records = start_and_list(path, token)
    assert len(rooms) == ROOMS
    assert_one_damaged(rooms, records, codes[1], "JSONDecodeError")


def page_size(data: bytes) -> int:
    size = int.from_bytes(data[16:18], "big")
    return 65536 if size == 1 else size


def pages_with(data: bytes, only: bytes, not_any: list[bytes]) -> list[int]:
    """Numbers of the pages (after the first) holding ``only`` and none of ``not_any``."""
    size = page_size(data)
    out = []
    for number in range(1, len(data) // size):
        page = data[number * size : (number + 1) * size]
        if only in page and not any(other in page for other in not_any):
            out.append(number)
    return out


def damage(path: Path, number: int, start: int = 0) -> None:
    data = bytearray(path.read_bytes())
    size = page_size(data)
    noise = random.Random(number).randbytes(size - start)
    data[number * size + start : (number + 1) * size] = noise
    path.write_bytes(bytes(data))


def test_a_row_changed_in_the_file_is_a_damaged_room(store):
    path, codes, token = store
    data = bytearray(path.read_bytes())
    at = data.find(b'"seat":0', data.find(codes[2].encode(), 1024 * 6))
    assert at > 0
    data[at : at + 8] = b'"seat":{'  # the same length: only the JSON is broken
    path.write_bytes(bytes(data))
    rooms, records = start_and_list(path, token)
    broken = [c for c, r in rooms.items() if r.get("damaged")]
    assert len(broken) == 1 and "JSONDecodeError" in rooms[broken[0]]["reason"]
    assert not [r for r in records if r.exc_info]


def test_a_page_damaged_mid_file_closes_only_the_rooms_on_it(store):
    path, codes, token = store
    data = path.read_bytes()
    others = [c.encode() for c in codes if c != codes[1]]
    candidates = pages_with(data, codes[1].encode(), others)
    assert candidates, "a page holding only the second room's rows"
    damage(path, candidates[len(candidates) // 2])
    rooms, records = start_and_list(path, token)
    assert len(rooms) == ROOMS
    assert_one_damaged(rooms, records, codes[1], "DatabaseError")


def test_a_damaged_room_list_is_rebuilt_from_the_log_and_the_server_starts(store):
    path, codes, token = store
    data = path.read_bytes()
    listing = pages_with(data, b'"seed"', [b'"action"'])  # the rooms' records
    assert listing
    for number in listing:
        damage(path, number, start=8)  # the page header stays: its cells are garbage
    rooms, records = start_and_list(path, token)
    assert set(rooms) == set(codes), "every room is listed"
    assert all(r["damaged"] for r in rooms.values())
    assert any("room list is damaged" in r.getMessage() for r in records)
    assert not [r for r in records if r.exc_info]


def test_a_store_sqlite_cannot_read_is_one_clear_message(store, capsys):
    path, _, _ = store
    damage(path, 0, start=100)  # the first page after its header: the schema
    before = path.read_bytes()
    with pytest.raises(StoreFileError, match="Restore it from a backup"):
        SQLiteStore(path)
    assert cli.main(["serve", "--lang", "en", "--port", "0", "--store", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is damaged beyond what the server can read" in err and ".recover" in err
    assert "Traceback" not in err and err.count("\n") == 1
    assert path.read_bytes() == before, "the file is left as it was"


# ----- issue 21: a store file SQLite cannot read ---


@pytest.mark.parametrize("content", [b"", b"not a database at all", "sqlite-foreign"])
def test_an_empty_or_foreign_store_file_stops_the_start_with_a_clear_message(
    tmp_path, content, capsys
):
    path = tmp_path / "class.sqlite"
    if content == "sqlite-foreign":
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE grades (student TEXT, mark REAL)")
        db.commit()
        db.close()
        words = "another program's SQLite database"
    else:
        path.write_bytes(content)
        words = "empty (0 bytes)" if not content else "not a SQLite file"
    before = path.read_bytes()
    with pytest.raises(StoreFileError, match=re.escape(words)):
        SQLiteStore(path)
    assert cli.main(["serve", "--lang", "en", "--port", "0", "--store", str(path)]) == 2
    assert words in capsys.readouterr().err
    assert path.read_bytes() == before, "the file is left as it was"
