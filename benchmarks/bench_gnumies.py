"""The Gnumies: engine speed and the thinking bot's results against random bots.

``python benchmarks/bench_gnumies.py`` prints the figures; ``rows()`` is collected by
benchmarks/run.py. Set ``GNUMIES_BOT_GAMES`` to change the number of seeded games per
table size (default 1000).
"""

from __future__ import annotations

import os
import time

from tabletop_widgets.engine import RandomBot, simulate
from tabletop_widgets.gnumies import GAME
from tabletop_widgets.gnumies.bots import HighBot, LowBot, ThinkingBot

BOT_GAMES = int(os.environ.get("GNUMIES_BOT_GAMES", "1000"))


def _speed(n: int, games: int = 100) -> float:
    start = time.perf_counter()
    simulate(GAME, [RandomBot()] * n, games, seed=0, progress=False)
    return (time.perf_counter() - start) / games * 1000


def bot_results(n: int, games: int = BOT_GAMES, seed: int = 10_000, opponent=RandomBot) -> dict:
    rows = simulate(
        GAME, [ThinkingBot()] + [opponent()] * (n - 1), games, seed=seed, progress=False
    )
    return {
        "win": sum(r["win_0"] for r in rows) / games,
        "score": sum(r["score_0"] for r in rows) / games,
        "others": sum(r[f"score_{s}"] for r in rows for s in range(1, n)) / games / (n - 1),
    }


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    for n in (2, 3, 5):
        out.append((f"gnumies random game, {n} players", _speed(n), "ms/game"))
    for n in (2, 3, 5):
        res = bot_results(n)
        out.append(
            (
                f"gnumies thinking vs {n - 1} random: win share ({BOT_GAMES} games)",
                res["win"],
                "fraction",
            )
        )
        out.append((f"gnumies thinking vs {n - 1} random: fair share", 1 / n, "fraction"))
        out.append((f"gnumies thinking vs {n - 1} random: mean score", res["score"], "points"))
        out.append(
            (f"gnumies thinking vs {n - 1} random: opponents' mean score", res["others"], "points")
        )
    for name, bot in (("high", HighBot), ("low", LowBot)):
        res = bot_results(2, games=max(1, BOT_GAMES // 5), opponent=bot)
        out.append(
            (f"gnumies thinking vs always-{name}, 2 players: win share", res["win"], "fraction")
        )
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:70s} {value:10.3f} {unit}")
