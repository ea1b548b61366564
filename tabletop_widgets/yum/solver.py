"""The optimal solitaire strategy for Yum (and Yahtzee) by backward induction.

A *state between turns* is ``(filled, upper)``: the set of filled boxes (a 13-bit
mask, bit ``i`` for ``BOXES[i]``) and the upper-section subtotal capped at the
bonus threshold (0..63). ``V[filled, upper]`` is the largest expected number of
points still to come (upper bonus included) with optimal play: the table this
module computes, 2^13 x 64 numbers (357,632 of them reachable).

A turn is computed by ``turn_graph`` (the roll/keep graph, with the dice's probabilities
from Yum's declaration of its chance events) or, bit-identically and faster, by
``fast_turn``; many games at once are played by ``batch_play``. Everything runs on whole
arrays: one column per state, a level (number of filled boxes) at a time, in chunks.

This is Tom Verhoeff's and James Glenn's classic computation; with standard
Yahtzee values (``rules.YAHTZEE``) it gives Glenn's 245.87 (2006).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

import numpy as np

from .batch_play import play_chunk
from .fast_turn import FastWorkspace, fast_turn_values, final_plan
from .rules import DICE, UPPER_BOXES, YUM, Rules
from .turn_graph import (
    NBOX,
    UPPER_MASK,
    Turn,
    Workspace,
    box_scores,
    turn_detail,
    turn_values,
)

# ----- The states between turns ----------------------------------------------------------------


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
    default ``"fast"`` one gives bit-identical tables (see ``fast_turn``).
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
    plan = final_plan(rules)
    fws = FastWorkspace(chunk, np.dtype(dtype), plan, rules)
    # V and one more row, of -inf: the value after scoring a box filled already
    Vx = np.zeros(((1 << NBOX) + 1, cap + 1), dtype=dtype)
    Vx[-1] = -np.inf
    return Vx[:-1], lambda m, u: fast_turn_values(Vx, m, u, plan, fws), chunk


#: Columns per step of the fast solve: 512 as the reference (the float32 dot products of
#: the last step round differently in other chunk sizes, by one unit in the last place).
FAST_CHUNK = 512


T = TypeVar("T")


@lru_cache(maxsize=8)
def _solved(rules: Rules) -> Solution:
    return solve(rules)


def _shipped_or_solved(
    rules: Rules | None, shipped: Callable[[], T | None], of_solution: Callable[[Solution], T]
) -> T:
    """For Yum's rules (the default) what the shipped table gives, when the package has it;
    else ``of_solution`` of the rules solved (once a process)."""
    rules = rules or YUM
    if rules == YUM:
        found = shipped()
        if found is not None:
            return found
    return of_solution(_solved(rules))


def solution(rules: Rules | None = None) -> Solution:
    """The optimal-play table for ``rules``: Yum's ships with the package; others are solved once."""
    return _shipped_or_solved(rules, _shipped, lambda solved: solved)


def optimal_expected_score(rules: Rules | None = None) -> float:
    """The expected final score of optimal solitaire play (Yum by default; YAHTZEE gives 245.87)."""
    return _shipped_or_solved(rules, shipped_expected, lambda solved: solved.expected_score)


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
