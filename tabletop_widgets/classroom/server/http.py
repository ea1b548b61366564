"""Small pieces every route of the table server uses: who is asking, JSON in, errors out,
and the middleware in front of every route (``SecurityMiddleware``): bodies limited while
they stream, ``Referrer-Policy: no-referrer`` on every answer, and the one-time exchange of
the teacher's link (``?token=T``) for the teacher's session cookie."""

from __future__ import annotations

import inspect
import json
import logging
import math
import time
from collections import OrderedDict
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, HTTPConnection, Request
from starlette.responses import JSONResponse, Response

from ..protocol import MAX_BODY_BYTES
from .auth import SESSION_COOKIE, SESSION_SECONDS, Identity, TokenAuth, make_session

LOG = logging.getLogger("tabletop_widgets.classroom")
#: Deepest nesting of lists and objects a JSON body or frame may have (moves need 3 or 4).
MAX_JSON_DEPTH = 32
#: Headers every HTTP answer carries: no page's address (nor a token in one) is ever sent to
#: another site in ``Referer``, and no answer is sniffed as another type.
#: Addresses of this machine (``RateLimit`` never limits them).
LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})
SECURITY_HEADERS = [(b"referrer-policy", b"no-referrer"), (b"x-content-type-options", b"nosniff")]


async def identify(conn: HTTPConnection) -> Identity | None:
    """Who made this request, by the app's auth hook (None: anonymous)."""
    result = conn.app.state.auth(conn)
    if inspect.isawaitable(result):
        result = await result
    return result


async def require_teacher(conn: HTTPConnection) -> Identity:
    """The teacher's identity, or ``HTTPException(403)``."""
    identity = await identify(conn)
    if identity is None or not identity.teacher:
        if "token" in conn.query_params:
            raise HTTPException(
                403,
                "The teacher token is not accepted in a URL: send it in an "
                "'Authorization: Bearer' header, or open the teacher's link to sign in.",
            )
        raise HTTPException(403, "The teacher's sign-in is needed for this.")
    return identity


