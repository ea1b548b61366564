"""Gin Rummy bot report: win rates of the fair bot against the random and the greedy bot.

One game = one hand (the engine's default ``match_target=0``); seeded, so the figures are
reproducible. Half the hands the fair bot sits in seat 0 (which plays first), half in seat 1.

    .venv/bin/python benchmarks/bench_gin_rummy_bots.py [hands]
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from tabletop_widgets.engine import RandomBot, simulate
from tabletop_widgets.gin_rummy import GAME
from tabletop_widgets.gin_rummy.bots import FairBot, GreedyBot

HANDS = 1000
ONE_HAND = {"match_target": 0}  # the unit of the report: one hand, not a match to 100


def duel(bot, other, hands: int = HANDS, seed: int = 0) -> dict[str, float]:
    """Hands won, lost and drawn by ``bot`` against ``other`` (half of them in each seat)."""
    half = hands // 2
    tally: Counter = Counter()
    points: Counter = Counter()
    for seat, rows in (
        (0, simulate(GAME, [bot, other], games=half, seed=seed, options=ONE_HAND, progress=False)),
        (
            1,
            simulate(
                GAME,
                [other, bot],
                games=hands - half,
                seed=seed + half,
                options=ONE_HAND,
                progress=False,
            ),
        ),
    ):
        for row in rows:
            if row["draws"]:
                tally["draw"] += 1
            elif row[f"score_{seat}"] > 0:
                tally["win"] += 1
                points["for"] += row[f"score_{seat}"]
            else:
                tally["loss"] += 1
                points["against"] += row[f"score_{1 - seat}"]
            tally["gin"] += row["gins"] if row[f"score_{seat}"] > 0 else 0
    decided = tally["win"] + tally["loss"]
    return {
        "hands": hands,
        "win": tally["win"] / hands,
        "loss": tally["loss"] / hands,
        "draw": tally["draw"] / hands,
        "win_of_decided": tally["win"] / decided if decided else 0.0,
        "net_points_per_hand": (points["for"] - points["against"]) / hands,
    }


def rows(hands: int = HANDS) -> list[tuple[str, float, str]]:
    out = []
    for label, bot, other in (
        ("fair vs random", FairBot(), RandomBot()),
        ("fair vs greedy", FairBot(), GreedyBot()),
        ("greedy vs random", GreedyBot(), RandomBot()),
    ):
        r = duel(bot, other, hands)
        out += [
            (f"gin_rummy bots: {label}: hands won", 100 * r["win"], "%"),
            (f"gin_rummy bots: {label}: hands lost", 100 * r["loss"], "%"),
            (f"gin_rummy bots: {label}: hands drawn", 100 * r["draw"], "%"),
            (f"gin_rummy bots: {label}: won of decided hands", 100 * r["win_of_decided"], "%"),
            (f"gin_rummy bots: {label}: net points per hand", r["net_points_per_hand"], "points"),
        ]
    return out


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else HANDS
    start = time.perf_counter()
    for name, value, unit in rows(n):
        print(f"{name:60s} {value:8.1f} {unit}")
    print(f"({n} seeded hands per pairing, {time.perf_counter() - start:.0f} s)")
