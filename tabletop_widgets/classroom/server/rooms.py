"""The rooms in memory: one engine ``Table`` per room, its seats and its connections.

``Rooms`` is the only writer of rooms, and it never writes into a ``Match``: every
change goes through the room's ``engine.Table``. A person's move is
``table.propose(seat, action)`` (made canonical once and checked), its ``entry`` is
committed to the ``Store``, then ``table.commit(proposal)``; each bot move the same way
(``table.bot_proposal()``). Only then is every connected seat pushed its own snapshot
and a notice published on the ``Broker`` ("commit before broadcast"). A move the store
refuses (another process appended first) reloads the room and is refused too.

Exactly-once: a person's move may carry the client's move id (``protocol.move_id``). The
id goes into the committed log entry (``store.MOVE_KEY``); each room keeps the ids of its
log in memory (rebuilt from the store on load and refresh) and the last refusals it gave,
so a repeated id is answered with its first outcome and never played twice, also when the
retry reaches another process or a restarted one (its log holds the id).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import re
import secrets
from collections import ChainMap, OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...engine import (
    IllegalMove,
    Match,
    Policy,
    Proposal,
    Table,
    all_games,
    bot_label,
    bots_of,
    fresh_seed,
    get_game,
    queries_of,
)
from ...engine.table import MAX_BOT_MOVES
from ..protocol import CODE_ALPHABET, CODE_LENGTH, END_REASON, MAX_NAME, SNAPSHOT, TEACHER
from .auth import Identity
from .broker import Broker, LocalBroker
from .store import MOVE_KEY, RoomRecord, SeatRecord, Store, compact_json_bytes, token_hash

LOG = logging.getLogger("tabletop_widgets.classroom")

#: ``fn(code, game_name, entry, match)`` after each accepted, committed log entry.
Listener = Callable[[str, str, dict, Match], Any]

#: The table server's own log entries (the engine never sees them): ``{"end": True}`` (the
#: teacher ended the game: no more moves) and ``{"reset": seed}`` (a fresh game with the same
#: seats). A room's table plays its game since the last reset.
END_ENTRY = "end"
RESET_ENTRY = "reset"
#: ``{"pause": true}`` / ``{"pause": false}``: the teacher paused or resumed the table.
PAUSE_ENTRY = "pause"
#: The store's server-wide setting holding the policy new rooms start with.
POLICY_META = "policy"
#: Open websockets one seat (one seat token) may have: past it the oldest is closed.
MAX_SOCKETS_PER_SEAT = 4
TOO_MANY_SOCKETS = "This seat is open in too many places: this connection is closed."
#: Refused move ids a room remembers (with their reasons) to answer a retry the same way.
REMEMBERED_REFUSALS = 4096


class MoveUnsettled(Exception):
    """The store did not answer while committing a move: whether it was written is not
    known here. The client sends the same move id again (``"retry": true``); the store's
    log then says what happened, and the move is played at most once."""


#: What a paused table tells every seat (its ``closed`` banner) and answers a move.
PAUSE_REASON = "The teacher paused the game: wait for the go-ahead."
#: The notices every seat of a table is shown when the teacher acts on it.
RESET_NOTICE = "The teacher restarted this game."
END_NOTICE = "The teacher ended this game: here are the final scores."
RESUME_NOTICE = "The teacher resumed the game."
#: A control entry's notice to every seat (stored with it, so every process shows it).
NOTICE_KEY = "notice"
REMATCH_NOTICE = "A rematch started."
#: Names that differ only in case or spacing are the same name in a room.
NAME_TAKEN = "Someone called {name} is already at this table: choose another name."

#: A student may not take a name the table itself uses (issue 42).
NAME_RESERVED = (
    "{name} is a name the table uses itself (the teacher, bots, free seats): choose your own name."
)
#: Names reserved whatever the game (besides each game's bots, "<bot> bot" and "Seat N").
RESERVED_NAMES = frozenset({"teacher", "the teacher", "bot", "seat", "server", "table server"})


class NameTaken(IllegalMove):
    """A person with this name already sits in the room (or the class)."""


class SeatsChanged(IllegalMove):
    """Another server process changed a table's seats between reading and saving them."""


SEATS_CHANGED = "The seats of this table changed meanwhile: try again."
#: How often a join decides again after another process changed the seats first.
JOIN_ATTEMPTS = 4


def reserved_name(name: str) -> bool:
    """True for a name a student may not take: the teacher's, a bot's display name ("Random
    bot", "Random bot 2", "random"), or a free seat's ("Seat 3"), in any case or spacing."""
    words = name_words(name)
    if words and words[-1].isdigit():
        words = words[:-1]
    if words and words[-1] == "bot":
        words = words[:-1] or ["bot"]
    text = " ".join(words)
    return not text or text in RESERVED_NAMES or text in bot_display_names()


def name_words(name: str) -> list[str]:
    """``name``'s words as ``reserved_name`` compares them (case, "_", "-" and marks aside)."""
    return re.sub(r"[\W_]+", " ", name.casefold()).split()


@functools.cache
def bot_display_names() -> frozenset[str]:
    """Every game's bot names as ``reserved_name`` compares them ("hand meld", "random")."""
    return frozenset(" ".join(name_words(bot)) for game in all_games() for bot in bots_of(game))


