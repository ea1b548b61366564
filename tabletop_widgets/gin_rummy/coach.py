"""The Gin coach: draw or take, what to discard, knock now or play on, by determinized Monte Carlo.

The hint (``hint``) is computed from the seat's recall alone (its view: its hand, the
discard pile, the cards each seat visibly took from the pile and still holds, the counts).
It deals *worlds*: the opponent's unseen cards and the stock order drawn afresh from the
cards this seat has not seen, and plays every candidate move in every world (the same
worlds for every candidate: common random numbers), then the rest of the hand with a fast
policy for both players (``_Rollout``: take the pile's card when it lowers the deadwood,
discard to the least deadwood, knock at the first chance, ``ROLLOUT_KNOCKS_AT_ONCE``, as
GreedyBot and OpenSpiel's SimpleGinRummyBot do). A move's value is the expected points of this
hand for the seat (its points if it scores, minus the opponent's if they score; 0 for a
drawn hand), with a 95 % Student-t interval over the worlds; a knock also gets the chance
of an undercut with its Wilson interval, and every option its ``gap``: the chosen move's
value minus its own on the same deals, with the 95 % interval of that paired difference
(what a review prices a move made by: ``engine.review.paired_gap``).

**The opponent's likely hand.** Cards the opponent took from the discard pile and still
holds are in its hand (the view's ``known``). Every other unseen card is dealt to it with
a weight: a card that would meld with a card the opponent discarded, or passed (a card of
this seat that it left on the pile), is less likely to be in its hand (weight
``DISCARDED_WEIGHT`` or ``PASSED_WEIGHT`` per such card). Who discarded which pile card is
read from the pile's order (top card the last discard; the seats alternate below it).

**Budget.** Worlds are added one at a time until ``max_worlds`` or the ``budget`` runs
out, whichever comes first. The budget is **CPU time** of the answering thread
(``time.thread_time``; ``clock`` injects another), not wall time: on a busy machine the
hint deals as many worlds as on an idle one, and its wall latency grows only by the share
of a core it gets (``BUDGET`` is sized so that the p99 stays within the widget's 300 ms
with both cores busy: ``benchmarks/bench_coach.py``). Inside a review the engine's smaller
per-hint budget caps it (``engine.review.hint_seconds``). At least ``MIN_WORLDS`` deals are
always played (an interval needs two), and a wall-clock backstop (``WALL_LIMIT``) ends the
dealing on a machine so overloaded that CPU time barely advances. Every option's interval
is computed over the deals actually played (a 95 % Student-t interval: fewer deals, wider
interval), and the answer reports ``worlds``, ``budget`` and ``cut`` (``"budget"``, ``"wall"`` or
None: why the dealing stopped short) so a front end can say how sure it is (no CPU seconds:
two answers to the same recall must be equal when neither was cut short). Worlds come from
a generator seeded by the recall itself, so the same position with the same number of
worlds always gives the same answer. The coach stops early, after at least
``DECIDE_AFTER`` deals, once its move beats every other candidate by more than ``SURE``
standard errors (a clear choice); ``complete`` (and ``optimal``, the engine's name for it)
says whether the answer was decided that way or played every world, rather than cut
short by the time budget.

**The default discard.** The policy's own discard (the first candidate, played unless the
deals show better) leaves the least deadwood, and among those it keeps the most *outs*,
unseen cards that would meld with the ten cards kept (``discard_scores``, ``discard_key``):
of two kings, the lone one goes, not the one beside a queen that a jack would complete. Its
default draw takes the pile's card only when it lowers the deadwood and joins a meld or
lets it knock (``default_take``). A discard's reason says
the deadwood it leaves and its outs, beside the least deadwood when it leaves more.

**Which move.** The candidates are played by the same deals (common random numbers), and
the coach plays the best estimate only when it beats the fair policy's own move by more
than ``SURE`` standard errors of the paired difference; otherwise the policy's move. With
few deals, noise would otherwise pick among near-equal discards at random and play worse
than the policy it improves on. The chosen move is listed first in ``options``, the others
by their estimate.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

import numpy as np

from ..engine.cards import card_label, make_deck
from ..engine.coach import HintAnswer
from ..engine.review import hint_seconds
from .rules import (
    KNOCK_LIMIT,
    bit_value,
    card_bit,
    deadwood_of_mask,
    from_mask,
    hand_result,
    meldable,
    to_mask,
)

#: Default budget of a hint, in seconds of CPU time of the answering thread (the widget's
#: p99 latency goal is 0.3 s wall with both cores busy, where a hint gets 2/3 of a core:
#: 0.12 s; at 0.1 s, 9 % of the hints of ``bench_coach.py`` were cut by the wall backstop on
#: this shared machine, the hint getting under 42 % of a core).
BUDGET = 0.08
#: The CPU clock a hint's budget is measured on (seconds; tests inject a fake one).
CPU_CLOCK: Callable[[], float] = time.thread_time
#: Deals always played, whatever the budget: an interval needs two.
MIN_WORLDS = 2
#: Wall-clock backstop (seconds) of a hint with a budget: dealing stops after this long even
#: if the CPU budget is not spent (a machine so overloaded that the hint gets under 30 % of a
#: core); the answer says so (``cut`` is ``"wall"``) and its interval is wider. It leaves
#: 0.03 s of the 0.3 s goal for the rest of the answer.
WALL_LIMIT = 0.27
#: Most worlds a hint deals (fewer when the budget runs out first).
MAX_WORLDS = 400
#: Discards evaluated beside every knock and gin: the ones leaving the least deadwood.
DISCARDS_EVALUATED = 3
#: Weight of an unseen card per card the opponent discarded that it would meld with.
DISCARDED_WEIGHT = 0.5
#: Weight of an unseen card per card the opponent passed (left on the pile) it would meld with.
PASSED_WEIGHT = 0.75
#: Two moves whose values differ by less than this (points), or whose intervals overlap,
#: are "close": the runner-up is shown.
CLOSE = 1.0

#: Deals after which the coach stops as soon as its choice is clear (``_decided``).
DECIDE_AFTER = 10
#: Deals after which a position with a knock may stop early: the undercut chance the hint
#: (and a review of the knock) states needs more deals than the choice (10 deals gave
#: intervals such as 2 % to 40 %, issue 45).
KNOCK_DECIDE_AFTER = 48
#: Standard errors by which a move must beat the policy's own move to be played (one-sided
#: 1 %: at 5 %, noise alone moved the coach to takes and discards that cost it, issue 45).
SURE = 2.33

_DECK_BITS = tuple(card_bit(c) for c in make_deck())
_UNIT = "expected points this hand"


#: The playouts' knocking: ``True``, both players knock at the first chance (as GreedyBot and
#: OpenSpiel's SimpleGinRummyBot do); ``False``, FairBot's schedule (``knock_limit``). The
#: coach's own knock is weighed against playing on in the same deals, where the opponent
#: knocks at once: the undercut risk against the cost of being knocked on.
ROLLOUT_KNOCKS_AT_ONCE = True


#: The playouts' discards: ``True``, in the coach's default order (the least deadwood, ties
#: broken by the live cards that would complete a meld: ``completing``) for both players;
#: ``False``, the least deadwood, ties by the highest card (GreedyBot's). Off: against
#: SimpleGinRummyBot it played no better (-0.37 [-2.05, +1.30] points a hand, paired, 400
#: hands) at twice the time a hand.
ROLLOUT_OUTS = False


def rollout_knock_limit(stock_count: int) -> int:
    """Most deadwood the playout policy knocks with (``ROLLOUT_KNOCKS_AT_ONCE``)."""
    return KNOCK_LIMIT if ROLLOUT_KNOCKS_AT_ONCE else knock_limit(stock_count)


def knock_limit(stock_count: int) -> int:
    """Most deadwood the rollout policy knocks with, by the cards left in the stock: early
    in the hand any knock, later a lower count (the defender has melded), and at the very
    end any knock again (the hand is about to be drawn). ``FairBot``'s schedule."""
    if stock_count >= 22:
        return KNOCK_LIMIT
    if stock_count >= 12:
        return 7
    if stock_count <= 2:
        return KNOCK_LIMIT
    return 4


