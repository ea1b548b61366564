"""The class over HTTP and websockets: codes checked before names, unique names, a seat on a new
device, pacing with notices, seats the teacher manages, rematches and the results."""

from __future__ import annotations

import httpx
import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.rooms import PAUSE_REASON, RESET_NOTICE


def open_tables(http, game="gin_rummy", tables=2, seats=2, **extra):
    body = {"game": game, "tables": tables, "seats": seats, **extra}
    answer = http.post("/api/dashboard/rooms", json=body, headers=http.teacher)
    assert answer.status_code == 201, answer.text
    return answer.json()["codes"]


def class_code(http):
    return http.get("/api/class/board", headers=http.teacher).json()["code"]


def test_a_code_is_checked_before_a_name_and_names_are_unique(server, http):
    codes = open_tables(http)
    wrong = http.get("/api/class/code/NOPE42")
    assert wrong.status_code == 404 and wrong.json()["field"] == "code"
    assert "no class or table with this code" in wrong.json()["error"]
    code = class_code(http)
    assert code not in codes
    found = http.get(f"/api/class/code/{code.lower()}").json()  # typed in lower case
    assert found == {"kind": "class", "code": code, "title": "Gin Rummy", "tables": 2, "free": 4}
    assert http.get(f"/api/class/code/{codes[1]}").json()["kind"] == "room"
    ada = http.post("/api/class/join", json={"code": code, "name": "Ada"}).json()
    assert ada["room"] == codes[0] and ada["seat"] == 0
    again = http.post("/api/class/join", json={"code": code, "name": "  ADA "})
    assert again.status_code == 409
    assert again.json()["field"] == "name" and again.json()["taken"] is True
    assert "another name" in again.json()["error"]
    # By the table's own code too, and by the older room API: a second Ada is refused.
    assert http.post("/api/class/join", json={"code": codes[0], "name": "ada"}).status_code == 409
    assert http.post(f"/api/rooms/{codes[0]}/join", json={"name": "Ada"}).status_code == 409
    assert server.tables.room_summary(codes[0])["seats"][1]["kind"] == "empty"
    bad = http.post("/api/class/join", json={"code": "XX", "name": "Bo"})
    assert bad.status_code == 404 and bad.json()["field"] == "code"
    assert http.post("/api/class/join", json={"code": code, "name": " "}).json()["field"] == "name"


def test_the_class_code_seats_a_student_where_the_teacher_kept_their_name(http):
    codes = open_tables(http, names=["Ada", None, "Bo", None])
    code = class_code(http)
    bo = http.post("/api/class/join", json={"code": code, "name": "bo"}).json()
    assert (bo["room"], bo["seat"]) == (codes[1], 0)
    cy = http.post("/api/class/join", json={"code": code, "name": "Cy"}).json()
    assert (cy["room"], cy["seat"]) == (codes[0], 1), "a free seat, not Ada's kept one"
    for name in ("Di", "Ed"):
        http.post("/api/class/join", json={"code": code, "name": name})
    full = http.post("/api/class/join", json={"code": code, "name": "Fay"})
    assert full.status_code == 409 and "full" in full.json()["error"]


def test_a_student_on_a_new_device_gets_the_seat_when_the_teacher_approves(server, http):
    codes = open_tables(http, tables=1)
    code = class_code(http)
    old = classroom.join(server.url, codes[0], name="Ada")
    claim = http.post("/api/class/claims", json={"code": code, "name": "Ada"}).json()
    asked = f"/api/class/claims/{claim['id']}"
    assert http.get(asked, params={"secret": "wrong"}).status_code == 404
    assert http.get(asked, params={"secret": claim["secret"]}).json()["status"] == "waiting"
    board = http.get("/api/class/board", headers=http.teacher).json()
    assert [(c["name"], c["room"], c["seat"]) for c in board["claims"]] == [("Ada", codes[0], 0)]
    assert http.post(f"{asked}/approve").status_code == 403, "the teacher approves"
    assert http.post(f"{asked}/approve", headers=http.teacher).json()["status"] == "approved"
    answer = http.get(asked, params={"secret": claim["secret"]}).json()
    new = classroom.join(server.url, codes[0], token=answer["token"])
    assert new.seat == 0 and new.snapshot["names"][0] == "Ada"
    assert old.wait_for(lambda s: s.fatal == "Your seat moved to another device.", timeout=5)
    with pytest.raises(classroom.TableError):
        classroom.join(server.url, codes[0], token=old.token)
    nobody = http.post("/api/class/claims", json={"code": code, "name": "Zed"})
    assert nobody.status_code == 404
    refused = http.post("/api/class/claims", json={"code": code, "name": "Ada"}).json()
    http.post(f"/api/class/claims/{refused['id']}/refuse", headers=http.teacher)
    status = http.get(f"/api/class/claims/{refused['id']}", params={"secret": refused["secret"]})
    assert status.json() == {"status": "refused", "room": codes[0]}
    new.close()


