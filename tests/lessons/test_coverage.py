"""The coverage experiment (notebooks/carousel_coverage.ipynb): intervals as scipy computes
them, exact coverage as an independent sum of binomial terms, the notebook's printed figures
recomputed, and the pupils' exercise (versions, answer, box)."""

from __future__ import annotations

import random
import re
from fractions import Fraction
from math import comb, sqrt
from pathlib import Path

import nbformat
import numpy as np
import pytest

from tabletop_widgets.engine.intervals import proportion_interval
from tabletop_widgets.lessons import coverage

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "carousel_coverage.ipynb"
GRID = np.arange(1, 100) / 100


def test_intervals_are_wald_wilson_and_clopper_pearson():
    n = 20
    for method in ("wilson", "exact"):
        low, high = coverage.intervals(method, n)
        for k in range(n + 1):
            expected = proportion_interval(k, n, method=method)
            assert low[k] == pytest.approx(expected[0], abs=1e-9)
            assert high[k] == pytest.approx(expected[1], abs=1e-9)
    low, high = coverage.intervals("wald", n)
    assert (low[3], high[3]) == pytest.approx(
        (0.15 - 1.959964 * sqrt(0.15 * 0.85 / 20), 0.15 + 1.959964 * sqrt(0.15 * 0.85 / 20))
    )
    with pytest.raises(ValueError, match="method"):
        coverage.intervals("agresti", 10)
    with pytest.raises(ValueError, match="whole number"):
        coverage.intervals("wald", 0)


def _coverage_by_fractions(method: str, n: int, p: Fraction) -> float:
    low, high = coverage.intervals(method, n)
    return float(
        sum(comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1) if low[k] <= p <= high[k])
    )


@pytest.mark.parametrize("method", coverage.METHODS)
def test_exact_coverage_is_the_sum_of_the_covering_binomial_terms(method):
    for n, p in [(10, Fraction(1, 10)), (20, Fraction(3, 10)), (50, Fraction(1, 100))]:
        assert coverage.coverage(method, n, float(p)) == pytest.approx(
            _coverage_by_fractions(method, n, p), abs=1e-12
        )
    values = coverage.coverage(method, 20, [0.1, 0.3])
    assert values.shape == (2,)


def test_with_no_wins_the_wald_interval_is_a_point_and_misses():
    for n in (10, 20, 50):
        low, high = coverage.intervals("wald", n)
        assert (low[0], high[0]) == (0, 0)
        p = 0.1  # so Wald misses at least whenever k = 0, which has chance (1 - p)^n
        assert 1 - coverage.coverage("wald", n, p) >= (1 - p) ** n


def test_what_the_notebook_says_of_the_three_methods():
    for n in (10, 20, 50, 100):
        assert coverage.lowest_coverage("exact", n, GRID)[0] >= 0.95  # never below
        wilson = coverage.lowest_coverage("wilson", n, GRID)[0]
        assert 0.90 < wilson < 0.95  # near 95 %, sometimes a little below
    for n in range(10, 101):
        assert coverage.lowest_coverage("wald", n, GRID)[0] < 0.90
    n, wald, drops = _wald_drop()
    assert len(drops) >= 2 and wald[n - 1] - wald[n] > 0.1


def _wald_drop() -> tuple[int, dict[int, float], list[int]]:
    """Wald does not get reliable as n grows: its coverage at p = 0.2 jumps up and down in n
    (the largest drop from n - 1 to n, the coverages, the n where it drops)."""
    wald = {n: coverage.coverage("wald", n, 0.2) for n in range(10, 31)}
    drops = [n for n in range(11, 31) if wald[n] < wald[n - 1]]
    return max(drops, key=lambda n: wald[n - 1] - wald[n]), wald, drops


def _outputs(cell) -> str:
    return "".join(
        o.get("text", "") if o.output_type == "stream" else o.get("data", {}).get("text/plain", "")
        for o in cell.outputs
    )


def test_the_notebooks_printed_figures_are_recomputed():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    text = "\n".join(_outputs(c) for c in nb.cells if c.cell_type == "code")
    rows = coverage.draw("wald", 20, 0.1, 20, random.Random(2026))
    missed = sorted(k for k, _, _, covers in rows if not covers)
    assert f"{len(missed)} of 20 Wald intervals miss p = 0.1 (their counts k: {missed})." in text
    assert all(k == 0 for k in missed)  # the notebook's reading: k = 0 gives [0, 0]
    assert f"misses with chance {1 - coverage.coverage('wald', 20, 0.1):.1%} here." in text
    for n in (10, 20, 50, 100):
        cells = "  ".join(f"{coverage.coverage(m, n, 0.1):6.1%}" for m in coverage.METHODS)
        assert f"n = {n:3}               {cells}" in text
        worst = coverage.lowest_coverage("wald", n, GRID)
        assert f"n = {n:3}: Wald {worst[0]:.1%} (at p = {worst[1]:g})" in text
    assert "below 90 % for 91 of the 91 sample sizes" in text
    n, wald, drops = _wald_drop()
    assert (
        f"Wald at p = 0.2: n = {n - 1} covers {wald[n - 1]:.1%}, n = {n} only {wald[n]:.1%}: "
        f"one more game, less coverage ({len(drops)} such drops for n = 10 ... 30)."
    ) in text
    (box,) = re.findall(r"AnswerBox\(coverage-1 for (\w+): not checked yet\)", text)
    assert box == "Ada"


def test_the_exercise_has_many_versions_none_a_worked_example():
    versions = {(n, p) for n in coverage.EXERCISE_NS for p in coverage.EXERCISE_PS}
    assert len(versions) >= 20
    assert all(p != 0.1 for _, p in versions)  # the notebook prints coverages at p = 0.1 only
    assert not {n for n, _ in versions} & {10, 20, 50, 100}  # and plots these n
    seen = {tuple(coverage.exercise(f"pupil {i}").params.values()) for i in range(400)}
    assert seen == versions
    ex = coverage.exercise("Ada")
    n, p = ex.params["n"], ex.params["p"]
    answer = _coverage_by_fractions("wald", n, Fraction(str(p)))
    assert ex.check(f"{answer:.3f}").right and not ex.check(f"{answer + 0.01:.3f}").right
    assert coverage.exercise(" ada ").params == ex.params
    with pytest.raises(ValueError, match="non-empty"):
        coverage.exercise("  ")


def test_the_drawer_tallies_with_an_interval_and_resets():
    drawer = coverage.CoverageDrawer(n=20, p=0.1, seed=7)
    first = drawer.draw()
    second = drawer.draw()
    covered, total = drawer.tally
    low, high = proportion_interval(covered, total)
    assert total == 40 and second.startswith(f"Wald, n = 20, p = 0.1: {covered} of 40 ")
    assert f"{low:.0%} to {high:.0%}" in second and first != second
    assert "exact coverage" not in second  # the exercise's answer is not shown
    drawer.p.value = 0.3
    assert drawer.tally == [0, 0] and drawer.result.value == ""
    assert repr(drawer) == "CoverageDrawer(n=20, p=0.3, wald)"
    assert drawer._repr_mimebundle_()["text/plain"] == repr(drawer)


def test_the_animation_draws_the_seeded_intervals_offline():
    import matplotlib

    matplotlib.use("Agg")
    page = coverage.animate_draws("wilson", n=10, p=0.3, samples=3, seed=4, name="cov_test")
    assert "http" not in page and "_anim_imgcov_test" in page
    assert len(re.findall(r"frames\[\d+\]", page)) == 3
