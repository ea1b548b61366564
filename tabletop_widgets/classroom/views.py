"""What a connection is sent: the engine's seat snapshot, drawn like the notebook widget draws it.

Each game's widget adds display-only facts to a seat's view (``decorate_view``: Yum's
score sheet labels, Gin's deadwood arrangement ...) that its front end reads. The table
server sends the same decorated view, so the room page mounts the unchanged bundle.
Decoration reads only the table (the room's ``Match``), in the widget's own way: a
``Decorator`` holds one undisplayed widget (no kernel, a dummy comm) and lends it the
room's match for each call.
"""

from __future__ import annotations

import importlib
import logging
import threading
from functools import cache
from typing import Any

from ..engine import Game, Match
from ..engine.table import seat_snapshot

LOG = logging.getLogger("tabletop_widgets.classroom")


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


class Decorator:
    """A game's widget, never displayed, that draws views of any match it is handed.

    The widget is made once per game, seat count and mode (people in every seat, no
    kernel: its comm is a dummy); ``decorate`` lends it the room's match for one call,
    under a lock, so the widget's ``decorate_view`` reads the table exactly as it does
    in a notebook.
    """

    def __init__(self, game_name: str, num_seats: int, teacher: bool) -> None:
        cls = widget_class(game_name)
        self.widget = None if cls is None else cls(num_seats, seed=0, reveal=teacher)
        self.lock = threading.Lock()

    def decorate(self, match: Match, view: dict[str, Any], seat: int) -> dict[str, Any]:
        if self.widget is None:
            return view
        with self.lock:
            own = self.widget.match
            self.widget.match = match
            try:
                return self.widget.decorate_view(view, seat)
            finally:
                self.widget.match = own


@cache
def decorator(game_name: str, num_seats: int, teacher: bool) -> Decorator:
    """The shared ``Decorator`` of a game, seat count and mode."""
    return Decorator(game_name, num_seats, teacher)


def decorate(match: Match, view: dict[str, Any], seat: int, teacher: bool) -> dict[str, Any]:
    """``view`` with the game widget's display facts added (the plain view if that fails)."""
    try:
        return decorator(match.game.name, match.num_seats, teacher).decorate(match, view, seat)
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
