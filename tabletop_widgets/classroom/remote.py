"""A notebook widget showing a seat at a remote table (``GameWidget(table=URL, room=CODE)``).

The widget keeps its own front end; its traits are filled from the seat's snapshots
(pushed by the table server, applied in the seat's background thread) and a move
clicked on the page goes to the server. Only moves exist at a shared table: Undo is
off and "New game" is refused.
"""

from __future__ import annotations

from typing import Any

from ..engine import IllegalMove, canonical
from .client import Seat, TableError, join

MAX_MESSAGE_BYTES = 8192


def apply_snapshot(widget: Any, frame: dict[str, Any]) -> None:
    """Copy a seat snapshot onto the widget's synced traits (one sync, revision bumped)."""
    with widget.hold_sync():
        widget.seat = frame["seat"]
        widget.humans = [frame["seat"]]
        widget.names = frame["names"]
        widget.mode = "bots"
        widget.handover = False
        widget.undo_allowed = False
        widget.undos = []
        widget.view = frame["view"]
        widget.legal = frame["legal"]
        widget.refusals = frame["refusals"]
        widget.log = frame["log"]
        widget.scores = frame["scores"]
        widget.terminal = frame["terminal"]
        widget.error = ""
        widget.revision += 1


def attach_remote_seat(
    widget: Any, table: str, room: str, name: str | None = None, token: str | None = None
) -> Seat:
    """Join room ``room`` of the server at ``table`` and make ``widget`` show and play that seat."""
    seat = join(table, room, name=name, token=token)
    apply_snapshot(widget, seat.snapshot)
    seat.on_update(lambda frame: apply_snapshot(widget, frame))

    def on_message(_widget: Any, content: Any, buffers: Any = None) -> None:
        try:
            if not isinstance(content, dict) or content.get("type") != "act":
                raise IllegalMove(
                    "Only moves are possible at a shared table (no undo, no new game)."
                )
            if "action" not in content:
                raise IllegalMove("The widget sent a move without an action.")
            seat.act(canonical(content["action"]))
        except (IllegalMove, TableError, TimeoutError) as exc:
            widget.error = str(exc)
            widget.revision += 1

    widget.on_msg(on_message)
    return seat
