"""Answer boxes report to the class: a lesson notebook joined to a class (``lessons.set_report(
seat=classroom.join(URL, CODE, name=...))``) sends each answer box's verdict to the table
server, and the per-student class report shows it (``class_flow.report``).

Route (``class_answers_routes()``): ``POST /api/class/answers`` with ``{"room", "token",
"exercise", "verdict", "tries"}``: the seat's token (the one its ``classroom.join`` holds)
names the student; ``verdict`` is the box's best verdict so far (``right``, ``close`` or
``not yet``) and ``tries`` the tries used (1 to ``MAX_TRIES``). The server keeps, per student
and exercise, the answer with the most tries. The route is behind the server's ``Guard``
(a wrong room or token counts as a wrong code; answers are limited per address and token)
and the body limit; malformed JSON, an unknown exercise, a wrong token or a verdict that is
none of the three get a clear 4xx and change nothing.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...lessons.instances import exercise_ids
from .http import FieldError, error, guard_of, open_seat, read_json
from .room import DamagedRoom
from .rooms import Rooms

#: The store key of the class's answers: ``{student: {exercise: {"verdict", "tries"}}}``.
ANSWERS_META = "class_answers"
#: The verdicts a box reports (the best shown so far), best first.
VERDICTS = ("right", "close", "not yet")
#: Most tries one answer may say it used (a box gives six by default).
MAX_TRIES = 100


def class_answers(tables: Rooms) -> dict[str, dict[str, dict[str, Any]]]:
    """Every student's answers: ``{student: {exercise: {"verdict", "tries"}}}``."""
    text = tables.store.get_meta(ANSWERS_META)
    return json.loads(text) if text else {}


def check_answer(data: dict[str, Any]) -> tuple[str, str, int]:
    """``(exercise, verdict, tries)`` of an answer, checked whole; ``FieldError`` 400 (404 for
    an exercise no lesson has) naming the field at fault."""
    exercise = data.get("exercise")
    if not isinstance(exercise, str) or exercise not in exercise_ids():
        raise FieldError(404, "No lesson has this exercise (e.g. yum-1).", "exercise")
    verdict = data.get("verdict")
    if verdict not in VERDICTS:
        raise FieldError(400, f"verdict is one of: {', '.join(VERDICTS)}.", "verdict")
    tries = data.get("tries")
    if type(tries) is not int or not 1 <= tries <= MAX_TRIES:
        raise FieldError(400, f"tries is a whole number, 1 to {MAX_TRIES}.", "tries")
    return exercise, verdict, tries


def lock_of(request: Request) -> asyncio.Lock:
    """The app's lock around the answers' read-change-write."""
    state = request.app.state
    if not hasattr(state, "class_answers_lock"):
        state.class_answers_lock = asyncio.Lock()
    return state.class_answers_lock


async def post_answer(request: Request) -> Response:
    """``POST /api/class/answers`` (see the module)."""
    data = await read_json(request)
    token = data.get("token")
    guard = guard_of(request)
    guard.check(request, "wrong codes", token)
    room_code = data.get("room")
    if not isinstance(room_code, str) or not isinstance(token, str):
        return error(400, 'An answer names its table and seat: {"room": code, "token": token}.')
    try:
        room, seat = await open_seat(request, room_code.upper()[:16], token)
    except DamagedRoom as exc:
        return error(409, exc.args[0])
    except KeyError as exc:
        return error(404, exc.args[0])
    guard.take(request, "answers", token)
    exercise, verdict, tries = check_answer(data)
    tables: Rooms = request.app.state.tables
    student = room.record.seats[seat].name
    async with lock_of(request):
        answers = class_answers(tables)
        mine = answers.setdefault(student, {})
        kept = mine.get(exercise)
        if kept is None or tries >= kept["tries"]:
            mine[exercise] = {"verdict": verdict, "tries": tries}
            tables.store.set_meta(ANSWERS_META, json.dumps(answers, sort_keys=True))
    return JSONResponse({"student": student, "exercise": exercise, **mine[exercise]})


def class_answers_routes() -> list[BaseRoute]:
    return [Route("/api/class/answers", post_answer, methods=["POST"])]
