"""The Gnumies (David Parlett, Amigo 2001): secret simultaneous bids for party guests.

>>> from tabletop_widgets import gnumies
>>> gnumies.score_room([3, 3, 3, 6, 8, 8, 10, 13, "wullawaki", "copicastor"]).total
99
"""

from __future__ import annotations

from ..engine import register
from ..engine.bots import lazy_bot
from ..engine.registry import lazy_experiments, lazy_lesson
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


# The game, with what its folder declares beside the rules (bots load when seated).
register(
    GAME,
    bots={
        "high": lazy_bot("tabletop_widgets.gnumies.bots", "HighBot"),
        "low": lazy_bot("tabletop_widgets.gnumies.bots", "LowBot"),
        "thinking": lazy_bot("tabletop_widgets.gnumies.bots", "ThinkingBot"),
        "coach": lazy_bot("tabletop_widgets.gnumies.bots", "CoachBot"),
    },
    queries=QUERIES,
    experiments=lazy_experiments(f"{__name__}.experiments"),
    lesson=lazy_lesson(f"{__name__}.lesson"),
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"GnumiesWidget": "widget"})
