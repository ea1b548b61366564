"""The class experiments from the teacher's notebook: start, stop, the live chart, the data.

``start_experiment`` / ``stop_experiment`` drive a run on the table server;
``ExperimentChart`` draws its summary as a notebook widget (the same chart script as the
server's experiments page, ``classroom/static/experiment_chart.js``), polling in a background
thread; ``experiment_records`` / ``experiment_dataframe`` fetch every outcome.
"""

from __future__ import annotations

import functools
import threading
import urllib.parse
from pathlib import Path
from typing import Any

from ...engine import experiments as ex
from ...engine.records import Record, json_safe, to_dataframe
from .http import api_request, poll_in_background

CHART_SCRIPT = Path(__file__).parent.parent / "static" / "experiment_chart.js"
CHART_CSS = Path(__file__).parent.parent / "static" / "experiment_chart.css"


def _api(url: str, path: str, token: str | None, body: Any = None) -> Any:
    return api_request(f"{url.rstrip('/')}{path}", "GET" if body is None else "POST", body, token)


def _run_path(run: str) -> str:
    return f"/api/experiments/{urllib.parse.quote(run, safe='')}"


def start_experiment(
    url: str,
    experiment: str,
    rooms: list[str] | None = None,
    token: str | None = None,
    bots: bool = False,
    predict: bool = False,
) -> str:
    """Start ``experiment`` on the server at ``url`` (teacher ``token``); return the run id.

    Without ``rooms`` every room of the experiment's game opened from now on contributes;
    bot seats count only with ``bots=True``. ``predict=True``: the students predict first
    (the lesson's value stays hidden until ``reveal_value``); the outcomes count from
    ``close_predictions`` on.
    """
    body: dict[str, Any] = {"experiment": experiment, "bots": bots, "predict": predict}
    if rooms is not None:
        body["rooms"] = list(rooms)
    return _api(url, "/api/experiments", token, body)["run"]


def stop_experiment(url: str, run: str, token: str | None = None) -> dict[str, Any]:
    """Stop the run: the rooms' outcomes count up to now; return the run."""
    return _api(url, f"{_run_path(run)}/stop", token, {})


def experiment_summary(url: str, run: str, token: str | None = None) -> dict[str, Any]:
    """The run's pooled result, interval, the lesson's value and per-student figures."""
    return _api(url, _run_path(run), token)


def close_predictions(url: str, run: str, token: str | None = None) -> dict[str, Any]:
    """Close the run's predictions: the class plays and its outcomes count from now on."""
    return _api(url, f"{_run_path(run)}/play", token, {})


def reveal_value(url: str, run: str, token: str | None = None) -> dict[str, Any]:
    """Show the lesson's value on the chart and in the students' prediction boxes."""
    return _api(url, f"{_run_path(run)}/reveal", token, {})


def experiment_records(url: str, run: str, token: str | None = None) -> list[Record]:
    """Every outcome of the run (for ``engine.records.to_dataframe`` / ``to_csv``)."""
    return _api(url, f"{_run_path(run)}/records", token)


def experiment_dataframe(url: str, run: str, token: str | None = None) -> Any:
    """The run's outcomes as a pandas DataFrame."""
    return to_dataframe(experiment_records(url, run, token))


def widget_esm() -> str:
    """The widget's front end: the shared chart script and a ``render`` drawing ``summary``."""
    return CHART_SCRIPT.read_text(encoding="utf-8") + WIDGET_RENDER


WIDGET_RENDER = r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "tw-experiment-chart";
  el.appendChild(box);
  const draw = () => drawChart(box, model.get("summary"), { names: model.get("names") });
  model.on("change:summary", draw);
  model.on("change:names", draw);
  draw();
}
export default { render };
"""


def ExperimentChart(
    url: str | None = None,
    run: str | None = None,
    token: str | None = None,
    records: list[Record] | None = None,
    experiment: str | None = None,
    interval: float = 2.0,
) -> Any:
    """The teacher's live chart in a notebook (an anywidget).

    Live: ``ExperimentChart(server.url, run, token=server.teacher_token)`` polls the server
    every ``interval`` seconds in a background thread (``.stop()`` ends it). Offline:
    ``ExperimentChart(records=..., experiment=id)`` draws records you already have.
    """
    if records is None and (url is None or run is None):
        raise ValueError("ExperimentChart needs url and run (live) or records and experiment.")
    if records is not None and experiment is None:
        raise ValueError("ExperimentChart(records=...) needs the experiment's id as well.")
    chart = chart_class()()
    chart.stopped = threading.Event()
    if records is not None:
        chart.summary = json_safe(ex.summarize(experiment, records))
        return chart
    chart.source = (url, run, token)
    chart.refresh()
    chart.stopped = poll_in_background(chart.refresh, interval, "experiment-chart")
    return chart


class ChartActions:
    """What the chart widget does besides drawing: fetch its run's summary (``source``:
    ``(url, run, token)``, None offline) and stop polling."""

    summary: dict[str, Any]
    source: tuple[str, str, str | None] | None = None
    stopped: threading.Event

    def refresh(self) -> dict[str, Any]:
        """Fetch the run's summary now (live mode) and redraw."""
        if self.source is not None:
            self.summary = experiment_summary(*self.source)
        return self.summary

    def stop(self) -> None:
        """Stop polling the server."""
        self.stopped.set()


@functools.cache
def chart_class() -> type:
    """The chart's anywidget class (made at first use: anywidget is imported only then)."""
    import anywidget
    import traitlets

    class ChartWidget(ChartActions, anywidget.AnyWidget):
        _esm = widget_esm()
        _css = CHART_CSS.read_text(encoding="utf-8")
        summary = traitlets.Dict().tag(sync=True)
        #: Write each student's name by their dots (off: the chart shows no identity).
        names = traitlets.Bool(False).tag(sync=True)

    return ChartWidget
