"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``). Yum has no secrets:
``YumGame.recall`` is the view plus the public decisions made so far, which the coach
reviews.

- ``coach`` (standing): the value of every keep and box for this seat now, its past
  decisions with their cost (``coach.recall_advice``); at the end of the game the review of
  every seat (``coach.recall_summary``).
- ``hint``: the coach's best move now in the shared hint contract (``hint_answer``): the
  move, one sentence of why, the runner-up when it is close, and every keep and open box
  with its exact expected final score (``exact`` True).
"""

from __future__ import annotations

from typing import Any

from ..compiled import coach_failure
from ..engine.coach import HintAnswer, hint_query
from ..engine.errors import IllegalMove
from ..engine.queries import Query
from .game import HOLDS
from .rules import BOX_LABELS, score


def coach_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The coach's advice for ``seat`` (``text`` says the best choice, ``action`` is it as a
    move, or None), or the post-game
    ``summary``; ``unavailable`` says why when the coach cannot advise (it never breaks the table)."""
    if args:
        raise IllegalMove("The coach takes no arguments.")
    from . import coach

    try:
        if recall["over"]:
            summary = coach.recall_summary(recall)
            return {"summary": summary, "text": summary["text"]}
        advice = coach.recall_advice(recall, seat)
    except Exception as exc:  # the coach must never break the table
        why = coach_failure(exc)
        return {"unavailable": why, "text": why}
    return {**advice, "text": advice_text(advice), "action": best_action(advice)}


def best_action(advice: dict[str, Any]) -> dict[str, Any] | None:
    """The move the coach's best choice is (``None`` when there is nothing to decide)."""
    best = advice.get("best")
    if not best:
        return None
    if best["kind"] == "keep":
        return {"type": "roll", "hold": list(best["hold"])}
    return {"type": "score", "box": best["box"]}


def advice_text(advice: dict[str, Any]) -> str:
    """One line: the coach's best choice and the expected final score with best play."""
    best = advice.get("best")
    expected = advice.get("expected")
    tail = f"expected final score with best play {expected:.1f}" if expected is not None else ""
    if not best:
        return f"Coach: {tail}." if tail else "Coach: nothing to decide now."
    if best["kind"] == "keep":
        faces = " ".join(map(str, best["faces"]))
        choice = f"keep {faces}" if faces else "re-roll all"
    else:
        choice = f"score {BOX_LABELS[best['box']]}"
    return f"Coach: {choice} ({tail})."


#: A runner-up within this many expected points of the best is "close" and is shown.
CLOSE = 1.0


def _keep_words(faces: list[int]) -> str:
    return "keep " + " ".join(map(str, faces)) if faces else "re-roll all five"


def advise(recall: dict[str, Any], seat: int, consider: Any) -> HintAnswer:
    """The coach's move now, in the hint contract (``engine.coach.HintAnswer``): ``action``,
    ``text``, ``runner_up``, ``options`` (every keep and open box, best first, valued in
    expected final score with optimal play from here, exact), ``unit``, ``exact``.

    ``consider`` (a move, if legal now) is among ``options`` with its value, so a review can
    price a move a player made. A position with nothing to decide answers ``action`` None and
    says why."""
    base: HintAnswer = {"runner_up": None, "options": [], "unit": UNIT, "exact": True}
    if recall["over"]:
        return {**base, "action": None, "text": "The game is over: nothing to decide."}
    if recall["current"] != seat:
        names = recall.get("names")
        who = names[recall["current"]] if names else f"seat {recall['current']}"
        return {**base, "action": None, "text": f"It is {who}'s turn: nothing to decide."}
    from . import coach

    card, dice = recall["cards"][seat], recall["dice"]
    advice = coach.values_now(card, dice, recall["rolls"], _rules(recall))
    if recall["rolls"] == 0:
        roll = {"type": "roll", "hold": []}
        value = float(advice["expected"])
        option = {"action": roll, "label": "roll", "value": value, "low": None, "high": None}
        text = f"Roll the five dice: with best play from here you expect {value:.1f} points in all."
        return {**base, "action": roll, "text": text, "options": [option]}
    options = _priced_choices(advice, dice, recall)
    rows = [
        {"action": a, "label": label, "value": float(v), "low": None, "high": None}
        for v, _, a, label, _ in options
    ]
    if consider is not None:
        _add_considered(rows, consider, dice)
    text = _why(rows[0], options[0], advice, recall, seat)
    return {**base, "action": rows[0]["action"], "text": text, "runner_up": _close_second(rows),
            "options": rows}  # fmt: skip


