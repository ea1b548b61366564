"""The showdown told to a student, line by line: the words around ``rules.hand_result``.

``rules`` holds the arithmetic (masks, melds, layoffs, points); this module only turns
its facts into sentences (docs/rules/gin_rummy.md for the rule IDs).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..engine.cards import card_label
from .rules import hand_result

DRAW_LINE = "The stock ran out after a normal discard: the hand is a draw, 0 points [TEXT]."
STALL_LINE = (
    "Nobody drew from the stock for {turns} turns in a row: the hand is a draw, 0 points "
    "(the stall limit, C12)."
)


def cards_text(cards: Sequence[str]) -> str:
    """``"7♠ 8♠ 9♠"``, or ``"none"``."""
    return " ".join(card_label(c) for c in cards) if cards else "none"


def melds_text(melds: Sequence[Sequence[str]]) -> str:
    """Melds separated by commas, or ``"none"``."""
    return ", ".join(cards_text(m) for m in melds) if melds else "none"


def scores_line(name: str, points: int) -> str:
    """``"Ann scores 24."``, and ``"You score 24."`` for the person called "You"."""
    verb = "score" if name == "You" else "scores"
    return f"{name} {verb} {points}."


def showdown_lines(result: dict[str, Any]) -> list[str]:
    """The explanation of a ``rules.hand_result``, one sentence a line."""
    kind = result["kind"]
    if kind == "draw":
        return (
            [STALL_LINE.format(turns=result["stalled"])] if result.get("stalled") else [DRAW_LINE]
        )
    k, d, points = result["knocker_deadwood"], result["defender_deadwood"], result["points"]
    lines = [
        f"Knocker's melds: {melds_text(result['knocker_melds'])}; deadwood "
        f"{cards_text(result['knocker_deadwood_cards'])} = {k}.",
        f"Defender's best melds: {melds_text(result['defender_melds'])}; deadwood "
        f"{cards_text(result['defender_deadwood_cards_before_layoffs'])} = "
        f"{result['defender_deadwood_before_layoffs']}.",
    ]
    if kind == "gin":
        lines.append("Gin: no laying off.")
        lines.append(
            f"Gin scores the defender's deadwood plus 25: {d} + 25 = {points} to the knocker."
        )
        return lines
    for lay in result["layoffs"]:
        lines.append(f"Defender lays off {card_label(lay['card'])} on {cards_text(lay['onto'])}.")
    if not result["layoffs"]:
        lines.append("The defender has nothing to lay off.")
    lines.append(f"Defender's final deadwood: {d}.")
    if kind == "knock":
        lines.append(f"Knock: {d} - {k} = {points} to the knocker.")
    else:
        lines.append(f"Undercut ({d} <= {k}): {k} - {d} + 25 = {points} to the defender.")
    return lines


def score_hand(
    knocker_hand: str | Iterable[str] | None = None,
    defender_hand: str | Iterable[str] | None = None,
    *,
    joint: bool = False,
    draw: bool = False,
) -> dict[str, Any]:
    """Score one hand (``rules.hand_result``) and explain it: the facts plus ``lines``.

    >>> score_hand(draw=True)["points"]
    0
    """
    result = hand_result(knocker_hand, defender_hand, joint=joint, draw=draw)
    result["lines"] = showdown_lines(result)
    return result


__all__ = ["cards_text", "melds_text", "score_hand", "scores_line", "showdown_lines"]
