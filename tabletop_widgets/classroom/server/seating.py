"""Seats: a person joining a room (a seat kept for their name, else a free one; saved by
compare-and-save against other processes), a seat token, a bot placed, and the seats the
teacher manages (free, rename, a bot out, move, a new device)."""

from __future__ import annotations

import secrets
from typing import Any

from ...engine import IllegalMove, bot_label, bots_of
from .auth import Identity
from .broker import Broker
from .room import Room
from .seat_names import (
    NAME_RESERVED,
    NAME_TAKEN,
    NameTaken,
    clean_name,
    kept_name,
    reserved_name,
    same_name,
)
from .store import SeatRecord, Store, token_hash


class SeatsChanged(IllegalMove):
    """Another server process changed a table's seats between reading and saving them."""


SEATS_CHANGED = "The seats of this table changed meanwhile: try again."
#: How often a join decides again after another process changed the seats first.
JOIN_ATTEMPTS = 4


def copied(seats: list[SeatRecord]) -> list[SeatRecord]:
    """A copy of ``seats`` to change and save (the room's own list is never changed)."""
    return [SeatRecord(s.name, s.token_hash, s.bot) for s in seats]


def returning_seat(seats: list[SeatRecord], user: str | None, name: str | None) -> int | None:
    """The seat a joining person already has: a signed-in ``user``'s own seat, else a free
    seat the teacher kept under ``user`` or ``name`` (``name`` is None when a seat was asked)."""
    if user:
        mine = (i for i, s in enumerate(seats) if s.kind == "person" and s.name == user)
        found = next(mine, None)
        if found is not None:
            return found
    if not (user or name):
        return None
    wanted = clean_name(user or name, "")
    kept = (i for i, s in enumerate(seats) if s.kind == "empty" and same_name(s.name, wanted))
    return next(kept, None)


def check_new_name(
    seats: list[SeatRecord], user: str | None, wanted: str, chosen: int | None
) -> None:
    """``NameTaken`` when a guest (not signed in) asks for a reserved name, or for the name
    of a person at this table without a seat kept for it."""
    if user or not wanted:
        return
    if reserved_name(wanted):
        raise NameTaken(NAME_RESERVED.format(name=wanted))
    taken = any(s.kind == "person" and same_name(s.name, wanted) for s in seats)
    if chosen is None and taken:
        raise NameTaken(NAME_TAKEN.format(name=wanted))


def asked_or_free_seat(seats: list[SeatRecord], seat: int | None) -> int:
    """The free ``seat`` asked for, else the first free seat not kept for a name, else a
    kept one (``IllegalMove`` when the seat is taken or the room is full)."""
    if seat is not None:
        if type(seat) is not int or not 0 <= seat < len(seats):
            raise IllegalMove(f"Seat {seat!r} is not a seat of this room.")
        if seats[seat].kind != "empty":
            raise IllegalMove(f"Seat {seat + 1} is taken.")
        return seat
    free = [i for i, s in enumerate(seats) if s.kind == "empty"]
    unkept = [i for i in free if not kept_name(seats[i])]
    if not free:
        raise IllegalMove("This room is full.")
    return (unkept or free)[0]  # a seat kept for a name last


#: What the page of a seat the teacher freed, or moved within its table, is told.
FREED = {"type": "error", "fatal": True, "message": "The teacher freed your seat."}
MOVED_HERE = {"type": "error", "reconnect": True, "message": "The teacher moved your seat."}


def changed_seat(seats: list[SeatRecord], seat: int, change: Any, value: Any) -> SeatRecord:
    """``seats[seat]`` after the teacher's ``change`` (``free``, ``bot_out``, ``rename`` to
    ``value``); ``ValueError`` says why it cannot change."""
    if change == "free":
        return SeatRecord(name=f"Seat {seat + 1}")
    if change == "bot_out":
        if seats[seat].kind != "bot":
            raise ValueError(f"Seat {seat + 1} is not played by a bot.")
        return SeatRecord(name=f"Seat {seat + 1}")
    if change == "rename":
        wanted = clean_name(value, "")
        if not wanted:
            raise ValueError("A name is 1 to 40 printable characters.")
        others = [s for i, s in enumerate(seats) if i != seat and s.kind != "empty"]
        if any(same_name(s.name, wanted) for s in others):
            raise ValueError(NAME_TAKEN.format(name=wanted))
        return SeatRecord(wanted, seats[seat].token_hash, seats[seat].bot)
    raise ValueError(f"{change!r} is not a change of seat (free, rename, move, bot_out).")


