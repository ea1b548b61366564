"""A game being played: seed + options + the action log, and the state they give.

The log is the truth (docs/architecture.md, contract rule 6): replay is seed +
log, and a save is the log as JSON with a checksum. The log holds two kinds of
entries: a move ``{"seat": s, "action": a}``, and a redraw ``{"redraw": seed}``
that Undo appends so that taking a move back never shows the future (every
chance outcome nobody has seen yet is drawn afresh with that seed).
"""

from __future__ import annotations

import copy
import hashlib
import json
import secrets
from collections.abc import Iterator
from typing import Any

from .core import Action, Game, State, canonical
from .errors import CorruptSave, IllegalMove, english

SAVE_FORMAT = "tabletop_widgets.save"
SAVE_VERSION = 2  # 2: the log may hold redraw entries
READABLE_VERSIONS = (1, 2)
MAX_SAVE_BYTES = 5_000_000
SEED_BITS = 64

LogEntry = dict[str, Any]
#: The public log line of a redraw entry.
REDRAW_EVENT = "Moves were taken back; what nobody had seen is drawn afresh."


def fresh_seed() -> int:
    """A seed with ``SEED_BITS`` bits of entropy from the operating system.

    No search over observed rolls or cards can recover it, so a player cannot
    predict the rest of the game from what they have seen.
    """
    return secrets.randbits(SEED_BITS)


def is_move(entry: LogEntry) -> bool:
    """True for a move entry (``{"seat", "action"}``), False for a redraw entry."""
    return "seat" in entry


def apply_entry(game: Game, state: State, entry: LogEntry) -> State:
    """The state after one log entry (a checked move, or a redraw of unseen chance).

    Log entries are canonical already (they were made canonical when they came in).
    """
    if is_move(entry):
        return game.step(state, entry["seat"], entry["action"])
    return game.redraw_chance(state, entry["redraw"])


