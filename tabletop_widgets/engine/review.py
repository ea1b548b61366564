"""The review of a game: a seat's decisions beside the coach's, each with what it cost.

Every game with a ``"hint"`` query (``engine.queries``) gets a ``"review"`` query (kind
``"explain"``) from the engine: front ends list it from the snapshot's ``queries`` like any
other. A review steps through the match's kept states (``Match.history``): at every
position where this seat made a real decision (more than one legal move), it asks the
game's hint from **that seat's recall at that point** with ``{"consider": <the move made>}``,
and prices the move made against the coach's best in the hint's unit (exact in Yum,
estimated with an interval elsewhere). A move is called a mistake only when the review can
show its cost: exact and above 0, or an interval that excludes 0 (a point estimate alone, or a
model's value without an interval, shows nothing); the lessons of the game are the largest
shown costs, ranked by what is shown (the interval's low end). The cost's interval is the
paired one when the hint gives an option's ``gap`` (the coach's move minus this one on the
same deals: ``paired_gap``), else the conservative difference of the two options' intervals. A hint option may carry a ``risk`` (the chance of an event, a key of
``Game.result``, such as Gin's undercut): when that event followed the move, the review says
so with the chance the coach gave it before. Nothing but past recalls of this seat and its own
moves enter a review, so a review asked while the game runs reveals nothing hidden (the
leak differential of ``tests/engine/test_review.py`` and ``tests/conformance`` hold it).

A whole game can hold many decisions (a Gin match: hundreds of Monte Carlo hints), so a
review has a time budget (``REVIEW_SECONDS``) shared among its hints: while it runs,
``hint_seconds(default)`` gives a game's Monte Carlo hint the smaller per-hint budget, and
the review says so. Priced decisions are remembered by recall and move, so reviewing a
running game again only prices the new decisions; ``Table`` keeps whole reviews per game.
"""

from __future__ import annotations

import contextvars
import hashlib
import json
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import Action, Game
from .errors import IllegalMove, english
from .queries import Query
from .review_words import lesson, review_text, risk_line

#: An ``engine.match.Match`` (not imported: the registry imports this module, and the match
#: module the registry).
Match = Any

#: The name of the review query the engine adds beside a game's hint.
REVIEW = "review"
#: The name of the hint query a review asks.
HINT = "hint"
#: The whole review's time budget (seconds), shared among the decisions not priced yet.
REVIEW_SECONDS = 8.0
#: A Monte Carlo hint inside a review takes at most this long ...
REVIEW_HINT_SECONDS = 0.1
#: ... and at least this long (a long match gets many short estimates, wider intervals).
MIN_HINT_SECONDS = 0.02
#: The costliest decisions listed first.
COSTLIEST = 3
#: Decisions remembered across reviews (by game, seat, recall and move).
MEMO_SIZE = 4096
#: Options of the coach kept per decision (besides the move made).
OPTIONS_KEPT = 3

_per_hint: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "tabletop_review_hint_seconds", default=None
)


def hint_seconds(default: float) -> float:
    """The time a Monte Carlo hint may take now: ``default``, or less while a review runs.

    A game's hint calls this with its own budget; inside a review it gets the review's
    smaller per-hint budget (``REVIEW_HINT_SECONDS`` or less), which the review reports.
    """
    budget = _per_hint.get()
    return default if budget is None else min(default, budget)


