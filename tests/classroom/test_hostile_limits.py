"""Issue 42, point 1: one limiter (``http.Guard``) in front of every route that takes a room
or class code, a claim or a seat token, and one answer for wrong, closed and foreign codes.

From one address, 100 wrong codes on each route: the first ``GUESS_BURST`` get the route's
one "no such code" answer, then 429 (with ``Retry-After``) for every code, the right one too,
so a lucky guess tells nothing. A wrong code, a damaged ("closed") room's code and another
room's seat token get the very same answer (status and body), so the answer does not tell
which codes are open. A seat token is limited on its own, whatever address it comes from.
Addresses are set with ``X-Forwarded-For``, which uvicorn trusts from loopback (a proxy).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import time

import pytest
import requests
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.http import GUESS_BURST, GUESS_RATE, NO_SEAT

GUESSES = 100
ADDRESSES = (f"10.42.{i // 250}.{i % 250 + 1}" for i in itertools.count())


def wrong_code(i: int) -> str:
    return f"ZZ{i:04d}"


@pytest.fixture
def tables(server):
    """Two Yum rooms with a seated student each, a damaged room code, and the class code."""
    url, teacher = server.url, {"Authorization": f"Bearer {server.teacher_token}"}
    codes = [classroom.create_room(url, "yum", 2, token=server.teacher_token) for _ in range(2)]
    tokens = [
        requests.post(f"{url}/api/rooms/{c}/join", json={"name": "Ann"}, timeout=10).json()["token"]
        for c in codes
    ]
    server.tables.damaged["DAMAG3"] = "JSONDecodeError: the record is cut short"
    klass = requests.get(f"{url}/api/class/board", headers=teacher, timeout=10).json()["code"]
    return server, codes, tokens, klass


def routes(tables):
    """Each code route as ``(name, ask(session, code, token) -> (status, body))``."""
    server, codes, tokens, _ = tables
    url = server.url

    def get(path):
        return lambda s, code, token: s.get(url + path.format(code=code), timeout=10)

    def post(path, body):
        def ask(s, code, token):
            sent = {k: v.format(code=code, token=token) for k, v in body.items()}
            return s.post(url + path.format(code=code), json=sent, timeout=10)

        return ask

    return {
        "room info": get("/api/rooms/{code}"),
        "room join": post("/api/rooms/{code}/join", {"name": "Guess"}),
        "class code": get("/api/class/code/{code}"),
        "class join": post("/api/class/join", {"code": "{code}", "name": "Guess"}),
        "claims": post("/api/class/claims", {"code": "{code}", "name": "Ann"}),
        "claim status": get("/api/class/claims/{code}?secret=x"),
        "rematch": post("/api/class/rematch", {"room": "{code}", "token": "{token}"}),
        "predict": post("/api/rooms/{code}/predict", {"token": "{token}"}),
    }


def answer(reply):
    return reply.status_code, reply.json()


@pytest.mark.parametrize(
    "route",
    [
        "room info",
        "room join",
        "class code",
        "class join",
        "claims",
        "claim status",
        "rematch",
        "predict",
    ],
)
def test_100_wrong_codes_are_limited_after_the_burst_and_then_the_right_code_too(tables, route):
    server, codes, tokens, _ = tables
    ask = routes(tables)[route]
    address = {"X-Forwarded-For": next(ADDRESSES)}
    with requests.Session() as s:
        s.headers.update(address)
        start = time.monotonic()
        replies = [ask(s, wrong_code(i), tokens[0]) for i in range(GUESSES)]
        elapsed = time.monotonic() - start
        statuses = [r.status_code for r in replies]
        assert set(statuses[:30]) == {404}, statuses
        assert len({json.dumps(r.json(), sort_keys=True) for r in replies[:30]}) == 1
        refilled = math.ceil(elapsed * GUESS_RATE)  # the bucket refills while we guess
        assert statuses[30:].count(429) >= GUESSES - GUESS_BURST - refilled, statuses
        assert statuses[-1] == 429 and int(replies[-1].headers["retry-after"]) >= 1
        assert "Too many wrong codes" in replies[-1].json()["error"]
        right = ask(s, codes[0], tokens[0])
        assert right.status_code == 429, "a lucky guess tells nothing once limited"
    other = requests.Session()
    other.headers.update({"X-Forwarded-For": next(ADDRESSES)})
    # Another address is not limited (with another seat's token: this one is, on its own).
    assert ask(other, codes[1], tokens[1]).status_code != 429


def test_100_wrong_codes_on_the_websocket_are_limited_after_the_burst(tables):
    server, codes, tokens, _ = tables
    address = {"X-Forwarded-For": next(ADDRESSES)}
    messages = []
    start = time.monotonic()
    for i in range(GUESSES):
        code = wrong_code(i) if i < GUESSES - 1 else codes[0]  # the last one right
        with connect(f"ws{server.url[4:]}/ws/{code}", additional_headers=address) as ws:
            with contextlib.suppress(ConnectionClosed):  # a limited address is refused at once
                ws.send(json.dumps({"type": "hello", "token": tokens[0]}))
            messages.append(json.loads(ws.recv(timeout=10))["message"])
    refilled = math.ceil((time.monotonic() - start) * GUESS_RATE)
    assert messages[:30] == [NO_SEAT] * 30, messages
    limited = sum("Too many wrong codes" in m for m in messages[30:])
    assert limited >= GUESSES - GUESS_BURST - refilled and "Too many" in messages[-1]


def test_wrong_closed_and_foreign_codes_get_one_answer(tables):
    """A wrong code, a damaged room's code and (where a seat token is sent) another room's
    token: the same status and body on every route, so the answer tells no open code."""
    server, codes, tokens, klass = tables
    checked = 0
    for name, ask in routes(tables).items():
        s = requests.Session()
        s.headers.update({"X-Forwarded-For": next(ADDRESSES)})
        wrong = answer(ask(s, "ZZZZZZ", tokens[0]))
        assert wrong[0] == 404
        if name in ("rematch", "predict"):  # another room's token at a real room
            assert answer(ask(s, codes[1], tokens[0])) == wrong, name
            checked += 1
        if name in ("class code", "class join", "claims"):  # a damaged table's code
            assert answer(ask(s, "DAMAG3", tokens[0])) == wrong, name
            checked += 1
    with connect(f"ws{server.url[4:]}/ws/{codes[1]}") as ws:  # another room's token
        ws.send(json.dumps({"type": "hello", "token": tokens[0]}))
        foreign = json.loads(ws.recv(timeout=10))
    with connect(f"ws{server.url[4:]}/ws/ZZZZZZ") as ws:
        ws.send(json.dumps({"type": "hello", "token": tokens[0]}))
        assert (
            json.loads(ws.recv(timeout=10))
            == foreign
            == {
                "type": "error",
                "message": NO_SEAT,
                "fatal": True,
            }
        )
    assert checked == 5


def test_a_seat_token_is_limited_whatever_address_it_comes_from(tables):
    """Another room's token tried at a real room from a new address each time: after the
    burst the token itself is refused (429), also where it is right."""
    server, codes, tokens, _ = tables
    statuses = []
    for _ in range(40):
        reply = requests.post(
            f"{server.url}/api/rooms/{codes[1]}/predict",
            json={"token": tokens[0]},
            headers={"X-Forwarded-For": next(ADDRESSES)},
            timeout=10,
        )
        statuses.append(reply.status_code)
    assert statuses[:30] == [404] * 30 and statuses[-1] == 429, statuses
    right = requests.post(
        f"{server.url}/api/rooms/{codes[0]}/predict",
        json={"token": tokens[0]},
        headers={"X-Forwarded-For": next(ADDRESSES)},
        timeout=10,
    )
    assert right.status_code == 429
    fresh = requests.post(
        f"{server.url}/api/rooms/{codes[1]}/predict",
        json={"token": tokens[1]},
        headers={"X-Forwarded-For": next(ADDRESSES)},
        timeout=10,
    )
    assert fresh.status_code == 200, "another seat's token is not limited"


def test_joins_and_room_code_guesses_are_limited_per_address(server):
    url, token = server.url, server.teacher_token
    code = classroom.create_room(url, "yum", 8, token=token)
    guesser = {"X-Forwarded-For": "10.0.0.66"}  # uvicorn trusts it from loopback (a proxy)
    statuses = []
    for i in range(40):
        guess = f"ZZZZ{i:02d}"
        statuses.append(requests.get(f"{url}/api/rooms/{guess}", headers=guesser, timeout=10))
    codes = [a.status_code for a in statuses]
    assert codes[:30] == [404] * 30 and set(codes[30:]) == {429}, codes
    limited = statuses[-1]
    assert int(limited.headers["retry-after"]) >= 1
    assert "Too many wrong codes" in limited.json()["error"]
    # Once limited, even the right code answers 429: a lucky guess tells nothing.
    assert requests.get(f"{url}/api/rooms/{code}", headers=guesser, timeout=10).status_code == 429
    with connect(f"ws{server.url[4:]}/ws/{code}", open_timeout=5, additional_headers=guesser) as ws:
        assert "Too many wrong codes" in json.loads(ws.recv(timeout=5))["message"]
    # Another address is not affected, nor this machine (notebooks, tests).
    other = {"X-Forwarded-For": "10.0.0.7"}
    assert requests.get(f"{url}/api/rooms/{code}", headers=other, timeout=10).status_code == 200
    assert requests.get(f"{url}/api/rooms/{code}", timeout=10).status_code == 200
    # Joins: a burst of 60 per address, then 1 a second.
    server.tables.rooms.clear()
    rooms = [classroom.create_room(url, "gnumies", 4, token=token) for _ in range(16)]
    taker = {"X-Forwarded-For": "10.0.0.99"}
    answers = [
        requests.post(f"{url}/api/rooms/{rooms[i // 4]}/join", json={}, headers=taker, timeout=10)
        for i in range(64)
    ]
    codes = [a.status_code for a in answers]
    assert codes[:60] == [200] * 60 and 429 in codes[60:], codes
    refused = next(a for a in answers if a.status_code == 429)
    assert int(refused.headers["retry-after"]) >= 1 and "Too many joins" in refused.json()["error"]
