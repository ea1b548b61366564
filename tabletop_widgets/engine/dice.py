"""Dice: rolling from a state's generator, and exact enumeration of roll outcomes."""

from __future__ import annotations

from collections.abc import MutableMapping
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Any

from . import rng


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
