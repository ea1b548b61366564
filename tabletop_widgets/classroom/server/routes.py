"""The table server's routes and its one app: a JSON API, the pages and one websocket per seat.

Secrets stay here: a seat's websocket carries only that seat's snapshot
(``Rooms.frame``); the teacher's ``teacher_view`` needs the teacher token (or the
auth hook's teacher flag). Every frame a client sends is size-limited, parsed and
checked; a bad one gets an error frame and the connection stays up.

``build_app`` assembles the whole server (the room API and pages, the teacher's
dashboard, the class experiments); ``serve``, the CLI and the JupyterHub service all
run what it returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ...engine import IllegalMove, all_games, game_folder
from ..protocol import (
    ACK,
    ACT,
    ANSWER,
    ERROR,
    FOLLOW,
    HANDOVER_REASON,
    HELLO,
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
from .auth import TEACHER_META, Auth, Identity, TokenAuth, new_teacher_token
from .broker import Broker
from .class_answers import class_answers_routes
from .class_flow import board_if_any, check_leave, release_left_seats
from .class_routes import class_routes
from .dashboard import dashboard_routes
from .experiment_routes import experiment_routes
from .http import (
    MAX_JSON_DEPTH,
    Guard,
    Limited,
    SecurityMiddleware,
    error,
    guard_of,
    http_error,
    identify,
    json_depth_ok,
    open_seat,
    rate_message,
    read_json,
    require_teacher,
)
from .languages import localized_page
from .move_authority import MoveUnsettled
from .review_routes import review_routes
from .room import DamagedRoom, game_summary
from .rooms import Rooms
from .seat_names import clean_name
from .store import SQLiteStore, Store, compact_json_bytes
from .transport import ABORT, SEND_TEXT

LOG = logging.getLogger("tabletop_widgets.classroom")
STATIC = Path(__file__).parent.parent / "static"
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


#: What a wrong code is told (one answer whatever was typed).
NO_ROOM = "There is no table with this code on this server: check the code."


# ----- HTTP routes ---------------------------------------------------------------------


async def health(request: Request) -> Response:
    return JSONResponse({"ok": True, "rooms": len(request.app.state.tables.rooms)})


async def games(request: Request) -> Response:
    return JSONResponse([game_summary(name) for name in all_games()])


async def rooms_list(request: Request) -> Response:
    await require_teacher(request)
    return JSONResponse(request.app.state.tables.list_rooms())


async def rooms_create(request: Request) -> Response:
    await require_teacher(request)
    data = await read_json(request)
    bots = data.get("bots") or {}
    names, options = data.get("names"), data.get("options")
    if not isinstance(bots, dict) or (names is not None and not isinstance(names, list)):
        return error(400, "bots must map seat numbers to bot names; names must be a list.")
    if options is not None and not isinstance(options, dict):
        return error(400, "options must be an object of the game's options.")
    try:
        code = await request.app.state.tables.create_room(
            data.get("game"), data.get("seats"), bots, options, names
        )
    except (ValueError, TypeError) as exc:
        return error(400, str(exc))
    return JSONResponse({"code": code}, status_code=201)


async def find_room(request: Request, code: str) -> Any:
    """The room ``code`` (``HTTPException`` 404, or 409 for a damaged room). A wrong code
    counts against the address (``http.Guard``); an address over its wrong codes gets 429 for
    every code, right or wrong, until it slows down (so a guess that hits tells nothing)."""
    tables: Rooms = request.app.state.tables
    guard_of(request).check(request, "wrong codes")
    try:
        return await tables.find(code)
    except DamagedRoom as exc:
        raise HTTPException(409, exc.args[0]) from None
    except KeyError:
        guard_of(request).spend(request, "wrong codes")
        raise HTTPException(404, NO_ROOM) from None


async def room_info(request: Request) -> Response:
    room = await find_room(request, request.path_params["code"])
    return JSONResponse(request.app.state.tables.room_summary(room.code))


def seat_owner_ok(seat_name: str, identity: Identity | None) -> bool:
    """True unless a signed-in user (a Hub user) presents a seat taken by someone else: under
    the Hub a person's seat is named after, and belongs to, the user who took it."""
    if identity is None or not identity.name:
        return True
    return seat_name == clean_name(identity.name, "")


