"""The seat websocket: one connection per seat, seated by its hello (the seat token), then
answering the seat's frames (a move, a query, a switch) with a bounded send queue and a rate
limit. A seat's websocket carries only that seat's snapshot (``Rooms.frame``); a bad frame
gets an error frame and the connection stays up; a flood is cut off."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from ...engine import IllegalMove, english
from ..protocol import (
    ACK,
    ACT,
    ANSWER,
    ERROR,
    FOLLOW,
    HANDOVER_REASON,
    HELLO,
    LANGUAGE,
    NEW_GAME_REASON,
    PING,
    PONG,
    QUERY,
    REFRESH,
    SAVE_REASON,
    frame_id,
    move_id,
    parse_frame,
)
from .frame_language import frame_data_in, seat_language
from .http import (
    MAX_JSON_DEPTH,
    Limited,
    guard_of,
    identify,
    json_depth_ok,
    open_seat,
    rate_message,
    seat_owner_ok,
)
from .move_authority import MoveUnsettled
from .rooms import Rooms
from .transport import ABORT, SEND_TEXT

LOG = logging.getLogger("tabletop_widgets.classroom")

#: Frames per second a connection may send on average, and the burst it may save up.
RATE_PER_SECOND = 200.0
RATE_BURST = 400.0
#: What a malformed frame (not JSON, too large, too deep) counts against the rate: a junk
#: flood is cut after about ``RATE_BURST / MALFORMED_COST`` frames, not ``RATE_BURST``.
MALFORMED_COST = 20
#: Frames over the rate after which the connection is closed (a flood, not a fast player).
MAX_OVER_RATE = 100
#: Seconds a flooding connection's last frames and close may take before it is dropped.
FLOOD_GOODBYE = 0.2
#: Seconds a new connection has to send its hello frame.
HELLO_TIMEOUT = 10.0
#: Frames queued for one connection before it is dropped as stuck.
SEND_QUEUE = 256


class SeatSocket:
    """One seat's websocket: a bounded send queue, a rate limit, and the frames it accepts.

    A frame is written at once when the server offers it (``transport.SEND_TEXT``) and
    nothing waits before it: the queue is empty and the writer task is not sending;
    otherwise it joins the queue, which the writer task sends in order."""

    def __init__(self, websocket: WebSocket) -> None:
        self.websocket = websocket
        extensions = websocket.scope.get("extensions") or {}
        self.send_now: Callable[[bytes], bool] | None = extensions.get(SEND_TEXT)
        self.sending = False  # the writer task is between taking a frame and sending it
        self.seat = -1
        #: When it opened (``Rooms.connect`` closes a seat's oldest connections first).
        self.opened = time.monotonic()
        self.queue: asyncio.Queue = asyncio.Queue(SEND_QUEUE)
        self.stuck = False
        self.allowance = RATE_BURST
        self.checked = time.monotonic()
        self.over_rate = 0
        self.last_warning = 0.0
        #: Frames kept while this seat's move is played (``hold``); None when not holding.
        self.held: list[Mapping[str, Any]] | None = None
        #: The language the page speaks (its hello's ``"lang"``, then ``language`` frames).
        self.lang = "en"
        #: The table's seat names in its last snapshot (the people's are never translated).
        self.names: Sequence[str] = ()

    def encode(self, frame: Mapping[str, Any]) -> bytes:
        """``frame``'s JSON bytes, its engine texts in this connection's language (the names
        people chose, which a snapshot brings, as they are)."""
        if isinstance(frame.get("names"), list):
            self.names = frame["names"]
        return frame_data_in(frame, self.lang, self.names)

    def push(self, frame: Mapping[str, Any] | None) -> None:
        """Send ``frame`` (None: close the writer after what waits)."""
        if frame is None:
            self.release()
            self._enqueue([None])
        elif self.held is not None:
            self.held.append(frame)
        else:
            self._send([frame])

    def hold(self) -> None:
        """Keep this socket's frames until ``release``: while a move of this seat is played,
        so that its new snapshot and the acknowledgement go out together, in one write."""
        if self.held is None:
            self.held = []

    def release(self) -> None:
        """Send the frames kept since ``hold``, in order."""
        held, self.held = self.held, None
        if held:
            self._send(held)

    def _send(self, frames: list[Mapping[str, Any]]) -> None:
        """Write ``frames`` at once, in one write, when nothing waits before them (the queue
        empty, the writer task not sending); else they join the queue, in order."""
        if (
            self.send_now is not None
            and not self.sending
            and self.queue.empty()
            and self.send_now(*map(self.encode, frames))
        ):
            return
        self._enqueue(frames)

    def _enqueue(self, frames: list[Mapping[str, Any] | None]) -> None:
        for frame in frames:
            try:
                self.queue.put_nowait(frame)
            except asyncio.QueueFull:
                self.stuck = True

    async def writer(self) -> None:
        while True:
            frame = await self.queue.get()
            if frame is None:
                return
            self.sending = True
            try:
                await self.websocket.send_text(self.encode(frame).decode())
            finally:
                self.sending = False

    def within_rate(self) -> bool:
        now = time.monotonic()
        self.allowance = min(RATE_BURST, self.allowance + (now - self.checked) * RATE_PER_SECOND)
        self.checked = now
        if self.allowance >= 1:
            self.allowance -= 1
            return True
        self.over_rate += 1
        return False

    def refuse(self, message: str, ref: Any = None) -> None:
        frame: dict[str, Any] = {"type": ERROR, "message": message}
        if ref is not None:
            frame["id"] = ref
        self.push(frame)


async def seat_socket(websocket: WebSocket) -> None:
    """One seat's websocket: its hello seats it by its token, then its frames are answered
    until it leaves (``serve_frames``); it is pushed every snapshot of its seat meanwhile."""
    tables: Rooms = websocket.app.state.tables
    code = websocket.path_params["code"].upper()
    await websocket.accept()
    sock = SeatSocket(websocket)
    writer = asyncio.create_task(sock.writer())
    registered = False
    try:
        hello = await take_seat(websocket, code, sock, writer)
        if hello is None:
            return
        tables.connect(code, sock)
        registered = True
        forget_headers(websocket)
        await serve_frames(websocket, tables, code, sock, writer, hello.get("token"))
    except WebSocketDisconnect:
        return
    finally:
        if registered:
            tables.disconnect(code, sock)
        sock.push(None)
        if not writer.done():
            writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await writer


async def take_seat(
    websocket: WebSocket, code: str, sock: SeatSocket, writer: asyncio.Task
) -> dict[str, Any] | None:
    """Read the hello and give ``sock`` the seat its token opens: the hello, or None when the
    client left first or was refused (told why, then its connection closed)."""
    try:
        hello = await read_hello(websocket)
        if hello is None:
            return None
        if "lang" in hello:
            sock.lang = seat_language(hello["lang"])
        room, sock.seat = await open_seat(websocket, code, hello.get("token"))
        if not seat_owner_ok(room.record.seats[sock.seat].name, await identify(websocket)):
            raise PermissionError("That seat belongs to another user: take your own seat.")
        return hello
    except (KeyError, PermissionError, IllegalMove, asyncio.TimeoutError) as exc:
        text = exc.args[0] if exc.args else "No hello in time."
        sock.push({"type": "error", "message": text, "fatal": True})
        sock.push(None)
        if isinstance(exc, Limited):  # perhaps a flood: not one more frame is read
            await drop(websocket, writer)
            return None
        await writer
        await websocket.close(4403 if not isinstance(exc, KeyError) else 4404)
        return None


def forget_headers(websocket: WebSocket) -> None:
    """The seat is known: the request's headers (its cookies, kilobytes) are not kept for
    this connection, which lives for the whole game."""
    headers = websocket.scope.get("headers")
    if isinstance(headers, list):  # uvicorn's (ASGI allows any iterable)
        headers.clear()


async def serve_frames(
    websocket: WebSocket,
    tables: Rooms,
    code: str,
    sock: SeatSocket,
    writer: asyncio.Task,
    token: Any,
) -> None:
    """Answer a seated connection's frames until it leaves, is stuck, or floods. The rate is
    counted before a frame is parsed, so junk floods are cut as soon as any flood."""
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        if sock.stuck:
            await websocket.close(1008)
            return
        if not sock.within_rate():
            if sock.over_rate > MAX_OVER_RATE:
                await cut_flood(websocket, sock, writer, token)
                return
            now, ref = time.monotonic(), id_of(message)
            if now - sock.last_warning > 1 or ref is not None:  # a numbered frame: answered
                sock.last_warning = now
                sock.refuse("Too many messages: slow down.", ref)
            continue
        data = None
        try:
            data = client_frame(message)
            await handle_frame(tables, code, sock, data)
        except IllegalMove as exc:
            if data is None:  # junk: it weighs as much as MALFORMED_COST frames
                sock.allowance -= MALFORMED_COST - 1
            sock.refuse(english(exc), frame_id(data) if data else None)
        except Exception as exc:  # a hostile frame never kills the connection or leaks
            LOG.exception("frame handling failed")
            sock.refuse(f"That message could not be handled ({type(exc).__name__}).")


async def read_hello(websocket: WebSocket) -> dict[str, Any] | None:
    """The client's hello frame (None: it left first); ``PermissionError`` while its address
    is over its wrong codes, or for another first frame; ``asyncio.TimeoutError``."""
    wait = guard_of(websocket).wait(websocket, "wrong codes")
    if wait:
        raise Limited(rate_message("wrong codes", wait))
    message = await asyncio.wait_for(websocket.receive(), HELLO_TIMEOUT)
    if message["type"] == "websocket.disconnect":
        return None
    hello = client_frame(message)
    if hello["type"] != HELLO:
        raise PermissionError('The first message must be {"type": "hello", "token": ...}.')
    return hello


async def cut_flood(
    websocket: WebSocket, sock: SeatSocket, writer: asyncio.Task, token: Any
) -> None:
    """Close a flooding connection at once (its last frame says why, if it reads it) and
    count the flood against its address and seat token (``http.Guard``, ``"floods"``): a
    client that floods again and again is refused for a while."""
    guard_of(websocket).spend(websocket, "floods", token)
    sock.refuse("Too many messages: this connection is closed.")
    sock.push(None)
    await drop(websocket, writer, 1008)


async def drop(websocket: WebSocket, writer: asyncio.Task, code: int = 4429) -> None:
    """End a connection without reading another frame: its last frames are given
    ``FLOOD_GOODBYE`` seconds to go out (a client that does not read is not waited for),
    then the connection is dropped (uvicorn's abort, ``transport.ABORT``), or closed."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(asyncio.shield(writer), FLOOD_GOODBYE)
    abort = (websocket.scope.get("extensions") or {}).get(ABORT)
    if abort is not None:
        abort()
        return
    with contextlib.suppress(Exception):
        await asyncio.wait_for(websocket.close(code), FLOOD_GOODBYE)


def id_of(message: dict[str, Any]) -> Any:
    """The id of a client frame, or None (junk has none)."""
    try:
        return frame_id(client_frame(message))
    except IllegalMove:
        return None


def client_frame(message: dict[str, Any]) -> dict[str, Any]:
    """``parse_frame``, and no deeper nesting than ``http.MAX_JSON_DEPTH`` (``IllegalMove``)."""
    try:
        data = parse_frame(message)
    except RecursionError:
        data = None
    if data is None or not json_depth_ok(data):
        raise IllegalMove(f"That message is nested too deeply (at most {MAX_JSON_DEPTH} levels).")
    return data


#: What a shared table answers the frames only a game's owner may send.
OWNER_ONLY = {
    "new_game": NEW_GAME_REASON,
    "save": SAVE_REASON,
    "load": SAVE_REASON,
    "handover": HANDOVER_REASON,
}


async def handle_frame(tables: Rooms, code: str, sock: SeatSocket, data: dict[str, Any]) -> None:
    """Answer one checked client frame (``IllegalMove`` becomes an error frame)."""
    kind = data["type"]
    if kind == PING:
        sock.push({"type": PONG, "id": frame_id(data)})
    elif kind == ACT:
        await act_frame(tables, code, sock, data)
    elif kind == QUERY:
        await query_frame(tables, code, sock, data)
    elif kind == FOLLOW:
        await follow_frame(tables, code, sock, data)
    elif kind == REFRESH:
        sock.push(tables.frame(tables.room(code), sock.seat))
    elif kind == LANGUAGE:  # the page switched: the table again, in the new language
        sock.lang = seat_language(data.get("lang"))
        if frame_id(data) is not None:
            sock.push({"type": ACK, "id": frame_id(data), "lang": sock.lang})
        sock.push(tables.frame(tables.room(code), sock.seat))
    elif kind == "undo":
        raise IllegalMove(tables.undo_refusal(code, sock.seat))
    elif kind in OWNER_ONLY:
        raise IllegalMove(OWNER_ONLY[kind])
    else:
        raise IllegalMove(f"{kind[:40]!r} is not available at a shared table.")


async def act_frame(tables: Rooms, code: str, sock: SeatSocket, data: dict[str, Any]) -> None:
    """Play the seat's move and answer ``ack`` with its log index, sent in one write with the
    seat's new snapshot; ``error`` with ``"retry"`` when the store left it undecided."""
    if "action" not in data:
        raise IllegalMove("A move needs an action.")
    if "seat" in data and data["seat"] != sock.seat:
        raise IllegalMove("That move was made for another player's seat.")
    ref, move = frame_id(data), move_id(data)  # exactly-once: a repeat gets its first outcome
    sock.hold()  # the seat's new snapshot and the answer below go out in one write
    try:
        try:
            index, repeat = await tables.act(code, sock.seat, data["action"], move)
        except MoveUnsettled as exc:  # not decided: the client sends the same id again
            sock.push(
                {"type": ERROR, "id": ref, "move": move, "message": english(exc), "retry": True}
            )
            return
        length = len(tables.match(code).log)
        sock.push(
            {
                "type": ACK,
                "id": ref,
                "length": length,
                "index": index,
                "move": move,
                "repeat": repeat,
            }
        )
    finally:
        sock.release()


async def query_frame(tables: Rooms, code: str, sock: SeatSocket, data: dict[str, Any]) -> None:
    """Answer the seat's query; its next snapshot carries the answer too."""
    name, args = data.get("name"), data.get("args")
    if not isinstance(name, str) or (args is not None and not isinstance(args, dict)):
        raise IllegalMove('A query is {"type": "query", "name": ..., "args": {...}}.')
    answer = await tables.query(code, sock.seat, name, args)
    sock.push({"type": ANSWER, "id": frame_id(data), "name": name, "answer": answer})
    tables.push(tables.room(code), {sock.seat})  # the snapshot whose answers hold it


async def follow_frame(tables: Rooms, code: str, sock: SeatSocket, data: dict[str, Any]) -> None:
    """Switch a standing query of the seat on or off, and send its snapshot."""
    name, on = data.get("name"), data.get("on")
    if not isinstance(name, str) or not isinstance(on, bool):
        raise IllegalMove('A switch is {"type": "follow", "name": ..., "on": true}.')
    await tables.follow(code, sock.seat, name, on)
    sock.push({"type": ACK, "id": frame_id(data), "name": name, "on": on})
    tables.push(tables.room(code), {sock.seat})