def _not_from_recall(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    raise IllegalMove(
        "A review is asked at a table: it steps through the game's kept positions, "
        "not one position's recall."
    )


def review_query() -> Query:
    """The ``"review"`` query the engine adds to every game with a hint."""
    return Query(
        REVIEW,
        "Review",
        "explain",
        _not_from_recall,
        description="Your decisions so far beside the coach's, each with what it cost; "
        "the costliest first.",
    )


#: The one review query (``is_review`` recognises it).
REVIEW_QUERY = review_query()


def is_review(query: Query) -> bool:
    """True for the engine's review query (answered from the match, not one recall)."""
    return query.name == REVIEW and query.answer is _not_from_recall


def with_review(queries: Sequence[Query]) -> tuple[Query, ...]:
    """A game's declared queries plus the engine's review when it declares a hint
    (and no query of its own is called ``review``)."""
    names = {q.name for q in queries}
    if HINT in names and REVIEW not in names:
        return (*queries, REVIEW_QUERY)
    return tuple(queries)


# ----- the decisions of a seat -----------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """One move a seat chose among several: where, what it knew, what it did."""

    #: Index of the move in the log (``history[position]`` is the state it was made in).
    position: int
    #: ``Game.recall`` of the seat in that state: all a hint may use.
    recall: dict[str, Any]
    #: The move made.
    action: Action
    #: The public log line of the move.
    event: str
    #: The states just before and just after the move (for what happened next: ``risk``);
    #: empty when the decision was built from a recall alone.
    states: tuple[Any, ...] = field(default=(), compare=False, repr=False)


def decisions(game: Game, match: Match, seat: int) -> list[Decision]:
    """The moves ``seat`` made in ``match`` where it had a choice, in order.

    A forced move (a game listing all its moves, and only one legal) is no decision.
    """
    found = []
    history, log, events = match.history, match.log, match.english_events
    for i, entry in enumerate(log):
        if entry.get("seat") != seat:  # a redraw entry has no seat
            continue
        before = history[i]
        if game.info.lists_all_actions and len(game.legal_actions(before, seat)) <= 1:
            continue
        after = history[i + 1] if i + 1 < len(history) else match.state
        found.append(
            Decision(i, game.recall(before, seat), entry["action"], events[i], (before, after))
        )
    return found


# ----- pricing one decision ----------------------------------------------------------------------

_memo: OrderedDict[str, dict[str, Any]] = OrderedDict()


def forget() -> None:
    """Forget every priced decision (the next review prices them again)."""
    _memo.clear()


def _key(*parts: Any) -> str:
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _bounds(option: dict[str, Any], exact: bool) -> tuple[float, float]:
    value = float(option["value"])
    if exact:
        return value, value
    low, high = option.get("low"), option.get("high")
    return (value if low is None else float(low)), (value if high is None else float(high))


def ask_coach(hint: Query, decision: Decision, seat: int) -> dict[str, Any]:
    """The hint's answer at the decision's recall with the move made to consider (an answer
    without options, saying why, when the coach refuses to price that move)."""
    try:
        return dict(hint.answer(decision.recall, seat, {"consider": decision.action}))
    except IllegalMove as exc:
        return {
            "action": None,
            "text": f"The coach could not price this move: {english(exc)}",
            "options": [],
        }


def unpriced_row(
    decision: Decision,
    answer: dict[str, Any],
    chosen: dict[str, Any] | None,
    best: dict[str, Any] | None,
) -> dict[str, Any]:
    """A decision's row before its cost: the move made, the coach's move and why."""
    return {
        "position": decision.position,
        "event": decision.event,
        "move": decision.action,
        "move_label": chosen["label"] if chosen else decision.event,
        "coach": answer.get("action"),
        "coach_label": best["label"] if best else "",
        "why": answer.get("text", ""),
        "unit": answer.get("unit", ""),
        "exact": bool(answer.get("exact")),
        "options": [],
        "cost": None,
        "low": None,
        "high": None,
        "agreed": False,
        "note": "",
    }


def kept_options(options: list[dict[str, Any]], chosen: dict[str, Any]) -> list[dict[str, Any]]:
    """The coach's first ``OPTIONS_KEPT`` options, plus the move made when not among them."""
    kept = options[:OPTIONS_KEPT]
    if not any(_same(o.get("action"), chosen.get("action")) for o in kept):
        kept = [*kept, chosen]
    return [{k: o.get(k) for k in ("action", "label", "value", "low", "high")} for o in kept]


def cost_bounds(
    best: dict[str, Any], chosen: dict[str, Any], exact: bool
) -> tuple[float, float, float, bool]:
    """``(cost, low, high, paired)`` of the move made against the coach's best: the paired
    gap's interval when the hint gives one (``paired_gap``), else the conservative difference
    of the two options' intervals; ``low`` 0 for a value without an interval."""
    cost = max(0.0, float(best["value"]) - float(chosen["value"]))
    if exact:
        return cost, cost, cost, False
    gap = paired_gap(chosen)
    if gap is not None:  # the same deals for both moves: the interval of their difference
        return cost, max(0.0, gap[0]), max(cost, gap[1]), True
    if all(o.get(k) is not None for o in (best, chosen) for k in ("low", "high")):
        b_low, b_high = _bounds(best, exact)
        c_low, c_high = _bounds(chosen, exact)
        return cost, max(0.0, b_low - c_high), max(cost, b_high - c_low), False
    return cost, 0.0, cost, False  # a model's estimate without an interval shows no cost


def price(hint: Query, decision: Decision, seat: int) -> dict[str, Any]:
    """The coach beside one decision: its move, why, and the cost of the move made.

    ``cost`` is the best option's value minus the move made's (never below 0), in the
    hint's ``unit``; ``low``/``high`` bound it (equal when the hint is exact). ``cost`` is
    None when the coach could not price the move made (it says why in ``note``).
    """
    answer = ask_coach(hint, decision, seat)
    options = [o for o in answer.get("options") or [] if isinstance(o, dict) and "value" in o]
    chosen = next((o for o in options if _same(o.get("action"), decision.action)), None)
    best = options[0] if options else None
    row = unpriced_row(decision, answer, chosen, best)
    if best is None or chosen is None:
        row["note"] = answer.get("text") or "The coach could not price this move."
        return row
    exact = row["exact"]
    row["options"] = kept_options(options, chosen)
    cost, low, high, paired = cost_bounds(best, chosen, exact)
    row.update(cost=round(cost, 4), low=round(low, 4), high=round(high, 4))
    if paired:
        row["paired"] = True
    row["agreed"] = _same(best.get("action"), decision.action) or (exact and cost == 0)
    row["shown"] = shown(row)
    row["verdict"] = verdict(row)
    if isinstance(chosen.get("risk"), dict):
        row["risk"] = dict(chosen["risk"])
    return row


def paired_gap(option: dict[str, Any]) -> tuple[float, float] | None:
    """``(low, high)`` of an option's ``gap`` (the coach's first option's value minus this
    one's, estimated on the same deals, with its 95 % interval), or None when the hint gives
    none. Two estimates on common random numbers differ far more surely than their separate
    intervals say: the review prices a move by this interval when the hint gives it."""
    gap = option.get("gap")
    if not isinstance(gap, dict) or gap.get("low") is None or gap.get("high") is None:
        return None
    return float(gap["low"]), float(gap["high"])


def shown(row: dict[str, Any]) -> bool:
    """True when the review can show that the move made cost something: an exact cost above
    0, or an estimate whose whole interval is above 0 (never a point estimate alone)."""
    if row.get("cost") is None or row.get("agreed"):
        return False
    if row.get("exact"):
        return row["cost"] > 0
    return row.get("low") is not None and row["low"] > 0


def verdict(row: dict[str, Any]) -> str:
    """``"agreed"`` (the coach's move), ``"mistake"`` (a cost the review shows: ``shown``),
    ``"unclear"`` (another move, but its cost's interval reaches 0) or ``"unpriced"``."""
    if row.get("cost") is None:
        return "unpriced"
    if row.get("agreed"):
        return "agreed"
    return "mistake" if shown(row) else "unclear"


def shown_cost(row: dict[str, Any]) -> float:
    """What the review shows a mistake cost at least: the exact cost, or the interval's low end."""
    return float(row["cost"] if row.get("exact") else row["low"])


def _priced(game: Game, hint: Query, decision: Decision, seat: int, memo: bool) -> dict[str, Any]:
    key = _key(game.name, seat, decision.recall, decision.action)
    if memo and key in _memo:
        _memo.move_to_end(key)
        return {**_memo[key], "position": decision.position, "event": decision.event}
    row = price(hint, decision, seat)
    if memo:
        _memo[key] = row
        while len(_memo) > MEMO_SIZE:
            _memo.popitem(last=False)
    return row


# ----- the review ---------------------------------------------------------------------------------


def review_decisions(
    game: Game,
    hint: Query,
    found: Sequence[Decision],
    seat: int,
    *,
    over: bool,
    seconds: float | None = None,
    memo: bool = True,
) -> dict[str, Any]:
    """The review of ``found`` (this seat's decisions) as a query answer
    (``engine.coach.ReviewAnswer`` gives its keys): every decision priced in order, the
    mistakes it can show (an exact cost above 0, or an estimate whose interval excludes 0)
    and the three largest of them as the game's lessons, ranked by the cost shown."""
    rows, per_hint, elapsed = price_all(game, hint, found, seat, seconds, memo)
    priced = [r for r in rows if r["cost"] is not None]
    exact = bool(priced) and all(r["exact"] for r in priced)
    unit = next((r["unit"] for r in priced if r["unit"]), "")
    ranked = costliest(priced)
    total = round(sum(r["cost"] for r in priced), 4)
    agreed = sum(1 for r in rows if r["agreed"])
    risks = [r for r in rows if (r.get("risk") or {}).get("happened")]
    text = review_text(rows, ranked, total, agreed, unit, over, exact)
    return {
        "text": " ".join(t for t in (text, *(risk_line(r) for r in risks)) if t),
        "seat": seat,
        "over": over,
        "unit": unit,
        "exact": exact,
        "decisions": rows,
        "costliest": [r["step"] for r in ranked],
        "lessons": [lesson(r, unit) for r in ranked],
        "risks": [r["step"] for r in risks],
        "mistakes": sum(1 for r in rows if r.get("shown")),
        "total": total,
        "agreed": agreed,
        "budget": _budget_note(per_hint, elapsed, exact or not priced),
    }


def price_all(
    game: Game,
    hint: Query,
    found: Sequence[Decision],
    seat: int,
    seconds: float | None,
    memo: bool,
) -> tuple[list[dict[str, Any]], float, float]:
    """Every decision priced in order (``step`` from 1, its risk marked), with the per-hint
    budget the review's ``seconds`` left the decisions not priced yet, and the seconds taken."""
    if seconds is None:
        seconds = REVIEW_SECONDS
    fresh = [d for d in found if not (memo and _key(game.name, seat, d.recall, d.action) in _memo)]
    per_hint = max(MIN_HINT_SECONDS, min(REVIEW_HINT_SECONDS, seconds / max(1, len(fresh))))
    token = _per_hint.set(per_hint)
    started = time.perf_counter()
    try:
        rows = [_priced(game, hint, d, seat, memo) for d in found]
    finally:
        _per_hint.reset(token)
    elapsed = time.perf_counter() - started
    for step, (row, decision) in enumerate(zip(rows, found, strict=True), 1):
        row["step"] = step
        _mark_risk(game, row, decision)
    return rows, per_hint, elapsed


def costliest(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``COSTLIEST`` mistakes the review shows, largest shown cost first (``shown_cost``:
    the exact cost or the interval's low end, then the estimate, then the earlier step)."""
    ranked = sorted(
        (r for r in rows if r.get("shown")),
        key=lambda r: (-shown_cost(r), -r["cost"], r["step"]),
    )
    return ranked[:COSTLIEST]


def _budget_note(per_hint: float, elapsed: float, quiet: bool) -> dict[str, Any]:
    """The review's ``budget``: per-hint seconds, seconds taken, a sentence unless ``quiet``."""
    return {
        "per_hint": per_hint,
        "seconds": round(elapsed, 3),
        "text": ""
        if quiet
        else f"Each position was estimated with at most {per_hint:.2f} s of simulation "
        "(a hint asked during play takes longer), so each cost has an interval.",
    }


def _mark_risk(game: Game, row: dict[str, Any], decision: Decision) -> None:
    """Mark ``row["risk"]`` as ``happened`` when the event it priced (a key of
    ``game.result``, e.g. Gin's ``"undercuts"``) counted one more just after the move."""
    risk = row.get("risk")
    if not isinstance(risk, dict):
        return
    risk = {k: v for k, v in risk.items() if k != "happened"}  # a copy: rows are memoised
    if len(decision.states) == 2:
        event = risk.get("event")
        before, after = (game.result(st) for st in decision.states)
        risk["happened"] = bool(event) and after.get(event, 0) > before.get(event, 0)
    row["risk"] = risk


def review_match(
    game: Game,
    hint: Query,
    match: Match,
    seat: int,
    *,
    seconds: float | None = None,
    memo: bool = True,
) -> dict[str, Any]:
    """The review of ``seat``'s decisions in ``match`` so far (all of them when it is over)."""
    return review_decisions(
        game,
        hint,
        decisions(game, match, seat),
        seat,
        over=match.is_terminal,
        seconds=seconds,
        memo=memo,
    )


def match_key(match: Match, seat: int) -> str:
    """What a review depends on: the seat, the seed and the log (a cache key)."""
    return _key(seat, match.seed, match.log)
