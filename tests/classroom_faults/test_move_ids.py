"""Move ids at the protocol level: a repeated id gets its first outcome and is never played
twice; a malformed id is refused clearly and changes nothing; the stores keep ids with
the log entries and refuse one twice; a move no server answered can be retried safely."""

from __future__ import annotations

import contextlib
import json
import time

import pytest
from websockets.sync.client import connect

from tabletop_widgets import classroom
from tabletop_widgets.classroom import SQLiteStore
from tabletop_widgets.classroom.protocol import MOVE_ID_REASON, new_move_id
from tabletop_widgets.classroom.server.store import RoomRecord, SeatRecord

from .driver import free_port

ROLL = {"type": "roll", "hold": []}


@pytest.fixture
def server():
    srv = classroom.serve()
    try:
        yield srv
    finally:
        srv.stop()


def recv_answer(ws, ref, timeout=5.0):
    """The ack or error answering frame ``ref`` (snapshots before it are skipped)."""
    deadline = time.monotonic() + timeout
    while True:
        frame = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if frame.get("id") == ref and frame["type"] in ("ack", "error"):
            return frame


@contextlib.contextmanager
def seat_socket(server):
    """``(code, ws)``: a raw websocket seated alone in a fresh Yum room."""
    code = classroom.create_room(server.url, "yum", 1, token=server.teacher_token)
    answer = classroom.client.api_request(f"{server.url}/api/rooms/{code}/join", "POST", {})
    with connect("ws" + server.url[4:] + f"/ws/{code}", open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "token": answer["token"]}))
        assert json.loads(ws.recv(timeout=5))["type"] == "snapshot"
        yield code, ws


def test_a_repeated_move_id_is_answered_with_the_first_ack_and_played_once(server):
    with seat_socket(server) as (code, ws):
        move = new_move_id()
        for ref in (1, 2, 3):  # the same move, sent three times (say, after reconnections)
            ws.send(json.dumps({"type": "act", "action": ROLL, "move": move, "id": ref}))
            ack = recv_answer(ws, ref)
            assert ack["type"] == "ack" and ack["move"] == move and ack["index"] == 0
            assert ack["repeat"] is (ref > 1)
        log = server.app.state.store.load(code)[1]
        assert log == [{"seat": 0, "action": ROLL, "move": move}]
        assert len(server.tables.match(code).log) == 1
        ws.send(json.dumps({"type": "act", "action": ROLL, "move": new_move_id(), "id": 4}))
        assert recv_answer(ws, 4)["index"] == 1  # a new id is a new move


def test_a_repeated_refused_move_id_gets_the_same_refusal(server):
    with seat_socket(server) as (code, ws):
        move = new_move_id()
        score = {"type": "score", "box": "ones"}  # before the first roll: refused
        ws.send(json.dumps({"type": "act", "action": score, "move": move, "id": 1}))
        first = recv_answer(ws, 1)
        assert first["type"] == "error"
        ws.send(json.dumps({"type": "act", "action": ROLL, "move": new_move_id(), "id": 2}))
        assert recv_answer(ws, 2)["type"] == "ack"  # now scoring "ones" would be legal
        ws.send(json.dumps({"type": "act", "action": score, "move": move, "id": 3}))
        again = recv_answer(ws, 3)
        assert again["type"] == "error" and again["message"] == first["message"]
        assert len(server.tables.match(code).log) == 1, "the refused move was not played"


@pytest.mark.parametrize(
    "move", [12345, "short", "x" * 65, "bad id with spaces", "ünïcödé-id-1234", ["a" * 32], ""]
)
def test_a_malformed_move_id_is_refused_and_changes_nothing(server, move):
    with seat_socket(server) as (code, ws):
        ws.send(json.dumps({"type": "act", "action": ROLL, "move": move, "id": 7}))
        answer = recv_answer(ws, 7)
        assert answer["type"] == "error" and answer["message"] == MOVE_ID_REASON
        assert "retry" not in answer
        assert len(server.tables.match(code).log) == 0
        assert server.app.state.store.load(code)[1] == []


def test_the_sqlite_store_keeps_a_move_id_once_per_room(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.sqlite")
    for code in ("ROOMA", "ROOMB"):
        store.create_room(RoomRecord(code, "yum", 1, {}, [SeatRecord("Ann")]))
    move = new_move_id()
    assert store.append("ROOMA", 0, {"seat": 0, "action": ROLL, "move": move})
    assert not store.append("ROOMA", 1, {"seat": 0, "action": ROLL, "move": move})
    assert store.append("ROOMA", 1, {"seat": 0, "action": ROLL})  # entries without ids
    assert store.append("ROOMA", 2, {"seat": 0, "action": ROLL})
    assert store.append("ROOMB", 0, {"seat": 0, "action": ROLL, "move": move})  # another room
    assert store.find_move("ROOMA", move) == 0 and store.find_move("ROOMA", "nope") is None
    store.close()
    again = SQLiteStore(tmp_path / "rooms.sqlite")  # the id survives a restart
    assert not again.append("ROOMA", 3, {"seat": 0, "action": ROLL, "move": move})
    assert len(again.load("ROOMA")[1]) == 3
    again.close()


def test_a_move_no_server_answered_is_retried_safely_with_its_id(tmp_path):
    path, port = tmp_path / "rooms.sqlite", free_port()
    srv = classroom.serve(port=port, store=path)
    seat = None
    try:
        code = classroom.create_room(srv.url, "yum", 1, token=srv.teacher_token)
        seat = classroom.join(srv.url, code, name="Ann")
        first = seat.act(ROLL)
        srv.stop()  # the server goes away: the next move cannot be answered
        with pytest.raises(classroom.MoveTimeout) as caught:
            seat.act(ROLL, timeout=1.0)
        assert not seat.connected
        move = caught.value.move
        srv = classroom.serve(port=port, store=path)  # back, on the same store
        ack = seat.act(ROLL, timeout=20, move=move)
        again = seat.act(ROLL, timeout=20, move=move)  # once more: the same answer
        assert (first["index"], ack["index"], again["index"]) == (0, 1, 1)
        assert again["repeat"] and not first["repeat"]
        moves = [e["move"] for e in srv.app.state.store.load(code)[1]]
        assert len(moves) == 2 and moves[1] == move
    finally:
        if seat is not None:
            seat.close()
        srv.stop()


def test_a_socket_that_fails_while_sending_disconnects_the_seat_at_once(server):
    code = classroom.create_room(server.url, "yum", 1, token=server.teacher_token)
    seat = classroom.join(server.url, code, name="Ann")
    try:
        dying = seat._ws
        seen = []
        drop = seat._drop

        def broken(_text):
            raise OSError("the network is down")

        def watched_drop(ws, gen):
            drop(ws, gen)
            seen.append(seat.connected)  # before the reader thread could notice anything

        dying.send = broken
        seat._drop = watched_drop
        ack = seat.act(ROLL, timeout=20)  # sent again on the next connection
        assert seen == [False]
        assert seat._ws is not dying and seat.connected
        assert ack["index"] == 0 and not ack["repeat"]
        assert len(server.tables.match(code).log) == 1
    finally:
        seat.close()
