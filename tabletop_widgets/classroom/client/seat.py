"""A seat at a table server from Python: ``join`` and the ``Seat`` it gives.

A ``Seat`` keeps one websocket open in a background thread. Snapshots pushed by the
server update ``.view``, ``.legal``, ``.log`` ... as they arrive; ``.act`` sends a move and
waits for the server's answer. When the connection drops (server restarted, network),
the seat reconnects by itself with its token and picks up the table where it is.

Exactly-once: each move gets a fresh move id (``protocol.new_move_id``) and ``act``
resends the same frame after every reconnect or failover until the server answers. The
server never plays one id twice and answers a repeat with its first outcome, so ``act``
returns only for a committed move and raises only for a definite refusal (or, when no
server answered for ``timeout`` seconds, ``MoveTimeout`` carrying the id to retry with).
A socket that fails while sending marks the seat disconnected at once.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
from websockets.sync.client import connect

from ...engine import IllegalMove
from ...engine.coach import CheckAnswer, HintAnswer, ReviewAnswer
from ..protocol import (
    ACK,
    ACT,
    ANSWER,
    CLAIM,
    ERROR,
    FOLLOW,
    HELLO,
    LANGUAGE,
    QUERY,
    SNAPSHOT,
    new_move_id,
)
from .http import TableError, api_request
from .hub_env import service_headers

#: Seconds between reconnection attempts (doubling up to the maximum).
RECONNECT_FIRST = 0.1
RECONNECT_MAX = 2.0
#: Seconds before resending a move the server could not settle (its store did not answer).
RETRY_UNSETTLED = 0.2


class MoveTimeout(TimeoutError):
    """No server answered a move in time. ``move`` is its id: ``Seat.act(action, move=...)``
    with the same id is safe (the server plays an id at most once)."""

    def __init__(self, message: str, move: str | None) -> None:
        super().__init__(message)
        self.move = move


def join(
    url: str,
    code: str,
    name: str | None = None,
    token: str | None = None,
    seat: int | None = None,
    timeout: float = 15.0,
    lang: str = "en",
) -> Seat:
    """Take a seat in room ``code`` (``token``: resume the seat that token opens; ``lang``:
    the language of the engine's texts in its frames, as a room page asks for them).

    Returns once the first snapshot has arrived.
    """
    base = url.rstrip("/")
    if token is None:
        body: dict[str, Any] = {"name": name} if name else {}
        if seat is not None:
            body["seat"] = seat
        answer = api_request(f"{base}/api/rooms/{code}/join", "POST", body)
        token = answer["token"]
    handle = Seat(base, code.upper(), token, lang)
    if not handle.wait_ready(timeout):
        reason = handle.fatal or "no answer from the table server"
        handle.close()
        raise TableError(f"Could not take the seat: {reason}")
    return handle


def snapshot_field(key: str, default: Callable[[], Any], doc: str) -> property:
    """A read-only attribute of a ``Seat``: one key of its last snapshot (``default()``
    while the snapshot has none)."""

    def read(seat: Seat) -> Any:
        return seat.snapshot.get(key, default())

    return property(read, doc=doc)


class RequestClock:
    """The time one ``Seat.request`` has left, and the error it raises when none is left
    (``MoveTimeout``, with the move id to retry, for a move)."""

    def __init__(self, timeout: float, frame: dict[str, Any]) -> None:
        self.deadline = time.monotonic() + timeout
        self.frame = frame

    def left(self) -> float:
        """Seconds left (never below zero)."""
        return max(0.0, self.deadline - time.monotonic())

    def expired(self, message: str) -> TimeoutError:
        """The error for a request not answered in time, saying ``message``."""
        if self.frame.get("type") == ACT:
            return MoveTimeout(
                f"{message} Move {self.frame['move']} was not confirmed; "
                "act again with move=... to retry it safely.",
                self.frame["move"],
            )
        return TimeoutError(message)


class Seat:
    """One seat at a remote table. Read ``.view``, ``.legal``, ``.log``; play with ``.act``."""

    def __init__(self, url: str, code: str, token: str, lang: str = "en") -> None:
        self.url = url
        self.code = code
        self.token = token
        #: The language of the engine's texts in this seat's frames (its hello says it).
        self.lang = lang
        self.snapshot: dict[str, Any] = {}
        self.fatal: str | None = None
        self.connected = False
        self.updates = 0
        self.frames: list[dict[str, Any]] = []  # every frame received, when ``keep_frames``
        self.keep_frames = False
        self._listeners: list[Callable[[dict[str, Any]], None]] = []
        self._cond = threading.Condition()
        self._ids = itertools.count(1)
        self._answers: dict[int, dict[str, Any]] = {}
        #: The snapshot count when each reply arrived (a query waits for the next snapshot).
        self._replied_at: dict[int, int] = {}
        self.last_error: str | None = None
        #: The last claim of this seat by another device (``{"word", "message"}``), else None.
        self.claim: dict[str, Any] | None = None
        #: Frames sent and not yet answered, with the connection number they went out on.
        self._pending: dict[int, int] = {}
        self._gen = 0
        self._ws: Any = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name=f"seat-{code}", daemon=True)
        self._thread.start()

    # ----- what the seat sees -------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.snapshot.get("seat", -1)

    view = snapshot_field("view", dict, "The seat's view.")
    legal = snapshot_field("legal", list, "The seat's legal moves.")
    log = snapshot_field("log", list, "The game's log, as text.")
    names = snapshot_field("names", list, "The seats' names.")
    scores = snapshot_field("scores", list, "The seats' scores.")

    @property
    def terminal(self) -> bool:
        return bool(self.snapshot.get("terminal", False))

    to_act = snapshot_field("to_act", list, "The seats to act.")

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    def on_update(self, callback: Callable[[dict[str, Any]], None]) -> None:
        """Call ``callback(snapshot)`` (in the background thread) on every snapshot."""
        self._listeners.append(callback)

    # ----- acting ----------------------------------------------------------------------------

    def act(self, action: Any, timeout: float = 30.0, move: str | None = None) -> dict[str, Any]:
        """Play ``action``; returns the server's ack once it has committed the move and sent
        the new table (``ack["index"]``: the move's place in the room's stored log).

        The move carries a move id (``move``, else a fresh one) and is resent with it across
        reconnects and failovers until answered: never played twice. Raises ``IllegalMove``
        with the server's reason when the move is refused (nothing was played), and
        ``MoveTimeout`` (with the id to retry) when no server answered within ``timeout``.
        """
        return self.request({"type": ACT, "action": action, "move": move or new_move_id()}, timeout)

    def query(self, name: str, args: dict | None = None, timeout: float = 30.0) -> dict[str, Any]:
        """Ask the game's query ``name`` (a hint, a check ...) for this seat; returns the
        answer once the snapshot carrying it (``snapshot["answers"]``) has arrived.

        Raises ``IllegalMove`` (``QueryRefused`` on the server) with the reason when the
        room does not allow it or the arguments are wrong.
        """
        frame: dict[str, Any] = {"type": QUERY, "name": name}
        if args is not None:
            frame["args"] = args
        return self.request(frame, timeout)["answer"]

    def hint(self, timeout: float = 30.0) -> HintAnswer:
        """The coach's advice for this seat now (the game's ``hint`` query), as a widget's
        ``hint()``."""
        return self.query("hint", {}, timeout)

    def check(self, timeout: float = 30.0, **args: Any) -> CheckAnswer:
        """The engine's verdict on what ``args`` propose (the game's ``check`` query, where
        the game declares one), as a widget's ``check(...)``."""
        return self.query("check", args, timeout)

    def review(self, timeout: float = 120.0) -> ReviewAnswer:
        """The review of this seat's decisions beside the coach's (``engine.review``): the
        whole game once it is over, this seat's past decisions while it runs."""
        return self.query("review", {}, timeout)

    def follow(self, name: str, on: bool = True, timeout: float = 30.0) -> None:
        """Switch a standing query (the coach, a practice aid) on or off for this seat."""
        self.request({"type": FOLLOW, "name": name, "on": on}, timeout)

    def request(self, frame: dict[str, Any], timeout: float = 30.0) -> dict[str, Any]:
        """Send ``frame`` with a fresh id and return the server's reply (an ack or an answer).

        The frame is sent again, unchanged, whenever the connection drops before the answer
        (a move keeps its move id, so it is played at most once; queries and switches are
        safe to repeat). A query or switch returns once the snapshot sent after the reply has
        arrived too, so ``snapshot`` shows its effect. ``IllegalMove`` with the server's
        reason when refused; ``TableError`` when the seat is closed or refused;
        ``TimeoutError`` (``MoveTimeout`` for a move) without an answer in time.
        """
        ref = next(self._ids)
        text = json.dumps({**frame, "id": ref})
        clock = RequestClock(timeout, frame)
        while True:
            if not self._send_once(ref, text, clock):
                continue  # the socket failed while sending: send again once reconnected
            answer = self._answer_to(ref, frame, clock)
            if answer is None:
                continue  # lost with its connection, or not settled: send the same frame
            if answer.get("type") == ERROR:
                raise IllegalMove(answer.get("message", "The table server refused that."))
            return answer

    def _send_once(self, ref: int, text: str, clock: RequestClock) -> bool:
        """Send frame ``ref`` once connected (False: the socket failed while sending, and
        the seat is disconnected: nothing was sent, nothing is waited for)."""
        with self._cond:
            while not self.connected:
                if self._closing or self.fatal:
                    raise TableError(self.fatal or "This seat is closed.")
                if not self._cond.wait(clock.left()) and not self.connected:
                    raise clock.expired("The table server is not reachable.")
            ws, gen = self._ws, self._gen
            self._pending[ref] = gen
        try:
            ws.send(text)
        except (ConnectionClosed, OSError):
            self._drop(ws, gen)  # disconnected now, not when the reader notices
            with self._cond:
                self._pending.pop(ref, None)
                self._answers.pop(ref, None)
            return False
        return True

    def _answer_to(
        self, ref: int, frame: dict[str, Any], clock: RequestClock
    ) -> dict[str, Any] | None:
        """The reply to frame ``ref`` (None: lost with its connection, or a move the server
        could not settle: send it again). After a query's or switch's reply, waits for the
        snapshot sent after it."""
        with self._cond:
            while ref not in self._answers:
                if not self._cond.wait(clock.left()) and ref not in self._answers:
                    self._pending.pop(ref, None)
                    raise clock.expired("No answer from the table server.")
            self._pending.pop(ref, None)
            answer = self._answers.pop(ref)
            seen = self._replied_at.pop(ref, self.updates)
            if answer.get("type") == "lost":
                return None
            if answer.get("type") == ERROR and answer.get("retry"):
                self._cond.wait(min(RETRY_UNSETTLED, clock.left()))
                if clock.left() <= 0:
                    raise clock.expired("The table server could not settle the move in time.")
                return None
            if frame["type"] in (QUERY, FOLLOW, LANGUAGE) and answer.get("type") in (ACK, ANSWER):
                self._cond.wait_for(
                    lambda: self.updates > seen or not self.connected or self._closing,
                    clock.left(),
                )
        return answer

    def _drop(self, ws: Any, gen: int) -> None:
        """Connection ``gen`` failed: the seat is disconnected from now on, its unanswered
        frames are resent on the next connection, and the reader is woken to reconnect."""
        self._lose(gen)
        with contextlib.suppress(Exception):
            ws.socket.shutdown(socket.SHUT_RDWR)

    def _lose(self, gen: int) -> None:
        """Connection ``gen`` is gone: the seat is disconnected (unless a newer connection is
        up) and every frame sent on it and not answered is answered ``lost`` (sent again)."""
        with self._cond:
            if self._gen == gen:
                self.connected = False
            for ref, sent_on in self._pending.items():
                if sent_on == gen:
                    self._answers.setdefault(ref, {"type": "lost"})
            self._cond.notify_all()

    # ----- class experiments: predict, then play, then compare ------------------------------

    def prediction(self) -> dict[str, Any]:
        """This seat's class experiment as the room page's prediction box shows it: ``run``
        (None: no experiment at this table), ``phase`` (``predict``, ``play``, ``stopped``),
        the ``experiment``'s question, ``mine`` (this seat's prediction or None) and, once the
        teacher reveals it, the ``class``'s result and the lesson's ``reference`` value."""
        return api_request(
            f"{self.url}/api/rooms/{self.code}/predict", "POST", {"token": self.token}
        )

    def predict(self, value: float | str) -> dict[str, Any]:
        """Send this seat's prediction for the class experiment (a chance as ``0.05``,
        ``"5 %"`` or ``"1/20"``; for a mean, a number); a new one replaces the old. Returns
        :meth:`prediction`'s answer. ``TableError`` with the server's reason when it cannot
        be read or predictions are closed."""
        return api_request(
            f"{self.url}/api/rooms/{self.code}/predict",
            "POST",
            {"token": self.token, "value": value},
        )

    def send_answer(self, exercise: str, verdict: str, tries: int) -> dict[str, Any]:
        """Report an answer box's best verdict (``right``, ``close``, ``not yet``) and tries
        at ``exercise`` to the class report (``POST /api/class/answers``); the server's
        record. ``TableError`` with the server's reason when it refuses."""
        body = {
            "room": self.code,
            "token": self.token,
            "exercise": exercise,
            "verdict": verdict,
            "tries": tries,
        }
        return api_request(f"{self.url}/api/class/answers", "POST", body)

    def use_language(self, lang: str, timeout: float = 30.0) -> None:
        """Have the engine's texts of this seat's frames in ``lang`` from now on; returns once
        the table has come again in it. ``IllegalMove`` for a language the server does not
        speak (the seat keeps its language)."""
        self.request({"type": LANGUAGE, "lang": lang}, timeout)
        self.lang = lang

    def send_raw(self, data: str | bytes) -> None:
        """Send one raw frame (tests of hostile input)."""
        self._ws.send(data)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the next snapshot arrives; False on timeout."""
        with self._cond:
            seen = self.updates
            return self._cond.wait_for(lambda: self.updates > seen or self._closing, timeout) and (
                self.updates > seen
            )

    def wait_for(self, predicate: Callable[[Seat], bool], timeout: float = 30.0) -> bool:
        """Block until ``predicate(self)`` is true (checked on each snapshot); False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: predicate(self) or self._closing, timeout) and bool(
                predicate(self)
            )

    def wait_ready(self, timeout: float) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self.updates > 0 or self.fatal, timeout) and (
                self.updates > 0
            )

    def close(self) -> None:
        """Leave the table (the seat stays yours: ``join(..., token=seat.token)`` resumes it)."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(Exception):
                ws.close()
        self._thread.join(5)

    # ----- the background connection -----------------------------------------------------------

    def _run(self) -> None:
        delay = RECONNECT_FIRST
        ws_url = "ws" + self.url[4:] + f"/ws/{self.code}"
        while not self._closing:
            gen = self._gen
            try:
                with connect(
                    ws_url,
                    open_timeout=10,
                    max_size=2**24,
                    additional_headers=service_headers(self.url),
                ) as ws:
                    ws.send(json.dumps({"type": HELLO, "token": self.token, "lang": self.lang}))
                    with self._cond:
                        self._gen = gen = gen + 1
                        self._ws = ws
                    delay = RECONNECT_FIRST
                    for text in ws:
                        self._receive(json.loads(text), gen)
                        if self.fatal:
                            return
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidStatus, TimeoutError):
                pass
            finally:
                self._lose(gen)
            if self._closing or self.fatal:
                return
            with self._cond:  # close() wakes this wait
                self._cond.wait_for(lambda: self._closing, delay)
            delay = min(RECONNECT_MAX, delay * 2)

    def _receive(self, frame: dict[str, Any], gen: int = 0) -> None:
        if self.keep_frames:
            self.frames.append(frame)
        kind = frame.get("type")
        with self._cond:
            if kind == SNAPSHOT:
                self.snapshot = frame
                self.connected = self._gen == gen  # not a connection already dropped
                self.updates += 1
            elif kind == ERROR and frame.get("fatal"):
                self.fatal = frame.get("message", "refused")
            elif kind in (ACK, ANSWER, ERROR) and isinstance(frame.get("id"), int):
                self._answers[frame["id"]] = frame
                self._replied_at[frame["id"]] = self.updates
            elif kind == ERROR:
                self.last_error = frame.get("message")
            elif kind == CLAIM:
                self.claim = frame
            self._cond.notify_all()
        if kind == SNAPSHOT:
            for callback in list(self._listeners):
                with contextlib.suppress(Exception):
                    callback(frame)

    def __repr__(self) -> str:
        return f"<Seat {self.seat} of room {self.code} at {self.url}>"
