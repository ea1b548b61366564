"""The optimal solitaire strategy for Yum (and Yahtzee) by backward induction.

A *state between turns* is ``(filled, upper)``: the set of filled boxes (a 13-bit
mask, bit ``i`` for ``BOXES[i]``) and the upper-section subtotal capped at the
bonus threshold (0..63). ``V[filled, upper]`` is the largest expected number of
points still to come (upper bonus included) with optimal play: the table this
module computes, 2^13 x 64 numbers (357,632 of them reachable).

Within a turn the dice follow the roll/keep graph: the 252 sorted rolls of five
dice and the 462 *keeps* (sorted multisets of 0..5 dice). Rolling the missing dice
of a keep one at a time gives the recursion ``value(keep) = mean over the six
faces f of value(keep + f)``, so the value of every keep is six row additions
away from the values of the keeps with one more die; the best keep inside a roll
is a running maximum over "one die fewer". Everything runs on whole arrays: one
column per state, a level (number of filled boxes) at a time, in chunks.

This is Tom Verhoeff's and James Glenn's classic computation; with standard
Yahtzee values (``rules.YAHTZEE``) it gives Glenn's 245.87 (2006).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import Any

import numpy as np

from ..engine.dice import sorted_rolls
from .rules import BOXES, DICE, FACES, UPPER_BOXES, YUM, Rules, score

# ----- The within-turn graph: rolls and keeps ------------------------------------------------


#: The 462 keeps: every sorted multiset of 0..5 dice, by size, and within a size by the number
#: of different faces (most first, so that "the keeps with a k-th different face" is a prefix).
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    k
    for size in range(DICE + 1)
    for k in sorted(
        combinations_with_replacement(range(1, FACES + 1), size), key=lambda k: -len(set(k))
    )
)
KEEP_INDEX = {k: i for i, k in enumerate(KEEPS)}
#: ``KEEPS[OFFSETS[j]:OFFSETS[j + 1]]`` are the keeps of ``j`` dice.
OFFSETS = np.cumsum([0] + [sum(1 for k in KEEPS if len(k) == j) for j in range(DICE + 1)])
FULL = int(OFFSETS[DICE])  # first index of the five-dice keeps (= rolls)

#: The 252 sorted rolls of five dice (the five-dice keeps, in the order of ``KEEPS``).
ROLLS: tuple[tuple[int, ...], ...] = KEEPS[FULL:]
ROLL_INDEX = {faces: i for i, faces in enumerate(ROLLS)}
#: Their exact probabilities (``engine.dice.sorted_rolls``), as floats.
ROLL_P = np.array([float(dict(sorted_rolls(DICE))[r]) for r in ROLLS])

#: CHILD[k, f-1]: the keep ``k`` plus one die showing ``f`` (for keeps of fewer than 5 dice).
CHILD = np.array(
    [[KEEP_INDEX[tuple(sorted(k + (f,)))] for f in range(1, FACES + 1)] for k in KEEPS[:FULL]]
)


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
COUNT = np.array([[r.count(f) for r in ROLLS] for f in range(1, FACES + 1)])

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
        for f in range(1, FACES):
            if t is None:
                acc += out[ch[:, f]]
            else:
                np.take(out, ch[:, f], axis=0, out=t)
                acc += t
        acc *= 1.0 / FACES
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


def reachable_upper(filled_upper: int, cap: int) -> list[int]:
    """Capped upper subtotals reachable when the upper boxes in the 6-bit mask are filled."""
    totals = {0}
    for i in range(len(UPPER_BOXES)):
        if filled_upper >> i & 1:
            f = i + 1
            totals = {min(cap, t + c * f) for t in totals for c in range(DICE + 1)}
    return sorted(totals)


@lru_cache(maxsize=8)
def _columns(cap: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """For each level n (boxes filled), the reachable states (masks, upper) as two arrays."""
    reach = [np.array(reachable_upper(fu, cap)) for fu in range(1 << len(UPPER_BOXES))]
    levels: list[list[tuple[np.ndarray, np.ndarray]]] = [[] for _ in range(NBOX + 1)]
    for mask in range(1 << NBOX):
        us = reach[mask & UPPER_MASK]
        levels[bin(mask).count("1")].append((np.full(len(us), mask), us))
    return [
        (np.concatenate([m for m, _ in lv]), np.concatenate([u for _, u in lv])) for lv in levels
    ]


@lru_cache(maxsize=8)
def _solve_columns(
    cap: int,
) -> list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
    """Per level: the states to compute, and the "hopeless" ones to copy.

    When the open upper boxes cannot bring the subtotal to the threshold any more
    (``cap - upper > 5 x the sum of their faces``), the upper subtotal no longer matters:
    one such state per mask is computed and the others copy it. About a third fewer
    columns.
    """
    out = []
    for masks, uppers in _columns(cap):
        open_sum = np.zeros(len(masks), dtype=np.int64)
        for i in range(len(UPPER_BOXES)):
            open_sum += np.where(masks >> i & 1, 0, i + 1)
        hopeless = cap - uppers > DICE * open_sum
        # the first hopeless state of each mask represents the others
        hm, hu = masks[hopeless], uppers[hopeless]
        first = np.ones(len(hm), dtype=bool)
        first[1:] = hm[1:] != hm[:-1]
        rep_of_mask = dict(zip(hm[first].tolist(), hu[first].tolist(), strict=True))
        compute = ~hopeless
        compute[np.flatnonzero(hopeless)[first]] = True
        copy = hopeless & ~compute
        src = np.array([rep_of_mask[m] for m in masks[copy].tolist()], dtype=np.int64)
        out.append((masks[compute], uppers[compute], masks[copy], uppers[copy], src))
    return out


def reachable_states(rules: Rules | None = None) -> tuple[np.ndarray, np.ndarray]:
    """All reachable ``(filled, upper)`` pairs, sorted by mask then subtotal."""
    rules = rules or YUM
    cols = _columns(rules.upper_bonus_threshold)
    m = np.concatenate([c[0] for c in cols])
    u = np.concatenate([c[1] for c in cols])
    order = np.lexsort((u, m))
    return m[order], u[order]


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
    """The within-turn values for one state between turns (see ``Solution.turn``)."""

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


_BITS = 1 << np.arange(NBOX)
_NUP = len(UPPER_BOXES)


def box_values(V, filled: int, upper: int, rules: Rules, S) -> np.ndarray:
    """``(13, 252)``: points + bonus + future value of scoring each roll in each box (-inf if filled)."""
    cap = rules.upper_bonus_threshold
    values = np.full((NBOX, len(ROLLS)), -np.inf)
    open_up = [b for b in range(_NUP) if not filled >> b & 1]
    if open_up:
        s_up = S[open_up]
        raised = np.minimum(upper + s_up, cap)
        gain = s_up + rules.upper_bonus * (raised >= cap) if upper < cap else s_up
        values[open_up] = gain + V[(filled | _BITS[open_up])[:, None], raised]
    open_low = [b for b in range(_NUP, NBOX) if not filled >> b & 1]
    if open_low:
        values[open_low] = S[open_low] + V[filled | _BITS[open_low], upper][:, None]
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


# ----- The fast turn: the same numbers, fewer passes over memory ------------------------------
#
# ``turn_values`` above is the reference (``solve(method="reference")``). The fast path does
# every floating-point operation of it in the same order on the same values (sums of the
# six children left to right, then times 1/6; a box's value V + points + bonus), so its
# results are bit-identical; only the maxima, which are exact, are grouped differently:
#
# * the best box of a roll is a tree of partial maxima over small tables of distinct cases:
#   the boxes 1s-3s (they depend only on how many 1s, 2s, 3s the roll has: 56 cases), 4s-6s
#   (56), the lower boxes scoring one fixed amount or 0 (straights, full house, Yum: 5
#   cases), these two together (76), the other lower boxes (three and four of a kind,
#   chance: 66 cases, from 80 distinct "points + future" rows), then the 252 rolls as the
#   maximum of three of them, instead of 13 rows of 252;
# * ``np.take(..., out=...)`` is called with ``mode="clip"`` (indices are valid): numpy
#   buffers ``out`` in the default mode, which made the gathers three times slower.


def _max_node(keys: list[tuple[tuple[str, int], ...]]) -> tuple[list, np.ndarray]:
    """The distinct keys (tuples of (table, row)) as gathers per position, and each roll's key."""
    distinct = sorted(set(keys))
    pos = {k: i for i, k in enumerate(distinct)}
    gathers = [
        (distinct[0][j][0], np.array([k[j][1] for k in distinct])) for j in range(len(distinct[0]))
    ]
    return gathers, np.array([pos[k] for k in keys])


