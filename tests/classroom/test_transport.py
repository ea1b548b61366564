"""The seats' websocket transport (``server.transport``): frames as websockets writes them,
no compression even when a client asks for it, and every message of a burst answered in order."""

from __future__ import annotations

import json

import pytest
from websockets.frames import Frame, Opcode
from websockets.sync.client import connect

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server import seat_websocket, transport


@pytest.mark.parametrize("size", [0, 1, 125, 126, 65535, 65536, 70000])
def test_a_text_frame_is_the_bytes_websockets_writes(size):
    data = ("é" * size).encode()[:size]
    assert transport.text_frame(data) == Frame(Opcode.TEXT, data).serialize(mask=False)


def seat_url_and_token(server, game="yum", seats=2):
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
    url, token = seat_url_and_token(server)
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
    url, token = seat_url_and_token(server)
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


class FakeWebSocket:
    """A seat's websocket as ``seat_websocket.SeatSocket`` sees it, with the server's direct write
    (``transport.SEND_TEXT``) that is open or not (``open``) and records what it wrote."""

    def __init__(self):
        self.open = True
        self.written: list[bytes] = []  # by the direct write (a frame's UTF-8 JSON)
        self.writes: list[int] = []  # how many frames each direct write carried
        self.sent: list[str] = []  # by the writer task (send_text)
        self.scope = {"extensions": {transport.SEND_TEXT: self.send_now}}

    def send_now(self, data: bytes, *more: bytes) -> bool:
        assert all(type(d) is bytes for d in (data, *more)), "it takes encoded bytes"
        if self.open:
            self.written += [data, *more]
            self.writes.append(1 + len(more))
        return self.open

    async def send_text(self, text: str) -> None:
        self.sent.append(text)


def frame(n):
    return {"type": "pong", "id": n}


def test_a_frame_goes_at_once_only_when_nothing_waits_before_it(run_async):
    ws = FakeWebSocket()
    sock = seat_websocket.SeatSocket(ws)
    sock.push(frame(1))  # nothing waits: written at once, the writer task not woken
    assert [json.loads(t)["id"] for t in ws.written] == [1] and sock.queue.empty()
    ws.open = False  # e.g. the client stopped reading: the transport's buffer is full
    sock.push(frame(2))
    ws.open = True
    sock.push(frame(3))  # open again, but frame 2 waits: frame 3 queues behind it
    sock.sending = True  # the writer task is sending: a new frame queues too
    sock.push(frame(4))
    sock.sending = False
    assert [json.loads(t)["id"] for t in ws.written] == [1]

    async def drain():
        sock.push(None)
        await sock.writer()

    run_async(drain())
    assert [json.loads(t)["id"] for t in ws.sent] == [2, 3, 4]
    sock.push(frame(5))  # the queue is empty again: at once
    assert [json.loads(t)["id"] for t in ws.written] == [1, 5]


def test_without_the_direct_write_every_frame_goes_through_the_writer_task(run_async):
    ws = FakeWebSocket()
    ws.scope = {}  # another ASGI server: no extension
    sock = seat_websocket.SeatSocket(ws)
    for n in range(3):
        sock.push(frame(n))

    async def drain():
        sock.push(None)
        await sock.writer()

    run_async(drain())
    assert [json.loads(t)["id"] for t in ws.sent] == [0, 1, 2] and ws.written == []


def ids(texts):
    return [json.loads(t)["id"] for t in texts]


def test_frames_kept_while_a_move_is_played_go_out_together_in_one_write(run_async):
    ws = FakeWebSocket()
    sock = seat_websocket.SeatSocket(ws)
    sock.hold()
    sock.push(frame(1))  # the seat's new snapshot
    sock.push(frame(2))  # the move's acknowledgement
    assert ws.written == [] and sock.queue.empty()
    sock.release()
    assert ids(ws.written) == [1, 2] and ws.writes == [2]
    sock.release()  # nothing kept: nothing written
    sock.push(frame(3))  # not holding: at once, alone
    assert ids(ws.written) == [1, 2, 3] and ws.writes == [2, 1]


def test_kept_frames_wait_in_order_behind_a_frame_that_could_not_go(run_async):
    ws = FakeWebSocket()
    sock = seat_websocket.SeatSocket(ws)
    ws.open = False  # the client is not reading
    sock.push(frame(1))
    ws.open = True
    sock.hold()
    sock.push(frame(2))
    sock.push(frame(3))
    sock.release()  # frame 1 still waits: 2 and 3 queue behind it
    assert ws.written == []
    sock.hold()
    sock.push(frame(4))
    sock.push(None)  # closing while holding: what was kept goes first, then the end

    run_async(sock.writer())
    assert ids(ws.sent) == [1, 2, 3, 4] and sock.held is None


def test_a_move_and_its_answer_reach_the_client_in_one_write(server):
    url, token = seat_url_and_token(server, seats=1)  # a solo game: Ada moves first
    with connect(url, open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        first = json.loads(ws.recv(timeout=5))
        assert first["type"] == "snapshot" and first["legal"], first
        (protocol,) = server_protocols(server)
        assert protocol.lean
        writes = []
        real = protocol.transport

        class CountingTransport:  # the server's transport, counting what it is asked to write
            def __getattr__(self, name):
                return getattr(real, name)

            def write(self, data):
                writes.append(bytes(data))
                real.write(data)

        protocol.transport = CountingTransport()
        try:
            ws.send(
                json.dumps(
                    {"type": "act", "id": "m1", "action": first["legal"][0], "move": "a" * 32}
                )
            )
            snapshot = json.loads(ws.recv(timeout=5))
            ack = json.loads(ws.recv(timeout=5))
        finally:
            protocol.transport = real
        assert snapshot["type"] == "snapshot" and snapshot["length"] == first["length"] + 1
        assert ack["type"] == "ack" and ack["id"] == "m1"
        assert len(writes) == 1, [len(w) for w in writes]
        assert writes[0].endswith(json.dumps(ack, separators=(",", ":")).encode())


def test_a_seated_connection_lets_go_of_its_handshake_headers(server):
    # Kilobytes per connection for the whole game: the handshake's request and response, and
    # the request's headers once the seat is known (a ping answered shows the hello was done).
    url, token = seat_url_and_token(server)
    with connect(url, open_timeout=5, additional_headers={"X-Padding": "x" * 2000}) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        assert json.loads(ws.recv(timeout=5))["type"] == "snapshot"
        ws.send(json.dumps({"type": "ping", "id": "p"}))
        assert json.loads(ws.recv(timeout=5)) == {"type": "pong", "id": "p"}
        (protocol,) = server_protocols(server)
        assert protocol.lean and protocol.handshake_complete
        assert protocol.request is None and protocol.response is None
        assert protocol.scope["headers"] == []
        ws.send(json.dumps({"type": "refresh"}))  # the connection still works without them
        assert json.loads(ws.recv(timeout=5))["type"] == "snapshot"
