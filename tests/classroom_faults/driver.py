"""What the fault tests share: server processes to kill, and retrying clients that keep
books of every move they made and every answer they got.

A ``Player`` is one thread with a few seats (each alone in its own Yum room, so that its
snapshot after an ack is the room's latest and ``legal[0]`` is a move it may make: roll,
or score the first box after the third roll). Every move gets a move id made here, so the
books say which log entry each acknowledged move must be. A doubled roll or a lost
acknowledged move shows up as a difference between the store's log and the books.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass, field

from classroom_redis.zygote import Launcher

from tabletop_widgets import classroom
from tabletop_widgets.classroom.protocol import new_move_id


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``tabletop-widgets serve`` on a loopback port with ``args``, forked by ``launcher``
    (a pre-imported zygote: a real process, started in a fraction of a second)."""

    def __init__(self, launcher: Launcher, port: int, args: list[str]) -> None:
        self.launcher = launcher
        self.port = port
        self.args = args
        self.pid: int | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        """Start the process; returns once it answers ``/api/health``."""
        self.pid = self.launcher.start(self.port, *self.args)

    def kill(self) -> None:
        """``kill -9``: no clean-up, no goodbye to any client. Returns once it is gone."""
        if self.pid is not None:
            self.launcher.kill(self.pid)
            self.pid = None

    stop = kill


@dataclass
class Books:
    """Every move the players made, by room, and what came of it."""

    acked: dict[str, list[dict]] = field(default_factory=dict)
    refused: list[tuple[str, dict, str]] = field(default_factory=list)
    unknown: list[tuple[str, dict, str]] = field(default_factory=list)
    in_flight: int = 0
    #: Acks that said the move was already in the log (a retry after a lost answer).
    repeats: int = 0
    cond: threading.Condition = field(default_factory=threading.Condition)

    @property
    def total(self) -> int:
        return sum(len(moves) for moves in self.acked.values())

    def wait_total(self, n: int, timeout: float) -> None:
        with self.cond:
            ok = self.cond.wait_for(lambda: self.total >= n or self.unknown, timeout)
        assert ok and not self.unknown, f"play stalled at {self.total} moves ({self.unknown})"


class Player(threading.Thread):
    """One retrying client playing its seats' Yum games to the end, one after the other."""

    def __init__(self, seats: list[classroom.Seat], books: Books, timeout: float = 45.0) -> None:
        super().__init__(daemon=True)
        self.seats = seats
        self.books = books
        self.timeout = timeout
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            for seat in self.seats:
                while not seat.terminal:
                    self.play(seat)
        except BaseException as exc:  # reported by the test
            self.error = exc
            with self.books.cond:
                self.books.cond.notify_all()

    def play(self, seat: classroom.Seat) -> None:
        action = seat.legal[0]
        move = {"seat": seat.seat, "action": action, "move": new_move_id()}
        books = self.books
        with books.cond:
            books.in_flight += 1
        try:
            ack = seat.act(action, timeout=self.timeout, move=move["move"])
        except classroom.IllegalMove as exc:  # definite: nothing was played
            with books.cond:
                books.refused.append((seat.code, move, str(exc)))
        except (classroom.TableError, TimeoutError) as exc:  # "unknown": must never happen
            with books.cond:
                books.unknown.append((seat.code, move, str(exc)))
            raise
        else:
            with books.cond:
                books.acked.setdefault(seat.code, []).append(move)
                books.repeats += bool(ack.get("repeat"))
        finally:
            with books.cond:
                books.in_flight -= 1
                books.cond.notify_all()


def check_books(books: Books, logs: dict[str, list[dict]]) -> dict[str, int]:
    """Compare the players' books with the stored logs: the counts of lost, doubled and
    unknown moves, of rooms whose log is not their books and of refused moves found played
    (all must be 0), and the totals."""
    lost = doubled = 0
    mismatched, refused_played = [], []
    refused_ids = {m["move"] for _, m, _ in books.refused}
    for code, log in logs.items():
        stored = [e for e in log if "seat" in e]
        ids = [e.get("move") for e in stored]
        acked = books.acked.get(code, [])
        doubled += len(ids) - len(set(ids))
        lost += len({m["move"] for m in acked} - set(ids))
        # Each stored move is an acknowledged one, in the order acknowledged: a doubled
        # roll (an extra entry) or a refused move that was played anyway breaks this.
        if stored != acked:
            mismatched.append(code)
        refused_played += sorted(refused_ids & set(ids))
    return {
        "acked": books.total,
        "refused": len(books.refused),
        "unknown": len(books.unknown),
        "repeats": books.repeats,
        "lost": lost,
        "doubled": doubled,
        "mismatched": len(mismatched),
        "refused_played": len(refused_played),
    }
