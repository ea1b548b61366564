"""CPU seconds of the conformance checks, per game and per check (process time, not wall time).

    .venv/bin/python benchmarks/bench_suite.py [--games N] [--only yum,gin_rummy] [--profile]

Records ``N`` random games per game (as tests/conformance does), then runs every
check of tests/conformance/test_conformance.py that takes a game name, and prints
the CPU seconds of each. Process time is used because the machine is shared: wall
time there says more about the neighbours than about the code. ``--profile``
prints the 25 most expensive functions (cProfile, cumulative) per game.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(
    games: int, only: str = "", profile: bool = False
) -> dict[str, list[tuple[str, float]]]:
    """CPU seconds per game: recording ``games`` random games, then each conformance check."""
    os.environ["CONFORMANCE_GAMES"] = str(games)
    sys.path.insert(0, str(ROOT))
    from tests.conformance import recorded as rec_module
    from tests.conformance import test_conformance as suite

    checks = [
        (n, f)
        for n, f in vars(suite).items()
        if n.startswith("test_")
        and callable(f)
        and not hasattr(f, "hypothesis")
        and "name" in f.__code__.co_varnames[: f.__code__.co_argcount]
    ]
    names = [n for n in sorted(rec_module.GAMES) if not only or n in only.split(",")]
    out: dict[str, list[tuple[str, float]]] = {}
    for name in names:
        profiler = cProfile.Profile() if profile else None
        if profiler:
            profiler.enable()
        rows = []
        start = time.process_time()
        rec_module.recorded(name)
        rows.append(("record games", time.process_time() - start))
        for check_name, check in checks:
            start = time.process_time()
            try:
                check(name)
                status = ""
            except AssertionError as exc:
                status = f"  FAILED: {(str(exc).splitlines() or [''])[0][:80]}"
            rows.append((check_name + status, time.process_time() - start))
        if profiler:
            profiler.disable()
            text = io.StringIO()
            pstats.Stats(profiler, stream=text).sort_stats("cumulative").print_stats(25)
            print(f"\n{name}: the 25 most expensive functions\n{text.getvalue()}")
        out[name] = rows
        rec_module.recorded.cache_clear()
    return out


def rows() -> list[tuple[str, float, str]]:
    """benchmarks/run.py's rows: the conformance checks' CPU seconds per game (50 games)."""
    games = 50
    return [
        (f"conformance checks, {name}, {games} games", sum(t for _, t in found), "CPU s")
        for name, found in measure(games).items()
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--only", default="")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    grand = 0.0
    for name, found in measure(args.games, args.only, args.profile).items():
        total = sum(t for _, t in found)
        grand += total
        print(f"\n{name}: {total:.1f} CPU s for {args.games} games")
        for label, seconds in sorted(found, key=lambda r: -r[1]):
            print(f"  {seconds:7.2f}  {label}")
    print(f"\nall games: {grand:.1f} CPU s")


if __name__ == "__main__":
    main()
