"""GYÜMI (Fruit Mix), the memory game of fruit series: rules, scoring, bots and the widget.

>>> from tabletop_widgets import gyumi
>>> gyumi.series_score([1, 2, 3, 5])
5
"""

from __future__ import annotations

from ..engine.registry import register_folder
from ..i18n.engine_texts import in_language
from ..lazy import lazy_names
from .game import GAME, GyumiGame
from .queries import QUERIES
from .rules import (
    FRUIT_EMOJI,
    FRUITS,
    MAX_SCORE,
    RUN_POINTS,
    card,
    card_label,
    cards_in_play,
    cards_removed,
    draw_pile_after_setup,
    explain_series,
    make_deck,
    parse_card,
    player_score,
    run_length,
    score_sheet,
    series_score,
)

# The texts a student prints are in the resolved language (i18n.use_language); the engine
# itself calls the English originals in .rules/.explain.
explain_series = in_language(explain_series)

__all__ = [
    "FRUITS",
    "FRUIT_EMOJI",
    "GAME",
    "GyumiGame",
    "GyumiWidget",
    "MAX_SCORE",
    "RUN_POINTS",
    "card",
    "card_label",
    "cards_in_play",
    "cards_removed",
    "draw_pile_after_setup",
    "explain_series",
    "make_deck",
    "parse_card",
    "player_score",
    "run_length",
    "score_sheet",
    "series_score",
]


# Registered with its bots (classes of bots.py), experiments and lesson, each loaded when used.
register_folder(
    __name__,
    GAME,
    QUERIES,
    bots={"memory": "MemoryBot", "fading": "FadingMemoryBot", "coach": "CoachBot"},
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(
    __name__, {"GyumiWidget": "widget", "MemoryBot": "bots", "FadingMemoryBot": "bots"}
)
