"""A tiny seeded random number generator whose whole state is one integer.

The state of a game must be plain JSON data, so the generator that shuffles its
cards and rolls its dice is stored in the state as a single integer (SplitMix64).
Every draw is a pure function ``(state) -> (value, next_state)``; the helpers
below read and write ``state["rng"]`` of a game state in place.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state (a 64-bit integer)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"seed must be an integer, not {type(seed).__name__}")
    value, _ = next_u64((seed * 0x2545F4914F6CDD1D) & _MASK)
    return value


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(random 64-bit value, next state)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(uniform integer in [0, n), next state)`` without modulo bias."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


# --- helpers working on a game state's "rng" field -------------------------------


def randbelow(game_state: MutableMapping[str, Any], n: int) -> int:
    """Draw a uniform integer in ``[0, n)`` from ``game_state["rng"]``."""
    value, game_state["rng"] = below(game_state["rng"], n)
    return value


def roll_die(game_state: MutableMapping[str, Any], sides: int = 6) -> int:
    """Roll one fair die (1..sides) with the state's generator."""
    return randbelow(game_state, sides) + 1


def shuffle(game_state: MutableMapping[str, Any], items: Sequence[T]) -> list[T]:
    """Return a shuffled copy of ``items`` (Fisher-Yates with the state's generator)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j = randbelow(game_state, i + 1)
        result[i], result[j] = result[j], result[i]
    return result
