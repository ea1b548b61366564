"""A lesson's flow across tables: the class moves to the next game as one, a student holds one
seat at a time, and the teacher sees each student across every table and experiment.

Teacher routes (``class_flow_routes()``):

- ``POST /api/class/next-game``: ``{"game", "seats", "rule": "keep"|"shuffle"|"score",
  "students": [names]?, "bot": name?}`` opens tables of ``game`` and moves every student seated
  now (or the ``students`` named) there, seated by ``rule``: ``keep`` keeps the students who sat
  together together (in table and seat order), ``shuffle`` seats them at random, ``score`` seats
  them by their score at their table now, best first (so close scores meet). A seat left over
  gets ``bot`` or stays free. Each student's page follows by itself (``Rooms.move_seat``); a
  table whose students all left is ended. Answers ``{"tables": [{"code", "name", "students"}]}``.
- ``GET /api/class/timer`` (every page) and ``POST`` ``{"minutes": n}``: the lesson timer that
  counts down on every screen (``static/timer.js``);
- ``GET /api/class/report`` and ``/api/class/report.csv``: one row per student across every
  table (tables played, points, wins, each table's points) and every class experiment (turns
  counted and not counted, the prediction) and every answer box of the lesson notebook joined
  to the class (``<exercise> verdict`` and ``<exercise> tries``, ``class_answers``): the shape
  a gradebook imports (one row per student, one column per activity). ``?names=hidden``
  names the students "Student 1" … "Student n" instead (the same number for a student on the
  page and in its CSV, and after others join: ``hide_names``), for a projected screen.

A student who joins another table (by its code) leaves the seats their browser held at other
tables (``release_left_seats``: the page names them with their seat tokens, the proof that they
are the student's own; a namesake at another table keeps theirs): nobody keeps ghost seats.
Their results there are kept for the report first (``remember``).
"""

from __future__ import annotations

import csv
import io
import json
import math
import secrets
import time
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...engine import all_games, get_game
from ...engine import experiments as ex
from .class_answers import class_answers
from .http import read_json, require_teacher
from .rooms import Rooms
from .seat_names import same_name

#: The store key of the results of seats students have left (the report keeps them).
LEFT_META = "class_report_left"
#: How the next game seats the class.
RULES = ("keep", "shuffle", "score")


def table_names(tables: Rooms) -> dict[str, str]:
    """Each table's name as the class says it: its game and its number among that game's
    tables, in the order they were opened ("Gin Rummy 2")."""
    by_game: dict[str, list[tuple[float, str]]] = {}
    for code, room in tables.rooms.items():
        by_game.setdefault(room.record.game, []).append((room.record.created, code))
    names = {}
    for game, rooms in by_game.items():
        title = get_game(game).title
        for number, (_, code) in enumerate(sorted(rooms), start=1):
            names[code] = f"{title} {number}"
    return names


def seated_students(tables: Rooms) -> list[dict[str, Any]]:
    """Every student seated now, in table and seat order: name, table, seat, score, won."""
    out = []
    for code, room in tables.rooms.items():
        match = room.match
        scores = list(match.scores())
        winners = set(match.game.winners(match.state)) if match.is_terminal else set()
        for seat, record in enumerate(room.record.seats):
            if record.kind == "person":
                out.append(
                    {
                        "name": record.name,
                        "room": code,
                        "game": room.record.game,
                        "seat": seat,
                        "score": scores[seat] if seat < len(scores) else 0,
                        "won": seat in winners and not room.ended,
                        "over": match.is_terminal,
                    }
                )
    return out


def left_results(tables: Rooms) -> list[dict[str, Any]]:
    """The results kept of seats students have left (``remember``)."""
    text = tables.store.get_meta(LEFT_META)
    return json.loads(text) if text else []


def remember(tables: Rooms, students: list[dict[str, Any]]) -> None:
    """Keep the results of seats students are leaving, for the report."""
    if students:
        tables.store.set_meta(LEFT_META, json.dumps(left_results(tables) + students))


def note_seats(tables: Rooms, board: Any) -> None:
    """Before students leave seats: the class experiments (``board``, None when none ran)
    note who sits where, so that a seat's outcomes keep its student's name once it is empty."""
    if board is not None:
        for code in list(tables.rooms):
            board.seats_seen(code)


def board_if_any(request: Request) -> Any:
    """The app's experiment board, if a class experiment ever ran (None otherwise)."""
    return getattr(request.app.state, "experiment_board", None)


#: Most seats one join may say it leaves.
MAX_LEAVE = 20


def check_leave(leave: Any) -> list[tuple[str, str]]:
    """A join's ``leave``: the seats the joining browser kept (``[{"room", "token"}]``, from
    its page's storage), as ``(room, token)``; ``ValueError`` for any other shape."""
    if leave is None:
        return []
    shape = f'leave is a list of at most {MAX_LEAVE} {{"room": code, "token": seat token}}.'
    if not isinstance(leave, list) or len(leave) > MAX_LEAVE:
        raise ValueError(shape)
    out = []
    for item in leave:
        if not isinstance(item, dict) or set(item) != {"room", "token"}:
            raise ValueError(shape)
        if not isinstance(item["room"], str) or not isinstance(item["token"], str):
            raise ValueError(shape)
        out.append((item["room"].upper(), item["token"]))
    return out


