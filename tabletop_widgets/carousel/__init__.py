"""Carousel (manipulation rummy): rules, scoring, the table solver, bots and the widget.

>>> from tabletop_widgets import carousel
>>> carousel.is_valid_meld(["QS", "KS", "AS"]), carousel.is_valid_meld(["KS", "AS", "2S"])
(True, False)
>>> carousel.hand_value(["AS", "TD", "KH", "JK"])
46
"""

from __future__ import annotations

from ..engine.registry import register_folder
from ..i18n.engine_texts import in_language
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

# The texts a student prints are in the resolved language (i18n.use_language); the engine
# itself calls the English originals in .rules/.explain.
meld_problem = in_language(meld_problem)
meld_problems = in_language(meld_problems)
play_problem = in_language(play_problem)

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


# Registered with its bots (classes of bots.py), experiments and lesson, each loaded when used.
register_folder(
    __name__,
    GAME,
    QUERIES,
    bots={
        "solver": "SolverBot",
        "hand-meld": "HandMeldBot",
        "greedy": "GreedyBot",
        "coach": "CoachBot",
    },
)

# The widget imports anywidget: it (and the heavier modules) load only when asked for.
__getattr__ = lazy_names(__name__, {"CarouselWidget": "widget"})
