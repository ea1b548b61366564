"""Gin Rummy as played in the Cardems app: melds, deadwood, layoffs and scoring.

Pure functions of the cards, in the order of the rules specification
(docs/rules/gin_rummy.md, "§2 Engine specification"): card values,
melds and the best arrangement, the knock (at most 10 deadwood) and gin (0),
the showdown (knocker's melds, defender's melds, layoffs) and the scoring table.

Cards are the engine's codes (``AS``, ``TD`` or ``10D``, ``KC``); every public
helper accepts a list of codes or one space-separated string.

Inside, a hand is a bit mask: card (suit s, rank r) is bit ``16 * s + r`` with
suits in the order S, H, D, C and ranks A=1 .. K=13, so that the bits 0, 14 and
15 of every suit block are always zero. A run is then a block of consecutive
bits and ``m & m >> 1 & m >> 2`` finds every run start in one step.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from ..engine.cards import RANKS, SUITS, parse_card
from ..engine.melds import card_points

# --- Components and card values [TEXT] + C2 [DECISION; SOURCED standard] -----------------------
HAND_SIZE = 10
KNOCK_LIMIT = 10  # "Finish (knock) with 10 or fewer deadwood points" [TEXT]
GIN_BONUS = 25  # [TEXT] scoring table
UNDERCUT_BONUS = 25  # [TEXT] scoring table
MATCH_TARGET = 100  # "The first to reach 100 total points wins the match" [TEXT]


def card_value(card: str) -> int:
    """Deadwood points of one card: A=1, 2-10 pip value, J/Q/K=10 (spec C2)."""
    return card_points(parse_card(card))


# --- Bit masks --------------------------------------------------------------------------------
_BIT: dict[str, int] = {}  # accepted code -> bit index
_CODE: dict[int, str] = {}  # bit index -> canonical code
_VALUE: dict[int, int] = {}  # bit index -> deadwood value
for _s, _suit in enumerate(SUITS):
    for _r, _rank in enumerate(RANKS, start=1):
        _b = 16 * _s + _r
        _code = _rank + _suit
        _CODE[_b], _VALUE[_b] = _code, min(_r, 10)
        for _alias in {_code, _code.lower(), ("10" + _suit) if _rank == "T" else _code}:
            _BIT[_alias] = _b
_LOW_VALUE = {1 << b: v for b, v in _VALUE.items()}  # single-bit mask -> value
_SUIT_SPREAD = 0x0001_0001_0001_0001  # copies a rank pattern into all four suit blocks
_RANK_BITS = 0x3FFE  # ranks 1..13 of one suit block


def card_bit(card: Any) -> int:
    """The bit index of one card (any accepted spelling); ``ValueError`` for a non-card."""
    b = _BIT.get(card) if isinstance(card, str) else None
    if b is None:
        try:
            code = parse_card(card)
            b = _BIT.get(code)
        except ValueError as exc:
            raise ValueError(str(exc)) from None
        if b is None:
            raise ValueError(f"{card!r} is not a card of the Gin deck (no jokers in Gin Rummy).")
    return b


def bit_value(bit: int) -> int:
    """Deadwood value of the card at bit index ``bit``."""
    return _VALUE[bit]


def card_order(card: str) -> int:
    """Sort key of a card: suit (S, H, D, C), then rank."""
    return _BIT[card]


def card_mask(cards: Iterable[str]) -> int:
    """The bit mask of canonical card codes, unchecked (the fast path; ``to_mask`` validates)."""
    mask = 0
    for card in cards:
        mask |= 1 << _BIT[card]
    return mask


def union(masks: Iterable[int]) -> int:
    """All cards of several masks (melds) together."""
    out = 0
    for m in masks:
        out |= m
    return out


def to_mask(cards: str | Iterable[str]) -> int:
    """The bit mask of ``cards`` (a list of codes or a space-separated string).

    Raises ``ValueError`` for something that is not a card, or a card given twice.
    """
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    bits = [card_bit(card) for card in cards]
    mask = union(1 << b for b in bits)
    if mask.bit_count() != len(bits):
        raise ValueError("A card appears twice: a Gin hand comes from a single 52-card deck.")
    return mask


def from_mask(mask: int) -> list[str]:
    """Cards of a mask, sorted by suit (S, H, D, C) then rank."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CODE[low.bit_length() - 1])
        mask ^= low
    return out


