"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``: the presented view;
every party room is public).

- ``explain``: the explained score of a party room (the seat's own unless ``{"room": seat}``
  names another), as ``GnumiesGame.room_score`` gives it.
- ``hint``: the equilibrium mix of this round (the lesson's linear program, live:
  ``coach.hint``): the chance the coach would play each card and why the Gnalli or not.
"""

from __future__ import annotations

from typing import Any

from ..engine.coach import hint_query, lazy_advise
from ..engine.errors import IllegalMove
from ..engine.queries import Query
from . import rules

#: The coach's move (``coach.hint``); every legal move is among the ``options``, so
#: ``{"consider": move}`` is always priced.
HINT = hint_query(
    lazy_advise(f"{__package__}.coach"),
    "expected points",
    "The equilibrium mix for this card: how often to play each card, and why.",
    warm_up=f"{__package__}.coach",  # the linear programme
)
hint_answer = HINT.answer


def room_of(recall: dict[str, Any], room: int) -> rules.RoomScore:
    """The explained score of party room ``room`` from a view: with that player's own
    Wullawaki discards once all are chosen (``GnumiesGame.room_score``)."""
    cards = recall["rooms"][room]
    wullawakis = cards.count(rules.WULLAWAKI)
    needed = min(wullawakis, len(cards) - wullawakis) if wullawakis >= 3 else 0
    chosen = recall["chosen_discards"][room]
    return rules.score_room(
        cards,
        discard=chosen if chosen is not None and len(chosen) == needed else None,
        high_value_pairs_score_face=recall["options"]["high_value_pairs_score_face"],
    )


def explain_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The room's ``total``, ``lines`` (the explanation), ``discarded``, ``copicastor_as``,
    ``groups`` and ``per_card`` (as in ``rules.RoomScore``), ``room`` and ``text``."""
    if not set(args) <= {"room"}:
        raise IllegalMove('The explanation takes at most {"room": a seat number}.')
    room = args.get("room", seat)
    rooms = recall.get("rooms") or []
    if type(room) is not int or not 0 <= room < len(rooms):
        raise IllegalMove(f"There is no party room {room!r} at this table.")
    score = room_of(recall, room)
    return {
        "room": room,
        "total": score.total,
        "discarded": list(score.discarded),
        "copicastor_as": score.copicastor_as,
        "groups": [list(g) for g in score.groups],
        "per_card": [list(p) for p in score.per_card],
        "lines": list(score.lines),
        "text": "\n".join(score.lines) or f"The party room scores {score.total}.",
    }


def room_score(answer: dict[str, Any]) -> rules.RoomScore:
    """The ``rules.RoomScore`` an ``explain`` answer describes."""
    return rules.RoomScore(
        total=answer["total"],
        discarded=tuple(answer["discarded"]),
        copicastor_as=answer["copicastor_as"],
        groups=tuple(tuple(g) for g in answer["groups"]),
        per_card=tuple(tuple(p) for p in answer["per_card"]),
        lines=tuple(answer["lines"]),
    )


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "explain",
        "Explain my room",
        "explain",
        explain_answer,
        description="How your party room scores, card by card.",
    ),
    HINT,
)
