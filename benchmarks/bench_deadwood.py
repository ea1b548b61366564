"""Gin's batch deadwood, ``gin_rummy.min_deadwood_many``: hands per second on one core.

    .venv/bin/python benchmarks/bench_deadwood.py

Fresh random 10-card (and 11-card) hands as an ``(n, k)`` int8 array of card codes; the
time is this process's CPU time (``time.process_time``; numpy runs these operations on
one thread), best of three runs of a million hands. The peer figure is issue 23's:
OpenSpiel's C++ ``min_deadwood``, 0.85 us per fresh 10-card hand on this machine.
"""

from __future__ import annotations

import time

import numpy as np

from tabletop_widgets.gin_rummy import min_deadwood_many

HANDS = 1_000_000
OPENSPIEL_CPP_US = 0.85  # issue 23's table, measured on this machine
SUMMARY: list[tuple[str, str, float, float, str]] = []


def random_hands(n: int, size: int, seed: int = 0) -> np.ndarray:
    """``n`` random hands of ``size`` distinct cards (codes 0..51)."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :size].astype(np.int8)


def cpu_seconds(hands: np.ndarray, repeat: int = 3) -> float:
    min_deadwood_many(hands[:1000])  # tables built
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        min_deadwood_many(hands)
        best = min(best, time.process_time() - start)
    return best


def rows() -> list[tuple[str, float, str]]:
    out = []
    SUMMARY.clear()
    for size in (10, 11):
        hands = random_hands(HANDS, size, seed=size)
        cpu = cpu_seconds(hands)
        rate, us = HANDS / cpu, cpu / HANDS * 1e6
        out.append((f"gin min_deadwood_many, {size}-card hands, one core", rate, "hands/s"))
        out.append((f"gin min_deadwood_many, {size}-card hands, per hand", us, "us"))
        if size == 10:
            SUMMARY.append(
                (
                    "Gin min_deadwood, fresh 10-card hands",
                    "OpenSpiel C++",
                    OPENSPIEL_CPP_US,
                    us,
                    "us",
                )
            )
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:<62} {value:>14,.3f}  {unit}")