def _block_values() -> list[int]:
    table = [0] * (1 << 16)
    for block in range(1 << 14):
        table[block] = sum(min(r, 10) for r in range(1, 14) if block >> r & 1)
    return table


_BLOCK_VALUE = _block_values()  # deadwood value of one suit block (16 bits)


def mask_value(mask: int) -> int:
    """Total deadwood value of the cards in ``mask``."""
    t = _BLOCK_VALUE
    return t[mask & 0xFFFF] + t[(mask >> 16) & 0xFFFF] + t[(mask >> 32) & 0xFFFF] + t[mask >> 48]


def cards_of(cards: str | Iterable[str]) -> list[str]:
    """Canonical codes, in the given order (validated like ``to_mask``)."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    out = [_CODE[card_bit(c)] for c in cards]
    if len(set(out)) != len(out):
        raise ValueError("A card appears twice: a Gin hand comes from a single 52-card deck.")
    return out


# --- Melds [TEXT]: groups of 3-4 of a rank, runs of 3+ of a suit, ace low, no Q-K-A -------------
def _all_melds() -> dict[int, list[int]]:
    """Every meld of the deck, indexed by its lowest bit."""
    by_low: dict[int, list[int]] = {b: [] for b in _CODE}
    for s in range(4):  # runs: start r, end r + length - 1 <= 13 (K); nothing wraps
        for start in range(1, 12):
            for end in range(start + 2, 14):
                m = sum(1 << (16 * s + r) for r in range(start, end + 1))
                by_low[16 * s + start].append(m)
    for r in range(1, 14):  # groups: 3 of the 4 suits, or all 4
        for size in (3, 4):
            for suits in combinations(range(4), size):
                m = sum(1 << (16 * s + r) for s in suits)
                by_low[16 * suits[0] + r].append(m)
    return by_low


_MELDS_BY_LOW = _all_melds()
_MELD_VALUE = {m: mask_value(m) for ms in _MELDS_BY_LOW.values() for m in ms}


def meldable(mask: int) -> int:
    """Cards of ``mask`` that belong to at least one meld inside ``mask``."""
    starts = mask & (mask >> 1) & (mask >> 2)
    cover = starts | (starts << 1) | (starts << 2)
    a, b, c, d = mask & 0xFFFF, (mask >> 16) & 0xFFFF, (mask >> 32) & 0xFFFF, mask >> 48
    three = (a & b & (c | d)) | (c & d & (a | b))
    return cover | ((three * _SUIT_SPREAD) & mask)


_BEST: dict[int, int] = {}  # mask of meldable cards -> greatest total value of disjoint melds


def _best(mask: int) -> int:
    """Greatest total value of disjoint melds inside ``mask`` (memoised)."""
    if not mask:
        return 0
    got = _BEST.get(mask)
    if got is not None:
        return got
    low = mask & -mask
    # The lowest card is either left out of every meld ...
    best = _best(mask ^ low)
    # ... or it is the lowest card of one meld (all lower cards are gone already).
    for m in _MELDS_BY_LOW[low.bit_length() - 1]:
        if m & mask == m:
            v = _MELD_VALUE[m] + _best(mask ^ m)
            if v > best:
                best = v
    if len(_BEST) > 500_000:
        _BEST.clear()
    _BEST[mask] = best
    return best


def clear_cache() -> None:
    """Forget the memoised meld values (for benchmarks that time a cold optimiser)."""
    _BEST.clear()


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the cards in ``mask`` under the best non-overlapping melds."""
    melded = meldable(mask)
    if not melded:
        return mask_value(mask)
    return mask_value(mask) - _best(melded)


