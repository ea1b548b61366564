"""Gin rules: every worked example of the spec, hard hands, and an exhaustive reference.

Expected values are derived by hand in the comments (from docs/rules/gin_rummy.md)
or by the independent brute force in ``reference.py``.
"""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine.cards import make_deck
from tabletop_widgets.gin_rummy import (
    all_best_melds,
    best_discard,
    best_melds,
    card_value,
    defender_deadwood,
    min_deadwood,
    points_for,
    score_hand,
)

from . import reference as ref

# Knocker of the rulebook examples: 3-4-5H, 8S 8D 8C, J-Q-K clubs, and 7D loose: deadwood 7.
KNOCKER_7 = "3H 4H 5H 8S 8D 8C JC QC KC 7D"


# --- Card values (C2) ---------------------------------------------------------------------------
def test_card_values_ace_low_faces_ten():
    assert [card_value(c) for c in ["AS", "2H", "9D", "TC", "10C", "JS", "QH", "KD"]] == [
        1,
        2,
        9,
        10,
        10,
        10,
        10,
        10,
    ]


# --- Worked examples [TEXT] and ours (spec §2) -------------------------------------------------------
def test_text_example_knock_7_against_18_after_layoffs_scores_11():
    # Defender: 9-10-J spades is a run; 6H lays off on 3-4-5H, 8H on the 8s group.
    # Before layoffs: 6+8+2+3+4+4+5 = 32; after: 2+3+4+4+5 = 18. 18 - 7 = 11.
    result = score_hand(KNOCKER_7, "9S TS JS 6H 8H 2C 3C 4S 4D 5D")
    assert result["knocker_deadwood"] == 7
    assert result["defender_deadwood_before_layoffs"] == 32
    assert result["defender_deadwood"] == 18
    assert (result["kind"], result["scorer"], result["points"]) == ("knock", "knocker", 11)
    assert sorted(lay["card"] for lay in result["layoffs"]) == ["6H", "8H"]


def test_text_example_7_against_7_is_an_undercut_worth_25():
    # Defender: K group, 9-10-J spades; 6H and 8H lay off; 3C + 4D = 7 left. 7 <= 7.
    result = score_hand(KNOCKER_7, "KS KH KD 9S TS JS 6H 8H 3C 4D")
    assert (result["knocker_deadwood"], result["defender_deadwood"]) == (7, 7)
    assert (result["kind"], result["scorer"], result["points"]) == ("undercut", "defender", 25)


def test_spec_example_gin_against_23_scores_48():
    # Gin: A-2-3-4S, 5s group, 9-10-J clubs. Defender melds K group and 7-10 spades;
    # Q♥ 6♦ 7♣ = 23 left and no layoffs after gin: 23 + 25 = 48.
    result = score_hand("AS 2S 3S 4S 5H 5D 5C 9C TC JC", "KS KH KD 7S 8S 9S TS QH 6D 7C")
    assert (result["kind"], result["points"], result["defender_deadwood"]) == ("gin", 48, 23)
    assert result["layoffs"] == []


def test_spec_example_knock_9_against_4_is_an_undercut_worth_30():
    # Knocker: A-2-3S, 5s group, 9-10-J clubs, 9H loose = 9. Defender: K group, 7-10S,
    # A♦ 2♣ A♥ = 4, none of which fits a knocker meld (the 5 group lacks 5S, not an ace).
    result = score_hand("AS 2S 3S 5H 5D 5C 9C TC JC 9H", "KS KH KD 7S 8S 9S TS AD 2C AH")
    assert (result["knocker_deadwood"], result["defender_deadwood"]) == (9, 4)
    assert (result["kind"], result["scorer"], result["points"]) == ("undercut", "defender", 30)


@pytest.mark.parametrize(
    ("k", "d", "expected"),
    [(7, 18, ("knock", "knocker", 11)), (7, 7, ("undercut", "defender", 25)), (0, 23, ("gin", "knocker", 48)),
     (9, 4, ("undercut", "defender", 30)), (0, 0, ("gin", "knocker", 25)), (10, 11, ("knock", "knocker", 1))],
)  # fmt: skip
def test_scoring_table(k, d, expected):
    assert points_for(k, d) == expected


