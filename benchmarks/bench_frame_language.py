"""What it costs the table server to send a seat its frame in the seat's language.

A room page says its language; the server then sends that seat its snapshots through the
catalogs (``classroom.server.frame_language.frame_data_in``): the log, refusals, query labels
and view texts read back through the engines' templates and translated. An English seat gets
the frame as it was encoded once for every seat.

For every registered game, a table of three seats (or as many as the game allows: Gin Rummy
two), a person and random bots, is played ``MOVES`` moves with seeded random moves, and seat 0's snapshot frame is sent:

- ``English``: the frame's JSON encoded (what an English seat costs);
- ``first, cold``: the first frame in a language after the translation cache is emptied (a
  server's first frame in that language: every line read through the templates);
- ``warm``: the median of ``REPEAT`` frames once each line has been translated (every later
  frame: each line is translated once per process and language).

``python benchmarks/bench_frame_language.py`` prints the table; ``rows()`` is collected by
benchmarks/run.py. The languages are the product's (not the pseudo-locale).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from tabletop_widgets.classroom.protocol import SNAPSHOT
from tabletop_widgets.classroom.server.frame_language import frame_data_in
from tabletop_widgets.classroom.server.store import compact_json_bytes
from tabletop_widgets.engine import PERSON, RandomBot, Table, all_games, get_game
from tabletop_widgets.i18n import LANGUAGES, engine_texts

MOVES = 60
REPEAT = 50
SEED = 3


def played_frame(game_name: str, moves: int = MOVES, seed: int = SEED) -> dict[str, Any]:
    """Seat 0's snapshot frame of a seeded table of ``game_name`` after ``moves`` moves."""
    game = get_game(game_name)
    seats = max(game.info.min_seats, min(3, game.info.max_seats))
    table = Table(game, [PERSON] + [RandomBot() for _ in range(seats - 1)], seed=seed)
    table.play_bots()
    pick = random.Random(seed)
    for _ in range(moves):
        if table.match.is_terminal:
            break
        legal = game.legal_actions(table.state, 0)
        if not legal:
            table.play_bots()
            continue
        table.act(0, pick.choice(legal))
    return {**table.snapshot(0), "type": SNAPSHOT}


def milliseconds(run: Any, repeat: int) -> float:
    """The median of ``repeat`` timed calls of ``run()``, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def measure(game_name: str) -> dict[str, float]:
    """English, first (cold) and warm milliseconds a frame for one game (the cold and warm
    figures are the median over the product's languages other than English)."""
    frame = played_frame(game_name)
    english = milliseconds(lambda: compact_json_bytes(frame), REPEAT)
    cold, warm = [], []
    for lang in LANGUAGES:
        if lang == "en":
            continue
        engine_texts.forget_translations()
        start = time.perf_counter()
        frame_data_in(frame, lang)
        cold.append(1000 * (time.perf_counter() - start))
        warm.append(milliseconds(lambda lang=lang: frame_data_in(frame, lang), REPEAT))
    return {
        "english": english,
        "cold": statistics.median(cold),
        "warm": statistics.median(warm),
        "log": float(len(frame.get("log") or [])),
    }


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    frame_data_in(played_frame("yum", 5), "fr")  # the catalogs and templates loaded once
    for name in sorted(all_games()):
        found = measure(name)
        out += [
            (f"{name}: a frame in English ({found['log']:.0f} log lines)", found["english"], "ms"),
            (f"{name}: first frame in a language, cold", found["cold"], "ms"),
            (f"{name}: a frame in a language, warm", found["warm"], "ms"),
        ]
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:<62} {value:>10.3f}  {unit}")
