"""Loading rooms and catching up: every stored room replayed at start, a room another
process created or changed loaded from the store (a broker notice, or a lookup that finds
this process behind), and rooms that cannot be loaded listed as damaged."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from .broker import Broker, LocalBroker
from .room import DamagedRoom, Room, damage_reason, damaged_message
from .room_log import RESET_ENTRY, is_control, last_notice, play_entry, replay_room
from .store import Store

LOG = logging.getLogger("tabletop_widgets.classroom")


class CatchUp:
    """The part of ``Rooms`` that brings rooms from the store into memory."""

    store: Store
    broker: Broker
    rooms: dict[str, Room]
    damaged: dict[str, str]

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
            await self.run_bots_and_push(room)

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
            await self.refresh_room(room)
        self.push(room)

    async def refresh_room(self, room: Room) -> None:
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
                self.reset_table(room, entry[RESET_ENTRY])
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
                await self.refresh_room(room)
            except Exception:  # the store is down: serve what this process has
                LOG.warning("room %s: could not catch up with the store", room.code, exc_info=True)
                return
            changed = (room.length, room.record.to_json()) != before
        if changed:
            self.push(room)
