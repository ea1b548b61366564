"""The answers' picture for the teacher: every answer box writes right / close / not yet per
pupil and exercise to a file the teacher collects, and :func:`collect` makes the class table.

A box reports only when a report file or a class is set: ``lessons.set_report("answers-ada.jsonl",
student="Ada")`` in the notebook, or the environment variable ``TABLETOP_WIDGETS_REPORT``
(e.g. set by a class's JupyterHub for each pupil); or, for a notebook joined to a class,
``lessons.set_report(seat=classroom.join(URL, CODE, name="Ada"))``: each try's best verdict
and tries count go to the table server, whose class report (dashboard and CSV) shows them
under ``<exercise> verdict`` and ``<exercise> tries``. Each check appends one JSON line::

    {"kind": "answer", "student": "Ada", "exercise": "yum-1", "params": {"rolls": 4},
     "verdict": "close", "best": "close", "tries": 2, "limit": 6, "time": "2026-..."}

The teacher gathers the pupils' files and runs::

    python -m tabletop_widgets.lessons.report answers/*.jsonl -o class.csv

one row per pupil, one column per exercise (the pupil's best verdict and their tries). The
record is plain data, so a class report (the table server's) can read the same lines.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from .checking import RANK

#: The environment variable naming the report file when no ``set_report`` call did.
ENV = "TABLETOP_WIDGETS_REPORT"
_TARGET: dict[str, Any] = {"path": None, "student": None, "seat": None}


@runtime_checkable
class AnsweringSeat(Protocol):
    """A seat at the class's table server (``classroom.join(...)``): where answers are sent."""

    def send_answer(self, exercise: str, verdict: str, tries: int) -> dict: ...


def class_seat(seat: object, kind: type) -> Any:
    """``seat`` as a seat at the class's table server offering ``kind`` (a protocol): the seat
    itself (``classroom.join(URL, CODE, name=...)``), or the seat of a game widget sitting at
    one (opened with ``table=URL``); anything else raises ``TypeError``."""
    if not isinstance(seat, kind):
        seat = getattr(getattr(seat, "session", None), "client", seat)  # a widget at a table
    if not isinstance(seat, kind):
        raise TypeError(
            "seat is a seat at the class's table server: classroom.join(URL, CODE, "
            "name=...) or a game widget opened with table=URL"
        )
    return seat


def set_report(
    path: str | os.PathLike | None = None, student: str | None = None, seat: object | None = None
) -> Path | None:
    """Send every answer box's verdicts to ``path`` (JSON lines) and/or, with ``seat`` (a seat
    at the class's table server, ``classroom.join(URL, CODE, name=...)``, or a game widget
    sitting at one), to the class report; neither: stop. ``student`` names the pupil for
    exercises that have no student's name."""
    if seat is not None:
        seat = class_seat(seat, AnsweringSeat)
    if path is None:
        _TARGET.update(path=None, student=None, seat=seat)
        return None
    target = Path(path)
    if target.is_dir() or not target.parent.is_dir():
        raise ValueError(f"{path!s} is not a file in an existing folder: name a file to write")
    if student is not None and (not isinstance(student, str) or not student.strip()):
        raise ValueError("student must be a non-empty name, for example student='Ada'")
    _TARGET.update(path=target, student=" ".join(student.split()) if student else None, seat=seat)
    return target


def report_path() -> Path | None:
    """Where the boxes report now: the ``set_report`` file, else ``$TABLETOP_WIDGETS_REPORT``."""
    if _TARGET["path"] is not None:
        return _TARGET["path"]
    env = os.environ.get(ENV, "").strip()
    return Path(env) if env else None


def answer_record(exercise: Any, verdict: str, best: str, tries: int, limit: int) -> dict[str, Any]:
    """One check as the report stores it (plain data)."""
    return {
        "kind": "answer",
        "student": getattr(exercise, "student", None) or _TARGET["student"],
        "exercise": exercise.id,
        "params": dict(getattr(exercise, "params", {})),
        "verdict": verdict,
        "best": best,
        "tries": tries,
        "limit": limit,
        "time": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
    }


def write_record(record: dict[str, Any]) -> str | None:
    """Append ``record`` to the report file and send it to the class, where set; the reason
    when it cannot."""
    problems = []
    path = report_path()
    if path is not None:
        try:
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(record, sort_keys=True) + "\n")
        except OSError as err:
            problems.append(f"The answer was not saved for your teacher ({err.strerror or err}).")
    seat = _TARGET["seat"]
    if seat is not None and record["best"] in RANK[:3]:
        try:
            seat.send_answer(record["exercise"], record["best"], record["tries"])
        except Exception as err:  # the server's reason (TableError, no network), never a traceback
            problems.append(f"The answer was not sent to your class ({err}).")
    return " ".join(problems) or None


def read_records(paths: Iterable[str | os.PathLike]) -> list[dict[str, Any]]:
    """Every answer record in ``paths`` (files, or folders of ``*.jsonl``); a pupil with no
    name gets their file's name. Lines that are not records are skipped."""
    records = []
    for given in paths:
        path = Path(given)
        files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
        for file in files:
            for line in file.read_text(encoding="utf-8").splitlines():
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                if isinstance(record, dict) and record.get("kind") == "answer":
                    record["student"] = record.get("student") or file.stem
                    records.append(record)
    return records


def class_table(records: list[dict[str, Any]]) -> tuple[list[str], list[list[str]]]:
    """(header, rows): one row per pupil, for each exercise the best verdict and the tries."""
    latest: dict[tuple[str, str], dict[str, Any]] = {}
    for record in records:
        key = (record["student"], record["exercise"])
        old = latest.get(key)
        if old is None or record["tries"] >= old["tries"]:
            latest[key] = record
    students = sorted({s for s, _ in latest}, key=str.casefold)
    exercises = sorted({e for _, e in latest})
    header = ["student"] + [f"{e} {part}" for e in exercises for part in ("verdict", "tries")]
    rows = []
    for student in students:
        row = [student]
        for exercise in exercises:
            record = latest.get((student, exercise))
            best = record["best"] if record else "not tried"
            row += [best if best in RANK else "not tried", str(record["tries"] if record else 0)]
        rows.append(row)
    return header, rows


def collect(paths: Iterable[str | os.PathLike], out: str | os.PathLike) -> int:
    """Write the class table of the pupils' files ``paths`` to the CSV file ``out``; the
    number of pupils."""
    header, rows = class_table(read_records(paths))
    with Path(out).open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(header)
        writer.writerows(rows)
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    """The command line: ``python -m tabletop_widgets.lessons.report FILES -o class.csv``."""
    parser = argparse.ArgumentParser(description="Collect pupils' answer reports into a CSV table.")
    parser.add_argument("files", nargs="+", help="pupils' .jsonl files, or folders of them")
    parser.add_argument("-o", "--out", default="class.csv", help="the CSV table to write")
    args = parser.parse_args(argv)
    missing = [f for f in args.files if not Path(f).exists()]
    if missing:
        print(f"No such file or folder: {', '.join(missing)}", file=sys.stderr)
        return 2
    pupils = collect(args.files, args.out)
    print(f"{pupils} pupil(s) written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
