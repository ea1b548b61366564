"""The Gin Rummy widget: your hand with its melds and live deadwood, the stock and the discard
pile, knock/gin buttons that say why they are not allowed, and a showdown told line by line.

The opponent's hand never reaches the browser before the showdown: the synced ``view`` is
the seat's own view (``GinRummyGame.view``) plus facts computed from that seat's own cards.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import card_label
from ..ui.base import GameWidget, bundle
from . import rules
from .bots import FairBot
from .game import GAME
from .rules import KNOCK_LIMIT, MATCH_TARGET

_ESM, _CSS = bundle(__file__)


class GinRummyWidget(GameWidget):
    """Play Gin Rummy (Cardems rules) in a notebook: a match to 100 against the fair bot.

    >>> from tabletop_widgets import gin_rummy
    >>> w = gin_rummy.GinRummyWidget(seed=1)
    >>> w.act({"type": "draw", "source": "stock"})
    >>> w.act({"type": "discard", "card": w.view["hand"][0]})

    ``players=2`` is hot-seat for two people (with a hand-over screen); ``options`` are the
    game's (``match_target`` defaults to 100 here; ``match_target=0`` plays a single hand).
    """

    game = GAME
    _esm = _ESM
    _css = _CSS
    handover_required = True  # hands are secret

    def __init__(
        self,
        players: Any = None,
        seed: int | None = None,
        options: dict | None = None,
        **kwargs: Any,
    ) -> None:
        if players is None:
            players = [None, FairBot()]
        merged = {"match_target": MATCH_TARGET, **(options or {})}
        super().__init__(players, seed=seed, options=merged, **kwargs)

    def decorate_view(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        view = dict(view)
        if "hands" in view:  # teacher (reveal) mode: the omniscient state, explicitly marked
            view["hand"] = list(view["hands"][seat])
            view["opponent_hand"] = list(view["hands"][1 - seat])
            view["opponent_cards"] = len(view["opponent_hand"])
            view["stock_count"] = len(view["stock"])
            view["seat"] = seat
            view["target"] = view["options"]["match_target"]
        hand = view.get("hand") or []
        my_turn = view.get("current") == seat and not view.get("over")
        phase = view.get("phase")
        arrangement = (
            rules.best_melds(hand) if hand else {"melds": [], "deadwood_cards": [], "deadwood": 0}
        )
        view["arrangement"] = arrangement
        view["deadwood"] = arrangement["deadwood"]
        view["knock_limit"] = KNOCK_LIMIT
        finish = {"knock": "", "gin": ""}  # "" = allowed for some discard; else the reason
        after: dict[str, int] = {}
        if my_turn and phase == "discard":
            after = rules.discard_deadwoods(hand)
            allowed = {c: d for c, d in after.items() if c != view.get("taken")}
            best = min(allowed.values())
            if best > KNOCK_LIMIT:
                finish["knock"] = (
                    f"Your best discard leaves {best} deadwood; a knock needs {KNOCK_LIMIT} or less."
                )
            elif all(d == 0 for d in allowed.values() if d <= KNOCK_LIMIT):
                finish["knock"] = "Your deadwood would be 0: go Gin instead."
            if best != 0:
                finish["gin"] = f"Gin needs 0 deadwood; your best discard leaves {best}."
        elif view.get("over"):
            finish = {"knock": "The match is over.", "gin": "The match is over."}
        elif not my_turn:
            finish = {"knock": "Wait for your turn.", "gin": "Wait for your turn."}
        else:
            finish = {"knock": "Draw a card first.", "gin": "Draw a card first."}
        view["after_discard"] = after
        view["finish_reasons"] = finish
        taken = view.get("taken")
        view["taken_note"] = (
            f"You took {card_label(taken)} from the discard pile: you may not discard it this turn."
            if my_turn and phase == "discard" and taken
            else ""
        )
        return view
