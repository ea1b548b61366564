"""The bots a room can seat, found by name in each game package's ``bots`` module.

A bot is listed by the ``name`` it declares (``GreedyBot.name == "greedy"``): every class
a game's ``bots`` module exports (``__all__``) that has a ``name`` and a ``choose``, plus
the entries of its ``BOTS`` mapping when it has one. ``"random"`` works for every game.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from ..engine import Bot, RandomBot, get_game, make_bot


@cache
def bot_classes(game_name: str) -> dict[str, Any]:
    """Bot name -> class (or factory) for ``game_name`` (``KeyError`` for an unknown game)."""
    get_game(game_name)
    found: dict[str, Any] = {"random": RandomBot}
    try:
        module = importlib.import_module(f"tabletop_widgets.{game_name}.bots")
    except ImportError:
        return found
    exported = getattr(module, "__all__", None) or [n for n in vars(module) if n[:1].isupper()]
    for attr in exported:
        spec = getattr(module, attr, None)
        name = getattr(spec, "name", None)
        if isinstance(spec, type) and isinstance(name, str) and hasattr(spec, "choose"):
            found.setdefault(name, spec)
    for name, spec in (getattr(module, "BOTS", None) or {}).items():
        found.setdefault(str(name), spec)
    return dict(sorted(found.items()))


def bot_names(game_name: str) -> list[str]:
    """The bot names a room of ``game_name`` accepts, sorted."""
    return list(bot_classes(game_name))


def bot_for(game_name: str, bot_name: str) -> Bot:
    """A fresh bot called ``bot_name`` for ``game_name``; ``ValueError`` names the choices."""
    classes = bot_classes(game_name)
    if bot_name not in classes:
        raise ValueError(f"{game_name} has no bot {bot_name!r} (choose from {', '.join(classes)}).")
    return make_bot(classes[bot_name])