def test_a_draw_scores_nothing():
    result = score_hand(draw=True)
    assert (result["kind"], result["scorer"], result["points"]) == ("draw", None, 0)


def test_a_knock_above_10_is_refused():
    with pytest.raises(ValueError, match="10 or fewer"):
        # 9C TC without the J is no run: 9 + 10 + 2 + 10 = 31 deadwood.
        score_hand("AS 2S 3S 5H 5D 5C 9C TC 2H KH", "KS QH KD 7S 8S 9S TS AD 2C AH")


# --- Melds [TEXT]: ace low, no Q-K-A, no overlaps ------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("QH KH AH", 21),  # Q-K-A is no run: 10 + 10 + 1
        ("KH AH 2H", 13),  # K-A-2 is no run either
        ("AH 2H 3H", 0),  # ace low
        ("3H 4H 5H 6H 6S 6D KC", 10),  # 3-4-5H + 6H 6S 6D beats the run 3-6H (which leaves 6+6+10)
        ("4C 5C 6C 7C 7S 7D", 0),  # 4-5-6C + 7C 7S 7D; the long run 4-7C would leave 14
        ("5C 6C 7C 8C 6S 6D 6H", 0),  # run 5-8C and the group 6S 6D 6H: no card is needed twice
        (
            "5C 6C 7C 6S 6D",
            12,
        ),  # 6C in the run (5-6-7C) leaves 6S 6D = 12; in the group leaves 12 too
    ],
)
def test_hard_hands_by_hand(hand, expected):
    assert min_deadwood(hand) == expected


def test_middle_card_of_a_four_card_run_matters():
    # 5-6-7-8H and 6S 6D: giving 6H to the group breaks the run into 5H + 7-8H (useless):
    # run 5-8H leaves 6S 6D = 12; group 6H6S6D leaves 5H 7H 8H = 20. Best 12.
    assert min_deadwood("5H 6H 7H 8H 6S 6D") == 12
    # With 9H as well, 7-8-9H still is a run after 6H leaves: group + 7-9H leaves 5H = 5.
    assert min_deadwood("5H 6H 7H 8H 9H 6S 6D") == 5


def test_best_melds_and_all_best_melds():
    got = best_melds("3H 4H 5H 6H 6S 6D KC")
    assert got["deadwood"] == 10 and got["deadwood_cards"] == ["KC"]
    assert sorted(map(sorted, got["melds"])) == [["3H", "4H", "5H"], ["6D", "6H", "6S"]]
    # 4-5-6-7H with 4S 4D and 7S 7D: three optimal ways (4 with the run or group; 7 likewise)?
    # 4-5-6-7H alone leaves 4S4D7S7D = 22; 4 group + 5-6-7H leaves 7S 7D = 14; 7 group + 4-5-6H
    # leaves 4S 4D = 8; both groups leave 5H 6H = 11. Unique best: deadwood 8.
    arrangements = all_best_melds("4H 5H 6H 7H 4S 4D 7S 7D")
    assert [a["deadwood"] for a in arrangements] == [8]
    # Two equally good arrangements: 7H can join 4-5-6H or the 7 group (7S 7D 7H 7C needs 7C).
    many = all_best_melds("4H 5H 6H 7H 7S 7D 7C")
    assert len(many) == 2  # 4-5-6-7H + 7S7D7C, or 4-5-6H + 7H7S7D7C: both 0 deadwood
    assert all(a["deadwood"] == 0 for a in many)


