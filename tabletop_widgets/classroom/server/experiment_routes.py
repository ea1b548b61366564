"""Class experiments on the table server: predict, play, compare; export the outcomes.

The teacher starts an experiment (from the notebook with ``classroom.client.chart`` or from
the experiments page, the page the teacher projects). A run goes through phases:

1. ``predict`` (when started with ``"predict": true``): each student seated at one of the
   run's tables writes a prediction from their seat (the room page's prediction box, the
   Python ``Seat.predict``, a notebook's ``lessons.Prediction``); a new one replaces the old;
2. ``play``: predictions are closed and the tables' outcomes count from this moment;
3. the teacher **reveals** the lesson's value (until then the pages do not draw it);
4. ``stopped``: the tables' logs count up to that moment.

Every room of that game (or the rooms named) contributes the outcomes its seats really
produce: the server computes them from the rooms' committed logs
(``engine.experiments.RoomReader``), so nothing a student types can change a result. The
experiments on offer are those the games register (``engine.experiments_of``).

Routes (``experiment_routes()``):

- ``GET  /api/experiments``: the experiments on offer, the runs started and the open tables;
- ``POST /api/experiments``: ``{"experiment": id, "rooms": [codes] (optional), "bots": false,
  "predict": false, "reveal": true}`` starts a run;
- ``POST /api/experiments/{run}/play``, ``.../reveal``, ``.../stop``: the teacher's controls;
- ``GET  /api/experiments/{run}``: the run's summary (pooled estimate, its interval and its
  history, the lesson's value, each student's own figure, the class's predictions);
- ``GET  /api/experiments/{run}/records``: every outcome as JSON; ``.../records.csv`` as CSV;
- ``POST /api/rooms/{code}/predict``: a student's seat (``{"token": seat token}``) reads its
  run's state, and with ``"value"`` submits its prediction;
- ``GET  /experiments`` and ``/experiments/{run}``: the experiments page (teacher only); a link
  from the dashboard may preselect ``?experiment=ID&rooms=CODE1,CODE2``.

Every route but the student's needs the teacher. Runs are kept in the store
(``meta["experiments"]``) and each prediction under its own key
(``experiments/<run>/prediction/<room>/<seat>``: one writer per key, so two server
processes sharing a Redis store never overwrite each other's students), so every process
serves the same runs, and they survive a restart.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
)
from starlette.routing import BaseRoute, Route

from ...engine import experiments as ex
from ...engine import get_game
from ...engine.predictions import PredictionError
from ...engine.records import json_safe, to_csv
from .experiment_board import ExperimentBoard, phase_of
from .http import guard_of, identify, open_seat, read_json, require_teacher
from .languages import localized_page, teacher_only_page
from .room import DamagedRoom

STATIC = Path(__file__).parent.parent / "static"
#: The chart script, shared with the notebook widget (``classroom/static``).
CHART_SCRIPT = STATIC / "experiment_chart.js"
#: The front-end kit's stylesheet: the experiments page wears the widgets' look.
KIT_CSS = Path(__file__).parent.parent.parent / "ui" / "js" / "kit" / "kit.css"
#: The files the experiment routes serve (``/static/NAME``).
FILES = {
    "experiments.js": STATIC / "experiments.js",
    "experiments.css": STATIC / "experiments.css",
    "experiment_chart.js": CHART_SCRIPT,
    "experiment_chart.css": STATIC / "experiment_chart.css",
    "predict.js": STATIC / "predict.js",
    "predict.css": STATIC / "predict.css",
    "kit.css": KIT_CSS,
    # The kit's language machinery, which the class pages' i18n.js shares with the widgets.
    "words.js": KIT_CSS.parent / "words.js",
}


def board_of(request: Request) -> ExperimentBoard:
    """The app's experiment board (made on first use)."""
    state = request.app.state
    board = getattr(state, "experiment_board", None)
    if board is None:
        board = state.experiment_board = ExperimentBoard(state.tables)
    return board


def _reason(exc: Exception) -> str:
    return str(exc).strip("'\"")


def _open_tables(request: Request) -> list[dict[str, Any]]:
    """The open tables (for the page's "which tables" choice): code, game, seats taken."""
    tables = request.app.state.tables
    out = []
    for code, room in tables.rooms.items():
        out.append(
            {
                "code": code,
                "game": room.record.game,
                "seats": room.record.num_seats,
                "people": sum(1 for s in room.record.seats if s.kind == "person"),
                "ended": room.ended,
                "created": room.record.created,
            }
        )
    return out


async def list_runs(request: Request) -> Response:
    await require_teacher(request)
    board = board_of(request)
    offered = [e.describe() for e in ex.all_experiments().values()]
    titles = {e["game"]: get_game(e["game"]).title for e in offered}
    for e in offered:
        e["game_title"] = titles[e["game"]]
    runs = [{**r, "phase": phase_of(r), "revealed": r.get("revealed", True)} for r in board.runs()]
    return JSONResponse({"experiments": offered, "runs": runs, "tables": _open_tables(request)})


