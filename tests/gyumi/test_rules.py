"""GYÜMI scoring and setup numbers, pinned to the rulebook's worked examples (spec §2, §6)."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from tabletop_widgets import gyumi
from tabletop_widgets.gyumi import rules


def reference_score(numbers):
    """The rulebook's scoring table read literally, row by row from the top (independent of
    ``series_score``): a repeated number or a missing 1 scores 0; otherwise the first row
    whose numbers are all present gives the points."""
    if len(numbers) != len(set(numbers)) or 1 not in numbers:
        return 0
    table = [({1, 2, 3, 4, 5}, 11), ({1, 2, 3, 4}, 8), ({1, 2, 3}, 5), ({1, 2}, 3), ({1}, 1)]
    for needed, points in table:
        if needed <= set(numbers):
            return points
    raise AssertionError("unreachable")


# The rulebook's three players (spec §6 worked examples).
ANNA = {"plum": [1, 2, 3, 4, 5], "apple": [2, 3, 4], "peach": [1, 2, 3, 5], "pear": [1, 2, 2, 3, 4]}
PETI = {
    "pear": [1, 3, 4, 5],
    "strawberry": [2, 3, 4, 5],
    "apple": [1, 2, 3, 4],
    "grape": [1, 1, 2, 3, 4],
}
LOTTI = {"apple": [1, 2, 3, 4, 5], "plum": [1, 2, 3, 4, 5]}


@pytest.mark.parametrize(
    "series, expected",
    [
        # Anna: plums 11 (all five), apples 0 (no 1), peaches 5 (4 missing), pears 0 (2 twice)
        (ANNA["plum"], 11), (ANNA["apple"], 0), (ANNA["peach"], 5), (ANNA["pear"], 0),
        # Peti: pears 1 (2 missing), strawberries 0 (no 1), apples 8, grapes 0 (1 twice)
        (PETI["pear"], 1), (PETI["strawberry"], 0), (PETI["apple"], 8), (PETI["grape"], 0),
        # The "Attention!" example: 1, 2, 4, 5 scores only 1-2 = 3 points.
        ([1, 2, 4, 5], 3),
        # Order of collection does not matter: "start a series with its 3 ... finish it with the 1".
        ([3, 5, 2, 4, 1], 11),
    ],
)  # fmt: skip
def test_rulebook_series(series, expected):
    assert gyumi.series_score(series) == expected


def test_rulebook_totals_anna_16_peti_9_lotti_22():
    assert gyumi.player_score(ANNA) == 16
    assert gyumi.player_score(PETI) == 9
    assert gyumi.player_score(LOTTI) == 22
    totals = {
        n: gyumi.player_score(s) for n, s in [("Anna", ANNA), ("Peti", PETI), ("Lotti", LOTTI)]
    }
    assert max(totals, key=totals.get) == "Lotti"  # "so she won the game"


def test_scoring_table_and_maximum():
    assert rules.RUN_POINTS == (0, 1, 3, 5, 8, 11)
    assert gyumi.MAX_SCORE == 66  # "The maximum score attainable in the game is 66 points"
    assert gyumi.player_score({f: [1, 2, 3, 4, 5] for f in gyumi.FRUITS}) == 66


def test_series_score_matches_the_table_for_every_possible_series():
    # Every sequence of 1 to 5 numbers (5 + 25 + ... + 3125 = 3905 series), exhaustively.
    for length in range(1, 6):
        for numbers in product(range(1, 6), repeat=length):
            assert gyumi.series_score(list(numbers)) == reference_score(list(numbers)), numbers
    assert gyumi.series_score([]) == 0


def test_explanations_say_why():
    assert "appears twice" in gyumi.explain_series([1, 2, 2, 3, 4])
    assert "1 is missing" in gyumi.explain_series([2, 3, 4])
    why = gyumi.explain_series([1, 2, 4, 5])
    assert "run 1-2 scores 3" in why and "4, 5 above the gap at 3 score nothing" in why
    assert gyumi.explain_series([1]) == "1: run 1 scores 1 point"
    sheet = gyumi.score_sheet(ANNA)
    assert [row["fruit"] for row in sheet] == [
        "apple",
        "peach",
        "plum",
        "pear",
    ]  # rulebook fruit order
    assert {row["fruit"]: row["points"] for row in sheet} == {
        "plum": 11,
        "apple": 0,
        "peach": 5,
        "pear": 0,
    }


def test_deck_has_120_cards_four_of_each():
    deck = gyumi.make_deck()
    assert len(deck) == 120
    counts = Counter(deck)
    assert len(counts) == 30 and set(counts.values()) == {4}
    assert sum(1 for c in deck if c.startswith("plum-")) == 20  # "20 plum"
    assert gyumi.parse_card("plum-3") == ("plum", 3) and gyumi.card("grape", 5) == "grape-5"
    with pytest.raises(ValueError):
        gyumi.card("banana", 1)


@pytest.mark.parametrize(
    "players, removed, in_play, draw",
    # spec §2 table, each draw pile = cards in play - one card per discard pile
    [(2, 30, 90, 88), (3, 20, 100, 97), (4, 10, 110, 106), (5, 0, 120, 115),
     (6, 0, 120, 114), (7, 0, 120, 113), (8, 0, 120, 112)],
)  # fmt: skip
def test_setup_table(players, removed, in_play, draw):
    assert gyumi.cards_removed(players) == removed
    assert gyumi.cards_in_play(players) == in_play
    assert gyumi.draw_pile_after_setup(players) == draw


def test_no_setup_for_one_or_nine_players():
    for players in (1, 9):
        with pytest.raises(ValueError):
            gyumi.cards_removed(players)
