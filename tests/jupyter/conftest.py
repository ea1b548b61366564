"""One real Jupyter server and Chromium for the "play by clicking" tests, in JupyterLab or Notebook 7.

Fixtures:
- ``jupyter_server`` (session): one Jupyter server on 127.0.0.1 (free port, token, isolated
  config/runtime/settings/workspace/IPython dirs, pop-up-free settings, ``window.jupyterapp``
  exposed in both front ends), serving JupyterLab (``/lab``) and Notebook 7 (``/notebooks``);
  stopped with its whole process group (kernels too).
- ``jupyter_page``: a fresh browser page in one front end, ``"lab"`` by default; parametrize it
  with ``@pytest.mark.parametrize("jupyter_page", ["lab", "notebook"], indirect=True)``.
  Helpers (``JupyterPage``):
  ``open_game(source, name, title)`` opens a notebook (path, nbformat dict, or the code of one
  cell), runs it and returns the widget's root locator; ``click_and_wait(root, target)`` clicks
  and waits for the widget's ``data-revision`` to change (the kernel answered and the widget
  re-rendered); ``kernel_json(expr)`` evaluates ``expr`` in the kernel and returns it through
  JSON; lower level: ``open_notebook``, ``run_all``, ``wait_idle``, ``widget(title)``,
  ``kernel_print(code, expect)``, ``screenshot(root, name)``. The page's kernels are shut down
  after each test.
- ``lab_page``: the same as ``jupyter_page`` in JupyterLab (kept for the existing tests).

Mark tests ``@pytest.mark.jupyter`` and ``@pytest.mark.xdist_group("jupyter")`` so that under
``-n 2 --dist loadgroup`` they share one worker, hence one server.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _chromium():
    name = "tabletop_tests_chromium"
    if name not in sys.modules:
        path = ROOT / "tests" / "browser" / "chromium.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


chromium = _chromium()

SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"autoStartDefaultKernel": True},
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class JupyterServer:
    def __init__(self, base: Path) -> None:
        self.base = base
        self.root = base / "root"
        self.root.mkdir()
        self.port = _free_port()
        self.token = uuid.uuid4().hex
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = base / "server.log"
        self.proc: subprocess.Popen | None = None

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        dirs = {
            "JUPYTER_CONFIG_DIR": "config",
            "JUPYTER_RUNTIME_DIR": "runtime",
            "JUPYTERLAB_SETTINGS_DIR": "settings",
            "JUPYTERLAB_WORKSPACES_DIR": "workspaces",
            "IPYTHONDIR": "ipython",
        }
        for var, sub in dirs.items():
            path = self.base / sub
            path.mkdir(exist_ok=True)
            env[var] = str(path)
        env["JUPYTER_PLATFORM_DIRS"] = "1"
        env.pop("JUPYTER_TOKEN", None)
        for rel, content in SETTINGS.items():
            target = self.base / "settings" / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(content))
        return env

    def start(self, timeout: float = 90) -> None:
        cmd = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--LabApp.expose_app_in_browser=True",
            "--JupyterNotebookApp.expose_app_in_browser=True",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ]
        log = open(self.log_path, "w")  # noqa: SIM115 (kept open while the server runs)
        self.proc = subprocess.Popen(
            cmd,
            cwd=self.root,
            env=self.env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"JupyterLab exited early:\n{self.log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(
                    f"{self.url}/api/status?token={self.token}", timeout=2
                ) as r:
                    if r.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(
            f"JupyterLab did not start in {timeout} s:\n{self.log_path.read_text()[-3000:]}"
        )

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        pgid = os.getpgid(self.proc.pid)
        os.killpg(pgid, signal.SIGTERM)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(pgid, signal.SIGKILL)
            self.proc.wait(5)

    def add_notebook(self, source: Path | dict | Any, name: str) -> str:
        """Copy a notebook (path, or an nbformat node/dict) into the root dir; returns its name."""
        target = self.root / name
        if isinstance(source, (str, Path)):
            shutil.copyfile(source, target)
        else:
            import nbformat

            nbformat.write(nbformat.from_dict(source), str(target))
        return name


@pytest.fixture(scope="session")
def jupyter_server(tmp_path_factory):
    reason = chromium.available()
    if reason:  # ./dev.sh test installs Chromium: a missing browser is a broken set-up, not a skip
        pytest.fail(reason)
    server = JupyterServer(tmp_path_factory.mktemp("jupyterlab"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def lab_browser(jupyter_server):
    yield chromium.acquire()
    chromium.release()


WAIT_KERNEL_JS = """
() => {
  const app = window.jupyterapp;
  const w = app && app.shell.currentWidget;
  if (!w || !w.context || !w.context.isReady || !w.sessionContext) return false;
  const session = w.sessionContext.session;
  const k = session && session.kernel;
  return !!k && k.connectionStatus === "connected" && k.status === "idle";
}
"""

ADD_AND_RUN_JS = """
async (code) => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  const nb = panel.content;
  const model = nb.model;
  const index = model.cells.length;
  model.sharedModel.insertCell(index, { cell_type: "code", source: code });
  nb.activeCellIndex = index;
  await app.commands.execute("notebook:run-cell");
  return index;
}
"""


def one_cell_notebook(code: str) -> dict[str, Any]:
    """An nbformat-4 notebook dict with one code cell (Python 3 kernel)."""
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "cells": [
            {
                "cell_type": "code",
                "id": "game",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": code,
            }
        ],
    }


#: The front ends the server serves, and the URL of a notebook in each.
APPS = {
    "lab": "/lab/workspaces/{workspace}/tree/{name}?reset&token={token}",
    "notebook": "/notebooks/{name}?token={token}",
}


class JupyterPage:
    """A page in JupyterLab or Notebook 7 with helpers to open, run, click and read back."""

    def __init__(self, page: Any, server: JupyterServer, app: str = "lab") -> None:
        if app not in APPS:
            raise ValueError(f"app must be one of {sorted(APPS)}, not {app!r}")
        self.page = page
        self.server = server
        self.app = app

    def open_notebook(self, source: Path | dict, name: str, timeout: float = 60_000) -> None:
        self.server.add_notebook(source, name)
        # Lab: a fresh, reset workspace per notebook: otherwise JupyterLab restores the previous
        # test's notebook too, and it can be the current widget when "run all" is sent.
        url = APPS[self.app].format(
            workspace=name.replace(".", "-"), name=name, token=self.server.token
        )
        self.page.goto(self.server.url + url)
        self.page.wait_for_function("() => !!window.jupyterapp", timeout=timeout)
        self.page.wait_for_function(WAIT_KERNEL_JS, timeout=timeout, polling=200)

    def open_game(self, source: Path | dict | str, name: str, title: str | None = None) -> Any:
        """Open a notebook (a path, an nbformat dict, or the code of a one-cell notebook), run
        all of it and return the root locator of its first widget (with this title)."""
        if isinstance(source, str):
            source = one_cell_notebook(source)
        self.open_notebook(source, name)
        self.run_all()
        self.wait_idle()
        root = self.widget(title)
        root.scroll_into_view_if_needed()
        return root

    def run_all(self) -> None:
        self.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")

    def wait_idle(self, timeout: float = 60_000) -> None:
        self.page.wait_for_function(
            """() => {
              const w = window.jupyterapp.shell.currentWidget;
              const k = w.sessionContext.session.kernel;
              const busy = [...w.node.querySelectorAll('.jp-InputArea-prompt')].some(p => p.textContent.includes('*'));
              return k.status === 'idle' && !busy;
            }""",
            timeout=timeout,
            polling=200,
        )

    def widget(self, title: str | None = None, timeout: float = 60_000):
        """The root of the first rendered tabletop widget (optionally the one with this title)."""
        roots = self.page.locator(".jp-OutputArea-output .tw-root")
        if title:
            roots = roots.filter(has=self.page.locator(".tw-title", has_text=title))
        root = roots.first
        root.wait_for(state="visible", timeout=timeout)
        return root

    def kernel_print(self, code: str, expect: str | None = None, timeout: float = 30_000) -> str:
        """Add a cell with ``code`` at the end, run it and return its text output.

        Waits until the cell has its execution number and, when ``expect`` is given, until the
        output contains that text (outputs and the execute reply can arrive in either order).
        """
        index = self.page.evaluate(ADD_AND_RUN_JS, code)
        self.page.wait_for_function(
            """([i, expect]) => {
              const cell = document.querySelectorAll('.jp-Notebook .jp-Cell')[i];
              const prompt = cell && cell.querySelector('.jp-InputArea-prompt');
              if (!prompt || !/\\[\\d+\\]/.test(prompt.textContent)) return false;
              if (!expect) return true;
              return [...cell.querySelectorAll('.jp-OutputArea-output')].some((o) => o.textContent.includes(expect));
            }""",
            arg=[index, expect],
            timeout=timeout,
            polling=100,
        )
        cell = self.page.locator(".jp-Notebook .jp-Cell").nth(index)
        return "\n".join(cell.locator(".jp-OutputArea-output").all_inner_texts())

    def kernel_json(self, expr: str, setup: str = "") -> Any:
        """Evaluate the Python expression ``expr`` in the kernel (after ``setup`` statements)
        and return its value through JSON."""
        marker = f"TW{uuid.uuid4().hex[:8]}:"
        code = f"{setup}\nimport json as _tw_json\nprint({marker!r} + _tw_json.dumps({expr}))"
        text = self.kernel_print(code, expect=marker)
        line = next(line for line in text.splitlines() if line.startswith(marker))
        return json.loads(line[len(marker) :])

    def revision(self, root: Any) -> int:
        """The widget's data-revision (bumped by the kernel on every change)."""
        return int(root.get_attribute("data-revision"))

    def click_and_wait(self, root: Any, target: Any, timeout: float = 30_000) -> int:
        """Click ``target`` inside the widget ``root`` and wait until the widget re-rendered a
        new revision (the kernel has answered); returns the new revision."""
        before = self.revision(root)
        target.click()
        self.page.wait_for_function(
            "([el, r]) => Number(el.dataset.revision) > r",
            arg=[root.element_handle(), before],
            timeout=timeout,
        )
        return self.revision(root)

    def screenshot(self, root: Any, name: str) -> Path:
        """Save the widget's screenshot as test-artifacts/<name>.png (for the docs)."""
        out = ROOT / "test-artifacts"
        out.mkdir(exist_ok=True)
        path = out / f"{name}.png"
        root.screenshot(path=str(path))
        return path


