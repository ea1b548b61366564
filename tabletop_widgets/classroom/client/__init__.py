"""The table server's clients: everything that runs where a student or teacher sits.

HTTP (``api_request``, ``create_room``), a seat from Python (``join`` -> ``Seat``), a seat
session for a notebook widget (``open_session``: ``GameWidget(table=URL, room=CODE)``),
the JupyterHub environment (``service_url``, ``service_headers``) and the teacher's
notebook ``Dashboard``. Nothing here imports the server (``classroom.server``); both
speak ``classroom.protocol``.
"""

from __future__ import annotations

from .dashboard import Dashboard, dashboard_api
from .http import TableError, api_request, create_room, poll_in_background
from .hub_env import service_headers, service_url
from .seat import MoveTimeout, Seat, join
from .session import RemoteSession, open_session

__all__ = [
    "Dashboard",
    "MoveTimeout",
    "RemoteSession",
    "Seat",
    "TableError",
    "api_request",
    "create_room",
    "dashboard_api",
    "join",
    "open_session",
    "poll_in_background",
    "service_headers",
    "service_url",
]
