"""Slow and greedy clients, stopped where connections are made (uvicorn's HTTP protocol).

uvicorn closes an idle keep-alive connection (``timeout_keep_alive``) but sets no timer on a
new connection: a client that opens connections and sends half a request holds each one, and
its file descriptor, for as long as it likes. With a 1,024 open-file limit one such client
locked every student out. Here, for every connection:

- **Timeouts.** A request's line and headers must arrive within ``HEAD_TIMEOUT`` seconds and
  its body within ``BODY_TIMEOUT`` more; a slower one is answered 408 (or, mid-body, closed).
  A seat's websocket answers pings (``serve.uvicorn_config``) or is closed.
- **Caps.** At most ``MAX_PER_ADDRESS`` open connections (HTTP and websockets) per client
  address; loopback (a proxy on this machine, notebooks, tests) is not capped.
- **Headroom.** Connections are kept ``FD_RESERVE`` below the process's open-file limit: at
  that mark the connection that has waited longest for its request's headers is closed to
  let the new one in, so a student's connection is always accepted and answered.

``serve.uvicorn_config`` uses it where httptools is installed (the ``classroom`` extra
installs ``uvicorn[standard]``, which brings it). Websockets per seat token are capped in ``rooms.Rooms.connect``; frame floods in
``seat_websocket.seat_socket``.
"""

from __future__ import annotations

import asyncio
from collections import Counter, OrderedDict
from typing import Any

try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
except ImportError:  # no httptools (uvicorn without [standard]): uvicorn's own protocol, unguarded
    HttpToolsProtocol = None  # type: ignore[assignment,misc]

from .http import LOOPBACK

#: Seconds a request's line and headers may take, then its body.
HEAD_TIMEOUT = 10.0
BODY_TIMEOUT = 10.0
#: Open connections one client address may hold (a class behind one school router: each
#: student's page holds one websocket and a few HTTP connections).
MAX_PER_ADDRESS = 256
#: Open files kept free for the store, logs and the listening socket.
FD_RESERVE = 64
TIMED_OUT = b"HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"


def open_file_limit() -> int | None:
    """The process's soft limit on open files (None where unknown, e.g. Windows)."""
    try:
        import resource
    except ImportError:
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


class Ledger:
    """Every open connection of one server, by client address, and those still waiting for
    their request's headers (oldest first)."""

    def __init__(self, max_open: int | None, per_address: int | None = None) -> None:
        self.max_open = max_open
        self.per_address = MAX_PER_ADDRESS if per_address is None else per_address
        self.addresses: dict[Any, str] = {}
        self.counts: Counter[str] = Counter()
        self.waiting: OrderedDict[Any, asyncio.BaseTransport] = OrderedDict()

    def admit(self, transport: asyncio.BaseTransport, address: str) -> bool:
        """Record a new connection; False (not recorded) when its address is at its cap or
        no waiting connection can make room for it."""
        if address not in LOOPBACK and self.counts[address] >= self.per_address:
            return False
        if self.max_open is not None and len(self.addresses) >= self.max_open:
            if not self.waiting:
                return False
            _, oldest = self.waiting.popitem(last=False)
            self.release(oldest)
            oldest.close()  # the longest half-sent request goes, the new one comes in
        self.addresses[transport] = address
        self.counts[address] += 1
        return True

    def release(self, transport: asyncio.BaseTransport) -> None:
        """Forget a closed connection (again: nothing happens)."""
        self.waiting.pop(transport, None)
        address = self.addresses.pop(transport, None)
        if address is not None:
            self.counts[address] -= 1
            if not self.counts[address]:
                del self.counts[address]


def ledger_of(server_state: Any) -> Ledger:
    """The ledger of the server owning ``server_state`` (uvicorn's, shared by its protocols)."""
    ledger = getattr(server_state, "tabletop_ledger", None)
    if ledger is None:
        limit = open_file_limit()
        ledger = Ledger(None if limit is None else max(16, limit - FD_RESERVE))
        server_state.tabletop_ledger = ledger
    return ledger


class GuardedHttpProtocol(HttpToolsProtocol or object):  # type: ignore[misc]
    """uvicorn's HTTP protocol (httptools) with the module's timeouts, caps and headroom."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.ledger = ledger_of(self.server_state)
        self.deadline: asyncio.TimerHandle | None = None
        address = self.client[0] if self.client else "unknown"
        if not self.ledger.admit(transport, address):
            transport.close()
            return
        self._wait_for_head()

    def _wait_for_head(self) -> None:
        self.ledger.waiting[self.transport] = self.transport
        self._arm(HEAD_TIMEOUT)

    def _arm(self, seconds: float) -> None:
        self._disarm()
        self.deadline = self.loop.call_later(seconds, self._too_slow)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _too_slow(self) -> None:
        self.deadline = None
        if self.transport.is_closing():
            return
        if self.cycle is None or not self.cycle.response_started:
            self.transport.write(TIMED_OUT)
        self.transport.close()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self.deadline is None:  # the next request on a kept-alive connection
            self._wait_for_head()

    def on_headers_complete(self) -> None:
        self.ledger.waiting.pop(self.transport, None)
        self._arm(BODY_TIMEOUT)
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._disarm()  # the websocket answers pings from now on
        self.ledger.waiting.pop(self.transport, None)
        super().handle_websocket_upgrade()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self.ledger.release(self.transport)
        super().connection_lost(exc)
