"""Tiny toy games for the engine's own tests (no real game involved).

``Hoard``: each seat in turn either draws the top card of a secret, shuffled
stock into its secret hand, rolls a die (the generator) that adds to its score,
or passes. The game ends after ``turns`` turns per seat; a seat scores its die
points plus its hand. It has everything the engine must handle: seeded set-up,
unseen chance in the state (the stock order) and in the generator (future dice),
hidden hands, refusals and a teacher view. It declares its chance: a draw is uniform over
the unseen stock (``cards.draw_outcomes``), a roll is one die (``dice.roll_outcomes``).

``Forever``: one seat that may only pass, for ever (a game that never ends).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop_widgets.engine import Game, GameInfo, IllegalMove, clone, rng
from tabletop_widgets.engine.cards import draw_outcomes
from tabletop_widgets.engine.chance import ChanceOutcome
from tabletop_widgets.engine.dice import roll_outcomes

STOCK = list(range(1, 13))


class Hoard(Game):
    info = GameInfo(
        name="toy_hoard",
        title="Hoard",
        min_seats=1,
        max_seats=3,
        hidden_information=True,
        simultaneous_moves=False,
        conformance_seats=(2,),
    )
    default_options = {"turns": 3}

    def setup(self, state: dict[str, Any]) -> None:
        n = state["num_seats"]
        state["stock"] = rng.shuffle(state, STOCK)
        state["hands"] = [[] for _ in range(n)]
        state["points"] = [0] * n
        state["current"] = 0
        state["turn"] = 0
        state["last_roll"] = None

    def seats_to_act(self, state: dict[str, Any]) -> list[int]:
        if state["turn"] >= state["options"]["turns"] * state["num_seats"]:
            return []
        return [state["current"]]

    def legal_actions(self, state: dict[str, Any], seat: int) -> list[Any]:
        if seat not in self.seats_to_act(state):
            return []
        moves = [{"type": "roll"}, {"type": "pass"}]
        if state["stock"]:
            moves.insert(0, {"type": "draw"})
        return moves

    def explain_illegal(self, state: dict[str, Any], seat: int, action: Any) -> str:
        if action == {"type": "draw"}:
            return "The stock is empty."
        return super().explain_illegal(state, seat, action)

    def refusals(self, state: dict[str, Any], seat: int) -> dict[str, str]:
        reasons = super().refusals(state, seat)
        if not reasons and not state["stock"]:
            reasons["draw"] = "The stock is empty."
        return reasons

    def transition(self, state: dict[str, Any], seat: int, action: Any) -> None:
        kind = action["type"]
        if kind == "draw":
            state["hands"][seat].append(state["stock"].pop())
            state["last_roll"] = None
        elif kind == "roll":
            state["last_roll"] = rng.roll_die(state)
            state["points"][seat] += state["last_roll"]
        elif kind != "pass":
            raise IllegalMove(f"Unknown move {kind!r}.")
        state["turn"] += 1
        state["current"] = (seat + 1) % state["num_seats"]

    def chance_outcomes(self, state: dict[str, Any], seat: int, action: Any) -> list[ChanceOutcome]:
        self.check(state, seat, action)
        if action["type"] == "draw":
            return draw_outcomes(state["stock"])
        return roll_outcomes(1) if action["type"] == "roll" else []

    def chance_result(
        self, before: dict[str, Any], seat: int, action: Any, after: dict[str, Any]
    ) -> Any:
        if action["type"] == "draw":
            return after["hands"][seat][-1]
        return (after["last_roll"],) if action["type"] == "roll" else None

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        return {
            "seat": seat,
            "hand": list(state["hands"][seat]),
            "hand_sizes": [len(h) for h in state["hands"]],
            "stock_count": len(state["stock"]),
            "points": list(state["points"]),
            "current": state["current"],
            "turn": state["turn"],
            "last_roll": state["last_roll"],
        }

    def teacher_view(self, state: dict[str, Any], seat: int | None = None) -> dict[str, Any]:
        shown = super().teacher_view(state, seat)
        shown["hands"] = [list(h) for h in state["hands"]]
        shown["stock"] = list(state["stock"])
        return shown

    def redraw_chance(self, state: dict[str, Any], seed: int) -> dict[str, Any]:
        other = super().redraw_chance(state, seed)
        other["stock"] = rng.shuffle(other, other["stock"])
        return other

    def resample_hidden(self, state: dict[str, Any], seat: int, seed: int) -> dict[str, Any]:
        other = super().resample_hidden(state, seat, seed)
        pool = list(other["stock"])
        for s, hand in enumerate(other["hands"]):
            if s != seat:
                pool += hand
        pool = rng.shuffle(other, pool)
        for s, hand in enumerate(other["hands"]):
            if s != seat:
                other["hands"][s] = [pool.pop() for _ in hand]
        other["stock"] = pool
        return other

    def components(self, state: dict[str, Any]) -> Counter:
        return Counter(state["stock"] + [c for h in state["hands"] for c in h])

    def scores(self, state: dict[str, Any]) -> list[float]:
        return [p + sum(h) for p, h in zip(state["points"], state["hands"])]


class Forever(Game):
    info = GameInfo(
        name="toy_forever",
        title="Forever",
        min_seats=1,
        max_seats=2,
        hidden_information=False,
        simultaneous_moves=False,
    )

    def setup(self, state: dict[str, Any]) -> None:
        state["passes"] = 0

    def seats_to_act(self, state: dict[str, Any]) -> list[int]:
        return [state["passes"] % state["num_seats"]]

    def legal_actions(self, state: dict[str, Any], seat: int) -> list[Any]:
        return [{"type": "pass"}] if seat in self.seats_to_act(state) else []

    def transition(self, state: dict[str, Any], seat: int, action: Any) -> None:
        state["passes"] += 1

    def copy_state(self, state: dict[str, Any]) -> dict[str, Any]:
        return clone(state)

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        return {"passes": state["passes"]}

    def scores(self, state: dict[str, Any]) -> list[float]:
        return [0.0] * state["num_seats"]


HOARD = Hoard()
FOREVER = Forever()
