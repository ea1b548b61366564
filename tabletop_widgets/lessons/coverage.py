"""How often a 95 % interval for a proportion covers the true value: Wald, Wilson and exact.

Brown, Cai and DasGupta (Statistical Science, 2001) show that the Wald interval
``p̂ ± 1.96·sqrt(p̂(1 − p̂)/n)`` covers far less than 95 % of the time for small ``n`` or ``p``
near 0 or 1, while Wilson's stays near 95 % and the exact (Clopper–Pearson) one never below.
The coverage is computed exactly: the sum of the binomial probabilities of the counts ``k``
whose interval contains ``p``.

>>> round(coverage("wald", 20, 0.1), 4), round(coverage("wilson", 20, 0.1), 4)
(0.876, 0.9568)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..engine.intervals import proportion_interval

METHODS = ("wald", "wilson", "exact")
#: The names shown in plots and sentences.
NAMES = {"wald": "Wald", "wilson": "Wilson", "exact": "exact (Clopper–Pearson)"}


def _z(level: float) -> float:
    from scipy.stats import norm

    return float(norm.ppf((1 + level) / 2))


def intervals(method: str, n: int, level: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """The two-sided intervals of every count ``k = 0..n`` out of ``n``: (lows, highs)."""
    if method not in METHODS:
        raise ValueError(f"method must be one of {', '.join(METHODS)}, not {method!r}")
    if not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be a whole number of trials, 1 or more, not {n!r}")
    k = np.arange(n + 1)
    phat = k / n
    if method == "wald":
        half = _z(level) * np.sqrt(phat * (1 - phat) / n)
        return phat - half, phat + half
    if method == "wilson":
        z = _z(level)
        centre = (phat + z * z / (2 * n)) / (1 + z * z / n)
        half = z / (1 + z * z / n) * np.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n))
        return centre - half, centre + half
    from scipy.stats import beta

    alpha = 1 - level
    low = np.where(k == 0, 0.0, beta.ppf(alpha / 2, k, n - k + 1))
    high = np.where(k == n, 1.0, beta.ppf(1 - alpha / 2, k + 1, n - k))
    return low, high


def coverage(method: str, n: int, p: float | Sequence[float], level: float = 0.95) -> Any:
    """The exact chance that the interval from ``n`` trials covers ``p`` (an array for an
    array of ``p``): the binomial probabilities of the counts whose interval holds ``p``."""
    from scipy.stats import binom

    low, high = intervals(method, n, level)
    ps = np.atleast_1d(np.asarray(p, dtype=float))
    k = np.arange(n + 1)
    pmf = binom.pmf(k[None, :], n, ps[:, None])
    covers = (low[None, :] <= ps[:, None]) & (ps[:, None] <= high[None, :])
    result = (pmf * covers).sum(axis=1)
    return float(result[0]) if np.ndim(p) == 0 else result


def lowest_coverage(method: str, n: int, ps: Sequence[float]) -> tuple[float, float]:
    """(the lowest coverage over the grid ``ps``, the ``p`` where it is)."""
    values = coverage(method, n, ps)
    i = int(np.argmin(values))
    return float(values[i]), float(ps[i])


def draw(
    method: str, n: int, p: float, samples: int, rng: random.Random
) -> list[tuple[int, float, float, bool]]:
    """``samples`` simulated samples of ``n`` trials: (count, low, high, covers p) each."""
    low, high = intervals(method, n)
    rows = []
    for _ in range(samples):
        k = sum(rng.random() < p for _ in range(n))
        rows.append((k, float(low[k]), float(high[k]), bool(low[k] <= p <= high[k])))
    return rows


def coverage_plot(ns: Sequence[int], ps: Sequence[float], ax: Any = None) -> Any:
    """Exact coverage over ``p`` for each ``n`` (one panel per ``n``), the three methods."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(1, len(ns), figsize=(3.2 * len(ns), 2.8), sharey=True)
    axes = np.atleast_1d(ax)
    for axis, n in zip(axes, ns):
        for method, style in zip(METHODS, ("-", "-", "--")):
            axis.plot(ps, coverage(method, n, ps), style, lw=1, label=NAMES[method])
        axis.axhline(0.95, color="grey", lw=0.8, ls=":")
        axis.set(title=f"n = {n}", xlabel="true p", ylim=(0.75, 1.0))
    axes[0].set_ylabel("exact coverage")
    axes[0].legend(fontsize=7, loc="lower center")
    return axes


