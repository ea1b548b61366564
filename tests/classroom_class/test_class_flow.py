"""A lesson's flow across tables (issue 39): one seat per student, the class moving to the next
game in one step, and a report with one row per student that a gradebook imports."""

from __future__ import annotations

import csv
import io

from tabletop_widgets.classroom.server.class_flow import seating_order, table_names

from .test_class_api import class_code, open_tables


def seats_of(server, name):
    """Every (table, seat) where a person called ``name`` sits."""
    return [
        (code, i)
        for code, room in server.tables.rooms.items()
        for i, s in enumerate(room.record.seats)
        if s.kind == "person" and s.name == name
    ]


def test_joining_another_table_releases_the_seat_left_behind(server, http):
    yum = open_tables(http, game="yum", tables=1, seats=2)
    gin = open_tables(http, game="gin_rummy", tables=1, seats=2)
    ada = http.post("/api/class/join", json={"code": yum[0], "name": "Ada"}).json()
    assert seats_of(server, "Ada") == [(yum[0], ada["seat"])]
    # the next game, by its code: the page names the seat its browser leaves, with its token
    leave = [{"room": yum[0], "token": ada["token"]}]
    again = http.post(f"/api/rooms/{gin[0]}/join", json={"name": "Ada", "leave": leave}).json()
    assert seats_of(server, "Ada") == [(gin[0], 0)], "no ghost seat at the Yum table"
    leave = [{"room": gin[0], "token": again["token"]}]
    http.post("/api/class/join", json={"code": yum[0], "name": "Ada", "leave": leave})
    assert seats_of(server, "Ada") == [(yum[0], 0)]  # and back, by the class join
    report = http.get("/api/class/report", headers=http.teacher).json()
    (row,) = report["students"]
    assert row["student"] == "Ada" and row["tables"] == 3  # each table she sat at, once each
    assert report["activities"] == ["Yum 1: points", "Gin Rummy 1: points"]


def test_a_namesake_keeps_their_seat_and_a_bad_leave_changes_nothing(server, http):
    yum = open_tables(http, game="yum", tables=2, seats=2)
    http.post("/api/class/join", json={"code": yum[0], "name": "Ali"})
    other = http.post(f"/api/rooms/{yum[1]}/join", json={"name": "Ali"})  # another Ali
    assert other.status_code == 200
    assert sorted(seats_of(server, "Ali")) == sorted([(yum[0], 0), (yum[1], 0)])
    wrong = [{"room": yum[0], "token": "not-the-token"}]
    http.post(f"/api/rooms/{yum[1]}/join", json={"name": "Bo", "leave": wrong})
    assert (yum[0], 0) in seats_of(server, "Ali"), "a token that opens no seat frees nothing"
    for bad in ("x", [{"room": 1, "token": "t"}], [{"room": "A"}], [{}] * 21):
        for route, body in ((f"/api/rooms/{yum[1]}/join", {"name": "Cy"}),
                            ("/api/class/join", {"code": yum[1], "name": "Cy"})):  # fmt: skip
            answer = http.post(route, json={**body, "leave": bad})
            assert answer.status_code == 400 and "leave is a list" in answer.json()["error"]
    assert seats_of(server, "Cy") == []


def test_the_class_moves_to_the_next_game_in_one_step(server, http):
    yum = open_tables(http, game="yum", tables=2, seats=2)
    code = class_code(http)
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert http.post("/api/class/join", json={"code": code, "name": name}).status_code == 200
    moved = http.post(
        "/api/class/next-game",
        json={"game": "gin_rummy", "seats": 2, "rule": "keep"},
        headers=http.teacher,
    )
    assert moved.status_code == 200, moved.text
    tables = moved.json()["tables"]
    assert [t["name"] for t in tables] == ["Gin Rummy 1", "Gin Rummy 2"]
    assert [t["students"] for t in tables] == [["Ada", "Bo"], ["Cy", "Di"]], "groups kept"
    for t in tables:
        for seat, name in enumerate(t["students"]):
            assert seats_of(server, name) == [(t["code"], seat)], "one seat each"
    for old in yum:
        assert server.tables.room(old).ended, "a table its students all left is ended"
    names = table_names(server.tables)
    assert [names[c] for c in yum] == ["Yum 1", "Yum 2"]
    # Shuffled, and a group: only those named move, a bot fills the seat left over.
    again = http.post(
        "/api/class/next-game",
        json={"game": "yum", "seats": 2, "rule": "shuffle", "students": ["Ada", "Cy", "Di"],
              "bot": "greedy"},
        headers=http.teacher,
    ).json()["tables"]  # fmt: skip
    assert sorted(n for t in again for n in t["students"]) == ["Ada", "Cy", "Di"]
    last = server.tables.room(again[-1]["code"]).record.seats
    assert [s.kind for s in last] == ["person", "bot"]
    assert seats_of(server, "Bo") == [(tables[0]["code"], 1)], "Bo stayed"
    report = http.get("/api/class/report.csv", headers=http.teacher)
    assert report.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(report.text)))
    assert [r["student"] for r in rows] == ["Ada", "Bo", "Cy", "Di"], "one row per student"
    assert {r["tables"] for r in rows} == {"2", "3"}
    assert "Gin Rummy 1: points" in rows[0] and "Yum 3: points" in rows[0]


def test_a_bad_next_game_changes_nothing(server, http):
    open_tables(http, game="yum", tables=1, seats=2)
    before = set(server.tables.rooms)
    for body, says in (
        ({"game": "chess"}, "which game"),
        ({"game": "yum", "seats": 9}, "played by"),
        ({"game": "yum", "rule": "by height"}, "keep, shuffle, score"),
        ({"game": "yum"}, "No student is seated"),
    ):
        answer = http.post("/api/class/next-game", json=body, headers=http.teacher)
        assert answer.status_code == 400 and says in answer.json()["error"], answer.text
    assert set(server.tables.rooms) == before
    assert http.post("/api/class/next-game", json={"game": "yum"}).status_code in (401, 403)


def test_seating_by_score_puts_close_scores_together():
    students = [{"name": n, "score": s} for n, s in (("a", 3), ("b", 9), ("c", 1), ("d", 7))]
    assert [s["name"] for s in seating_order(students, "score")] == ["b", "d", "a", "c"]
    assert [s["name"] for s in seating_order(students, "keep")] == ["a", "b", "c", "d"]
    assert sorted(s["name"] for s in seating_order(students, "shuffle")) == ["a", "b", "c", "d"]


def test_a_prediction_keeps_its_students_name_after_the_class_moves(server, http):
    from tabletop_widgets.classroom.client.chart import experiment_summary, start_experiment

    yum = open_tables(http, game="yum", tables=1, seats=2)
    ada = http.post("/api/class/join", json={"code": yum[0], "name": "Ada"}).json()
    run = start_experiment(server.url, "yum-five-of-a-kind", rooms=yum, token=server.teacher_token,
                           predict=True)  # fmt: skip
    sent = http.post(f"/api/rooms/{yum[0]}/predict", json={"value": "5 %", "token": ada["token"]})
    assert sent.status_code == 200, sent.text
    http.post("/api/class/next-game", json={"game": "gin_rummy", "seats": 2}, headers=http.teacher)
    summary = experiment_summary(server.url, run, server.teacher_token)
    assert [p["student"] for p in summary["predictions"]["students"]] == ["Ada"]
    report = http.get("/api/class/report", headers=http.teacher).json()
    (row,) = report["students"]
    assert row["Five of a kind within three rolls (" + run[:6] + "): prediction"] == 0.05
