"""Where games register, so that tests, ``simulate`` and saved games can find them by name.

A game registers itself when its package is imported (``register(YumGame())``).
``all_games`` imports every game folder of the package, so a new game joins the
conformance suite without editing any test.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .core import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add ``game`` to the registry (idempotent) and return it."""
    _GAMES[game.name] = game
    return game


def _import_all() -> None:
    import tabletop_widgets

    # A game folder is a package with a game.py (engine, ui and classroom are not games).
    for folder in tabletop_widgets.__path__:
        for module in pkgutil.iter_modules([folder]):
            if module.ispkg and (Path(folder) / module.name / "game.py").exists():
                importlib.import_module(f"tabletop_widgets.{module.name}")


def get_game(name: str) -> Game:
    """The registered game called ``name`` (``KeyError`` if there is none)."""
    if name not in _GAMES:
        _import_all()
    return _GAMES[name]


def all_games() -> dict[str, Game]:
    """Every game of the package, by name."""
    _import_all()
    return dict(sorted(_GAMES.items()))
