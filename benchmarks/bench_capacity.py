"""Capacity of one table-server process: rooms and moves/s, with SQLite and with Redis.

    .venv/bin/python benchmarks/bench_capacity.py [--seconds 15] [--markdown]

Starts one ``tabletop-widgets serve`` process pinned to one core (``taskset -c 0``; the
load generator, and Redis, run on the other core of this 2-core machine), on loopback.
Rooms of Yum for 4 players, every seat a websocket client that plays its first legal
move (roll while it may, then score). Two loads per store:

- **saturated**: every client moves as soon as it is its turn: the process's ceiling in
  moves/s, and the round trip (move sent -> ack received) p50/p95/p99;
- **class pace**: a student thinks ``--think`` seconds (default 3) before each move, with
  as many rooms as the ceiling allows at half its rate; the round trip at that load.

Every move is committed to the store before its ack (SQLite WAL file / Redis list).
A benchmark, not a test: it never fails; it reports. ``rows()`` feeds benchmarks/run.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SEATS = 4
GAME = "yum"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, proc: subprocess.Popen, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not answer") from None
            time.sleep(0.05)


def pinned(cmd: list[str], core: int) -> list[str]:
    taskset = shutil.which("taskset")
    return [taskset, "-c", str(core), *cmd] if taskset and (os.cpu_count() or 1) > 1 else cmd


class Backend:
    """A table-server process on a store (``sqlite`` or ``redis``), and Redis when needed."""

    def __init__(self, kind: str, workdir: Path) -> None:
        self.kind = kind
        self.procs: list[subprocess.Popen] = []
        args = []
        if kind == "redis":
            port = free_port()
            redis = subprocess.Popen(
                pinned(
                    [
                        shutil.which("redis-server") or "/usr/bin/redis-server",
                        "--port",
                        str(port),
                        "--bind",
                        "127.0.0.1",
                        "--dir",
                        str(workdir),
                        "--save",
                        "",
                        "--appendonly",
                        "no",
                    ],
                    1,
                ),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            self.procs.append(redis)
            time.sleep(0.3)
            args = ["--redis", f"redis://127.0.0.1:{port}/0"]
        else:
            args = ["--store", str(workdir / "rooms.sqlite")]
        self.port = free_port()
        server = subprocess.Popen(
            pinned(
                [
                    sys.executable,
                    "-m",
                    "tabletop_widgets.classroom.cli",
                    "serve",
                    "--port",
                    str(self.port),
                    *args,
                ],
                0,
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        self.procs.append(server)
        self.url = f"http://127.0.0.1:{self.port}"
        wait_http(f"{self.url}/api/health", server)
        self.token = None
        while self.token is None:
            line = server.stdout.readline()
            if "token=" in line:
                self.token = line.strip().split("token=")[1]

    def close(self) -> None:
        for p in reversed(self.procs):
            p.terminate()
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run_load(
    url: str, token: str, rooms: int, seconds: float, think: float, server_pid: int
) -> dict[str, Any]:
    import httpx
    from websockets.asyncio.client import connect

    rtts: list[float] = []
    moves = 0
    stop = asyncio.Event()
    measuring = asyncio.Event()
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        codes = []
        for _ in range(rooms):
            r = await http.post(
                "/api/rooms",
                json={"game": GAME, "seats": SEATS},
                headers={"Authorization": f"Bearer {token}"},
            )
            codes.append(r.json()["code"])
        tokens = []
        for code in codes:
            for i in range(SEATS):
                r = await http.post(f"/api/rooms/{code}/join", json={"name": f"s{i}"})
                tokens.append((code, r.json()["token"]))

    async def client(code: str, seat_token: str) -> None:
        nonlocal moves
        ws_url = "ws" + url[4:] + f"/ws/{code}"
        async with connect(ws_url, max_size=2**24) as ws:
            await ws.send(json.dumps({"type": "hello", "token": seat_token}))
            snapshot: dict[str, Any] = {}
            ref = 0
            while not stop.is_set():
                while not snapshot.get("legal"):
                    try:
                        frame = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
                    except asyncio.TimeoutError:
                        if stop.is_set():
                            return
                        continue
                    if frame.get("type") == "snapshot":
                        snapshot = frame
                        if frame.get("terminal"):
                            return
                if think:
                    await asyncio.sleep(think * (0.5 + hash((code, ref)) % 100 / 100))
                legal = snapshot["legal"]
                action = next((a for a in legal if a.get("type") == "roll"), legal[0])
                ref += 1
                t0 = time.perf_counter()
                await ws.send(
                    json.dumps(
                        {"type": "act", "action": action, "id": ref, "move": os.urandom(16).hex()}
                    )
                )
                while True:
                    frame = json.loads(await ws.recv())
                    if frame.get("type") == "snapshot":
                        snapshot = frame
                    if frame.get("id") == ref:
                        break
                if measuring.is_set() and not stop.is_set():
                    rtts.append(time.perf_counter() - t0)
                    moves += 1
                if frame.get("type") != "ack":
                    snapshot = {}

    tasks = [asyncio.create_task(client(c, t)) for c, t in tokens]
    await asyncio.sleep(min(3.0, seconds / 3))  # warm up: connections, first moves
    measuring.set()
    t0, cpu0 = time.perf_counter(), cpu_seconds(server_pid)
    await asyncio.sleep(seconds)
    elapsed, cpu = time.perf_counter() - t0, cpu_seconds(server_pid) - cpu0
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    ms = sorted(x * 1000 for x in rtts)

    def pct(p: float) -> float:
        return ms[min(len(ms) - 1, int(p * len(ms)))] if ms else float("nan")

    return {
        "rooms": rooms,
        "clients": rooms * SEATS,
        "moves_per_s": moves / elapsed,
        # CPU the server process spent per move: its ceiling on an idle core is 1000 / this.
        "cpu_ms_per_move": 1000 * cpu / moves if moves else float("nan"),
        "server_cpu_share": cpu / elapsed,
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "median_ms": statistics.median(ms) if ms else float("nan"),
    }


def measure(kind: str, seconds: float, think: float, saturated_rooms: int) -> list[dict[str, Any]]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        backend = Backend(kind, Path(tmp))
        try:
            pid = backend.procs[-1].pid
            sat = asyncio.run(
                run_load(backend.url, backend.token, saturated_rooms, seconds, 0.0, pid)
            )
            rows.append({"store": kind, "load": "saturated", **sat})
            # A room at class pace makes about one move per `think` seconds (one seat acts at
            # a time); plan for half the ceiling, capped at what one load generator can hold.
            per_room = 1.0 / think
            rooms = int(min(250, 0.5 * sat["moves_per_s"] / per_room))
            paced = asyncio.run(run_load(backend.url, backend.token, rooms, seconds, think, pid))
            rows.append({"store": kind, "load": f"class pace ({think:g} s/move)", **paced})
        finally:
            backend.close()
    return rows


def measure_all(
    seconds: float = 15.0, think: float = 3.0, saturated_rooms: int = 40
) -> list[dict[str, Any]]:
    """Both stores, saturated and at class pace: one dict of figures per run."""
    out = []
    for kind in ("sqlite", "redis"):
        out += measure(kind, seconds, think, saturated_rooms)
    return out


def rows() -> list[tuple[str, float, str]]:
    """benchmarks/run.py's rows: moves/s, p95 and CPU per move for each store and load."""
    out: list[tuple[str, float, str]] = []
    for r in measure_all():
        what = f"capacity {r['store']}, {r['load']}"
        out += [
            (f"{what}: moves/s", float(r["moves_per_s"]), "moves/s"),
            (f"{what}: p95", float(r["p95_ms"]), "ms"),
            (f"{what}: server CPU per move", float(r["cpu_ms_per_move"]), "ms"),
        ]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--think", type=float, default=3.0)
    parser.add_argument("--rooms", type=int, default=40, help="rooms in the saturated run")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    before = os.getloadavg()[0]
    table = measure_all(args.seconds, args.think, args.rooms)
    print(
        f"load average before/after: {before:.1f}/{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        " (other work on the machine lowers every figure)"
    )
    if args.markdown:
        print(
            "| store | load | rooms | clients | moves/s | p50 ms | p95 ms | p99 ms "
            "| server CPU ms/move | server's share of a core | idle-core ceiling, moves/s |"
        )
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for r in table:
            print(
                f"| {r['store']} | {r['load']} | {r['rooms']} | {r['clients']} | "
                f"{r['moves_per_s']:.0f} | {r['p50_ms']:.1f} | {r['p95_ms']:.1f} | {r['p99_ms']:.1f} | "
                f"{r['cpu_ms_per_move']:.2f} | {r['server_cpu_share']:.0%} | "
                f"{1000 / r['cpu_ms_per_move']:.0f} |"
            )
    else:
        for r in table:
            print(json.dumps(r))


if __name__ == "__main__":
    main()
