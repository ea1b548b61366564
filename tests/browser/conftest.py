"""Front-end tests: each game's bundle rendered alone in headless Chromium with a fake model.

``render_widget(page, game, model_state)`` loads ``tabletop_widgets/<game>/static/widget.js``
from a Blob URL exactly as anywidget does (``import(URL.createObjectURL(new Blob([esm])))``),
puts ``widget.css`` in a ``<style>``, and renders it with a fake model that implements
``get/set/on/off/save_changes/send`` and records every message sent. The returned
``WidgetHandle`` reads the messages and pushes new state (``update``); ``connect(widget)``
wires it to a real Python widget so that clicks play the real engine (``pump``).

Any uncaught page error fails the test.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tabletop_widgets"


def _chromium():
    name = "tabletop_tests_chromium"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("chromium.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


chromium = _chromium()

PAGE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>widget</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { margin: 0; padding: 16px; background: var(--jp-layout-color0, #fff); color: var(--jp-ui-font-color1, #222);
         font-family: system-ui, sans-serif; }
</style></head><body data-jp-theme-light="true"><div id="widget" class="jp-OutputArea-output"></div></body></html>"""

# The fake anywidget model, then the module loaded from a Blob URL like anywidget's load_esm.
RENDER_JS = """
async ([esm, css, state]) => {
  const listeners = {};
  const tw = { state: { ...state }, sent: [], saved: 0, listeners };
  window.__tw = tw;
  const fire = (name, ...args) => (listeners[name] || []).slice().forEach((cb) => cb(...args));
  tw.fire = fire;
  const model = {
    get: (key) => tw.state[key],
    set: (key, value) => { tw.state[key] = value; fire(`change:${key}`, model, value); },
    on: (name, cb) => { (listeners[name] = listeners[name] || []).push(cb); },
    off: (name, cb) => {
      if (!name) { for (const k of Object.keys(listeners)) delete listeners[k]; return; }
      if (!cb) { delete listeners[name]; return; }
      listeners[name] = (listeners[name] || []).filter((f) => f !== cb);
    },
    save_changes: () => { tw.saved += 1; },
    send: (content, callbacks, buffers) => { tw.sent.push(JSON.parse(JSON.stringify(content))); },
  };
  tw.model = model;
  tw.push = (changes) => {
    Object.assign(tw.state, changes);
    for (const key of Object.keys(changes)) fire(`change:${key}`, model, changes[key]);
    fire("change", model);
  };
  const style = document.createElement("style");
  style.id = "tw-widget-css";
  style.textContent = css;
  document.head.append(style);
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const mod = await import(url);
  URL.revokeObjectURL(url);
  let widget = mod.default;
  if (typeof widget === "function") widget = await widget();
  if (widget.initialize) await widget.initialize({ model });
  tw.cleanup = await widget.render({ model, el: document.getElementById("widget") });
  return true;
}
"""

#: JupyterLab's dark theme, as far as the widget's CSS reads it.
DARK_THEME = {
    "--jp-layout-color0": "#111111",
    "--jp-layout-color1": "#212121",
    "--jp-layout-color2": "#424242",
    "--jp-ui-font-color0": "rgba(255,255,255,1)",
    "--jp-ui-font-color1": "rgba(255,255,255,0.87)",
    "--jp-ui-font-color2": "rgba(255,255,255,0.54)",
    "--jp-border-color1": "#616161",
    "--jp-brand-color1": "#42a5f5",
    "--jp-error-color0": "#ffcdd2",
    "--jp-error-color3": "#5d1c1c",
    "--jp-warn-color1": "#ffa726",
}


@pytest.fixture
def synced_state():
    """``synced_state(widget)``: ``widget_state`` as a fixture (test modules cannot import a
    conftest by name: pytest loads several modules called ``conftest``)."""
    return widget_state


def widget_state(widget: Any) -> dict[str, Any]:
    """The synced traits of a Python widget (what the browser model holds), JSON-normalised."""
    names = [
        n
        for n in widget.trait_names(sync=True)
        if not n.startswith("_")
        and n not in ("layout", "tabbable", "tooltip", "comm", "keys", "log_lines")
    ]
    return json.loads(json.dumps({n: getattr(widget, n) for n in names}))


