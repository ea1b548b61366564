"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``): in GYÜMI the view plus
the seat's own buried series cards, which it saw when it played them (``GyumiGame.recall``).

- ``practice`` (standing, a non-rules training aid): those buried cards, fruit by fruit.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalMove
from ..engine.queries import Query
from .rules import FRUIT_EMOJI

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
)
