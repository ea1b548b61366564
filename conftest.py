"""Root pytest configuration: how the suite is spread over xdist workers.

``./dev.sh test`` runs ``pytest -n 2 --dist loadgroup --no-loadscope-reorder``. Every test gets an
xdist group: by default its file (like ``--dist loadfile``, so a notebook's
cells run in order in one kernel), except the conformance suite and the
widget contract tests, which are grouped per game so that the games' random plays
(and the fuzzing) are shared out over workers.

The workers take groups in collection order, so the slowest groups (``SLOW_FIRST``) are put
first and the many short ones fill in after them: the two workers finish together. (xdist's own
order, most tests first, would start a one-test group of several minutes, such as the Binder
build, last, while the other worker idles.)
"""

from __future__ import annotations

import os

import pytest

#: The slowest groups, slowest first (worker seconds on 2 busy cores, approximately): the
#: JupyterLite site in Chromium (~200-350 s), the Jupyter servers (~150 s), the Binder build and
#: its notebooks (~85 s), the documentation site, the shared Chromium's tests, ``./dev.sh lab``
#: (~60 s), the whole-class browser test (~60 s), the two-process Redis test (~50 s), Voilà, the
#: Hub, the fault tests (~25 s each).
SLOW_FIRST = (
    "tests/docs/test_jupyterlite.py",  # the Lite site's build and its Chromium tests (~200-350 s)
    "jupyter",
    "tests/docs/test_binder.py",
    "docs",
    "browser",
    "dev_sh",
    "tests/classroom_class/test_class_browser.py",
    "classroom-redis-two-processes",
    "voila",
    "hub",
    "classroom-faults-sqlite",
    "classroom-faults-redis",
)


def pytest_configure(config):
    # Any ``--dist loadgroup`` run (not only ./dev.sh test's) keeps the order set below.
    if getattr(config.option, "dist", None) == "loadgroup":
        config.option.loadscopereorder = False


def group_of(item) -> str | None:
    mark = item.get_closest_marker("xdist_group")
    if mark is None:
        return None
    return mark.args[0] if mark.args else mark.kwargs.get("name")


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
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # Under xdist only (a plain run keeps the files' order): slowest groups first, a stable
        # sort, so every group keeps its tests' order.
        rank = {group: index for index, group in enumerate(SLOW_FIRST)}
        items.sort(key=lambda item: rank.get(group_of(item), len(SLOW_FIRST)))


def pytest_xdist_node_collection_finished(node, ids):
    """Under ``--dist loadgroup`` every test id a worker collects must carry its group (the hook
    above gives every test one; xdist appends it to the id). pytest 9.2 broke that silently
    (pytest-dev/pytest-xdist#1386): every test was sent out on its own, so each worker built
    the docs and started a Jupyter server of its own. Stop and say so instead."""
    if getattr(node.config.option, "dist", None) != "loadgroup":
        return
    lost = [nodeid for nodeid in ids if "@" not in nodeid.rsplit("]", 1)[-1]]
    if lost:
        pytest.exit(
            f"pytest-xdist did not group {len(lost)} of {len(ids)} tests by their xdist_group "
            f"(e.g. {lost[0]}): pytest {pytest.__version__} with this pytest-xdist loses the "
            "groups (pytest-dev/pytest-xdist#1386); pyproject.toml pins a pytest that keeps them.",
            returncode=3,
        )
