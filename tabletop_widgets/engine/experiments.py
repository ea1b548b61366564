"""Class experiments: outcomes a class really produces while playing, against a lesson's value.

The framework only; nothing here names a game. An experiment asks one question of one game
("how often does a turn show five of a kind within three rolls?"). Each game folder declares
its experiments in its ``experiments.py`` and registers them with the game
(``register(GAME, ..., experiments=<function returning them>)``); ``experiments_for`` and
``all_experiments`` read them from the registry.

Outcomes are never typed in by a student: a ``RoomReader`` replays a room's committed log
through the rules and hands each position to the experiment's ``Observer`` as a ``Moment``,
which shows only the seats' *views*, never the raw state, and the mover's action only in games
whose moves are seen when they are made (not simultaneous, sealed choices). An experiment
says what its outcomes are read from (``reads``):

- ``"public"``: facts every seat sees at that moment (the dice, the bids after the reveal);
  a differential test redraws what each seat cannot see (``Game.resample_hidden``) and the
  outcomes must not change;
- ``"own"``: a fact of the seat's own view (its dealt hand), released only once it no longer
  matters (after the hand); the test redraws what that seat cannot see.

Pooling: ``summarize`` gives the pooled estimate, its 95 % interval (Wilson, from
``scipy.stats.binomtest``, for proportions; Student's t for means; no interval from fewer
than two values of a mean), the lesson's value and each student's own figure.
``records.to_csv`` / ``records.to_dataframe`` export the records (pandas is imported only there).
The intervals (``intervals``), observers (``observers``), predictions (``predictions``) and
records (``records``) are modules of their own: import them from there.

Predict, then play, then compare: before a run counts, each student may write a prediction.
``parse_prediction`` reads one (a chance as 0.05, 5 % or 1/20 for a proportion; a number of
the experiment's unit for a mean) or raises ``PredictionError`` saying what to write;
``summarize_predictions`` gives the class's predictions (count, middle, spread) and
``summarize`` the pooled result with its ``history``: the estimate and interval after each
outcome, as the outcomes came in.

>>> parse_prediction("yum-five-of-a-kind", "5 %"), parse_prediction("yum-five-of-a-kind", "1/20")
(0.05, 0.05)

>>> from tabletop_widgets.engine.intervals import proportion_interval
>>> proportion_interval(0, 10)  # doctest: +ELLIPSIS
(0.0, 0.2775...)
>>> proportion_interval(1, 1)[1] - proportion_interval(1, 1)[0] > 0.5
True
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from .core import Game
from .intervals import five_numbers, interval_of, pooled_history
from .match import apply_entry, is_move
from .observers import Moment, NotCounted, Observer, Outcome
from .plain import attributes
from .predictions import (
    MAX_MEAN_PREDICTION,
    PredictionError,
    read_prediction,
)
from .records import Record

#: What an experiment's outcomes are read from (see the module's docstring).
READS = ("public", "own")
#: The kinds of lesson value, and the word the chart shows before it.
REFERENCE_KINDS = {
    "exact": "exact",
    "simulated": "simulated",
    "model": "the lesson's model",
    "per-outcome": "expected",
    "none": "no lesson value",
}


@dataclass(frozen=True)
class Reference:
    """The lesson's value an experiment is compared with, and where it comes from."""

    value: float
    #: A key of ``REFERENCE_KINDS``: ``"exact"`` (a fraction), ``"simulated"`` (with its
    #: interval), ``"per-outcome"`` (the mean of each outcome's chance at its moment),
    #: ``"model"`` (a simplified model of one situation, not the whole game) or ``"none"``.
    kind: str
    #: One sentence a student understands: what the number is and what it compares.
    label: str
    exact: Fraction | None = None
    low: float | None = None
    high: float | None = None

    def __post_init__(self) -> None:
        if self.kind not in REFERENCE_KINDS:
            raise ValueError(f"reference kind {self.kind!r} is not one of {list(REFERENCE_KINDS)}")

    @classmethod
    def of_fraction(cls, exact: Fraction, label: str, kind: str = "exact") -> Reference:
        """A value known as a fraction: ``"exact"``, or a ``"model"``'s exact answer."""
        return cls(float(exact), kind, label, exact=exact)

    @classmethod
    def simulated(cls, value: float, interval: tuple[float, float], label: str) -> Reference:
        """A value the lesson simulated or counted, with its 95 % interval ``(low, high)``."""
        low, high = interval
        return cls(value, "simulated", label, low=low, high=high)

    @classmethod
    def per_outcome(cls, label: str) -> Reference:
        """No one value: each outcome is compared with its own chance at its moment."""
        return cls(float("nan"), "per-outcome", label)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for pages and widgets (``exact`` as ``"p/q"``)."""
        return {
            "value": self.value,
            "kind": self.kind,
            "kind_label": REFERENCE_KINDS[self.kind],
            "label": self.label,
            "exact": None
            if self.exact is None
            else f"{self.exact.numerator}/{self.exact.denominator}",
            "low": self.low,
            "high": self.high,
        }


@dataclass(frozen=True, kw_only=True)
class Experiment:
    """One question asked of a game, tied to a lesson. A game folder declares it without
    ``game`` and ``lesson``: the registry fills in the game that registers it and that
    game's lesson notebook (``<game>_lesson``)."""

    id: str
    title: str
    question: str
    #: ``"proportion"`` (values 0/1, Wilson interval) or ``"mean"`` (t interval).
    kind: str
    #: What one outcome is ("turn", "deal", "draw", "bid").
    unit: str
    #: How the room's real play produces an outcome (shown under the chart).
    recorded: str
    make_observer: Callable[[], Observer] = field(repr=False)
    reference_of: Callable[[], Reference] = field(repr=False)
    #: Seat counts whose rooms count (None: every seat count).
    seat_counts: tuple[int, ...] | None = None
    #: ``"public"`` or ``"own"`` (see the module's docstring).
    reads: str = "public"
    #: For a mean: what one value counts, plural ("turns"); pages and predictions use it.
    measure: str = ""
    #: The game that registers it, and the lesson notebook it is tied to (filled in).
    game: str = ""
    lesson: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("proportion", "mean"):
            raise ValueError(f"{self.id}: kind is 'proportion' or 'mean', not {self.kind!r}")
        if self.reads not in READS:
            raise ValueError(f"{self.id}: reads is one of {READS}, not {self.reads!r}")

    def reference(self) -> Reference:
        """The lesson's value (computed once per process)."""
        key = (self.game, self.id)
        if key not in _REFERENCES:
            _REFERENCES[key] = self.reference_of()
        return _REFERENCES[key]

    def accepts(self, num_seats: int) -> bool:
        """Whether rooms of ``num_seats`` seats count."""
        return self.seat_counts is None or num_seats in self.seat_counts

    def describe(self) -> dict[str, Any]:
        """Plain data for pages and widgets."""
        return {
            **attributes(self, "id game lesson title question kind unit recorded reads"),
            "seat_counts": list(self.seat_counts) if self.seat_counts else None,
            "measure": self.measure,
        }


