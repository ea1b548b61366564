"""Class experiments on the table server: start one, watch it converge, stop it, export it.

The teacher starts an experiment (from the notebook with ``classroom.client.chart`` or from
the experiments page); from then on every room of that game (or the rooms named) contributes
the outcomes its seats really produce, until the teacher stops it. The server computes them
from the rooms' committed logs (``engine.experiments.RoomReader``), so nothing a student types
can change a result. The experiments on offer are those the games register
(``engine.experiments_of``): a game folder adds one without touching this module.

Routes (``experiment_routes()``; all need the teacher):

- ``GET  /api/experiments``: the experiments on offer and the runs started;
- ``POST /api/experiments``: ``{"experiment": id, "rooms": [codes] (optional), "bots": false}``
  starts a run;
- ``POST /api/experiments/{run}/stop``: stops it (the rooms' logs count up to that moment);
- ``GET  /api/experiments/{run}``: the run's summary (pooled estimate, its interval, the
  lesson's value, each student's own figure);
- ``GET  /api/experiments/{run}/records``: every outcome as JSON; ``.../records.csv`` as CSV;
- ``GET  /experiments`` and ``/experiments/{run}``: the teacher's live chart as a page.

Runs are kept in the store (``meta["experiments"]``), so every server process sharing a
store (Redis) serves the same runs, and they survive a restart.
"""

from __future__ import annotations

import json
import secrets
import time
from pathlib import Path
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route

from ...engine import experiments as ex
from .http import read_json, require_teacher

RUNS_KEY = "experiments"
#: The chart script, shared with the notebook widget (``classroom/static``).
CHART_SCRIPT = Path(__file__).parent.parent / "static" / "experiment_chart.js"


class ExperimentBoard:
    """The runs of one server (kept in its store) and one ``RoomReader`` per run and game."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        #: One reader per (run, room, game seed): a room the teacher resets starts a new game
        #: (a new seed); the records of its earlier games stay in their readers.
        self.readers: dict[tuple[str, str, int], ex.RoomReader] = {}

    def runs(self) -> list[dict[str, Any]]:
        text = self.tables.store.get_meta(RUNS_KEY)
        return json.loads(text) if text else []

    def _save(self, run: dict[str, Any]) -> None:
        # Read, replace, write, check: two server processes writing at the same moment (one
        # Redis) could overwrite each other's list; the check writes it again.
        for _ in range(5):
            runs = [r for r in self.runs() if r["run"] != run["run"]]
            self.tables.store.set_meta(RUNS_KEY, json.dumps([*runs, run]))
            if run in self.runs():
                return

    def start(
        self, experiment_id: str, rooms: list[str] | None = None, bots: bool = False
    ) -> dict[str, Any]:
        """Start a run: ``rooms`` (codes) or every new room of the game; ``bots``: count bot seats too."""
        experiment = ex.get_experiment(experiment_id)
        if rooms is not None:
            rooms = [str(r).upper() for r in rooms]
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
        }
        self._save(run)
        return run

    def stop(self, run_id: str) -> dict[str, Any]:
        """Stop a run: its rooms count with their logs as they are now, and no new room joins."""
        run = self.run(run_id)
        if run.get("stopped") is not None:
            return run
        lengths = {}
        for code in self.rooms_of(run):
            match = self.tables.match(code)
            lengths[code] = [match.seed, len(match.log)]
        run = {**run, "stopped": time.time(), "lengths": lengths}
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

    def records(self, run_id: str) -> list[ex.Record]:
        run = self.run(run_id)
        experiment = ex.get_experiment(run["experiment"])
        stopped = run.get("stopped") is not None
        # A student's outcomes count; a bot's only when asked; an empty seat's never.
        wanted = {"person", "bot"} if run.get("bots") else {"person"}
        out: list[ex.Record] = []
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
            seats = self.tables.room(code).record.seats
            for (run_of, room_of, _), read in self.readers.items():
                if run_of == run_id and room_of == code:
                    out += [  # named as the seat is now (a student may take a seat later)
                        {**r, "student": seats[r["seat"]].name}
                        for r in read.records
                        if seats[r["seat"]].kind in wanted
                    ]
        return out

    def summary(self, run_id: str) -> dict[str, Any]:
        run = self.run(run_id)
        summary = ex.summarize(run["experiment"], self.records(run_id))
        summary["run"] = run
        summary["rooms_watched"] = len(self.rooms_of(run))
        return summary


def board_of(request: Request) -> ExperimentBoard:
    """The app's experiment board (made on first use)."""
    state = request.app.state
    board = getattr(state, "experiment_board", None)
    if board is None:
        board = state.experiment_board = ExperimentBoard(state.tables)
    return board


def _reason(exc: Exception) -> str:
    return str(exc).strip("'\"")


async def list_runs(request: Request) -> Response:
    await require_teacher(request)
    board = board_of(request)
    offered = [e.describe() for e in ex.all_experiments().values()]
    return JSONResponse({"experiments": offered, "runs": board.runs()})


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
    try:
        run = board_of(request).start(data["experiment"], rooms, bots=data.get("bots") is True)
    except (KeyError, ValueError) as exc:
        raise HTTPException(400, _reason(exc)) from None
    return JSONResponse(run)


