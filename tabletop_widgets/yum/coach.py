"""The optimal-play coach: what every keep and every box is worth, and what a choice cost.

Values are *expected final scores* of the seat's own score sheet when it plays the
rest of the game optimally (solitaire optimum: in a game of several players the
coach ignores the others' sheets). They come from the optimal-strategy table of
``solver`` (shipped for Yum, solved once for other rules).

``advice(state, seat, match=None)`` is what the widget shows; ``post_game_summary``
is the end-of-game report. Both return plain JSON data.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from functools import lru_cache
from typing import Any

import numpy as np

from ..engine import Match, freeze
from ..engine.core import canonical
from . import solver
from .game import GAME
from .rules import (
    BOX_LABELS,
    BOXES,
    DICE,
    ROLLS_PER_TURN,
    Rules,
    score,
    total,
    upper_total,
)
from .turn_graph import KEEP_INDEX, KEEPS, ROLL_INDEX, ROLLS, Turn

# ----- Values of the decisions at one moment ------------------------------------------------


@lru_cache(maxsize=512)  # ~40 KB each
def _turn(sol: solver.Solution, filled: int, upper: int) -> Turn:
    return sol.turn(filled, upper)


def _filled(card: dict[str, Any]) -> int:
    return sum(1 << i for i, box in enumerate(BOXES) if card[box] is not None)


def _build_subs() -> list[list[tuple[int, tuple[int, ...]]]]:
    from itertools import combinations

    out = []
    for roll in ROLLS:
        seen: dict[tuple[int, ...], tuple[int, ...]] = {}
        for n in range(DICE):  # keeping all five is not a re-roll
            for pos in combinations(range(DICE), n):
                seen.setdefault(tuple(roll[i] for i in pos), pos)
        out.append([(KEEP_INDEX[k], pos) for k, pos in seen.items()])
    return out


_SUBS = _build_subs()


def _state_turn(card: dict[str, Any], rules: Rules) -> tuple[float, Turn]:
    sol = solver.solution(rules)
    upper = min(rules.upper_bonus_threshold, upper_total(card))
    return total(card, rules), _turn(sol, _filled(card), upper)


def decision_values(
    card: dict[str, Any], dice: list[int], rolls: int, rules: Rules
) -> dict[str, Any]:
    """Expected final score of each keep (if a re-roll is allowed) and of each open box.

    ``card`` is the seat's sheet, ``dice`` the five dice in table order, ``rolls`` the
    rolls made this turn (1..3).
    """
    now, turn = _state_turn(card, rules)
    order = sorted(range(DICE), key=lambda i: dice[i])  # table positions in sorted order
    r = ROLL_INDEX[tuple(dice[i] for i in order)]
    column = turn.boxes[:, r]
    boxes = [
        {"box": box, "value": float(now + column[i])}
        for i, box in enumerate(BOXES)
        if card[box] is None
    ]
    keeps = []
    if rolls < ROLLS_PER_TURN:
        values = turn.keep2 if rolls == 1 else turn.keep3
        for k, pos in _SUBS[r]:
            keeps.append(
                {
                    "hold": sorted(order[p] for p in pos),
                    "faces": list(KEEPS[k]),
                    "value": float(now + values[k]),
                }
            )
        keeps.sort(key=lambda k: (-k["value"], -len(k["hold"]), k["hold"]))
    boxes.sort(key=lambda b: (-b["value"], BOXES.index(b["box"])))
    return {"keeps": keeps, "boxes": boxes, "best": best_choice(keeps, boxes)}


def best_choice(keeps: list[dict[str, Any]], boxes: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The coach's choice among ``keeps`` and ``boxes`` (each best first): the best box,
    unless re-rolling with the best keep is worth more (None when there is no choice)."""
    best: dict[str, Any] | None = None
    if boxes:
        best = {"kind": "box", "box": boxes[0]["box"], "value": boxes[0]["value"]}
    if keeps and (best is None or keeps[0]["value"] > best["value"] + 1e-9):
        best = {
            "kind": "keep",
            "hold": keeps[0]["hold"],
            "faces": keeps[0]["faces"],
            "value": keeps[0]["value"],
        }
    return best


