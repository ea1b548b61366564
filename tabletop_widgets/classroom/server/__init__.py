"""The table server: rooms on engine ``Table``s, their stores, the broker, auth and routes.

``build_app`` assembles the one ASGI app (the room API and pages, the teacher's
dashboard, the class experiments); ``serve`` runs it in a thread, ``run`` in the
foreground (the CLI), ``hub_auth.main`` as a JupyterHub service. Nothing here imports
the clients (``classroom.client``); both speak ``classroom.protocol``.
"""

from __future__ import annotations

from .auth import Identity, TokenAuth
from .broker import Broker, LocalBroker
from .dashboard import dashboard_routes
from .http import require_teacher
from .rooms import Rooms, Tables
from .routes import build_app, make_app
from .serve import Server, run, serve
from .store import RoomRecord, SeatRecord, SQLiteStore, Store, token_hash

__all__ = [
    "Broker",
    "Identity",
    "LocalBroker",
    "RoomRecord",
    "Rooms",
    "SQLiteStore",
    "SeatRecord",
    "Server",
    "Store",
    "Tables",
    "TokenAuth",
    "build_app",
    "dashboard_routes",
    "make_app",
    "require_teacher",
    "run",
    "serve",
    "token_hash",
]