async def start_run(request: Request) -> Response:
    await require_teacher(request)
    data = await read_json(request)
    rooms = data.get("rooms")
    if rooms is not None and (
        not isinstance(rooms, list)
        or not all(isinstance(r, str) for r in rooms)
        or len(rooms) > 1000
    ):
        raise HTTPException(400, "rooms must be a list of room codes.")
    if not isinstance(data.get("experiment"), str):
        raise HTTPException(400, 'Name the experiment to start: {"experiment": id}.')
    for flag in ("bots", "predict", "reveal"):
        if data.get(flag) is not None and not isinstance(data[flag], bool):
            raise HTTPException(400, f"{flag} is true or false.")
    try:
        run = board_of(request).start(
            data["experiment"],
            rooms,
            bots=data.get("bots") is True,
            predict=data.get("predict") is True,
            reveal=data.get("reveal"),
        )
    except (KeyError, ValueError) as exc:
        raise HTTPException(400, _reason(exc)) from None
    return JSONResponse(run)


def _control(name: str) -> Any:
    async def handler(request: Request) -> Response:
        await require_teacher(request)
        try:
            return JSONResponse(getattr(board_of(request), name)(request.path_params["run"]))
        except KeyError as exc:
            raise HTTPException(404, _reason(exc)) from None

    handler.__name__ = f"{name}_run"
    return handler


async def run_summary(request: Request) -> Response:
    await require_teacher(request)
    try:
        return JSONResponse(board_of(request).summary(request.path_params["run"]))
    except KeyError as exc:
        raise HTTPException(404, _reason(exc)) from None


async def run_records(request: Request) -> Response:
    await require_teacher(request)
    fmt = request.path_params.get("fmt")
    if fmt not in (None, "csv", "json"):
        raise HTTPException(404, "Records come as .../records (JSON) or .../records.csv.")
    try:
        records = board_of(request).records(request.path_params["run"])
    except KeyError as exc:
        raise HTTPException(404, _reason(exc)) from None
    if fmt == "csv":
        return PlainTextResponse(
            to_csv(records),
            media_type="text/csv",
            headers={"Content-Disposition": 'attachment; filename="experiment.csv"'},
        )
    return JSONResponse(json_safe(records))


async def seat_prediction(request: Request) -> Response:
    """A student's seat: its run's state; with ``"value"``, its prediction submitted first."""
    data = await read_json(request)
    code = str(request.path_params["code"]).upper()
    guard_of(request).check(request, "wrong codes", data.get("token"))
    try:  # a wrong code and another room's token get one answer (http.open_seat)
        _, seat = await open_seat(request, code, data.get("token"))
    except DamagedRoom as exc:
        raise HTTPException(409, exc.args[0]) from None
    except KeyError as exc:
        raise HTTPException(404, exc.args[0]) from None
    board = board_of(request)
    if "value" in data:
        run = board.run_of_room(code)
        if run is None:
            raise HTTPException(409, "There is no experiment at this table to predict.")
        try:
            board.predict(run["run"], code, seat, data["value"])
        except PredictionError as exc:
            raise HTTPException(400, str(exc)) from None
        except PermissionError as exc:
            raise HTTPException(409, str(exc)) from None
    return JSONResponse(board.seat_state(code, seat))


async def chart_page(request: Request) -> Response:
    identity = await identify(request)
    if identity is None or not identity.teacher:
        return await teacher_only_page(
            request,
            "The experiments page needs the teacher's link ({link}, printed when the server "
            "starts).",
            "/experiments?token=...",
        )
    return await localized_page(request, chart_page_html(request.scope.get("root_path", "")))


def chart_page_html(root: str = "") -> str:
    """The experiments page the teacher projects: predictions, the class's result, the value
    (its files under ``root``, the app's prefix behind a proxy)."""
    page = (STATIC / "experiments.html").read_text(encoding="utf-8")
    return page.replace('="/static/', f'="{root.rstrip("/")}/static/')


async def static_file(request: Request) -> Response:
    name = request.url.path.rsplit("/", 1)[-1]
    kind = "text/css" if name.endswith(".css") else "text/javascript"
    return FileResponse(FILES[name], media_type=kind, headers={"Cache-Control": "no-cache"})


def experiment_routes() -> list[BaseRoute]:
    """The experiment routes (the table server's app mounts them)."""
    return [
        Route("/api/experiments", list_runs, methods=["GET"]),
        Route("/api/experiments", start_run, methods=["POST"]),
        Route("/api/experiments/{run}/play", _control("play"), methods=["POST"]),
        Route("/api/experiments/{run}/reveal", _control("reveal"), methods=["POST"]),
        Route("/api/experiments/{run}/stop", _control("stop"), methods=["POST"]),
        Route("/api/experiments/{run}", run_summary),
        Route("/api/experiments/{run}/records", run_records),
        Route("/api/experiments/{run}/records.{fmt:str}", run_records),
        Route("/api/rooms/{code}/predict", seat_prediction, methods=["POST"]),
        Route("/experiments", chart_page),
        Route("/experiments/{run}", chart_page),
        *(Route(f"/static/{name}", static_file) for name in FILES),
    ]
