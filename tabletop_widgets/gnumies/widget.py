"""The Gnumies widget: a party table where everybody bids at once.

The browser gets only the viewing seat's view: the offered party card, every party
room (public) with its running score, every player's remaining Gnumie cards (public:
all plays are revealed), who has already chosen (not what), and the seat's own
choice. The card a Gnalli player looks at reaches only that player's screen. The
other seats' pending choices, the supply order and the generator never leave Python.
"""

from __future__ import annotations

from typing import Any

from ..ui.base import GameWidget, bundle
from . import rules
from .game import GAME
from .queries import room_score

_ESM, _CSS = bundle(__file__)


class GnumiesWidget(GameWidget):
    """Play The Gnumies in a notebook.

    >>> from tabletop_widgets import gnumies
    >>> from tabletop_widgets.gnumies.bots import ThinkingBot
    >>> w = gnumies.GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=3)
    >>> w.act({"type": "play", "card": 40})   # your secret choice; bots have chosen theirs

    ``players=3`` (or ``[None, None, None]``) is hot-seat: a hand-over screen comes
    between the players' secret choices.
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = True  # choices and the Gnalli's look are secret

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)

    def room_score(self, seat: int) -> rules.RoomScore:
        """The explained score of ``seat``'s party room (public): the ``explain`` query."""
        return room_score(self.ask("explain", {"room": seat}))