@lru_cache(maxsize=16)
def _final_plan(rules: Rules) -> dict[str, Any]:
    """Index tables of the grouped best-box maximum for one rule set.

    ``nodes`` lists, in order, each partial maximum: its name and its gathers (the table
    and the rows of each operand); the last one, ``"out"``, has a row per roll. ``W`` has a
    row per upper box and count (``f * 6 + c``), ``pairs`` one per distinct (lower box, points).
    """
    S = box_scores(rules)
    rolls = range(len(ROLLS))
    lower = list(range(_NUP, NBOX))
    pairs = sorted({(b, int(S[b, r])) for b in lower for r in rolls})
    pair_pos = {p: i for i, p in enumerate(pairs)}
    nodes, of_roll = [], {}
    for name, keys in plan_groups(S, lower, pair_pos).items():
        if keys[0]:
            gathers, of_roll[name] = _max_node([tuple(k) for k in keys])
            nodes.append((name, gathers))
    top = ["h0", "h1", "many"]
    if "few" in of_roll:
        gathers, of_roll["h1few"] = _max_node(
            [(("h1", int(i)), ("few", int(j))) for i, j in zip(of_roll["h1"], of_roll["few"])]
        )
        nodes.append(("h1few", gathers))
        top[1] = "h1few"
    top = [name for name in top if name in of_roll]
    nodes.append(("out", [(name, of_roll[name]) for name in top]))
    return {
        "nodes": nodes,
        "pair_rows": np.array([b - _NUP for b, _ in pairs]),
        "pair_points": np.array([v for _, v in pairs]),
    }