async def stop_run(request: Request) -> Response:
    await require_teacher(request)
    try:
        return JSONResponse(board_of(request).stop(request.path_params["run"]))
    except KeyError as exc:
        raise HTTPException(404, _reason(exc)) from None


async def run_summary(request: Request) -> Response:
    await require_teacher(request)
    try:
        return JSONResponse(ex.json_safe(board_of(request).summary(request.path_params["run"])))
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


async def chart_page(request: Request) -> Response:
    await require_teacher(request)
    return HTMLResponse(chart_page_html())


def chart_page_html() -> str:
    """The teacher's experiments page: pick, start and stop a run, watch its chart."""
    return CHART_PAGE.replace("/*CHART*/", CHART_SCRIPT.read_text(encoding="utf-8"))


def experiment_routes() -> list[BaseRoute]:
    """The experiment routes (the table server's app mounts them)."""
    return [
        Route("/api/experiments", list_runs, methods=["GET"]),
        Route("/api/experiments", start_run, methods=["POST"]),
        Route("/api/experiments/{run}/stop", stop_run, methods=["POST"]),
        Route("/api/experiments/{run}", run_summary),
        Route("/api/experiments/{run}/records", run_records),
        Route("/api/experiments/{run}/records.{fmt:str}", run_records),
        Route("/experiments", chart_page),
        Route("/experiments/{run}", chart_page),
    ]


CHART_PAGE = r"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Class experiments</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5em;max-width:760px} select,button{font-size:1em}</style>
</head><body>
<h1>Class experiments</h1>
<p><label>Experiment <select id="pick"></select></label> <button id="start" type="button">Start</button>
<label>or watch run <select id="runs"></select></label> <button id="stop" type="button">Stop</button>
<a id="csv" href="#">CSV</a> <span id="state" data-testid="run-state"></span></p>
<div id="chart" aria-live="polite"></div>
<script>
/*CHART*/
const base = location.pathname.replace(/\/experiments(\/[^/]*)?$/, "");
let run = (location.pathname.match(/\/experiments\/([^/]+)$/) || [])[1] || null;
let runs = [];
const xsrf = (document.cookie.match(/(?:^|;\s*)tabletop-xsrf=([^;]+)/) || [])[1];
const headers = xsrf ? {"X-Tabletop-XSRF": decodeURIComponent(xsrf)} : {};  // the session cookie signs in
async function api(path, body) {
  const r = await fetch(base + path, body ? {method: "POST", headers: {...headers, "Content-Type": "application/json"}, body: JSON.stringify(body)} : {headers});
  if (!r.ok) throw new Error((await r.json()).error || r.status);
  return r.json();
}
function showState() {
  const r = runs.find(x => x.run === run);
  document.getElementById("state").textContent = !r ? "" : (r.stopped ? "stopped" : "running");
  document.getElementById("stop").disabled = !r || !!r.stopped;
}
async function refreshList() {
  const data = await api("/api/experiments");
  runs = data.runs;
  const pick = document.getElementById("pick"), list = document.getElementById("runs");
  pick.innerHTML = data.experiments.map(e => `<option value="${esc(e.id)}">${esc(e.title)} (${esc(e.game)})</option>`).join("");
  list.innerHTML = runs.map(r => `<option value="${esc(r.run)}" ${r.run === run ? "selected" : ""}>${esc(r.experiment)} · ${new Date(r.started * 1000).toLocaleTimeString()}${r.stopped ? " (stopped)" : ""}</option>`).join("");
  if (!run && runs.length) run = runs[runs.length - 1].run;
  showState();
}
async function tick() {
  if (!run) return;
  document.getElementById("csv").href = base + "/api/experiments/" + run + "/records.csv";
  try { drawChart(document.getElementById("chart"), await api("/api/experiments/" + run)); } catch (e) { }
}
document.getElementById("start").onclick = async () => {
  const r = await api("/api/experiments", {experiment: document.getElementById("pick").value});
  run = r.run; history.replaceState(null, "", base + "/experiments/" + run);
  await refreshList(); tick();
};
document.getElementById("stop").onclick = async () => {
  if (!run) return;
  await api("/api/experiments/" + run + "/stop", {});
  await refreshList(); tick();
};
document.getElementById("csv").onclick = async (event) => {  // fetch with the headers, then save
  event.preventDefault();
  if (!run) return;
  const r = await fetch(base + "/api/experiments/" + run + "/records.csv", {headers});
  const a = document.createElement("a");
  a.href = URL.createObjectURL(await r.blob());
  a.download = "experiment-" + run + ".csv";
  a.click();
};
document.getElementById("runs").onchange = e => { run = e.target.value; history.replaceState(null, "", base + "/experiments/" + run); showState(); tick(); };
refreshList().then(tick);
setInterval(tick, 2000);
</script></body></html>
"""
