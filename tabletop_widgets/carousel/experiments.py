"""Carousel's class experiment: a group (three or four of a rank) in a dealt hand.

A dealt hand is its owner's secret while the round is played, so each hand's outcome is read
from its owner's own view at the deal and released only when the round is over. The lesson's
value is exact: the hands without a group are counted with generating polynomials.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from ..engine.experiments import Experiment, Reference
from ..engine.observers import Moment, Outcome, SealedDeal
from .rules import HAND_SIZE


def holds_group(hand: Sequence[str]) -> bool:
    """Whether the hand holds a group (three or four of a rank; the joker may fill in)."""
    from .plays import hand_melds
    from .rules import meld_kind

    return any(meld_kind(m) == "group" for m in hand_melds(list(hand)))


class GroupDealt(SealedDeal):
    """Every hand of 10 as dealt: 1 if it holds a group; released when its round is over."""

    deal_key = "round"

    def seal(self, moment: Moment) -> list[Outcome]:
        hands = [moment.view(seat)["hand"] for seat in range(moment.num_seats)]
        # The player who starts draws at once, in the dealing move: which of their cards
        # was dealt is their secret, so only hands still as dealt count.
        return [
            (seat, 1.0 if holds_group(hand) else 0.0, None)
            for seat, hand in enumerate(hands)
            if len(hand) == HAND_SIZE
        ]


def poly_power(coefficients: Sequence[int], power: int) -> list[int]:
    """The coefficients of a polynomial raised to ``power`` (index = exponent)."""
    out = [1]
    for _ in range(power):
        nxt = [0] * (len(out) + len(coefficients) - 1)
        for i, a in enumerate(out):
            for j, b in enumerate(coefficients):
                nxt[i + j] += a * b
        out = nxt
    return out


def group_chance(hand_size: int | None = None) -> Fraction:
    """Exact chance that a hand dealt from the one-deck pack (2 players) holds a group.

    Counts the hands without a group with generating polynomials (the lesson's method): with
    no joker each rank gives at most two cards, ``1 + 4x + 6x^2``; with the joker a pair
    would make a group, so each rank gives at most one card, ``1 + 4x``.
    """
    from ..engine.cards import rank
    from .rules import deck_for, is_joker

    size = HAND_SIZE if hand_size is None else hand_size
    deck = deck_for(2)
    jokers = sum(1 for c in deck if is_joker(c))
    by_rank: dict[int, int] = {}
    for c in deck:
        if not is_joker(c):
            by_rank[rank(c)] = by_rank.get(rank(c), 0) + 1
    if jokers != 1 or set(by_rank.values()) != {4}:
        raise ValueError("the polynomial count assumes one joker and four suits")
    ranks = len(by_rank)
    no_joker = poly_power([1, 4, 6], ranks)[size]
    with_joker = poly_power([1, 4], ranks)[size - 1]
    return 1 - Fraction(no_joker + with_joker, math.comb(len(deck), size))


def group_reference() -> Reference:
    return Reference.of_fraction(
        group_chance(),
        "the exact chance for a hand of 10 from the 53-card pack, counted in the lesson with "
        "generating polynomials",
    )


def experiments() -> tuple[Experiment, ...]:
    """Carousel's class experiments (registered with the game)."""
    return (
        # title, question, recorded, measure: classroom catalog msgids (docs/languages.md)
        Experiment(
            id="carousel-group-dealt",
            title="A group in a dealt hand",
            question="How often does a dealt hand of 10 hold a group (three or four of a rank)?",
            kind="proportion",
            unit="deal",
            recorded="each hand dealt in a 2-player room (one 53-card pack), every round, "
            "counted when the round is over (a hand stays secret while it is played); the "
            "starting player draws at once, so only the other player's hand of 10 counts",
            make_observer=GroupDealt,
            reference_of=group_reference,
            seat_counts=(2,),
            reads="own",
        ),
    )
