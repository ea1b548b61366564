"""How a GYÜMI state is written (the fields are listed in ``gyumi.game``): compact card codes
inside the state, readable codes outside, the two steps of a turn, and fast copies.

Inside the state a card is two characters, the fruit's place in ``FRUITS`` (1-6) and the
number: ``"43"`` is plum 3; a pile is a string of such codes, bottom card first.

>>> READABLE["43"], COMPACT["plum-3"]
('plum-3', '43')
>>> readable_cards("1143")
['strawberry-1', 'plum-3']
"""

from __future__ import annotations

import random

from ..engine import State
from . import rules
from .rules import FRUITS, card

#: The two steps of a turn (§3): take one top card, then place it.
TAKE, PLACE = "take", "place"

#: A compact code's first character -> its fruit ("1" is the first of ``FRUITS``).
FRUIT_OF = {str(i + 1): fruit for i, fruit in enumerate(FRUITS)}
#: Compact code -> readable code ("43" -> "plum-3"), and back.
READABLE = {d + str(n): card(f, n) for d, f in FRUIT_OF.items() for n in rules.NUMBERS}
COMPACT = {code: short for short, code in READABLE.items()}
#: The fruits' first characters, "1".."6", in ``FRUITS`` order.
PREFIXES = tuple(FRUIT_OF)


def codes(pile: str) -> list[str]:
    """The two-character codes of a pile string, bottom first."""
    it = iter(pile)
    return list(map("".join, zip(it, it, strict=False)))


def readable_cards(pile: str) -> list[str]:
    """The readable codes of a pile string, bottom first."""
    return [READABLE[code] for code in codes(pile)]


def copy_state(state: State) -> State:
    """A deep copy of a GYÜMI state (its only mutable parts are these lists and dicts)."""
    new = dict(state)
    new["piles"] = list(state["piles"])
    new["series"] = [list(mine) for mine in state["series"]]
    new["names"] = list(state["names"])
    new["options"] = dict(state["options"])
    return new


def shuffled(items: list, seed: int) -> list:
    """``items`` in a uniformly random order drawn with ``seed`` (reproducible across Python
    versions: only ``random()`` is used)."""
    draw = random.Random(seed).random
    keys = [draw() for _ in items]
    return [items[i] for i in sorted(range(len(items)), key=keys.__getitem__)]