class Match:
    """One game in progress, with its log. Drive it with ``act``; look with ``view``."""

    def __init__(
        self,
        game: Game,
        num_seats: int = 2,
        seed: int | None = None,
        options: dict | None = None,
        names: list[str] | None = None,
    ) -> None:
        """A new game; ``seed=None`` draws a fresh 64-bit seed (see ``fresh_seed``)."""
        self.game = game
        self.seed = fresh_seed() if seed is None else seed
        self.initial = game.new_state(num_seats, self.seed, options, names)
        self.num_seats = num_seats
        self.options = self.initial["options"]
        self.names = self.initial["names"]
        self.log: list[LogEntry] = []  # moves and redraws, in order
        #: one public line per log entry, as the engine writes it (English)
        self.english_events: list[str] = []
        #: ``history[i]`` is the state after the first ``i`` log entries (Undo needs no replay).
        self.history: list[State] = [self.initial]

    @property
    def events(self) -> list[str]:
        """One public line per log entry, in the resolved language
        (``tabletop_widgets.i18n.use_language``); ``english_events`` as the engine wrote them."""
        from ..i18n.engine_texts import localise, people_in

        return localise(self.english_events, keep=people_in(self.names))

    @property
    def state(self) -> State:
        """The state after the whole log."""
        return self.history[-1]

    # ----- playing -----------------------------------------------------------------

    @property
    def seats_to_act(self) -> list[int]:
        return self.game.seats_to_act(self.state)

    @property
    def is_terminal(self) -> bool:
        return self.game.is_terminal(self.state)

    def _seat_for(self, seat: int | None) -> int:
        if seat is not None:
            return seat
        acting = self.seats_to_act
        if len(acting) != 1:
            if not acting:
                raise IllegalMove("The game is over: no more moves.")
            raise IllegalMove("Several players act now: say which seat moves (seat=...).")
        return acting[0]

    def act(self, action: Action, seat: int | None = None) -> State:
        """Play ``action`` for ``seat`` (default: the only seat to act). Returns the new state."""
        seat = self._seat_for(seat)
        action = canonical(action)
        after = self.game.step(self.state, seat, action)
        self.commit(seat, action, after)
        return after

    def commit(self, seat: int, action: Action, after: State) -> None:
        """Append a move already checked by ``Game.step`` (``after`` is the state it gave).

        The seat session (``engine.table.Table``) checks a move once, commits it to a
        store when there is one, then records it here without checking it again.
        """
        self.english_events.append(self.game.describe(self.state, seat, action, after))
        self.log.append({"seat": seat, "action": action})
        self.history.append(after)

    @property
    def moves(self) -> list[LogEntry]:
        """The move entries of the log (redraw entries left out)."""
        return [entry for entry in self.log if is_move(entry)]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        acting = self.seats_to_act
        if seat is None:
            if not acting:
                return []
            seat = acting[0]
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def omniscient_view(self) -> dict[str, Any]:
        return self.game.omniscient_view(self.state)

    def scores(self) -> list[float]:
        return self.game.scores(self.state)

    def undo(self, steps: int = 1, redraw_seed: int | None = None) -> State:
        """Take back the last ``steps`` moves; unseen chance is then drawn afresh.

        The log keeps what came before the first undone move and gains a redraw
        entry, so replay and saves stay exact while a re-done move meets new dice
        and new cards.
        """
        if not isinstance(steps, int) or isinstance(steps, bool) or steps < 0:
            raise ValueError("steps must be a non-negative integer")
        if steps == 0:
            return self.state
        positions = [i for i, entry in enumerate(self.log) if is_move(entry)]
        if steps > len(positions):
            raise IllegalMove("There is no move left to undo.")
        return self.rewind(positions[-steps], redraw_seed)

    def rewind(self, length: int, redraw_seed: int | None = None) -> State:
        """Cut the log to its first ``length`` entries, then redraw unseen chance.

        ``redraw_seed`` is the seed of the redraw (default: ``fresh_seed()``).
        """
        if (
            not isinstance(length, int)
            or isinstance(length, bool)
            or not 0 <= length <= len(self.log)
        ):
            raise ValueError(f"length must be between 0 and {len(self.log)}")
        del self.log[length:], self.english_events[length:], self.history[length + 1 :]
        self.redraw(fresh_seed() if redraw_seed is None else redraw_seed)
        return self.state

    def redraw(self, seed: int) -> None:
        """Append a redraw entry: unseen chance drawn afresh with ``seed``."""
        entry = {"redraw": seed}
        self.history.append(apply_entry(self.game, self.state, entry))
        self.log.append(entry)
        self.english_events.append(REDRAW_EVENT)

    # ----- replay, save, load -------------------------------------------------------------

    def states(self) -> Iterator[State]:
        """The state before the first move and after each log entry (kept, not replayed)."""
        yield from self.history

    def replay(self) -> Iterator[State]:
        """Replay the log from the seed through the rules, yielding the same states as
        ``states`` (the conformance suite checks that they agree)."""
        state = self.initial
        yield state
        for entry in self.log:
            state = apply_entry(self.game, state, entry)
            yield state

    def cut(self, length: int) -> Match:
        """A copy of this match as it stood after its first ``length`` log entries (no replay)."""
        if (
            not isinstance(length, int)
            or isinstance(length, bool)
            or not 0 <= length <= len(self.log)
        ):
            raise ValueError(f"length must be between 0 and {len(self.log)}")
        other = copy.copy(self)
        other.log = self.log[:length]
        other.english_events = self.english_events[:length]
        other.history = self.history[: length + 1]
        return other

    def renamed(self, names: list[str]) -> Match:
        """The same game (seed, options, log) with the seats renamed, replayed through the rules."""
        other = Match(self.game, self.num_seats, self.seed, self.options, names)
        for entry in self.log:
            other.append(entry)
        return other

    def append(self, entry: LogEntry) -> None:
        """Append one log entry (a move, checked by the rules, or a redraw)."""
        if is_move(entry):
            self.act(entry["action"], seat=entry["seat"])
        else:
            self.redraw(entry["redraw"])

    def to_dict(self) -> dict[str, Any]:
        body = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.name,
            "num_seats": self.num_seats,
            "seed": self.seed,
            "options": self.options,
            "names": self.names,
            "log": self.log,
        }
        body["checksum"] = _checksum(body, self.state)
        return body

    def to_json(self) -> str:
        """The game as JSON text: seed, options, names, log and a checksum."""
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes | dict, game: Game | None = None) -> Match:
        """Load a saved game, replaying every move through the rules.

        Raises ``CorruptSave`` (and loads nothing) when the text is not a save, names
        another game, contains an illegal move, or does not match its checksum.
        """
        data = read_save(text)
        game = saved_game(data, game)
        try:
            match = cls(game, data["num_seats"], data["seed"], data["options"], data["names"])
        except (ValueError, TypeError) as exc:
            raise CorruptSave(f"The save's set-up is invalid: {exc}") from exc
        check_saved_log(data["log"], data["version"])
        for i, entry in enumerate(data["log"]):
            try:
                match.append(entry)
            except IllegalMove as exc:
                raise CorruptSave(
                    f"Move {i + 1} of the save breaks the rules: {english(exc)}"
                ) from exc
        if (
            _checksum({k: v for k, v in data.items() if k != "checksum"}, match.state)
            != data["checksum"]
        ):
            raise CorruptSave("The save does not match its checksum: it was changed or damaged.")
        return match

    def __repr__(self) -> str:
        status = "over" if self.is_terminal else f"to act: {self.seats_to_act}"
        return f"<Match {self.game.name} seats={self.num_seats} seed={self.seed} moves={len(self.log)} {status}>"


