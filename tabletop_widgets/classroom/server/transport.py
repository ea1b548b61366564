"""The table server's websocket transport: uvicorn's own protocol (websockets' sans-I/O
parser), with a shorter path for the two things a seat's socket does on every move.

- **Reading.** uvicorn pauses the socket after every message it queues for the app and
  resumes it when the app takes it: two ``epoll_ctl`` calls and two Python calls per move.
  Here reading pauses only while more than ``PAUSE_ABOVE`` messages wait (a flooding
  client), and resumes once at most ``RESUME_AT`` do. Every message is still read in order
  and the server's rate limit (``seat_websocket.RATE_PER_SECOND``) still applies.
- **Writing a text frame.** A server's frame is not masked and, with no compression
  negotiated (``serve.uvicorn_config`` offers none), it is a two-to-ten-byte header and the
  UTF-8 text: written here in one ``transport.write``, without building a websockets
  ``Frame`` object, a ``BytesIO`` and an output list for each one. Anything else (the
  handshake, closing, binary frames, a paused transport) takes uvicorn's path.
- **Writing without a task switch.** The same write is offered to the app as a plain
  function in the connection's ASGI scope, ``scope["extensions"][SEND_TEXT]``: given a
  frame's UTF-8 bytes (a broadcast's frames are encoded to bytes once, ``room.Frame.data``,
  and never decoded to text and encoded again), it writes the frame at once and returns
  True, or returns False (and writes nothing) when the frame must wait, e.g. while the
  client is not reading. ``seat_websocket.SeatSocket`` sends a seat's snapshot
  with it when nothing waits in the seat's send queue, instead of waking the seat's writer
  task; the queue and the task remain for everything else, in order. Several frames given
  at once (a move's new snapshot and its acknowledgement) go out in one write: one system
  call instead of one per frame.
- **Memory.** Once the handshake's response is sent, the connection lets go of the handshake's
  request and response (their parsed headers), which uvicorn keeps for the connection's life.

The gain was measured with ``benchmarks/bench_peers.py``'s load (docs/performance.md).
The class leans on uvicorn's attribute names; a uvicorn whose protocol lacks one of
``STOCK_STATE`` is used unchanged (``SeatWebSocketProtocol.lean`` is then False), and the
tests in tests/classroom/test_transport.py fail, so the change is noticed.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

from .connections import ledger_of

#: The ASGI scope extension holding ``SeatWebSocketProtocol.send_text_now``.
SEND_TEXT = "tabletop.send_text"
#: The ASGI scope extension holding ``SeatWebSocketProtocol.abort``.
ABORT = "tabletop.abort"
#: Reading pauses while more messages than this wait for the app, and resumes at ``RESUME_AT``.
PAUSE_ABOVE = 8
RESUME_AT = 2
#: Seconds a dropped connection's client has to read what was sent before it is cut.
ABORT_AFTER = 2.0
#: The attributes of uvicorn's protocol the short paths use.
STOCK_STATE = (
    "conn",
    "queue",
    "frames",
    "curr_msg_data_type",
    "read_paused",
    "transport",
    "writable",
    "handshake_complete",
    "close_sent",
    "initial_response",
    "disconnected",
)

FIN_TEXT = 0x81  # FIN bit and opcode 1 (text)
_HEAD_16 = struct.Struct("!BBH").pack
_HEAD_64 = struct.Struct("!BBQ").pack


def text_frame(data: bytes) -> bytes:
    """One unmasked, uncompressed, final websocket text frame carrying ``data`` (RFC 6455, section 5.2)."""
    size = len(data)
    if size < 126:
        return bytes((FIN_TEXT, size)) + data
    if size < 65536:
        return _HEAD_16(FIN_TEXT, 126, size) + data
    return _HEAD_64(FIN_TEXT, 127, size) + data


class SeatWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's websockets protocol with the short read and text-write paths above."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        state = kwargs.get("server_state")
        self.ledger = ledger_of(state) if state is not None else None
        #: Whether this uvicorn has every attribute the short paths use.
        self.lean = all(hasattr(self, name) for name in STOCK_STATE)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.ledger is not None:  # counted since its HTTP request (connections.py)
            self.ledger.release(self.transport)
        super().connection_lost(exc)

    def send_receive_event_to_app(self) -> None:
        if not self.lean:
            return super().send_receive_event_to_app()
        data = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
        self.frames = []
        if self.close_sent:  # as uvicorn: past the app's close, messages are dropped
            return
        if self.curr_msg_data_type == "text":
            try:
                self.queue.put_nowait({"type": "websocket.receive", "text": data.decode()})
            except UnicodeDecodeError:
                self.conn.send_close(1007)
                self.handle_parser_exception()
                return
        else:
            self.queue.put_nowait({"type": "websocket.receive", "bytes": data})
        if not self.read_paused and self.queue.qsize() > PAUSE_ABOVE:
            self.read_paused = True
            self.transport.pause_reading()

    async def receive(self) -> Any:
        if not self.lean:
            return await super().receive()
        message = await self.queue.get()  # returns at once when a message waits
        if self.read_paused and self.queue.qsize() <= RESUME_AT:
            self.read_paused = False
            self.transport.resume_reading()
        return message

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none when the handshake was refused
        if self.lean and scope is not None:
            scope["extensions"][SEND_TEXT] = self.send_text_now
        if scope is not None:
            scope["extensions"][ABORT] = self.abort

    def abort(self) -> None:
        """Drop the connection now (a flood): nothing more read, no closing handshake. The
        frames already written go out, then the end of the stream; the connection is cut
        ``ABORT_AFTER`` seconds later if the client has not gone by then. (Cutting at once,
        with the flood's frames unread, resets the connection, and a reset discards what the
        client had received but not yet read: the warnings that explain the cut.)"""
        transport = self.transport
        if transport.is_closing():
            return
        transport.pause_reading()
        if not transport.can_write_eof():
            transport.abort()
            return
        transport.write_eof()
        asyncio.get_running_loop().call_later(ABORT_AFTER, transport.abort)

    def send_text_now(self, data: bytes, *more: bytes) -> bool:
        """Write ``data`` (UTF-8 JSON), and each of ``more`` after it, as text frames now, in
        one ``transport.write`` (True), or nothing (False) when they cannot go at once: the
        handshake not done, the connection closing or closed, compression negotiated, or the
        transport's buffer full (the client is not reading)."""
        if (
            self.lean
            and self.handshake_complete
            and self.initial_response is None
            and not self.close_sent
            and not self.disconnected
            and not self.conn.extensions
            and self.conn.state is State.OPEN
            and self.writable.is_set()
        ):
            if more:
                self.transport.write(b"".join(map(text_frame, (data, *more))))
            else:
                self.transport.write(text_frame(data))
            return True
        return False

    async def send(self, message: Any) -> None:
        text = message.get("text") if message["type"] == "websocket.send" else None
        if text is None or not self.send_text_now(text.encode()):
            await super().send(message)
        if message["type"] == "websocket.accept" and self.lean and self.handshake_complete:
            # The handshake's request and response are not read again once the response is
            # sent: their headers (kilobytes per connection) need not live as long as it.
            self.request = self.response = None
