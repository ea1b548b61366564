"""One headless Debian Chromium per test process, shared by tests/browser and tests/jupyter.

Playwright allows one ``sync_playwright()`` per process, so both conftests take the
browser from here (reference counted; closed when the last session fixture ends).
Load it with ``load()`` below so that both conftests get the same module object.
"""

from __future__ import annotations

import os
from typing import Any

EXECUTABLE = os.environ.get("TW_CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

_state: dict[str, Any] = {"users": 0, "playwright": None, "browser": None}


def available() -> str | None:
    """None when the browser tests can run, else the reason they cannot."""
    if not os.path.exists(EXECUTABLE):
        return f"Chromium not found at {EXECUTABLE} (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed"
    return None


def acquire():
    """The shared browser (started on first use)."""
    if _state["browser"] is None:
        from playwright.sync_api import sync_playwright

        pw = sync_playwright().start()
        try:
            _state["browser"] = pw.chromium.launch(
                executable_path=EXECUTABLE, headless=True, args=LAUNCH_ARGS
            )
        except Exception:
            pw.stop()
            raise
        _state["playwright"] = pw
    _state["users"] += 1
    return _state["browser"]


def release() -> None:
    _state["users"] -= 1
    if _state["users"] <= 0 and _state["browser"] is not None:
        browser, pw = _state["browser"], _state["playwright"]
        _state.update(browser=None, playwright=None, users=0)
        try:
            browser.close()
        finally:
            pw.stop()
