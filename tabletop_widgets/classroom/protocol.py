"""What the table server and its clients agree on: frame types, limits, ids and reasons.

Both sides import this module; neither imports the other. A seat's websocket carries
JSON text frames. The client sends ``hello`` (its seat token, perhaps its ``lang``) first,
then ``act``, ``query``, ``follow``, ``ping``, ``refresh`` or ``language``; the server sends ``snapshot`` frames
(the engine's ``Table.snapshot`` of that seat plus the room's public facts), ``ack``,
``answer``, ``pong`` and ``error`` frames. A frame a client numbers (``"id"``) is
answered with the same id.

Exactly-once moves: an ``act`` frame carries ``"move"``, an id the client makes once per
move (``new_move_id``: 32 random hex digits) and sends again, unchanged, on every retry
(after a reconnect, a failover, a server restart). The store keeps the id in the move's
log entry, committed with it, so a repeated id is never played twice: it is answered with
the original outcome (an ``ack`` for a committed move, the same ``error`` for a refused
one). A move without an id, or with a malformed one, is refused and changes nothing (an
older or hand-written client would not be exactly-once). An ``error`` frame with
``"retry": true`` means "not decided (the store did not answer): send the same frame
again"; every other ``error`` answering an act is a definite refusal.
"""

from __future__ import annotations

import json
import re
import secrets
from typing import Any

from ..engine import IllegalMove

# ----- frames ---------------------------------------------------------------------------

#: Frames a client sends.
HELLO, ACT, QUERY, FOLLOW, PING, REFRESH = "hello", "act", "query", "follow", "ping", "refresh"
#: The frame a page sends when its language changes (``{"type": "language", "lang": "tr"}``;
#: a hello may carry ``"lang"`` too): the engine's texts of its frames are then in that language.
LANGUAGE = "language"
#: Frames the server sends.
SNAPSHOT, TEACHER, ACK, ANSWER, PONG, ERROR = (
    "snapshot",
    "teacher",
    "ack",
    "answer",
    "pong",
    "error",
)
#: The frame a seat's device is sent when another device claims the seat (``{"word",
#: "message"}``: the word the claiming device shows too).
CLAIM = "claim"
#: Keys a snapshot frame adds to the seat's snapshot (the room's public facts); every
#: other key of the frame is a widget trait, shown as it is.
ROOM_KEYS = frozenset(
    {"type", "room", "game", "seats", "revision", "length", "ended", "paused", "notice", "rematch"}
)

# ----- limits ---------------------------------------------------------------------------

#: Largest text frame a client may send (a move is at most 4 KiB of JSON).
MAX_FRAME_BYTES = 8192
#: Largest HTTP request body.
MAX_BODY_BYTES = 16384
#: uvicorn drops websocket frames larger than this outright; smaller oversized ones get an error.
WS_MAX_BYTES = 65536
#: Longest frame id echoed back (text ids).
MAX_ID_CHARS = 64
#: A move id: 8 to 64 letters, digits, "-" or "_" (clients send 32 random hex digits).
MOVE_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{8,64}")
MOVE_ID_REASON = 'A move id ("move") is 8 to 64 letters, digits, "-" or "_" (e.g. 32 hex digits).'
MOVE_ID_MISSING = (
    'A move needs a move id ("move": 32 random hex digits, made once per move and sent '
    "again unchanged on a retry); this client is too old: reload the page or update it."
)
#: Room codes: 6 characters without look-alikes (the code is an address, not a secret).
CODE_ALPHABET = "".join(c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" if c not in "01IOL")
CODE_LENGTH = 6
#: Longest seat name.
MAX_NAME = 40

# ----- what a shared table answers instead of doing --------------------------------------

NEW_GAME_REASON = "Only the teacher starts a new game at a shared table."
SAVE_REASON = "Saving is the teacher's at a shared table."
STATE_REASON = "The game's full state stays on the table server; this seat sees its view."
HANDOVER_REASON = "There is no hand-over screen at a shared table: each player has their own."
END_REASON = "The teacher ended this game."

# ----- JupyterHub: where a notebook finds the table service --------------------------------

#: Set by ``c.Spawner.environment`` in the Hub's configuration.
SERVICE_URL_ENV = "TABLETOP_SERVICE_URL"
SERVICE_NAME_ENV = "TABLETOP_SERVICE_NAME"
DEFAULT_SERVICE = "tabletop"


def frame_id(data: dict[str, Any]) -> Any:
    """The id a client gave its frame (an int or short text), else None."""
    ref = data.get("id")
    return ref if type(ref) is int or (isinstance(ref, str) and len(ref) <= MAX_ID_CHARS) else None


def new_move_id() -> str:
    """A fresh move id (128 random bits as 32 hex digits): made once per move, resent on retry."""
    return secrets.token_hex(16)


def move_id(data: dict[str, Any]) -> str:
    """The move id of an ``act`` frame; ``IllegalMove`` when it has none or a malformed one."""
    ref = data.get("move")
    if ref is None:
        raise IllegalMove(MOVE_ID_MISSING)
    if not isinstance(ref, str) or not MOVE_ID_PATTERN.fullmatch(ref):
        raise IllegalMove(MOVE_ID_REASON)
    return ref


def parse_frame(message: dict[str, Any]) -> dict[str, Any]:
    """A client frame (an ASGI websocket message) as a dict, or ``IllegalMove`` saying what
    is wrong with it."""
    if message.get("bytes") is not None:
        raise IllegalMove("Binary frames are not accepted: send JSON text.")
    text = message.get("text")
    if not isinstance(text, str):
        raise IllegalMove("Empty frame.")
    if len(text.encode()) > MAX_FRAME_BYTES:
        raise IllegalMove(f"That message is too large (at most {MAX_FRAME_BYTES} bytes).")
    try:
        data = json.loads(text)
    except ValueError:
        raise IllegalMove("That message is not JSON.") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise IllegalMove('A message is a JSON object with a "type".')
    return data


def traits_of(frame: dict[str, Any]) -> dict[str, Any]:
    """The widget traits of a snapshot frame: the frame without the room's facts."""
    return {k: v for k, v in frame.items() if k not in ROOM_KEYS}
