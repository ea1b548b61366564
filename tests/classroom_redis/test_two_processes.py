"""Two table-server processes share rooms through a real Redis; one is killed mid-game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.redis_store import RedisStore

from .proxy import FailoverProxy
from .redis_server import free_port, redis_server


def start_server(port: int, redis_url: str, workdir) -> subprocess.Popen:
    log = open(workdir / f"server-{port}.log", "w")  # noqa: SIM115 (the child keeps it)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tabletop_widgets.classroom.cli",
            "serve",
            "--port",
            str(port),
            "--redis",
            redis_url,
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1) as r:
                if r.status == 200:
                    return proc
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError((workdir / f"server-{port}.log").read_text())
        time.sleep(0.05)


def knows_room(port: int, code: str) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rooms/{code}", timeout=1):
            return True
    except OSError:
        return False


def play_one(seats, acked) -> None:
    """The seat whose turn it is makes its first legal move (roll, or score the first box)."""
    deadline = time.monotonic() + 15
    while True:
        for s in seats:
            if s.connected and s.my_turn and s.legal:
                action = s.legal[0]
                s.act(action, timeout=10)
                acked.append({"seat": s.seat, "action": action})
                return
        if time.monotonic() > deadline:
            raise AssertionError("nobody could move")
        for s in seats:
            s.wait(0.05)


def test_two_processes_one_room_and_a_failover(tmp_path):
    with redis_server(tmp_path) as redis_url:
        ports = [free_port(), free_port()]
        procs = [start_server(p, redis_url, tmp_path) for p in ports]
        front = [FailoverProxy([ports[0], ports[1]]), FailoverProxy([ports[1], ports[0]])]
        seats = []
        try:
            store = RedisStore(redis_url)
            token = store.get_meta("teacher_token")
            code = classroom.create_room(front[0].url, "yum", 2, token=token)
            deadline = time.monotonic() + 5
            while not knows_room(ports[1], code):
                assert time.monotonic() < deadline, "the second process never heard of the room"
                time.sleep(0.02)
            seats = [
                classroom.join(front[0].url, code, name="Ada"),  # served by process A
                classroom.join(front[1].url, code, name="Ben"),  # served by process B
            ]
            assert front[0].choices[-1] == ports[0] and front[1].choices[-1] == ports[1]
            acked = []
            for _ in range(12):  # moves alternate between the processes' clients
                play_one(seats, acked)
            os.kill(procs[0].pid, signal.SIGKILL)  # process A dies with Ada connected to it
            procs[0].wait(5)
            for _ in range(12):
                play_one(seats, acked)
            assert front[0].choices[-1] == ports[1]  # Ada came back through B
            log = store.load(code)[1]
            assert log == acked  # every accepted move, in order, none lost or doubled
            assert {a["seat"] for a in acked} == {0, 1}
            # Both clients see the same table as the surviving process.
            with urllib.request.urlopen(f"http://127.0.0.1:{ports[1]}/api/rooms/{code}") as r:
                summary = json.loads(r.read())
            assert summary["moves"] == len(acked)
            for s in seats:
                assert s.wait_for(lambda s: s.scores == summary["scores"], 5)
            store.close()
        finally:
            for s in seats:
                s.close()
            for f in front:
                f.close()
            for p in procs:
                if p.poll() is None:
                    p.terminate()
                    try:
                        p.wait(5)
                    except subprocess.TimeoutExpired:
                        p.kill()
