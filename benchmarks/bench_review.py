"""The time of a whole game's review (``engine.review``) in every game with a coach.

For each game whose hint follows the shared contract, a few games played by its bots to the
end, then ``Table.review(0)``: the seconds a first review takes (every decision priced), the
decisions, the share priced (0 % for a hint not yet in the contract), the share named mistakes
(a cost the review shows: exact above 0, or an interval above 0), how many of those have an
interval reaching 0 (issue 45's goal: none), and the seconds of a second review (kept per
game: no hint is asked again).
Monte Carlo hints run on the review's smaller per-hint budget (``review.hint_seconds``).

``python benchmarks/bench_review.py`` prints the rows; ``rows()`` is collected by run.py.
"""

from __future__ import annotations

import statistics
import time

from tabletop_widgets.engine import Table, all_games, bots_of
from tabletop_widgets.engine.registry import queries_of
from tabletop_widgets.engine.review import forget

GAMES_PER_NAME = 3


def coached() -> list[str]:
    return [n for n in all_games() if any(q.name == "hint" for q in queries_of(n))]


def finished(name: str, seed: int) -> Table:
    game = all_games()[name]
    bots = bots_of(name)
    bot = bots.get("coach") or bots["random"]
    seats = game.info.conformance_seats[0]
    table = Table(game, [bot] * seats, seed, game.info.conformance_options[0])
    table.play_bots()
    return table


def rows() -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    for name in coached():
        first, again, counts, priced, named, doubtful = [], [], [], 0, 0, 0
        for seed in range(GAMES_PER_NAME):
            table = finished(name, seed)
            forget()
            start = time.perf_counter()
            review = table.review(0)
            first.append(time.perf_counter() - start)
            start = time.perf_counter()
            table.review(0)
            again.append(time.perf_counter() - start)
            counts.append(len(review["decisions"]))
            priced += sum(d["cost"] is not None for d in review["decisions"])
            flagged = [d for d in review["decisions"] if d.get("verdict") == "mistake"]
            named += len(flagged)
            doubtful += sum(1 for d in flagged if not d["exact"] and d["low"] <= 0)
        out += [
            (
                f"review {name}: first review of a finished game (median)",
                statistics.median(first),
                "s",
            ),
            (
                f"review {name}: decisions reviewed (median)",
                float(statistics.median(counts)),
                "decisions",
            ),
            (f"review {name}: decisions priced", 100.0 * priced / max(1, sum(counts)), "%"),
            (f"review {name}: decisions named mistakes", 100.0 * named / max(1, sum(counts)), "%"),
            (
                f"review {name}: named mistakes whose interval reaches 0",
                float(doubtful),
                "decisions",
            ),
            (
                f"review {name}: the same review again (median)",
                1000 * statistics.median(again),
                "ms",
            ),
        ]
    return out


if __name__ == "__main__":
    for row in rows():
        print(*row)