_REFERENCES: dict[tuple[str, str], Reference] = {}


# ----- the experiments of the registered games -------------------------------------------------


def experiments_for(game: str) -> list[Experiment]:
    """The experiments the game called ``game`` registers (``KeyError``: no such game)."""
    from .registry import experiments_of

    found = []
    for e in experiments_of(game):
        if not isinstance(e, Experiment) or e.game not in ("", game):
            raise TypeError(f"{game} registers {e!r}, not an Experiment of {game}")
        found.append(replace(e, game=game, lesson=e.lesson or f"{game}_lesson"))
    return found


def all_experiments() -> dict[str, Experiment]:
    """Every registered game's experiments, by id (ids are unique across games)."""
    from .registry import all_games

    out: dict[str, Experiment] = {}
    for name in all_games():
        for e in experiments_for(name):
            if e.id in out:
                raise ValueError(f"two experiments share the id {e.id!r}")
            out[e.id] = e
    return out


def get_experiment(experiment_id: str) -> Experiment:
    """The experiment with this id, or ``KeyError`` naming the known ids."""
    known = all_experiments()
    try:
        return known[experiment_id]
    except KeyError:
        raise KeyError(
            f"There is no experiment {experiment_id!r} (known: {', '.join(sorted(known))})."
        ) from None


# ----- from a room's log to records -----------------------------------------------------------


def public_action(game: Game, entry: dict[str, Any]) -> dict[str, Any] | None:
    """The mover's action as the other seats see it when it is made: ``None`` for sealed,
    simultaneous choices (they show in the views once revealed)."""
    return None if game.info.simultaneous_moves else entry["action"]


