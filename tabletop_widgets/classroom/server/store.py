"""Where rooms live: their set-up, their seats and their accepted log (the truth).

``Store`` is the interface (a ``typing.Protocol``): the table server calls only these
methods, from worker threads, so an implementation may block (SQLite, Redis, ...).
``SQLiteStore`` is the embedded default (stdlib ``sqlite3``, WAL journal): every
``append`` is committed before it returns, and the server broadcasts a move only after
``append`` returned True, so a ``kill -9`` never loses an accepted move.

A person's move carries the client's move id in its log entry (``entry["move"]``), so the
id is committed in the same transaction as the move. A store never holds one id twice in a
room's log (a unique index in SQLite, the append script in Redis): a move retried after a
failover cannot be appended again, and the server answers it with the original outcome.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from .store_file import (
    DAMAGED_STORE,
    StoreFileError,
    check_store_file,
    check_store_tables,
)

try:
    import orjson
except ImportError:  # the classroom extra installs it; the plain encoder does without
    orjson = None

LOG = logging.getLogger("tabletop_widgets.classroom")
LogEntry = dict[str, Any]
#: The key of a log entry holding the client's move id (absent on bot and control entries).
MOVE_KEY = "move"


def compact_json_bytes(value: Any, *, sort_keys: bool = False) -> bytes:
    """Compact JSON of plain data as UTF-8 bytes. Encoding is a large part of a move's cost at
    a busy table (the frames sent, the entry stored), so orjson (the ``classroom`` extra) does it
    when installed: first without its option for integer keys (which nearly doubles its time,
    and no frame or entry has such keys), then with it; the standard library's encoder gives
    the same JSON where orjson cannot (no orjson, or an integer over 64 bits). The bytes are
    always valid UTF-8 to send or store: a lone surrogate (JSON text may carry one, e.g. a
    client's ``"\\ud800"``) stays escaped."""
    if orjson is not None:
        sort = orjson.OPT_SORT_KEYS if sort_keys else 0
        try:
            return orjson.dumps(value, option=sort)
        except TypeError:  # orjson.JSONEncodeError: e.g. an integer key
            try:
                return orjson.dumps(value, option=sort | orjson.OPT_NON_STR_KEYS)
            except TypeError:  # e.g. an integer over 64 bits
                pass
    text = json.dumps(value, separators=(",", ":"), sort_keys=sort_keys, ensure_ascii=False)
    try:
        return text.encode()
    except UnicodeEncodeError:  # a lone surrogate: escape what is not ASCII
        return json.dumps(value, separators=(",", ":"), sort_keys=sort_keys).encode()


def compact_json(value: Any, *, sort_keys: bool = False) -> str:
    """``compact_json_bytes`` as text."""
    return compact_json_bytes(value, sort_keys=sort_keys).decode()


def token_hash(token: str) -> str:
    """The stored form of a seat token (SHA-256 hex); stores never hold raw seat tokens."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class SeatRecord:
    """One seat of a room: who sits there (a person's name and token hash, or a bot's name)."""

    name: str
    #: SHA-256 of the seat's token once a person has joined (None: the seat is free).
    token_hash: str | None = None
    #: The bot's name in the game's registry entry (``engine.bots_of``) when a bot plays here.
    bot: str | None = None

    @property
    def kind(self) -> str:
        """``"bot"``, ``"person"`` (joined) or ``"empty"``."""
        if self.bot:
            return "bot"
        return "person" if self.token_hash else "empty"


@dataclass
class RoomRecord:
    """A room's set-up: everything but the log. ``seed`` never leaves the server."""

    code: str
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[SeatRecord]
    created: float = field(default_factory=time.time)
    #: What the room allows besides moves (``engine.Policy.to_dict``); empty: everything
    #: (records stored before rooms had a policy load with this default).
    policy: dict[str, Any] = field(default_factory=dict)
    #: The teacher lets the players start a rematch once their game is over.
    rematch: bool = False

    @property
    def num_seats(self) -> int:
        return len(self.seats)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RoomRecord:
        data = json.loads(text)
        data["seats"] = [SeatRecord(**s) for s in data["seats"]]
        data["policy"] = dict(data.get("policy") or {})  # records from before room policies
        return cls(**data)


@runtime_checkable
class Store(Protocol):
    """Persistent rooms. Methods may block; the server calls them from worker threads.

    ``append`` is the one write on the hot path: it must be durable (committed) when
    it returns True, and must refuse (return False) when ``index`` is not the log's
    current length (another server process appended first: reload and retry).
    ``inline`` is True when its calls take microseconds (local SQLite): the server
    then calls ``append`` and ``save_seats`` on its event loop instead of in a worker
    thread (network stores say False).
    """

    #: Calls are fast enough to make on the server's event loop.
    inline: bool

    def create_room(self, record: RoomRecord) -> None:
        """Store a new room (``KeyError`` if the code exists)."""

    def save_seats(
        self, code: str, seats: list[SeatRecord], expected: list[SeatRecord] | None = None
    ) -> bool:
        """Replace the seat records of room ``code`` (names, token hashes, bots).

        With ``expected`` (the seats the change was made from), a compare-and-save: False,
        and nothing written, when the stored seats are no longer ``expected`` (another
        server process changed them first: reload and decide again).
        """

    def save_policy(self, code: str, policy: dict[str, Any]) -> None:
        """Replace the policy of room ``code`` (``engine.Policy.to_dict``)."""

    def save_rematch(self, code: str, allowed: bool) -> None:
        """Set whether the players of room ``code`` may start a rematch themselves."""

    def append(self, code: str, index: int, entry: LogEntry) -> bool:
        """Commit ``entry`` as log entry number ``index`` (0-based) of ``code``.

        False (and nothing written) when the log does not have exactly ``index`` entries,
        or when ``entry["move"]`` (a client's move id) is already in the room's log.
        """

    def append_many(self, entries: Sequence[tuple[str, int, LogEntry]]) -> list[bool]:
        """``append`` each ``(code, index, entry)`` in order, committed together where the
        store can (one transaction: a group commit); each is True or False on its own, as
        ``append`` would say. Raises (and commits none) when the store fails."""

    def find_move(self, code: str, move: str) -> int | None:
        """The log index of the entry carrying move id ``move`` in room ``code`` (None: none)."""

    def load(self, code: str, start: int = 0) -> tuple[RoomRecord, list[LogEntry]] | None:
        """The room's record and its log entries from ``start`` on (None: no such room)."""

    def list_rooms(self) -> list[str]:
        """Every room code, oldest first."""

    def get_meta(self, key: str) -> str | None:
        """A server-wide setting (e.g. ``"teacher_token"``), None when unset."""

    def set_meta(self, key: str, value: str) -> None:
        """Store a server-wide setting."""

    def close(self) -> None:
        """Release connections and files."""


#: The page size of a new SQLite store file, in bytes (``SQLiteStore``).
PAGE_SIZE = 1024


class RecordChanges:
    """The record writes every store makes the same way, through its own one-transaction
    ``update_record(code, change)`` (read the record, ``change`` it, write it back unless
    ``change`` says False)."""

    def update_record(self, code: str, change: Callable[[RoomRecord], bool]) -> bool:
        raise NotImplementedError

    def append(self, code: str, index: int, entry: LogEntry) -> bool:
        raise NotImplementedError

    def append_many(self, entries: Sequence[tuple[str, int, LogEntry]]) -> list[bool]:
        """One ``append`` after another (a store without transactions across rooms)."""
        return [self.append(code, index, entry) for code, index, entry in entries]

    def save_seats(
        self, code: str, seats: list[SeatRecord], expected: list[SeatRecord] | None = None
    ) -> bool:
        def change(record: RoomRecord) -> bool:
            if expected is not None and record.seats != list(expected):
                return False
            record.seats = list(seats)
            return True

        return self.update_record(code, change)

    def save_policy(self, code: str, policy: dict[str, Any]) -> None:
        def change(record: RoomRecord) -> bool:
            record.policy = dict(policy)
            return True

        self.update_record(code, change)

    def save_rematch(self, code: str, allowed: bool) -> None:
        def change(record: RoomRecord) -> bool:
            record.rematch = bool(allowed)
            return True

        self.update_record(code, change)


class SQLiteStore(RecordChanges):
    """The embedded store: one SQLite file (``":memory:"`` for tests), WAL journal.

    One connection shared by the server's worker threads behind a lock; each write
    is its own transaction (``append_many``: one for all its entries), committed before
    the method returns. Commits take microseconds (WAL, no fsync per commit), so the
    server calls it inline.
    """

    inline = True

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        if self.path != ":memory:":
            check_store_file(self.path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._checkpoints: threading.Thread | None = None
        self._closed = threading.Event()
        try:
            if self.path != ":memory:":
                check_store_tables(self._db, self.path)
            self._open()
        except (StoreFileError, sqlite3.DatabaseError) as exc:
            self.close()
            if isinstance(exc, StoreFileError):
                raise
            reason = f"SQLite: {exc}"
            raise StoreFileError(DAMAGED_STORE, path=self.path, reason=reason) from None

    def _open(self) -> None:
        """Set the file up (pragmas, tables), and read its room list and settings once: a
        file SQLite cannot read that far raises ``sqlite3.DatabaseError``."""
        # A new file gets small pages (before WAL, before any table; an existing file keeps
        # its own): a commit writes every page it changed to the write-ahead log, and a move
        # changes a few rows of three B-trees (the log, its key, its move ids), so 1 KiB pages
        # write about 12 KiB per commit where the default 4 KiB pages wrote about 29 KiB.
        self._db.execute(f"PRAGMA page_size={PAGE_SIZE}")
        self._db.execute("PRAGMA journal_mode=WAL")
        # NORMAL under WAL: a committed transaction survives a killed process (not a power cut).
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        if self.path != ":memory:":
            # Checkpoints (which fsync) run in a thread of their own, never inside a commit
            # on the server's event loop.
            self._db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpoints = threading.Thread(
                target=self._checkpoint_loop, name="sqlite-checkpoint", daemon=True
            )
            self._checkpoints.start()
        # ``log_move`` skips a row that is not JSON (a damaged row: its room loads as damaged),
        # so that building the index on a store that lacks it never stops the start.
        with self._lock:
            self._db.executescript(
                """
                CREATE TABLE IF NOT EXISTS rooms (
                    code TEXT PRIMARY KEY, record TEXT NOT NULL, created REAL NOT NULL);
                CREATE TABLE IF NOT EXISTS log (
                    code TEXT NOT NULL, idx INTEGER NOT NULL, entry TEXT NOT NULL,
                    PRIMARY KEY (code, idx));
                CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE UNIQUE INDEX IF NOT EXISTS log_move
                    ON log (code, json_extract(entry, '$.move'))
                    WHERE json_valid(entry) AND json_extract(entry, '$.move') IS NOT NULL;
                """
            )
        self.list_rooms()
        self._db.execute("SELECT key, value FROM meta").fetchall()

    def create_room(self, record: RoomRecord) -> None:
        with self._lock:
            try:
                self._db.execute(
                    "INSERT INTO rooms (code, record, created) VALUES (?, ?, ?)",
                    (record.code, record.to_json(), record.created),
                )
            except sqlite3.IntegrityError:
                raise KeyError(record.code) from None

    def update_record(self, code: str, change: Callable[[RoomRecord], bool]) -> bool:
        """Read room ``code``'s record, ``change`` it and write it back in one transaction
        (another process may share the file); nothing is written when ``change`` says False."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                row = self._db.execute(
                    "SELECT record FROM rooms WHERE code = ?", (code,)
                ).fetchone()
                if row is None:
                    raise KeyError(code)
                record = RoomRecord.from_json(row[0])
                if not change(record):
                    self._db.execute("ROLLBACK")
                    return False
                self._db.execute(
                    "UPDATE rooms SET record = ? WHERE code = ?", (record.to_json(), code)
                )
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
            return True

    def append(self, code: str, index: int, entry: LogEntry) -> bool:
        return self.append_many([(code, index, entry)])[0]

    def append_many(self, entries: Sequence[tuple[str, int, LogEntry]]) -> list[bool]:
        rows = [
            (code, index, compact_json(entry, sort_keys=True)) for code, index, entry in entries
        ]
        with self._lock:
            if len(rows) == 1:  # one INSERT is its own transaction (autocommit)
                return [self._insert(*rows[0])]
            # Several rooms' entries in one transaction: WAL pages shared by the entries
            # (the log's last page, index pages) are written once, not once per entry.
            self._db.execute("BEGIN IMMEDIATE")
            try:
                done = [self._insert(*row) for row in rows]
                self._db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                raise
            return done

    def _insert(self, code: str, index: int, text: str) -> bool:
        """Insert one log entry (the caller holds the lock); False when it is refused."""
        if type(index) is not int or index < 0:
            return False
        # A taken index breaks the primary key, a move id already logged the unique index
        # ``log_move``; a gap cannot happen (writers only know committed entries) but is
        # refused too: the row is inserted only when the entry before it is there (one
        # statement, not a look-up and then a write). A refused INSERT undoes only itself,
        # also inside a transaction of several.
        try:
            cursor = self._db.execute(
                "INSERT INTO log (code, idx, entry) SELECT ?, ?, ? "
                "WHERE ? = 0 OR EXISTS (SELECT 1 FROM log WHERE code = ? AND idx = ?)",
                (code, index, text, index, code, index - 1),
            )
        except sqlite3.IntegrityError:
            return False
        return cursor.rowcount == 1

    def find_move(self, code: str, move: str) -> int | None:
        with self._lock:
            row = self._db.execute(
                "SELECT idx FROM log WHERE code = ? AND json_extract(entry, '$.move') = ?",
                (code, move),
            ).fetchone()
        return row[0] if row else None

    def load(self, code: str, start: int = 0) -> tuple[RoomRecord, list[LogEntry]] | None:
        with self._lock:
            row = self._db.execute("SELECT record FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is None:
                return None
            rows = self._db.execute(
                "SELECT entry FROM log WHERE code = ? AND idx >= ? ORDER BY idx", (code, start)
            ).fetchall()
        return RoomRecord.from_json(row[0]), [json.loads(r[0]) for r in rows]

    def list_rooms(self) -> list[str]:
        """Every room code, oldest first; when the rooms' table is damaged, the codes still
        readable from its index and from the log (their rooms then load as damaged)."""
        with self._lock:
            try:
                rows = self._db.execute("SELECT code FROM rooms ORDER BY created, code").fetchall()
            except sqlite3.DatabaseError as exc:
                return self._salvage_codes(exc)
        return [r[0] for r in rows]

    def _salvage_codes(self, exc: sqlite3.DatabaseError) -> list[str]:
        """Room codes readable despite ``exc`` (the caller holds the lock); ``exc`` if none."""
        found: list[str] = []
        for query in ("SELECT code FROM rooms ORDER BY code", "SELECT DISTINCT code FROM log"):
            with contextlib.suppress(sqlite3.DatabaseError):
                cursor = self._db.execute(query)
                while (row := cursor.fetchone()) is not None:  # keeps what precedes damage
                    if row[0] not in found:
                        found.append(row[0])
        if not found:
            raise exc
        LOG.warning(
            "The store's room list is damaged (%s): %d rooms found by other ways.", exc, len(found)
        )
        return found

    def get_meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    def _checkpoint_loop(self, every: float = 1.0) -> None:
        db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA busy_timeout=5000")
        try:
            while not self._closed.wait(every):
                with contextlib.suppress(sqlite3.Error):  # busy: the next round catches up
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def close(self) -> None:
        self._closed.set()
        if self._checkpoints is not None:
            self._checkpoints.join(5)
        with self._lock, contextlib.suppress(sqlite3.Error):
            self._db.close()

    def __repr__(self) -> str:
        return f"SQLiteStore({self.path!r})"
