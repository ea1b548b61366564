"""GYÜMI rules and scoring, in the order of the rulebook (docs/rules/gyumi.md).

Pure functions and constants: no game state here. Section comments cite the
spec's sections (§) and ambiguity ids (G1..G14).

>>> series_score([1, 2, 4, 5])
3
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

# --- §1 Components ----------------------------------------------------------------------------
# 120 cards: 6 fruits x numbers 1-5 x 4 identical copies [TEXT][SOURCED] (G1: 6*5*4 = 120).
# The six names of our text (G14: names are cosmetic).
FRUITS = ("strawberry", "apple", "peach", "plum", "pear", "grape")
NUMBERS = (1, 2, 3, 4, 5)
COPIES = 4
DECK_SIZE = len(FRUITS) * len(NUMBERS) * COPIES  # 120

#: A picture for each fruit, so fruits never differ by colour alone (always shown with the name).
FRUIT_EMOJI = {
    "strawberry": "\U0001f353",
    "apple": "\U0001f34e",
    "peach": "\U0001f351",
    "plum": "\U0001f7e3",
    "pear": "\U0001f350",
    "grape": "\U0001f347",
}


def card(fruit: str, number: int) -> str:
    """The code of a card: ``card("plum", 3) == "plum-3"``. Copies share one code (§1)."""
    if fruit not in FRUITS or number not in NUMBERS:
        raise ValueError(
            f"There is no card {fruit!r} {number!r}: fruits are {', '.join(FRUITS)}, numbers 1-5."
        )
    return f"{fruit}-{number}"


def parse_card(code: str) -> tuple[str, int]:
    """``"plum-3" -> ("plum", 3)``."""
    fruit, _, number = code.partition("-")
    return fruit, int(number)


def card_label(code: str) -> str:
    """``"plum-3" -> "plum 3"`` (for people)."""
    fruit, number = parse_card(code)
    return f"{fruit} {number}"


def make_deck() -> list[str]:
    """All 120 cards, in a fixed order (fruit by fruit, 1..5, four copies)."""
    return [card(f, n) for f in FRUITS for n in NUMBERS for _ in range(COPIES)]


# --- §2 Setup by player count ----------------------------------------------------------------
# Cards removed at random, unseen, back to the box [TEXT][SOURCED] (G7).
MIN_PLAYERS, MAX_PLAYERS = 2, 8
REMOVED_BY_PLAYERS = {2: 30, 3: 20, 4: 10, 5: 0, 6: 0, 7: 0, 8: 0}


def cards_removed(players: int) -> int:
    """How many cards go back to the box unseen: 2 -> 30, 3 -> 20, 4 -> 10, 5-8 -> 0."""
    if players not in REMOVED_BY_PLAYERS:
        raise ValueError(
            f"GYÜMI is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}."
        )
    return REMOVED_BY_PLAYERS[players]


def cards_in_play(players: int) -> int:
    """90, 100, 110 or 120 cards."""
    return DECK_SIZE - cards_removed(players)


def draw_pile_after_setup(players: int) -> int:
    """Cards in play minus one face-up card for each of the P discard piles."""
    return cards_in_play(players) - players


# --- §3 A turn: take one top card, then play it or discard it ---------------------------------
#: A series holds at most 5 cards [TEXT]; a player has at most one series per fruit [TEXT].
SERIES_MAX = 5


def can_play(series_count: int) -> bool:
    """A card may go into a series of its fruit while the series has fewer than 5 cards (§3 B1).

    A number already in the series is *legal* (G10): it only spoils the series at scoring.
    """
    return series_count < SERIES_MAX


# --- §6 Scoring --------------------------------------------------------------------------------
#: Points for a continuous run 1..k (index k), [TEXT] scoring table.
RUN_POINTS = (0, 1, 3, 5, 8, 11)
MAX_SCORE = len(FRUITS) * RUN_POINTS[-1]  # 66 [TEXT]


def run_length(numbers: Iterable[int]) -> int:
    """The largest k such that 1..k are all in ``numbers`` (0 without a 1)."""
    present = set(numbers)
    k = 0
    while k + 1 in present:
        k += 1
    return k


def series_score(numbers: Sequence[int]) -> int:
    """Points of one series, spread out at the end (§6).

    1. a repeated number -> 0; 2. no 1 -> 0; 3. else the run 1..k scores 1/3/5/8/11.
    Cards above a gap score nothing: ``series_score([1, 2, 4, 5]) == 3``.
    """
    numbers = list(numbers)
    if not numbers:
        return 0
    if len(set(numbers)) != len(numbers):
        return 0
    return RUN_POINTS[run_length(numbers)]


def explain_series(numbers: Sequence[int]) -> str:
    """Why a series scores what it scores, in one sentence a student can check."""
    numbers = list(numbers)
    shown = ", ".join(map(str, sorted(numbers)))
    if not numbers:
        return "no cards: 0 points"
    repeated = sorted({n for n in numbers if numbers.count(n) > 1})
    if repeated:
        return f"{shown}: {' and '.join(map(str, repeated))} appears twice, so 0 points"
    k = run_length(numbers)
    if k == 0:
        return f"{shown}: the 1 is missing, so 0 points"
    run = "1" if k == 1 else f"1-{k}"
    above = [n for n in sorted(numbers) if n > k]
    verb = "scores" if len(above) == 1 else "score"
    gap = f"; {', '.join(map(str, above))} above the gap at {k + 1} {verb} nothing" if above else ""
    points = RUN_POINTS[k]
    return f"{shown}: run {run} scores {points} point{'s' if points != 1 else ''}{gap}"


def player_score(series: dict[str, Sequence[int]]) -> int:
    """A player's total: the sum over their series (at most 66)."""
    return sum(series_score(numbers) for numbers in series.values())


def score_sheet(series: dict[str, Sequence[int]]) -> list[dict]:
    """One row per started series: fruit, cards (sorted), points and the reason."""
    return [
        {
            "fruit": fruit,
            "cards": sorted(series[fruit]),
            "points": series_score(series[fruit]),
            "why": explain_series(series[fruit]),
        }
        for fruit in FRUITS
        if series.get(fruit)
    ]
