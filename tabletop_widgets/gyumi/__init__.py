"""GYÜMI (Fruit Mix), the memory game of fruit series: rules, scoring, bots and the widget.

>>> from tabletop_widgets import gyumi
>>> gyumi.series_score([1, 2, 3, 5])
5
"""

from __future__ import annotations

from ..engine import register
from ..engine.bots import lazy_bot
from ..engine.registry import lazy_experiments, lazy_lesson
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


# The game, with what its folder declares beside the rules (bots load when seated).
register(
    GAME,
    bots={
        "memory": lazy_bot("tabletop_widgets.gyumi.bots", "MemoryBot"),
        "fading": lazy_bot("tabletop_widgets.gyumi.bots", "FadingMemoryBot"),
        "coach": lazy_bot("tabletop_widgets.gyumi.bots", "CoachBot"),
    },
    queries=QUERIES,
    experiments=lazy_experiments(f"{__name__}.experiments"),
    lesson=lazy_lesson(f"{__name__}.lesson"),
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(
    __name__, {"GyumiWidget": "widget", "MemoryBot": "bots", "FadingMemoryBot": "bots"}
)