class Seating:
    """The part of ``Rooms`` that seats people and bots and changes seats."""

    store: Store
    broker: Broker

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
            chosen = returning_seat(seats, user, None if seat is not None else name)
            check_new_name(seats, user, clean_name(user or name, ""), chosen)
            if chosen is None:
                chosen = asked_or_free_seat(seats, seat)
            token = secrets.token_urlsafe(24)
            new = copied(seats)
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
            new = copied(seats)
            new[seat] = SeatRecord(name=bot_label(bot), bot=bot)
            await self._save_seats(room, new)
        await self.run_bots_and_push(room)

    async def _save_seats(self, room: Room, seats: list[SeatRecord]) -> None:
        """Save ``seats`` if the stored seats are still this process's (compare-and-save);
        else catch up with the store and raise ``SeatsChanged`` (the caller holds the lock)."""
        if not await self.call_store(self.store.save_seats, room.code, seats, room.record.seats):
            await self.refresh_room(room)
            self.push(room)
            raise SeatsChanged(SEATS_CHANGED)
        before = room.record.seats
        room.record.seats = seats
        room.sync_table(before)
        room.revision += 1

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
                if s.kind == "empty" and free is None and not kept_name(s):
                    free = code
        return free

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
            new = copied(seats)
            new[seat] = changed_seat(seats, seat, change, value)  # ValueError: nothing changed
            if change == "free":
                self.drop_connections(room, seat, FREED)
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
        if room.record.seats[seat].kind != "person":
            raise ValueError(f"Seat {seat + 1} has no student to move.")
        if target is room:
            await self._swap_seats(room, seat, to)
        else:
            await self._move_to_table(room, seat, target, to)
            self.push(target)
            await self.broker.publish(target.code)
        self.push(room)
        await self.broker.publish(room.code)
        return {"room": target.code, "seat": to}

    async def _swap_seats(self, room: Room, seat: int, to: int) -> None:
        """Swap two seats of one table; both pages reconnect to the seat their token opens."""
        if to == seat:
            raise ValueError("That is the same seat.")
        async with room.lock:
            new = copied(room.record.seats)
            new[seat], new[to] = new[to], new[seat]
            for moved in (seat, to):
                self.drop_connections(room, moved, MOVED_HERE)
            await self._save_seats(room, new)

    async def _move_to_table(self, room: Room, seat: int, target: Room, to: int) -> None:
        """Move the person of ``seat`` to the free seat ``to`` of another table, token and all;
        their page is told where to go."""
        moving = room.record.seats[seat]
        if target.record.seats[to].kind != "empty":
            raise ValueError(f"Seat {to + 1} of table {target.code} is not free.")
        if self.taken_name([target.code], moving.name):
            raise ValueError(NAME_TAKEN.format(name=moving.name))
        async with target.lock:
            new = copied(target.record.seats)
            new[to] = SeatRecord(moving.name, moving.token_hash)
            await self._save_seats(target, new)
        async with room.lock:
            new = copied(room.record.seats)
            new[seat] = SeatRecord(name=f"Seat {seat + 1}")
            moved = {
                "type": "error",
                "moved": target.code,
                "message": f"The teacher moved you to table {target.code}.",
            }
            self.drop_connections(room, seat, moved)
            await self._save_seats(room, new)

    async def hand_over_seat(self, code: str, seat: int) -> str:
        """Give ``seat`` a new token (the student's new device) and return it: the old
        device's token stops working and its page is told why."""
        room = self.room(code)
        if room.record.seats[seat].kind != "person":
            raise ValueError(f"Seat {seat + 1} has no student.")
        token = secrets.token_urlsafe(24)
        async with room.lock:
            new = copied(room.record.seats)
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
