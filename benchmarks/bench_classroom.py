"""Load on the table server: 30 rooms x 4 websocket bot clients for 60 s on loopback.

    python benchmarks/bench_classroom.py [--rooms 30] [--seats 4] [--seconds 60] [--games yum,gyumi]

The server runs in its own process (``tabletop-widgets serve`` on 127.0.0.1, SQLite store
in a temp file, every move committed before it is broadcast); the clients run in this
process on one asyncio loop, each a websocket seat choosing with the game's random bot
from the view and legal moves it is sent. A finished room is replaced by a new one.
Reported: moves per second (acknowledged moves) and the move round trip (send -> ack)
p50/p95/p99. ``rows()`` (for benchmarks/run.py) runs a shorter load (CLASSROOM_BENCH_SECONDS,
default 20 s). Bounded in time and loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from websockets.asyncio.client import connect

from tabletop_widgets.engine import RandomBot

SECONDS = float(os.environ.get("CLASSROOM_BENCH_SECONDS", "20"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(store: Path, tree: str | None = None) -> tuple[subprocess.Popen, str, str]:
    """Serve on a free loopback port; ``tree``: the source tree to serve (default: this one)."""
    port = free_port()
    env = dict(os.environ)
    if tree:
        env["PYTHONPATH"] = tree
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tabletop_widgets.classroom.cli",
            "serve",
            "--port",
            str(port),
            "--store",
            str(store),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        env=env,
        cwd=tree or None,
    )
    for line in proc.stdout:
        if "teacher?token=" in line:
            return proc, f"http://127.0.0.1:{port}", line.split("token=")[1].strip()
    raise RuntimeError("the server did not start")


def post(url: str, body: dict, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


class Stats:
    def __init__(self) -> None:
        self.rtts: list[float] = []
        self.refused = 0
        self.games = 0
        self.frames = 0


async def seat_client(
    url: str, code: str, token: str, stats: Stats, until: float, seed: int, think: float = 0.0
) -> None:
    bot, rng = RandomBot(), random.Random(seed)
    ws_url = "ws" + url[4:] + f"/ws/{code}"
    async with connect(ws_url, max_size=2**24) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        pending: dict[int, float] = {}
        latest: dict = {}
        next_id = 0
        while time.monotonic() < until:
            try:
                text = await asyncio.wait_for(ws.recv(), max(0.01, until - time.monotonic()))
            except asyncio.TimeoutError:
                return
            frame = json.loads(text)
            stats.frames += 1
            kind = frame["type"]
            if kind == "ack":
                stats.rtts.append(time.perf_counter() - pending.pop(frame["id"]))
            elif kind == "error":
                pending.pop(frame.get("id"), None)
                stats.refused += 1
            elif kind == "snapshot":
                latest = frame
                if frame["terminal"]:
                    return
            if latest.get("legal") and not pending:
                if think:  # a person looks at the table first (then acts on what is newest)
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                    while True:
                        try:
                            more = json.loads(await asyncio.wait_for(ws.recv(), 0.001))
                        except asyncio.TimeoutError:
                            break
                        stats.frames += 1
                        if more["type"] == "snapshot":
                            latest = more
                    if latest["terminal"] or not latest.get("legal"):
                        continue
                action = bot.choose(latest["view"], latest["legal"], rng)
                next_id += 1
                pending[next_id] = time.perf_counter()
                await ws.send(
                    json.dumps(
                        {
                            "type": "act",
                            "action": action,
                            "id": next_id,
                            "move": os.urandom(16).hex(),
                        }
                    )
                )


async def table(
    url: str,
    teacher: str,
    game: str,
    seats: int,
    stats: Stats,
    until: float,
    seed: int,
    think: float = 0.0,
) -> None:
    number = 0
    while time.monotonic() < until:
        code = (
            await asyncio.to_thread(
                post, f"{url}/api/rooms", {"game": game, "seats": seats}, teacher
            )
        )["code"]
        tokens = [
            (await asyncio.to_thread(post, f"{url}/api/rooms/{code}/join", {"name": f"bot{i}"}))[
                "token"
            ]
            for i in range(seats)
        ]
        await asyncio.gather(
            *(
                seat_client(url, code, t, stats, until, seed * 1000 + number * 10 + i, think)
                for i, t in enumerate(tokens)
            )
        )
        if time.monotonic() < until:
            stats.games += 1
        number += 1


def client_process(
    url: str,
    teacher: str,
    rooms: list[int],
    games: tuple[str, ...],
    seats: int,
    until_wall: float,
    think: float,
) -> dict:
    """One client process: its share of the rooms on one asyncio loop (run in a worker)."""
    stats = Stats()

    async def main() -> None:
        until = time.monotonic() + (until_wall - time.time())
        await asyncio.gather(
            *(
                table(url, teacher, games[i % len(games)], seats, stats, until, i, think)
                for i in rooms
            )
        )

    started = time.process_time()
    asyncio.run(main())
    return {
        "rtts": stats.rtts,
        "refused": stats.refused,
        "games": stats.games,
        "frames": stats.frames,
        "cpu": time.process_time() - started,
    }


def run(
    rooms: int = 30,
    seats: int = 4,
    seconds: float = 60.0,
    games: tuple[str, ...] = ("yum", "gyumi", "gnumies", "carousel"),
    think: float = 0.0,
    client_procs: int = 2,
    tree: str | None = None,
) -> dict:
    """Serve, load for ``seconds``, stop; ``think``: mean seconds a client waits before a move."""
    import concurrent.futures

    with tempfile.TemporaryDirectory() as tmp:
        proc, url, teacher = start_server(Path(tmp) / "bench.sqlite", tree)
        try:
            rss_before = server_rss_kib(proc.pid)
            cpu_before = server_cpu_seconds(proc.pid)  # not the start-up's imports
            until_wall = time.time() + seconds + 1.0  # the workers need a moment to start
            shares = [list(range(rooms))[k::client_procs] for k in range(client_procs)]
            with concurrent.futures.ProcessPoolExecutor(client_procs) as pool:
                parts = list(
                    pool.map(
                        client_process,
                        [url] * client_procs,
                        [teacher] * client_procs,
                        shares,
                        [games] * client_procs,
                        [seats] * client_procs,
                        [until_wall] * client_procs,
                        [think] * client_procs,
                    )
                )
            elapsed = seconds
            cpu = server_cpu_seconds(proc.pid) - cpu_before
            rss_after = server_rss_kib(proc.pid)
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(10)
    rtts = sorted(r for part in parts for r in part["rtts"])

    def pct(p: float) -> float:
        return rtts[min(len(rtts) - 1, int(p / 100 * len(rtts)))] * 1000 if rtts else float("nan")

    return {
        "rooms": rooms,
        "clients": rooms * seats,
        "think_s": think,
        "seconds": elapsed,
        "moves": len(rtts),
        "moves_per_s": len(rtts) / elapsed,
        "p50_ms": pct(50),
        "p95_ms": pct(95),
        "p99_ms": pct(99),
        "refused": sum(p["refused"] for p in parts),
        "games_finished": sum(p["games"] for p in parts),
        "frames": sum(p["frames"] for p in parts),
        "server_cpu_s": cpu,
        "cpu_per_move_ms": cpu / len(rtts) * 1000 if rtts else float("nan"),
        "rss_per_room_kib": (rss_after - rss_before) / rooms,
        "client_cpu_s": sum(p["cpu"] for p in parts),
        "load_average": os.getloadavg()[0],
    }


def server_cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of the server process so far (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def server_rss_kib(pid: int) -> float:
    """Resident memory of the server process in KiB (Linux /proc)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return float(line.split()[1])
    except OSError:
        pass
    return float("nan")