_VAL = [bit_value(b) if b in _DECK_BITS else 0 for b in range(64)]


@lru_cache(maxsize=1 << 16)
def _best_discard(hand: int, forbidden: int = 0) -> tuple[int, int]:
    """``(bit, deadwood)``: the discard of an 11-card mask leaving the least deadwood
    (ties: the highest-valued card, then the lowest bit). A card in no meld leaves the
    melds as they are (the deadwood drops by its value): only melded cards are re-solved,
    and only those that could beat the best so far (removing a card of value ``v`` never
    leaves less than ``now - v`` deadwood: the hand's melds without it are the smaller
    hand's too)."""
    now = deadwood_of_mask(hand)
    melded = meldable(hand)
    best = (99, 0, 0)
    m = hand & ~forbidden & ~melded
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        v = _VAL[b]
        key = (now - v, -v, b)
        if key < best:
            best = key
    m = hand & ~forbidden & melded
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        v = _VAL[b]
        if (now - v, -v, b) > best:
            continue  # cannot beat the best so far
        key = (deadwood_of_mask(hand ^ low), -v, b)
        if key < best:
            best = key
    return best[2], best[0]


_DECK_MASK = sum(1 << b for b in _DECK_BITS)
_SPREAD = 0x0001_0001_0001_0001  # copies a rank pattern into all four suit blocks