#: Kept for the tests written before Notebook 7 support.
LabPage = JupyterPage


def _shutdown_sessions(server: JupyterServer) -> None:
    """Shut down every kernel session (frees the 2 cores between tests)."""
    base = f"{server.url}/api/sessions"
    headers = {"Authorization": f"token {server.token}"}
    try:
        with urllib.request.urlopen(urllib.request.Request(base, headers=headers), timeout=5) as r:
            sessions = json.load(r)
        for session in sessions:
            request = urllib.request.Request(
                f"{base}/{session['id']}", headers=headers, method="DELETE"
            )
            urllib.request.urlopen(request, timeout=10).close()
    except OSError:
        pass


def _jupyter_page(browser: Any, server: JupyterServer, app: str):
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, reduced_motion="reduce")
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        yield JupyterPage(page, server, app)
    finally:
        context.close()
        _shutdown_sessions(server)


@pytest.fixture
def jupyter_page(request, lab_browser, jupyter_server):
    """A page in JupyterLab (default) or Notebook 7:
    ``@pytest.mark.parametrize("jupyter_page", ["lab", "notebook"], indirect=True)``."""
    yield from _jupyter_page(lab_browser, jupyter_server, getattr(request, "param", "lab"))


@pytest.fixture
def lab_page(lab_browser, jupyter_server):
    """``jupyter_page`` in JupyterLab."""
    yield from _jupyter_page(lab_browser, jupyter_server, "lab")