async def release_left_seats(
    tables: Rooms, leave: list[tuple[str, str]], keep: str, board: Any = None
) -> list[str]:
    """Free the seats a joining student leaves at other tables: each one its own token opens
    (the proof that the seat is theirs), nobody playing it now (no live connection). Their
    results there are kept for the report. Returns the tables left."""
    leaving = []
    for code, token in leave:
        if code == keep or code not in tables.rooms:
            continue
        try:
            seat = tables.seat_of_token(code, token)
        except PermissionError:
            continue
        if tables.room(code).connections.get(seat):
            continue
        leaving += [s for s in seated_students(tables) if s["room"] == code and s["seat"] == seat]
    remember(tables, leaving)
    if leaving:
        note_seats(tables, board)
    for s in leaving:
        await tables.manage_seat(s["room"], s["seat"], "free")
    return [s["room"] for s in leaving]


def seating_order(students: list[dict[str, Any]], rule: str) -> list[dict[str, Any]]:
    """The students in the order they fill the new tables (``RULES``)."""
    if rule == "keep":
        return list(students)
    if rule == "shuffle":
        order = list(students)
        secrets.SystemRandom().shuffle(order)
        return order
    return sorted(students, key=lambda s: -s["score"])


def check_next_game(data: dict[str, Any], tables: Rooms) -> tuple[Any, int, str, list[dict]]:
    """The next game's request, checked whole (``ValueError`` says what is wrong)."""
    games = all_games()
    if not isinstance(data.get("game"), str) or data["game"] not in games:
        raise ValueError(f"Say which game the class plays next ({', '.join(games)}).")
    game = games[data["game"]]
    seats = data.get("seats", game.min_seats)
    if type(seats) is not int or not game.min_seats <= seats <= game.max_seats:
        raise ValueError(f"{game.title} is played by {game.min_seats} to {game.max_seats}.")
    rule = data.get("rule", "keep")
    if rule not in RULES:
        raise ValueError(f"Seat the class by one of: {', '.join(RULES)}.")
    students = seated_students(tables)
    chosen = data.get("students")
    if chosen is not None:
        if not isinstance(chosen, list) or not all(isinstance(n, str) for n in chosen):
            raise ValueError("students is a list of names.")
        students = [s for s in students if any(same_name(s["name"], n) for n in chosen)]
    if not students:
        raise ValueError("No student is seated to move.")
    return game, seats, rule, students


async def next_game(tables: Rooms, data: dict[str, Any], board: Any = None) -> dict[str, Any]:
    """``POST /api/class/next-game`` (see the module's docstring)."""
    game, seats, rule, students = check_next_game(data, tables)
    bot = data.get("bot")
    order = seating_order(students, rule)
    count = math.ceil(len(order) / seats)
    codes = []
    for t in range(count):
        group = order[t * seats : (t + 1) * seats]
        free = range(len(group), seats)
        bots = {seat: bot for seat in free} if bot else None
        codes.append(
            await tables.create_room(game.name, seats, bots=bots, names=[s["name"] for s in group])
        )
    remember(tables, students)
    note_seats(tables, board)
    for t, code in enumerate(codes):
        for k, s in enumerate(order[t * seats : (t + 1) * seats]):
            await tables.manage_seat(s["room"], s["seat"], "move", {"room": code, "seat": k})
    for old in {s["room"] for s in students}:
        room = tables.room(old)
        if not any(r.kind == "person" for r in room.record.seats) and not room.ended:
            await tables.end_room(old)
    names = table_names(tables)
    return {
        "tables": [
            {
                "code": code,
                "name": names[code],
                "students": [s["name"] for s in order[t * seats : (t + 1) * seats]],
            }
            for t, code in enumerate(codes)
        ]
    }


def report(tables: Rooms, board: Any = None) -> dict[str, Any]:
    """One row per student across every table and class experiment (see the module)."""
    names = table_names(tables)
    played = left_results(tables) + seated_students(tables)
    rows: dict[str, dict[str, Any]] = {}
    activities: list[str] = []
    for p in played:
        row = rows.setdefault(p["name"], new_row(p["name"]))
        column = f"{names.get(p['room'], p['room'])}: points"
        if column not in activities:
            activities.append(column)
        row["tables"] += 1
        row["points"] += p["score"]
        row["wins"] += int(bool(p["won"]))
        row[column] = row.get(column, 0) + p["score"]
    if board is not None:
        experiment_columns(board, rows, activities)
    answer_columns(class_answers(tables), rows, activities)
    return {"activities": activities, "students": [rows[n] for n in sorted(rows, key=str.lower)]}


def new_row(student: str) -> dict[str, Any]:
    """A student's report row before any table or activity adds to it."""
    return {"student": student, "tables": 0, "points": 0, "wins": 0}


