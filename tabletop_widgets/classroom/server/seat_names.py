"""Seat names: what a person may call themselves at a table (reserved and taken names,
the same name in another case or spacing) and the cleaning every name goes through."""

from __future__ import annotations

import functools
import re
from typing import Any

from ...engine import IllegalMove, all_games, bots_of
from ..protocol import MAX_NAME
from .store import SeatRecord

#: Names that differ only in case or spacing are the same name in a room.
NAME_TAKEN = "Someone called {name} is already at this table: choose another name."

#: A student may not take a name the table itself uses (issue 42).
NAME_RESERVED = (
    "{name} is a name the table uses itself (the teacher, bots, free seats): choose your own name."
)
#: Names reserved whatever the game (besides each game's bots, "<bot> bot" and "Seat N").
RESERVED_NAMES = frozenset({"teacher", "the teacher", "bot", "seat", "server", "table server"})


class NameTaken(IllegalMove):
    """A person with this name already sits in the room (or the class)."""


def reserved_name(name: str) -> bool:
    """True for a name a student may not take: the teacher's, a bot's display name ("Random
    bot", "Random bot 2", "random"), or a free seat's ("Seat 3"), in any case or spacing."""
    words = name_words(name)
    if words and words[-1].isdigit():
        words = words[:-1]
    if words and words[-1] == "bot":
        words = words[:-1] or ["bot"]
    text = " ".join(words)
    return not text or text in RESERVED_NAMES or text in bot_display_names()


def name_words(name: str) -> list[str]:
    """``name``'s words as ``reserved_name`` compares them (case, "_", "-" and marks aside)."""
    return re.sub(r"[\W_]+", " ", name.casefold()).split()


@functools.cache
def bot_display_names() -> frozenset[str]:
    """Every game's bot names as ``reserved_name`` compares them ("hand meld", "random")."""
    return frozenset(" ".join(name_words(bot)) for game in all_games() for bot in bots_of(game))


def same_name(a: str, b: str) -> bool:
    """True when two seat names are the same to a reader (case and spacing aside)."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def clean_name(name: Any, fallback: str) -> str:
    """A seat name: printable text of 1 to 40 characters (else ``fallback``)."""
    if not isinstance(name, str):
        return fallback
    name = " ".join("".join(ch for ch in name if ch.isprintable()).split())[:MAX_NAME]
    return name or fallback


def kept_name(seat: SeatRecord) -> bool:
    """True when an empty seat is kept for a student by name (not "Seat 3")."""
    return seat.kind == "empty" and not (seat.name.startswith("Seat ") and seat.name[5:].isdigit())
