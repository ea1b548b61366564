"""This turn's expected points with no future, in pure Python (the greedy bot's table).

The same numbers as ``turn_graph.turn_detail`` with a zero future (``V = 0``), without numpy, so
that playing against the greedy bot needs no compiled package (JupyterLite's Pyodide offline).
A keep's value is the mean over the six faces of the value of the keep plus that face (the six
values summed left to right, then times 1/6, as ``turn_graph.keep_values`` does); a roll's value
after the second roll is its best keep's. Keeps and rolls are sorted tuples of faces.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from .rules import BOXES, DICE, FACES, UPPER_BOXES, Rules, score

__all__ = ["OneTurn", "one_turn"]


class OneTurn:
    """``keep3[k]`` / ``keep2[k]``: the value of keep ``k`` before the third / second roll."""

    def __init__(self, final: dict[tuple[int, ...], float]) -> None:
        self.keep3 = _keep_values(final)
        after2 = {r: max(self.keep3[k] for k in _subkeeps(r)) for r in final}
        self.keep2 = _keep_values(after2)


def _box_value(roll: tuple[int, ...], box: str, upper: int, rules: Rules) -> float:
    """Points of ``roll`` in ``box``, with the upper bonus when this box reaches it."""
    points = score(list(roll), box, rules)
    cap = rules.upper_bonus_threshold
    if box in UPPER_BOXES and upper < cap and min(upper + points, cap) >= cap:
        points += rules.upper_bonus
    return float(points)


@lru_cache(maxsize=512)
def one_turn(rules: Rules, filled: int, upper: int) -> OneTurn:
    """The within-turn values for the open boxes (``filled``: bit ``i`` set when ``BOXES[i]``
    is filled) and the capped upper subtotal ``upper``, when only this turn's points count."""
    open_boxes = [box for i, box in enumerate(BOXES) if not filled >> i & 1]
    final = {r: max(_box_value(r, b, upper, rules) for b in open_boxes) for r in _rolls()}
    return OneTurn(final)


@lru_cache(maxsize=1)
def _rolls() -> list[tuple[int, ...]]:
    """The 252 sorted rolls of five dice."""
    return sorted({tuple(sorted(k)) for k in _multisets(DICE)})


def _multisets(size: int) -> list[tuple[int, ...]]:
    if size == 0:
        return [()]
    return [
        (f, *rest)
        for rest in _multisets(size - 1)
        for f in range(1, FACES + 1)
        if not rest or f <= rest[0]
    ]


@lru_cache(maxsize=252)
def _subkeeps(roll: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    return frozenset(c for n in range(DICE + 1) for c in combinations(roll, n))


def _keep_values(rolls: dict[tuple[int, ...], float]) -> dict[tuple[int, ...], float]:
    """Every keep's value from the rolls' values, by one-die averages (fewer dice last)."""
    values = dict(rolls)
    for size in range(DICE - 1, -1, -1):
        for keep in _multisets(size):
            acc = values[tuple(sorted((*keep, 1)))]
            for f in range(2, FACES + 1):
                acc += values[tuple(sorted((*keep, f)))]
            values[keep] = acc * (1.0 / FACES)
    return values
