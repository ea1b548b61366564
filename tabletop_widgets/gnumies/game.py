"""The Gnumies as a game for the engine: simultaneous secret bids for party cards.

Section by section of the rulebook and the spec (docs/rules/gnumies.md, §2-§5):
preparation, a round (R0 checks, R1 offer, R2 secret choices, R3 reveal, R4 the
Gnalli, R5 who wins the offer, R6 players running out), the end (the last-player
sweep) and the scoring of the party rooms.

Every active player chooses at the same time: ``seats_to_act`` lists all who still
have to choose, each choice is kept in the state and shown to nobody else until
the last one is made, then all are revealed together.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine import Game, GameInfo, IllegalMove, State, rng
from ..engine.core import same_json
from . import rules, texts, views
from .rules import COLOURS, GNALLI, HAND, PARTY_DECK, WULLAWAKI
from .texts import (
    ALREADY_CHOSEN,
    CHOOSE_DISCARDS,
    DISCARD_AT_END,
    KEEP_OR_GIVE_AFTER_GNALLI,
    NO_CARDS_LEFT,
    NO_GNALLI_IN_REPICK,
    NO_GNALLI_VS_WULLAWAKI,
    SITTING_OUT,
)
from .views import DISCARD, GIVE, KEEP, LUCKYNIT_TEXT, PARTY_LABELS, PLAY

__all__ = ["GAME", "LUCKYNIT_TEXT", "PARTY_LABELS", "GnumiesGame"]


class GnumiesGame(Game):
    """The Gnumies for 2 to 5 players.

    Options (each a documented reading of the spec):

    - ``age_order``: seats from the youngest to the oldest, for the one rule that
      uses age (N10); ``[]`` = seat order.
    - ``high_value_pairs_score_face``: a pair of an 11-15 made with the Copicastor
      scores its face value twice instead of the literal 20 (N16).
    - ``sweep_counts_gnalli``: the last player's Gnalli counts as a card in the
      sweep (N12, default True); False = it is discarded but earns no party card.
    - ``wullawaki_choice``: who picks the cards thrown out by three or more
      Wullawakis (S1, N14): ``"auto"`` (default: the choice that keeps the most
      points) or ``"players"`` (each such player chooses them, one card at a time,
      after the last round).
    """

    info = GameInfo(
        name="gnumies",
        title="The Gnumies",
        min_seats=2,
        max_seats=5,
        hidden_information=True,
        simultaneous_moves=True,
        lists_all_actions=True,
        conformance_seats=(2, 3, 5),
    )
    default_options = {
        "age_order": [],
        "high_value_pairs_score_face": False,
        "sweep_counts_gnalli": True,
        "wullawaki_choice": "auto",
    }

    # ----- Preparation (spec §2) ------------------------------------------------------------

    def setup(self, state: State) -> None:
        n = state["num_seats"]
        order = state["options"]["age_order"] or list(range(n))
        if sorted(order) != list(range(n)) or not all(type(s) is int for s in order):
            raise ValueError(f"age_order must list every seat 0..{n - 1} once, youngest first.")
        if state["options"]["wullawaki_choice"] not in ("auto", "players"):
            raise ValueError('wullawaki_choice is "auto" or "players".')
        state["age_order"] = list(order)
        state["chosen_discards"] = [None] * n  # S1 with "players": each one's chosen cards
        state["colours"] = list(COLOURS[:n])  # one colour each; the others stay in the box [TEXT]
        state["hands"] = [list(HAND) for _ in range(n)]
        state["discards"] = [[] for _ in range(n)]  # face-up Gnumie discard pile, by owner
        state["rooms"] = [[] for _ in range(n)]  # party rooms, face up
        state["supply"] = rng.shuffle(state, PARTY_DECK)  # face down; the top is the last card
        state["set_aside"] = []  # offers nobody could bid for (spec R5, [DECISION])
        state["offer"] = None
        state["round"] = 0
        state["phase"] = "choose"
        state["pickers"] = []  # seats choosing a card this round
        state["to_act"] = []  # pickers still to choose, or the Gnalli player deciding
        state["picks"] = [None] * n  # secret choices until the reveal
        state["repick"] = False  # everybody played the Gnalli: numbered cards only (R4)
        state["sitting_out"] = []  # Gnalli-only players facing a Wullawaki (R2)
        state["gnalli_seat"] = None  # the one Gnalli player deciding about the card they saw
        state["look"] = None  # that card (secret to the others)
        state["ended_by"] = None
        state["news"] = []  # public events of the latest move: offer, reveal, Gnalli outcome, ...
        state["reveal"] = None  # the latest reveal: every card shown, the winner and why
        self._start_round(state)

    def arranged_state(
        self,
        num_seats: int,
        supply: list,
        hands: list | None = None,
        options: dict | None = None,
        names: list[str] | None = None,
    ) -> State:
        """A table with a chosen party supply (top card first) and, optionally, chosen hands.

        For lessons and tests: the first card is turned up as the offer straight away.
        The cards left out are simply not in play.
        """
        state = self.new_state(num_seats, 0, options, names)
        for card in supply:
            if not rules.is_party_card(card):
                raise ValueError(f"{card!r} is not a party card.")
        if hands is not None:
            if len(hands) != num_seats or any(c not in HAND for h in hands for c in h):
                raise ValueError("hands: one list of Gnumie cards (10..100, 'gnalli') per seat.")
            state["hands"] = [sorted(h, key=lambda c: 999 if c == GNALLI else c) for h in hands]
        state.update(supply=list(reversed(supply)), round=0, offer=None, news=[])
        self._start_round(state)
        return state

    # ----- R0 / R1: checks, then the offer ---------------------------------------------------

    def _active(self, state: State) -> list[int]:
        """Active players hold at least one Gnumie card, the Gnalli included."""
        return [s for s, hand in enumerate(state["hands"]) if hand]

    def _start_round(self, state: State) -> None:
        while True:
            active = self._active(state)
            if len(active) == 1:  # the last-player sweep (§4) [TEXT]
                self._sweep(state, active[0])
                return
            if not active:
                return self._end(state, texts.NOBODY_HOLDS_CARDS)
            if not state["supply"]:  # N11 [DECISION; SOURCED]
                return self._end(state, texts.SUPPLY_EMPTY)
            state["round"] += 1
            offer = state["supply"].pop()
            state["offer"] = offer
            state["picks"] = [None] * state["num_seats"]
            state["repick"] = False
            state["sitting_out"] = []
            self._note(state, "offer", texts.offer_news(state["round"], offer))
            pickers = self._wullawaki_pickers(state, active) if offer == WULLAWAKI else active
            if not pickers:  # nobody can bid: the offer goes out of play, then the draws
                state["set_aside"].append(offer)
                state["offer"] = None
                self._note(state, "set_aside", texts.NOBODY_CAN_BID)
                self._gnalli_only_draws(state)
                continue
            state["pickers"], state["to_act"] = pickers, list(pickers)
            state["phase"] = "choose"
            return

    def _wullawaki_pickers(self, state: State, active: list[int]) -> list[int]:
        """R2: no Gnalli against a Wullawaki; a player holding only the Gnalli reveals it and
        sits the round out. The players who may bid."""
        alone = [s for s in active if state["hands"][s] == [GNALLI]]
        if alone:
            state["sitting_out"] = alone
            names = texts.names(self.seat_name(state, s) for s in alone)
            self._note(state, "sit_out", texts.sit_out_news(names))
        return [s for s in active if s not in alone]

    def copy_state(self, state: State) -> State:
        """A copy by the state's shape, much faster than a deep copy (``views.copy_state``)."""
        return views.copy_state(state)

    # ----- Whose turn, which moves --------------------------------------------------------------

    def seats_to_act(self, state: State) -> list[int]:
        return list(state["to_act"])

    def allowed_cards(self, state: State, seat: int) -> list[Any]:
        """The Gnumie cards ``seat`` may choose this round (R2, R4)."""
        return views.allowed_cards(state, seat)

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if seat not in self.seats_to_act(state):
            return []
        if state["phase"] == "choose":
            return [{"type": PLAY, "card": c} for c in self.allowed_cards(state, seat)]
        if state["phase"] == "discard":
            left = views.discardable(state, seat)
            return [{"type": DISCARD, "card": c} for c in sorted(left, key=rules.party_sort_key)]
        others = [t for t in range(state["num_seats"]) if t != seat]
        return [{"type": KEEP}] + [{"type": GIVE, "to": t} for t in others]

    def check(self, state: State, seat: int, action: Any) -> None:
        # Compared as JSON values: 10.0 is not the card 10, and true is not seat 1.
        if any(same_json(action, a) for a in self.legal_actions(state, seat)):
            return
        raise IllegalMove(self.explain_illegal(state, seat, action))

    def explain_illegal(self, state: State, seat: int, action: Any) -> str:
        phase = state["phase"]
        if isinstance(action, dict) and action.get("type") == DISCARD:
            if phase != "discard":
                return DISCARD_AT_END
            return texts.CHOOSE_ROOM_CARD
        if not isinstance(action, dict) or action.get("type") not in (PLAY, KEEP, GIVE):
            return texts.MOVE_SHAPE
        kind = action["type"]
        if phase == "discard":
            return CHOOSE_DISCARDS
        if phase == "gnalli" and kind == PLAY:
            return self._gnalli_first(state)
        if phase == "choose" and kind != PLAY:
            return KEEP_OR_GIVE_AFTER_GNALLI
        if kind == PLAY:
            if set(action) != {"type", "card"}:
                return 'Play one card: {"type": "play", "card": 40}.'
            card = action["card"]
            if card not in HAND or type(card) not in (int, str):
                return texts.bad_card(card)
            if card not in state["hands"][seat]:
                return texts.no_longer_held(card)
            if card == GNALLI and state["offer"] == WULLAWAKI:
                return NO_GNALLI_VS_WULLAWAKI
            if card == GNALLI and state["repick"]:
                return NO_GNALLI_IN_REPICK
            return ALREADY_CHOSEN
        if kind == KEEP:
            return 'Keeping takes no other detail: {"type": "keep"}.'
        to = action.get("to")
        if set(action) != {"type", "to"} or not isinstance(to, int) or isinstance(to, bool):
            return 'Give the card to a seat: {"type": "give", "to": 1}.'
        if to == seat:
            return "Giving means giving to an opponent; to take the card yourself, keep it."
        return texts.no_such_seat(to)

    def _gnalli_first(self, state: State) -> str:
        return texts.gnalli_first(self.seat_name(state, state["gnalli_seat"]))

    def refusals(self, state: State, seat: int) -> dict[str, str]:
        """Why the page's moves are refused now: "play" (any card), "play:<card>" (one card
        of the hand, e.g. the Gnalli against a Wullawaki), "keep"/"give" and "discard"."""
        phase = state["phase"]
        waiting = super().refusals(state, seat)
        if waiting:
            why = waiting["*"]
            if phase == "choose" and seat in state["pickers"]:
                why = ALREADY_CHOSEN  # chosen, waiting for the others
            elif seat in state["sitting_out"]:
                why = SITTING_OUT
            elif phase != "over" and not state["hands"][seat]:
                why = NO_CARDS_LEFT
            elif phase == "gnalli":
                why = self._gnalli_first(state)
            return {"*": why, PLAY: why, KEEP: why, GIVE: why, DISCARD: why}
        if phase == "discard":
            return {PLAY: CHOOSE_DISCARDS, KEEP: CHOOSE_DISCARDS, GIVE: CHOOSE_DISCARDS}
        if phase == "gnalli":
            return {PLAY: self._gnalli_first(state), DISCARD: DISCARD_AT_END}
        reasons = {KEEP: KEEP_OR_GIVE_AFTER_GNALLI, GIVE: KEEP_OR_GIVE_AFTER_GNALLI}
        reasons[DISCARD] = DISCARD_AT_END
        if GNALLI in state["hands"][seat] and GNALLI not in self.allowed_cards(state, seat):
            reasons[f"{PLAY}:{GNALLI}"] = (
                NO_GNALLI_VS_WULLAWAKI if state["offer"] == WULLAWAKI else NO_GNALLI_IN_REPICK
            )
        return reasons

    # ----- R2-R6: choose, reveal, resolve ---------------------------------------------------------

    def transition(self, state: State, seat: int, action: dict[str, Any]) -> None:
        state["news"] = []
        if action["type"] == DISCARD:
            return self._choose_discard(state, seat, action["card"])
        if action["type"] == PLAY:
            state["picks"][seat] = action["card"]
            state["to_act"].remove(seat)
            if not state["to_act"]:
                self._reveal(state)
            return
        # The Gnalli player's decision about the card they saw (R4, |G| = 1).
        card, who = state["look"], self.seat_name(state, seat)
        state["look"], state["gnalli_seat"], state["phase"] = None, None, "choose"
        if action["type"] == KEEP:
            state["rooms"][seat].append(card)
            self._discard(state, seat, GNALLI)
            self._note(state, "gnalli", texts.gnalli_kept(who, card), seat=seat, card=card, to=seat)
        else:
            to = action["to"]
            state["rooms"][to].append(card)
            text = texts.gnalli_given(who, card, self.seat_name(state, to))
            self._note(state, "gnalli", text, seat=seat, card=card, to=to)
        self._start_round(state)

    def _reveal(self, state: State) -> None:
        """R3: all choices turn face up together; R4 the Gnalli; R5 the offer; R6 eliminations."""
        offer, colours = state["offer"], state["colours"]
        picks = {s: state["picks"][s] for s in state["pickers"]}
        bids = [
            [s, c, rules.luckynits(colours[s], c)] for s, c in picks.items()
        ]  # seat, card, Luckynits
        gnallis = [s for s, c in picks.items() if c == GNALLI]
        bidders = [s for s, c in picks.items() if c != GNALLI]
        lines = [
            texts.revealed([(self.seat_name(state, s), colours[s], c) for s, c in picks.items()])
        ]
        state["picks"] = [None] * state["num_seats"]
        if not bidders:
            return self._everybody_played_the_gnalli(state, offer, bids, gnallis, lines)
        if len(gnallis) >= 2:  # N7: the Gnallis go back, nobody draws [TEXT]
            lines.append(texts.SEVERAL_GNALLIS)
        winner, tie = self._resolve_offer(state, offer, {s: picks[s] for s in bidders}, lines)
        self._note(state, "reveal", " ".join(lines), offer=offer, bids=bids, winner=winner, tie=tie)
        state["offer"] = None
        if len(state["sitting_out"]) >= 2:  # R2: the Gnalli-only players draw after R5
            self._gnalli_only_draws(state)
        if len(gnallis) == 1 and self._lone_gnalli_looks(state, gnallis[0]):
            return None
        self._start_round(state)

    def _everybody_played_the_gnalli(
        self, state: State, offer: Any, bids: list, gnallis: list[int], lines: list[str]
    ) -> None:
        """R4, N8 [TEXT]: all take the Gnalli back and choose numbered cards; those holding
        only a Gnalli sit out, and with nobody left to choose the offer is set aside."""
        can = [s for s in gnallis if any(c != GNALLI for c in state["hands"][s])]
        if can:
            lines.append(texts.ALL_GNALLIS_REPICK)
            out = [s for s in gnallis if s not in can]
            if out:
                names = texts.names(self.seat_name(state, s) for s in out)
                lines.append(texts.sitting_out_after_repick(names))
            state["pickers"], state["to_act"], state["repick"] = can, list(can), True
            self._note(
                state, "reveal", " ".join(lines), offer=offer, bids=bids, winner=None, tie=False
            )
            return
        lines.append(texts.ALL_GNALLIS_SET_ASIDE)
        state["set_aside"].append(offer)
        state["offer"] = None
        self._note(state, "reveal", " ".join(lines), offer=offer, bids=bids, winner=None, tie=False)
        self._gnalli_only_draws(state, gnallis)
        self._start_round(state)

    def _lone_gnalli_looks(self, state: State, g: int) -> bool:
        """R4: the one Gnalli player looks secretly at the top party card; True when that
        player must now decide (keep or give), False when the round goes on at once."""
        who = self.seat_name(state, g)
        if not state["supply"]:  # N11 [DECISION]
            self._note(state, "gnalli", texts.gnalli_finds_empty_supply(who))
            return False
        card = state["supply"].pop()  # looked at secretly
        if card == WULLAWAKI:  # must be kept, the Gnalli goes back [TEXT]
            state["rooms"][g].append(card)
            self._note(state, "gnalli", texts.gnalli_finds_wullawaki(who), seat=g, card=card, to=g)
            return False
        state["look"], state["gnalli_seat"], state["phase"] = card, g, "gnalli"
        state["to_act"] = [g]
        self._note(state, "look", texts.gnalli_looks(who), seat=g)
        return True

    def _resolve_offer(
        self, state: State, offer: Any, picks_card: dict[int, int], lines: list[str]
    ) -> tuple[int, bool]:
        """R5: highest value wins (lowest for the Copicastor), ties by more Luckynits."""
        colours, bidders = state["colours"], list(picks_card)
        bids = {s: (c, rules.luckynits(colours[s], c)) for s, c in picks_card.items()}
        winner, tie = rules.resolve_bids(offer, bids)
        who, card = self.seat_name(state, winner), picks_card[winner]
        tied = [s for s in bidders if picks_card[s] == card and s != winner] if tie else []
        tally = [f"{self.seat_name(state, s)} ({bids[s][1]})" for s in [winner, *tied]]
        nits = bids[winner][1] if tie else None
        why = texts.why_won(offer, card, len(bidders), nits, tally)
        state["rooms"][winner].append(offer)
        if offer == WULLAWAKI:  # the winner takes the card back; all others discard [TEXT]
            for s in bidders:
                if s != winner:
                    self._discard(state, s, picks_card[s])
        else:
            self._discard(state, winner, card)
        lines.append(texts.offer_won(offer, who, why, card, len(bidders) > 1))
        return winner, tie

    def _discard(self, state: State, seat: int, card: Any) -> None:
        state["hands"][seat].remove(card)
        state["discards"][seat].append(card)

    def _gnalli_only_draws(self, state: State, seats: list[int] | None = None) -> None:
        """Gnalli-only players: discard the Gnalli and draw the top card, youngest first (R2)."""
        seats = state["sitting_out"] if seats is None else seats
        for s in [s for s in state["age_order"] if s in seats]:
            self._discard(state, s, GNALLI)
            who = self.seat_name(state, s)
            card = state["supply"].pop() if state["supply"] else None
            if card is not None:
                state["rooms"][s].append(card)
            self._note(state, "draw", texts.gnalli_only_draw(who, card), seat=s, card=card)
        state["sitting_out"] = []

    # ----- §4 End of the game ---------------------------------------------------------------------

    def _sweep(self, state: State, seat: int) -> None:
        hand = list(state["hands"][seat])
        n = len(hand) - (0 if state["options"]["sweep_counts_gnalli"] or GNALLI not in hand else 1)
        for card in hand:
            self._discard(state, seat, card)
        taken = [state["supply"].pop() for _ in range(min(n, len(state["supply"])))]
        state["rooms"][seat].extend(taken)
        who = self.seat_name(state, seat)
        self._note(state, "sweep", texts.sweep_news(who, len(hand), taken), seat=seat, cards=taken)
        self._end(state, texts.only_one_left(who))

    def _end(self, state: State, why: str) -> None:
        state["phase"], state["ended_by"], state["offer"] = "over", why, None
        state["pickers"], state["to_act"] = [], []
        if state["options"]["wullawaki_choice"] == "players":
            # S1 (N14): three or more Wullawakis: the player chooses the cards to discard.
            choosing = [s for s in range(state["num_seats"]) if views.discards_needed(state, s)]
            if choosing:
                for s in choosing:
                    state["chosen_discards"][s] = []
                state["phase"], state["to_act"] = "discard", choosing
                names = texts.names(self.seat_name(state, s) for s in choosing)
                self._note(state, "discard", texts.discards_to_choose(names))
                return
        self._final_note(state)

    def _choose_discard(self, state: State, seat: int, card: Any) -> None:
        state["chosen_discards"][seat].append(card)
        if len(state["chosen_discards"][seat]) == views.discards_needed(state, seat):
            state["to_act"].remove(seat)
            chosen = state["chosen_discards"][seat]
            self._note(state, "discard", texts.discards_chosen(self.seat_name(state, seat), chosen))
        if not state["to_act"]:
            state["phase"] = "over"
            self._final_note(state)

    def _final_note(self, state: State) -> None:
        scores = [(self.seat_name(state, s), p) for s, p in enumerate(self.scores(state))]
        self._note(state, "end", texts.game_ends(state["ended_by"], scores))

    def _note(self, state: State, kind: str, text: str, **facts: Any) -> None:
        """Record a public event: its text joins the news of this move; a reveal is kept whole."""
        if kind == "reveal":
            state["reveal"] = {"round": state["round"], "text": text, **facts}
        state["news"].append(text)

    # ----- Information -------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> dict[str, Any]:
        return views.seat_view(state, seat)

    def teacher_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The teacher's view: ``seat``'s view (default: the first seat to act, or 0) plus
        every secret (``views.teacher_view``)."""
        return views.teacher_view(state, seat)

    def redraw_chance(self, state: State, seed: int) -> State:
        """Undo's redraw: the face-down party supply is shuffled again (``views.redraw_supply``)."""
        return views.redraw_supply(state, seed)

    def resample_hidden(self, state: State, seat: int, seed: int) -> State:
        """Redraw what ``seat`` cannot see (``views.resample_hidden``)."""
        return views.resample_hidden(state, seat, seed)

    # ----- §5 Scoring ---------------------------------------------------------------------------

    def scores(self, state: State) -> list[float]:
        return views.scores(state)

    def room_score(self, state: State, seat: int) -> rules.RoomScore:
        """The explained score of a room: with the player's own discards once chosen."""
        return views.room_score(state, seat)

    def result(self, state: State) -> dict[str, Any]:
        row: dict[str, Any] = {"rounds": state["round"]}
        for s, room in enumerate(state["rooms"]):
            row[f"wullawakis_{s}"] = room.count(WULLAWAKI)
            row[f"cards_{s}"] = len(room)
        return row

    def describe(self, before: State, seat: int, action: dict[str, Any], after: State) -> str:
        if action["type"] == PLAY:
            return texts.card_chosen(self.seat_name(before, seat), after["news"])
        return " ".join(after["news"])

    def components(self, state: State) -> Counter:
        return views.components(state)


GAME = GnumiesGame()
