"""The game contract every tabletop game implements (see docs/architecture.md).

A game is a stateless object with rules; a *state* is plain JSON-able data
(dicts, lists, strings, numbers, booleans). ``apply`` never mutates its input: it
checks the move, copies the state and lets the game change the copy.

Borrowed ideas: OpenSpiel's State API (legal actions, chance as explicit
outcomes with exact probabilities: ``Game.chance_outcomes``, returns) and boardgame.io's game objects (setup, moves, whose turn is
data, a per-player view that hides secrets).
"""

from __future__ import annotations

import json
import math
import pickle
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar

from . import rng
from .chance import ChanceOutcome
from .errors import IllegalMove

State = dict[str, Any]
Action = Any  # a JSON value; games use small dicts such as {"type": "roll", "hold": [0, 2]}

MAX_ACTION_BYTES = 4096


def clone(state: State) -> State:
    """A deep copy of plain data (faster than ``copy.deepcopy``)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def canonical(action: Any) -> Action:
    """Return ``action`` as pure JSON data (tuples become lists), or raise ``IllegalMove``.

    Everything that reaches a game from outside (a browser message, a saved game, a
    notebook call) goes through here first, so games only ever see JSON values.
    """
    if _is_flat(action):  # the common case: a small dict of names to numbers or short text
        return dict(action)
    budget = [MAX_ACTION_BYTES]
    try:
        return _plain(action, budget, 0)
    except _NotPlain as exc:
        raise IllegalMove(str(exc)) from None


def _is_flat(action: Any) -> bool:
    return (
        type(action) is dict
        and len(action) <= 4
        and all(type(k) is str and len(k) < 32 for k in action)
        and all(type(v) is int or (type(v) is str and len(v) < 32) for v in action.values())
    )


class _NotPlain(Exception):
    pass


def _plain(value: Any, budget: list[int], depth: int) -> Any:
    budget[0] -= 8
    if budget[0] < 0 or depth > 20:
        raise _NotPlain("That move is too large.")
    kind = type(value)
    if value is None or kind is bool or kind is int:
        return value
    if kind is str:
        budget[0] -= len(value)
        if budget[0] < 0:
            raise _NotPlain("That move is too large.")
        return value
    if kind is float:
        if not math.isfinite(value):
            raise _NotPlain("A move cannot contain NaN or infinity.")
        return value
    if kind is list or kind is tuple:
        return [_plain(v, budget, depth + 1) for v in value]
    if kind is dict:
        out = {}
        for key, v in value.items():
            if type(key) is not str:
                raise _NotPlain(f"Keys in a move must be text, not {key!r}.")
            budget[0] -= len(key)
            out[key] = _plain(v, budget, depth + 1)
        return out
    raise _NotPlain(
        f"A move must be plain data (text, numbers, lists), not {type(value).__name__}."
    )


def same_json(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are the same JSON value: what comparing their
    ``json.dumps(..., sort_keys=True)`` texts says, without encoding them.

    Types are strict (``10.0`` is not ``10``, ``true`` is not ``1``, ``-0.0`` is not
    ``0.0``); a tuple is a list, as in JSON. Dicts with keys other than text, which JSON
    turns into text, are compared as JSON text.
    """
    if a is b:
        return True
    kind = type(a)
    if kind is not type(b):
        arrays = (list, tuple)
        return kind in arrays and type(b) in arrays and _same_items(a, b)
    if kind is dict:
        if len(a) != len(b):
            return False
        for key, value in a.items():
            if type(key) is not str or key not in b:
                return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
            if not same_json(value, b[key]):
                return False
        return True
    if kind is list or kind is tuple:
        return _same_items(a, b)
    if kind is float:
        return repr(a) == repr(b)  # the text JSON writes
    return a == b


def _same_items(a: list | tuple, b: list | tuple) -> bool:
    return len(a) == len(b) and all(map(same_json, a, b))


