"""Carousel as a game for the engine: deal, draw-1/2/3 turns, table plays, knocking, rounds.

Section by section of the spec (docs/rules/carousel.md):
2.1 deal, 2.3 the turn, 2.4/2.5 one atomic play that may rearrange the table,
2.6 the end of a round (knock, going out, the final lap), 2.7 round scoring,
2.8 the end of the game.

Moves (JSON):
``{"type": "draw"}``, ``{"type": "play", "melds": [["7S", "8S", "9S"], ...]}`` (the
whole table after the play, jokers named ``JK:8S``), ``{"type": "knock"}``,
``{"type": "end_turn"}`` (do not knock), ``{"type": "pass"}`` (no play: in the final
lap, or when the stock is empty and the next draw is impossible).

The set of legal plays cannot be listed (every rearrangement of the table), so
``lists_all_actions = False``: ``legal_actions`` lists the draws, the knocks and a
useful finite set of plays (lay-downs of melds from the hand and lay-offs of one
card), while ``check`` validates any submitted play exactly (read and checked in
``carousel.moves``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, english, rng
from . import rules
from .moves import cached_could_play, cached_play_problem, frozen, parse_melds, played
from .plays import LISTED_PLAYS, could_play, greedy_play, hand_melds, simple_plays
from .rules import (
    HAND_SIZE,
    MAX_DRAWS,
    hand_value,
    label,
    order_meld,
    physical,
    sort_hand,
)

KNOCK_TIMINGS = ("end_of_turn", "start_of_turn")


class CarouselGame(Game):
    """Carousel manipulation rummy for 2 to 5 players."""

    info = GameInfo(
        name="carousel",
        title="Carousel",
        min_seats=2,
        max_seats=5,
        hidden_information=True,
        simultaneous_moves=False,
        lists_all_actions=False,
        conformance_seats=(5,),
    )
    default_options = {
        "target": 150,  # 2.8 [TEXT] the game ends when someone reaches 150
        "knock_limit": 5,  # 2.6 [TEXT] knock with five or fewer points
        "knock_timing": "end_of_turn",  # K7 [DECISION]; "start_of_turn" as in the RRRummy app
        "round_bonus_excludes_finishers": False,  # K9 [DECISION]; True = the literal Polish text
    }

    # ----- 2.1 Set-up: random first dealer, ten cards each ------------------------------------------

    def setup(self, state: State) -> None:
        options = state["options"]
        if options["knock_timing"] not in KNOCK_TIMINGS:
            raise ValueError(f"knock_timing must be one of {', '.join(KNOCK_TIMINGS)}.")
        if options["target"] < 1 or options["knock_limit"] < 0:
            raise ValueError("target must be positive and knock_limit not negative.")
        n = state["num_seats"]
        state["totals"] = [0] * n
        state["rounds_won"] = [0] * n
        state["round"] = 0
        state["rounds"] = []  # public summary of every finished round
        state["last_hands"] = None  # the hands shown at the end of the last round
        state["bonuses"] = None  # set at the end of the game
        state["dealer"] = rng.randbelow(state, n)  # [TEXT] the first dealer is chosen at random
        state["auto"] = []  # public lines for the forced moves made by the last transition
        self._deal(state)
        self._forced_moves(state)

    def _deal(self, state: State) -> None:
        n = state["num_seats"]
        cards = rng.shuffle(state, rules.deck_for(n))
        state["hands"] = [sort_hand(cards[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(n)]
        state["stock"] = cards[n * HAND_SIZE :]
        state["table"] = []
        state["round"] += 1
        state["current"] = (
            state["dealer"] + 1
        ) % n  # [TEXT] the player to the dealer's left starts
        state["draws"] = 0
        state["step"] = "turn"  # "turn" | "end" (knock or not) | "final" (final lap) | "over"
        state["final_left"] = 0

    # ----- whose turn, which moves ----------------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return [] if state["step"] == "over" else [state["current"]]

    def may_play(self, state: State) -> bool:
        """2.3: a play is allowed after the first or second draw, or in a final-lap turn."""
        return state["step"] == "final" or (state["step"] == "turn" and 1 <= state["draws"] <= 2)

    def may_knock(self, state: State, seat: int) -> bool:
        """2.6 [TEXT, K7]: at the end of one's turn (or its start, by option) with <= 5 points."""
        hand_ok = hand_value(state["hands"][seat]) <= state["options"]["knock_limit"]
        if state["options"]["knock_timing"] == "start_of_turn":
            return hand_ok and state["step"] == "turn" and state["draws"] == 0
        return hand_ok and state["step"] == "end"

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if seat not in self.seats_to_act(state):
            return []
        step = state["step"]
        if step == "end":
            return [{"type": "knock"}, {"type": "end_turn"}]
        actions: list[dict[str, Any]] = []
        if step == "turn":
            if state["stock"]:
                actions.append({"type": "draw"})
            elif state["draws"] > 0:
                actions.append({"type": "pass"})
            if self.may_knock(state, seat):
                actions.append({"type": "knock"})
        else:
            actions.append({"type": "pass"})
        if self.may_play(state):
            hand, decks = tuple(state["hands"][seat]), rules.decks_for(state["num_seats"])
            old = frozen(state["table"])
            for table in simple_plays(state["hands"][seat], state["table"], LISTED_PLAYS):
                if cached_play_problem(hand, old, frozen(table), decks) is None:
                    actions.append({"type": "play", "melds": table})
        return actions

    def check(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalMove(
                'A Carousel move is {"type": "draw"}, {"type": "play", "melds": [...]}, '
                '{"type": "knock"}, {"type": "end_turn"} or {"type": "pass"}.'
            )
        kind = action["type"]
        if kind == "play":
            return self._check_play(state, seat, action)
        if kind not in ("draw", "knock", "end_turn", "pass"):
            raise IllegalMove(f"Unknown move {kind!r}: draw, play, knock, end_turn or pass.")
        if set(action) != {"type"}:
            raise IllegalMove(f'This move has no extra fields: write {{"type": "{kind}"}}.')
        why = getattr(self, f"_refuse_{kind}")(state, seat)
        if why:
            raise IllegalMove(why)
        return None

    def _check_play(self, state: State, seat: int, action: dict) -> None:
        """A play gives the whole table after it; it must be the seat's time to play and leave
        a valid table (``rules.play_problem``)."""
        step = state["step"]
        if set(action) != {"type", "melds"}:
            raise IllegalMove(
                'A play gives the whole table after it: {"type": "play", "melds": [[...], ...]}.'
            )
        if not self.may_play(state):
            if step == "turn" and state["draws"] == 0:
                raise IllegalMove("Draw a card first: a turn starts with a draw.")
            if step == "turn" and state["draws"] >= MAX_DRAWS:
                raise IllegalMove("After the third draw you may not play this turn.")
            raise IllegalMove("You may not play now: your turn is over (knock or end your turn).")
        melds = parse_melds(action["melds"])
        problem = cached_play_problem(
            tuple(state["hands"][seat]),
            frozen(state["table"]),
            frozen(melds),
            rules.decks_for(state["num_seats"]),
        )
        if problem is not None:
            raise IllegalMove(problem)

    def _refuse_draw(self, state: State, seat: int) -> str | None:
        step = state["step"]
        if step == "final":
            return "The stock is used up: in this last turn you may only play or pass."
        if step != "turn":
            return "Your drawing is over for this turn: knock or end your turn."
        if state["draws"] >= MAX_DRAWS:
            return "You have drawn three cards: the turn is over."
        if not state["stock"]:
            return "The stock is empty: no card left to draw (pass to end your turn)."
        return None

    def _refuse_knock(self, state: State, seat: int) -> str | None:
        if self.may_knock(state, seat):
            return None
        value = hand_value(state["hands"][seat])
        limit = state["options"]["knock_limit"]
        if value > limit:
            return f"You may knock only with {limit} or fewer points in hand; you hold {value}."
        if state["step"] == "final":
            return "There is no knocking in the final lap: play or pass."
        if state["options"]["knock_timing"] == "start_of_turn":
            return "With this option you knock at the start of your turn, before drawing."
        return "You knock at the end of your turn, after drawing (and playing)."

    def _refuse_end_turn(self, state: State, seat: int) -> str | None:
        return None if state["step"] == "end" else "Your turn is not over yet: draw or play."

    def _refuse_pass(self, state: State, seat: int) -> str | None:
        step = state["step"]
        if step == "final" or (step == "turn" and not state["stock"] and state["draws"] > 0):
            return None
        return "You may not pass: draw a card (a turn with no play draws up to three)."

    # ----- 2.3 - 2.6 A turn: draw 1, 2 or 3; one play; knock; the final lap ---------------------------------

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        state["auto"] = []
        kind = action["type"]
        if kind == "draw":
            self._draw(state, seat)
        elif kind == "play":
            melds = [order_meld(m) for m in parse_melds(action["melds"])]
            hand = Counter(state["hands"][seat])
            hand.subtract(played(frozen(state["table"]), frozen(melds)))
            state["hands"][seat] = sort_hand(hand.elements())
            state["table"] = melds
            if not state["hands"][seat]:  # 2.6 going out ends the round at once [K14]
                self._end_round(state, knocker=None, went_out=seat)
            else:
                self._end_turn(state, seat)
        elif kind == "knock":
            self._end_round(state, knocker=seat, went_out=None)
        elif kind == "end_turn":
            self._next_turn(state)
        elif kind == "pass":
            self._end_turn(state, seat)
        self._forced_moves(state)

    def _draw(self, state: State, seat: int) -> None:
        state["hands"][seat] = sort_hand(state["hands"][seat] + [state["stock"].pop()])
        state["draws"] += 1
        if state["draws"] == MAX_DRAWS:  # [TEXT, K5] no play after the third draw
            self._end_turn(state, seat)

    def _forced_moves(self, state: State) -> None:
        """Make the moves that leave no choice, so that nobody has to click them.

        The first draw of a turn is compulsory [TEXT]; a further draw is compulsory
        when no play at all is possible (``could_play`` is False), and so is passing
        in the final lap. Only moves with no alternative are made; each is noted in
        the public ``auto`` list (the draws every player saw being made).
        """
        while True:
            step, seat = state["step"], state["current"]
            if step in ("over", "end"):
                return
            if step == "turn" and state["draws"] == 0:
                if self.may_knock(state, seat):  # option: knock before drawing
                    return
            elif cached_could_play(tuple(state["hands"][seat]), frozen(state["table"])):
                return
            who = self.seat_name(state, seat)
            whom = "you" if who == "You" else who
            if step == "turn" and state["stock"]:
                number = state["draws"] + 1
                if number == 1:  # [TEXT] every turn starts with a draw
                    line = f"Every turn starts with a draw: drawn for {whom} (draw 1 of 3)"
                else:
                    line = f"No play possible: drawn for {whom} (draw {number} of 3)"
                state["auto"].append(line)
                self._draw(state, seat)
            else:
                state["auto"].append(f"No play possible: {who} passed automatically")
                self._end_turn(state, seat)

    def _end_turn(self, state: State, seat: int) -> None:
        """The turn's play or draws are done: offer the knock, or pass the turn on."""
        options = state["options"]
        if (
            state["step"] == "turn"
            and options["knock_timing"] == "end_of_turn"
            and hand_value(state["hands"][seat]) <= options["knock_limit"]
        ):
            state["step"] = "end"
            return
        self._next_turn(state)

    def _next_turn(self, state: State) -> None:
        n = state["num_seats"]
        state["draws"] = 0
        state["current"] = (state["current"] + 1) % n
        if state["step"] == "final":
            state["final_left"] -= 1
            if state["final_left"] == 0:  # K11: the lap ended with the player who emptied the stock
                state["current"] = (state["current"] - 1) % n
                self._end_round(state, knocker=None, went_out=None)
            return
        if not state["stock"]:  # 2.6 [TEXT, K11] the stock is out: one more turn each, to meld
            state["step"] = "final"
            state["final_left"] = n
        else:
            state["step"] = "turn"

    # ----- 2.7 Round scoring and 2.8 the end of the game ---------------------------------------------------

    def _end_round(self, state: State, knocker: int | None, went_out: int | None) -> None:
        values = [hand_value(h) for h in state["hands"]]
        points = rules.score_round(values, knocker=knocker, went_out=went_out)
        winners = rules.round_winners(values, went_out if went_out is not None else knocker)
        for seat in range(state["num_seats"]):
            state["totals"][seat] += points[seat]
        for w in winners:
            state["rounds_won"][w] += 1
        state["last_hands"] = [
            list(h) for h in state["hands"]
        ]  # hands are shown when the round ends
        state["rounds"].append(
            {
                "round": state["round"],
                "values": values,
                "knocker": knocker,
                "went_out": went_out,
                "winners": winners,
                "points": points,
                "totals": list(state["totals"]),
            }
        )
        won = ", ".join(f"{self.seat_name(state, w)} +{points[w]}" for w in winners)
        state["auto"].append(f"Round {state['round']} over: {won}")
        options = state["options"]
        if rules.game_over(state["totals"], options["target"]):
            state["bonuses"] = rules.end_bonuses(
                state["totals"],
                state["rounds_won"],
                target=options["target"],
                round_bonus_excludes_finishers=options["round_bonus_excludes_finishers"],
            )
            state["auto"].append("Game over")
            state["step"] = "over"
            state["draws"] = 0
            state["final_left"] = 0
            return
        state["dealer"] = (state["dealer"] + 1) % state["num_seats"]  # K15 the deal passes left
        self._deal(state)

    # ----- information ---------------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        hand = state["hands"][seat] if 0 <= seat < state["num_seats"] else []
        acting = state["step"] != "over" and state["current"] == seat
        return {
            "seat": seat,
            "hand": list(hand),
            "hand_value": hand_value(hand),
            "table": [list(m) for m in state["table"]],
            "hand_sizes": [len(h) for h in state["hands"]],
            "stock": len(state["stock"]),
            "current": state["current"],
            "dealer": state["dealer"],
            "draws": state["draws"],
            "step": state["step"],
            "final_left": state["final_left"],
            "may_play": acting and self.may_play(state),
            "may_knock": acting and self.may_knock(state, seat),
            "round": state["round"],
            "totals": list(state["totals"]),
            "rounds_won": list(state["rounds_won"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "last_hands": state["last_hands"],
            "bonuses": state["bonuses"],
            "scores": self.scores(state),
            "over": state["step"] == "over",
            "rules": dict(state["options"]),
            "auto": list(state["auto"]),  # public: the moves just made with no choice left
        }

    def present(self, view: dict[str, Any], seat: int) -> dict[str, Any]:
        """The number of decks and the naturals on the table, which the page needs to name a
        joker (KR7; with one deck a joker may not stand for a card on the table, a [DECISION]
        of ``rules.play_problem``)."""
        shown = dict(view)
        shown["decks"] = rules.decks_for(len(view["hand_sizes"]))
        shown["on_table"] = sorted({rules.stands_for(c) for m in view["table"] for c in m})
        return shown

    def teacher_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` plus every hand (``all_hands``) and the stock in order (top
        last); marked ``"teacher": True``."""
        if seat is None:  # the seat to act, or seat 0 at the end (as the contract says)
            acting = self.seats_to_act(state)
            seat = acting[0] if acting else 0
        shown = self.view(state, seat)
        shown["all_hands"] = [list(h) for h in state["hands"]]
        shown["stock_cards"] = list(state["stock"])
        shown["teacher"] = True
        return shown

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why ``seat`` may not draw, play, knock, end the turn or pass now (``check``'s words).

        Keys: ``draw``, ``play``, ``knock``, ``end_turn``, ``pass``; ``play`` only when no
        play is allowed at this point of the turn (whether a given table is a legal play
        is the widget's ``check`` message).
        """
        reasons = super().refusals(state, seat)
        if reasons:
            return reasons
        for kind in ("draw", "knock", "end_turn", "pass"):
            try:
                self.check(state, seat, {"type": kind})
            except IllegalMove as exc:
                reasons[kind] = english(exc)
        if not self.may_play(state):
            try:
                self.check(state, seat, {"type": "play", "melds": []})
            except IllegalMove as exc:
                reasons["play"] = english(exc)
        return reasons

    def redraw_chance(self, state: State, seed: int) -> State:
        """Shuffle the stock afresh (nobody has seen it) and re-seed the later deals; hands,
        table and scores stay as everyone saw them."""
        other = super().redraw_chance(state, seed)
        other["stock"] = rng.shuffle(other, other["stock"])
        return other

    def resample_hidden(self, state: State, seat: int, seed: int) -> State:
        """Pool the other hands and the stock, shuffle them and deal them back, sizes kept."""
        other = super().resample_hidden(state, seat, seed)
        others = [s for s in range(state["num_seats"]) if s != seat]
        pool = [c for s in others for c in state["hands"][s]] + list(state["stock"])
        scratch = {"rng": rng.seed_state(seed + 7)}
        pool = rng.shuffle(scratch, pool)
        for s in others:
            size = len(state["hands"][s])
            other["hands"][s] = sort_hand(pool[:size])
            pool = pool[size:]
        other["stock"] = pool
        return other

    def scores(self, state: State) -> list[float]:
        bonuses = state["bonuses"] or [0] * state["num_seats"]
        return [t + b for t, b in zip(state["totals"], bonuses, strict=False)]

    def result(self, state: State) -> dict[str, Any]:
        row: dict[str, Any] = {"rounds": len(state["rounds"])}
        for seat in range(state["num_seats"]):
            row[f"rounds_won_{seat}"] = state["rounds_won"][seat]
        return row

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        who = self.seat_name(before, seat)
        kind = action["type"]
        if kind == "draw":
            line = f"{who} drew a card (draw {before['draws'] + 1} of 3)"
            if before["draws"] + 1 == MAX_DRAWS:
                line += ": no play after the third draw"
        elif kind == "play":
            melds = parse_melds(action["melds"])
            cards = played(frozen(before["table"]), frozen(melds))
            line = f"{who} played {' '.join(label(c) for c in cards)}; the table has {len(melds)} meld{'' if len(melds) == 1 else 's'}"
        elif kind == "knock":
            line = f"{who} knocked with {hand_value(before['hands'][seat])} points"
        elif kind == "end_turn":
            line = f"{who} ended the turn"
        else:
            line = f"{who} passed"
        return ". ".join([line, *after["auto"]])

    def components(self, state: State) -> Counter:
        cards = [c for h in state["hands"] for c in h] + list(state["stock"])
        cards += [physical(c) for m in state["table"] for c in m]
        return Counter(cards)


GAME = CarouselGame()

__all__ = ["GAME", "CarouselGame", "could_play", "greedy_play", "hand_melds", "simple_plays"]
