"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``). Yum has no secrets:
``YumGame.recall`` is the view plus the public decisions made so far, which the coach
reviews.

- ``coach`` (standing): the value of every keep and box for this seat now, its past
  decisions with their cost (``coach.recall_advice``); at the end of the game the review of
  every seat (``coach.recall_summary``).
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalMove
from ..engine.queries import Query
from .rules import BOX_LABELS


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
        why = f"The coach could not advise here ({type(exc).__name__})."
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
)
