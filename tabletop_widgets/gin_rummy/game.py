"""Gin Rummy (Cardems rules) as a game for the engine: deal, draw, discard, knock, match to 100.

Section by section of the spec (docs/rules/gin_rummy.md §2):
setup (10 cards each, one upcard, 31 in the stock, "you" play first: C1), the turn
(draw from the stock or the discard pile; discard any card but the one just taken;
knock at 10 or less, gin at 0), the exhausted stock (a normal discard on an empty
stock draws the hand, 0 points, no reshuffle), the showdown and scoring (rules.py)
and the match (first to 100).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, clone, english, rng
from ..engine.cards import card_label, make_deck, parse_card
from . import rules
from .explain import scores_line, showdown_lines
from .rules import HAND_SIZE, KNOCK_LIMIT, MATCH_TARGET, card_bit, card_order

FIRST_PLAYER_CHOICES = ("human", "alternate", "loser")
ACTION_TYPES = ("draw", "discard", "knock", "gin")
#: C12 [DECISION]: a hand ends as a draw after this many turns per player in a row in which
#: nobody drew from the stock (the pile alone can pass cards round for ever).
STALL_TURNS = 10


def _sorted(cards: list[str]) -> list[str]:
    return sorted(cards, key=card_order)


class GinRummyGame(Game):
    """Two-player Gin Rummy, Cardems rules.

    Options (spec §4):

    - ``first_player``: ``"human"`` (C1, the text: seat 0 plays first every hand),
      ``"alternate"`` (the first player alternates), ``"loser"`` (the loser of a hand plays
      first in the next; after a draw the same player starts again);
    - ``joint_layoff_optimisation``: the defender chooses melds and layoffs together
      (standard table play) instead of best melds first, then layoffs (Cardems);
    - ``match_target``: the total that ends the match. The default, 100, is the rulebook's
      match [TEXT]. ``0`` is a single hand (the game ends after one hand, won or drawn):
      lessons, simulations and bot reports ask for it explicitly, because random play
      almost never scores and a match to 100 between random bots would hardly ever end;
    - ``stall_turns_per_player``: the stall limit (C12): a hand also ends as a 0-point draw
      after this many turns per player in a row in which nobody drew from the stock (10 by
      default, 20 turns with two players); 0 switches the limit off.
    """

    info = GameInfo(
        name="gin_rummy",
        title="Gin Rummy",
        min_seats=2,
        max_seats=2,
        hidden_information=True,
        simultaneous_moves=False,
        # Random bots rarely knock, so a random match to 100 lasts ~18,000 moves and even a
        # match to 10 about 4,000 (some thirty drawn hands before one scores): the suite plays
        # single hands, and every 25th game a short match (hand changes, match end; 8 of the
        # 200 games, with some 250 hand changes, 31,000 of the 51,000 recorded states).
        conformance_options=({"match_target": 0},) * 24 + ({"match_target": 10},),
    )
    default_options = {
        "first_player": "human",
        "joint_layoff_optimisation": False,
        "match_target": MATCH_TARGET,  # [TEXT] first to 100; 0 = a single hand
        "stall_turns_per_player": STALL_TURNS,  # C12: a hand that cannot progress ends
    }

    # ----- Setup [TEXT]: shuffle, 10 cards each, one upcard, 31 in the stock ---------------------

    def setup(self, state: State) -> None:
        opts = state["options"]
        if opts["first_player"] not in FIRST_PLAYER_CHOICES:
            raise ValueError(f"first_player must be one of {', '.join(FIRST_PLAYER_CHOICES)}.")
        if not 0 <= opts["match_target"] <= 10_000:
            raise ValueError(
                "match_target must be 0 (a single hand) or a total up to 10000 points."
            )
        stall = opts["stall_turns_per_player"]
        if isinstance(stall, bool) or not isinstance(stall, int) or not 0 <= stall <= 1000:
            raise ValueError(
                "stall_turns_per_player must be 0 (no limit) or a whole number up to 1000."
            )
        state["totals"] = [0, 0]
        state["hand_no"] = 0
        state["history"] = []  # one public line of facts per finished hand
        state["last_hand"] = None  # the public showdown of the previous hand
        state["over"] = False
        self._deal(state, first=0)

    def _deal(self, state: State, first: int) -> None:
        deck = rng.shuffle(state, make_deck())
        state["hand_no"] += 1
        state["first"] = first
        state["current"] = first
        state["hands"] = [_sorted(deck[0:HAND_SIZE]), _sorted(deck[HAND_SIZE : 2 * HAND_SIZE])]
        state["discard"] = [deck[2 * HAND_SIZE]]  # top = last
        state["stock"] = deck[2 * HAND_SIZE + 1 :]  # 31 cards, top = last
        state["phase"] = "draw"
        state["taken"] = None  # the card just taken from the discard pile (public)
        state["drawn"] = None  # the card just drawn (private to the drawer if from the stock)
        state["known"] = [[], []]  # cards each seat visibly took from the discard pile, still held
        state["turns"] = 0
        state["stall"] = 0  # C12: turns in a row in which the stock did not shrink

    # ----- Whose turn, which moves ------------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return [] if state["over"] else [state["current"]]

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state["over"] or seat != state["current"]:
            return []
        if state["phase"] == "draw":
            moves = [{"type": "draw", "source": "stock"}]
            if state["discard"]:
                moves.append({"type": "draw", "source": "discard"})
            return moves
        hand = state["hands"][seat]
        taken = state["taken"]
        moves = [{"type": "discard", "card": c} for c in hand if c != taken]
        deadwood = rules.discard_deadwoods(hand, limit=KNOCK_LIMIT)  # {} when no knock is near
        for c in deadwood:
            if c == taken:
                continue
            if deadwood[c] == 0:
                moves.append({"type": "gin", "card": c})
            elif deadwood[c] <= KNOCK_LIMIT:
                moves.append({"type": "knock", "card": c})
        return moves

    def check(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, dict) or action.get("type") not in ACTION_TYPES:
            raise IllegalMove(
                'A Gin move is {"type": "draw", "source": "stock" or "discard"}, or '
                '{"type": "discard" / "knock" / "gin", "card": "7H"}.'
            )
        if action["type"] == "draw":
            self._check_draw(state, action)
            return
        card = self._check_discard(state, seat, action)
        if action["type"] != "discard":
            self._check_going_down(state["hands"][seat], action["type"], card)

    def _check_draw(self, state: State, action: dict[str, Any]) -> None:
        """CR3: draw once a turn, from the stock or a discard pile that has a card."""
        if set(action) != {"type", "source"} or action["source"] not in ("stock", "discard"):
            raise IllegalMove(
                'Draw from "stock" or "discard": {"type": "draw", "source": "stock"}.'
            )
        if state["phase"] != "draw":
            raise IllegalMove("You have drawn already: now discard a card (or knock).")
        if action["source"] == "discard" and not state["discard"]:
            raise IllegalMove("The discard pile is empty: draw from the stock.")

    def _check_discard(self, state: State, seat: int, action: dict[str, Any]) -> str:
        """CR4: after drawing, discard a card of your hand, but not the card just picked up;
        returns that card."""
        kind = action["type"]
        if set(action) != {"type", "card"} or not isinstance(action["card"], str):
            raise IllegalMove(f'Say which card: {{"type": "{kind}", "card": "7H"}}.')
        if state["phase"] != "discard":
            raise IllegalMove(
                "Draw a card first (from the stock or the discard pile), then discard."
            )
        card = action["card"]
        if card not in state["hands"][seat]:
            try:
                code = parse_card(card)
            except ValueError as exc:
                raise IllegalMove(english(exc)) from None
            if code != card:
                raise IllegalMove(f"Write the card as {code!r}.")
            raise IllegalMove(f"{card_label(card)} is not in your hand.")
        if card == state["taken"]:
            raise IllegalMove(
                f"You just took {card_label(card)} from the discard pile: you may not discard it this turn."
            )
        return card

    def _check_going_down(self, hand: list[str], kind: str, card: str) -> None:
        """CR5, CR6: a knock leaves 1 to 10 deadwood after the discard, Gin exactly 0."""
        left = rules.deadwood_of_mask(rules.card_mask(hand) & ~(1 << card_bit(card)))
        if kind == "knock":
            if left > KNOCK_LIMIT:
                raise IllegalMove(
                    f"You cannot knock: after discarding {card_label(card)} your deadwood would be {left} "
                    f"(a knock needs {KNOCK_LIMIT} or less)."
                )
            if left == 0:
                raise IllegalMove(
                    f"Discarding {card_label(card)} leaves 0 deadwood: that is Gin, not a knock."
                )
        elif left != 0:
            raise IllegalMove(
                f"You cannot go Gin: after discarding {card_label(card)} your deadwood would be {left}, not 0."
            )

    def copy_state(self, state: State) -> State:
        """The engine's copy hook: a deep copy of a Gin state made without pickling.

        The records in ``history`` and ``last_hand`` are never changed once written, so they
        are shared; every list a move can change is copied.
        """
        new = dict(state)
        new["hands"] = [list(state["hands"][0]), list(state["hands"][1])]
        new["stock"] = list(state["stock"])
        new["discard"] = list(state["discard"])
        new["known"] = [list(state["known"][0]), list(state["known"][1])]
        new["totals"] = list(state["totals"])
        new["history"] = list(state["history"])
        new["names"] = list(state["names"])
        new["options"] = dict(state["options"])
        return new

    # ----- A turn [TEXT] ------------------------------------------------------------------------

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        hand = state["hands"][seat]
        if action["type"] == "draw":
            if action["source"] == "stock":
                card = state["stock"].pop()
                state["taken"] = None
            else:
                card = state["discard"].pop()
                state["taken"] = card
                state["known"][seat].append(card)
            hand.append(card)
            hand.sort(key=card_order)
            state["drawn"] = card
            state["phase"] = "discard"
            return
        card = action["card"]
        hand.remove(card)
        state["discard"].append(card)
        if card in state["known"][seat]:
            state["known"][seat].remove(card)
        state["turns"] += 1
        state["stall"] = state.get("stall", 0) + 1 if state["taken"] is not None else 0
        state["taken"] = state["drawn"] = None
        if action["type"] in ("knock", "gin"):
            self._showdown(state, seat)
        elif not state["stock"]:  # [TEXT] a normal discard on an empty stock: a 0-point draw
            self._end_hand(state, rules.hand_result(draw=True), scorer=None, knocker=None)
        elif self.stalled(state):  # C12: nobody drew from the stock for too long: a draw
            result = {**rules.hand_result(draw=True), "stalled": state["stall"]}
            self._end_hand(state, result, scorer=None, knocker=None)
        else:
            state["current"] = 1 - seat
            state["phase"] = "draw"

    def stall_limit(self, state: State) -> int:
        """Turns in a row without a stock draw that end the hand as a draw (C12; 0 = no limit)."""
        return state["options"].get("stall_turns_per_player", STALL_TURNS) * 2

    def stalled(self, state: State) -> bool:
        """True when the stall limit (C12) ends the hand now."""
        limit = self.stall_limit(state)
        return 0 < limit <= state["stall"]

    # ----- Showdown and scoring [TEXT] -------------------------------------------------------------

    def _showdown(self, state: State, knocker: int) -> None:
        defender = 1 - knocker
        result = rules.hand_result(
            state["hands"][knocker],
            state["hands"][defender],
            joint=state["options"]["joint_layoff_optimisation"],
        )
        scorer = knocker if result["scorer"] == "knocker" else defender
        self._end_hand(state, result, scorer, knocker)

    def _end_hand(
        self, state: State, result: dict[str, Any], scorer: int | None, knocker: int | None
    ) -> None:
        names = state["names"]
        result = dict(result)
        result["lines"] = showdown_lines(result)
        result["hand_no"] = state["hand_no"]
        result["knocker"] = knocker
        result["scorer_seat"] = scorer
        result["hands"] = [list(h) for h in state["hands"]] if knocker is not None else None
        if scorer is not None:
            state["totals"][scorer] += result["points"]
            result["lines"] = [*result["lines"], scores_line(names[scorer], result["points"])]
        result["totals"] = list(state["totals"])
        state["last_hand"] = result
        state["history"].append(
            {"hand": state["hand_no"], "kind": result["kind"], "knocker": knocker, "scorer": scorer,
             "points": result["points"], "totals": list(state["totals"])}
        )  # fmt: skip
        target = state["options"]["match_target"]
        if target == 0 or max(state["totals"]) >= target:  # [TEXT] first to 100 (0: one hand)
            state["over"] = True
            state["phase"] = "over"
            return
        mode = state["options"]["first_player"]
        if mode == "human":  # C1: "You play first" every hand
            first = 0
        elif mode == "alternate":
            first = 1 - state["first"]
        else:  # "loser": the player who did not score; same starter after a draw
            first = state["first"] if scorer is None else 1 - scorer
        self._deal(state, first)

    # ----- Information -------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        mine = state["current"] == seat
        return {
            "seat": seat,
            "hand_no": state["hand_no"],
            "totals": list(state["totals"]),
            "target": state["options"]["match_target"],
            "current": state["current"],
            "phase": state["phase"],
            "first": state["first"],
            "hand": list(state["hands"][seat]),
            "drawn": state["drawn"] if mine else None,
            "taken": state["taken"],
            "opponent_cards": len(state["hands"][1 - seat]),
            "stock_count": len(state["stock"]),
            "discard": list(state["discard"]),
            "known": [list(k) for k in state["known"]],
            "turns": state["turns"],
            "stall": state.get("stall", 0),
            "stall_limit": self.stall_limit(state),
            "last_hand": clone(state["last_hand"]) if state["last_hand"] else None,
            "history": [dict(h) for h in state["history"]],
            "over": state["over"],
            "options": dict(state["options"]),
        }

    def present(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """The seat's best arrangement and, when it must discard, the deadwood after each discard."""
        shown = dict(view)
        hand = view.get("hand") or []
        my_turn = view.get("current") == seat and not view.get("over")
        arrangement = (
            rules.best_melds(hand) if hand else {"melds": [], "deadwood_cards": [], "deadwood": 0}
        )
        shown["arrangement"] = arrangement
        shown["deadwood"] = arrangement["deadwood"]
        shown["knock_limit"] = KNOCK_LIMIT
        shown["after_discard"] = (
            rules.discard_deadwoods(hand) if my_turn and view.get("phase") == "discard" else {}
        )
        return shown

    def teacher_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` plus the opponent's hand, the stock in order (top last), and
        the card the opponent just drew; marked ``"teacher": True``."""
        if seat is None:  # the seat to act, or seat 0 at the end (as the contract says)
            acting = self.seats_to_act(state)
            seat = acting[0] if acting else 0
        shown = self.view(state, seat)
        shown["opponent_hand"] = list(state["hands"][1 - seat])
        shown["stock"] = list(state["stock"])
        shown["opponent_drawn"] = state["drawn"] if state["current"] != seat else None
        shown["teacher"] = True
        return shown

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why ``seat`` may not draw, discard, knock or go Gin now (the reasons of ``check``).

        Keys: ``draw``, ``draw:stock``, ``draw:discard``, ``discard``, ``knock``, ``gin`` when
        no such move is possible; ``discard:7H``, ``knock:7H``, ``gin:7H`` for one card of the
        hand when others would do.
        """
        reasons = super().refusals(state, seat)
        if reasons:
            return reasons
        if state["phase"] == "draw":
            first = "Draw a card first (from the stock or the discard pile), then discard."
            reasons = {"discard": first, "knock": first, "gin": first}
            if not state["discard"]:
                reasons["draw:discard"] = "The discard pile is empty: draw from the stock."
            return reasons
        drawn = "You have drawn already: now discard a card (or knock)."
        reasons = {"draw": drawn, "draw:stock": drawn, "draw:discard": drawn}
        hand, taken = state["hands"][seat], state["taken"]
        after = rules.discard_deadwoods(hand)
        allowed = {c: d for c, d in after.items() if c != taken}
        best = min(allowed.values())
        if best > KNOCK_LIMIT:
            reasons["knock"] = (
                f"Your best discard leaves {best} deadwood; a knock needs {KNOCK_LIMIT} or less."
            )
        elif all(d == 0 for d in allowed.values() if d <= KNOCK_LIMIT):
            reasons["knock"] = "Your deadwood would be 0: go Gin instead."
        if best != 0:
            reasons["gin"] = f"Gin needs 0 deadwood; your best discard leaves {best}."
        for card in hand:
            for kind in ("discard", "knock", "gin"):
                if kind in reasons:
                    continue
                try:
                    self.check(state, seat, {"type": kind, "card": card})
                except IllegalMove as exc:
                    reasons[f"{kind}:{card}"] = english(exc)
        return reasons

    def redraw_chance(self, state: State, seed: int) -> State:
        """Shuffle the stock afresh (nobody has seen it) and re-seed the next deals; the
        hands, the discard pile and every card anyone took stay as they are."""
        other = super().redraw_chance(state, seed)
        other["stock"] = rng.shuffle(other, other["stock"])
        return other

    def resample_hidden(self, state: State, seat: int, seed: int) -> State:
        """Redeal what ``seat`` cannot see: the opponent's unknown cards and the stock order
        (cards the opponent visibly took from the discard pile stay in their hand)."""
        other = super().resample_hidden(state, seat, seed)
        opp = 1 - seat
        known = other["known"][opp]
        hidden = [c for c in other["hands"][opp] if c not in known]
        pool = rng.shuffle(other, hidden + other["stock"])
        other["hands"][opp] = _sorted(known + pool[: len(hidden)])
        other["stock"] = pool[len(hidden) :]
        if other["current"] == opp and other["drawn"] is not None and other["taken"] is None:
            other["drawn"] = pool[0]  # the opponent's unseen stock card
        other["rng"] = rng.seed_state(seed + 1)
        return other

    # ----- End and results ---------------------------------------------------------------------

    def scores(self, state: State) -> list[float]:
        return list(state["totals"])

    def winners(self, state: State) -> list[int]:
        if state["over"] and state["options"]["match_target"] > 0:  # C10: no tie at 100
            return [max(range(2), key=lambda s: state["totals"][s])]
        return super().winners(state)  # a single drawn hand: both share it

    def result(self, state: State) -> dict[str, Any]:
        kinds = Counter(h["kind"] for h in state["history"])
        return {
            "hands": len(state["history"]),
            "knocks": kinds["knock"],
            "gins": kinds["gin"],
            "undercuts": kinds["undercut"],
            "draws": kinds["draw"],
        }

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        who = self.seat_name(before, seat)
        kind = action["type"]
        if kind == "draw":
            if action["source"] == "stock":
                return f"{who} drew from the stock."
            return f"{who} took {card_label(before['discard'][-1])} from the discard pile."
        card = card_label(action["card"])
        if kind == "discard":
            line = f"{who} discarded {card}."
        elif kind == "knock":
            line = f"{who} knocked, discarding {card}."
        else:
            line = f"{who} went Gin, discarding {card}!"
        if after["hand_no"] != before["hand_no"] or after["over"]:
            last = after["last_hand"]
            if last.get("stalled"):
                line += (
                    f" Nobody drew from the stock for {last['stalled']} turns: the hand is a "
                    "draw (0 points, the stall limit)."
                )
            elif last["kind"] == "draw":
                line += " The stock is empty: the hand is a draw (0 points)."
            else:
                scorer = self.seat_name(after, last["scorer_seat"])
                line += f" {last['kind'].capitalize()}: {scores_line(scorer, last['points'])}"
            line += f" Totals {after['totals'][0]}-{after['totals'][1]}."
            if after["over"] and after["options"]["match_target"] > 0:
                win = self.winners(after)[0]
                line += f" {self.seat_name(after, win)} wins the match."
        return line

    def components(self, state: State) -> Counter:
        c = Counter(state["stock"])
        c.update(state["discard"])
        c.update(state["hands"][0])
        c.update(state["hands"][1])
        return c


GAME = GinRummyGame()
