"""Minimum deadwood of many Gin hands at once, with numpy (no Python loop per hand).

>>> import numpy as np
>>> from tabletop_widgets.gin_rummy import min_deadwood_many
>>> min_deadwood_many([["3H", "4H", "5H", "6H", "6S", "6D", "KC"], ["AS", "KD"]])
array([10, 11], dtype=int16)

Hands come as an ``(n, k)`` integer array of *card codes* (``k`` at most 11), or as a list
of hands, each a list of card strings (or one space-separated string). The code of a card
is ``13 * suit + rank - 1`` with the suits in the order S, H, D, C and the ranks A=1 .. K=13
(``AS`` = 0, ``KS`` = 12, ``AH`` = 13, ..., ``KC`` = 51); ``-1`` is "no card", to pad
hands of different sizes. ``card_codes`` converts strings to codes.

How: a hand is a 52-bit mask, four 13-bit suit blocks. Runs stay inside one suit, so a
table of the 8,192 suit blocks gives each suit's least deadwood with runs only. Groups join
the suits; a rank can make a group only when 3 or 4 of its cards are in the hand, at most
3 such ranks in 11 cards. For each such rank the choices are: no group, all its cards in
a group, or (with four) a group of three leaving one suit's card to the runs. Every
combination of choices is a handful of table look-ups per suit, and the least total wins.
Most random hands (about 78 %) have no such rank and cost four look-ups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import product

import numpy as np

from ..engine.cards import RANKS, SUITS

MAX_CARDS = 11  # 3 ranks of 3+ cards at most: the enumeration below is bounded
_BLOCK = 13
_BIG = 1_000  # more deadwood than any hand has: marks a choice that is not allowed

#: Card string -> code (``10D`` and lower case accepted as in ``rules.to_mask``).
CODE: dict[str, int] = {}
for _s, _suit in enumerate(SUITS):
    for _r, _rank in enumerate(RANKS):
        for _alias in [_rank + _suit] + (["10" + _suit] if _rank == "T" else []):
            CODE[_alias] = CODE[_alias.lower()] = _BLOCK * _s + _r
#: Code -> canonical card string.
CARDS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)


def card_codes(hands: Iterable[str | Sequence[str]]) -> np.ndarray:
    """``(n, k)`` int8 codes of hands given as card strings, padded with -1 to the longest hand."""
    rows = []
    for hand in hands:
        cards = hand.replace(",", " ").split() if isinstance(hand, str) else list(hand)
        if len(cards) > MAX_CARDS:
            raise ValueError(f"A Gin hand has at most {MAX_CARDS} cards, not {len(cards)}.")
        try:
            rows.append([CODE[c] for c in cards])
        except (KeyError, TypeError):
            bad = next(c for c in cards if not isinstance(c, str) or c not in CODE)
            raise ValueError(
                f"{bad!r} is not a card of the Gin deck (codes like 7H, TD or 10D, KC)."
            ) from None
    width = max((len(r) for r in rows), default=0)
    out = np.full((len(rows), width), -1, dtype=np.int8)
    for i, r in enumerate(rows):
        out[i, : len(r)] = r
    return out


@lru_cache(maxsize=1)
def _run_table() -> np.ndarray:
    """Deadwood of every 13-bit suit block with the best disjoint runs (3+ in a row)."""
    size = 1 << _BLOCK
    value = np.zeros(size, dtype=np.int64)
    for r in range(_BLOCK):
        value += np.where(np.arange(size) >> r & 1, min(r + 1, 10), 0)
    best = [0] * size  # most value in runs, by the lowest card: left out, or starts a run
    for m in range(1, size):
        low = (m & -m).bit_length() - 1
        b = best[m & (m - 1)]
        run, r = 1 << low, low
        total = min(low + 1, 10)
        while r + 1 < _BLOCK and m >> (r + 1) & 1:
            r += 1
            run |= 1 << r
            total += min(r + 1, 10)
            if r - low >= 2:
                b = max(b, total + best[m & ~run])
        best[m] = b
    return (value - np.array(best)).astype(np.int16)


@lru_cache(maxsize=4)
def _choices(k: int) -> tuple[np.ndarray, np.ndarray]:
    """For ``k`` group ranks: each combination of choices (none, all, all but suit 0..3).

    Returns ``index[c, s]``: which subset of the ranks suit ``s`` loses to groups under
    combination ``c`` (bit j: rank j), and ``omits[c, j]``: combination ``c`` leaves one
    suit's card of rank j out (allowed only when all four are in the hand).
    """
    combos = list(product(range(6), repeat=k))  # 0 none, 1 all, 2+t all but suit t
    index = np.zeros((len(combos), 4), dtype=np.intp)
    omits = np.zeros((len(combos), k), dtype=bool)
    for c, combo in enumerate(combos):
        for j, o in enumerate(combo):
            omits[c, j] = o >= 2
            for s in range(4):
                if o == 1 or (o >= 2 and o - 2 != s):
                    index[c, s] |= 1 << j
    return index, omits


def _as_codes(hands: np.ndarray | Sequence) -> np.ndarray:
    """The hands as a 2-D integer array of codes (strings converted, rows padded with -1)."""
    if isinstance(hands, np.ndarray) and hands.dtype.kind not in "OUS":
        if hands.dtype.kind not in "iu":
            raise ValueError(f"Hands are card codes (integers) or card strings, not {hands.dtype}.")
        codes = hands
    else:
        seq = [h.replace(",", " ").split() if isinstance(h, str) else list(h) for h in hands]
        first = next((c for h in seq for c in h), None)
        if isinstance(first, str):
            codes = card_codes(seq)
        else:
            if any(
                not isinstance(c, int | np.integer) or isinstance(c, bool) for h in seq for c in h
            ):
                raise ValueError("Hands are card codes (integers) or card strings, not a mix.")
            width = max((len(h) for h in seq), default=0)
            codes = np.full((len(seq), width), -1, dtype=np.int64)
            for i, h in enumerate(seq):
                codes[i, : len(h)] = h
    if codes.ndim != 2:
        raise ValueError("Hands are a 2-D array (one row of card codes per hand).")
    if codes.shape[1] > MAX_CARDS:
        raise ValueError(f"A Gin hand has at most {MAX_CARDS} cards, not {codes.shape[1]}.")
    return codes


_BIT_OF_CODE = np.array([1 << c for c in range(52)] + [0], dtype=np.int64)  # [-1] -> no card


def min_deadwood_many(hands: np.ndarray | Sequence) -> np.ndarray:
    """Least deadwood of each hand (int16 array), the same as ``min_deadwood`` hand by hand.

    ``hands``: an ``(n, k)`` integer array of card codes (``13 * suit + rank - 1``, suits
    S H D C, ``-1`` for no card, ``k <= 11``), or a list of hands of card strings. A code
    out of range or a card given twice in one hand raises ``ValueError``.
    """
    codes = _as_codes(hands)
    n = codes.shape[0]
    if n == 0:
        return np.zeros(0, dtype=np.int16)
    if codes.size and (codes.min() < -1 or codes.max() > 51):
        raise ValueError("Card codes are 0..51 (13 * suit + rank - 1), or -1 for no card.")
    if codes.shape[1] == 0:
        return np.zeros(n, dtype=np.int16)
    bits = np.take(_BIT_OF_CODE, codes)
    mask = bits[:, 0].copy()
    for j in range(1, codes.shape[1]):
        mask += bits[:, j]
    if np.any(np.bitwise_count(mask) != (codes >= 0).sum(axis=1)):
        raise ValueError("A card appears twice in a hand: a Gin hand comes from one 52-card deck.")
    return _least_deadwood([(mask >> (_BLOCK * s)) & 0x1FFF for s in range(4)])


def min_deadwood_of_masks(masks: np.ndarray) -> np.ndarray:
    """Least deadwood of each hand given as a card mask in ``rules.card_bit``'s layout (an
    int64 array of any shape: four 16-bit suit blocks, ranks A..K on bits 1..13), the same as
    ``rules.deadwood_of_mask`` mask by mask: the coach's batched playouts call it on
    thousands of hands at once. Hands of more than 11 cards are not checked (the caller's)."""
    flat = np.asarray(masks, dtype=np.int64).ravel()
    if flat.size == 0:
        return np.zeros(np.shape(masks), dtype=np.int16)
    out = _least_deadwood([(flat >> (16 * s + 1)) & 0x1FFF for s in range(4)])
    return out.reshape(np.shape(masks))


def _least_deadwood(suits: list[np.ndarray]) -> np.ndarray:
    """Least deadwood from the four 13-bit suit blocks of each hand (ace on bit 0)."""
    table = _run_table()
    out = np.take(table, suits[0])
    for s in range(1, 4):
        out += np.take(table, suits[s])
    a, b, c, d = suits
    three = (a & b & (c | d)) | (c & d & (a | b))  # ranks with 3 or 4 cards
    which = np.flatnonzero(three)
    if len(which):
        four = a & b & c & d
        _with_groups(out, which, three[which], four[which], [x[which] for x in suits], table)
    return out


def _with_groups(out, which, three, four, suits, table) -> None:
    """Hands ``which`` have group ranks (``three``): try every choice of groups (a few array
    operations per count of group ranks, whatever the number of hands)."""
    count = np.bitwise_count(three)
    blocks = np.stack(suits, axis=1)  # (hands, 4)
    for k in np.unique(count).tolist():
        sel = np.flatnonzero(count == k)
        left = three[sel]
        ranks = []
        for _ in range(k):
            low = left & -left
            ranks.append(low)
            left = left ^ low
        m = len(sel)
        rank_bits = np.stack(ranks, axis=1)  # (m, k)
        removed = rank_bits @ _subsets(k).T  # (m, 2^k): disjoint bits, so a sum is an OR
        values = np.take(table, blocks[sel][:, :, None] & ~removed[:, None, :])
        index, omits = _choices(k)
        flat = index + (np.arange(4) << k)
        totals = values.reshape(m, 4 << k)[:, flat].sum(axis=2, dtype=np.int16)  # (m, combos)
        quads = (four[sel][:, None] & rank_bits) != 0  # (m, k)
        bad = (omits[None, :, :] & ~quads[:, None, :]).any(axis=2)
        totals[bad] = _BIG
        out[which[sel]] = totals.min(axis=1)


@lru_cache(maxsize=4)
def _subsets(k: int) -> np.ndarray:
    """``[sub, j]``: 1 when subset ``sub`` of ``k`` group ranks holds rank ``j``."""
    return np.array([[sub >> j & 1 for j in range(k)] for sub in range(1 << k)], dtype=np.int64)
