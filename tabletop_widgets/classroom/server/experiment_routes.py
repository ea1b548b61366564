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

import json
import secrets
import time
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
from .http import guard_of, identify, open_seat, read_json, require_teacher
from .languages import localized_page, teacher_only_page
from .room import DamagedRoom

RUNS_KEY = "experiments"
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
}
PHASES = ("predict", "play", "stopped")
#: Seconds a run's summary is reused (the projector and every student's box poll it).
SUMMARY_TTL = 1.0


def phase_of(run: dict[str, Any]) -> str:
    """The run's phase (runs stored before phases existed are playing or stopped)."""
    if run.get("stopped") is not None:
        return "stopped"
    return run.get("phase", "play")


class ExperimentBoard:
    """The runs of one server (kept in its store) and one ``RoomReader`` per run and game."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        #: One reader per (run, room, game seed): a room the teacher resets starts a new game
        #: (a new seed); the records of its earlier games stay in their readers.
        self.readers: dict[tuple[str, str, int], ex.RoomReader] = {}
        #: Who sat in each (room, seat) when the board last looked: a seat a student left
        #: (the class moved to another game) keeps their outcomes under their name.
        self.sat: dict[tuple[str, int], tuple[str, str]] = {}
        self._summaries: dict[str, tuple[float, str, dict[str, Any]]] = {}

    @property
    def store(self) -> Any:
        return self.tables.store

    def runs(self) -> list[dict[str, Any]]:
        text = self.store.get_meta(RUNS_KEY)
        return json.loads(text) if text else []

    def _save(self, run: dict[str, Any]) -> None:
        # Read, replace, write, check: two server processes writing at the same moment (one
        # Redis) could overwrite each other's list; the check writes it again.
        self._summaries.pop(run["run"], None)
        for _ in range(5):
            runs = [r for r in self.runs() if r["run"] != run["run"]]
            self.store.set_meta(RUNS_KEY, json.dumps([*runs, run]))
            if run in self.runs():
                return

    def start(
        self,
        experiment_id: str,
        rooms: list[str] | None = None,
        bots: bool = False,
        predict: bool = False,
        reveal: bool | None = None,
    ) -> dict[str, Any]:
        """Start a run: ``rooms`` (codes) or every new room of the game; ``bots``: count bot
        seats too; ``predict``: collect predictions first (counting starts at ``play``);
        ``reveal``: show the lesson's value from the start (default: unless predicting)."""
        experiment = ex.get_experiment(experiment_id)
        if rooms is not None:
            rooms = list(dict.fromkeys(str(r).upper() for r in rooms))
            for code in rooms:
                room = self.tables.room(code)
                if room.record.game != experiment.game:
                    raise ValueError(
                        f"Room {code} plays {room.record.game}; "
                        f"{experiment.title} needs {experiment.game}."
                    )
        run = {
            "run": secrets.token_hex(4),
            "experiment": experiment.id,
            "rooms": rooms,
            "bots": bool(bots),
            "started": time.time(),
            "stopped": None,
            "phase": "predict" if predict else "play",
            "revealed": (not predict) if reveal is None else bool(reveal),
            "from": {},
        }
        if not predict:
            run["from"] = self._lengths(run)
        self._save(run)
        return run

    def _lengths(self, run: dict[str, Any]) -> dict[str, list[int]]:
        """Each of the run's rooms' game (its seed) and log length now."""
        out = {}
        for code in self.rooms_of(run):
            match = self.tables.match(code)
            out[code] = [match.seed, len(match.log)]
        return out

    def play(self, run_id: str) -> dict[str, Any]:
        """Close the predictions: from now on the tables' outcomes count."""
        run = self.run(run_id)
        if phase_of(run) != "predict":
            return run
        run = {**run, "phase": "play", "from": self._lengths(run), "playing": time.time()}
        self._save(run)
        return run

    def reveal(self, run_id: str) -> dict[str, Any]:
        """Show the lesson's value on the pages (the projector, the students' boxes)."""
        run = self.run(run_id)
        if run.get("revealed", True):
            return run
        run = {**run, "revealed": True}
        self._save(run)
        return run

    def stop(self, run_id: str) -> dict[str, Any]:
        """Stop a run: its rooms count with their logs as they are now, and no new room joins."""
        run = self.run(run_id)
        if run.get("stopped") is not None:
            return run
        lengths = self._lengths(run)
        if phase_of(run) == "predict":  # stopped before play: no outcome counts
            run = {**run, "played": False}
        run = {**run, "stopped": time.time(), "phase": "stopped", "lengths": lengths}
        self._save(run)
        return run

    def run(self, run_id: str) -> dict[str, Any]:
        for run in self.runs():
            if run["run"] == run_id:
                return run
        raise KeyError(f"There is no experiment run {run_id!r} on this server.")

    def rooms_of(self, run: dict[str, Any]) -> list[str]:
        if run.get("stopped") is not None:
            return [c for c in run["lengths"] if c in self.tables.rooms]
        experiment = ex.get_experiment(run["experiment"])
        if run["rooms"] is not None:
            return [c for c in run["rooms"] if c in self.tables.rooms]
        return [
            code
            for code, room in self.tables.rooms.items()
            if room.record.game == experiment.game
            and room.record.created >= run["started"]
            and experiment.accepts(room.record.num_seats)
        ]

    def run_of_room(self, code: str) -> dict[str, Any] | None:
        """The latest run room ``code`` takes part in (None: none)."""
        for run in sorted(self.runs(), key=lambda r: r["started"], reverse=True):
            if code in self.rooms_of(run):
                return run
        return None

    def records(self, run_id: str) -> list[ex.Record]:
        """The run's counted outcomes (``outcomes``' first half)."""
        return self.outcomes(run_id)[0]

    def outcomes(self, run_id: str) -> tuple[list[ex.Record], list[ex.Record]]:
        """The run's counted outcomes, and what was played but not counted (with its reason)."""
        run = self.run(run_id)
        experiment = ex.get_experiment(run["experiment"])
        stopped = run.get("stopped") is not None
        # A student's outcomes count; a bot's only when asked; an empty seat's never.
        wanted = {"person", "bot"} if run.get("bots") else {"person"}
        out: list[ex.Record] = []
        skipped: list[ex.Record] = []
        if phase_of(run) == "predict" or run.get("played") is False:
            return out, skipped  # nothing counts before the teacher says play
        starts = run.get("from", {})
        for code in self.rooms_of(run):
            match = self.tables.match(code)
            log = match.log
            if stopped:
                seed, length = run["lengths"][code]
                log = log[:length] if match.seed == seed else None  # reset after the stop
            if log is not None:
                key = (run_id, code, match.seed)
                reader = self.readers.get(key)
                if reader is None or reader.done > len(log):  # an undo rewound the log
                    reader = ex.RoomReader(experiment, match.game, code, match.initial, match.names)
                    self.readers[key] = reader
                reader.feed(log, names=match.names)
            seats = self.seats_seen(code)
            # Outcomes of a game played before the run started (or before play) do not count.
            seed0, length0 = starts.get(code, [None, 0])
            for (run_of, room_of, seed), read in self.readers.items():
                if run_of == run_id and room_of == code:
                    after = length0 if seed == seed0 else 0
                    out += _seated(read.records, seats, wanted, after)
                    skipped += _seated(read.not_counted, seats, wanted, after)
        return out, skipped

    def seats_seen(self, code: str) -> list[tuple[str, str]]:
        """Each seat of room ``code`` as ``(name, kind)``: who sits there now, or, for a seat
        left empty since the board last looked, who sat there then."""
        out = []
        for seat, record in enumerate(self.tables.room(code).record.seats):
            if record.kind == "empty" and (code, seat) in self.sat:
                out.append(self.sat[(code, seat)])
                continue
            out.append((record.name, record.kind))
            if record.kind != "empty":
                self.sat[(code, seat)] = (record.name, record.kind)
        return out

    # ----- predictions ----------------------------------------------------------------------

    @staticmethod
    def _prediction_key(run_id: str, code: str, seat: int) -> str:
        return f"{RUNS_KEY}/{run_id}/prediction/{code}/{seat}"

    def predict(self, run_id: str, code: str, seat: int, value: Any) -> dict[str, Any]:
        """Keep the student's prediction (``PredictionError``: unreadable; ``PermissionError``:
        predictions are not open). A new prediction replaces the seat's earlier one."""
        run = self.run(run_id)
        if phase_of(run) != "predict":
            raise PermissionError(
                "Predictions are closed: the class is playing now."
                if phase_of(run) == "play"
                else "This experiment is over."
            )
        number = ex.parse_prediction(run["experiment"], value)
        # the student's name is kept with it: a student moved to another table later is still
        # named (their old seat is "Seat N" by then)
        student = self.tables.room(code).record.seats[seat].name
        entry = {"value": number, "at": time.time(), "student": student}
        self.store.set_meta(self._prediction_key(run_id, code, seat), json.dumps(entry))
        self._summaries.pop(run_id, None)
        return entry

    def prediction(self, run_id: str, code: str, seat: int) -> dict[str, Any] | None:
        text = self.store.get_meta(self._prediction_key(run_id, code, seat))
        return json.loads(text) if text else None

    def predictions(self, run_id: str) -> list[dict[str, Any]]:
        """Every prediction of the run: ``{"room", "seat", "student", "value", "at"}``."""
        run = self.run(run_id)
        out = []
        for code in self.rooms_of(run):
            seats = self.tables.room(code).record.seats
            for seat, record in enumerate(seats):
                found = self.prediction(run_id, code, seat)
                if found is not None:
                    out.append({"room": code, "seat": seat, "student": record.name, **found})
        return out

    def summary(self, run_id: str) -> dict[str, Any]:
        """The run's summary (reused while neither the run nor its rooms changed, for at most
        ``SUMMARY_TTL`` seconds: predictions may arrive through another server process)."""
        run = self.run(run_id)
        rooms = self.rooms_of(run)
        fingerprint = json.dumps(
            [run, [(c, self.tables.room(c).revision, self.tables.room(c).length) for c in rooms]]
        )
        cached = self._summaries.get(run_id)
        if (
            cached is not None
            and cached[1] == fingerprint
            and time.monotonic() - cached[0] < SUMMARY_TTL
        ):
            return cached[2]
        summary = ex.summarize(run["experiment"], *self.outcomes(run_id))
        summary["run"] = {**run, "phase": phase_of(run), "revealed": run.get("revealed", True)}
        summary["rooms_watched"] = len(rooms)
        summary["predictions"] = ex.summarize_predictions(
            run["experiment"], self.predictions(run_id)
        )
        summary = ex.json_safe(summary)
        self._summaries[run_id] = (time.monotonic(), fingerprint, summary)
        return summary

    def seat_state(self, code: str, seat: int) -> dict[str, Any]:
        """What a student's prediction box shows: the room's run, its phase, the seat's own
        prediction, how many predicted, and (once revealed) the class's result and the
        lesson's value. Never another student's name or prediction."""
        run = self.run_of_room(code)
        if run is None:
            return {"run": None}
        experiment = ex.get_experiment(run["experiment"])
        mine = self.prediction(run["run"], code, seat)
        summary = self.summary(run["run"])
        state: dict[str, Any] = {
            "run": run["run"],
            "experiment": {
                k: experiment.describe()[k]
                for k in ("title", "question", "kind", "unit", "measure")
            },
            "phase": phase_of(run),
            "revealed": run.get("revealed", True),
            "mine": None
            if mine is None
            else {"value": mine["value"], "text": ex.format_value(experiment, mine["value"])},
            "predictions": summary["predictions"]["n"],
        }
        if state["phase"] != "predict":
            state["class"] = {k: summary[k] for k in ("n", "hits", "estimate", "low", "high")}
            state["own"] = self.own_outcomes(run["run"], code, seat)
        if state["revealed"]:
            ref = summary["reference"]
            state["reference"] = {k: ref[k] for k in ("value", "kind_label", "exact")}
        return state

    def own_outcomes(self, run_id: str, code: str, seat: int) -> dict[str, Any]:
        """One seat's own count: ``counted``, ``not_counted``, and ``note``, the reason its
        latest outcome did not count (None once a later outcome counted)."""
        counted, skipped = self.outcomes(run_id)
        mine = [r for r in counted if r["room"] == code and r["seat"] == seat]
        missed = [r for r in skipped if r["room"] == code and r["seat"] == seat]
        last = max((r["index"] for r in mine), default=-1)
        late = [r for r in missed if r["index"] > last]
        return {
            "counted": len(mine),
            "not_counted": len(missed),
            "note": late[-1]["reason"] if late else None,
        }


def _seated(
    rows: list[ex.Record], seats: list[tuple[str, str]], wanted: set[str], after: int
) -> list[ex.Record]:
    """The rows of the seats whose outcomes count (``wanted`` kinds) made after log entry
    ``after``, named as the seat is now (a student may take a seat later) or as it was when
    its student left it (``ExperimentBoard.seats_seen``)."""
    return [
        {**r, "student": seats[r["seat"]][0]}
        for r in rows
        if seats[r["seat"]][1] in wanted and (after == 0 or r["index"] > after)
    ]


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
            ex.to_csv(records),
            media_type="text/csv",
            headers={"Content-Disposition": 'attachment; filename="experiment.csv"'},
        )
    return JSONResponse(ex.json_safe(records))


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
        except ex.PredictionError as exc:
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
