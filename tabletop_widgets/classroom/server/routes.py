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

import contextlib
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route, WebSocketRoute

from ...engine import IllegalMove, all_games, english, game_folder
from .auth import TEACHER_META, Auth, TokenAuth, new_teacher_token
from .broker import Broker
from .class_answers import class_answers_routes
from .class_flow import board_if_any, check_leave, release_left_seats
from .class_routes import class_routes
from .dashboard import dashboard_routes
from .experiment_routes import experiment_routes
from .frame_language import teacher_view_in
from .http import (
    Guard,
    SecurityMiddleware,
    error,
    guard_of,
    http_error,
    identify,
    read_json,
    require_teacher,
    seat_owner_ok,
)
from .languages import localized_page, marked, teacher_only_page
from .review_routes import review_routes
from .room import DamagedRoom, game_summary
from .rooms import Rooms
from .seat_websocket import seat_socket
from .store import SQLiteStore, Store

LOG = logging.getLogger("tabletop_widgets.classroom")
STATIC = Path(__file__).parent.parent / "static"


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
        return error(400, english(exc))
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
        return error(400, english(exc))
    tables = request.app.state.tables
    try:
        seat, token = await tables.join(room.code, name, seat, identity)
    except KeyError as exc:
        return error(404, exc.args[0])
    except IllegalMove as exc:
        return error(409, english(exc))
    await release_left_seats(tables, leave, room.code, board_if_any(request))  # one seat each
    return JSONResponse({"seat": seat, "token": token, "room": room.code})


async def room_teacher(request: Request) -> Response:
    await require_teacher(request)
    seat = request.query_params.get("seat")
    try:
        frame = request.app.state.tables.teacher_snapshot(
            request.path_params["code"], int(seat) if seat and seat.isdigit() else None
        )
        return JSONResponse(teacher_view_in(frame, request.query_params.get("lang")))
    except KeyError as exc:
        return error(404, exc.args[0])
    except IllegalMove as exc:
        return error(400, english(exc))


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
        return error(409, english(exc))
    return JSONResponse(request.app.state.tables.room_summary(request.path_params["code"]))


async def room_page(request: Request) -> Response:
    html = (STATIC / "room.html").read_text()
    identity = await identify(request)
    if identity is not None and identity.name:
        # A signed-in user (the Hub): the page keeps no seat token, it asks for the seat back.
        html = html.replace("<body", '<body data-signed-in="true"', 1)
    return await localized_page(request, html)


#: What the teacher page answers to someone not signed in as the teacher (in their language).
TEACHER_ONLY = marked(
    "This page needs the teacher's sign-in: open the teacher's link printed when the server "
    "started ({link}; a link stops working when the token is rotated)."
)


async def teacher_page(request: Request) -> Response:
    identity = await identify(request)
    if identity is None or not identity.teacher:
        return await teacher_only_page(request, TEACHER_ONLY, "/teacher?token=...")
    return await localized_page(request, (STATIC / "teacher.html").read_text())


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
        return error(400, english(exc))
    return JSONResponse({"code": room.code, "policy": policy})


async def all_policy(request: Request) -> Response:
    """``POST /api/policy``: what every room allows, now and for the rooms opened later."""
    await require_teacher(request)
    data = await read_json(request)
    try:
        policy = await request.app.state.tables.set_policy_everywhere(data)
    except ValueError as exc:
        return error(400, english(exc))
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


def teacher_token_of(store: Store, given: str | None) -> str:
    """The teacher token the server starts with: ``given`` (stored), else the stored one,
    else a new one (stored)."""
    if given is not None:
        store.set_meta(TEACHER_META, given)
        return given
    token = store.get_meta(TEACHER_META)
    if token is None:
        token = new_teacher_token()
        store.set_meta(TEACHER_META, token)
    return token


def room_routes() -> list[BaseRoute]:
    """The room API: games, rooms, joining, a room's policy, the teacher's view, bots."""
    return [
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
    ]


def page_routes() -> list[BaseRoute]:
    """The room and teacher pages, their static files and bundles, and the seat websocket."""
    return [
        Route("/room/{code}", room_page),
        Route("/teacher", teacher_page),
        Route("/static/{name}", static_file),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
        Route("/bundle/{game}/{name}", bundle_file),
        WebSocketRoute("/ws/{code}", seat_socket),
    ]


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
    teacher_token = teacher_token_of(store, teacher_token)
    tables = Rooms(store, broker)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        await tables.start()
        try:
            yield
        finally:
            await tables.stop()

    routes = [*extra_routes, *review_routes(), *room_routes(), *dashboard_routes()]
    routes += [*class_answers_routes(), *class_routes(), *experiment_routes(), *page_routes()]
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
