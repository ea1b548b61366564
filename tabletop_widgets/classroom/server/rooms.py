"""The rooms in memory: one engine ``Table`` per room, its seats and its connections.

``Rooms`` is the only writer of rooms, and it never writes into a ``Match``: every
change goes through the room's ``engine.Table``. It is assembled from one part per job,
each in its own module:

- ``move_authority.MoveAuthority``: a person's move is ``table.propose(seat, action)``
  (made canonical once and checked), its ``entry`` is committed to the ``Store``, then
  ``table.commit(proposal)``; each bot move the same way. Only then is every connected
  seat pushed its own snapshot and a notice published on the ``Broker`` ("commit before
  broadcast"). Exactly-once: a move id committed with its entry is never played twice.
- ``lifecycle.RoomLifecycle``: a room opened, paused, ended, reset, rematched; its policy.
- ``seating.Seating``: people joining, bots placed, the seats the teacher manages.
- ``catch_up.CatchUp``: rooms loaded from the store, and caught up with other processes.
- ``room_frames.RoomFrames``: each seat's frame, pushed to its connections; summaries.

One room is a ``room.Room``; its log's own entries (end, reset, pause) and replay are in
``room_log``, the rules for seat names in ``seat_names``. The names other modules import
from here stay importable from here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from ...engine import Match
from .broker import Broker, LocalBroker
from .catch_up import CatchUp
from .lifecycle import POLICY_META, RoomLifecycle
from .move_authority import MoveAuthority, MoveUnsettled
from .room import REMEMBERED_REFUSALS, Connection, DamagedRoom, Frame, Room, game_summary
from .room_frames import MAX_SOCKETS_PER_SEAT, TOO_MANY_SOCKETS, RoomFrames
from .room_log import (
    END_ENTRY,
    END_NOTICE,
    NOTICE_KEY,
    PAUSE_ENTRY,
    PAUSE_REASON,
    REMATCH_NOTICE,
    RESET_ENTRY,
    RESET_NOTICE,
    RESUME_NOTICE,
    bot_factory,
    new_table,
    replay_room,
    room_policy,
)
from .seat_names import NAME_RESERVED, NAME_TAKEN, NameTaken, clean_name, same_name
from .seating import SEATS_CHANGED, Seating, SeatsChanged
from .store import Store

__all__ = [
    "END_ENTRY",
    "END_NOTICE",
    "MAX_SOCKETS_PER_SEAT",
    "NAME_RESERVED",
    "NAME_TAKEN",
    "NOTICE_KEY",
    "PAUSE_ENTRY",
    "PAUSE_REASON",
    "POLICY_META",
    "REMATCH_NOTICE",
    "REMEMBERED_REFUSALS",
    "RESET_ENTRY",
    "RESET_NOTICE",
    "RESUME_NOTICE",
    "SEATS_CHANGED",
    "TOO_MANY_SOCKETS",
    "Connection",
    "DamagedRoom",
    "Frame",
    "Listener",
    "MoveUnsettled",
    "NameTaken",
    "Room",
    "Rooms",
    "SeatsChanged",
    "Tables",
    "bot_factory",
    "clean_name",
    "game_summary",
    "new_table",
    "replay_room",
    "room_policy",
    "same_name",
]

#: ``fn(code, game_name, entry, match)`` after each accepted, committed log entry.
Listener = Callable[[str, str, dict, Match], Any]


class Rooms(CatchUp, MoveAuthority, RoomLifecycle, Seating, RoomFrames):
    """Every room of one server process. All methods run on the server's event loop.

    Its methods come from its parts, one module each: ``CatchUp`` (``find``, ``catch_up``,
    ``start``), ``MoveAuthority`` (``act``, ``query``, ``follow``), ``RoomLifecycle``
    (``create_room``, ``pause_room``, ``end_room``, ``reset_room``, ``rematch``,
    ``set_policy``), ``Seating`` (``join``, ``place_bot``, ``manage_seat``,
    ``hand_over_seat``) and ``RoomFrames`` (``frame``, ``push``, ``connect``,
    ``room_summary``, ``list_rooms``)."""

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

    def match(self, code: str) -> Match:
        """The room's match (read it; never change it: ``Rooms`` changes rooms)."""
        return self.room(code).match

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener(code, game, entry, match)`` after every committed log entry."""
        self.listeners.append(listener)


#: The former name of ``Rooms`` (``classroom.Tables``).
Tables = Rooms
