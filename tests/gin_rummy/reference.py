"""An independent, slow, obviously-correct reference for the Gin rules (tests only).

It shares nothing with rules.py but the card codes: melds come from
``engine.melds.enumerate_melds`` and ``is_meld``; every disjoint selection of melds is
tried; layoffs are found by a fixed-point loop over the defender's cards.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from tabletop_widgets.engine.cards import rank, suit
from tabletop_widgets.engine.melds import enumerate_melds, is_run, is_set

VALUE = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "T": 10,
    "J": 10,
    "Q": 10,
    "K": 10,
}


def value(cards) -> int:
    return sum(VALUE[c[0]] for c in cards)


def selections(cards):
    """Every set of pairwise disjoint melds (as frozensets) of ``cards``."""
    return _selections(frozenset(cards))


@cache
def _selections(cards: frozenset):
    melds = [frozenset(m) for m in enumerate_melds(sorted(cards))]
    out = {frozenset()}
    frontier = {frozenset()}
    while frontier:
        nxt = set()
        for sel in frontier:
            used = frozenset().union(*sel) if sel else frozenset()
            for m in melds:
                if not (m & used):
                    new = sel | {m}
                    if new not in out:
                        out.add(new)
                        nxt.add(new)
        frontier = nxt
    return list(out)


def deadwood_after(cards, sel) -> int:
    used = set().union(*sel) if sel else set()
    return value([c for c in cards if c not in used])


def min_deadwood(cards) -> int:
    return min(deadwood_after(cards, s) for s in selections(cards))


def optimal_selections(cards):
    best = min_deadwood(cards)
    return [s for s in selections(cards) if deadwood_after(cards, s) == best]


def lay_off(knocker_melds, dead):
    """Least deadwood left after laying off ``dead`` cards on the knocker's melds.

    Tries every order and every target (a card fitting a run and a group may go on
    either), so chains are found whatever order they need.
    """
    start = tuple(tuple(sorted(m)) for m in knocker_melds)
    return _lay(start, frozenset(dead))


@cache
def _lay(melds, left):
    best = value(left)
    for card in left:
        for i, m in enumerate(melds):
            grown = list(m) + [card]
            if (is_run(list(m)) and is_run(grown)) or (
                is_set(list(m)) and len(m) == 3 and is_set(grown)
            ):
                new = melds[:i] + (tuple(sorted(grown)),) + melds[i + 1 :]
                best = min(best, _lay(new, left - {card}))
    return best


def defender_final(knocker_melds, defender, joint=False) -> int:
    sels = selections(defender) if joint else optimal_selections(defender)
    best = None
    for sel in sels:
        used = set().union(*sel) if sel else set()
        dead = [c for c in defender if c not in used]
        v = lay_off(knocker_melds, dead)
        best = v if best is None else min(best, v)
    return best


def showdown(knocker, defender, joint=False):
    """(k, d) with the knocker's tie-break C3 (the arrangement worst for the defender)."""
    k = min_deadwood(knocker)
    if k == 0:
        return 0, min_deadwood(defender)
    d = max(
        defender_final([sorted(m) for m in sel], defender, joint)
        for sel in optimal_selections(knocker)
    )
    return k, d


def best_discard_deadwood(cards11, forbidden=None) -> int:
    return min(min_deadwood([c for c in cards11 if c != x]) for x in cards11 if x != forbidden)


__all__ = ["combinations", "rank", "suit"]
