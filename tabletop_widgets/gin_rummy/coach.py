"""The Gin coach: draw or take, what to discard, knock now or play on, by determinized Monte Carlo.

The hint (``hint``) is computed from the seat's recall alone (its view: its hand, the
discard pile, the cards each seat visibly took from the pile and still holds, the counts).
It deals *worlds* (``playouts.Worlds``): the opponent's unseen cards and the stock order
drawn afresh from the cards this seat has not seen, the opponent's likely hand weighted by
what it discarded and passed, and kept by how likely its last discards were from it. It plays
every candidate move in every world (the same worlds for every candidate: common random
numbers), then the rest of the hand with
GreedyBot's policy for both players (take the pile's card when it lowers the deadwood,
discard to the least deadwood, knock at the first chance, as OpenSpiel's SimpleGinRummyBot
does), the worlds of a batch all at once on numpy arrays (``playouts.play_batch``). A move's
value is the expected points of this hand for the seat (its points if it scores, minus the
opponent's if they score; 0 for a drawn hand), with a 95 % Student-t interval over the
worlds; a knock also gets the chance of an undercut with its Wilson interval, and every
option its ``gap``: the chosen move's value minus its own on the same deals, with the 95 %
interval of that paired difference (what a review prices a move made by:
``engine.review.paired_gap``). A knock is weighed against playing on in the same deals,
where the opponent knocks at its first chance: the undercut risk against the cost of being
knocked on.

**Budget.** Worlds are dealt in batches until ``max_worlds`` or the ``budget`` runs out,
whichever comes first: a first batch of ``FIRST_BATCH`` worlds, then batches sized by what
the worlds so far cost, to fit what is left. The budget is **CPU time** of the answering
thread (``time.thread_time``; ``clock`` injects another), not wall time: on a busy machine
the hint deals as many worlds as on an idle one, and its wall latency grows only by the
share of a core it gets. Inside a review the engine's smaller per-hint budget caps it
(``engine.review.hint_seconds``). At least ``MIN_WORLDS`` deals are always played (an
interval needs two). The batches are also sized to end by a wall-clock target
(``WALL_TARGET``, 0.18 s): on a busy machine, where the hint gets part of a core, the dealing
stops there with fewer worlds and says so (``cut`` is ``"load"``); a wall-clock backstop
(``WALL_LIMIT``, 0.27 s) drops a batch still playing when it passes, so that a machine so
overloaded that a batch runs far slower than the ones before still answers in time. Every
interval is computed over the deals actually played (fewer deals, wider interval), and the
answer reports ``worlds``, ``budget`` and ``cut`` (``"budget"``, ``"load"``, ``"wall"`` or
None: why the dealing stopped short) so a front end can say how sure it is. Worlds come from a generator
seeded by the recall itself, so the same position with the same number of worlds always
gives the same answer. The coach stops early, after at least ``DECIDE_AFTER`` deals
(``KNOCK_DECIDE_AFTER`` when a knock is possible: the undercut chance needs more deals),
once its move beats every other candidate by more than ``SURE`` standard errors (a clear
choice); ``complete`` (and ``optimal``, the engine's name for it) says whether the answer
was decided that way or played every world, rather than cut short by the time budget.

**The default discard.** The policy's own discard (the first candidate, played unless the
deals show better) leaves the least deadwood, and among those it keeps the most *outs*,
unseen cards that would meld with the ten cards kept (``discard_scores``, ``discard_key``):
of two kings, the lone one goes, not the one beside a queen that a jack would complete. Its
default draw takes the pile's card only when it lowers the deadwood and joins a meld or
lets it knock (``default_take``). A discard's reason says the deadwood it leaves and its
outs, beside the least deadwood when it leaves more (``reasons``).

**Which move.** The coach plays the best estimate only when it beats the policy's own move
by more than ``SURE`` standard errors of the paired difference; otherwise the policy's move
(``estimates.choose``): with few deals, noise would otherwise pick among near-equal discards
at random. Where knocking is the policy's move, the margin is ``KNOCK_SURE`` (0): the coach
knocks only when the expected points of knocking (the undercut risk in the deals) beat those
of playing on (the cost of being knocked on in the same deals), and ``CoachBot`` deals four
times its worlds there (``bots.KNOCK_WORLDS``). The chosen move is listed first in ``options``, the others by their estimate.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.coach import HintAnswer
from ..engine.review import hint_seconds
from .estimates import SURE, choose, decided, interval, t95, wilson
from .playouts import (
    DISCARDED_WEIGHT,
    PASSED_WEIGHT,
    Rollout,
    Worlds,
    best_discard_mask,
    knock_limit,
    play_worlds,
    rollout_knock_limit,
)
from .reasons import completing, discard_key, discard_scores, label, outs, unseen_bits, why
from .rules import KNOCK_LIMIT, bit_value, card_bit, deadwood_of_mask, meldable, to_mask

#: Default budget of a hint, in seconds of CPU time of the answering thread (the widget's
#: p99 latency goal is 0.3 s wall with both cores busy, where a hint gets 2/3 of a core:
#: 0.12 s; ``benchmarks/bench_coach.py`` measures it).
BUDGET = 0.08
#: The CPU clock a hint's budget is measured on (seconds; tests inject a fake one).
CPU_CLOCK: Callable[[], float] = time.thread_time
#: Deals always played, whatever the budget: an interval needs two.
MIN_WORLDS = 2
#: The first batch of a hint with a budget (at least ``MIN_WORLDS``): what it costs sizes
#: the next batches.
FIRST_BATCH = 4
#: Wall-clock target (seconds) of a hint with a budget: the batches are sized so that the
#: dealing ends by then at the wall time the worlds so far took; when not one more world fits
#: before it while CPU budget is left (the machine is busy: the hint gets part of a core), the
#: answer says so (``cut`` is ``"load"``). Below ``WALL_LIMIT``, so that a batch that runs
#: slower than the ones before it still ends before the backstop.
WALL_TARGET = 0.18
#: Wall-clock backstop (seconds) of a hint with a budget: a batch still playing when it
#: passes is dropped (after the first ``MIN_WORLDS``); the answer says so (``cut`` is
#: ``"wall"``).
WALL_LIMIT = 0.27
#: The wall clock of a hint's target and backstop (seconds; tests inject a fake one).
WALL_CLOCK: Callable[[], float] = time.perf_counter
#: Most worlds a hint deals (fewer when the budget runs out first).
MAX_WORLDS = 400
#: Discards weighed at every discard (beside the Gin and the two best knocks): the first of
#: the default order (the least deadwood, then the most outs), plus the least-deadwood
#: discard when it is not among them.
DISCARDS_EVALUATED = 5
#: Two moves whose values differ by less than this (points), or whose intervals overlap,
#: are "close": the runner-up is shown.
CLOSE = 1.0
#: Standard errors by which playing on must beat the knock, when knocking is the policy's
#: own move (``estimates.choose``; ``SURE`` elsewhere): 0, the coach knocks only when the
#: deals' expected points of knocking (the undercut risk in them) beat playing on (the cost
#: of being knocked on in them), and plays on only when playing on beats knocking.
KNOCK_SURE = 0.0
#: Deals after which the coach stops as soon as its choice is clear (``estimates.decided``).
DECIDE_AFTER = 10
#: Deals after which a position with a knock may stop early: the undercut chance the hint
#: (and a review of the knock) states needs more deals than the choice (10 deals gave
#: intervals such as 2 % to 40 %, issue 45).
KNOCK_DECIDE_AFTER = 48

_UNIT = "expected points this hand"


def default_take(hand: int, top: int) -> bool:
    """The coach's default draw: take the pile's top card (a one-bit mask) only when it
    lowers the deadwood of ``hand`` (a mask of ten cards) after the best discard *and* it
    either joins a meld or lets the seat knock; a card that only replaces a higher one is
    left for an unseen card (as OpenSpiel's SimpleGinRummyBot does)."""
    after = best_discard_mask(hand | top, top)[1]
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


@dataclass
class Deals:
    """The deals played for one hint: each move's points for the seat, world by world (the
    same worlds for every move), each move's undercuts, and why the dealing stopped."""

    values: list[list[float]]
    undercuts: list[int]
    worlds: int = 0
    decided: bool = False
    cut: str | None = None
    batches: list[int] = field(default_factory=list)


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
    idle = _nothing_to_decide(recall, seat)
    if idle is not None:
        return idle
    moves = candidates(recall, consider)
    if len(moves) == 1:  # an empty pile: the stock is the only draw
        return _only_the_stock(moves[0], budget)
    deals = play_the_deals(recall, seat, moves, budget, max_worlds, clock or CPU_CLOCK)
    rows = price_the_moves(moves, deals, recall)
    return _advise(rows, deals, recall, budget, max_worlds)


def _answer(**fields: Any) -> HintAnswer:
    return {"runner_up": None, "options": [], "unit": _UNIT, "exact": False, **fields}  # type: ignore[return-value]


def _nothing_to_decide(recall: dict[str, Any], seat: int) -> HintAnswer | None:
    """The answer when the seat has nothing to decide: the game is over, or not its turn."""
    if recall.get("over") or recall.get("phase") == "over":
        return _answer(action=None, text="The game is over: nothing to decide.")
    if recall["current"] != seat:
        return _answer(action=None, text="It is your opponent's turn: nothing to decide.")
    return None


def _only_the_stock(only: dict[str, Any], budget: float | None) -> HintAnswer:
    """The answer when the discard pile is empty: the stock is the only draw."""
    row = {"action": only, "label": label(only, None), "value": 0.0, "low": None, "high": None}
    return _answer(action=only, text="Draw from the stock: the discard pile is empty.",
                   options=[row], worlds=0, complete=True, budget=budget, cut=None)  # fmt: skip


def next_batch(
    played: int, decide_after: int, max_worlds: int, budget: float | None,
    cpu_used: float, wall_used: float,
) -> tuple[int, str | None]:  # fmt: skip
    """``(worlds to deal next, why none)``: without a budget, up to ``decide_after`` worlds
    then as many again as played (so a clear choice stops early); with one, a first batch of
    ``FIRST_BATCH``, then what 90 % of the CPU budget left and 90 % of the wall time left
    before ``WALL_TARGET`` fit at the cost of the worlds so far (``cut`` ``"budget"`` or,
    when the wall time ran out first, ``"load"`` when not one world fits)."""
    left = max_worlds - played
    if left <= 0:
        return 0, None
    grow = decide_after - played if played < decide_after else played
    if budget is None:
        return min(left, grow), None
    if played == 0:
        return min(left, max(MIN_WORLDS, FIRST_BATCH)), None
    cpu_fit = math.inf if cpu_used <= 0 else (budget - cpu_used) * played / cpu_used
    wall_fit = math.inf if wall_used <= 0 else (WALL_TARGET - wall_used) * played / wall_used
    # a batch may take 90 % of the CPU left and 90 % of the wall time left before the target
    # (the backstop, further on, catches a batch a busier machine slows down)
    fit = min(0.9 * cpu_fit, 0.9 * wall_fit)
    fit = int(fit) if fit < math.inf else left
    if fit < 1:
        return 0, "budget" if cpu_fit <= wall_fit else "load"
    return min(left, grow, fit), None


def play_the_deals(
    recall: dict[str, Any],
    seat: int,
    moves: list[dict[str, Any]],
    budget: float | None,
    max_worlds: int,
    cpu: Callable[[], float],
) -> Deals:
    """Deal worlds in batches and play every move in each, until ``max_worlds``, the budget
    (``next_batch``) or a clear choice (``estimates.decided``) ends the dealing; a batch
    still playing when the wall backstop passes is dropped (its worlds would be late)."""
    wall = WALL_CLOCK
    cpu_start, wall_start = cpu(), wall()
    worlds = Worlds(recall, seat)
    roll = Rollout(bool(recall["options"].get("joint_layoff_optimisation")))
    knocks = any(m["type"] == "knock" for m in moves)
    decide_after = KNOCK_DECIDE_AFTER if knocks else DECIDE_AFTER
    deals = Deals([[] for _ in moves], [0 for _ in moves])
    while True:
        size, cut = next_batch(deals.worlds, decide_after, max_worlds, budget,
                               cpu() - cpu_start, wall() - wall_start)  # fmt: skip
        if size == 0:
            deals.cut = cut
            return deals
        stop = None
        if budget is not None and deals.worlds >= MIN_WORLDS:  # the backstop, turn by turn

            def stop() -> bool:
                return wall() - wall_start > WALL_LIMIT

        table = play_worlds(roll, moves, worlds, size, stop)
        if table is None:  # past the backstop within the batch: the batch is dropped
            deals.cut = "wall"
            return deals
        add_batch(deals, table, size)
        if deals.worlds >= decide_after and decided(deals.values, sure_of(moves)):
            deals.decided = True
            return deals


def sure_of(moves: list[dict[str, Any]]) -> float:
    """Standard errors by which a move must beat the policy's own (the first of ``moves``):
    ``KNOCK_SURE`` when that is a knock, else ``SURE``."""
    return KNOCK_SURE if moves[0]["type"] == "knock" else SURE


def add_batch(deals: Deals, table: list[list[tuple[str, int]]], size: int) -> None:
    """Add a batch of ``size`` played worlds (``[world][move] -> (kind, points)``, as
    ``play_worlds`` returns it) to ``deals``: every move's points and undercuts, and the batch."""
    for row in table:
        for i, (kind, pts) in enumerate(row):
            deals.values[i].append(pts)
            deals.undercuts[i] += kind == "undercut"
    deals.worlds += size
    deals.batches.append(size)


def price_the_moves(
    moves: list[dict[str, Any]], deals: Deals, recall: dict[str, Any]
) -> list[dict[str, Any]]:
    """Every move's expected points with its interval (a knock's undercut chance beside), and
    its gap to the chosen move on the same deals; the chosen move first, then by estimate."""
    top_card = recall["discard"][-1] if recall["discard"] else None
    n = deals.worlds
    rows = []
    for i, move in enumerate(moves):
        mean, low, high = interval(deals.values[i])
        row = {"action": move, "label": label(move, top_card), "value": round(mean, 3),
               "low": None if low is None else round(low, 3),
               "high": None if high is None else round(high, 3)}  # fmt: skip
        if move["type"] == "knock":
            lo, hi = wilson(deals.undercuts[i], n)
            row["undercut"] = {"chance": round(deals.undercuts[i] / n, 3), "low": round(lo, 3),
                               "high": round(hi, 3)}  # fmt: skip
            # the engine's review says whether it happened (game.result's "undercuts")
            row["risk"] = {**row["undercut"], "event": "undercuts", "what": "an undercut"}
        rows.append(row)
    chosen = choose(deals.values, sure_of(moves))
    if n >= DECIDE_AFTER:  # fewer deals: the options' own intervals only
        for i, row in enumerate(rows):  # the chosen move minus this one, deal by deal
            diff = [a - b for a, b in zip(deals.values[chosen], deals.values[i], strict=True)]
            mean, low, high = interval(diff)
            row["gap"] = {"value": round(mean, 3), "low": round(low, 3), "high": round(high, 3)}
    order = sorted(range(len(rows)), key=lambda i: (i != chosen, -rows[i]["value"]))
    return [rows[i] for i in order]


def _advise(
    rows: list[dict[str, Any]], deals: Deals, recall: dict[str, Any], budget: float | None,
    max_worlds: int,
) -> HintAnswer:  # fmt: skip
    """The answer: the chosen move and why, the runner-up when the two are close."""
    best, runner = rows[0], None
    if len(rows) > 1:
        second = rows[1]
        close = best["value"] - second["value"] < CLOSE or (
            best["low"] is not None and second["high"] is not None and second["high"] > best["low"]
        )
        if close:
            runner = {"action": second["action"], "text": why(second, rows, recall, deals.worlds)}
    settled = deals.decided or deals.worlds >= max_worlds
    return _answer(
        action=best["action"],
        text=why(best, rows, recall, deals.worlds),
        runner_up=runner,
        options=rows,
        worlds=deals.worlds,
        complete=settled,
        # the engine's convention for an answer cut short by its time budget (the
        # conformance suite compares two answers only when neither was cut short)
        optimal=settled,
        budget=budget,
        cut=None if settled else deals.cut,
    )


def warm() -> None:
    """Answer one small hint (two deals) so that the modules, tables and caches a hint needs
    are loaded: every table with a person calls it on a background thread when it is made
    (the hint query's ``warm_up``)."""
    from .game import GAME

    state = GAME.new_state(2, 0, {"match_target": 0})
    hint(GAME.present(GAME.recall(state, 0), 0), 0, budget=None, max_worlds=MIN_WORLDS)


def _budget(budget: float | None) -> float | None:
    """The CPU budget of this hint: ``budget`` capped by a running review's per-hint budget
    (``engine.review.hint_seconds``); None (no budget) stays None outside a review."""
    capped = hint_seconds(math.inf if budget is None else budget)
    return None if math.isinf(capped) else capped


__all__ = [
    "BUDGET",
    "CPU_CLOCK",
    "DISCARDED_WEIGHT",
    "FIRST_BATCH",
    "MAX_WORLDS",
    "MIN_WORLDS",
    "PASSED_WEIGHT",
    "SURE",
    "WALL_CLOCK",
    "WALL_LIMIT",
    "WALL_TARGET",
    "Deals",
    "candidates",
    "completing",
    "default_take",
    "discard_key",
    "discard_scores",
    "hint",
    "knock_limit",
    "next_batch",
    "outs",
    "play_the_deals",
    "price_the_moves",
    "rollout_knock_limit",
    "t95",
    "unseen_bits",
    "warm",
    "wilson",
]
