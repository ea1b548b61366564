"""A hint for the toy game ``Hoard`` in the shared hint contract (``engine.review`` tests).

The value of a move is the points it adds in expectation, from the seat's recall only:
a draw adds the mean of the cards the seat has not seen (the stock and the other hands),
a roll 3.5, a pass 0. It is exact, like Yum's coach.
"""

from __future__ import annotations

from typing import Any

from tabletop_widgets.engine import IllegalMove, Query

from .toy import STOCK

LABELS = {"draw": "draw a card", "roll": "roll the die", "pass": "pass"}


def values(recall: dict[str, Any], seat: int) -> dict[str, float]:
    if recall["current"] != seat:
        return {}
    unseen = [c for c in STOCK if c not in recall["hand"]]
    found = {"roll": 3.5, "pass": 0.0}
    if recall["stock_count"]:
        found["draw"] = sum(unseen) / len(unseen)
    return found


def hint_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    if not set(args) <= {"consider"}:
        raise IllegalMove('A hint takes no arguments, or {"consider": move}.')
    base = {"unit": "expected points", "exact": True, "runner_up": None}
    found = values(recall, seat)
    if not found:
        return {**base, "action": None, "text": "Nothing to decide now.", "options": []}
    ranked = sorted(found.items(), key=lambda kv: -kv[1])
    options = [
        {"action": {"type": k}, "label": LABELS[k], "value": v, "low": None, "high": None}
        for k, v in ranked
    ]
    best = options[0]
    runner = options[1]
    return {
        **base,
        "action": best["action"],
        "text": f"{best['label'].capitalize()}: it adds {best['value']:.2f} points on average.",
        "runner_up": {"action": runner["action"], "text": f"then {runner['label']}"},
        "options": options,
    }


HINT = Query("hint", "Hint", "hint", hint_answer, description="The toy's best move.")
