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


# --- Card point values (shared by the rummy games) ------------------------------------------
#: Ace 1, two to ten their pip value, jack/queen/king 10 (Gin spec C2; Carousel "End of the round").
#: A joker's value differs by game (Carousel: 25); games add it themselves.
NATURAL_POINTS = {r: min(i + 1, 10) for i, r in enumerate("A23456789TJQK")}


def card_points(card: str, joker: int = 0) -> int:
    """Points of one natural card when left in hand: A=1, 2-10 pips, J/Q/K=10 (joker: ``joker``)."""
    if card == JOKER:
        return joker
    return NATURAL_POINTS[card[0]]


def enumerate_melds(
    cards: Sequence[str], min_size: int = 3, ace_high: bool = False
) -> list[list[str]]:
    """Every set (3 or 4 cards of one rank, distinct suits) and every run (``min_size``+
    consecutive cards of one suit) that can be formed from ``cards`` (natural cards only;
    jokers are ignored). Overlapping melds are all listed; choosing disjoint ones is the
    game's job. Each meld is listed once, its cards in rank order (sets in suit order S H D C).
    With ``ace_high`` a run may also end ...Q-K-A (never K-A-2).
    """
    from itertools import combinations

    from .cards import SUITS, make_card

    present = {c for c in cards if c != JOKER}
    result: list[list[str]] = []
    by_rank: dict[int, list[str]] = {}
    for c in present:
        by_rank.setdefault(rank(c), []).append(c)
    for r in sorted(by_rank):
        group = sorted(by_rank[r], key=lambda c: SUITS.index(suit(c)))
        for size in (3, 4):
            for combo in combinations(group, size):
                result.append(list(combo))
    top = 14 if ace_high else 13
    for s in SUITS:
        has = [False] * (top + 2)
        for c in present:
            if suit(c) == s:
                has[rank(c)] = True
                if ace_high and rank(c) == 1:
                    has[14] = True
        for start in range(1, top + 1):
            end = start
            while end <= top and has[end]:
                if end - start + 1 >= min_size:
                    result.append(
                        [make_card(1 if r == 14 else r, s) for r in range(start, end + 1)]
                    )
                end += 1
    return result
