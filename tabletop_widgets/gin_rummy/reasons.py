"""What the Gin coach reads of a hand, and says: outs, discard scores, labels and the reasons.

Every reason is one sentence in Gin's terms, built from the numbers it cites (the deadwood
a move leaves, its outs, the undercut chance, the expected points over the deals), so a
reason never says more than the numbers show (tests/gin_rummy/test_review.py checks them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.cards import card_label
from .playouts import DECK_BITS, VALUE_OF_BIT, best_discard_mask
from .rules import bit_value, card_bit, deadwood_of_mask, meldable, to_mask

_DECK_MASK = sum(1 << b for b in DECK_BITS)
_SPREAD = 0x0001_0001_0001_0001  # copies a rank pattern into all four suit blocks


def completing(hand: int) -> int:
    """The mask of the cards not in ``hand`` that would make a meld of three or more with two
    of its cards: a run's end or middle in the same suit, or a set's third or fourth card
    (bit operations only: the playouts' outs)."""
    a, b, c, d = hand << 1, hand << 2, hand >> 1, hand >> 2
    runs = (a & b) | (c & d) | (a & c)
    s0, s1, s2, s3 = hand & 0xFFFF, (hand >> 16) & 0xFFFF, (hand >> 32) & 0xFFFF, hand >> 48
    pairs = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3)
    return (runs | pairs * _SPREAD) & _DECK_MASK & ~hand


def outs(hand: int, unseen: Iterable[int]) -> int:
    """How many of the ``unseen`` card bits would meld with the cards of ``hand`` (a mask):
    drawn, each would add less than its own value to the hand's least deadwood."""
    now = deadwood_of_mask(hand)
    n = 0
    for u in unseen:
        t = 1 << u
        if meldable(hand | t) & t and deadwood_of_mask(hand | t) < now + VALUE_OF_BIT[u]:
            n += 1
    return n


def unseen_bits(recall: dict[str, Any]) -> list[int]:
    """The card bits this seat has not seen: not in its hand, the pile or a seat's visible takes."""
    seen = to_mask(recall["hand"]) | to_mask(recall["discard"])
    for cards in recall["known"]:
        seen |= to_mask(cards)
    return [b for b in DECK_BITS if not (seen >> b) & 1]


def discard_scores(recall: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """``card -> (deadwood left, outs left)`` for every card this seat may discard now (not
    the card it just took): the least deadwood of the ten cards kept and how many unseen
    cards would meld with them (``outs``)."""
    mask = to_mask(recall["hand"])
    unseen = unseen_bits(recall)
    taken = recall.get("taken")
    out = {}
    for c in recall["hand"]:
        if c == taken:
            continue
        kept = mask & ~(1 << card_bit(c))
        out[c] = (deadwood_of_mask(kept), outs(kept, unseen))
    return out


def discard_key(card: str, deadwood: int, n_outs: int) -> tuple[int, int, int, int]:
    """The coach's default order of discards: the least deadwood kept, then the most outs
    kept, then the highest card, then the lowest bit (never more deadwood than necessary)."""
    b = card_bit(card)
    return (deadwood, -n_outs, -bit_value(b), b)


def label(move: dict[str, Any], top: str | None) -> str:
    """A move in words (``take 7♥``, ``knock, discarding 4♣``); ``top`` is the pile's top card."""
    if move["type"] == "draw":
        return "draw from the stock" if move["source"] == "stock" else f"take {card_label(top)}"
    card = card_label(move["card"])
    return {"discard": f"discard {card}", "knock": f"knock, discarding {card}",
            "gin": f"Gin, discarding {card}"}[move["type"]]  # fmt: skip


def _why_draw(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], tail: str
) -> str:
    """Why take the pile's top card, or draw from the stock: what the card does to the
    deadwood now, said only as the numbers are (a take that lowers nothing melds, or is
    worth more in the deals)."""
    mask = to_mask(recall["hand"])
    now = deadwood_of_mask(mask)
    top = recall["discard"][-1]
    t = 1 << card_bit(top)
    _, after = best_discard_mask(mask | t, t)
    other = next((r for r in rows if r["action"]["type"] == "draw" and r is not row), None)
    better = other is None or row["value"] > other["value"]
    worth = "is worth more here" if better else "is worth about as much here"
    if row["action"]["source"] == "discard":
        if after < now:
            return f"Take {card_label(top)}: with it your deadwood can go from {now} to {after}; {tail}."
        melds = "it joins a meld, though" if meldable(mask | t) & t else "though"
        return (
            f"Take {card_label(top)}: {melds} your deadwood does not go down now ({now}, "
            f"{after} at best after the discard); in the deals it {worth} than an unseen card; "
            f"{tail}."
        )
    if after < now:
        return (
            f"Draw from the stock: {card_label(top)} would lower your deadwood from {now} to "
            f"{after}, but an unseen card {worth}; {tail}."
        )
    return f"Draw from the stock: {card_label(top)} does not lower your deadwood ({now}); {tail}."


