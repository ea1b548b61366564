"""A seat's frames in the language its page speaks.

The engines and the rooms write English. A room page says its language in its hello
(``"lang"``) and again whenever the student switches (a ``language`` frame); its snapshots,
answers and refusals then reach it through the same catalogs a widget in a notebook uses
(``i18n.engine_texts.localise_snapshot``): the log, the refusals, the queries' labels, the
coach's answers and the view's labels. Codes (moves, cards, boxes) are never translated.
An English seat is sent the frame as it was encoded once for every seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import IllegalMove
from ...i18n import LANGUAGES, PSEUDO
from ...i18n.engine_texts import (
    localise,
    localise_snapshot,
    people_in,
    translate_name,
    translate_text,
)
from ..protocol import ANSWER, ERROR, SNAPSHOT, TEACHER
from .store import compact_json_bytes

#: The languages a seat may ask for: the product's and the pseudo-locale (for tests).
SEAT_LANGUAGES: tuple[str, ...] = (*LANGUAGES, PSEUDO)


def seat_language(value: Any) -> str:
    """``value`` as a seat's language (``IllegalMove`` naming the choices otherwise)."""
    if isinstance(value, str) and value in SEAT_LANGUAGES:
        return value
    shown = repr(value)[:20]
    choices = ", ".join(SEAT_LANGUAGES)
    raise IllegalMove(f"{shown} is not a language of this server: choose one of {choices}.")


def frame_data(frame: Mapping[str, Any]) -> bytes:
    """A frame's JSON as UTF-8 bytes: a ``rooms.Frame``'s, encoded once per broadcast, or
    encoded now."""
    data = getattr(frame, "data", None)
    return data if data is not None else compact_json_bytes(frame)


def frame_data_in(frame: Mapping[str, Any], lang: str, names: Sequence[str] = ()) -> bytes:
    """``frame``'s JSON with the engine's texts in ``lang`` (English: :func:`frame_data`)."""
    if lang == "en":
        return frame_data(frame)
    return compact_json_bytes(localised_frame(frame, lang, names))


def localised_frame(
    frame: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> dict[str, Any]:
    """``frame`` with the engine's texts in ``lang``: a snapshot's traits (a seat's or the
    teacher's view), an answer's texts, a refusal's reason; any other frame as it is.
    ``names``: the table's seat names (a snapshot brings its own), whose people's names are
    never translated (``engine_texts.people_in``)."""
    kind = frame.get("type")
    if kind in (SNAPSHOT, TEACHER):
        out = localise_snapshot(dict(frame), lang)
        if isinstance(out.get("seats"), list):  # a bot's or a free seat's; a person's is theirs
            out["seats"] = [seat_named_in(seat, lang) for seat in out["seats"]]
        return out
    if kind == ANSWER:
        return {**frame, "answer": localise(frame.get("answer"), lang, people_in(names))}
    if kind == ERROR and isinstance(frame.get("message"), str):
        return {**frame, "message": translate_text(frame["message"], lang, keep=people_in(names))}
    return dict(frame)


def teacher_view_in(frame: Mapping[str, Any], lang: Any) -> dict[str, Any]:
    """The teacher's view of a table (``Rooms.teacher_snapshot``) in the language a teacher's
    page asks for (``?lang=``; None: English), as a seat's snapshot is; ``IllegalMove`` naming
    the choices for a language the server does not speak."""
    lang = seat_language("en" if lang is None else lang)
    return dict(frame) if lang == "en" else localised_frame(frame, lang)


def with_labels(seat: Mapping[str, Any]) -> dict[str, Any]:
    """A room's seat entry for the teacher's pages, whose language the browser chooses: a
    bot's or a free seat's name (``seat_named_in``) also as ``labels``, ``{lang: name}`` for
    every language but English (the pseudo-locale's too), which the page picks from."""
    out = dict(seat)
    named = [(lang, seat_named_in(seat, lang)) for lang in SEAT_LANGUAGES if lang != "en"]
    if any(entry["name"] != seat["name"] for _, entry in named if entry is not seat):
        out["labels"] = {lang: entry["name"] for lang, entry in named}
    return out


def seat_named_in(seat: Any, lang: str) -> Any:
    """A room's seat entry with the name the room gave it in ``lang`` (a bot's, ``"Fair
    bot"``, or a free seat's, ``"Seat 3"``: ``engine_texts.translate_name``); a person's
    seat, or a free seat kept for a student by name, as it is."""
    if (
        isinstance(seat, Mapping)
        and seat.get("kind") in ("bot", "empty")
        and isinstance(seat.get("name"), str)
    ):
        return {**seat, "name": translate_name(seat["name"], lang)}
    return seat
