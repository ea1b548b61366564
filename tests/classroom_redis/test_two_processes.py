"""Two table-server processes share rooms through a real Redis; one is killed mid-game.

The scenario runs 30 times in the suite's own loop (a parametrized round each, fresh
processes and an empty Redis every round), killing process A in even rounds and B in odd
ones, the kill racing a move in flight. Server processes are forked from one pre-imported
zygote (``zygote.py``) so that 60 start-ups cost seconds, not minutes. Every wait is on an
event (a snapshot arriving, a process answering), never a fixed sleep.
"""

from __future__ import annotations

import json
import threading
import urllib.request

import pytest
import redis

from tabletop_widgets import classroom
from tabletop_widgets.classroom.protocol import new_move_id
from tabletop_widgets.classroom.server.redis_store import RedisStore

from .proxy import FailoverProxy
from .redis_server import free_port, redis_server
from .zygote import Launcher

pytestmark = pytest.mark.xdist_group("classroom-redis-two-processes")

ROUNDS = 30
MOVES_BEFORE, MOVES_AFTER = 12, 12


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A Redis server and a zygote that forks table-server processes (for every round)."""
    workdir = tmp_path_factory.mktemp("two-processes")
    with redis_server(workdir) as redis_url:
        launcher = Launcher(workdir)
        try:
            yield redis_url, launcher
        finally:
            launcher.close()


def knows_room(port: int, code: str) -> bool:
    """One lookup: a process that has not heard of the room yet loads it from Redis."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rooms/{code}", timeout=15):
            return True
    except OSError:
        return False


class Table:
    """Two seats and the moves acknowledged to them, woken by every snapshot either gets."""

    def __init__(self, seats: list[classroom.Seat]) -> None:
        self.seats = seats
        self.acked: list[dict] = []
        self.changed = threading.Condition()
        for s in seats:
            s.on_update(self._wake)

    def _wake(self, _frame) -> None:
        with self.changed:
            self.changed.notify_all()

    def play_one(self) -> None:
        """The seat whose turn it is makes its first legal move (roll, or score a box); the
        move is resent with its id across the failover until the server answers."""
        with self.changed:
            assert self.changed.wait_for(lambda: any(s.my_turn for s in self.seats), 15), (
                "nobody could move"
            )
            s = next(s for s in self.seats if s.my_turn)
            action = s.legal[0]
        move = new_move_id()
        s.act(action, timeout=20, move=move)  # IllegalMove/TimeoutError fail the round
        self.acked.append({"seat": s.seat, "action": action, "move": move})


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_two_processes_one_room_and_a_failover(cluster, round_):
    redis_url, launcher = cluster
    redis.Redis.from_url(redis_url).flushdb()  # each round starts with no rooms
    ports = [free_port(), free_port()]
    pids = [launcher.start(port, "--redis", redis_url) for port in ports]
    front = [FailoverProxy([ports[0], ports[1]]), FailoverProxy([ports[1], ports[0]])]
    victim = round_ % 2
    survivor = 1 - victim
    seats: list[classroom.Seat] = []
    store = RedisStore(redis_url)
    try:
        token = store.get_meta("teacher_token")
        code = classroom.create_room(front[0].url, "yum", 2, token=token)
        assert knows_room(ports[1], code), "the second process cannot find the room in Redis"
        seats = [
            classroom.join(front[0].url, code, name="Ada"),  # served by process A
            classroom.join(front[1].url, code, name="Ben"),  # served by process B
        ]
        assert front[0].choices[-1] == ports[0] and front[1].choices[-1] == ports[1]
        table = Table(seats)
        for _ in range(MOVES_BEFORE):  # moves alternate between the processes' clients
            table.play_one()
        # The victim dies while the next move is on its way (to it or to the survivor).
        killer = threading.Thread(target=launcher.kill, args=(pids[victim],))
        killer.start()
        table.play_one()
        killer.join(10)
        assert not killer.is_alive()
        for _ in range(MOVES_AFTER - 1):
            table.play_one()
        # The victim's client came back through the survivor.
        assert front[victim].choices[-1] == ports[survivor]
        log = store.load(code)[1]
        assert log == table.acked  # every accepted move, in order, none lost or doubled
        assert {a["seat"] for a in table.acked} == {0, 1}
        # Both clients see the same table as the surviving process.
        url = f"http://127.0.0.1:{ports[survivor]}/api/rooms/{code}"
        with urllib.request.urlopen(url) as r:
            summary = json.loads(r.read())
        assert summary["moves"] == len(table.acked)
        for s in seats:
            assert s.wait_for(lambda s: s.scores == summary["scores"], 5)
    finally:
        for s in seats:
            s.close()
        for f in front:
            f.close()
        store.close()
        launcher.kill(pids[survivor])
