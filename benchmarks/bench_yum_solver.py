"""Yum optimal strategy: solve time, advice latency, simulated games (optimal and greedy).

    python benchmarks/bench_yum_solver.py          # the table below
    YUM_BENCH_FLOAT64=1 python benchmarks/...      # also time a float64 solve

Times are wall-clock seconds on whatever the machine is doing at the time; the CPU
seconds of this process are reported beside the solve, for busy machines.
"""

from __future__ import annotations

import os
import random
import time
from statistics import median

import numpy as np

from tabletop_widgets.engine import Match, simulate
from tabletop_widgets.yum import GAME, YAHTZEE, YUM, coach, solver
from tabletop_widgets.yum.bots import GreedyBot, OptimalBot


def _timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def _advice_times() -> tuple[float, float, float]:
    """Median ms per decision: cold (turn not cached), warm, and with the history from the log."""
    match = Match(GAME, 1, seed=11)
    bot, rng = GreedyBot(), random.Random(0)
    cold, warm, hist = [], [], []
    while not match.is_terminal:
        if match.state["rolls"] > 0:
            coach._turn.cache_clear()
            t = time.perf_counter()
            coach.advice(match.state, 0)
            cold.append(time.perf_counter() - t)
            t = time.perf_counter()
            coach.advice(match.state, 0)
            warm.append(time.perf_counter() - t)
            t = time.perf_counter()
            coach.advice(match.state, 0, match.log)
            hist.append(time.perf_counter() - t)
        match.act(bot.choose(match.view(0), match.legal_actions(), rng))
    return median(cold) * 1e3, median(warm) * 1e3, median(hist) * 1e3


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    table, wall, _ = _timed(solver.solution)
    out.append(("yum solver: load the shipped Yum table", wall * 1e3, "ms"))
    out.append(("yum solver: shipped table size", solver._data_path().stat().st_size / 1024, "KB"))
    out.append(("yum solver: Yum optimal expected score", table.expected_score, "points"))
    sol, wall, cpu = _timed(lambda: solver.solve(YUM))
    out.append(("yum solver: full solve, Yum rules (float32), wall", wall, "s"))
    out.append(("yum solver: full solve, Yum rules (float32), CPU", cpu, "s"))
    sol, wall, cpu = _timed(lambda: solver.solve(YAHTZEE))
    out.append(("yum solver: full solve, Yahtzee rules (float32), wall", wall, "s"))
    out.append(("yum solver: full solve, Yahtzee rules (float32), CPU", cpu, "s"))
    out.append(
        ("yum solver: Yahtzee optimal expected score (Glenn 245.87)", sol.expected_score, "points")
    )
    if os.environ.get("YUM_BENCH_FLOAT64"):
        sol, wall, cpu = _timed(lambda: solver.solve(YAHTZEE, dtype=np.float64))
        out.append(("yum solver: full solve, Yahtzee rules (float64), wall", wall, "s"))
        out.append(
            ("yum solver: Yahtzee optimal expected score (float64)", sol.expected_score, "points")
        )
    cold, warm, hist = _advice_times()
    out.append(("yum coach: advice for one decision (new state), median", cold, "ms"))
    out.append(("yum coach: advice for one decision (state seen), median", warm, "ms"))
    out.append(("yum coach: advice with history from the log, median", hist, "ms"))
    scores, wall, _ = _timed(lambda: solver.simulate_games(10_000, seed=0))
    out.append(("yum: 10,000 optimal games (vectorised), wall", wall, "s"))
    out.append(("yum: optimal games, mean score", float(scores.mean()), "points"))
    greedy, wall, _ = _timed(lambda: solver.simulate_games(10_000, seed=1, policy="greedy"))
    out.append(("yum: 10,000 greedy games (vectorised), wall", wall, "s"))
    out.append(("yum: greedy games, mean score", float(greedy.mean()), "points"))
    gap = float(scores.mean() - greedy.mean())
    se = float(np.hypot(scores.std(), greedy.std()) / np.sqrt(10_000))
    out.append(("yum: optimal - greedy, mean points", gap, "points"))
    out.append(("yum: optimal - greedy, 95 % CI half-width", 1.96 * se, "points"))
    games = 200
    rows_, wall, _ = _timed(
        lambda: simulate(GAME, [OptimalBot()], games=games, seed=0, progress=False)
    )
    out.append(("yum: OptimalBot through engine simulate, per game", wall / games * 1e3, "ms"))
    out.append(
        ("yum: OptimalBot through engine simulate, 10,000 games (est.)", wall / games * 1e4, "s")
    )
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:<64} {value:>12.4g}  {unit}")
