"""Rooms in Redis, so that several table-server processes serve the same rooms.

``RedisStore`` implements the server's ``Store`` (sync redis-py, called from worker
threads) and ``RedisBroker`` its ``Broker`` (redis-py's asyncio client, pub/sub). Start
every process with the same URL (``tabletop-widgets serve --redis redis://host:6379/0``)
and put them behind one proxy: a client may connect to any process, each accepted move is
committed to Redis before any process broadcasts it, and a notice on the pub/sub channel
makes the other processes push it to their own connections.

Keys (all under ``prefix``, default ``"tabletop:"``): ``room:<code>`` the room record
(JSON), ``log:<code>`` the log (a list of JSON entries), ``moves:<code>`` the move ids
in that log (a hash: id to index), ``rooms`` a sorted set of codes
by creation time, ``meta`` a hash of server settings; the channel is ``<prefix>notices``.

``append`` is atomic (a Lua script compares the list's length with ``index`` and pushes
only if they are equal), so two processes can never both accept move number ``index``.
The same script keeps ``moves:<code>``, a hash from each client move id in the log to its
index, and refuses an id it already holds: a move retried through another process after
a failover is never appended twice (the id is in the entry too, committed with it).
Durability is Redis's: run it with ``appendonly yes`` (``appendfsync everysec`` or
``always``) when a Redis restart must not lose moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

from .broker import NoticeHandler
from .store import MOVE_KEY, LogEntry, RecordChanges, RoomRecord

log = logging.getLogger(__name__)

DEFAULT_PREFIX = "tabletop:"

# KEYS[1] = the log list, KEYS[2] = the room's move-id hash; ARGV[1] = index, ARGV[2] =
# entry, ARGV[3] = the entry's move id ("" for none). 1 when pushed; 0 when the log does not
# have exactly ``index`` entries (another process appended first) or already holds the id.
_APPEND = """
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) then
  return 0
end
if ARGV[3] ~= '' then
  if redis.call('HSETNX', KEYS[2], ARGV[3], ARGV[1]) == 0 then
    return 0
  end
end
redis.call('RPUSH', KEYS[1], ARGV[2])
return 1
"""


class RedisStore(RecordChanges):
    """The ``Store`` of the table server, in Redis (``redis://host:port/db``)."""

    inline = False  # network round trips: the server calls it from worker threads

    def __init__(self, url: str, prefix: str = DEFAULT_PREFIX) -> None:
        import redis

        self.url = url
        self.prefix = prefix
        self._redis = redis.Redis.from_url(url, decode_responses=True)
        self._append = self._redis.register_script(_APPEND)

    def _key(self, *parts: str) -> str:
        return self.prefix + ":".join(parts)

    def ping(self) -> bool:
        """True when Redis answers."""
        return bool(self._redis.ping())

    def create_room(self, record: RoomRecord) -> None:
        if not self._redis.set(self._key("room", record.code), record.to_json(), nx=True):
            raise KeyError(record.code)
        self._redis.zadd(self._key("rooms"), {record.code: record.created})

    def update_record(self, code: str, change: Callable[[RoomRecord], bool]) -> bool:
        """Read room ``code``'s record, ``change`` it and write it back, atomically; nothing
        is written when ``change`` returns False (and this returns False).

        WATCH/MULTI, not Lua: Lua's JSON would round the 64-bit seed through a double.
        """
        key = self._key("room", code)
        changed = True

        def swap(pipe: Any) -> None:
            nonlocal changed
            text = pipe.get(key)
            if text is None:
                raise KeyError(code)
            record = RoomRecord.from_json(text)
            changed = change(record)
            pipe.multi()
            if changed:
                pipe.set(key, record.to_json())

        self._redis.transaction(swap, key)
        return changed

    def append(self, code: str, index: int, entry: LogEntry) -> bool:
        text = json.dumps(entry, sort_keys=True)
        move = entry.get(MOVE_KEY)
        keys = [self._key("log", code), self._key("moves", code)]
        return bool(self._append(keys=keys, args=[index, text, move if move else ""]))

    def find_move(self, code: str, move: str) -> int | None:
        index = self._redis.hget(self._key("moves", code), move)
        return int(index) if index is not None else None

    def load(self, code: str, start: int = 0) -> tuple[RoomRecord, list[LogEntry]] | None:
        pipe = self._redis.pipeline(transaction=True)
        pipe.get(self._key("room", code))
        pipe.lrange(self._key("log", code), max(0, start), -1)
        text, entries = pipe.execute()
        if text is None:
            return None
        return RoomRecord.from_json(text), [json.loads(e) for e in entries]

    def list_rooms(self) -> list[str]:
        return list(self._redis.zrange(self._key("rooms"), 0, -1))

    def get_meta(self, key: str) -> str | None:
        return self._redis.hget(self._key("meta"), key)

    def set_meta(self, key: str, value: str) -> None:
        self._redis.hset(self._key("meta"), key, value)

    def close(self) -> None:
        self._redis.close()

    def __repr__(self) -> str:
        return f"RedisStore({self.url!r})"


class RedisBroker:
    """The ``Broker`` of the table server: Redis pub/sub on ``<prefix>notices``.

    Each process tags its notices with a random id and ignores its own; every other
    process gets ``on_notice(code)`` and reloads that room's new entries from the store.
    """

    def __init__(self, url: str, prefix: str = DEFAULT_PREFIX) -> None:
        self.url = url
        self.channel = prefix + "notices"
        self.process_id = secrets.token_hex(8)
        self.published = 0
        self.received = 0
        self._redis: Any = None
        self._task: asyncio.Task | None = None

    async def start(self, on_notice: NoticeHandler) -> None:
        import redis.asyncio as aioredis

        self._redis = aioredis.Redis.from_url(self.url, decode_responses=True)
        pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
        await pubsub.subscribe(self.channel)
        self._task = asyncio.create_task(self._listen(pubsub, on_notice))

    async def _listen(self, pubsub: Any, on_notice: NoticeHandler) -> None:
        try:
            while True:
                try:
                    message = await pubsub.get_message(timeout=5.0)
                except Exception:  # Redis went away: keep trying, the store will fail loudly
                    log.warning("Redis pub/sub connection lost; retrying", exc_info=True)
                    await asyncio.sleep(0.5)
                    with contextlib.suppress(Exception):
                        await pubsub.subscribe(self.channel)
                    continue
                if not message or message.get("type") != "message":
                    continue
                sender, _, code = str(message["data"]).partition(" ")
                if sender == self.process_id or not code:
                    continue
                self.received += 1
                try:
                    await on_notice(code)
                except Exception:
                    log.exception("reloading room %s after a notice failed", code)
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()

    async def publish(self, code: str) -> None:
        await self._redis.publish(self.channel, f"{self.process_id} {code}")
        self.published += 1

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
        if self._redis is not None:
            with contextlib.suppress(Exception):
                await self._redis.aclose()
            self._redis = None


def from_url(url: str, prefix: str = DEFAULT_PREFIX) -> tuple[RedisStore, RedisBroker]:
    """A store and a broker on the same Redis (what ``serve --redis URL`` uses)."""
    store = RedisStore(url, prefix)
    store.ping()
    return store, RedisBroker(url, prefix)
