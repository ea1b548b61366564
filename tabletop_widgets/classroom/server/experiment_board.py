"""A server's class experiments as data: its runs (kept in the store, one key per prediction),
their phases (predict, play, stopped), and what each run counts, read from the rooms'
committed logs (one ``engine.experiments.RoomReader`` per run and game)."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any

from ...engine import experiments as ex
from ...engine.records import Record, json_safe

RUNS_KEY = "experiments"
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

    def records(self, run_id: str) -> list[Record]:
        """The run's counted outcomes (``outcomes``' first half)."""
        return self.outcomes(run_id)[0]

    def outcomes(self, run_id: str) -> tuple[list[Record], list[Record]]:
        """The run's counted outcomes, and what was played but not counted (with its reason)."""
        run = self.run(run_id)
        experiment = ex.get_experiment(run["experiment"])
        stopped = run.get("stopped") is not None
        # A student's outcomes count; a bot's only when asked; an empty seat's never.
        wanted = {"person", "bot"} if run.get("bots") else {"person"}
        out: list[Record] = []
        skipped: list[Record] = []
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
        summary = json_safe(summary)
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
    rows: list[Record], seats: list[tuple[str, str]], wanted: set[str], after: int
) -> list[Record]:
    """The rows of the seats whose outcomes count (``wanted`` kinds) made after log entry
    ``after``, named as the seat is now (a student may take a seat later) or as it was when
    its student left it (``ExperimentBoard.seats_seen``)."""
    return [
        {**r, "student": seats[r["seat"]][0]}
        for r in rows
        if seats[r["seat"]][1] in wanted and (after == 0 or r["index"] > after)
    ]
