"""The intervals a class's pooled estimate is shown with: Wilson (or Clopper-Pearson) for a
proportion, Student's t for a mean (scipy is imported at the first call)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


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
