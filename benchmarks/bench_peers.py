"""Our table server beside boardgame.io's, the same Yum load from one driver, in one run.

    python benchmarks/bench_peers.py [--rooms 30] [--seats 4] [--seconds 20] [--rounds 2]
                                     [--think 0] [--markdown]

Each server runs pinned to core 0 (``taskset``), the load driver (benchmarks/peers/driver.cjs,
Node) on core 1: ``--rooms`` rooms of Yum for ``--seats`` players, every seat a client that
plays a random legal move as soon as it is its turn (saturation) or after ~``--think``
seconds (class pace), and offers websocket compression as every browser does. Ours is ``tabletop-widgets serve`` on a SQLite file, every move
committed before it is broadcast; boardgame.io 0.50.2 serves benchmarks/peers/yum.cjs (the
same rules and legality checks) from memory over socket.io. The runs alternate (ours, peer,
ours, peer...) so both see the same machine; reported: server CPU per move, moves/s, round
trip p50/p95/p99 and server memory per room (RSS with every room set up, minus the idle
server's, over the rooms), with the load average. The measured window starts when every room
is set up: creating rooms and connecting is no move's cost.

boardgame.io comes from the repository's npm dev dependencies (``npm install``); without it
the peer's rows say why. A benchmark, not a test: it never fails; it reports.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PEERS = Path(__file__).resolve().parent / "peers"
SECONDS = float(os.environ.get("PEERS_BENCH_SECONDS", "20"))
SUMMARY: list[tuple[str, str, float, float, str]] = []
#: The source tree of the "main" target (ours before a change), e.g. a clean checkout.
BASELINE = os.environ.get("PEERS_BASELINE", "/work/main")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pinned(cmd: list[str], core: int) -> list[str]:
    taskset = shutil.which("taskset")
    return [taskset, "-c", str(core), *cmd] if taskset and (os.cpu_count() or 1) > 1 else cmd


def proc_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def proc_rss_kib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return float(line.split()[1])
    return float("nan")


def node() -> str | None:
    return shutil.which("node")


def bgio_missing() -> str | None:
    """Why boardgame.io cannot run here, or None."""
    if node() is None:
        return "node is not installed"
    found = subprocess.run(
        [
            node(),
            "-e",
            "require.resolve('boardgame.io/server'); require.resolve('socket.io-client')",
        ],
        cwd=PEERS,
        capture_output=True,
        text=True,
    )
    if found.returncode:
        return "boardgame.io is not installed: run `npm install` (package.json devDependencies)"
    return None


def wait_http(url: str, proc: subprocess.Popen, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError as exc:
            if getattr(exc, "code", None):  # any HTTP answer: the server is up
                return
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not answer") from None
            time.sleep(0.05)


def start(
    target: str, workdir: Path, tree: str | None, write_bytecode: bool = False
) -> tuple[subprocess.Popen, str, str]:
    """The server ``target`` ("ours" or "bgio") on a free port: (process, url, teacher token).
    ``write_bytecode``: ours may write the bytecode of what it imports (the warm-up)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    if target == "bgio":
        proc = subprocess.Popen(
            pinned([node(), str(PEERS / "server.cjs"), str(port)], 0),
            cwd=PEERS,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        wait_http(f"{url}/games", proc)
        return proc, url, ""
    env = dict(os.environ)
    if write_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    if tree:
        env["PYTHONPATH"] = tree
    proc = subprocess.Popen(
        pinned(
            [sys.executable, "-m", "tabletop_widgets.classroom.cli", "serve", "--port", str(port)]
            + ["--store", str(workdir / f"rooms-{port}.sqlite")],
            0,
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        env=env,
        cwd=tree or ROOT,
    )
    for line in proc.stdout:
        if "token=" in line:
            token = line.strip().split("token=")[1]
            break
    else:
        raise RuntimeError("our server did not start")
    wait_http(f"{url}/api/health", proc)
    return proc, url, token


def one_run(
    target: str,
    rooms: int,
    seats: int,
    seconds: float,
    think: float,
    tree: str | None = None,
    write_bytecode: bool = False,
) -> dict[str, Any]:
    """Serve ``target``, drive it for ``seconds``, stop it; the figures of that run.
    ``target`` "main": ours served from ``BASELINE`` (before/after in one run)."""
    if target == "main":
        target, tree = "ours", BASELINE
    with tempfile.TemporaryDirectory() as tmp:
        proc, url, token = start(target, Path(tmp), tree, write_bytecode)
        try:
            rss0 = proc_rss_kib(proc.pid)
            driver = subprocess.Popen(
                pinned(
                    [node(), str(PEERS / "driver.cjs"), "--target", target, "--url", url]
                    + ["--teacher", token, "--rooms", str(rooms), "--seats", str(seats)]
                    + ["--seconds", str(seconds), "--think", str(think)],
                    1,
                ),
                cwd=PEERS,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            # The window starts when every room is set up ("ready"): set-up is no move's cost.
            cpu0, rss_ready, lines = proc_cpu(proc.pid), float("nan"), []
            for line in driver.stdout:
                if line.strip() == "ready":
                    cpu0, rss_ready = proc_cpu(proc.pid), proc_rss_kib(proc.pid)
                    break
                lines.append(line)
            rest, stderr = driver.communicate(timeout=seconds + 300)
            stdout = "".join(lines) + rest
            cpu = proc_cpu(proc.pid) - cpu0
            rss = rss_ready - rss0  # the rooms, all set up, over the idle server
        finally:
            os.killpg(proc.pid, 15)
            proc.wait(10)
    if driver.returncode:
        raise RuntimeError(f"the {target} driver failed: {stderr.strip()[-400:]}")
    out = json.loads(stdout.strip().splitlines()[-1])
    out = {k: float("nan") if v is None else v for k, v in out.items()}  # no moves: no figures
    moves = out["moves"]
    return {
        **out,
        "moves_per_s": moves / seconds if out["ready"] else float("nan"),
        "server_cpu_s": cpu,
        "cpu_per_move_ms": cpu / moves * 1000 if moves else float("nan"),
        "rss_per_room_kib": rss / rooms,
        "load_average": os.getloadavg()[0],
    }


def compare(
    rooms: int = 30,
    seats: int = 4,
    seconds: float = SECONDS,
    rounds: int = 2,
    think: float = 0.0,
    targets: tuple[str, ...] = ("ours", "bgio"),
    tree: str | None = None,
) -> dict[str, dict[str, float]]:
    """Alternate the targets ``rounds`` times; per target the median of each figure."""
    runs: dict[str, list[dict[str, Any]]] = {t: [] for t in targets}
    # Memory per room depends on whether the server compiles its modules as it starts (the
    # compiler's freed memory is then reused by the rooms; docs/performance.md): a short
    # warm-up run of each of ours writes the bytecode of everything a game uses, so every
    # measured run starts as an installed package does, whatever ran before in that folder.
    for target in targets:
        if target != "bgio":
            one_run(target, 1, seats, 1.0, think, tree, write_bytecode=True)
    for _ in range(rounds):
        for target in targets:
            runs[target].append(one_run(target, rooms, seats, seconds, think, tree))
    keys = ("cpu_per_move_ms", "moves_per_s", "p50_ms", "p95_ms", "p99_ms", "rss_per_room_kib")
    return {
        t: {k: sorted(r[k] for r in rs)[len(rs) // 2] for k in keys} | {"runs": len(rs)}
        for t, rs in runs.items()
    }


def rows() -> list[tuple[str, float, str]]:
    SUMMARY.clear()
    missing = bgio_missing()
    if node() is None:
        raise RuntimeError(missing)
    targets = ("ours",) if missing else ("ours", "bgio")
    out: list[tuple[str, float, str]] = []
    for label, think in (("saturated", 0.0), ("class pace ~1 s", 1.0)):
        result = compare(seconds=SECONDS, think=think, targets=targets)
        for t in targets:
            r = result[t]
            name = "ours (SQLite)" if t == "ours" else "boardgame.io 0.50.2"
            out += [
                (f"server {label}, {name}: CPU per move", r["cpu_per_move_ms"], "ms"),
                (f"server {label}, {name}: moves/s", r["moves_per_s"], "moves/s"),
                (f"server {label}, {name}: p50", r["p50_ms"], "ms"),
                (f"server {label}, {name}: p95", r["p95_ms"], "ms"),
                (f"server {label}, {name}: p99", r["p99_ms"], "ms"),
                (f"server {label}, {name}: memory per room", r["rss_per_room_kib"], "KiB"),
            ]
        ours = result["ours"]
        peer = result.get("bgio")
        for key, what, unit in (
            ("cpu_per_move_ms", "CPU per move", "ms"),
            ("p95_ms", "round trip p95", "ms"),
            ("rss_per_room_kib", "memory per room", "KiB"),
        ):
            SUMMARY.append(
                (
                    f"Yum server 30x4 {label}: {what}",
                    "boardgame.io" if peer else "boardgame.io (absent)",
                    peer[key] if peer else float("nan"),
                    ours[key],
                    unit,
                )
            )
    if missing:
        out.append((f"boardgame.io: not run ({missing})", float("nan"), ""))
    return out


def markdown(result: dict[str, dict[str, float]], label: str) -> str:
    lines = [
        f"| {label} | CPU per move | moves/s | p50 | p95 | p99 | memory per room |",
        "|---|---|---|---|---|---|---|",
    ]
    for t, r in result.items():
        name = {"ours": "ours (SQLite file)", "main": f"ours before ({BASELINE})"}.get(
            t, "boardgame.io 0.50.2 (in memory)"
        )
        lines.append(
            f"| {name} | {r['cpu_per_move_ms']:.2f} ms | {r['moves_per_s']:,.0f} | "
            f"{r['p50_ms']:.1f} ms | {r['p95_ms']:.1f} ms | {r['p99_ms']:.1f} ms | "
            f"{r['rss_per_room_kib']:,.0f} KiB |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=30)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--think", type=float, default=0.0)
    parser.add_argument(
        "--targets", default="ours,bgio", help="comma-separated: ours, bgio, main (PEERS_BASELINE)"
    )
    parser.add_argument("--tree", default=None, help="serve ours from this source tree")
    args = parser.parse_args()
    missing = bgio_missing()
    targets = tuple(t for t in args.targets.split(",") if t != "bgio" or not missing)
    if missing and "bgio" in args.targets:
        print(f"boardgame.io not run: {missing}", file=sys.stderr)
    result = compare(
        args.rooms, args.seats, args.seconds, args.rounds, args.think, targets, args.tree
    )
    print(json.dumps(result, indent=1))
    print(f"load average {'/'.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(markdown(result, "saturated" if not args.think else f"~{args.think:g} s think"))
