"""The Gin coach's statistics: 95 % intervals of a mean and of a chance, and which move the deals show.

No scipy: its import took most of a fresh process's first hint.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

#: Standard errors by which a move must beat the policy's own move to be played (one-sided
#: 1 %: at 5 %, noise alone moved the coach to takes and discards that cost it, issue 45).
SURE = 2.33

_Z975 = 1.959963984540054  # the normal distribution's 97.5 % point
#: Exact values where the series is least accurate (few degrees of freedom).
_T95_SMALL = {1: 12.706204736174698, 2: 4.302652729749464, 3: 3.182446305284263,
              4: 2.7764451051977987, 5: 2.5705818366147395}  # fmt: skip


@lru_cache(maxsize=1024)
def t95(df: int) -> float:
    """The 97.5 % point of Student's t with ``df`` degrees of freedom (a 95 % interval's
    multiplier): a table up to 5, else the Cornish-Fisher series in 1/df (within 0.001 of
    scipy's ``t.ppf``: tests/gin_rummy/test_coach_fast.py)."""
    if df < 1:
        raise ValueError("a t interval needs at least one degree of freedom")
    if df in _T95_SMALL:
        return _T95_SMALL[df]
    z = _Z975
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def interval(values: Sequence[float]) -> tuple[float, float | None, float | None]:
    """``(mean, low, high)``: the mean of ``values`` and its 95 % Student-t interval (None
    and None from fewer than two values)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, None, None
    half = t95(n - 1) * float(np.std(values, ddof=1)) / math.sqrt(n)
    return mean, mean - half, mean + half


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion ``k / n``."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def choose(values: Sequence[Sequence[float]], sure: float = SURE) -> int:
    """The index of the move to play: the best estimate among the moves that beat the
    policy's own move (index 0) by more than ``sure`` standard errors of the paired
    difference (the same deals for both); the policy's move when none does. Noise alone
    never moves the coach off a sound default."""
    base = np.asarray(values[0], dtype=float)
    n = len(base)
    best, best_mean = 0, 0.0
    if n < 3:
        return 0
    for i in range(1, len(values)):
        diff = np.asarray(values[i], dtype=float) - base
        mean = float(diff.mean())
        se = float(diff.std(ddof=1)) / math.sqrt(n)
        if mean > sure * se and mean > best_mean:
            best, best_mean = i, mean
    return best


def decided(values: Sequence[Sequence[float]], sure: float = SURE) -> bool:
    """True when the move ``choose`` plays (leaving its default by ``sure`` standard errors)
    beats every other candidate by more than ``SURE`` standard errors of the paired
    difference: more deals would not change it."""
    chosen = choose(values, sure)
    mine = np.asarray(values[chosen], dtype=float)
    n = len(mine)
    for i, other in enumerate(values):
        if i == chosen:
            continue
        diff = mine - np.asarray(other, dtype=float)
        if float(diff.mean()) <= SURE * float(diff.std(ddof=1)) / math.sqrt(n):
            return False
    return True


__all__ = ["SURE", "choose", "decided", "interval", "t95", "wilson"]
