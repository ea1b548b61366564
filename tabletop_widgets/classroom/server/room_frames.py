"""What people see and the connections that see it: each seat's snapshot frame (what
seats share encoded once), the push to every connection of a room, connections added,
dropped and closed, and the public summaries of rooms for the teacher's pages."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping
from typing import Any

from ...engine import queries_of
from ..protocol import SNAPSHOT, TEACHER
from .frame_language import with_labels
from .room import Connection, Frame, Room, damaged_summary
from .room_log import room_policy
from .store import compact_json_bytes

#: Open websockets one seat (one seat token) may have: past it the oldest is closed.
MAX_SOCKETS_PER_SEAT = 4
TOO_MANY_SOCKETS = "This seat is open in too many places: this connection is closed."


async def close_when_sent(websocket: Any, queue: asyncio.Queue, patience: float = 5.0) -> None:
    """Close ``websocket`` once its send ``queue`` is drained (its last frame sent)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    while not queue.empty() and loop.time() < deadline:
        await asyncio.sleep(0.01)
    with contextlib.suppress(Exception):  # already closed by the client
        await websocket.close(4000, "seat changed")


class RoomFrames:
    """The part of ``Rooms`` that builds frames and pushes them to connections."""

    rooms: dict[str, Room]
    damaged: dict[str, str]
    closing: set[Any]

    # (a pause is a control entry of the log, like an end and a reset; each carries its
    # notice, so every process shows it; the rematch switch is stored with the room)

    @staticmethod
    def class_facts(room: Room) -> dict[str, Any]:
        """What every frame says about the class around the game: paused, the teacher's last
        notice (``{"id", "text"}`` or None) and whether the players may start a rematch."""
        return {
            "paused": room.paused,
            "notice": room.notice,
            "rematch": room.rematch and room.match.is_terminal and not room.table.closed,
        }

    @staticmethod
    def _room_facts(room: Room) -> dict[str, Any]:
        """What every frame of a room says about the room itself (public)."""
        return {
            "room": room.code,
            "game": room.record.game,
            "seats": room.seat_list(),
            "revision": room.revision,
            "length": len(room.match.log),
            "ended": room.ended,
            **RoomFrames.class_facts(room),
        }

    def frame(self, room: Room, seat: int) -> dict[str, Any]:
        """The snapshot frame of ``seat``: exactly ``Table.snapshot(seat)`` (the widget's
        traits) plus the room's public facts (``protocol.ROOM_KEYS``), with its encoded JSON."""
        return self.frames(room, [seat])[seat]

    def frames(self, room: Room, seats: list[int]) -> dict[int, Frame]:
        """The snapshot frames of ``seats``: what every seat sees alike is built and encoded
        once; only each seat's own part (view, legal moves, reasons, queries) per seat, and
        in a game without hidden information the view once too (every seat's view is the
        same but for its ``seat``: the rest is encoded once and each seat's number put in
        front). Each frame's JSON bytes are joined from its encoded parts in one copy."""
        table = room.table
        common = {**table.shared_snapshot(), **self._room_facts(room), "type": SNAPSHOT}
        common_body = compact_json_bytes(common)[1:]  # without its "{"
        public = not table.game.info.hidden_information
        view_body: bytes | None = None  # a public view's JSON without "{" and its "seat"
        frames: dict[int, Frame] = {}
        for seat, own in table.own_snapshots(seats).items():
            view = own.get("view")
            if public and isinstance(view, dict) and "seat" in view:
                if view_body is None:
                    rest = compact_json_bytes({k: v for k, v in view.items() if k != "seat"})
                    view_body = rest[1:] if rest == b"{}" else b"," + rest[1:]
                others = compact_json_bytes({k: v for k, v in own.items() if k != "view"})
                number = view["seat"]
                parts = (
                    b'{"view":{"seat":',
                    str(number).encode() if type(number) is int else compact_json_bytes(number),
                    view_body,
                    b",",
                    others[1:-1],
                    b",",
                    common_body,
                )
            else:
                parts = (compact_json_bytes(own)[:-1], b",", common_body)
            frames[seat] = Frame(own, common, b"".join(parts))
        return frames

    def tell_seat(self, code: str, seat: int, frame: Mapping[str, Any]) -> None:
        """Send ``frame`` to every connection of ``seat`` in room ``code`` (in this process)."""
        room = self.rooms.get(code)
        for conn in list(room.connections.get(seat, ())) if room else []:
            conn.push(frame)

    def push(self, room: Room, seats: set[int] | None = None) -> None:
        """Send every connection of ``room`` (or of ``seats``) its seat's snapshot."""
        targets = [
            (seat, conns)
            for seat, conns in list(room.connections.items())
            if conns and (seats is None or seat in seats)
        ]
        if not targets:
            return
        frames = self.frames(room, [seat for seat, _ in targets])
        for seat, conns in targets:
            for conn in list(conns):
                conn.push(frames[seat])

    def connect(self, code: str, conn: Connection) -> Room:
        """Add a seat's connection; past ``MAX_SOCKETS_PER_SEAT`` the seat's oldest ones are
        closed (one seat token cannot hold hundreds of websockets)."""
        room = self.room(code)
        was_away = room.away(conn.seat)
        conns = room.connections.setdefault(conn.seat, set())
        while len(conns) >= MAX_SOCKETS_PER_SEAT:
            oldest = min(conns, key=lambda c: getattr(c, "opened", 0.0))
            conns.discard(oldest)
            self.close_connection(oldest, {"type": "error", "message": TOO_MANY_SOCKETS})
        conns.add(conn)
        if was_away:
            room.revision += 1
            self.push(room)
        else:
            conn.push(self.frame(room, conn.seat))
        return room

    def disconnect(self, code: str, conn: Connection) -> None:
        room = self.rooms.get(code)
        if room is None:
            return
        room.connections.get(conn.seat, set()).discard(conn)
        if room.away(conn.seat):
            room.revision += 1
            self.push(room)

    def room_summary(self, code: str) -> dict[str, Any]:
        """Public facts of a room: game, seats (name, kind, away; a bot's or free seat's name
        in every language, ``frame_language.with_labels``), scores, whose turn, moves."""
        room = self.room(code)
        m = room.match
        return {
            "code": room.code,
            "game": room.record.game,
            "title": m.game.title,
            "seats": [with_labels(s) for s in room.seat_list()],
            "scores": list(m.scores()),
            "to_act": [] if room.table.closed else list(m.seats_to_act),
            "terminal": m.is_terminal,
            "ended": room.ended,
            "paused": room.paused,
            "rematch": room.rematch,
            "moves": len(m.moves),
            "created": room.record.created,
            "policy": room_policy(room.record).to_dict(),
            "queries": [q.describe() for q in queries_of(room.record.game)],
        }

    def list_rooms(self) -> list[dict[str, Any]]:
        return [self.room_summary(code) for code in self.rooms] + [
            damaged_summary(code, reason) for code, reason in self.damaged.items()
        ]

    def teacher_snapshot(self, code: str, seat: int | None = None) -> dict[str, Any]:
        """The room's ``teacher_view`` (everything hidden, for the teacher only) as a frame."""
        room = self.room(code)
        if seat is None or type(seat) is not int or not 0 <= seat < room.record.num_seats:
            acting = room.match.seats_to_act
            seat = acting[0] if acting else 0
        return {
            **room.table.snapshot(seat, teacher=True),
            **self._room_facts(room),
            "type": TEACHER,
        }

    def drop_connections(self, room: Room, seat: int, frame: dict[str, Any]) -> None:
        """Tell every connection of ``seat`` why it loses the seat (``frame``), forget them and
        close them once that frame is sent (a page that lost its seat can send nothing more;
        a client that reconnects with its token finds the seat that token opens now)."""
        for conn in list(room.connections.pop(seat, set())):
            self.close_connection(conn, frame)

    def close_connection(self, conn: Connection, frame: dict[str, Any]) -> None:
        """Send ``conn`` its last ``frame`` and close it once that is sent."""
        conn.push(frame)
        conn.push(None)  # the connection's writer stops after the frame
        websocket = getattr(conn, "websocket", None)
        queue = getattr(conn, "queue", None)
        if websocket is not None and queue is not None:
            task = asyncio.get_running_loop().create_task(close_when_sent(websocket, queue))
            self.closing.add(task)
            task.add_done_callback(self.closing.discard)
