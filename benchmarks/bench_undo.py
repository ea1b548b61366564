"""The time of one Undo late in a long Gnumies game: the seat session against a whole-log replay.

Before the seat session (engine.table.Table), an Undo in a game with simultaneous moves
replayed the whole log twice: once to find which bot moves were sealed with the person's
move, once to rebuild the state. The session keeps every state of the log (``Match.history``),
so an Undo is a cut of the log plus the redraw of unseen chance and the bots' new choices.

``python benchmarks/bench_undo.py`` prints both for a 5-player game played to its last round;
``rows()`` is collected by benchmarks/run.py.
"""

from __future__ import annotations

import random
import statistics
import time

from tabletop_widgets.engine import PERSON, Table
from tabletop_widgets.gnumies import GAME
from tabletop_widgets.gnumies.bots import ThinkingBot

SEATS = 5
REPEAT = 30


def late_table(seed: int = 7) -> Table:
    """A 5-player Gnumies table (you and four thinking bots) played to its last round."""
    table = Table(GAME, [PERSON] + [ThinkingBot() for _ in range(SEATS - 1)], seed=seed)
    table.play_bots()
    pick = random.Random(seed)
    while True:
        legal = table.game.legal_actions(table.state, 0)
        if not legal:
            break
        before = table.match.cut(len(table.match.log))
        table.act(0, pick.choice(legal))
        if table.match.is_terminal:  # keep the game one move before its end
            table.load(before)
            break
    return table


def two_replays(table: Table) -> float:
    """Seconds for what an Undo cost before: the whole log replayed twice through the rules."""
    start = time.perf_counter()
    for _ in range(2):
        for _state in table.match.replay():
            pass
    return time.perf_counter() - start


def one_undo(table: Table) -> float:
    """Seconds for one ``Table.undo`` (cut the log, redraw, let the bots choose again)."""
    again = Table(GAME, table.specs, seed=table.match.seed)
    again.load(table.match.cut(len(table.match.log)))
    start = time.perf_counter()
    again.undo(0)
    return time.perf_counter() - start


def rows() -> list[tuple[str, float, str]]:
    """Undo of the last move in a long Gnumies game: two replays (before) and ``Table.undo``."""
    table = late_table()
    moves = len(table.match.log)
    before = statistics.median(two_replays(table) for _ in range(REPEAT))
    after = statistics.median(one_undo(table) for _ in range(REPEAT))
    what = f"Gnumies Undo, {SEATS} players, {moves} log entries"
    return [
        (f"{what}: before (2 replays)", before * 1000, "ms"),
        (f"{what}: after (Table.undo)", after * 1000, "ms"),
        (f"{what}: speed-up", before / after, "x"),
    ]


if __name__ == "__main__":
    for row in rows():
        print(row)