def test_pause_resume_reset_and_end_reach_every_seat(server, http):
    codes = open_tables(http, tables=2)
    ada = classroom.join(server.url, codes[0], name="Ada")
    bo = classroom.join(server.url, codes[1], name="Bo")
    assert http.post("/api/class/all/pause").status_code == 403
    assert http.post("/api/class/all/pause", headers=http.teacher).status_code == 200
    for seat in (ada, bo):
        assert seat.wait_for(lambda s: s.snapshot.get("paused"), timeout=5)
        assert seat.snapshot["closed"] == PAUSE_REASON and seat.snapshot["to_act"] == []
    with pytest.raises(classroom.IllegalMove, match="paused"):
        ada.act({"type": "draw", "source": "stock"})
    assert server.tables.room_summary(codes[0])["paused"] is True
    http.post(f"/api/class/rooms/{codes[0]}/resume", headers=http.teacher)
    assert ada.wait_for(lambda s: not s.snapshot["paused"] and not s.snapshot["closed"], timeout=5)
    assert bo.snapshot["paused"], "only that table resumed"
    seed = server.tables.match(codes[1]).seed
    http.post(f"/api/class/rooms/{codes[1]}/reset", headers=http.teacher)
    assert bo.wait_for(lambda s: (s.snapshot.get("notice") or {}).get("text") == RESET_NOTICE)
    assert not bo.snapshot["paused"] and server.tables.match(codes[1]).seed != seed
    http.post("/api/class/all/end", headers=http.teacher)
    for seat in (ada, bo):
        assert seat.wait_for(
            lambda s: s.snapshot["ended"] and "final" in s.snapshot["notice"]["text"]
        )
        assert seat.snapshot["to_act"] == []
    results = http.get("/api/class/results", headers=http.teacher).json()
    assert [r["state"] for r in results] == ["ended", "ended"]
    assert {p["name"] for p in results[0]["players"]} == {"Ada", "Seat 2"}
    # public facts only: a free seat's or a bot's name also in every language (``labels``)
    for p in (p for r in results for p in r["players"]):
        named = {"labels"} if p["kind"] != "person" else set()
        assert set(p) == {"name", "kind", "score"} | named, p
    free = next(p for p in results[0]["players"] if p["name"] == "Seat 2")
    assert free["labels"]["tr"] == "Koltuk 2", free
    ada.close()
    bo.close()