def best_decision(
    card: dict[str, Any], dice: list[int], rolls: int, rules: Rules
) -> dict[str, Any]:
    """The optimal action only (fast path of ``decision_values`` for bots)."""
    now, turn = _state_turn(card, rules)
    order = sorted(range(DICE), key=lambda i: dice[i])
    r = ROLL_INDEX[tuple(dice[i] for i in order)]
    column = turn.boxes[:, r]
    box_values = [
        float(now + v) if card[box] is None else -np.inf
        for box, v in zip(BOXES, column, strict=True)
    ]
    b = box_values.index(max(box_values))
    if rolls < ROLLS_PER_TURN:
        values = turn.keep2 if rolls == 1 else turn.keep3
        # the same numbers, choice and tie-break as ``decision_values``
        scored = [(float(now + values[k]), pos) for k, pos in _SUBS[r]]
        top = max(v for v, _ in scored)
        if top > box_values[b] + 1e-9:
            holds = [sorted(order[p] for p in pos) for v, pos in scored if v == top]
            return {"type": "roll", "hold": min(holds, key=lambda h: (-len(h), h))}
    return {"type": "score", "box": BOXES[b]}


def _label(
    kind: str, detail: Any, dice: list[int] | None = None, rules: Rules | None = None
) -> str:
    if kind == "keep":
        faces = sorted(dice[i] for i in detail) if dice is not None else list(detail)
        return "keep " + " ".join(map(str, faces)) if faces else "re-roll all"
    pts = f" ({score(dice, detail, rules)})" if dice is not None and rules is not None else ""
    return f"score {BOX_LABELS[detail]}{pts}"


def _choice_value(values: dict[str, Any], dice: list[int], action: dict[str, Any]) -> float | None:
    if action["type"] == "score":
        for b in values["boxes"]:
            if b["box"] == action["box"]:
                return b["value"]
        return None
    kept = sorted(dice[i] for i in action["hold"])
    for k in values["keeps"]:
        if k["faces"] == kept:
            return k["value"]
    return None


def _record(before: dict[str, Any], seat: int, action: dict[str, Any]) -> dict[str, Any] | None:
    """The coach's verdict on one logged move (None for the first roll of a turn)."""
    if before["rolls"] == 0:
        return None
    return _verdict(
        before["cards"][seat],
        before["dice"],
        before["rolls"],
        before["turn"],
        before["num_seats"],
        seat,
        action,
        GAME.rules(before),
    )


def _verdict(
    card: dict[str, Any],
    dice: list[int],
    rolls: int,
    turn: int,
    num_seats: int,
    seat: int,
    action: dict[str, Any],
    rules: Rules,
) -> dict[str, Any] | None:
    """The coach's verdict on ``seat``'s decision ``action`` with ``dice`` after ``rolls`` rolls."""
    values = decision_values(card, dice, rolls, rules)
    chosen = _choice_value(values, dice, action)
    best = values["best"]
    if chosen is None or best is None:
        return None
    if action["type"] == "roll":
        chosen_label = _label("keep", action["hold"], dice)
    else:
        chosen_label = _label("box", action["box"], dice, rules)
    if best["kind"] == "keep":
        best_label = _label("keep", best["hold"], dice)
    else:
        best_label = _label("box", best["box"], dice, rules)
    cost = max(0.0, best["value"] - chosen)
    if cost < 1e-6:
        cost, best_label = 0.0, chosen_label
    return {
        "seat": seat,
        "turn": (turn - 1) // num_seats + 1,
        "roll": rolls,
        "dice": list(dice),
        "chosen": chosen_label,
        "best": best_label,
        "cost": round(cost, 4),
    }


# ----- History from the Match log ------------------------------------------------------------

_CACHE: OrderedDict[Any, dict[str, Any]] = OrderedDict()
_CACHE_SIZE = 8


