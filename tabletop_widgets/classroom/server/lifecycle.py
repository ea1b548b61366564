"""A room's life cycle: opened (``create_room``), paused and resumed, ended, reset, a
rematch the players start, and the policy it runs under. Each change of the game is a
control entry of the room's log (with its notice), committed before it is shown."""

from __future__ import annotations

import json
import secrets
from typing import Any

from ...engine import Game, IllegalMove, Policy, all_games, bot_label, fresh_seed
from ..protocol import CODE_ALPHABET, CODE_LENGTH, END_REASON
from .broker import Broker
from .room import Room
from .room_log import (
    END_ENTRY,
    END_NOTICE,
    NOTICE_KEY,
    PAUSE_ENTRY,
    REMATCH_NOTICE,
    RESET_ENTRY,
    RESET_NOTICE,
    RESUME_NOTICE,
    bot_factory,
    last_notice,
    new_table,
    play_entry,
    room_policy,
)
from .seat_names import clean_name
from .store import RoomRecord, SeatRecord, Store

#: The store's server-wide setting holding the policy new rooms start with.
POLICY_META = "policy"


def checked_game(game: Any, seats: Any) -> Game:
    """The registered ``game`` if it is played by ``seats`` players (``ValueError`` else)."""
    games = all_games()
    if not isinstance(game, str) or game not in games:
        raise ValueError(f"There is no game {game!r} (choose from {', '.join(games)}).")
    game_obj = games[game]
    if type(seats) is not int or not game_obj.min_seats <= seats <= game_obj.max_seats:
        raise ValueError(
            f"{game_obj.title} is played by {game_obj.min_seats} to {game_obj.max_seats} players."
        )
    return game_obj


def checked_bots(game: str, seats: int, bots: dict | None) -> dict[int, str]:
    """``bots`` as seat number -> registered bot name (seats may come as digit strings)."""
    bot_map: dict[int, str] = {}
    for key, name in (bots or {}).items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else key
        if type(seat) is not int or not 0 <= seat < seats:
            raise ValueError(f"Bot seat {key!r} is not a seat of this room (0 to {seats - 1}).")
        if not isinstance(name, str):
            raise ValueError(f"Bot names are text, not {name!r}.")
        bot_factory(game, name)
        bot_map[seat] = name
    return bot_map


def seat_records(seats: int, bots: dict[int, str], names: list[str] | None) -> list[SeatRecord]:
    """A new room's seats: its bots under their labels, the others free ("Seat 2") or kept
    under the ``names`` given."""
    records = []
    for seat in range(seats):
        given = names[seat] if names and seat < len(names) else None
        default = bot_label(bots[seat]) if seat in bots else f"Seat {seat + 1}"
        records.append(SeatRecord(name=clean_name(given, default), bot=bots.get(seat)))
    return records


class RoomLifecycle:
    """The part of ``Rooms`` that opens rooms and pauses, ends, resets and rematches them."""

    store: Store
    broker: Broker
    rooms: dict[str, Room]

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
        game_obj = checked_game(game, seats)
        records = seat_records(seats, checked_bots(game, seats, bots), names)
        seed = fresh_seed()
        options = game_obj.check_options(options)  # ValueError for unknown names or wrong types
        policy = await self.call_store(self.default_policy)
        for _ in range(20):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            record = RoomRecord(code, game_obj.name, seed, options, records, policy=policy)
            try:
                await self.call_store(self.store.create_room, record)
            except KeyError:  # the code is taken: draw another
                continue
            room = Room(record=record, table=new_table(record))
            self.rooms[code] = room
            await self.broker.publish(code)  # other server processes load the new room
            await self.run_bots_and_push(room)
            return code
        raise RuntimeError("Could not find a free room code.")

    # ----- what a room allows ------------------------------------------------------------

    async def set_policy(self, code: str, policy: Any) -> dict[str, Any]:
        """Set what room ``code`` allows (``engine.Policy`` data; ``ValueError`` if bad).
        Every seat's next snapshot lists its queries as allowed or refused with the reason."""
        room = self.room(code)
        data = Policy.from_dict(policy).to_dict()
        async with room.lock:
            await self.call_store(self.store.save_policy, room.code, data)
            room.record.policy = data
            room.table.policy = room_policy(room.record)
            room.revision += 1
        await self.broker.publish(room.code)
        self.push(room)
        return room_policy(room.record).to_dict()

    async def set_policy_everywhere(self, policy: Any) -> dict[str, Any]:
        """Set the policy of every room and of the rooms opened from now on."""
        data = Policy.from_dict(policy).to_dict()
        await self.call_store(self.store.set_meta, POLICY_META, json.dumps(data))
        for code in list(self.rooms):
            await self.set_policy(code, data)
        return Policy(undo=False, help_off=frozenset(data["help_off"])).to_dict()

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
            self.reset_table(room, seed)
        await self.run_bots_and_push(room)

    async def _commit_control(self, room: Room, entry: dict) -> None:
        """Commit a control entry (an end, a reset, a pause) and show its notice."""
        index = room.length
        ok = await self.append_entry(room.code, index, entry)
        if not ok:
            await self.refresh_room(room)
            self.push(room)
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        room.notice = last_notice([entry], index) or room.notice
        room.revision += 1
        await self.broker.publish(room.code)

    @staticmethod
    def reset_table(room: Room, seed: int) -> None:
        """A fresh table after a reset; the standing queries each seat had on stay on."""
        old = room.table
        room.base = room.length + 1
        room.table = new_table(room.record, seed)
        for seat in range(room.record.num_seats):
            for q in old.queries(seat):
                if q["on"] and q["allowed"]:
                    room.table.follow(seat, q["name"], True)

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
            await self.run_bots_and_push(room)

    async def allow_rematch(self, code: str, allowed: bool) -> None:
        """Let the players of ``code`` start a fresh game themselves once theirs is over
        (stored with the room, so every server process and a restart know it)."""
        room = self.room(code)
        async with room.lock:
            await self.call_store(self.store.save_rematch, room.code, bool(allowed))
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
