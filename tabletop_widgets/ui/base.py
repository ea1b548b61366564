"""The widget base class every game's widget builds on (anywidget).

The kernel is the only authority (docs/architecture.md, "Threat model"). The
Python side owns the game and writes every synced trait; the browser receives
only the viewing seat's snapshot (``engine.table.seat_snapshot``): its view, its
legal moves, the engine's reasons for refusing the others, the public log and the
scores; never hidden cards, never the generator state. The page may only send
messages ``{"type": "act", "action": ...}`` (or ``"undo"``, ``"new_game"``,
``"handover"``); each is size-limited and checked, and a bad one only sets
``error``. A page's attempt to write a synced trait is refused and the true value
is sent back.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..engine import (
    Bot,
    CorruptSave,
    Game,
    IllegalMove,
    Match,
    RandomBot,
    bot_name,
    bot_rng,
    canonical,
    fresh_seed,
    make_bot,
    play_bots,
)
from ..engine.match import is_move
from ..engine.table import seat_snapshot

MAX_MESSAGE_BYTES = 8192
HUMAN = None  # in ``players``: a person at this screen


def bundle(module_file: str, name: str = "widget") -> tuple[Path, Path]:
    """Paths of a game's built front-end bundle (``static/widget.js`` and ``.css``) beside ``module_file``."""
    static = Path(module_file).parent / "static"
    return static / f"{name}.js", static / f"{name}.css"


def default_names(specs: Sequence[Any]) -> list[str]:
    """Seat names: "You" for a lone person, "Player N" for several, "Random bot" / "Random bot 2" for bots.

    Bots are numbered among bots of the same kind (only when there are several),
    not by seat.
    """
    people = sum(1 for s in specs if s is HUMAN)
    kinds = [None if s is HUMAN else bot_name(s).replace("_", " ").capitalize() for s in specs]
    names, seen = [], {}
    for seat, kind in enumerate(kinds):
        if kind is None:
            names.append("You" if people == 1 else f"Player {seat + 1}")
            continue
        seen[kind] = seen.get(kind, 0) + 1
        many = kinds.count(kind) > 1
        names.append(f"{kind} bot {seen[kind]}" if many else f"{kind} bot")
    return names


