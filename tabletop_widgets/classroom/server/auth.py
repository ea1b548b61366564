"""Who is asking: the auth hook of the table server.

An ``Auth`` maps an incoming HTTP request or websocket (a Starlette ``HTTPConnection``)
to an ``Identity``, or None for an anonymous student. The default, ``TokenAuth``, knows
only the teacher: a request carrying the teacher token (``Authorization: Bearer T`` or
``?token=T``) is the teacher. Students are anonymous and prove their seat with their
seat token. A JupyterHub OAuth hook returns the Hub's user name (used as the seat name)
and marks admins or a teacher group as teachers. The hook may be sync or async.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from starlette.requests import HTTPConnection


@dataclass(frozen=True)
class Identity:
    """Who made a request: a name (None: unknown) and whether they may use the teacher page."""

    name: str | None = None
    teacher: bool = False


#: The hook's type: request or websocket in, ``Identity`` (or None for anonymous) out.
Auth = Callable[[HTTPConnection], "Identity | None | Awaitable[Identity | None]"]


def request_token(conn: HTTPConnection) -> str | None:
    """The token a request carries: ``Authorization: Bearer T`` or the ``token`` query parameter."""
    header = conn.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return conn.query_params.get("token") or None


class TokenAuth:
    """The default hook: the teacher is whoever shows ``teacher_token``; everyone else is anonymous."""

    def __init__(self, teacher_token: str) -> None:
        self.teacher_token = teacher_token

    def __call__(self, conn: HTTPConnection) -> Identity | None:
        token = request_token(conn)
        if token and hmac.compare_digest(token.encode(), self.teacher_token.encode()):
            return Identity(name="teacher", teacher=True)
        return None
