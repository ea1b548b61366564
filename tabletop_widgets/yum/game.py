"""Yum as a game for the engine: turns, rolls, holds and the score sheet.

Section by section of the rulebook (docs/rules/yum.md):
setup (random first player), a turn (up to three rolls, keep any dice, score one
open box), the end (13 rounds) and the totals with the upper bonus.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from operator import itemgetter
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, canonical, freeze, rng
from ..engine.chance import ChanceOutcome
from ..engine.dice import roll, roll_outcomes
from . import rules
from .rules import (
    BOX_FRENCH,
    BOX_LABELS,
    BOXES,
    DICE,
    FACES,
    ROLLS_PER_TURN,
    UPPER_BOXES,
    UPPER_FRENCH,
    Rules,
)

#: Every way to keep some dice and re-roll at least one (indices of kept dice).
HOLDS = [list(c) for k in range(DICE) for c in combinations(range(DICE), k)]

#: The printed score sheet, top to bottom: public facts every front end draws.
SHEET = tuple(
    {
        "box": box,
        "label": BOX_LABELS[box],
        "french": UPPER_FRENCH.get(box) or BOX_FRENCH.get(box, ""),
        "section": "upper" if box in UPPER_BOXES else "lower",
    }
    for box in BOXES
)

# Why a move is refused: one text each, used by ``check`` and ``refusals``.
NO_ROLLS_LEFT = "You have rolled three times: score a box now."
FIRST_ROLL_ALL = "The first roll of a turn rolls all five dice."
ROLL_BEFORE_HOLD = "Roll the dice first: the first roll of a turn rolls all five."
NOTHING_TO_HOLD = "No rolls left, so there is nothing to hold: score a box now."
ALL_HELD = "Keep at most four dice: a roll re-rolls at least one die."
ROLL_BEFORE_SCORE = "Roll the dice before you score."


def box_filled(box: str) -> str:
    """Why ``box`` cannot be scored: it is already filled."""
    return f"Your {BOX_LABELS[box]} box is already filled: each box is used once."


class YumGame(Game):
    """Yum for one or more players (options: the fields of ``Rules``)."""

    info = GameInfo(
        name="yum",
        title="Yum",
        min_seats=1,
        max_seats=8,
        hidden_information=False,
        simultaneous_moves=False,
        lists_all_actions=True,
        conformance_seats=(1, 2, 4),
    )
    default_options = Rules().to_dict()

    # ----- Setup: a score sheet each, random first player --------------------------------

    def setup(self, state: State) -> None:
        n = state["num_seats"]
        state["cards"] = [{box: None for box in BOXES} for _ in range(n)]
        state["first"] = rng.randbelow(state, n)
        state["current"] = state["first"]
        state["dice"] = []  # nothing rolled yet this turn
        state["rolls"] = 0  # rolls made this turn (0..3)
        state["kept"] = 0  # dice set aside before the last roll (YR4): they come first
        state["turn"] = 1  # turn number, 1 .. 13 * players
        # Every decision made after a roll, public: [seat, turn, rolls, dice, action] (the
        # coach's history; the first roll of a turn is no decision).
        state["decisions"] = []

    def rules(self, state: State) -> Rules:
        options = state["options"]
        known = _RULES_OF.get(id(options))
        if known is not None and known[0] is options:  # the same options object: no re-freeze
            return known[1]
        r = _rules(freeze(options))
        if len(_RULES_OF) >= 256:
            _RULES_OF.clear()
        _RULES_OF[id(options)] = (options, r)  # holds ``options``, so its id is not reused
        return r

    # ----- Whose turn and which moves ------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return [] if self._over(state) else [state["current"]]

    def _over(self, state: State) -> bool:
        return state["turn"] > len(state["cards"]) * len(BOXES)

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if seat not in self.seats_to_act(state):
            return []
        actions: list[dict[str, Any]] = []
        if state["rolls"] == 0:
            return [{"type": "roll", "hold": []}]
        if state["rolls"] < ROLLS_PER_TURN:
            actions += [{"type": "roll", "hold": hold} for hold in HOLDS]
        card = state["cards"][seat]
        actions += [{"type": "score", "box": box} for box in BOXES if card[box] is None]
        return actions

    def check(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, dict) or action.get("type") not in ("roll", "score"):
            raise IllegalMove(
                'A Yum move is {"type": "roll", "hold": [...]} or {"type": "score", "box": ...}.'
            )
        if action["type"] == "roll":
            if set(action) != {"type", "hold"} or not isinstance(action["hold"], list):
                raise IllegalMove(
                    'A roll says which dice to keep: {"type": "roll", "hold": [0, 2]}.'
                )
            if state["rolls"] >= ROLLS_PER_TURN:
                raise IllegalMove(NO_ROLLS_LEFT)
            if state["rolls"] == 0 and action["hold"]:
                raise IllegalMove(FIRST_ROLL_ALL)
            if action["hold"] not in HOLDS:
                if sorted(set(map(str, action["hold"]))) == sorted(map(str, range(DICE))):
                    raise IllegalMove(ALL_HELD)
                raise IllegalMove(
                    "Keep dice by their positions 0-4, each once, in increasing order, and re-roll at least one."
                )
        else:
            box = action.get("box")
            if set(action) != {"type", "box"} or box not in BOXES:
                raise IllegalMove(f"Unknown box {box!r}; boxes are: {', '.join(BOXES)}.")
            if state["rolls"] == 0:
                raise IllegalMove(ROLL_BEFORE_SCORE)
            if state["cards"][seat][box] is not None:
                raise IllegalMove(box_filled(box))

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why the page's moves are refused now: "roll", "hold" (clicking a die),
        "roll:all_held" (Roll with five dice held), "score" and "score:<box>"."""
        waiting = super().refusals(state, seat)
        if waiting:  # not this seat's turn, or the game is over: every control says why
            why = waiting["*"]
            return {"*": why, "roll": why, "hold": why, "score": why}
        reasons: dict[str, str] = {}
        if state["rolls"] == 0:
            reasons.update(hold=ROLL_BEFORE_HOLD, score=ROLL_BEFORE_SCORE)
        elif state["rolls"] >= ROLLS_PER_TURN:
            reasons.update(roll=NO_ROLLS_LEFT, hold=NOTHING_TO_HOLD)
        else:
            reasons["roll:all_held"] = ALL_HELD
        for box in BOXES:
            if state["cards"][seat][box] is not None:
                reasons[f"score:{box}"] = box_filled(box)
        return reasons

    # ----- A turn: roll, keep, roll again, score one box -------------------------------------

    def copy_state(self, state: State) -> State:
        """The engine's copy hook, made for a Yum state's shape: what a move never changes in
        place is shared. ``transition`` replaces the dice and the one score sheet it fills
        (never writes into them), and each recorded decision is never changed once written
        (a deep copy of the whole list made every move cost more the longer the game ran).
        A match keeps every state (``Match.history``): copying the four sheets each move kept
        about 2 KB more per move, half of a finished game's memory."""
        new = dict(state)
        new["cards"] = list(state["cards"])
        new["decisions"] = list(state.get("decisions", []))
        return new  # names and options are never changed by a move: shared

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        if state["rolls"] > 0:
            state.setdefault("decisions", []).append(
                [seat, state["turn"], state["rolls"], list(state["dice"]), dict(action)]
            )
        if action["type"] == "roll":
            kept = [state["dice"][i] for i in action["hold"]]
            state["dice"] = kept + roll(state, DICE - len(kept))
            state["kept"] = len(kept)
            state["rolls"] += 1
            return
        box = action["box"]
        card = dict(state["cards"][seat])  # a new sheet: the one before is shared (copy_state)
        card[box] = rules.score(state["dice"], box, self.rules(state))
        state["cards"][seat] = card
        state["dice"], state["rolls"], state["kept"] = [], 0, 0
        state["turn"] += 1
        state["current"] = (seat + 1) % state["num_seats"]

    # ----- Chance: the dice, declared -----------------------------------------------------------

    def dice_outcomes(self, count: int) -> list[ChanceOutcome]:
        """Rolling ``count`` of Yum's fair six-sided dice: each sorted tuple of faces with its
        exact probability (the multinomial count of its orders over ``6 ** count``). The
        solver, the coach and the lessons read the dice's probabilities from here."""
        return roll_outcomes(count, FACES)

    def chance_outcomes(
        self, state: State, seat: int, action: dict[str, Any]
    ) -> list[ChanceOutcome]:
        """A roll re-rolls the dice not kept (``dice_outcomes`` of 5 minus the kept ones);
        scoring a box involves no chance (``[]``). Raises ``IllegalMove`` for a move ``seat``
        may not play now."""
        action = canonical(action)
        if seat not in self.seats_to_act(state):
            raise IllegalMove(f"It is not {self.seat_name(state, seat)}'s turn.")
        self.check(state, seat, action)
        if action["type"] == "roll":
            return self.dice_outcomes(DICE - len(action["hold"]))
        return []

    def chance_result(
        self, before: State, seat: int, action: dict[str, Any], after: State
    ) -> tuple[int, ...] | None:
        """The faces the roll showed (the dice after the kept ones, sorted), None for a score."""
        if action["type"] != "roll":
            return None
        return tuple(sorted(after["dice"][len(action["hold"]) :]))

    # ----- Information: everything on the table is public -----------------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        r = self.rules(state)
        return {
            "seat": seat,
            "current": state["current"],
            "turn": state["turn"],
            "round": min(len(BOXES), (state["turn"] - 1) // state["num_seats"] + 1),
            "dice": list(state["dice"]),
            "rolls": state["rolls"],
            "rolls_left": ROLLS_PER_TURN - state["rolls"],
            # How many dice were set aside before the last roll (they come first): every front
            # end animates only the dice that were rolled, whoever rolled them.
            "kept": state.get("kept", 0),
            "cards": [dict(c) for c in state["cards"]],
            "totals": [dict(self._totals(c, r)) for c in state["cards"]],
            "rules": dict(state["options"]),
            "over": self._over(state),
            # Display facts (public): the sheet's rows (each with what it scores under these
            # rules), the bonus rule, and what each open box of the player to act would
            # score with the dice on the table.
            "sheet": [{**row, "scoring": rules.box_rule(row["box"], r)} for row in SHEET],
            "bonus_rule": {"threshold": r.upper_bonus_threshold, "points": r.upper_bonus},
            "potential": self._potential(state, r),
        }

    def recall(self, state: State, seat: int) -> dict[str, Any]:
        """The view plus the public past the coach reviews: the names and every decision made
        after a roll (``decisions``: ``[seat, turn, rolls, dice, action]`` each). Yum has no
        secrets, so every seat may know all of it."""
        return {
            **self.present(self.view(state, seat), seat),
            "names": list(state["names"]),
            "decisions": [
                [s, t, r, list(d), dict(a)] for s, t, r, d, a in state.get("decisions", [])
            ],
        }

    @staticmethod
    def _potential(state: State, r: Rules) -> dict[str, int]:
        dice = state["dice"]
        if len(dice) != DICE or state["rolls"] == 0:
            return {}
        card = state["cards"][state["current"]]
        every = _box_scores(tuple(sorted(dice)), r)  # the score of a box ignores the order
        return {box: every[box] for box in BOXES if card[box] is None}

    @staticmethod
    def _totals(card: dict[str, int | None], r: Rules) -> dict[str, int]:
        """A card's totals, computed once per filled sheet (every seat's view and ``scores``
        of the same position share them; do not change the returned dict)."""
        return _card_totals(_BOX_VALUES(card), r)

    # ----- End: totals with the bonus; ties share the win ---------------------------------------

    def scores(self, state: State) -> list[float]:
        r = self.rules(state)
        return [self._totals(card, r)["total"] for card in state["cards"]]

    def result(self, state: State) -> dict[str, Any]:
        r = self.rules(state)
        row: dict[str, Any] = {}
        for seat, card in enumerate(state["cards"]):
            row[f"bonus_{seat}"] = rules.bonus(card, r) > 0
            row[f"yum_{seat}"] = (card["yum"] or 0) > 0
        return row

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        who = self.seat_name(before, seat)
        if action["type"] == "roll":
            kept = [before["dice"][i] for i in action["hold"]]
            rolled = " ".join(map(str, after["dice"][len(kept) :]))
            keep = f"kept {' '.join(map(str, kept))}, " if kept else ""
            return f"{who} {keep}rolled {rolled} (roll {after['rolls']} of 3)"
        points = after["cards"][seat][action["box"]]
        return f"{who} scored {points} in {BOX_LABELS[action['box']]}"

    def components(self, state: State) -> Counter:
        return Counter({"die": DICE})


@lru_cache(maxsize=8192)
def _box_scores(dice: tuple[int, ...], r: Rules) -> dict[str, int]:
    """What every box would score with these dice (252 sorted rolls per rule set)."""
    return {box: rules.score(list(dice), box, r) for box in BOXES}


#: A score card's values in ``BOXES`` order (the key of its totals).
_BOX_VALUES = itemgetter(*BOXES)
#: ``id(rules) -> (rules, {box values: totals})``: each sheet's totals computed once.
_TOTALS_OF: dict[int, tuple[Rules, dict[tuple, dict[str, int]]]] = {}


def _card_totals(values: tuple[int | None, ...], r: Rules) -> dict[str, int]:
    """The totals of a score card given its boxes' values in ``BOXES`` order."""
    known = _TOTALS_OF.get(id(r))
    if known is None or known[0] is not r:
        if len(_TOTALS_OF) >= 64:
            _TOTALS_OF.clear()
        known = _TOTALS_OF[id(r)] = (r, {})
    found = known[1].get(values)
    if found is None:
        card = dict(zip(BOXES, values, strict=True))
        found = {
            "upper": rules.upper_total(card),
            "bonus": rules.bonus(card, r),
            "lower": sum(card[b] or 0 for b in rules.LOWER_BOXES),
            "total": rules.total(card, r),
        }
        if len(known[1]) >= 65536:
            known[1].clear()
        known[1][values] = found
    return found


#: ``id(options) -> (options, Rules)``: the rules of a state's options object, parsed once.
_RULES_OF: dict[int, tuple[Any, Rules]] = {}


@lru_cache(maxsize=64)
def _rules(options: tuple) -> Rules:
    return Rules.from_dict(dict(options))


GAME = YumGame()
