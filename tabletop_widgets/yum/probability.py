"""Exact probabilities of a Yum turn, computed from the dice (and simulations beside them).

Every exact result is a ``fractions.Fraction`` built from
Yum's declared chance (``YumGame.dice_outcomes``): the 252 sorted outcomes of five dice
(fewer dice for a re-roll) with their exact probabilities. A turn is at most three rolls; between
rolls a *keep policy* says which dice stay on the table.

>>> from fractions import Fraction
>>> from tabletop_widgets.yum import probability as p
>>> p.five_of_a_kind_chance(1)
Fraction(1, 1296)
>>> p.five_of_a_kind_chance(3) == Fraction(2783176, 60466176)  # reduced: 347897/7558272
True

The Monte Carlo helpers (``simulate_*``) play the same turns with seeded random
dice, so that a lesson can show a simulation converging to the exact value.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction
from functools import cache, lru_cache

import numpy as np

from .game import GAME
from .rules import BOXES, DICE, FACES, ROLLS_PER_TURN, YUM, Rules, score

Dice = tuple[int, ...]
#: A keep policy: (sorted dice, rolls left) -> the sorted dice to keep (all five = stop).
KeepPolicy = Callable[[Dice, int], Dice]


def roll_chances(count: int) -> list[tuple[Dice, Fraction]]:
    """Rolling ``count`` dice as Yum declares it (``YumGame.dice_outcomes``): each sorted
    tuple of faces with its exact probability."""
    return [(c.outcome, c.probability) for c in GAME.dice_outcomes(count)]


#: Boxes with a requirement (the others always accept the dice).
REQUIREMENT_BOXES = (
    "three_of_a_kind",
    "four_of_a_kind",
    "short_straight",
    "long_straight",
    "full_house",
    "yum",
)


# ----- Keep policies ---------------------------------------------------------------------------


def most_common(dice: Iterable[int]) -> tuple[int, int]:
    """``(face, count)`` of the most common face; ties go to the higher face."""
    counts = Counter(dice)
    return max(counts.items(), key=lambda fc: (fc[1], fc[0]))


def keep_most_common(dice: Dice, rolls_left: int) -> Dice:
    """Keep the dice showing the most common face (one die when all differ); stop at five alike."""
    face, count = most_common(dice)
    return (face,) * count


def keep_all(dice: Dice, rolls_left: int) -> Dice:
    """Never re-roll: the first roll is the turn's result."""
    return tuple(dice)


def _merge(kept: Dice, rolled: Dice) -> Dice:
    return tuple(sorted(kept + rolled))


# ----- Exact distributions -----------------------------------------------------------------------


def final_dice_distribution(
    keep: KeepPolicy = keep_most_common, rolls: int = ROLLS_PER_TURN
) -> dict[Dice, Fraction]:
    """Exact distribution of the final sorted dice after ``rolls`` rolls under ``keep``."""
    if not 1 <= rolls <= ROLLS_PER_TURN:
        raise ValueError(f"A Yum turn has 1 to {ROLLS_PER_TURN} rolls, not {rolls}.")
    dist: dict[Dice, Fraction] = dict(roll_chances(DICE))
    for left in range(rolls - 1, 0, -1):
        nxt: dict[Dice, Fraction] = {}
        for dice, p in dist.items():
            kept = tuple(sorted(keep(dice, left)))
            if Counter(kept) - Counter(dice):
                raise ValueError(
                    f"The policy kept {kept} from {dice}: it can only keep dice that were rolled."
                )
            for rolled, q in roll_chances(DICE - len(kept)):
                key = _merge(kept, rolled)
                nxt[key] = nxt.get(key, 0) + p * q
        dist = nxt
    return dist


def five_of_a_kind_chance(
    rolls: int = ROLLS_PER_TURN, keep: KeepPolicy = keep_most_common
) -> Fraction:
    """Exact chance of five of a kind within ``rolls`` rolls (default policy: keep the most common face).

    Within 3 rolls it is 2783176/60466176, about 4.603 % (the published Yahtzee figure).
    """
    return sum(
        (p for dice, p in final_dice_distribution(keep, rolls).items() if len(set(dice)) == 1),
        Fraction(0),
    )


