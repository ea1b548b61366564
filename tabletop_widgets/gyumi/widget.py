"""The GYÜMI widget: a table that hides what players must remember.

The browser gets only the viewing seat's view: the draw-pile size, the discard-pile tops
and, for every player's six fruit series, the fruit, the top number and the card count.
Buried cards never reach the browser during play, not even the viewer's own, and the
public log names no card. At the end every series is spread out with its score.

The *practice aid* (``practice=True``, off by default) is a non-rules training help: the
game's standing ``practice`` query (``gyumi.queries``), answered from the seat's recall
(its own buried cards, which it saw when it played them). While it is on,
``answers["practice"]`` carries them and the table shows a clear "Practice aid" banner.
"""

from __future__ import annotations

from typing import Any

from ..ui.base import HUMAN, GameWidget, bundle, query_switch
from .game import GAME

_ESM, _CSS = bundle(__file__)


class GyumiWidget(GameWidget):
    """Play GYÜMI in a notebook.

    >>> from tabletop_widgets import gyumi
    >>> from tabletop_widgets.gyumi.bots import MemoryBot
    >>> w = gyumi.GyumiWidget([None, MemoryBot()], seed=3)   # you against a bot
    >>> w.act({"type": "draw"})                             # step 1: take a card
    >>> w.act({"type": "play"})                             # step 2: play it (or discard)

    ``players=2`` (or ``[None, None]``) is hot-seat with a hand-over screen between players.
    With a person at the table the stall limit is off unless ``options`` say otherwise
    (spec G11: it is a guard for bots).
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = True  # the held card is secret until placed

    def __init__(
        self,
        players: Any = None,
        seed: int | None = None,
        options: dict | None = None,
        names: Any = None,
        reveal: bool = False,
        practice: bool = False,
        **kwargs: Any,
    ) -> None:
        specs = (
            [HUMAN, None]
            if players is None
            else ([HUMAN] * players if isinstance(players, int) else players)
        )
        if kwargs.get("table") is None and any(s is HUMAN for s in specs):
            options = {"stall_turns_per_player": 0, **(options or {})}
        super().__init__(players, seed=seed, options=options, names=names, reveal=reveal, **kwargs)
        if practice:
            self.follow("practice", True)

    practice = query_switch(
        "practice", "Whether the practice aid is on (set it to switch it on or off)."
    )

    def __repr__(self) -> str:
        text = super().__repr__()
        return text[:-1] + "; practice aid on)" if self.practice else text
