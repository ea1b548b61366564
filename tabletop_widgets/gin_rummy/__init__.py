"""Gin Rummy as played in the Cardems app: rules, deadwood optimiser, layoffs, bots and the widget.

>>> from tabletop_widgets import gin_rummy
>>> gin_rummy.min_deadwood("3H 4H 5H 6H 6S 6D KC")
10
>>> gin_rummy.points_for(7, 18)
('knock', 'knocker', 11)
"""

from __future__ import annotations

from ..engine import register
from ..engine.bots import lazy_bot
from ..engine.registry import lazy_experiments, lazy_lesson
from ..lazy import lazy_names
from .bots import FairBot, GreedyBot
from .explain import score_hand
from .game import GAME, GinRummyGame
from .queries import QUERIES
from .rules import (
    GIN_BONUS,
    HAND_SIZE,
    KNOCK_LIMIT,
    MATCH_TARGET,
    UNDERCUT_BONUS,
    all_best_melds,
    best_discard,
    best_melds,
    can_knock,
    card_value,
    defender_deadwood,
    min_deadwood,
    points_for,
)

__all__ = [
    "GAME",
    "FairBot",
    "GreedyBot",
    "GIN_BONUS",
    "HAND_SIZE",
    "KNOCK_LIMIT",
    "MATCH_TARGET",
    "UNDERCUT_BONUS",
    "GinRummyGame",
    "GinRummyWidget",
    "all_best_melds",
    "best_discard",
    "best_melds",
    "can_knock",
    "card_value",
    "defender_deadwood",
    "min_deadwood",
    "min_deadwood_many",
    "points_for",
    "score_hand",
]


# The game, with what its folder declares beside the rules (bots load when seated).
register(
    GAME,
    bots={
        "fair": lazy_bot("tabletop_widgets.gin_rummy.bots", "FairBot"),
        "greedy": lazy_bot("tabletop_widgets.gin_rummy.bots", "GreedyBot"),
        "coach": lazy_bot("tabletop_widgets.gin_rummy.bots", "CoachBot"),
    },
    queries=QUERIES,
    experiments=lazy_experiments(f"{__name__}.experiments"),
    lesson=lazy_lesson(f"{__name__}.lesson"),
)

# The widget imports anywidget, the batch deadwood numpy: each loads only when asked for (a
# table server playing Gin never needs either).
__getattr__ = lazy_names(__name__, {"GinRummyWidget": "widget", "min_deadwood_many": "deadwood"})
