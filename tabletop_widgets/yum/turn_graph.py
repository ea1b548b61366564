"""One turn of Yum as arrays: the roll/keep graph and the reference turn computation.

Within a turn the dice follow the roll/keep graph: the 252 sorted rolls of five dice and
the 462 *keeps* (sorted multisets of 0..5 dice). Rolling the missing dice of a keep one at
a time gives the recursion ``value(keep) = mean over the six faces f of value(keep + f)``,
so the value of every keep is six row additions away from the values of the keeps with one
more die; the best keep inside a roll is a running maximum over "one die fewer".

The dice's probabilities are not copied here: they are read from Yum's declaration of its
chance events (``GAME.dice_outcomes``: the faces of one die and the exact probabilities of
the 252 rolls). ``solver`` runs these turns backwards over the whole game; ``fast_turn``
computes the same numbers with fewer passes over memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import Any

import numpy as np

from .game import GAME
from .rules import BOXES, DICE, UPPER_BOXES, Rules, score

# ----- Yum's dice, as the game declares them ---------------------------------------------------

#: The faces of one die, as Yum declares a roll of one die (``GAME.dice_outcomes(1)``).
DIE: tuple[int, ...] = tuple(o.outcome[0] for o in GAME.dice_outcomes(1))
if {o.probability for o in GAME.dice_outcomes(1)} != {Fraction(1, len(DIE))}:
    raise ValueError("The keep recursion averages over the faces: it needs a fair die.")
#: The weight of each face in that average (1/6 as a float: the sum of the six, times it).
DIE_WEIGHT = float(GAME.dice_outcomes(1)[0].probability)
SIDES = len(DIE)

# ----- The within-turn graph: rolls and keeps ------------------------------------------------


#: The 462 keeps: every sorted multiset of 0..5 dice, by size, and within a size by the number
#: of different faces (most first, so that "the keeps with a k-th different face" is a prefix).
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    k
    for size in range(DICE + 1)
    for k in sorted(combinations_with_replacement(DIE, size), key=lambda k: -len(set(k)))
)
KEEP_INDEX = {k: i for i, k in enumerate(KEEPS)}
#: ``KEEPS[OFFSETS[j]:OFFSETS[j + 1]]`` are the keeps of ``j`` dice.
OFFSETS = np.cumsum([0] + [sum(1 for k in KEEPS if len(k) == j) for j in range(DICE + 1)])
FULL = int(OFFSETS[DICE])  # first index of the five-dice keeps (= rolls)

#: The 252 sorted rolls of five dice (the five-dice keeps, in the order of ``KEEPS``).
ROLLS: tuple[tuple[int, ...], ...] = KEEPS[FULL:]
ROLL_INDEX = {faces: i for i, faces in enumerate(ROLLS)}
#: Their exact probabilities as Yum declares a roll of five dice (``GAME.dice_outcomes``), as floats.
_DECLARED = {o.outcome: o.probability for o in GAME.dice_outcomes(DICE)}
ROLL_P = np.array([float(_DECLARED[r]) for r in ROLLS])

#: CHILD[k, f-1]: the keep ``k`` plus one die showing ``f`` (for keeps of fewer than 5 dice).
CHILD = np.array([[KEEP_INDEX[tuple(sorted(k + (f,)))] for f in DIE] for k in KEEPS[:FULL]])


def _parents(k: tuple[int, ...]) -> list[int]:
    drops = sorted({KEEP_INDEX[k[:i] + k[i + 1 :]] for i in range(len(k))})
    return (drops * DICE)[:DICE] if drops else [0] * DICE


#: PARENT[k]: the keeps with one die of ``k`` fewer (padded to 5 by repetition).
PARENT = np.array([_parents(k) for k in KEEPS])
#: PARENT_ROWS[size][p]: how many keeps of that size (a prefix) have a (p+1)-th distinct parent.
PARENT_ROWS = [
    [sum(1 for k in KEEPS if len(k) == size and len(set(k)) > p) for p in range(DICE)]
    for size in range(DICE + 1)
]


def _subkeeps(r: tuple[int, ...]) -> list[int]:
    return sorted({KEEP_INDEX[c] for n in range(DICE + 1) for c in combinations(r, n)})


#: SUBKEEPS[r]: every keep inside roll ``r`` (sorted keep indices, padded to 32 by repetition).
SUBKEEPS_LIST = [_subkeeps(r) for r in ROLLS]
SUBKEEPS = np.array([(s * 32)[:32] for s in SUBKEEPS_LIST])

#: COUNT[f-1, r]: how many dice of roll ``r`` show ``f``.
COUNT = np.array([[r.count(f) for r in ROLLS] for f in DIE])

NBOX = len(BOXES)
ALL = (1 << NBOX) - 1
UPPER_MASK = (1 << len(UPPER_BOXES)) - 1


class Workspace:
    """Scratch buffers for ``C`` state columns (big temporaries cost page faults)."""

    def __init__(self, C: int, dtype: Any = np.float64) -> None:
        self.C, self.dtype = C, dtype
        self.keeps = np.empty((len(KEEPS), C), dtype=dtype)
        self.rolls = np.empty((len(ROLLS), C), dtype=dtype)
        self.cand = np.empty((len(ROLLS), C), dtype=dtype)
        self.tmp = np.empty((int(max(np.diff(OFFSETS))), C), dtype=dtype)

    def view(self, C: int) -> Workspace:
        if C == self.C:
            return self
        w = object.__new__(Workspace)
        w.C, w.dtype = C, self.dtype
        w.keeps, w.rolls, w.cand, w.tmp = (
            a[:, :C] for a in (self.keeps, self.rolls, self.cand, self.tmp)
        )
        return w


def keep_values(
    rolls: np.ndarray, out: np.ndarray | None = None, tmp: np.ndarray | None = None
) -> np.ndarray:
    """Values of all 462 keeps from the values of the 252 rolls (rows), by one-die averages.

    ``rolls`` has shape ``(252, ...)``; the result has shape ``(462, ...)``: the
    expected value of keeping a multiset and rolling the other dice once.
    """
    if out is None:
        out = np.empty((len(KEEPS),) + rolls.shape[1:], dtype=rolls.dtype)
    out[FULL:] = rolls
    for size in range(DICE - 1, -1, -1):
        a, b = OFFSETS[size], OFFSETS[size + 1]
        ch = CHILD[a:b]
        acc = out[a:b]
        np.take(out, ch[:, 0], axis=0, out=acc)
        t = tmp[: b - a] if tmp is not None else None
        for f in range(1, SIDES):
            if t is None:
                acc += out[ch[:, f]]
            else:
                np.take(out, ch[:, f], axis=0, out=t)
                acc += t
        acc *= DIE_WEIGHT
    return out


def best_in_roll(keeps: np.ndarray, tmp: np.ndarray | None = None) -> np.ndarray:
    """For each of the 252 rolls, the best value of a keep inside it (keeping all 5 included).

    ``keeps`` (shape ``(462, ...)``) is overwritten with running maxima; the
    returned rows (the rolls) are a view into it.
    """
    for size in range(1, DICE + 1):
        a = OFFSETS[size]
        for p in range(DICE):
            n = PARENT_ROWS[size][p]
            if not n:
                break
            block = keeps[a : a + n]
            idx = PARENT[a : a + n, p]
            if tmp is None:
                np.maximum(block, keeps[idx], out=block)
            else:
                t = tmp[:n]
                np.take(keeps, idx, axis=0, out=t)
                np.maximum(block, t, out=block)
    return keeps[FULL:]


# ----- Scores of the 252 rolls in the 13 boxes --------------------------------------------


@lru_cache(maxsize=16)
def box_scores(rules: Rules) -> np.ndarray:
    """``S[b, r]``: the points roll ``r`` scores in box ``BOXES[b]`` (shape 13 x 252)."""
    return np.array([[score(list(r), box, rules) for r in ROLLS] for box in BOXES], dtype=np.int64)


# ----- One turn, for many states at once ------------------------------------------------------


def final_values(
    V: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    rules: Rules,
    S: np.ndarray,
    ws: Workspace | None = None,
) -> np.ndarray:
    """``(252, C)``: for each final roll and state column, the best box's points + future value."""
    cap = rules.upper_bonus_threshold
    C = len(masks)
    ws = ws.view(C) if ws is not None else Workspace(C, V.dtype)
    dtype = ws.dtype
    out = ws.rolls
    out.fill(-np.inf)
    cand = ws.cand
    W = ws.tmp[: DICE + 1]
    below = uppers < cap
    for b in range(NBOX):
        bit = 1 << b
        is_open = (masks & bit) == 0
        if not is_open.any():
            continue
        nxt = masks | bit
        some_closed = not is_open.all()
        if b < len(UPPER_BOXES):
            upper_box_values(W, V, nxt, uppers, b + 1, rules, below)
            if some_closed:
                W[:, ~is_open] = -np.inf
            np.take(W, COUNT[b], axis=0, out=cand)
        else:
            future = V[nxt, uppers].astype(dtype)
            if some_closed:
                future[~is_open] = -np.inf
            np.add(S[b].astype(dtype)[:, None], future[None, :], out=cand)
        np.maximum(out, cand, out=out)
    return out