async def room_join(request: Request) -> Response:
    data = await read_json(request)
    name, seat, resume = data.get("name"), data.get("seat"), data.get("resume", False)
    if name is not None and (not isinstance(name, str) or len(name) > 200):
        return error(400, "name must be text (at most 40 characters are kept).")
    if seat is not None and type(seat) is not int:
        return error(400, "seat must be a seat number (0 is the first seat).")
    if not isinstance(resume, bool):
        return error(400, "resume must be true or false.")
    guard_of(request).take(request, "joins")
    room = await find_room(request, request.path_params["code"])
    identity = await identify(request)
    if resume:
        # Only a signed-in user's own seat, never a new one (the room page under the Hub keeps
        # no seat token: it asks for the user's seat back on every load).
        mine = [
            s for s in room.record.seats if s.kind == "person" and seat_owner_ok(s.name, identity)
        ]
        if identity is None or not identity.name or not mine:
            return error(404, "You have no seat in this room yet.")
    try:
        leave = check_leave(data.get("leave"))
    except ValueError as exc:
        return error(400, str(exc))
    tables = request.app.state.tables
    try:
        seat, token = await tables.join(room.code, name, seat, identity)
    except KeyError as exc:
        return error(404, exc.args[0])
    except IllegalMove as exc:
        return error(409, str(exc))
    await release_left_seats(tables, leave, room.code, board_if_any(request))  # one seat each
    return JSONResponse({"seat": seat, "token": token, "room": room.code})


async def room_teacher(request: Request) -> Response:
    await require_teacher(request)
    seat = request.query_params.get("seat")
    try:
        return JSONResponse(
            request.app.state.tables.teacher_snapshot(
                request.path_params["code"], int(seat) if seat and seat.isdigit() else None
            )
        )
    except KeyError as exc:
        return error(404, exc.args[0])


async def room_place_bot(request: Request) -> Response:
    await require_teacher(request)
    data = await read_json(request)
    try:
        await request.app.state.tables.place_bot(
            request.path_params["code"], request.path_params["seat"], data.get("bot", "random")
        )
    except KeyError as exc:
        return error(404, exc.args[0])
    except ValueError as exc:
        return error(409, str(exc))
    return JSONResponse(request.app.state.tables.room_summary(request.path_params["code"]))


async def room_page(request: Request) -> Response:
    html = (STATIC / "room.html").read_text()
    identity = await identify(request)
    if identity is not None and identity.name:
        # A signed-in user (the Hub): the page keeps no seat token, it asks for the seat back.
        html = html.replace("<body", '<body data-signed-in="true"', 1)
    return await localized_page(request, html)


#: What a teacher page answers to someone not signed in as the teacher.
TEACHER_ONLY = (
    "<!doctype html><title>Teacher only</title><p>This page needs the teacher's sign-in: "
    "open the teacher's link printed when the server started (<code>/teacher?token=...</code>; "
    "a link stops working when the token is rotated).</p>"
)


async def teacher_page(request: Request) -> Response:
    identity = await identify(request)
    if identity is None or not identity.teacher:
        return HTMLResponse(TEACHER_ONLY, status_code=403)
    return HTMLResponse((STATIC / "teacher.html").read_text())


#: The class pages' language module and its compiled catalogs (``/static/NAME``).
I18N_FILES = {"i18n.js", "class_locales.js"}


async def static_file(request: Request) -> Response:
    name = request.path_params["name"]
    if name not in {"room.js", "teacher.js", "shim.js", "moves.js", "classroom.css"} | I18N_FILES:
        return error(404, "No such file.")
    kind = "text/css" if name.endswith(".css") else "text/javascript"
    return FileResponse(STATIC / name, media_type=kind, headers={"Cache-Control": "no-cache"})


async def bundle_file(request: Request) -> Response:
    game, name = request.path_params["game"], request.path_params["name"]
    games = all_games()
    if game not in games or name not in {"widget.js", "widget.css"}:
        return error(404, "No such bundle.")
    path = game_folder(games[game]) / "static" / name
    kind = "text/css" if name.endswith(".css") else "text/javascript"
    return FileResponse(path, media_type=kind, headers={"Cache-Control": "no-cache"})


# ----- the seat websocket -------------------------------------------------------------------


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
            and self.send_now(*map(frame_data, frames))
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
                await self.websocket.send_text(frame_data(frame).decode())
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


