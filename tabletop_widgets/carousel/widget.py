"""The Carousel widget: the table's melds as rows, your hand below, rearrange and submit.

The browser keeps the arrangement being built locally (select cards and move them
between melds or into a new one, by drag and drop, click or keyboard; split and
join melds; name a joker when it is placed). Every rule is Python's: the page sends
the proposed table (``{"type": "check", "melds": [...]}``) and shows the engine's
verdict (synced trait ``verdict``: each meld's problem, the play's problem, the melds
put in order and unnamed jokers named). The play is sent as a whole
(``{"type": "play", "melds": [...]}``) and checked by the engine. A hint
(``{"type": "hint"}``) asks the solver for the best play from the viewing seat's own
hand and the public table only, within about a second.

Other players' hands never reach the browser: the synced ``view`` is the seat's
own view (hand sizes only for the others), or the teacher's view in reveal mode.
"""

from __future__ import annotations

import threading
from typing import Any

import traitlets

from ..engine import IllegalMove
from ..ui.base import GameWidget, bundle
from .game import GAME, MAX_MELD_CARDS, MAX_MELDS
from .rules import decks_for, label, meld_problem, name_jokers, order_meld

_ESM, _CSS = bundle(__file__)

#: The solver's time budget for a hint: the plain programme, then the joker swaps while time
#: is left (HiGHS keeps the best play found when it runs out; such a hint says so).
HINT_SECONDS = 0.25


def _warm_solver() -> None:
    """Import the solver's SciPy parts ahead of the first Hint (about a second, cold)."""
    from scipy.optimize import milp  # noqa: F401


class CarouselWidget(GameWidget):
    """Play Carousel (manipulation rummy) in a notebook.

    >>> from tabletop_widgets import carousel
    >>> w = carousel.CarouselWidget(seed=3)   # you against the solver bot
    >>> w.view["hand"]                        # your hand (your first card is already drawn)

    ``players=[None, None]`` is hot-seat for two people at one screen (with a
    hand-over screen), ``hint()`` returns the solver's best play for you.
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = True  # hands are secret

    #: The solver's best play for the viewing seat (from its own hand and the table), or {}.
    hint = traitlets.Dict().tag(sync=True)
    #: The engine's verdict on the table the page proposed last (see ``check``).
    verdict = traitlets.Dict().tag(sync=True)

    def __init__(self, players: Any = None, *args: Any, **kwargs: Any) -> None:
        if players is None:
            from .bots import SolverBot

            players = [None, SolverBot()]
        self._position = 0
        threading.Thread(target=_warm_solver, daemon=True).start()
        super().__init__(players, *args, **kwargs)

    def _handle(self, content: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "hint":
            if set(content) != {"type"}:
                raise IllegalMove('A hint request is {"type": "hint"}.')
            self.show_hint()
        elif kind == "check":
            if set(content) != {"type", "melds"}:
                raise IllegalMove('A check is {"type": "check", "melds": [[...], ...]}.')
            self.check(content["melds"])
        else:
            super()._handle(content)

    # ----- the engine's verdict on a proposed table -------------------------------------------

    def check(self, melds: Any) -> dict[str, Any]:
        """The engine's verdict on ``melds`` as the next play of the seat on screen.

        Unnamed jokers (``JK``) are named so that their meld is valid where one name does
        it, and each meld is put in reading order (``ordered``); ``problems`` maps each
        invalid meld's index to its problem; ``problem`` is why the whole play is refused
        (``None`` when it would be accepted). The result is synced as ``verdict``.
        """
        if self.handover or not self.view:
            raise IllegalMove(f"Hand the screen to {self._names[self.seat]} first.")
        if (
            not isinstance(melds, list)
            or len(melds) > MAX_MELDS
            or not all(
                isinstance(m, list)
                and len(m) <= MAX_MELD_CARDS
                and all(isinstance(c, str) and len(c) < 12 for c in m)
                for m in melds
            )
        ):
            raise IllegalMove("The table is a list of melds, each a list of cards like 'AS'.")
        state, seat = self.state, self.seat
        decks = decks_for(state["num_seats"])
        naturals = [c for m in melds for c in m if not c.upper().startswith("JK")]
        ordered = []
        for meld in melds:
            named = name_jokers([c.upper() for c in meld], decks, taken=naturals)
            ordered.append(order_meld(named) if meld_problem(named) is None else named)
        problems = {str(i): p for i, m in enumerate(ordered) if (p := meld_problem(m)) is not None}
        try:
            self.game.check(state, seat, {"type": "play", "melds": ordered})
            problem = None
        except IllegalMove as exc:
            problem = str(exc)
        self.error = ""
        self.verdict = {
            "melds": melds,
            "ordered": ordered,
            "problems": problems,
            "problem": problem,
            "position": self._position,
        }
        self.revision += 1
        return self.verdict

    # ----- hints --------------------------------------------------------------------------------

    def best_play(self) -> dict[str, Any]:
        """The solver's best play for the seat on screen now, as shown by the Hint button."""
        from .solver import best_play

        view = self.view
        if not view or self.handover:
            return {"text": "Hand the screen over first."}
        if not view.get("may_play"):
            return {"text": self.refusals.get("play", "You cannot play now.")}
        decks = decks_for(len(view["hand_sizes"]))
        play = best_play(view["hand"], view["table"], time_limit=HINT_SECONDS, decks=decks)
        if play is None:
            return {"text": "No play is possible: draw a card.", "melds": None}
        cards = " ".join(label(c) for c in play.cards)
        lead = "Best play" if play.optimal else "Best found in 1 s"
        return {
            "text": f"{lead}: {cards} ({play.points} points, {len(play.cards)} cards).",
            "melds": play.melds,
            "cards": play.cards,
            "points": play.points,
            "optimal": play.optimal,
        }

    def show_hint(self) -> dict[str, Any]:
        """Compute the hint and show it in the widget (until the table changes)."""
        self.error = ""
        self.hint = {**self.best_play(), "position": self._position}
        self.revision += 1
        return self.hint

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """Add ``position`` (a hint or verdict belongs to one position of this widget)."""
        self._position += 1
        return {**view, "position": self._position}

    def __repr__(self) -> str:
        if self.remote is not None:  # a seat at a table server: no local match
            return super().__repr__()
        state = self.state
        status = (
            "game over"
            if self.match.is_terminal
            else f"to act: {', '.join(self._names[s] for s in self.match.seats_to_act)}"
        )
        scores = ", ".join(
            f"{n} {s:g}" for n, s in zip(self._names, self.match.scores(), strict=False)
        )
        return (
            f"CarouselWidget(Carousel; round {state['round']}; {scores}; {status}; "
            f"table {len(state['table'])} melds; moves={len(self.match.moves)})"
        )
