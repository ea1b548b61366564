"""What a seat may ask besides moving: declared per game, answered from the seat's recall only.

A *query* is a question a seat may put to the engine: the check of a partial play
(Carousel's meld verdict), a hint, Yum's coach, GYÜMI's practice aid, the explanation of
a result. A game declares its queries beside its rules (``register(GAME, queries=...)``);
every front end lists them from that declaration and none knows a game's queries by name.

A query's answer is computed by ``answer(recall, seat, args)`` from ``Game.recall`` of that
seat (its view plus what it may remember), never from the state: it cannot reveal what the
seat may not know. The table's ``Policy`` decides which kinds of help are allowed. What a hint,
a check and a review answer is typed in ``engine.coach``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalMove
from .plain import attributes

#: The kinds of query. A policy can turn each kind off (a contest: no hints, no coach).
QUERY_KINDS = ("check", "hint", "coach", "aid", "explain")


class QueryRefused(IllegalMove):
    """A query that the table's policy does not allow, or that is not possible now."""


def no_samples(recall: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The default sample arguments of a query: one call without arguments."""
    return [{}]


@dataclass(frozen=True)
class Query:
    """One question a seat may ask, declared by its game.

    ``standing`` queries are switched on and off (Yum's coach, GYÜMI's practice aid):
    while on, every snapshot of that seat carries a fresh answer. The others are asked
    (a hint, a check) and their answer holds until the table changes.
    """

    #: Short key, unique in its game (``"hint"``); front ends send it back.
    name: str
    #: Button text (``"Hint"``).
    label: str
    #: One of ``QUERY_KINDS``; the policy allows or refuses by kind.
    kind: str
    #: The answer from the seat's recall: ``answer(recall, seat, args) -> dict``. It raises
    #: ``IllegalMove`` with a reason for bad arguments or when it cannot answer now.
    answer: Callable[[dict[str, Any], int, dict[str, Any]], dict[str, Any]] = field(
        repr=False, compare=False
    )
    #: One sentence saying what it does (a tooltip, the docs).
    description: str = ""
    #: True: switched on or off, answered with every snapshot while on.
    standing: bool = False
    #: The page asks it by itself while the player works (the meld check), not from a button.
    automatic: bool = False
    #: Arguments the conformance suite asks it with in a position: ``samples(recall, seat)``.
    samples: Callable[[dict[str, Any], int], list[dict[str, Any]]] = field(
        default=no_samples, repr=False, compare=False
    )
    #: The module whose ``warm()`` loads what the answer needs (a coach's solver, its tables):
    #: every table a person may ask it at calls it on a background thread when it is made,
    #: once a process (``engine.coach.warm_in_background``), so the first answer is fast in a
    #: widget, a room or Voilà alike. None: nothing to load.
    warm_up: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in QUERY_KINDS:
            raise ValueError(f"query {self.name!r}: kind must be one of {QUERY_KINDS}")
        if not self.name.isidentifier():
            raise ValueError(f"query name {self.name!r} must be an identifier")

    def describe(self) -> dict[str, Any]:
        """The declaration as JSON data for front ends (no function)."""
        return attributes(self, "name label kind description standing automatic")


#: Policy reasons shown when a kind of help is off.
OFF_REASONS = {
    "hint": "Hints are turned off at this table.",
    "coach": "The coach is turned off at this table.",
    "aid": "Practice aids are turned off at this table.",
    "check": "Checking a play is turned off at this table.",
    "explain": "Explanations are turned off at this table.",
}


@dataclass(frozen=True)
class Policy:
    """What a table allows besides moves: Undo and each kind of query.

    Everything is allowed by default; a contest turns Undo and the help off
    (``Policy(undo=False, help_off=frozenset({"hint", "coach", "aid"}))``).
    ``undo_others``: practice and teacher tables may take back another person's move
    (visibly counted); otherwise a seat takes back only its own moves.
    """

    undo: bool = True
    undo_others: bool = False
    help_off: frozenset[str] = frozenset()

    def allows(self, kind: str) -> bool:
        return kind not in self.help_off

    def reason(self, kind: str) -> str:
        return OFF_REASONS.get(kind, "That is turned off at this table.")

    def to_dict(self) -> dict[str, Any]:
        return {
            "undo": self.undo,
            "undo_others": self.undo_others,
            "help_off": sorted(self.help_off),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Policy:
        """A policy from JSON data (``ValueError`` names what is wrong)."""
        if data is None:
            return cls()
        if not isinstance(data, dict) or not set(data) <= {"undo", "undo_others", "help_off"}:
            raise ValueError(
                'A policy is {"undo": bool, "undo_others": bool, "help_off": [kinds]}.'
            )
        off = data.get("help_off", [])
        if not isinstance(off, list) or not all(k in QUERY_KINDS for k in off):
            raise ValueError(f"help_off lists kinds of help: {', '.join(QUERY_KINDS)}.")
        for key in ("undo", "undo_others"):
            if key in data and not isinstance(data[key], bool):
                raise ValueError(f"{key} must be true or false.")
        return cls(
            undo=data.get("undo", True),
            undo_others=data.get("undo_others", False),
            help_off=frozenset(off),
        )