def _records(state: dict[str, Any], match: Match) -> list[dict[str, Any]]:
    """Verdicts on every decision of the game so far (all seats), cached between calls."""
    if not isinstance(match, Match):
        raise TypeError(
            "The coach's history needs the game's Match (its seed and log), e.g. widget.match."
        )
    initial, entries = match.initial, match.log
    frozen = [freeze(canonical(e)) for e in entries]
    key = (
        initial["rng"],
        freeze(initial["options"]),
        initial["num_seats"],
        tuple(initial["names"]),
    )
    cached = _CACHE.get(key)
    if cached is None or cached["log"] != frozen[: len(cached["log"])]:
        cached = {"log": [], "records": [], "state": initial}
    current = cached["state"]
    records = list(cached["records"])
    try:
        for entry in entries[len(cached["log"]) :]:
            entry = canonical(entry)
            records.append(_record(current, entry["seat"], entry["action"]))
            current = GAME.apply(current, entry["seat"], entry["action"])
    except Exception:  # a log that does not replay: no history rather than an error
        return []
    if (current["cards"], current["dice"], current["turn"]) != (
        state["cards"],
        state["dice"],
        state["turn"],
    ):
        return []
    _CACHE[key] = {"log": frozen, "records": records, "state": current}
    _CACHE.move_to_end(key)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return [r for r in records if r is not None]


def history(state: dict[str, Any], seat: int, match: Match) -> list[dict[str, Any]]:
    """The seat's past decisions: ``{"turn", "chosen", "best", "cost", ...}`` each."""
    return [dict(r) for r in _records(state, match) if r["seat"] == seat]


# ----- The public helpers ---------------------------------------------------------------------


def advice(state: dict[str, Any], seat: int, match: Match | None = None) -> dict[str, Any]:
    """What the coach says to ``seat`` now (JSON data).

    ``{"keeps": [{"hold", "faces", "value"}], "boxes": [{"box", "value"}], "best":
    {"kind": "keep", "hold": [...]} or {"kind": "box", "box": ...} or None,
    "history": [{"turn", "chosen", "best", "cost"}], "lost_total": float,
    "expected": float}``. Values are expected final scores of the seat's sheet with
    optimal play from here; keeps appear only while a re-roll is allowed, and both
    lists only when the seat is to move after a roll. ``match`` (the game's ``Match``)
    gives the history.
    """
    rules = GAME.rules(state)
    card = state["cards"][seat]
    sol = solver.solution(rules)
    cap = rules.upper_bonus_threshold
    expected = float(total(card, rules) + sol.V[_filled(card), min(cap, upper_total(card))])
    out: dict[str, Any] = {"keeps": [], "boxes": [], "best": None}
    to_move = GAME.seats_to_act(state) == [seat]
    if to_move and state["rolls"] > 0:
        out = decision_values(card, state["dice"], state["rolls"], rules)
        expected = out["best"]["value"] if out["best"] else expected
    past = history(state, seat, match) if match is not None else []
    out["history"] = past
    out["lost_total"] = round(sum(r["cost"] for r in past), 4)
    out["expected"] = expected
    return out


def post_game_summary(
    state: dict[str, Any], match: Match, seats: list[int] | None = None
) -> dict[str, Any]:
    """Points lost to sub-optimal choices, per seat, for a finished (or unfinished) game.

    ``{"seats": [{"seat", "name", "score", "lost_total", "decisions", "mistakes",
    "worst": [3 costliest records]}], "optimal_expected": float, "text": str}``.
    """
    rules = GAME.rules(state)
    return _summary(_records(state, match), state["cards"], state["names"], rules, seats)


def _summary(
    records: list[dict[str, Any]],
    cards: list[dict[str, Any]],
    names: list[str],
    rules: Rules,
    seats: list[int] | None = None,
) -> dict[str, Any]:
    seats = list(range(len(cards))) if seats is None else seats
    rows = []
    lines = []
    for seat in seats:
        mine = [r for r in records if r["seat"] == seat]
        lost = round(sum(r["cost"] for r in mine), 4)
        mistakes = [r for r in mine if r["cost"] > 0.005]
        worst = sorted(mistakes, key=lambda r: -r["cost"])[:3]
        name = names[seat]
        final = total(cards[seat], rules)
        rows.append(
            {"seat": seat, "name": name, "score": final, "lost_total": lost, "decisions": len(mine),
             "mistakes": len(mistakes), "worst": worst}
        )  # fmt: skip
        lines.append(
            f"{name}: {final} points; {len(mistakes)} of {len(mine)} decisions below optimal, "
            f"{lost:.2f} expected points lost"
        )
    best = solver.optimal_expected_score(rules)
    lines.append(f"(Optimal play averages {best:.2f} points a game with these rules.)")
    return {"seats": rows, "optimal_expected": best, "text": "\n".join(lines)}


