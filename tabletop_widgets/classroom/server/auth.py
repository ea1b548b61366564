"""Who is asking: the auth hook of the table server, and the teacher's session.

An ``Auth`` maps an incoming HTTP request or websocket (a Starlette ``HTTPConnection``)
to an ``Identity``, or None for an anonymous student. The default, ``TokenAuth``, knows
only the teacher: a request carrying the teacher token in a header
(``Authorization: Bearer T``: the Python clients) or the teacher's session cookie (the
pages) is the teacher. The token is never accepted in a URL: the link the server prints
(``/teacher?token=T``) is exchanged once for the session cookie by ``http.SecurityMiddleware``,
which redirects to the same page without the token. Students are anonymous and prove their
seat with their seat token. A JupyterHub OAuth hook returns the Hub's user name (the seat
name, and the seat's owner) and marks admins or a teacher group as teachers. The hook may be
sync or async.

The session cookie is ``ISSUED.NONCE.MAC`` with ``MAC = HMAC-SHA256(teacher token, ISSUED.NONCE)``:
it names no secret, it expires after ``SESSION_SECONDS``, and rotating the token
(``rotate_teacher_token``, ``tabletop-widgets rotate-token``) ends every session at once.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

#: The store's meta key holding the teacher token.
TEACHER_META = "teacher_token"
#: The teacher's session cookie (HttpOnly, SameSite=Strict, the app's path).
SESSION_COOKIE = "tw-teacher"
#: How long a teacher's session lasts (a school day).
SESSION_SECONDS = 12 * 3600


@dataclass(frozen=True)
class Identity:
    """Who made a request: a name (None: unknown) and whether they may use the teacher page.

    A ``name`` is a verified identity (a Hub user): seats taken under it belong to it, and a
    seat token is refused when another named user presents it.
    """

    name: str | None = None
    teacher: bool = False


#: The hook's type: request or websocket in, ``Identity`` (or None for anonymous) out.
Auth = Callable[[HTTPConnection], "Identity | None | Awaitable[Identity | None]"]


def request_token(conn: HTTPConnection) -> str | None:
    """The token a request carries in ``Authorization: Bearer T`` (never the URL's query)."""
    header = conn.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return None


def new_teacher_token() -> str:
    """A fresh teacher token (192 bits)."""
    return secrets.token_urlsafe(24)


def rotate_teacher_token(store: Any) -> str:
    """Give ``store``'s server a new teacher token and return it: the old token and every
    teacher session made with it stop working at once (in every process sharing the store)."""
    token = new_teacher_token()
    store.set_meta(TEACHER_META, token)
    return token


def _mac(token: str, message: str) -> str:
    return hmac.new(token.encode(), message.encode(), hashlib.sha256).hexdigest()


def make_session(token: str, now: float | None = None) -> str:
    """A teacher session cookie's value, signed with ``token``."""
    message = f"{int(now if now is not None else time.time())}.{secrets.token_urlsafe(12)}"
    return f"{message}.{_mac(token, message)}"


def session_valid(value: str | None, token: str | None, now: float | None = None) -> bool:
    """True when ``value`` is a session made with ``token`` that has not expired."""
    if not value or not token or len(value) > 200:
        return False
    message, _, mac = value.rpartition(".")
    issued = message.partition(".")[0]
    if not issued.isdigit() or not hmac.compare_digest(mac, _mac(token, message)):
        return False
    age = (now if now is not None else time.time()) - int(issued)
    return -60 <= age <= SESSION_SECONDS


def same_origin(conn: HTTPConnection) -> bool:
    """False when a browser says the request comes from another origin (``Sec-Fetch-Site``,
    else ``Origin``): a cookie is then not a reason to trust it (cross-site request forgery
    from a page on another port of the same host, which ``SameSite`` lets through). Opening a
    page (a GET navigation: it only shows HTML) is allowed from anywhere the cookie comes."""
    if conn.scope.get("method") == "GET" and conn.headers.get("sec-fetch-mode") == "navigate":
        return True
    site = conn.headers.get("sec-fetch-site")
    if site is not None:
        return site in ("same-origin", "none")
    origin = conn.headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc.lower() == conn.headers.get("host", "").lower()


class TokenAuth:
    """The default hook: the teacher is whoever shows the teacher token in a header, or the
    teacher's session cookie; everyone else is anonymous.

    ``teacher_token`` is the token, or a function returning the current one (``build_app``
    reads it from the store, so a rotation by another process takes effect at once).
    """

    def __init__(self, teacher_token: str | Callable[[], str | None]) -> None:
        self._token = teacher_token

    @property
    def teacher_token(self) -> str | None:
        """The teacher token in force now."""
        return self._token() if callable(self._token) else self._token

    def token_valid(self, token: str | None) -> bool:
        """True when ``token`` is the teacher token in force."""
        if not token:
            return False
        current = self.teacher_token
        return bool(current) and hmac.compare_digest(token.encode(), current.encode())

    def __call__(self, conn: HTTPConnection) -> Identity | None:
        token = request_token(conn)
        if token is not None:
            return Identity(teacher=True) if self.token_valid(token) else None
        cookie = conn.cookies.get(SESSION_COOKIE)
        if cookie and same_origin(conn) and session_valid(cookie, self.teacher_token):
            return Identity(teacher=True)
        return None