def plan_groups(
    S: np.ndarray, lower: list[int], pair_pos: dict[tuple[int, int], int]
) -> dict[str, list[list[tuple[str, int]]]]:
    """Each roll's operands of the grouped best-box maximum: the upper boxes in two halves
    (rows of ``W``), the lower boxes that score a fixed amount or nothing (``few``) and the
    others (``many``, rows of ``pairs``)."""
    rolls = range(len(ROLLS))
    few = [b for b in lower if len(set(S[b].tolist())) <= 2]  # a fixed amount or nothing
    return {
        "h0": [[("W", f * (DICE + 1) + int(COUNT[f, r])) for f in (0, 1, 2)] for r in rolls],
        "h1": [[("W", f * (DICE + 1) + int(COUNT[f, r])) for f in (3, 4, 5)] for r in rolls],
        "few": [[("pairs", pair_pos[(b, int(S[b, r]))]) for b in few] for r in rolls],
        "many": [
            [("pairs", pair_pos[(b, int(S[b, r]))]) for b in lower if b not in few] for r in rolls
        ],
    }


class _FastWorkspace(Workspace):
    """The reference's buffers plus those of the grouped best-box maximum, and its constants."""

    _BUFFERS = ("keeps", "cand", "tmp", "W", "pairs", "future", "bonus_add")
    _INDEX_BUFFERS = ("base", "closed", "idx_up", "idx_low")

    def __init__(self, C: int, dtype: Any, plan: dict[str, Any], rules: Rules) -> None:
        super().__init__(C, dtype)
        del self.rolls  # the fast path writes the rolls' values into keeps[FULL:] instead
        self.W = np.empty((_NUP * (DICE + 1), C), dtype=dtype)
        self.pairs = np.empty((len(plan["pair_rows"]), C), dtype=dtype)
        self.nodes = {
            name: np.empty((len(gathers[0][1]), C), dtype=dtype)
            for name, gathers in plan["nodes"][:-1]
        }
        self.future = np.empty((NBOX - _NUP, C), dtype=dtype)
        self.bonus_add = np.empty((_NUP * (DICE + 1), C), dtype=dtype)
        self.base = np.empty((NBOX, C), dtype=np.intp)
        self.closed = np.empty((NBOX, C), dtype=bool)
        self.idx_up = np.empty((_NUP * (DICE + 1), C), dtype=np.intp)
        self.idx_low = np.empty((NBOX - _NUP, C), dtype=np.intp)
        # constants: the dot product's weights, the points as this dtype, and per row of W
        # (face f, count c) and upper subtotal u: the subtotal after scoring, and the bonus
        self.roll_p = ROLL_P.astype(dtype)
        self.gain = _GAIN.astype(dtype)[:, None]
        self.pair_points = plan["pair_points"].astype(dtype)[:, None]
        cap = rules.upper_bonus_threshold
        u = np.arange(cap + 1)[None, :]
        self.raised = np.minimum(u + _GAIN[:, None], cap)
        won = (u < cap) & (self.raised >= cap) & (_GAIN > 0)[:, None]
        self.bonus = (rules.upper_bonus * won).astype(dtype) if rules.upper_bonus else None
        self.sentinel = (1 << NBOX) * (cap + 1)  # the -inf row of the solve's V

    def view(self, C: int) -> _FastWorkspace:
        if C == self.C:
            return self
        w = copy.copy(self)
        w.C = C
        for name in self._BUFFERS + self._INDEX_BUFFERS:
            setattr(w, name, getattr(self, name)[:, :C])
        w.nodes = {name: a[:, :C] for name, a in self.nodes.items()}
        return w


