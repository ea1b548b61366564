"""A process behind the store catches up before it shows a room (the two-process failover's
"not Ben's turn": a client that failed over was shown an older table than it had seen).

Two ``Rooms`` share one Redis store; their broker never delivers a notice, as when the
process that committed a move is killed before its notice goes out (or it is still on its
way). The lagging process must not open a connection, or answer a lookup, from its old table.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_widgets.classroom import Rooms
from tabletop_widgets.classroom.server.redis_store import RedisStore
from tabletop_widgets.engine import IllegalMove

from .redis_server import redis_server

ROLL = {"type": "roll", "hold": []}


class LostNotices:
    """A shared broker whose notices never arrive (the publisher died first)."""

    async def start(self, on_notice: Any) -> None:
        return None

    async def publish(self, code: str) -> None:
        return None

    async def stop(self) -> None:
        return None


class Conn:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.frames: list[dict[str, Any]] = []

    def push(self, frame: dict[str, Any] | None) -> None:
        self.frames.append(frame)


async def processes(redis_url: str, prefix: str, count: int) -> list[Rooms]:
    """``count`` started server processes sharing one Redis store, their notices lost."""
    started = [Rooms(RedisStore(redis_url, prefix), LostNotices()) for _ in range(count)]
    for rooms in started:
        await rooms.start()
    return started


async def stop(*started: Rooms) -> None:
    for rooms in started:
        await rooms.stop()
        rooms.store.close()


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    with redis_server(tmp_path_factory.mktemp("redis")) as url:
        yield url


def test_a_failover_is_never_shown_an_older_table(redis_url, run_async):
    async def scenario():
        one, two = await processes(redis_url, "catch-up:", 2)
        code = await one.create_room("yum", 2)
        await one.join(code, "Ada")
        await one.join(code, "Ben")
        await two.find(code)
        watcher = Conn(1)  # Ben, connected to the lagging process all along
        two.connect(code, watcher)
        seen = len(watcher.frames)
        first = one.room(code).match.seats_to_act[0]
        for _ in range(2):  # Ada rolls twice through process one; two hears nothing
            await one.act(code, first, ROLL)
        expected = one.frame(one.room(code), first)
        # Ada fails over to process two: the lookup before her hello catches it up.
        room = await two.find(code)
        assert room.match.log == one.room(code).match.log
        ada = Conn(first)
        two.connect(code, ada)
        assert ada.frames[-1]["view"] == expected["view"]
        assert ada.frames[-1]["legal"] == expected["legal"]
        # The seats already connected there were pushed what was new.
        assert len(watcher.frames) > seen
        assert watcher.frames[-1]["length"] == len(one.room(code).match.log)
        # An up-to-date room is not pushed again for every lookup.
        pushed = len(watcher.frames)
        await two.find(code)
        assert len(watcher.frames) == pushed
        await stop(one, two)

    run_async(scenario())


def test_a_join_through_a_lagging_process_keeps_the_other_seats(redis_url, run_async):
    """The join route looks the room up first: a process that missed another's join does not
    write its old seat list back over it (Ada's seat and token survive Ben's join)."""

    async def scenario():
        one, two = await processes(redis_url, "catch-up-join:", 2)
        code = await one.create_room("yum", 2)
        await two.find(code)  # process two knows the room before anyone sits down
        ada, ada_token = await one.join(code, "Ada")
        room = await two.find(code)  # what the join route does first
        ben, _ = await two.join(room.code, "Ben")
        assert {ada, ben} == {0, 1}
        record, _ = two.store.load(code)
        assert [s.name for s in record.seats] == ["Ada", "Ben"]
        assert two.seat_of_token(code, ada_token) == ada  # Ada can fail over to process two
        await stop(one, two)

    run_async(scenario())


def test_joins_racing_through_two_processes_take_two_seats(redis_url, run_async):
    """Both processes looked the room up before either join was saved (their lookups raced):
    the seats are saved by compare-and-save, so the later join decides again from the stored
    seats instead of writing its old seat list over the other's (Ada keeps her seat)."""

    async def scenario():
        one, two = await processes(redis_url, "race-join:", 2)
        code = await one.create_room("yum", 2)
        await two.find(code)
        ada, ada_token = await one.join(code, "Ada")
        ben, ben_token = await two.join(code, "Ben")  # two still thinks both seats are free
        assert {ada, ben} == {0, 1}
        record, _ = one.store.load(code)
        assert sorted(s.name for s in record.seats) == ["Ada", "Ben"]
        assert two.seat_of_token(code, ada_token) == ada
        await one.find(code)
        assert one.seat_of_token(code, ben_token) == ben
        # The same name through the other process is refused once it has caught up.
        with pytest.raises(IllegalMove):
            await two.join(code, "ada")
        await stop(one, two)

    run_async(scenario())


def test_the_teachers_notice_reaches_every_process_and_survives_a_restart(redis_url, run_async):
    """A notice is stored with its control entry: a process that catches up, and one started
    afterwards, show the same notice with the same id (a dismissed banner stays dismissed).
    The rematch switch is stored with the room."""

    async def scenario():
        one, two = await processes(redis_url, "notice:", 2)
        code = await one.create_room("yum", 2)
        await one.join(code, "Ada")
        await two.find(code)
        assert two.class_facts(two.room(code))["notice"] is None
        await one.reset_room(code)
        shown = one.class_facts(one.room(code))["notice"]
        assert shown["text"] == "The teacher restarted this game."
        assert two.class_facts(await two.find(code))["notice"] == shown
        await one.pause_room(code, True)
        await one.pause_room(code, False)
        resumed = one.class_facts(one.room(code))["notice"]
        assert resumed["text"] == "The teacher resumed the game." and resumed["id"] > shown["id"]
        await one.allow_rematch(code, True)  # the switch is stored with the room too
        assert (await two.find(code)).rematch
        (three,) = await processes(redis_url, "notice:", 1)  # a restarted process
        assert three.class_facts(three.room(code))["notice"] == resumed
        assert three.room(code).rematch
        assert two.class_facts(await two.find(code))["notice"] == resumed
        await stop(one, two, three)

    run_async(scenario())
