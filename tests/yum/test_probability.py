"""Exact probabilities of a Yum turn, pinned as fractions and cross-checked by brute force."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from tabletop_widgets.yum import YAHTZEE, YUM
from tabletop_widgets.yum import probability as p
from tabletop_widgets.yum.rules import score

FIVE_OF_A_KIND = {1: Fraction(1, 1296), 2: Fraction(221, 17496), 3: Fraction(2783176, 60466176)}

# Best chance of completing each box within a turn when aiming for it (Yum rules).
BOX_CHANCES = {
    "three_of_a_kind": Fraction(234053, 314928),
    "four_of_a_kind": Fraction(2197897, 7558272),
    "short_straight": Fraction(753572225, 1224440064),
    "long_straight": Fraction(319695199, 1224440064),
    "full_house": Fraction(5485535, 15116544),
    "yum": Fraction(2783176, 60466176),
}


# ----- brute force over ordered rolls (independent of sorted_rolls) -------------------------


@cache
def _five_alike_brute(kept: tuple[int, ...], rolls_left: int) -> Fraction:
    """Chance of five alike, keeping the most common face, rolling the other dice one ordered way at a time."""
    n = 5 - len(kept)
    hits = Fraction(0)
    for rolled in product(range(1, 7), repeat=n):
        dice = kept + rolled
        counts = Counter(dice)
        face, count = max(counts.items(), key=lambda fc: (fc[1], fc[0]))
        if count == 5:
            hits += 1
        elif rolls_left > 1:
            hits += _five_alike_brute((face,) * count, rolls_left - 1)
    return hits / 6**n


@pytest.mark.parametrize("rolls", [1, 2, 3])
def test_five_of_a_kind_exact(rolls):
    exact = p.five_of_a_kind_chance(rolls)
    assert isinstance(exact, Fraction)
    assert exact == FIVE_OF_A_KIND[rolls]
    assert exact == _five_alike_brute((), rolls)


def test_yahtzee_published_figure():
    chance = p.five_of_a_kind_chance(3)
    assert chance == Fraction(2783176, 6**10)
    assert round(float(chance) * 100, 3) == 4.603


def test_one_roll_chances_match_all_ordered_rolls():
    ordered = list(product(range(1, 7), repeat=5))
    assert len(ordered) == 7776
    for box in p.REQUIREMENT_BOXES:
        hits = sum(1 for d in ordered if score(list(d), box) > 0)
        assert p.box_chance(box, rolls=1) == Fraction(hits, 7776), box


def test_box_chances_when_aiming():
    assert p.box_chances() == BOX_CHANCES
    # aiming for five alike optimally is exactly "keep the most common face"
    assert p.box_chance("yum") == p.five_of_a_kind_chance(3)
    # Yahtzee's straights and full house have the same requirements as Yum's
    assert p.box_chances(YAHTZEE) == BOX_CHANCES
    with pytest.raises(ValueError):
        p.box_chance("surplus")


def test_two_roll_long_straight_brute_force():
    # best chance of a 5-run within two rolls, by brute force over ordered re-rolls
    from itertools import combinations

    def hit(d):
        return score(list(d), "long_straight") > 0

    @cache
    def keep_value(kept):
        n = 5 - len(kept)
        return Fraction(sum(hit(kept + r) for r in product(range(1, 7), repeat=n)), 6**n)

    total = Fraction(0)
    for d in product(range(1, 7), repeat=5):
        best = max(keep_value(tuple(sorted(c))) for k in range(6) for c in combinations(d, k))
        total += best
    assert p.box_chance("long_straight", rolls=2) == total / 7776


def test_turn_score_distribution():
    dist = p.turn_score_distribution(box="yum")
    assert dist == {0: 1 - FIVE_OF_A_KIND[3], 30: FIVE_OF_A_KIND[3]}
    assert p.mean(dist) == 30 * FIVE_OF_A_KIND[3]
    chance = p.turn_score_distribution(p.keep_all, box="surplus")
    assert sum(chance.values()) == 1 and p.mean(chance) == Fraction(35, 2)
    best = p.turn_score_distribution(p.aim_for("sixes"), box="sixes")
    # each die becomes a six within three rolls with probability 1 - (5/6)^3
    assert p.mean(best) == 30 * (1 - Fraction(5, 6) ** 3) == p.box_expected_score("sixes")
    assert sum(p.turn_score_distribution(rules=YUM).values()) == 1


def test_policy_may_only_keep_rolled_dice():
    with pytest.raises(ValueError):
        p.final_dice_distribution(lambda dice, left: (6, 6, 6, 6), 2)


def test_simulation_converges_to_exact():
    hits = p.simulate_five_of_a_kind(3, trials=20_000, seed=1)
    exact = float(FIVE_OF_A_KIND[3])
    se = (exact * (1 - exact) / len(hits)) ** 0.5
    assert abs(hits.mean() - exact) < 4 * se
    running = p.running_mean(hits)
    assert running[-1] == hits.mean()
    lo, hi = p.confidence_interval(
        p.simulate_turn_scores(p.keep_all, "surplus", trials=5000, seed=2)
    )
    assert lo < 17.5 < hi
    # same seed, same samples
    assert (
        p.simulate_five_of_a_kind(2, 500, seed=3) == p.simulate_five_of_a_kind(2, 500, seed=3)
    ).all()