_GAIN = (np.arange(DICE + 1)[None, :] * np.arange(1, _NUP + 1)[:, None]).reshape(-1)  # f * 6 + c


def _final_values_fast(Vx, masks, uppers, plan, ws: _FastWorkspace, out: np.ndarray) -> np.ndarray:
    """``final_values`` (bit-identical), by the grouped maximum described above.

    ``Vx`` is ``V`` with one more row, of -inf: the flat index of a filled box's "next
    state" points there, so that its value is -inf without a separate pass.
    """
    flat = Vx.reshape(-1)
    width = Vx.shape[1]
    # the row of V after scoring each box, times the width (the -inf row if it is filled)
    base = np.bitwise_or(masks, _BITS[:, None], out=ws.base)
    closed = np.equal(base, masks, out=ws.closed)
    base *= width
    np.copyto(base, ws.sentinel, where=closed)
    # W[f * 6 + c]: c dice showing f scored in box f: V + points (+ bonus), as the reference
    idx = ws.raised.take(uppers, 1, ws.idx_up, "clip")
    idx3 = idx.reshape(_NUP, DICE + 1, -1)
    np.add(idx3, base[:_NUP, None, :], out=idx3)
    W = flat.take(idx, 0, ws.W, "clip")
    W += ws.gain
    if ws.bonus is not None:
        W += ws.bonus.take(uppers, 1, ws.bonus_add, "clip")
    # the lower boxes: points + future per distinct (box, points)
    future = flat.take(np.add(base[_NUP:], uppers, out=ws.idx_low), 0, ws.future, "clip")
    pairs = future.take(plan["pair_rows"], 0, ws.pairs, "clip")
    pairs += ws.pair_points
    # the tree of partial maxima (see _final_plan)
    tables = {"W": W, "pairs": pairs, **ws.nodes, "out": out}
    maximum, t = np.maximum, ws.cand
    for name, ((src, rows), *rest) in plan["nodes"]:
        dst = tables[name]
        tables[src].take(rows, 0, dst, "clip")
        for src, rows in rest:
            maximum(dst, tables[src].take(rows, 0, t[: len(rows)], "clip"), out=dst)
    return out


#: Per keep size (4 down to 0): its rows and its children's rows face by face (contiguous),
#: and for the small sizes all of them in one array (face after face: one gather).
_KEEP_STEPS = tuple(
    (
        int(OFFSETS[size]),
        int(OFFSETS[size + 1]),
        CHILD[OFFSETS[size] : OFFSETS[size + 1]].T.ravel() if size <= 2 else None,
        [np.ascontiguousarray(CHILD[OFFSETS[size] : OFFSETS[size + 1], f]) for f in range(FACES)],
    )
    for size in range(DICE - 1, -1, -1)
)
#: Per keep size (1 to 5) and distinct parent: the first row, the row count and the parents.
_BEST_STEPS = tuple(
    (int(OFFSETS[size]), n, np.ascontiguousarray(PARENT[OFFSETS[size] : OFFSETS[size] + n, p]))
    for size in range(1, DICE + 1)
    for p, n in enumerate(PARENT_ROWS[size])
    if n
)


def _keep_values_fast(keeps: np.ndarray, tmp: np.ndarray) -> np.ndarray:
    """``keep_values`` (bit-identical) in place: ``keeps[FULL:]`` holds the rolls' values."""
    take, add, sixth = keeps.take, np.add, 1.0 / FACES
    for a, b, together, (c0, *children) in _KEEP_STEPS:
        acc, n = keeps[a:b], b - a
        if together is not None:  # few rows: one gather, then the same sums left to right
            g = take(together, 0, tmp[: FACES * n], "clip")
            add(g[:n], g[n : 2 * n], out=acc)
            for f in range(2, FACES):
                acc += g[f * n : (f + 1) * n]
        else:
            take(c0, 0, acc, "clip")
            t = tmp[:n]
            for ch in children:
                acc += take(ch, 0, t, "clip")
        acc *= sixth
    return keeps


