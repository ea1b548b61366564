"""A game served as an app with Voilà: play a turn by clicking, then try to cheat from the page.

Voilà runs the notebook ``notebooks/apps/gin_rummy_app.ipynb`` and shows only its outputs, the way
a teacher hands a game to students without code access. The page is then used as a hostile
student would use it: it writes the traits that decide what is shown (``mode``, ``humans``,
``seat``, ``handover``), sends a move for the bot's seat and junk messages, and the test checks
that nothing it receives afterwards names a card it may not see.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("voila")]

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "notebooks" / "apps" / "gin_rummy_app.ipynb"
CARD = re.compile(r"^(?:10|[2-9AJQKT])[CDHS]$")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    voila = Path(sys.executable).with_name("voila")
    assert voila.exists(), "voila is not installed (the `app` extra)"
    home = tmp_path_factory.mktemp("voila")
    shutil.copy(APP, home / "app.ipynb")
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1", PYTHONPATH=str(ROOT))
    for name, sub in [
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
    ]:
        env[name] = str(home / sub)
    port = _free_port()
    proc = subprocess.Popen(
        [
            str(voila),
            "app.ipynb",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
        ],
        cwd=home,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(home / "voila.log", "w"),  # noqa: SIM115 - closed with the process
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert proc.poll() is None, (home / "voila.log").read_text()[-2000:]
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            time.sleep(0.2)
    else:
        pytest.fail("Voilà did not start listening within 60 s")
    yield f"http://127.0.0.1:{port}/"
    proc.send_signal(signal.SIGTERM)  # Voilà stops its kernels itself
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="module")
def browser(chromium_browser):
    return chromium_browser


# The page's own handle on the widget's model: what any script in the page can reach. It records
# the model at every revision, that is after every update the kernel sent.
FIND_MODEL = """
() => {
  const models = [...window.jupyterapp.widgetManager._modelsSync.values()];
  const gin = models.filter((m) => String(m.get("_anywidget_id") || "").endsWith("GinRummyWidget"));
  if (gin.length !== 1) throw new Error(`expected one Gin Rummy model, found ${gin.length}`);
  window.__gin = gin[0];
  window.__seen = [];
  const record = () => window.__seen.push(JSON.stringify({
    view: gin[0].get("view"), legal: gin[0].get("legal"), seat: gin[0].get("seat"),
    mode: gin[0].get("mode"), humans: gin[0].get("humans"), handover: gin[0].get("handover"),
    refusals: gin[0].get("refusals"), log: gin[0].get("log"),
  }));
  gin[0].on("change:revision", record);  // the revision is bumped by the kernel only
  record();
  return true;
}
"""


def _cards_in(value) -> set[str]:
    found: set[str] = set()
    if isinstance(value, str):
        if CARD.match(value):
            found.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            found |= _cards_in(v)
    elif isinstance(value, list):
        for v in value:
            found |= _cards_in(v)
    return found


def _revision(root) -> int:
    return int(root.get_attribute("data-revision"))


def _wait_revision(page, root, revision: int) -> None:
    page.wait_for_function(
        "([el, r]) => Number(el.dataset.revision) > r",
        arg=[root.element_handle(), revision],
        timeout=20_000,
    )


def test_play_a_turn_in_voila_and_the_page_cannot_see_more(voila_url, browser):
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    try:
        page.goto(voila_url, timeout=90_000)
        root = page.locator(".tw-root").first
        root.wait_for(timeout=90_000)
        assert page.evaluate(FIND_MODEL)

        # A turn by clicking: draw from the stock, choose a card, discard it.
        revision = _revision(root)
        root.get_by_test_id("gin-stock").click()
        _wait_revision(page, root, revision)
        hand = root.locator(".gin-hand [data-card]")
        assert hand.count() == 11
        chosen = hand.first.get_attribute("data-card")
        hand.first.click()
        revision = _revision(root)
        root.get_by_test_id("gin-discard").click()
        _wait_revision(page, root, revision)
        assert root.locator(".gin-hand [data-card]").count() == 10
        mine = set(page.evaluate("window.__gin.get('view').hand"))
        assert chosen not in mine and len(mine) == 10

        # The hostile page: trait writes that would reveal everything, then moves for the bot.
        attacks = [
            "m.set('mode', 'reveal'); m.save_changes();",
            "m.set('humans', [0, 1]); m.set('seat', 1); m.save_changes();",
            "m.set('seat', 'x'); m.save_changes();",
            "m.set('handover', true); m.set('view', {}); m.save_changes();",
            "m.send({type: 'act', seat: 1, action: {type: 'draw', source: 'stock'}});",
            "m.send({type: 'act', action: {type: 'discard', card: 'AS'}, seat: 1});",
            "m.send({type: 'handover'}); m.send({type: 'undo'});",
            "m.send({type: 'act', action: {type: 'draw', source: 'stock'}});",
            "m.send('junk'); m.send({type: 'reveal'}); m.send({type: 'act'});",
        ]
        for attack in attacks:
            revision = _revision(root)
            page.evaluate(f"() => {{ const m = window.__gin; {attack} }}")
            _wait_revision(page, root, revision)

        # Everything the page received: its own cards, the discard pile and the log, nothing else.
        seen = [json.loads(s) for s in page.evaluate("window.__seen")]
        assert len(seen) > len(attacks)
        last = seen[-1]
        assert last["mode"] == "bots" and last["seat"] == 0 and last["humans"] == [0]
        # Cards this seat may know: its own hands over time, the discard piles, the public log.
        allowed = set()
        for snapshot in seen:
            view = snapshot["view"]
            allowed |= _cards_in(view.get("hand")) | _cards_in(view.get("discard"))
            allowed |= _cards_in(snapshot["log"])
        for snapshot in seen:
            assert snapshot["mode"] == "bots" and snapshot["seat"] == 0
            assert snapshot["humans"] == [0] and snapshot["handover"] is False
            shown = _cards_in(snapshot["view"]) | _cards_in(snapshot["legal"])
            assert shown <= allowed, f"the page received hidden cards: {sorted(shown - allowed)}"
        error = page.evaluate("window.__gin.get('error')")
        assert error, "the last refused message left no explanation"
        assert "Traceback" not in page.content()
    finally:
        context.close()
