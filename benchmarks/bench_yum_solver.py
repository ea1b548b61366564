"""Yum optimal strategy: solve time, advice latency, simulated games (optimal and greedy).

    python benchmarks/bench_yum_solver.py          # the table below
    YUM_BENCH_FLOAT64=1 python benchmarks/...      # also time a float64 solve

Times are wall-clock seconds on whatever the machine is doing at the time; the CPU
seconds of this process are reported beside the solve, for busy machines. The solve is
timed before and after issue 23 in one run: ``method="reference"`` (today's computation,
kept callable) and the default fast path, interleaved, three times each (best CPU time);
the peer figure is issue 23's: a numba reference solves Yahtzee in 0.31 s on 2 threads.
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

NUMBA_YAHTZEE_S = 0.31  # issue 23's table: reference numba Yahtzee solve, 2 threads, wall
SUMMARY: list[tuple[str, str, float, float, str]] = []


def before_after(rules, repeat: int = 3) -> tuple[float, float, bool]:
    """Best CPU seconds of the reference and the fast solve (interleaved), and equality."""
    ref_t, fast_t, same = float("inf"), float("inf"), True
    for _ in range(repeat):
        ref, _, cpu = _timed(lambda: solver.solve(rules, method="reference"))
        ref_t = min(ref_t, cpu)
        fast, _, cpu = _timed(lambda: solver.solve(rules))
        fast_t = min(fast_t, cpu)
        same = same and bool(np.array_equal(ref.V, fast.V))
    return ref_t, fast_t, same


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
            coach.advice(match.state, 0, match)
            hist.append(time.perf_counter() - t)
        match.act(bot.choose(match.view(0), match.legal_actions(), rng))
    return median(cold) * 1e3, median(warm) * 1e3, median(hist) * 1e3


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    SUMMARY.clear()
    for label, rules in (("Yahtzee", YAHTZEE), ("Yum", YUM)):
        ref_t, fast_t, same = before_after(rules)
        out.append((f"yum solver: {label} solve before (method='reference'), CPU", ref_t, "s"))
        out.append((f"yum solver: {label} solve after (fast, default), CPU", fast_t, "s"))
        out.append((f"yum solver: {label} solve, before / after", ref_t / fast_t, "x"))
        out.append((f"yum solver: {label} tables bit-identical (1 = yes)", float(same), ""))
        if label == "Yahtzee":
            SUMMARY.append(
                ("Yahtzee optimal solve, before", "numba, 2 threads", NUMBA_YAHTZEE_S, ref_t, "s")
            )
            SUMMARY.append(
                ("Yahtzee optimal solve, after", "numba, 2 threads", NUMBA_YAHTZEE_S, fast_t, "s")
            )
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