def upper_box_values(
    W: np.ndarray,
    V: np.ndarray,
    nxt: np.ndarray,
    uppers: np.ndarray,
    face: int,
    rules: Rules,
    below: np.ndarray,
) -> None:
    """Into ``W[c]``: the value of scoring ``c`` dice showing ``face`` in their upper box,
    for each column: the points, the upper bonus when they reach it, and the value after."""
    cap = rules.upper_bonus_threshold
    for c in range(DICE + 1):
        gain = c * face
        raised = np.minimum(uppers + gain, cap)
        W[c] = V[nxt, raised]
        W[c] += gain
        if rules.upper_bonus and gain:
            W[c] += rules.upper_bonus * (below & (raised >= cap))


@dataclass
class Turn:
    """The within-turn values for one state between turns (see ``solver.Solution.turn``)."""

    final: np.ndarray  # (252,): best box value after the last roll, per roll
    keep3: np.ndarray  # (462,): value of a keep before the third roll
    after2: np.ndarray  # (252,): value of a roll seen after the second roll
    keep2: np.ndarray  # (462,): value of a keep before the second roll
    after1: np.ndarray  # (252,): value of a roll seen after the first roll
    start: float  # expected value at the start of the turn
    boxes: np.ndarray | None = None  # (13, 252): value of scoring each roll in each box