def min_deadwood(cards: str | Iterable[str]) -> int:
    """Deadwood of exactly these cards under the best non-overlapping melds [TEXT: "the app
    chooses the non-overlapping melds that give the lowest deadwood"].

    >>> min_deadwood("3H 4H 5H 6H 6S 6D KC")   # 3-4-5H and 6H 6S 6D; the K is left
    10
    """
    return deadwood_of_mask(to_mask(cards))


def _arrangements(mask: int) -> list[tuple[int, ...]]:
    """Every selection of disjoint melds of ``mask`` reaching the greatest melded value.

    Selections are lists of meld masks in the order of their lowest card. Two runs of one
    suit that touch (5-6-7 and 8-9-10) are listed as well as the long run; ``best_melds``
    merges such pairs for display.
    """
    if not mask:
        return [()]
    target = _best(mask)
    low = mask & -mask
    out: list[tuple[int, ...]] = []
    if _best(mask ^ low) == target:
        out += _arrangements(mask ^ low)
    for m in _MELDS_BY_LOW[low.bit_length() - 1]:
        if m & mask == m and _MELD_VALUE[m] + _best(mask ^ m) == target:
            out += [(m, *rest) for rest in _arrangements(mask ^ m)]
    return out


def _all_selections(mask: int) -> list[tuple[int, ...]]:
    """Every selection of disjoint melds of ``mask`` (optimal or not, empty included)."""
    if not mask:
        return [()]
    low = mask & -mask
    out = list(_all_selections(mask ^ low))
    for m in _MELDS_BY_LOW[low.bit_length() - 1]:
        if m & mask == m:
            out += [(m, *rest) for rest in _all_selections(mask ^ m)]
    return out


