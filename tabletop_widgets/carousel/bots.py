"""Carousel bots. They see only their own view (hand, table, counts) and return one action.

* ``SolverBot`` plays the solver's best play whenever it may play (rearranging the
  table, with jokers), draws when there is none, and knocks when allowed and safe.
* ``HandMeldBot`` only lays melds from its own hand (the best set of them), never
  touching the table: the baseline the solver is measured against.
* ``GreedyBot`` plays the quick greedy play (melds from the hand, then one-card lay-offs).
"""

from __future__ import annotations

import random
from typing import Any

from .game import greedy_play
from .solver import best_play, hand_only_play


def safe_to_knock(view: dict[str, Any]) -> bool:
    """Knock with 0 points, or when every other player still holds 3 or more cards.

    An opponent with 3+ cards is very unlikely to hold 5 points or less (undercut).
    """
    if view["hand_value"] == 0:
        return True
    return all(size >= 3 for seat, size in enumerate(view["hand_sizes"]) if seat != view["seat"])


class _PlayingBot:
    name = "carousel"
    objective = "points"

    def find(self, hand: list[str], table: list[list[str]]) -> list[list[str]] | None:
        raise NotImplementedError

    def choose(self, view: dict[str, Any], legal: list[Any], rng: random.Random) -> Any:
        kinds = {a["type"] for a in legal}
        if "knock" in kinds and safe_to_knock(view):
            return {"type": "knock"}
        if view.get("may_play"):
            melds = self.find(view["hand"], view["table"])
            if melds is not None:
                return {"type": "play", "melds": melds}
        for kind in ("draw", "pass", "end_turn"):
            if kind in kinds:
                return {"type": kind}
        return legal[0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class SolverBot(_PlayingBot):
    """Plays the solver's best play (most points, or ``objective="cards"``), else draws."""

    name = "solver"

    def __init__(self, objective: str = "points") -> None:
        self.objective = objective

    def find(self, hand, table):
        play = best_play(hand, table, objective=self.objective)
        return None if play is None else play.melds


class HandMeldBot(_PlayingBot):
    """Lays only melds from its own hand (the best set of them); never rearranges the table."""

    name = "hand-meld"

    def find(self, hand, table):
        play = hand_only_play(hand, table)
        return None if play is None else play.melds


class GreedyBot(_PlayingBot):
    """Lays melds from its hand, then single cards onto table melds, without rearranging."""

    name = "greedy"

    def find(self, hand, table):
        return greedy_play(hand, table)


__all__ = ["GreedyBot", "HandMeldBot", "SolverBot", "safe_to_knock"]
