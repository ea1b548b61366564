"""The rooms in memory: one ``Match`` per room, its seats, its bots and its connections.

``Tables`` is the only writer of rooms. Every change goes the same way: check it against
the rules, commit it to the ``Store``, apply it to the in-memory match, then push each
connected seat its own snapshot and publish a notice on the ``Broker``. A move that the
store refuses (another process appended first) reloads the room and is refused too.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import Bot, IllegalMove, Match, canonical, fresh_seed, get_game, next_bot_move
from ..engine.bots import bot_rng
from ..engine.match import REDRAW_EVENT, apply_entry, is_move
from .auth import Identity
from .bots import bot_for, bot_names
from .broker import Broker, LocalBroker
from .store import RoomRecord, SeatRecord, Store, token_hash
from .views import seat_frame

LOG = logging.getLogger("tabletop_widgets.classroom")

#: Room codes: 6 characters without look-alikes (the code is an address, not a secret).
CODE_ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "01IOL")
CODE_LENGTH = 6
MAX_NAME = 40

#: ``fn(code, game_name, entry, match)`` after each accepted, committed log entry.
Listener = Callable[[str, str, dict, Match], Any]

#: The table server's own log entries (the engine never sees them): ``{"end": True}`` (the
#: teacher ended the game: no more moves) and ``{"reset": seed}`` (a fresh game with the same
#: seats). A room's match is its game since the last reset.
END_ENTRY = "end"
RESET_ENTRY = "reset"


class Connection(Protocol):
    """A live seat connection as ``Tables`` sees it (the websocket endpoint implements it)."""

    seat: int

    def push(self, frame: dict[str, Any]) -> None:
        """Queue ``frame`` for sending (never blocks; a stuck client is dropped)."""


@dataclass
class Room:
    """One table in memory. ``match`` is replayed from the store's log."""

    record: RoomRecord
    match: Match
    bots: dict[int, Bot] = field(default_factory=dict)
    bot_rngs: dict[int, random.Random] = field(default_factory=dict)
    connections: dict[int, set] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    revision: int = 0
    #: Stored log entries that are not in ``match.log`` (games before the last reset, an end).
    base: int = 0
    #: The teacher ended this game (no more moves until a reset).
    ended: bool = False

    @property
    def code(self) -> str:
        return self.record.code

    @property
    def length(self) -> int:
        """The length of the room's stored log (the index of the next entry)."""
        return self.base + len(self.match.log)

    def away(self, seat: int) -> bool:
        return self.record.seats[seat].kind == "person" and not self.connections.get(seat)

    def seat_list(self) -> list[dict[str, Any]]:
        return [
            {"seat": i, "name": s.name, "kind": s.kind, "bot": s.bot, "away": self.away(i)}
            for i, s in enumerate(self.record.seats)
        ]


def new_match(record: RoomRecord, log: list[dict], seed: int | None = None) -> Match:
    """Replay ``record`` and ``log`` into a ``Match`` (every entry checked by the rules).

    ``seed``: the game's seed when it is not the record's (a game started by a reset).
    """
    game = get_game(record.game)
    match = Match(
        game,
        record.num_seats,
        record.seed if seed is None else seed,
        record.options,
        [s.name for s in record.seats],
    )
    for entry in log:
        append_to_match(match, entry)
    return match


def is_control(entry: dict) -> bool:
    """True for the table server's own log entries (an end or a reset), not the engine's."""
    return END_ENTRY in entry or RESET_ENTRY in entry


def replay_room(record: RoomRecord, log: list[dict]) -> tuple[Match, int, bool]:
    """A room's current game from its whole stored log: ``(match, base, ended)``.

    The match is the game since the last reset; ``base`` counts the stored entries that are
    not in ``match.log``; ``ended`` says the teacher ended this game.
    """
    start, seed = 0, record.seed
    for i, entry in enumerate(log):
        if RESET_ENTRY in entry:
            start, seed = i + 1, entry[RESET_ENTRY]
    current = log[start:]
    match = new_match(record, [e for e in current if not is_control(e)], seed)
    ended = any(END_ENTRY in e for e in current)
    return match, len(log) - len(match.log), ended