#: What a Yum hint's values count.
UNIT = "expected final score"
HINT = hint_query(
    advise,
    UNIT,
    "The coach's best move now, why, and the exact value of every choice.",
    samples=lambda recall, seat: [
        {},
        {"consider": {"type": "score", "box": "surplus"}},
        {"consider": {"type": "roll", "hold": [4]}},
    ],
)
hint_answer = HINT.answer


def _priced_choices(advice: dict[str, Any], dice: list[int], recall: dict[str, Any]) -> list[tuple]:
    """Every keep and open box as ``(value, kind, action, label, faces or points)``, the
    coach's own choice first (its tie-break, ``decision_values``), then best first."""
    options = []
    for k in advice["keeps"]:
        action = {"type": "roll", "hold": list(k["hold"])}
        options.append((k["value"], 0, action, _keep_words(k["faces"]), k["faces"]))
    for b in advice["boxes"]:
        action = {"type": "score", "box": b["box"]}
        pts = score(dice, b["box"], _rules(recall))
        options.append((b["value"], 1, action, f"score {BOX_LABELS[b['box']]} ({pts})", pts))
    chosen = best_action(advice)
    options.sort(key=lambda o: (o[2] != chosen, -o[0]))
    return options


def _close_second(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The runner-up when it is within ``CLOSE`` expected points of the best."""
    if len(rows) < 2 or rows[0]["value"] - rows[1]["value"] > CLOSE:
        return None
    gap = rows[0]["value"] - rows[1]["value"]
    return {
        "action": rows[1]["action"],
        "text": f"Close second: {rows[1]['label']}, {gap:.2f} expected points behind.",
    }


def _rules(recall: dict[str, Any]) -> Any:
    from .coach import rules_of

    return rules_of(recall["rules"])


def _add_considered(rows: list[dict[str, Any]], move: Any, dice: list[int]) -> None:
    """Adds ``move`` (a hold of other positions with the same faces as a listed keep) to
    ``rows`` with that keep's value; a move already listed or not legal adds nothing."""
    if any(r["action"] == move for r in rows):
        return
    if not isinstance(move, dict) or move.get("type") != "roll":
        return
    hold = move.get("hold")
    if not isinstance(hold, list) or hold not in HOLDS:
        return
    faces = sorted(dice[i] for i in hold)
    for r in rows:
        a = r["action"]
        if a["type"] == "roll" and sorted(dice[i] for i in a["hold"]) == faces:
            rows.append({**r, "action": {"type": "roll", "hold": list(hold)}})
            return


def _why(
    top: dict[str, Any], best: tuple, advice: dict[str, Any], recall: dict[str, Any], seat: int
) -> str:
    """One sentence: the best choice and why, in expected final score."""
    value = top["value"]
    if top["action"]["type"] == "roll":
        left = 3 - recall["rolls"]
        faces = best[4]
        move = (
            f"Keep {' '.join(map(str, faces))} and re-roll the rest"
            if faces
            else "Re-roll all five"
        )
        return (
            f"{move} ({left} roll{'s' if left > 1 else ''} left): best play from here expects "
            f"{value:.1f} points in all, more than scoring any box now."
        )
    box = top["action"]["box"]
    pts = best[4]
    card = recall["cards"][seat]
    open_boxes = sum(1 for b in card.values() if b is None)
    if pts == 0:
        why = f"a zero there costs least of your {open_boxes} open boxes"
    else:
        why = f"{pts} points now, the best use of these dice for the rest of your sheet"
    return f"Score {BOX_LABELS[box]}: {why} (expected final score {value:.1f})."


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "coach",
        "Coach",
        "coach",
        coach_answer,
        description="The expected final score of every keep and box, and what each past choice cost.",
        standing=True,
    ),
    HINT,
)
