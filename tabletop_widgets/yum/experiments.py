"""Yum's class experiment: five of a kind within three rolls, for turns that aim for it.

The lesson's exact chance (section 1) holds for one way of playing a turn: keep the dice of
the most common face, re-roll the rest, up to three rolls (stop once five alike show). The
observer checks each turn against that rule from the public dice and the public holds, and
counts only the turns played that way; the page says so.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine.experiments import Experiment, Reference
from ..engine.observers import Moment, NotCounted, Observer, Outcome
from .rules import ROLLS_PER_TURN


def follows_keep_most_common(dice: list[int], hold: list[int]) -> bool:
    """Whether keeping the dice at ``hold`` keeps exactly the dice of a most common face
    (one die when all five differ), as the lesson's exact chance assumes."""
    counts = Counter(dice)
    most = max(counts.values())
    kept = [dice[i] for i in hold]
    return len(kept) == most and len(set(kept)) == 1 and counts[kept[0]] == most


class FiveOfAKindTurns(Observer):
    """A scored turn counts when it was played the lesson's way: 1 if five alike showed."""

    def __init__(self) -> None:
        self.seen = False  # five alike showed in this turn
        self.followed = True  # every re-roll so far kept the most common face

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        shown = before.view(seat)
        if action is None:
            return []
        if action.get("type") == "roll":
            if shown["rolls"] > 0 and not self.seen:
                self.followed &= follows_keep_most_common(shown["dice"], action["hold"])
            dice = after.view(seat)["dice"]
            self.seen |= len(dice) == 5 and len(set(dice)) == 1
            return []
        if action.get("type") != "score":
            return []
        counted = self.seen or (self.followed and shown["rolls"] == ROLLS_PER_TURN)
        value = 1.0 if self.seen else 0.0
        followed, self.seen, self.followed = self.followed, False, True
        if counted:
            return [(seat, value, None)]
        return [NotCounted(seat, not_counted_reason(followed, shown["rolls"]))]


#: What the experiment counts, as the student is told when a turn does not count.
COUNTS = (
    "the experiment counts turns that keep the dice of the most common face and re-roll the "
    "rest, up to three rolls (stopping early only at five alike)"
)


def not_counted_reason(followed: bool, rolls: int) -> str:
    """Why a scored turn does not count: a re-roll that kept other dice, or a score before
    the third roll without five alike."""
    if not followed:
        why = "a re-roll did not keep the dice of your most common face"
    else:
        why = (
            f"you scored after {'one roll' if rolls == 1 else f'{rolls} rolls'} without five alike"
        )
    return f"This turn is not counted: {why}; {COUNTS}."


def five_of_a_kind_reference() -> Reference:
    """The exact chance of five alike within three rolls when keeping the most common face."""
    from .probability import five_of_a_kind_chance

    return Reference.of_fraction(
        five_of_a_kind_chance(ROLLS_PER_TURN),
        "the exact chance of five alike within three rolls when you keep your most common "
        "face and re-roll the rest (the lesson's section 1)",
    )


def experiments() -> tuple[Experiment, ...]:
    """Yum's class experiments (registered with the game)."""
    return (
        # title, question, recorded, measure: classroom catalog msgids (docs/languages.md)
        Experiment(
            id="yum-five-of-a-kind",
            title="Five of a kind within three rolls",
            question="Keeping your most common face, how often does a turn show five of a kind "
            "within its three rolls?",
            kind="proportion",
            unit="turn",
            recorded="each scored turn played the lesson's way (every re-roll keeps the dice "
            "of the most common face, three rolls unless five alike show first): 1 if five "
            "alike showed; turns played another way are left out, because the exact chance "
            "is for this way of playing",
            make_observer=FiveOfAKindTurns,
            reference_of=five_of_a_kind_reference,
        ),
    )
