"""GYÜMI's class experiment: does a blind draw fit the drawer's series?

A card fits when its fruit's series has room (fewer than 5 cards) and does not hold that
number yet. Which numbers lie buried in a series is exactly what the game asks players to
remember, so nothing is shown before the game ends: the observer follows the table as
everyone saw it (every card that lies in a series or under a discard pile was face up once)
and releases the game's outcomes when the series are spread out at the end.

The chance of each draw is what the table tells anybody with a perfect memory: the top of the
draw pile is equally likely to be any card nobody has seen face up yet (the draw pile and the
cards removed at the start), so the chance is the share of those cards that would fit.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine.experiments import Experiment, Reference
from ..engine.observers import Moment, Observer, Outcome
from .rules import can_play, make_deck, parse_card


def public_view(moment: Moment) -> dict[str, Any]:
    """A view of the table without the card a player drew blind (seen by the drawer only)."""
    shown = moment.view((moment.view(0)["current"] + 1) % moment.num_seats)
    return shown


class NextCardFits(Observer):
    """Every blind draw: 1 if the card fitted; its chance from the cards nobody has seen."""

    def __init__(self) -> None:
        self.unseen: Counter = Counter()
        self.series: list[dict[str, list[int]]] = []  # per seat, fruit -> numbers played
        self.pending: tuple[int, float] | None = None  # (seat, chance) of a blind draw
        self.done: list[Outcome] = []
        self.released = False

    def start(self, moment: Moment) -> list[Outcome]:
        shown = public_view(moment)
        self.unseen = Counter(make_deck()) - Counter(shown["piles"])
        self.series = [{} for _ in range(moment.num_seats)]
        return []

    def fits(self, seat: int, code: str) -> bool:
        fruit, number = parse_card(code)
        nums = self.series[seat].get(fruit, [])
        return can_play(len(nums)) and number not in nums

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        if action is None or self.released:
            return []
        was, now = public_view(before), public_view(after)
        kind = action.get("type")
        if kind == "draw":
            cards = list(self.unseen.elements())
            chance = sum(self.fits(seat, c) for c in cards) / len(cards) if cards else None
            self.pending = (seat, chance)
        elif kind == "take" and now["refilled"] is not None:  # a pile refilled face up
            self.unseen[now["piles"][now["refilled"]]] -= 1
        elif kind in ("play", "discard"):
            placed = self.placed(seat, action, was, now)
            if self.pending is not None:  # the blind card shows as it is placed
                self.unseen[placed] -= 1
                drawer, chance = self.pending
                self.done.append((drawer, 1.0 if self.fits(drawer, placed) else 0.0, chance))
                self.pending = None
            if kind == "play":
                fruit, number = parse_card(placed)
                self.series[seat].setdefault(fruit, []).append(number)
        if now["over"] is not None:  # the series are spread out: the game's draws count
            self.released = True
            return list(self.done)
        return []

    @staticmethod
    def placed(seat: int, action: dict[str, Any], was: dict, now: dict) -> str:
        """The card just placed, read from the table (a series top or a discard pile's top)."""
        if action["type"] == "discard":
            return now["piles"][action["pile"]]
        old = {row["fruit"]: row["count"] for row in was["series"][seat]}
        for row in now["series"][seat]:
            if row["count"] != old.get(row["fruit"], 0):
                return f"{row['fruit']}-{row['top']}"
        raise ValueError("a play that grew no series")


def fits_reference() -> Reference:
    return Reference.per_outcome(
        "the average chance of the draws: at each draw, the share of fitting cards among the "
        "cards nobody had seen face up yet",
    )


def experiments() -> tuple[Experiment, ...]:
    """GYÜMI's class experiments (registered with the game)."""
    return (
        # title, question, recorded, measure: classroom catalog msgids (docs/languages.md)
        Experiment(
            id="gyumi-next-card-fits",
            title="Does the next card fit your series?",
            question="When you draw blind, how often does the card grow one of your series?",
            kind="proportion",
            unit="draw",
            recorded="each draw from the draw pile, counted when the game ends (buried cards "
            "stay secret until then): 1 if its fruit's series had room and lacked that "
            "number; its chance is the share of such cards among those nobody had seen yet",
            make_observer=NextCardFits,
            reference_of=fits_reference,
        ),
    )
