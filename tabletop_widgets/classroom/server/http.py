"""Small pieces every route of the table server uses: who is asking, JSON in, errors out,
and the middleware in front of every route (``SecurityMiddleware``): bodies limited while
they stream, ``Referrer-Policy: no-referrer`` on every answer, and the one-time exchange of
the teacher's link (``?token=T``) for the teacher's session cookie."""

from __future__ import annotations

import hashlib
import inspect
import ipaddress
import json
import logging
import math
import re
import time
from collections import OrderedDict
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, HTTPConnection, Request
from starlette.responses import JSONResponse, Response

from ..protocol import MAX_BODY_BYTES
from .auth import SESSION_COOKIE, SESSION_SECONDS, Identity, TokenAuth, make_session
from .room import DamagedRoom
from .seat_names import clean_name

LOG = logging.getLogger("tabletop_widgets.classroom")
#: Deepest nesting of lists and objects a JSON body or frame may have (moves need 3 or 4).
MAX_JSON_DEPTH = 32
#: Headers every HTTP answer carries: no page's address (nor a token in one) is ever sent to
#: another site in ``Referer``, and no answer is sniffed as another type.
#: Addresses of this machine (``RateLimit`` never limits them).
LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})


def is_loopback(host: str) -> bool:
    """True when ``host`` (a name or an address) is reachable only from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


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


class FieldError(HTTPException):
    """An ``HTTPException`` naming the form field at fault (``{"error", "field"}``)."""

    def __init__(self, status: int, detail: str, field: str) -> None:
        super().__init__(status, detail)
        self.field = field


async def http_error(request: Request, exc: Exception) -> Response:
    """The app's handler of ``HTTPException``: its detail as a JSON error (with its field)."""
    assert isinstance(exc, HTTPException)
    if isinstance(exc, FieldError):
        body = {"error": exc.detail, "field": exc.field}
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)
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


#: Wrong codes, claims or seat tokens (page API, joins, claims, predictions, rematches, the
#: websocket) one address, or one seat token, may try at once, then per second: at 0.5/s a
#: room code (29.7 bits) takes ~25 years of guessing per address and open room.
GUESS_BURST, GUESS_RATE = 30.0, 0.5
#: Joins one client address may make at once, then per second (a class behind one school
#: router joins at once; a script taking every seat does not).
JOIN_BURST, JOIN_RATE = 60.0, 1.0
#: Seat claims (a student on a new device) per address, and per name asked for.
CLAIM_BURST, CLAIM_RATE = 10.0, 0.1
#: Connections cut for flooding per address and seat token: 2, then one every 30 s.
FLOOD_BURST, FLOOD_RATE = 2.0, 1 / 30
#: Answer-box verdicts (``POST /api/class/answers``) per address and seat token: a class
#: behind one router answers together; a script flooding the report does not.
ANSWER_BURST, ANSWER_RATE = 120.0, 4.0
#: What ``Guard`` counts, with its burst and rate.
GUARD_LIMITS = {
    "wrong codes": (GUESS_BURST, GUESS_RATE),
    "joins": (JOIN_BURST, JOIN_RATE),
    "seat claims": (CLAIM_BURST, CLAIM_RATE),
    "floods": (FLOOD_BURST, FLOOD_RATE),
    "answers": (ANSWER_BURST, ANSWER_RATE),
}
#: Paths ``SecurityMiddleware`` refuses with 429 before any route, while the address is over
#: its wrong codes: every route that takes a room or class code, a claim or a seat token.
GUARDED_PATHS = re.compile(
    r"/api/rooms/[^/]+(/join|/predict)?/?$|/api/class/(code/[^/]+|join|claims(/[^/]+)?|rematch|answers)/?$"
)


