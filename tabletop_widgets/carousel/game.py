"""Carousel as a game for the engine: deal, draw-1/2/3 turns, table plays, knocking, rounds.

Section by section of the spec (shared/rules/carousel.md):
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
card), while ``check`` validates any submitted play exactly.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, register, rng
from ..engine.cards import JOKER, SUITS, make_card, rank, suit
from . import rules
from .rules import (
    HAND_SIZE,
    MAX_DRAWS,
    hand_value,
    label,
    order_meld,
    parse_table_card,
    physical,
    play_problem,
    played_cards,
    sort_hand,
)

KNOCK_TIMINGS = ("end_of_turn", "start_of_turn")
MAX_MELDS = 60
MAX_MELD_CARDS = 14
LISTED_PLAYS = 1  # plays listed by legal_actions (any other legal play is accepted too)


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
            for table in simple_plays(state["hands"][seat], state["table"], LISTED_PLAYS):
                actions.append({"type": "play", "melds": table})
        return actions

    def check(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalMove(
                'A Carousel move is {"type": "draw"}, {"type": "play", "melds": [...]}, '
                '{"type": "knock"}, {"type": "end_turn"} or {"type": "pass"}.'
            )
        kind = action["type"]
        step = state["step"]
        if kind == "play":
            if set(action) != {"type", "melds"}:
                raise IllegalMove(
                    'A play gives the whole table after it: {"type": "play", "melds": [[...], ...]}.'
                )
            if not self.may_play(state):
                if step == "turn" and state["draws"] == 0:
                    raise IllegalMove("Draw a card first: a turn starts with a draw.")
                if step == "turn" and state["draws"] >= MAX_DRAWS:
                    raise IllegalMove("After the third draw you may not play this turn.")
                raise IllegalMove(
                    "You may not play now: your turn is over (knock or end your turn)."
                )
            melds = self._parse_melds(action["melds"])
            problem = _play_problem(
                tuple(state["hands"][seat]), _frozen(state["table"]), _frozen(melds)
            )
            if problem is not None:
                raise IllegalMove(problem)
            return
        if set(action) != {"type"}:
            raise IllegalMove(f'This move has no extra fields: write {{"type": "{kind}"}}.')
        if kind == "draw":
            if step == "final":
                raise IllegalMove(
                    "The stock is used up: in this last turn you may only play or pass."
                )
            if step != "turn":
                raise IllegalMove("Your drawing is over for this turn: knock or end your turn.")
            if state["draws"] >= MAX_DRAWS:
                raise IllegalMove("You have drawn three cards: the turn is over.")
            if not state["stock"]:
                raise IllegalMove(
                    "The stock is empty: no card left to draw (pass to end your turn)."
                )
        elif kind == "knock":
            if not self.may_knock(state, seat):
                value = hand_value(state["hands"][seat])
                limit = state["options"]["knock_limit"]
                if value > limit:
                    raise IllegalMove(
                        f"You may knock only with {limit} or fewer points in hand; you hold {value}."
                    )
                if step == "final":
                    raise IllegalMove("There is no knocking in the final lap: play or pass.")
                if state["options"]["knock_timing"] == "start_of_turn":
                    raise IllegalMove(
                        "With this option you knock at the start of your turn, before drawing."
                    )
                raise IllegalMove("You knock at the end of your turn, after drawing (and playing).")
        elif kind == "end_turn":
            if step != "end":
                raise IllegalMove("Your turn is not over yet: draw or play.")
        elif kind == "pass":
            ok = step == "final" or (step == "turn" and not state["stock"] and state["draws"] > 0)
            if not ok:
                raise IllegalMove(
                    "You may not pass: draw a card (a turn with no play draws up to three)."
                )
        else:
            raise IllegalMove(f"Unknown move {kind!r}: draw, play, knock, end_turn or pass.")

    @staticmethod
    def _parse_melds(melds: Any) -> list[list[str]]:
        try:
            key = _frozen(melds)
        except TypeError:
            key = None
        if key is not None and all(type(c) is str for m in key for c in m):
            parsed = _parse_melds_cached(key)
            return [list(m) for m in parsed]
        return _parse_melds_checked(melds)

    # ----- 2.3 - 2.6 A turn: draw 1, 2 or 3; one play; knock; the final lap ---------------------------------

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        state["auto"] = []
        kind = action["type"]
        if kind == "draw":
            self._draw(state, seat)
        elif kind == "play":
            melds = [order_meld(m) for m in self._parse_melds(action["melds"])]
            hand = Counter(state["hands"][seat])
            hand.subtract(_played(_frozen(state["table"]), _frozen(melds)))
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
            elif _could_play(tuple(state["hands"][seat]), _frozen(state["table"])):
                return
            who = self.seat_name(state, seat)
            if step == "turn" and state["stock"]:
                state["auto"].append(f"{who} drew a card (draw {state['draws'] + 1} of 3)")
                self._draw(state, seat)
            else:
                state["auto"].append(f"{who} could not play and passed")
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
        }

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
        elif kind == "play":
            melds = self._parse_melds(action["melds"])
            cards = _played(_frozen(before["table"]), _frozen(melds))
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


# ----- cached pure helpers (replays re-check the same plays) ------------------------------------------------
def _frozen(melds: Any) -> tuple:
    if not isinstance(melds, (list, tuple)) or not all(isinstance(m, (list, tuple)) for m in melds):
        raise TypeError("not a list of lists")
    return tuple(tuple(m) for m in melds)


@lru_cache(maxsize=1 << 13)
def _parse_melds_cached(key: tuple) -> tuple:
    return tuple(tuple(m) for m in _parse_melds_checked([list(m) for m in key]))


@lru_cache(maxsize=1 << 13)
def _play_problem(hand: tuple, table: tuple, melds: tuple) -> str | None:
    return play_problem(hand, table, melds)


@lru_cache(maxsize=1 << 13)
def _could_play(hand: tuple, table: tuple) -> bool:
    return could_play(list(hand), [list(m) for m in table])


@lru_cache(maxsize=1 << 13)
def _played(table: tuple, melds: tuple) -> tuple:
    return tuple(played_cards(table, melds))


def _parse_melds_checked(melds: Any) -> list[list[str]]:
    """The melds of a play in canonical codes, or ``IllegalMove`` saying what is malformed."""
    if not isinstance(melds, list) or len(melds) > MAX_MELDS:
        raise IllegalMove(
            "The table is a list of melds, each a list of cards like 'AS' or 'JK:8S'."
        )
    parsed = []
    for i, meld in enumerate(melds):
        if not isinstance(meld, list) or len(meld) > MAX_MELD_CARDS:
            raise IllegalMove(f"Meld {i + 1} must be a list of at most {MAX_MELD_CARDS} cards.")
        try:
            parsed.append([parse_table_card(c) for c in meld])
        except ValueError as exc:
            raise IllegalMove(f"Meld {i + 1}: {exc}") from exc
    return parsed


# ----- a finite set of plays for legal_actions and simple bots ----------------------------------------------

_RANK = {c: rank(c) for c in rules.ALL_CARDS}
_SUIT = {c: suit(c) for c in rules.ALL_CARDS}


def _meld_accepts(meld: list[str]) -> tuple[str, ...]:
    """Natural cards that extend a valid table meld by one (a group's missing suits, a run's ends)."""
    return _meld_accepts_cached(tuple(meld))


@lru_cache(maxsize=1 << 14)
def _meld_accepts_cached(meld: tuple[str, ...]) -> tuple[str, ...]:
    real = [rules.stands_for(c) for c in meld]
    ranks = sorted(_RANK[c] for c in real)
    if ranks[0] == ranks[-1]:  # a group
        if len(meld) >= 4:
            return ()
        have = {_SUIT[c] for c in real}
        return tuple(make_card(ranks[0], s) for s in SUITS if s not in have)
    s = _SUIT[real[0]]
    if len(meld) >= rules.MAX_RUN:
        return ()
    if ranks[-1] == 13 and ranks[0] == 1:  # ace high: the ace sits above the king
        ranks = sorted(14 if r == 1 else r for r in ranks)
    out = []
    lo, hi = ranks[0] - 1, ranks[-1] + 1
    if lo >= 1:
        out.append(make_card(lo, s))
    if hi <= 13:
        out.append(make_card(hi, s))
    elif hi == 14 and ranks[0] != 1:
        out.append(make_card(1, s))
    return tuple(out)


def hand_melds(hand: list[str]) -> list[list[str]]:
    """Melds that lie in the hand: one group per rank, runs of three, and a pair or near-run with a joker."""
    return [list(m) for m in _hand_melds(tuple(sorted(hand)))]


@lru_cache(maxsize=1 << 14)
def _hand_melds(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    jokers = hand.count(JOKER)
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, set[int]] = {}
    natural = sorted(set(hand) - {JOKER}, key=rules._hand_key)
    for c in natural:
        by_rank.setdefault(_RANK[c], []).append(c)
        by_suit.setdefault(_SUIT[c], set()).add(_RANK[c])
    melds = []
    for r, cards in by_rank.items():
        if len(cards) >= 3:
            melds.append(order_meld(cards[:4]))
        elif len(cards) == 2 and jokers:
            missing = next(s for s in SUITS if s not in {_SUIT[c] for c in cards})
            melds.append(order_meld(cards + [f"{JOKER}:{make_card(r, missing)}"]))
    if jokers >= 2 and natural:  # two jokers make a sequence with any card
        c = natural[0]
        r, s = _RANK[c], _SUIT[c]
        lo = r if r <= 11 else 11
        melds.append(
            order_meld(
                [c] + [f"{JOKER}:{make_card(x, s)}" for x in range(lo, lo + 3) if x != r][:2]
            )
        )
    for s, ranks in by_suit.items():
        if len(ranks) < 2:
            continue
        line = ranks | ({14} if 1 in ranks else set())
        starts = {x - k for x in line for k in (0, 1, 2)} if jokers else line
        for lo in sorted(x for x in starts if 1 <= x <= 12):
            window = (lo, lo + 1, lo + 2)
            present = [x for x in window if x in line]
            if len(present) == 3:
                melds.append(order_meld([make_card(1 if x == 14 else x, s) for x in window]))
            elif len(present) == 2 and jokers:
                gap = next(x for x in window if x not in line)
                cards = [make_card(1 if x == 14 else x, s) for x in present]
                melds.append(
                    order_meld(cards + [f"{JOKER}:{make_card(1 if gap == 14 else gap, s)}"])
                )
    return tuple(tuple(m) for m in melds)


def could_play(hand: list[str], table: list[list[str]]) -> bool:
    """False only when no play at all is possible (then drawing or passing is forced).

    Any play puts a hand card into a final meld, and that meld holds a window of
    three cards around it (a group's three, or three in a row of a sequence) whose
    other two cards are on the table, in the hand, or jokers. When no hand card
    has such a window, no play exists. (True does not promise a play.)
    """
    jokers = hand.count(JOKER) + sum(1 for m in table for c in m if c.startswith(JOKER))
    if JOKER in hand and (table or jokers >= 2):
        return (
            True  # a joker fits any table meld's window, or two jokers make a window with any card
        )
    present = {c for m in table for c in m if not c.startswith(JOKER)}
    present.update(c for c in hand if c != JOKER)
    naturals = [c for c in set(hand) if c != JOKER]
    if JOKER in hand:  # two cards of the hand or table with the joker
        return any(_window_missing(c, present) <= 1 for c in naturals)
    return any(_window_missing(c, present) <= jokers for c in naturals)


def _window_missing(card: str, present: set[str]) -> int:
    """Fewest cards missing from ``present`` for a 3-card meld window around ``card``."""
    r, s = _RANK[card], _SUIT[card]
    others = sum(1 for t in SUITS if t != s and make_card(r, t) in present)
    best = max(0, 2 - others)
    positions = [r, 14] if r == 1 else [r]
    for p in positions:
        for lo in (p - 2, p - 1, p):
            if lo < 1 or lo + 2 > 14:
                continue
            missing = sum(
                1
                for x in (lo, lo + 1, lo + 2)
                if x != p and make_card(1 if x == 14 else x, s) not in present
            )
            best = min(best, missing)
    return best


def greedy_play(hand: list[str], table: list[list[str]]) -> list[list[str]] | None:
    """Lay down melds from the hand, then lay off single cards, while any fit (no rearranging).

    A quick, far from optimal play (the solver finds the best one); ``None`` if nothing fits.
    """
    left = Counter(hand)
    new = [list(m) for m in table]
    while True:
        melds = hand_melds(list(left.elements()))
        if not melds:
            break
        meld = max(melds, key=lambda m: (sum(not rules.is_joker(c) for c in m), len(m)))
        left.subtract(physical(c) for c in meld)
        left = +left
        new.append(meld)
    changed = True
    while changed:
        changed = False
        for i, meld in enumerate(new):
            for card in _meld_accepts(meld):
                if left[card] > 0:
                    left[card] -= 1
                    new[i] = order_meld(meld + [card])
                    changed = True
                    break
    left = +left
    return None if sum(left.values()) == len(hand) else new


def simple_plays(
    hand: list[str], table: list[list[str]], limit: int = LISTED_PLAYS
) -> list[list[list[str]]]:
    """Some legal plays, cheaply: the greedy play, new melds from the hand, one-card lay-offs (jokers too)."""
    greedy = greedy_play(hand, table)
    if greedy is None:
        plays: list[list[list[str]]] = []
    else:
        plays = [greedy]
    base = [list(m) for m in table]
    for meld in hand_melds(hand):
        plays.append(base + [meld])
        if len(plays) >= limit:
            return plays
    cards = set(hand)
    joker = JOKER in cards
    for i, meld in enumerate(table):
        for card in _meld_accepts(meld):
            if card in cards or joker:
                placed = card if card in cards else f"{JOKER}:{card}"
                plays.append(base[:i] + [order_meld(meld + [placed])] + base[i + 1 :])
                if len(plays) >= limit:
                    return plays
    return plays


GAME = register(CarouselGame())

__all__ = ["GAME", "CarouselGame", "greedy_play", "hand_melds", "simple_plays"]
