"""The Gin coach's worlds and playouts: the unseen cards dealt afresh, the rest of the hand played.

A *world* deals the opponent's unseen cards and the stock order from the cards a seat has
not seen (``Worlds``: the cards the opponent took from the pile and holds are in its hand;
every other unseen card is dealt to it with a weight, lower for a card that would meld with
one it discarded, ``DISCARDED_WEIGHT``, or passed, ``PASSED_WEIGHT``). Of
``OPPONENT_CANDIDATES`` hands so dealt, a world keeps one by how likely the opponent's own last
``REPLAYED_DISCARDS`` discards were from it (``replay_likelihood``): its eleven cards at each
discard rebuilt from the hand, each discard weighed under a player who discards to the least
deadwood (``DISCARD_SHARPNESS``). A real opponent keeps what it wants, so its hand is stronger
than a random one; the replay finds hands like it (``benchmarks/gin_worlds_calibration.py``).

From a candidate move, the rest of the hand is played by one policy for both players
(GreedyBot's, which knocks at once as OpenSpiel's SimpleGinRummyBot does): take the pile's
card when it lowers the deadwood after the best discard (``takes``; with
``ROLLOUT_TAKES_TO_MELD`` only when it also melds or lets the player knock), else draw from
the stock; discard
to the least deadwood (ties: the highest card, then the lowest bit); knock or go Gin at the
first chance (``ROLLOUT_KNOCKS_AT_ONCE``). ``Rollout`` plays one world in Python;
``play_batch`` plays thousands at once on numpy arrays, every turn of every world a few
array operations and two calls of ``deadwood.min_deadwood_of_masks`` (the same moves, the
same points: tests/gin_rummy/test_playouts.py). Only the coach imports this module: play
never needs numpy.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from ..engine.cards import make_deck
from .deadwood import min_deadwood_of_masks
from .rules import (
    KNOCK_LIMIT,
    bit_value,
    card_bit,
    deadwood_of_mask,
    defender_deadwood,
    from_mask,
    meldable,
    points_for,
    to_mask,
)

#: Weight of an unseen card per card the opponent discarded that it would meld with.
DISCARDED_WEIGHT = 0.5
#: Weight of an unseen card per card the opponent passed (left on the pile) it would meld with.
PASSED_WEIGHT = 0.75
#: Hands dealt to the opponent for one world, of which one is kept by how likely the
#: opponent's own last discards were from it (``Worlds.deal``, ``replay_likelihood``).
OPPONENT_CANDIDATES = 64
#: The opponent's discards replayed, the most recent first: its hand when it made each one is
#: rebuilt from the candidate hand (the discard put back, a card drawn since taken out).
REPLAYED_DISCARDS = 3
#: How surely the replayed opponent discards to the least deadwood: a discard leaving ``x``
#: more deadwood than its best is ``exp(-DISCARD_SHARPNESS * x)`` times as likely.
DISCARD_SHARPNESS = 2.0
#: The playouts' knocking: ``True``, both players knock at the first chance (as GreedyBot and
#: OpenSpiel's SimpleGinRummyBot do); ``False``, FairBot's schedule (``knock_limit``). The
#: coach's own knock is weighed against playing on in the same deals, where the opponent
#: knocks at once: the undercut risk against the cost of being knocked on.
ROLLOUT_KNOCKS_AT_ONCE = True
#: The playouts' take: ``True``, the pile's card only when it lowers the deadwood and either
#: melds (it adds less than its own value to the least deadwood) or lets the player knock
#: (OpenSpiel's SimpleGinRummyBot takes only a card that melds; the coach's ``default_take``);
#: ``False``, whenever it lowers the deadwood (GreedyBot's). Off: against SimpleGinRummyBot the
#: 48-world coach scored -0.05 [-0.40, +0.31] points a hand less with it on, paired, on the
#: same 6,000 hands (``bench_coach.py --compare``, 2026-12-05).
ROLLOUT_TAKES_TO_MELD = False

#: Positions from which ``play_worlds`` plays on arrays (``play_batch``); fewer are played one
#: by one (``Rollout``), faster below about 200 on this machine (a turn of the arrays costs
#: a few dozen numpy calls, whatever their size; benchmarks/bench_deadwood.py measures both).
BATCH_FROM = 200

DECK_BITS: tuple[int, ...] = tuple(card_bit(c) for c in make_deck())
VALUE_OF_BIT: tuple[int, ...] = tuple(bit_value(b) if b in DECK_BITS else 0 for b in range(64))
_VALUES = np.array(VALUE_OF_BIT, dtype=np.int64)


def knock_limit(stock_count: int) -> int:
    """Most deadwood FairBot's schedule knocks with, by the cards left in the stock: early
    in the hand any knock, later a lower count (the defender has melded), and at the very
    end any knock again (the hand is about to be drawn)."""
    if stock_count >= 22:
        return KNOCK_LIMIT
    if stock_count >= 12:
        return 7
    if stock_count <= 2:
        return KNOCK_LIMIT
    return 4


def rollout_knock_limit(stock_count: int) -> int:
    """Most deadwood the playout policy knocks with (``ROLLOUT_KNOCKS_AT_ONCE``)."""
    return KNOCK_LIMIT if ROLLOUT_KNOCKS_AT_ONCE else knock_limit(stock_count)


@lru_cache(maxsize=1 << 16)
def best_discard_mask(hand: int, forbidden: int = 0) -> tuple[int, int]:
    """``(bit, deadwood)``: the discard of an 11-card mask leaving the least deadwood
    (ties: the highest-valued card, then the lowest bit; never a ``forbidden`` bit). A card
    in no meld leaves the melds as they are (the deadwood drops by its value): only melded
    cards are re-solved, and only those that could beat the best so far."""
    now = deadwood_of_mask(hand)
    melded = meldable(hand)
    best = (99, 0, 0)
    m = hand & ~forbidden & ~melded
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        v = VALUE_OF_BIT[b]
        key = (now - v, -v, b)
        if key < best:
            best = key
    m = hand & ~forbidden & melded
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        v = VALUE_OF_BIT[b]
        if (now - v, -v, b) > best:
            continue  # removing a card of value v never leaves less than now - v
        key = (deadwood_of_mask(hand ^ low), -v, b)
        if key < best:
            best = key
    return best[2], best[0]


@lru_cache(maxsize=1 << 14)
def showdown(knocker: int, defender: int, joint: bool) -> tuple[str, int]:
    """``(kind, points for the knocker)`` of a knock or Gin (negative when the defender
    scores), by the rules' ``defender_deadwood`` and ``points_for`` (``hand_result``'s
    numbers, without its arrangements and card lists: a test compares them)."""
    k = deadwood_of_mask(knocker)
    if k == 0:  # Gin: no layoffs
        d = deadwood_of_mask(defender)
    else:
        d = defender_deadwood(from_mask(knocker), from_mask(defender), joint=joint)
    kind, scorer, points = points_for(k, d)
    return kind, points if scorer == "knocker" else -points


def takes(hand: int, top: int) -> bool:
    """Whether the playout policy takes the pile's card (bit ``top``) into ``hand`` (ten
    cards): it lowers the deadwood after the best discard, and (``ROLLOUT_TAKES_TO_MELD``)
    it melds or lets the player knock."""
    t = 1 << top
    now = deadwood_of_mask(hand)
    after = best_discard_mask(hand | t, t)[1]
    if after >= now:
        return False
    if not ROLLOUT_TAKES_TO_MELD or after <= KNOCK_LIMIT:
        return True
    return deadwood_of_mask(hand | t) < now + VALUE_OF_BIT[top]


class Rollout:
    """The rest of one hand from a position, both players on the playout policy (masks)."""

    def __init__(self, joint: bool) -> None:
        self.joint = joint

    def finish(
        self, hands: list[int], p: int, pile: list[int], stock: list[int]
    ) -> tuple[str, int]:
        """``(kind, points for player 0)`` of the hand played on from ``p``'s draw (lists are
        consumed)."""
        while True:
            hand = hands[p]
            taken = 0
            if pile:
                t = 1 << pile[-1]
                if takes(hand, pile[-1]):
                    pile.pop()
                    hand |= t
                    taken = t
            if not taken:
                if not stock:  # cannot happen: the hand ends when the stock empties
                    return "", 0
                hand |= 1 << stock.pop()
            end = self.discard(hands, p, hand, taken, pile, stock)
            if end is not None:
                return end
            p = 1 - p

    def discard(
        self, hands: list[int], p: int, hand: int, forbidden: int, pile: list[int], stock: list[int]
    ) -> tuple[str, int] | None:
        """``p`` (holding 11 cards in ``hand``) discards, knocks or goes Gin on the policy;
        ``(kind, points for player 0)`` when the hand ends, else None."""
        b, after = best_discard_mask(hand, forbidden)
        hand ^= 1 << b
        hands[p] = hand
        if after <= rollout_knock_limit(len(stock)):
            kind, pts = showdown(hand, hands[1 - p], self.joint)
            return kind, pts if p == 0 else -pts
        pile.append(b)
        if not stock:
            return "draw", 0
        return None


#: A position to play on: ``(hands, p, pile, stock)``, ``p`` about to draw.
Start = tuple[list[int], int, list[int], list[int]]


def first_move(
    roll: Rollout,
    move: dict[str, Any],
    hand: int,
    opp: int,
    pile: Sequence[int],
    stock: Sequence[int],
) -> tuple[str, int] | Start:
    """Seat 0 plays ``move`` in one world (its discard after a draw on the policy):
    ``(kind, points for seat 0)`` when that ends the hand, else the position to play on."""
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
        return end if end is not None else (hands, 1, pile, stock)
    b = card_bit(move["card"])
    hand ^= 1 << b
    if move["type"] in ("knock", "gin"):
        return showdown(hand, opp, roll.joint)
    pile.append(b)
    if not stock:
        return "draw", 0
    return [hand, opp], 1, pile, stock


def _limits() -> np.ndarray:
    return np.array([rollout_knock_limit(n) for n in range(64)], dtype=np.int64)


def every_discard(h11: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For 11-card masks: ``(bits, deadwood left)``, row by row, the eleven cards' bits and the
    least deadwood left by discarding each."""
    n = len(h11)
    bits = np.unpackbits(h11.astype("<i8").view(np.uint8).reshape(n, 8), axis=1, bitorder="little")
    cols = np.nonzero(bits)[1].reshape(n, 11).astype(np.int64)
    return cols, min_deadwood_of_masks(h11[:, None] ^ (np.int64(1) << cols)).astype(np.int64)


