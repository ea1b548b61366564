"""Meld logic shared by the rummy games (Gin Rummy, Carousel): sets and runs of natural cards.

Game-specific parts (deadwood, jokers, layoffs) live in the game folders and build
on these checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import JOKER, rank, suit


def is_set(cards: Sequence[str], min_size: int = 3, max_size: int = 4) -> bool:
    """Same rank, distinct suits, ``min_size``..``max_size`` cards (a group)."""
    if not min_size <= len(cards) <= max_size or JOKER in cards:
        return False
    return len({rank(c) for c in cards}) == 1 and len({suit(c) for c in cards}) == len(cards)


def run_ranks(cards: Sequence[str], ace_high: bool = False) -> list[int] | None:
    """Ranks of ``cards`` as a run in order, or ``None`` if they are not one suit in sequence.

    With ``ace_high`` an ace may stand above the king (rank 14) but never wrap
    around (K-A-2 is no run).
    """
    if not cards or JOKER in cards or len({suit(c) for c in cards}) != 1:
        return None
    ranks = sorted(rank(c) for c in cards)
    if ranks == list(range(ranks[0], ranks[0] + len(ranks))):
        return ranks
    if ace_high and ranks[0] == 1:
        high = sorted(ranks[1:] + [14])
        if high == list(range(high[0], high[0] + len(high))):
            return high
    return None


def is_run(cards: Sequence[str], min_size: int = 3, ace_high: bool = False) -> bool:
    """At least ``min_size`` cards of one suit in consecutive ranks (ace low; high too if allowed)."""
    return len(cards) >= min_size and run_ranks(cards, ace_high) is not None


def is_meld(cards: Sequence[str], ace_high: bool = False) -> bool:
    """A set of 3-4 or a run of 3+ (natural cards)."""
    return is_set(cards) or is_run(cards, ace_high=ace_high)