def freeze(value: Any) -> Any:
    """A hashable, order-insensitive-for-dicts form of JSON data (for sets and dict keys)."""
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class GameInfo:
    """What a game is, declared as data (like OpenSpiel's ``GameType``).

    Every front end (widget, table server, conformance suite) reads these facts
    instead of guessing them from the game's behaviour.
    """

    #: Registry key, also the name of the game's folder (``"yum"``).
    name: str
    #: Human title (``"Yum"``).
    title: str
    min_seats: int
    max_seats: int
    #: Some facts are hidden from some seats (hands, the stock order, sealed bids). Without
    #: hidden information every seat's presented view is the same but for its ``seat`` key
    #: (the conformance suite checks it; a server builds one view per move for all seats).
    hidden_information: bool
    #: Several seats may have to act at the same time (sealed, simultaneous choices).
    simultaneous_moves: bool
    #: ``legal_actions`` lists every legal move (False: a useful subset; ``check`` decides).
    lists_all_actions: bool = True
    #: Seat counts the conformance suite cycles through for its random games.
    conformance_seats: tuple[int, ...] = (2,)
    #: Option sets the conformance suite cycles through (game ``i`` uses entry ``i % len``),
    #: e.g. mostly single hands so that random bots finish; ``{}`` is the default options.
    conformance_options: tuple[dict[str, Any], ...] = ({},)

    def __post_init__(self) -> None:
        if not 1 <= self.min_seats <= self.max_seats:
            raise ValueError(f"{self.name}: seat range {self.min_seats}..{self.max_seats} is empty")
        if not all(self.min_seats <= n <= self.max_seats for n in self.conformance_seats):
            raise ValueError(f"{self.name}: conformance_seats outside the seat range")
        if not self.conformance_options or not all(
            isinstance(o, dict) for o in self.conformance_options
        ):
            raise ValueError(f"{self.name}: conformance_options must be a tuple of option dicts")


