"""The table server: a class plays together, each seat seeing only its own cards.

Start it with ``tabletop-widgets serve`` or ``classroom.serve()``; open rooms with
``create_room``; take a seat from Python with ``join``, from a notebook with a game
widget's ``table=URL, room=CODE``, or from any browser at ``/room/CODE``.

>>> from tabletop_widgets import classroom
>>> server = classroom.serve()                                  # doctest: +SKIP
>>> code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)  # doctest: +SKIP
>>> me = classroom.join(server.url, code, name="Ada")           # doctest: +SKIP
>>> me.act(me.legal[0])                                         # doctest: +SKIP

Two sides: ``classroom.server`` (rooms, stores, routes, ``build_app``) and
``classroom.client`` (HTTP, seats, the remote session, the Hub environment, the
notebook dashboard); they share only ``classroom.protocol``.
Needs the ``classroom`` extra (Starlette, uvicorn, websockets); no Jupyter.
"""

from __future__ import annotations

from ..engine import IllegalMove
from . import client
from .client import (
    Dashboard,
    MoveTimeout,
    RemoteSession,
    Seat,
    TableError,
    create_room,
    join,
    open_session,
)
from .server import (
    Broker,
    Identity,
    LocalBroker,
    RoomRecord,
    Rooms,
    SeatRecord,
    Server,
    SQLiteStore,
    Store,
    Tables,
    TokenAuth,
    build_app,
    dashboard_routes,
    make_app,
    require_teacher,
    serve,
    token_hash,
)

__all__ = [
    "Broker",
    "Dashboard",
    "IllegalMove",
    "Identity",
    "LocalBroker",
    "MoveTimeout",
    "RemoteSession",
    "RoomRecord",
    "Rooms",
    "SQLiteStore",
    "Seat",
    "SeatRecord",
    "Server",
    "Store",
    "TableError",
    "Tables",
    "TokenAuth",
    "build_app",
    "client",
    "create_room",
    "dashboard_routes",
    "join",
    "make_app",
    "open_session",
    "require_teacher",
    "serve",
    "token_hash",
]
