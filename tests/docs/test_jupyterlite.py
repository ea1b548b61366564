"""The JupyterLite site: built once (in ``.venv-lite``), checked file by file, then played in Chromium.

The build runs in its own venv (``.venv-lite``, made by ``./dev.sh test``, or here when missing)
with the ``lite`` extra: the JupyterLite tools must stay out of the venv whose JupyterLab the
developers use (their JupyterLab extension breaks it).

The browser test serves the built site on 127.0.0.1 and aborts every request to anywhere else
(as a school's firewall would), opens each tutorial directly (no ``start_here`` first: every
notebook has its own kernel), plays one turn by clicking, and opens a lesson, whose numpy cannot
be fetched, to see the message that says so; then each game's one-page app, one turn each. A cell
that raises fails the test at once with its traceback (Pyodide differs from CPython: no threads,
no compiled extras), a widget that never appears with the page's console. Each Pyodide kernel
takes 17-80 s to start on these machines: the six notebooks are opened at once (their kernels
start side by side) in one browser, and the whole file is one xdist group started first
(conftest.py's ``SLOW_FIRST``). Measured on 2 cores: notebooks 101 s and apps 82 s alone, 183 s
and 88 s beside the Binder test.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LITE_VENV = Path(os.environ.get("LITE_VENV", ROOT / ".venv-lite"))
if not LITE_VENV.is_absolute():
    LITE_VENV = ROOT / LITE_VENV
CDN = "https://cdn.jsdelivr.net/"


def _load(name: str, path: Path):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


chromium = _load("tabletop_tests_chromium", ROOT / "tests" / "browser" / "chromium.py")
lite_build = _load("tabletop_lite_build", ROOT / "jupyterlite" / "build.py")


def lite_python() -> Path:
    """The Python of the JupyterLite venv (created with the ``lite`` extra when missing)."""
    python = LITE_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(LITE_VENV)], check=True)
        subprocess.run(
            [sys.executable, "-m", "uv", "pip", "install", "--python", str(python), "-q"]
            + ["-e", f"{ROOT}[lite]"],
            check=True,
        )
    return python


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The site, built once for this file's tests."""
    out = tmp_path_factory.mktemp("lite") / "site"
    subprocess.run(
        [str(lite_python()), str(ROOT / "jupyterlite" / "build.py"), str(out)],
        cwd=out.parent,
        check=True,
    )
    return out


