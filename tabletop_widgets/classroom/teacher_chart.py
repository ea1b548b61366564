"""Class experiments on the table server: start one, watch it converge, export it.

The teacher starts an experiment (from the notebook with ``start_experiment`` or from the
experiments page); from then on every room of that game (or the rooms named) contributes
the outcomes its seats really produce. The server computes them from the rooms' accepted
logs (``experiments.RoomReader``), so nothing a student types can change a result.

Routes (mounted on the table server with ``experiment_routes()``; all need the teacher):

- ``GET  /api/experiments``: the experiments on offer and the runs started;
- ``POST /api/experiments``: ``{"experiment": id, "rooms": [codes] (optional)}`` starts a run;
- ``GET  /api/experiments/{run}``: the run's summary (pooled estimate, Wilson interval,
  the lesson's value, each student's own figure);
- ``GET  /api/experiments/{run}/records``: every outcome as JSON; ``.../records.csv`` as CSV;
- ``GET  /experiments`` and ``/experiments/{run}``: the teacher's live chart as a page.

Runs are kept in the store (``meta["experiments"]``), so every server process sharing a
store (Redis) serves the same runs, and they survive a restart.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route

from . import experiments as ex

RUNS_KEY = "experiments"


class ExperimentBoard:
    """The runs of one server (kept in its store) and one ``RoomReader`` per run and room."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        #: One reader per (run, room, game seed): a room the teacher resets starts a new game
        #: (a new seed); the records of its earlier games stay in their readers.
        self.readers: dict[tuple[str, str, int], ex.RoomReader] = {}

    def runs(self) -> list[dict[str, Any]]:
        text = self.tables.store.get_meta(RUNS_KEY)
        return json.loads(text) if text else []

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
                        f"Room {code} plays {room.record.game}; {experiment.title} needs {experiment.game}."
                    )
        run = {
            "run": secrets.token_hex(4),
            "experiment": experiment.id,
            "rooms": rooms,
            "bots": bool(bots),
            "started": time.time(),
        }
        # Read, append, write, check: two server processes starting runs at the same moment
        # (one Redis) could overwrite each other's list; the check writes it again.
        for _ in range(5):
            runs = [r for r in self.runs() if r["run"] != run["run"]]
            self.tables.store.set_meta(RUNS_KEY, json.dumps([*runs, run]))
            if any(r["run"] == run["run"] for r in self.runs()):
                break
        return run

    def run(self, run_id: str) -> dict[str, Any]:
        for run in self.runs():
            if run["run"] == run_id:
                return run
        raise KeyError(f"There is no experiment run {run_id!r} on this server.")

    def rooms_of(self, run: dict[str, Any]) -> list[str]:
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
        out: list[ex.Record] = []
        for code in self.rooms_of(run):
            match = self.tables.match(code)
            key = (run_id, code, match.seed)
            reader = self.readers.get(key)
            if reader is None or reader.done > len(match.log):
                reader = ex.RoomReader(experiment, match.game, code, match.initial, match.names)
                self.readers[key] = reader
            reader.feed(match.log, names=match.names)
            seats = self.tables.room(code).record.seats
            for (run_of, room_of, _), read in self.readers.items():
                if run_of == run_id and room_of == code:
                    # A student's outcomes count; a bot's only when asked; an empty seat's never.
                    wanted = {"person", "bot"} if run.get("bots") else {"person"}
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
    state = request.app.state
    board = getattr(state, "experiment_board", None)
    if board is None:
        board = state.experiment_board = ExperimentBoard(state.tables)
    return board


async def _teacher(request: Request) -> None:
    from .app import require_teacher

    await require_teacher(request)


async def list_runs(request: Request) -> Response:
    await _teacher(request)
    board = board_of(request)
    return JSONResponse(
        {
            "experiments": [e.describe() for e in ex.EXPERIMENTS.values()],
            "runs": board.runs(),
        }
    )


async def start_run(request: Request) -> Response:
    from .app import read_json

    await _teacher(request)
    data = await read_json(request)
    rooms = data.get("rooms")
    if rooms is not None and (
        not isinstance(rooms, list)
        or not all(isinstance(r, str) for r in rooms)
        or len(rooms) > 1000
    ):
        raise HTTPException(400, "rooms must be a list of room codes.")
    try:
        run = board_of(request).start(
            str(data.get("experiment")), rooms, bots=data.get("bots") is True
        )
    except (KeyError, ValueError) as exc:
        raise HTTPException(400, str(exc).strip("'\"")) from None
    return JSONResponse(run)


