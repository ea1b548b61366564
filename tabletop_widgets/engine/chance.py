"""Chance declared as data (like OpenSpiel's chance outcomes): an outcome and its exact probability.

A game declares the chance event of a move with ``Game.chance_outcomes`` (see
docs/contributing.md, "Declaring chance"); ``dice.roll_outcomes`` and ``cards.draw_outcomes``
build the two common events.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any


@dataclass(frozen=True)
class ChanceOutcome:
    """One outcome of a chance event (a roll, a draw) and its exact probability.

    ``outcome`` is a JSON value that says what chance decided (the sorted faces rolled, the
    card drawn); ``probability`` is an exact ``Fraction`` in (0, 1].
    """

    outcome: Any
    probability: Fraction

    def __post_init__(self) -> None:
        if type(self.probability) is not Fraction or not 0 < self.probability <= 1:
            raise ValueError(
                f"A chance outcome's probability is a Fraction in (0, 1], not {self.probability!r}."
            )


def check_chance(outcomes: Sequence[ChanceOutcome]) -> None:
    """Raise ``ValueError`` unless ``outcomes`` is a chance event: distinct outcomes (as JSON
    values: a tuple is a list) whose probabilities add up to exactly 1. An empty list (no
    chance) is accepted."""
    if not outcomes:
        return
    seen = {json.dumps(o.outcome, sort_keys=True) for o in outcomes}
    if len(seen) != len(outcomes):
        raise ValueError("A chance event lists an outcome twice.")
    total = sum((o.probability for o in outcomes), Fraction(0))
    if total != 1:
        raise ValueError(f"A chance event's probabilities add up to {total}, not 1.")
