"""Gin Rummy as played in the Cardems app: rules, deadwood optimiser, layoffs, bots and the widget.

>>> from tabletop_widgets import gin_rummy
>>> gin_rummy.min_deadwood("3H 4H 5H 6H 6S 6D KC")
10
>>> gin_rummy.points_for(7, 18)
('knock', 'knocker', 11)
"""

from __future__ import annotations

from ..engine.registry import register_folder
from ..i18n.engine_texts import in_language
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

# The texts a student prints are in the resolved language (i18n.use_language); the engine
# itself calls the English originals in .rules/.explain.
score_hand = in_language(score_hand)

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


# Registered with its bots (classes of bots.py), experiments and lesson, each loaded when used.
register_folder(
    __name__, GAME, QUERIES, bots={"fair": "FairBot", "greedy": "GreedyBot", "coach": "CoachBot"}
)

# The widget imports anywidget, the batch deadwood numpy: each loads only when asked for (a
# table server playing Gin never needs either).
__getattr__ = lazy_names(__name__, {"GinRummyWidget": "widget", "min_deadwood_many": "deadwood"})