def _is_run(m: int) -> bool:
    return (m >> 16 * (((m & -m).bit_length() - 1) // 16)) < (1 << 16)


def _merge_touching_runs(melds: Sequence[int]) -> tuple[int, ...]:
    """Join runs of one suit that touch end to end (display form; same cards, same value)."""
    runs = sorted((m for m in melds if _is_run(m)), key=lambda m: m & -m)
    groups = [m for m in melds if not _is_run(m)]
    merged: list[int] = []
    for m in runs:
        if merged and (merged[-1] << 1) & m and _is_run(merged[-1] | m):
            merged[-1] |= m
        else:
            merged.append(m)
    return tuple(sorted(merged + groups, key=lambda m: m & -m))


def best_melds(cards: str | Iterable[str]) -> dict[str, Any]:
    """One optimal arrangement: ``{"melds": [[cards], ...], "deadwood_cards": [...], "deadwood": n}``.

    The canonical choice among equally good arrangements (see ``all_best_melds``) is the
    first in the order of their lowest cards, with touching runs of a suit shown as one run.
    """
    return all_best_melds(cards)[0]


def all_best_melds(cards: str | Iterable[str]) -> list[dict[str, Any]]:
    """Every optimal arrangement (distinct meld lists reaching the least deadwood)."""
    mask = to_mask(cards)
    return [_arrangement_dict(mask, melds) for melds in _distinct_arrangements(mask)]


def _distinct_arrangements(mask: int) -> list[tuple[int, ...]]:
    seen: dict[tuple[int, ...], None] = {}
    for melds in _arrangements(meldable(mask)):
        seen.setdefault(_merge_touching_runs(melds), None)
    return list(seen)


def _arrangement_dict(mask: int, melds: Sequence[int]) -> dict[str, Any]:
    used = union(melds)
    return {
        "melds": [from_mask(m) for m in melds],
        "deadwood_cards": from_mask(mask & ~used),
        "deadwood": mask_value(mask & ~used),
    }


# --- A turn [TEXT]: draw, then discard any card but the one just taken from the discard pile ---
def best_discard(cards11: str | Iterable[str], forbidden: str | None = None) -> tuple[str, int]:
    """For an 11-card hand, the discard leaving the least deadwood: ``(card, deadwood)``.

    Every one of the 11 discards is tried (no shortcut: the best discard may break a meld).
    ``forbidden`` is a card that may not be discarded (the card just taken from the discard
    pile). Among equal discards the highest-valued card goes (it would count most if the
    hand changes), then the first in suit/rank order.
    """
    cards = cards_of(cards11)
    if len(cards) != HAND_SIZE + 1:
        raise ValueError(
            f"best_discard takes an 11-card hand (after the draw), not {len(cards)} cards."
        )
    bad = _CODE[card_bit(forbidden)] if forbidden is not None else None
    if bad is not None and bad not in cards:
        raise ValueError(f"The forbidden card {bad} is not in the hand.")
    mask = to_mask(cards)
    best: tuple[int, int, int, str] | None = None
    for card in cards:
        if card == bad:
            continue
        b = _BIT[card]
        key = (deadwood_of_mask(mask & ~(1 << b)), -_VALUE[b], b, card)
        if best is None or key < best:
            best = key
    assert best is not None
    return best[3], best[0]


def discard_deadwoods(cards11: Sequence[str], limit: int | None = None) -> dict[str, int]:
    """Deadwood of the ten cards left after each possible discard (canonical codes in, out).

    With ``limit``, returns ``{}`` as soon as it is clear that no discard gets down to
    ``limit`` (used to list knocks quickly: most hands are far from a knock).
    """
    mask = card_mask(cards11)
    total = mask_value(mask)
    melded = meldable(mask)
    best_all = _best(melded) if melded else 0
    if limit is not None:
        # No ten cards can meld more than all eleven: a lower bound for every discard.
        top = max(_VALUE[_BIT[c]] for c in cards11)
        if total - best_all - top > limit:
            return {}
    out = {}
    for c in cards11:
        b = 1 << _BIT[c]
        if not b & melded:  # a card in no meld: removing it changes no meld
            out[c] = total - _VALUE[_BIT[c]] - best_all
            continue
        rest = mask ^ b
        m = meldable(rest)
        out[c] = total - _VALUE[_BIT[c]] - (_best(m) if m else 0)
    return out


def can_knock(deadwood: int) -> bool:
    """Knocking is judged on the ten cards left after the discard: deadwood <= 10 [TEXT]."""
    return deadwood <= KNOCK_LIMIT


# --- Showdown: layoffs [TEXT] with chained run extensions (C4) -----------------------------------
def _layoff_mask(knocker_melds: Sequence[int], dead: int) -> tuple[int, list[tuple[int, int]]]:
    """Cards of ``dead`` that lay off on the knocker's melds, and each (bit, meld index) in order.

    A run takes a card at either end, again and again (chained, C4), never below the ace or
    above the king; a group of three takes its fourth card; a group of four takes nothing (C5).
    A card that could go on a run or a group goes on the run (it may carry a chain further).
    """
    laid = 0
    steps: list[tuple[int, int]] = []
    for index, m in enumerate(knocker_melds):
        if not _is_run(m):
            continue
        low, high = m & -m, 1 << (m.bit_length() - 1)
        while (low >> 1) & dead & ~laid:  # bits 0, 14, 15 of a suit are never cards
            low >>= 1
            laid |= low
            steps.append((low.bit_length() - 1, index))
        while (high << 1) & dead & ~laid:
            high <<= 1
            laid |= high
            steps.append((high.bit_length() - 1, index))
    for index, m in enumerate(knocker_melds):
        if _is_run(m) or m.bit_count() != 3:
            continue
        r = (m & -m).bit_length() - 1
        fourth = ((1 << (r % 16)) * _SUIT_SPREAD) & ~m
        if fourth & dead & ~laid:
            laid |= fourth
            steps.append((fourth.bit_length() - 1, index))
    return laid, steps


def _defender_outcome(knocker_melds: Sequence[int], defender: int, joint: bool) -> dict[str, Any]:
    """The defender's melds, layoffs and final deadwood (spec §2 Showdown 2-3, C8)."""
    melded = meldable(defender)
    # [TEXT] best melds first; among them the one that lays off most (C8). The option
    # joint_layoff_optimisation minimises over every arrangement, melds and layoffs together.
    candidates = _all_selections(melded) if joint else _arrangements(melded)
    best: tuple[int, int, tuple[int, ...], int, list] | None = None
    for order, melds in enumerate(candidates):
        dead = defender & ~union(melds)
        laid, steps = _layoff_mask(knocker_melds, dead)
        final = mask_value(dead & ~laid)
        key = (final, order)
        if best is None or key < best[:2]:
            best = (final, order, melds, laid, steps)
    assert best is not None
    final, _, melds, laid, steps = best
    return {
        "melds": tuple(melds),
        "before": mask_value(defender & ~union(melds)),
        "laid": laid,
        "steps": steps,
        "final": final,
    }


def defender_deadwood(
    knocker_melds: str | Iterable[Any], defender_hand: str | Iterable[str], joint: bool = False
) -> int:
    """The defender's final deadwood after a knock: best melds, then layoffs (spec §2).

    ``knocker_melds`` is a list of melds (each a list of codes or a space-separated string),
    or the knocker's ten-card hand as one string/list of codes, in which case the knocker's
    arrangement is chosen by the spec's tie-break (C3). With ``joint=True`` the defender's
    melds and layoffs are chosen together (standard table play; can only lower the count).
    """
    defender = to_mask(defender_hand)
    melds = _parse_melds(knocker_melds)
    if melds is None:  # a plain hand
        knocker = to_mask(knocker_melds)  # type: ignore[arg-type]
        if knocker & defender:
            raise ValueError("The knocker and the defender cannot hold the same card.")
        return _showdown(knocker, defender, joint)["defender"]["final"]
    used = 0
    for m in melds:  # one by one: an overlap must be caught
        if m & used:
            raise ValueError("The knocker's melds overlap: a card can be in one meld only.")
        used |= m
    if used & defender:
        raise ValueError("The knocker and the defender cannot hold the same card.")
    return _defender_outcome(melds, defender, joint)["final"]


def _parse_melds(melds: Any) -> list[int] | None:
    """Meld masks from a list of melds; ``None`` if ``melds`` is a flat list of cards."""
    if isinstance(melds, str):
        return None
    items = list(melds)
    if all(isinstance(x, str) and len(x.split()) == 1 for x in items):
        return None
    out = []
    for item in items:
        m = to_mask(item)
        if m not in _MELD_VALUE:
            raise ValueError(
                f"{' '.join(from_mask(m))} is not a meld (a group of 3-4 or a run of 3+)."
            )
        out.append(m)
    return out


def _showdown(knocker: int, defender: int, joint: bool) -> dict[str, Any]:
    """Knocker's arrangement (C3 tie-break), defender's outcome, both deadwoods."""
    k_dead = deadwood_of_mask(knocker)
    if k_dead > KNOCK_LIMIT:
        raise ValueError(f"A knock needs 10 or fewer deadwood points; this hand has {k_dead}.")
    arrangements = _arrangements(meldable(knocker))
    if k_dead == 0:  # Gin: no laying off [TEXT]; the defender still shows best melds
        d_melds = _arrangements(meldable(defender))[0]
        d = mask_value(defender & ~union(d_melds))
        outcome = {"melds": d_melds, "before": d, "laid": 0, "steps": [], "final": d}
        return {"knocker_melds": _merge_touching_runs(arrangements[0]), "k": 0, "defender": outcome}
    # C3: among the knocker's best arrangements, the one leaving the defender the most deadwood
    best = None
    for order, melds in enumerate(arrangements):
        outcome = _defender_outcome(melds, defender, joint)
        key = (-outcome["final"], order)
        if best is None or key < best[0]:
            best = (key, melds, outcome)
    assert best is not None
    return {"knocker_melds": tuple(best[1]), "k": k_dead, "defender": best[2]}


# --- Scoring [TEXT] ---------------------------------------------------------------------------------
def points_for(knocker_deadwood: int, defender_deadwood: int) -> tuple[str, str, int]:
    """The scoring table: ``(kind, scorer, points)`` with scorer ``"knocker"`` or ``"defender"``.

    Gin (k = 0): knocker gets d + 25. Knock (k < d): knocker gets d - k. Undercut (d <= k, k > 0):
    defender gets k - d + 25.

    >>> points_for(7, 18), points_for(7, 7)
    (('knock', 'knocker', 11), ('undercut', 'defender', 25))
    """
    k, d = knocker_deadwood, defender_deadwood
    if k < 0 or d < 0 or k > KNOCK_LIMIT:
        raise ValueError(
            "Deadwood is never negative, and a knock needs 10 or fewer deadwood points."
        )
    if k == 0:
        return "gin", "knocker", d + GIN_BONUS
    if k < d:
        return "knock", "knocker", d - k
    return "undercut", "defender", k - d + UNDERCUT_BONUS


def _two_hands(
    knocker_hand: str | Iterable[str] | None, defender_hand: str | Iterable[str] | None
) -> tuple[int, int]:
    """The knocker's and the defender's hands as masks: ten cards each, none shared (CR2)."""
    if knocker_hand is None or defender_hand is None:
        raise ValueError("score_hand needs both ten-card hands (or draw=True).")
    knocker, defender = to_mask(knocker_hand), to_mask(defender_hand)
    for who, m in (("knocker", knocker), ("defender", defender)):
        if m.bit_count() != HAND_SIZE:
            raise ValueError(f"The {who}'s hand must have 10 cards, not {m.bit_count()}.")
    if knocker & defender:
        raise ValueError("The knocker and the defender cannot hold the same card.")
    return knocker, defender


def hand_result(
    knocker_hand: str | Iterable[str] | None = None,
    defender_hand: str | Iterable[str] | None = None,
    *,
    joint: bool = False,
    draw: bool = False,
) -> dict[str, Any]:
    """The arithmetic of one hand's end: a knock, gin or undercut from the two hands, or a draw.

    Returns JSON-able facts: ``kind`` ("gin", "knock", "undercut" or "draw"), ``scorer``
    ("knocker", "defender" or None), ``points``, both deadwoods, both arrangements and each
    layoff. ``explain.score_hand`` adds the student's line-by-line explanation.
    """
    if draw or (knocker_hand is None and defender_hand is None):
        return {"kind": "draw", "scorer": None, "points": 0}
    knocker, defender = _two_hands(knocker_hand, defender_hand)
    show = _showdown(knocker, defender, joint)
    k, out = show["k"], show["defender"]
    d = out["final"]
    kind, scorer, points = points_for(k, d)
    k_used, d_used = union(show["knocker_melds"]), union(out["melds"])
    knocker_melds = [from_mask(m) for m in show["knocker_melds"]]
    layoffs = [{"card": _CODE[b], "meld": i, "onto": knocker_melds[i]} for b, i in out["steps"]]
    return {
        "kind": kind,
        "scorer": scorer,
        "points": points,
        "knocker_deadwood": k,
        "defender_deadwood_before_layoffs": out["before"],
        "defender_deadwood": d,
        "knocker_melds": knocker_melds,
        "knocker_deadwood_cards": from_mask(knocker & ~k_used),
        "defender_melds": [from_mask(m) for m in _merge_touching_runs(out["melds"])],
        "defender_deadwood_cards_before_layoffs": from_mask(defender & ~d_used),
        "defender_deadwood_cards": from_mask(defender & ~d_used & ~out["laid"]),
        "layoffs": layoffs,
    }


__all__ = [
    "GIN_BONUS",
    "HAND_SIZE",
    "KNOCK_LIMIT",
    "MATCH_TARGET",
    "UNDERCUT_BONUS",
    "all_best_melds",
    "best_discard",
    "best_melds",
    "bit_value",
    "can_knock",
    "card_bit",
    "card_mask",
    "card_order",
    "card_value",
    "clear_cache",
    "deadwood_of_mask",
    "defender_deadwood",
    "hand_result",
    "meldable",
    "min_deadwood",
    "points_for",
    "to_mask",
    "union",
]