async def run_summary(request: Request) -> Response:
    await _teacher(request)
    try:
        return JSONResponse(_finite(board_of(request).summary(request.path_params["run"])))
    except KeyError as exc:
        raise HTTPException(404, str(exc).strip("'\"")) from None


async def run_records(request: Request) -> Response:
    await _teacher(request)
    try:
        records = board_of(request).records(request.path_params["run"])
    except KeyError as exc:
        raise HTTPException(404, str(exc).strip("'\"")) from None
    if request.path_params.get("fmt") == "csv":
        return PlainTextResponse(
            ex.to_csv(records),
            media_type="text/csv",
            headers={"Content-Disposition": 'attachment; filename="experiment.csv"'},
        )
    return JSONResponse(records)


async def chart_page(request: Request) -> Response:
    await _teacher(request)
    return HTMLResponse(CHART_PAGE)


def _finite(value: Any) -> Any:
    """JSON has no NaN: a reference still unknown is null."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


def experiment_routes() -> list[BaseRoute]:
    """The experiment routes, for ``make_app(extra_routes=...)`` / ``serve(extra_routes=...)``."""
    return [
        Route("/api/experiments", list_runs, methods=["GET"]),
        Route("/api/experiments", start_run, methods=["POST"]),
        Route("/api/experiments/{run}", run_summary),
        Route("/api/experiments/{run}/records", run_records),
        Route("/api/experiments/{run}/records.{fmt:str}", run_records),
        Route("/experiments", chart_page),
        Route("/experiments/{run}", chart_page),
    ]


# ----- from the teacher's notebook -------------------------------------------------------------


def _api(url: str, path: str, token: str | None, body: Any = None) -> Any:
    from .client import api_request

    return api_request(f"{url.rstrip('/')}{path}", "GET" if body is None else "POST", body, token)


def start_experiment(
    url: str,
    experiment: str,
    rooms: list[str] | None = None,
    token: str | None = None,
    bots: bool = False,
) -> str:
    """Start ``experiment`` on the server at ``url`` (teacher ``token``); return the run id.

    Without ``rooms`` every room of the experiment's game opened from now on contributes;
    bot seats count only with ``bots=True``.
    """
    body: dict[str, Any] = {"experiment": experiment, "bots": bots}
    if rooms is not None:
        body["rooms"] = list(rooms)
    return _api(url, "/api/experiments", token, body)["run"]


def experiment_summary(url: str, run: str, token: str | None = None) -> dict[str, Any]:
    """The run's pooled result, interval, the lesson's value and per-student figures."""
    return _api(url, f"/api/experiments/{urllib.parse.quote(run)}", token)


def experiment_records(url: str, run: str, token: str | None = None) -> list[ex.Record]:
    """Every outcome of the run (for ``experiments.to_dataframe`` / ``to_csv``)."""
    return _api(url, f"/api/experiments/{urllib.parse.quote(run)}/records", token)


def experiment_dataframe(url: str, run: str, token: str | None = None):
    """The run's outcomes as a pandas DataFrame."""
    return ex.to_dataframe(experiment_records(url, run, token))


# ----- the live chart: an SVG drawn the same way in the page and in the widget ------------------