class RoomReader:
    """Replays one room's log incrementally and turns its moves into records.

    Keep one per (experiment, room, game): ``feed`` takes the full log each time and replays
    only the entries it has not seen, so a live chart costs one step per new move.
    """

    def __init__(
        self,
        experiment: Experiment,
        game: Game,
        room: str,
        initial: dict[str, Any],
        names: Sequence[str],
    ) -> None:
        if experiment.game != game.name:
            raise ValueError(
                f"{experiment.id} is an experiment of {experiment.game}, not of {game.name}."
            )
        self.experiment = experiment
        self.game = game
        self.room = room
        self.names = list(names)
        self.state = initial
        self.moment = Moment(game, initial, 0)
        #: Log entries replayed so far.
        self.done = 0
        self.records: list[Record] = []
        #: What the seats did that does not count, and why: ``{"experiment", "room", "seat",
        #: "student", "index", "reason"}``.
        self.not_counted: list[Record] = []
        self.observer = experiment.make_observer()
        self._add(self.observer.start(self.moment))

    def _add(self, outcomes: Iterable[Outcome]) -> None:
        for outcome in outcomes:
            seat = outcome.seat if isinstance(outcome, NotCounted) else outcome[0]
            where = {
                "experiment": self.experiment.id,
                "room": self.room,
                "seat": seat,
                "student": self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}",
                "index": self.done,
            }
            if isinstance(outcome, NotCounted):
                self.not_counted.append({**where, "reason": outcome.reason})
            else:
                self.records.append({**where, "value": float(outcome[1]), "chance": outcome[2]})

    def feed(
        self, log: Sequence[dict[str, Any]], names: Sequence[str] | None = None
    ) -> list[Record]:
        """Replay the entries of ``log`` not seen yet; return the new records."""
        if names is not None:
            self.names = list(names)
        start = len(self.records)
        for entry in log[self.done :]:
            after = apply_entry(self.game, self.state, entry)
            self.done += 1
            moment = Moment(self.game, after, self.done)
            if is_move(entry):
                self._add(
                    self.observer.step(
                        self.moment, entry["seat"], public_action(self.game, entry), moment
                    )
                )
            self.state, self.moment = after, moment
        return self.records[start:]


def observe(
    experiment: Experiment,
    game: Game,
    states: Sequence[dict[str, Any]],
    log: Sequence[dict[str, Any]],
) -> list[list[Outcome]]:
    """The outcomes at each position of a game given its states (``states[i]`` after ``i``
    log entries): entry 0 is the start's. The leak tests feed redrawn states through it."""
    if len(states) != len(log) + 1:
        raise ValueError("states needs one state more than the log has entries")
    observer = experiment.make_observer()
    before = Moment(game, states[0], 0)
    out = [list(observer.start(before))]
    for i, entry in enumerate(log):
        after = Moment(game, states[i + 1], i + 1)
        if is_move(entry):
            out.append(
                list(observer.step(before, entry["seat"], public_action(game, entry), after))
            )
        else:
            out.append([])
        before = after
    return out


def records_from_log(
    experiment: str | Experiment,
    game: Game,
    initial: dict[str, Any],
    log: Sequence[dict[str, Any]],
    room: str = "",
    names: Sequence[str] | None = None,
) -> list[Record]:
    """Every record one game's log produces for an experiment (replays from ``initial``)."""
    if isinstance(experiment, str):
        experiment = get_experiment(experiment)
    reader = RoomReader(experiment, game, room, initial, names or initial["names"])
    reader.feed(log)
    return reader.records


# ----- predictions ----------------------------------------------------------------------------


def prediction_help(experiment: Experiment) -> str:
    """The sentence that says how to write a prediction for ``experiment``."""
    if experiment.kind == "proportion":
        return "Write a chance: 0.05, 5 % or 1/20."
    if experiment.measure:
        return f"Write a number of {experiment.measure}, for example 12."
    return "Write one number, for example 12."


def parse_prediction(experiment: str | Experiment, value: Any) -> float:
    """A student's prediction for ``experiment`` as a number, or ``PredictionError``.

    A proportion is a chance: ``0.05``, ``5 %``, ``1/20`` (a bare number above 1 and at most
    100 is read as a percentage: ``5`` is 5 %); a mean is a number of the experiment's unit
    (``12.5`` turns), never negative.
    """
    if isinstance(experiment, str):
        experiment = get_experiment(experiment)
    proportion = experiment.kind == "proportion"
    how = prediction_help(experiment)
    number, percent = read_prediction(value, how)
    if not math.isfinite(number):
        raise PredictionError(f"That is not a number. {how}")
    if proportion:
        if percent or number > 1:
            number /= 100
        if not 0 <= number <= 1:
            raise PredictionError(f"A chance is between 0 % and 100 %. {how}")
        return round(number, 6)
    if percent:
        raise PredictionError(f"This prediction is not a percentage. {how}")
    if not 0 <= number <= MAX_MEAN_PREDICTION:
        raise PredictionError(f"The prediction is between 0 and {MAX_MEAN_PREDICTION:,.0f}. {how}")
    return round(number, 6)