def turn_values(V, masks, uppers, rules, S, ws: Workspace | None = None) -> np.ndarray:
    """Expected points to come at the start of a turn, for each state column."""
    ws = ws.view(len(masks)) if ws is not None else Workspace(len(masks), V.dtype)
    final = final_values(V, masks, uppers, rules, S, ws)
    keep_values(final, ws.keeps, ws.tmp)
    after2 = best_in_roll(ws.keeps, ws.tmp)
    ws.rolls[...] = after2
    keep_values(ws.rolls, ws.keeps, ws.tmp)
    after1 = best_in_roll(ws.keeps, ws.tmp)
    return ROLL_P.astype(ws.dtype) @ after1


#: The bit of each box in a mask of filled boxes, and the number of upper boxes.
BITS = 1 << np.arange(NBOX)
NUP = len(UPPER_BOXES)


def box_values(V, filled: int, upper: int, rules: Rules, S) -> np.ndarray:
    """``(13, 252)``: points + bonus + future value of scoring each roll in each box (-inf if filled)."""
    cap = rules.upper_bonus_threshold
    values = np.full((NBOX, len(ROLLS)), -np.inf)
    open_up = [b for b in range(NUP) if not filled >> b & 1]
    if open_up:
        s_up = S[open_up]
        raised = np.minimum(upper + s_up, cap)
        gain = s_up + rules.upper_bonus * (raised >= cap) if upper < cap else s_up
        values[open_up] = gain + V[(filled | BITS[open_up])[:, None], raised]
    open_low = [b for b in range(NUP, NBOX) if not filled >> b & 1]
    if open_low:
        values[open_low] = S[open_low] + V[filled | BITS[open_low], upper][:, None]
    return values


#: KEEP_MATRIX[k, r]: probability that keeping ``k`` and rolling the rest gives ``r``.
KEEP_MATRIX = keep_values(np.eye(len(ROLLS)))


def _keep_values_1d(rolls: np.ndarray) -> np.ndarray:
    return KEEP_MATRIX @ rolls


def _best_in_roll_1d(keeps: np.ndarray) -> np.ndarray:
    return keeps[SUBKEEPS].max(axis=1)


def turn_detail(V, filled: int, upper: int, rules: Rules, S) -> Turn:
    """Every within-turn value for one state (1-D arrays, float64)."""
    boxes = box_values(V, filled, upper, rules, S)
    final = boxes.max(axis=0)
    keep3 = _keep_values_1d(final)
    after2 = _best_in_roll_1d(keep3)
    keep2 = _keep_values_1d(after2)
    after1 = _best_in_roll_1d(keep2)
    return Turn(final, keep3, after2, keep2, after1, float(ROLL_P @ after1), boxes)
