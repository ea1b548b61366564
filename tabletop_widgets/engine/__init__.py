"""The game-agnostic engine: no Jupyter, no widgets. See docs/architecture.md."""

from .bots import (
    Bot,
    RandomBot,
    bot_label,
    bot_name,
    bot_rng,
    lazy_bot,
    make_bot,
    next_bot_move,
    play_bots,
)
from .chance import ChanceOutcome
from .core import Action, Game, GameInfo, State, canonical, clone, freeze
from .errors import CorruptSave, IllegalMove, english
from .match import Match, fresh_seed
from .queries import Policy, Query, QueryRefused
from .registry import (
    all_games,
    bots_of,
    experiments_of,
    game_entry,
    game_folder,
    get_game,
    queries_of,
    register,
    registered_bot,
    resolve_bots,
)
from .simulate import play_game, simulate
from .table import PERSON, Proposal, Table, seat_snapshot

__all__ = [
    "PERSON",
    "Action",
    "Bot",
    "ChanceOutcome",
    "CorruptSave",
    "Game",
    "GameInfo",
    "IllegalMove",
    "english",
    "Match",
    "Policy",
    "Proposal",
    "Query",
    "QueryRefused",
    "RandomBot",
    "State",
    "Table",
    "all_games",
    "bot_label",
    "bot_name",
    "bot_rng",
    "bots_of",
    "canonical",
    "clone",
    "experiments_of",
    "freeze",
    "fresh_seed",
    "game_entry",
    "game_folder",
    "get_game",
    "lazy_bot",
    "make_bot",
    "next_bot_move",
    "play_bots",
    "play_game",
    "queries_of",
    "register",
    "registered_bot",
    "resolve_bots",
    "seat_snapshot",
    "simulate",
]
