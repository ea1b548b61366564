"""The SQLite store and the bot registry (no server)."""

from __future__ import annotations

import pytest

from tabletop_widgets.classroom import (
    RoomRecord,
    SeatRecord,
    SQLiteStore,
    Store,
    bot_for,
    bot_names,
)
from tabletop_widgets.engine import get_game


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


def test_bot_registry_finds_every_games_bots_by_name():
    expected = {
        "yum": {"greedy", "optimal"},
        "gin_rummy": {"greedy", "fair"},
        "gyumi": {"memory", "fading"},
        "gnumies": {"high", "low", "thinking"},
        "carousel": {"greedy", "solver", "hand-meld"},
    }
    for game, names in expected.items():
        assert names | {"random"} <= set(bot_names(game)), game
        bot = bot_for(game, sorted(names)[0])
        assert hasattr(bot, "choose")
    with pytest.raises(ValueError, match="no bot 'nope'"):
        bot_for("yum", "nope")
    assert get_game("yum").name == "yum"


def test_the_table_server_plays_every_game_without_jupyter_code():
    """A room of every game is served (snapshots, teacher views) with no widget library loaded."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from tabletop_widgets.classroom import serve, create_room, join\n"
        "server = serve()\n"
        "for game in ('yum', 'gin_rummy', 'gyumi', 'gnumies', 'carousel'):\n"
        "    code = create_room(server.url, game, 2, bots={1: 'random'}, token=server.teacher_token)\n"
        "    seat = join(server.url, code, name='Ada')\n"
        "    assert seat.view and seat.legal, game\n"
        "    seat.close()\n"
        "server.stop()\n"
        "print([m for m in ('anywidget', 'ipywidgets', 'IPython') if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"
