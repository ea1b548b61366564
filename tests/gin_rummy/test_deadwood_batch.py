"""The batch deadwood (``min_deadwood_many``) against the scalar optimiser, hand by hand.

The scalar ``min_deadwood`` is itself checked against the brute force of ``reference.py``
(test_rules.py); here every batch answer must equal it: the rulebook's examples, a large
random sample of 10- and 11-card hands, meld-rich hands (many groups and runs at once),
and hypothesis' hands of 0 to 11 cards.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_widgets.engine.cards import make_deck
from tabletop_widgets.gin_rummy import min_deadwood, min_deadwood_many
from tabletop_widgets.gin_rummy.deadwood import CARDS, CODE, card_codes

DECK = make_deck()
RICH = [r + s for s in "SHDC" for r in "3456789"]  # 28 cards: groups and runs everywhere

# The rulebook's hands (test_rules.py) and the hard hands by hand, with their deadwood.
EXAMPLES = [
    ("3H 4H 5H 8S 8D 8C JC QC KC 7D", 7),  # the text's knocker
    ("9S TS JS 6H 8H 2C 3C 4S 4D 5D", 32),  # the text's defender, before layoffs
    ("KS KH KD 9S TS JS 6H 8H 3C 4D", 21),
    ("QH KH AH", 21),
    ("KH AH 2H", 13),
    ("AH 2H 3H", 0),
    ("3H 4H 5H 6H 6S 6D KC", 10),
    ("4C 5C 6C 7C 7S 7D", 0),
    ("5C 6C 7C 8C 6S 6D 6H", 0),
    ("5C 6C 7C 6S 6D", 12),
    ("5H 6H 7H 8H 6S 6D", 12),
    ("5H 6H 7H 8H 9H 6S 6D", 5),
]


def _scalar(codes: np.ndarray) -> list[int]:
    return [min_deadwood([CARDS[c] for c in row if c >= 0]) for row in codes]


def test_rulebook_examples():
    hands = [h for h, _ in EXAMPLES]
    got = min_deadwood_many(hands)
    assert got.tolist() == [d for _, d in EXAMPLES]
    assert got.tolist() == [min_deadwood(h) for h in hands]


@pytest.mark.parametrize("size", [10, 11])
def test_large_random_sample_agrees_with_min_deadwood(size):
    rng = np.random.default_rng(size)
    codes = np.argsort(rng.random((6000, 52)), axis=1)[:, :size]
    assert min_deadwood_many(codes).tolist() == _scalar(codes)


def test_meld_rich_hands_agree_with_min_deadwood():
    rng = random.Random(3)
    hands = [rng.sample(RICH, rng.choice([9, 10, 11])) for _ in range(4000)]
    got = min_deadwood_many(hands)  # different lengths: padded with -1
    assert got.tolist() == [min_deadwood(h) for h in hands]
    # several group ranks at once are the rare, slow branch: make sure the sample has them
    codes = card_codes(hands)
    per_rank = np.stack([((codes % 13 == r) & (codes >= 0)).sum(axis=1) for r in range(13)], 1)
    group_ranks = (per_rank >= 3).sum(axis=1)
    assert {1, 2, 3} <= set(group_ranks.tolist()) and (per_rank == 4).any()


def test_group_branches_are_covered():
    # 0, 1, 2 and 3 ranks of three or more cards, quads included
    hands = [
        "AS 2S 3S 5H 7D 9C JS QH KD 4C",  # no group rank
        "7S 7H 7D 7C 8C 9C 8H 2S 4D KD",  # one quad: 7C best in the run 7-8-9C
        "7S 7H 7D 7C 8S 8H 8D 8C 9S 9H",  # two quads
        "5S 5H 5D 6S 6H 6D 7S 7H 7D 8C 9C",  # three triples: groups or runs 5-6-7
        "5S 5H 5D 5C 6S 6H 6D 6C 7S 7H 7D",  # two quads and a triple
    ]
    assert min_deadwood_many(hands).tolist() == [min_deadwood(h) for h in hands]


hands_st = st.lists(st.sampled_from(RICH + DECK[:13]), min_size=0, max_size=11, unique=True)


@settings(max_examples=300)
@given(hands=st.lists(hands_st, min_size=1, max_size=6))
def test_property_batch_equals_scalar(hands):
    got = min_deadwood_many(hands)
    assert got.dtype == np.int16 and got.shape == (len(hands),)
    assert got.tolist() == [min_deadwood(h) for h in hands]
    # the order of the cards in a hand does not matter
    assert min_deadwood_many([list(reversed(h)) for h in hands]).tolist() == got.tolist()


def test_formats_codes_and_strings():
    hand = ["3H", "4H", "5H", "6H", "6S", "6D", "KC"]
    codes = [CODE[c] for c in hand]
    assert codes[0] == 13 + 2 and CODE["KC"] == 51 and CODE["AS"] == 0
    assert CODE["10D"] == CODE["TD"] == CODE["td"]
    expected = [10]
    assert min_deadwood_many([hand]).tolist() == expected
    assert min_deadwood_many([" ".join(hand)]).tolist() == expected
    assert min_deadwood_many(np.array([codes], dtype=np.int8)).tolist() == expected
    assert min_deadwood_many(np.array([codes], dtype=np.int64)).tolist() == expected
    assert min_deadwood_many([codes]).tolist() == expected
    padded = np.array([codes + [-1, -1, -1], [0, 1, 2, -1, -1, -1, -1, -1, -1, -1]])
    assert min_deadwood_many(padded).tolist() == [10, 0]
    assert min_deadwood_many(np.zeros((0, 10), dtype=np.int64)).tolist() == []
    assert min_deadwood_many([[], []]).tolist() == [0, 0]


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (np.array([[0, 1, 52]]), "0..51"),
        (np.array([[0, 1, -2]]), "0..51"),
        (np.array([[0, 1, 1]]), "twice"),
        (np.zeros((1, 12), dtype=np.int64) - 1, "at most 11"),
        (np.array([0, 1, 2]), "2-D"),
        ([["3H", "XX"]], "not a card"),
        ([["3H", "JK"]], "not a card"),
        (np.array([[0.5, 1.0]]), "codes"),
    ],
)
def test_bad_input_is_refused_clearly(bad, message):
    with pytest.raises(ValueError, match=message):
        min_deadwood_many(bad)
