"""Bots use the same door as people: a seat's view and its legal actions in, one action out."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from .core import Action


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose`` method is a bot.

    ``choose`` gets the seat's own view (never hidden information), the list of
    legal actions and a seeded ``random.Random``, and returns one of the actions.
    A bot may remember things between calls: ``simulate`` and the widgets give
    every game a fresh copy of it.
    """

    name: str

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Plays a uniformly random legal action. Works for every game."""

    name = "random"

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"


def bot_rng(game_seed: int, seat: int) -> random.Random:
    """The private random stream of the bot in ``seat`` for the game seeded ``game_seed``."""
    return random.Random(f"bot:{game_seed}:{seat}")