class Game(ABC):
    """Rules of one game. Subclasses fill in the abstract methods, section by section.

    Methods that take a state never keep references to it; only ``setup`` and
    ``transition`` may change the state they are given, and they are only ever
    handed a private copy.

    A subclass declares ``info = GameInfo(...)``; ``name``, ``title``,
    ``min_seats`` and ``max_seats`` are copied from it for convenience.
    """

    #: What this game is (seats, hidden information, simultaneous moves ...).
    info: ClassVar[GameInfo]
    name: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    #: Option names and their default values; the type of each default is enforced.
    default_options: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if isinstance(info, GameInfo):
            cls.name, cls.title = info.name, info.title
            cls.min_seats, cls.max_seats = info.min_seats, info.max_seats

    # ----- setup -------------------------------------------------------------------

    def new_state(
        self,
        num_seats: int = 2,
        seed: int = 0,
        options: dict | None = None,
        names: list[str] | None = None,
    ) -> State:
        """A fresh game for ``num_seats`` players, shuffled or rolled with ``seed``."""
        if not isinstance(num_seats, int) or isinstance(num_seats, bool):
            raise ValueError("num_seats must be an integer")
        if not self.min_seats <= num_seats <= self.max_seats:
            raise ValueError(
                f"{self.title} is played by {self.min_seats} to {self.max_seats} players, not {num_seats}."
            )
        if names is None:
            names = [f"Player {i + 1}" for i in range(num_seats)]
        if len(names) != num_seats or not all(
            isinstance(n, str) and 0 < len(n) <= 40 for n in names
        ):
            raise ValueError(
                f"names must be {num_seats} non-empty strings of at most 40 characters"
            )
        state: State = {
            "game": self.name,
            "num_seats": num_seats,
            "names": list(names),
            "options": self.check_options(options),
            "rng": rng.seed_state(seed),
        }
        self.setup(state)
        return state

    def check_options(self, options: dict | None) -> dict[str, Any]:
        """Merge ``options`` over the defaults, refusing unknown names and wrong types."""
        merged = dict(self.default_options)
        for key, value in (options or {}).items():
            if key not in merged:
                known = ", ".join(sorted(merged)) or "none"
                raise ValueError(f"{self.title} has no option {key!r} (known options: {known}).")
            default = merged[key]
            if default is not None and not _same_kind(default, value):
                raise ValueError(
                    f"Option {key!r} must be {type(default).__name__}, not {type(value).__name__}."
                )
            merged[key] = value
        return canonical(merged) if merged else {}

    @abstractmethod
    def setup(self, state: State) -> None:
        """Deal, place and roll for the first turn (mutates the new ``state``)."""

    # ----- whose turn, which moves -----------------------------------------------------

    @abstractmethod
    def seats_to_act(self, state: State) -> list[int]:
        """Seats that must act now: one, several at once (simultaneous moves), or none at the end."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every legal move of ``seat`` now (empty when the seat is not to act)."""

    def check(self, state: State, seat: int, action: Action) -> None:
        """Raise ``IllegalMove`` with a helpful message unless ``action`` is legal.

        The default accepts exactly the members of ``legal_actions``; games override
        it to say *why* a move is refused, or when moves cannot all be listed.
        Moves are compared as JSON values (``same_json``), so ``10.0`` is not ``10`` and
        ``true`` is not ``1``.
        """
        if not any(same_json(action, legal) for legal in self.legal_actions(state, seat)):
            raise IllegalMove(self.explain_illegal(state, seat, action))

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        """Student-readable reason for refusing ``action`` (override per game)."""
        return f"That move is not allowed now: {json.dumps(action)}."

    def apply(self, state: State, seat: int, action: Action) -> State:
        """Return the state after ``seat`` plays ``action``; raise ``IllegalMove`` if it may not.

        ``state`` itself is never changed.
        """
        return self.step(state, seat, canonical(action))

    def step(self, state: State, seat: int, action: Action) -> State:
        """``apply`` for an action that is already canonical (``canonical`` was called once,
        where it came in: a page, a websocket, a save). ``state`` itself is never changed."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise IllegalMove(f"A seat is a player number, not {seat!r}.")
        if self.is_terminal(state):
            raise IllegalMove("The game is over: no more moves.")
        acting = self.seats_to_act(state)
        if seat not in acting:
            who = ", ".join(self.seat_name(state, s) for s in acting)
            raise IllegalMove(
                f"It is not {self.seat_name(state, seat)}'s turn (waiting for {who})."
            )
        self.check(state, seat, action)
        new_state = self.copy_state(state)
        self.transition(new_state, seat, action)
        return new_state

    def copy_state(self, state: State) -> State:
        """The private copy that ``transition`` may change (a deep copy by default).

        A game may override it with a faster copy that knows the state's shape, as
        long as nothing ``transition`` changes is shared with the input.
        """
        return clone(state)

    @abstractmethod
    def transition(self, state: State, seat: int, action: Action) -> None:
        """Carry out a checked move on a private copy of the state (mutates ``state``)."""

    # ----- information -----------------------------------------------------------------

    @abstractmethod
    def view(self, state: State, seat: int) -> dict[str, Any]:
        """What ``seat`` may know now, as JSON data. Never contains the generator state."""

    def omniscient_view(self, state: State) -> dict[str, Any]:
        """The raw state without the generator (for debugging and tests; never synced)."""
        full = clone(state)
        full.pop("rng", None)
        return full

    def teacher_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` (default: the first seat to act, or 0) plus everything hidden.

        Same shape as ``view`` so every front end can draw it; games with hidden
        information override it to fill in the other hands, the stock order and so
        on, and mark ``"teacher": True``. Never contains the generator state.
        """
        if seat is None:
            acting = self.seats_to_act(state)
            seat = acting[0] if acting else 0
        shown = self.view(state, seat)
        shown["teacher"] = True
        return shown

    def present(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """The view as every front end draws it: ``view`` plus display facts derived from it.

        Games add what their front end shows beside the raw facts (a meld arrangement of
        the seat's own hand, labels, the deadwood after each discard). It is computed from
        the view alone, so it can reveal nothing the view does not; bots get the plain
        ``view``. The default returns the view unchanged.
        """
        return view

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why ``seat`` may not make each kind of move the page offers, right now.

        Keys are action types (``"roll"``, ``"knock"``) or ``"type:detail"`` for one
        item (``"score:yum"``); values are student-readable reasons. A kind of move
        that is legal now has no key. This is the single source of "why not" for
        every front end.
        """
        acting = self.seats_to_act(state)
        if not acting:
            return {"*": "The game is over: no more moves."}
        if seat not in acting:
            who = ", ".join(self.seat_name(state, s) for s in acting)
            return {"*": f"It is not {self.seat_name(state, seat)}'s turn (waiting for {who})."}
        return {}

    def redraw_chance(self, state: State, seed: int) -> State:
        """A copy of ``state`` with every chance outcome nobody has seen yet drawn afresh.

        Used after Undo, so that taking a move back never shows the future: the
        order of undealt cards and the dice not yet rolled are redrawn with ``seed``.
        The default re-seeds the generator (future dice and shuffles); games that
        keep undealt cards in the state (a stock, a draw pile) override it to
        shuffle them too. What any seat has seen must stay as it is.
        """
        other = clone(state)
        other["rng"] = rng.seed_state(seed)
        return other

    # ----- chance, declared (like OpenSpiel's chance outcomes) ------------------------------

    def chance_outcomes(
        self, state: State, seat: int, action: Action
    ) -> list[ChanceOutcome] | None:
        """The chance event that ``seat`` playing ``action`` now sets off: every outcome with
        its exact probability (``chance.check_chance`` holds), ``[]`` when the move involves
        no chance, or ``None`` when the game does not declare its chance (the default).

        The probabilities are over the chance nobody has seen yet (what ``redraw_chance``
        redraws): ``action`` played on ``redraw_chance(state, seed)`` for random seeds shows
        each outcome (``chance_result``) with its declared probability, as
        ``tests/engine/test_chance.py`` checks. Solvers, coaches and lessons read them from
        here. A declaring game declares every move; ``action`` must be legal (``IllegalMove``).
        """
        return None

    def chance_result(self, before: State, seat: int, action: Action, after: State) -> Any:
        """Which outcome of ``chance_outcomes(before, seat, action)`` the move showed, read
        from the state ``after`` it (``None`` for a move without chance). Games that declare
        chance override it."""
        return None

    @property
    def declares_chance(self) -> bool:
        """Whether this game declares its chance events (overrides ``chance_outcomes``)."""
        return type(self).chance_outcomes is not Game.chance_outcomes

    def resample_hidden(self, state: State, seat: int, seed: int) -> State:
        """A state that ``seat`` cannot tell apart from ``state``: hidden facts redrawn.

        Used by the conformance suite's leak check (``view`` must not change) and by
        bots that sample what they cannot see. The default redraws only the
        generator (the future); games with hidden cards override it.
        """
        other = clone(state)
        other["rng"] = rng.seed_state(seed)
        return other

    def recall(self, state: State, seat: int) -> dict[str, Any]:
        """What ``seat`` knows now: its view plus what it saw earlier and may remember.

        The seat's queries (hints, checks, the coach) are computed from this alone, so
        they can reveal nothing the seat could not know. The default is the presented
        view; a memory game adds the seat's own cards it has seen and buried (GYÜMI).
        """
        return self.present(self.view(state, seat), seat)

    def resample_unrecalled(self, state: State, seat: int, seed: int) -> State:
        """Like ``resample_hidden``, but keeping what ``seat`` may remember (``recall``).

        The conformance suite checks that ``recall`` is the same on both states. The
        default is ``resample_hidden`` (the recall is the view).
        """
        return self.resample_hidden(state, seat, seed)

    def seat_name(self, state: State, seat: int) -> str:
        """The display name of ``seat`` (``"Player 1"`` unless names were given)."""
        names = state.get("names", [])
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return f"seat {seat!r}"

    # ----- end and results ------------------------------------------------------------

    def is_terminal(self, state: State) -> bool:
        return not self.seats_to_act(state)

    @abstractmethod
    def scores(self, state: State) -> list[float]:
        """Each seat's score so far (final scores when terminal)."""

    def winners(self, state: State) -> list[int]:
        """Seats with the best final score (ties share the win)."""
        scores = self.scores(state)
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def result(self, state: State) -> dict[str, Any]:
        """Extra per-game columns for ``simulate`` (override to add game facts)."""
        return {}

    def describe(self, before: State, seat: int, action: Action, after: State) -> str:
        """One public log line for a move: what every player at the table saw."""
        return f"{self.seat_name(before, seat)}: {json.dumps(action)}"

    def components(self, state: State) -> Counter:
        """Every physical component (card code, die) counted once wherever it lies.

        The conformance suite checks that this multiset never changes.
        """
        return Counter()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    def __reduce__(self):
        # Games are stateless singletons: pickle by class, for process pools.
        return (type(self), ())


def _same_kind(default: Any, value: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int)
    if isinstance(default, float):
        return isinstance(value, (int, float)) and math.isfinite(value)
    return isinstance(value, type(default))