def error(status: int, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    """A JSON error answer ``{"error": message}``."""
    return JSONResponse({"error": message}, status_code=status, headers=headers)


def json_depth_ok(data: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """True when ``data`` (parsed JSON) nests lists and objects at most ``limit`` deep."""
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return False
            stack.extend(
                (child, depth + 1) for child in (item.values() if isinstance(item, dict) else item)
            )
    return True


def parse_json(text: str | bytes) -> Any:
    """``text`` as JSON, or ``ValueError`` with a message (not JSON, or nested too deep)."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError(
            f"The JSON is nested too deeply (at most {MAX_JSON_DEPTH} levels)."
        ) from None
    except ValueError:
        raise ValueError("The request body is not JSON.") from None
    if not json_depth_ok(data):
        raise ValueError(f"The JSON is nested too deeply (at most {MAX_JSON_DEPTH} levels).")
    return data


async def read_json(request: Request) -> dict[str, Any]:
    """The request body as a JSON object (``HTTPException`` 413 or 400 otherwise).

    The body is read as it streams and refused (413) the moment it passes
    ``MAX_BODY_BYTES``; ``SecurityMiddleware`` does the same for every route.
    """
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            raise HTTPException(413, too_large())
        chunks.append(chunk)
    body = b"".join(chunks)
    if not body:
        return {}
    try:
        data = parse_json(body)
    except ValueError as exc:
        raise HTTPException(400, str(exc)) from None
    if not isinstance(data, dict):
        raise HTTPException(400, "The request body must be a JSON object.")
    return data


def too_large() -> str:
    """The message of a 413 answer."""
    return f"The request is too large (at most {MAX_BODY_BYTES} bytes)."


async def http_error(request: Request, exc: Exception) -> Response:
    """The app's handler of ``HTTPException``: its detail as a JSON error."""
    assert isinstance(exc, HTTPException)
    return error(exc.status_code, exc.detail, exc.headers)


# ----- rate limits ---------------------------------------------------------------------------


class RateLimit:
    """A token bucket per client address: ``burst`` at once, then ``per_second``.

    ``take(key)`` is 0.0 when the request may go on, else the seconds until it may. At most
    ``max_keys`` addresses are remembered (the longest idle are forgotten first). ``exempt``
    addresses are never limited: by default this machine's own (its notebooks, benchmarks and
    tests; a proxy on this machine names the real client in ``X-Forwarded-For``, which uvicorn
    trusts from loopback).
    """

    def __init__(
        self,
        burst: float,
        per_second: float,
        max_keys: int = 10000,
        exempt: frozenset[str] = LOOPBACK,
    ) -> None:
        self.burst = burst
        self.per_second = per_second
        self.max_keys = max_keys
        self.exempt = exempt
        self.buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, now: float | None = None, spend: bool = True) -> float:
        """0.0 when ``key`` may go on (one unit spent, unless ``spend`` is False), else the
        seconds until it may."""
        if key in self.exempt:
            return 0.0
        now = time.monotonic() if now is None else now
        level, since = self.buckets.pop(key, (self.burst, now))
        level = min(self.burst, level + (now - since) * self.per_second)
        if level >= 1:
            self.buckets[key] = (level - 1 if spend else level, now)
            wait = 0.0
        else:
            self.buckets[key] = (level, now)
            wait = (1 - level) / self.per_second
        while len(self.buckets) > self.max_keys:
            self.buckets.popitem(last=False)
        return wait


def client_key(conn: HTTPConnection) -> str:
    """The address a request comes from (a proxy's ``X-Forwarded-For`` only when uvicorn
    trusts that proxy)."""
    return conn.client.host if conn.client else "unknown"


def check_rate(conn: HTTPConnection, limit: RateLimit, what: str, spend: bool = True) -> None:
    """``HTTPException(429)`` with ``Retry-After`` when this address is over ``limit``
    (``spend``: count this request; False: only check)."""
    wait = limit.take(client_key(conn), spend=spend)
    if wait:
        raise HTTPException(
            429, rate_message(what, wait), headers={"Retry-After": str(retry_after(wait))}
        )


def retry_after(wait: float) -> int:
    """Whole seconds to wait (``Retry-After``), at least 1."""
    return max(1, math.ceil(wait))


def rate_message(what: str, wait: float) -> str:
    """What a client over a rate limit is told."""
    return f"Too many {what} from this address: wait {retry_after(wait)} s and try again."


# ----- the middleware ------------------------------------------------------------------------


class SecurityMiddleware:
    """ASGI middleware in front of every route of the table server.

    - Every HTTP answer carries ``SECURITY_HEADERS`` (``Referrer-Policy: no-referrer``).
    - A body larger than ``max_body`` is refused with 413 as soon as that is known: at once
      from ``Content-Length``, else the moment the streamed body passes the limit; the rest
      is never read (the connection is closed).
    - A page opened with ``?token=T`` (the teacher's link): with the default ``TokenAuth`` and
      the right token, the answer is a redirect to the same address without the token that
      sets the teacher's session cookie (HttpOnly, SameSite=Strict, the app's path); with a
      wrong token, the same redirect without a cookie. The token leaves the address bar and
      the history either way.
    """

    def __init__(self, app: Any, max_body: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def sending(message: dict) -> None:
            if message["type"] == "http.response.start":
                message = dict(message, headers=[*message.get("headers", []), *SECURITY_HEADERS])
            await send(message)

        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        length = headers.get("content-length")
        if length is not None and (not length.strip().isdigit() or int(length) > self.max_body):
            status = 413 if length.strip().isdigit() else 400
            text = too_large() if status == 413 else "The Content-Length header is not a number."
            return await error(status, text, {"Connection": "close"})(scope, receive, sending)
        if scope["method"] == "GET" and scope.get("query_string"):
            query = parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True)
            if any(k == "token" for k, _ in query) and not _is_api(scope):
                return await self._sign_in(scope, query, headers, sending)
        seen = 0

        async def receiving() -> dict:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise HTTPException(413, too_large(), headers={"Connection": "close"})
            return message

        try:
            await self.app(scope, receiving, sending)
        except ClientDisconnect:  # the client left mid-body: one line, never a traceback
            client = scope.get("client") or ("unknown", 0)
            LOG.warning(
                "%s left during its request %s %s", client[0], scope["method"], scope["path"]
            )

    async def _sign_in(self, scope: dict, query: list, headers: dict, send: Any) -> None:
        app = scope.get("app")
        auth = getattr(getattr(app, "state", None), "auth", None)
        token = next(v for k, v in query if k == "token")
        rest = urlencode([(k, v) for k, v in query if k != "token"])
        last = scope["path"].rsplit("/", 1)[-1]
        location = (last or "./") + (f"?{rest}" if rest else "")
        out = [
            (b"location", location.encode("latin-1")),
            (b"cache-control", b"no-store"),
            (b"content-length", b"0"),
        ]
        if isinstance(auth, TokenAuth) and auth.token_valid(token):
            root = scope.get("root_path", "").rstrip("/")
            secure = (
                headers.get("x-forwarded-proto", scope.get("scheme", "http")).split(",")[0].strip()
                == "https"
            )
            cookie = (
                f"{SESSION_COOKIE}={make_session(token)}; Path={root}/; HttpOnly; "
                f"SameSite=Strict; Max-Age={SESSION_SECONDS}" + ("; Secure" if secure else "")
            )
            out.append((b"set-cookie", cookie.encode("latin-1")))
        await send({"type": "http.response.start", "status": 303, "headers": out})
        await send({"type": "http.response.body", "body": b""})


def _is_api(scope: dict) -> bool:
    path = scope["path"]
    root = scope.get("root_path", "")
    if root and path.startswith(root):
        path = path[len(root) :]
    return path.startswith(("/api/", "/ws/"))