def format_value(experiment: str | Experiment, value: float | None) -> str:
    """A value as the pages write it: ``4.6 %`` for a proportion, ``12.5`` for a mean."""
    if isinstance(experiment, str):
        experiment = get_experiment(experiment)
    if value is None:
        return "–"
    if experiment.kind == "proportion":
        return f"{100 * value:.1f} %"
    return f"{value:.1f}"


def summarize_predictions(
    experiment: str | Experiment, predictions: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """The class's predictions (each ``{"student", "value", ...}``): how many, the middle one
    (median), the middle half (quartiles), the lowest and highest, and every value sorted."""
    if isinstance(experiment, str):
        experiment = get_experiment(experiment)
    values = sorted(float(p["value"]) for p in predictions)
    out: dict[str, Any] = {
        "n": len(values),
        "values": values,
        "students": sorted(
            ({"student": p.get("student"), "value": float(p["value"])} for p in predictions),
            key=lambda p: (p["value"], str(p["student"])),
        ),
        "median": statistics.median(values) if values else None,
        "q1": None,
        "q3": None,
        "min": values[0] if values else None,
        "max": values[-1] if values else None,
    }
    if len(values) > 1:
        q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
        out["q1"], out["q3"] = q1, q3
    elif values:
        out["q1"] = out["q3"] = values[0]
    return out


# ----- pooling and export ----------------------------------------------------------------------


def summarize(
    experiment: str | Experiment, records: Sequence[Record], not_counted: Sequence[Record] = ()
) -> dict[str, Any]:
    """The pooled result, its interval, the lesson's value and each student's own figure
    (with how many of their outcomes were not counted, from ``not_counted``)."""
    if isinstance(experiment, str):
        experiment = get_experiment(experiment)
    values = [float(r["value"]) for r in records]
    n = len(values)
    proportion = experiment.kind == "proportion"
    low, high = interval_of(experiment.kind, values)
    students = student_summaries(experiment, records, not_counted)
    ordered = sorted(records, key=lambda r: (r["index"], str(r["room"]), r["seat"]))
    return {
        "experiment": experiment.describe(),
        "n": n,
        "hits": int(sum(values)) if proportion else None,
        "estimate": statistics.fmean(values) if n else None,
        "low": low,
        "high": high,
        "interval": "Wilson 95 %" if proportion else "Student's t 95 %",
        "reference": _reference(experiment, records),
        "students": students,
        "not_counted": len(not_counted),
        "spread": five_numbers([s["estimate"] for s in students if s["n"]]),
        "rooms": len({r["room"] for r in records}),
        # As the outcomes came in: ordered by how far into its game each was (rooms play side
        # by side), then by room.
        "history": pooled_history(experiment.kind, [float(r["value"]) for r in ordered]),
    }


def _reference(experiment: Experiment, records: Sequence[Record]) -> dict[str, Any]:
    """The lesson's value as data; a per-outcome reference is the mean of the records' chances."""
    ref = experiment.reference()
    reference = ref.as_dict()
    if ref.kind == "per-outcome":
        chances = [r["chance"] for r in records if r.get("chance") is not None]
        reference["value"] = statistics.fmean(chances) if chances else None
    return reference


def student_summaries(
    experiment: Experiment, records: Sequence[Record], not_counted: Sequence[Record] = ()
) -> list[dict[str, Any]]:
    """Each student's own figure, by name: ``n`` (counted), ``not_counted``, ``estimate``
    (None before a counted outcome), ``hits`` (proportions), its interval ``low``/``high``,
    and ``expected`` where the outcomes carry their chances."""
    by_student: dict[str, list[Record]] = {}
    for r in records:
        by_student.setdefault(r["student"], []).append(r)
    skipped: dict[str, int] = {}
    for r in not_counted:
        skipped[r["student"]] = skipped.get(r["student"], 0) + 1
        by_student.setdefault(r["student"], [])
    students = []
    for name, rows in sorted(by_student.items()):
        vals = [float(r["value"]) for r in rows]
        entry: dict[str, Any] = {
            "student": name,
            "n": len(vals),
            "not_counted": skipped.get(name, 0),
            "estimate": statistics.fmean(vals) if vals else None,
        }
        if experiment.kind == "proportion":
            entry["hits"] = int(sum(vals))
        entry["low"], entry["high"] = interval_of(experiment.kind, vals)
        own = [r["chance"] for r in rows if r.get("chance") is not None]
        if own:
            entry["expected"] = statistics.fmean(own)
        students.append(entry)
    return students
