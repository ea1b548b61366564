"""GYÜMI as a game for the engine: setup, the two-step turn, the information rule, the end.

Section by section of the spec (docs/rules/gyumi.md): §2 setup, §3 a turn (take one
top card, then play it into your series of that fruit or discard it onto any pile),
§4 what each seat may see, §5 the end, §6 scoring.

State fields (plain JSON). Inside the state a card is a two-character code, the fruit's
place in ``FRUITS`` (1-6) and the number: "43" is plum 3. Piles are strings of such codes,
bottom card first, so that a state copies fast (the conformance suite copies it a lot);
views and the public API use readable codes ("plum-3"); both are written in ``gyumi.state``, and
what a seat may not see (§4) is dealt again in ``gyumi.hidden``::

  removed   cards back in the box, unseen (2-4 players)
  draw      the face-down draw pile, top card last
  piles     the P discard piles, bottom card first, top card last
  series    per seat: six strings of numbers, one per fruit in FRUITS order, in the order
            played (bottom first, top last): "132" = 1, then 3, then 2 on top
  current   the seat whose turn it is; step "take" or "place"
  holding   the card taken this turn (step "place"); source "draw" or a pile index
  refilled  the pile refilled from the draw pile this turn (or None)
  stall     turns in a row in which the draw pile did not shrink (G11)
  over      None, "draw_empty" or "stall"
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, rng
from . import hidden, rules
from .rules import FRUIT_EMOJI, FRUITS, card_label
from .state import (
    COMPACT,
    FRUIT_OF,
    PLACE,
    PREFIXES,
    READABLE,
    TAKE,
    codes,
    copy_state,
    readable_cards,
)

#: The six fruits in sheet order, with their pictures: public display facts of every view.
FRUIT_FACES = tuple({"name": f, "emoji": FRUIT_EMOJI[f]} for f in FRUITS)

# Why a move is refused: one text each, used by ``check`` and ``refusals``.
TAKE_FIRST = "First take a card: the top of the draw pile or the top of a discard pile."
NOT_SAME_PILE = "House rule: a card taken from a discard pile may not go back onto the same pile."


def already_took(label: str) -> str:
    """Why a second card may not be taken this turn."""
    return f"You already took {label} this turn: play it into your series or discard it."


def series_full(fruit: str) -> str:
    """Why the held card cannot be played: its series is full."""
    return (
        f"Your {fruit} series already has {rules.SERIES_MAX} cards, the most a series may hold: "
        "discard this card instead."
    )


_SHORT_STALL = {"stall_turns_per_player": 3}  # G11's limit, short (the conformance suite)


class GyumiGame(Game):
    """GYÜMI for 2 to 8 players.

    Options:

    - ``start_seat``: -1 = random starting player (G12, the default), else a seat number.
    - ``stall_turns_per_player``: the game also ends after this many turns per player in
      a row in which the draw pile did not shrink (G11; 10 -> 20 turns with 2 players);
      0 switches the limit off (human play).
    - ``forbid_same_pile_return``: house rule (G4); a card taken from a discard pile may not
      be discarded back onto the same pile. Off by default: the text does not forbid it.
    """

    info = GameInfo(
        name="gyumi",
        title="GYÜMI",
        min_seats=rules.MIN_PLAYERS,
        max_seats=rules.MAX_PLAYERS,
        hidden_information=True,
        simultaneous_moves=False,
        lists_all_actions=True,
        conformance_seats=(2, 2, 3, 2, 4, 2),
        # Random players almost always empty the draw pile (59 of 60 games with the default
        # limit of 10 stalled turns each): three games in five stop after 3 stalled turns each,
        # so that both ends of G11 are played (and a game is 170 moves, not 530). Six seat
        # counts by five options: every pairing within 30 games.
        conformance_options=({}, _SHORT_STALL, {}, _SHORT_STALL, _SHORT_STALL),
    )
    # The conformance suite saves and reloads its first three games at every step and checks
    # every seat's view of its first 12 games against redealt hidden cards: mostly 2-player
    # games keep it fast. 5 to 8 players are covered by tests/gyumi (views, redeals, ends).
    default_options = {
        "start_seat": -1,
        "stall_turns_per_player": 10,
        "forbid_same_pile_return": False,
    }

    # ----- §2 Setup ----------------------------------------------------------------------------

    def setup(self, state: State) -> None:
        n = state["num_seats"]
        opts = state["options"]
        if opts["stall_turns_per_player"] < 0:
            raise ValueError("stall_turns_per_player must be 0 (no limit) or more.")
        deck = rng.shuffle(state, [COMPACT[c] for c in rules.make_deck()])
        removed = rules.cards_removed(n)
        # 1. remove N random cards face down (nobody may see them: their order means nothing);
        # 2. shuffle the rest into the draw pile (top = last).
        state["removed"] = "".join(sorted(deck[:removed]))
        draw = deck[removed:]
        # 3. one face-up card from the draw pile onto each of the P discard piles.
        state["piles"] = [draw.pop() for _ in range(n)]
        state["draw"] = "".join(draw)
        state["series"] = [[""] * len(FRUITS) for _ in range(n)]
        # 4. starting player: configurable, random by default (G12).
        start = opts["start_seat"]
        if start == -1:
            start = rng.randbelow(state, n)
        elif not 0 <= start < n:
            raise ValueError(
                f"start_seat must be -1 (random) or a seat from 0 to {n - 1}, not {start}."
            )
        state["first"] = start
        state["current"] = start
        state["step"] = TAKE
        state["holding"] = None
        state["source"] = None
        state["refilled"] = None
        state["turn"] = 1
        state["stall"] = 0
        state["over"] = None

    def stall_limit(self, state: State) -> int:
        """Turns in a row without draw-pile progress that end the game (0 = no limit)."""
        return state["options"]["stall_turns_per_player"] * state["num_seats"]

    # ----- readable accessors (for tests, lessons and bots with a teacher's view) ---------------

    def series_of(self, state: State, seat: int) -> dict[str, list[int]]:
        """``seat``'s series, fruit -> numbers in the order played (buried cards too!)."""
        return {
            f: [int(d) for d in nums]
            for f, nums in zip(FRUITS, state["series"][seat], strict=True)
            if nums
        }

    def draw_pile(self, state: State) -> list[str]:
        """The draw pile, bottom first (hidden from everyone during play)."""
        return readable_cards(state["draw"])

    def discard_piles(self, state: State) -> list[list[str]]:
        """Every discard pile, bottom first (only the tops are visible during play)."""
        return [readable_cards(p) for p in state["piles"]]

    def removed_cards(self, state: State) -> list[str]:
        return readable_cards(state["removed"])

    def holding(self, state: State) -> str | None:
        return READABLE[state["holding"]] if state["holding"] else None

    # ----- §3 Whose turn and which moves ----------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return [] if state["over"] else [state["current"]]

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state["over"] or seat != state["current"]:
            return []
        n = state["num_seats"]
        if state["step"] == TAKE:
            # A1: the top of the draw pile, or A2: the top of any discard pile.
            return [{"type": "draw"}] + [{"type": "take", "pile": i} for i in range(n)]
        actions: list[dict[str, Any]] = []
        if rules.can_play(
            len(state["series"][seat][int(state["holding"][0]) - 1])
        ):  # B1: at most 5
            actions.append({"type": "play"})
        banned = state["source"] if state["options"]["forbid_same_pile_return"] else None
        actions += [{"type": "discard", "pile": j} for j in range(n) if j != banned]  # B2
        return actions

    def check(self, state: State, seat: int, action: Any) -> None:
        n = state["num_seats"]
        if not isinstance(action, dict) or action.get("type") not in (
            "draw",
            "take",
            "play",
            "discard",
        ):
            raise IllegalMove(
                'A GYÜMI move is {"type": "draw"} or {"type": "take", "pile": i} to take a card, then '
                '{"type": "play"} or {"type": "discard", "pile": i} to place it.'
            )
        kind = action["type"]
        wants_pile = kind in ("take", "discard")
        if set(action) != ({"type", "pile"} if wants_pile else {"type"}):
            raise IllegalMove(
                f'A {kind!r} move names one discard pile and nothing else: {{"type": "{kind}", "pile": 0}}.'
                if wants_pile
                else f'A {kind!r} move has no other fields: {{"type": "{kind}"}}.'
            )
        if wants_pile:
            pile = action["pile"]
            if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < n:
                raise IllegalMove(
                    f"There are {n} discard piles, numbered 0 to {n - 1}; there is no pile {pile!r}."
                )
        if state["step"] == TAKE and kind in ("play", "discard"):
            raise IllegalMove(TAKE_FIRST)
        if state["step"] == PLACE and kind in ("draw", "take"):
            raise IllegalMove(already_took(card_label(READABLE[state["holding"]])))
        if kind == "play":
            fruit = FRUIT_OF[state["holding"][0]]
            if not rules.can_play(len(state["series"][seat][FRUITS.index(fruit)])):
                raise IllegalMove(series_full(fruit))
        if (
            kind == "discard"
            and state["options"]["forbid_same_pile_return"]
            and action["pile"] == state["source"]
        ):
            raise IllegalMove(NOT_SAME_PILE)

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why the page's moves are refused now: "draw", "take" (a second card, e.g. Draw
        twice), "play", "discard" and "discard:<pile>" (the house rule)."""
        waiting = super().refusals(state, seat)
        if waiting:  # not this seat's turn, or the game is over: every control says why
            why = waiting["*"]
            return {"*": why, "draw": why, "take": why, "play": why, "discard": why}
        if state["step"] == TAKE:
            return {"play": TAKE_FIRST, "discard": TAKE_FIRST}
        second = already_took(card_label(READABLE[state["holding"]]))
        reasons = {"draw": second, "take": second}
        fruit = FRUIT_OF[state["holding"][0]]
        if not rules.can_play(len(state["series"][seat][FRUITS.index(fruit)])):
            reasons["play"] = series_full(fruit)
        if state["options"]["forbid_same_pile_return"] and isinstance(state["source"], int):
            reasons[f"discard:{state['source']}"] = NOT_SAME_PILE
        return reasons

    # ----- §3 A turn --------------------------------------------------------------------------

    def copy_state(self, state: State) -> State:
        """A copy made for this state's shape: a few lists of strings, much faster than the
        generic deep copy."""
        return copy_state(state)

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "draw":  # A1
            state["holding"] = state["draw"][-2:]
            state["draw"] = state["draw"][:-2]
            state["source"] = "draw"
            state["step"] = PLACE
            return
        if kind == "take":  # A2
            i = action["pile"]
            state["holding"] = state["piles"][i][-2:]
            state["piles"][i] = state["piles"][i][:-2]
            state["source"] = i
            if not state["piles"][i]:
                # Refill rule [TEXT], before Step B (G6). The draw pile is never empty here:
                # the game ends at the end of the turn that empties it (§5).
                state["piles"][i] = state["draw"][-2:]
                state["draw"] = state["draw"][:-2]
                state["refilled"] = i
            state["step"] = PLACE
            return
        held = state["holding"]
        if kind == "play":  # B1: onto the series of that fruit (starting it if needed)
            mine = state["series"][seat]
            mine[int(held[0]) - 1] += held[1]
        else:  # B2: face up onto any discard pile
            state["piles"][action["pile"]] += held
        self._end_turn(state)

    def _end_turn(self, state: State) -> None:
        progressed = state["source"] == "draw" or state["refilled"] is not None
        state["stall"] = 0 if progressed else state["stall"] + 1
        state["holding"] = state["source"] = state["refilled"] = None
        state["step"] = TAKE
        limit = self.stall_limit(state)
        if not state["draw"]:  # §5 (and G5): the turn that empties the draw pile is the last
            state["over"] = "draw_empty"
        elif limit and state["stall"] >= limit:  # G11 termination guard
            state["over"] = "stall"
        else:
            state["current"] = (state["current"] + 1) % state["num_seats"]
            state["turn"] += 1

    # ----- §4 Information: tops and counts only, even of your own series -------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        return self._table(state, seat, reveal=state["over"] is not None)

    def _table(self, state: State, seat: int, reveal: bool) -> dict[str, Any]:
        placing = state["step"] == PLACE
        # The card taken from the draw pile is seen by its taker only until it is placed;
        # a card taken from a discard pile was face up for everyone.
        sees_holding = placing and (reveal or seat == state["current"] or state["source"] != "draw")
        table: dict[str, Any] = {
            "seat": seat,
            "current": state["current"],
            "first": state["first"],
            "turn": state["turn"],
            "step": state["step"],
            "draw_size": len(state["draw"]) // 2,
            "removed_count": len(state["removed"]) // 2,
            "piles": [READABLE[pile[-2:]] for pile in state["piles"]],
            "series": [
                [
                    {"fruit": fruit, "top": int(nums[-1]), "count": len(nums)}
                    for fruit, nums in zip(FRUITS, mine, strict=True)
                    if nums
                ]
                for mine in state["series"]
            ],
            "holding": READABLE[state["holding"]] if sees_holding else None,
            "source": state["source"],
            "refilled": state["refilled"],
            "stall": state["stall"],
            "stall_limit": self.stall_limit(state),
            "over": state["over"],
            "fruits": [dict(f) for f in FRUIT_FACES],
        }
        if reveal:
            table["totals"] = self._spread_out(state, table["series"])
        return table

    def _spread_out(self, state: State, shown: list[list[dict[str, Any]]]) -> list[int]:
        """At the end every series is spread out (§6) and scored: each row of ``shown`` gains
        its ``cards``, ``points`` and ``why``; returns each seat's total."""
        totals = []
        for seat, rows in enumerate(shown):
            mine = state["series"][seat]
            total = 0
            for row in rows:
                nums = mine[FRUITS.index(row["fruit"])]
                row["cards"] = [int(d) for d in nums]
                row["points"], row["why"] = _scored(nums)
                total += row["points"]
            totals.append(total)
        return totals

    def teacher_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The teacher's view: ``seat``'s table (default: the seat to play, or 0 at the end) with every series
        spread out and scored, the card in hand, plus ``hidden``: the draw pile (bottom
        first), the buried discards and the removed cards. Never a player's view."""
        if seat is None:
            seat = state["current"] if state["over"] is None else 0
        full = self._table(state, seat, reveal=True)
        full["teacher"] = True
        full["hidden"] = {
            "draw": self.draw_pile(state),
            "piles": self.discard_piles(state),
            "removed": self.removed_cards(state),
            "holding": self.holding(state),
        }
        return full

    def redraw_chance(self, state: State, seed: int) -> State:
        """Undo's redraw: the draw pile and the removed cards (both unseen by everyone) are
        shuffled together and dealt again; everything face up or remembered stays."""
        return hidden.redrawn(state, seed)

    def hidden_cards(self, state: State, seat: int) -> list[str]:
        """Every card ``seat`` may not know now (readable codes, with repeats)."""
        return [READABLE[c] for c in hidden.hidden_codes(state, seat)]

    def resample_hidden(self, state: State, seat: int, seed: int) -> State:
        """Redeal everything ``seat`` cannot see: the removed cards, the draw pile, the buried
        discards, the buried cards of every series (each keeps its fruit) and a card someone
        else just drew. Tops, counts and pile sizes stay."""
        return hidden.redealt(state, seat, seed, keep_series=False)

    def recall(self, state: State, seat: int) -> dict[str, Any]:
        """The view plus what ``seat`` saw and may remember during play: every card played
        into a series was face up when played (§4, GR14), so its own buried series cards
        (``buried``: fruit -> numbers, bottom first, the top card excluded) and the others'
        (``seen``: one such dict per seat, its own left empty)."""
        shown = self.present(self.view(state, seat), seat)
        buried: dict[str, list[int]] = {}
        seen: list[dict[str, list[int]]] = []
        if state["over"] is None and 0 <= seat < state["num_seats"]:
            buried = {f: nums[:-1] for f, nums in self.series_of(state, seat).items()}
            seen = [
                {}
                if owner == seat
                else {f: nums[:-1] for f, nums in self.series_of(state, owner).items()}
                for owner in range(state["num_seats"])
            ]
        return {**shown, "buried": buried, "seen": seen}

    def resample_unrecalled(self, state: State, seat: int, seed: int) -> State:
        """``resample_hidden`` that keeps every series' buried cards (the seat saw each one
        played: its recall)."""
        return hidden.redealt(state, seat, seed, keep_series=True)

    # ----- §5 End and §6 scoring ------------------------------------------------------------------

    def scores(self, state: State) -> list[float]:
        """Final totals. During play every seat shows 0: the series are scored only when
        spread out at the end, and a running score would reveal buried cards."""
        if state["over"] is None:
            return [0] * state["num_seats"]
        return [rules.player_score(self.series_of(state, s)) for s in range(state["num_seats"])]

    def score_sheet(self, state: State) -> list[dict[str, Any]]:
        """Per seat: name, one row per series (cards, points, why) and the total.

        Reads the buried cards: a teacher's or end-of-game tool, not for players during play.
        """
        return [
            {
                "name": self.seat_name(state, seat),
                "series": rules.score_sheet(self.series_of(state, seat)),
                "total": rules.player_score(self.series_of(state, seat)),
            }
            for seat in range(state["num_seats"])
        ]

    def result(self, state: State) -> dict[str, Any]:
        return {"end": state["over"], "turns": state["turn"]}

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        """A public log line. It never names a card: the log must not become a memory aid
        for cards that are buried later ([TEXT] §4: no markings, memory only)."""
        who = self.seat_name(before, seat)
        kind = action["type"]
        if kind == "draw":
            line = f"{who} took the top card of the draw pile."
        elif kind == "take":
            line = f"{who} took the top card of discard pile {action['pile'] + 1}."
            if after["refilled"] is not None:
                line += " The pile was empty, so it was refilled from the draw pile."
        elif kind == "play":
            i = int(before["holding"][0]) - 1
            count = len(after["series"][seat][i])
            fruit = FRUITS[i]
            a = "an" if fruit[0] in "aeiou" else "a"
            line = (
                f"{who} started {a} {fruit} series."
                if count == 1
                else f"{who} played {a} {fruit} ({count} cards)."
            )
        else:
            line = f"{who} discarded onto pile {action['pile'] + 1}."
        if after["over"] == "draw_empty":
            line += " The draw pile is empty: the game is over."
        elif after["over"] == "stall":
            line += f" {after['stall']} turns without drawing: the game ends (stall limit)."
        return line

    def components(self, state: State) -> Counter:
        loose = (
            state["removed"] + state["draw"] + "".join(state["piles"]) + (state["holding"] or "")
        )
        played = "".join(
            p + n
            for mine in state["series"]
            for p, nums in zip(PREFIXES, mine, strict=True)
            for n in nums
        )
        counts = Counter(codes(loose + played))
        return Counter({READABLE[c]: k for c, k in counts.items()})


@lru_cache(maxsize=8192)
def _scored(nums: str) -> tuple[int, str]:
    """Points and explanation of a series given as a string of numbers ("132")."""
    numbers = [int(d) for d in nums]
    return rules.series_score(numbers), rules.explain_series(numbers)


GAME = GyumiGame()
