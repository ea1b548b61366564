"""The review's words: its paragraph, its lessons and the sentence of a risk that happened.

``engine.review`` prices the decisions; this module says what the priced rows show, and
nothing more: a mistake is named with the cost the review shows (``engine.review.shown``),
an exact cost as it is, an estimate with its 95 % interval.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _percent(x: Any) -> str:
    return f"{100 * float(x):.0f}%"


def risk_line(row: dict[str, Any]) -> str:
    """The sentence of a risk that happened, with the chance the coach gave it before."""
    r = row["risk"]
    return (
        f"Decision {row['step']} ({row['move_label']}) met {r.get('what', 'the risk')}: before it, "
        f"the coach's deals gave it {_percent(r['chance'])} (95% interval {_percent(r['low'])} "
        f"to {_percent(r['high'])})."
    )


def is_count(row: dict[str, Any]) -> bool:
    """True when a row's cost is known as it is: exact, or an interval of no width (a
    difference of counts, such as Carousel's points laid)."""
    return bool(row["exact"]) or row["low"] == row["high"] == row["cost"]


def cost_words(row: dict[str, Any]) -> str:
    """A cost as the review says it: as it is when it is a count (``is_count``), else about
    the estimate with its 95 % interval."""
    if is_count(row):
        return f"{row['cost']:.1f}"
    return f"about {row['cost']:.1f} (95% interval {row['low']:.1f} to {row['high']:.1f})"


def lesson(row: dict[str, Any], unit: str) -> dict[str, Any]:
    """One of the game's lessons: a mistake the review shows, with the coach's reason."""
    size = cost_words(row)
    return {
        "step": row["step"],
        "cost": row["cost"],
        "low": row["low"],
        "high": row["high"],
        "why": row["why"],
        "text": f"Decision {row['step']}: {row['move_label']} instead of {row['coach_label']} "
        f"cost {size}{f' in {unit}' if unit else ''}. {row['why']}",
    }


def review_text(
    rows: Sequence[dict[str, Any]],
    ranked: Sequence[dict[str, Any]],
    total: float,
    agreed: int,
    unit: str,
    over: bool,
    exact: bool,
) -> str:
    """One paragraph: how many decisions, how many as the coach, the costliest."""
    if not rows:
        return (
            "No decision of yours to review yet."
            if not over
            else "You had no decision to make in this game."
        )
    n = len(rows)
    made = f"You made {n} decision{'s' if n != 1 else ''} {'in this game' if over else 'so far'}"
    if not any(r["cost"] is not None for r in rows):
        return (
            f"{made}; the coach could not price them (this game's hint does not value a given "
            "move yet)."
        )
    head = f"{made}; the coach agreed with {agreed}."
    if exact:
        return exact_text(head, ranked, total, unit)
    return estimated_text(head, rows, ranked)


def exact_text(head: str, ranked: Sequence[dict[str, Any]], total: float, unit: str) -> str:
    """The review's paragraph when every cost is exact: the total and the costliest."""
    if not ranked:
        return f"{head} None of them cost anything by the coach's measure."
    worst = ranked[0]
    lost = f" In all they cost {total:.1f} in {unit}." if unit else ""
    return (
        f"{head}{lost} The costliest was decision {worst['step']}: {worst['move_label']} "
        f"instead of {worst['coach_label']} ({worst['cost']:.1f})."
    )


def estimated_text(
    head: str, rows: Sequence[dict[str, Any]], ranked: Sequence[dict[str, Any]]
) -> str:
    """The review's paragraph when costs are estimated: the mistakes it can show, the
    costliest by its interval's low end, and how many other moves it cannot judge."""
    unclear = sum(1 for r in rows if r.get("verdict") == "unclear")
    doubt = (
        f" {unclear} other move{'s' if unclear != 1 else ''} differed from the coach's, but "
        "the coach cannot show that they cost anything (no interval of their cost excludes 0)."
        if unclear
        else ""
    )
    if not ranked:
        return f"{head} The coach can show no mistake.{doubt}"
    worst = ranked[0]
    sure = sum(1 for r in rows if r.get("shown"))
    size = (
        f"{worst['cost']:.1f}"
        if is_count(worst)
        else f"at least {worst['low']:.1f}, about {worst['cost']:.1f}"
    )
    return (
        f"{head} {sure} move{'s' if sure != 1 else ''} had a cost the coach can show. The "
        f"costliest was decision {worst['step']}: {worst['move_label']} instead of "
        f"{worst['coach_label']} ({size}).{doubt}"
    )
