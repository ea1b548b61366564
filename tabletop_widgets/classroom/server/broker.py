"""Notices between server processes: "room X changed, reload what is new".

``Broker`` is the interface. A server publishes a notice after every committed change
of a room (an appended log entry, new seat records); every server process subscribed
through the same broker then reloads that room's new entries from the ``Store`` and
pushes them to its own connections. ``LocalBroker`` serves one process (the default);
a Redis pub/sub broker lets several processes serve the same rooms.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol, runtime_checkable

#: Called with the room code on every notice (on the server's event loop).
NoticeHandler = Callable[[str], Awaitable[None]]


@runtime_checkable
class Broker(Protocol):
    """Room-change notices. All methods run on the server's asyncio event loop."""

    async def start(self, on_notice: NoticeHandler) -> None:
        """Begin delivering notices published by *other* processes to ``on_notice``."""

    async def publish(self, code: str) -> None:
        """Tell every other subscribed process that room ``code`` changed in the store."""

    async def stop(self) -> None:
        """Stop delivering notices and release connections."""


class LocalBroker:
    """One server process: nothing to tell anyone (the process already has every change)."""

    def __init__(self) -> None:
        self.published = 0

    async def start(self, on_notice: NoticeHandler) -> None:
        self._on_notice = on_notice

    async def publish(self, code: str) -> None:
        self.published += 1

    async def stop(self) -> None:
        return None