CHART_JS = r"""
let MEAN = false;  // a "mean" experiment shows numbers (turns), a "proportion" shows percentages
function fmt(x) {
  if (x === null || x === undefined) return "–";
  return MEAN ? x.toFixed(1) : (100 * x).toFixed(1) + " %";
}
function esc(s) { return String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c])); }
function drawChart(el, s) {
  if (!s || !s.experiment) { el.innerHTML = "<p>No experiment yet.</p>"; return; }
  MEAN = s.experiment.kind === "mean";
  const e = s.experiment;
  const W = 640, H = 300, L = 60, R = 20, T = 20, B = 50;
  const ref = s.reference || {};
  const pts = [];
  if (s.estimate !== null) pts.push(s.high, s.low, s.estimate);
  if (ref.value !== null && ref.value !== undefined) pts.push(ref.value);
  for (const st of s.students) pts.push(st.estimate);
  const most = Math.max(MEAN ? 1 : 0.02, ...pts.filter(v => v !== null && v !== undefined)) * 1.1;
  const steps = MEAN ? [1, 2, 5, 10, 20, 50, 100, 200, 500] : [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25];
  const step = steps.find(st => most / st <= 6) || steps[steps.length - 1];
  const top = MEAN ? Math.ceil(most / step) * step : Math.min(1, Math.ceil(most / step) * step);
  const y = v => T + (H - T - B) * (1 - v / top);
  const sx = L + 40, cx = L + (W - L - R) * 0.62;
  let g = "";
  for (let v = 0; v <= top + 1e-9; v += step) {
    g += `<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>` +
         `<text x="${L - 6}" y="${y(v) + 4}" text-anchor="end" font-size="12">${MEAN ? v : (100 * v).toFixed(step < 0.01 ? 1 : 0) + " %"}</text>`;
  }
  // per-student spread: one dot per student (jittered), left column
  s.students.forEach((st, i) => {
    const jx = sx + 60 + ((i * 37) % 120) - 60;
    g += `<circle cx="${jx}" cy="${y(st.estimate)}" r="${Math.min(8, 2 + Math.sqrt(st.n))}" fill="#5b8def" fill-opacity="0.55"><title>${esc(st.student)}: ${MEAN ? "mean of " + st.n : (st.hits ?? "") + "/" + st.n} = ${fmt(st.estimate)}</title></circle>`;
  });
  g += `<text x="${sx}" y="${H - B + 20}" text-anchor="middle" font-size="13">each student (${s.students.length})</text>`;
  // pooled estimate with its interval, right column
  if (s.estimate !== null) {
    g += `<line x1="${cx}" x2="${cx}" y1="${y(s.high)}" y2="${y(s.low)}" stroke="#222" stroke-width="3"/>` +
         `<line x1="${cx - 12}" x2="${cx + 12}" y1="${y(s.high)}" y2="${y(s.high)}" stroke="#222" stroke-width="2"/>` +
         `<line x1="${cx - 12}" x2="${cx + 12}" y1="${y(s.low)}" y2="${y(s.low)}" stroke="#222" stroke-width="2"/>` +
         `<circle cx="${cx}" cy="${y(s.estimate)}" r="7" fill="#e8590c" data-testid="pooled"/>`;
  }
  g += `<text x="${cx}" y="${H - B + 20}" text-anchor="middle" font-size="13">the class: ${MEAN ? s.n + " " + esc(e.unit) + "s" : (s.hits ?? "") + "/" + s.n}</text>`;
  if (ref.value !== null && ref.value !== undefined) {
    g += `<line x1="${L}" x2="${W - R}" y1="${y(ref.value)}" y2="${y(ref.value)}" stroke="#2b8a3e" stroke-width="2" stroke-dasharray="6 4" data-testid="reference"/>` +
         `<text x="${W - R}" y="${y(ref.value) - 6}" text-anchor="end" font-size="13" fill="#2b8a3e">${esc(ref.kind)}: ${fmt(ref.value)}${ref.exact ? " = " + esc(ref.exact) : ""}</text>`;
  }
  el.innerHTML =
    `<h2 style="margin:0 0 4px;font-size:1.2em">${esc(e.title)}</h2>` +
    `<p style="margin:0 0 6px">${esc(e.question)}</p>` +
    `<svg role="img" aria-label="${esc(e.title)}: the class ${fmt(s.estimate)}, ${esc(ref.kind)} value ${fmt(ref.value)}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" style="max-width:100%;font-family:sans-serif">${g}</svg>` +
    `<p style="margin:4px 0" data-testid="pooled-text"><b>The class:</b> ${fmt(s.estimate)} (95 % interval ${fmt(s.low)} to ${fmt(s.high)}) from ${s.n} ${esc(e.unit)}s in ${s.rooms} room(s). ` +
    `<b>The lesson:</b> ${fmt(ref.value)} — ${esc(ref.label)}.</p>` +
    `<p style="margin:0;color:#555;font-size:0.9em">Recorded: ${esc(e.recorded)}.</p>`;
}
"""

