"""Yum bots: random, greedy (this turn's points only) and optimal (maximum expected final score).

Every bot gets the seat's view (``YumGame.view``) and the legal actions, and returns
one of them: ``{"type": "roll", "hold": [indices]}`` or ``{"type": "score", "box": name}``.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.bots import RandomBot
from .one_turn import one_turn
from .rules import BOXES, ROLLS_PER_TURN, Rules, score, upper_total

__all__ = ["CoachBot", "GreedyBot", "OptimalBot", "RandomBot"]

#: Where the greedy bot puts a zero (or breaks a tie): rare boxes first, chance last.
ZERO_DUMP_ORDER = (
    "ones",
    "yum",
    "twos",
    "long_straight",
    "four_of_a_kind",
    "full_house",
    "threes",
    "short_straight",
    "fours",
    "three_of_a_kind",
    "fives",
    "sixes",
    "surplus",
)
_TIE_ORDER = (
    "yum",
    "long_straight",
    "full_house",
    "short_straight",
    "four_of_a_kind",
    "sixes",
    "fives",
    "fours",
    "threes",
    "twos",
    "ones",
    "three_of_a_kind",
    "surplus",
)


def _filled(card: dict[str, Any]) -> int:
    return sum(1 << i for i, box in enumerate(BOXES) if card[box] is not None)


class GreedyBot:
    """Maximises this turn's expected points among its open boxes, ignoring later turns.

    Between rolls it keeps the dice that give the best expected score of the best open
    box at the end of the turn (an exact one-turn computation); it then scores the
    best-scoring open box (ties: the rarer combination first; the Rolling Surplus
    last) and dumps a zero in the least useful open box (``ZERO_DUMP_ORDER``).
    """

    name = "greedy"

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        rolls = view["rolls"]
        if rolls == 0:
            return {"type": "roll", "hold": []}
        rules = Rules.from_dict(view["rules"])
        card = view["cards"][view["seat"]]
        dice = view["dice"]
        if rolls < ROLLS_PER_TURN:
            turn = one_turn(
                rules, _filled(card), min(rules.upper_bonus_threshold, upper_total(card))
            )
            values = turn.keep2 if rolls == 1 else turn.keep3
            stop = values[tuple(sorted(dice))]
            best, best_hold = stop, None
            for action in legal:
                if action["type"] != "roll":
                    continue
                kept = tuple(sorted(dice[i] for i in action["hold"]))
                v = values[kept]
                if v > best + 1e-9:
                    best, best_hold = v, action["hold"]
            if best_hold is not None:
                return {"type": "roll", "hold": list(best_hold)}
        open_boxes = [a["box"] for a in legal if a["type"] == "score"]
        points = {b: score(dice, b, rules) for b in open_boxes}
        top = max(points.values())
        if top == 0:
            return {"type": "score", "box": min(open_boxes, key=ZERO_DUMP_ORDER.index)}
        candidates = [b for b in open_boxes if points[b] == top]
        return {"type": "score", "box": min(candidates, key=_TIE_ORDER.index)}

    def __repr__(self) -> str:
        return "GreedyBot()"


class OptimalBot:
    """Plays the optimal solitaire strategy: maximum expected final score of its own sheet.

    Uses the table of ``solver`` (shipped for Yum; other rules are solved once, a few
    seconds). It ignores the other players' sheets.
    """

    name = "optimal"

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        from .coach import best_action

        action = best_action(view)
        return action if action in legal else legal[0]

    def __repr__(self) -> str:
        return "OptimalBot()"


class CoachBot:
    """Plays the ``hint`` query's move: the coach's exact best choice (the same play as
    ``OptimalBot``, taken through the hint every player can ask for)."""

    name = "coach"

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        from .game import GAME
        from .queries import hint_answer

        action = hint_answer(GAME.present(view, view["seat"]), view["seat"], {})["action"]
        return action if action in legal else legal[0]

    def __repr__(self) -> str:
        return "CoachBot()"
