"""The game-agnostic engine: no Jupyter, no widgets. See docs/architecture.md."""

from .bots import Bot, RandomBot, bot_name, bot_rng, make_bot, next_bot_move, play_bots
from .core import Action, Game, GameInfo, State, canonical, clone, freeze
from .errors import CorruptSave, IllegalMove
from .match import Match, fresh_seed
from .registry import all_games, get_game, register
from .simulate import play_game, simulate

__all__ = [
    "Action",
    "Bot",
    "CorruptSave",
    "Game",
    "GameInfo",
    "IllegalMove",
    "Match",
    "RandomBot",
    "State",
    "all_games",
    "bot_name",
    "bot_rng",
    "canonical",
    "clone",
    "freeze",
    "fresh_seed",
    "get_game",
    "make_bot",
    "next_bot_move",
    "play_bots",
    "play_game",
    "register",
    "simulate",
]
