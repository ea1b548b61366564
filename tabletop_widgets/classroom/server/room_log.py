"""A room's stored log: the table server's own entries (end, reset, pause) beside the
engine's moves, the notices they show, and a room's table made and replayed from its log."""

from __future__ import annotations

from typing import Any

from ...engine import Policy, Table, bots_of, get_game
from ..protocol import END_REASON
from .store import RoomRecord

#: The table server's own log entries (the engine never sees them): ``{"end": True}`` (the
#: teacher ended the game: no more moves) and ``{"reset": seed}`` (a fresh game with the same
#: seats). A room's table plays its game since the last reset.
END_ENTRY = "end"
RESET_ENTRY = "reset"
#: ``{"pause": true}`` / ``{"pause": false}``: the teacher paused or resumed the table.
PAUSE_ENTRY = "pause"

#: What a paused table tells every seat (its ``closed`` banner) and answers a move.
PAUSE_REASON = "The teacher paused the game: wait for the go-ahead."
#: The notices every seat of a table is shown when the teacher acts on it.
RESET_NOTICE = "The teacher restarted this game."
END_NOTICE = "The teacher ended this game: here are the final scores."
RESUME_NOTICE = "The teacher resumed the game."
#: A control entry's notice to every seat (stored with it, so every process shows it).
NOTICE_KEY = "notice"
REMATCH_NOTICE = "A rematch started."


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
