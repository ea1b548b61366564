"""Yum, the French-Canadian dice game: rules, scoring, bots and the widget.

>>> from tabletop_widgets import yum
>>> yum.score([4, 4, 4, 5, 6], "three_of_a_kind")
23
"""

from __future__ import annotations

from typing import Any

from .game import GAME, YumGame
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


def __getattr__(name: str) -> Any:
    # The widget imports anywidget: load it only when asked for.
    if name == "YumWidget":
        from .widget import YumWidget

        return YumWidget
    if name in _LAZY or name in _SUBMODULES:
        import importlib

        module = importlib.import_module(f"{__name__}.{_LAZY.get(name, name)}")
        return module if name in _SUBMODULES else getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
