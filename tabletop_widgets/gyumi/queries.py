"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``): in GYÜMI the view plus
the buried series cards, which the seat saw face up as they were played: its own
(``buried``) and the others' (``seen``) (``GyumiGame.recall``).

- ``practice`` (standing, a non-rules training aid): its own buried cards, fruit by fruit.
- ``hint``: which card to take and where to put it (``coach.hint``), valued in expected
  points from the public facts and those seen series cards only.
"""

from __future__ import annotations

from typing import Any

from ..engine.coach import hint_query, lazy_advise
from ..engine.errors import IllegalMove
from ..engine.queries import Query
from .rules import FRUIT_EMOJI

#: The coach's move (``coach.hint``); every legal move is among the ``options``
#: (``{"consider": move}`` needs nothing more).
HINT = hint_query(
    lazy_advise(f"{__package__}.coach"),
    "expected points",
    "Which card to take and where to put it, from what you may remember.",
    samples=lambda recall, seat: [{}, {"consider": {"type": "discard", "pile": 0}}],
)
hint_answer = HINT.answer

BANNER = "PRACTICE AID — not part of the rules: your own buried cards are shown under your series."


def practice_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """``cards``: fruit -> this seat's buried numbers (bottom first, the top card excluded),
    during play; ``banner`` says it is no part of the rules; ``text`` lists them."""
    if args:
        raise IllegalMove("The practice aid takes no arguments.")
    if recall.get("over") is not None:
        return {
            "cards": {},
            "banner": "",
            "text": "The game is over: every series is spread out on the table.",
        }
    cards = {fruit: list(nums) for fruit, nums in recall["buried"].items() if nums}
    listed = "; ".join(
        f"{FRUIT_EMOJI[fruit]} {fruit} under: {' '.join(map(str, nums))}"
        for fruit, nums in cards.items()
    )
    return {
        "cards": cards,
        "banner": BANNER,
        "text": f"{BANNER} {listed or 'No card is buried in your series yet.'}",
    }


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "practice",
        "Practice aid",
        "aid",
        practice_answer,
        description="Shows your own buried cards under your series (not part of the rules).",
        standing=True,
    ),
    HINT,
)
