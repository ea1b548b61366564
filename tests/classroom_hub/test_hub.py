"""The table server as a real JupyterHub service (Hub OAuth), behind configurable-http-proxy.

Two students log in and play one room through ``/services/tabletop/``; their Hub names are
their seat names; a student who is not a teacher is refused the teacher page, an admin and a
member of the teacher group are let in; a notebook kernel finds the service without a URL.
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
from contextlib import ExitStack
from pathlib import Path

import pytest
import requests
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[2]
CHP = ROOT / "node_modules" / ".bin" / "configurable-http-proxy"
USER_PASSWORD = "class-password-1"
ADMIN_PASSWORD = "teacher-password-that-is-at-least-32-chars"
SERVICE = "tabletop"

pytestmark = pytest.mark.xdist_group("hub")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


CONFIG = """
import sys
c = get_config()  # noqa
c.JupyterHub.bind_url = "http://127.0.0.1:{public}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api}"
c.ConfigurableHTTPProxy.command = [{chp!r}]
c.JupyterHub.db_url = "sqlite:///{tmp}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{tmp}/jupyterhub_cookie_secret"
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = {user_password!r}
c.SharedPasswordAuthenticator.admin_password = {admin_password!r}
c.Authenticator.allowed_users = {{"alice", "bob", "carol", "tina"}}
c.Authenticator.admin_users = {{"teacher"}}
c.JupyterHub.load_groups = {{"teachers": {{"users": ["tina"]}}}}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{tmp}/home/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = ["--allow-root"]
c.Spawner.default_url = "/lab"
c.JupyterHub.services = [{{
    "name": "{service}",
    "url": "http://127.0.0.1:{svc}",
    "command": [sys.executable, "-m", "tabletop_widgets.classroom.hub", "--teacher-group", "teachers"],
    "oauth_no_confirm": True,
}}]
c.JupyterHub.load_roles = [{{"name": "user",
    "scopes": ["self", "access:services!service={service}"]}}]
