"""The Gin Rummy widget: your hand with its melds and live deadwood, the stock and the discard
pile, knock/gin buttons that say why they are not allowed, and a showdown told line by line.

The opponent's hand never reaches the browser before the showdown: the synced ``view`` is
the seat's own view (``GinRummyGame.view``; the teacher's view in reveal mode) as the engine
presents it (``GinRummyGame.present``: melds and deadwood of that seat's own cards). Why a move is refused comes from the engine
(``GinRummyGame.refusals``, the synced ``refusals`` trait).
"""

from __future__ import annotations

from typing import Any

from ..ui.base import GameWidget, bundle
from .bots import FairBot
from .game import GAME

_ESM, _CSS = bundle(__file__)


class GinRummyWidget(GameWidget):
    """Play Gin Rummy (Cardems rules) in a notebook: a match to 100 against the fair bot.

    >>> from tabletop_widgets import gin_rummy
    >>> w = gin_rummy.GinRummyWidget(seed=1)
    >>> w.act({"type": "draw", "source": "stock"})
    >>> w.act({"type": "discard", "card": w.view["hand"][0]})

    ``players=2`` is hot-seat for two people (with a hand-over screen); ``options`` are the
    game's (``match_target`` is 100, the rulebook's match; ``match_target=0`` plays one hand).
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = True  # hands are secret

    def __init__(self, players: Any = None, *args: Any, **kwargs: Any) -> None:
        if players is None:
            players = [None, FairBot()]
        super().__init__(players, *args, **kwargs)
