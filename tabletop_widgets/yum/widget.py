"""The Yum widget: five dice, holds, up to three rolls and a score sheet per player.

Yum has no secrets, so hot-seat needs no hand-over screen. The optional coach
(``w.coach = True``, or the Coach toggle in the browser) adds the value of every
keep and box for the seat to act, computed by :mod:`tabletop_widgets.yum.coach`.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..engine import IllegalMove
from ..ui.base import GameWidget, bundle
from .game import GAME

_ESM, _CSS = bundle(__file__)


class YumWidget(GameWidget):
    """Play Yum in a notebook.

    >>> from tabletop_widgets import yum
    >>> w = yum.YumWidget(seed=3)          # you against a random bot
    >>> w.act({"type": "roll", "hold": []})
    >>> w.act({"type": "score", "box": "surplus"})

    ``players=2`` (or ``[None, None]``) is hot-seat for two people at one screen.
    ``coach=True`` shows the coach's advice in the widget (``view["coach"]``).
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = False  # everything in Yum is public

    coach = traitlets.Bool(False).tag(sync=True)

    def __init__(self, *args: Any, coach: bool = False, **kwargs: Any) -> None:
        self._coach_ready = False
        super().__init__(*args, **kwargs)
        self._coach_ready = True
        if coach:
            self.coach = True

    @traitlets.observe("coach")
    def _coach_changed(self, change: dict[str, Any]) -> None:
        if self._coach_ready:
            self._sync(handover=self.handover)

    def _handle(self, content: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "coach":
            on = content.get("on")
            if not isinstance(on, bool) or set(content) != {"type", "on"}:
                raise IllegalMove('The coach toggle is {"type": "coach", "on": true or false}.')
            self.error = ""
            if on == self.coach:
                self._sync(handover=self.handover)
            else:
                self.coach = on
            return
        super()._handle(content)

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """Only the coach is widget-only; the sheet, bonus rule and potential scores are
        in the engine's view (a page served without a kernel draws the same bundle)."""
        if not self.coach:
            return view
        return {**view, "coach": self._advice(seat)}

    def _advice(self, seat: int) -> dict[str, Any]:
        from .coach import advice, post_game_summary

        try:
            if self.match.is_terminal:  # the post-game review: points lost to sub-optimal choices
                return {"summary": post_game_summary(self.state, self.match)}
            return advice(self.state, seat, self.match)  # with the history of this game
        except Exception as exc:  # the coach must never break the table
            return {"unavailable": f"The coach could not advise here ({type(exc).__name__})."}
