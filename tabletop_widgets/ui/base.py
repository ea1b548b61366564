"""The widget base class every game's widget builds on (anywidget).

The kernel is the only authority (docs/architecture.md, "Threat model"). The widget is a
thin front end over a seat session (``engine.table``): a ``LocalSession`` over an engine
``Table`` for the people at this screen, or a seat at a table server
(``table=URL, room=CODE``). Its synced traits are the session's ``snapshot()`` as it is
(one mapping for every front end): the seat's view, legal moves, the engine's reasons,
the public log, scores, the declared queries and their answers; never hidden cards,
never the generator state. The page may only send messages ``{"type": "act", ...}``,
``"undo"``, ``"new_game"``, ``"handover"``, ``"query"`` and ``"follow"``; each is
size-limited and checked, and a bad one only sets ``error``. A page's attempt to write
a synced trait is refused and the true value is sent back.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..engine import (
    Bot,
    CorruptSave,
    Game,
    IllegalMove,
    Policy,
    RandomBot,
    Table,
    bot_label,
    english,
    fresh_seed,
    get_game,
    resolve_bots,
)
from ..engine.coach import CheckAnswer, HintAnswer, ReviewAnswer
from ..engine.session import LocalSession, open_remote_session
from ..i18n import check_language, resolve_language, translator
from ..i18n.engine_texts import (
    N_,
    localise,
    localise_snapshot,
    people_in,
    translate_name,
    translate_text,
)

MAX_MESSAGE_BYTES = 8192
HUMAN = None  # in ``players``: a person at this screen


def bundle(module_file: str, name: str = "widget") -> tuple[Path, Path]:
    """Paths of a game's built front-end bundle (``static/widget.js`` and ``.css``) beside ``module_file``."""
    static = Path(module_file).parent / "static"
    return static / f"{name}.js", static / f"{name}.css"


def query_switch(name: str, doc: str) -> property:
    """A widget property that tells whether the standing query ``name`` (a game's coach or
    practice aid) is on, and switches it when set (``widget.follow(name, on)``)."""

    def is_on(widget: Any) -> bool:
        return any(q["name"] == name and q["on"] for q in widget.queries)

    def switch(widget: Any, on: bool) -> None:
        widget.follow(name, bool(on))

    return property(is_on, switch, doc=doc)


def default_names(specs: Sequence[Any], lang: str = "en") -> list[str]:
    """Seat names: "You" for a lone person, "Player N" for several, "Random bot" / "Random bot 2" for bots
    (the people's names in ``lang``; a bot's label is the engine's).

    A bot's name is the one a table gives it (``engine.bot_label``); bots are numbered among
    bots of the same kind (only when there are several), not by seat.
    """
    tr = translator(lang)
    people = sum(1 for s in specs if s is HUMAN)
    kinds = [None if s is HUMAN else bot_label(s) for s in specs]
    names, seen = [], {}
    for seat, kind in enumerate(kinds):
        if kind is None:
            names.append(tr.gettext("You") if people == 1 else tr.gettext("Player {n}", n=seat + 1))
            continue
        seen[kind] = seen.get(kind, 0) + 1
        many = kinds.count(kind) > 1
        names.append(f"{kind} {seen[kind]}" if many else kind)
    return names


def widget_class(game: str) -> type[GameWidget]:
    """The widget class of the registered game called ``game`` (the one ``GameWidget`` of its
    folder's ``widget`` module), for front ends and tests that go through the registry."""
    found = get_game(game)
    module = importlib.import_module(f"{type(found).__module__.rsplit('.', 1)[0]}.widget")
    classes = [
        v
        for v in vars(module).values()
        if isinstance(v, type) and issubclass(v, GameWidget) and getattr(v, "game", None) is found
    ]
    if len(classes) != 1:
        raise LookupError(
            f"{module.__name__} defines {len(classes)} widgets for {game!r}, not one."
        )
    return classes[0]


