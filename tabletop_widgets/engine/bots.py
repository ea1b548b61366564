"""Bots use the same door as people: a seat's view and its legal actions in, one action out."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from .core import Action, Game, State


class Playable(Protocol):
    """What ``play_bots`` drives: a ``Match`` (its game, its state, ``act``)."""

    game: Game

    @property
    def state(self) -> State: ...

    def act(self, action: Action, seat: int | None = None) -> State: ...


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


BotSpec = Any  # a Bot, a Bot class, or a factory returning a Bot
#: Bot moves in a row after which ``play_bots`` gives up (a game that never ends).
MAX_BOT_MOVES = 100_000


def make_bot(spec: Bot | Callable[[], Bot]) -> Bot:
    """A fresh bot from ``spec``: a class or factory is called, an instance is copied."""
    if isinstance(spec, type) or (callable(spec) and not hasattr(spec, "choose")):
        return spec()
    return copy.deepcopy(spec)


def bot_name(spec: Any) -> str:
    """The short name of a bot, bot class or factory (``"random"``)."""
    name = getattr(spec, "name", None)
    if isinstance(name, str):
        return name
    return getattr(spec, "__name__", type(spec).__name__)


def bot_label(spec: Any) -> str:
    """What a person reads for a bot, the same in a widget and at a table: ``"Hold at 20 bot"``
    for the bot registered as ``hold_at_20`` (a registry name, or a bot's own ``name``)."""
    name = spec if isinstance(spec, str) else bot_name(spec)
    return f"{name.replace('_', ' ').capitalize()} bot"


def next_bot_move(
    game: Game,
    state: State,
    bots: Mapping[int, Bot],
    rngs: Mapping[int, random.Random],
) -> tuple[int, Action] | None:
    """The next move of a bot: ``(seat, action)`` for the first bot seat to act, or None.

    The bot sees only its seat's view and legal actions: the same door as people.
    """
    for seat in game.seats_to_act(state):
        if seat in bots:
            legal = game.legal_actions(state, seat)
            return seat, bots[seat].choose(game.view(state, seat), legal, rngs[seat])
    return None


def play_bots(
    match: Playable,
    bots: Mapping[int, Bot],
    rngs: Mapping[int, random.Random],
    max_moves: int = MAX_BOT_MOVES,
) -> int:
    """Let the bots in ``bots`` move on ``match`` until no bot is to act; return how many moved.

    Raises ``RuntimeError`` with a clear message when bots alone play ``max_moves``
    moves without the game ending or a person being asked (a game that never ends).
    """
    for count in range(max_moves + 1):
        move = next_bot_move(match.game, match.state, bots, rngs)
        if move is None:
            return count
        if count == max_moves:
            break
        seat, action = move
        match.act(action, seat)
    raise RuntimeError(
        f"{match.game.title}: the bots played {max_moves} moves in a row without the game "
        "ending; these bots may never finish it (try stronger bots or a shorter game option)."
    )


def lazy_bot(module: str, attr: str) -> Callable[[], Bot]:
    """A bot factory that imports ``module`` only when a bot is seated (heavy solvers).

    ``register(GAME, bots={"optimal": lazy_bot("tabletop_widgets.yum.bots", "OptimalBot")})``
    """

    def factory() -> Bot:
        import importlib

        return make_bot(getattr(importlib.import_module(module), attr))

    factory.__name__ = attr
    factory.__qualname__ = attr
    return factory
