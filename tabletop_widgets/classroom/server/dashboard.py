"""The teacher's dashboard: many rooms at once, their progress, and the teacher's controls.

Routes (``dashboard_routes()``, mounted by ``serve()`` and the CLI; every one needs the teacher):

- ``GET  /api/dashboard``: ``{"rooms": [room summaries], "games": [games with their bots]}``;
- ``POST /api/dashboard/rooms``: ``{"game", "tables": N, "seats": K, "names": [..]?,
  "bot": name?, "options": {..}?}`` opens N rooms of K seats at once ("8 tables of 4").
  ``names`` fill the seats in order (table 1 seats 1..K, then table 2, ...): a student who
  joins under that name gets that seat. ``bot`` puts that bot in every seat left without a name;
- ``POST /api/dashboard/rooms/{code}/bots``: ``{"bot": name, "seats": [..]?}`` a bot in each
  empty seat (or in the seats listed);
- ``POST /api/dashboard/rooms/{code}/end`` and ``.../reset``: end the game (no more moves),
  or start a fresh one with the same seats and a new seed;
- ``GET  /api/dashboard/rooms/{code}/reveal``: the room's ``teacher_view`` (every hand);
- ``GET  /dashboard``: the page (``static/dashboard.html``).

Bad input gets a 4xx JSON ``{"error": ...}`` and changes nothing: a batch is checked whole
before its first room is opened. ``Dashboard(url, token)`` is the same board as a notebook
widget (anywidget) talking to this API (``classroom.client.dashboard``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...engine import IllegalMove, all_games, bots_of, english, get_game
from ..protocol import MAX_NAME
from .class_flow import table_names
from .frame_language import teacher_view_in
from .http import read_json, require_teacher
from .languages import localized_page, teacher_only_page
from .room import game_summary
from .rooms import Rooms

STATIC = Path(__file__).parent.parent / "static"
#: Most rooms one request may open, and most names it may carry.
MAX_TABLES = 50
MAX_NAMES = 50 * 8


def _tables_of(request: Request) -> Rooms:
    return request.app.state.tables


def _bad(message: str) -> HTTPException:
    return HTTPException(400, message)


async def _room_of(request: Request) -> str:
    """The path's room code (canonical), or 404 when there is none."""
    tables = _tables_of(request)
    code = request.path_params["code"]
    try:
        room = await tables.find(code)  # a room another server process opened is loaded
    except KeyError as exc:
        raise HTTPException(404, exc.args[0]) from None
    return room.code


def check_batch(data: dict[str, Any]) -> dict[str, Any]:
    """The checked form of a ``POST /api/dashboard/rooms`` body (``HTTPException(400)`` else)."""
    name = data.get("game")
    games = all_games()
    if not isinstance(name, str) or name not in games:
        raise _bad(f"There is no game {name!r} (choose from {', '.join(games)}).")
    game = get_game(name)
    info = game.info
    tables, seats = data.get("tables"), data.get("seats")
    if type(tables) is not int or not 1 <= tables <= MAX_TABLES:
        raise _bad(f"tables must be a whole number from 1 to {MAX_TABLES}.")
    if type(seats) is not int or not info.min_seats <= seats <= info.max_seats:
        raise _bad(f"{info.title} is played by {info.min_seats} to {info.max_seats} players.")
    names = data.get("names") or []
    if not isinstance(names, list) or len(names) > tables * seats or len(names) > MAX_NAMES:
        raise _bad(f"names must be a list of at most {tables * seats} names (one per seat).")
    for student in names:
        if student is not None and (not isinstance(student, str) or len(student) > MAX_NAME):
            raise _bad(
                f"Each name is text of at most {MAX_NAME} characters (or null: a free seat)."
            )
    bot = data.get("bot")
    if bot is not None and (not isinstance(bot, str) or bot not in bots_of(name)):
        raise _bad(f"{info.title} has no bot {bot!r} (choose from {', '.join(bots_of(name))}).")
    try:
        options = game.check_options(data.get("options"))
    except (ValueError, TypeError) as exc:
        raise _bad(english(exc)) from None
    rooms = []
    for t in range(tables):
        given = [names[i] if i < len(names) else None for i in range(t * seats, (t + 1) * seats)]
        given = [n.strip() if isinstance(n, str) and n.strip() else None for n in given]
        bots = {s: bot for s, n in enumerate(given) if n is None and bot is not None}
        rooms.append({"names": [n or "" for n in given], "bots": bots})
    return {"game": name, "seats": seats, "options": options, "rooms": rooms}


# ----- routes ------------------------------------------------------------------------------


