"""Play generation for Carousel: a finite, useful set of plays (the full set cannot be listed).

Used by ``CarouselGame.legal_actions`` (which lists one play), by the forced-draw rule
(``could_play``: is any play at all possible?) and by the simple bots. Every play made
here is still checked by the engine (``rules.play_problem``); the best play is the
solver's (``solver.py``).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..engine.cards import JOKER, SUITS, make_card, rank, suit
from . import rules
from .rules import order_meld, physical

LISTED_PLAYS = 1  # plays listed by legal_actions (any other legal play is accepted too)


_RANK = {c: rank(c) for c in rules.ALL_CARDS}
_SUIT = {c: suit(c) for c in rules.ALL_CARDS}


def meld_accepts(meld: list[str]) -> tuple[str, ...]:
    """Natural cards that extend a valid table meld by one (a group's missing suits, a run's ends)."""
    return _meld_accepts_cached(tuple(meld))


@lru_cache(maxsize=1 << 14)
def _meld_accepts_cached(meld: tuple[str, ...]) -> tuple[str, ...]:
    real = [rules.stands_for(c) for c in meld]
    ranks = sorted(_RANK[c] for c in real)
    if ranks[0] == ranks[-1]:  # a group
        if len(meld) >= 4:
            return ()
        have = {_SUIT[c] for c in real}
        return tuple(make_card(ranks[0], s) for s in SUITS if s not in have)
    s = _SUIT[real[0]]
    if len(meld) >= rules.MAX_RUN:
        return ()
    if ranks[-1] == 13 and ranks[0] == 1:  # ace high: the ace sits above the king
        ranks = sorted(14 if r == 1 else r for r in ranks)
    out = []
    lo, hi = ranks[0] - 1, ranks[-1] + 1
    if lo >= 1:
        out.append(make_card(lo, s))
    if hi <= 13:
        out.append(make_card(hi, s))
    elif hi == 14 and ranks[0] != 1:
        out.append(make_card(1, s))
    return tuple(out)


def hand_melds(hand: list[str]) -> list[list[str]]:
    """Melds that lie in the hand: one group per rank, runs of three, and a pair or near-run with a joker."""
    return [list(m) for m in _hand_melds(tuple(sorted(hand)))]


@lru_cache(maxsize=1 << 14)
def _hand_melds(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    jokers = hand.count(JOKER)
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, list[int]] = {}
    natural = sorted(set(hand) - {JOKER}, key=rules.hand_order)
    for c in natural:  # suit by suit, each by rank
        r = _RANK[c]
        by_rank.setdefault(r, []).append(c)
        by_suit.setdefault(_SUIT[c], []).append(r)
    melds = []
    for cards in by_rank.values():
        if len(cards) >= 3:  # distinct suits in suit order: the group as order_meld writes it
            melds.append(tuple(cards))
        elif len(cards) == 2 and jokers:
            melds.append(_pair_and_joker(cards[0], cards[1]))
    if jokers >= 2 and natural:  # two jokers make a sequence with any card
        melds.append(_card_and_two_jokers(natural[0]))
    for s, ranks in by_suit.items():
        if len(ranks) >= 2:
            melds.extend(_runs_of_three(s, tuple(ranks), jokers > 0))
    return tuple(melds)


def _pair_and_joker(first: str, second: str) -> tuple[str, ...]:
    """A group of two cards of a rank and a joker named after the first suit missing."""
    have = (_SUIT[first], _SUIT[second])
    missing = next(s for s in SUITS if s not in have)
    return tuple(order_meld([first, second, f"{JOKER}:{make_card(_RANK[first], missing)}"]))


def _card_and_two_jokers(card: str) -> tuple[str, ...]:
    """A sequence of ``card`` and two jokers: the card lowest, or the three up to the king."""
    r, s = _RANK[card], _SUIT[card]
    lo = r if r <= 11 else 11
    jokers = [f"{JOKER}:{make_card(x, s)}" for x in range(lo, lo + 3) if x != r][:2]
    return tuple(order_meld([card, *jokers]))


@lru_cache(maxsize=1 << 15)
def _runs_of_three(s: str, ranks: tuple[int, ...], joker: bool) -> tuple[tuple[str, ...], ...]:
    """The runs of three in suit ``s`` with these ranks, lowest first (the ace low and high);
    with a joker also two of the three with the joker named after the missing card."""
    line = set(ranks) | ({14} if 1 in ranks else set())
    starts = {x - k for x in line for k in (0, 1, 2)} if joker else line
    melds = []
    for lo in sorted(x for x in starts if 1 <= x <= 12):
        window = (lo, lo + 1, lo + 2)
        present = [x for x in window if x in line]
        if len(present) == 3:
            melds.append(order_meld([make_card(1 if x == 14 else x, s) for x in window]))
        elif len(present) == 2 and joker:
            gap = next(x for x in window if x not in line)
            cards = [make_card(1 if x == 14 else x, s) for x in present]
            melds.append(order_meld(cards + [f"{JOKER}:{make_card(1 if gap == 14 else gap, s)}"]))
    return tuple(tuple(m) for m in melds)


def could_play(hand: list[str], table: list[list[str]]) -> bool:
    """False only when no play at all is possible (then drawing or passing is forced).

    Any play puts a hand card into a final meld, and that meld holds a window of
    three cards around it (a group's three, or three in a row of a sequence) whose
    other two cards are on the table, in the hand, or jokers. When no hand card
    has such a window, no play exists. (True does not promise a play.)
    """
    if JOKER in hand and (table or hand.count(JOKER) >= 2):
        return (
            True  # a joker fits any table meld's window, or two jokers make a window with any card
        )
    table_cards = [c for m in table for c in m]
    # the cards in sight, the jokers' codes (JK, JK:8S) too: no window holds them
    present = set(table_cards)
    present.update(hand)
    naturals = [c for c in set(hand) if c != JOKER]
    if JOKER in hand:  # two cards of the hand or table with the joker
        return any(_window_missing(c, present) <= 1 for c in naturals)
    jokers = sum(1 for c in table_cards if c.startswith(JOKER))
    return any(_window_missing(c, present) <= jokers for c in naturals)


def _window_missing(card: str, present: set[str]) -> int:
    """Fewest cards missing from ``present`` for a 3-card meld window around ``card``."""
    mates, pairs = _WINDOWS[card]
    best = max(0, 2 - sum(m in present for m in mates))
    for a, b in pairs:
        best = min(best, (a not in present) + (b not in present))
    return best


def _windows(card: str) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The 3-card meld windows around ``card``: its rank in the other suits (a group), and the
    pairs of cards that make three in a row with it in its suit (the ace low and high)."""
    r, s = _RANK[card], _SUIT[card]
    mates = tuple(make_card(r, t) for t in SUITS if t != s)
    pairs = []
    for p in [r, 14] if r == 1 else [r]:
        for lo in (p - 2, p - 1, p):
            if lo >= 1 and lo + 2 <= 14:
                a, b = (make_card(1 if x == 14 else x, s) for x in (lo, lo + 1, lo + 2) if x != p)
                pairs.append((a, b))
    return mates, tuple(pairs)


_WINDOWS = {c: _windows(c) for c in rules.ALL_CARDS}


def greedy_play(hand: list[str], table: list[list[str]]) -> list[list[str]] | None:
    """Lay down melds from the hand, then lay off single cards, while any fit (no rearranging).

    A quick, far from optimal play (the solver finds the best one); ``None`` if nothing fits.
    """
    left = Counter(hand)
    new = [list(m) for m in table]
    while True:
        melds = hand_melds(list(left.elements()))
        if not melds:
            break
        meld = max(melds, key=lambda m: (sum(not rules.is_joker(c) for c in m), len(m)))
        left.subtract(map(physical, meld))
        left = +left
        new.append(meld)
    accepts = [meld_accepts(m) for m in new]  # kept up to date with ``new``
    changed = bool(left)  # (nothing to lay off from an empty hand)
    while changed:
        changed = False
        for i, cards in enumerate(accepts):
            for card in cards:
                if left.get(card, 0) > 0:
                    left[card] -= 1
                    new[i] = order_meld(new[i] + [card])
                    accepts[i] = meld_accepts(new[i])
                    changed = True
                    break
    left = +left
    return None if sum(left.values()) == len(hand) else new


def simple_plays(
    hand: list[str], table: list[list[str]], limit: int = LISTED_PLAYS
) -> list[list[list[str]]]:
    """Some legal plays, cheaply: the greedy play, new melds from the hand, one-card lay-offs (jokers too)."""
    greedy = greedy_play(hand, table)
    if greedy is None:
        plays: list[list[list[str]]] = []
    else:
        plays = [greedy]
    base = [list(m) for m in table]
    for meld in hand_melds(hand):
        plays.append(base + [meld])
        if len(plays) >= limit:
            return plays
    cards = set(hand)
    joker = JOKER in cards
    for i, meld in enumerate(table):
        for card in meld_accepts(meld):
            if card in cards or joker:
                placed = card if card in cards else f"{JOKER}:{card}"
                plays.append(base[:i] + [order_meld(meld + [placed])] + base[i + 1 :])
                if len(plays) >= limit:
                    return plays
    return plays


__all__ = [
    "LISTED_PLAYS",
    "could_play",
    "greedy_play",
    "hand_melds",
    "meld_accepts",
    "simple_plays",
]
