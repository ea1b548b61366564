"""Table-server processes in milliseconds, for tests that kill many of them.

Run as a script, this module imports the table server once and then forks a fresh server
process (``tabletop-widgets serve ...`` in a new session) for each ``start PORT ARGS...``
line it reads, answering ``pid N``; ``kill N`` sends SIGKILL (``kill -9``) and answers
``killed N`` once the process is gone (its port is free again). A forked server is a real,
separate process with its own sockets and event loop; only Python's start-up is skipped.
``Launcher`` is the test side.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path


class Launcher:
    """Starts and kills table-server processes through one pre-imported zygote process."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self._lock = threading.Lock()
        self.proc = subprocess.Popen(
            [sys.executable, __file__, str(workdir)],
            env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},  # no pool threads to fork
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        assert self._ask("ready") == "ready"

    def _ask(self, line: str) -> str:
        with self._lock:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
            answer = self.proc.stdout.readline().strip()
        if not answer:
            raise RuntimeError(f"the zygote exited (code {self.proc.poll()})")
        return answer

    def start(self, port: int, *args: str, timeout: float = 30.0) -> int:
        """A server on ``port`` (``args``: ``--redis URL`` ...): its pid, once it is healthy."""
        pid = int(self._ask(" ".join(["start", str(port), *args])).split()[1])
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1):
                    return pid
            except OSError:
                pass
            if time.monotonic() > deadline:
                log = (self.workdir / f"server-{pid}.log").read_text()
                raise RuntimeError(f"server {pid} did not start: {log}")
            time.sleep(0.01)  # polling the health route until it answers

    def kill(self, pid: int) -> None:
        """``kill -9`` server ``pid``; returns once it is gone."""
        assert self._ask(f"kill {pid}") == f"killed {pid}"

    def close(self) -> None:
        with self._lock:
            self.proc.stdin.close()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def _zygote(workdir: str) -> None:
    from tabletop_widgets.classroom import cli
    from tabletop_widgets.classroom.server import redis_store  # noqa: F401 (warm)
    from tabletop_widgets.classroom.server.serve import uvicorn_config
    from tabletop_widgets.engine import all_games

    all_games()  # every game module imported once, before any fork
    uvicorn_config(None, "127.0.0.1", 0).load()  # uvicorn's protocol modules too
    import redis.asyncio  # noqa: F401

    from tabletop_widgets.classroom.server.routes import build_app

    build_app()  # the routes' lazy imports (experiments, dashboard)
    assert threading.active_count() == 1, "fork only a process without threads"
    children: set[int] = set()
    for line in sys.stdin:
        command, *rest = line.split()
        if command == "ready":
            print("ready", flush=True)
        elif command == "start":
            pid = os.fork()
            if pid == 0:
                os.setsid()
                log = os.open(f"{workdir}/server-{os.getpid()}.log", os.O_WRONLY | os.O_CREAT)
                os.dup2(log, 1)
                os.dup2(log, 2)
                code = 1
                try:
                    code = cli.main(["serve", "--port", *rest])
                finally:
                    os._exit(code)
            children.add(pid)
            print(f"pid {pid}", flush=True)
        elif command == "kill":
            pid = int(rest[0])
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            children.discard(pid)
            print(f"killed {pid}", flush=True)
    for pid in children:  # stdin closed: the test is over
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)


if __name__ == "__main__":
    _zygote(sys.argv[1])