def _signed(x: float) -> str:
    return f"{x:+.1f}"


def _span(row: dict[str, Any]) -> str:
    if row["low"] is None:
        return f"{_signed(row['value'])} points"
    return f"{_signed(row['value'])} points (95% interval {row['low']:+.1f} to {row['high']:+.1f})"


def why(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], worlds: int
) -> str:
    """One sentence, in Gin's terms, of why ``row``'s move (its deadwood, the undercut risk)."""
    move = row["action"]
    hand = recall["hand"]
    tail = f"expected {_span(row)} this hand over {worlds} deals of the unseen cards"
    if move["type"] == "draw":
        return _why_draw(row, rows, recall, tail)
    card = card_label(move["card"])
    left = deadwood_of_mask(to_mask(hand) & ~(1 << card_bit(move["card"])))
    if move["type"] == "gin":
        return f"Go Gin, discarding {card}: no deadwood, 25 points plus the opponent's deadwood; {tail}."
    if move["type"] == "knock":
        u = row["undercut"]
        on = next((r for r in rows if r["action"]["type"] == "discard"), None)
        if on is None:
            weigh = ""
        else:  # the undercut risk against the cost of being knocked on, both from the deals
            only = "only " if on["value"] < row["value"] else ""
            weigh = (
                f"; playing on ({on['label']}), where the opponent may knock first, expects "
                f"{only}{_signed(on['value'])}"
            )
        return (
            f"Knock, discarding {card}: {left} deadwood; the opponent's likely hands undercut you "
            f"{100 * u['chance']:.0f}% of the time (95% interval {100 * u['low']:.0f} to "
            f"{100 * u['high']:.0f}%){weigh}; {tail}."
        )
    knocks = [r for r in rows if r["action"]["type"] == "knock"]
    if knocks:
        k = knocks[0]
        than = "only" if k["value"] < row["value"] else "about as much:"
        return (
            f"Play on, discarding {card} ({left} deadwood): knocking now would be undercut "
            f"{100 * k['undercut']['chance']:.0f}% of the time and expects {than} "
            f"{_signed(k['value'])}; {tail}."
        )
    return _why_discard(row, rows, recall, tail)


def _cards(n: int) -> str:
    return f"{n} unseen card{'s' if n != 1 else ''}"


def _why_discard(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], tail: str
) -> str:
    """Why this discard: the deadwood it leaves and the unseen cards that would meld with the
    rest (``discard_scores``), beside the discard leaving the least deadwood when it leaves
    more; every claim is read from those numbers."""
    scores = discard_scores(recall)
    card = row["action"]["card"]
    left, kept = scores[card]
    lowest = min(scores, key=lambda c: (scores[c][0], -bit_value(card_bit(c)), card_bit(c)))
    least, least_outs = scores[lowest]
    label = card_label(card)
    if left == least:
        return (
            f"Discard {label}: it leaves {left} deadwood, the least you can keep, and "
            f"{_cards(kept)} would meld with the rest; {tail}."
        )
    head = f"Discard {label}: it leaves {left} deadwood, {left - least} more than discarding {card_label(lowest)}"
    if kept > least_outs:
        return (
            f"{head}, but {_cards(kept)} would meld with the rest against {least_outs}: more "
            f"ways to improve; {tail}."
        )
    other = next((r for r in rows if r["action"] == {"type": "discard", "card": lowest}), None)
    if other is not None and row["value"] > other["value"]:
        return f"{head}, but in the deals it is worth more ({_signed(other['value'])} for that discard); {tail}."
    return f"{head}; {_cards(kept)} would meld with the rest against {least_outs}; {tail}."


__all__ = ["completing", "discard_key", "discard_scores", "label", "outs", "unseen_bits", "why"]
