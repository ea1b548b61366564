"""A class a teacher runs: the join page, the projector, pacing and seats (``class_routes()``).

Students open ``/`` (the join page), type the **class code** shown on the projector (every
table of this server: they are seated at the table keeping a seat under their name, else the
first with a free seat) or one table's room code; the code is checked before a name is asked.
Names are unique in a table (and across the class when joining by the class code). A student
on a new device asks for their seat back; the teacher approves it on the dashboard and the old
device loses it.

Public routes: ``GET /`` and ``GET /api/class/code/{code}`` (is this a code? what is it),
``POST /api/class/join`` (``{"code", "name"}`` → ``{"room", "seat", "token"}``; a refusal names
its ``field``), ``POST /api/class/claims`` and ``GET /api/class/claims/{id}?secret=`` (a seat on
a new device), ``POST /api/class/rematch`` (``{"room", "token"}``). Teacher routes (the teacher's
identity, as every dashboard route): ``GET /projector`` and ``/api/class/projector`` (address,
class code, QR code as inline SVG, who joined), ``GET /api/class/board`` (class code, pending
claims, results), ``POST /api/class/claims/{id}/approve|refuse``, ``POST
/api/class/rooms/{code}/{pause|resume|reset|end|rematch-on|rematch-off}``, ``POST
/api/class/all/{pause|resume|reset|end}``, ``POST /api/class/rooms/{code}/seats/{seat}/{free|
rename|move|bot_out}`` and ``GET /api/class/results`` (scores per table, nothing hidden).
Bad input gets a 4xx ``{"error": ...}`` and changes nothing.
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...engine import IllegalMove, english
from ..protocol import CLAIM
from . import languages
from .class_codes import (
    CLAIM_WORDS,
    DEVICE_COOKIE,
    MAX_CLAIMS,
    MAX_DEVICES,
    NO_CODE,
    Claim,
    claims_of,
    codes_for,
    normal_code,
    tables_of,
)
from .class_flow import (
    board_if_any,
    check_leave,
    class_flow_routes,
    release_left_seats,
)
from .http import FieldError, error, guard_of, open_seat, read_json, require_teacher
from .projector import board_data, projector_data, projector_page, results_data
from .room import DamagedRoom
from .rooms import Rooms
from .seat_names import NAME_TAKEN, clean_name

STATIC = Path(__file__).parent.parent / "static"
PAGES = {"join.js", "projector.js", "class.css", "dashboard_class.js", "timer.js"}


# ----- students -------------------------------------------------------------------------------


async def join_page(request: Request) -> Response:
    """The join page; a device seen for the first time is given its ``DEVICE_COOKIE``."""
    response = await languages.localized_page(request, (STATIC / "join.html").read_text())
    device, _ = device_of(request)
    if request.cookies.get(DEVICE_COOKIE) != device:
        root = request.scope.get("root_path", "").rstrip("/")
        response.set_cookie(
            DEVICE_COOKIE,
            device,
            max_age=365 * 86400,
            path=f"{root}/",
            httponly=True,
            samesite="strict",
        )
    return response


def device_of(request: Request) -> tuple[str, float]:
    """(device id, when the server first saw it): the ``DEVICE_COOKIE`` this server gave,
    else a new id seen now (kept, at most ``MAX_DEVICES``)."""
    state = request.app.state
    if not hasattr(state, "class_devices"):
        state.class_devices = OrderedDict()
    devices: OrderedDict[str, float] = state.class_devices
    device = request.cookies.get(DEVICE_COOKIE, "")
    if device not in devices:
        device = secrets.token_hex(16)
        devices[device] = time.time()
        while len(devices) > MAX_DEVICES:
            devices.popitem(last=False)
    devices.move_to_end(device)
    return device, devices[device]


async def guarded_codes(request: Request, code: Any) -> tuple[str, list[str]]:
    """``codes_for`` behind the server's ``Guard``: 429 while this address is over its wrong
    codes; a wrong, damaged or empty code counts and gets one answer (``HTTPException``
    404 ``NO_CODE``, the field ``code``)."""
    guard = guard_of(request)
    guard.check(request, "wrong codes")
    try:
        return await codes_for(tables_of(request), code)
    except KeyError:
        guard.spend(request, "wrong codes")
        raise FieldError(404, NO_CODE, "code") from None


async def check_code(request: Request) -> Response:
    """``GET /api/class/code/{code}``: what a code opens (before the student types a name)."""
    tables = tables_of(request)
    kind, codes = await guarded_codes(request, request.path_params["code"])
    rooms = [tables.room_summary(c) for c in codes]
    free = sum(s["kind"] == "empty" for r in rooms for s in r["seats"])
    titles = sorted({r["title"] for r in rooms})
    return JSONResponse(
        {
            "kind": kind,
            "code": normal_code(request.path_params["code"]),
            "title": ", ".join(titles) or "no tables yet",
            "tables": len(rooms),
            "free": free,
        }
    )


async def class_join(request: Request) -> Response:
    """``POST /api/class/join``: seat a student by class or room code and a unique name."""
    data = await read_json(request)
    tables = tables_of(request)
    guard_of(request).take(request, "joins")
    kind, codes = await guarded_codes(request, data.get("code"))
    name = clean_name(data.get("name"), "")
    if not name:
        return JSONResponse({"error": "Type your name.", "field": "name"}, status_code=400)
    try:
        leave = check_leave(data.get("leave"))
    except ValueError as exc:
        return JSONResponse({"error": english(exc), "field": "leave"}, status_code=400)
    taken = tables.taken_name(codes, name)
    if taken:
        message = NAME_TAKEN.format(name=taken)
        if kind == "class":
            message = message.replace("at this table", "in this class")
        return JSONResponse(
            {"error": message, "field": "name", "taken": True, "name": taken}, status_code=409
        )
    code = tables.kept_or_free(codes, name) if kind == "class" else codes[0]
    if code is None:
        return JSONResponse(
            {"error": languages.marked("Every table is full: tell the teacher.")}, status_code=409
        )
    try:
        seat, token = await tables.join(code, name)
    except IllegalMove as exc:
        return JSONResponse({"error": english(exc), "field": "name"}, status_code=409)
    await release_left_seats(tables, leave, code, board_if_any(request))  # one seat at a time
    return JSONResponse({"room": code, "seat": seat, "token": token})


async def claim_seat(request: Request) -> Response:
    """``POST /api/class/claims``: ``{"code", "name"}``, a student on a new device asks for
    the seat held under their name; the answer's ``id`` and ``secret`` follow the claim."""
    data = await read_json(request)
    tables = tables_of(request)
    _, codes = await guarded_codes(request, data.get("code"))
    guard_of(request).take(request, "seat claims", name=clean_name(data.get("name"), ""))
    found = tables.seat_of_name(codes, data.get("name"))
    if found is None:
        return JSONResponse(
            {
                "error": languages.marked("Nobody sits under that name: join with it instead."),
                "field": "name",
            },
            status_code=404,
        )
    claims = claims_of(request)
    if not make_room_for_a_claim(claims):
        return error(
            503, languages.marked("Too many requests wait for the teacher: ask the teacher.")
        )
    room, seat = found
    claim = Claim(
        id=secrets.token_hex(6),
        secret=secrets.token_urlsafe(18),
        room=room,
        seat=seat,
        name=tables.room(room).record.seats[seat].name,
        created=time.time(),
        word=secrets.choice(CLAIM_WORDS),
        title=tables.room_summary(room)["title"],
        device_seen=device_of(request)[1],
    )
    claims[claim.id] = claim
    tables.tell_seat(room, seat, claim_notice(claim))
    answer = {"id": claim.id, "secret": claim.secret, "room": room, "word": claim.word}
    return JSONResponse(answer, status_code=201)


