"""Nothing lost: ``kill -9`` the server mid-game and start it again on the same store;
a dropped connection resumes its seat by itself."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

from tabletop_widgets import classroom
from tabletop_widgets.classroom import SQLiteStore


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(port: int, store) -> tuple[subprocess.Popen, str]:
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
    )
    deadline = time.monotonic() + 30
    teacher = None
    while teacher is None:
        line = proc.stdout.readline()
        assert line or proc.poll() is None, "the server exited"
        if "teacher?token=" in line:
            teacher = line.split("token=")[1].strip()
        assert time.monotonic() < deadline, "the server did not print its teacher link"
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5) as r:
        assert r.status == 200
    return proc, teacher


def test_kill_9_and_restart_loses_no_accepted_move(tmp_path):
    port, store = free_port(), tmp_path / "rooms.sqlite"
    url = f"http://127.0.0.1:{port}"
    proc, teacher = start(port, store)
    try:
        code = classroom.create_room(url, "gin_rummy", 2, token=teacher)
        quiet = classroom.create_room(url, "yum", 2, bots={1: "greedy"}, token=teacher)
        seats = [classroom.join(url, code, name=n) for n in ("Ann", "Bob")]
        accepted: list[dict] = []
        stop = threading.Event()
        failures: list[str] = []

        def play():
            while not stop.is_set():
                for s in seats:
                    if s.legal and not stop.is_set():
                        action = s.legal[-1]
                        try:
                            s.act(action, timeout=20)
                            accepted.append({"seat": s.seat, "action": action})
                        except classroom.IllegalMove:
                            pass  # a stale view after a reconnect: look again
                        except (classroom.TableError, TimeoutError) as exc:
                            failures.append(str(exc))  # in flight at the kill: not acknowledged
                time.sleep(0.002)

        player = threading.Thread(target=play, daemon=True)
        player.start()
        while len(accepted) < 15:
            time.sleep(0.01)
        os.kill(proc.pid, signal.SIGKILL)  # mid-game, moves in flight
        proc.wait(10)
        before = list(accepted)
        proc, teacher_again = start(port, store)
        assert teacher_again == teacher, "the teacher's link survives the restart"
        deadline = time.monotonic() + 20
        while len(accepted) < len(before) + 10:
            assert time.monotonic() < deadline, f"play did not resume ({failures})"
            time.sleep(0.02)
        stop.set()
        player.join(25)
        rooms = {
            r["code"]: r
            for r in json.loads(
                urllib.request.urlopen(
                    urllib.request.Request(
                        f"{url}/api/rooms", headers={"Authorization": f"Bearer {teacher}"}
                    ),
                    timeout=5,
                ).read()
            )
        }
        assert set(rooms) == {code, quiet}
        assert [s["name"] for s in rooms[code]["seats"]] == ["Ann", "Bob"]
        assert rooms[quiet]["seats"][1]["kind"] == "bot"
        for s in seats:
            assert s.connected and s.seat in (0, 1)
            s.close()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(10)
    record, log = SQLiteStore(store).load(code)
    moves = [{"seat": e["seat"], "action": e["action"]} for e in log if "seat" in e]
    # Exactly-once: moves in flight at the kill were resent with their move ids and answered.
    assert not failures, failures
    assert moves == accepted, "every acknowledged move is in the store once, in order"
    assert all(isinstance(e.get("move"), str) for e in log if "seat" in e)


def test_a_dropped_connection_resumes_its_seat(server):
    code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
    me = classroom.join(server.url, code, name="Ann")
    other = classroom.join(server.url, code, name="Bob")
    me.act(me.legal[0])
    hand = list(me.view["hand"])
    updates = me.updates
    me._ws.close()  # the network drops (the client did not ask to leave)
    assert other.wait_for(lambda s: s.snapshot["seats"][0]["away"], 5), "the room shows Ann away"
    assert me.wait_for(lambda s: s.updates > updates and s.connected, 10), "reconnected by itself"
    assert me.seat == 0 and me.view["hand"] == hand
    assert other.wait_for(lambda s: not s.snapshot["seats"][0]["away"], 5)
    me.act(me.legal[0])
    assert other.wait_for(lambda s: s.my_turn, 5)
    me.close()
    other.close()
