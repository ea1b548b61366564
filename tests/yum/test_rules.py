"""Every worked example of the Yum rulebook and of docs/rules/yum.md, and the box formulas."""

from collections import Counter
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_widgets import yum
from tabletop_widgets.yum import BOXES, YAHTZEE, Rules, score

dice5 = st.lists(st.integers(1, 6), min_size=5, max_size=5)


# --- The rulebook's examples -------------------------------------------------------------


def test_three_of_a_kind_example():
    assert score([4, 4, 4, 5, 6], "three_of_a_kind") == 23


def test_four_of_a_kind_example():
    assert score([2, 2, 2, 2, 4], "four_of_a_kind") == 12


def test_rolling_surplus_example():
    assert score([1, 2, 4, 4, 6], "surplus") == 17


def test_upper_box_example():
    assert score([3, 3, 3, 1, 5], "threes") == 9


def test_three_sixes_a_two_and_a_three_spec_y1():
    # The text says 18 "in the sixes box or in the 3 of a Kind box"; 3 of a Kind counts
    # all five dice, so the second reading is 23 (the text's slip, spec Y1).
    dice = [6, 6, 6, 2, 3]
    assert score(dice, "sixes") == 18
    assert score(dice, "three_of_a_kind") == 23
    assert score(dice, "full_house") == 0


def test_full_house_already_filled_example():
    dice = [6, 6, 6, 5, 5]
    assert score(dice, "surplus") == 28
    assert score(dice, "sixes") == 18
    assert score(dice, "fives") == 10
    assert score(dice, "full_house") == 25


def test_maximum_score_is_310():
    card = dict.fromkeys(BOXES, 0)
    for face, box in enumerate(yum.UPPER_BOXES, start=1):
        card[box] = 5 * face
    card.update(three_of_a_kind=30, four_of_a_kind=30, short_straight=15, long_straight=20,
                surplus=30, full_house=25, yum=30)  # fmt: skip
    assert yum.total(card) == 310


# --- Box formulas -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "box", "points"),
    [
        ([1, 2, 3, 4, 6], "short_straight", 15),
        ([2, 3, 4, 5, 5], "short_straight", 15),
        ([3, 4, 5, 6, 1], "short_straight", 15),
        ([1, 2, 3, 5, 6], "short_straight", 0),
        ([1, 2, 3, 4, 5], "short_straight", 15),  # a 5-run contains a 4-run (Y3)
        ([1, 2, 3, 4, 5], "long_straight", 20),
        ([2, 3, 4, 5, 6], "long_straight", 20),
        ([1, 2, 3, 4, 6], "long_straight", 0),
        ([5, 5, 5, 5, 5], "yum", 30),
        ([5, 5, 5, 5, 4], "yum", 0),
        ([5, 5, 5, 5, 5], "full_house", 0),  # no joker rule (spec §4)
        ([5, 5, 5, 5, 5], "three_of_a_kind", 25),  # at least three alike (Y2)
        ([5, 5, 5, 5, 5], "four_of_a_kind", 25),
        ([5, 5, 5, 4, 4], "four_of_a_kind", 0),
        ([2, 2, 3, 3, 4], "three_of_a_kind", 0),
        ([4, 4, 4, 4, 4], "fours", 20),
        ([1, 1, 2, 2, 2], "full_house", 25),
    ],
)
def test_box_formulas(dice, box, points):
    assert score(dice, box) == points


def test_variants():
    assert score([5] * 5, "full_house", Rules(yum_counts_as_full_house=True)) == 25
    classic = Rules(classic_straights=True)
    assert score([1, 2, 3, 4, 5], "short_straight", classic) == 15
    assert score([2, 3, 4, 5, 6], "short_straight", classic) == 0
    assert score([2, 3, 4, 5, 6], "long_straight", classic) == 20
    assert score([1, 2, 3, 4, 5], "long_straight", classic) == 0
    assert score([1, 2, 3, 4, 6], "short_straight", YAHTZEE) == 30
    assert score([6] * 5, "yum", YAHTZEE) == 50


def test_bonus_at_63():
    card = dict.fromkeys(BOXES)
    card.update(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18)  # three of each: 63
    assert yum.bonus(card) == 25 and yum.total(card) == 88
    card["ones"] = 2
    assert yum.bonus(card) == 0
    assert yum.bonus({**card, "ones": 3}, YAHTZEE) == 35


@pytest.mark.parametrize(
    "bad", [[1, 2, 3, 4], [0, 1, 2, 3, 4], [1, 2, 3, 4, 7], [1, 2, 3, 4, "5"], [True] * 5]
)
def test_bad_dice_are_refused(bad):
    with pytest.raises(ValueError, match="five dice"):
        score(bad, "surplus")


def test_unknown_box_is_refused():
    with pytest.raises(ValueError, match="Unknown box"):
        score([1, 2, 3, 4, 5], "chance")


# --- An independent reference over all 7776 rolls -----------------------------------------


def reference(dice, box):
    c = Counter(dice)
    kinds = sorted(c.values())
    if box in yum.UPPER_BOXES:
        face = yum.UPPER_BOXES.index(box) + 1
        return sum(d for d in dice if d == face)
    if box == "three_of_a_kind":
        return sum(dice) if kinds[-1] >= 3 else 0
    if box == "four_of_a_kind":
        return sum(dice) if kinds[-1] >= 4 else 0
    if box == "short_straight":
        return 15 if any({s, s + 1, s + 2, s + 3} <= set(dice) for s in (1, 2, 3)) else 0
    if box == "long_straight":
        return 20 if sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0
    if box == "surplus":
        return sum(dice)
    if box == "full_house":
        return 25 if kinds == [2, 3] else 0
    return 30 if kinds == [5] else 0


def test_every_roll_and_box_against_a_reference():
    for dice in product(range(1, 7), repeat=5):
        for box in BOXES:
            assert score(dice, box) == reference(list(dice), box), (dice, box)


@given(dice5, st.permutations(range(5)))
def test_score_does_not_depend_on_dice_order(dice, order):
    for box in BOXES:
        assert score(dice, box) == score([dice[i] for i in order], box)


@pytest.mark.parametrize(
    "rules",
    [yum.YUM, YAHTZEE, Rules(classic_straights=True), Rules(yum_counts_as_full_house=True)],
)
def test_a_boxs_legend_says_what_it_scores(rules):
    """box_rule's numbers are the rules' own: a fixed box's legend names its best score over
    all 7,776 rolls, and its dice condition is what score() accepts."""
    rolls = list(product(range(1, 7), repeat=5))
    for box in BOXES:
        legend = yum.rules.box_rule(box, rules)
        scores = [score(dice, box, rules) for dice in rolls]
        if "sum of" in legend:
            assert max(scores) == (5 * (BOXES.index(box) + 1) if "sum of the" in legend else 30)
        else:
            assert int(legend.rsplit(": ", 1)[1]) == max(scores), (box, legend)
        if legend.startswith("exactly"):
            wanted = sorted(int(d) for d in legend[len("exactly ") :].split(":")[0].split())
            assert [sorted(d) for d, s in zip(rolls, scores) if s] == [wanted] * 120
    assert ("or 5 alike" in yum.rules.box_rule("full_house", rules)) == (
        rules.yum_counts_as_full_house and score([2] * 5, "full_house", rules) > 0
    )
