"""What a class experiment reads from a game: ``Moment`` (one position, the seats' views only),
``Observer`` (walks a game and says which outcomes each move produced), ``SealedDeal`` (each
hand read as dealt, released when its deal is over) and ``NotCounted`` (what a seat did that
does not count, and why). See ``engine.experiments`` for the experiments themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .core import Game


@dataclass(frozen=True)
class NotCounted:
    """Something a seat did that the experiment does not count, and why, in one sentence the
    student reads ("This turn is not counted: you scored after one roll; ...")."""

    seat: int
    reason: str


#: What an observer returns: ``(seat, value, chance or None)`` per outcome, or ``NotCounted``.
Outcome = tuple[int, float, float | None] | NotCounted


class Moment:
    """One position of a replayed game, as observers may read it: the seats' views only."""

    def __init__(self, game: Game, state: dict[str, Any], index: int) -> None:
        self.game = game
        #: How many log entries led here (0: the initial position).
        self.index = index
        self.num_seats: int = state["num_seats"]
        self.__state = state
        self.__views: dict[int, dict[str, Any]] = {}

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees now (``Game.view``; computed once)."""
        if not 0 <= seat < self.num_seats:
            raise ValueError(f"there is no seat {seat} (seats 0 to {self.num_seats - 1})")
        if seat not in self.__views:
            self.__views[seat] = self.game.view(self.__state, seat)
        return self.__views[seat]


class Observer:
    """Walks one game and says which outcomes each move produced (one subclass per experiment).

    Observers read ``Moment.view`` only. ``action`` is the mover's action where a game's
    moves are seen as they are made, ``None`` in games of sealed, simultaneous choices.
    """

    def start(self, moment: Moment) -> list[Outcome]:
        """Outcomes of the initial position."""
        return []

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        """Outcomes produced by one accepted move of ``seat``."""
        return []


class SealedDeal(Observer):
    """Outcomes of each deal read from each owner's own view as dealt, sealed while the deal
    is played (a hand is its owner's secret) and released when the next deal comes or the
    game is over. A subclass names the view field that numbers the deals and says what a
    new deal's outcomes are (``seal``)."""

    #: The field of seat 0's view that numbers the deals (``"round"``, ``"hand_no"``).
    deal_key: str = "round"

    def __init__(self) -> None:
        self.current: Any = None
        self.sealed: list[Outcome] = []

    def seal(self, moment: Moment) -> list[Outcome]:
        """The outcomes of the deal just made (read from each owner's ``moment.view``)."""
        raise NotImplementedError

    def deal(self, moment: Moment) -> list[Outcome]:
        """Release the last deal's outcomes if it is over; seal a new deal's."""
        shown = moment.view(0)
        out: list[Outcome] = []
        if shown[self.deal_key] != self.current or shown["over"]:
            out, self.sealed = self.sealed, []
        if shown[self.deal_key] != self.current and not shown["over"]:
            self.current = shown[self.deal_key]
            self.sealed = self.seal(moment)
        return out

    def start(self, moment: Moment) -> list[Outcome]:
        return self.deal(moment)

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        return self.deal(after)
