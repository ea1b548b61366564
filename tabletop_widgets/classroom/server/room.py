"""One room in memory: its record, its engine ``Table``, its connections and the move ids
of its log (``Room``); the frame a seat is sent (``Frame``); a damaged room's summary."""

from __future__ import annotations

import asyncio
from collections import ChainMap, OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...engine import Match, Table, all_games, bots_of, queries_of
from .room_log import PAUSE_REASON, bot_factory, room_policy
from .store import MOVE_KEY, RoomRecord, SeatRecord

#: Refused move ids a room remembers (with their reasons) to answer a retry the same way.
REMEMBERED_REFUSALS = 4096


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
