"""The table server as a JupyterHub-managed service, with the Hub's OAuth (the server side).

A student is who the Hub says: their Hub name is their seat name. The teacher page and the
teacher's API are open to the Hub's admins and to the members of the teacher groups given
with ``--teacher-group``. Browsers log in through the Hub's OAuth (a cookie holding the
Hub's token for this service); notebooks send their kernel's ``JUPYTERHUB_API_TOKEN``.

``jupyterhub_config.py`` (see docs/run-a-class.md)::

    c.JupyterHub.services = [{
        "name": "tabletop",
        "url": "http://127.0.0.1:8765",
        "command": [sys.executable, "-m", "tabletop_widgets.classroom.hub",
                    "--teacher-group", "teachers"],
        "oauth_no_confirm": True,
    }]
    c.JupyterHub.load_roles = [{"name": "user",
        "scopes": ["self", "access:services!service=tabletop"]}]
    c.Spawner.server_token_scopes = ["users:activity!user", "access:services!service=tabletop"]
    c.Spawner.environment = {"TABLETOP_SERVICE_URL": "http://127.0.0.1:8765/services/tabletop"}

The notebook side (finding the service, the kernel's token) is ``classroom.client.hub_env``.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import urllib.parse
from collections.abc import Iterable
from http.cookies import SimpleCookie
from typing import Any

from ..protocol import DEFAULT_SERVICE
from .auth import Identity
from .http import SECURITY_HEADERS

#: The cookie that holds the Hub's OAuth token for this service (HttpOnly, the service's path).
TOKEN_COOKIE = "tabletop-hub-token"
STATE_COOKIE = "tabletop-oauth-state"
#: Double-submit XSRF cookie, echoed in ``XSRF_HEADER`` on API calls: pages of other origins
#: (users' servers under ``subdomain_host``) can neither read it nor send the header. On a
#: single origin it is NOT a barrier: any page of the origin can read it (through a frame of
#: the service's path); see docs/architecture.md, "Threat model", for what holds there.
XSRF_COOKIE = "tabletop-xsrf"
XSRF_HEADER = "x-tabletop-xsrf"
#: Paths that need no login.
OPEN_PATHS = ("/api/health", "/oauth_callback")


def _header_token(headers: dict[str, str]) -> str | None:
    """The token of an ``Authorization: token T`` (or ``Bearer T``) header, if any."""
    scheme, _, value = headers.get("authorization", "").partition(" ")
    if scheme.lower() in ("token", "bearer") and value.strip():
        return value.strip()
    return None


def _token_of(headers: dict[str, str], cookies: dict[str, str]) -> str | None:
    return _header_token(headers) or cookies.get(TOKEN_COOKIE) or None


def cookie_call_refusal(headers: dict[str, str], cookies: dict[str, str]) -> str | None:
    """Why an API call signed in by cookie is refused (None: it is not): a page of another
    origin (a user's server on its own subdomain, whose browser sends the service's cookie
    along), or a page that does not echo the XSRF cookie in its header."""
    if headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        return "Calls from another origin are refused."
    sent, expected = headers.get(XSRF_HEADER, ""), cookies.get(XSRF_COOKIE, "")
    if not expected or not secrets.compare_digest(sent, expected):
        return "Missing or wrong XSRF header: reload the page."
    return None


class HubIdentity:
    """The table server's auth hook under JupyterHub: the Hub says who a request is."""

    def __init__(self, hub_auth: Any, teacher_groups: Iterable[str] = ()) -> None:
        self.hub_auth = hub_auth
        self.teacher_groups = frozenset(teacher_groups)

    async def identity_for_token(self, token: str | None) -> Identity | None:
        if not token:
            return None
        try:
            user = await self.hub_auth.user_for_token(token, sync=False)
        except Exception:
            return None
        if not user or user.get("kind", "user") != "user" or not user.get("name"):
            return None
        access = getattr(self.hub_auth, "access_scopes", None)
        if access and not self.hub_auth.check_scopes(access, user):
            return None
        groups = set(user.get("groups") or [])
        teacher = bool(user.get("admin")) or bool(groups & self.teacher_groups)
        return Identity(name=user["name"], teacher=teacher)

    async def __call__(self, conn: Any) -> Identity | None:
        return await self.identity_for_token(_token_of(dict(conn.headers), dict(conn.cookies)))


