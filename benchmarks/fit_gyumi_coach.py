"""Refit the GYÜMI coach's chance that a missing number still comes (``gyumi.bots.FIT``).

    python benchmarks/fit_gyumi_coach.py [--games 300] [--seed 9100000]

Plays ``--games`` 2-player games between two "memory" bots (seeds from ``--seed``, none of
``bench_coach.py``'s). Every third turn, at the take step, it notes for each number missing
from an open series of the seat to act: the cards left to draw (in pairs), the copies nobody
has seen (not in any series, not on a pile top), the copies on a pile top, and whether the
other seat still needs the number; at the end, whether the seat got it. A logistic regression
(scipy's BFGS on the log-likelihood) with the features

    1, log(1 + draw), unseen, on a top, other needs it, unseen × log(1 + draw)

gives the weights, printed beside ``FIT``; then the observed and predicted shares per 10 cards
of draw pile. ``FIT`` keeps the weight of a copy on a pile top at 0 (see its comment in
``bots.py``: counting it made the coach leave wanted tops in place). It takes about a minute.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

import numpy as np
from scipy.optimize import minimize

from tabletop_widgets.gyumi import GAME
from tabletop_widgets.gyumi.bots import FIT, MemoryBot
from tabletop_widgets.gyumi.rules import COPIES, NUMBERS, SERIES_MAX, parse_card


def record(games: int, seed: int) -> np.ndarray:
    """Rows ``(draw, unseen, tops, other_needs, got)`` from memory-bot games."""
    rows: list[tuple[int, int, int, int, int]] = []
    for game_seed in range(seed, seed + games):
        bots, rng = [MemoryBot(), MemoryBot()], random.Random(game_seed)
        state, pending = GAME.new_state(2, game_seed), []
        while GAME.seats_to_act(state):
            (seat,) = GAME.seats_to_act(state)
            if state["step"] == "take" and state["turn"] % 3 == 0:
                series = [GAME.series_of(state, s) for s in range(2)]
                seen = Counter((f, n) for mine in series for f, nums in mine.items() for n in nums)
                tops = Counter(parse_card(c) for c in GAME.view(state, seat)["piles"])
                draw = len(state["draw"]) // 2
                for fruit, nums in series[seat].items():
                    if len(nums) >= SERIES_MAX or len(set(nums)) < len(nums):
                        continue
                    other = series[1 - seat].get(fruit, [])
                    for number in NUMBERS:
                        if number in nums:
                            continue
                        key = (fruit, number)
                        needs = len(other) < SERIES_MAX and number not in other
                        unseen = COPIES - seen[key] - tops[key]
                        pending.append((seat, key, draw, unseen, tops[key], int(needs)))
            action = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
            state = GAME.step(state, seat, action)
        for seat, (fruit, number), *facts in pending:
            rows.append((*facts, int(number in GAME.series_of(state, seat).get(fruit, []))))
    return np.array(rows, dtype=float)


def fit(rows: np.ndarray) -> np.ndarray:
    """The logistic regression's weights (see the module docstring for the features)."""
    draw, unseen, tops, needs, got = rows.T
    log_draw = np.log1p(draw)
    features = np.stack([np.ones_like(draw), log_draw, unseen, tops, needs, unseen * log_draw], 1)

    def loss(b: np.ndarray) -> float:
        z = features @ b
        return float(np.sum(np.logaddexp(0, z) - got * z))

    return minimize(loss, np.zeros(features.shape[1]), method="BFGS").x


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=9_100_000)
    args = parser.parse_args()
    rows = record(args.games, args.seed)
    weights = fit(rows)
    names = ["intercept", "log(1+draw)", "unseen", "on a top", "other needs", "unseen×log"]
    print(f"{len(rows):,} (position, missing number) pairs from {args.games} games")
    print(f"{'weight':<12} {'fitted':>9} {'FIT':>9}")
    for name, fitted, kept in zip(names, weights, FIT, strict=True):
        print(f"{name:<12} {fitted:>9.4f} {kept:>9.4f}")
    draw, unseen, tops, needs, got = rows.T
    z = np.stack([np.ones_like(draw), np.log1p(draw), unseen, tops, needs,
                  unseen * np.log1p(draw)], 1) @ weights  # fmt: skip
    predicted = 1 / (1 + np.exp(-z))
    print("cards to draw (pairs)  observed  predicted")
    for low in range(0, int(draw.max()) + 1, 10):
        band = (draw >= low) & (draw < low + 10)
        if band.any():
            print(
                f"{low:>3}-{low + 9:<3} {got[band].mean():>18.3f} {predicted[band].mean():>10.3f}"
            )


if __name__ == "__main__":
    main()