class WidgetHandle:
    """A rendered bundle: read what it sent, push new state, or drive it from a real widget."""

    def __init__(self, page: Any, widget: Any = None) -> None:
        self.page = page
        self.widget = widget
        self.root = page.locator("#widget")

    # messages
    @property
    def messages(self) -> list[Any]:
        return self.page.evaluate("() => window.__tw.sent")

    def clear_messages(self) -> None:
        self.page.evaluate("() => { window.__tw.sent.length = 0; }")

    def get(self, name: str) -> Any:
        return self.page.evaluate("(name) => window.__tw.state[name]", name)

    # state
    def update(self, bump: bool = True, **changes: Any) -> None:
        """Set traits in the fake model and fire change events (revision bumped unless given)."""
        if bump and "revision" not in changes:
            changes["revision"] = (self.get("revision") or 0) + 1
        self.page.evaluate(
            "(changes) => window.__tw.push(changes)", json.loads(json.dumps(changes))
        )

    def connect(self, widget: Any) -> WidgetHandle:
        self.widget = widget
        self.update(bump=False, **widget_state(widget))
        return self

    def pump(self) -> list[Any]:
        """Deliver the recorded messages to the connected widget, then push its new state."""
        assert self.widget is not None, "connect(widget) first"
        sent = self.messages
        self.clear_messages()
        for content in sent:
            self.widget._on_message(self.widget, content, None)
        self.update(bump=False, **widget_state(self.widget))
        return sent

    def set_theme(self, dark: bool) -> None:
        """Switch the page between JupyterLab's light and dark theme variables."""
        self.page.evaluate(
            """([dark, vars]) => {
                document.body.dataset.jpThemeLight = dark ? "false" : "true";
                for (const [k, v] of Object.entries(vars)) {
                  if (dark) document.body.style.setProperty(k, v); else document.body.style.removeProperty(k);
                }
            }""",
            [dark, DARK_THEME],
        )


def bundle_paths(game: str) -> tuple[Path, Path]:
    static = PACKAGE / game / "static"
    return static / "widget.js", static / "widget.css"


@pytest.fixture(scope="session")
def browser():
    reason = chromium.available()
    if reason:  # ./dev.sh test installs Chromium: a missing browser is a broken set-up, not a skip
        pytest.fail(reason)
    yield chromium.acquire()
    chromium.release()


@pytest.fixture
def page(browser, request):
    """A fresh context and page; uncaught page errors fail the test."""
    options = getattr(request, "param", None) or {}
    context = browser.new_context(viewport={"width": 1200, "height": 900}, **options)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    pg.set_default_timeout(5000)
    yield pg
    context.close()
    if errors:
        pytest.fail("JavaScript errors in the page:\n" + "\n".join(errors))


@pytest.fixture
def axe_check():
    """``axe_check(page, include="#widget")`` -> the serious/critical axe-core violations.

    Injects axe-core (node_modules/axe-core, an npm devDependency) into the page and runs it on
    the elements matching ``include`` (None: the whole document). ``assert_accessible`` below
    asserts with a readable report (``chromium.axe_report``).
    """

    def check(page: Any, include: str | None = "#widget") -> list[dict[str, Any]]:
        return chromium.axe_violations(page, include)

    return check


@pytest.fixture
def assert_accessible(axe_check):
    """``assert_accessible(page, include="#widget", stage="start")``: fails with axe's report
    when there is any serious or critical violation."""

    def check(page: Any, include: str | None = "#widget", stage: str = "") -> None:
        violations = axe_check(page, include)
        assert not violations, f"axe-core, {stage or 'page'}:\n" + chromium.axe_report(violations)

    return check


@pytest.fixture
def render_widget():
    """``render_widget(page, game, model_state, widget=None) -> WidgetHandle``."""

    def render(
        page: Any, game: str, model_state: dict[str, Any] | None = None, widget: Any = None
    ) -> WidgetHandle:
        js, css = bundle_paths(game)
        state = widget_state(widget) if widget is not None else {}
        state.update(model_state or {})
        page.set_content(PAGE_HTML)
        page.evaluate(
            RENDER_JS, [js.read_text(encoding="utf-8"), css.read_text(encoding="utf-8"), state]
        )
        return WidgetHandle(page, widget)

    return render