def animate_draws(method: str, n: int, p: float, samples: int, seed: int, name: str) -> str:
    """An offline HTML animation: ``samples`` intervals drawn one by one, green when they
    cover ``p``, red when they miss (seeded by ``seed``)."""
    import matplotlib.pyplot as plt
    from matplotlib.animation import FuncAnimation

    from .animation import animation_html

    rows = draw(method, n, p, samples, random.Random(seed))
    fig, ax = plt.subplots(figsize=(5, 3), dpi=60)
    ax.axvline(p, color="black", lw=1)
    ax.set(xlim=(0, 1), ylim=(-1, samples), xlabel="interval", yticks=[])

    def frame(i: int) -> None:
        _, low, high, covers = rows[i]
        ax.plot([max(low, 0), min(high, 1)], [i, i], color="green" if covers else "red", lw=2)
        missed = sum(not r[3] for r in rows[: i + 1])
        ax.set_title(f"{NAMES[method]}, n = {n}, p = {p}: {missed} of {i + 1} miss", fontsize=9)

    animation = FuncAnimation(fig, frame, frames=samples, interval=200)
    try:
        return animation_html(animation, fig, name=name)
    finally:
        plt.close(fig)


#: The versions of the coverage exercise: every (n, p) pair (36 of them). None is a worked
#: example: the notebook prints coverages at p = 0.1 only and plots n = 10, 20, 50 and 100.
EXERCISE_NS = (12, 14, 16, 18, 25, 30)
EXERCISE_PS = (0.05, 0.15, 0.2, 0.25, 0.3, 0.4)


def exercise(student: str | None = None) -> Any:
    """A pupil's coverage exercise (an :class:`~tabletop_widgets.lessons.Exercise`): the
    exact coverage of the Wald interval at their own ``n`` and ``p``; without a name, the
    notebook's worked example's neighbour, n = 20 and p = 0.3."""
    from .instances import Exercise, student_seed

    if student is None:
        n, p = 20, 0.3
    else:
        if not isinstance(student, str) or not student.strip():
            raise ValueError("student must be a non-empty name, for example student='Ada'")
        rng = random.Random(student_seed("coverage-1", student))
        n, p = rng.choice(EXERCISE_NS), rng.choice(EXERCISE_PS)
    question = (
        f"n = {n} trials, true p = {p}: what is the exact chance that the 95 % Wald interval "
        "covers p? A decimal to 3 places."
    )
    return Exercise(
        id="coverage-1",
        params={"n": n, "p": p},
        question=question,
        answer=coverage("wald", n, p),
        tolerance=0.0005,
        close=0.01,
        hint="Sum binom.pmf(k, n, p) over the k whose Wald interval holds p.",
        student=" ".join(student.split()) if student else None,
    )


class CoverageDrawer:
    """Sliders for ``n``, ``p`` and the method, and a **Draw 20** button: each click draws
    20 samples and adds their intervals to a tally of how many covered ``p``, with the tally's
    95 % Wilson interval (the exact coverage is the exercise's answer, so it is not shown).
    ``widget`` is what to display."""

    def __init__(self, n: int = 20, p: float = 0.1, method: str = "wald", seed: int = 1) -> None:
        import ipywidgets as widgets

        self.rng = random.Random(seed)
        self.n = widgets.IntSlider(value=n, min=5, max=100, description="n")
        self.p = widgets.FloatSlider(value=p, min=0.01, max=0.99, step=0.01, description="p")
        self.method = widgets.Dropdown(options=list(METHODS), value=method, description="interval")
        self.button = widgets.Button(description="Draw 20")
        self.result = widgets.HTML("")
        self.tally = [0, 0]
        for control in (self.n, self.p, self.method):
            control.observe(lambda _change: self.reset(), names="value")
        self.button.on_click(lambda _button: self.draw())
        self.widget = widgets.VBox(
            [widgets.HBox([self.n, self.p]), widgets.HBox([self.method, self.button]), self.result]
        )

    def reset(self) -> None:
        """Start a new tally (the settings changed)."""
        self.tally = [0, 0]
        self.result.value = ""

    def draw(self, samples: int = 20) -> str:
        """Draw ``samples`` samples at the current settings; the tally as a sentence."""
        n, p, method = self.n.value, self.p.value, self.method.value
        rows = draw(method, n, p, samples, self.rng)
        self.tally[0] += sum(row[3] for row in rows)
        self.tally[1] += samples
        covered, total = self.tally
        low, high = proportion_interval(covered, total)
        text = (
            f"{NAMES[method]}, n = {n}, p = {p:g}: {covered} of {total} intervals covered p "
            f"({covered / total:.0%}; 95 % Wilson interval for the coverage {low:.0%} to "
            f"{high:.0%})."
        )
        self.result.value = text
        return text

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Shown as its widget, with a plain-text form that names the settings."""
        bundle = self.widget._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        return f"CoverageDrawer(n={self.n.value}, p={self.p.value:g}, {self.method.value})"
