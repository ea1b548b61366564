"""The Gnumies (David Parlett, Amigo 2001): secret simultaneous bids for party guests.

>>> from tabletop_widgets import gnumies
>>> gnumies.score_room([3, 3, 3, 6, 8, 8, 10, 13, "wullawaki", "copicastor"]).total
99
"""

from __future__ import annotations

from typing import Any

from .bots import HighBot, LowBot, ThinkingBot
from .game import GAME, GnumiesGame
from .rules import (
    COLOURS,
    COPICASTOR,
    GNALLI,
    GNUMIE_VALUES,
    LUCKYNITS,
    PARTY_DECK,
    WULLAWAKI,
    RoomScore,
    RoomTally,
    best_discard,
    explain_room,
    group_points,
    luckynits,
    party_label,
    resolve_bids,
    room_total,
    score_room,
    tally_room,
)

__all__ = [
    "COLOURS",
    "COPICASTOR",
    "GAME",
    "GNALLI",
    "GNUMIE_VALUES",
    "LUCKYNITS",
    "PARTY_DECK",
    "WULLAWAKI",
    "GnumiesGame",
    "GnumiesWidget",
    "HighBot",
    "LowBot",
    "RoomScore",
    "RoomTally",
    "ThinkingBot",
    "best_discard",
    "explain_room",
    "group_points",
    "luckynits",
    "party_label",
    "resolve_bids",
    "room_total",
    "score_room",
    "tally_room",
]


def __getattr__(name: str) -> Any:
    # The widget imports anywidget: load it only when asked for.
    if name == "GnumiesWidget":
        from .widget import GnumiesWidget

        return GnumiesWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