class Guard:
    """The one limiter in front of everything a student can guess at (issue 42): room and
    class codes, claims, joins and seat tokens. ``RateLimit`` buckets per kind (``GUARD_LIMITS``)
    and per client address; where a request carries a seat token, per token as well.

    A route ``check``s before it answers (429 while over) and ``spend``s what counts: a
    wrong code, claim or token (``"wrong codes"``), a join, a claim. An address over its
    wrong codes gets 429 for every code, right or wrong, so a lucky guess tells nothing.
    """

    def __init__(self, limits: dict[str, tuple[float, float]] | None = None) -> None:
        limits = GUARD_LIMITS if limits is None else limits
        self.addresses = {kind: RateLimit(b, r) for kind, (b, r) in limits.items()}
        self.others = {kind: RateLimit(b, r, exempt=frozenset()) for kind, (b, r) in limits.items()}

    def keys(
        self, conn: HTTPConnection, token: Any = None, name: Any = None
    ) -> list[tuple[bool, str]]:
        """(by address?, key) of a request: its address, its seat token's and name's digests."""
        out = [(True, client_key(conn))]
        for prefix, value in (("token", token), ("name", name)):
            if isinstance(value, str) and value:
                digest = hashlib.sha256(value.casefold().encode()).hexdigest()[:32]
                out.append((False, f"{prefix}:{digest}"))
        return out

    def wait(self, conn: HTTPConnection, kind: str, token: Any = None, name: Any = None) -> float:
        """Seconds until this request may go on (0.0: now); spends nothing."""
        return max(
            (self.addresses if by_address else self.others)[kind].take(key, spend=False)
            for by_address, key in self.keys(conn, token, name)
        )

    def check(self, conn: HTTPConnection, kind: str, token: Any = None, name: Any = None) -> None:
        """``HTTPException(429)`` with ``Retry-After`` while this request is over ``kind``."""
        wait = self.wait(conn, kind, token, name)
        if wait:
            raise HTTPException(
                429, rate_message(kind, wait), headers={"Retry-After": str(retry_after(wait))}
            )

    def spend(self, conn: HTTPConnection, kind: str, token: Any = None, name: Any = None) -> None:
        """Count one ``kind`` against this request's address (and token, name)."""
        for by_address, key in self.keys(conn, token, name):
            (self.addresses if by_address else self.others)[kind].take(key)

    def take(self, conn: HTTPConnection, kind: str, token: Any = None, name: Any = None) -> None:
        """``check`` then ``spend``: a request that counts whatever its outcome (a join)."""
        self.check(conn, kind, token, name)
        self.spend(conn, kind, token, name)


#: What a wrong code and another room's seat token are both told (the answer does not tell
#: which codes are open).
NO_SEAT = "No seat opens with this link at this table: join again from the join page."


async def open_seat(conn: HTTPConnection, code: str, token: Any) -> tuple[Any, int]:
    """(room, seat) that ``token`` opens at table ``code`` (a websocket's hello, a prediction,
    a rematch). A wrong code and another room's token get one answer, ``KeyError(NO_SEAT)``,
    and count against the address and the token (``Guard``); a damaged room says so
    (``DamagedRoom``); ``Limited`` while the address or token is over its wrong codes or floods."""
    guard = guard_of(conn)
    for kind in ("wrong codes", "floods"):
        wait = guard.wait(conn, kind, token)
        if wait:
            raise Limited(rate_message(kind, wait))
    tables = conn.app.state.tables
    try:
        room = await tables.find(code)
        return room, tables.seat_of_token(room.code, token)
    except DamagedRoom:
        raise
    except (KeyError, PermissionError):
        guard.spend(conn, "wrong codes", token)
        raise KeyError(NO_SEAT) from None


class Limited(PermissionError):
    """A connection refused because its address or seat token is over a ``Guard`` limit."""


def guard_of(conn: HTTPConnection) -> Guard:
    """The app's ``Guard``."""
    return conn.app.state.guard


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
    - A request to a route that takes a code, claim or seat token (``GUARDED_PATHS``) from an
      address over its wrong codes is answered 429 at once (``Guard``).
    - A client that leaves mid-body is one log line, never a traceback.
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
        refusal = guarded_refusal(scope)
        if refusal is not None:
            return await refusal(scope, receive, sending)
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


def guarded_refusal(scope: dict) -> Response | None:
    """The 429 answer for a request to a ``GUARDED_PATHS`` route from an address over its
    wrong codes (``Guard``), before the route reads anything; None otherwise."""
    guard = getattr(getattr(scope.get("app"), "state", None), "guard", None)
    if guard is None or not GUARDED_PATHS.match(app_path(scope)):
        return None
    wait = guard.wait(HTTPConnection(scope), "wrong codes")
    if not wait:
        return None
    return error(429, rate_message("wrong codes", wait), {"Retry-After": str(retry_after(wait))})


def app_path(scope: dict) -> str:
    """The request's path inside the app (without the proxy's prefix)."""
    path = scope["path"]
    root = scope.get("root_path", "")
    if root and path.startswith(root):
        path = path[len(root) :]
    return path


def _is_api(scope: dict) -> bool:
    return app_path(scope).startswith(("/api/", "/ws/"))


def seat_owner_ok(seat_name: str, identity: Identity | None) -> bool:
    """True unless a signed-in user (a Hub user) presents a seat taken by someone else: under
    the Hub a person's seat is named after, and belongs to, the user who took it."""
    if identity is None or not identity.name:
        return True
    return seat_name == clean_name(identity.name, "")
