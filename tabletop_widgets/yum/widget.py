"""The Yum widget: five dice, holds, up to three rolls and a score sheet per player.

Yum has no secrets, so hot-seat needs no hand-over screen. The optional coach
(``w.coach = True``, ``YumWidget(coach=True)``, or the Coach toggle in the browser) is the
game's standing ``coach`` query (``yum.queries``): while it is on, ``answers["coach"]``
holds the value of every keep and box for the seat to act, computed by
:mod:`tabletop_widgets.yum.coach` from that seat's recall.
"""

from __future__ import annotations

from typing import Any

from ..ui.base import GameWidget, bundle, query_switch
from .game import GAME

_ESM, _CSS = bundle(__file__)


class YumWidget(GameWidget):
    """Play Yum in a notebook.

    >>> from tabletop_widgets import yum
    >>> w = yum.YumWidget(seed=3)          # you against a random bot
    >>> w.act({"type": "roll", "hold": []})
    >>> w.act({"type": "score", "box": "surplus"})

    ``players=2`` (or ``[None, None]``) is hot-seat for two people at one screen.
    ``coach=True`` shows the coach's advice in the widget (``answers["coach"]``).
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = False  # everything in Yum is public

    def __init__(self, *args: Any, coach: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if coach:
            self.follow("coach", True)

    coach = query_switch(
        "coach", "Whether the coach is on (set it to switch the ``coach`` query on or off)."
    )

    def advice(self) -> dict[str, Any]:
        """The coach's advice for the seat on screen now (whether or not the coach is shown)."""
        return self.ask("coach")