def best_action(view_or_state: dict[str, Any], seat: int | None = None) -> dict[str, Any]:
    """The optimal action for the seat to move, from its view (or a state): a legal action dict."""
    seat = view_or_state.get("seat", seat) if seat is None else seat
    rolls = view_or_state["rolls"]
    if rolls == 0:
        return {"type": "roll", "hold": []}
    rules = _rules(freeze(view_or_state.get("rules") or view_or_state.get("options")))
    return best_decision(view_or_state["cards"][seat], view_or_state["dice"], rolls, rules)


@lru_cache(maxsize=64)
def _rules(options: Any) -> Rules:
    return Rules.from_dict(dict(options))


def rules_of(options: dict[str, Any]) -> Rules:
    """The ``Rules`` of a view's or recall's ``rules`` options (cached)."""
    return _rules(freeze(options))


def values_now(card: dict[str, Any], dice: list[int], rolls: int, rules: Rules) -> dict[str, Any]:
    """``decision_values`` plus ``expected`` (the expected final score with best play from
    here), also before the first roll of a turn (no keeps or boxes then): what a hint needs,
    without the review of the past."""
    if rolls > 0:
        out = decision_values(card, dice, rolls, rules)
        out["expected"] = out["best"]["value"]
        return out
    sol = solver.solution(rules)
    upper = min(rules.upper_bonus_threshold, upper_total(card))
    expected = float(total(card, rules) + sol.V[_filled(card), upper])
    return {"keeps": [], "boxes": [], "best": None, "expected": expected}


# ----- The coach from a seat's recall (the ``coach`` query) ------------------------------------


@lru_cache(maxsize=8192)
def _verdict_cached(
    card: tuple, dice: tuple, rolls: int, turn: int, n: int, seat: int, action: str, rules: Rules
) -> dict[str, Any] | None:
    found = _verdict(
        dict(zip(BOXES, card, strict=True)),
        list(dice),
        rolls,
        turn,
        n,
        seat,
        json.loads(action),
        rules,
    )
    return found


def recall_records(recall: dict[str, Any]) -> list[dict[str, Any]]:
    """The coach's verdict on every decision of the game so far (all seats), from a recall
    (``YumGame.recall``: the view plus the public ``decisions``)."""
    rules = _rules(freeze(recall["rules"]))
    n = len(recall["cards"])
    cards = [{box: None for box in BOXES} for _ in range(n)]
    records = []
    for seat, turn, rolls, dice, action in recall["decisions"]:
        card = cards[seat]
        found = _verdict_cached(
            tuple(card[b] for b in BOXES),
            tuple(dice),
            rolls,
            turn,
            n,
            seat,
            json.dumps(action, sort_keys=True),
            rules,
        )
        if found is not None:
            records.append(dict(found))
        if action["type"] == "score":
            card[action["box"]] = score(dice, action["box"], rules)
    return records


def recall_advice(recall: dict[str, Any], seat: int) -> dict[str, Any]:
    """``advice`` from ``seat``'s recall alone: the same keys and numbers (the history is the
    recall's public decisions)."""
    rules = _rules(freeze(recall["rules"]))
    card = recall["cards"][seat]
    sol = solver.solution(rules)
    cap = rules.upper_bonus_threshold
    expected = float(total(card, rules) + sol.V[_filled(card), min(cap, upper_total(card))])
    out: dict[str, Any] = {"keeps": [], "boxes": [], "best": None}
    to_move = not recall["over"] and recall["current"] == seat
    if to_move and recall["rolls"] > 0:
        out = decision_values(card, recall["dice"], recall["rolls"], rules)
        expected = out["best"]["value"] if out["best"] else expected
    past = [r for r in recall_records(recall) if r["seat"] == seat]
    out["history"] = past
    out["lost_total"] = round(sum(r["cost"] for r in past), 4)
    out["expected"] = expected
    return out


def recall_summary(recall: dict[str, Any]) -> dict[str, Any]:
    """``post_game_summary`` from a recall alone (every seat; Yum has no secrets)."""
    rules = _rules(freeze(recall["rules"]))
    return _summary(recall_records(recall), recall["cards"], recall["names"], rules)


__all__ = [
    "advice",
    "best_action",
    "best_decision",
    "decision_values",
    "history",
    "post_game_summary",
    "recall_advice",
    "recall_records",
    "recall_summary",
    "rules_of",
    "values_now",
]
