"""Many games of Yum at once: the optimal (or greedy) player, vectorised (``solver.simulate_games``).

Every game is a column of the same arrays as the solver's turn (``turn_graph``); the dice
are numpy's, not the engine's.
"""

from __future__ import annotations

import numpy as np

from .rules import DICE, UPPER_BOXES, Rules
from .turn_graph import (
    FULL,
    KEEPS,
    NBOX,
    ROLLS,
    SIDES,
    SUBKEEPS,
    Workspace,
    best_in_roll,
    final_values,
    keep_values,
)

#: KEEP_COUNTS[k, f-1]: how many dice showing f the keep k holds.
KEEP_COUNTS = np.array([[k.count(f) for f in range(1, SIDES + 1)] for k in KEEPS])
_BASE = (DICE + 1) ** np.arange(SIDES)
_ROLL_OF_CODE = np.full((DICE + 1) ** SIDES, -1)
_ROLL_OF_CODE[KEEP_COUNTS[FULL:] @ _BASE] = np.arange(len(ROLLS))
KEEP_SIZE = np.array([len(k) for k in KEEPS])


def roll_from(keeps: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Roll the missing dice of each keep (keep indices); return the roll indices."""
    counts = KEEP_COUNTS[keeps].copy()
    faces = rng.integers(0, SIDES, size=(len(keeps), DICE))
    use = np.arange(DICE)[None, :] < (DICE - KEEP_SIZE[keeps])[:, None]
    for f in range(SIDES):
        counts[:, f] += ((faces == f) & use).sum(axis=1)
    return _ROLL_OF_CODE[counts @ _BASE] + FULL


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
        roll = roll_from(np.zeros(G, dtype=np.int64), rng)
        for values in (keep2, keep3):
            options = SUBKEEPS[roll - FULL]  # (G, 32) keep indices
            choice = options[cols, np.argmax(values[options, cols[:, None]], axis=1)]
            roll = roll_from(choice, rng)
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