class HubLogin:
    """ASGI middleware: every page, API call and websocket needs a Hub user.

    A browser without a valid token cookie is sent through the Hub's OAuth and comes back to
    ``oauth_callback``, which sets the cookie; API calls and websockets without a user get 403.
    """

    def __init__(self, app: Any, identity: HubIdentity, prefix: str) -> None:
        self.app = app
        self.identity = identity
        self.prefix = "/" + prefix.strip("/") if prefix.strip("/") else ""

    def _route(self, path: str) -> str:
        if self.prefix and path.startswith(self.prefix):
            return path[len(self.prefix) :] or "/"
        return path

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        route = self._route(scope["path"])
        if self.prefix and route != scope["path"]:
            # The proxy keeps the prefix in the path: tell Starlette to route below it.
            scope = dict(scope, root_path=self.prefix)
        headers = dict(_headers(scope))
        cookies = _cookies(headers.get("cookie", ""))
        if route == "/oauth_callback" and scope["type"] == "http":
            return await self._callback(scope, send, cookies)
        if route in OPEN_PATHS:
            return await self.app(scope, receive, send)
        by_header = _header_token(headers)
        who = await self.identity.identity_for_token(by_header or cookies.get(TOKEN_COOKIE))
        if who is None:
            return await self._refuse_stranger(scope, send, route)
        if by_header or scope["type"] == "websocket":
            return await self.app(scope, receive, send)
        if route.startswith("/api/"):  # logged in by cookie: the page must echo the XSRF cookie
            refusal = cookie_call_refusal(headers, cookies)
            if refusal:
                return await _respond(send, 403, {"error": refusal})
            return await self.app(scope, receive, send)
        if XSRF_COOKIE in cookies:
            return await self.app(scope, receive, send)
        return await self.app(scope, receive, self._with_xsrf_cookie(send, _secure(scope, headers)))

    async def _refuse_stranger(self, scope: dict, send: Any, route: str) -> None:
        """No Hub user: a websocket is closed, an API or file call refused, a page is sent
        through the Hub's login."""
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4403})
            return None
        if route.startswith(("/api/", "/bundle/", "/static/", "/ws/")):
            return await _respond(send, 403, {"error": "Log in to the Hub first."})
        return await self._login(scope, send)

    def _with_xsrf_cookie(self, send: Any, secure: bool) -> Any:
        cookie = _cookie(
            XSRF_COOKIE,
            secrets.token_urlsafe(16),
            self.prefix + "/",
            http_only=False,
            secure=secure,
        )

        async def sending(message: dict) -> None:
            if message["type"] == "http.response.start":
                message = dict(
                    message, headers=[*message.get("headers", []), (b"set-cookie", cookie)]
                )
            await send(message)

        return sending

    async def _login(self, scope: dict, send: Any) -> None:
        auth = self.identity.hub_auth
        state = secrets.token_urlsafe(16)
        verifier, challenge, method = auth.generate_pkce_code_challenge()
        next_url = scope["path"] + (
            "?" + scope["query_string"].decode() if scope["query_string"] else ""
        )
        params = {
            "client_id": auth.oauth_client_id,
            "redirect_uri": auth.oauth_redirect_uri,
            "response_type": "code",
            "state": state,
            "code_challenge": challenge,
            "code_challenge_method": method,
        }
        location = auth.oauth_authorization_url + "?" + urllib.parse.urlencode(params)
        cookie = _cookie(
            STATE_COOKIE,
            urllib.parse.quote(json.dumps([state, verifier, next_url])),
            self.prefix + "/",
            max_age=600,
        )
        await _respond(send, 302, None, [(b"location", location.encode()), (b"set-cookie", cookie)])

    async def _callback(self, scope: dict, send: Any, cookies: dict[str, str]) -> None:
        query = urllib.parse.parse_qs(scope["query_string"].decode())
        code, state = query.get("code", [""])[0], query.get("state", [""])[0]
        try:
            saved_state, verifier, next_url = json.loads(
                urllib.parse.unquote(cookies.get(STATE_COOKIE, ""))
            )
        except ValueError:
            saved_state = verifier = next_url = None
        if not code or not saved_state or not secrets.compare_digest(state, saved_state):
            return await _respond(send, 400, {"error": "OAuth state mismatch: log in again."})
        try:
            token = await self.identity.hub_auth.token_for_code(
                code, code_verifier=verifier, sync=False
            )
        except Exception:
            return await _respond(send, 403, {"error": "The Hub refused the login."})
        if not isinstance(next_url, str) or not next_url.startswith(self.prefix + "/"):
            next_url = self.prefix + "/"
        secure = _secure(scope, dict(_headers(scope)))
        path = self.prefix + "/"
        headers = [
            (b"location", next_url.encode()),
            (b"set-cookie", _cookie(TOKEN_COOKIE, token, path, secure=secure)),
            (
                b"set-cookie",
                _cookie(
                    XSRF_COOKIE, secrets.token_urlsafe(16), path, http_only=False, secure=secure
                ),
            ),
            (b"set-cookie", _cookie(STATE_COOKIE, "", path, max_age=0, secure=secure)),
        ]
        await _respond(send, 302, None, headers)


