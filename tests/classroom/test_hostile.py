"""Hostile clients: each bad frame or connection is refused clearly; the table and the other
seats are unaffected; no answer carries another seat's secrets."""

from __future__ import annotations

import contextlib
import json
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State
from websockets.sync.client import connect

from tabletop_widgets import classroom
from tabletop_widgets.classroom.protocol import MAX_FRAME_BYTES
from tabletop_widgets.classroom.server import routes


def ws_url(server, code):
    return "ws" + server.url[4:] + f"/ws/{code}"


def recv(ws, timeout=5.0):
    return json.loads(ws.recv(timeout=timeout))


def recv_until(ws, kind, timeout=5.0):
    deadline = time.monotonic() + timeout
    while True:
        frame = recv(ws, max(0.01, deadline - time.monotonic()))
        if frame["type"] == kind:
            return frame


@pytest.fixture
def table(server):
    """A Gin Rummy room: seat 0 is a well-behaved client; seat 1's token is the attacker's."""
    url = server.url
    code = classroom.create_room(url, "gin_rummy", 2, token=server.teacher_token)
    good = classroom.join(url, code, name="Good")
    answer = classroom.client.api_request(f"{url}/api/rooms/{code}/join", "POST", {"name": "Mal"})
    token = answer["token"]
    yield server, code, good, token
    good.close()


@contextlib.contextmanager
def hostile(server, code, token):
    with connect(ws_url(server, code), open_timeout=5, max_size=2**24) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        first = recv(ws)
        assert first["type"] == "snapshot" and first["seat"] == 1
        yield ws, first


def assert_unchanged_and_alive(server, code, good, length):
    assert len(server.tables.match(code).log) == length, "no hostile frame changed the table"
    good.act(good.legal[0])  # the honest seat still plays
    assert len(server.tables.match(code).log) == length + 1


@pytest.mark.parametrize(
    "hello",
    [
        None,  # no hello at all: the first frame is a move
        {"type": "hello"},
        {"type": "hello", "token": "x" * 32},
        {"type": "hello", "token": 12345},
        {"type": "hello", "token": "y" * 5000},
    ],
)
def test_missing_or_wrong_tokens_are_refused(table, hello):
    server, code, good, _ = table
    with connect(ws_url(server, code), open_timeout=5) as ws:
        ws.send(json.dumps(hello or {"type": "act", "action": {"type": "draw", "source": "stock"}}))
        frame = recv(ws)
        assert frame["type"] == "error" and frame["fatal"] is True
        assert "snapshot" not in json.dumps(frame) and "hand" not in frame
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
        assert closed.value.rcvd.code == 4403
    assert_unchanged_and_alive(server, code, good, 0)


def test_another_rooms_token_and_unknown_rooms_are_refused(table):
    server, code, good, token = table
    other = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
    with connect(ws_url(server, other), open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        assert "does not open a seat" in recv(ws)["message"]
    with connect(ws_url(server, "ZZZZZZ"), open_timeout=5) as ws:
        frame = recv(ws)
        assert frame["fatal"] and "no room" in frame["message"]
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
        assert closed.value.rcvd.code == 4404
    assert_unchanged_and_alive(server, code, good, 0)


def test_bad_frames_get_error_frames_and_the_connection_stays(table):
    server, code, good, token = table
    with hostile(server, code, token) as (ws, first):
        assert first["legal"] == [] and "opponent_hand" not in first["view"]
        bad = [
            ("not json", "not JSON"),
            ("[1, 2]", "JSON object"),
            ('{"no": "type"}', "JSON object"),
            ('{"type": "undo"}', "Undo is turned off at this table."),
            ('{"type": "new_game", "id": 3}', "Only the teacher starts a new game"),
            ('{"type": "handover"}', "no hand-over screen"),
            ('{"type": "save"}', "Saving is the teacher's"),
            ('{"type": "rewind"}', "not available at a shared table"),
            ('{"type": "query", "name": "no_such_query", "id": 5}', "has no query"),
            ('{"type": "query", "name": "x", "args": [1]}', "A query is"),
            ('{"type": "follow", "name": "x", "on": "yes"}', "A switch is"),
            ('{"type": "act", "id": 4}', "needs an action"),
            (
                '{"type": "act", "seat": 0, "action": {"type": "draw", "source": "stock"}}',
                "another player's seat",
            ),
            ('{"type": "act", "action": {"type": "draw", "source": "stock"}}', "not Mal's turn"),
            ('{"type": "act", "action": NaN}', "NaN"),
            (
                json.dumps(
                    {"type": "act", "action": [[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]}
                ),
                "too large",
            ),
            (json.dumps({"type": "act", "action": "x" * (MAX_FRAME_BYTES + 10)}), "too large"),
        ]
        for text, reason in bad:
            ws.send(text)
            frame = recv_until(ws, "error")
            assert reason in frame["message"], (text[:60], frame)
        ws.send(b"\x00\x01binary")
        assert "Binary frames" in recv_until(ws, "error")["message"]
        ws.send(json.dumps({"type": "ping", "id": 9}))
        assert recv_until(ws, "pong")["id"] == 9, "still connected and answering"
    assert_unchanged_and_alive(server, code, good, 0)
    ws.close()


def test_oversized_frames_beyond_the_protocol_limit_close_only_that_connection(table):
    server, code, good, token = table
    with hostile(server, code, token) as (ws, _):
        ws.send("x" * 200_000)
        with pytest.raises(ConnectionClosed):
            for _ in range(10):
                ws.recv(timeout=5)
    assert_unchanged_and_alive(server, code, good, 0)


def test_a_flood_is_slowed_then_cut_off_and_the_others_play_on(table, monkeypatch):
    # Tighter limits than the defaults (200/s, burst 400), so that the flood outruns them
    # even when this machine is slow to process it.
    monkeypatch.setattr(routes, "RATE_PER_SECOND", 20.0)
    monkeypatch.setattr(routes, "RATE_BURST", 40.0)
    server, code, good, token = table
    with hostile(server, code, token) as (ws, _):
        frames = json.dumps({"type": "act", "action": {"type": "draw", "source": "stock"}})
        errors = []

        def flood():  # from another thread: a sender blocked by the close must not stall the test
            with contextlib.suppress(ConnectionClosed):
                for _ in range(600):
                    if ws.protocol.state is not State.OPEN:  # the server has closed it
                        return
                    ws.send(frames)

        threading.Thread(target=flood, daemon=True).start()
        try:
            while True:
                frame = recv(ws, 5)
                if frame["type"] == "error":
                    errors.append(frame["message"])
        except (ConnectionClosed, TimeoutError):
            pass
        assert any("slow down" in e for e in errors)
        assert all("turn" in e or "Too many messages" in e for e in errors)
        assert "connection is closed" in errors[-1]
        assert ws.close_code == 1008 or ws.protocol.close_rcvd.code == 1008
    assert_unchanged_and_alive(server, code, good, 0)
