"""The teacher's review of a table, for the projector (``/teacher/review/{code}``).

Once a room's game is over (or the teacher ended it), the teacher may show any seat's
review (``Table.review``: the seat's decisions beside the coach's, each with its cost, the
three costliest first) beside the final table with every hidden card revealed. While the
game runs the review is refused: on a projector it would show a player's cards to the
class (a student asks for their own review at their seat).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...engine import IllegalMove, english
from ...i18n.engine_texts import localise_snapshot
from .frame_language import seat_language
from .http import error, identify, require_teacher
from .languages import localized_page, teacher_only_page

STATIC = Path(__file__).parent.parent / "static"

RUNNING = (
    "The review is shown once the game is over: during the game it would show a "
    "player's cards to the class."
)


async def room_review(request: Request) -> Response:
    """A seat's review with the final teacher's view, as a frame (teacher only), the engine's
    texts in ``?lang=`` (default English)."""
    await require_teacher(request)
    tables = request.app.state.tables
    code = request.path_params["code"]
    try:
        room = await tables.find(code)
    except KeyError as exc:
        return error(404, exc.args[0])
    if not (room.match.is_terminal or room.ended):
        return error(409, RUNNING)
    text = request.query_params.get("seat", "0")
    seat = int(text) if text.isdigit() else -1
    if not 0 <= seat < room.match.num_seats:
        return error(400, f"seat is a number from 0 to {room.match.num_seats - 1}.")
    try:
        lang = seat_language(request.query_params.get("lang", "en"))
    except IllegalMove as exc:
        return error(400, english(exc))
    frame = tables.teacher_snapshot(room.code, seat)
    try:
        review = await asyncio.to_thread(room.table.review, seat)
    except IllegalMove as exc:
        return error(409, english(exc))
    if not any(q["name"] == "review" for q in frame.get("queries", [])):
        return error(409, f"{room.match.game.title} has no coach to review with yet.")
    frame["queries"] = []  # the projector asks nothing: it shows the review
    frame["answers"] = {"review": review}
    return JSONResponse(localise_snapshot(frame, lang))


async def review_page(request: Request) -> Response:
    identity = await identify(request)
    if identity is None or not identity.teacher:
        return await teacher_only_page(
            request,
            "This page needs the teacher's link ({link}).",
            "/teacher/review/CODE?token=...",
        )
    return await localized_page(request, (STATIC / "review.html").read_text())


async def review_script(request: Request) -> Response:
    return FileResponse(
        STATIC / "review_page.js",
        media_type="text/javascript",
        headers={"Cache-Control": "no-cache"},
    )


def review_routes() -> list[BaseRoute]:
    """The teacher's review routes (``build_app`` mounts them before its own)."""
    return [
        Route("/api/rooms/{code}/review", room_review),
        Route("/teacher/review/{code}", review_page),
        Route("/static/review_page.js", review_script),
    ]