def _cookies(header: str) -> dict[str, str]:
    jar = SimpleCookie()
    try:
        jar.load(header)
    except Exception:
        return {}
    return {k: v.value for k, v in jar.items()}


def _cookie(
    name: str,
    value: str,
    path: str,
    max_age: int | None = None,
    http_only: bool = True,
    secure: bool = False,
) -> bytes:
    parts = [f"{name}={value}", f"Path={path}", "SameSite=Lax"]
    if http_only:
        parts.append("HttpOnly")
    if secure:
        parts.append("Secure")
    if max_age is not None:
        parts.append(f"Max-Age={max_age}")
    return "; ".join(parts).encode()


def _headers(scope: dict) -> list[tuple[str, str]]:
    return [(k.decode("latin-1").lower(), v.decode("latin-1")) for k, v in scope["headers"]]


def _secure(scope: dict, headers: dict[str, str]) -> bool:
    """True behind HTTPS (the proxy says so in X-Forwarded-Proto): cookies get ``Secure``."""
    return (
        headers.get("x-forwarded-proto", scope.get("scheme", "http")).split(",")[0].strip()
        == "https"
    )


async def _respond(send: Any, status: int, body: Any, headers: list | None = None) -> None:
    data = b"" if body is None else json.dumps(body).encode()
    out = list(headers or [])
    out.extend(SECURITY_HEADERS)
    out.append((b"content-type", b"application/json"))
    out.append((b"content-length", str(len(data)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": out})
    await send({"type": "http.response.body", "body": data})


def make_hub_app(
    teacher_groups: Iterable[str] = (),
    store: Any = None,
    broker: Any = None,
    hub_auth: Any = None,
) -> tuple[Any, str]:
    """The table server wrapped in the Hub's login, and the service prefix it serves under."""
    from jupyterhub.services.auth import HubOAuth

    from .routes import build_app

    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{DEFAULT_SERVICE}/")
    auth = hub_auth or HubOAuth(api_token=os.environ["JUPYTERHUB_API_TOKEN"], cache_max_age=60)
    identity = HubIdentity(auth, teacher_groups)
    app = build_app(store, broker, identity)
    return HubLogin(app, identity, prefix), prefix.rstrip("/")


def main(argv: list[str] | None = None) -> int:
    """Run as a JupyterHub-managed service (the Hub sets the environment it reads)."""
    parser = argparse.ArgumentParser(
        prog="python -m tabletop_widgets.classroom.hub",
        description="The table server as a JupyterHub service (Hub OAuth).",
    )
    parser.add_argument(
        "--teacher-group",
        action="append",
        default=[],
        help="Hub group whose members may use the teacher page (admins always may)",
    )
    parser.add_argument("--store", default=None, help="SQLite file for the rooms")
    parser.add_argument("--redis", default=None, metavar="URL", help="keep rooms in Redis")
    args = parser.parse_args(argv)
    import uvicorn

    from .serve import load_games, open_store, uvicorn_config
    from .store import StoreFileError

    try:
        store, broker = open_store(args.store), None
    except StoreFileError as exc:
        print(f"tabletop service: {exc}", flush=True)
        return 2
    if args.redis:
        from .redis_store import from_url

        store, broker = from_url(args.redis)
    load_games()
    app, prefix = make_hub_app(args.teacher_group, store, broker)
    url = urllib.parse.urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:8765"))
    config = uvicorn_config(app, url.hostname or "127.0.0.1", url.port or 8765)
    print(f"Table service on {url.geturl()}{prefix}/ (Hub OAuth)", flush=True)
    uvicorn.Server(config).run()
    return 0