def append_to_match(match: Match, entry: dict, after: dict | None = None) -> None:
    """Apply one log entry to ``match`` (``after``: the state already computed for a move)."""
    if is_move(entry) and after is None:
        match.act(entry["action"], entry["seat"])
    elif is_move(entry):
        _record_move(match, entry, after)
    else:
        match.state = apply_entry(match.game, match.state, entry)
        match.log.append(dict(entry))
        match.events.append(REDRAW_EVENT)


def _record_move(match: Match, entry: dict, after: dict) -> None:
    match.events.append(match.game.describe(match.state, entry["seat"], entry["action"], after))
    match.log.append(entry)
    match.state = after


def clean_name(name: Any, fallback: str) -> str:
    """A seat name: printable text of 1 to 40 characters (else ``fallback``)."""
    if not isinstance(name, str):
        return fallback
    name = " ".join("".join(ch for ch in name if ch.isprintable()).split())[:MAX_NAME]
    return name or fallback


class Tables:
    """Every room of one server process. All methods run on the server's event loop."""

    def __init__(self, store: Store, broker: Broker | None = None) -> None:
        self.store = store
        self.broker = broker or LocalBroker()
        self.rooms: dict[str, Room] = {}
        self.listeners: list[Listener] = []

    async def _store(self, method: Callable[..., Any], *args: Any) -> Any:
        """Call a store method: inline when the store says it is fast (``Store.inline``,
        e.g. local SQLite), else in a worker thread (network stores)."""
        if self.store.inline:
            return method(*args)
        return await asyncio.to_thread(method, *args)

    # ----- life cycle ------------------------------------------------------------------

    async def start(self) -> None:
        """Load every stored room (replaying its log) and subscribe to the broker."""
        for code in await asyncio.to_thread(self.store.list_rooms):
            try:
                await self._load(code)
            except Exception:
                LOG.exception("room %s could not be loaded", code)
        await self.broker.start(self.on_notice)
        for room in self.rooms.values():  # bots whose turn it was when the server stopped
            await self._run_bots_and_push(room)

    async def stop(self) -> None:
        await self.broker.stop()

    async def _load(self, code: str) -> Room | None:
        loaded = await asyncio.to_thread(self.store.load, code)
        if loaded is None:
            return None
        record, log = loaded
        match, base, ended = await asyncio.to_thread(replay_room, record, log)
        room = Room(record=record, match=match, base=base, ended=ended)
        self._seat_bots(room)
        self.rooms[code] = room
        return room

    def _seat_bots(self, room: Room) -> None:
        for seat, s in enumerate(room.record.seats):
            if s.bot and seat not in room.bots:
                room.bots[seat] = bot_for(room.record.game, s.bot)
                room.bot_rngs[seat] = bot_rng(room.match.seed ^ len(room.match.log), seat)

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
        names_changed = [s.name for s in record.seats] != room.match.names
        room.record = record
        self._seat_bots(room)
        for seat in list(room.bots):
            if not record.seats[seat].bot:
                room.bots.pop(seat)
        if names_changed:
            room.match = await asyncio.to_thread(
                new_match, record, list(room.match.log), room.match.seed
            )
        for entry in tail:
            if is_control(entry):
                self._apply_control(room, entry)
            else:
                append_to_match(room.match, entry)
        room.revision += 1

    # ----- rooms -----------------------------------------------------------------------

    def room(self, code: Any) -> Room:
        """The room called ``code`` (``KeyError`` with a student-readable message)."""
        if not isinstance(code, str) or code.upper() not in self.rooms:
            raise KeyError(f"There is no room {code!r} on this server.")
        return self.rooms[code.upper()]

    async def find(self, code: Any) -> Room:
        """The room called ``code``, loaded from the store if this process has not seen it
        yet (another server process created it); ``KeyError`` when there is none."""
        try:
            return self.room(code)
        except KeyError:
            if not isinstance(code, str) or not 0 < len(code) <= 16 or not code.isalnum():
                raise
            room = await self._load(code.upper())
            if room is None:
                raise
            return room

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
        try:
            game_obj = get_game(game) if isinstance(game, str) else None
        except KeyError:
            game_obj = None
        if game_obj is None:
            raise ValueError(f"There is no game {game!r} (choose from {', '.join(_game_names())}).")
        if type(seats) is not int or not game_obj.min_seats <= seats <= game_obj.max_seats:
            raise ValueError(
                f"{game_obj.title} is played by {game_obj.min_seats} to {game_obj.max_seats} players."
            )
        bot_map: dict[int, str] = {}
        for key, name in (bots or {}).items():
            seat = int(key) if isinstance(key, str) and key.isdigit() else key
            if type(seat) is not int or not 0 <= seat < seats:
                raise ValueError(f"Bot seat {key!r} is not a seat of this room (0 to {seats - 1}).")
            if name not in bot_names(game):
                raise ValueError(
                    f"{game_obj.title} has no bot {name!r} (choose from {', '.join(bot_names(game))})."
                )
            bot_map[seat] = name
        records = []
        for seat in range(seats):
            given = names[seat] if names and seat < len(names) else None
            default = f"{bot_map[seat].capitalize()} bot" if seat in bot_map else f"Seat {seat + 1}"
            records.append(SeatRecord(name=clean_name(given, default), bot=bot_map.get(seat)))
        seed = fresh_seed()
        options = game_obj.check_options(options)  # ValueError for unknown names or wrong types
        for _ in range(20):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            record = RoomRecord(
                code=code, game=game_obj.name, seed=seed, options=options, seats=records
            )
            match = Match(game_obj, seats, seed, options, [s.name for s in records])
            try:
                await asyncio.to_thread(self.store.create_room, record)
            except KeyError:
                continue
            room = Room(record=record, match=match)
            self._seat_bots(room)
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
        Raises ``KeyError`` (no room) or ``IllegalMove`` (no free seat).
        """
        room = self.room(code)
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
                    (i for i, s in enumerate(seats) if s.kind == "empty" and s.name == wanted), None
                )
            if chosen is None:
                if seat is not None:
                    if type(seat) is not int or not 0 <= seat < len(seats):
                        raise IllegalMove(f"Seat {seat!r} is not a seat of this room.")
                    if seats[seat].kind != "empty":
                        raise IllegalMove(f"Seat {seat + 1} is taken.")
                    chosen = seat
                else:
                    chosen = next((i for i, s in enumerate(seats) if s.kind == "empty"), None)
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
        if bot not in bot_names(room.record.game):
            raise ValueError(
                f"No bot {bot!r} for this game (choose from {', '.join(bot_names(room.record.game))})."
            )
        async with room.lock:
            seats = room.record.seats
            if type(seat) is not int or not 0 <= seat < len(seats):
                raise ValueError(f"Seat {seat!r} is not a seat of this room.")
            if room.connections.get(seat):
                raise ValueError(f"{seats[seat].name} is connected: that seat is not empty.")
            new = [SeatRecord(s.name, s.token_hash, s.bot) for s in seats]
            new[seat] = SeatRecord(name=f"{bot.capitalize()} bot", bot=bot)
            await self._save_seats(room, new)
            room.bots.pop(seat, None)
            self._seat_bots(room)
        await self._run_bots_and_push(room)

    async def _save_seats(self, room: Room, seats: list[SeatRecord]) -> None:
        await self._store(self.store.save_seats, room.code, seats)
        names_changed = [s.name for s in seats] != [s.name for s in room.record.seats]
        room.record.seats = seats
        if names_changed:  # names are part of the state: replay under the new names
            room.match = await asyncio.to_thread(
                new_match, room.record, list(room.match.log), room.match.seed
            )
        room.revision += 1

    # ----- moves -----------------------------------------------------------------------

    async def act(self, code: str, seat: int, action: Any) -> None:
        """Play ``action`` for person ``seat``, commit it, let the bots answer, push snapshots.

        Raises ``IllegalMove`` with the rules' reason; the room is then unchanged.
        """
        room = self.room(code)
        async with room.lock:
            if room.ended:
                raise IllegalMove("The teacher ended this game.")
            if room.record.seats[seat].kind == "bot":
                raise IllegalMove("A bot plays this seat now.")
            action = canonical(action)
            after = room.match.game.apply(room.match.state, seat, action)
            await self._commit(room, {"seat": seat, "action": action}, after)
            await self._bots(room)
        self.push(room)

    async def _commit(self, room: Room, entry: dict, after: dict) -> None:
        ok = await self._store(self.store.append, room.code, room.length, entry)
        if not ok:
            await self._refresh(room)
            self.push(room)
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        append_to_match(room.match, entry, after)
        room.revision += 1
        await self.broker.publish(room.code)
        for listener in list(self.listeners):
            try:
                listener(room.code, room.record.game, entry, room.match)
            except Exception:
                LOG.exception("a move listener failed")

    async def _bots(self, room: Room) -> None:
        for _ in range(100_000):
            if not room.bots or room.ended:
                return
            move = await asyncio.to_thread(
                next_bot_move, room.match.game, room.match.state, room.bots, room.bot_rngs
            )
            if move is None:
                return
            seat, action = move
            action = canonical(action)
            after = room.match.game.apply(room.match.state, seat, action)
            await self._commit(room, {"seat": seat, "action": action}, after)

    async def _run_bots_and_push(self, room: Room) -> None:
        async with room.lock:
            try:
                await self._bots(room)
            except IllegalMove:
                LOG.warning("room %s: a bot move was refused", room.code)
        self.push(room)

    # ----- the teacher ends or resets a game ---------------------------------------------

    async def end_room(self, code: str) -> None:
        """End the room's game: no more moves (until a reset); every seat gets a snapshot
        saying so. Stored as an ``{"end": True}`` log entry, committed before it is shown."""
        room = self.room(code)
        async with room.lock:
            if room.ended:
                return
            await self._commit_control(room, {END_ENTRY: True})
        self.push(room)

    async def reset_room(self, code: str) -> None:
        """Start a fresh game in the room: the same seats and bots, a new seed. Stored as a
        ``{"reset": seed}`` log entry (a restarted server replays from there)."""
        room = self.room(code)
        async with room.lock:
            await self._commit_control(room, {RESET_ENTRY: fresh_seed()})
        await self._run_bots_and_push(room)

    async def _commit_control(self, room: Room, entry: dict) -> None:
        ok = await self._store(self.store.append, room.code, room.length, entry)
        if not ok:
            await self._refresh(room)
            self.push(room)
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        self._apply_control(room, entry)
        room.revision += 1
        await self.broker.publish(room.code)

    def _apply_control(self, room: Room, entry: dict) -> None:
        if RESET_ENTRY in entry:
            room.base = room.length + 1
            room.match = new_match(room.record, [], entry[RESET_ENTRY])
            room.ended = False
            room.bots.clear()
            room.bot_rngs.clear()
            self._seat_bots(room)
        else:
            room.base += 1
            room.ended = True

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
        }

    def frame(self, room: Room, seat: int) -> dict[str, Any]:
        """The snapshot frame of ``seat``: its seat snapshot plus room and seat metadata."""
        snap = seat_frame(room.match, seat)
        snap.update(self._room_facts(room), type="snapshot", ended=room.ended)
        if room.ended:
            snap["legal"] = []
        return snap

    def push(self, room: Room, extra: dict[Any, dict] | None = None) -> None:
        """Send every connection of ``room`` its seat's snapshot (``extra``: per-connection keys)."""
        for seat, conns in list(room.connections.items()):
            if not conns:
                continue
            frame = self.frame(room, seat)
            for conn in list(conns):
                more = (extra or {}).get(conn)
                conn.push({**frame, **more} if more else frame)

    def connect(self, code: str, conn: Connection) -> Room:
        room = self.room(code)
        was_away = room.away(conn.seat)
        room.connections.setdefault(conn.seat, set()).add(conn)
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
            "to_act": list(m.seats_to_act),
            "terminal": m.is_terminal,
            "ended": room.ended,
            "moves": len(m.moves),
            "created": room.record.created,
        }

    def list_rooms(self) -> list[dict[str, Any]]:
        return [self.room_summary(code) for code in self.rooms]

    def teacher_snapshot(self, code: str, seat: int | None = None) -> dict[str, Any]:
        """The room's ``teacher_view`` (everything hidden, for the teacher only) as a frame."""
        room = self.room(code)
        if seat is None:
            acting = room.match.seats_to_act
            seat = acting[0] if acting else 0
        snap = seat_frame(room.match, seat, teacher=True)
        snap.update(self._room_facts(room), type="teacher")
        return snap

    def match(self, code: str) -> Match:
        """The room's match (read it; never change it outside ``Tables``)."""
        return self.room(code).match

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener(code, game, entry, match)`` after every committed log entry."""
        self.listeners.append(listener)


def _game_names() -> list[str]:
    from ..engine import all_games

    return list(all_games())