def _scorer(box: str | Callable[[Dice], float] | None, rules: Rules) -> Callable[[Dice], float]:
    if box is None:
        return lambda dice: max(score(list(dice), b, rules) for b in BOXES)
    if callable(box):
        return box
    if box not in BOXES:
        raise ValueError(f"Unknown box {box!r}; boxes are: {', '.join(BOXES)}.")
    return lambda dice: score(list(dice), box, rules)


def turn_score_distribution(
    keep: KeepPolicy = keep_most_common,
    box: str | Callable[[Dice], float] | None = None,
    rules: Rules | None = None,
    rolls: int = ROLLS_PER_TURN,
) -> dict[int, Fraction]:
    """Exact distribution of a turn's points under the keep policy ``keep``.

    ``box`` is where the final dice are scored: a box name, a function of the sorted
    dice, or ``None`` for the best-scoring box on an empty sheet. Returns
    ``{points: probability}`` sorted by points; the probabilities add up to 1.
    """
    rules = rules or YUM
    points = _scorer(box, rules)
    out: dict[int, Fraction] = {}
    for dice, p in final_dice_distribution(keep, rolls).items():
        pts = points(dice)
        out[pts] = out.get(pts, 0) + p
    return dict(sorted(out.items()))


def mean(distribution: dict[int, Fraction]) -> Fraction:
    """The expected value of a ``{value: probability}`` distribution (exact)."""
    return sum((v * p for v, p in distribution.items()), Fraction(0))


# ----- Aiming for one box: the best policy, exactly ---------------------------------------------
#
# Values of keeps satisfy value(keep) = mean over the six faces of value(keep + face): roll the
# missing dice one at a time. The best keep inside a roll is taken over all its sub-multisets.


@cache
def _subkeeps(dice: Dice) -> tuple[Dice, ...]:
    from itertools import combinations

    return tuple(
        sorted(
            {c for n in range(DICE + 1) for c in combinations(dice, n)}, key=lambda k: (len(k), k)
        )
    )


def _keep_value(kept: Dice, next_value: Callable[[Dice], Fraction], memo: dict) -> Fraction:
    if kept in memo:
        return memo[kept]
    if len(kept) == DICE:
        value = next_value(kept)
    else:
        value = (
            sum(
                (_keep_value(_merge(kept, (f,)), next_value, memo) for f in range(1, FACES + 1)),
                Fraction(0),
            )
            / FACES
        )
    memo[kept] = value
    return value


def aim(
    target: Callable[[Dice], Fraction | int], rolls: int = ROLLS_PER_TURN
) -> tuple[Fraction, KeepPolicy]:
    """The best expected ``target(final dice)`` within ``rolls`` rolls, and a policy reaching it.

    ``target`` may be 0/1 (a chance) or points (an expected score). Exact.
    """
    # stage[left] = value of a roll seen with ``left`` rolls still allowed
    stage: list[dict[Dice, Fraction]] = [{d: Fraction(target(d)) for d, _ in roll_chances(DICE)}]
    best_keep: list[dict[Dice, Dice]] = [{d: d for d, _ in roll_chances(DICE)}]
    for _left in range(1, rolls):
        memo: dict[Dice, Fraction] = {}
        after = stage[-1]
        values, keeps = {}, {}
        for d, _ in roll_chances(DICE):
            options = [(_keep_value(k, after.__getitem__, memo), len(k), k) for k in _subkeeps(d)]
            value, _, k = max(options)  # ties: keep more dice, then the higher faces
            values[d], keeps[d] = value, k
        stage.append(values)
        best_keep.append(keeps)
    start = sum((p * stage[-1][d] for d, p in roll_chances(DICE)), Fraction(0))

    def policy(dice: Dice, rolls_left: int) -> Dice:
        return best_keep[min(rolls_left, len(best_keep) - 1)][tuple(sorted(dice))]

    return start, policy


