"""What one seat at a table is shown: the same data for every front end.

The notebook widget, the table server's web page and its Python clients all send
a seat exactly this snapshot of a ``Match``: the seat's view (or the teacher's
view), its legal moves, the engine's reasons for the moves it may not make, the
public log and the scores. Nothing in it is hidden from that seat.
"""

from __future__ import annotations

from typing import Any

from .match import Match

#: Public log lines sent with a snapshot.
LOG_LINES = 30


def seat_snapshot(
    match: Match, seat: int, *, teacher: bool = False, log_lines: int = LOG_LINES
) -> dict[str, Any]:
    """The table as ``seat`` sees it (``teacher=True``: plus everything hidden).

    The view is the game's ``present``-ation of the seat's view (display facts added).
    Keys: ``seat``, ``view``, ``legal`` (empty unless the seat is to act),
    ``refusals`` (kind of move -> reason), ``log``, ``names``, ``scores``,
    ``terminal``, ``to_act``.
    """
    game, state = match.game, match.state
    acting = game.seats_to_act(state)
    view = game.teacher_view(state, seat) if teacher else game.view(state, seat)
    view = game.present(view, seat)
    return {
        "seat": seat,
        "view": view,
        "legal": game.legal_actions(state, seat) if seat in acting else [],
        "refusals": game.refusals(state, seat),
        "log": match.events[-log_lines:] if log_lines else [],
        "names": list(match.names),
        "scores": list(game.scores(state)),
        "terminal": not acting,
        "to_act": list(acting),
    }
