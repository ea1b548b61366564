"""The French deck: card codes, parsing, names and decks.

A card is a two-character code, rank then suit: ``AS`` (ace of spades), ``TD``
(ten of diamonds; ``10D`` is accepted on input), ``QH``, ``7C``. A joker is
``JK``. Two-deck games simply hold two equal codes.

``draw_outcomes`` is the chance event of drawing from a shuffled, unseen stock as a game
declares it (``Game.chance_outcomes``): uniform over the unseen cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from .chance import ChanceOutcome

RANKS = "A23456789TJQK"  # index + 1 = rank number, ace low
SUITS = "SHDC"
JOKER = "JK"

RANK_NAMES = {
    "A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King",
}  # fmt: skip
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def parse_card(code: str) -> str:
    """Canonical code of one card: ``'10d'`` -> ``'TD'``; raises ``ValueError`` if it is no card."""
    if not isinstance(code, str):
        raise ValueError(f"A card is written like 'AS' or '10D', not {code!r}.")
    text = code.strip().upper()
    if text in (JOKER, "JOKER"):
        return JOKER
    if text.startswith("10"):
        text = "T" + text[2:]
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(
            f"{code!r} is not a card: write rank then suit, like 'AS', 'TD' or '10D', 'QH'."
        )
    return text


def parse_cards(cards: str | Iterable[str]) -> list[str]:
    """Cards from a list of codes or a space- or comma-separated string."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    return [parse_card(c) for c in cards]


def rank(card: str) -> int:
    """Rank number, ace low: A=1, 2..10, J=11, Q=12, K=13 (0 for a joker)."""
    return 0 if card == JOKER else RANKS.index(card[0]) + 1


def suit(card: str) -> str:
    """Suit letter S, H, D or C ('' for a joker)."""
    return "" if card == JOKER else card[1]


def make_card(rank_number: int, suit_letter: str) -> str:
    return RANKS[rank_number - 1] + suit_letter


def card_name(card: str) -> str:
    """``'QH'`` -> ``'Queen of Hearts'``."""
    if card == JOKER:
        return "Joker"
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def card_label(card: str) -> str:
    """Short label with suit symbol: ``'TD'`` -> ``'10♦'``."""
    if card == JOKER:
        return "Joker"
    r = "10" if card[0] == "T" else card[0]
    return r + SUIT_SYMBOLS[card[1]]


def make_deck(decks: int = 1, jokers: int = 0) -> list[str]:
    """Unshuffled deck(s): 52 cards per deck in suit then rank order, plus ``jokers`` jokers."""
    if decks < 1 or jokers < 0:
        raise ValueError("need at least one deck and no negative jokers")
    one = [r + s for s in SUITS for r in RANKS]
    return one * decks + [JOKER] * jokers


def sort_key(card: str, ace_high: bool = False) -> tuple[int, int]:
    """Sort by suit, then rank (jokers last)."""
    if card == JOKER:
        return (len(SUITS), 0)
    r = rank(card)
    if ace_high and r == 1:
        r = 14
    return (SUITS.index(card[1]), r)


def sort_cards(cards: Iterable[str], ace_high: bool = False) -> list[str]:
    return sorted(cards, key=lambda c: sort_key(c, ace_high))


def draw_outcomes(unseen: Iterable[Any]) -> list[ChanceOutcome]:
    """The chance event of drawing one card from a shuffled stock of the ``unseen`` cards:
    each card with probability (its copies) / (the cards), in the order first met.

    The cards may be codes (``"QH"``) or any JSON value a game uses for a card; equal cards
    (two decks) are one outcome with their copies' share. Raises ``ValueError`` for an empty
    stock (there is nothing to draw).
    """
    copies = Counter(unseen)
    total = sum(copies.values())
    if not total:
        raise ValueError("Nothing to draw: the stock is empty.")
    return [ChanceOutcome(card, Fraction(n, total)) for card, n in copies.items()]
