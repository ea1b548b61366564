"""Carousel hints: the time of the widget's Hint on positions taken from real games.

    python benchmarks/bench_carousel_hints.py [positions]

Bot games of 2 to 5 players (the solver bot, the hand-meld bot and the greedy bot at one
table) are played through the engine; every position where a seat may play is a candidate.
The sample keeps the positions with jokers (on the table, in hand) and large tables first,
the hardest ones for the solver. Each is then answered as the widget's Hint answers it
(``solver.best_play`` with ``widget.HINT_SECONDS`` and the game's number of decks); the
solver reads that budget as CPU seconds of the asking thread (``time.thread_time``), its
wall time capped at ``solver.WALL_PER_CPU`` times that. Issue 23's goal: p99 <= 300 ms
and max <= 1 s with both cores busy; a hint not proven optimal in its budget says "best
found". Timed as one Python process while the benchmark keeps the second core busy with a
process of its own (a spinning loop, stopped at the end); the machine's load average is
printed with it (other jobs on a shared machine make the wall times several times the CPU
times, which are reported too).
"""

from __future__ import annotations

import multiprocessing as mp
import os
import random
import sys
import time
from statistics import median

from tabletop_widgets.carousel import GAME
from tabletop_widgets.carousel.bots import GreedyBot, HandMeldBot, SolverBot
from tabletop_widgets.carousel.rules import decks_for
from tabletop_widgets.carousel.solver import best_play
from tabletop_widgets.carousel.widget import HINT_SECONDS
from tabletop_widgets.engine import Match, bot_rng, next_bot_move

POSITIONS = 1000
SUMMARY: list[tuple[str, str, float, float, str]] = []


def _spin(stop) -> None:
    while not stop.is_set():
        sum(range(10_000))


class BusyCore:
    """A process spinning on the other core while the hints are timed (context manager)."""

    def __enter__(self) -> BusyCore:
        ctx = mp.get_context("spawn")
        self.stop = ctx.Event()
        self.process = ctx.Process(target=_spin, args=(self.stop,), daemon=True)
        self.process.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.process.join(5)


def collect(wanted: int, seed: int = 0) -> list[tuple[list[str], list[list[str]], int]]:
    """Positions ``(hand, table, decks)`` where the seat to act may play, from bot games."""
    found: list[tuple[list[str], list[list[str]], int]] = []
    game_no = 0
    kinds = [SolverBot, HandMeldBot, GreedyBot]
    while len(found) < wanted * 3:
        n = 2 + game_no % 4
        bots = {s: kinds[(s + game_no) % 3]() for s in range(n)}
        rngs = {s: bot_rng(seed + game_no, s) for s in range(n)}
        match = Match(GAME, n, seed + game_no, options={"target": 60})
        for _ in range(600):
            state = match.state
            acting = GAME.seats_to_act(state)
            if not acting:
                break
            seat = acting[0]
            if GAME.may_play(state):
                found.append(
                    (list(state["hands"][seat]), [list(m) for m in state["table"]], decks_for(n))
                )
            move = next_bot_move(GAME, state, bots, rngs)
            match.act(move[1], move[0])
        game_no += 1
    rng = random.Random(seed)
    rng.shuffle(found)

    def hardness(p):
        hand, table, _ = p
        jokers_table = sum(c.startswith("JK:") for m in table for c in m)
        return (-(("JK" in hand) + (jokers_table > 0)), -sum(len(m) for m in table))

    found.sort(key=hardness)
    return found[:wanted]


def hint_times(positions) -> tuple[list[float], list[float], int]:
    from scipy.optimize import milp  # noqa: F401 - the widget imports it when it is created

    times, cpu, unproven = [], [], 0
    for hand, table, decks in positions:
        start, start_cpu = time.perf_counter(), time.thread_time()
        play = best_play(hand, table, time_limit=HINT_SECONDS, decks=decks)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        unproven += play is not None and not play.optimal
    return times, cpu, unproven


def percentile(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def rows(count: int = POSITIONS) -> list[tuple[str, float, str]]:
    positions = collect(count)
    print("note: carousel hints timed with a busy process of this benchmark on the second core")
    with BusyCore():
        times, cpu, unproven = hint_times(positions)
    load = os.getloadavg()[0]
    with_jokers = sum(
        ("JK" in h) or any(c.startswith("JK:") for m in t for c in m) for h, t, _ in positions
    )
    ms = [t * 1000 for t in times]
    SUMMARY.clear()
    for q, name in ((0.5, "p50"), (0.99, "p99")):
        SUMMARY.append(
            (
                f"Carousel hint {name}, both cores busy",
                "goal",
                300.0 if q > 0.5 else float("nan"),
                percentile(ms, q),
                "ms",
            )
        )
    SUMMARY.append(("Carousel hint max, both cores busy", "goal", 1000.0, max(ms), "ms"))
    SUMMARY.append(
        ("Carousel hint CPU p99 (load aside)", "goal", 300.0, percentile(cpu, 0.99) * 1000, "ms")
    )

    return [
        ("load average (1 min) at the end of the hints (second core busy)", load, "processes"),
        (
            "carousel hint: positions from bot games (2-5 players)",
            float(len(positions)),
            "positions",
        ),
        (
            "carousel hint: positions with a joker in hand or on the table",
            float(with_jokers),
            "positions",
        ),
        ("carousel hint: median", median(ms), "ms"),
        ("carousel hint: p90", percentile(ms, 0.90), "ms"),
        ("carousel hint: p99", percentile(ms, 0.99), "ms"),
        ("carousel hint: max", max(ms), "ms"),
        ("carousel hint: not proven optimal in time ('best found')", float(unproven), "positions"),
        ("carousel hint: CPU time median (the machine's load aside)", median(cpu) * 1000, "ms"),
        ("carousel hint: CPU time p99", percentile(cpu, 0.99) * 1000, "ms"),
        ("carousel hint: CPU time max", max(cpu) * 1000, "ms"),
    ]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else POSITIONS
    for name, value, unit in rows(count):
        print(f"{name:<62} {value:>10.1f}  {unit}")


if __name__ == "__main__":
    main()
