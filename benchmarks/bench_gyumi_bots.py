"""GYÜMI bot report: average scores of the perfect-memory and fading-memory bots against each
other and against random play, over seeded 2-player games (1,000 per pairing by default).

    python benchmarks/bench_gyumi_bots.py            # prints the table
    GYUMI_BOT_GAMES=200 python benchmarks/run.py gyumi_bots
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from statistics import mean

from tabletop_widgets.engine import RandomBot, simulate
from tabletop_widgets.gyumi import GAME
from tabletop_widgets.gyumi.bots import FadingMemoryBot, MemoryBot

GAMES = int(os.environ.get("GYUMI_BOT_GAMES", "1000"))
PAIRINGS = [
    ("memory", "random"),
    ("fading", "random"),
    ("memory", "fading"),
    ("random", "random"),
]
MAKERS = {"memory": MemoryBot, "fading": FadingMemoryBot, "random": RandomBot}


def pairing(a: str, b: str, games: int = GAMES, seed: int = 0, executor=None) -> dict:
    rows = simulate(
        GAME, [MAKERS[a], MAKERS[b]], games=games, seed=seed, executor=executor, progress=False
    )
    return {
        "a": a,
        "b": b,
        "games": games,
        "score_a": mean(r["score_0"] for r in rows),
        "score_b": mean(r["score_1"] for r in rows),
        "win_a": mean(r["win_0"] for r in rows),
        "stalls": sum(r["end"] == "stall" for r in rows),
    }


def report(games: int = GAMES) -> list[dict]:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return [
            pairing(a, b, games, seed=1000 * i, executor=pool) for i, (a, b) in enumerate(PAIRINGS)
        ]


def rows() -> list[tuple[str, float, str]]:
    out = []
    for r in report():
        tag = f"gyumi bots, {r['games']} 2-player games: {r['a']} vs {r['b']}"
        out += [
            (f"{tag}: {r['a']} mean score", r["score_a"], "points"),
            (f"{tag}: {r['b']} mean score", r["score_b"], "points"),
            (f"{tag}: {r['a']} win share", r["win_a"], "fraction"),
            (f"{tag}: games ended by the stall limit", r["stalls"], "games"),
        ]
    return out


if __name__ == "__main__":
    print(
        f"{'pairing (seat 0 vs seat 1)':<22} {'games':>6} {'mean 0':>8} {'mean 1':>8} {'win 0':>7} {'stalls':>7}"
    )
    for r in report():
        print(
            f"{r['a'] + ' vs ' + r['b']:<22} {r['games']:>6} {r['score_a']:>8.2f} {r['score_b']:>8.2f} "
            f"{r['win_a']:>7.3f} {r['stalls']:>7}"
        )
