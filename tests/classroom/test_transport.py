"""The seats' websocket transport (``server.transport``): frames as websockets writes them,
no compression even when a client asks for it, and every message of a burst answered in order."""

from __future__ import annotations

import json

import pytest
from websockets.frames import Frame, Opcode
from websockets.sync.client import connect

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server import transport


@pytest.mark.parametrize("size", [0, 1, 125, 126, 65535, 65536, 70000])
def test_a_text_frame_is_the_bytes_websockets_writes(size):
    data = ("é" * size).encode()[:size]
    assert transport.text_frame(data) == Frame(Opcode.TEXT, data).serialize(mask=False)


def seat_socket(server, game="yum", seats=2):
    code = classroom.create_room(server.url, game, seats, token=server.teacher_token)
    answer = classroom.client.api_request(
        f"{server.url}/api/rooms/{code}/join", "POST", {"name": "Ada"}
    )
    url = "ws" + server.url[4:] + f"/ws/{code}"
    return url, answer["token"]


def server_protocols(server):
    return [
        conn
        for conn in server.uvicorn_server.server_state.connections
        if isinstance(conn, transport.SeatWebSocketProtocol)
    ]


def test_a_client_asking_for_compression_gets_plain_frames_on_the_short_path(server):
    url, token = seat_socket(server)
    with connect(url, open_timeout=5, compression="deflate") as ws:
        assert "permessage-deflate" in ws.request.headers["Sec-WebSocket-Extensions"]
        assert "Sec-WebSocket-Extensions" not in ws.response.headers
        assert ws.protocol.extensions == []
        ws.send(json.dumps({"type": "hello", "token": token}))
        first = json.loads(ws.recv(timeout=5))
        assert first["type"] == "snapshot"
        (protocol,) = server_protocols(server)
        assert protocol.lean, "this uvicorn lacks an attribute the short paths use"
        assert protocol.conn.extensions == []


def test_a_burst_of_messages_is_answered_in_order_and_reading_resumes(server):
    url, token = seat_socket(server)
    burst = 5 * transport.PAUSE_ABOVE
    with connect(url, open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        assert json.loads(ws.recv(timeout=5))["type"] == "snapshot"
        for round_ in range(2):  # the second burst shows reading resumed after the first
            # one write: the server reads the whole burst at once, so it pauses reading
            pings = [json.dumps({"type": "ping", "id": f"{round_}-{i}"}) for i in range(burst)]
            ws.socket.sendall(
                b"".join(Frame(Opcode.TEXT, ping.encode()).serialize(mask=True) for ping in pings)
            )
            ids = []
            while len(ids) < burst:
                frame = json.loads(ws.recv(timeout=5))
                assert frame["type"] == "pong", frame
                ids.append(frame["id"])
            assert ids == [f"{round_}-{i}" for i in range(burst)]
        (protocol,) = server_protocols(server)
        assert not protocol.read_paused
