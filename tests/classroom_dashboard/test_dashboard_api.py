"""The teacher's dashboard API over a real in-process table server (uvicorn in a thread)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom import Dashboard
from tabletop_widgets.classroom.client.chart import experiment_summary, start_experiment
from tabletop_widgets.classroom.server.experiment_routes import experiment_routes


@pytest.fixture
def server():
    srv = classroom.serve()
    try:
        yield srv
    finally:
        srv.stop()


def call(server, path, body=None, token=True, raw=None):
    """``(status, answer)`` of one API call (``raw``: a body sent as it is)."""
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {server.teacher_token}"
    req = urllib.request.Request(f"{server.url}/api/dashboard{path}", data, headers)
    try:
        with urllib.request.urlopen(req, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def rooms(server):
    return call(server, "")[1]["rooms"]


def test_eight_tables_of_four_with_seats_by_name_and_bots_in_the_rest(server):
    names = [f"Student {i}" for i in range(30)]
    status, answer = call(
        server, "/rooms", {"game": "yum", "tables": 8, "seats": 4, "names": names, "bot": "random"}
    )
    assert status == 201, answer
    assert len(answer["codes"]) == 8 == len(set(answer["codes"]))
    listed = rooms(server)
    assert [r["code"] for r in listed] == answer["codes"]
    seats = [s for r in listed for s in r["seats"]]
    assert [s["name"] for s in seats[:30]] == names
    assert all(s["kind"] == "empty" for s in seats[:30])
    assert [s["kind"] for s in seats[30:]] == ["bot", "bot"]  # the last table's two free seats
    # A student who joins under their name gets the seat kept for them.
    seat = classroom.join(server.url, answer["codes"][2], name="Student 10")
    assert seat.seat == 2
    seat.close()


def test_a_bot_in_every_empty_seat_end_reset_and_reveal(server):
    code = call(server, "/rooms", {"game": "gnumies", "tables": 1, "seats": 3})[1]["codes"][0]
    me = classroom.join(server.url, code, name="Ada")
    status, summary = call(server, f"/rooms/{code}/bots", {"bot": "random"})
    assert status == 200, summary
    assert [s["kind"] for s in summary["seats"]] == ["person", "bot", "bot"]
    assert call(server, f"/rooms/{code}/bots", {"bot": "random"})[0] == 409  # none empty now
    me.act(me.legal[0])
    assert rooms(server)[0]["moves"] >= 1
    # Reveal: the teacher's view of every hand.
    status, view = call(server, f"/rooms/{code}/reveal")
    assert status == 200 and view["type"] == "teacher" and view["view"]["teacher"] is True
    # End: no more moves, the seat is told by a snapshot.
    status, summary = call(server, f"/rooms/{code}/end", {})
    assert status == 200 and summary["ended"] is True
    assert me.wait_for(lambda s: s.snapshot.get("ended") is True and not s.legal, timeout=10)
    with pytest.raises(classroom.IllegalMove, match="ended"):
        me.act({"type": "play", "card": 1})
    # Reset: a fresh game with the same seats; moves are accepted again.
    status, summary = call(server, f"/rooms/{code}/reset", {})
    assert status == 200 and summary["ended"] is False
    assert summary["moves"] <= 2 and 0 in summary["to_act"]  # only the bots' first bids
    assert [s["name"] for s in summary["seats"]][0] == "Ada"
    assert me.wait_for(lambda s: s.snapshot.get("ended") is False and s.legal, timeout=10)
    me.act(me.legal[0])
    assert rooms(server)[0]["moves"] >= 1
    me.close()


@pytest.mark.parametrize(
    "body",
    [
        {"game": "chess", "tables": 2, "seats": 2},
        {"game": "yum", "tables": 0, "seats": 2},
        {"game": "yum", "tables": 51, "seats": 2},
        {"game": "yum", "tables": "8", "seats": 2},
        {"game": "gin_rummy", "tables": 2, "seats": 4},
        {"game": "yum", "tables": 2, "seats": 9},
        {"game": "yum", "tables": 1, "seats": 2, "names": ["a", "b", "c"]},
        {"game": "yum", "tables": 1, "seats": 2, "names": [3]},
        {"game": "yum", "tables": 1, "seats": 2, "names": ["x" * 41]},
        {"game": "yum", "tables": 1, "seats": 2, "bot": "nobody"},
        {"game": "yum", "tables": 1, "seats": 2, "options": {"no_such_option": 1}},
    ],
)
def test_a_bad_batch_is_refused_whole(server, body):
    status, answer = call(server, "/rooms", body)
    assert status == 400 and answer["error"]
    assert rooms(server) == []


def test_bad_requests_get_a_clear_error_and_change_nothing(server):
    code = call(server, "/rooms", {"game": "yum", "tables": 1, "seats": 2})[1]["codes"][0]
    before = rooms(server)
    assert call(server, "/rooms", raw=b"{not json")[0] == 400
    assert call(server, "/rooms", raw=b"[1, 2]")[0] == 400
    assert call(server, "/rooms", raw=b"x" * 20000)[0] == 413
    for path, body in [
        (f"/rooms/{code}/bots", {"bot": "nobody"}),
        (f"/rooms/{code}/bots", {"seats": [5]}),
        (f"/rooms/{code}/bots", {"seats": "0"}),
    ]:
        status, answer = call(server, path, body)
        assert status == 400 and answer["error"], (path, body, answer)
    for path in ["/rooms/NOPE42/end", "/rooms/NOPE42/reset", "/rooms/NOPE42/bots"]:
        assert call(server, path, {})[0] == 404
    assert call(server, "/rooms/NOPE42/reveal")[0] == 404
    # Without the teacher's token: 403 everywhere, and the page is refused.
    assert call(server, "", token=False)[0] == 403
    for path in [f"/rooms/{code}/end", f"/rooms/{code}/reset", "/rooms"]:
        assert call(server, path, {"game": "yum", "tables": 1, "seats": 2}, token=False)[0] == 403
    assert call(server, f"/rooms/{code}/reveal", token=False)[0] == 403
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{server.url}/dashboard", timeout=10)
    assert refused.value.code == 403
    assert rooms(server) == before


def test_a_reset_and_an_end_survive_a_restart(tmp_path):
    store = tmp_path / "rooms.sqlite"
    srv = classroom.serve(store=store)
    try:
        code = call(srv, "/rooms", {"game": "yum", "tables": 2, "seats": 1})[1]["codes"]
        me = classroom.join(srv.url, code[0], name="Ada")
        me.act({"type": "roll", "hold": []})
        assert call(srv, f"/rooms/{code[0]}/reset", {})[0] == 200
        assert me.wait_for(lambda s: s.snapshot["length"] == 0, timeout=10)
        me.act({"type": "roll", "hold": []})
        dice = srv.tables.match(code[0]).state
        assert call(srv, f"/rooms/{code[1]}/end", {})[0] == 200
        me.close()
    finally:
        srv.stop()
    again = classroom.serve(store=store)
    try:
        first, second = rooms(again)
        assert first["moves"] == 1 and not first["ended"]
        assert again.tables.match(code[0]).state == dice  # the game after the reset, replayed
        assert second["ended"] is True
    finally:
        again.stop()


def test_the_notebook_widget_drives_the_same_api(server):
    board = Dashboard(server.url, server.teacher_token, interval=60)
    try:
        codes = board.create_tables("gin_rummy", 2, 2, names=["Ada", "Bo", "Cy"])
        assert [r["code"] for r in board.rooms] == codes
        assert board.rooms[0]["seats"][0]["name"] == "Ada"
        board.place_bots(codes[1], "random", seats=[1])
        assert [s["kind"] for s in board.rooms[1]["seats"]] == ["empty", "bot"]
        assert board.reveal(codes[1])["view"]["teacher"] is True
        board.end(codes[0])
        assert board.rooms[0]["ended"] is True
        board.reset(codes[0])
        assert board.rooms[0]["ended"] is False
        assert {g["name"] for g in board.games} >= {"gin_rummy", "yum"}
        with pytest.raises(classroom.TableError, match="tables"):
            board.create_tables("yum", 99, 2)
    finally:
        board.stop()


def lessons_turn(me):
    """One Yum turn the lesson's way (keep the most common face), once it is Ada's turn."""
    assert me.wait_for(lambda s: any(a["type"] == "roll" for a in s.legal), 10)
    me.act({"type": "roll", "hold": []})
    for _ in range(2):
        dice = me.view["dice"]
        if len(set(dice)) == 1:
            break
        face = max(set(dice), key=lambda d: (dice.count(d), d))
        me.act({"type": "roll", "hold": [i for i, d in enumerate(dice) if d == face]})
    me.act(next(a for a in me.legal if a["type"] == "score"))


def test_a_class_experiment_keeps_the_games_before_a_reset():
    srv = classroom.serve(extra_routes=experiment_routes())  # the dashboard is mounted anyway
    try:
        body = {"game": "yum", "tables": 1, "seats": 2, "names": ["Ada"], "bot": "random"}
        code = call(srv, "/rooms", body)[1]["codes"][0]
        me = classroom.join(srv.url, code, name="Ada")
        run = start_experiment(srv.url, "yum-five-of-a-kind", [code], srv.teacher_token)
        lessons_turn(me)
        assert experiment_summary(srv.url, run, srv.teacher_token)["n"] == 1  # Ada's turn
        for _ in range(2):
            assert call(srv, f"/rooms/{code}/reset", {})[0] == 200
            fresh = srv.tables.room(code).revision  # the bot may have opened the new game
            assert me.wait_for(lambda s, r=fresh: s.snapshot["revision"] >= r and s.legal, 10)
            lessons_turn(me)  # the new game moves on past the old reader's position
            summary = experiment_summary(srv.url, run, srv.teacher_token)
        assert summary["n"] == 3  # one turn per game: none lost, none mixed up
        me.close()
    finally:
        srv.stop()