#: The fields of a save and their JSON types.
SAVE_FIELDS = {
    "game": str,
    "num_seats": int,
    "seed": int,
    "options": dict,
    "names": list,
    "log": list,
    "checksum": str,
}


def read_save(text: str | bytes | dict) -> dict[str, Any]:
    """A save's fields, checked for shape: ``CorruptSave`` says what is wrong."""
    if isinstance(text, dict):
        data = text
    else:
        if len(text) > MAX_SAVE_BYTES:
            raise CorruptSave("This save is too large to be a game of ours.")
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise CorruptSave(f"This is not a saved game (invalid JSON: {exc}).") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave("This is not a tabletop_widgets saved game.")
    if data.get("version") not in READABLE_VERSIONS:
        raise CorruptSave(
            f"Saved by format version {data.get('version')!r}; this version reads {SAVE_VERSION}."
        )
    for key, kind in SAVE_FIELDS.items():
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise CorruptSave(f"The save's {key!r} field is missing or malformed.")
    return data


def saved_game(data: dict[str, Any], game: Game | None) -> Game:
    """The game a save names (``game`` when given: the save must name it)."""
    from .registry import get_game

    if game is None:
        try:
            return get_game(data["game"])
        except KeyError as exc:
            raise CorruptSave(f"Unknown game {data['game']!r} in this save.") from exc
    if data["game"] != game.name:
        raise CorruptSave(f"This save is a game of {data['game']!r}, not {game.name!r}.")
    return game


def check_saved_log(log: list[Any], version: int) -> None:
    """Every entry of a saved log is a move ``{"seat", "action"}`` or (from version 2) a
    redraw ``{"redraw": seed}``; ``CorruptSave`` names the first that is not."""
    for i, entry in enumerate(log):
        is_redraw = (
            isinstance(entry, dict)
            and set(entry) == {"redraw"}
            and type(entry["redraw"]) is int
            and 0 <= entry["redraw"] < 2**SEED_BITS
        )
        if is_redraw and version < 2:
            raise CorruptSave(f"Entry {i + 1}: a version-1 save cannot hold a redraw.")
        if not (isinstance(entry, dict) and (set(entry) == {"seat", "action"} or is_redraw)):
            raise CorruptSave(f"Entry {i + 1} of the save's log is malformed.")


def _checksum(body: dict[str, Any], final_state: State) -> str:
    """SHA-256 of the save's content and the state it replays to.

    It catches damaged and hand-edited saves. It is not a signature: every loaded
    move is in any case replayed through the rules, so no save can smuggle in an
    illegal game.
    """
    content = {k: v for k, v in body.items() if k != "checksum"}
    text = json.dumps([content, final_state], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()
