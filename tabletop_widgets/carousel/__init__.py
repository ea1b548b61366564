"""Carousel (manipulation rummy): rules, scoring, the table solver, bots and the widget.

>>> from tabletop_widgets import carousel
>>> carousel.is_valid_meld(["QS", "KS", "AS"]), carousel.is_valid_meld(["KS", "AS", "2S"])
(True, False)
>>> carousel.hand_value(["AS", "TD", "KH", "JK"])
46
"""

from __future__ import annotations

from ..engine import register
from ..engine.bots import lazy_bot
from ..engine.registry import lazy_experiments, lazy_lesson
from ..lazy import lazy_names
from .game import GAME, CarouselGame
from .plays import hand_melds, simple_plays
from .queries import QUERIES
from .rules import (
    can_knock,
    deck_for,
    end_bonuses,
    hand_value,
    is_valid_meld,
    meld_problem,
    meld_problems,
    order_meld,
    play_problem,
    round_winners,
    score_round,
    validate_table,
)

__all__ = [
    "GAME",
    "CarouselGame",
    "CarouselWidget",
    "can_knock",
    "deck_for",
    "end_bonuses",
    "hand_melds",
    "hand_value",
    "is_valid_meld",
    "meld_problem",
    "meld_problems",
    "order_meld",
    "play_problem",
    "round_winners",
    "score_round",
    "simple_plays",
    "validate_table",
]


# The game, with what its folder declares beside the rules (bots load when seated).
register(
    GAME,
    bots={
        "solver": lazy_bot("tabletop_widgets.carousel.bots", "SolverBot"),
        "hand-meld": lazy_bot("tabletop_widgets.carousel.bots", "HandMeldBot"),
        "greedy": lazy_bot("tabletop_widgets.carousel.bots", "GreedyBot"),
        "coach": lazy_bot("tabletop_widgets.carousel.bots", "CoachBot"),
    },
    queries=QUERIES,
    experiments=lazy_experiments(f"{__name__}.experiments"),
    lesson=lazy_lesson(f"{__name__}.lesson"),
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"CarouselWidget": "widget"})
