"""Rules and scoring of The Gnumies, pinned to the rulebook and the spec (docs/rules/gnumies.md).

Expected values are worked out by hand from the rulebook's text (comments show the
arithmetic), or by an independent brute force written here, not by the code under test.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_widgets.gnumies import rules
from tabletop_widgets.gnumies.rules import COPICASTOR as C
from tabletop_widgets.gnumies.rules import WULLAWAKI as W
from tabletop_widgets.gnumies.rules import score_room

# --- Components (§1) -----------------------------------------------------------------------


def test_luckynits_match_the_four_printed_cards():
    # [TEXT]: "the violet 80 and five Luckynits ... The blue ... 80 has only 1 Luckynit";
    # "the yellow Celin (10) wins with 4 Luckynits. The red Celin (10) ... has only 1".
    assert rules.luckynits("violet", 80) == 5
    assert rules.luckynits("blue", 80) == 1
    assert rules.luckynits("yellow", 10) == 4
    assert rules.luckynits("red", 10) == 1
    assert rules.luckynits("gray", "gnalli") == 0


def test_luckynit_table_breaks_every_tie_and_is_fair():
    for value in rules.GNUMIE_VALUES:
        assert sorted(rules.LUCKYNITS[c][value] for c in rules.COLOURS) == [1, 2, 3, 4, 5]
    for colour in rules.COLOURS:
        counts = Counter(rules.LUCKYNITS[colour].values())
        assert counts == Counter({k: 2 for k in range(1, 6)})  # every count twice: total 30


def test_party_deck_has_53_cards():
    deck = Counter(rules.PARTY_DECK)
    assert len(rules.PARTY_DECK) == 53
    assert all(deck[v] == 4 for v in range(1, 11))
    assert all(deck[v] == 1 for v in range(11, 16))
    assert deck[W] == 7 and deck[C] == 1  # N2: one Copicastor
    assert len(rules.HAND) == 11 and rules.HAND[-1] == "gnalli"


# --- Who wins the offer (R5) -----------------------------------------------------------------


def test_highest_card_wins_a_guest_and_luckynits_break_ties():
    # The rulebook's example: Vallygnum (90) is highest; among two 80s the violet (5) beats blue (1).
    assert rules.resolve_bids(7, {0: (90, 1), 1: (80, 5)}) == (0, False)
    assert rules.resolve_bids(7, {2: (80, 1), 3: (80, 5), 0: (50, 5)}) == (3, True)


def test_lowest_card_wins_the_copicastor_and_most_luckynits_break_its_ties():
    # N1 and N4: "the yellow Celin (10) wins with 4 Luckynits. The red Celin (10) does not win".
    assert rules.resolve_bids(C, {0: (10, 1), 1: (10, 4), 2: (20, 5)}) == (1, True)
    assert rules.resolve_bids(C, {0: (100, 3), 1: (30, 3)}) == (1, False)


def test_highest_card_wins_the_wullawaki():
    assert rules.resolve_bids(W, {0: (20, 4), 1: (60, 2)}) == (1, False)  # N5


# --- Scoring (§5) ----------------------------------------------------------------------------


# Dancemites are below the Dumbball (6); Trendis are worth more than Dancemites, at most 10,
# and form their own group (not 6, not 10).
EXAMPLE_VALUES = [(d, t) for d in range(1, 6) for t in range(d + 1, 10) if t != 6]


@pytest.mark.parametrize(("dancemite", "trendi"), EXAMPLE_VALUES)
def test_the_rulebook_scoring_example_is_99(dancemite, trendi):
    room = [dancemite] * 3 + [6, trendi, trendi, 10, 13, W, C]
    result = score_room(room)
    # W = 1: the Wullawaki and one Dancemite go; the Copicastor joins the two Dancemites left:
    # 50 (three Dancemites) + 6 (Dumbball) + 20 (Trendi pair) + 10 (Dimmling) + 13 (Rapster) = 99.
    assert result.total == 99
    assert sorted(result.discarded, key=str) == sorted([W, dancemite], key=str)
    assert result.copicastor_as == dancemite
    assert (dancemite, 3, 50) in result.groups
    assert result.lines[-1] == "Total: 99"
    assert len(result.per_card) == len(room)


@pytest.mark.parametrize(
    ("room", "expected"),
    [
        ([3, 3, 7, 12, W, W], 27),  # W = 2: drop the 12 -> pair of 3s 20 + 7
        ([13, C], 20),  # the Copicastor pairs a 13: a pair scores 20 (N16, literal)
        ([5, 5, 5, 5, C], 150),  # five of a kind
        ([W, W, W, 2, 9, 9, 9, C], 20),  # discard 3 of 5: best keeps a pair, 20
        ([1, 15], 16),  # singles score their value
        ([4, 4], 20),
        ([4, 4, 4], 50),
        ([4, 4, 4, 4], 100),  # groups
        ([2, 2, 5, W], 7),  # W = 1: one of the two 2s only -> 2 + 5
        ([10, 10, 4, W, W], 14),  # W = 2: one of the two 10s only -> 10 + 4
        # W = 1: the Copicastor has no printed value (N15): the 5 goes, C copies nobody
        ([5, C, W], 0),
        ([C], 0),  # no guest to copy
        ([W], 0),
        ([W, W], 0),  # Wullawakis score 0, not negative
        ([W, W, W, 4, C], 0),  # fewer cards than required: discard all
        ([W, W, W, 1, 2, 3, 8, 8], 20),  # discard 1, 2, 3 -> pair of 8s
        ([], 0),
    ],
)
def test_scoring_examples(room, expected):
    assert score_room(room).total == expected
    assert rules.room_total(room) == expected


def test_high_value_pairs_option_scores_face_value():
    assert score_room([13, C], high_value_pairs_score_face=True).total == 26  # 13 + 13
    assert score_room([9, C], high_value_pairs_score_face=True).total == 20  # only 11-15


def test_a_chosen_discard_for_three_wullawakis():
    room = [W, W, W, 2, 9, 9, 9, C]
    assert score_room(room, discard=[9, 9, 9]).total == 20  # 2 + Copicastor as 2
    assert score_room(room, discard=[9, 9, C]).total == 11  # 2 + 9
    with pytest.raises(ValueError, match="exactly 3"):
        score_room(room, discard=[9])
    with pytest.raises(ValueError, match="does not hold"):
        score_room(room, discard=[4, 4, 4])
    with pytest.raises(ValueError, match="three or more"):
        score_room([W, 3], discard=[3])


def test_a_card_equal_to_a_scored_one_is_still_refused_after_it():
    # The scores are kept per room: True == 1 and 1.0 == 1 must not find the room [1]'s entry.
    assert rules.room_total([1]) == 1 and rules.room_total([3, 3]) == rules.tally_room([3, 3]).total
    for bad in ([True], [1.0], [3, 3.0]):
        with pytest.raises(ValueError, match="is not a party card"):
            rules.room_total(bad)
    room = [W, W, W, 1, 9, 9, 9, C]
    assert score_room(room, discard=[1, 9, 9]).total == rules.tally_room(room, [1, 9, 9]).total
    for bad in ([True, 9, 9], [1.0, 9, 9]):
        with pytest.raises(ValueError, match="does not hold|not a party card"):
            score_room(room, discard=bad)


@pytest.mark.parametrize(
    "bad", [[0], [16], ["joker"], [True], [3.5], [3.0], [2, "copicastor", 15.0]]
)
def test_bad_cards_are_refused(bad):
    with pytest.raises(ValueError, match="not a party card"):
        score_room(bad)


# --- Brute-force reference for three or more Wullawakis ----------------------------------------


def reference_score(kept: list) -> int:
    """Independent scoring of cards left after the Wullawakis (S2, S3)."""
    guests = sorted(c for c in kept if c != C)
    counts = Counter(guests)
    if C in kept and guests:
        counts[guests[0]] += kept.count(C)
    table = {1: None, 2: 20, 3: 50, 4: 100, 5: 150}
    return sum(v if n == 1 else table[n] for v, n in counts.items())


DECK_WITHOUT_W = [c for c in rules.PARTY_DECK if c != W]  # 45 guests and the Copicastor
party_cards = st.lists(st.integers(0, len(DECK_WITHOUT_W) - 1), unique=True, max_size=12).map(
    lambda idx: [DECK_WITHOUT_W[i] for i in idx]
)


@given(cards=party_cards, w=st.integers(3, 7))
def test_automatic_choice_is_the_best_possible(cards, w):
    need = min(w, len(cards))
    best = max(
        reference_score([c for i, c in enumerate(cards) if i not in drop])
        for drop in combinations(range(len(cards)), need)
    )
    result = score_room(cards + [W] * w)
    assert result.total == best
    assert len(result.discarded) == w + need


@given(cards=party_cards, w=st.integers(0, 2))
def test_one_or_two_wullawakis_follow_the_text(cards, w):
    kept = list(cards)
    guests = [c for c in cards if c != C]
    if w and guests:
        kept.remove(min(guests) if w == 1 else max(guests))
    assert score_room(cards + [W] * w).total == reference_score(kept)
