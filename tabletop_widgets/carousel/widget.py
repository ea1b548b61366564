"""The Carousel widget: the table's melds as rows, your hand below, rearrange and submit.

The browser keeps the arrangement being built locally (select cards and move them
between melds or into a new one, by drag and drop, click or keyboard; split and
join melds; name a joker when it is placed). Every rule is Python's: the page asks the
game's ``check`` query with the proposed table (``{"type": "query", "name": "check",
"args": {"melds": [...]}}``) and shows its answer (synced ``answers["check"]``: each
meld's problem, the play's problem, the melds put in order and unnamed jokers named). The
play is sent as a whole (``{"type": "play", "melds": [...]}``) and checked by the engine.
The ``hint`` query asks the solver for the best play from the viewing seat's own hand and
the public table only (``carousel.queries``).

Other players' hands never reach the browser: the synced ``view`` is the seat's
own view (hand sizes only for the others), or the teacher's view in reveal mode.
"""

from __future__ import annotations

from typing import Any

from ..engine.coach import CheckAnswer
from ..i18n import translator
from ..ui.base import GameWidget, bundle
from .game import GAME
from .queries import HINT_SECONDS

_ESM, _CSS = bundle(__file__)

__all__ = ["HINT_SECONDS", "CarouselWidget"]


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

    def __init__(self, players: Any = None, *args: Any, **kwargs: Any) -> None:
        if players is None and kwargs.get("table") is None:
            from .bots import SolverBot

            players = [None, SolverBot()]
        super().__init__(players, *args, **kwargs)

    def check(self, melds: Any) -> CheckAnswer:
        """The engine's verdict on ``melds`` as the next play of the seat on screen (the
        ``check`` query): ``ordered`` (jokers named, melds in reading order), ``problems``
        (each invalid meld's index -> its problem), ``problem`` (why the whole play would be
        refused, ``None`` when it would be accepted). Shown as ``answers["check"]``."""
        return self.ask("check", {"melds": melds})

    def __repr__(self) -> str:
        if self.session.remote:  # a seat at a table server: no local match
            return super().__repr__()
        title, scores, status, moves = self.repr_fields()
        state = self.state
        round_ = self.gettext("round {number}", number=str(state["round"]))
        melds = len(state["table"])
        # English says "table 1 melds" (a count, not a phrase): one text for every count
        table = translator(self.lang).ngettext("table {n} melds", "table {n} melds", melds)
        return f"CarouselWidget({title}; {round_}; {scores}; {status}; {table}; {moves})"
