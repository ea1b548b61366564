"""§4 What a seat may not see, and dealing it again: Undo's redraw of the unseen cards and the
redeals (``resample_hidden``, ``resample_unrecalled``) that bots and checks use.

Hidden from everyone: the cards back in the box and the draw pile. Hidden from a seat: the
buried cards of every discard pile, the buried cards of every series (each shows its fruit and
top card only; a seat that remembers what was played keeps them, GR14) and a card another
player has just drawn.
"""

from __future__ import annotations

import random

from ..engine import State, rng
from .state import FRUIT_OF, PLACE, codes, copy_state, shuffled


def hidden_codes(state: State, seat: int, keep_series: bool = False) -> list[str]:
    """The compact codes of every card ``seat`` may not know now (with repeats); with
    ``keep_series`` the series' buried cards count as known (seen when played)."""
    hidden = codes(state["removed"]) + codes(state["draw"])
    for pile in state["piles"]:
        hidden += codes(pile[:-2])
    if state["over"] is None:
        for mine in state["series"]:
            if keep_series:  # every series card was seen when played: recalled
                continue
            for i, nums in enumerate(mine):
                hidden += [f"{i + 1}{d}" for d in nums[:-1]]
        if state["step"] == PLACE and state["source"] == "draw" and seat != state["current"]:
            hidden.append(state["holding"])
    return hidden


def redrawn(state: State, seed: int) -> State:
    """Undo's redraw: the draw pile and the removed cards (both unseen by everyone) shuffled
    together and dealt again; everything face up or remembered stays."""
    other = copy_state(state)
    other["rng"] = rng.seed_state(seed)
    removed = len(state["removed"]) // 2
    pool = shuffled(codes(state["removed"]) + codes(state["draw"]), seed)
    other["removed"] = "".join(sorted(pool[:removed]))
    other["draw"] = "".join(pool[removed:])
    return other


def redealt(state: State, seat: int, seed: int, keep_series: bool) -> State:
    """``state`` with every card hidden from ``seat`` (:func:`hidden_codes`) dealt again at
    random: tops, counts, pile sizes and each buried series card's fruit stay."""
    other = copy_state(state)
    r = random.Random(seed)
    pool = hidden_codes(state, seat, keep_series)
    pool.sort(key=lambda _: r.random())  # a uniformly random order
    taken = set() if keep_series else _rebury_series(state, other, pool)
    rest = [code for i, code in enumerate(pool) if i not in taken] if taken else pool
    k = len(state["removed"]) // 2
    other["removed"] = "".join(sorted(rest[:k]))
    del rest[:k]
    k = len(state["draw"]) // 2
    other["draw"] = "".join(rest[:k])
    del rest[:k]
    for i, pile in enumerate(state["piles"]):
        k = len(pile) // 2 - 1
        other["piles"][i] = "".join(rest[:k]) + pile[-2:]
        del rest[:k]
    if rest:  # the card another player just drew
        (other["holding"],) = rest
    other["rng"] = rng.seed_state(seed)
    return other


def _rebury_series(state: State, other: State, pool: list[str]) -> set[int]:
    """Fill ``other``'s buried series cards from ``pool`` first (each keeps its fruit, which the
    series shows); returns the places in ``pool`` used."""
    taken: set[int] = set()
    if state["over"] is not None:
        return taken
    where: dict[str, list[int]] = {d: [] for d in FRUIT_OF}
    for i, code in enumerate(pool):
        where[code[0]].append(i)
    for mine in other["series"]:
        for i, nums in enumerate(mine):
            if len(nums) > 1:
                spots = where[str(i + 1)]
                picked = [spots.pop() for _ in range(len(nums) - 1)]
                taken.update(picked)
                mine[i] = "".join(pool[j][1] for j in picked) + nums[-1]
    return taken
