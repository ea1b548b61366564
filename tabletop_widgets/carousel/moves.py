"""A submitted play, read and checked (rules 2.4 and 2.5): the whole table after the play, its
melds parsed into canonical codes (jokers named ``JK:8S``), and the play's problem, if any.

Replays, undo and the conformance suite check the same plays again and again, so the pure
checks are cached (their arguments are tuples: :func:`frozen` makes them).

>>> parse_melds([["7s", "8S", "9S"]])
[['7S', '8S', '9S']]
>>> frozen([["7S", "8S", "9S"]])
(('7S', '8S', '9S'),)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..engine import IllegalMove
from .plays import could_play
from .rules import parse_table_card, play_problem, played_cards

#: The most melds a submitted table may have, and the most cards a meld may have.
MAX_MELDS = 60
MAX_MELD_CARDS = 14


def frozen(melds: Any) -> tuple:
    """``melds`` (a list of lists) as a tuple of tuples, for the caches; ``TypeError`` if it is
    not a list of lists."""
    if not isinstance(melds, (list, tuple)):
        raise TypeError("not a list of lists")
    for meld in melds:
        if not isinstance(meld, (list, tuple)):
            raise TypeError("not a list of lists")
    return tuple(map(tuple, melds))


def parse_melds(melds: Any) -> list[list[str]]:
    """The melds of a play in canonical codes, or ``IllegalMove`` saying what is malformed."""
    try:
        key = frozen(melds)
    except TypeError:
        key = None
    if key is not None and all(type(c) is str for m in key for c in m):
        return [list(m) for m in _parse_melds_cached(key)]
    return _parse_melds_checked(melds)


@lru_cache(maxsize=1 << 13)
def _parse_melds_cached(key: tuple) -> tuple:
    return tuple(tuple(m) for m in _parse_melds_checked([list(m) for m in key]))


def _parse_melds_checked(melds: Any) -> list[list[str]]:
    if not isinstance(melds, list) or len(melds) > MAX_MELDS:
        raise IllegalMove(
            "The table is a list of melds, each a list of cards like 'AS' or 'JK:8S'."
        )
    parsed = []
    for i, meld in enumerate(melds):
        if not isinstance(meld, list) or len(meld) > MAX_MELD_CARDS:
            raise IllegalMove(f"Meld {i + 1} must be a list of at most {MAX_MELD_CARDS} cards.")
        try:
            parsed.append([parse_table_card(c) for c in meld])
        except ValueError as exc:
            raise IllegalMove(f"Meld {i + 1}: {exc}") from exc
    return parsed


@lru_cache(maxsize=1 << 13)
def cached_play_problem(hand: tuple, table: tuple, melds: tuple, decks: int) -> str | None:
    """``rules.play_problem`` of frozen arguments, cached."""
    return play_problem(hand, table, melds, decks)


@lru_cache(maxsize=1 << 13)
def cached_could_play(hand: tuple, table: tuple) -> bool:
    """``plays.could_play`` of frozen arguments, cached."""
    return could_play(hand, table)  # it only reads its arguments: tuples serve as lists


@lru_cache(maxsize=1 << 13)
def played(table: tuple, melds: tuple) -> tuple:
    """The cards a play moves from the hand to the table (``rules.played_cards``), cached."""
    return tuple(played_cards(table, melds))
