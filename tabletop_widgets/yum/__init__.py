"""Yum, the French-Canadian dice game: rules, scoring, bots and the widget.

>>> from tabletop_widgets import yum
>>> yum.score([4, 4, 4, 5, 6], "three_of_a_kind")
23
"""

from __future__ import annotations

from ..engine import register
from ..engine.bots import lazy_bot
from ..engine.registry import lazy_experiments, lazy_lesson
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
    score,
    total,
)

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
    "score",
    "total",
    *_LAZY,
]


# The game, with what its folder declares beside the rules (bots load when seated).
register(
    GAME,
    bots={
        "greedy": lazy_bot("tabletop_widgets.yum.bots", "GreedyBot"),
        "optimal": lazy_bot("tabletop_widgets.yum.bots", "OptimalBot"),
        "coach": lazy_bot("tabletop_widgets.yum.bots", "CoachBot"),
    },
    queries=QUERIES,
    experiments=lazy_experiments(f"{__name__}.experiments"),
    lesson=lazy_lesson(f"{__name__}.lesson"),
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"YumWidget": "widget", **_LAZY}, submodules=_SUBMODULES)
