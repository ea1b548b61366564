"""Dice: rolling from a state's generator, and exact enumeration of roll outcomes.

``roll_outcomes`` is the chance event of a roll as a game declares it
(``Game.chance_outcomes``): every sorted multiset of faces with its exact probability.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Any

from . import rng
from .chance import ChanceOutcome


def roll(state: MutableMapping[str, Any], count: int, sides: int = 6) -> list[int]:
    """Roll ``count`` fair dice with the state's generator."""
    return [rng.roll_die(state, sides) for _ in range(count)]


def multiset_count(faces: tuple[int, ...]) -> int:
    """Number of ordered rolls that show the multiset ``faces`` (a multinomial coefficient)."""
    counts: dict[int, int] = {}
    for f in faces:
        counts[f] = counts.get(f, 0) + 1
    return factorial(len(faces)) // prod(factorial(c) for c in counts.values())


@cache
def sorted_rolls(count: int, sides: int = 6) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every sorted outcome of rolling ``count`` dice with its exact probability.

    ``sorted_rolls(5)`` has 252 outcomes whose probabilities add up to exactly 1.
    """
    total = sides**count
    return tuple(
        (faces, Fraction(multiset_count(faces), total))
        for faces in combinations_with_replacement(range(1, sides + 1), count)
    )


@cache
def _roll_outcomes(count: int, sides: int) -> tuple[ChanceOutcome, ...]:
    return tuple(ChanceOutcome(faces, p) for faces, p in sorted_rolls(count, sides))


def roll_outcomes(count: int, sides: int = 6) -> list[ChanceOutcome]:
    """The chance event of rolling ``count`` fair dice of ``sides`` faces (the order of the
    dice does not matter): each sorted tuple of faces with its exact probability, the
    multinomial count of its orders over ``sides ** count``. ``roll_outcomes(0)`` is the one
    empty roll, with probability 1.
    """
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise ValueError(f"A roll is of 0 or more dice, not {count!r}.")
    if not isinstance(sides, int) or isinstance(sides, bool) or sides < 1:
        raise ValueError(f"A die has 1 or more sides, not {sides!r}.")
    return list(_roll_outcomes(count, sides))
