"""Fixtures of the class tests: a server in a thread, its HTTP client with the teacher's header,
the shared Chromium and axe-core (tests/browser/chromium.py)."""

from __future__ import annotations

import httpx
import pytest

from tabletop_widgets import classroom


@pytest.fixture
def server():
    srv = classroom.serve()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture
def http(server):
    """``http``: an httpx client on the server; ``http.teacher`` holds the teacher's header."""
    with httpx.Client(base_url=server.url, timeout=30) as client:
        client.teacher = {"Authorization": f"Bearer {server.teacher_token}"}
        yield client


@pytest.fixture(scope="session")
def browser(chromium_browser):
    return chromium_browser
