"""Exactly-once moves across ``kill -9`` of each of two table servers sharing one Redis.

Eight retrying clients reach the two processes through failover proxies (half prefer A,
half prefer B) and play 24 one-seat Yum rooms (1,248 moves) while A, then B, then A again
is killed and restarted. A move in flight on a killed process is resent with its move id
through the other one: the Redis log must be exactly the acknowledged moves, in order.
"""

from __future__ import annotations

import time

import pytest
from classroom_redis.proxy import FailoverProxy
from classroom_redis.redis_server import redis_server
from classroom_redis.zygote import Launcher

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.redis_store import RedisStore

from .driver import Books, Player, ServerProcess, check_books, free_port

pytestmark = pytest.mark.xdist_group("classroom-faults-redis")

PLAYERS, ROOMS_EACH = 8, 3
#: (process to kill, acknowledged moves before the kill)
KILLS = ((0, 300), (1, 600), (0, 900))


def test_kill_9_each_of_two_redis_processes_under_1000_moves_in_flight(tmp_path):
    with redis_server(tmp_path) as redis_url:
        launcher = Launcher(tmp_path)
        servers = [ServerProcess(launcher, free_port(), ["--redis", redis_url]) for _ in "AB"]
        fronts: list[FailoverProxy] = []
        seats: list[classroom.Seat] = []
        try:
            for server in servers:
                server.start()
            a, b = (server.port for server in servers)
            fronts = [FailoverProxy([a, b]), FailoverProxy([b, a])]
            store = RedisStore(redis_url)
            token = store.get_meta("teacher_token")
            codes = []
            for i in range(PLAYERS * ROOMS_EACH):
                front = fronts[i // ROOMS_EACH % 2]  # each room made where its player sits
                code = classroom.create_room(front.url, "yum", 1, token=token)
                seats.append(classroom.join(front.url, code, name="P"))
                codes.append(code)
            assert {a, b} <= set(fronts[0].choices + fronts[1].choices)
            books = Books()
            players = [
                Player(seats[i * ROOMS_EACH : (i + 1) * ROOMS_EACH], books) for i in range(PLAYERS)
            ]
            started = time.monotonic()
            for p in players:
                p.start()
            in_flight = []
            for victim, threshold in KILLS:
                books.wait_total(threshold, 60)
                with books.cond:
                    in_flight.append(books.in_flight)
                servers[victim].kill()
                servers[victim].start()
            for p in players:
                p.join(120)
                assert not p.is_alive(), "a player never finished"
                assert p.error is None, repr(p.error)
            seconds = time.monotonic() - started
            logs = {code: store.load(code)[1] for code in codes}
            store.close()
            counts = check_books(books, logs)
            print(f"\nRedis kill -9 (A, B, A): {counts}, in flight {in_flight}, {seconds:.1f} s")
            assert counts["acked"] >= 1000
            assert counts["unknown"] == counts["lost"] == counts["doubled"] == 0, counts
            assert counts["mismatched"] == counts["refused_played"] == 0, counts
            assert all(s.terminal for s in seats)
            assert sum(in_flight) > 0, "the kills must hit moves in flight"
        finally:
            for s in seats:
                s.close()
            for f in fronts:
                f.close()
            for server in servers:
                server.stop()
            launcher.close()
