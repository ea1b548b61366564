"""A hostile page of another Hub user, with and without JupyterHub's ``subdomain_host``.

A model of the Hub's layout in one browser (no Hub start: the service's own login middleware
with a table of Hub tokens): the service serves ``/services/tabletop/`` on
``tabletop--service.localhost`` (JupyterHub 5's name for a service under ``subdomain_host``);
carol's page is served either on the same origin (``/user/carol/...``: no subdomains) or on
``carol.localhost`` (subdomains). Chromium resolves every ``*.localhost`` to this machine.

What docs/architecture.md ("Threat model") claims, checked:

- without subdomains, a page carol wrote, opened by bob, finds no seat token kept anywhere;
  a token it obtains by acting as bob opens nothing for carol (seats belong to Hub users);
- with subdomains, the same page gets no token, no seat and no teacher action, even opened
  by the teacher.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
import time
from pathlib import Path

import pytest
import requests
import uvicorn
from websockets.sync.client import connect

from tabletop_widgets.classroom.server.hub_auth import HubIdentity, HubLogin
from tabletop_widgets.classroom.server.routes import build_app
from tabletop_widgets.classroom.server.serve import uvicorn_config

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("hub")]

PREFIX = "/services/tabletop"
SCOPES = ["access:services!service=tabletop"]
USERS = {
    "t-teacher": {"kind": "user", "name": "ms-lee", "admin": True, "groups": [], "scopes": SCOPES},
    "t-bob": {"kind": "user", "name": "bob", "admin": False, "groups": [], "scopes": SCOPES},
    "t-carol": {"kind": "user", "name": "carol", "admin": False, "groups": [], "scopes": SCOPES},
}


class FakeHubAuth:
    """The Hub's answers for the tokens its OAuth would have put in the service's cookie."""

    access_scopes = set(SCOPES)

    async def user_for_token(self, token, sync=True):
        return USERS.get(token)

    def check_scopes(self, required, user):
        return set(required) & set(user.get("scopes", []))


def _chromium():
    name = "tabletop_tests_chromium"  # shared with tests/browser and tests/jupyter
    if name not in sys.modules:
        path = Path(__file__).resolve().parents[1] / "browser" / "chromium.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture(scope="module")
def service():
    identity = HubIdentity(FakeHubAuth())
    app = build_app(None, None, identity)
    server = uvicorn.Server(uvicorn_config(HubLogin(app, identity, PREFIX + "/"), "127.0.0.1", 0))
    server.install_signal_handlers = lambda: None
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the service did not start"
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield app, port
    server.should_exit = True
    thread.join(5)


@pytest.fixture(scope="module")
def browser():
    chromium = _chromium()
    if chromium.available():
        pytest.fail(chromium.available())
    yield chromium.acquire()
    chromium.release()


def signed_in(browser, host, port, token):
    """A browser profile whose Hub login for the service is ``token`` (the OAuth's cookie)."""
    context = browser.new_context()
    context.add_cookies(
        [
            {
                "name": "tabletop-hub-token",
                "value": token,
                "domain": host,
                "path": PREFIX + "/",
                "httpOnly": True,
                "sameSite": "Lax",
            }
        ]
    )
    # carol's page, wherever it is served: an empty page her script then runs in.
    context.route(
        "**/user/carol/**",
        lambda route: route.fulfill(status=200, content_type="text/html", body="<p>hi</p>"),
    )
    return context


#: carol's script: everything a page can try to carry a credential away or act as its visitor.
ATTACK = """async ([service, code]) => {
  const out = {stored: Object.keys(localStorage).concat(Object.keys(sessionStorage)),
               cookie: document.cookie, framed: null, join: null, end: null, end_xsrf: null};
  const frame = document.createElement("iframe");
  frame.src = service + "/static/classroom.css";
  document.body.append(frame);
  await new Promise((ok) => { frame.onload = ok; setTimeout(ok, 3000); });
  try { out.framed = frame.contentDocument.cookie; } catch (e) { out.framed = "blocked"; }
  const xsrf = ((out.framed || "").match(/tabletop-xsrf=([^;]+)/) || [])[1] || "";
  const call = async (path, headers) => {
    try {
      const r = await fetch(service + path, {method: "POST", credentials: "include",
        headers, body: JSON.stringify({resume: true})});
      return {status: r.status, body: await r.text()};
    } catch (e) { return {status: 0, body: String(e)}; }
  };
  out.join = await call(`/api/rooms/${code}/join`, {"X-Tabletop-XSRF": xsrf});
  out.end = await call(`/api/dashboard/rooms/${code}/end`, {"Content-Type": "text/plain"});
  out.end_xsrf = await call(`/api/dashboard/rooms/${code}/end`, {"X-Tabletop-XSRF": xsrf});
  return out;
}"""


def hello_as(port, host, hub_token, code, seat_token):
    """The first frame a seat's websocket gets when ``hub_token``'s user presents ``seat_token``."""
    with connect(
        f"ws://127.0.0.1:{port}{PREFIX}/ws/{code}",
        additional_headers={"Cookie": f"tabletop-hub-token={hub_token}", "Host": f"{host}:{port}"},
        open_timeout=10,
    ) as ws:
        ws.send(json.dumps({"type": "hello", "token": seat_token}))
        return json.loads(ws.recv(timeout=10))


def test_a_page_of_another_user_gets_no_token_no_seat_and_no_teacher_action(service, browser):
    app, port = service
    host = "tabletop--service.localhost"
    base = f"http://{host}:{port}{PREFIX}"
    code = requests.post(
        f"http://127.0.0.1:{port}{PREFIX}/api/rooms",
        json={"game": "yum", "seats": 2},
        headers={"Authorization": "token t-teacher"},  # the teacher's kernel
        timeout=10,
    ).json()["code"]

    # bob takes his seat on the room page: the page keeps no token (the Hub login suffices).
    bob = signed_in(browser, host, port, "t-bob")
    page = bob.new_page()
    page.goto(f"{base}/room/{code}")
    page.fill("[data-testid=room-name]", "bob")
    page.click("[data-testid=room-take-seat]")
    page.wait_for_selector("body[data-connected=true]")
    assert page.evaluate("Object.keys(localStorage)") == []
    page.reload()  # a reload asks the server for bob's seat back: still nothing kept
    page.wait_for_selector("body[data-connected=true]")
    assert page.evaluate("document.body.dataset.signedIn") == "true"
    assert page.evaluate("Object.keys(localStorage)") == []
    seats = app.state.tables.room_summary(code)["seats"]
    assert [s["name"] for s in seats if s["kind"] == "person"] == ["bob"]

    # Without subdomains: carol's page on the service's origin, opened by bob.
    same = bob.new_page()
    same.goto(f"http://{host}:{port}/user/carol/evil.html")
    got = same.evaluate(ATTACK, [base, code])
    assert got["stored"] == [], "no seat token is kept where the origin's pages can read it"
    assert "tabletop-hub-token" not in got["cookie"] + (got["framed"] or "")  # HttpOnly
    # On one origin the page acts as its visitor while open (documented): it gets a token for
    # bob's seat, which opens nothing for its author.
    assert got["join"]["status"] == 200, got["join"]
    stolen = json.loads(got["join"]["body"])["token"]
    refused = hello_as(port, host, "t-carol", code, stolen)
    assert refused["type"] == "error" and refused["fatal"], refused
    assert "belongs to another user" in refused["message"]
    assert hello_as(port, host, "t-bob", code, stolen)["type"] == "snapshot"  # bob's own token
    assert hello_as(port, host, "t-teacher", code, stolen)["type"] == "error"  # nor the teacher's
    bob.close()

    # With subdomains: carol's page on carol.localhost, opened by the teacher and by bob.
    for hub_token in ("t-teacher", "t-bob"):
        context = signed_in(browser, host, port, hub_token)
        own = context.new_page()
        own.goto(f"{base}/teacher" if hub_token == "t-teacher" else f"{base}/room/{code}")
        own.wait_for_load_state()
        other = context.new_page()
        other.goto(f"http://carol.localhost:{port}/user/carol/evil.html")
        got = other.evaluate(ATTACK, [base, code])
        assert got["stored"] == [] and got["cookie"] == "" and got["framed"] == "blocked", got
        for key in ("join", "end", "end_xsrf"):
            assert got[key]["status"] in (0, 403), (hub_token, key, got[key])
            assert "token" not in got[key]["body"], got[key]
        context.close()
    summary = app.state.tables.room_summary(code)
    assert summary["ended"] is False, "no teacher action from another origin"
    assert [s["name"] for s in summary["seats"] if s["kind"] == "person"] == ["bob"]