c.Spawner.server_token_scopes = ["users:activity!user", "access:services!service={service}"]
c.Spawner.environment = {{"TABLETOP_SERVICE_URL": "http://127.0.0.1:{svc}/services/{service}"}}
"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    if not CHP.exists():
        pytest.fail(f"configurable-http-proxy is missing ({CHP}): run npm install")
    tmp = tmp_path_factory.mktemp("hub")
    ports = {k: free_port() for k in ("public", "hub", "proxy_api", "svc")}
    bindir = Path(sys.executable).parent
    (tmp / "jupyterhub_config.py").write_text(
        CONFIG.format(
            tmp=tmp,
            chp=str(CHP),
            singleuser=str(bindir / "jupyterhub-singleuser"),
            user_password=USER_PASSWORD,
            admin_password=ADMIN_PASSWORD,
            service=SERVICE,
            **ports,
        )
    )
    env = dict(os.environ, PATH=f"{bindir}:{os.environ['PATH']}", JUPYTER_PLATFORM_DIRS="1")
    log = open(tmp / "hub.log", "w")  # noqa: SIM115 (the hub writes to it)
    proc = subprocess.Popen(
        [str(bindir / "jupyterhub"), "-f", str(tmp / "jupyterhub_config.py")],
        cwd=tmp,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{ports['public']}"
    try:
        deadline = time.monotonic() + 40
        while True:
            try:
                if (
                    requests.get(f"{base}/hub/health", timeout=1).status_code == 200
                    and requests.get(f"{base}/services/{SERVICE}/api/health", timeout=1).status_code
                    == 200
                ):
                    break
            except requests.RequestException:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(
                    "JupyterHub did not start:\n" + (tmp / "hub.log").read_text()[-3000:]
                )
            time.sleep(0.2)
        yield {"base": base, "tmp": tmp, **ports}
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()
        shutil.rmtree(tmp / "home", ignore_errors=True)


def login(base: str, name: str) -> requests.Session:
    s = requests.Session()
    s.get(f"{base}/hub/login")
    password = ADMIN_PASSWORD if name == "teacher" else USER_PASSWORD
    r = s.post(
        f"{base}/hub/login",
        data={"username": name, "password": password, "_xsrf": s.cookies.get("_xsrf")},
        allow_redirects=False,
    )
    assert r.status_code == 302, (name, r.status_code)
    return s


def page_xsrf(session: requests.Session) -> dict[str, str]:
    """The header the service's own pages send: the XSRF cookie they can read, echoed."""
    return {"X-Tabletop-XSRF": session.cookies.get("tabletop-xsrf", path=f"/services/{SERVICE}/")}


def service(hub) -> str:
    return f"{hub['base']}/services/{SERVICE}"


def play(hub, session: requests.Session, code: str, token: str, stack: ExitStack):
    """A seat's websocket through the Hub's proxy (closed when ``stack`` closes)."""
    ws_url = f"ws://127.0.0.1:{hub['public']}/services/{SERVICE}/ws/{code}"
    cookie = "; ".join(
        f"{c.name}={c.value}" for c in session.cookies if c.path.startswith("/services")
    )
    ws = stack.enter_context(
        connect(ws_url, additional_headers={"Cookie": cookie}, open_timeout=10)
    )
    ws.send(json.dumps({"type": "hello", "token": token}))
    return ws


def next_frame(ws, kind: str, timeout: float = 10) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        frame = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if frame.get("type") == kind:
            return frame


def test_two_students_play_through_the_hub_and_the_teacher_page_is_guarded(hub):
    url = service(hub)
    # Anonymous: pages go through the Hub's login, the API refuses.
    r = requests.get(f"{url}/teacher", allow_redirects=False)
    assert r.status_code == 302 and "/hub/api/oauth2/authorize" in r.headers["location"]
    assert requests.get(f"{url}/api/rooms").status_code == 403

    teacher, alice, bob, carol, tina = (
        login(hub["base"], n) for n in ("teacher", "alice", "bob", "carol", "tina")
    )
    # The teacher page: admins and the teacher group only.
    assert teacher.get(f"{url}/teacher").status_code == 200
    assert tina.get(f"{url}/teacher").status_code == 200
    refused = carol.get(f"{url}/teacher")
    assert refused.status_code == 403 and refused.url.startswith(url)
    room = {"game": "yum", "seats": 2}
    assert carol.post(f"{url}/api/rooms", json=room, headers=page_xsrf(carol)).status_code == 403
    # Logged in by cookie, the teacher's API still needs the page's XSRF header: a page that a
    # student serves from their own server on the Hub's origin cannot use the teacher's login.
    forged = teacher.post(f"{url}/api/rooms", json=room)
    assert forged.status_code == 403 and "XSRF" in forged.json()["error"]
    assert teacher.get(f"{url}/api/rooms", headers={"X-Tabletop-XSRF": "guess"}).status_code == 403

    code = teacher.post(f"{url}/api/rooms", json=room, headers=page_xsrf(teacher)).json()["code"]
    seats = {}
    for who, s in (("alice", alice), ("bob", bob)):
        page = s.get(f"{url}/room/{code}")  # the room page: the Hub's OAuth, then the page
        assert page.status_code == 200 and page.url == f"{url}/room/{code}"
        answer = s.post(
            f"{url}/api/rooms/{code}/join", json={"name": "someone else"}, headers=page_xsrf(s)
        ).json()
        assert "seat" in answer, answer
        seats[who] = (s, answer["seat"], answer["token"])
    names = [
        seat["name"]
        for seat in teacher.get(f"{url}/api/rooms/{code}", headers=page_xsrf(teacher)).json()[
            "seats"
        ]
    ]
    assert sorted(names) == ["alice", "bob"]  # the Hub's names, not the names they typed

    sockets_open = ExitStack()
    sockets = {who: play(hub, s, code, token, sockets_open) for who, (s, _, token) in seats.items()}
    frames = {who: next_frame(ws, "snapshot") for who, ws in sockets.items()}
    length = 0
    for ref in range(1, 9):
        for who, ws in sockets.items():  # catch up to the table's current length
            while frames[who].get("length") != length:
                frames[who] = next_frame(ws, "snapshot")
        who = next(w for w, f in frames.items() if f["legal"])
        act = {
            "type": "act",
            "action": frames[who]["legal"][0],
            "id": ref,
            "move": f"hub-{ref:08d}",
        }
        sockets[who].send(json.dumps(act))
        while True:
            frame = json.loads(sockets[who].recv(timeout=10))
            if frame.get("type") == "snapshot":
                frames[who] = frame
            if frame.get("id") == ref:
                assert frame["type"] == "ack", frame
                length = frame["length"]
                break
    assert length == 8
    summary = teacher.get(f"{url}/api/rooms/{code}", headers=page_xsrf(teacher)).json()
    assert summary["moves"] == 8 and summary["to_act"]
    sockets_open.close()
    # A websocket without a Hub login is closed before it reaches the room.
    with pytest.raises(InvalidStatus) as refused:
        connect(f"ws://127.0.0.1:{hub['public']}/services/{SERVICE}/ws/{code}")
    assert refused.value.response.status_code == 403


def test_a_seat_belongs_to_the_hub_user_who_took_it(hub):
    url = service(hub)
    teacher, alice, carol = (login(hub["base"], n) for n in ("teacher", "alice", "carol"))
    teacher.get(f"{url}/teacher")
    code = teacher.post(
        f"{url}/api/rooms", json={"game": "yum", "seats": 2}, headers=page_xsrf(teacher)
    ).json()["code"]
    alice.get(f"{url}/room/{code}")
    token = alice.post(f"{url}/api/rooms/{code}/join", json={}, headers=page_xsrf(alice)).json()[
        "token"
    ]
    carol.get(f"{url}/room/{code}")
    # carol has no seat to resume, and alice's token (however carol got it) opens nothing.
    resumed = carol.post(
        f"{url}/api/rooms/{code}/join", json={"resume": True}, headers=page_xsrf(carol)
    )
    assert resumed.status_code == 404 and "no seat" in resumed.json()["error"]
    with ExitStack() as stack:
        for thief in (carol, teacher):
            frame = next_frame(play(hub, thief, code, token, stack), "error")
            assert frame["fatal"] and "belongs to another user" in frame["message"], frame
        assert next_frame(play(hub, alice, code, token, stack), "snapshot")["seat"] == 0


def test_a_notebook_kernel_finds_the_service_without_a_url(hub):
    base = hub["base"]
    alice = login(base, "alice")
    xsrf = {"X-XSRFToken": alice.cookies.get("_xsrf")}
    alice.post(f"{base}/hub/api/users/alice/server", headers=xsrf)
    deadline = time.monotonic() + 30
    while not (
        alice.get(f"{base}/hub/api/users/alice", headers=xsrf)
        .json()
        .get("servers", {})
        .get("", {})
        .get("ready")
    ):
        assert time.monotonic() < deadline, "alice's server never became ready"
        time.sleep(0.3)
    token = alice.post(f"{base}/hub/api/users/alice/tokens", json={}, headers=xsrf).json()["token"]
    auth = {"Authorization": f"token {token}"}
    kernel = requests.post(f"{base}/user/alice/api/kernels", headers=auth, json={}).json()["id"]
    teacher = login(base, "teacher")
    assert teacher.get(f"{service(hub)}/teacher").status_code == 200  # OAuth for the service
    code = teacher.post(
        f"{service(hub)}/api/rooms",
        json={"game": "gnumies", "seats": 2, "bots": {"1": "random"}},
        headers=page_xsrf(teacher),
    ).json()["code"]
    source = (
        "from tabletop_widgets import classroom\n"
        "from tabletop_widgets.classroom import hub\n"
        "url = hub.service_url()\n"
        f"seat = classroom.join(url, {code!r})\n"
        "print('SEAT', url.endswith('/services/tabletop'), seat.names[seat.seat], len(seat.legal) > 0)\n"
        "seat.close()\n"
    )
    kernel_socket = ExitStack()
    ws = kernel_socket.enter_context(
        connect(
            f"ws://127.0.0.1:{hub['public']}/user/alice/api/kernels/{kernel}/channels",
            additional_headers=auth,
        )
    )
    msg_id = "run-1"
    ws.send(
        json.dumps(
            {
                "header": {
                    "msg_id": msg_id,
                    "msg_type": "execute_request",
                    "username": "alice",
                    "session": "s",
                    "version": "5.3",
                },
                "parent_header": {},
                "metadata": {},
                "content": {"code": source, "silent": False},
                "channel": "shell",
            }
        )
    )
    out = ""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        msg = json.loads(ws.recv(timeout=30))
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream":
            out += msg["content"]["text"]
        elif msg["msg_type"] == "error":
            out += "\n".join(msg["content"]["traceback"])
        elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    kernel_socket.close()
    alice.delete(f"{base}/hub/api/users/alice/server", headers=xsrf)
    assert re.search(r"SEAT True alice True", out), out


def _chromium():
    import importlib.util

    name = "tabletop_tests_chromium"  # shared with tests/browser and tests/jupyter
    if name not in sys.modules:
        path = Path(__file__).resolve().parents[1] / "browser" / "chromium.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def browser_login(browser, base: str, name: str):
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    page.set_default_timeout(15000)
    page.goto(f"{base}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", ADMIN_PASSWORD if name == "teacher" else USER_PASSWORD)
    page.click("#login_submit")
    page.wait_for_url("**/hub/**")
    return context, page


@pytest.mark.browser
def test_the_pages_work_through_the_hub_in_a_browser(hub):
    chromium = _chromium()
    if chromium.available():
        pytest.fail(chromium.available())
    browser = chromium.acquire()
    try:
        url = service(hub)
        tina_ctx, tina = browser_login(browser, hub["base"], "tina")  # a teacher by group
        tina.goto(f"{url}/teacher")
        tina.wait_for_function(
            "() => /\\d+ rooms?/.test(document.querySelector('[data-testid=teacher-status]').textContent)"
        )
        teacher = login(hub["base"], "teacher")
        teacher.get(f"{url}/teacher")
        code = teacher.post(
            f"{url}/api/rooms", json={"game": "yum", "seats": 2}, headers=page_xsrf(teacher)
        ).json()["code"]
        bob_ctx, bob = browser_login(browser, hub["base"], "bob")
        bob.goto(f"{url}/room/{code}")  # the Hub's OAuth, then the room page
        bob.fill("[data-testid=room-name]", "not bob")
        bob.click("[data-testid=room-take-seat]")
        bob.wait_for_selector("body[data-connected=true]")
        # Under the Hub the page keeps no seat token where the origin's pages could read it.
        assert bob.evaluate("Object.keys(localStorage).concat(Object.keys(sessionStorage))") == []
        seats = teacher.get(f"{url}/api/rooms/{code}", headers=page_xsrf(teacher)).json()["seats"]
        assert [s["name"] for s in seats if s["kind"] == "person"] == ["bob"]
        tina_ctx.close()
        bob_ctx.close()
    finally:
        chromium.release()