def completing(hand: int) -> int:
    """The mask of the cards not in ``hand`` that would make a meld of three or more with two
    of its cards: a run's end or middle in the same suit, or a set's third or fourth card
    (bit operations only: the playouts' outs)."""
    a, b, c, d = hand << 1, hand << 2, hand >> 1, hand >> 2
    runs = (a & b) | (c & d) | (a & c)
    s0, s1, s2, s3 = hand & 0xFFFF, (hand >> 16) & 0xFFFF, (hand >> 32) & 0xFFFF, hand >> 48
    pairs = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3)
    return (runs | pairs * _SPREAD) & _DECK_MASK & ~hand


def outs(hand: int, unseen: Iterable[int]) -> int:
    """How many of the ``unseen`` card bits would meld with the cards of ``hand`` (a mask):
    drawn, each would add less than its own value to the hand's least deadwood."""
    now = deadwood_of_mask(hand)
    n = 0
    for u in unseen:
        t = 1 << u
        if meldable(hand | t) & t and deadwood_of_mask(hand | t) < now + _VAL[u]:
            n += 1
    return n


def unseen_bits(recall: dict[str, Any]) -> list[int]:
    """The card bits this seat has not seen: not in its hand, the pile or a seat's visible takes."""
    seen = to_mask(recall["hand"]) | to_mask(recall["discard"])
    for cards in recall["known"]:
        seen |= to_mask(cards)
    return [b for b in _DECK_BITS if not (seen >> b) & 1]


