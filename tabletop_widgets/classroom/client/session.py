"""A seat at a table server as a seat session: what a notebook widget sits on with ``table=URL``.

``open_session(game, url, room=..., name=..., token=...)`` joins the room and returns a
``RemoteSession`` with the session interface of ``engine.session.LocalSession``
(docs/architecture.md): ``snapshot()`` is the latest frame's traits as they are,
``act``/``query``/``follow`` go to the server, and what a shared table does not do
(undo, a new game, saving, the full state) is answered with a one-line ``IllegalMove``
reason, never an ``AttributeError``. The engine finds ``open_session`` through the
``tabletop_widgets.remote`` entry point, so the widgets never import this package.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ...engine import Game, IllegalMove
from ..protocol import HANDOVER_REASON, NEW_GAME_REASON, SAVE_REASON, STATE_REASON, traits_of
from .http import TableError, api_request
from .seat import Seat, join


def seat_traits(frame: dict[str, Any]) -> dict[str, Any]:
    """A snapshot frame as a widget's traits: the frame without the room's facts, plus the
    teacher's last notice (``{"id", "text"}``, or ``{}``), which the kit shows as a banner."""
    return {**traits_of(frame), "notice": frame.get("notice") or {}}


def _reason(exc: Exception) -> IllegalMove:
    """A connection problem as the one-line reason a front end shows."""
    return IllegalMove(str(exc) or "No answer from the table server.")


@contextmanager
def as_reasons() -> Iterator[None]:
    """Raise a refusal or a connection problem inside (``TableError``, ``TimeoutError``) as an
    ``IllegalMove`` with its one-line reason, the way every front end shows a refusal."""
    try:
        yield
    except (TableError, TimeoutError) as exc:
        raise _reason(exc) from None


class RemoteSession:
    """One seat at a remote table, with the seat-session interface of every front end."""

    #: A seat at a table server (front ends show the room, offer no save).
    remote = True
    #: Each player has their own screen: there is never a hand-over screen.
    handover = False

    def __init__(self, game: Game, client: Seat) -> None:
        self.game = game
        #: The websocket client (``classroom.Seat``): ``wait_for``, ``frames`` ...
        self.client = client

    # ----- what the seat sees ----------------------------------------------------------------

    @property
    def code(self) -> str:
        """The room's code."""
        return self.client.code

    @property
    def seat(self) -> int:
        return self.client.seat

    @property
    def token(self) -> str:
        """The seat token (``open_session(..., token=...)`` resumes this seat)."""
        return self.client.token

    def snapshot(self) -> dict[str, Any]:
        """The latest snapshot's traits (the frame without the room's facts), as they are,
        plus the teacher's last notice (``{"id", "text"}``, or ``{}``), which the kit shows."""
        return seat_traits(self.client.snapshot)

    def on_update(self, callback: Callable[[dict[str, Any]], Any]) -> None:
        """Call ``callback(traits)`` (from the connection's thread) on every new snapshot."""
        self.client.on_update(lambda frame: callback(seat_traits(frame)))

    def wait_for(self, predicate: Callable[[dict[str, Any]], bool], timeout: float = 30.0) -> bool:
        """Block until ``predicate(snapshot())`` holds; False on timeout."""
        return self.client.wait_for(lambda seat: predicate(seat_traits(seat.snapshot)), timeout)

    # ----- what the seat does ----------------------------------------------------------------

    def _check_seat(self, seat: Any) -> None:
        if seat is not None and seat != self.seat:
            raise IllegalMove("That move was made for another player's seat.")

    def act(self, action: Any, seat: int | None = None) -> None:
        """Play ``action`` for this seat; returns once the server committed it. The move is
        resent with its move id across reconnects (never played twice); a refusal or no
        answer in time is an ``IllegalMove`` with the reason."""
        self._check_seat(seat)
        with as_reasons():
            self.client.act(action)

    def act_from_screen(self, action: Any, seat: Any) -> None:
        """A move clicked on the screen (only for this seat)."""
        self._check_seat(seat)
        self.act(action)

    def query(self, name: str, args: Any = None) -> dict[str, Any]:
        """Ask the game's query ``name``; the answer also rides on ``snapshot()["answers"]``."""
        with as_reasons():
            return self.client.query(name, args)

    def follow(self, name: str, on: bool) -> None:
        """Switch a standing query (the coach, a practice aid) on or off for this seat."""
        with as_reasons():
            self.client.follow(name, on)

    def undo(self) -> None:
        """Refused with the room's reason (the server's policy: a shared table keeps moves)."""
        with as_reasons():
            self.client.request({"type": "undo"})
        raise IllegalMove("Undo is turned off at this table.")  # the server always refuses

    def pass_screen(self) -> None:
        raise IllegalMove(HANDOVER_REASON)

    def new_game(self, seed: int | None = None) -> None:
        raise IllegalMove(NEW_GAME_REASON)

    def save(self) -> str:
        raise IllegalMove(SAVE_REASON)

    def load(self, text: str) -> None:
        raise IllegalMove(SAVE_REASON)

    @property
    def state(self) -> Any:
        raise IllegalMove(STATE_REASON)

    @property
    def match(self) -> Any:
        raise IllegalMove(STATE_REASON)

    def close(self) -> None:
        """Leave the table (the seat stays yours: ``token=`` resumes it)."""
        self.client.close()

    def __repr__(self) -> str:
        return f"<RemoteSession {self.game.name} seat {self.seat} of room {self.code}>"


def open_session(
    game: Game,
    url: str,
    room: str | None = None,
    name: str | None = None,
    token: str | None = None,
    seat: int | None = None,
) -> RemoteSession:
    """Take a seat in room ``room`` of the table server at ``url`` (``token``: resume it).

    Raises ``IllegalMove`` with a one-line reason (no room, room full, another game's room,
    server unreachable).
    """
    if not isinstance(room, str) or not room:
        raise IllegalMove("A seat at a table server needs the room's code (room=...).")
    try:
        played = api_request(f"{url.rstrip('/')}/api/rooms/{room}")["game"]
        if played != game.name:
            raise IllegalMove(f"Room {room.upper()} plays {played}, not {game.name}.")
        client = join(url, room, name=name, token=token, seat=seat)
    except (TableError, TimeoutError, OSError) as exc:
        raise _reason(exc) from None
    return RemoteSession(game, client)
