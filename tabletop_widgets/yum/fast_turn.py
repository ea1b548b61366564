"""The fast turn of the Yum solver: ``turn_graph``'s numbers with fewer passes over memory.

``solve(method="fast")`` (the default) computes each level of states with
``fast_turn_values``; ``turn_graph.turn_values`` is the reference it must equal bit for bit.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

import numpy as np

from .rules import DICE, Rules
from .turn_graph import (
    BITS,
    CHILD,
    COUNT,
    DIE_WEIGHT,
    FULL,
    NBOX,
    NUP,
    OFFSETS,
    PARENT,
    PARENT_ROWS,
    ROLL_P,
    ROLLS,
    SIDES,
    Workspace,
    box_scores,
)

# ----- The fast turn: the same numbers, fewer passes over memory ------------------------------
#
# ``turn_graph.turn_values`` is the reference (``solve(method="reference")``). The fast path does
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
def final_plan(rules: Rules) -> dict[str, Any]:
    """Index tables of the grouped best-box maximum for one rule set.

    ``nodes`` lists, in order, each partial maximum: its name and its gathers (the table
    and the rows of each operand); the last one, ``"out"``, has a row per roll. ``W`` has a
    row per upper box and count (``f * 6 + c``), ``pairs`` one per distinct (lower box, points).
    """
    S = box_scores(rules)
    rolls = range(len(ROLLS))
    lower = list(range(NUP, NBOX))
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
        "pair_rows": np.array([b - NUP for b, _ in pairs]),
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


class FastWorkspace(Workspace):
    """The reference's buffers plus those of the grouped best-box maximum, and its constants."""

    _BUFFERS = ("keeps", "cand", "tmp", "W", "pairs", "future", "bonus_add")
    _INDEX_BUFFERS = ("base", "closed", "idx_up", "idx_low")

    def __init__(self, C: int, dtype: Any, plan: dict[str, Any], rules: Rules) -> None:
        super().__init__(C, dtype)
        del self.rolls  # the fast path writes the rolls' values into keeps[FULL:] instead
        self.W = np.empty((NUP * (DICE + 1), C), dtype=dtype)
        self.pairs = np.empty((len(plan["pair_rows"]), C), dtype=dtype)
        self.nodes = {
            name: np.empty((len(gathers[0][1]), C), dtype=dtype)
            for name, gathers in plan["nodes"][:-1]
        }
        self.future = np.empty((NBOX - NUP, C), dtype=dtype)
        self.bonus_add = np.empty((NUP * (DICE + 1), C), dtype=dtype)
        self.base = np.empty((NBOX, C), dtype=np.intp)
        self.closed = np.empty((NBOX, C), dtype=bool)
        self.idx_up = np.empty((NUP * (DICE + 1), C), dtype=np.intp)
        self.idx_low = np.empty((NBOX - NUP, C), dtype=np.intp)
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

    def view(self, C: int) -> FastWorkspace:
        if C == self.C:
            return self
        w = copy.copy(self)
        w.C = C
        for name in self._BUFFERS + self._INDEX_BUFFERS:
            setattr(w, name, getattr(self, name)[:, :C])
        w.nodes = {name: a[:, :C] for name, a in self.nodes.items()}
        return w


_GAIN = (np.arange(DICE + 1)[None, :] * np.arange(1, NUP + 1)[:, None]).reshape(-1)  # f * 6 + c


def _final_values_fast(Vx, masks, uppers, plan, ws: FastWorkspace, out: np.ndarray) -> np.ndarray:
    """``final_values`` (bit-identical), by the grouped maximum described above.

    ``Vx`` is ``V`` with one more row, of -inf: the flat index of a filled box's "next
    state" points there, so that its value is -inf without a separate pass.
    """
    flat = Vx.reshape(-1)
    width = Vx.shape[1]
    # the row of V after scoring each box, times the width (the -inf row if it is filled)
    base = np.bitwise_or(masks, BITS[:, None], out=ws.base)
    closed = np.equal(base, masks, out=ws.closed)
    base *= width
    np.copyto(base, ws.sentinel, where=closed)
    # W[f * 6 + c]: c dice showing f scored in box f: V + points (+ bonus), as the reference
    idx = ws.raised.take(uppers, 1, ws.idx_up, "clip")
    idx3 = idx.reshape(NUP, DICE + 1, -1)
    np.add(idx3, base[:NUP, None, :], out=idx3)
    W = flat.take(idx, 0, ws.W, "clip")
    W += ws.gain
    if ws.bonus is not None:
        W += ws.bonus.take(uppers, 1, ws.bonus_add, "clip")
    # the lower boxes: points + future per distinct (box, points)
    future = flat.take(np.add(base[NUP:], uppers, out=ws.idx_low), 0, ws.future, "clip")
    pairs = future.take(plan["pair_rows"], 0, ws.pairs, "clip")
    pairs += ws.pair_points
    # the tree of partial maxima (see final_plan)
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
        [np.ascontiguousarray(CHILD[OFFSETS[size] : OFFSETS[size + 1], f]) for f in range(SIDES)],
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
    take, add, sixth = keeps.take, np.add, DIE_WEIGHT
    for a, b, together, (c0, *children) in _KEEP_STEPS:
        acc, n = keeps[a:b], b - a
        if together is not None:  # few rows: one gather, then the same sums left to right
            g = take(together, 0, tmp[: SIDES * n], "clip")
            add(g[:n], g[n : 2 * n], out=acc)
            for f in range(2, SIDES):
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


def fast_turn_values(Vx, masks, uppers, plan, ws: FastWorkspace) -> np.ndarray:
    ws = ws.view(len(masks))
    keeps, tmp = ws.keeps, ws.tmp
    _final_values_fast(Vx, masks, uppers, plan, ws, keeps[FULL:])
    _keep_values_fast(keeps, tmp)
    _best_in_roll_fast(keeps, tmp)  # the rolls' rows: the values after the second roll
    _keep_values_fast(keeps, tmp)
    after1 = _best_in_roll_fast(keeps, tmp)
    return ws.roll_p @ after1