def table_markdown(result: dict) -> str:
    think = "none" if not result["think_s"] else f"~{result['think_s']:g} s"
    return "\n".join(
        [
            "| rooms × clients | think time | duration | moves/s | round trip p50 | p95 | p99 | games finished | server CPU |",
            "|---|---|---|---|---|---|---|---|---|",
            f"| {result['rooms']} × {result['clients'] // result['rooms']} | "
            f"{think} | {result['seconds']:.0f} s | "
            f"{result['moves_per_s']:.0f} | {result['p50_ms']:.1f} ms | {result['p95_ms']:.1f} ms | "
            f"{result['p99_ms']:.1f} ms | {result['games_finished']} | {result['server_cpu_s'] / result['seconds']:.0%} of a core |",
        ]
    )


def rows() -> list[tuple[str, float, str]]:
    r = run(seconds=SECONDS)
    return [
        (f"classroom: {r['rooms']} rooms x 4 ws clients, moves/s", r["moves_per_s"], "moves/s"),
        ("classroom: move round trip p50", r["p50_ms"], "ms"),
        ("classroom: move round trip p95", r["p95_ms"], "ms"),
        ("classroom: move round trip p99", r["p99_ms"], "ms"),
    ]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=30)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--games", default="yum,gyumi,gnumies,carousel")
    parser.add_argument("--think", type=float, default=0.0, help="mean seconds before each move")
    parser.add_argument("--client-procs", type=int, default=2)
    parser.add_argument("--tree", default=None, help="serve this source tree (e.g. /work/main)")
    args = parser.parse_args()
    result = run(
        args.rooms,
        args.seats,
        min(args.seconds, 600.0),
        tuple(args.games.split(",")),
        args.think,
        args.client_procs,
        args.tree,
    )
    print(json.dumps(result, indent=1))
    print(table_markdown(result))