def make_room_for_a_claim(claims: dict[str, Claim]) -> bool:
    """Forget the oldest answered claims while ``MAX_CLAIMS`` are kept; False when as many
    still wait (a waiting claim is never dropped)."""
    answered = [k for k, c in claims.items() if c.status != "waiting"]
    while len(claims) >= MAX_CLAIMS and answered:
        del claims[answered.pop(0)]
    return len(claims) < MAX_CLAIMS


def claim_notice(claim: Claim) -> dict[str, Any]:
    """The frame the seat's current device is sent when another device claims it."""
    return {
        "type": CLAIM,
        "word": claim.word,
        "message": (
            f"Another device asks the teacher for your seat, with the word “{claim.word}”. "
            "If that is you, tell the teacher the word; if not, tell the teacher now."
        ),
    }


async def claim_status(request: Request) -> Response:
    """``GET /api/class/claims/{id}?secret=``: waiting, approved (with the seat's new token)
    or refused."""
    guard = guard_of(request)
    guard.check(request, "wrong codes")
    claim = claims_of(request).get(request.path_params["id"])
    secret = request.query_params.get("secret", "")
    if claim is None or not secrets.compare_digest(claim.secret.encode(), secret.encode()):
        guard.spend(request, "wrong codes")
        return error(404, "This request is unknown or expired: ask again.")
    answer: dict[str, Any] = {"status": claim.status, "room": claim.room}
    if claim.status == "approved":
        answer["token"] = claim.token
    return JSONResponse(answer)


async def student_rematch(request: Request) -> Response:
    """``POST /api/class/rematch``: ``{"room", "token"}``, a player starts a fresh game."""
    data = await read_json(request)
    tables = tables_of(request)
    token = data.get("token")
    guard_of(request).check(request, "wrong codes", token)
    try:
        room, _ = await open_seat(request, normal_code(data.get("room")), token)
        await tables.rematch(room.code, token)
    except DamagedRoom as exc:
        return error(409, exc.args[0])
    except KeyError as exc:
        return error(404, exc.args[0])
    except IllegalMove as exc:
        return error(409, english(exc))
    return JSONResponse({"room": room.code})


# ----- the teacher -----------------------------------------------------------------------------