CHART_PAGE = (
    """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Class experiments</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5em;max-width:760px} select,button{font-size:1em}</style>
</head><body>
<h1>Class experiments</h1>
<p><label>Experiment <select id="pick"></select></label> <button id="start" type="button">Start</button>
<label>or watch run <select id="runs"></select></label> <a id="csv" href="#">CSV</a></p>
<div id="chart" aria-live="polite"></div>
<script>
"""
    + CHART_JS
    + r"""
const params = new URLSearchParams(location.search);
const token = params.get("token");
const base = location.pathname.replace(/\/experiments(\/[^/]*)?$/, "");
let run = (location.pathname.match(/\/experiments\/([^/]+)$/) || [])[1] || null;
const xsrf = (document.cookie.match(/(?:^|;\s*)tabletop-xsrf=([^;]+)/) || [])[1];
const headers = {...(token ? {"Authorization": "Bearer " + token} : {}),
                 ...(xsrf ? {"X-Tabletop-XSRF": decodeURIComponent(xsrf)} : {})};
async function api(path, body) {
  const r = await fetch(base + path, body ? {method: "POST", headers: {...headers, "Content-Type": "application/json"}, body: JSON.stringify(body)} : {headers});
  if (!r.ok) throw new Error((await r.json()).error || r.status);
  return r.json();
}
function q() { return token ? "?token=" + encodeURIComponent(token) : ""; }
async function refreshList() {
  const data = await api("/api/experiments");
  const pick = document.getElementById("pick"), runs = document.getElementById("runs");
  pick.innerHTML = data.experiments.map(e => `<option value="${e.id}">${esc(e.title)} (${esc(e.game)})</option>`).join("");
  runs.innerHTML = data.runs.map(r => `<option value="${r.run}" ${r.run === run ? "selected" : ""}>${esc(r.experiment)} · ${new Date(r.started * 1000).toLocaleTimeString()}</option>`).join("");
  if (!run && data.runs.length) run = data.runs[data.runs.length - 1].run;
}
async function tick() {
  if (!run) return;
  document.getElementById("csv").href = base + "/api/experiments/" + run + "/records.csv";
  try { drawChart(document.getElementById("chart"), await api("/api/experiments/" + run)); } catch (e) { }
}
document.getElementById("start").onclick = async () => {
  const r = await api("/api/experiments", {experiment: document.getElementById("pick").value});
  run = r.run; history.replaceState(null, "", base + "/experiments/" + run + q());
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
document.getElementById("runs").onchange = e => { run = e.target.value; history.replaceState(null, "", base + "/experiments/" + run + q()); tick(); };
refreshList().then(tick);
setInterval(tick, 2000);
</script></body></html>
"""
)

WIDGET_ESM = (
    CHART_JS
    + r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "tw-experiment-chart";
  el.appendChild(box);
  const draw = () => drawChart(box, model.get("summary"));
  model.on("change:summary", draw);
  draw();
}
export default { render };
"""
)


def ExperimentChart(
    url: str | None = None,
    run: str | None = None,
    token: str | None = None,
    records: list[ex.Record] | None = None,
    experiment: str | None = None,
    interval: float = 2.0,
):
    """The teacher's live chart in a notebook (an anywidget).

    Live: ``ExperimentChart(server.url, run, token=server.teacher_token)`` polls the server
    every ``interval`` seconds in a background thread (``.stop()`` ends it). Offline:
    ``ExperimentChart(records=..., experiment=id)`` draws records you already have.
    """
    import anywidget
    import traitlets

    class _Chart(anywidget.AnyWidget):
        _esm = WIDGET_ESM
        summary = traitlets.Dict().tag(sync=True)

        def refresh(self) -> dict[str, Any]:
            """Fetch the run's summary now (live mode) and redraw."""
            if url is not None:
                self.summary = experiment_summary(url, run, token)
            return self.summary

        def stop(self) -> None:
            self._stopped.set()

    chart = _Chart()
    chart._stopped = threading.Event()
    if records is not None:
        chart.summary = _finite(ex.summarize(experiment, records))
        return chart
    if url is None or run is None:
        raise ValueError("ExperimentChart needs url and run (live) or records and experiment.")
    chart.refresh()
    from .client import poll_in_background

    chart._stopped = poll_in_background(chart.refresh, interval, "experiment-chart")
    return chart
