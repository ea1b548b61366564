"""``Rooms.end_room`` / ``reset_room`` as stored log entries: two server processes sharing a
store (two ``Rooms`` on one SQLite file here) agree after each notice, and a replay agrees."""

from __future__ import annotations

import pytest

from tabletop_widgets.classroom import IllegalMove, Rooms, SQLiteStore
from tabletop_widgets.classroom.server.rooms import replay_room


def test_two_processes_see_the_same_reset_and_end(tmp_path, run_async):
    async def scenario():
        path = tmp_path / "rooms.sqlite"
        one, two = Rooms(SQLiteStore(path)), Rooms(SQLiteStore(path))
        await one.start()
        await two.start()
        code = await one.create_room("yum", 2)
        await one.join(code, "Ada")
        await one.join(code, "Ben")
        room_two = await two.find(code)
        await one.act(code, one.room(code).match.seats_to_act[0], {"type": "roll", "hold": []})
        await two.on_notice(code)
        assert room_two.match.log == one.room(code).match.log
        await one.reset_room(code)
        await two.on_notice(code)
        assert room_two.match.seed == one.room(code).match.seed
        assert room_two.match.log == [] and room_two.base == 2  # the move and the reset
        # The other process plays on after the reset: its index is the store's length.
        await two.act(code, room_two.match.seats_to_act[0], {"type": "roll", "hold": []})
        await one.on_notice(code)
        assert one.room(code).match.state == room_two.match.state
        await two.end_room(code)
        await one.on_notice(code)
        assert one.room(code).ended and one.room_summary(code)["ended"]
        with pytest.raises(IllegalMove, match="ended"):
            await one.act(code, one.room(code).match.seats_to_act[0], {"type": "roll", "hold": []})
        # A fresh replay of the whole stored log gives the same game.
        record, log = one.store.load(code)
        table, base = replay_room(record, log)
        assert table.closed == "The teacher ended this game."
        assert base == len(log) - 1 and table.match.state == room_two.match.state
        assert [e for e in log if "reset" in e or "end" in e] == [log[1], log[3]]

    run_async(scenario())
