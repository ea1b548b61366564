"""What a seat is shown of a match, as plain data: its own part (``private_snapshot``: view,
legal moves, reasons) and the part every seat sees alike (``public_snapshot``: log, names,
scores, whose turn); ``seat_snapshot`` joins them (``Table.snapshot`` without a table)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .match import Match

#: Public log lines sent with a snapshot.
LOG_LINES = 30


def seat_snapshot(
    match: Match,
    seat: int,
    *,
    teacher: bool = False,
    log_lines: int = LOG_LINES,
    private: bool = True,
    closed: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The snapshot of ``seat`` for ``match`` (``Table.snapshot`` without a table).

    The view is the game's ``present``-ation of the seat's view (or teacher view);
    ``private=False`` sends no view, legal moves or reasons (a hand-over screen).
    """
    if private:
        snapshot = private_snapshot(match, seat, teacher=teacher, closed=closed)
    else:
        snapshot = {"seat": seat, "view": {}, "legal": [], "refusals": {}}
    snapshot.update(public_snapshot(match, log_lines=log_lines, closed=closed))
    if extra:
        snapshot.update(extra)
    return snapshot


def private_snapshot(
    match: Match,
    seat: int,
    *,
    teacher: bool = False,
    closed: str | None = None,
    view: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """What of a snapshot is the seat's own: ``seat``, ``view``, ``legal``, ``refusals``.
    ``view``: the seat's presented view when the caller has it already."""
    game, state = match.game, match.state
    if view is None:
        raw = game.teacher_view(state, seat) if teacher else game.view(state, seat)
        view = game.present(raw, seat)
    acting = () if closed else game.seats_to_act(state)
    return {
        "seat": seat,
        "view": view,
        "legal": game.legal_actions(state, seat) if seat in acting else [],
        "refusals": {"*": closed} if closed else game.refusals(state, seat),
    }


def public_snapshot(
    match: Match, *, log_lines: int = LOG_LINES, closed: str | None = None
) -> dict[str, Any]:
    """What of a snapshot every seat sees alike: ``log``, ``names``, ``scores``,
    ``terminal``, ``to_act``, ``closed``."""
    game, state = match.game, match.state
    acting = [] if closed else game.seats_to_act(state)
    return {
        "log": match.english_events[-log_lines:] if log_lines else [],
        "names": list(match.names),
        "scores": list(game.scores(state)),
        "terminal": not acting,
        "to_act": list(acting),
        "closed": closed or "",
    }
