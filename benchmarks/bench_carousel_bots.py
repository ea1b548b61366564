"""Carousel bots: the solver bot against a bot that only lays melds from its own hand.

    python benchmarks/bench_carousel_bots.py [games] [workers]

Plays ``games`` seeded 2-player games (default 500): half with the solver bot in
seat 0, half in seat 1 (the first dealer is random anyway). Prints the solver's
win rate with a 95% confidence interval, the average final scores and rounds.
Slow (the solver runs at every decision): run it by hand, not in CI; ``rows()``
(for benchmarks/run.py) plays a smaller sample.
"""

from __future__ import annotations

import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tabletop_widgets.carousel import GAME
from tabletop_widgets.carousel.bots import GreedyBot, HandMeldBot, SolverBot
from tabletop_widgets.engine import simulate


def match_up(bot, baseline, games: int, seed: int = 0, workers: int = 1) -> dict[str, float]:
    """Play ``games`` games, the bot in seat 0 for the first half and seat 1 for the second."""
    half = games // 2
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    try:
        first = simulate(
            GAME, [bot, baseline], games=half, seed=seed, executor=pool, progress=False
        )
        second = simulate(
            GAME,
            [baseline, bot],
            games=games - half,
            seed=seed + 100_000,
            executor=pool,
            progress=False,
        )
    finally:
        if pool is not None:
            pool.shutdown()
    wins = sum(r["win_0"] for r in first) + sum(r["win_1"] for r in second)
    n = len(first) + len(second)
    rate = wins / n
    low, high = wilson(wins, n)
    return {
        "games": n,
        "win_rate": rate,
        "low": low,
        "high": high,
        "bot_score": (sum(r["score_0"] for r in first) + sum(r["score_1"] for r in second)) / n,
        "baseline_score": (sum(r["score_1"] for r in first) + sum(r["score_0"] for r in second))
        / n,
        "rounds": sum(r["rounds"] for r in first + second) / n,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion: sound at 0 % and 100 % (500/500 gives
    99.2-100 %, where the normal interval would claim "± 0.0")."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rows() -> list[tuple[str, float, str]]:
    out = []
    for bot in (SolverBot(), GreedyBot()):
        r = match_up(bot, HandMeldBot(), games=40)
        out.append(
            (
                f"carousel: {bot.name} bot win rate vs hand-meld bot (40 games)",
                100 * r["win_rate"],
                "%",
            )
        )
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    for bot, baseline in (
        (SolverBot(), HandMeldBot()),
        (GreedyBot(), HandMeldBot()),
        (SolverBot(), GreedyBot()),
    ):
        started = time.perf_counter()
        r = match_up(bot, baseline, games=games, workers=workers)
        print(
            f"{bot.name} vs {baseline.name}, {r['games']} games: win rate {100 * r['win_rate']:.1f}% "
            f"(95% Wilson interval {100 * r['low']:.1f}-{100 * r['high']:.1f}%); mean final score {r['bot_score']:.0f} vs "
            f"{r['baseline_score']:.0f}; {r['rounds']:.2f} rounds a game; {time.perf_counter() - started:.0f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