def frame_data(frame: Mapping[str, Any]) -> bytes:
    """A frame's JSON as UTF-8 bytes: a ``rooms.Frame``'s, encoded once per broadcast, or
    encoded now."""
    data = getattr(frame, "data", None)
    return data if data is not None else compact_json_bytes(frame)


async def seat_socket(websocket: WebSocket) -> None:
    tables: Rooms = websocket.app.state.tables
    code = websocket.path_params["code"].upper()
    await websocket.accept()
    sock = SeatSocket(websocket)
    writer = asyncio.create_task(sock.writer())
    registered = False
    try:
        try:
            hello = await read_hello(websocket)
            if hello is None:
                return
            room, sock.seat = await open_seat(websocket, code, hello.get("token"))
            if not seat_owner_ok(room.record.seats[sock.seat].name, await identify(websocket)):
                raise PermissionError("That seat belongs to another user: take your own seat.")
        except (KeyError, PermissionError, IllegalMove, asyncio.TimeoutError) as exc:
            text = exc.args[0] if exc.args else "No hello in time."
            sock.push({"type": "error", "message": text, "fatal": True})
            sock.push(None)
            if isinstance(exc, Limited):  # perhaps a flood: not one more frame is read
                await drop(websocket, writer)
                return
            await writer
            await websocket.close(4403 if not isinstance(exc, KeyError) else 4404)
            return
        tables.connect(code, sock)
        registered = True
        # The seat is known: the request's headers (its cookies, kilobytes) are not read again
        # on this connection, which lives for the whole game.
        headers = websocket.scope.get("headers")
        if isinstance(headers, list):  # uvicorn's (ASGI allows any iterable)
            headers.clear()
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
            sock.refuse(str(exc), frame_id(data) if data else None)
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