def discard_scores(recall: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """``card -> (deadwood left, outs left)`` for every card this seat may discard now (not
    the card it just took): the least deadwood of the ten cards kept and how many unseen
    cards would meld with them (``outs``)."""
    mask = to_mask(recall["hand"])
    unseen = unseen_bits(recall)
    taken = recall.get("taken")
    out = {}
    for c in recall["hand"]:
        if c == taken:
            continue
        kept = mask & ~(1 << card_bit(c))
        out[c] = (deadwood_of_mask(kept), outs(kept, unseen))
    return out


def discard_key(card: str, deadwood: int, n_outs: int) -> tuple[int, int, int, int]:
    """The coach's default order of discards: the least deadwood kept, then the most outs
    kept, then the highest card, then the lowest bit (never more deadwood than necessary)."""
    b = card_bit(card)
    return (deadwood, -n_outs, -bit_value(b), b)


def _outs_discard(hand: int, forbidden: int, pile: list[int]) -> tuple[int, int]:
    """``(bit, deadwood)``: the playout's discard of an 11-card mask in ``discard_key``'s order:
    the least deadwood kept, then the most cards that would complete a meld with it and are
    neither in the hand nor in the pile (``completing``)."""
    live = _DECK_MASK & ~hand
    for c in pile:
        live &= ~(1 << c)
    now = deadwood_of_mask(hand)
    melded = meldable(hand)
    best = (999, 0, 0, 0)
    m = hand & ~forbidden
    while m:
        low = m & -m
        m ^= low
        bit = low.bit_length() - 1
        v = _VAL[bit]
        kept = hand ^ low
        left = deadwood_of_mask(kept) if low & melded else now - v
        key = (left, -(completing(kept) & live).bit_count(), -v, bit)
        if key < best:
            best = key
    return best[3], best[0]


def _related(a: int, b: int) -> bool:
    """Cards that meld together: the same rank, or the same suit within two ranks."""
    return a % 16 == b % 16 or (a // 16 == b // 16 and abs(a - b) <= 2)


class _Rollout:
    """The rest of one hand from a position, both players on the playout policy (masks)."""

    def __init__(self, joint: bool) -> None:
        self.joint = joint

    def showdown(self, knocker: int, defender: int) -> tuple[str, int]:
        """``(kind, points for the knocker)`` (negative when the defender scores)."""
        res = hand_result(from_mask(knocker), from_mask(defender), joint=self.joint)
        pts = res["points"] if res["scorer"] == "knocker" else -res["points"]
        return res["kind"], pts

    def finish(self, hands: list[int], p: int, pile: list[int], stock: list[int]) -> int:
        """Points for player 0 of the hand played on from ``p``'s draw (lists are consumed)."""
        while True:
            hand = hands[p]
            top = pile[-1] if pile else -1
            taken = 0
            if top >= 0:
                t = 1 << top
                _, after = _best_discard(hand | t, t)
                if after < deadwood_of_mask(hand):
                    pile.pop()
                    hand |= t
                    taken = t
            if not taken:
                if not stock:  # cannot happen: the hand ends when the stock empties
                    return 0
                hand |= 1 << stock.pop()
            end = self.discard(hands, p, hand, taken, pile, stock)
            if end is not None:
                return end
            p = 1 - p

    def discard(
        self, hands: list[int], p: int, hand: int, forbidden: int, pile: list[int], stock: list[int]
    ) -> int | None:
        """``p`` (holding 11 cards in ``hand``) discards, knocks or goes Gin on the policy;
        the points for player 0 when the hand ends, else None."""
        b, after = _best_discard(hand, forbidden)
        if ROLLOUT_OUTS and after > rollout_knock_limit(len(stock)):  # no knock: which discard
            b, after = _outs_discard(hand, forbidden, pile)
        hand ^= 1 << b
        hands[p] = hand
        if after == 0 or after <= rollout_knock_limit(len(stock)):
            _, pts = self.showdown(hand, hands[1 - p])
            return pts if p == 0 else -pts
        pile.append(b)
        if not stock:
            return 0
        return None


def _seed(recall: dict[str, Any], seat: int) -> int:
    facts = [
        seat,
        recall.get("hand_no"),
        recall.get("turns"),
        recall.get("phase"),
        recall.get("hand"),
        recall.get("discard"),
        recall.get("known"),
        recall.get("stock_count"),
    ]
    digest = hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).digest()
    return int.from_bytes(digest[:8], "little")


def _attribution(recall: dict[str, Any], seat: int) -> tuple[list[int], list[int]]:
    """(bits the opponent discarded, bits of this seat it passed), read from the pile order.

    The top card was discarded by the player who moved last; below it the seats alternate.
    A take from the pile breaks the alternation, so this is a likelihood, not a fact."""
    pile = [card_bit(c) for c in recall["discard"]]
    if recall["turns"] == 0:  # only the upcard: nobody has discarded yet
        return [], []
    # who discarded the top card: the opponent when this seat is about to draw, or has just
    # drawn from the stock; this seat (a turn ago) when it has just taken the opponent's card
    opp_on_top = recall["phase"] == "draw" or recall.get("taken") is None
    discarded, passed = [], []
    for depth, b in enumerate(reversed(pile[1:])):  # the bottom card may be the upcard
        if (depth % 2 == 0) == opp_on_top:
            discarded.append(b)
        else:
            passed.append(b)  # this seat's card the opponent drew past
    return discarded, passed


def _unseen_weights(unseen: list[int], discarded: list[int], passed: list[int]) -> np.ndarray:
    w = np.ones(len(unseen))
    for i, c in enumerate(unseen):
        for d in discarded:
            if _related(c, d):
                w[i] *= DISCARDED_WEIGHT
        for d in passed:
            if _related(c, d):
                w[i] *= PASSED_WEIGHT
    return w / w.sum()


_Z975 = 1.959963984540054  # the normal distribution's 97.5 % point
#: Exact values where the series is least accurate (few degrees of freedom).
_T95_SMALL = {1: 12.706204736174698, 2: 4.302652729749464, 3: 3.182446305284263,
              4: 2.7764451051977987, 5: 2.5705818366147395}  # fmt: skip


@lru_cache(maxsize=1024)
def t95(df: int) -> float:
    """The 97.5 % point of Student's t with ``df`` degrees of freedom (a 95 % interval's
    multiplier): a table up to 5, else the Cornish-Fisher series in 1/df (within 0.001 of
    scipy's ``t.ppf``: tests/gin_rummy/test_coach_fast.py). No scipy: its import
    took most of a fresh process's first hint."""
    if df < 1:
        raise ValueError("a t interval needs at least one degree of freedom")
    if df in _T95_SMALL:
        return _T95_SMALL[df]
    z = _Z975
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def _interval(values: list[float]) -> tuple[float, float | None, float | None]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, None, None
    sd = float(np.std(values, ddof=1))
    half = t95(n - 1) * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion ``k / n``."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def _label(move: dict[str, Any], top: str | None) -> str:
    if move["type"] == "draw":
        return "draw from the stock" if move["source"] == "stock" else f"take {card_label(top)}"
    card = card_label(move["card"])
    return {"discard": f"discard {card}", "knock": f"knock, discarding {card}",
            "gin": f"Gin, discarding {card}"}[move["type"]]  # fmt: skip


def default_take(hand: int, top: int) -> bool:
    """The coach's default draw: take the pile's top card (a one-bit mask) only when it
    lowers the deadwood of ``hand`` (a mask of ten cards) after the best discard *and* it
    either joins a meld or lets the seat knock; a card that only replaces a higher one is
    left for an unseen card (as OpenSpiel's SimpleGinRummyBot does)."""
    after = _best_discard(hand | top, top)[1]
    if after >= deadwood_of_mask(hand):
        return False
    return after <= KNOCK_LIMIT or bool(meldable(hand | top) & top)


def candidates(recall: dict[str, Any], consider: Any = None) -> list[dict[str, Any]]:
    """The moves the coach weighs now, the fair policy's own move first: both draws; or
    every Gin, the two best knocks and the ``DISCARDS_EVALUATED`` discards leaving the least
    deadwood; plus ``consider`` if it is legal."""
    hand = recall["hand"]
    mask = to_mask(hand)
    if recall["phase"] == "draw":
        moves = [{"type": "draw", "source": "stock"}]
        if recall["discard"]:
            t = 1 << card_bit(recall["discard"][-1])
            take = {"type": "draw", "source": "discard"}
            moves = [take, *moves] if default_take(mask, t) else [*moves, take]
        legal = list(moves)
    else:
        scores = discard_scores(recall)
        after = {c: d for c, (d, _) in scores.items()}
        order = sorted(after, key=lambda c: (after[c], -bit_value(card_bit(c)), card_bit(c)))
        default = sorted(scores, key=lambda c: discard_key(c, *scores[c]))
        legal = [{"type": "discard", "card": c} for c in default]
        gins = [{"type": "gin", "card": c} for c in order if after[c] == 0]
        knocks = [{"type": "knock", "card": c} for c in order if 0 < after[c] <= KNOCK_LIMIT]
        plain = legal[:DISCARDS_EVALUATED]
        least = {"type": "discard", "card": order[0]}  # the least deadwood: always weighed
        if least not in plain:
            plain.append(least)
        legal += gins + knocks
        if gins:
            moves = gins[:1] + knocks[:2] + plain
        elif knocks and after[knocks[0]["card"]] <= rollout_knock_limit(recall["stock_count"]):
            moves = knocks[:2] + plain
        else:
            moves = plain + knocks[:2]
    if consider in legal and consider not in moves:
        moves.append(consider)
    return moves


def hint(
    recall: dict[str, Any],
    seat: int,
    consider: Any = None,
    budget: float | None = BUDGET,
    max_worlds: int = MAX_WORLDS,
    clock: Callable[[], float] | None = None,
) -> HintAnswer:
    """The coach's move for ``seat`` from its recall, in the hint contract (see the module).

    ``budget``: seconds of CPU time on ``clock`` (default ``CPU_CLOCK``), capped by the
    engine's per-hint budget inside a review (``hint_seconds``); None for no budget (then
    ``max_worlds`` deals, unless a review caps it)."""
    budget = _budget(budget)
    cpu = clock or CPU_CLOCK
    base = {"runner_up": None, "options": [], "unit": _UNIT, "exact": False}
    if recall.get("over") or recall.get("phase") == "over":
        return {**base, "action": None, "text": "The game is over: nothing to decide."}
    if recall["current"] != seat:
        return {**base, "action": None, "text": "It is your opponent's turn: nothing to decide."}
    cpu_start = cpu()
    wall_start = time.perf_counter()
    moves = candidates(recall, consider)
    if len(moves) == 1:  # an empty pile: the stock is the only draw
        only = moves[0]
        row = {"action": only, "label": _label(only, None), "value": 0.0,
               "low": None, "high": None}  # fmt: skip
        text = "Draw from the stock: the discard pile is empty."
        return {**base, "action": only, "text": text, "options": [row], "worlds": 0,
                "complete": True, "budget": budget,
                "cut": None}  # fmt: skip
    opp = 1 - seat
    hand_mask = to_mask(recall["hand"])
    known = [card_bit(c) for c in recall["known"][opp]]
    seen = hand_mask | to_mask(recall["discard"]) | to_mask(recall["known"][opp])
    unseen = [b for b in _DECK_BITS if not (seen >> b) & 1]
    n_hidden = recall["opponent_cards"] - len(known)
    if n_hidden < 0 or n_hidden + recall["stock_count"] != len(unseen):
        raise ValueError("the seat's view does not add up to one deck")
    discarded, passed = _attribution(recall, seat)
    p = _unseen_weights(unseen, discarded, passed)
    rng = np.random.default_rng(_seed(recall, seat))
    pile = [card_bit(c) for c in recall["discard"]]
    taken = card_bit(recall["taken"]) if recall.get("taken") else None
    roll = _Rollout(bool(recall["options"].get("joint_layoff_optimisation")))
    values: list[list[float]] = [[] for _ in moves]
    undercuts = [0 for _ in moves]
    unseen_arr = np.array(unseen)
    worlds = 0
    decided = False
    cut: str | None = None

    def out_of_time() -> bool:
        nonlocal cut
        if worlds < MIN_WORLDS or budget is None:  # no budget: exactly max_worlds deals
            return False
        if cpu() - cpu_start > budget:
            cut = "budget"
        elif time.perf_counter() - wall_start > WALL_LIMIT:
            cut = "wall"
        return cut is not None

    knocks = any(m["type"] == "knock" for m in moves)
    decide_after = KNOCK_DECIDE_AFTER if knocks else DECIDE_AFTER
    while worlds < max_worlds:
        if out_of_time():
            break
        pick = rng.choice(len(unseen), size=n_hidden, replace=False, p=p)
        chosen = np.zeros(len(unseen), dtype=bool)
        chosen[pick] = True
        opp_mask = sum(1 << int(b) for b in unseen_arr[chosen]) | sum(1 << b for b in known)
        stock = [int(b) for b in rng.permutation(unseen_arr[~chosen])]
        played = []
        for move in moves:
            if out_of_time():
                break  # out of time within a deal: the deal is dropped (equal counts)
            played.append(_play(roll, move, hand_mask, opp_mask, pile, stock, taken))
        if len(played) < len(moves):
            break
        for i, (kind, pts) in enumerate(played):
            values[i].append(pts)
            undercuts[i] += kind == "undercut"
        worlds += 1
        if worlds >= decide_after and worlds % 2 == 0 and _decided(values):
            decided = True
            break
    top_card = recall["discard"][-1] if recall["discard"] else None
    rows = []
    for i, move in enumerate(moves):
        mean, low, high = _interval(values[i])
        row = {"action": move, "label": _label(move, top_card), "value": round(mean, 3),
               "low": None if low is None else round(low, 3),
               "high": None if high is None else round(high, 3)}  # fmt: skip
        if move["type"] == "knock":
            lo, hi = wilson(undercuts[i], worlds)
            row["undercut"] = {"chance": round(undercuts[i] / worlds, 3), "low": round(lo, 3),
                               "high": round(hi, 3)}  # fmt: skip
            # the engine's review says whether it happened (game.result's "undercuts")
            row["risk"] = {**row["undercut"], "event": "undercuts", "what": "an undercut"}
        rows.append(row)
    chosen = _choose(values)
    for i, row in enumerate(rows):  # the chosen move minus this one, deal by deal
        if worlds >= DECIDE_AFTER:  # fewer deals: the options' own intervals only
            diff = [a - b for a, b in zip(values[chosen], values[i], strict=True)]
            mean, low, high = _interval(diff)
            row["gap"] = {"value": round(mean, 3), "low": round(low, 3), "high": round(high, 3)}
    order = sorted(range(len(rows)), key=lambda i: (i != chosen, -rows[i]["value"]))
    rows = [rows[i] for i in order]
    best = rows[0]
    runner = None
    if len(rows) > 1:
        second = rows[1]
        close = best["value"] - second["value"] < CLOSE or (
            best["low"] is not None and second["high"] is not None and second["high"] > best["low"]
        )
        if close:
            runner = {"action": second["action"], "text": _why(second, rows, recall, worlds)}
    return {
        **base,
        "action": best["action"],
        "text": _why(best, rows, recall, worlds),
        "runner_up": runner,
        "options": rows,
        "worlds": worlds,
        "complete": decided or worlds >= max_worlds,
        # the engine's convention for an answer cut short by its time budget (the
        # conformance suite compares two answers only when neither was cut short)
        "optimal": decided or worlds >= max_worlds,
        "budget": budget,
        "cut": None if decided or worlds >= max_worlds else cut,
    }


def warm() -> None:
    """Answer one small hint (two deals) so that the modules, tables and caches a hint needs
    are loaded: the widget calls it on a background thread when it is created."""
    from .game import GAME

    state = GAME.new_state(2, 0, {"match_target": 0})
    hint(GAME.present(GAME.recall(state, 0), 0), 0, budget=None, max_worlds=MIN_WORLDS)


def _budget(budget: float | None) -> float | None:
    """The CPU budget of this hint: ``budget`` capped by a running review's per-hint budget
    (``engine.review.hint_seconds``); None (no budget) stays None outside a review."""
    capped = hint_seconds(math.inf if budget is None else budget)
    return None if math.isinf(capped) else capped


def _choose(values: list[list[float]]) -> int:
    """The index of the move to play: the best estimate among the moves that beat the fair
    policy's own move (index 0) by more than ``SURE`` standard errors of the paired
    difference (the same deals for both); the policy's move when none does. Noise alone
    never moves the coach off a sound default."""
    base = np.array(values[0])
    n = len(base)
    best, best_mean = 0, 0.0
    if n < 3:
        return 0
    for i in range(1, len(values)):
        diff = np.array(values[i]) - base
        mean = float(diff.mean())
        se = float(diff.std(ddof=1)) / math.sqrt(n)
        if mean > SURE * se and mean > best_mean:
            best, best_mean = i, mean
    return best


def _decided(values: list[list[float]]) -> bool:
    """True when the move ``_choose`` plays beats every other candidate by more than
    ``SURE`` standard errors of the paired difference: more deals would not change it."""
    chosen = _choose(values)
    mine = np.array(values[chosen])
    n = len(mine)
    for i, other in enumerate(values):
        if i == chosen:
            continue
        diff = mine - np.array(other)
        if float(diff.mean()) <= SURE * float(diff.std(ddof=1)) / math.sqrt(n):
            return False
    return True


def _play(
    roll: _Rollout,
    move: dict[str, Any],
    hand: int,
    opp: int,
    pile: list[int],
    stock: list[int],
    taken: int | None,
) -> tuple[str, int]:
    """``(kind, points for the seat)`` of ``move`` then the rest of the hand in one world."""
    pile, stock = list(pile), list(stock)
    hands = [hand, opp]
    if move["type"] == "draw":
        if move["source"] == "stock":
            hand |= 1 << stock.pop()
            forbidden = 0
        else:
            t = pile.pop()
            hand |= 1 << t
            forbidden = 1 << t
        end = roll.discard(hands, 0, hand, forbidden, pile, stock)
        if end is not None:
            return "", end
        return "", roll.finish(hands, 1, pile, stock)
    b = card_bit(move["card"])
    hand ^= 1 << b
    hands[0] = hand
    if move["type"] in ("knock", "gin"):
        kind, pts = roll.showdown(hand, opp)
        return kind, pts
    pile.append(b)
    if not stock:
        return "", 0
    return "", roll.finish(hands, 1, pile, stock)


def _why_draw(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], tail: str
) -> str:
    """Why take the pile's top card, or draw from the stock: what the card does to the
    deadwood now, said only as the numbers are (a take that lowers nothing melds, or is
    worth more in the deals)."""
    mask = to_mask(recall["hand"])
    now = deadwood_of_mask(mask)
    top = recall["discard"][-1]
    t = 1 << card_bit(top)
    _, after = _best_discard(mask | t, t)
    other = next((r for r in rows if r["action"]["type"] == "draw" and r is not row), None)
    better = other is None or row["value"] > other["value"]
    worth = "is worth more here" if better else "is worth about as much here"
    if row["action"]["source"] == "discard":
        if after < now:
            return f"Take {card_label(top)}: with it your deadwood can go from {now} to {after}; {tail}."
        melds = "it joins a meld, though" if meldable(mask | t) & t else "though"
        return (
            f"Take {card_label(top)}: {melds} your deadwood does not go down now ({now}, "
            f"{after} at best after the discard); in the deals it {worth} than an unseen card; "
            f"{tail}."
        )
    if after < now:
        return (
            f"Draw from the stock: {card_label(top)} would lower your deadwood from {now} to "
            f"{after}, but an unseen card {worth}; {tail}."
        )
    return f"Draw from the stock: {card_label(top)} does not lower your deadwood ({now}); {tail}."


