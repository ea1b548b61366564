"""Exactly-once moves across ``kill -9`` of the SQLite table server.

Eight retrying clients play 24 one-seat Yum rooms (1,248 moves) while the server is
killed three times and restarted on the same store. Every move carries a move id made by
the client; the store's log must be exactly the acknowledged moves, in order: none lost,
none played twice (a doubled roll is an extra entry), none answered "unknown".
"""

from __future__ import annotations

import time

import pytest
from classroom_redis.zygote import Launcher

from tabletop_widgets import classroom
from tabletop_widgets.classroom import SQLiteStore

from .driver import Books, Player, ServerProcess, check_books, free_port

pytestmark = pytest.mark.xdist_group("classroom-faults-sqlite")

PLAYERS, ROOMS_EACH, KILLS_AT = 8, 3, (250, 550, 850)


def test_kill_9_the_sqlite_server_under_1000_moves_in_flight(tmp_path):
    path = tmp_path / "rooms.sqlite"
    launcher = Launcher(tmp_path)
    server = ServerProcess(launcher, free_port(), ["--store", str(path)])
    seats: list[classroom.Seat] = []
    try:
        server.start()
        store = SQLiteStore(path)
        token = store.get_meta("teacher_token")
        store.close()
        codes = [
            classroom.create_room(server.url, "yum", 1, token=token)
            for _ in range(PLAYERS * ROOMS_EACH)
        ]
        seats = [classroom.join(server.url, code, name="P") for code in codes]
        books = Books()
        players = [
            Player(seats[i * ROOMS_EACH : (i + 1) * ROOMS_EACH], books) for i in range(PLAYERS)
        ]
        started = time.monotonic()
        for p in players:
            p.start()
        in_flight = []
        for threshold in KILLS_AT:
            books.wait_total(threshold, 60)
            with books.cond:
                in_flight.append(books.in_flight)
            server.kill()  # moves in flight: sent, maybe committed, not yet acknowledged
            server.start()
        for p in players:
            p.join(120)
            assert not p.is_alive(), "a player never finished"
            assert p.error is None, repr(p.error)
        seconds = time.monotonic() - started
        store = SQLiteStore(path)
        logs = {code: store.load(code)[1] for code in codes}
        store.close()
        counts = check_books(books, logs)
        print(
            f"\nSQLite kill -9: {counts}, kills {len(KILLS_AT)}, in flight {in_flight}, "
            f"{seconds:.1f} s"
        )
        assert counts["acked"] >= 1000
        assert counts["unknown"] == counts["lost"] == counts["doubled"] == 0, counts
        assert counts["mismatched"] == counts["refused_played"] == 0, counts
        assert all(s.terminal for s in seats)
        assert sum(in_flight) > 0, "the kills must hit moves in flight"
    finally:
        for s in seats:
            s.close()
        server.stop()
        launcher.close()
