"""The Hub hook without a Hub: who is a teacher, which URL gets the kernel's token, discovery."""

from __future__ import annotations

import asyncio
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from tabletop_widgets.classroom import hub


class FakeHubAuth:
    """Answers ``user_for_token`` from a table, like HubOAuth does from the Hub's API."""

    access_scopes = {"access:services!service=tabletop"}

    def __init__(self, users):
        self.users = users

    async def user_for_token(self, token, sync=True):
        return self.users.get(token)

    def check_scopes(self, required, user):
        return set(required) & set(user.get("scopes", []))


USERS = {
    "t-admin": {"kind": "user", "name": "ms-lee", "admin": True, "groups": [], "scopes": ["access:services!service=tabletop"]},
    "t-group": {"kind": "user", "name": "tina", "admin": False, "groups": ["teachers"], "scopes": ["access:services!service=tabletop"]},
    "t-student": {"kind": "user", "name": "carol", "admin": False, "groups": ["class-7b"], "scopes": ["access:services!service=tabletop"]},
    "t-no-access": {"kind": "user", "name": "dave", "admin": False, "groups": [], "scopes": ["self"]},
    "t-service": {"kind": "service", "name": "cull", "admin": False, "scopes": ["access:services!service=tabletop"]},
}  # fmt: skip


def identity(token):
    hook = hub.HubIdentity(FakeHubAuth(USERS), teacher_groups=["teachers"])
    with ThreadPoolExecutor(max_workers=1) as pool:  # a loop of its own (Playwright may own ours)
        return pool.submit(asyncio.run, hook.identity_for_token(token)).result()


def test_admins_and_the_teacher_group_are_teachers_students_are_not():
    assert identity("t-admin") == hub.Identity("ms-lee", True)
    assert identity("t-group") == hub.Identity("tina", True)
    assert identity("t-student") == hub.Identity("carol", False)


def test_no_access_scope_services_and_unknown_tokens_are_nobody():
    for token in ("t-no-access", "t-service", "forged", None, ""):
        assert identity(token) is None


def test_the_kernel_token_goes_only_to_the_service(monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "secret")
    monkeypatch.setenv(hub.SERVICE_URL_ENV, "http://127.0.0.1:8765/services/tabletop")
    assert hub.service_headers("http://127.0.0.1:8765/services/tabletop") == {
        "Authorization": "token secret"
    }
    assert hub.service_headers("http://127.0.0.1:8765/services/tabletop/api/rooms")
    for other in (
        "http://127.0.0.1:8765/services/tabletop-evil",
        "http://evil.example/services/tabletop",
        "http://127.0.0.1:9999/",
    ):
        assert hub.service_headers(other) == {}
    monkeypatch.delenv("JUPYTERHUB_API_TOKEN")
    assert hub.service_headers("http://127.0.0.1:8765/services/tabletop") == {}


@pytest.fixture
def fake_hub_api():
    seen = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            seen.append((self.path, self.headers.get("Authorization")))
            if (
                self.path == "/hub/api/services/tabletop"
                and self.headers.get("Authorization") == "token k"
            ):
                body = json.dumps(
                    {
                        "name": "tabletop",
                        "url": "http://127.0.0.1:8765",
                        "prefix": "/services/tabletop/",
                    }
                )
                self.send_response(200)
            else:
                body = json.dumps({"status": 403})
                self.send_response(403)
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/hub/api", seen
    server.shutdown()


def test_discovery_from_the_environment_then_the_hub_api(monkeypatch, fake_hub_api):
    api, seen = fake_hub_api
    monkeypatch.setenv(hub.SERVICE_URL_ENV, "http://svc:1/services/tabletop/")
    assert hub.service_url() == "http://svc:1/services/tabletop"
    monkeypatch.delenv(hub.SERVICE_URL_ENV)
    monkeypatch.setenv("JUPYTERHUB_API_URL", api)
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "k")
    assert hub.service_url() == "http://127.0.0.1:8765/services/tabletop"
    assert seen[-1] == ("/hub/api/services/tabletop", "token k")
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "wrong")
    assert hub.service_url() is None
    monkeypatch.delenv("JUPYTERHUB_API_URL")
    assert hub.service_url() is None
