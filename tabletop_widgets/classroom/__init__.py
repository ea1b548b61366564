"""The table server: a class plays together, each seat seeing only its own cards.

Start it with ``tabletop-widgets serve`` or ``classroom.serve()``; open rooms with
``create_room``; take a seat from Python with ``join``, from a notebook with a game
widget's ``table=URL, room=CODE``, or from any browser at ``/room/CODE``.

>>> from tabletop_widgets import classroom
>>> server = classroom.serve()                                  # doctest: +SKIP
>>> code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)  # doctest: +SKIP
>>> me = classroom.join(server.url, code, name="Ada")           # doctest: +SKIP
>>> me.act(me.legal[0])                                         # doctest: +SKIP

Needs the ``classroom`` extra (Starlette, uvicorn, websockets); no Jupyter.
"""

from __future__ import annotations

from ..engine import IllegalMove
from .app import make_app, require_teacher
from .auth import Identity, TokenAuth
from .bots import bot_for, bot_names
from .broker import Broker, LocalBroker
from .client import Seat, TableError, create_room, join
from .dashboard import Dashboard, dashboard_routes
from .server import Server, serve
from .store import RoomRecord, SeatRecord, SQLiteStore, Store, token_hash
from .tables import Tables

__all__ = [
    "Broker",
    "Dashboard",
    "IllegalMove",
    "Identity",
    "LocalBroker",
    "RoomRecord",
    "SQLiteStore",
    "Seat",
    "SeatRecord",
    "Server",
    "Store",
    "TableError",
    "Tables",
    "TokenAuth",
    "bot_for",
    "bot_names",
    "create_room",
    "dashboard_routes",
    "join",
    "make_app",
    "require_teacher",
    "serve",
    "token_hash",
]
