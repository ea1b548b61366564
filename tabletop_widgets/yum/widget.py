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
from . import rules
from .game import GAME
from .rules import BOX_FRENCH, BOX_LABELS, BOXES, UPPER_BOXES

_ESM, _CSS = bundle(__file__)

#: French names of the upper boxes (the lower ones are in ``rules.BOX_FRENCH``).
UPPER_FRENCH = {
    "ones": "Les as", "twos": "Les deux", "threes": "Les trois",
    "fours": "Les quatre", "fives": "Les cinq", "sixes": "Les six",
}  # fmt: skip


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
        view = dict(view)
        r = self.game.rules(self.state)
        view["sheet"] = [
            {
                "box": box,
                "label": BOX_LABELS[box],
                "french": UPPER_FRENCH.get(box) or BOX_FRENCH.get(box, ""),
                "section": "upper" if box in UPPER_BOXES else "lower",
            }
            for box in BOXES
        ]
        view["bonus_rule"] = {"threshold": r.upper_bonus_threshold, "points": r.upper_bonus}
        dice = view.get("dice") or []
        current = view.get("current")
        if len(dice) == rules.DICE and current is not None and not view.get("over"):
            card = self.state["cards"][current]
            view["potential"] = {
                box: rules.score(dice, box, r) for box in BOXES if card[box] is None
            }
        else:
            view["potential"] = {}
        if self.coach:
            view["coach"] = self._advice(seat)
        return view

    def _advice(self, seat: int) -> dict[str, Any]:
        from .coach import advice, post_game_summary

        try:
            if self.match.is_terminal:  # the post-game review: points lost to sub-optimal choices
                return {"summary": post_game_summary(self.state, self.match)}
            return advice(self.state, seat, self.match)  # with the history of this game
        except Exception as exc:  # the coach must never break the table
            return {"unavailable": f"The coach could not advise here ({type(exc).__name__})."}