def _best_in_roll_fast(keeps: np.ndarray, tmp: np.ndarray) -> np.ndarray:
    """``best_in_roll`` (exact: maxima) with unbuffered gathers."""
    take, maximum = keeps.take, np.maximum
    for a, n, idx in _BEST_STEPS:
        block = keeps[a : a + n]
        maximum(block, take(idx, 0, tmp[:n], "clip"), out=block)
    return keeps[FULL:]


def _turn_values_fast(Vx, masks, uppers, plan, ws: _FastWorkspace) -> np.ndarray:
    ws = ws.view(len(masks))
    keeps, tmp = ws.keeps, ws.tmp
    _final_values_fast(Vx, masks, uppers, plan, ws, keeps[FULL:])
    _keep_values_fast(keeps, tmp)
    _best_in_roll_fast(keeps, tmp)  # the rolls' rows: the values after the second roll
    _keep_values_fast(keeps, tmp)
    after1 = _best_in_roll_fast(keeps, tmp)
    return ws.roll_p @ after1


# ----- The solve -----------------------------------------------------------------------------


@dataclass(eq=False)
class Solution:
    """The optimal-play table for one rule set: ``V[filled, upper]`` (expected points to come)."""

    rules: Rules
    V: np.ndarray
    seconds: float = 0.0
    _S: np.ndarray | None = field(default=None, repr=False)

    @property
    def expected_score(self) -> float:
        """Expected final score of a whole game played optimally (solitaire)."""
        return float(self.V[0, 0])

    @property
    def S(self) -> np.ndarray:
        if self._S is None:
            self._S = box_scores(self.rules)
        return self._S

    def turn(self, filled: int, upper: int) -> Turn:
        """Every within-turn value for the state ``(filled, upper)`` (float64)."""
        return turn_detail(self.V, filled, upper, self.rules, self.S)


METHODS = ("fast", "reference")


def solve(
    rules: Rules | None = None,
    dtype: Any = np.float32,
    chunk: int | None = None,
    method: str = "fast",
) -> Solution:
    """Solve ``rules`` from scratch (uncached): backward induction over the reachable states.

    ``float32`` (the default) is twice as fast as ``float64`` and within 0.001 of it.
    ``method="reference"`` runs the original turn computation (``turn_values``); the
    default ``"fast"`` one gives bit-identical tables (see "The fast turn" above).
    """
    import time

    if method not in METHODS:
        raise ValueError(f"method is one of {', '.join(METHODS)}, not {method!r}")
    rules = rules or YUM
    t0 = time.perf_counter()
    cap = rules.upper_bonus_threshold
    S = box_scores(rules)
    cols = _solve_columns(cap)
    V, step, chunk = turn_step(method, rules, S, dtype, chunk)
    for level in range(NBOX - 1, -1, -1):
        masks, uppers, copy_m, copy_u, source_u = cols[level]
        for i in range(0, len(masks), chunk):
            m, u = masks[i : i + chunk], uppers[i : i + chunk]
            V[m, u] = step(m, u)
        V[copy_m, copy_u] = V[copy_m, source_u]
    return Solution(rules, V, time.perf_counter() - t0)


def turn_step(
    method: str, rules: Rules, S: np.ndarray, dtype: Any, chunk: int | None
) -> tuple[np.ndarray, Callable[[np.ndarray, np.ndarray], np.ndarray], int]:
    """The value table to fill (zeros), the step that computes a chunk of its states from
    the states after them (``"reference"``: ``turn_values``; ``"fast"``: the planned turn),
    and the chunk size."""
    cap = rules.upper_bonus_threshold
    if method == "reference":
        V = np.zeros((1 << NBOX, cap + 1), dtype=dtype)
        ws = Workspace(chunk or 512, dtype)
        return V, lambda m, u: turn_values(V, m, u, rules, S, ws), chunk or 512
    chunk = chunk or FAST_CHUNK
    plan = _final_plan(rules)
    fws = _FastWorkspace(chunk, np.dtype(dtype), plan, rules)
    # V and one more row, of -inf: the value after scoring a box filled already
    Vx = np.zeros(((1 << NBOX) + 1, cap + 1), dtype=dtype)
    Vx[-1] = -np.inf
    return Vx[:-1], lambda m, u: _turn_values_fast(Vx, m, u, plan, fws), chunk


