"""Our Gin bots against OpenSpiel's SimpleGinRummyBot, under OpenSpiel's rules, through an adapter.

OpenSpiel (``open_spiel==2.0.2``, the ``bench`` extra) plays standard gin: the first upcard is
offered (take it or pass), the hand is dead when two stock cards are left (the ``Wall``
phase: knock or pass), and after a knock the knocker declares its melds and the defender its
layoffs and melds, move by move. Its ``SimpleGinRummyBot`` is the C++ port of the EAAI-21
competition's simple bot.

The adapter turns OpenSpiel's state into the seat's view as our engine gives it (the hand,
the discard pile top last, the cards each seat visibly took from the pile and still holds,
the stock count, the card just taken), asks our bot, and plays its answer: a draw from the
stock or the pile (``Pass`` in the first-upcard offer when it would not take), a discard,
or a knock (``Knock``, the discard, then the melds of our least-deadwood arrangement, runs
longer than five cut into pieces OpenSpiel names, then ``Pass``). The phases our game does
not have (the ``Wall`` and the defender's layoffs and melds) are played for our seat by a
SimpleGinRummyBot of its own: both sides play them alike, so they do not tell the bots apart.

``duel(bot, seeds)`` plays one hand per seed, our bot in seat 0 for even seeds and seat 1 for
odd ones, and returns our score minus the opponent's per hand; the same seeds give the same
deals to every bot (``paired`` compares two bots deal by deal).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_widgets.gin_rummy import rules

DRAW_UPCARD, DRAW_STOCK, PASS, KNOCK = 52, 53, 54, 55
RANKS = "A23456789TJQK"
SUITS = "scdh"  # OpenSpiel's order: card id = 13 * suit + rank


def card_of(action: int) -> str:
    """OpenSpiel card id -> our card string (``7s`` -> ``7S``)."""
    return RANKS[action % 13] + SUITS[action // 13].upper()


def id_of(card: str) -> int:
    return 13 * SUITS.index(card[1].lower()) + RANKS.index(card[0])


def read_phase(state) -> str:
    """The phase OpenSpiel's state text names (``Draw``, ``Discard``, ``Knock`` ...)."""
    line = next(x for x in str(state).splitlines() if x.startswith("Phase:"))
    return line.split(":", 1)[1].strip()


def read_hand(state, player: int) -> list[str]:
    """The player's cards, read from OpenSpiel's state text (its card grid)."""
    lines = str(state).splitlines()
    start = next(i for i, x in enumerate(lines) if x.startswith(f"Player{player}:"))
    cards = []
    for row in lines[start + 2 : start + 6]:
        cards += [t[0] + t[1].upper() for t in row.strip("|").split() for t in _split(t)]
    return cards


def _split(token: str) -> list[str]:
    return [token[i : i + 2] for i in range(0, len(token), 2)]


def _meld_pieces(melds: Sequence[Sequence[str]]) -> list[frozenset[str]]:
    """Our melds as OpenSpiel declares them: runs longer than five in pieces of 3 to 5."""
    out = []
    for meld in melds:
        cards = sorted(meld, key=lambda c: RANKS.index(c[0]))
        groups = len({c[0] for c in cards}) == 1
        while not groups and len(cards) > 5:
            out.append(frozenset(cards[:3]))
            cards = cards[3:]
        out.append(frozenset(cards))
    return out