def test_the_teacher_frees_renames_moves_and_seats_bots(server, http):
    codes = open_tables(http, tables=2)
    ada = classroom.join(server.url, codes[0], name="Ada")
    classroom.join(server.url, codes[0], name="Bo")
    base = f"/api/class/rooms/{codes[0]}/seats"
    clash = http.post(f"{base}/0/rename", json={"value": "bo"}, headers=http.teacher)
    assert clash.status_code == 409 and "another name" in clash.json()["error"]
    http.post(f"{base}/0/rename", json={"value": "Ada L."}, headers=http.teacher)
    assert ada.wait_for(lambda s: s.snapshot["names"][0] == "Ada L.", timeout=5)
    # A swap at the same table: each token opens the other seat now.
    http.post(f"{base}/0/move", json={"value": {"seat": 1}}, headers=http.teacher)
    names = [s["name"] for s in server.tables.room_summary(codes[0])["seats"]]
    assert names == ["Bo", "Ada L."]
    assert server.tables.seat_of_token(codes[0], ada.token) == 1
    # To a free seat of the other table: the first table's seat is free again.
    moved = http.post(
        f"{base}/1/move", json={"value": {"room": codes[1], "seat": 1}}, headers=http.teacher
    ).json()
    assert (moved["room"], moved["seat"]) == (codes[1], 1)
    assert server.tables.seat_of_token(codes[1], ada.token) == 1
    assert server.tables.room_summary(codes[0])["seats"][1]["kind"] == "empty"
    taken = http.post(
        f"{base}/0/move", json={"value": {"room": codes[1], "seat": 1}}, headers=http.teacher
    )
    assert taken.status_code == 409 and "not free" in taken.json()["error"]
    http.post(f"{base}/0/free", headers=http.teacher)
    freed = server.tables.room_summary(codes[0])["seats"][0]
    assert freed.pop("labels")["pl"] == "Miejsce 1"  # a free seat's name in every language
    assert freed == {"seat": 0, "name": "Seat 1", "kind": "empty", "bot": None, "away": False}
    http.post(f"/api/dashboard/rooms/{codes[0]}/bots", json={"bot": "random"}, headers=http.teacher)
    assert {s["kind"] for s in server.tables.room_summary(codes[0])["seats"]} == {"bot"}
    assert http.post(f"{base}/0/bot_out", headers=http.teacher).status_code == 200
    assert server.tables.room_summary(codes[0])["seats"][0]["kind"] == "empty"
    assert http.post(f"{base}/0/bot_out", headers=http.teacher).status_code == 409
    assert http.post(f"{base}/7/free", headers=http.teacher).status_code == 409
    assert http.post(f"{base}/0/juggle", headers=http.teacher).status_code == 409
    ada.close()


def test_a_rematch_only_when_the_teacher_allows_it_and_the_game_is_over(server, http):
    code = open_tables(http, game="yum", tables=1, seats=1)[0]
    me = classroom.join(server.url, code, name="Ada")
    body = {"room": code, "token": me.token}
    assert http.post("/api/class/rematch", json=body).status_code == 409  # not allowed
    http.post(f"/api/class/rooms/{code}/rematch-on", headers=http.teacher)
    early = http.post("/api/class/rematch", json=body)
    assert early.status_code == 409 and "over" in early.json()["error"]
    while not me.snapshot["terminal"]:
        length = me.snapshot["length"]
        me.act(me.legal[-1])  # the last legal move scores a box: 13 of them end the game
        assert me.wait_for(lambda s, before=length: s.snapshot["length"] > before, timeout=5)
    assert me.wait_for(lambda s: s.snapshot["rematch"], timeout=5)
    # A wrong token gets the answer of a wrong code (issue 42: which codes are open is not told).
    assert http.post("/api/class/rematch", json={**body, "token": "nope"}).status_code == 404
    assert http.post("/api/class/rematch", json=body).status_code == 200
    assert me.wait_for(lambda s: s.snapshot["length"] == 0 and not s.snapshot["terminal"])
    assert me.snapshot["notice"]["text"] == "A rematch started."
    me.close()


def test_a_pause_is_in_the_log_and_survives_a_restart(tmp_path):
    path = tmp_path / "class.sqlite"
    server = classroom.serve(store=path)
    try:
        code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
        ada = classroom.join(server.url, code, name="Ada")
        first = ada.legal[0]
        ada.act(first)
        server_loop_pause(server, code)
        assert ada.wait_for(lambda s: s.snapshot["paused"], timeout=5)
        ada.close()
    finally:
        server.stop()
    again = classroom.serve(store=path)
    try:
        summary = again.tables.room_summary(code)
        assert summary["paused"] and summary["moves"] == 1 and summary["to_act"] == []
        ada = classroom.join(again.url, code, token=ada.token)
        with pytest.raises(classroom.IllegalMove, match="paused"):
            ada.act({"type": "draw", "source": "stock"})
        headers = {"Authorization": f"Bearer {again.teacher_token}"}
        with httpx.Client(base_url=again.url, timeout=30) as http:
            http.post(f"/api/class/rooms/{code}/resume", headers=headers)
        assert ada.wait_for(lambda s: not s.snapshot["paused"] and s.snapshot["legal"], timeout=5)
        assert again.tables.room_summary(code)["moves"] == 1
        ada.close()
    finally:
        again.stop()


def server_loop_pause(server, code: str) -> None:
    headers = {"Authorization": f"Bearer {server.teacher_token}"}
    with httpx.Client(base_url=server.url, timeout=30) as http:
        assert http.post(f"/api/class/rooms/{code}/pause", headers=headers).status_code == 200
