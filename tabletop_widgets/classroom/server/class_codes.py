"""The class around the tables: its class code (one code for every table of the server, kept
by the store), a typed code read as the class's or one room's (``codes_for``), and the seat
claims of students on a new device (``Claim``) waiting for the teacher."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import Any

from starlette.requests import Request

from ...engine.plain import attributes
from ..protocol import CODE_ALPHABET, CODE_LENGTH
from . import languages
from .rooms import Rooms

CLASS_META = "class_code"
#: Seat claims waiting for the teacher at most: a claim is never dropped while it waits (a
#: flood cannot evict a real one); past this, new claims are refused until the teacher answers.
MAX_CLAIMS = 200
#: The words a claim shows on the new device and on the old one (the teacher asks the student
#: for it: a claim whose word the old device does not show is not theirs).
CLAIM_WORDS = (
    "apple", "badger", "cactus", "dolphin", "eagle", "falcon", "garden", "harbor", "igloo",
    "jungle", "kettle", "lemon", "meadow", "nectar", "orbit", "pepper", "quartz", "rabbit",
    "saddle", "tiger", "umbrella", "velvet", "walnut", "yellow", "zebra", "anchor", "bridge",
    "candle", "desert", "ember", "forest", "glacier", "hammer", "island", "jacket", "koala",
    "ladder", "mango", "needle", "otter", "parrot", "river", "salmon", "tunnel", "violin",
    "willow", "canyon", "pebble",
)  # fmt: skip
#: The join page's cookie naming this device (its first visit is when the server first saw it).
DEVICE_COOKIE = "tw_device"
#: Devices remembered (the longest unseen are forgotten first).
MAX_DEVICES = 10000
#: Seconds a claim waits for the teacher.
CLAIM_TTL = 15 * 60
#: What a wrong, damaged or empty class or room code is told, whichever it is.
NO_CODE = languages.marked(
    "There is no class or table with this code here: check the code on the board."
)


@dataclass
class Claim:
    """A student on a new device asks for their seat back; the teacher approves or refuses."""

    id: str
    secret: str
    room: str
    seat: int
    name: str
    created: float
    #: The word the new device shows, and the old one is sent (``CLAIM_WORDS``).
    word: str = ""
    #: The table's title (its game) and when the server first saw the asking device.
    title: str = ""
    device_seen: float = 0.0
    status: str = "waiting"
    token: str | None = None

    def board(self) -> dict[str, Any]:
        """What the teacher's board shows of a waiting claim."""
        return attributes(self, "id room seat name title word created device_seen")


def tables_of(request: Request) -> Rooms:
    """The server's ``Rooms``."""
    return request.app.state.tables


def claims_of(request: Request) -> dict[str, Claim]:
    """The server's pending and answered seat claims (in memory)."""
    state = request.app.state
    if not hasattr(state, "class_claims"):
        state.class_claims = {}
    claims: dict[str, Claim] = state.class_claims
    now = time.time()
    for key in [k for k, c in claims.items() if now - c.created > CLAIM_TTL]:
        del claims[key]
    return claims


def normal_code(code: Any) -> str:
    """A typed code as the server spells codes: capitals, no spaces or dashes."""
    if not isinstance(code, str):
        return ""
    return "".join(ch for ch in code.upper() if ch.isalnum())[:16]


async def class_code(tables: Rooms) -> str:
    """The server's class code (made once, kept by the store; never a room's code)."""
    code = await tables.call_store(tables.store.get_meta, CLASS_META)
    while code is None or code in tables.rooms:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        await tables.call_store(tables.store.set_meta, CLASS_META, code)
    return code


async def codes_for(tables: Rooms, code: Any) -> tuple[str, list[str]]:
    """``("class", every room)`` or ``("room", [code])`` for a typed code; ``KeyError`` with a
    message for the student otherwise."""
    typed = normal_code(code)
    if not typed:
        raise KeyError("Type the code shown on the board.")
    if typed == await class_code(tables):
        return "class", list(tables.rooms)
    try:
        room = await tables.find(typed)
    except KeyError:
        raise KeyError(NO_CODE) from None
    return "room", [room.code]
