"""The move authority: a person's move proposed to the room's ``Table`` (checked once),
committed to the store with its move id (exactly-once: a repeated id gets its first
outcome), then to the table, the bots' answers the same way; commit before broadcast.
Moves of many rooms in one turn of the event loop share one store transaction."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from ...engine import IllegalMove, Proposal, english
from ...engine.table import MAX_BOT_MOVES
from .broker import Broker
from .room import Room
from .store import MOVE_KEY, Store

LOG = logging.getLogger("tabletop_widgets.classroom")


class MoveUnsettled(Exception):
    """The store did not answer while committing a move: whether it was written is not
    known here. The client sends the same move id again (``"retry": true``); the store's
    log then says what happened, and the move is played at most once."""


class MoveAuthority:
    """The part of ``Rooms`` that decides and commits moves (and answers queries)."""

    store: Store
    broker: Broker
    unsaved: list[tuple[str, int, dict, asyncio.Future]]

    async def call_store(self, method: Callable[..., Any], *args: Any) -> Any:
        """Call a store method: inline when the store says it is fast (``Store.inline``,
        e.g. local SQLite), else in a worker thread (network stores)."""
        if self.store.inline:
            return method(*args)
        return await asyncio.to_thread(method, *args)

    async def append_entry(self, code: str, index: int, entry: dict) -> bool:
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
                room.note_refusal(move, english(exc))
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
            ok = await self.append_entry(room.code, index, stored)
        except Exception as exc:
            LOG.warning("room %s: the store failed during a commit", room.code, exc_info=True)
            with contextlib.suppress(Exception):
                await self.refresh_room(room)  # learn whether it was written after all
            self.push(room)
            if move is not None and move in room.moves:
                return room.moves[move]
            raise MoveUnsettled("The table server could not reach its store; retrying.") from exc
        if not ok:
            await self.refresh_room(room)
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

    async def run_bots_and_push(self, room: Room) -> None:
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