async def _board(request: Request) -> Response:
    await require_teacher(request)
    games = [game_summary(name) for name in all_games()]
    tables = _tables_of(request)
    names = table_names(tables)  # "Gin Rummy 2": each table by its game and number
    rooms = [
        {**r, "name": names.get(r["code"], r.get("title", r["code"]))} for r in tables.list_rooms()
    ]
    return JSONResponse({"rooms": rooms, "games": games})


async def _create_tables(request: Request) -> Response:
    await require_teacher(request)
    batch = check_batch(await read_json(request))
    tables = _tables_of(request)
    codes = []
    for room in batch["rooms"]:
        names = [n or None for n in room["names"]]
        codes.append(
            await tables.create_room(
                batch["game"], batch["seats"], room["bots"], batch["options"], names
            )
        )
    return JSONResponse(
        {"codes": codes, "rooms": [tables.room_summary(c) for c in codes]}, status_code=201
    )


async def _place_bots(request: Request) -> Response:
    await require_teacher(request)
    code = await _room_of(request)
    data = await read_json(request)
    tables = _tables_of(request)
    room = tables.room(code)
    bot = data.get("bot", "random")
    if not isinstance(bot, str) or bot not in bots_of(room.record.game):
        names = ", ".join(bots_of(room.record.game))
        raise _bad(f"No bot {bot!r} for this game (choose from {names}).")
    seats = data.get("seats")
    count = room.record.num_seats
    if seats is None:
        seats = [i for i, s in enumerate(room.record.seats) if s.kind == "empty"]
    elif (
        not isinstance(seats, list)
        or len(seats) > count
        or not all(type(s) is int and 0 <= s < count for s in seats)
    ):
        raise _bad(f"seats must be a list of seat numbers from 0 to {count - 1}.")
    taken = [s for s in seats if room.record.seats[s].kind != "empty"]
    if taken:
        raise HTTPException(409, f"Seat {taken[0] + 1} is not empty.")
    if not seats:
        raise HTTPException(409, "This room has no empty seat.")
    for seat in sorted(set(seats)):
        try:
            await tables.place_bot(code, seat, bot)
        except ValueError as exc:
            raise HTTPException(409, english(exc)) from None
    return JSONResponse(tables.room_summary(code))


async def _teacher_room_action(
    request: Request, action: Callable[[Rooms, str], Awaitable[None]]
) -> Response:
    """Run the teacher's ``action`` (``Rooms.end_room``, ``Rooms.reset_room``) on the request's room."""
    await require_teacher(request)
    code = await _room_of(request)
    try:
        await action(_tables_of(request), code)
    except IllegalMove as exc:
        raise HTTPException(409, english(exc)) from None
    return JSONResponse(_tables_of(request).room_summary(code))


async def _end_room(request: Request) -> Response:
    return await _teacher_room_action(request, Rooms.end_room)


async def _reset_room(request: Request) -> Response:
    return await _teacher_room_action(request, Rooms.reset_room)


async def _reveal(request: Request) -> Response:
    await require_teacher(request)
    code = await _room_of(request)
    frame = _tables_of(request).teacher_snapshot(code)
    try:
        return JSONResponse(teacher_view_in(frame, request.query_params.get("lang")))
    except IllegalMove as exc:
        raise _bad(english(exc)) from None


async def _page(request: Request) -> Response:
    try:
        await require_teacher(request)
    except HTTPException:
        return await teacher_only_page(
            request,
            "The dashboard needs the teacher's sign-in: open the teacher's link printed when "
            "the server started ({link}; a link stops working when the token is rotated).",
            "/dashboard?token=...",
        )
    return await localized_page(request, (STATIC / "dashboard.html").read_text())


async def _static_file(request: Request) -> Response:
    name = request.url.path.rsplit("/", 1)[-1]
    kind = "text/css" if name.endswith(".css") else "text/javascript"
    return FileResponse(STATIC / name, media_type=kind, headers={"Cache-Control": "no-cache"})


def dashboard_routes() -> list[BaseRoute]:
    """The dashboard's routes (``build_app`` mounts them)."""
    return [
        Route("/api/dashboard", _board, methods=["GET"]),
        Route("/api/dashboard/rooms", _create_tables, methods=["POST"]),
        Route("/api/dashboard/rooms/{code}/bots", _place_bots, methods=["POST"]),
        Route("/api/dashboard/rooms/{code}/end", _end_room, methods=["POST"]),
        Route("/api/dashboard/rooms/{code}/reset", _reset_room, methods=["POST"]),
        Route("/api/dashboard/rooms/{code}/reveal", _reveal, methods=["GET"]),
        Route("/dashboard", _page),
        Route("/static/dashboard.js", _static_file),
        Route("/static/dashboard.css", _static_file),
    ]
