"""The widget base class every game's widget builds on (anywidget).

The Python side owns the game. The browser receives only the viewing seat's
view, that seat's legal actions, the public log and the last error; never hidden
cards, never the generator state, never the omniscient state. The browser sends
messages ``{"type": "act", "action": ...}`` (or ``"undo"``, ``"new_game"``,
``"handover"``); each one is checked by the engine, and a bad one only sets
``error``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..engine import Bot, CorruptSave, Game, IllegalMove, Match, RandomBot, bot_rng, canonical
from ..engine.simulate import _fresh_bot

MAX_MESSAGE_BYTES = 8192
HUMAN = None  # in ``players``: a person at this screen


def bundle(module_file: str, name: str = "widget") -> tuple[Path, Path]:
    """Paths of a game's built front-end bundle (``static/widget.js`` and ``.css``) beside ``module_file``."""
    static = Path(module_file).parent / "static"
    return static / f"{name}.js", static / f"{name}.css"


class GameWidget(anywidget.AnyWidget):
    """A game table in a notebook cell.

    ``players`` lists one entry per seat: ``None`` for a person at this screen, or
    a bot. With one person the widget always shows that person's seat; with
    several (hot-seat) it shows the seat to act and, in games with secrets, puts
    a hand-over screen between players (``handover_required``).
    """

    game: Game  # set by subclasses

    # ----- synced to the browser (only what the viewing seat may know) ----------------------
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    log = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    seat = traitlets.Int(0).tag(sync=True)
    names = traitlets.List().tag(sync=True)
    humans = traitlets.List().tag(sync=True)
    mode = traitlets.Unicode("bots").tag(sync=True)  # "bots" | "hotseat" | "reveal"
    handover = traitlets.Bool(False).tag(sync=True)  # hot-seat: waiting for the next player
    scores = traitlets.List().tag(sync=True)
    terminal = traitlets.Bool(False).tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)  # bumps on every change, for the front end

    #: Games with secrets show a hand-over screen between hot-seat players.
    handover_required: bool = False
    #: Number of public log lines sent to the browser.
    log_lines: int = 30

    def __init__(
        self,
        players: Sequence[Bot | type | None] | int | None = None,
        seed: int | None = None,
        options: dict | None = None,
        names: Sequence[str] | None = None,
        reveal: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if players is None:
            players = [HUMAN, RandomBot()]
        elif isinstance(players, int):
            players = [HUMAN] * players
        self._specs = list(players)
        self._seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        self._options = options
        self._names = list(names) if names else self._default_names(self._specs)
        self._reveal = bool(reveal)
        self._new_match(self._seed)
        self.on_msg(self._on_message)

    # ----- set-up ----------------------------------------------------------------------

    @staticmethod
    def _default_names(specs: list) -> list[str]:
        names, people = [], sum(1 for s in specs if s is HUMAN)
        for i, spec in enumerate(specs):
            if spec is HUMAN:
                names.append("You" if people == 1 else f"Player {i + 1}")
            else:
                names.append(f"{getattr(spec, 'name', 'bot').capitalize()} bot {i + 1}")
        return names

    def _new_match(self, seed: int) -> None:
        self._seed = seed
        self.match = Match(self.game, len(self._specs), seed, self._options, self._names)
        self._bots = {i: _fresh_bot(s) for i, s in enumerate(self._specs) if s is not HUMAN}
        self._bot_rngs = {i: bot_rng(seed, i) for i in self._bots}
        self.humans = [i for i, s in enumerate(self._specs) if s is HUMAN]
        self.mode = "reveal" if self._reveal else ("hotseat" if len(self.humans) > 1 else "bots")
        self.names = self._names
        self.error = ""
        self._run_bots()
        self._sync(handover=False)

    # ----- Python API ------------------------------------------------------------------------

    @property
    def state(self) -> dict[str, Any]:
        """The full game state (Python only; never synced to the browser)."""
        return self.match.state

    def act(self, action: Any, seat: int | None = None) -> None:
        """Play ``action`` for a person's seat, then let bots move. Raises ``IllegalMove``."""
        if seat is None:
            seat = self._human_to_act()
        if seat not in self.humans:
            raise IllegalMove(
                f"{self._names[seat] if 0 <= seat < len(self._names) else seat} is played by a bot."
            )
        previous = self.seat
        self.match.act(action, seat)
        self.error = ""
        self._run_bots()
        self._sync(handover=None, previous=previous)

    def undo(self) -> None:
        """Take back the last move of a person (and the bot moves after it)."""
        log = self.match.log
        for i in range(len(log) - 1, -1, -1):
            if log[i]["seat"] in self.humans:
                self.match.undo(len(log) - i)
                self.error = ""
                self._sync(handover=False)
                return
        raise IllegalMove("There is no move of yours to undo.")

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (a new random seed unless given)."""
        self._new_match(random.SystemRandom().randrange(2**31) if seed is None else seed)

    def save(self) -> str:
        """The game as JSON text (see ``Match.to_json``)."""
        return self.match.to_json()

    def load(self, text: str) -> None:
        """Continue a saved game. A corrupt save raises ``CorruptSave`` and changes nothing."""
        match = Match.from_json(text, self.game)
        if match.num_seats != len(self._specs):
            raise CorruptSave(
                f"This save has {match.num_seats} players; this table has {len(self._specs)}."
            )
        self.match = match
        self.error = ""
        self._seed = match.seed
        self._names = match.names
        self.names = match.names
        self._bot_rngs = {i: bot_rng(match.seed * 7919 + len(match.log), i) for i in self._bots}
        self._run_bots()
        self._sync(handover=False)

    # ----- messages from the browser -----------------------------------------------------

    def _on_message(self, widget: Any, content: Any, buffers: Any = None) -> None:
        try:
            self._handle(content)
        except (IllegalMove, CorruptSave) as exc:
            self.error = str(exc)
            self.revision += 1
        except Exception as exc:  # a hostile message must never reach the kernel as a traceback
            self.error = f"Something went wrong with that move ({type(exc).__name__}); the game is unchanged."
            self.revision += 1

    def _handle(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise IllegalMove("The widget sent a malformed message.")
        if len(json.dumps(content, default=str)) > MAX_MESSAGE_BYTES:
            raise IllegalMove("The widget sent a message that is too large.")
        kind = content.get("type")
        if kind == "act":
            if "action" not in content:
                raise IllegalMove("The widget sent a move without an action.")
            seat = content.get("seat", self.seat)
            if seat != self.seat:
                raise IllegalMove("That move was made for another player's seat.")
            if self.handover:
                raise IllegalMove(f"Hand the screen to {self._names[self.seat]} first.")
            self.act(canonical(content["action"]), self.seat)
        elif kind == "undo":
            self.undo()
        elif kind == "new_game":
            self.new_game()
        elif kind == "handover":
            self.handover = False
            self._sync(handover=False)
        else:
            raise IllegalMove(f"Unknown message type {kind!r}.")

    # ----- bots and syncing ------------------------------------------------------------

    def _human_to_act(self) -> int:
        for seat in self.match.seats_to_act:
            if seat in self.humans:
                return seat
        raise IllegalMove("No person is to act now.")

    def _run_bots(self) -> None:
        for _ in range(100_000):
            acting = [s for s in self.match.seats_to_act if s in self._bots]
            if not acting:
                return
            seat = acting[0]
            view = self.match.view(seat)
            legal = self.match.legal_actions(seat)
            self.match.act(self._bots[seat].choose(view, legal, self._bot_rngs[seat]), seat)

    def _viewing_seat(self) -> int:
        acting = self.match.seats_to_act
        for seat in acting:
            if seat in self.humans:
                return seat
        if self.seat in self.humans:
            return self.seat
        return self.humans[0] if self.humans else 0

    def _sync(self, handover: bool | None, previous: int | None = None) -> None:
        seat = self._viewing_seat()
        if handover is None:
            handover = (
                self.handover_required
                and self.mode == "hotseat"
                and previous is not None
                and seat != previous
                and not self.match.is_terminal
            )
        view = (
            self.game.omniscient_view(self.match.state)
            if self.mode == "reveal"
            else self.match.view(seat)
        )
        with self.hold_sync():
            self.seat = seat
            self.handover = bool(handover)
            # Behind the hand-over screen the browser gets nothing private at all.
            self.view = {} if self.handover else self.decorate_view(view, seat)
            self.legal = (
                []
                if self.handover
                else self.match.legal_actions(seat)
                if seat in self.match.seats_to_act
                else []
            )
            self.log = self.match.events[-self.log_lines :]
            self.scores = list(self.match.scores())
            self.terminal = self.match.is_terminal
            self.revision += 1

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """Add display-only facts to the synced view (override per game; must add nothing hidden)."""
        return view

    def __repr__(self) -> str:
        status = (
            "game over"
            if self.match.is_terminal
            else f"to act: {', '.join(self._names[s] for s in self.match.seats_to_act)}"
        )
        scores = ", ".join(f"{n} {s:g}" for n, s in zip(self._names, self.match.scores()))
        return f"{type(self).__name__}({self.game.title}; {scores}; {status}; moves={len(self.match.log)})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))