def _signed(x: float) -> str:
    return f"{x:+.1f}"


def _span(row: dict[str, Any]) -> str:
    if row["low"] is None:
        return f"{_signed(row['value'])} points"
    return f"{_signed(row['value'])} points (95% interval {row['low']:+.1f} to {row['high']:+.1f})"


def _why(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], worlds: int
) -> str:
    """One sentence, in Gin's terms, of why ``row``'s move (its deadwood, the undercut risk)."""
    move = row["action"]
    hand = recall["hand"]
    tail = f"expected {_span(row)} this hand over {worlds} deals of the unseen cards"
    if move["type"] == "draw":
        return _why_draw(row, rows, recall, tail)
    card = card_label(move["card"])
    left = deadwood_of_mask(to_mask(hand) & ~(1 << card_bit(move["card"])))
    if move["type"] == "gin":
        return f"Go Gin, discarding {card}: no deadwood, 25 points plus the opponent's deadwood; {tail}."
    if move["type"] == "knock":
        u = row["undercut"]
        on = next((r for r in rows if r["action"]["type"] == "discard"), None)
        if on is None:
            weigh = ""
        else:  # the undercut risk against the cost of being knocked on, both from the deals
            only = "only " if on["value"] < row["value"] else ""
            weigh = (
                f"; playing on ({on['label']}), where the opponent may knock first, expects "
                f"{only}{_signed(on['value'])}"
            )
        return (
            f"Knock, discarding {card}: {left} deadwood; the opponent's likely hands undercut you "
            f"{100 * u['chance']:.0f}% of the time (95% interval {100 * u['low']:.0f} to "
            f"{100 * u['high']:.0f}%){weigh}; {tail}."
        )
    knocks = [r for r in rows if r["action"]["type"] == "knock"]
    if knocks:
        k = knocks[0]
        than = "only" if k["value"] < row["value"] else "about as much:"
        return (
            f"Play on, discarding {card} ({left} deadwood): knocking now would be undercut "
            f"{100 * k['undercut']['chance']:.0f}% of the time and expects {than} "
            f"{_signed(k['value'])}; {tail}."
        )
    return _why_discard(row, rows, recall, tail)


