"""The Carousel widget: the table's melds as rows, your hand below, rearrange and submit.

The browser keeps the arrangement being built locally (select cards and move them
between melds or into a new one, by drag and drop, click or keyboard; split and
join melds; name a joker when it is placed) and outlines invalid melds live with
the reason. The play is sent as a whole (``{"type": "play", "melds": [...]}``) and
checked by the engine. A hint (``{"type": "hint"}``) asks the solver for the best
play from the viewing seat's own hand and the public table only.

Other players' hands never reach the browser: the synced ``view`` is the seat's
own view (hand sizes only for the others).
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..engine import IllegalMove
from ..ui.base import GameWidget, bundle
from .game import GAME
from .rules import label

_ESM, _CSS = bundle(__file__)


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

    def __init__(self, players: Any = None, *args: Any, **kwargs: Any) -> None:
        if players is None:
            from .bots import SolverBot

            players = [None, SolverBot()]
        super().__init__(players, *args, **kwargs)

    def _handle(self, content: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "hint":
            if set(content) != {"type"}:
                raise IllegalMove('A hint request is {"type": "hint"}.')
            self.show_hint()
            return
        super()._handle(content)

    def best_play(self) -> dict[str, Any]:
        """The solver's best play for the seat on screen now, as shown by the Hint button."""
        from .solver import best_play

        view = self.view
        if not view or self.handover:
            return {"text": "Hand the screen over first."}
        if not view.get("may_play"):
            return {"text": "You cannot play now (draw first, or your turn is over)."}
        play = best_play(view["hand"], view["table"])
        if play is None:
            return {"text": "No play is possible: draw a card.", "melds": None}
        cards = " ".join(label(c) for c in play.cards)
        return {
            "text": f"Best play: {cards} ({play.points} points, {len(play.cards)} cards).",
            "melds": play.melds,
            "cards": play.cards,
            "points": play.points,
        }

    def show_hint(self) -> dict[str, Any]:
        """Compute the hint and show it in the widget."""
        self.error = ""
        self.hint = self.best_play()
        self.revision += 1
        return self.hint

    def _sync(self, handover: bool | None, previous: int | None = None) -> None:
        self.hint = {}
        super()._sync(handover, previous)

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        if self.mode == "reveal":  # teacher view: the seat's own view plus every hand, marked
            view = dict(self.match.view(seat))
            view["all_hands"] = [list(h) for h in self.state["hands"]]
        view = dict(view)
        legal = self.match.legal_actions(seat) if seat in self.match.seats_to_act else []
        kinds = {a["type"] for a in legal}
        view["can"] = {k: k in kinds for k in ("draw", "pass", "knock", "end_turn")}
        return view

    def __repr__(self) -> str:
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
            f"table {len(state['table'])} melds; moves={len(self.match.log)})"
        )
