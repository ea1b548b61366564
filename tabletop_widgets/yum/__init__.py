"""Yum, the French-Canadian dice game: rules, scoring, bots and the widget.

>>> from tabletop_widgets import yum
>>> yum.score([4, 4, 4, 5, 6], "three_of_a_kind")
23
"""

from __future__ import annotations

from ..engine.registry import register_folder
from ..i18n.engine_texts import InLanguage, in_language
from ..lazy import lazy_names
from .game import GAME, YumGame
from .queries import QUERIES
from .rules import (
    BOX_LABELS,
    BOXES,
    LOWER_BOXES,
    UPPER_BOXES,
    YAHTZEE,
    YUM,
    Rules,
    bonus,
    box_rule,
    score,
    total,
)

#: The boxes' names in the resolved language (``tabletop_widgets.i18n.use_language``); the
#: engine itself reads the English ones of ``rules.BOX_LABELS``.
BOX_LABELS = InLanguage(BOX_LABELS)
#: What a box scores, in words, in the resolved language.
box_rule = in_language(box_rule)

# Loaded on first use (numpy, the optimal-play table): name -> submodule.
_LAZY = {
    "CoachBot": "bots",
    "GreedyBot": "bots",
    "OptimalBot": "bots",
    "RandomBot": "bots",
    "advice": "coach",
    "post_game_summary": "coach",
    "optimal_expected_score": "solver",
    "simulate_games": "solver",
    "five_of_a_kind_chance": "probability",
    "box_chance": "probability",
    "box_chances": "probability",
    "turn_score_distribution": "probability",
}
_SUBMODULES = ("bots", "coach", "probability", "solver")

__all__ = [
    "BOXES",
    "BOX_LABELS",
    "GAME",
    "LOWER_BOXES",
    "UPPER_BOXES",
    "YAHTZEE",
    "YUM",
    "Rules",
    "YumGame",
    "YumWidget",
    "bonus",
    "box_rule",
    "score",
    "total",
    *_LAZY,
]


# Registered with its bots (classes of bots.py), experiments and lesson, each loaded when used.
register_folder(
    __name__,
    GAME,
    QUERIES,
    bots={"greedy": "GreedyBot", "optimal": "OptimalBot", "coach": "CoachBot"},
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"YumWidget": "widget", **_LAZY}, submodules=_SUBMODULES)
