"""The Gnumies (David Parlett, Amigo 2001): secret simultaneous bids for party guests.

>>> from tabletop_widgets import gnumies
>>> gnumies.score_room([3, 3, 3, 6, 8, 8, 10, 13, "wullawaki", "copicastor"]).total
99
"""

from __future__ import annotations

from ..engine.registry import register_folder
from ..lazy import lazy_names
from .bots import HighBot, LowBot, ThinkingBot
from .game import GAME, GnumiesGame
from .queries import QUERIES
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


# Registered with its bots (classes of bots.py), experiments and lesson, each loaded when used.
register_folder(
    __name__,
    GAME,
    QUERIES,
    bots={"high": "HighBot", "low": "LowBot", "thinking": "ThinkingBot", "coach": "CoachBot"},
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"GnumiesWidget": "widget"})
