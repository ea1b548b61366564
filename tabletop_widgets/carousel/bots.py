"""Carousel bots. They see only their own view (hand, table, counts) and return one action.

* ``SolverBot`` plays the solver's best play whenever it may play (rearranging the
  table, with jokers), draws when there is none, and knocks when allowed and safe.
* ``HandMeldBot`` only lays melds from its own hand (the best set of them), never
  touching the table: the baseline the solver is measured against.
* ``CoachBot`` plays the coach's hint (``coach.py``: the solver's play, or knock, or draw).
* ``GreedyBot`` plays the quick greedy play (melds from the hand, then one-card lay-offs).
"""

from __future__ import annotations

import random
import warnings
from types import ModuleType
from typing import Any

from .coach import safe_to_knock
from .plays import greedy_play
from .rules import play_problem


class _PlayingBot:
    name = "carousel"
    objective = "points"

    def find(
        self, hand: list[str], table: list[list[str]], decks: int = 2
    ) -> list[list[str]] | None:
        """The new table this bot plays, or None (``decks``: 1 in the two-player game)."""
        raise NotImplementedError

    def choose(self, view: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        kinds = {a["type"] for a in legal}
        if "knock" in kinds and safe_to_knock(view):
            return {"type": "knock"}
        if view.get("may_play"):
            decks = 1 if len(view["hand_sizes"]) == 2 else 2
            melds = self.find(view["hand"], view["table"], decks)
            if melds is not None:
                return {"type": "play", "melds": melds}
        for kind in ("draw", "pass", "end_turn"):
            if kind in kinds:
                return {"type": kind}
        return legal[0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def _solver_for(bot: _PlayingBot) -> ModuleType | None:
    """The solver module, or None (warned once per bot) when numpy or scipy cannot be loaded
    (a browser offline: ``tabletop_widgets.compiled``); the bot then plays the greedy play."""
    try:
        from . import solver
    except ImportError as exc:
        if not getattr(bot, "_warned", False):
            bot._warned = True
            warnings.warn(f"{exc} ({bot!r} plays the greedy play instead)", stacklevel=3)
        return None
    return solver


class SolverBot(_PlayingBot):
    """Plays the solver's best play (most points, or ``objective="cards"``), else draws."""

    name = "solver"

    def __init__(self, objective: str = "points") -> None:
        self.objective = objective

    def find(self, hand, table, decks=2):
        solver = _solver_for(self)
        if solver is None:
            return GreedyBot().find(hand, table, decks)
        play = solver.best_play(hand, table, objective=self.objective, decks=decks)
        return None if play is None else play.melds


class HandMeldBot(_PlayingBot):
    """Lays only melds from its own hand (the best set of them); never rearranges the table."""

    name = "hand-meld"

    def find(self, hand, table, decks=2):
        solver = _solver_for(self)
        if solver is None:
            return GreedyBot().find(hand, table, decks)
        play = solver.hand_only_play(hand, table, decks=decks)
        return None if play is None else play.melds


class GreedyBot(_PlayingBot):
    """Lays melds from its hand, then single cards onto table melds, without rearranging."""

    name = "greedy"

    def find(self, hand, table, decks=2):
        melds = greedy_play(hand, table)
        if melds is None or play_problem(hand, table, melds, decks) is not None:
            return None  # nothing fits, or a joker named after a card on the table (one deck)
        return melds


class CoachBot:
    """Plays the coach's hint (``coach.hint``): knock whenever it may (``coach.coach_knocks``,
    where ``SolverBot`` waits for ``safe_to_knock``), the solver's best play, else draw or
    pass; the solver gets ``time_limit`` seconds (``SolverBot``'s default), not the hint's
    short budget, so seeded games are reproducible on a busy machine."""

    name = "coach"

    def __init__(self, time_limit: float = 10.0) -> None:
        self.time_limit = time_limit

    def choose(self, view: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        from . import coach
        from .game import GAME

        recall = GAME.present(view, view["seat"])
        action = coach.hint(recall, view["seat"], time_limit=self.time_limit)["action"]
        if action is None or (action["type"] != "play" and action not in legal):
            return legal[0]
        return action

    def __repr__(self) -> str:
        return f"CoachBot(time_limit={self.time_limit})"


__all__ = ["CoachBot", "GreedyBot", "HandMeldBot", "SolverBot", "safe_to_knock"]
