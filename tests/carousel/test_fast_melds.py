"""The quick paths give exactly what the straightforward code gives: hand melds on random
hands of both decks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_widgets.carousel.plays import hand_melds
from tabletop_widgets.carousel.rules import deck_for, hand_order, meld_kind, order_meld, stands_for
from tabletop_widgets.engine.cards import JOKER, SUITS, make_card, rank, suit


def reference_hand_melds(hand):
    """``plays.hand_melds`` as first written: one group per rank, runs of three, and a pair
    or near-run with a joker."""
    jokers = hand.count(JOKER)
    by_rank, by_suit = {}, {}
    natural = sorted(set(hand) - {JOKER}, key=hand_order)
    for c in natural:
        by_rank.setdefault(rank(c), []).append(c)
        by_suit.setdefault(suit(c), set()).add(rank(c))
    melds = []
    for r, cards in by_rank.items():
        if len(cards) >= 3:
            melds.append(order_meld(cards[:4]))
        elif len(cards) == 2 and jokers:
            missing = next(s for s in SUITS if s not in {suit(c) for c in cards})
            melds.append(order_meld(cards + [f"{JOKER}:{make_card(r, missing)}"]))
    if jokers >= 2 and natural:
        c = natural[0]
        r, s = rank(c), suit(c)
        lo = r if r <= 11 else 11
        melds.append(
            order_meld(
                [c] + [f"{JOKER}:{make_card(x, s)}" for x in range(lo, lo + 3) if x != r][:2]
            )
        )
    for s, ranks in by_suit.items():
        if len(ranks) < 2:
            continue
        line = ranks | ({14} if 1 in ranks else set())
        starts = {x - k for x in line for k in (0, 1, 2)} if jokers else line
        for lo in sorted(x for x in starts if 1 <= x <= 12):
            window = (lo, lo + 1, lo + 2)
            present = [x for x in window if x in line]
            if len(present) == 3:
                melds.append(order_meld([make_card(1 if x == 14 else x, s) for x in window]))
            elif len(present) == 2 and jokers:
                gap = next(x for x in window if x not in line)
                cards = [make_card(1 if x == 14 else x, s) for x in present]
                melds.append(
                    order_meld(cards + [f"{JOKER}:{make_card(1 if gap == 14 else gap, s)}"])
                )
    return melds


@pytest.mark.parametrize("players", [2, 3])
def test_hand_melds_match_the_reference_on_random_hands(players):
    rng = random.Random(players)
    deck = deck_for(players)
    kinds = Counter()
    for i in range(4000):
        hand = rng.sample(deck, 10 if i % 2 else rng.randint(1, 20))
        if i % 7 == 0:  # more jokers than a deal gives
            hand[: deck.count(JOKER)] = [JOKER] * deck.count(JOKER)
        melds = hand_melds(hand)
        assert melds == reference_hand_melds(hand), hand
        for m in melds:
            jokers = sum(c != stands_for(c) for c in m)
            kinds[meld_kind(m), jokers] += 1
    # every kind of meld was met, so the comparison covered each branch
    for kind in ("group", "sequence"):
        for jokers in (0, 1):
            assert kinds[kind, jokers] >= 20, kinds
    assert kinds["sequence", 2] >= 20, kinds


def test_hand_melds_examples():
    assert hand_melds(["QS", "KS", "AS", "2S"]) == [["QS", "KS", "AS"]]
    assert hand_melds(["8H", "8C", "JK", "4D"]) == [["JK:8S", "8H", "8C"]]
    assert hand_melds(["KD", "JK", "JK"]) == [["JK:JD", "JK:QD", "KD"]]
    assert hand_melds(["AS", "KS", "JK"]) == [["JK:QS", "KS", "AS"]]
