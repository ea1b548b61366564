"""The coach in every game: the coach bot against the strongest existing bot, and hint latency.

    python benchmarks/bench_coach.py [games] [--carousel N] [--gin N] [--only yum,gin_rummy]
                                     [--workers 2] [--latency N] [--gin-worlds 96]
                                     [--openspiel HANDS [--log FILE]] [--summary FILE]
                                     [--compare LOG_A LOG_B]
                                     [--no-duel]

For each game, ``games`` seeded 2-player games (default 1,000; Carousel ``--carousel``,
default 200; Gin ``--gin`` hands, default ``games``, the coach dealing ``--gin-worlds`` worlds
per decision with no time budget: at 96, 1,000 OpenSpiel hands took about 6 minutes of a core), half
with the coach bot in seat 0 and half in seat 1, against the strongest bot the game had before
the coach:

    Yum: optimal · Gin Rummy: fair (one hand a game) · GYÜMI: memory ·
    The Gnumies: thinking · Carousel: solver

It prints the coach's win rate (ties count as in the engine's ``win_`` columns) with its
95 % Wilson interval, and the mean score difference (coach minus opponent) with its 95 %
Student-t interval. Then the latency of the ``hint`` query (``Query.answer`` from a recall,
as a table answers it) at ``--latency`` positions of seeded games per game with both cores
kept busy by two spinning processes: p50, p99 and max in milliseconds and the shares of
answers cut by the wall backstop and for load (Gin's wall target); and the first hint in a fresh process (Gin: also after the
table's warm-up). Games run in parallel with ``simulate``'s executor (``--workers``).

``--openspiel HANDS``: the Gin coach and GreedyBot each against OpenSpiel's SimpleGinRummyBot
under OpenSpiel's rules (``openspiel_gin.py``), on the same deals with seats alternating:
score differences a hand and the coach's paired gain over GreedyBot, with 95 % intervals;
``--log FILE`` appends every chunk of 25 deals as it ends, ``--summary FILE`` summarises them,
``--compare A B`` gives B's coach's paired gain over A's on the deals both logs hold.

``rows()`` (``./dev.sh bench``) runs a small sample: 40 games a game (Gin 20, Carousel 6) and
60 latency positions.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from statistics import mean, stdev

import numpy as np
from scipy import stats

from tabletop_widgets.engine import bots_of, get_game, make_bot, queries_of, simulate

#: game -> (the coach bot's registry name, the strongest other bot's name, options)
MATCHES = {
    "yum": ("coach", "optimal", None),
    "gin_rummy": ("coach", "fair", {"match_target": 0}),
    "gyumi": ("coach", "memory", None),
    "gnumies": ("coach", "thinking", None),
    "carousel": ("coach", "solver", None),
}
#: Bots that move the positions of the latency sample along (fast, sensible play).
WALKERS = {"yum": "greedy", "gin_rummy": "fair", "gyumi": "memory", "gnumies": "thinking",
           "carousel": "greedy"}  # fmt: skip


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def _bot(name: str, game: str, gin_worlds: int):
    if game == "gin_rummy" and name == "coach":
        from tabletop_widgets.gin_rummy.bots import CoachBot

        return CoachBot(worlds=gin_worlds)
    return make_bot(bots_of(game)[name])


def duel(
    game: str,
    games: int,
    workers: int = 1,
    gin_worlds: int = 96,
    seed: int = 0,
    players: int = 2,
) -> dict:
    """The coach bot against the game's strongest bot: win rate and score difference.

    ``players`` seats: the coach takes each seat in turn (an equal share of the games, seeds
    from ``seed + 500,000 x seat``), the strongest bot every other seat; the score difference
    is the coach's score minus the others' mean (with two players: minus the opponent's)."""
    coach_name, other_name, options = MATCHES[game]
    coach, other = _bot(coach_name, game, gin_worlds), _bot(other_name, game, gin_worlds)
    g = get_game(game)
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    started = time.perf_counter()
    wins: list[float] = []
    diff: list[float] = []
    try:
        for seat in range(players):
            count = games // players + (1 if seat < games % players else 0)
            lineup = [coach if s == seat else other for s in range(players)]
            results = simulate(g, lineup, games=count, seed=seed + 500_000 * seat,
                               options=options, executor=pool, progress=False)  # fmt: skip
            for r in results:
                wins.append(r[f"win_{seat}"])
                rest = [r[f"score_{s}"] for s in range(players) if s != seat]
                diff.append(r[f"score_{seat}"] - mean(rest))
    finally:
        if pool is not None:
            pool.shutdown()
    n = len(diff)
    low, high = wilson(sum(wins), n)
    half_width = stats.t.ppf(0.975, n - 1) * stdev(diff) / math.sqrt(n) if n > 1 else float("nan")
    return {
        "game": game,
        "opponent": other_name,
        "games": n,
        "win_rate": sum(wins) / n,
        "win_low": low,
        "win_high": high,
        "diff": mean(diff),
        "diff_low": mean(diff) - half_width,
        "diff_high": mean(diff) + half_width,
        "seconds": time.perf_counter() - started,
    }


def _spin(stop) -> None:  # a busy core (a process of its own: the hint shares no GIL)
    while not stop.is_set():
        sum(range(10_000))


class busy_cores:
    """``with busy_cores(2):`` keeps ``n`` cores busy (spinning processes) meanwhile."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __enter__(self):
        import multiprocessing as mp

        self.stop = mp.Event()
        self.procs = [
            mp.Process(target=_spin, args=(self.stop,), daemon=True) for _ in range(self.n)
        ]
        for p in self.procs:
            p.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        for p in self.procs:
            p.join(5)


FIRST_CALL = """
import time, sys
started = time.perf_counter()
from tabletop_widgets.engine import get_game, queries_of
game = get_game(sys.argv[1]); opts = eval(sys.argv[2]); warm = sys.argv[3] == "1"
(hint,) = [q for q in queries_of(game.name) if q.name == "hint"]
if warm and hint.warm_up:  # a table's warm-up when it is made, then a pause
    from tabletop_widgets.engine.coach import warm_in_background
    warm_in_background(hint.warm_up).join()
state = game.new_state(2, 0, opts)
seat = game.seats_to_act(state)[0]
t = time.perf_counter()
hint.answer(game.recall(state, seat), seat, {})
print(time.perf_counter() - t, t - started)
"""


def first_call(game: str, warm: bool = False) -> float:
    """Seconds of the first hint in a fresh process (the imports it triggers included; with
    ``warm`` after a table's warm-up)."""
    import subprocess
    import sys

    _, _, options = MATCHES[game]
    out = subprocess.run(
        [sys.executable, "-c", FIRST_CALL, game, repr(options), "1" if warm else "0"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(out.stdout.split()[0])


def latency(game: str, positions: int, seed: int = 0) -> dict:
    """p50/p99/max (ms) of the hint query's answer at ``positions`` positions of seeded games,
    and the share of answers cut short by the budget or the wall backstop (``cut``)."""
    g = get_game(game)
    (hint,) = [q for q in queries_of(game) if q.name == "hint"]
    walker = make_bot(bots_of(game)[WALKERS[game]])
    _, _, options = MATCHES[game]
    times: list[float] = []
    cuts = {"budget": 0, "load": 0, "wall": 0}
    warm = False  # the first answer loads tables and imports (solver, scipy): not timed
    r = random.Random(seed)
    game_seed = seed
    while len(times) < positions:
        state = g.new_state(2, game_seed, options)
        bots = [make_bot(bots_of(game)[WALKERS[game]]) for _ in range(2)]
        game_seed += 1
        step = 0
        while g.seats_to_act(state) and len(times) < positions:
            for seat in g.seats_to_act(state):
                if step % 3 == 0:
                    recall = g.recall(state, seat)
                    t = time.perf_counter()
                    answer = hint.answer(recall, seat, {})
                    if warm:
                        times.append(time.perf_counter() - t)
                        if answer.get("cut") in cuts:
                            cuts[answer["cut"]] += 1
                    warm = True
            seat = r.choice(g.seats_to_act(state))
            legal = g.legal_actions(state, seat)
            state = g.step(state, seat, bots[seat].choose(g.view(state, seat), legal, r))
            step += 1
    del walker
    ms = np.array(times) * 1000
    return {"game": game, "positions": len(ms), "p50": float(np.percentile(ms, 50)),
            "p95": float(np.percentile(ms, 95)), "p99": float(np.percentile(ms, 99)),
            "max": float(ms.max()), "cut_budget": cuts["budget"] / len(ms),
            "cut_load": cuts["load"] / len(ms), "cut_wall": cuts["wall"] / len(ms)}  # fmt: skip


def _openspiel_chunk(worlds: int, seeds: list[int]) -> tuple[list[float], list[float]]:
    """The coach's and GreedyBot's score differences against SimpleGinRummyBot on ``seeds``."""
    from openspiel_gin import play_hand

    from tabletop_widgets.gin_rummy.bots import CoachBot, GreedyBot

    coach = [play_hand(lambda: CoachBot(worlds=worlds), seed) for seed in seeds]
    return coach, [play_hand(GreedyBot, seed) for seed in seeds]


def _mean_ci(x: np.ndarray) -> tuple[float, float, float]:
    n = len(x)
    half = stats.t.ppf(0.975, n - 1) * x.std(ddof=1) / math.sqrt(n) if n > 1 else float("nan")
    return float(x.mean()), float(x.mean() - half), float(x.mean() + half)


def openspiel_summary(coach: list[float], greedy: list[float], worlds: int, seconds: float) -> dict:
    """Each bot's mean score difference a hand against SimpleGinRummyBot and the coach's
    paired gain over GreedyBot on the same deals, each with its 95 % Student-t interval."""
    c, g = np.array(coach), np.array(greedy)
    return {"hands": len(c), "worlds": worlds, "coach": _mean_ci(c), "greedy": _mean_ci(g),
            "paired": _mean_ci(c - g), "seconds": seconds}  # fmt: skip


def openspiel_duel(
    hands: int, workers: int = 2, worlds: int = 96, seed: int = 0, log: str | None = None
) -> dict:
    """The Gin coach and GreedyBot, each against OpenSpiel's SimpleGinRummyBot under
    OpenSpiel's rules (``openspiel_gin``), on the same deals (seed ``s``: our bot in seat
    ``s % 2``), 25 deals a chunk, both bots on each chunk: ``openspiel_summary``. With
    ``log``, every chunk's deals and scores are appended to that file as a JSON line as it
    ends (``--summary LOG`` summarises the chunks done, should a run be stopped)."""
    import json
    import sys

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    seeds = list(range(seed, seed + hands))
    chunks = [seeds[i : i + 25] for i in range(0, hands, 25)]
    started = time.perf_counter()
    coach: list[float] = []
    greedy: list[float] = []
    with ProcessPoolExecutor(workers) as pool:
        for part, (c, g) in zip(chunks, pool.map(_openspiel_chunk, [worlds] * len(chunks), chunks)):
            coach += c
            greedy += g
            if log:
                with open(log, "a") as f:
                    f.write(json.dumps({"seeds": part, "worlds": worlds, "coach": c,
                                        "greedy": g}) + "\n")  # fmt: skip
    return openspiel_summary(coach, greedy, worlds, time.perf_counter() - started)


def openspiel_log_summary(log: str) -> dict:
    """``openspiel_summary`` of the chunks a ``log`` holds (each deal once)."""
    import json

    coach: dict[int, float] = {}
    greedy: dict[int, float] = {}
    worlds = set()
    with open(log) as f:
        for line in f:
            row = json.loads(line)
            worlds.add(row["worlds"])
            coach.update(zip(row["seeds"], row["coach"], strict=True))
            greedy.update(zip(row["seeds"], row["greedy"], strict=True))
    if len(worlds) != 1:
        raise ValueError(f"{log} mixes coaches of {sorted(worlds)} worlds")
    keys = sorted(coach)
    return openspiel_summary([coach[k] for k in keys], [greedy[k] for k in keys], worlds.pop(), 0.0)


def openspiel_compare(log_a: str, log_b: str) -> tuple[int, tuple[float, float, float]]:
    """Two coaches' logs (``--log``) on the deals both played: ``(deals, B's paired gain
    over A with its 95 % interval)``."""
    import json

    scores: list[dict[int, float]] = []
    for log in (log_a, log_b):
        coach: dict[int, float] = {}
        with open(log) as f:
            for line in f:
                row = json.loads(line)
                coach.update(zip(row["seeds"], row["coach"], strict=True))
        scores.append(coach)
    both = sorted(set(scores[0]) & set(scores[1]))
    diff = np.array([scores[1][k] - scores[0][k] for k in both])
    return len(both), _mean_ci(diff)


def print_openspiel(d: dict) -> None:
    for name in ("coach", "greedy"):
        m, lo, hi = d[name]
        print(f"gin_rummy  {name:<6} minus SimpleGinRummyBot, OpenSpiel's rules, {d['hands']} "
              f"hands (seats alternating): {m:+.2f} [{lo:+.2f}, {hi:+.2f}] points a hand")  # fmt: skip
    m, lo, hi = d["paired"]
    print(
        f"gin_rummy  coach minus greedy on the same deals: {m:+.2f} [{lo:+.2f}, {hi:+.2f}] "
        f"points a hand (coach {d['worlds']} worlds, {d['seconds']:.0f} s)",
        flush=True,
    )


def openspiel_rows(hands: int = 40) -> list[tuple[str, float, str]]:
    try:
        import pyspiel  # noqa: F401
    except ImportError:  # the bench extra is not installed
        return []
    d = openspiel_duel(hands, worlds=96)
    return [(f"coach: gin coach minus SimpleGinRummyBot ({hands} hands)", d["coach"][0], "points"),
            (f"coach: gin greedy minus SimpleGinRummyBot ({hands} hands)", d["greedy"][0], "points"),
            (f"coach: gin coach minus greedy, paired ({hands} hands)", d["paired"][0], "points")]  # fmt: skip


def rows() -> list[tuple[str, float, str]]:
    out = []
    for game in MATCHES:
        n = {"gin_rummy": 20, "carousel": 6}.get(game, 40)
        d = duel(game, n, gin_worlds=12)
        out.append((f"coach: {game} coach vs {d['opponent']} win rate ({n} games)",
                    100 * d["win_rate"], "%"))  # fmt: skip
        out.append((f"coach: {game} coach minus {d['opponent']} score ({n} games)",
                    d["diff"], "points"))  # fmt: skip
        out += latency_rows(game, 60)
    return out + openspiel_rows()


def latency_rows(game: str, positions: int) -> list[tuple[str, float, str]]:
    """Hint latency with both cores busy (p50, p99, max, the share cut by the wall backstop)
    and the first call in a fresh process (Gin also after a table's warm-up)."""
    with busy_cores(2):
        lat = latency(game, positions)
    out = [(f"coach: {game} hint latency p50, 2 cores busy", lat["p50"], "ms"),
           (f"coach: {game} hint latency p99, 2 cores busy", lat["p99"], "ms"),
           (f"coach: {game} hint latency max, 2 cores busy", lat["max"], "ms"),
           (f"coach: {game} hints cut by the wall backstop", 100 * lat["cut_wall"], "%"),
           (f"coach: {game} hints cut for load (wall target)", 100 * lat["cut_load"], "%"),
           (f"coach: {game} first hint in a fresh process", 1000 * first_call(game), "ms")]  # fmt: skip
    if game == "gin_rummy":
        out.append((f"coach: {game} first hint after a table's warm-up",
                    1000 * first_call(game, warm=True), "ms"))  # fmt: skip
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="?", type=int, default=1000)
    ap.add_argument("--carousel", type=int, default=200)
    ap.add_argument("--gin", type=int, default=None, help="Gin hands (default: games)")
    ap.add_argument("--gin-worlds", type=int, default=96)
    ap.add_argument("--only", default=",".join(MATCHES))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--latency", type=int, default=200, help="positions per game (0: skip)")
    ap.add_argument("--no-duel", action="store_true")
    ap.add_argument("--openspiel", type=int, default=0,
                    help="Gin hands against OpenSpiel's SimpleGinRummyBot (0: skip)")  # fmt: skip
    ap.add_argument("--log", default=None, help="append each OpenSpiel chunk to this file")
    ap.add_argument("--summary", default=None, help="summarise an OpenSpiel --log and stop")
    ap.add_argument("--compare", nargs=2, default=None, metavar=("LOG_A", "LOG_B"),
                    help="paired gain of the coach of LOG_B over LOG_A's, and stop")  # fmt: skip
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--players", type=int, default=2, help="seats a game (coach in each in turn)")
    args = ap.parse_args()
    only = [g for g in args.only.split(",") if g]
    import os

    if args.summary:  # reading logs: nothing is played or timed
        print_openspiel(openspiel_log_summary(args.summary))
        return
    if args.compare:
        n, (m, lo, hi) = openspiel_compare(*args.compare)
        print(f"gin_rummy  {args.compare[1]} minus {args.compare[0]}, coach against coach on the "
              f"same {n} deals: {m:+.2f} [{lo:+.2f}, {hi:+.2f}] points a hand")  # fmt: skip
        return
    print(f"# coach benchmark — load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores")
    if args.latency:
        for game in only:
            for name, value, unit in latency_rows(game, args.latency):
                print(f"{name:<62} {value:8.1f} {unit}", flush=True)
    if args.openspiel:
        print_openspiel(
            openspiel_duel(args.openspiel, args.workers, args.gin_worlds, args.seed, args.log)
        )
    if args.no_duel:
        return
    for game in only:
        n = {"carousel": args.carousel, "gin_rummy": args.gin or args.games}.get(game, args.games)
        d = duel(game, n, args.workers, args.gin_worlds, seed=args.seed, players=args.players)
        print(
            f"{game:<10} coach vs {d['opponent']:<8} {d['games']} games, "
            f"{args.players} players: win rate "
            f"{100 * d['win_rate']:.1f}% [{100 * d['win_low']:.1f}, {100 * d['win_high']:.1f}], "
            f"score difference {d['diff']:+.2f} [{d['diff_low']:+.2f}, {d['diff_high']:+.2f}] "
            f"({d['seconds']:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