def answer_columns(answers: dict[str, dict], rows: dict[str, dict], activities: list[str]) -> None:
    """Each exercise answered in the class: ``<exercise> verdict`` (the best verdict the box
    showed: right, close, not yet) and ``<exercise> tries`` (``class_answers``)."""
    exercises = sorted({e for mine in answers.values() for e in mine})
    for exercise in exercises:
        activities.extend((f"{exercise} verdict", f"{exercise} tries"))
    for student, mine in answers.items():
        row = rows.setdefault(student, new_row(student))
        for exercise, answer in mine.items():
            row[f"{exercise} verdict"] = answer["verdict"]
            row[f"{exercise} tries"] = answer["tries"]


#: The store key of the order students are numbered in when names are hidden.
NUMBERS_META = "class_report_numbers"


def hide_names(tables: Rooms, found: dict[str, Any]) -> dict[str, Any]:
    """The report with each student named "Student n" (``?names=hidden``, for a projected
    page): ``n`` is fixed the first time the report lists the student, so it stays the same
    between the page and the CSV and when students join later; rows in number order."""
    text = tables.store.get_meta(NUMBERS_META)
    order: list[str] = json.loads(text) if text else []
    new = [r["student"] for r in found["students"] if r["student"] not in order]
    if new:
        order += new
        tables.store.set_meta(NUMBERS_META, json.dumps(order))
    number = {name: i for i, name in enumerate(order, start=1)}
    rows = sorted(found["students"], key=lambda r: number[r["student"]])
    hidden = [{**r, "student": f"Student {number[r['student']]}"} for r in rows]
    return {**found, "students": hidden}


def experiment_columns(board: Any, rows: dict[str, dict], activities: list[str]) -> None:
    """Each class experiment's columns: turns counted, not counted, the prediction."""
    for run in board.runs():
        title = ex.get_experiment(run["experiment"]).title
        counted, skipped = board.outcomes(run["run"])
        columns = {k: f"{title} ({run['run'][:6]}): {k}" for k in ("counted", "not counted")}
        columns["prediction"] = f"{title} ({run['run'][:6]}): prediction"
        activities.extend(columns.values())
        for kind, records in (("counted", counted), ("not counted", skipped)):
            for r in records:
                row = rows.setdefault(r["student"], new_row(r["student"]))
                row[columns[kind]] = row.get(columns[kind], 0) + 1
        for p in board.predictions(run["run"]):
            if p["student"] in rows:
                rows[p["student"]][columns["prediction"]] = p["value"]


def report_csv(found: dict[str, Any]) -> str:
    """The report as CSV: one row per student, one column per activity."""
    header = ["student", "tables", "points", "wins", *found["activities"]]
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=header, restval="", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(found["students"])
    return out.getvalue()


async def next_game_route(request: Request) -> Response:
    await require_teacher(request)
    data = await read_json(request)
    try:
        return JSONResponse(await next_game(request.app.state.tables, data, board_if_any(request)))
    except ValueError as exc:
        return JSONResponse({"error": str(exc)}, status_code=400)


async def report_route(request: Request) -> Response:
    await require_teacher(request)
    from .experiment_routes import board_of

    tables = request.app.state.tables
    names = request.query_params.get("names", "shown")
    if names not in ("shown", "hidden"):
        return JSONResponse(
            {"error": "names is shown or hidden (?names=hidden for a projected page)."},
            status_code=400,
        )
    found = report(tables, board_of(request))
    if names == "hidden":
        found = hide_names(tables, found)
    if request.path_params.get("fmt") == "csv":
        return Response(
            report_csv(found),
            media_type="text/csv",
            headers={"Content-Disposition": 'attachment; filename="class-report.csv"'},
        )
    return JSONResponse(found)


#: The store key of the lesson timer's end (seconds since the epoch), and its longest setting.
TIMER_META = "class_timer"
MAX_TIMER_MINUTES = 240


def timer_state(tables: Rooms) -> dict[str, Any]:
    """The lesson timer: its end and the server's clock now (``ends`` None: no timer)."""
    text = tables.store.get_meta(TIMER_META)
    return {"ends": json.loads(text) if text else None, "now": time.time()}


async def timer_route(request: Request) -> Response:
    """``GET /api/class/timer`` (any page: no secret in it); ``POST {"minutes": n}`` (the
    teacher): the class has ``n`` minutes from now (0 stops the timer)."""
    tables = request.app.state.tables
    if request.method == "POST":
        await require_teacher(request)
        minutes = (await read_json(request)).get("minutes")
        if type(minutes) is not int or not 0 <= minutes <= MAX_TIMER_MINUTES:
            return JSONResponse(
                {"error": f"A timer is a whole number of minutes, 0 to {MAX_TIMER_MINUTES}."},
                status_code=400,
            )
        ends = json.dumps(time.time() + 60 * minutes) if minutes else ""
        tables.store.set_meta(TIMER_META, ends)
    return JSONResponse(timer_state(tables))


def class_flow_routes() -> list[BaseRoute]:
    return [
        Route("/api/class/timer", timer_route, methods=["GET", "POST"]),
        Route("/api/class/next-game", next_game_route, methods=["POST"]),
        Route("/api/class/report", report_route),
        Route("/api/class/report.{fmt:str}", report_route),
    ]
