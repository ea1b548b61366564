"""Issue 42, point 6: every move carries a move id, reserved names are refused, and a client
that drops mid-body is one log line.

A move without an id is refused with a clear message and changes nothing (an older or
hand-written client would not be exactly-once). The Python client and a notebook widget's
remote seat send one with every move (the room page's is checked in
tests/classroom_faults/test_room_page_resend.py). Names the table uses itself ("Teacher",
"Random bot", "Seat 3" ...) are refused on both join routes.
"""

from __future__ import annotations

import json
import logging
import re
import socket
import time

import pytest
import requests
from websockets.sync.client import connect

from tabletop_widgets import classroom, gin_rummy
from tabletop_widgets.classroom.protocol import MOVE_ID_PATTERN


def recv_until(ws, kind, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        frame = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if frame["type"] == kind:
            return frame


def test_a_move_without_an_id_is_refused_and_changes_nothing(server):
    url = server.url
    code = classroom.create_room(url, "yum", 1, token=server.teacher_token)
    token = classroom.client.api_request(f"{url}/api/rooms/{code}/join", "POST", {"name": "A"})[
        "token"
    ]
    with connect("ws" + url[4:] + f"/ws/{code}", open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        first = recv_until(ws, "snapshot")
        for frame in (
            {"type": "act", "id": 1, "action": first["legal"][0]},
            {"type": "act", "id": 2, "action": first["legal"][0], "move": None},
        ):
            ws.send(json.dumps(frame))
            refusal = recv_until(ws, "error")
            assert refusal["id"] == frame["id"] and "needs a move id" in refusal["message"]
            assert "retry" not in refusal, "a definite refusal, not 'send again'"
        assert len(server.tables.match(code).log) == 0
        ws.send(json.dumps({"type": "act", "id": 3, "action": first["legal"][0], "move": "m" * 32}))
        ack = recv_until(ws, "ack")
        assert ack["id"] == 3 and ack["move"] == "m" * 32 and ack["repeat"] is False
    assert len(server.tables.match(code).log) == 1


def test_the_python_client_and_the_widgets_remote_seat_send_move_ids(server):
    seen: list = []
    real_act = server.tables.act

    async def spy(code, seat, action, move=None):
        seen.append(move)
        return await real_act(code, seat, action, move)

    server.tables.act = spy
    code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
    widget = gin_rummy.GinRummyWidget(table=server.url, room=code, name="Nb")
    other = classroom.join(server.url, code, name="Web")
    try:
        widget._handle_custom_msg({"type": "act", "action": widget.legal[0]}, [])  # the page
        widget._handle_custom_msg({"type": "act", "action": widget.legal[0]}, [])
        assert widget.error == "" and other.wait_for(lambda s: s.my_turn, 10)
        other.act(other.legal[0])
        assert len(seen) == 3 and all(MOVE_ID_PATTERN.fullmatch(m) for m in seen), seen
        assert len(set(seen)) == 3, "a fresh id per move"
    finally:
        other.close()
        widget.session.close()


RESERVED = [
    "Teacher",
    "the  TEACHER",
    "Random bot",
    "random bot 2",
    "Greedy bot",
    "Seat 3",
    "coach",
]


@pytest.mark.parametrize("name", RESERVED)
def test_reserved_names_are_refused_on_both_join_routes(server, name):
    url = server.url
    code = classroom.create_room(url, "gin_rummy", 2, token=server.teacher_token)
    room = requests.post(f"{url}/api/rooms/{code}/join", json={"name": name}, timeout=10)
    klass = requests.post(f"{url}/api/class/join", json={"code": code, "name": name}, timeout=10)
    for answer in (room, klass):
        assert answer.status_code == 409, answer.text
        assert "a name the table uses itself" in answer.json()["error"]
    assert [
        s["kind"] for s in requests.get(f"{url}/api/rooms/{code}", timeout=10).json()["seats"]
    ] == [
        "empty",
        "empty",
    ]
    ok = requests.post(f"{url}/api/rooms/{code}/join", json={"name": "Robot Ann"}, timeout=10)
    assert ok.status_code == 200


class Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


def test_a_client_dropping_mid_body_is_one_log_line(server):
    code = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    lines = Lines()
    loggers = [logging.getLogger(n) for n in ("uvicorn.error", "tabletop_widgets.classroom")]
    for logger in loggers:
        logger.addHandler(lines)
    try:
        host, port = re.match(r"http://(.+):(\d+)", server.url).groups()
        with socket.create_connection((host, int(port)), timeout=5) as sock:
            sock.sendall(
                f"POST /api/rooms/{code}/join HTTP/1.1\r\nHost: x\r\n"
                "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n"
                '{"name": "hal'.encode()
            )
            time.sleep(0.05)  # the route is reading the body when the client goes
        deadline = time.monotonic() + 10
        while not lines.records and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.2)  # a traceback, were there one, would follow the line at once
    finally:
        for logger in loggers:
            logger.removeHandler(lines)
    assert len(lines.records) == 1, [r.getMessage() for r in lines.records]
    record = lines.records[0]
    assert record.exc_info is None and "left during its request POST" in record.getMessage()
    assert requests.get(f"{server.url}/api/rooms/{code}", timeout=10).status_code == 200
