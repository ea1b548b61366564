"""The Gnumies coach: the equilibrium mix of this round, the lesson's linear program made live.

The lesson (notebooks/gnumies_lesson.ipynb, sections 3-4) turns one round into a
two-player zero-sum *duel*: this seat (the rows) against one opponent (the columns), each
choosing a card at the same time. The payoff is this seat's gain minus the opponent's:

- two numbered cards: the winner (``rules.resolve_bids``: highest, lowest for the
  Copicastor, Luckynits on a tie) gets the offer's worth to its room (``bots.gain``) and
  pays its card, ``CARD_COST`` points per point of card value (the lesson's 1 per 10); the
  loser takes its card back. Against a Wullawaki the winner keeps its card and every other
  bid is discarded (paid);
- the Gnalli against a numbered card: the other wins the offer and pays its card, and the
  Gnalli player looks at the next party card: keeping it costs the Gnalli (``GNALLI_COST``),
  giving it hands it to the opponent; the look is worth the expectation over the party
  cards not yet seen (a Wullawaki seen must be kept, the Gnalli goes back);
- both Gnallis: both take them back and choose numbered cards (the value of that game).

The opponent is the one who wants the offer most (the largest gain, then the strongest
hand); the other seats are assumed to let it go. ``equilibrium`` solves the game with
``scipy.optimize.linprog`` (HiGHS), exactly as the lesson does, and the hint shows the
chance that the coach would play each card. Its ``action`` is the card with the largest
chance (the highest card on a tie): a hint names one move. The coach *bot* draws its card
from the mix with its own random stream instead: a mix is only unexploitable if played
at random.

The values of a bid and of the Gnalli's choice are those of the duel model (one opponent,
the lesson's card costs), with no interval: the engine's review (``engine.review``) names no
such move a mistake; it says where the coach would have played otherwise and that it cannot
show a cost. The discards that end the game are exact (``exact``: the room's final score with
the best other discards, ``rules.best_discard``), so the review names a discard that keeps
fewer points with its exact cost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from .rules import (
    GNALLI,
    PARTY_DECK,
    WULLAWAKI,
    best_discard,
    luckynits,
    party_label,
    resolve_bids,
    room_total,
)

#: Points a numbered card costs when it is spent, per point of its value. The lesson's duel
#: uses 1 per 10; in a whole game a card is worth more in the rounds to come, and the coach
#: values it at 1.5 per 10 (the thinking bot's estimate; it plays better than 1 per 10).
CARD_COST = 0.15
#: Points the Gnalli is worth when it is spent keeping the card it saw (the lesson's 2).
GNALLI_COST = 2.0
_UNIT = "expected points this round (yours minus the opponent's)"


def gain(room: list, card: Any, face: bool = False) -> int:
    """Points a party card adds to (or, for a Wullawaki, takes from) ``room`` now (as the
    thinking bot counts it)."""
    return room_total([*room, card], face) - room_total(room, face)


def equilibrium(matrix: Any) -> tuple[np.ndarray, float]:
    """The row player's optimal mixed strategy and the value of the zero-sum game
    ``matrix`` (row player's payoffs): the lesson's linear program, solved with HiGHS."""
    a = np.array(matrix, dtype=float)
    x, v = _equilibrium(tuple(map(tuple, a.round(12).tolist())))
    return np.array(x), v


@lru_cache(maxsize=512)
def _equilibrium(matrix: tuple[tuple[float, ...], ...]) -> tuple[tuple[float, ...], float]:
    from scipy.optimize import linprog

    a = np.array(matrix, dtype=float)
    n, m = a.shape
    c = np.r_[np.zeros(n), -1.0]  # maximise v
    a_ub = np.c_[-a.T, np.ones(m)]  # v - sum_i x_i a_ij <= 0 for every column j
    a_eq = np.r_[np.ones(n), 0.0].reshape(1, -1)
    res = linprog(
        c,
        A_ub=a_ub,
        b_ub=np.zeros(m),
        A_eq=a_eq,
        b_eq=[1.0],
        bounds=[(0, None)] * n + [(None, None)],
        method="highs",
    )
    if not res.success:
        raise ValueError(f"the linear program failed: {res.message}")
    x = np.clip(res.x[:n], 0.0, None)
    return tuple((x / x.sum()).tolist()), float(res.x[-1])


def warm() -> None:
    """Solve one small duel, so that the linear programme's modules (scipy.optimize, HiGHS:
    most of a second in a fresh process) are loaded: every table with a person calls it on a
    background thread when it is made (the hint query's ``warm_up``)."""
    equilibrium([[1.0, -1.0], [-1.0, 1.0]])


def duel_matrix(
    mine: list[Any],
    theirs: list[Any],
    colours: tuple[str, str],
    offer: Any,
    gains: tuple[float, float],
    look: float = 0.0,
    card_cost: float = CARD_COST,
) -> list[list[float]]:
    """The duel's payoff matrix (rows ``mine``, columns ``theirs``; the Gnalli is ``GNALLI``).

    ``gains``: the offer's worth to this seat's room and to the opponent's; ``look``: what
    the Gnalli's look at the next card is worth to this seat (and, mirrored, to the
    opponent: ``-look`` when the opponent plays the only Gnalli); ``card_cost``: points per
    point of card value spent (the lesson's example: 0.1)."""
    both_gnalli = None
    if GNALLI in mine and GNALLI in theirs:
        both_gnalli = both_play_the_gnalli(
            mine,
            theirs,
            gains,
            card_cost,
            lambda m, t: equilibrium(duel_matrix(m, t, colours, offer, gains, 0.0, card_cost))[1],
        )
    g_me, g_them = gains
    rows = []
    for r in mine:
        row = []
        for c in theirs:
            if r == GNALLI and c == GNALLI:
                row.append(both_gnalli if both_gnalli is not None else 0.0)
            elif r == GNALLI:
                row.append(look - (g_them - card_cost * c))
            elif c == GNALLI:
                row.append((g_me - card_cost * r) - look)
            else:
                row.append(_numbered(r, c, colours, offer, gains, card_cost))
        rows.append(row)
    return rows


def both_play_the_gnalli(
    mine: list, theirs: list, gains: tuple, card_cost: float, repick: Callable[[list, list], float]
) -> float:
    """N8: both played the Gnalli, so both pick again among their numbered cards (the
    numbered duel's value); a player with only the Gnalli sits out and the other wins the offer
    alone with their lowest card; if neither can pick again, both discard the Gnalli and draw
    (the same for both: 0). ``repick``: the value of the duel of two lists of numbered cards."""
    numbered_mine = [c for c in mine if c != GNALLI]
    numbered_theirs = [c for c in theirs if c != GNALLI]
    g_me, g_them = gains
    if numbered_mine and numbered_theirs:
        return repick(numbered_mine, numbered_theirs)
    if numbered_mine:
        return g_me - card_cost * min(numbered_mine)
    if numbered_theirs:
        return -(g_them - card_cost * min(numbered_theirs))
    return 0.0


def _numbered(
    r: int, c: int, colours: tuple[str, str], offer: Any, gains: tuple, card_cost: float
) -> float:
    bids = {0: (r, luckynits(colours[0], r)), 1: (c, luckynits(colours[1], c))}
    winner, _ = resolve_bids(offer, bids)
    g_me, g_them = gains
    if offer == WULLAWAKI:  # the winner keeps its card; the loser's bid is discarded
        if winner == 0:
            return g_me + card_cost * c
        return -card_cost * r - g_them
    if winner == 0:
        return g_me - card_cost * r
    return -(g_them - card_cost * c)


def _allowed(hand: list[Any], offer: Any, repick: bool) -> list[Any]:
    banned = offer == WULLAWAKI or repick
    return [c for c in hand if not (banned and c == GNALLI)]


def unseen_party_cards(recall: dict[str, Any]) -> Counter:
    """The party cards this seat has not seen: the deck less every room, the cards set
    aside and the offer (what may still come out of the supply)."""
    left = Counter(PARTY_DECK)
    for room in recall["rooms"]:
        left -= Counter(room)
    left -= Counter(recall["set_aside"])
    if recall.get("offer") is not None:
        left -= Counter([recall["offer"]])
    return left


def look_value(recall: dict[str, Any], me: int, them: int) -> float:
    """What the Gnalli's look at the next party card is worth to ``me`` in the duel with
    ``them``: the better of keeping it (its worth to my room less ``GNALLI_COST``) and
    giving it to ``them`` (minus its worth to them), on average over the unseen cards; a
    Wullawaki seen must be kept and the Gnalli goes back."""
    face = recall["options"]["high_value_pairs_score_face"]
    left = unseen_party_cards(recall)
    total = sum(left.values())
    if not total:
        return 0.0
    rooms = recall["rooms"]
    worth = 0.0
    for card, count in left.items():
        if card == WULLAWAKI:
            v = gain(rooms[me], card, face)
        else:
            v = max(gain(rooms[me], card, face) - GNALLI_COST, -gain(rooms[them], card, face))
        worth += count * v
    return worth / total


def _opponent(recall: dict[str, Any], me: int) -> int | None:
    face = recall["options"]["high_value_pairs_score_face"]
    others = [s for s in recall["pickers"] if s != me and recall["hands"][s]]
    if not others:
        return None
    offer = recall["offer"]
    return max(
        others,
        key=lambda s: (
            gain(recall["rooms"][s], offer, face),
            max([c for c in recall["hands"][s] if c != GNALLI] or [0]),
            -s,
        ),
    )


def hint(recall: dict[str, Any], seat: int, consider: Any = None) -> dict[str, Any]:
    """The coach's move for ``seat`` in the hint contract (see the module docstring).
    Every legal move is among the options, so ``consider`` needs no extra work."""
    base = {"runner_up": None, "options": [], "unit": _UNIT, "exact": False}
    phase = recall["phase"]
    if phase == "over" or seat not in _to_act(recall):
        return {**base, "action": None, "text": "Nothing to decide now: wait for the others."}
    if phase == "gnalli":
        return {**base, **_after_gnalli(recall, seat)}
    if phase == "discard":
        return {**base, **_discard(recall, seat)}
    return {**base, **_bid(recall, seat)}


def _to_act(recall: dict[str, Any]) -> list[int]:
    phase = recall["phase"]
    if phase == "choose":
        return [s for s in recall["pickers"] if not recall["chosen"][s]]
    if phase == "gnalli":
        return [recall["gnalli_seat"]]
    if phase == "discard":
        return list(recall["to_choose"])
    return []


def _card_words(card: Any) -> str:
    return "the Gnalli" if card == GNALLI else f"the {card}"


def _bid(recall: dict[str, Any], seat: int) -> dict[str, Any]:
    offer, face = recall["offer"], recall["options"]["high_value_pairs_score_face"]
    mine = _allowed(recall["hands"][seat], offer, recall["repick"])
    them = _opponent(recall, seat)
    g_me = gain(recall["rooms"][seat], offer, face)
    colours = recall["colours"]
    if them is None:
        theirs: list[Any] = []
        g_them = 0
    else:
        theirs = _allowed(recall["hands"][them], offer, recall["repick"])
        g_them = gain(recall["rooms"][them], offer, face)
    if not theirs:  # nobody against: any numbered card wins
        numbered = sorted(c for c in mine if c != GNALLI)
        values = {c: (g_me if offer == WULLAWAKI else g_me - CARD_COST * c) for c in numbered}
        if GNALLI in mine:
            values[GNALLI] = max(values.values()) if values else 0.0
        mix = {c: 0.0 for c in mine}
        best = max(values, key=lambda c: (values[c], c == GNALLI))
        mix[best] = 1.0
        value = values[best]
        why = f"nobody bids against you: {_card_words(best)} wins {party_label(offer)} cheapest"
        return _answer(mine, mix, values, value, why, offer, None)
    look = look_value(recall, seat, them) if GNALLI in mine or GNALLI in theirs else 0.0
    matrix = duel_matrix(mine, theirs, (colours[seat], colours[them]), offer, (g_me, g_them), look)
    x, value = equilibrium(matrix)
    y, _ = equilibrium(-np.array(matrix).T)
    against = np.array(matrix) @ y  # each card against the opponent's equilibrium mix
    mix = {c: round(float(p), 4) for c, p in zip(mine, x, strict=True)}
    values = {c: float(v) for c, v in zip(mine, against, strict=True)}
    who = recall.get("names", [None] * len(recall["hands"]))[them] or f"seat {them}"
    why = _gnalli_why(mine, mix, g_me, look, offer, who)
    return _answer(mine, mix, values, value, why, offer, who)


def _gnalli_why(mine: list, mix: dict, g_me: float, look: float, offer: Any, who: str) -> str:
    if GNALLI not in mine:
        if offer == WULLAWAKI:
            return "no Gnalli against a Wullawaki: the highest card takes it and keeps its card"
        return "the Gnalli is not in play this round"
    p = mix[GNALLI]
    if p >= 0.999:
        return (
            f"{party_label(offer)} is worth {g_me:g} to you, less than the look at the next card "
            f"({look:+.1f}) and the card {who} would spend: play the Gnalli"
        )
    if p <= 0.001:
        return (
            f"{party_label(offer)} is worth {g_me:g} to you, more than the Gnalli's look at the "
            f"next card ({look:+.1f}): do not play the Gnalli"
        )
    return (
        f"play the Gnalli {100 * p:.0f}% of the time so {who} cannot count on winning "
        f"{party_label(offer)} cheaply (its look at the next card is worth {look:+.1f})"
    )


def _answer(
    mine: list, mix: dict, values: dict, value: float, why: str, offer: Any, who: str | None
) -> dict[str, Any]:
    order = sorted(mine, key=lambda c: (-mix[c], -values[c], c == GNALLI, str(c)))
    rows = [
        {"action": {"type": "play", "card": c}, "label": f"play {_card_words(c)}",
         "value": round(values[c], 3), "low": None, "high": None, "chance": mix[c]}
        for c in order
    ]  # fmt: skip
    best = order[0]
    chances = ", ".join(f"{c if c != GNALLI else 'Gnalli'} {100 * mix[c]:.0f}%" for c in order
                        if mix[c] > 0.0005)  # fmt: skip
    text = (
        f"Play {_card_words(best)} (the equilibrium mix: {chances}; it guarantees "
        f"{value:+.2f} points on average{' against ' + who if who else ''}): {why}."
    )
    runner = None
    if len(order) > 1 and mix[order[1]] >= 0.2:
        second = order[1]
        runner = {
            "action": {"type": "play", "card": second},
            "text": f"Or {_card_words(second)}: the mix plays it {100 * mix[second]:.0f}% of the time.",
        }
    return {
        "action": {"type": "play", "card": best},
        "text": text,
        "runner_up": runner,
        "options": rows,
        "mix": {str(c): mix[c] for c in order},
        "game_value": round(value, 4),
    }


def _after_gnalli(recall: dict[str, Any], seat: int) -> dict[str, Any]:
    card, face, rooms = (
        recall["look"],
        recall["options"]["high_value_pairs_score_face"],
        recall["rooms"],
    )
    mine = gain(rooms[seat], card, face)
    options = [({"type": "keep"}, f"keep {party_label(card)}", mine - GNALLI_COST)]
    for t in range(len(rooms)):
        if t != seat:
            options.append(({"type": "give", "to": t}, f"give it to seat {t}",
                            -float(gain(rooms[t], card, face))))  # fmt: skip
    options.sort(key=lambda o: -o[2])
    rows = [{"action": a, "label": lab, "value": round(v, 3), "low": None, "high": None}
            for a, lab, v in options]  # fmt: skip
    best = options[0]
    if best[0]["type"] == "keep":
        text = keep_reason(card, mine, options[1] if len(options) > 1 else None)
    else:
        text = (
            f"Give {party_label(card)} to seat {best[0]['to']}: it helps that room least "
            f"({-best[2]:g}), and you keep the Gnalli (keeping would net {mine - GNALLI_COST:+g})."
        )
    return {"action": best[0], "text": text, "options": rows}


def keep_reason(card: Any, mine: float, give: tuple[dict[str, Any], str, float] | None) -> str:
    """Why keep the card the Gnalli saw (``mine``: what it adds to this room; ``give``: the
    best way to give it away, ``(action, label, value)``): worth at least the Gnalli, or less,
    but giving it away would help another room more than keeping it costs."""
    label = party_label(card)
    if give is None:
        return f"Keep {label}: it adds {mine:g} to your room, and nobody else could take it."
    than = "more than" if mine - GNALLI_COST > give[2] else "as much as"
    if mine >= GNALLI_COST:
        gnalli = "more than" if mine > GNALLI_COST else "as much as"
        return (
            f"Keep {label}: it adds {mine:g} to your room, worth {gnalli} the Gnalli "
            f"({GNALLI_COST:g}) and {than} giving it away."
        )
    return (
        f"Keep {label}: it adds only {mine:g} to your room, less than the Gnalli "
        f"({GNALLI_COST:g}), but giving it away would add {-give[2]:g} to seat "
        f"{give[0]['to']}'s room."
    )


def _discard(recall: dict[str, Any], seat: int) -> dict[str, Any]:
    face = recall["options"]["high_value_pairs_score_face"]
    room = recall["rooms"][seat]
    chosen = list(recall["chosen_discards"][seat] or [])
    left = [c for c in room if c != WULLAWAKI]
    for c in chosen:
        left.remove(c)
    k = recall["discards_needed"][seat] - len(chosen)
    rows = []
    for card in sorted(set(left), key=lambda c: (isinstance(c, str), str(c))):
        rest = list(left)
        rest.remove(card)
        more = best_discard(rest, k - 1, face) if k > 1 else ()
        kept = list(rest)
        for c in more:
            kept.remove(c)
        total = room_total([*kept, *[WULLAWAKI] * room.count(WULLAWAKI)], face)
        rows.append({"action": {"type": "discard", "card": card},
                     "label": f"discard {party_label(card)}", "value": float(total),
                     "low": None, "high": None})  # fmt: skip
    rows.sort(key=lambda r: -r["value"])
    best = rows[0]
    text = (
        f"Discard {party_label(best['action']['card'])}: with the best other discards your room "
        f"scores {best['value']:g}, the most it can."
    )
    return {"action": best["action"], "text": text, "options": rows,
            "unit": "your room's final score", "exact": True}  # fmt: skip


__all__ = [
    "CARD_COST",
    "GNALLI_COST",
    "duel_matrix",
    "equilibrium",
    "hint",
    "look_value",
    "unseen_party_cards",
    "warm",
]
