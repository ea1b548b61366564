"""The numbers a class's pooled result is shown with: its interval (Wilson, or Clopper-Pearson,
for a proportion; Student's t for a mean; scipy is imported at the first call), the estimate as
the outcomes came in (``pooled_history``) and the spread of the students' own figures
(``five_numbers``)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any


def proportion_interval(
    successes: int, trials: int, level: float = 0.95, method: str = "wilson"
) -> tuple[float, float] | None:
    """The Wilson (or ``method="exact"``: Clopper-Pearson) interval of a proportion.

    From ``scipy.stats.binomtest(...).proportion_ci``; ``None`` without trials. Never of zero
    width: one trial already gives a wide interval.
    """
    if trials <= 0:
        return None
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes in {trials} trials")
    from scipy.stats import binomtest

    ci = binomtest(int(successes), int(trials)).proportion_ci(confidence_level=level, method=method)
    return (max(0.0, float(ci.low)), min(1.0, float(ci.high)))


def mean_interval(values: Sequence[float], level: float = 0.95) -> tuple[float, float] | None:
    """Student's t interval of a mean; ``None`` from fewer than two values (no spread known)."""
    n = len(values)
    if n < 2:
        return None
    from scipy.stats import t

    m = statistics.fmean(values)
    half = float(t.ppf((1 + level) / 2, n - 1)) * statistics.stdev(values) / math.sqrt(n)
    return (m - half, m + half)


def interval_of(kind: str, values: Sequence[float]) -> tuple[float | None, float | None]:
    """The 95 % interval of ``values``: Wilson for a ``"proportion"`` (0s and 1s), Student's t
    for a mean; ``(None, None)`` where there is none."""
    if kind == "proportion":
        found = proportion_interval(int(sum(values)), len(values))
    else:
        found = mean_interval(values)
    return found if found is not None else (None, None)


def pooled_history(kind: str, values: Sequence[float], points: int = 40) -> list[dict[str, Any]]:
    """The pooled estimate and its 95 % interval after the first ``n`` outcomes, for at most
    ``points`` values of ``n`` spread over 1 … len(values) (the last one always included)."""
    total = len(values)
    if total == 0:
        return []
    if total <= points:
        ns = list(range(1, total + 1))
    else:
        ns = sorted({max(1, round(total * (i + 1) / points)) for i in range(points)})
    out = []
    running = 0.0
    done = 0
    for n in ns:
        running += sum(values[done:n])
        done = n
        low, high = interval_of(kind, values[:n])
        out.append({"n": n, "estimate": running / n, "low": low, "high": high})
    return out


def five_numbers(values: Sequence[float]) -> dict[str, float] | None:
    """Min, quartiles (inclusive method) and max of ``values``; None when there are none."""
    ordered = sorted(values)
    if not ordered:
        return None
    qs = (
        statistics.quantiles(ordered, n=4, method="inclusive")
        if len(ordered) > 1
        else [ordered[0]] * 3
    )
    return {"min": ordered[0], "q1": qs[0], "median": qs[1], "q3": qs[2], "max": ordered[-1]}