def test_eleven_card_best_discard_may_break_a_meld():
    # 3-4-5-6-7H, 7S 7D, K-Q... Keep it simple: the only way to 0 is to give 7H to the 7 group
    # and discard 3H? No: A-2-3-4-5H run plus 5S 5D: discarding AH keeps 2-3-4-5H? Better:
    # hand 2H 3H 4H 5H 5S 5D 9C 9S 9D KC QD: discard KC -> 2-3-4-5H run leaves 5S5D = 10
    # or 2-3-4H + 5 group leaves QD = 10 after discarding KC; discarding QD equal.
    card, dw = best_discard("2H 3H 4H 5H 5S 5D 9C 9S 9D KC QD")
    assert dw == 10 and card in ("KC", "QD")
    # Breaking a meld: 4 fives + run 6-7-8C... Hand: 5S 5H 5D 5C 6C 7C 8C AH AS 2D 3D.
    # Keeping both aces and 2D 3D costs 7; discarding 5C breaks no meld (5S5H5D stays, 6-8C stays)
    # leaving AH AS 2D 3D = 7; discarding 3D leaves 4 fives + 6-8C + AH AS 2D = 4. Best: 3D, 4.
    assert best_discard("5S 5H 5D 5C 6C 7C 8C AH AS 2D 3D") == ("3D", 4)
    # Must discard from a meld: A-2-3-4-5S and 6-7-8-9-10S plus 6H: discarding the 10S breaks
    # nothing (6-9S still a run): deadwood 6H = 6; discarding 6H leaves 0 (gin).
    assert best_discard("AS 2S 3S 4S 5S 6S 7S 8S 9S TS 6H") == ("6H", 0)
    # The card just taken may not go: with 6H forbidden, the best is the TS (6-9S stays a run).
    assert best_discard("AS 2S 3S 4S 5S 6S 7S 8S 9S TS 6H", forbidden="6H") == ("TS", 6)


def test_layoffs_chain_and_fill_groups():
    # 8H then 9H on 5-6-7H (chained); 4S on 4H4D4C; the K stays: 10.
    knocker = [["5H", "6H", "7H"], ["4H", "4D", "4C"], ["9C", "TC", "JC"]]
    assert defender_deadwood(knocker, "8H 9H 4S KS") == 10
    # Nothing lays off on a group of four, nothing goes below the ace or above the king.
    assert (
        defender_deadwood(
            [["4H", "4D", "4C", "4S"], ["AD", "2D", "3D"], ["JS", "QS", "KS"]],
            "5H 4D".replace("4D", "9C"),
        )
        == 14
    )
    assert defender_deadwood([["AD", "2D", "3D"], ["JS", "QS", "KS"]], "KD AS 4D") == 10 + 1
    # A card fitting a group and a run goes where it carries the chain: 8H on 5-6-7H lets 9H follow.
    assert defender_deadwood([["5H", "6H", "7H"], ["8S", "8D", "8C"]], "8H 9H") == 0


def test_defender_melds_first_then_layoffs_c8_and_joint_option():
    # Knocker run 4-5-6S. Defender 7S 8S 9S (a run: best melds keep it) + 7H 7D: best melds are
    # 7-8-9S (deadwood 14) or 7S 7H 7D (deadwood 17): Cardems keeps the run: 14, nothing laid off.
    knocker = [["4S", "5S", "6S"]]
    assert defender_deadwood(knocker, "7S 8S 9S 7H 7D") == 14
    # Joint: leave 7S 8S 9S unmelded, lay all three off on 4-5-6S, meld nothing: 7H 7D = 14;
    # or 7S7H7D group and lay off nothing... 8S 9S can't reach 6S without 7S: 17. Best still 14.
    assert defender_deadwood(knocker, "7S 8S 9S 7H 7D", joint=True) == 14
    # Joint lowers it here: defender 7S 8S 9S 9H 9D. Cardems: best melds = run 7-9S (dw 18) or
    # 9 group (dw 15): group wins pre-layoff (15); then 7S 8S lay off on 4-5-6S: 0.
    assert defender_deadwood(knocker, "7S 8S 9S 9H 9D") == 0
    # A case where joint differs: knocker 4-5-6S and 2-3-4H... defender 7S 8S 9S TS KD:
    # best melds: run 7-TS (dw 10), layoffs none (KD): 10. Joint: lay the run off: still KD = 10.
    assert defender_deadwood(knocker, "7S 8S 9S TS KD") == 10


def test_knocker_tie_break_c3_leaves_the_defender_most():
    # Knocker 4-5-6-7H 7S 7D 7C + 2 loose: 7H can sit in the run or the group (0 either way for
    # those 7 cards). Defender holding 8H: if 7H is in the run 4-7H, 8H lays off; if 7H is in the
    # group, run 4-5-6H takes only 3H/7H... so C3 puts 7H in the group: 8H stays.
    result = score_hand("4H 5H 6H 7H 7S 7D 7C AS 2C 3D", "8H KS KH QD QC JD 9S 2D 6C TD")
    assert result["knocker_deadwood"] == 1 + 2 + 3
    assert any(sorted(m) == ["7C", "7D", "7H", "7S"] for m in result["knocker_melds"])
    assert "8H" not in [lay["card"] for lay in result["layoffs"]]