#: Columns per step of the fast solve: 512 as the reference (the float32 dot products of
#: the last step round differently in other chunk sizes, by one unit in the last place).
FAST_CHUNK = 512


@lru_cache(maxsize=8)
def _solved(rules: Rules) -> Solution:
    return solve(rules)


def solution(rules: Rules | None = None) -> Solution:
    """The optimal-play table for ``rules``: Yum's ships with the package; others are solved once."""
    rules = rules or YUM
    if rules == YUM:
        shipped = _shipped()
        if shipped is not None:
            return shipped
    return _solved(rules)


def optimal_expected_score(rules: Rules | None = None) -> float:
    """The expected final score of optimal solitaire play (Yum by default; YAHTZEE gives 245.87)."""
    rules = rules or YUM
    if rules == YUM:
        value = shipped_expected()
        if value is not None:
            return value
    return _solved(rules).expected_score


# ----- The shipped table for Yum --------------------------------------------------------------
#
# The reachable states' values, sorted by (filled, upper), rounded to 1/1024 of a point
# (at most 0.0005 off: finer than any difference that matters for advice), stored as
# zig-zag deltas split into byte planes and compressed: about 340 KB instead of 2 MB.

DATA_FILE = "yum_optimal.npz"
SCALE = 1024


def _data_path():
    from pathlib import Path

    return Path(__file__).with_name("data") / DATA_FILE


def encode_values(values: np.ndarray) -> np.ndarray:
    q = np.round(np.asarray(values, dtype=np.float64) * SCALE).astype(np.int64)
    d = np.diff(q, prepend=0)
    zigzag = ((d << 1) ^ (d >> 63)).astype(np.uint32)
    return zigzag.view(np.uint8).reshape(-1, 4).T.copy()


def decode_values(planes: np.ndarray) -> np.ndarray:
    zigzag = np.ascontiguousarray(planes.T).view(np.uint32).ravel().astype(np.int64)
    d = (zigzag >> 1) ^ -(zigzag & 1)
    return np.cumsum(d) / SCALE


@lru_cache(maxsize=1)
def _shipped_file() -> dict[str, Any] | None:
    path = _data_path()
    if not path.exists():
        return None
    with np.load(path) as data:
        return {key: data[key] for key in data.files}


@lru_cache(maxsize=1)
def _shipped() -> Solution | None:
    data = _shipped_file()
    if data is None or Rules.from_dict(__import__("json").loads(str(data["rules"]))) != YUM:
        return None
    values = decode_values(data["planes"])
    m, u = reachable_states(YUM)
    if values.shape != m.shape:
        return None
    V = np.zeros((1 << NBOX, YUM.upper_bonus_threshold + 1), dtype=np.float64)
    V[m, u] = values
    V[0, 0] = float(data["expected"])
    return Solution(YUM, V)


def shipped_expected() -> float | None:
    data = _shipped_file()
    return None if data is None else float(data["expected"])


def write_shipped_table(path=None) -> Solution:
    """Solve Yum in float64 and write the compressed table (``data/yum_optimal.npz``)."""
    import json

    sol = solve(YUM, dtype=np.float64)
    m, u = reachable_states(YUM)
    np.savez_compressed(
        path or _data_path(),
        planes=encode_values(sol.V[m, u]),
        expected=np.float64(sol.expected_score),
        rules=np.str_(json.dumps(YUM.to_dict(), sort_keys=True)),
    )
    return sol


# ----- Many games at once: the optimal (or greedy) player, vectorised ---------------------------

#: KEEP_COUNTS[k, f-1]: how many dice showing f the keep k holds.
KEEP_COUNTS = np.array([[k.count(f) for f in range(1, FACES + 1)] for k in KEEPS])
_BASE = (DICE + 1) ** np.arange(FACES)
_ROLL_OF_CODE = np.full((DICE + 1) ** FACES, -1)
_ROLL_OF_CODE[KEEP_COUNTS[FULL:] @ _BASE] = np.arange(len(ROLLS))
KEEP_SIZE = np.array([len(k) for k in KEEPS])


