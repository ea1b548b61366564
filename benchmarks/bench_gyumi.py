"""GYÜMI costs: random games per second, apply/legal_actions/view/resample costs, and the size
of the widget's synced payload. (The bot report is benchmarks/bench_gyumi_bots.py.)"""

from __future__ import annotations

import json
import time
from statistics import median

from tabletop_widgets.engine import Match, RandomBot, simulate
from tabletop_widgets.gyumi import GAME
from tabletop_widgets.gyumi.bots import MemoryBot


def per_call_us(fn, repeat: int = 2000) -> float:
    samples = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(repeat):
            fn()
        samples.append((time.perf_counter() - started) / repeat * 1e6)
    return median(samples)


def games_per_second(bots, games: int) -> float:
    started = time.perf_counter()
    simulate(GAME, bots, games=games, progress=False)
    return games / (time.perf_counter() - started)


def rows() -> list[tuple[str, float, str]]:
    out = [
        (
            "gyumi: 2-player games, random bots",
            games_per_second([RandomBot, RandomBot], 100),
            "games/s",
        ),
        ("gyumi: 4-player games, random bots", games_per_second([RandomBot] * 4, 40), "games/s"),
        (
            "gyumi: 2-player games, memory bots",
            games_per_second([MemoryBot, MemoryBot], 20),
            "games/s",
        ),
    ]
    match = Match(GAME, 4, seed=1)
    bot, rng = RandomBot(), __import__("random").Random(1)
    while len(match.log) < 200:
        match.act(bot.choose({}, match.legal_actions(), rng))
    state, seat = match.state, match.seats_to_act[0]
    action = match.legal_actions()[0]
    out += [
        (
            "gyumi: apply (4 players, mid-game)",
            per_call_us(lambda: GAME.apply(state, seat, action)),
            "us",
        ),
        ("gyumi: legal_actions", per_call_us(lambda: GAME.legal_actions(state, seat)), "us"),
        ("gyumi: view", per_call_us(lambda: GAME.view(state, seat)), "us"),
        ("gyumi: teacher_view", per_call_us(lambda: GAME.teacher_view(state)), "us"),
        ("gyumi: refusals", per_call_us(lambda: GAME.refusals(state, seat)), "us"),
        ("gyumi: redraw_chance (Undo)", per_call_us(lambda: GAME.redraw_chance(state, 7)), "us"),
        (
            "gyumi: resample_hidden",
            per_call_us(lambda: GAME.resample_hidden(state, seat, 7), 500),
            "us",
        ),
    ]
    try:
        from tabletop_widgets.gyumi import GyumiWidget

        w = GyumiWidget([None, RandomBot(), RandomBot(), RandomBot()], seed=1)
        payload = {n: getattr(w, n) for n in ("view", "legal", "log", "names", "scores")}
        out.append(("gyumi: widget synced payload (4 players)", len(json.dumps(payload)), "bytes"))
    except ImportError:
        pass
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:<50} {value:>12.1f}  {unit}")
