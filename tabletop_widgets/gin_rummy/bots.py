"""Gin Rummy bots. Each sees only its seat's view and the legal actions.

- ``RandomBot`` (from the engine): any legal move.
- ``GreedyBot``: a plain greedy player: takes the discard when it lowers its deadwood,
  discards to the least deadwood, knocks (or goes Gin) at the first chance.
- ``CoachBot``: plays the ``hint`` query's move (the Monte Carlo coach of ``coach.py``)
  with a fixed number of deals per decision, so seeded games are reproducible.
- ``FairBot``: the beginner's fair opponent of the issue: takes the discard when it lowers
  its deadwood or builds a meld (a card it discarded itself this hand only to lower its
  deadwood, and only once), discards to minimise deadwood while avoiding cards the
  opponent visibly collects, knocks when its deadwood is low enough for the stage of the hand
  (the undercut risk grows as the opponent's hand improves) and always goes Gin.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import RandomBot
from . import rules
from .rules import bit_value, card_bit, card_mask, deadwood_of_mask, meldable

__all__ = ["KNOCK_WORLDS", "CoachBot", "FairBot", "GreedyBot", "RandomBot"]

#: ``CoachBot`` deals this many times its worlds where a knock is among the candidates:
#: knocking or playing on is the decision worth the most points a hand. With 4 (and
#: ``coach.KNOCK_SURE`` 0), against SimpleGinRummyBot the 96-world coach gained +0.66
#: [+0.22, +1.08] points a hand, paired on the same 1,000 deals (``bench_coach.py --compare``,
#: seeds 100,000-100,999, 2026-12-06).
KNOCK_WORLDS = 4


def _best_after_discard(mask: int, forbidden: int = 0) -> int:
    """Least deadwood of an 11-card mask after one discard (``forbidden`` bit may not go)."""
    best = 99
    m = mask & ~forbidden
    while m:
        low = m & -m
        m ^= low
        d = deadwood_of_mask(mask ^ low)
        if d < best:
            best = d
    return best


class GreedyBot:
    """Least deadwood now, knock at the first chance."""

    name = "greedy"

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        if view["phase"] == "draw":
            return self._draw(view, legal)
        return self._discard(view, legal)

    def _draw(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        take = {"type": "draw", "source": "discard"}
        if take in legal:
            hand = card_mask(view["hand"])
            top = 1 << card_bit(view["discard"][-1])
            if _best_after_discard(hand | top, forbidden=top) < deadwood_of_mask(hand):
                return take
        return {"type": "draw", "source": "stock"}

    def _discard(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        for kind in ("gin", "knock"):
            finish = [a for a in legal if a["type"] == kind]
            if finish:
                return min(finish, key=lambda a: self._after(view, a["card"]))
        options = [a for a in legal if a["type"] == "discard"]
        return min(
            options,
            key=lambda a: (
                self._after(view, a["card"]),
                -bit_value(card_bit(a["card"])),
                card_bit(a["card"]),
            ),
        )

    @staticmethod
    def _after(view: dict[str, Any], card: str) -> int:
        return deadwood_of_mask(card_mask(view["hand"]) & ~(1 << card_bit(card)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class FairBot(GreedyBot):
    """A fair opponent for a beginner (see the module docstring).

    ``knock_at`` maps the number of cards left in the stock to the most deadwood the bot
    knocks with: early in the hand (a full stock) it knocks at 10, later it wants a lower
    count, because the defender has had time to meld and undercut becomes likely.
    """

    name = "fair"

    def __init__(self, early: int = 10, middle: int = 7, late: int = 4, danger: int = 4) -> None:
        self.early, self.middle, self.late, self.danger = early, middle, late, danger
        # Cards this bot discarded in the current hand: it takes one of them back only to
        # lower its deadwood, and only once (two such bots passed three cards round the pile
        # for ever, each take lowering a deadwood by a point: 4♠, 5♥, 6♣ at seed 10139).
        self._hand: tuple[int, int] = (-1, -1)  # (hand number, turns) of the last decision
        self._discarded: set[str] = set()
        self._taken_back: set[str] = set()

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        hand_no, turns = view["hand_no"], view["turns"]
        if hand_no != self._hand[0] or turns < self._hand[1]:  # a new hand, or a new game
            self._discarded, self._taken_back = set(), set()
        self._hand = (hand_no, turns)
        action = super().choose(view, legal, rng)
        if "card" in action:  # a discard, a knock or gin: the card goes to the pile
            self._discarded.add(action["card"])
        elif action.get("source") == "discard" and view["discard"][-1] in self._discarded:
            self._taken_back.add(view["discard"][-1])
        return action

    def knock_limit(self, stock_count: int) -> int:
        if stock_count >= 22:
            return self.early
        if stock_count >= 12:
            return self.middle
        if stock_count <= 2:  # the hand is about to be drawn: any knock beats nothing
            return rules.KNOCK_LIMIT
        return self.late

    def _draw(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        take = {"type": "draw", "source": "discard"}
        top_card = view["discard"][-1] if view["discard"] else None
        if take in legal and top_card not in self._taken_back:
            hand = card_mask(view["hand"])
            top = 1 << card_bit(top_card)
            with_top = hand | top
            if _best_after_discard(with_top, forbidden=top) < deadwood_of_mask(hand):
                return take
            builds_meld = meldable(with_top) & top  # even if the count stays
            if builds_meld and top_card not in self._discarded:
                return take
        return {"type": "draw", "source": "stock"}

    def _danger(self, view: dict[str, Any], card: str) -> int:
        """How much the opponent seems to want ``card``: they took cards of its rank, or of its
        suit within two ranks, from the discard pile."""
        opp = view["known"][1 - view["seat"]]
        if not opp:
            return 0
        r, s = card_bit(card) % 16, card_bit(card) // 16
        score = 0
        for c in opp:
            b = card_bit(c)
            cr, cs = b % 16, b // 16
            if cr == r or (cs == s and abs(cr - r) <= 2):
                score += self.danger
        return score

    def _discard(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        gins = [a for a in legal if a["type"] == "gin"]
        if gins:
            return gins[0]
        knocks = [a for a in legal if a["type"] == "knock"]
        if knocks:
            best = min(knocks, key=lambda a: self._after(view, a["card"]))
            if self._after(view, best["card"]) <= self.knock_limit(view["stock_count"]):
                return best
        hand = card_mask(view["hand"])
        options = [a for a in legal if a["type"] == "discard"]

        def key(a: dict[str, Any]) -> tuple[int, int, int]:
            b = card_bit(a["card"])
            return (
                deadwood_of_mask(hand & ~(1 << b)) + self._danger(view, a["card"]),
                -bit_value(b),
                b,
            )

        return min(options, key=key)

    def __repr__(self) -> str:
        return f"FairBot(early={self.early}, middle={self.middle}, late={self.late}, danger={self.danger})"


class CoachBot:
    """Plays the coach's hint (``coach.hint``) from its seat's view, with ``worlds`` deals of
    the unseen cards per decision and no time budget (reproducible; the hint a person asks
    for uses a time budget instead). The registered bot deals 96 worlds: against OpenSpiel's
    SimpleGinRummyBot it scored +0.56 [+0.25, +0.86] points a hand more than with 48, paired
    on the same 6,000 hands (benchmarks/bench_coach.py --compare, 2026-12-05)."""

    name = "coach"

    def __init__(self, worlds: int = 96) -> None:
        self.worlds = worlds

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        if len(legal) == 1:
            return legal[0]
        from . import coach
        from .game import GAME

        recall = GAME.present(view, view["seat"])
        worlds = self.worlds
        if recall["phase"] == "discard" and any(
            m["type"] == "knock" for m in coach.candidates(recall)
        ):
            worlds *= KNOCK_WORLDS
        action = coach.hint(recall, view["seat"], budget=None, max_worlds=worlds)["action"]
        return action if action in legal else FairBot().choose(view, legal, rng)

    def __repr__(self) -> str:
        return f"CoachBot(worlds={self.worlds})"
