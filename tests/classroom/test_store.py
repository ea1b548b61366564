"""The SQLite store and the registry's bots as rooms seat them (no server)."""

from __future__ import annotations

import pytest

from tabletop_widgets.classroom import RoomRecord, SeatRecord, SQLiteStore, Store
from tabletop_widgets.classroom.server.rooms import bot_factory
from tabletop_widgets.engine import all_games, bots_of, get_game, make_bot


def record(code="ABCDEF"):
    return RoomRecord(
        code, "yum", 42, {}, [SeatRecord("Ada"), SeatRecord("Greedy bot", bot="greedy")]
    )


def test_sqlite_store_keeps_rooms_and_log_across_reopening(tmp_path):
    path = tmp_path / "rooms.sqlite"
    store = SQLiteStore(path)
    assert isinstance(store, Store)
    store.create_room(record())
    with pytest.raises(KeyError):
        store.create_room(record())
    assert store.append("ABCDEF", 0, {"seat": 0, "action": {"type": "roll"}})
    assert not store.append("ABCDEF", 0, {"seat": 1, "action": {"type": "roll"}}), "index taken"
    assert not store.append("ABCDEF", 5, {"seat": 1, "action": {"type": "roll"}}), "gap"
    assert store.append("ABCDEF", 1, {"redraw": 7})
    store.save_seats("ABCDEF", [SeatRecord("Bea", token_hash="x"), SeatRecord("Bot", bot="random")])
    store.set_meta("teacher_token", "t0")
    store.close()
    again = SQLiteStore(path)
    rec, log = again.load("ABCDEF")
    assert rec.seed == 42 and rec.game == "yum"
    assert [s.kind for s in rec.seats] == ["person", "bot"] and rec.seats[0].name == "Bea"
    assert log == [{"seat": 0, "action": {"type": "roll"}}, {"redraw": 7}]
    assert again.load("ABCDEF", start=1)[1] == [{"redraw": 7}]
    assert again.load("NOPE") is None
    assert again.list_rooms() == ["ABCDEF"]
    assert again.get_meta("teacher_token") == "t0" and again.get_meta("other") is None
    assert again._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_new_store_file_has_small_pages_and_an_older_file_keeps_its_own(tmp_path, monkeypatch):
    import sqlite3

    from tabletop_widgets.classroom.server import store as store_module

    fresh = SQLiteStore(tmp_path / "new.sqlite")
    assert fresh._db.execute("PRAGMA page_size").fetchone()[0] == store_module.PAGE_SIZE == 1024
    fresh.close()
    # A file made by an earlier version (SQLite's default pages), with a room in it.
    older = tmp_path / "older.sqlite"
    monkeypatch.setattr(store_module, "PAGE_SIZE", 4096)
    first = SQLiteStore(older)
    first.create_room(record())
    assert first.append("ABCDEF", 0, {"seat": 0, "action": {"type": "roll"}})
    first.close()
    monkeypatch.undo()
    again = SQLiteStore(older)
    assert again._db.execute("PRAGMA page_size").fetchone()[0] == 4096
    assert again.append("ABCDEF", 1, {"seat": 1, "action": {"type": "roll"}, "move": "m1"})
    assert not again.append("ABCDEF", 2, {"seat": 1, "action": {"type": "roll"}, "move": "m1"})
    assert len(again.load("ABCDEF")[1]) == 2
    again.close()
    assert sqlite3.connect(older).execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_room_seats_every_registered_bot_of_every_game_by_name():
    for game in all_games():
        names = bots_of(game)
        assert "random" in names and len(names) >= 2, game  # each game declares its own bots
        for name in names:
            assert hasattr(make_bot(bot_factory(game, name)), "choose"), (game, name)
    with pytest.raises(ValueError, match="no bot 'nope'"):
        bot_factory("yum", "nope")
    assert get_game("yum").name == "yum"


def test_records_stored_before_room_policies_load_with_everything_allowed(tmp_path):
    store = SQLiteStore(tmp_path / "old.sqlite")
    old = record().to_json().replace(', "policy": {}', "")
    assert "policy" not in old
    store._db.execute("INSERT INTO rooms (code, record, created) VALUES (?, ?, ?)", ("OLD", old, 1))
    rec, _ = store.load("OLD")
    assert rec.policy == {}
    store.save_policy("OLD", {"undo": False, "undo_others": False, "help_off": ["hint"]})
    assert store.load("OLD")[0].policy["help_off"] == ["hint"]
    with pytest.raises(KeyError):
        store.save_policy("NOPE", {})
    store.close()


def test_the_table_server_plays_every_game_without_jupyter_code():
    """A room of every game is served (snapshots, teacher views) with no widget library loaded."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from tabletop_widgets.classroom import serve, create_room, join\n"
        "server = serve()\n"
        "from tabletop_widgets.engine import all_games\n"
        "for game, rules in all_games().items():\n"
        "    n = rules.min_seats\n"
        "    bots = {s: 'random' for s in range(1, n)}\n"
        "    code = create_room(server.url, game, n, bots=bots, token=server.teacher_token)\n"
        "    seat = join(server.url, code, name='Ada')\n"
        "    assert seat.view and seat.legal, game\n"
        "    seat.close()\n"
        "server.stop()\n"
        "print([m for m in ('anywidget', 'ipywidgets', 'IPython') if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_sqlite_seats_are_saved_by_compare_and_save(tmp_path):
    """Two stores on one file (two server processes): a seat change made from seats that
    another process has changed since is refused, and nothing is written."""
    path = tmp_path / "rooms.db"
    one, two = SQLiteStore(path), SQLiteStore(path)
    one.create_room(record())
    free = one.load("ABCDEF")[0].seats
    ada = [SeatRecord("Ada", token_hash="a"), *free[1:]]
    assert one.save_seats("ABCDEF", ada, expected=free)
    ben = [SeatRecord("Ben", token_hash="b"), *free[1:]]
    assert not two.save_seats("ABCDEF", ben, expected=free), "made from seats now out of date"
    assert two.load("ABCDEF")[0].seats == ada
    with pytest.raises(KeyError):
        two.save_seats("NOPE", ben, expected=free)
    assert two.save_seats("ABCDEF", ben)  # without expected: a plain save
    one.close()
    two.close()
