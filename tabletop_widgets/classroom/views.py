"""What a connection is sent: the engine's seat snapshot, drawn like the notebook widget draws it.

Each game's widget adds display-only facts to a seat's view (``decorate_view``: Yum's
score sheet labels, Gin's deadwood arrangement ...) that its front end reads. The table
server sends the same decorated view, so the room page mounts the unchanged bundle.
Decoration reads only the table (the room's ``Match``) in the widget's own way: it is
called with a small stand-in for the widget (``DecorationContext``) holding the match,
never with a kernel or a comm.
"""

from __future__ import annotations

import importlib
import logging
from functools import cache
from typing import Any

from ..engine import Game, Match
from ..engine.table import seat_snapshot

LOG = logging.getLogger("tabletop_widgets.classroom")


class DecorationContext:
    """What a widget's ``decorate_view`` reads from ``self``: the game, the match, the mode."""

    coach = False  # the coach stays a notebook feature
    handover = False

    def __init__(self, match: Match, teacher: bool) -> None:
        self.match = match
        self.game = match.game
        self.mode = "reveal" if teacher else "bots"

    @property
    def state(self) -> dict[str, Any]:
        return self.match.state


@cache
def widget_class(game_name: str) -> Any:
    """The notebook widget class of ``game_name`` (its ``decorate_view``), or None."""
    from ..ui.base import GameWidget

    try:
        module = importlib.import_module(f"tabletop_widgets.{game_name}.widget")
    except ImportError:
        return None
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and issubclass(value, GameWidget)
            and value is not GameWidget
            and value.game.name == game_name
        ):
            return value
    return None


def decorate(match: Match, view: dict[str, Any], seat: int, teacher: bool) -> dict[str, Any]:
    """``view`` with the game widget's display facts added (the plain view if that fails)."""
    cls = widget_class(match.game.name)
    if cls is None:
        return view
    try:
        return cls.decorate_view(DecorationContext(match, teacher), view, seat)
    except Exception:  # a drawing aid must never break the table
        LOG.exception("decorate_view failed for %s", match.game.name)
        return view


def seat_frame(match: Match, seat: int, teacher: bool = False) -> dict[str, Any]:
    """The snapshot of ``seat`` (engine ``seat_snapshot``) with the decorated view."""
    snap = seat_snapshot(match, seat, teacher=teacher)
    snap["view"] = decorate(match, snap["view"], seat, teacher)
    return snap


def game_summary(game: Game) -> dict[str, Any]:
    """Public facts of a game for the pages (title, seat range)."""
    return {
        "name": game.name,
        "title": game.title,
        "min_seats": game.min_seats,
        "max_seats": game.max_seats,
    }
