"""Carousel: the solver's time on random mid-game positions, and the engine's speed.

    python benchmarks/bench_carousel.py [positions]

A position is a table of about 30 cards in valid melds (two decks, jokers included) and a
hand of 15 cards. The issue's target: answered within 1 s. Prints the distribution.
"""

from __future__ import annotations

import random
import sys
import time
from statistics import median

from tabletop_widgets.carousel import GAME
from tabletop_widgets.carousel.plays import greedy_play
from tabletop_widgets.carousel.rules import deck_for
from tabletop_widgets.carousel.solver import best_play
from tabletop_widgets.engine import Match, RandomBot, bot_rng


def position(rng: random.Random, table_cards: int = 30, hand_cards: int = 15):
    """A random table of about ``table_cards`` cards in valid melds, and a hand."""
    deck = deck_for(5)
    rng.shuffle(deck)
    for k in range(table_cards, len(deck) - hand_cards):
        table = greedy_play(deck[:k], []) or []
        if sum(len(m) for m in table) >= table_cards:
            break
    used = sum(len(m) for m in table)
    rest = deck[k:]
    return rest[:hand_cards], table, used


def solver_times(positions: int = 100, seed: int = 0) -> list[float]:
    rng = random.Random(seed)
    times = []
    for _ in range(positions):
        hand, table, _ = position(rng)
        started = time.perf_counter()
        best_play(hand, table)
        times.append(time.perf_counter() - started)
    return times


def game_speed(games: int = 10) -> tuple[float, float]:
    """Random five-player games: moves per second of Match.act, and games per second."""
    started = time.perf_counter()
    moves = 0
    for seed in range(games):
        match, bot, rngs = Match(GAME, 5, seed), RandomBot(), [bot_rng(seed, s) for s in range(5)]
        while match.seats_to_act:
            seat = match.seats_to_act[0]
            match.act(bot.choose(match.view(seat), match.legal_actions(seat), rngs[seat]), seat)
            moves += 1
    elapsed = time.perf_counter() - started
    return moves / elapsed, games / elapsed


def rows() -> list[tuple[str, float, str]]:
    times = sorted(solver_times(40))
    moves, games = game_speed(5)
    return [
        ("carousel: solver, 30-card table + 15-card hand, median", 1000 * median(times), "ms"),
        ("carousel: solver, 90th percentile", 1000 * times[int(0.9 * len(times))], "ms"),
        ("carousel: solver, slowest of 40", 1000 * times[-1], "ms"),
        (
            "carousel: solver positions answered within 1 s",
            100 * sum(t <= 1 for t in times) / len(times),
            "%",
        ),
        ("carousel: random 5-player games, moves", moves, "moves/s"),
        ("carousel: random 5-player games", games, "games/s"),
    ]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    times = sorted(solver_times(n))
    q = lambda p: 1000 * times[min(len(times) - 1, int(p * len(times)))]  # noqa: E731
    print(f"solver on {n} random positions (30-card table, 15-card hand):")
    print(
        f"  min {1000 * times[0]:.0f} ms, median {q(0.5):.0f} ms, p90 {q(0.9):.0f} ms, "
        f"p99 {q(0.99):.0f} ms, max {1000 * times[-1]:.0f} ms; within 1 s: "
        f"{100 * sum(t <= 1 for t in times) / n:.0f}%"
    )
    moves, games = game_speed(10)
    print(f"random 5-player games: {moves:.0f} moves/s, {games:.2f} games/s")


if __name__ == "__main__":
    main()