def _roll_from(keeps: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Roll the missing dice of each keep (keep indices); return the roll indices."""
    counts = KEEP_COUNTS[keeps].copy()
    faces = rng.integers(0, FACES, size=(len(keeps), DICE))
    use = np.arange(DICE)[None, :] < (DICE - KEEP_SIZE[keeps])[:, None]
    for f in range(FACES):
        counts[:, f] += ((faces == f) & use).sum(axis=1)
    return _ROLL_OF_CODE[counts @ _BASE] + FULL


def simulate_games(
    games: int = 10_000,
    seed: int = 0,
    rules: Rules | None = None,
    policy: str = "optimal",
    chunk: int = 2048,
) -> np.ndarray:
    """Final scores of ``games`` solitaire games played by the optimal (or ``"greedy"``) player.

    Every game is a column of the same arrays as the solver's; seeded with numpy's
    generator (these dice are not the engine's: for the engine's games use
    ``simulate(GAME, [OptimalBot()], ...)``). ``"greedy"`` maximises each turn's
    own points, ignoring the future (upper bonus included when it is reached).
    """
    rules = rules or YUM
    if policy not in ("optimal", "greedy"):
        raise ValueError('policy is "optimal" or "greedy"')
    cap = rules.upper_bonus_threshold
    if policy == "optimal":
        V = solution(rules).V.astype(np.float32)  # half the memory traffic; ties aside, same play
    else:
        V = np.zeros((1 << NBOX, cap + 1), dtype=np.float32)
    S = box_scores(rules)
    rng = np.random.default_rng(seed)
    scores = [
        play_chunk(min(chunk, games - start), V, S, rules, rng) for start in range(0, games, chunk)
    ]
    return np.concatenate(scores) if scores else np.zeros(0)


def play_chunk(
    G: int, V: np.ndarray, S: np.ndarray, rules: Rules, rng: np.random.Generator
) -> np.ndarray:
    """The final points of ``G`` games played at once by the player whose values are ``V``:
    each turn, roll, keep twice by the values after the roll, then score the best box."""
    cols = np.arange(G)
    masks = np.zeros(G, dtype=np.int64)
    uppers = np.zeros(G, dtype=np.int64)
    points = np.zeros(G)
    ws = Workspace(G, np.float32)
    cap = rules.upper_bonus_threshold
    for _ in range(NBOX):
        final = final_values(V, masks, uppers, rules, S, ws).copy()
        keep3 = keep_values(final)
        after2 = best_in_roll(keep3.copy()).copy()
        keep2 = keep_values(after2)
        roll = _roll_from(np.zeros(G, dtype=np.int64), rng)
        for values in (keep2, keep3):
            options = SUBKEEPS[roll - FULL]  # (G, 32) keep indices
            choice = options[cols, np.argmax(values[options, cols[:, None]], axis=1)]
            roll = _roll_from(choice, rng)
        r = roll - FULL
        best_box, best_gain = best_boxes(V, S, masks, uppers, r, rules)
        is_up = best_box < len(UPPER_BOXES)
        uppers = np.where(is_up, np.minimum(uppers + S[best_box, r], cap), uppers)
        masks = masks | (1 << best_box)
        points += best_gain
    return points


def best_boxes(
    V: np.ndarray,
    S: np.ndarray,
    masks: np.ndarray,
    uppers: np.ndarray,
    r: np.ndarray,
    rules: Rules,
) -> tuple[np.ndarray, np.ndarray]:
    """For each game, the open box that scores the final roll ``r`` best (its points now,
    the upper bonus if it reaches it, and the value after): ``(box, points gained)``."""
    cap = rules.upper_bonus_threshold
    G = len(masks)
    best = np.full(G, -np.inf)
    best_box = np.zeros(G, dtype=np.int64)
    best_gain = np.zeros(G)
    for b in range(NBOX):
        is_open = (masks >> b & 1) == 0
        pts = S[b, r]
        gain = pts.astype(float)
        new_upper = uppers
        if b < len(UPPER_BOXES):
            new_upper = np.minimum(uppers + pts, cap)
            gain = gain + rules.upper_bonus * ((uppers < cap) & (uppers + pts >= cap))
        value = np.where(is_open, gain + V[masks | 1 << b, new_upper], -np.inf)
        better = value > best
        best = np.where(better, value, best)
        best_box = np.where(better, b, best_box)
        best_gain = np.where(better, gain, best_gain)
    return best_box, best_gain
