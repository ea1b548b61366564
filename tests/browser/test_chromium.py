"""The shared Chromium runs no page of its own beside the tests' pages (tests/browser/chromium.py).

Chromium's headless mode is the whole browser with its window hidden, and a new version may add
a WebUI page to every window (the address bar's popups did: a renderer about 70 % busy for each
test's page). Such pages cost every browser test CPU and show nothing a test looks at.
"""

from __future__ import annotations


def targets(browser) -> dict[str, dict]:
    """Every target (page, WebUI, worker) the browser runs now, by id."""
    session = browser.new_browser_cdp_session()
    try:
        return {t["targetId"]: t for t in session.send("Target.getTargets")["targetInfos"]}
    finally:
        session.detach()


def test_a_new_window_opens_only_the_page_asked_for(browser):
    before = targets(browser)  # other tests' pages may still be open in this process
    context = browser.new_context()
    try:
        context.new_page().set_content("<p>one page</p>")
        opened = [t for key, t in targets(browser).items() if key not in before]
    finally:
        context.close()
    assert [t["type"] for t in opened if t["type"] == "page"] == ["page"], opened
    extra = [t["url"] for t in opened if t["type"] != "page"]
    assert not extra, f"Chromium opened pages of its own: {extra} (turn them off in LAUNCH_ARGS)"