async def handle_frame(tables: Rooms, code: str, sock: SeatSocket, data: dict[str, Any]) -> None:
    """Answer one checked client frame (``IllegalMove`` becomes an error frame)."""
    kind = data["type"]
    ref = frame_id(data)
    if kind == PING:
        sock.push({"type": PONG, "id": ref})
    elif kind == ACT:
        if "action" not in data:
            raise IllegalMove("A move needs an action.")
        if "seat" in data and data["seat"] != sock.seat:
            raise IllegalMove("That move was made for another player's seat.")
        move = move_id(data)  # exactly-once: a repeated id gets its first outcome
        sock.hold()  # the seat's new snapshot and the answer below go out in one write
        try:
            try:
                index, repeat = await tables.act(code, sock.seat, data["action"], move)
            except MoveUnsettled as exc:  # not decided: the client sends the same id again
                sock.push(
                    {"type": ERROR, "id": ref, "move": move, "message": str(exc), "retry": True}
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
    elif kind == QUERY:
        name, args = data.get("name"), data.get("args")
        if not isinstance(name, str) or (args is not None and not isinstance(args, dict)):
            raise IllegalMove('A query is {"type": "query", "name": ..., "args": {...}}.')
        answer = await tables.query(code, sock.seat, name, args)
        sock.push({"type": ANSWER, "id": ref, "name": name, "answer": answer})
        tables.push(tables.room(code), {sock.seat})  # the snapshot whose answers hold it
    elif kind == FOLLOW:
        name, on = data.get("name"), data.get("on")
        if not isinstance(name, str) or not isinstance(on, bool):
            raise IllegalMove('A switch is {"type": "follow", "name": ..., "on": true}.')
        await tables.follow(code, sock.seat, name, on)
        sock.push({"type": ACK, "id": ref, "name": name, "on": on})
        tables.push(tables.room(code), {sock.seat})
    elif kind == REFRESH:
        sock.push(tables.frame(tables.room(code), sock.seat))
    elif kind == "undo":
        raise IllegalMove(tables.undo_refusal(code, sock.seat))
    elif kind == "new_game":
        raise IllegalMove(NEW_GAME_REASON)
    elif kind in ("save", "load"):
        raise IllegalMove(SAVE_REASON)
    elif kind == "handover":
        raise IllegalMove(HANDOVER_REASON)
    else:
        raise IllegalMove(f"{kind[:40]!r} is not available at a shared table.")


# ----- the teacher sets what rooms allow -------------------------------------------------


async def room_policy(request: Request) -> Response:
    """``POST /api/rooms/{code}/policy``: what one room allows (``engine.Policy`` data)."""
    await require_teacher(request)
    data = await read_json(request)
    tables: Rooms = request.app.state.tables
    try:
        room = await tables.find(request.path_params["code"])
        policy = await tables.set_policy(room.code, data)
    except KeyError as exc:
        return error(404, exc.args[0])
    except ValueError as exc:
        return error(400, str(exc))
    return JSONResponse({"code": room.code, "policy": policy})


async def all_policy(request: Request) -> Response:
    """``POST /api/policy``: what every room allows, now and for the rooms opened later."""
    await require_teacher(request)
    data = await read_json(request)
    try:
        policy = await request.app.state.tables.set_policy_everywhere(data)
    except ValueError as exc:
        return error(400, str(exc))
    return JSONResponse({"policy": policy, "rooms": len(request.app.state.tables.rooms)})


# ----- the app ------------------------------------------------------------------------


def token_in_force(store: Store, max_age: float = 1.0) -> Any:
    """A function returning the store's teacher token now: read on every check from a local
    store (a rotation by the CLI or another process ends every session at once), at most once
    per ``max_age`` seconds from a network store (Redis: within a second)."""
    if store.inline:
        return lambda: store.get_meta(TEACHER_META)
    cached: list[Any] = [None, -max_age]

    def current() -> str | None:
        now = time.monotonic()
        if now - cached[1] >= max_age:
            cached[0], cached[1] = store.get_meta(TEACHER_META), now
        return cached[0]

    return current


def build_app(
    store: Store | None = None,
    broker: Broker | None = None,
    auth: Auth | None = None,
    extra_routes: Sequence[BaseRoute] = (),
    teacher_token: str | None = None,
) -> Starlette:
    """The whole table server as an ASGI app: rooms, pages, dashboard, experiments.

    ``store``: where rooms live (default: an in-memory SQLite store). ``broker``: room
    change notices between processes (default: one process). ``auth``: the hook mapping
    a request to an ``Identity`` (default: the teacher token). ``extra_routes`` are
    mounted before the built-in routes. ``serve``, the CLI and the JupyterHub service
    all run this app.
    """
    store = store if store is not None else SQLiteStore(":memory:")
    if teacher_token is not None:
        store.set_meta(TEACHER_META, teacher_token)
    else:
        teacher_token = store.get_meta(TEACHER_META)
        if teacher_token is None:
            teacher_token = new_teacher_token()
            store.set_meta(TEACHER_META, teacher_token)
    tables = Rooms(store, broker)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        await tables.start()
        try:
            yield
        finally:
            await tables.stop()

    routes = [
        *extra_routes,
        *review_routes(),
        Route("/api/health", health),
        Route("/api/games", games),
        Route("/api/policy", all_policy, methods=["POST"]),
        Route("/api/rooms", rooms_list, methods=["GET"]),
        Route("/api/rooms", rooms_create, methods=["POST"]),
        Route("/api/rooms/{code}", room_info),
        Route("/api/rooms/{code}/join", room_join, methods=["POST"]),
        Route("/api/rooms/{code}/policy", room_policy, methods=["POST"]),
        Route("/api/rooms/{code}/teacher", room_teacher),
        Route("/api/rooms/{code}/seats/{seat:int}/bot", room_place_bot, methods=["POST"]),
        *dashboard_routes(),
        *class_answers_routes(),
        *class_routes(),
        *experiment_routes(),
        Route("/room/{code}", room_page),
        Route("/teacher", teacher_page),
        Route("/static/{name}", static_file),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
        Route("/bundle/{game}/{name}", bundle_file),
        WebSocketRoute("/ws/{code}", seat_socket),
    ]
    app = Starlette(
        routes=routes, lifespan=lifespan, exception_handlers={HTTPException: http_error}
    )
    app.state.store = store
    app.state.tables = tables
    app.state.teacher_token = teacher_token  # the token at start; the store has the current one
    app.state.auth = auth if auth is not None else TokenAuth(token_in_force(store))
    app.state.guard = Guard()
    app.add_middleware(SecurityMiddleware)
    return app


#: The former name of ``build_app``.
make_app = build_app