class GameWidget(anywidget.AnyWidget):
    """A game table in a notebook cell.

    ``players`` lists one entry per seat: ``None`` for a person at this screen, or
    a bot (a bot object or class, or its registered name such as ``"greedy"``: an unknown
    name fails here, naming the game's bots). With one person the widget always shows that person's seat; with
    several (hot-seat) it shows the seat to act and, in games with secrets, puts
    a hand-over screen between players. ``undo=False`` turns Undo off (contests);
    ``help_off=("hint", "coach")`` turns kinds of help off; ``reveal=True`` is the
    teacher's view (the engine's ``teacher_view``). ``table=URL, room=CODE, name=...``
    (``token=`` to resume) shows a seat at a table server instead: the server owns that
    game, and the widget offers the same queries (what the room allows). ``lang="pl"`` (or
    tr, hu, fr, en) chooses the language; by default JupyterLab's language when it is one of
    these, else English (``tabletop_widgets.i18n.resolve_language``). ``w.lang = "fr"``
    switches it later.
    """

    game: Game  # set by subclasses

    # ----- synced to the browser, written by the kernel only: the session's snapshot ------
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
    to_act = traitlets.List().tag(sync=True)
    closed = traitlets.Unicode("").tag(sync=True)  # why no more moves (the teacher ended it)
    undo_allowed = traitlets.Bool(True).tag(sync=True)
    undos = traitlets.List().tag(sync=True)  # undos used, per seat
    queries = traitlets.List().tag(sync=True)  # what the seat may ask (declared by the game)
    answers = traitlets.Dict().tag(sync=True)  # query name -> its answer for this position
    remote = traitlets.Bool(False).tag(sync=True)  # a seat at a table server
    # the teacher's last notice at a shared table ({"id", "text"}; {} elsewhere)
    notice = traitlets.Dict().tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)  # bumps on every change, for the front end
    # the language of every word the widget shows (i18n.LANGUAGES, or "xx": the pseudo-locale)
    lang = traitlets.Unicode("en").tag(sync=True)

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
        help_off: Sequence[str] = (),
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.lang = resolve_language(lang)
        if table is not None:
            self.session = open_remote_session(self.game, table, room=room, name=name, token=token)
            self.session.on_update(self._show)
        else:
            policy = Policy(undo=bool(undo), help_off=frozenset(help_off))
            self.session = self._local_session(players, seed, options, names, policy, reveal)
        self.remote = self.session.remote
        self.on_msg(self._on_message)
        self._sync()

    def _local_session(
        self,
        players: Sequence[Any] | int | None,
        seed: int | None,
        options: dict | None,
        names: Sequence[str] | None,
        policy: Policy,
        reveal: bool,
    ) -> LocalSession:
        """A table at this screen: ``players`` resolved (bots by name too), bots moved first."""
        if players is None:
            players = [HUMAN, RandomBot()]
        elif isinstance(players, int):
            players = [HUMAN] * players
        table = Table(
            self.game,
            resolve_bots(self.game, players),
            fresh_seed() if seed is None else seed,
            options,
            # English at the table (the engine's log names them so); shown in self.lang
            list(names) if names else default_names(list(players)),
            policy,
        )
        table.play_bots()
        return LocalSession(table, reveal=reveal, handover_required=self.handover_required)

    # ----- Python API ------------------------------------------------------------------------

    @traitlets.validate("lang")
    def _check_lang(self, proposal: Any) -> str:
        try:
            return check_language(proposal["value"])
        except ValueError as err:  # an unknown language changes nothing
            raise traitlets.TraitError(str(err)) from None

    @traitlets.observe("lang")
    def _relocalise(self, change: Any) -> None:
        if hasattr(self, "session"):  # a new language: the engine's texts again, in it
            self._sync()

    def gettext(self, msgid: str, **params: Any) -> str:
        """``msgid`` (English) in the widget's language, ``{placeholders}`` filled."""
        return translator(self.lang).gettext(msgid, **params)

    @property
    def state(self) -> dict[str, Any]:
        """The full game state (Python only; never synced to the browser)."""
        return self.session.state

    @property
    def match(self) -> Any:
        """The ``Match`` being played (Python only; read it, never change it)."""
        return self.session.match

    @property
    def table(self) -> Table:
        """The engine ``Table`` behind this widget (local play only)."""
        if self.session.remote:
            raise IllegalMove("The table lives on the table server; this seat sees its view.")
        return self.session.table

    def act(self, action: Any, seat: int | None = None) -> None:
        """Play ``action`` for a person's seat, then let bots move. Raises ``IllegalMove``."""
        self.session.act(action, seat)
        self.error = ""
        self._sync()

    def undo(self) -> None:
        """Take back your last move (and the bot moves after it).

        A seat takes back only its own moves (on the hot-seat hand-over screen: the move
        just made). Bot choices sealed at the same time as that move are re-made afresh and
        chance nobody has seen is redrawn (``Table.undo``).
        """
        self.session.undo()
        self.error = ""
        self._sync()

    def ask(self, name: str, args: dict | None = None) -> dict[str, Any]:
        """Ask the game's query ``name`` for the seat on screen (a hint, a check ...)."""
        answer = self.session.query(name, args)
        self.error = ""
        self._sync()
        return localise(answer, self.lang, people_in(self.names))

    def hint(self) -> HintAnswer:
        """The coach's advice for the seat on screen now (the game's ``hint`` query), shown in
        the widget too until the table changes. ``IllegalMove`` says why when hints are off."""
        return self.ask("hint")

    def check(self, **args: Any) -> CheckAnswer:
        """The engine's verdict on what ``args`` propose (the game's ``check`` query, where the
        game declares one), shown in the widget too."""
        return self.ask("check", args)

    def review(self) -> ReviewAnswer:
        """The review of your decisions beside the coach's, each with its cost, the three
        costliest first (the whole game once it is over; your past decisions while it runs).
        The widget shows it too (the Review panel). Games without a hint have no review."""
        return self.ask("review")

    def follow(self, name: str, on: bool = True) -> None:
        """Switch a standing query (the coach, a practice aid) on or off."""
        self.session.follow(name, on)
        self.error = ""
        self._sync()

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (a fresh 64-bit seed unless given)."""
        self.session.new_game(seed)
        self.error = ""
        self._sync()

    def save(self) -> str:
        """The game as JSON text (see ``Match.to_json``): the whole deal, for its owner."""
        return self.session.save()

    def load(self, text: str) -> None:
        """Continue a saved game. A corrupt save raises ``CorruptSave`` and changes nothing."""
        self.session.load(text)
        self.error = ""
        self._sync()

    def refresh(self) -> None:
        """Sync the table again."""
        self._sync()

    # ----- messages from the browser -----------------------------------------------------

    def _handle_msg(self, msg: dict) -> None:
        """Every message from the page lands here (ipywidgets' entry point).

        Trait writes are refused, custom messages are checked; nothing a page sends
        reaches the kernel as a traceback or changes who is looking.
        """
        unexpected = N_("The page sent a malformed message ({kind}); the game is unchanged.")
        with self._errors_shown(unexpected, IllegalMove):
            data = msg["content"]["data"]
            method = data["method"]
            if method == "update":
                self._refuse_page_writes(data.get("state"))
            elif method == "request_state":
                self.send_state()
            elif method == "custom":
                self._handle_custom_msg(data.get("content"), msg.get("buffers") or [])
            else:
                raise IllegalMove(
                    self.gettext("Unknown widget message method {method}.", method=repr(method))
                )

    def _refuse_page_writes(self, state: Any) -> None:
        synced = set(self.keys)
        names = sorted(k for k in state if k in synced) if isinstance(state, dict) else []
        if names:
            self.send_state(names)  # put the page's copy back to the kernel's values
        shown = ", ".join(names[:5]) or self.gettext("nothing known")
        raise IllegalMove(
            self.gettext(
                "The page may not change the table ({names}); moves are sent as messages.",
                names=shown,
            )
        )

    def _on_message(self, widget: Any, content: Any, buffers: Any = None) -> None:
        unexpected = N_("Something went wrong with that move ({kind}); the game is unchanged.")
        with self._errors_shown(unexpected, IllegalMove, CorruptSave):
            self._handle(content)

    @contextmanager
    def _errors_shown(self, unexpected: str, *refusals: type[Exception]) -> Iterator[None]:
        """Handle a page's message: a refusal (``refusals``) is shown as it says; anything else
        as ``unexpected`` (a msgid with ``{kind}``, the error's class), for a hostile message must
        never reach the kernel as a traceback."""
        try:
            yield
        except refusals as exc:
            self._show_error(english(exc))
        except Exception as exc:
            self._show_error(self.gettext(unexpected, kind=type(exc).__name__))

    def _show_error(self, text: str) -> None:
        self.error = translate_text(text, self.lang)
        self.revision += 1

    def _handle(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise IllegalMove(self.gettext("The widget sent a malformed message."))
        if len(json.dumps(content, default=str)) > MAX_MESSAGE_BYTES:
            raise IllegalMove(self.gettext("The widget sent a message that is too large."))
        kind = content.get("type")
        if kind == "act":
            if "action" not in content:
                raise IllegalMove(self.gettext("The widget sent a move without an action."))
            # Made canonical once, where the session proposes it (engine.table.Table.propose).
            self.session.act_from_screen(content["action"], content.get("seat", self.session.seat))
        elif kind == "undo":
            self.session.undo()
        elif kind == "new_game":
            self.session.new_game()
        elif kind == "handover":
            self.session.pass_screen()
        elif kind == "query":
            if not set(content) <= {"type", "name", "args"} or not isinstance(
                content.get("name"), str
            ):
                raise IllegalMove(
                    self.gettext(
                        "A query is {shape}.", shape='{"type": "query", "name": ..., "args": {...}}'
                    )
                )
            self.session.query(content["name"], content.get("args"))
        elif kind == "follow":
            if set(content) != {"type", "name", "on"} or not isinstance(content["on"], bool):
                raise IllegalMove(
                    self.gettext(
                        "A switch is {shape}.", shape='{"type": "follow", "name": ..., "on": true}'
                    )
                )
            self.session.follow(content["name"], content["on"])
        else:
            raise IllegalMove(self.gettext("Unknown message type {kind}.", kind=repr(kind)))
        self.error = ""
        self._sync()

    # ----- showing the session's snapshot ----------------------------------------------------

    def _sync(self) -> None:
        self._show(self.session.snapshot())

    def _show(self, snapshot: dict[str, Any]) -> None:
        """Set the synced traits from a session snapshot (the one mapping), in one sync; the
        engine's texts in the widget's language where the catalogs know them."""
        snapshot = localise_snapshot(snapshot, self.lang)
        with self.hold_sync():
            for key, value in snapshot.items():
                if self.has_trait(key) and key != "revision":
                    setattr(self, key, value)
            self.revision += 1

    def repr_fields(self) -> tuple[str, str, str, str]:
        """The game's title, the seats' scores, who is to act (or that the game is over) and
        the number of moves, in the widget's language (what ``repr`` shows)."""
        match, lang = self.session.match, self.lang
        names = [translate_name(n, lang) for n in match.names]
        if match.is_terminal:
            status = self.gettext("game over")
        else:
            status = self.gettext(
                "to act: {names}", names=", ".join(names[s] for s in match.seats_to_act)
            )
        scores = ", ".join(
            f"{n} {translate_text(f'{s:g}', lang)}"
            for n, s in zip(names, match.scores(), strict=False)
        )
        moves = self.gettext("moves={count}", count=str(len(match.moves)))
        return translate_text(self.game.title, lang), scores, status, moves

    def __repr__(self) -> str:
        if self.session.remote:
            return f"{type(self).__name__}({self.game.title}; seat {self.seat} of room {self.session.code})"
        title, scores, status, moves = self.repr_fields()
        return f"{type(self).__name__}({title}; {scores}; {status}; {moves})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))