def same_name(a: str, b: str) -> bool:
    """True when two seat names are the same to a reader (case and spacing aside)."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


class Frame(ChainMap):
    """A frame to send (a mapping, as every ``Connection`` takes) that carries its JSON
    already encoded (``data``, UTF-8 bytes), so a broadcast encodes what seats share once
    and a websocket writes the bytes as they are. It reads through to the seat's own part
    and the part every seat shares (no copy of either per seat)."""

    def __init__(self, own: dict[str, Any], common: dict[str, Any], data: bytes) -> None:
        super().__init__(common, own)
        self.data = data


class Connection(Protocol):
    """A live seat connection as ``Rooms`` sees it (the websocket endpoint implements it)."""

    seat: int

    def push(self, frame: Mapping[str, Any] | None) -> None:
        """Queue ``frame`` for sending (never blocks; a stuck client is dropped)."""


def room_policy(record: RoomRecord) -> Policy:
    """The policy a room's table runs under: the room's, with Undo always off (a shared
    table: a move others have seen is not taken back)."""
    stored = Policy.from_dict(record.policy or None)
    return Policy(undo=False, undo_others=False, help_off=stored.help_off)


def bot_factory(game: str, name: str) -> Any:
    """The registered bot ``name`` of ``game`` (``ValueError`` names the choices)."""
    bots = bots_of(game)
    if name not in bots:
        title = get_game(game).title
        raise ValueError(f"{title} has no bot {name!r} (choose from {', '.join(bots)}).")
    return bots[name]


def new_table(record: RoomRecord, seed: int | None = None) -> Table:
    """A fresh table for ``record`` (``seed``: a game started by a reset)."""
    return Table(
        get_game(record.game),
        [bot_factory(record.game, s.bot) if s.bot else None for s in record.seats],
        record.seed if seed is None else seed,
        record.options,
        [s.name for s in record.seats],
        room_policy(record),
    )


def is_control(entry: dict) -> bool:
    """True for the table server's own log entries (an end or a reset), not the engine's."""
    return END_ENTRY in entry or RESET_ENTRY in entry or PAUSE_ENTRY in entry


def play_entry(table: Table, entry: dict) -> None:
    """Apply one stored log entry to ``table`` (a move, checked by the rules, or an end)."""
    if END_ENTRY in entry:
        table.close(END_REASON)
    elif PAUSE_ENTRY in entry:
        if entry[PAUSE_ENTRY] and not table.closed:
            table.close(PAUSE_REASON)
        elif not entry[PAUSE_ENTRY] and table.closed == PAUSE_REASON:
            table.closed = None
    else:
        table.commit(table.propose(entry["seat"], entry["action"]))


def entry_notice(entry: dict) -> str | None:
    """The notice a stored control entry shows every seat (None: a move, or a pause).
    Entries stored before notices were kept in the log get the notice of their kind."""
    text = entry.get(NOTICE_KEY)
    if isinstance(text, str) and text:
        return text
    if END_ENTRY in entry:
        return END_NOTICE
    if RESET_ENTRY in entry:
        return RESET_NOTICE
    if PAUSE_ENTRY in entry and not entry[PAUSE_ENTRY]:
        return RESUME_NOTICE
    return None


def last_notice(entries: list[dict], start: int = 0) -> dict[str, Any] | None:
    """The last notice among stored ``entries`` (the first at log index ``start``) as the
    frames carry it: ``{"id": index + 1, "text"}`` (the same in every server process)."""
    for i in range(len(entries) - 1, -1, -1):
        entry = entries[i]
        text = entry_notice(entry) if is_control(entry) else None
        if text:
            return {"id": start + i + 1, "text": text}
    return None


def replay_room(record: RoomRecord, log: list[dict]) -> tuple[Table, int]:
    """A room's current game from its whole stored log: ``(table, base)``.

    The table plays the game since the last reset (closed if the teacher ended it);
    ``base`` counts the stored entries that are not in its match's log.
    """
    start, seed = 0, record.seed
    for i, entry in enumerate(log):
        if RESET_ENTRY in entry:
            start, seed = i + 1, entry[RESET_ENTRY]
    table = new_table(record, seed)
    for entry in log[start:]:
        play_entry(table, entry)
    return table, len(log) - len(table.match.log)


def game_summary(name: str) -> dict[str, Any]:
    """Public facts of a registered game: title, seat range, its bots and declared queries."""
    game = all_games()[name]
    return {
        "name": game.name,
        "title": game.title,
        "min_seats": game.min_seats,
        "max_seats": game.max_seats,
        "bots": list(bots_of(name)),
        "queries": [q.describe() for q in queries_of(name)],
    }


class DamagedRoom(KeyError):
    """A room the store holds but that cannot be loaded (its record or log is damaged)."""


def damage_reason(exc: BaseException) -> str:
    """Why a stored room could not be loaded, in one line for the teacher."""
    return f"{type(exc).__name__}: {str(exc)[:160]}".rstrip(": ")


def damaged_message(code: str) -> str:
    """What anyone opening a damaged room is told (the reason is for the teacher's list)."""
    return (
        f"Room {code} is damaged in the store and cannot be opened (the teacher's list says why)."
    )


def damaged_summary(code: str, reason: str) -> dict[str, Any]:
    """What the teacher's lists show of a damaged room: its code, and why it cannot open."""
    return {
        "code": code,
        "game": None,
        "title": f"Damaged room ({reason})",
        "seats": [],
        "scores": [],
        "to_act": [],
        "terminal": False,
        "ended": True,
        "paused": False,
        "moves": 0,
        "created": 0.0,
        "policy": {},
        "queries": [],
        "damaged": True,
        "reason": reason,
    }


def clean_name(name: Any, fallback: str) -> str:
    """A seat name: printable text of 1 to 40 characters (else ``fallback``)."""
    if not isinstance(name, str):
        return fallback
    name = " ".join("".join(ch for ch in name if ch.isprintable()).split())[:MAX_NAME]
    return name or fallback


async def close_when_sent(websocket: Any, queue: asyncio.Queue, patience: float = 5.0) -> None:
    """Close ``websocket`` once its send ``queue`` is drained (its last frame sent)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    while not queue.empty() and loop.time() < deadline:
        await asyncio.sleep(0.01)
    with contextlib.suppress(Exception):  # already closed by the client
        await websocket.close(4000, "seat changed")


@dataclass
class Room:
    """One table in memory: its record (set-up, seats, policy) and its engine ``Table``."""

    record: RoomRecord
    table: Table
    connections: dict[int, set] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    revision: int = 0
    #: Stored log entries that are not in the table's log (games before the last reset, an end).
    base: int = 0
    #: Client move ids in the stored log, with their log index (exactly-once moves).
    moves: dict[str, int] = field(default_factory=dict)
    #: The latest refused move ids with their reasons (a retry gets the same refusal).
    refused: OrderedDict[str, str] = field(default_factory=OrderedDict)

    def note_moves(self, entries: list[dict], start: int) -> None:
        """Remember the move ids of stored log entries ``start``, ``start + 1`` ..."""
        for i, entry in enumerate(entries, start):
            move = entry.get(MOVE_KEY)
            if isinstance(move, str):
                self.moves[move] = i

    def note_refusal(self, move: str | None, reason: str) -> None:
        if move is not None:
            self.refused[move] = reason
            while len(self.refused) > REMEMBERED_REFUSALS:
                self.refused.popitem(last=False)

    #: The last notice from the teacher every seat is shown (``{"id", "text"}``), else None.
    notice: dict[str, Any] | None = None

    @property
    def code(self) -> str:
        return self.record.code

    @property
    def rematch(self) -> bool:
        """The players may start a rematch themselves once the game is over (stored)."""
        return self.record.rematch

    @property
    def match(self) -> Match:
        """The table's match (read it; never write into it)."""
        return self.table.match

    @property
    def paused(self) -> bool:
        """The teacher paused this table (its table is closed with ``PAUSE_REASON``)."""
        return self.table.closed == PAUSE_REASON

    @property
    def ended(self) -> bool:
        """The teacher ended this game (no more moves until a reset)."""
        return self.table.closed is not None and not self.paused

    @property
    def length(self) -> int:
        """The length of the room's stored log (the index of the next entry)."""
        return self.base + len(self.table.match.log)

    def away(self, seat: int) -> bool:
        return self.record.seats[seat].kind == "person" and not self.connections.get(seat)

    def seat_list(self) -> list[dict[str, Any]]:
        return [
            {"seat": i, "name": s.name, "kind": s.kind, "bot": s.bot, "away": self.away(i)}
            for i, s in enumerate(self.record.seats)
        ]

    def sync_table(self, before: list[SeatRecord]) -> None:
        """Bring the table in line with the record after its seats or policy changed."""
        for seat, (old, new) in enumerate(zip(before, self.record.seats)):
            if old.bot != new.bot:
                self.table.set_bot(
                    seat, bot_factory(self.record.game, new.bot) if new.bot else None
                )
        names = [s.name for s in self.record.seats]
        if names != list(self.table.match.names):
            self.table.rename(names)  # names are part of the state: replayed under them
        self.table.policy = room_policy(self.record)


class Rooms:
    """Every room of one server process. All methods run on the server's event loop."""

    def __init__(self, store: Store, broker: Broker | None = None) -> None:
        self.store = store
        self.broker = broker or LocalBroker()
        self.rooms: dict[str, Room] = {}
        self.listeners: list[Listener] = []
        #: Rooms the store holds that could not be loaded: code -> why.
        self.damaged: dict[str, str] = {}
        #: Connections being closed after their last frame (``drop_connections``).
        self.closing: set[Any] = set()  # asyncio tasks
        # Log entries waiting for this turn of the event loop's group commit (``_append``).
        self.unsaved: list[tuple[str, int, dict, asyncio.Future]] = []

    async def _store(self, method: Callable[..., Any], *args: Any) -> Any:
        """Call a store method: inline when the store says it is fast (``Store.inline``,
        e.g. local SQLite), else in a worker thread (network stores)."""
        if self.store.inline:
            return method(*args)
        return await asyncio.to_thread(method, *args)

    async def _append(self, code: str, index: int, entry: dict) -> bool:
        """``Store.append``, returning once the entry is committed. On an inline store the
        entries of every room that commits in the same turn of the event loop go to the
        store together (``Store.append_many``, one transaction: a group commit); each
        caller still goes on only after its own entry is committed, with its own answer.
        The entry of a caller cancelled before the commit is left out; one cancelled
        after it leaves a committed entry its table has not played, so the room's next
        commit is refused and reloads the room (as when another process appended first)."""
        if not self.store.inline:
            return await asyncio.to_thread(self.store.append, code, index, entry)
        loop = asyncio.get_running_loop()
        committed = loop.create_future()
        if not self.unsaved:
            loop.call_soon(self._commit_unsaved)  # after every task this turn has run
        self.unsaved.append((code, index, entry, committed))
        return await committed

    def _commit_unsaved(self) -> None:
        unsaved = [item for item in self.unsaved if not item[3].done()]  # not cancelled
        self.unsaved = []
        if not unsaved:
            return
        try:
            done = self.store.append_many([(code, i, entry) for code, i, entry, _ in unsaved])
        except Exception as exc:  # nothing was committed: every caller hears why
            for *_, committed in unsaved:
                committed.set_exception(exc)
            return
        for (*_, committed), ok in zip(unsaved, done):
            committed.set_result(ok)  # none was cancelled since the filter: no await between

    # ----- life cycle ------------------------------------------------------------------

    async def start(self) -> None:
        """Load every stored room (replaying its log) and subscribe to the broker."""
        for code in await asyncio.to_thread(self.store.list_rooms):
            try:
                if await self._load(code) is None:
                    raise LookupError("its record is missing from the store")
            except Exception as exc:
                self.mark_damaged(code, exc)
        await self.broker.start(self.on_notice)
        for room in self.rooms.values():  # bots whose turn it was when the server stopped
            await self._run_bots_and_push(room)

    async def stop(self) -> None:
        await self.broker.stop()

    def mark_damaged(self, code: str, exc: BaseException) -> None:
        """Room ``code`` cannot be loaded: list it as damaged with the reason (one log line)."""
        self.damaged[code] = damage_reason(exc)
        LOG.warning(
            "Room %s is damaged in the store and stays closed: %s", code, self.damaged[code]
        )

    async def _load(self, code: str) -> Room | None:
        loaded = await asyncio.to_thread(self.store.load, code)
        if loaded is None:
            return None
        record, log = loaded
        table, base = await asyncio.to_thread(replay_room, record, log)
        room = Room(record=record, table=table, base=base, notice=last_notice(log))
        room.note_moves(log, 0)
        self.rooms[code] = room
        return room

    async def on_notice(self, code: str) -> None:
        """Another process changed room ``code``: load what is new and push it."""
        room = self.rooms.get(code)
        if room is None:
            await self._load(code)
            return
        async with room.lock:
            await self._refresh(room)
        self.push(room)

    async def _refresh(self, room: Room) -> None:
        loaded = await asyncio.to_thread(self.store.load, room.code, room.length)
        if loaded is None:
            return
        record, tail = loaded
        room.note_moves(tail, room.length)
        room.notice = last_notice(tail, room.length) or room.notice
        before = room.record.seats
        room.record = record
        room.sync_table(before)
        for entry in tail:
            if RESET_ENTRY in entry:
                self._reset_table(room, entry[RESET_ENTRY])
            else:
                play_entry(room.table, entry)
                if is_control(entry):
                    room.base += 1
        room.revision += 1

    # ----- rooms -----------------------------------------------------------------------

    def room(self, code: Any) -> Room:
        """The room called ``code`` (``KeyError`` with a student-readable message)."""
        if not isinstance(code, str) or code.upper() not in self.rooms:
            raise KeyError(f"There is no room {code!r} on this server.")
        return self.rooms[code.upper()]

    async def find(self, code: Any) -> Room:
        """The room called ``code``, loaded from the store if this process has not seen it
        yet (another server process created it) and caught up with the store if it has
        (``catch_up``); ``KeyError`` when there is none."""
        try:
            room = self.room(code)
        except KeyError:
            if not isinstance(code, str) or not 0 < len(code) <= 16 or not code.isalnum():
                raise
            code = code.upper()
            if code in self.damaged:
                raise DamagedRoom(damaged_message(code)) from None
            try:
                room = await self._load(code)
            except Exception as exc:
                self.mark_damaged(code, exc)
                raise DamagedRoom(damaged_message(code)) from None
            if room is None:
                raise
            return room
        await self.catch_up(room)
        return room

    async def catch_up(self, room: Room) -> None:
        """Bring ``room`` up to what the store holds now, and push any change to its seats.

        With several server processes this one may be behind the store: a notice is still
        on its way, or was lost with a process killed between its commit and its notice. A
        client failing over to this process has already seen every committed entry it was
        shown (commit before broadcast), so the room it reconnects to must hold them too:
        else its first snapshot here is older than its last one there (a turn it already
        played shows as its turn again). One process (``LocalBroker``): memory is current.
        """
        if isinstance(self.broker, LocalBroker):
            return
        async with room.lock:
            before = (room.length, room.record.to_json())
            try:
                await self._refresh(room)
            except Exception:  # the store is down: serve what this process has
                LOG.warning("room %s: could not catch up with the store", room.code, exc_info=True)
                return
            changed = (room.length, room.record.to_json()) != before
        if changed:
            self.push(room)

    def default_policy(self) -> dict[str, Any]:
        """The policy new rooms start with (set for all rooms by the teacher)."""
        text = self.store.get_meta(POLICY_META)
        return json.loads(text) if text else {}

    async def create_room(
        self,
        game: str,
        seats: int,
        bots: dict[int, str] | None = None,
        options: dict | None = None,
        names: list[str] | None = None,
    ) -> str:
        """Open a room of ``game`` for ``seats`` players; ``bots`` maps seat numbers to bot names.

        Raises ``ValueError`` (unknown game or bot, bad seat count or options).
        """
        games = all_games()
        if not isinstance(game, str) or game not in games:
            raise ValueError(f"There is no game {game!r} (choose from {', '.join(games)}).")
        game_obj = games[game]
        if type(seats) is not int or not game_obj.min_seats <= seats <= game_obj.max_seats:
            raise ValueError(
                f"{game_obj.title} is played by {game_obj.min_seats} to {game_obj.max_seats} players."
            )
        bot_map: dict[int, str] = {}
        for key, name in (bots or {}).items():
            seat = int(key) if isinstance(key, str) and key.isdigit() else key
            if type(seat) is not int or not 0 <= seat < seats:
                raise ValueError(f"Bot seat {key!r} is not a seat of this room (0 to {seats - 1}).")
            if not isinstance(name, str):
                raise ValueError(f"Bot names are text, not {name!r}.")
            bot_factory(game, name)
            bot_map[seat] = name
        records = []
        for seat in range(seats):
            given = names[seat] if names and seat < len(names) else None
            default = bot_label(bot_map[seat]) if seat in bot_map else f"Seat {seat + 1}"
            records.append(SeatRecord(name=clean_name(given, default), bot=bot_map.get(seat)))
        seed = fresh_seed()
        options = game_obj.check_options(options)  # ValueError for unknown names or wrong types
        policy = await self._store(self.default_policy)
        for _ in range(20):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            record = RoomRecord(
                code=code,
                game=game_obj.name,
                seed=seed,
                options=options,
                seats=records,
                policy=policy,
            )
            try:
                await self._store(self.store.create_room, record)
            except KeyError:
                continue
            room = Room(record=record, table=new_table(record))
            self.rooms[code] = room
            await self.broker.publish(code)  # other server processes load the new room
            await self._run_bots_and_push(room)
            return code
        raise RuntimeError("Could not find a free room code.")

    async def join(
        self,
        code: str,
        name: str | None = None,
        seat: int | None = None,
        identity: Identity | None = None,
    ) -> tuple[int, str]:
        """Seat a person in room ``code``: ``(seat, token)``. The token resumes the seat later.

        ``seat`` asks for one seat; otherwise a free seat kept under this name (the teacher's
        dashboard assigns seats by name), else the first free one. A signed-in user
        (``identity.name``) who already sits here gets that seat back with a new token.
        Raises ``KeyError`` (no room) or ``IllegalMove`` (no free seat). With several server
        processes the seats are saved by compare-and-save: a join that lost a race to another
        process decides again from the stored seats (``SeatsChanged`` after a few tries).
        """
        room = self.room(code)
        for _ in range(JOIN_ATTEMPTS - 1):
            try:
                return await self._join_once(room, name, seat, identity)
            except SeatsChanged:  # another process seated someone first: decide again
                continue
        return await self._join_once(room, name, seat, identity)

    async def _join_once(
        self, room: Room, name: str | None, seat: int | None, identity: Identity | None
    ) -> tuple[int, str]:
        user = identity.name if identity is not None else None
        async with room.lock:
            seats = room.record.seats
            chosen = None
            if user:
                chosen = next(
                    (i for i, s in enumerate(seats) if s.kind == "person" and s.name == user), None
                )
            if chosen is None and seat is None and (user or name):
                wanted = clean_name(user or name, "")  # a seat the teacher kept for this name
                chosen = next(
                    (
                        i
                        for i, s in enumerate(seats)
                        if s.kind == "empty" and same_name(s.name, wanted)
                    ),
                    None,
                )
            wanted = clean_name(user or name, "")
            if not user and wanted and reserved_name(wanted):
                raise NameTaken(NAME_RESERVED.format(name=wanted))
            taken = any(s.kind == "person" and same_name(s.name, wanted) for s in seats)
            if not user and wanted and chosen is None and taken:
                raise NameTaken(NAME_TAKEN.format(name=wanted))
            if chosen is None:
                if seat is not None:
                    if type(seat) is not int or not 0 <= seat < len(seats):
                        raise IllegalMove(f"Seat {seat!r} is not a seat of this room.")
                    if seats[seat].kind != "empty":
                        raise IllegalMove(f"Seat {seat + 1} is taken.")
                    chosen = seat
                else:
                    free = [i for i, s in enumerate(seats) if s.kind == "empty"]
                    unkept = [i for i in free if not self.kept_name(seats[i])]
                    chosen = (unkept or free or [None])[0]  # a seat kept for a name last
                    if chosen is None:
                        raise IllegalMove("This room is full.")
            token = secrets.token_urlsafe(24)
            new = [SeatRecord(s.name, s.token_hash, s.bot) for s in seats]
            new[chosen] = SeatRecord(
                name=clean_name(user or name, seats[chosen].name), token_hash=token_hash(token)
            )
            await self._save_seats(room, new)
        self.push(room)
        await self.broker.publish(room.code)
        return chosen, token

    def seat_of_token(self, code: str, token: Any) -> int:
        """The seat that ``token`` opens in room ``code`` (``PermissionError`` otherwise)."""
        room = self.room(code)
        if isinstance(token, str) and 0 < len(token) <= 200:
            digest = token_hash(token)
            for i, s in enumerate(room.record.seats):
                if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                    return i
        raise PermissionError("That seat token does not open a seat in this room.")

    async def place_bot(self, code: str, seat: int, bot: str) -> None:
        """Put bot ``bot`` in ``seat`` (an empty seat, or a person's seat nobody is connected to)."""
        room = self.room(code)
        if not isinstance(bot, str) or bot not in bots_of(room.record.game):
            names = ", ".join(bots_of(room.record.game))
            raise ValueError(f"No bot {bot!r} for this game (choose from {names}).")
        async with room.lock:
            seats = room.record.seats
            if type(seat) is not int or not 0 <= seat < len(seats):
                raise ValueError(f"Seat {seat!r} is not a seat of this room.")
            if room.connections.get(seat):
                raise ValueError(f"{seats[seat].name} is connected: that seat is not empty.")
            new = [SeatRecord(s.name, s.token_hash, s.bot) for s in seats]
            new[seat] = SeatRecord(name=bot_label(bot), bot=bot)
            await self._save_seats(room, new)
        await self._run_bots_and_push(room)

    async def _save_seats(self, room: Room, seats: list[SeatRecord]) -> None:
        """Save ``seats`` if the stored seats are still this process's (compare-and-save);
        else catch up with the store and raise ``SeatsChanged`` (the caller holds the lock)."""
        if not await self._store(self.store.save_seats, room.code, seats, room.record.seats):
            await self._refresh(room)
            self.push(room)
            raise SeatsChanged(SEATS_CHANGED)
        before = room.record.seats
        room.record.seats = seats
        room.sync_table(before)
        room.revision += 1

    # ----- what a room allows ------------------------------------------------------------

    async def set_policy(self, code: str, policy: Any) -> dict[str, Any]:
        """Set what room ``code`` allows (``engine.Policy`` data; ``ValueError`` if bad).
        Every seat's next snapshot lists its queries as allowed or refused with the reason."""
        room = self.room(code)
        data = Policy.from_dict(policy).to_dict()
        async with room.lock:
            await self._store(self.store.save_policy, room.code, data)
            room.record.policy = data
            room.table.policy = room_policy(room.record)
            room.revision += 1
        await self.broker.publish(room.code)
        self.push(room)
        return room_policy(room.record).to_dict()

    async def set_policy_everywhere(self, policy: Any) -> dict[str, Any]:
        """Set the policy of every room and of the rooms opened from now on."""
        data = Policy.from_dict(policy).to_dict()
        await self._store(self.store.set_meta, POLICY_META, json.dumps(data))
        for code in list(self.rooms):
            await self.set_policy(code, data)
        return Policy(undo=False, help_off=frozenset(data["help_off"])).to_dict()

    # ----- moves -----------------------------------------------------------------------

    async def act(
        self, code: str, seat: int, action: Any, move: str | None = None
    ) -> tuple[int, bool]:
        """Play ``action`` for person ``seat``, commit it, let the bots answer, push snapshots.

        ``move`` is the client's move id (``protocol.move_id``): a move whose id is already
        in the log is not played again, and one refused before is refused with the same
        reason. Returns ``(index, repeat)``: the move's stored log index, and whether it was
        committed before (a retry answered from the log). Raises ``IllegalMove`` with the
        rules' reason (the room is then unchanged), ``MoveUnsettled`` when the store failed.
        """
        room = self.room(code)
        async with room.lock:
            if move is not None:
                if move in room.moves:
                    self.push(room, {seat})
                    return room.moves[move], True
                if move in room.refused:
                    raise IllegalMove(room.refused[move])
            try:
                if room.record.seats[seat].kind == "bot":
                    raise IllegalMove("A bot plays this seat now.")
                proposal = room.table.propose(seat, action)
                index = await self._commit(room, proposal, move)
            except IllegalMove as exc:
                if move is not None and move in room.moves:  # committed by another process
                    self.push(room, {seat})
                    return room.moves[move], True
                room.note_refusal(move, str(exc))
                raise
            await self._bots_after(room)
        self.push(room)
        return index, False

    async def _commit(self, room: Room, proposal: Proposal, move: str | None = None) -> int:
        """Commit ``proposal`` (with the client's move id) to the store, then to the table."""
        entry = proposal.entry
        stored = {**entry, MOVE_KEY: move} if move is not None else entry
        index = room.length
        try:
            ok = await self._append(room.code, index, stored)
        except Exception as exc:
            LOG.warning("room %s: the store failed during a commit", room.code, exc_info=True)
            with contextlib.suppress(Exception):
                await self._refresh(room)  # learn whether it was written after all
            self.push(room)
            if move is not None and move in room.moves:
                return room.moves[move]
            raise MoveUnsettled("The table server could not reach its store; retrying.") from exc
        if not ok:
            await self._refresh(room)
            self.push(room)
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        room.table.commit(proposal)
        if move is not None:
            room.moves[move] = index
        room.revision += 1
        await self.broker.publish(room.code)
        for listener in list(self.listeners):
            try:
                listener(room.code, room.record.game, entry, room.match)
            except Exception:
                LOG.exception("a move listener failed")
        return index

    async def _bots(self, room: Room) -> None:
        for _ in range(MAX_BOT_MOVES):
            if not room.table.bot_to_act():  # no thread hop where no bot is to play
                return
            proposal = await asyncio.to_thread(room.table.bot_proposal)
            if proposal is None:
                return
            await self._commit(room, proposal)
        LOG.warning("room %s: the bots played %d moves in a row", room.code, MAX_BOT_MOVES)

    async def _bots_after(self, room: Room) -> None:
        """Let the bots answer a committed move. A bot move the store refuses or cannot take
        is left for later (the person's move stands: its caller is told it was played)."""
        try:
            await self._bots(room)
        except (IllegalMove, MoveUnsettled):
            LOG.warning("room %s: a bot move was refused or not stored", room.code)

    async def _run_bots_and_push(self, room: Room) -> None:
        async with room.lock:
            await self._bots_after(room)
        self.push(room)

    # ----- queries -----------------------------------------------------------------------

    async def query(self, code: str, seat: int, name: Any, args: Any) -> dict[str, Any]:
        """Ask query ``name`` for ``seat`` (``engine.Table.query``: from the seat's recall;
        ``QueryRefused`` with the policy's reason). The answer rides on the seat's snapshots."""
        room = self.room(code)
        async with room.lock:
            return await asyncio.to_thread(room.table.query, seat, name, args)

    async def follow(self, code: str, seat: int, name: Any, on: Any) -> None:
        """Switch a standing query (the coach, a practice aid) on or off for ``seat``."""
        room = self.room(code)
        async with room.lock:
            room.table.follow(seat, name, on)

    def undo_refusal(self, code: str, seat: int) -> str:
        """Why ``seat`` may not take a move back at this table (the room's policy)."""
        return self.room(code).table.undo_refusal(seat) or "Undo is turned off at this table."

    # ----- the teacher ends or resets a game ---------------------------------------------

    async def end_room(self, code: str) -> None:
        """End the room's game: no more moves (until a reset); every seat gets a snapshot
        saying so. Stored as an ``{"end": True}`` log entry, committed before it is shown."""
        room = self.room(code)
        async with room.lock:
            if room.ended:
                return
            await self._commit_control(room, {END_ENTRY: True, NOTICE_KEY: END_NOTICE})
            room.table.close(END_REASON)
            room.base += 1
        self.push(room)

    async def reset_room(self, code: str, notice: str = RESET_NOTICE) -> None:
        """Start a fresh game in the room: the same seats and bots, a new seed. Stored as a
        ``{"reset": seed}`` log entry (a restarted server replays from there). Every seat is
        shown ``notice`` with the fresh game's first snapshot."""
        room = self.room(code)
        seed = fresh_seed()
        async with room.lock:
            await self._commit_control(room, {RESET_ENTRY: seed, NOTICE_KEY: notice})
            self._reset_table(room, seed)
        await self._run_bots_and_push(room)

    async def _commit_control(self, room: Room, entry: dict) -> None:
        """Commit a control entry (an end, a reset, a pause) and show its notice."""
        index = room.length
        ok = await self._append(room.code, index, entry)
        if not ok:
            await self._refresh(room)
            self.push(room)
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        room.notice = last_notice([entry], index) or room.notice
        room.revision += 1
        await self.broker.publish(room.code)

    @staticmethod
    def _reset_table(room: Room, seed: int) -> None:
        """A fresh table after a reset; the standing queries each seat had on stay on."""
        old = room.table
        room.base = room.length + 1
        room.table = new_table(room.record, seed)
        for seat in range(room.record.num_seats):
            for q in old.queries(seat):
                if q["on"] and q["allowed"]:
                    room.table.follow(seat, q["name"], True)

    # ----- what people see ------------------------------------------------------------------

    @staticmethod
    def _room_facts(room: Room) -> dict[str, Any]:
        """What every frame of a room says about the room itself (public)."""
        return {
            "room": room.code,
            "game": room.record.game,
            "seats": room.seat_list(),
            "revision": room.revision,
            "length": len(room.match.log),
            "ended": room.ended,
            **Rooms.class_facts(room),
        }

    def frame(self, room: Room, seat: int) -> dict[str, Any]:
        """The snapshot frame of ``seat``: exactly ``Table.snapshot(seat)`` (the widget's
        traits) plus the room's public facts (``protocol.ROOM_KEYS``), with its encoded JSON."""
        return self.frames(room, [seat])[seat]

    def frames(self, room: Room, seats: list[int]) -> dict[int, Frame]:
        """The snapshot frames of ``seats``: what every seat sees alike is built and encoded
        once; only each seat's own part (view, legal moves, reasons, queries) per seat, and
        in a game without hidden information the view once too (every seat's view is the
        same but for its ``seat``: the rest is encoded once and each seat's number put in
        front). Each frame's JSON bytes are joined from its encoded parts in one copy."""
        table = room.table
        common = {**table.shared_snapshot(), **self._room_facts(room), "type": SNAPSHOT}
        common_body = compact_json_bytes(common)[1:]  # without its "{"
        public = not table.game.info.hidden_information
        view_body: bytes | None = None  # a public view's JSON without "{" and its "seat"
        frames: dict[int, Frame] = {}
        for seat, own in table.own_snapshots(seats).items():
            view = own.get("view")
            if public and isinstance(view, dict) and "seat" in view:
                if view_body is None:
                    rest = compact_json_bytes({k: v for k, v in view.items() if k != "seat"})
                    view_body = rest[1:] if rest == b"{}" else b"," + rest[1:]
                others = compact_json_bytes({k: v for k, v in own.items() if k != "view"})
                number = view["seat"]
                parts = (
                    b'{"view":{"seat":',
                    str(number).encode() if type(number) is int else compact_json_bytes(number),
                    view_body,
                    b",",
                    others[1:-1],
                    b",",
                    common_body,
                )
            else:
                parts = (compact_json_bytes(own)[:-1], b",", common_body)
            frames[seat] = Frame(own, common, b"".join(parts))
        return frames

    def tell_seat(self, code: str, seat: int, frame: Mapping[str, Any]) -> None:
        """Send ``frame`` to every connection of ``seat`` in room ``code`` (in this process)."""
        room = self.rooms.get(code)
        for conn in list(room.connections.get(seat, ())) if room else []:
            conn.push(frame)

    def push(self, room: Room, seats: set[int] | None = None) -> None:
        """Send every connection of ``room`` (or of ``seats``) its seat's snapshot."""
        targets = [
            (seat, conns)
            for seat, conns in list(room.connections.items())
            if conns and (seats is None or seat in seats)
        ]
        if not targets:
            return
        frames = self.frames(room, [seat for seat, _ in targets])
        for seat, conns in targets:
            for conn in list(conns):
                conn.push(frames[seat])

    def connect(self, code: str, conn: Connection) -> Room:
        """Add a seat's connection; past ``MAX_SOCKETS_PER_SEAT`` the seat's oldest ones are
        closed (one seat token cannot hold hundreds of websockets)."""
        room = self.room(code)
        was_away = room.away(conn.seat)
        conns = room.connections.setdefault(conn.seat, set())
        while len(conns) >= MAX_SOCKETS_PER_SEAT:
            oldest = min(conns, key=lambda c: getattr(c, "opened", 0.0))
            conns.discard(oldest)
            self.close_connection(oldest, {"type": "error", "message": TOO_MANY_SOCKETS})
        conns.add(conn)
        if was_away:
            room.revision += 1
            self.push(room)
        else:
            conn.push(self.frame(room, conn.seat))
        return room

    def disconnect(self, code: str, conn: Connection) -> None:
        room = self.rooms.get(code)
        if room is None:
            return
        room.connections.get(conn.seat, set()).discard(conn)
        if room.away(conn.seat):
            room.revision += 1
            self.push(room)

    def room_summary(self, code: str) -> dict[str, Any]:
        """Public facts of a room: game, seats (name, kind, away), scores, whose turn, moves."""
        room = self.room(code)
        m = room.match
        return {
            "code": room.code,
            "game": room.record.game,
            "title": m.game.title,
            "seats": room.seat_list(),
            "scores": list(m.scores()),
            "to_act": [] if room.table.closed else list(m.seats_to_act),
            "terminal": m.is_terminal,
            "ended": room.ended,
            "paused": room.paused,
            "rematch": room.rematch,
            "moves": len(m.moves),
            "created": room.record.created,
            "policy": room_policy(room.record).to_dict(),
            "queries": [q.describe() for q in queries_of(room.record.game)],
        }

    def list_rooms(self) -> list[dict[str, Any]]:
        return [self.room_summary(code) for code in self.rooms] + [
            damaged_summary(code, reason) for code, reason in self.damaged.items()
        ]

    def teacher_snapshot(self, code: str, seat: int | None = None) -> dict[str, Any]:
        """The room's ``teacher_view`` (everything hidden, for the teacher only) as a frame."""
        room = self.room(code)
        if seat is None or type(seat) is not int or not 0 <= seat < room.record.num_seats:
            acting = room.match.seats_to_act
            seat = acting[0] if acting else 0
        return {
            **room.table.snapshot(seat, teacher=True),
            **self._room_facts(room),
            "type": TEACHER,
        }

    def match(self, code: str) -> Match:
        """The room's match (read it; never change it: ``Rooms`` changes rooms)."""
        return self.room(code).match

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener(code, game, entry, match)`` after every committed log entry."""
        self.listeners.append(listener)

    # ----- the class: pause, notices, rematches, seats the teacher manages ---------------------
    # (a pause is a control entry of the log, like an end and a reset; each carries its
    # notice, so every process shows it; the rematch switch is stored with the room)

    @staticmethod
    def class_facts(room: Room) -> dict[str, Any]:
        """What every frame says about the class around the game: paused, the teacher's last
        notice (``{"id", "text"}`` or None) and whether the players may start a rematch."""
        return {
            "paused": room.paused,
            "notice": room.notice,
            "rematch": room.rematch and room.match.is_terminal and not room.table.closed,
        }

    async def pause_room(self, code: str, paused: bool, notice: str | None = None) -> None:
        """Pause (no more moves, every seat sees why; ``notice``: the teacher's own words on
        every screen, "eyes up") or resume a table. An ended table stays ended; a reset resumes."""
        room = self.room(code)
        async with room.lock:
            if room.ended or room.paused == paused:
                return
            entry = (
                {PAUSE_ENTRY: paused} if paused else {PAUSE_ENTRY: False, NOTICE_KEY: RESUME_NOTICE}
            )
            if paused and notice:
                entry[NOTICE_KEY] = notice
            await self._commit_control(room, entry)
            play_entry(room.table, entry)
            room.base += 1
        if paused:
            self.push(room)
        else:
            await self._run_bots_and_push(room)

    async def allow_rematch(self, code: str, allowed: bool) -> None:
        """Let the players of ``code`` start a fresh game themselves once theirs is over
        (stored with the room, so every server process and a restart know it)."""
        room = self.room(code)
        async with room.lock:
            await self._store(self.store.save_rematch, room.code, bool(allowed))
            room.record.rematch = bool(allowed)
            room.revision += 1
        self.push(room)
        await self.broker.publish(room.code)

    async def rematch(self, code: str, token: Any) -> None:
        """A player (``token``) starts a fresh game: only when the teacher allows it and the
        game is over (``PermissionError`` or ``IllegalMove`` with the reason otherwise)."""
        room = self.room(code)
        self.seat_of_token(code, token)
        if not room.rematch:
            raise IllegalMove("The teacher has not allowed rematches at this table.")
        if room.table.closed or not room.match.is_terminal:
            raise IllegalMove("A rematch starts once this game is over.")
        await self.reset_room(code, notice=REMATCH_NOTICE)

    def taken_name(self, codes: list[str], name: Any) -> str | None:
        """The cleaned ``name`` when a person of that name sits in one of ``codes``."""
        wanted = clean_name(name, "")
        for code in codes:
            for s in self.room(code).record.seats:
                if wanted and s.kind == "person" and same_name(s.name, wanted):
                    return wanted
        return None

    def seat_of_name(self, codes: list[str], name: Any) -> tuple[str, int] | None:
        """The person seat called ``name`` in one of ``codes`` (a student on a new device)."""
        wanted = clean_name(name, "")
        for code in codes:
            for i, s in enumerate(self.room(code).record.seats):
                if wanted and s.kind == "person" and same_name(s.name, wanted):
                    return code, i
        return None

    def kept_or_free(self, codes: list[str], name: Any) -> str | None:
        """Where a student joining a class by its code sits: the table keeping a seat under
        their name, else the first table with a free seat (None: every table is full)."""
        wanted = clean_name(name, "")
        free = None
        for code in codes:
            for s in self.room(code).record.seats:
                if s.kind == "empty" and wanted and same_name(s.name, wanted):
                    return code
                if s.kind == "empty" and free is None and not self.kept_name(s):
                    free = code
        return free

    @staticmethod
    def kept_name(seat: SeatRecord) -> bool:
        """True when an empty seat is kept for a student by name (not "Seat 3")."""
        return seat.kind == "empty" and not (
            seat.name.startswith("Seat ") and seat.name[5:].isdigit()
        )

    def drop_connections(self, room: Room, seat: int, frame: dict[str, Any]) -> None:
        """Tell every connection of ``seat`` why it loses the seat (``frame``), forget them and
        close them once that frame is sent (a page that lost its seat can send nothing more;
        a client that reconnects with its token finds the seat that token opens now)."""
        for conn in list(room.connections.pop(seat, set())):
            self.close_connection(conn, frame)

    def close_connection(self, conn: Connection, frame: dict[str, Any]) -> None:
        """Send ``conn`` its last ``frame`` and close it once that is sent."""
        conn.push(frame)
        conn.push(None)  # the connection's writer stops after the frame
        websocket = getattr(conn, "websocket", None)
        queue = getattr(conn, "queue", None)
        if websocket is not None and queue is not None:
            task = asyncio.get_running_loop().create_task(close_when_sent(websocket, queue))
            self.closing.add(task)
            task.add_done_callback(self.closing.discard)

    async def manage_seat(self, code: str, seat: Any, change: str, value: Any = None) -> dict:
        """The teacher changes one seat: ``free`` (a free seat; whoever sat there loses it),
        ``rename`` (``value``: the new name), ``bot_out`` (a bot's seat becomes free) or
        ``move`` (``value``: ``{"room": code?, "seat": n}``: swap with that seat of the same
        table, or move to a free seat of another table). Returns ``{"room", "seat"}`` where the
        seat's person now sits. ``ValueError`` says what is wrong; nothing changes then."""
        room = self.room(code)
        seats = room.record.seats
        if type(seat) is not int or not 0 <= seat < len(seats):
            raise ValueError(f"Seat {seat!r} is not a seat of this room.")
        if change == "move":
            return await self.move_seat(room, seat, value)
        async with room.lock:
            new = [SeatRecord(s.name, s.token_hash, s.bot) for s in seats]
            if change == "free":
                new[seat] = SeatRecord(name=f"Seat {seat + 1}")
                self.drop_connections(
                    room,
                    seat,
                    {"type": "error", "fatal": True, "message": "The teacher freed your seat."},
                )
            elif change == "bot_out":
                if seats[seat].kind != "bot":
                    raise ValueError(f"Seat {seat + 1} is not played by a bot.")
                new[seat] = SeatRecord(name=f"Seat {seat + 1}")
            elif change == "rename":
                wanted = clean_name(value, "")
                if not wanted:
                    raise ValueError("A name is 1 to 40 printable characters.")
                others = [s for i, s in enumerate(seats) if i != seat and s.kind != "empty"]
                if any(same_name(s.name, wanted) for s in others):
                    raise ValueError(NAME_TAKEN.format(name=wanted))
                new[seat] = SeatRecord(wanted, seats[seat].token_hash, seats[seat].bot)
            else:
                raise ValueError(
                    f"{change!r} is not a change of seat (free, rename, move, bot_out)."
                )
            await self._save_seats(room, new)
        self.push(room)
        await self.broker.publish(room.code)
        return {"room": room.code, "seat": seat}

    async def move_seat(self, room: Room, seat: int, where: Any) -> dict:
        """Move the person of ``seat`` (see ``manage_seat``); their page follows by itself."""
        if not isinstance(where, dict) or type(where.get("seat")) is not int:
            raise ValueError('Say where to: {"room": code, "seat": number}.')
        target = self.room(where.get("room") or room.code)
        to = where["seat"]
        if not 0 <= to < target.record.num_seats:
            raise ValueError(f"Seat {to + 1} is not a seat of table {target.code}.")
        moving = room.record.seats[seat]
        if moving.kind != "person":
            raise ValueError(f"Seat {seat + 1} has no student to move.")
        if target is room:
            if to == seat:
                raise ValueError("That is the same seat.")
            async with room.lock:
                new = [SeatRecord(s.name, s.token_hash, s.bot) for s in room.record.seats]
                new[seat], new[to] = new[to], new[seat]
                for moved in (seat, to):  # their pages reconnect to the seat their token opens
                    self.drop_connections(
                        room,
                        moved,
                        {
                            "type": "error",
                            "reconnect": True,
                            "message": "The teacher moved your seat.",
                        },
                    )
                await self._save_seats(room, new)
        else:
            if target.record.seats[to].kind != "empty":
                raise ValueError(f"Seat {to + 1} of table {target.code} is not free.")
            if self.taken_name([target.code], moving.name):
                raise ValueError(NAME_TAKEN.format(name=moving.name))
            async with target.lock:
                new = [SeatRecord(s.name, s.token_hash, s.bot) for s in target.record.seats]
                new[to] = SeatRecord(moving.name, moving.token_hash)
                await self._save_seats(target, new)
            async with room.lock:
                new = [SeatRecord(s.name, s.token_hash, s.bot) for s in room.record.seats]
                new[seat] = SeatRecord(name=f"Seat {seat + 1}")
                self.drop_connections(
                    room,
                    seat,
                    {
                        "type": "error",
                        "moved": target.code,
                        "message": f"The teacher moved you to table {target.code}.",
                    },
                )
                await self._save_seats(room, new)
            self.push(target)
            await self.broker.publish(target.code)
        self.push(room)
        await self.broker.publish(room.code)
        return {"room": target.code, "seat": to}

    async def hand_over_seat(self, code: str, seat: int) -> str:
        """Give ``seat`` a new token (the student's new device) and return it: the old
        device's token stops working and its page is told why."""
        room = self.room(code)
        if room.record.seats[seat].kind != "person":
            raise ValueError(f"Seat {seat + 1} has no student.")
        token = secrets.token_urlsafe(24)
        async with room.lock:
            new = [SeatRecord(s.name, s.token_hash, s.bot) for s in room.record.seats]
            new[seat] = SeatRecord(new[seat].name, token_hash(token))
            self.drop_connections(
                room,
                seat,
                {"type": "error", "fatal": True, "message": "Your seat moved to another device."},
            )
            await self._save_seats(room, new)
        self.push(room)
        await self.broker.publish(room.code)
        return token


#: The former name of ``Rooms`` (``classroom.Tables``).
Tables = Rooms
