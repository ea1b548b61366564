"""What a connection is sent: the engine's seat snapshot, nothing added.

The engine presents each seat's view with the display facts its front end draws
(``Game.present``: Gin's melds and deadwood, Carousel's joker naming facts), so the
room page mounts each game's unchanged bundle on exactly what a notebook widget
would sync, and the server needs no Jupyter.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, Match
from ..engine.table import seat_snapshot


def seat_frame(match: Match, seat: int, teacher: bool = False) -> dict[str, Any]:
    """The snapshot of ``seat`` (engine ``seat_snapshot``: the view as the game presents it)."""
    return seat_snapshot(match, seat, teacher=teacher)


def game_summary(game: Game) -> dict[str, Any]:
    """Public facts of a game for the pages (title, seat range)."""
    return {
        "name": game.name,
        "title": game.title,
        "min_seats": game.min_seats,
        "max_seats": game.max_seats,
    }
