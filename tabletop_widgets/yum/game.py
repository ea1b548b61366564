"""Yum as a game for the engine: turns, rolls, holds and the score sheet.

Section by section of the rulebook (shared/rules/yum.md):
setup (random first player), a turn (up to three rolls, keep any dice, score one
open box), the end (13 rounds) and the totals with the upper bonus.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, freeze, register, rng
from ..engine.dice import roll
from . import rules
from .rules import BOX_LABELS, BOXES, DICE, ROLLS_PER_TURN, Rules

#: Every way to keep some dice and re-roll at least one (indices of kept dice).
HOLDS = [list(c) for k in range(DICE) for c in combinations(range(DICE), k)]


class YumGame(Game):
    """Yum for one or more players (options: the fields of ``Rules``)."""

    info = GameInfo(
        name="yum",
        title="Yum",
        min_seats=1,
        max_seats=8,
        hidden_information=False,
        simultaneous_moves=False,
        lists_all_actions=True,
        conformance_seats=(1, 2, 4),
    )
    default_options = Rules().to_dict()

    # ----- Setup: a score sheet each, random first player --------------------------------

    def setup(self, state: State) -> None:
        n = state["num_seats"]
        state["cards"] = [{box: None for box in BOXES} for _ in range(n)]
        state["first"] = rng.randbelow(state, n)
        state["current"] = state["first"]
        state["dice"] = []  # nothing rolled yet this turn
        state["rolls"] = 0  # rolls made this turn (0..3)
        state["turn"] = 1  # turn number, 1 .. 13 * players

    def rules(self, state: State) -> Rules:
        return _rules(freeze(state["options"]))

    # ----- Whose turn and which moves ------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return [] if self._over(state) else [state["current"]]

    def _over(self, state: State) -> bool:
        return state["turn"] > len(state["cards"]) * len(BOXES)

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if seat not in self.seats_to_act(state):
            return []
        actions: list[dict[str, Any]] = []
        if state["rolls"] == 0:
            return [{"type": "roll", "hold": []}]
        if state["rolls"] < ROLLS_PER_TURN:
            actions += [{"type": "roll", "hold": hold} for hold in HOLDS]
        card = state["cards"][seat]
        actions += [{"type": "score", "box": box} for box in BOXES if card[box] is None]
        return actions

    def check(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, dict) or action.get("type") not in ("roll", "score"):
            raise IllegalMove(
                'A Yum move is {"type": "roll", "hold": [...]} or {"type": "score", "box": ...}.'
            )
        if action["type"] == "roll":
            if set(action) != {"type", "hold"} or not isinstance(action["hold"], list):
                raise IllegalMove(
                    'A roll says which dice to keep: {"type": "roll", "hold": [0, 2]}.'
                )
            if state["rolls"] >= ROLLS_PER_TURN:
                raise IllegalMove("You have rolled three times: score a box now.")
            if state["rolls"] == 0 and action["hold"]:
                raise IllegalMove("The first roll of a turn rolls all five dice.")
            if action["hold"] not in HOLDS:
                raise IllegalMove(
                    "Keep dice by their positions 0-4, each once, in increasing order, and re-roll at least one."
                )
        else:
            box = action.get("box")
            if set(action) != {"type", "box"} or box not in BOXES:
                raise IllegalMove(f"Unknown box {box!r}; boxes are: {', '.join(BOXES)}.")
            if state["rolls"] == 0:
                raise IllegalMove("Roll the dice before you score.")
            if state["cards"][seat][box] is not None:
                raise IllegalMove(
                    f"Your {BOX_LABELS[box]} box is already filled: each box is used once."
                )

    # ----- A turn: roll, keep, roll again, score one box -------------------------------------

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        if action["type"] == "roll":
            kept = [state["dice"][i] for i in action["hold"]]
            state["dice"] = kept + roll(state, DICE - len(kept))
            state["rolls"] += 1
            return
        box = action["box"]
        state["cards"][seat][box] = rules.score(state["dice"], box, self.rules(state))
        state["dice"], state["rolls"] = [], 0
        state["turn"] += 1
        state["current"] = (seat + 1) % state["num_seats"]

    # ----- Information: everything on the table is public -----------------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        r = self.rules(state)
        return {
            "seat": seat,
            "current": state["current"],
            "turn": state["turn"],
            "round": min(len(BOXES), (state["turn"] - 1) // state["num_seats"] + 1),
            "dice": list(state["dice"]),
            "rolls": state["rolls"],
            "rolls_left": ROLLS_PER_TURN - state["rolls"],
            "cards": [dict(c) for c in state["cards"]],
            "totals": [self._totals(c, r) for c in state["cards"]],
            "rules": dict(state["options"]),
            "over": self._over(state),
        }

    @staticmethod
    def _totals(card: dict[str, int | None], r: Rules) -> dict[str, int]:
        return {
            "upper": rules.upper_total(card),
            "bonus": rules.bonus(card, r),
            "lower": sum(card[b] or 0 for b in rules.LOWER_BOXES),
            "total": rules.total(card, r),
        }

    # ----- End: totals with the bonus; ties share the win ---------------------------------------

    def scores(self, state: State) -> list[float]:
        r = self.rules(state)
        return [rules.total(card, r) for card in state["cards"]]

    def result(self, state: State) -> dict[str, Any]:
        r = self.rules(state)
        row: dict[str, Any] = {}
        for seat, card in enumerate(state["cards"]):
            row[f"bonus_{seat}"] = rules.bonus(card, r) > 0
            row[f"yum_{seat}"] = (card["yum"] or 0) > 0
        return row

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        who = self.seat_name(before, seat)
        if action["type"] == "roll":
            kept = [before["dice"][i] for i in action["hold"]]
            rolled = " ".join(map(str, after["dice"][len(kept) :]))
            keep = f"kept {' '.join(map(str, kept))}, " if kept else ""
            return f"{who} {keep}rolled {rolled} (roll {after['rolls']} of 3)"
        points = after["cards"][seat][action["box"]]
        return f"{who} scored {points} in {BOX_LABELS[action['box']]}"

    def components(self, state: State) -> Counter:
        return Counter({"die": DICE})


@lru_cache(maxsize=64)
def _rules(options: tuple) -> Rules:
    return Rules.from_dict(dict(options))


GAME = register(YumGame())
