"""The table server's JSON API from Python: ``api_request``, ``create_room`` and ``TableError``."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

from .hub_env import service_headers


def poll_in_background(refresh: Callable[[], Any], interval: float, name: str) -> threading.Event:
    """Call ``refresh`` every ``interval`` seconds in a daemon thread until the returned event
    is set. A call that fails is simply tried again at the next tick (the server may restart)."""
    stopped = threading.Event()

    def poll() -> None:
        while not stopped.wait(interval):
            try:
                refresh()
            except Exception:
                continue

    threading.Thread(target=poll, name=name, daemon=True).start()
    return stopped


class TableError(RuntimeError):
    """The table server refused a request (no such room, wrong token, room full ...)."""


def api_request(url: str, method: str = "GET", body: Any = None, token: str | None = None) -> Any:
    """Call the table server's JSON API at ``url``; ``TableError`` with its reason on a 4xx/5xx.

    ``token`` is sent as a Bearer token; without one, inside a JupyterHub user's kernel,
    the kernel's Hub token names the user to the table service.
    """
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    else:  # in a JupyterHub user's kernel: the Hub token names the user to the table service
        headers.update(service_headers(url))
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as exc:
        try:
            message = json.loads(exc.read()).get("error") or str(exc)
        except ValueError:
            message = str(exc)
        raise TableError(message) from None


def create_room(
    url: str,
    game: str,
    seats: int,
    bots: dict[int, str] | None = None,
    options: dict | None = None,
    token: str | None = None,
    names: list[str] | None = None,
) -> str:
    """Open a room on the server at ``url`` and return its code (``token``: the teacher's).

    ``bots`` maps seat numbers to bot names (``{1: "greedy"}``).
    """
    body = {
        "game": game,
        "seats": seats,
        "bots": {str(k): v for k, v in (bots or {}).items()},
        "options": options or {},
    }
    if names is not None:
        body["names"] = list(names)
    return api_request(f"{url.rstrip('/')}/api/rooms", "POST", body, token)["code"]
