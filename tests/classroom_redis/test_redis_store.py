"""RedisStore and RedisBroker against a real redis-server."""

from __future__ import annotations

import asyncio
import threading

import pytest

from tabletop_widgets.classroom.server.redis_store import RedisBroker, RedisStore, from_url
from tabletop_widgets.classroom.server.store import RoomRecord, SeatRecord, Store

from .redis_server import redis_server


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    with redis_server(tmp_path_factory.mktemp("redis")) as url:
        yield url


@pytest.fixture
def store(redis_url, request):
    s = RedisStore(redis_url, prefix=f"t-{request.node.name}:")
    yield s
    s.close()


def record(code="ABCD", seed=2**63 + 12345, created=1000.0):
    seats = [SeatRecord("Ann"), SeatRecord("Bot", bot="random")]
    return RoomRecord(code, "yum", seed, {"x": 1}, seats, created=created)


def test_is_a_store(store):
    assert isinstance(store, Store)


def test_rooms_round_trip_with_a_64_bit_seed(store):
    store.create_room(record("R1"))
    store.create_room(record("R2", seed=7, created=1001.0))
    with pytest.raises(KeyError):
        store.create_room(record("R1"))
    rec, log = store.load("R1")
    assert rec == record("R1") and log == []
    assert store.list_rooms() == ["R1", "R2"]
    assert store.load("nope") is None


def test_append_is_conditional_on_the_length(store):
    store.create_room(record())
    assert store.append("ABCD", 0, {"seat": 0, "action": {"type": "roll", "hold": []}})
    assert not store.append("ABCD", 0, {"seat": 1, "action": {"type": "x"}})
    assert not store.append("ABCD", 5, {"seat": 1, "action": {"type": "x"}})
    assert store.append("ABCD", 1, {"redraw": 2**64 - 1})
    assert store.load("ABCD")[1] == [
        {"seat": 0, "action": {"type": "roll", "hold": []}},
        {"redraw": 2**64 - 1},
    ]
    assert store.load("ABCD", start=1)[1] == [{"redraw": 2**64 - 1}]


def test_concurrent_appends_accept_each_index_once(store):
    store.create_room(record())
    won = []

    def writer(who):
        other = RedisStore(store.url, store.prefix)
        for i in range(50):
            if other.append("ABCD", i, {"seat": who, "action": {"i": i}}):
                won.append(i)
        other.close()

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(won) == list(range(50))
    assert [e["action"]["i"] for e in store.load("ABCD")[1]] == list(range(50))


def test_seats_policy_and_meta(store):
    store.create_room(record())
    seats = [SeatRecord("Ann", token_hash="ab" * 32), SeatRecord("Ben")]
    assert store.save_seats("ABCD", seats)
    rec = store.load("ABCD")[0]
    # compare-and-save: refused (nothing written) when the stored seats are not the expected
    assert not store.save_seats("ABCD", [SeatRecord("Eve")], expected=[SeatRecord("Ann")])
    assert store.load("ABCD")[0].seats == seats
    assert store.save_seats("ABCD", seats, expected=seats)
    assert rec.seats == seats and rec.seed == 2**63 + 12345
    with pytest.raises(KeyError):
        store.save_seats("nope", seats)
    assert rec.policy == {}, "a room allows everything until the teacher says otherwise"
    store.save_policy("ABCD", {"undo": False, "undo_others": False, "help_off": ["coach"]})
    again = store.load("ABCD")[0]
    assert again.policy["help_off"] == ["coach"] and again.seats == seats
    assert again.seed == 2**63 + 12345, "the 64-bit seed survives the record's rewrite"
    with pytest.raises(KeyError):
        store.save_policy("nope", {})
    assert store.get_meta("teacher_token") is None
    store.set_meta("teacher_token", "t0k")
    assert store.get_meta("teacher_token") == "t0k"


def test_broker_delivers_other_processes_notices(redis_url, run_async):
    async def main():
        got_a, got_b = [], []
        a, b = RedisBroker(redis_url, "pubsub:"), RedisBroker(redis_url, "pubsub:")

        async def on_a(code):
            got_a.append(code)

        async def on_b(code):
            got_b.append(code)

        await a.start(on_a)
        await b.start(on_b)
        await asyncio.sleep(0.05)
        for code in ("R1", "R2", "R3"):
            await a.publish(code)
        await b.publish("R9")
        for _ in range(100):
            if len(got_b) == 3 and got_a:
                break
            await asyncio.sleep(0.01)
        await a.stop()
        await b.stop()
        return got_a, got_b

    got_a, got_b = run_async(main())
    assert got_b == ["R1", "R2", "R3"]  # in order, and not its own "R9"
    assert got_a == ["R9"]


def test_from_url_checks_the_connection(redis_url):
    store, broker = from_url(redis_url)
    assert isinstance(store, RedisStore) and isinstance(broker, RedisBroker)
    store.close()
    import redis

    with pytest.raises(redis.exceptions.ConnectionError):
        from_url("redis://127.0.0.1:1/0")


def test_a_move_id_is_appended_once_per_room(store):
    roll = {"type": "roll", "hold": []}
    for code in ("R1", "R2"):
        store.create_room(record(code))
    assert store.append("R1", 0, {"seat": 0, "action": roll, "move": "m" * 32})
    assert not store.append("R1", 1, {"seat": 0, "action": roll, "move": "m" * 32})
    assert store.append("R1", 1, {"seat": 0, "action": roll})  # entries without ids
    assert store.append("R1", 2, {"seat": 0, "action": roll})
    assert not store.append("R1", 2, {"seat": 0, "action": roll, "move": "n" * 32})  # index taken
    assert store.find_move("R1", "n" * 32) is None, "a refused append keeps no id"
    assert store.append("R2", 0, {"seat": 0, "action": roll, "move": "m" * 32})  # another room
    assert store.find_move("R1", "m" * 32) == 0 and store.find_move("R1", "x" * 32) is None
    assert [e.get("move") for e in store.load("R1")[1]] == ["m" * 32, None, None]
