"""Engine and Yum costs: games per second, apply/legal_actions cost, widget payload size."""

from __future__ import annotations

import json
import time
from statistics import median

from tabletop_widgets import yum
from tabletop_widgets.engine import Match, RandomBot, simulate


def games_per_second(bots, games: int) -> float:
    started = time.perf_counter()
    simulate(yum.GAME, bots, games=games, progress=False)
    return games / (time.perf_counter() - started)


def per_call_us(fn, repeat: int = 2000) -> float:
    samples = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(repeat):
            fn()
        samples.append((time.perf_counter() - started) / repeat * 1e6)
    return median(samples)


def widget_undo_ms(repeat: int = 50) -> float:
    """One roll and its Undo in a YumWidget 30 moves into a game (rewind, redraw, sync)."""
    from tabletop_widgets.yum import YumWidget

    widget = YumWidget([None, RandomBot()], seed=1)
    while len(widget.match.log) < 30:
        widget.act(widget.legal[-1] if widget.view["rolls"] else widget.legal[0])
    samples = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(repeat // 5):
            widget.act(
                {"type": "roll", "hold": []} if not widget.view["rolls"] else widget.legal[0]
            )
            widget.undo()
        samples.append((time.perf_counter() - started) / (repeat // 5) * 1000)
    return median(samples)


def rows() -> list[tuple[str, float, str]]:
    out = [
        (
            "yum: 2-player games, random bots",
            games_per_second([RandomBot, RandomBot], 200),
            "games/s",
        )
    ]
    try:
        from tabletop_widgets.yum.bots import GreedyBot

        out.append(
            (
                "yum: 2-player games, greedy bots",
                games_per_second([GreedyBot, GreedyBot], 100),
                "games/s",
            )
        )
    except ImportError:
        pass
    match = Match(yum.GAME, 2, seed=1)
    match.act({"type": "roll", "hold": []})
    state, seat = match.state, match.seats_to_act[0]
    action = {"type": "roll", "hold": [0, 1]}
    out.append(
        (
            "yum: engine apply (one roll)",
            per_call_us(lambda: yum.GAME.apply(state, seat, action)),
            "µs",
        )
    )
    out.append(
        (
            "yum: engine legal_actions",
            per_call_us(lambda: yum.GAME.legal_actions(state, seat)),
            "µs",
        )
    )
    out.append(("yum: engine view", per_call_us(lambda: yum.GAME.view(state, seat)), "µs"))
    out.append(("yum: engine refusals", per_call_us(lambda: yum.GAME.refusals(state, seat)), "µs"))
    out.append(
        (
            "yum: engine redraw_chance (Undo)",
            per_call_us(lambda: yum.GAME.redraw_chance(state, 7)),
            "µs",
        )
    )
    out.append(("yum: widget roll + Undo (30 moves played)", widget_undo_ms(), "ms"))
    payload = {"view": match.view(seat), "legal": match.legal_actions(seat), "log": match.events}
    out.append(
        (
            "yum: widget update payload (view+legal+log, JSON)",
            float(len(json.dumps(payload))),
            "bytes",
        )
    )
    return out


if __name__ == "__main__":
    for row in rows():
        print(*row)