def test_the_development_venv_has_no_jupyterlite_extension():
    """JupyterLab in the developers' venv must not load the Lite kernel's extension."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    found = sorted(
        str(p.parent.relative_to(share)) for p in share.glob("@jupyterlite/*/package.json")
    )
    assert not found, f"{found} in {share}: run ./dev.sh lab (it moves the Lite tools out)"


def test_the_site_serves_its_own_pyodide_and_preloads_the_package(site):
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    extensions = {e["name"]: e for e in config["federated_extensions"]}
    assert {"anywidget", "@jupyter-widgets/jupyterlab-manager"} <= set(extensions)
    assert (site / "extensions" / "anywidget" / extensions["anywidget"]["load"]).is_file()

    # the kernel loads the site's Pyodide (npm's core) and preloads tabletop_widgets
    kernel = config["litePluginSettings"][lite_build.KERNEL_PLUGIN]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["loadPyodideOptions"]["packages"] == ["tabletop-widgets"]
    pyodide = site / "static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (pyodide / name).is_file(), name
    packages = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    preloaded = lite_build.closure(packages, ["tabletop-widgets", *lite_build.KERNEL_PACKAGES])
    assert {"tabletop-widgets", "anywidget", "ipywidgets", "comm", "ipython"} <= preloaded
    assert not preloaded & {"numpy", "scipy", "matplotlib"}, preloaded
    for name in sorted(preloaded):  # every one in the site, with its real hash
        wheel = pyodide / packages[name]["file_name"]
        assert wheel.is_file(), name
        assert lite_build.sha256(wheel) == packages[name]["sha256"], name
    # what is not in the site comes from the CDN of the same Pyodide, when a notebook needs it
    assert packages["numpy"]["file_name"].startswith(CDN + "pyodide/v"), packages["numpy"]
    names = zipfile.ZipFile(pyodide / packages["tabletop-widgets"]["file_name"]).namelist()
    assert "tabletop_widgets/yum/static/widget.js" in names
    stdlib = zipfile.ZipFile(pyodide / "python_stdlib.zip")
    assert (
        stdlib.read("sitecustomize.py") == (ROOT / "tabletop_widgets" / "compiled.py").read_bytes()
    )

    # every notebook of notebooks/, and a start page that says what is true
    files = {p.name for p in (site / "files").glob("*.ipynb")}
    expected = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")} | {"start_here.ipynb"}
    assert expected <= files, expected - files
    start = json.loads((site / "files" / "start_here.ipynb").read_text())
    text = "".join(start["cells"][0]["source"])
    assert "once per session" not in text and "%pip" not in json.dumps(start)
    assert "Every notebook's kernel starts with tabletop_widgets installed" in text


def test_a_whole_pyodide_distribution_makes_a_lock_with_no_outside_address(site, tmp_path):
    """``--pyodide DIR``: every package the lock names is a file of the site's Pyodide."""
    full = tmp_path / "pyodide-full"
    shutil.copytree(site / "static" / "pyodide", full)
    lock = json.loads((full / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():  # a downloaded distribution holds every wheel
        entry["file_name"] = entry["file_name"].rsplit("/", 1)[-1]
        (full / entry["file_name"]).touch()
    (full / "pyodide-lock.json").write_text(json.dumps(lock))
    wheels = sorted((site / "pypi").glob("*.whl"))
    dest = tmp_path / "out"
    lite_build.prepare_pyodide(full, dest, wheels, cdn=None)
    text = (dest / "pyodide-lock.json").read_text()
    assert "://" not in text
    for entry in json.loads(text)["packages"].values():
        assert (dest / entry["file_name"]).is_file(), entry["file_name"]
    with pytest.raises(SystemExit, match="no Pyodide in"):
        lite_build.main(["--pyodide", str(tmp_path / "nothing"), str(tmp_path / "x")])


# ----- in Chromium, with every request outside the site aborted ----------------------------------


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture(scope="module")
def served(site):
    """The site on 127.0.0.1 (a free port), exposing ``window.jupyterapp`` to the tests."""
    config_path = site / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    config["jupyter-config-data"]["exposeAppInBrowser"] = "true"
    config_path.write_text(json.dumps(config))
    handler = functools.partial(_Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def lite_browser():
    reason = chromium.available()
    if reason:
        pytest.fail(reason)
    yield chromium.acquire()
    chromium.release()


WAIT_KERNEL_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.context && w.context.isReady && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""
RUN_UP_TO_JS = """(i) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  nb.activeCellIndex = i;
  return window.jupyterapp.commands.execute('notebook:run-all-above').then(() =>
    window.jupyterapp.commands.execute('notebook:run-cell'));
}"""

#: Each game's first clicks: one turn of the person's (the bots then answer in the kernel).
TURNS = {
    "yum": [("yum-roll", None), (None, ".yum-score-btn:not(.is-refused)")],
    "gin_rummy": [("gin-stock", None), (None, ".gin-hand [data-card]"), ("gin-discard", None)],
    "gyumi": [("gy-take-0", None), ("gy-play", None)],
    "gnumies": [(None, '[data-testid^="gn-hand-"]:not([disabled])')],
    "carousel": [("draw", None)],
}


def widget_cell(notebook: Path) -> int:
    """The index of the first cell that shows a game widget (its last line names it)."""
    cells = json.loads(notebook.read_text())["cells"]
    for i, cell in enumerate(cells):
        source = "".join(cell["source"]).strip()
        last = source.splitlines()[-1] if source else ""
        if cell["cell_type"] == "code" and "Widget(" in source and last.isidentifier():
            return i
    raise AssertionError(f"no widget cell in {notebook.name}")


class LiteContext:
    """A browser context whose every request outside the site is aborted and recorded (routed
    on the context: the kernels' workers fetch through it too)."""

    def __init__(self, browser, base: str) -> None:
        self.context = browser.new_context(viewport={"width": 1200, "height": 900})
        self.aborted: list[str] = []
        self.console: list[str] = []  # the pages' and workers' console, for failure messages
        self.context.route("**/*", self._route(base))
        self.context.on("console", lambda m: self.console.append(f"{m.type}: {m.text[:300]}"))
        self.context.on("weberror", lambda e: self.console.append(f"error: {e.error}"))

    def _route(self, base: str):
        def route(r):
            if r.request.url.startswith(base + "/"):
                r.continue_()
            else:
                self.aborted.append(r.request.url)
                r.abort()

        return route

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = None


class LitePage:
    """A page of the served site (``path``: a notebook in JupyterLab, or an app) in a context of
    its own (pages of one context shared a renderer: five apps in one took 119 s, 85 s apart)."""

    def __init__(self, browser, base: str, path: str) -> None:
        self.own = LiteContext(browser, base)
        self.aborted = self.own.aborted
        self.console = self.own.console
        self.page = self.own.context.new_page()
        self.path = path
        self.page.set_default_timeout(30_000)
        self.page.goto(f"{base}/{path}")

    # Every wait is for an event, with room for a busy machine: two cores shared with the
    # rest of the suite start five Pyodide kernels at once here (17-80 s each when idle).
    def wait_kernel(self, timeout: float = 600_000) -> None:
        self.page.wait_for_function(WAIT_KERNEL_JS, timeout=timeout, polling=500)

    def run_up_to(self, index: int, timeout: float = 300_000) -> None:
        self.page.evaluate(RUN_UP_TO_JS, index)
        cell = self.page.locator(".jp-Notebook .jp-Cell").nth(index)
        cell.locator(".jp-InputArea-prompt").filter(has_text=re.compile(r"\[\d+\]")).wait_for(
            timeout=timeout
        )
        # a cell that raised says why at once (not a widget that never appears, minutes later)
        error = cell.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
        text = "\n".join(error.all_inner_texts())
        assert "Traceback" not in text, f"cell {index} of {self.path} raised:\n{text}"

    def play_one_turn(self, game: str, timeout: float = 300_000) -> None:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        root = self.page.locator(".jp-OutputArea-output .tw-root").first
        try:
            root.wait_for(state="visible", timeout=timeout)
        except PlaywrightTimeout:
            status = self.page.locator("#status")  # an app's page says why it could not start
            said = status.inner_text() if status.count() else ""
            log = "\n".join(self.own.console[-20:])
            raise AssertionError(f"no {game} widget in {self.path}: {said}\n{log}") from None
        root.scroll_into_view_if_needed()
        start = int(root.get_attribute("data-revision"))
        for test_id, css in TURNS[game]:
            target = root.get_by_test_id(test_id) if test_id else root.locator(css).first
            before = int(root.get_attribute("data-revision"))
            target.click()
            if css and "gin-hand" in css:  # selecting a card is local: no kernel answer
                continue
            self.page.wait_for_function(
                "([el, r]) => Number(el.dataset.revision) > r",
                arg=[root.element_handle(), before],
                timeout=180_000,
            )
        assert root.get_by_test_id("tw-error").count() == 0, game
        assert int(root.get_attribute("data-revision")) > start, game

    def close(self) -> None:
        self.own.close()


@pytest.mark.browser
def test_every_tutorial_plays_when_opened_first_and_a_lesson_says_why_numpy_is_missing(
    served, lite_browser
):
    started = time.monotonic()
    games = list(TURNS)
    pages = {
        g: LitePage(lite_browser, served, f"lab/index.html?path={g}_tutorial.ipynb") for g in games
    }
    lesson = LitePage(lite_browser, served, "lab/index.html?path=yum_lesson.ipynb")  # six at once
    try:
        for game in games:
            page = pages[game]
            page.wait_kernel()
            page.run_up_to(widget_cell(ROOT / "notebooks" / f"{game}_tutorial.ipynb"))
            page.play_one_turn(game)
            assert page.aborted == [], (game, page.aborted)
            page.close()
        lesson.wait_kernel()
        cells = json.loads((ROOT / "notebooks" / "yum_lesson.ipynb").read_text())["cells"]
        index = next(i for i, c in enumerate(cells) if c["cell_type"] == "code")
        lesson.page.evaluate(RUN_UP_TO_JS, index)
        first = lesson.page.locator(".jp-Notebook .jp-Cell").nth(index)
        out = first.locator(".jp-OutputArea-output")
        out.filter(has_text="needs internet access to load").first.wait_for(timeout=300_000)
        # the only requests that left the site: the compiled packages, from Pyodide's CDN
        assert lesson.aborted and all(u.startswith(CDN) for u in lesson.aborted), lesson.aborted
    finally:
        for page in [*pages.values(), lesson]:
            page.close()
    print(f"six notebooks in the browser: {time.monotonic() - started:.0f} s")


#: The seeds of the tutorials' tables, for which ``TURNS`` are each a legal first turn.
APP_SEEDS = {"yum": 7, "gin_rummy": 2, "gyumi": 5, "gnumies": 6, "carousel": 2}


@pytest.mark.browser
def test_each_game_as_a_one_page_app_opens_onto_the_game_and_plays_a_turn(served, lite_browser):
    started = time.monotonic()
    assert set(APP_SEEDS) == set(lite_build.APPS) == set(TURNS)
    pages = {g: LitePage(lite_browser, served, f"apps/{g}.html?seed={APP_SEEDS[g]}") for g in TURNS}
    try:
        for game, page in pages.items():
            title = page.page.locator(".tw-root .tw-title").first
            page.play_one_turn(game, timeout=600_000)
            assert lite_build.APPS[game][0] in title.inner_text(), game
            assert page.page.title() == lite_build.APPS[game][0]
            assert page.aborted == [], (game, page.aborted)
            page.close()
    finally:
        for page in pages.values():
            page.close()
    print(f"five apps in the browser: {time.monotonic() - started:.0f} s")