def _discards(h11: np.ndarray, forbidden: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For 11-card masks: the policy's discard bit and the deadwood it leaves, row by row."""
    n = len(h11)
    cols, after = every_discard(h11)
    key = (after << 12) + ((16 - _VALUES[cols]) << 6) + cols
    key[cols == forbidden[:, None]] = 1 << 40
    pick = key.argmin(axis=1)
    rows = np.arange(n)
    return cols[rows, pick], after[rows, pick]


class PlayoutBatch:
    """Many positions at once as arrays: both hands (masks), whose turn, the pile and the
    stock (top card last, with their lengths)."""

    def __init__(self, starts: Sequence[Start]) -> None:
        n = len(starts)
        self.hands = np.array([s[0] for s in starts], dtype=np.int64).reshape(n, 2)
        self.p = np.array([s[1] for s in starts], dtype=np.int64)
        self.pile = np.zeros((n, 64), dtype=np.int64)
        self.stock = np.zeros((n, 64), dtype=np.int64)
        self.plen = np.array([len(s[2]) for s in starts], dtype=np.int64)
        self.slen = np.array([len(s[3]) for s in starts], dtype=np.int64)
        for i, s in enumerate(starts):
            self.pile[i, : self.plen[i]] = s[2]
            self.stock[i, : self.slen[i]] = s[3]

    def draw(self, live: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The players to move at ``live`` take the pile's card when it lowers their deadwood
        after the best discard, else draw from the stock: ``(11-card hands, the policy's
        discard bit, the deadwood it leaves)``."""
        one = np.int64(1)
        hand = self.hands[live, self.p[live]]
        has_top = self.plen[live] > 0
        top = np.where(has_top, self.pile[live, np.maximum(self.plen[live] - 1, 0)], -1)
        take = np.zeros(len(live), dtype=bool)
        bit = np.zeros(len(live), dtype=np.int64)
        after = np.zeros(len(live), dtype=np.int64)
        if has_top.any():
            t = np.flatnonzero(has_top)
            b1, a1 = _discards(hand[t] | (one << top[t]), top[t])
            now = min_deadwood_of_masks(hand[t]).astype(np.int64)
            better = a1 < now
            if ROLLOUT_TAKES_TO_MELD:
                melds = min_deadwood_of_masks(hand[t] | (one << top[t])) < now + _VALUES[top[t]]
                better &= (a1 <= KNOCK_LIMIT) | melds
            take[t[better]] = True
            bit[t[better]], after[t[better]] = b1[better], a1[better]
        self.plen[live[take]] -= 1
        held = hand.copy()
        held[take] |= one << top[take]
        draw = np.flatnonzero(~take)
        if len(draw):
            rows = live[draw]
            if np.any(self.slen[rows] == 0):
                raise AssertionError("a playout drew from an empty stock")
            held[draw] |= one << self.stock[rows, self.slen[rows] - 1]
            self.slen[rows] -= 1
            b2, a2 = _discards(held[draw], np.full(len(draw), -1, dtype=np.int64))
            bit[draw], after[draw] = b2, a2
        return held, bit, after


def play_batch(
    starts: Sequence[Start], joint: bool, stop: Callable[[], bool] | None = None
) -> list[tuple[str, int]] | None:
    """``(kind, points for player 0)`` of every position played on to the hand's end,
    all at once on arrays; the same as ``Rollout.finish`` position by position. None when
    ``stop`` (asked every turn) says so before the end."""
    out: list[tuple[str, int]] = [("", 0)] * len(starts)
    table = PlayoutBatch(starts)
    limits = _limits()
    live = np.arange(len(starts))
    while len(live):
        if stop is not None and stop():
            return None
        held, bit, after = table.draw(live)
        mover = table.p[live]
        kept = held ^ (np.int64(1) << bit)
        table.hands[live, mover] = kept
        knock = after <= limits[table.slen[live]]
        for j in np.flatnonzero(knock).tolist():  # the showdowns, one by one
            i, me = int(live[j]), int(mover[j])
            kind, pts = showdown(int(kept[j]), int(table.hands[i, 1 - me]), joint)
            out[i] = (kind, pts if me == 0 else -pts)
        go = live[~knock]
        table.pile[go, table.plen[go]] = bit[~knock]
        table.plen[go] += 1
        for i in go[table.slen[go] == 0].tolist():
            out[i] = ("draw", 0)
        live = go[table.slen[go] > 0]
        table.p[live] = 1 - table.p[live]
    return out


def related(a: int, b: int) -> bool:
    """Cards that meld together: the same rank, or the same suit within two ranks."""
    return a % 16 == b % 16 or (a // 16 == b // 16 and abs(a - b) <= 2)


def attribution(recall: dict[str, Any]) -> tuple[list[int], list[int]]:
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


def recent_discards(recall: dict[str, Any], discarded: list[int], count: int) -> list[int]:
    """The bits of the opponent's last ``count`` discards, the most recent first: those
    ``attribution`` read from the pile (``discarded``), after a card this seat has just taken."""
    if recall["turns"] == 0:
        return []
    if recall["phase"] == "discard" and recall.get("taken") is not None:
        discarded = [card_bit(recall["taken"]), *discarded]
    return discarded[:count]


def replay_likelihood(
    hands: np.ndarray, discards: Sequence[int], held: int, rng: np.random.Generator
) -> np.ndarray:
    """Log-likelihood, per opponent hand (ten-card masks), of its ``discards`` (most recent
    first) under a policy that discards to the least deadwood (``DISCARD_SHARPNESS``). Its
    eleven cards at its last discard were the hand and that discard; one turn further back,
    the card it drew at that turn (one of the eleven, drawn at random, never one of the
    ``held`` cards it visibly took from the pile) is taken out and the earlier discard put
    back."""
    one = np.int64(1)
    now = hands.copy()
    n = len(now)
    rows = np.arange(n)
    log_like = np.zeros(n)
    for k, d in enumerate(discards):
        eleven = now | (one << d)
        cols, after = every_discard(eleven)
        score = -DISCARD_SHARPNESS * after
        top = score.max(axis=1)
        norm = top + np.log(np.exp(score - top[:, None]).sum(axis=1))
        log_like += score[cols == d] - norm
        if k + 1 < len(discards):  # a turn back: the card drawn then was not yet held
            free = ((held >> cols) & 1) == 0
            keys = np.where(free, rng.random(cols.shape), -1.0)
            drawn = cols[rows, keys.argmax(axis=1)]
            now = eleven ^ (one << drawn)
    return log_like


def seed_of(recall: dict[str, Any], seat: int) -> int:
    """The worlds' seed: a digest of the recall, so one position always deals the same worlds."""
    facts = [seat, recall.get("hand_no"), recall.get("turns"), recall.get("phase"),
             recall.get("hand"), recall.get("discard"), recall.get("known"),
             recall.get("stock_count")]  # fmt: skip
    digest = hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).digest()
    return int.from_bytes(digest[:8], "little")


class Worlds:
    """The worlds of one seat's recall: the opponent's likely hand and the stock order, dealt
    from the cards the seat has not seen by a generator seeded by the recall."""

    def __init__(self, recall: dict[str, Any], seat: int) -> None:
        opp = 1 - seat
        self.hand = to_mask(recall["hand"])
        self.known = to_mask(recall["known"][opp])
        seen = self.hand | to_mask(recall["discard"]) | self.known
        self.unseen = np.array([b for b in DECK_BITS if not (seen >> b) & 1], dtype=np.int64)
        self.n_hidden = recall["opponent_cards"] - len(recall["known"][opp])
        if self.n_hidden < 0 or self.n_hidden + recall["stock_count"] != len(self.unseen):
            raise ValueError("the seat's view does not add up to one deck")
        self.pile = [card_bit(c) for c in recall["discard"]]
        discarded, passed = attribution(recall)
        w = np.ones(len(self.unseen))
        for i, c in enumerate(self.unseen.tolist()):
            w[i] *= DISCARDED_WEIGHT ** sum(related(c, d) for d in discarded)
            w[i] *= PASSED_WEIGHT ** sum(related(c, d) for d in passed)
        self.weights = w / w.sum()
        self.log_weights = np.log(self.weights)
        self.replayed = recent_discards(recall, discarded, REPLAYED_DISCARDS)
        self.rng = np.random.default_rng(seed_of(recall, seat))

    def deal(self) -> tuple[int, list[int]]:
        """One world: ``(the opponent's hand mask, the stock, top card last)``."""
        return self.deal_many(1)[0]

    def deal_many(self, count: int) -> list[tuple[int, list[int]]]:
        """``count`` worlds at once, as ``deal``: for each, ``OPPONENT_CANDIDATES`` hands dealt
        by the weights and one kept by how likely the opponent's last discards were from it
        (``replay_likelihood``); none to weigh before its first discard."""
        n, k = len(self.unseen), self.n_hidden
        many = OPPONENT_CANDIDATES if self.replayed and k else 1
        keys = self.rng.gumbel(size=(count, many, n)) + self.log_weights  # weighted, no repeats
        if k:
            picks = np.argpartition(-keys, k - 1, axis=2)[:, :, :k]
        else:  # every card of the opponent's is one it took from the pile: nothing to deal
            picks = np.zeros((count, many, 0), dtype=np.int64)
        if many > 1:
            hands = (np.int64(1) << self.unseen[picks]).sum(axis=2).reshape(-1) | self.known
            log_like = replay_likelihood(hands, self.replayed, self.known, self.rng)
            keep = (log_like.reshape(count, many) + self.rng.gumbel(size=(count, many))).argmax(1)
        else:
            keep = np.zeros(count, dtype=np.int64)
        chosen = np.zeros((count, n), dtype=bool)
        np.put_along_axis(chosen, picks[np.arange(count), keep], True, axis=1)
        out = []
        for row in chosen:
            opp = self.known | sum(1 << b for b in self.unseen[row].tolist())
            out.append((opp, self.rng.permutation(self.unseen[~row]).tolist()))
        return out


def play_worlds(
    roll: Rollout,
    moves: Sequence[dict[str, Any]],
    worlds: Worlds,
    count: int,
    stop: Callable[[], bool] | None = None,
) -> list[list[tuple[str, int]]] | None:
    """Deal ``count`` worlds and play every move in each (the same worlds for every move):
    ``[world][move] -> (kind, points for the seat)``, the playouts batched (``BATCH_FROM``);
    None when ``stop`` (asked every turn of a batch, every position played one by one) says
    so before the end: the batch is dropped."""
    table: list[list[tuple[str, int] | None]] = []
    starts: list[Start] = []
    where: list[tuple[int, int]] = []
    for w, (opp, stock) in enumerate(worlds.deal_many(count)):
        row: list[tuple[str, int] | None] = []
        for m, move in enumerate(moves):
            step = first_move(roll, move, worlds.hand, opp, worlds.pile, stock)
            if len(step) == 2:
                row.append(step)  # type: ignore[arg-type]
            else:
                row.append(None)
                starts.append(step)  # type: ignore[arg-type]
                where.append((w, m))
        table.append(row)
    if len(starts) >= BATCH_FROM:
        ends = play_batch(starts, roll.joint, stop)
        if ends is None:
            return None
    else:  # few positions: the arrays' fixed cost a turn outweighs what they save
        ends = []
        for h, p, pile, stock in starts:
            if stop is not None and stop():
                return None
            ends.append(roll.finish(list(h), p, list(pile), list(stock)))
    for (w, m), res in zip(where, ends, strict=True):
        table[w][m] = res
    return table  # type: ignore[return-value]


__all__ = [
    "BATCH_FROM",
    "DECK_BITS",
    "DISCARDED_WEIGHT",
    "DISCARD_SHARPNESS",
    "OPPONENT_CANDIDATES",
    "PASSED_WEIGHT",
    "REPLAYED_DISCARDS",
    "ROLLOUT_KNOCKS_AT_ONCE",
    "ROLLOUT_TAKES_TO_MELD",
    "VALUE_OF_BIT",
    "Rollout",
    "PlayoutBatch",
    "Worlds",
    "attribution",
    "best_discard_mask",
    "every_discard",
    "first_move",
    "knock_limit",
    "play_batch",
    "play_worlds",
    "recent_discards",
    "related",
    "replay_likelihood",
    "rollout_knock_limit",
    "seed_of",
    "showdown",
    "takes",
]
