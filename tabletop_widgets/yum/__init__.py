"""Yum, the French-Canadian dice game: rules, scoring, bots and the widget.

>>> from tabletop_widgets import yum
>>> yum.score([4, 4, 4, 5, 6], "three_of_a_kind")
23
"""

from __future__ import annotations

from typing import Any

from .game import GAME, YumGame
from .rules import BOX_LABELS, BOXES, LOWER_BOXES, UPPER_BOXES, YAHTZEE, YUM, Rules, bonus, score, total

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
]


def __getattr__(name: str) -> Any:
    # The widget imports anywidget: load it only when asked for.
    if name == "YumWidget":
        from .widget import YumWidget

        return YumWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
