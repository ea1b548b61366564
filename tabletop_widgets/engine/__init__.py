"""The game-agnostic engine: no Jupyter, no widgets. See docs/architecture.md."""

from .bots import Bot, RandomBot, bot_rng
from .core import Action, Game, State, canonical, clone, freeze
from .errors import CorruptSave, IllegalMove
from .match import Match
from .registry import all_games, get_game, register
from .simulate import play_game, simulate

__all__ = [
    "Action",
    "Bot",
    "CorruptSave",
    "Game",
    "IllegalMove",
    "Match",
    "RandomBot",
    "State",
    "all_games",
    "bot_rng",
    "canonical",
    "clone",
    "freeze",
    "get_game",
    "play_game",
    "register",
    "simulate",
]
