"""Carousel rules: every worked example of the rulebook (seed 003) and the spec (docs/rules/carousel.md).

Expected values are derived by hand from the text, not copied from the code.
"""

from __future__ import annotations

import pytest

from tabletop_widgets.carousel import rules
from tabletop_widgets.carousel.rules import (
    end_bonuses,
    hand_value,
    is_valid_meld,
    meld_problem,
    play_problem,
    round_winners,
    score_round,
    validate_table,
)

# ----- 2.1 components ------------------------------------------------------------------------------


def test_decks_for_two_and_for_three_to_five_players():
    two = rules.deck_for(2)
    assert len(two) == 53 and two.count("JK") == 1 and len(set(two)) == 53
    for n in (3, 4, 5):
        deck = rules.deck_for(n)
        assert len(deck) == 106 and deck.count("JK") == 2
        assert all(deck.count(c) == 2 for c in set(deck))  # every natural card twice
    with pytest.raises(ValueError):
        rules.deck_for(6)


# ----- 2.2 melds: the rulebook's own examples [TEXT] ------------------------------------------------


@pytest.mark.parametrize(
    "meld",
    [
        "8S 8H 8D",  # "8-8-8"
        "QS QH QC",  # "dama-dama-dama"
        "8S 8H 8D 8C",  # a group of four
        "AS 2S 3S",  # "as-2-3"
        "9D 10D JD",  # "9-10-walet" (10D accepted for TD)
        "QH KH AH",  # ace high
        "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",  # 13 cards, ace low
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",  # 13 cards, ace high
        "JK:8S 8H 8D",  # a named joker counts as its card
        "7S JK:8S 9S",
        "JK:QH KH AH",
    ],
)
def test_legal_melds(meld):
    assert is_valid_meld(meld.split()), meld_problem(meld.split())


@pytest.mark.parametrize(
    "meld, words",
    [
        ("KS AS 2S", "turn the corner"),  # [TEXT] "król-as-2 nie jest legalną sekwencją"
        ("8S 8S 8H", "identical"),  # [TEXT] only one eight of spades in a group of eights
        ("JK:8S 8S 8H", "identical"),  # 2.2: a joker named 8S and a natural 8S
        ("8S 8H 8D 8C 8S", "3 or 4"),  # groups never exceed 4
        ("8S 8H", "at least 3"),
        ("7S 8H 9S", "neither"),  # K3: a sequence is one suit
        ("7S 8S TS", "no gap"),
        ("7S 7S 8S", "same card twice"),
        ("JK 8H 8D", "named"),  # a joker on the table says which card it is
        ("XX 8H 8D", "not a card"),
    ],
)
def test_illegal_melds_have_precise_reasons(meld, words):
    problem = meld_problem(meld.split())
    assert problem is not None and words in problem
    assert not is_valid_meld(meld.split())


def test_both_aces_in_one_sequence_is_too_long():
    # A-2-...-K-A with two decks: the ace is high or low, not both (max 13 cards)
    cards = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"]
    assert not is_valid_meld(cards)


def test_validate_table_names_the_meld_and_the_reason():
    assert validate_table([["7S", "8S", "9S"], ["QH", "QD", "JK:QS"]]) is None
    assert validate_table([]) is None
    reason = validate_table([["7S", "8S", "9S"], ["KS", "AS", "2S"]])
    assert reason.startswith("Meld 2 (K♠ A♠ 2♠)") and "corner" in reason


# ----- hand values [TEXT] ----------------------------------------------------------------------------


def test_card_values():
    # jokers 25, J/Q/K 10, numbers face value, aces 1
    assert hand_value(["JK"]) == 25
    assert hand_value(["JD", "QS", "KC"]) == 30
    assert hand_value(["2H", "9C", "10S"]) == 21
    assert hand_value(["AS", "AH"]) == 2
    assert hand_value([]) == 0
    assert rules.can_knock(["AS", "4D"]) and not rules.can_knock(["AS", "5D"])


# ----- 2.7 round scoring: the spec's table of worked examples -------------------------------------


@pytest.mark.parametrize(
    "values, knocker, went_out, expected",
    [
        ([4, 19], 0, None, [15, 0]),  # 2p, A knocks: A +15
        ([5, 2], 0, None, [0, 13]),  # 2p undercut: B +3 +10
        ([4, 12, 30], 0, None, [34, 0, 0]),  # 3p, A knocks: A +(8+26)
        ([4, 3, 30], 0, None, [0, 38, 0]),  # 3p undercut: B +(1+27)+10
        ([4, 4, 20], 0, None, [0, 26, 0]),  # knocker ties one: B +(0+16)+10, A 0
        ([4, 4, 4, 20], 0, None, [0, 26, 26, 0]),  # knocker ties two: B and C +(0+0+16)+10
        ([0, 7, 12], None, 0, [44, 0, 0]),  # going out: A +(7+12)+25
    ],
)
def test_round_scoring_examples(values, knocker, went_out, expected):
    assert score_round(values, knocker=knocker, went_out=went_out) == expected


