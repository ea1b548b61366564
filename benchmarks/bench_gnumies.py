"""The Gnumies: engine speed and the thinking bot's results against random bots.

``python benchmarks/bench_gnumies.py`` prints the figures; ``rows()`` is collected by
benchmarks/run.py. Set ``GNUMIES_BOT_GAMES`` to change the number of seeded games per
table size (default 1000).
"""

from __future__ import annotations

import os
import random
import time

from tabletop_widgets.engine import Match, RandomBot, simulate
from tabletop_widgets.gnumies import GAME, GnumiesWidget
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


def per_call_us(fn, repeat: int = 1000) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - started) / repeat * 1e6


def contract_rows() -> list[tuple[str, float, str]]:
    """Costs of the contract calls on a 5-player table in round 6."""
    match = Match(GAME, 5, seed=3)
    bot, rng = RandomBot(), random.Random(3)
    while match.state["round"] < 6:
        seat = match.seats_to_act[0]
        match.act(bot.choose({}, match.legal_actions(seat), rng), seat)
    state, seat = match.state, match.seats_to_act[0]
    return [
        (
            "gnumies view (5 players, with room lines)",
            per_call_us(lambda: GAME.view(state, seat)),
            "us",
        ),
        ("gnumies teacher_view", per_call_us(lambda: GAME.teacher_view(state)), "us"),
        ("gnumies refusals", per_call_us(lambda: GAME.refusals(state, seat)), "us"),
        ("gnumies redraw_chance (Undo)", per_call_us(lambda: GAME.redraw_chance(state, 7)), "us"),
    ]


def undo_same_picks(bots: list, trials: int = 200) -> float:
    """How often the bots seal the same cards again after Undo (the same completing pick)."""
    same = 0
    widget = GnumiesWidget([None, *bots], seed=1)
    widget.act({"type": "play", "card": 100})
    before = widget.state["reveal"]["bids"]
    for _ in range(trials):
        widget.undo()
        widget.act({"type": "play", "card": 100})
        same += widget.state["reveal"]["bids"] == before
        before = widget.state["reveal"]["bids"]
    return same / trials


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = contract_rows()
    for name, bots in (
        ("random", [RandomBot(), RandomBot()]),
        ("thinking", [ThinkingBot(), ThinkingBot()]),
        ("thinking, jitter 0.3", [ThinkingBot(jitter=0.3), ThinkingBot(jitter=0.3)]),
    ):
        out.append(
            (
                f"gnumies Undo: same sealed bot picks again, 2 {name} bots",
                undo_same_picks(bots),
                "fraction",
            )
        )
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
