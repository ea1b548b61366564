"""Yum rules and scoring, in the order of the rulebook (docs/rules/yum.md).

Pure functions of the dice: no game state here. ``score(dice, box)`` is the
scoring sheet; ``Rules`` holds the box values and the documented variants.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

# --- Objective and equipment --------------------------------------------------------------
DICE = 5
FACES = 6
ROLLS_PER_TURN = 3

# --- The score sheet: upper section, then lower section -------------------------------
UPPER_BOXES = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER_BOXES = (
    "three_of_a_kind",
    "four_of_a_kind",
    "short_straight",
    "long_straight",
    "surplus",
    "full_house",
    "yum",
)
BOXES = UPPER_BOXES + LOWER_BOXES  # 13 boxes: the game lasts 13 rounds

BOX_LABELS = {
    "ones": "1s", "twos": "2s", "threes": "3s", "fours": "4s", "fives": "5s", "sixes": "6s",
    "three_of_a_kind": "3 of a Kind", "four_of_a_kind": "4 of a Kind",
    "short_straight": "Short Straight", "long_straight": "Long Straight",
    "surplus": "Rolling Surplus", "full_house": "Full House", "yum": "Yum",
}  # fmt: skip
#: French names of the upper boxes (the rulebook's sheet).
UPPER_FRENCH = {
    "ones": "Les as", "twos": "Les deux", "threes": "Les trois",
    "fours": "Les quatre", "fives": "Les cinq", "sixes": "Les six",
}  # fmt: skip
BOX_FRENCH = {
    "three_of_a_kind": "3 pareils", "four_of_a_kind": "4 pareils",
    "short_straight": "Courte séquence de 4", "long_straight": "Longue séquence de 5",
    "surplus": "Roulement de surplus", "full_house": "Main pleine", "yum": "Yum",
}  # fmt: skip


@dataclass(frozen=True)
class Rules:
    """Box values and variant flags. ``Rules()`` is Yum as our rulebook states it.

    - ``upper_bonus`` points when the upper section reaches ``upper_bonus_threshold``
      (Yum: 25 at 63; Yahtzee: 35 at 63).
    - ``short_straight``/``long_straight``/``full_house``/``yum``: fixed box values.
    - ``classic_straights``: the classic sheet's straights (spec Y4): the short box
      takes only 1-2-3-4-5 and the long box only 2-3-4-5-6.
    - ``yum_counts_as_full_house``: five of a kind also fills the Full House (spec §4).
    """

    upper_bonus: int = 25
    upper_bonus_threshold: int = 63
    short_straight: int = 15
    long_straight: int = 20
    full_house: int = 25
    yum: int = 30
    classic_straights: bool = False
    yum_counts_as_full_house: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Rules:
        if not data:
            return cls()
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"Unknown Yum rule(s): {', '.join(sorted(unknown))}")
        return cls(**data)


YUM = Rules()
#: Standard Yahtzee values (no extra-Yahtzee bonus, no joker): Glenn's 245.87 optimum.
YAHTZEE = Rules(upper_bonus=35, short_straight=30, long_straight=40, full_house=25, yum=50)


def box_rule(box: str, rules: Rules | None = None) -> str:
    """What ``box`` scores under ``rules``, in words (the sheet's legend; the numbers are the
    rules' own, so a variant's legend is true too).

    >>> box_rule("threes"), box_rule("short_straight"), box_rule("yum", YAHTZEE)
    ('sum of the 3s', 'any run of 4: 15', '5 alike: 50')
    """
    rules = rules or YUM
    if box in UPPER_BOXES:
        return f"sum of the {UPPER_BOXES.index(box) + 1}s"
    if box in ("three_of_a_kind", "four_of_a_kind"):
        return f"at least {3 if box == 'three_of_a_kind' else 4} alike: sum of all 5 dice"
    if box in ("short_straight", "long_straight"):
        return _straight_rule(box, rules)
    if box == "surplus":
        return "anything: sum of all 5 dice (the 'chance' box)"
    if box == "full_house":
        extra = " (or 5 alike)" if rules.yum_counts_as_full_house else ""
        return f"3 of one value + 2 of another{extra}: {rules.full_house}"
    if box == "yum":
        return f"5 alike: {rules.yum}"
    raise ValueError(f"Unknown box {box!r}; boxes are: {', '.join(BOXES)}.")


def _straight_rule(box: str, rules: Rules) -> str:
    short = box == "short_straight"
    points = rules.short_straight if short else rules.long_straight
    if rules.classic_straights:
        return f"exactly {'1 2 3 4 5' if short else '2 3 4 5 6'}: {points}"
    return f"{'any run of 4' if short else 'a run of 5'}: {points}"


def _check_dice(dice: Sequence[int]) -> tuple[int, ...]:
    values = tuple(dice)
    if len(values) != DICE or not all(
        isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= FACES for d in values
    ):
        raise ValueError(f"Yum is scored on five dice showing 1 to 6, not {list(values)!r}.")
    return values


def _has_run(faces: set[int], length: int) -> bool:
    return any(set(range(start, start + length)) <= faces for start in range(1, FACES - length + 2))


def score(dice: Sequence[int], box: str, rules: Rules | None = None) -> int:
    """Points that ``dice`` would score in ``box`` (0 when the requirement is not met).

    >>> score([4, 4, 4, 5, 6], "three_of_a_kind")
    23
    """
    rules = rules or YUM
    values = _check_dice(dice)
    counts = Counter(values)
    most = max(counts.values())
    total = sum(values)
    faces = set(values)
    if box in UPPER_BOXES:  # Upper section: the dice showing that number
        face = UPPER_BOXES.index(box) + 1
        return face * counts[face]
    if box == "three_of_a_kind":  # at least three alike (Y2): all five dice
        return total if most >= 3 else 0
    if box == "four_of_a_kind":
        return total if most >= 4 else 0
    if box == "short_straight":  # any run of 4 (a run of 5 contains one, Y3)
        if rules.classic_straights:
            return rules.short_straight if faces == {1, 2, 3, 4, 5} else 0
        return rules.short_straight if _has_run(faces, 4) else 0
    if box == "long_straight":
        if rules.classic_straights:
            return rules.long_straight if faces == {2, 3, 4, 5, 6} else 0
        return rules.long_straight if _has_run(faces, 5) else 0
    if box == "surplus":  # Rolling Surplus = chance
        return total
    if box == "full_house":  # three of one value and a pair of another
        if sorted(counts.values()) == [2, 3] or (rules.yum_counts_as_full_house and most == 5):
            return rules.full_house
        return 0
    if box == "yum":
        return rules.yum if most == 5 else 0
    raise ValueError(f"Unknown box {box!r}; boxes are: {', '.join(BOXES)}.")


def upper_total(card: dict[str, int | None]) -> int:
    return sum(card.get(b) or 0 for b in UPPER_BOXES)


def bonus(card: dict[str, int | None], rules: Rules | None = None) -> int:
    """The upper-section bonus: +25 when the 1-6 boxes total 63 or more (spec Y9)."""
    rules = rules or YUM
    return rules.upper_bonus if upper_total(card) >= rules.upper_bonus_threshold else 0


def total(card: dict[str, int | None], rules: Rules | None = None) -> int:
    """Grand total of a score card: upper + bonus + lower."""
    return upper_total(card) + bonus(card, rules) + sum(card.get(b) or 0 for b in LOWER_BOXES)