def test_round_with_no_knocker_has_no_undercut_bonus():
    # K10: the stock ran out, nobody knocked: the lowest hand scores the differences only
    assert score_round([20, 9, 30]) == [0, 32, 0]
    # two tied lowest hands, no knocker: both win, 0 from each other
    assert score_round([9, 9, 30]) == [21, 21, 0]
    assert round_winners([9, 9, 30]) == [0, 1]


def test_two_tied_non_knockers_below_the_knocker_each_get_the_bonus():
    # 2.7 [DECISION]: A knocks 5, B 3, C 3, D 10 -> B and C each +(2+0+7)+10 = 19
    assert score_round([5, 3, 3, 10], knocker=0) == [0, 19, 19, 0]


# ----- 2.8 game end [TEXT, K9] ----------------------------------------------------------------------------


def test_end_bonuses_default_and_literal_reading():
    totals, won = [160, 90, 40], [3, 2, 1]
    # +100 for reaching 150; +25 per round won for everybody (recommended reading)
    assert end_bonuses(totals, won) == [100 + 75, 50, 25]
    # literal Polish "every other player": the finisher gets no round bonus
    assert end_bonuses(totals, won, round_bonus_excludes_finishers=True) == [100, 50, 25]
    assert rules.game_over([149, 20]) is False and rules.game_over([150, 20]) is True


# ----- 2.4 / 2.5 plays: legal and illegal rearrangements -------------------------------------------------


def test_a_first_meld_from_the_hand():
    assert play_problem(["7S", "8S", "9S", "2D"], [], [["7S", "8S", "9S"]]) is None
    # no card from the hand: nothing was played
    assert "at least one card" in play_problem(["7S"], [["7S", "8S", "9S"]], [["7S", "8S", "9S"]])
    # a card the player does not hold
    assert "do not hold" in play_problem(["2D"], [], [["7S", "8S", "9S"]])


def test_rearranging_split_a_run_and_add_a_card():
    table = [["5H", "6H", "7H", "8H", "9H", "TH"]]
    # split 5-10 into 5-6-7 and 8-9-10, and add J to the second part
    assert play_problem(["JH"], table, [["5H", "6H", "7H"], ["8H", "9H", "TH", "JH"]]) is None
    # take 8 from a run into a new group with two eights from the hand
    table = [["5S", "6S", "7S", "8S"]]
    assert play_problem(["8H", "8D"], table, [["5S", "6S", "7S"], ["8S", "8H", "8D"]]) is None


def test_nothing_leaves_the_table_and_every_meld_stays_valid():
    table = [["5S", "6S", "7S", "8S"]]
    # 8S would go back to the hand: refused
    assert "leave the table" in play_problem(
        ["8H", "8D", "8C"], table, [["5S", "6S", "7S"], ["8H", "8D", "8C"]]
    )
    # the split leaves 5-6 alone: refused with the meld named
    reason = play_problem(["8H", "8D"], table, [["5S", "6S"], ["7S", "8S", "8H", "8D"]])
    assert reason.startswith("Meld 1")


def test_joker_freed_by_the_real_card_from_the_hand_and_reused():
    table = [["7S", "JK:8S", "9S"]]
    # 8S from the hand frees the joker, which is re-used (re-named) with 4D 4H
    new = [["7S", "8S", "9S"], ["4D", "4H", "JK:4C"]]
    assert play_problem(["8S", "4D", "4H"], table, new) is None


def test_joker_freed_by_the_real_card_from_another_meld():
    # two-deck game: a natural 8H lies in a run, a joker named 8H in a group of eights
    table = [["5H", "6H", "7H", "8H"], ["JK:8H", "8D", "8C"]]
    # the 8H moves from the run into the joker's place; the freed joker is re-named 4S and
    # re-used at once with 4D 4C from the hand
    new = [["5H", "6H", "7H"], ["8H", "8D", "8C"], ["JK:4S", "4D", "4C"]]
    assert play_problem(["4D", "4C"], table, new) is None


def test_joker_may_not_change_its_name_without_the_real_card():
    table = [["JK:6S", "7S", "8S"]]
    # moving on while keeping its name is fine (6S-7S-8S-9S with 9S from the hand)
    assert play_problem(["9S"], table, [["JK:6S", "7S", "8S", "9S"]]) is None
    # re-naming it 9S while no real 6S is on the table is refused
    reason = play_problem(["TS"], table, [["7S", "8S", "JK:9S", "TS"]])
    assert "keeps that name" in reason and "6♠" in reason
    # with the real 6S from the hand it is freed and may become the 9S
    assert play_problem(["6S", "TS"], table, [["6S", "7S", "8S", "JK:9S", "TS"]]) is None


def test_a_joker_never_goes_back_to_a_hand():
    table = [["7S", "JK:8S", "9S"]]
    reason = play_problem(["8S"], table, [["7S", "8S", "9S"]])
    assert "leave the table" in reason  # freed, but not re-used on the table


def test_a_hand_joker_is_named_when_played():
    assert play_problem(["JK", "7S", "9S"], [], [["7S", "JK:8S", "9S"]]) is None
    assert "named" in play_problem(["JK", "7S", "9S"], [], [["7S", "JK", "9S"]])
