"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``: the presented view).

- ``explain``: the last hand's result told line by line (the showdown of ``explain.py``,
  which the view carries as ``last_hand``: both hands are shown at a showdown).
- ``hint``: draw or take, what to discard, knock now or play on: the coach's move from a
  determinized Monte Carlo over the unseen cards (``coach.hint``), each option's expected
  points this hand with its 95 % interval, and the chance of an undercut when knocking.
  Its budget is ``coach.BUDGET`` seconds of CPU time, or a running review's smaller
  per-hint budget (``engine.review.hint_seconds``).
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from ..engine.coach import HintAnswer, hint_query
from ..engine.errors import IllegalMove
from ..engine.queries import Query
from ..engine.review import hint_seconds

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


def advise(recall: dict[str, Any], seat: int, consider: Any) -> HintAnswer:
    """The coach's move in the hint contract (``coach.hint``); ``consider`` (a move) adds
    that move's value to ``options`` when it is legal."""
    from . import coach

    # the budget is part of the key: a review's short hints are not a player's hint
    budget = hint_seconds(coach.BUDGET)
    key = json.dumps([recall, seat, consider, budget], sort_keys=True)
    return copy.deepcopy(_cached_hint(key))


@lru_cache(maxsize=64)
def _cached_hint(key: str) -> HintAnswer:
    """One answer per recall and argument: asking again (another front end, a re-render)
    shows the same answer at once instead of dealing again."""
    from . import coach

    recall, seat, consider, budget = json.loads(key)
    return coach.hint(recall, seat, consider, budget=budget)


def _hint_samples(recall: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """A hint as asked (``consider`` is tested in tests/gin_rummy/test_coach.py: each answer
    plays many deals, and the suite must stay fast)."""
    return [{}]


#: A hint never breaks the table: a position the coach cannot advise answers with ``action``
#: None and says why (``engine.coach.hint_query_answer``).
HINT = hint_query(
    advise,
    "expected points this hand",
    "Draw or take, what to discard, knock or play on: the coach's move and why.",
    samples=_hint_samples,
    warm_up=f"{__package__}.coach",  # numpy and the deadwood tables
)
hint_answer = HINT.answer


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "explain",
        "Explain the last hand",
        "explain",
        explain_answer,
        description="The last hand's showdown, line by line: melds, layoffs, deadwood, points.",
    ),
    HINT,
)