async def answer_claim(request: Request) -> Response:
    await require_teacher(request)
    claim = claims_of(request).get(request.path_params["id"])
    verdict = request.path_params["verdict"]
    if verdict not in ("approve", "refuse"):
        return error(404, "Approve or refuse a request.")
    if claim is None or claim.status != "waiting":
        return error(404, "That request is no longer waiting.")
    if verdict == "refuse":
        claim.status = "refused"
        return JSONResponse({"id": claim.id, "status": claim.status})
    try:
        claim.token = await tables_of(request).hand_over_seat(claim.room, claim.seat)
    except (KeyError, ValueError) as exc:
        return error(409, str(exc.args[0]))
    claim.status = "approved"
    return JSONResponse({"id": claim.id, "status": claim.status})


ROOM_ACTIONS = {"pause", "resume", "reset", "end", "rematch-on", "rematch-off"}


async def act_on(tables: Rooms, code: str, action: str, message: str | None = None) -> None:
    """The teacher's pacing ``action`` on one table (``message``: a pause's own words)."""
    if action in ("pause", "resume"):
        await tables.pause_room(code, action == "pause", message)
    elif action == "reset":
        await tables.reset_room(code)
    elif action == "end":
        await tables.end_room(code)
    else:
        await tables.allow_rematch(code, action == "rematch-on")


async def room_action(request: Request) -> Response:
    await require_teacher(request)
    tables = tables_of(request)
    action = request.path_params["action"]
    if action not in ROOM_ACTIONS:
        return error(
            404, f"No action {action[:40]!r} (choose from {', '.join(sorted(ROOM_ACTIONS))})."
        )
    try:
        room = await tables.find(request.path_params["code"])
        await act_on(tables, room.code, action)
    except KeyError as exc:
        return error(404, exc.args[0])
    except IllegalMove as exc:
        return error(409, english(exc))
    return JSONResponse(tables.room_summary(room.code))


#: Longest "eyes up" message (a sentence on every student's screen).
MAX_PAUSE_MESSAGE = 200


async def pause_message(request: Request) -> str | None:
    """The teacher's own words for a pause of every table (``{"message": text}``, optional):
    printable text, at most ``MAX_PAUSE_MESSAGE`` characters."""
    if not await request.body():
        return None
    data = await read_json(request)
    text = data.get("message")
    if text is None:
        return None
    if not isinstance(text, str) or len(text) > MAX_PAUSE_MESSAGE:
        raise FieldError(
            400, f"A message is text of at most {MAX_PAUSE_MESSAGE} characters.", "message"
        )
    return " ".join("".join(ch for ch in text if ch.isprintable()).split()) or None


async def all_action(request: Request) -> Response:
    await require_teacher(request)
    tables = tables_of(request)
    action = request.path_params["action"]
    if action not in {"pause", "resume", "reset", "end", "rematch-on", "rematch-off"}:
        return error(404, f"No action {action[:40]!r} for all tables.")
    message = await pause_message(request) if action == "pause" else None
    done = []
    for code in list(tables.rooms):
        try:
            await act_on(tables, code, action, message)
        except IllegalMove as exc:
            return error(409, f"Table {code}: {english(exc)}")
        done.append(code)
    return JSONResponse({"action": action, "rooms": done})


async def seat_action(request: Request) -> Response:
    await require_teacher(request)
    tables = tables_of(request)
    data = await read_json(request)
    try:
        room = await tables.find(request.path_params["code"])
        where = await tables.manage_seat(
            room.code, request.path_params["seat"], request.path_params["change"], data.get("value")
        )
    except KeyError as exc:
        return error(404, exc.args[0])
    except ValueError as exc:
        return error(409, english(exc))
    return JSONResponse(
        {**where, "rooms": [tables.room_summary(c) for c in {room.code, where["room"]}]}
    )


async def page_file(request: Request) -> Response:
    name = request.path_params["name"]
    if name not in PAGES:
        return error(404, "No such file.")
    kind = "text/css" if name.endswith(".css") else "text/javascript"
    return FileResponse(STATIC / name, media_type=kind, headers={"Cache-Control": "no-cache"})


def class_routes() -> list[BaseRoute]:
    """The class's routes (``build_app`` mounts them)."""
    return [
        *class_flow_routes(),
        *languages.language_routes(),
        Route("/", join_page),
        Route("/join", join_page),
        Route("/projector", projector_page),
        Route("/static/class/{name}", page_file),
        Route("/api/class/code/{code}", check_code),
        Route("/api/class/join", class_join, methods=["POST"]),
        Route("/api/class/claims", claim_seat, methods=["POST"]),
        Route("/api/class/claims/{id}", claim_status),
        Route("/api/class/claims/{id}/{verdict:str}", answer_claim, methods=["POST"]),
        Route("/api/class/rematch", student_rematch, methods=["POST"]),
        Route("/api/class/projector", projector_data),
        Route("/api/class/board", board_data),
        Route("/api/class/results", results_data),
        Route("/api/class/all/{action}", all_action, methods=["POST"]),
        Route("/api/class/rooms/{code}/{action}", room_action, methods=["POST"]),
        Route("/api/class/rooms/{code}/seats/{seat:int}/{change}", seat_action, methods=["POST"]),
    ]