@lru_cache(maxsize=64)
def box_chance(box: str, rules: Rules | None = None, rolls: int = ROLLS_PER_TURN) -> Fraction:
    """Exact chance of completing ``box`` within a turn when aiming for it (best policy)."""
    rules = rules or YUM
    if box not in REQUIREMENT_BOXES:
        raise ValueError(
            f"{box!r} has no requirement; boxes with one: {', '.join(REQUIREMENT_BOXES)}."
        )
    return aim(lambda d: 1 if score(list(d), box, rules) > 0 else 0, rolls)[0]


def box_chances(rules: Rules | None = None, rolls: int = ROLLS_PER_TURN) -> dict[str, Fraction]:
    """``box_chance`` for every box with a requirement."""
    return {box: box_chance(box, rules, rolls) for box in REQUIREMENT_BOXES}


def box_expected_score(
    box: str, rules: Rules | None = None, rolls: int = ROLLS_PER_TURN
) -> Fraction:
    """Exact best expected points in ``box`` within a turn when aiming for that box alone."""
    rules = rules or YUM
    _scorer(box, rules)  # validates the name
    return aim(lambda d: score(list(d), box, rules), rolls)[0]


def aim_for(box: str, rules: Rules | None = None, rolls: int = ROLLS_PER_TURN) -> KeepPolicy:
    """A keep policy that maximises the chance of completing ``box`` (its points for the other boxes)."""
    rules = rules or YUM
    if box in REQUIREMENT_BOXES:
        return aim(lambda d: 1 if score(list(d), box, rules) > 0 else 0, rolls)[1]
    return aim(lambda d: score(list(d), box, rules), rolls)[1]


# ----- Monte Carlo beside the exact values ----------------------------------------------------


def simulate_final_dice(
    keep: KeepPolicy = keep_most_common,
    trials: int = 10_000,
    seed: int = 0,
    rolls: int = ROLLS_PER_TURN,
) -> list[Dice]:
    """Play ``trials`` seeded turns with real (pseudo-random) dice; return the final sorted dice."""
    rng = random.Random(seed)
    decisions: dict[tuple[Dice, int], Dice] = {}
    out = []
    for _ in range(trials):
        dice = tuple(sorted(rng.randint(1, FACES) for _ in range(DICE)))
        for left in range(rolls - 1, 0, -1):
            key = (dice, left)
            kept = decisions.get(key)
            if kept is None:
                kept = decisions[key] = tuple(sorted(keep(dice, left)))
            if len(kept) == DICE:
                break
            dice = _merge(kept, tuple(rng.randint(1, FACES) for _ in range(DICE - len(kept))))
        out.append(dice)
    return out


def simulate_five_of_a_kind(
    rolls: int = ROLLS_PER_TURN,
    trials: int = 10_000,
    seed: int = 0,
    keep: KeepPolicy = keep_most_common,
) -> np.ndarray:
    """One boolean per simulated turn: did it end with five of a kind? (``.mean()`` estimates the chance)."""
    return np.array([len(set(d)) == 1 for d in simulate_final_dice(keep, trials, seed, rolls)])


def simulate_turn_scores(
    keep: KeepPolicy = keep_most_common,
    box: str | Callable[[Dice], float] | None = None,
    rules: Rules | None = None,
    trials: int = 10_000,
    seed: int = 0,
    rolls: int = ROLLS_PER_TURN,
) -> np.ndarray:
    """Points of ``trials`` simulated turns (same conventions as ``turn_score_distribution``)."""
    points = _scorer(box, rules or YUM)
    return np.array([points(d) for d in simulate_final_dice(keep, trials, seed, rolls)])


def running_mean(samples) -> np.ndarray:
    """Running average of the samples: the estimate after 1, 2, ... trials."""
    samples = np.asarray(samples, dtype=float)
    return np.cumsum(samples) / np.arange(1, len(samples) + 1)


def confidence_interval(samples, z: float = 1.96) -> tuple[float, float]:
    """Normal-approximation confidence interval (95 % by default) for the mean of the samples."""
    samples = np.asarray(samples, dtype=float)
    m = float(samples.mean())
    half = (
        z * float(samples.std(ddof=1)) / np.sqrt(len(samples)) if len(samples) > 1 else float("inf")
    )
    return m - half, m + half
