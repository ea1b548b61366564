"""Small pieces every route of the table server uses: who is asking, JSON in, errors out."""

from __future__ import annotations

import inspect
import json
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, Response

from ..protocol import MAX_BODY_BYTES
from .auth import Identity


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
        raise HTTPException(403, "The teacher's token is needed for this.")
    return identity


def error(status: int, message: str) -> JSONResponse:
    """A JSON error answer ``{"error": message}``."""
    return JSONResponse({"error": message}, status_code=status)


async def read_json(request: Request) -> dict[str, Any]:
    """The request body as a JSON object (``HTTPException`` 413 or 400 otherwise)."""
    body = await request.body()
    if len(body) > MAX_BODY_BYTES:
        raise HTTPException(413, "The request is too large.")
    if not body:
        return {}
    try:
        data = json.loads(body)
    except ValueError:
        raise HTTPException(400, "The request body is not JSON.") from None
    if not isinstance(data, dict):
        raise HTTPException(400, "The request body must be a JSON object.")
    return data


async def http_error(request: Request, exc: Exception) -> Response:
    """The app's handler of ``HTTPException``: its detail as a JSON error."""
    assert isinstance(exc, HTTPException)
    return error(exc.status_code, exc.detail)
