"""The quick paths give exactly what the straightforward code gives: hand melds on random
hands of both decks, and the hand-only best play against HiGHS on random hands."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_widgets.carousel import solver
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


def _hand_only(hand, decks, exclude, objective):
    return solver.best_play(hand, [], objective=objective, decks=decks, exclude=exclude)


@pytest.mark.parametrize("players", [2, 3])
def test_hand_only_best_play_without_jokers_is_the_one_highs_finds(players, monkeypatch):
    """Where the programme has one best answer, ``only_best_packing`` finds it without
    HiGHS; the play is the same as HiGHS's, meld for meld (ties are left to HiGHS)."""
    rng = random.Random(10 + players)
    deck = [c for c in deck_for(players) if c != JOKER]
    decks = 1 if players == 2 else 2
    positions = []
    for i in range(300):
        hand = rng.sample(deck, rng.randint(3, 18))
        exclude = frozenset(rng.sample(deck, rng.randint(0, 12))) if i % 2 else frozenset()
        positions.append((hand, exclude, "cards" if i % 5 == 0 else "points"))
    monkeypatch.setattr(solver, "_CACHE", solver.OrderedDict())
    calls = []
    real = solver.only_best_packing
    monkeypatch.setattr(solver, "only_best_packing", lambda *a: calls.append(x := real(*a)) or x)
    quick = [_hand_only(hand, decks, exclude, objective) for hand, exclude, objective in positions]
    found = sum(x is not None for x in calls)
    monkeypatch.setattr(solver, "_CACHE", solver.OrderedDict())
    monkeypatch.setattr(solver, "only_best_packing", lambda *a: None)
    slow = [_hand_only(hand, decks, exclude, objective) for hand, exclude, objective in positions]
    assert quick == slow
    assert found >= 100 and found < len(calls)  # both paths were taken, many times
    assert sum(play is not None and len(play.melds) >= 2 for play in quick) >= 20


def test_only_best_packing_leaves_ties_to_highs():
    run = ["4S", "5S", "6S", "7S", "8S", "9S", "TS"]
    shapes = [tuple(run[i : i + k]) for k in (3, 4, 5) for i in range(len(run) - k + 1)]
    one = solver.only_best_packing(shapes, Counter(run[:4]), lambda c: 1)  # 4-7: one best
    assert [s for s, k in zip(shapes, one) for _ in range(k)] == [("4S", "5S", "6S", "7S")]
    two = solver.only_best_packing(shapes, Counter(run[:6]), lambda c: 1)  # 4-6 and 7-9
    assert [s for s, k in zip(shapes, two) for _ in range(k)] == [tuple(run[:3]), tuple(run[3:6])]
    # 4-10: 3 + 4 or 4 + 3 cards, a tie
    assert solver.only_best_packing(shapes, Counter(run), lambda c: 1) is None
    assert solver.only_best_packing([], Counter(run), lambda c: 1) is None


def test_usable_shapes_are_those_the_available_cards_and_jokers_fill():
    rng = random.Random(5)
    cards = [c for c in deck_for(2) if c != JOKER]
    for _ in range(2000):
        available = frozenset(rng.sample(cards + [JOKER], rng.randint(0, 30)))
        exclude = frozenset(rng.sample(cards, rng.randint(0, 10)))
        jokers = rng.randint(0, 4)
        expected = tuple(
            shape
            for shape in solver._shapes()
            if not exclude.intersection(shape)
            and sum(c not in available for c in shape) <= min(jokers, len(shape) - 1)
        )
        assert solver._usable_shapes(available, jokers, exclude) == expected