def test_bad_cards_are_refused():
    for bad in ("AS AS 2S", "ZZ 2S", "JK 2S 3S"):
        with pytest.raises(ValueError):
            min_deadwood(bad)
    with pytest.raises(ValueError, match="11-card"):
        best_discard("AS 2S")
    with pytest.raises(ValueError, match="not a meld"):
        defender_deadwood([["AS", "5H", "9C"]], "2D")


def test_10d_and_lists_are_accepted():
    assert min_deadwood(["10D", "JD", "QD"]) == 0 == min_deadwood("TD JD QD")


# --- Exhaustive reference on random and meld-rich hands -------------------------------------------------
DECK = make_deck()
RICH = [r + s for s in "SHD" for r in "3456789"]  # 21 cards: full of runs and groups


def _hands(rng, n, size, pool):
    return [rng.sample(pool, size) for _ in range(n)]


def test_min_deadwood_matches_the_reference_on_random_and_meld_rich_hands():
    rng = random.Random(7)
    for hand in _hands(rng, 150, 10, DECK) + _hands(rng, 150, 10, RICH):
        assert min_deadwood(hand) == ref.min_deadwood(hand), hand
        for arrangement in all_best_melds(hand):
            assert arrangement["deadwood"] == ref.min_deadwood(hand)
            used = [c for m in arrangement["melds"] for c in m]
            assert len(used) == len(set(used)) and sorted(
                used + arrangement["deadwood_cards"]
            ) == sorted(hand)


def test_best_discard_matches_the_reference_on_eleven_card_hands():
    rng = random.Random(11)
    for hand in _hands(rng, 100, 11, DECK) + _hands(rng, 100, 11, RICH):
        card, dw = best_discard(hand)
        assert (
            dw
            == ref.best_discard_deadwood(hand)
            == ref.min_deadwood([c for c in hand if c != card])
        )
        forbidden = hand[0]
        card, dw = best_discard(hand, forbidden=forbidden)
        assert card != forbidden and dw == ref.best_discard_deadwood(hand, forbidden)


def _knock_pairs(rng, n):
    out = []
    while len(out) < n:
        pool = RICH + [c for c in rng.sample(DECK, 16) if c not in RICH]
        cards = rng.sample(pool, 20)
        knocker, defender = cards[:10], cards[10:]
        if min_deadwood(knocker) <= 10:
            out.append((knocker, defender))
    return out


def test_showdowns_match_the_reference():
    rng = random.Random(3)
    for knocker, defender in _knock_pairs(rng, 120):
        for joint in (False, True):
            k, d = ref.showdown(knocker, defender, joint)
            result = score_hand(knocker, defender, joint=joint)
            assert (result["knocker_deadwood"], result["defender_deadwood"]) == (k, d), (
                knocker,
                defender,
                joint,
            )
            assert (result["kind"], result["scorer"], result["points"]) == points_for(k, d)
            if joint:
                assert d <= ref.showdown(knocker, defender, False)[1]


def test_defender_deadwood_with_given_melds_matches_the_reference():
    rng = random.Random(5)
    for knocker, defender in _knock_pairs(rng, 60):
        melds = [sorted(m) for m in ref.optimal_selections(knocker)[0]]
        for joint in (False, True):
            assert defender_deadwood(melds, defender, joint) == ref.defender_final(
                melds, defender, joint
            )


# --- Properties (hypothesis) -----------------------------------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

hands = st.lists(st.sampled_from(RICH + DECK[:13]), min_size=0, max_size=11, unique=True)


@settings(max_examples=150)
@given(hand=hands)
def test_property_optimiser_agrees_with_the_reference_and_its_arrangements(hand):
    dw = min_deadwood(hand)
    assert dw == ref.min_deadwood(hand)
    assert 0 <= dw <= ref.value(hand)
    for arrangement in all_best_melds(hand):
        assert arrangement["deadwood"] == dw == ref.value(arrangement["deadwood_cards"])