def _cards(n: int) -> str:
    return f"{n} unseen card{'s' if n != 1 else ''}"


def _why_discard(
    row: dict[str, Any], rows: list[dict[str, Any]], recall: dict[str, Any], tail: str
) -> str:
    """Why this discard: the deadwood it leaves and the unseen cards that would meld with the
    rest (``discard_scores``), beside the discard leaving the least deadwood when it leaves
    more; every claim is read from those numbers."""
    scores = discard_scores(recall)
    card = row["action"]["card"]
    left, kept = scores[card]
    lowest = min(scores, key=lambda c: (scores[c][0], -bit_value(card_bit(c)), card_bit(c)))
    least, least_outs = scores[lowest]
    label = card_label(card)
    if left == least:
        return (
            f"Discard {label}: it leaves {left} deadwood, the least you can keep, and "
            f"{_cards(kept)} would meld with the rest; {tail}."
        )
    head = f"Discard {label}: it leaves {left} deadwood, {left - least} more than discarding {card_label(lowest)}"
    if kept > least_outs:
        return (
            f"{head}, but {_cards(kept)} would meld with the rest against {least_outs}: more "
            f"ways to improve; {tail}."
        )
    other = next((r for r in rows if r["action"] == {"type": "discard", "card": lowest}), None)
    if other is not None and row["value"] > other["value"]:
        return f"{head}, but in the deals it is worth more ({_signed(other['value'])} for that discard); {tail}."
    return f"{head}; {_cards(kept)} would meld with the rest against {least_outs}; {tail}."


__all__ = [
    "BUDGET",
    "CPU_CLOCK",
    "MAX_WORLDS",
    "MIN_WORLDS",
    "WALL_LIMIT",
    "candidates",
    "default_take",
    "completing",
    "hint",
    "discard_key",
    "discard_scores",
    "knock_limit",
    "outs",
    "t95",
    "unseen_bits",
    "warm",
    "wilson",
]
