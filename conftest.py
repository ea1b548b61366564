"""Root pytest configuration: how the suite is spread over xdist workers.

``./dev.sh test`` runs ``pytest -n 2 --dist loadgroup``. Every test gets an
xdist group: by default its file (like ``--dist loadfile``, so a notebook's
cells run in order in one kernel), except the conformance suite and the
widget contract tests, which are grouped per game so that the games' random plays
(and the fuzzing) are shared out over workers.
"""

from __future__ import annotations

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.get_closest_marker("xdist_group"):
            continue
        group = item.nodeid.split("::", 1)[0]
        if (
            ("tests/conformance/" in group or "tests/widgets/" in group)
            and hasattr(item, "callspec")
            and "name" in item.callspec.params
        ):
            layer = "widgets" if "tests/widgets/" in group else "conformance"
            group = f"{layer}-{item.callspec.params['name']}"
        item.add_marker(pytest.mark.xdist_group(group))
