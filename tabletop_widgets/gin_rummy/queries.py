"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``: the presented view).

- ``explain``: the last hand's result told line by line (the showdown of ``explain.py``,
  which the view carries as ``last_hand``: both hands are shown at a showdown).
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalMove
from ..engine.queries import Query

NO_HAND_YET = "No hand has ended yet: the result of a hand is explained once it is scored."


def explain_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """``lines``: the last hand's showdown explained (empty before the first hand ends),
    ``hand_no`` and ``kind`` of that hand, ``text``: the lines joined."""
    if args:
        raise IllegalMove("The explanation takes no arguments.")
    last = recall.get("last_hand")
    if not last:
        return {"lines": [], "hand_no": None, "kind": None, "text": NO_HAND_YET}
    lines = list(last.get("lines") or [])
    head = f"Hand {last['hand_no']}: {last['kind']}."
    return {
        "lines": lines,
        "hand_no": last["hand_no"],
        "kind": last["kind"],
        "text": "\n".join([head, *lines]),
    }


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "explain",
        "Explain the last hand",
        "explain",
        explain_answer,
        description="The last hand's showdown, line by line: melds, layoffs, deadwood, points.",
    ),
)
