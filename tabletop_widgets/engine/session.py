"""The people at one screen in front of a ``Table`` (``LocalSession``: one player, or a
hot-seat with its hand-over screen), and the door to a seat at a remote table
(``open_remote_session``, through an entry point: the engine never imports the server's
client). Every front end stands in front of one of them."""

from __future__ import annotations

from typing import Any

from .core import Action, Game, State
from .errors import IllegalMove
from .match import Match, fresh_seed
from .queries import QueryRefused
from .snapshots import LOG_LINES
from .table import Table


class LocalSession:
    """The people at one screen in front of a ``Table`` (the notebook widget, Voilà).

    With one person the screen always shows that person's seat; with several (hot-seat)
    it shows the seat to act and, in games with secrets (``handover_required``), puts a
    hand-over screen between players, behind which nothing private is shown. Undo takes
    back only the viewer's own last move, unless the table's policy lets a seat take back
    another's (practice, teacher); it is refused while the hand-over screen shows, whatever
    the message (it would show the previous player's hand to whoever sits there).
    ``reveal``: the teacher's view of everything (visibly marked).
    """

    #: A remote session answers these with a reason; here they all work.
    remote = False

    def __init__(self, table: Table, *, reveal: bool = False, handover_required: bool = False):
        self.table = table
        self.reveal = bool(reveal)
        self.handover_required = bool(handover_required)
        self.handover = False
        self.seat = self._viewing_seat(None)

    @property
    def people(self) -> list[int]:
        return self.table.people

    @property
    def hotseat(self) -> bool:
        return len(self.people) > 1 and not self.reveal

    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def state(self) -> State:
        return self.table.state

    def _viewing_seat(self, previous: int | None) -> int:
        people = self.people
        for seat in self.table.game.seats_to_act(self.table.state):
            if seat in people:
                return seat
        if previous in people:
            return previous
        return people[0] if people else 0

    def _moved(self, previous: int) -> None:
        """After a change: view the next person, with a hand-over screen when it changes."""
        self.seat = self._viewing_seat(previous)
        self.handover = (
            self.handover_required
            and self.hotseat
            and self.seat != previous
            and not self.table.match.is_terminal
        )

    def snapshot(self, log_lines: int = LOG_LINES) -> dict[str, Any]:
        return self.table.snapshot(
            self.seat,
            teacher=self.reveal,
            handover=self.handover,
            at_screen=self.people,
            log_lines=log_lines,
        )

    # ----- what the people at the screen do ------------------------------------------------

    def person_to_act(self) -> int:
        for seat in self.table.game.seats_to_act(self.table.state):
            if seat in self.people:
                return seat
        raise IllegalMove("No person is to act now.")

    def act(self, action: Action, seat: int | None = None) -> None:
        """Play ``action`` for a person's seat (default: the person to act), then the bots."""
        if seat is None:
            seat = self.person_to_act()
        if type(seat) is not int or seat not in self.people:
            raise IllegalMove(
                f"{self.table.seat_name(seat) if type(seat) is int else seat} is played by a bot."
                if type(seat) is int and 0 <= seat < len(self.table.specs)
                else f"Seat {seat!r} is not a seat of this table."
            )
        previous = self.seat
        self.table.act(seat, action)
        self._moved(previous)

    def act_from_screen(self, action: Action, seat: Any) -> None:
        """A move clicked on the screen: only for the seat on screen, never behind the hand-over."""
        if seat != self.seat or type(seat) is not int:
            raise IllegalMove("That move was made for another player's seat.")
        if self.handover:
            raise IllegalMove(f"Hand the screen to {self.table.seat_name(self.seat)} first.")
        self.act(action, seat)

    def undo(self) -> None:
        """Take back the viewer's last move (see the class docstring); ``IllegalMove`` while
        the hand-over screen shows, and nothing changes."""
        if self.handover:
            raise IllegalMove(
                f"Undo waits until {self.table.seat_name(self.seat)} has the screen: "
                "nothing is taken back behind the hand-over screen."
            )
        previous = self.seat
        self.table.undo(previous)
        self._moved(previous)  # a move taken back for another seat hands the screen over

    def pass_screen(self) -> None:
        """The next player has the screen (the hand-over screen goes)."""
        self.handover = False

    def query(self, name: str, args: Any = None) -> dict[str, Any]:
        if self.handover:
            raise QueryRefused(f"Hand the screen to {self.table.seat_name(self.seat)} first.")
        return self.table.query(self.seat, name, args)

    def follow(self, name: str, on: bool) -> None:
        for seat in self.people or [self.seat]:
            self.table.follow(seat, name, on)

    def new_game(self, seed: int | None = None) -> None:
        self.table.new_game(fresh_seed() if seed is None else seed)
        self.table.play_bots()
        self.handover = False
        self.seat = self._viewing_seat(None)

    def save(self) -> str:
        """The game as JSON text (``Match.to_json``): the whole deal, for its owner."""
        return self.table.match.to_json()

    def load(self, text: str) -> None:
        """Continue a saved game (``CorruptSave`` changes nothing)."""
        match = Match.from_json(text, self.table.game)
        self.table.load(match)
        self.table.play_bots()
        self.handover = False
        self.seat = self._viewing_seat(None)


#: Entry-point group of the packages that open a seat at a remote table (the table server's
#: client registers ``tabletop_widgets.classroom.client:open_session``).
REMOTE_ENTRY_POINT = "tabletop_widgets.remote"


def open_remote_session(game: Game, table: str, **kwargs: Any) -> Any:
    """A session for a seat at the table server ``table`` (a URL), for any front end.

    Found through the ``tabletop_widgets.remote`` entry point, so the engine and the widgets
    never import the server's client; without the ``classroom`` extra this says so in one line.
    """
    import importlib
    import importlib.metadata

    points = list(importlib.metadata.entry_points(group=REMOTE_ENTRY_POINT))
    opener = None
    for point in points:
        module, _, attr = point.value.partition(":")
        try:
            opener = getattr(importlib.import_module(module), attr)
        except ImportError:
            continue
        break
    if opener is None:
        raise IllegalMove(
            'A seat at a table server needs the classroom extra: pip install "tabletop_widgets[classroom]".'
        )
    return opener(game, table, **kwargs)
