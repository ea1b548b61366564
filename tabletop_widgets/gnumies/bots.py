"""Bots for The Gnumies. They see only their seat's view (all hands and rooms are public;
the other seats' pending choices and the supply are not).

- ``RandomBot`` (from the engine): any legal card.
- ``HighBot`` / ``LowBot``: always the highest / the lowest allowed card; a fixed
  strategy for the lesson. After a Gnalli they keep what they see.
- ``CoachBot``: plays the ``hint`` query's equilibrium mix (``coach.py``), drawing its
  card from the mix with its own random stream.
- ``ThinkingBot``: values the offer by what it adds to its own room (pairs, sets,
  the Wullawaki penalty) and to the others' rooms, predicts the opponents' bids
  from the cards they still hold (every bid is public once revealed, so every hand
  is known), bids the cheapest card that should win when the offer is worth it,
  and uses the Gnalli when the offer is worth little to it.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import RandomBot
from .rules import COPICASTOR, GNALLI, WULLAWAKI, best_discard, luckynits, room_total

__all__ = ["CoachBot", "EndBot", "HighBot", "LowBot", "RandomBot", "ThinkingBot", "gain"]


def gain(room: list, card: Any, face: bool = False) -> int:
    """Points a party card adds to (or, for a Wullawaki, takes from) ``room`` now."""
    return room_total([*room, card], face) - room_total(room, face)


#: Rough final cost of one more Wullawaki, by how many are already held.
W_PRIOR = (3, 12, 40, 40, 50, 60, 70, 80)


def _numbered(hand: list) -> list[int]:
    return sorted(c for c in hand if c != GNALLI)


class EndBot:
    """Always plays one end of its allowed cards (the highest unless ``lowest``); keeps any
    card seen with the Gnalli."""

    name = "end"
    lowest = False

    def choose(self, view: dict[str, Any], legal: list, rng: random.Random) -> dict:
        plays = [a for a in legal if a["type"] == "play" and a["card"] != GNALLI]
        if not plays:
            return legal[0]
        end = min if self.lowest else max
        return end(plays, key=lambda a: a["card"])

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class HighBot(EndBot):
    """Always plays its highest allowed card; keeps any card seen with the Gnalli."""

    name = "high"


class LowBot(EndBot):
    """Always plays its lowest allowed card; keeps any card seen with the Gnalli."""

    name = "low"
    lowest = True


class ThinkingBot:
    """Bids by value, against what the opponents can still bid.

    ``card_cost`` is roughly how many points a numbered card is worth in future
    rounds per 10 of its value; ``denial`` weighs what the offer would give the
    best-placed opponent; ``gnalli_below`` is the value under which the offer is
    left to the others and the Gnalli played instead.

    With ``jitter=0`` (the default) its choice is a function of its view and of what it
    learned from earlier reveals: after an Undo it seals the same card again. With
    ``jitter > 0`` it values each offer and each opponent's expected bid up to that
    fraction higher or lower, and with that probability bids a neighbouring card, all
    drawn from its random stream, so a sealed choice re-made after an Undo is a fresh
    one (a mixed strategy, harder to read).
    """

    name = "thinking"

    def __init__(
        self,
        card_cost: float = 1.5,
        denial: float = 0.5,
        gnalli_below: float = 4.0,
        jitter: float = 0.0,
    ):
        if not 0.0 <= jitter <= 1.0:
            raise ValueError("jitter is a fraction from 0 to 1.")
        self.card_cost = card_cost
        self.denial = denial
        self.gnalli_below = gnalli_below
        self.jitter = jitter
        # What it learns from the reveals: how high in its hand each opponent tends to bid
        # (0 = its lowest card, 1 = its highest), as a running sum and count per seat,
        # and what each reveal added (a reveal later than the view's latest one belongs to
        # moves taken back with Undo: it is forgotten).
        self._habit: dict[int, list[float]] = {}
        self._learned: dict[int, list[tuple[int, float]]] = {}

    def __repr__(self) -> str:
        extra = f", jitter={self.jitter}" if self.jitter else ""
        return f"ThinkingBot(card_cost={self.card_cost}, denial={self.denial}, gnalli_below={self.gnalli_below}{extra})"

    def _noise(self, rng: random.Random) -> float:
        """A factor around 1 (exactly 1 without jitter; the stream is then not used)."""
        return 1.0 + self.jitter * (2.0 * rng.random() - 1.0) if self.jitter else 1.0

    # ----- the decision ----------------------------------------------------------------------

    def choose(self, view: dict[str, Any], legal: list, rng: random.Random) -> dict:
        self._learn(view)
        if legal[0]["type"] == "discard":
            return self._wullawaki_discard(view, legal)
        if legal[0]["type"] != "play":
            return self._after_gnalli(view, legal)
        return self._mixed(self._bid(view, legal, rng), legal, rng)

    def _mixed(self, choice: dict, legal: list, rng: random.Random) -> dict:
        """With jitter, now and then a neighbouring numbered card instead (a mixed strategy)."""
        numbered = [a["card"] for a in legal if a["card"] != GNALLI]
        if not self.jitter or choice["card"] == GNALLI or len(numbered) < 2:
            return choice
        if rng.random() >= self.jitter:
            return choice
        i = numbered.index(choice["card"]) + rng.choice((-1, 1))
        return {"type": "play", "card": numbered[min(max(i, 0), len(numbered) - 1)]}

    def _bid(self, view: dict[str, Any], legal: list, rng: random.Random) -> dict:
        me, offer = view["seat"], view["offer"]
        face = view["options"]["high_value_pairs_score_face"]
        cards = [a["card"] for a in legal]
        numbered = [c for c in cards if c != GNALLI]
        rooms = view["rooms"]
        opponents = [s for s in view["pickers"] if s != me]
        mine = gain(rooms[me], offer, face)
        theirs = {s: gain(rooms[s], offer, face) for s in opponents}
        if not numbered:
            return {"type": "play", "card": GNALLI}
        if offer == WULLAWAKI:
            return self._wullawaki(view, numbered, mine * self._noise(rng))
        lowest = {"type": "play", "card": numbered[0]}
        # Value: my gain, plus part of what the most interested opponent would get.
        value = mine + self.denial * max([max(g, 0) for g in theirs.values()] or [0])
        value *= self._noise(rng)
        if GNALLI in cards and value < self.gnalli_below and len(numbered) > 1:
            return {"type": "play", "card": GNALLI}
        if offer == COPICASTOR:
            # Lowest wins; losers take their cards back, so bidding high is a free "no".
            return lowest if mine > 0 else {"type": "play", "card": numbered[-1]}
        target = self._predicted_best_bid(view, opponents, theirs, rng)
        for card in numbered:
            if target is None or self._beats(view, card, target):
                cost = self.card_cost * card / 10
                if value >= cost:
                    return {"type": "play", "card": card}
                break
        return lowest  # concede: a losing card goes back to the hand for free

    def _wullawaki(self, view: dict, numbered: list[int], mine: int) -> dict:
        # The highest card wins it and goes back to the hand; every other bid is lost.
        # Its real cost grows with the Wullawakis already held (lowest card, highest card,
        # then a card per Wullawaki): take it only while that stays cheap.
        held = view["rooms"][view["seat"]].count(WULLAWAKI)
        cost = max(-mine, W_PRIOR[min(held, len(W_PRIOR) - 1)])
        if cost <= self.card_cost * 3 and len(numbered) > 1:
            return {"type": "play", "card": numbered[-1]}
        return {"type": "play", "card": numbered[0]}

    def _learn(self, view: dict) -> None:
        """Read the latest reveal (public): where in its hand each opponent's bid was."""
        reveal = view.get("reveal")
        latest = reveal["round"] if reveal else 0
        for undone in [r for r in self._learned if r > latest]:  # taken back with Undo
            for seat, share in self._learned.pop(undone):
                self._habit[seat][0] -= share
                self._habit[seat][1] -= 1
        if not reveal or latest in self._learned or reveal.get("offer") == WULLAWAKI:
            return
        learned = self._learned[latest] = []
        for seat, card, _ in reveal["bids"]:
            if seat == view["seat"] or card == GNALLI:
                continue
            hand = sorted(set(_numbered(view["hands"][seat])) | {card})
            if len(hand) > 1:
                share = hand.index(card) / (len(hand) - 1)
                total = self._habit.setdefault(seat, [0.0, 0.0])
                total[0] += share
                total[1] += 1
                learned.append((seat, share))

    def _predicted_best_bid(
        self, view: dict, opponents: list[int], gains: dict, rng: random.Random
    ) -> tuple | None:
        """The strongest (card, colour) the opponents are expected to play for this offer."""
        best = None
        for s in opponents:
            hand = _numbered(view["hands"][s])
            if not hand:
                continue
            share = min(1.0, max(0.0, gains[s]) / 20)
            seen, count = self._habit.get(s, (0.0, 0.0))
            share = (2 * share + seen) / (2 + count) if count else share  # blend with habits
            share = min(1.0, share * self._noise(rng))
            card = hand[round(share * (len(hand) - 1))]
            bid = (card, luckynits(view["colours"][s], card))
            if best is None or bid > best:
                best = bid
        return best

    def _beats(self, view: dict, card: int, target: tuple) -> bool:
        mine = (card, luckynits(view["colours"][view["seat"]], card))
        return mine > target

    def _wullawaki_discard(self, view: dict, legal: list) -> dict:
        """Three or more Wullawakis: discard the cards whose loss costs the fewest points."""
        me = view["seat"]
        chosen = list(view["chosen_discards"][me] or [])
        left = [c for c in view["rooms"][me] if c != WULLAWAKI]
        for c in chosen:
            left.remove(c)
        k = view["discards_needed"][me] - len(chosen)
        face = view["options"]["high_value_pairs_score_face"]
        best = best_discard(left, k, face)
        return {"type": "discard", "card": best[0]} if best else legal[0]

    def _after_gnalli(self, view: dict, legal: list) -> dict:
        me, card = view["seat"], view["look"]
        face = view["options"]["high_value_pairs_score_face"]
        rooms = view["rooms"]
        mine = gain(rooms[me], card, face)
        gives = [a for a in legal if a["type"] == "give"]
        # Keeping costs the Gnalli; giving hands the card to whoever it helps least, which
        # matters less the more opponents there are.
        target = min(gives, key=lambda a: (gain(rooms[a["to"]], card, face), a["to"]))
        their = gain(rooms[target["to"]], card, face)
        if mine + their / len(gives) >= self.gnalli_below:
            return {"type": "keep"}
        return target


class CoachBot:
    """Plays the coach's hint: in a bidding round it draws its card from the equilibrium mix
    (``coach.hint``'s ``mix``) with its random stream (``sample=False``: always the most
    likely card, the hint's ``action``); elsewhere it plays the hint's move."""

    name = "coach"

    def __init__(self, sample: bool = True) -> None:
        self.sample = sample

    def choose(self, view: dict[str, Any], legal: list, rng: random.Random) -> dict:
        from ..engine import queries_of

        (hint,) = [q for q in queries_of("gnumies") if q.name == "hint"]
        answer = hint.answer(view, view["seat"], {})
        action = answer["action"]
        if self.sample and legal[0]["type"] == "play" and len(answer["options"]) > 1:
            rows = answer["options"]
            pick = rng.random() * sum(r["chance"] for r in rows)
            for row in rows:
                pick -= row["chance"]
                if pick < 0:
                    action = row["action"]
                    break
        return action if action in legal else legal[0]

    def __repr__(self) -> str:
        return f"CoachBot(sample={self.sample})"
