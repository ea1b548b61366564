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
    # Chromium 156's headless mode is the whole browser with its window hidden: every new window
    # (each test's context) also loaded the address bar's WebUI popups into a renderer of their
    # own (chrome://omnibox-popup.top-chrome/, its AI-mode page too), which kept a core about
    # 70 % busy while the test ran. No test uses an address bar: the Gnumies front-end tests took
    # 44 -> 26 s of CPU and 24 -> 17 s of wall time without them.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
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


# ----- accessibility: axe-core (npm devDependency) injected into the page -------------------------

AXE_JS = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "node_modules", "axe-core", "axe.min.js"
)

#: What "an accessibility failure" means in these tests.
AXE_FAILING_IMPACTS = ("serious", "critical")


def axe_violations(
    page: Any, include: str | None = None, impacts: tuple[str, ...] = AXE_FAILING_IMPACTS
) -> list[dict[str, Any]]:
    """Run axe-core in ``page`` (on the elements matching ``include``, default the whole document)
    and return its violations of the given impacts, each as
    ``{"id", "impact", "help", "nodes": [{"target", "summary"}]}`` (empty list: no violation).
    """
    if not os.path.exists(AXE_JS):
        raise RuntimeError(f"{AXE_JS} is missing: run `npm ci` (./dev.sh test does)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        with open(AXE_JS, encoding="utf-8") as f:
            page.add_script_tag(content=f.read())
    found = page.evaluate(
        """async (include) => {
            // Judge the final picture, not a frame of a transition (a theme switch fades the
            // buttons' background for 120 ms while their text colour changes at once).
            for (const a of document.getAnimations()) { try { a.finish(); } catch (e) { a.cancel(); } }
            const context = include ? { include: Array.from(document.querySelectorAll(include)) } : document;
            if (include && !context.include.length) throw new Error(`axe: nothing matches ${include}`);
            const result = await window.axe.run(context, { resultTypes: ["violations"] });
            return result.violations.map((v) => ({
              id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
            }));
        }""",
        include,
    )
    return [v for v in found if v["impact"] in impacts]


def axe_report(violations: list[dict[str, Any]]) -> str:
    """A readable summary of axe_violations() for an assertion message."""
    lines = []
    for v in violations:
        lines.append(f"{v['impact']}: {v['id']} ({v['help']})")
        lines.extend(f"    {n['target']}: {n['summary']}" for n in v["nodes"][:5])
    return "\n".join(lines)