class GameWidget(anywidget.AnyWidget):
    """A game table in a notebook cell.

    ``players`` lists one entry per seat: ``None`` for a person at this screen, or
    a bot. With one person the widget always shows that person's seat; with
    several (hot-seat) it shows the seat to act and, in games with secrets, puts
    a hand-over screen between players. ``undo=False`` turns Undo off (contests);
    ``reveal=True`` is the teacher's view (the engine's ``teacher_view``).
    ``table=URL, room=CODE, name=...`` (``token=`` to resume) shows a seat at a table
    server instead (``tabletop_widgets.classroom``): the server owns that game.
    """

    game: Game  # set by subclasses

    # ----- synced to the browser, written by the kernel only --------------------------------
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    refusals = traitlets.Dict().tag(sync=True)  # kind of move -> why it is refused now
    log = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    seat = traitlets.Int(0).tag(sync=True)
    names = traitlets.List().tag(sync=True)
    humans = traitlets.List().tag(sync=True)
    mode = traitlets.Unicode("bots").tag(sync=True)  # "bots" | "hotseat" | "reveal"
    handover = traitlets.Bool(False).tag(sync=True)  # hot-seat: waiting for the next player
    scores = traitlets.List().tag(sync=True)
    terminal = traitlets.Bool(False).tag(sync=True)
    undo_allowed = traitlets.Bool(True).tag(sync=True)
    undos = traitlets.List().tag(sync=True)  # undos used, per seat
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
        undo: bool = True,
        table: str | None = None,
        room: str | None = None,
        name: str | None = None,
        token: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        #: The seat at a table server (``table=URL, room=CODE``); None when the game is local.
        self.remote = None
        if table is not None:
            from ..classroom.remote import attach_remote_seat

            self.remote = attach_remote_seat(self, table, room, name=name, token=token)
            return
        if players is None:
            players = [HUMAN, RandomBot()]
        elif isinstance(players, int):
            players = [HUMAN] * players
        self._specs = list(players)
        self._options = options
        self._names = list(names) if names else default_names(self._specs)
        self._reveal = bool(reveal)
        self.undo_allowed = bool(undo)
        self._new_match(fresh_seed() if seed is None else seed)
        self.on_msg(self._on_message)

    # ----- set-up ----------------------------------------------------------------------

    def _new_match(self, seed: int) -> None:
        self.match = Match(self.game, len(self._specs), seed, self._options, self._names)
        self._bots = {i: make_bot(s) for i, s in enumerate(self._specs) if s is not HUMAN}
        self._bot_rngs = {i: bot_rng(seed, i) for i in self._bots}
        self._undo_counts = [0] * len(self._specs)
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
        if self.remote is not None:  # a seat at a table server: the server decides
            self.remote.act(action)
            return
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
        """Take back the last move of a person (and the bot moves after it).

        Bot choices sealed at the same time as that move are taken back too and
        re-made afresh; chance nobody has seen is redrawn (``Match.rewind``). In
        hot-seat play the hand-over screen comes up when the seat to view changes.
        """
        if not self.undo_allowed:
            raise IllegalMove("Undo is turned off at this table.")
        point = self._undo_point()
        log = self.match.log  # the person whose move is undone (not a bot sealed with it)
        undoer = next(e["seat"] for e in log[point:] if is_move(e) and e["seat"] in self.humans)
        previous = self.seat
        self.match.rewind(point)
        self._undo_counts[undoer] += 1
        self._bot_rngs = {i: random.Random(fresh_seed()) for i in self._bots}
        self.error = ""
        self._run_bots()
        self._sync(handover=None, previous=previous)

    def _undo_point(self) -> int:
        """Log index to rewind to: the last person's move, and sealed bot moves made with it."""
        log = self.match.log
        point = next(
            (
                i
                for i in range(len(log) - 1, -1, -1)
                if is_move(log[i]) and log[i]["seat"] in self.humans
            ),
            None,
        )
        if point is None:
            raise IllegalMove("There is no move of yours to undo.")
        if self.game.info.simultaneous_moves:
            person = log[point]["seat"]
            states = list(self.match.states())
            while point > 0:
                entry = log[point - 1]
                sealed_with_person = (
                    is_move(entry)
                    and entry["seat"] in self._bots
                    and person in self.game.seats_to_act(states[point - 1])
                )
                if not sealed_with_person:
                    break
                point -= 1
        return point

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (a fresh 64-bit seed unless given)."""
        self._new_match(fresh_seed() if seed is None else seed)

    def save(self) -> str:
        """The game as JSON text (see ``Match.to_json``): the whole deal, for its owner."""
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
        self._names = match.names
        self.names = match.names
        self._undo_counts = [0] * len(self._specs)
        self._bot_rngs = {i: bot_rng(match.seed * 7919 + len(match.log), i) for i in self._bots}
        self._run_bots()
        self._sync(handover=False)

    def refresh(self) -> None:
        """Sync the table again (after a change of a widget option such as Yum's coach)."""
        self._sync(handover=self.handover)

    # ----- messages from the browser -----------------------------------------------------

    def _handle_msg(self, msg: dict) -> None:
        """Every message from the page lands here (ipywidgets' entry point).

        Trait writes are refused, custom messages are checked; nothing a page sends
        reaches the kernel as a traceback or changes who is looking.
        """
        try:
            data = msg["content"]["data"]
            method = data["method"]
            if method == "update":
                self._refuse_page_writes(data.get("state"))
            elif method == "request_state":
                self.send_state()
            elif method == "custom":
                self._handle_custom_msg(data.get("content"), msg.get("buffers") or [])
            else:
                raise IllegalMove(f"Unknown widget message method {method!r}.")
        except IllegalMove as exc:
            self.error = str(exc)
            self.revision += 1
        except Exception as exc:  # a hostile message must never reach the kernel as a traceback
            self.error = (
                f"The page sent a malformed message ({type(exc).__name__}); the game is unchanged."
            )
            self.revision += 1

    def _refuse_page_writes(self, state: Any) -> None:
        synced = set(self.keys)
        names = sorted(k for k in state if k in synced) if isinstance(state, dict) else []
        if names:
            self.send_state(names)  # put the page's copy back to the kernel's values
        shown = ", ".join(names[:5]) or "nothing known"
        raise IllegalMove(
            f"The page may not change the table ({shown}); moves are sent as messages."
        )

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
            if seat != self.seat or type(seat) is not int:
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
        play_bots(self.match, self._bots, self._bot_rngs)

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
        snapshot = seat_snapshot(
            self.match, seat, teacher=self.mode == "reveal", log_lines=self.log_lines
        )
        with self.hold_sync():
            self.seat = seat
            self.handover = bool(handover)
            # Behind the hand-over screen the browser gets nothing private at all.
            self.view = {} if self.handover else self.decorate_view(snapshot["view"], seat)
            self.legal = [] if self.handover else snapshot["legal"]
            self.refusals = {} if self.handover else snapshot["refusals"]
            self.log = snapshot["log"]
            self.scores = snapshot["scores"]
            self.terminal = snapshot["terminal"]
            self.undos = list(self._undo_counts)
            self.revision += 1

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """Add widget-only facts to the synced view (override per game; must add nothing hidden)."""
        return view

    def __repr__(self) -> str:
        if self.remote is not None:
            return f"{type(self).__name__}({self.game.title}; seat {self.seat} of room {self.remote.code})"
        status = (
            "game over"
            if self.match.is_terminal
            else f"to act: {', '.join(self._names[s] for s in self.match.seats_to_act)}"
        )
        scores = ", ".join(f"{n} {s:g}" for n, s in zip(self._names, self.match.scores()))
        return f"{type(self).__name__}({self.game.title}; {scores}; {status}; moves={len(self.match.moves)})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))
