"""Fixtures of the table-server tests: a real server on loopback in a thread, and Chromium.

``server``: a fresh in-process server (uvicorn in a thread, in-memory SQLite) per test;
``teacher``: its teacher token. ``browser``: the shared headless Chromium of
tests/browser/chromium.py (one per test process). Browser tests are marked
``browser`` and grouped with the other browser tests under ``--dist loadgroup``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from tabletop_widgets import classroom

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def server():
    srv = classroom.serve()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="session")
def browser(chromium_browser):
    return chromium_browser


@pytest.fixture
def new_page(browser):
    """``new_page()`` opens a page in its own context (its own localStorage: its own seat), with
    reduced motion: a click waits for no card or die to finish flying (as in the Jupyter and
    whole-class browser tests; tests/browser/test_motion.py tests the motion itself)."""
    contexts = []
    errors: list[str] = []

    def make():
        context = browser.new_context(
            viewport={"width": 1000, "height": 800}, reduced_motion="reduce"
        )
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"uncaught page errors: {errors}"


def _jupyter_fixtures():
    """The real-JupyterLab fixtures of tests/jupyter/conftest.py, loaded once per process."""
    name = "tabletop_tests_jupyter_conftest"
    if name not in sys.modules:
        path = ROOT / "tests" / "jupyter" / "conftest.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


_jupyter = _jupyter_fixtures()
jupyter_server = _jupyter.jupyter_server
lab_browser = _jupyter.lab_browser
lab_page = _jupyter.lab_page
