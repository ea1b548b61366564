"""The Gin coach's start-up: its t multiplier without scipy, and the widget's warm-up."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from scipy import stats

from tabletop_widgets.gin_rummy import coach


def test_t95_matches_scipy():
    for df in [*range(1, 200), 500, 1000, 5000]:
        assert coach.t95(df) == pytest.approx(float(stats.t.ppf(0.975, df)), abs=1e-3), df
    with pytest.raises(ValueError):
        coach.t95(0)


def test_the_coach_does_not_import_scipy():
    """scipy.stats took most of a fresh process's first hint (about 1.2 s of its import)."""
    tree = ast.parse(Path(coach.__file__).read_text())
    imported = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    imported += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert imported and not [m for m in imported if m.split(".")[0] == "scipy"]


def test_the_widget_warms_the_coach_once():
    from tabletop_widgets.engine.coach import warming
    from tabletop_widgets.gin_rummy.widget import GinRummyWidget

    GinRummyWidget(seed=1)
    thread = warming(coach.__name__)
    assert thread is not None, "the widget's table started the warm-up"
    thread.join(60)
    assert not thread.is_alive()
    GinRummyWidget(seed=2)
    assert warming(coach.__name__) is thread, "one warm-up a process"