class Seat:
    """What our bot in ``seat`` may know of the hand so far (the engine's view, rebuilt)."""

    def __init__(self, seat: int, bot: Any, simple: Any) -> None:
        self.seat, self.bot, self.simple = seat, bot, simple
        self.pile: list[str] = []
        self.known: list[list[str]] = [[], []]
        self.turns = 0
        self.taken: str | None = None
        self.plan: list[int] = []
        self.rng = random.Random(seat)

    def observe(self, state, player: int, action: int) -> None:
        """Follow a public move (before it is applied)."""
        if action == DRAW_UPCARD:
            card = self.pile.pop()
            self.known[player].append(card)
            self.taken = card if player == self.seat else None
        elif action < 52 and read_phase(state) in ("Discard", "Knock"):
            card = card_of(action)
            if card in self.known[player]:
                self.known[player].remove(card)
            if read_phase(state) == "Discard" or not any(a >= 56 for a in state.legal_actions()):
                self.pile.append(card)
                self.turns += 1
                self.taken = None

    def view(self, state, phase: str) -> dict[str, Any]:
        stock = int(
            next(x for x in str(state).splitlines() if x.startswith("Stock size")).split()[2]
        )
        return {
            "seat": self.seat, "hand_no": 1, "totals": [0, 0], "target": 0,
            "current": self.seat, "phase": phase, "first": 0, "hand": read_hand(state, self.seat),
            "drawn": None, "taken": self.taken, "opponent_cards": 10, "stock_count": stock,
            "discard": list(self.pile), "known": [list(k) for k in self.known],
            "turns": self.turns, "last_hand": None, "history": [], "over": False,
            "options": {"match_target": 0, "joint_layoff_optimisation": False,
                        "first_player": "human"},
        }  # fmt: skip

    def act(self, state) -> int:
        phase = read_phase(state)
        legal = state.legal_actions()
        if phase in ("Wall", "Layoff") or (phase == "Knock" and not self.plan):
            return self.simple.step(state)
        if phase == "Knock":
            return self.plan.pop(0)
        if phase in ("FirstUpcard", "Draw"):
            ours = [{"type": "draw", "source": "stock"}, {"type": "draw", "source": "discard"}]
            move = self.bot.choose(self.view(state, "draw"), ours, self.rng)
            if move["source"] == "discard" and DRAW_UPCARD in legal:
                return DRAW_UPCARD
            return DRAW_STOCK if DRAW_STOCK in legal else PASS
        return self._discard(state, legal)

    def _discard(self, state, legal: list[int]) -> int:
        view = self.view(state, "discard")
        hand = view["hand"]
        moves = [{"type": "discard", "card": c} for c in hand if c != self.taken]
        for card, left in rules.discard_deadwoods(hand, limit=rules.KNOCK_LIMIT).items():
            if card != self.taken and left <= rules.KNOCK_LIMIT:
                moves.append({"type": "gin" if left == 0 else "knock", "card": card})
        move = self.bot.choose(view, moves, self.rng)
        if move["type"] in ("knock", "gin") and KNOCK in legal:
            left = [c for c in hand if c != move["card"]]
            self.plan = [id_of(move["card"])]
            self.plan += [("meld", m) for m in _meld_pieces(rules.best_melds(left)["melds"])]
            self.plan.append(PASS)
            self.plan = [p for p in self.plan]
            return KNOCK
        return id_of(move["card"])


def _meld_action(state, cards: frozenset[str]) -> int:
    for a in state.legal_actions():
        if a >= 56:
            text = state.action_to_string(a).split("Action: ")[1]
            if frozenset(t[0] + t[1].upper() for t in _split(text)) == cards:
                return a
    raise ValueError(f"OpenSpiel offers no meld {sorted(cards)}")


def play_hand(bot_factory: Callable[[], Any], seed: int, seat_class: type[Seat] = Seat) -> float:
    """One hand under OpenSpiel's rules: our bot (seat ``seed % 2``, seen through
    ``seat_class``) minus SimpleGinRummyBot."""
    import pyspiel

    game = pyspiel.load_game("gin_rummy")
    params = game.get_parameters()
    ours = seed % 2
    seat = seat_class(ours, bot_factory(), pyspiel.make_simple_gin_rummy_bot(params, ours))
    other = pyspiel.make_simple_gin_rummy_bot(params, 1 - ours)
    deal = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(deal.choice([a for a, _ in state.chance_outcomes()]))
            if not state.is_chance_node() and not seat.pile:
                up = next(x for x in str(state).splitlines() if x.startswith("Stock size"))
                seat.pile = [
                    up.split("Upcard: ")[1].strip()[0] + up.split("Upcard: ")[1].strip()[1].upper()
                ]
            continue
        player = state.current_player()
        action = seat.act(state) if player == ours else other.step(state)
        if isinstance(action, tuple):
            action = _meld_action(state, action[1])
        seat.observe(state, player, action)
        state.apply_action(action)
    return float(state.returns()[ours])
