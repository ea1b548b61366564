"""Hostile clients at the teacher's door: the link becomes a strict cookie and leaves the
address, sessions end after a school day, rotating the token ends every session (in every
process), and no answer or later request carries the token."""

from __future__ import annotations

import re
import time

import pytest
import requests

from tabletop_widgets import classroom
from tabletop_widgets.classroom import cli
from tabletop_widgets.classroom.server.auth import (
    SESSION_COOKIE,
    SESSION_SECONDS,
    make_session,
    session_valid,
)

# ----- issue 21: the teacher signs in once ---


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def signed_in(server, path="/teacher"):
    """A browser-like session that opened the teacher's link for ``path``."""
    session = requests.Session()
    answer = session.get(f"{server.url}{path}?token={server.teacher_token}", timeout=10)
    assert answer.status_code == 200 and answer.url == f"{server.url}{path}"
    return session


def test_the_teachers_link_becomes_a_strict_httponly_cookie_and_leaves_the_address(server):
    url, token = server.url, server.teacher_token
    for path in ("/teacher", "/dashboard", "/experiments"):
        first = requests.get(f"{url}{path}?token={token}&x=1", allow_redirects=False, timeout=10)
        assert first.status_code == 303
        assert first.headers["location"] == f"{path.rsplit('/', 1)[-1]}?x=1"  # token gone
        cookie = first.headers["set-cookie"]
        assert cookie.startswith(f"{SESSION_COOKIE}=") and token not in cookie
        for attribute in ("HttpOnly", "SameSite=Strict", "Path=/", "Max-Age="):
            assert attribute in cookie, cookie
        assert first.headers["referrer-policy"] == "no-referrer"
    session = signed_in(server)
    for path in ("/teacher", "/dashboard", "/experiments", "/api/rooms", "/api/dashboard"):
        assert session.get(f"{url}{path}", timeout=10).status_code == 200, path
    # A wrong link is cleaned from the address too, and signs nobody in.
    wrong = requests.get(f"{url}/dashboard?token=wrong", allow_redirects=False, timeout=10)
    assert wrong.status_code == 303 and "set-cookie" not in wrong.headers
    assert requests.get(f"{url}/dashboard?token=wrong", timeout=10).status_code == 403
    # The API never takes the token from a URL; a header still works (the Python clients).
    refused = requests.get(f"{url}/api/rooms?token={token}", timeout=10)
    assert refused.status_code == 403 and "not accepted in a URL" in refused.json()["error"]
    assert requests.get(f"{url}/api/rooms", headers=bearer(token), timeout=10).status_code == 200
    # A forged or tampered cookie is nobody.
    value = session.cookies[SESSION_COOKIE]
    for forged in (value[:-1] + ("0" if value[-1] != "0" else "1"), "1.x.y", "x" * 300, ""):
        jar = {SESSION_COOKIE: forged}
        assert requests.get(f"{url}/api/rooms", cookies=jar, timeout=10).status_code == 403
    # Another origin (a page on another port of this host) cannot use the cookie.
    for header in ({"Sec-Fetch-Site": "same-site"}, {"Origin": "http://127.0.0.1:1"}):
        answer = session.post(f"{url}/api/rooms", json={"game": "yum", "seats": 2}, headers=header)
        assert answer.status_code == 403, header
    assert server.tables.rooms == {}


def test_a_session_ends_after_a_school_day_and_names_no_secret():
    token, now = "t" * 32, 1_800_000_000
    value = make_session(token, now)
    assert token not in value and session_valid(value, token, now + 60)
    assert not session_valid(value, token, now + SESSION_SECONDS + 1)  # expired
    assert not session_valid(value, token + "x", now)  # another token: rotated
    assert not session_valid(value, token, now - 3600)  # issued in the future


def test_every_answer_says_no_referrer(server):
    url = server.url
    code = classroom.create_room(url, "yum", 2, token=server.teacher_token)
    answers = [
        requests.get(f"{url}{path}", timeout=10)
        for path in (
            "/api/health",
            "/api/games",
            f"/api/rooms/{code}",
            f"/room/{code}",
            "/teacher",
            "/static/room.js",
            "/static/dashboard.js",
            "/bundle/yum/widget.js",
            "/api/rooms/NOSUCH",
            "/nowhere",
        )
    ]
    answers.append(requests.post(f"{url}/api/rooms/{code}/join", data="[[[", timeout=10))
    assert [a.headers.get("referrer-policy") for a in answers] == ["no-referrer"] * len(answers)


def test_rotating_the_token_ends_the_old_links_and_sessions(tmp_path, capsys):
    path = tmp_path / "class.sqlite"
    server = classroom.serve(store=path)
    try:
        url, old = server.url, server.teacher_token
        session = signed_in(server, "/dashboard")
        assert session.get(f"{url}/api/dashboard", timeout=10).status_code == 200
        assert cli.main(["rotate-token", "--store", str(path), "--url", url]) == 0
        printed = capsys.readouterr().out
        new = re.search(r"teacher\?token=(\S+)", printed).group(1)
        assert new != old and f"{url}/dashboard?token={new}" in printed
        # The running server reads the token in force: every old session and link is over.
        assert session.get(f"{url}/api/dashboard", timeout=10).status_code == 403
        assert requests.get(f"{url}/api/rooms", headers=bearer(old), timeout=10).status_code == 403
        assert requests.get(f"{url}/teacher?token={old}", timeout=10).status_code == 403
        assert requests.get(f"{url}/api/rooms", headers=bearer(new), timeout=10).status_code == 200
        server.teacher_token = new
        assert signed_in(server).get(f"{url}/api/rooms", timeout=10).status_code == 200
        assert server.rotate_token() != new  # the Python API, for a server in a notebook
        assert requests.get(f"{url}/api/rooms", headers=bearer(new), timeout=10).status_code == 403
    finally:
        server.stop()
    assert cli.main(["rotate-token", "--store", str(tmp_path / "none.sqlite")]) == 2
    assert "no store" in capsys.readouterr().err


def test_rotating_the_token_in_redis_ends_the_sessions_of_every_process(tmp_path, capsys):
    from classroom_redis.redis_server import redis_server  # tests/ is on the path

    from tabletop_widgets.classroom.server.redis_store import from_url

    with redis_server(tmp_path) as redis_url:
        stores = [from_url(redis_url) for _ in range(2)]
        servers = [classroom.serve(store=store, broker=broker) for store, broker in stores]
        try:
            old = servers[0].teacher_token
            assert servers[1].teacher_token == old  # one token for every process
            sessions = [signed_in(server) for server in servers]
            assert cli.main(["rotate-token", "--redis", redis_url]) == 0
            new = re.search(r"teacher\?token=(\S+)", capsys.readouterr().out).group(1)
            for server, session in zip(servers, sessions):
                deadline = time.monotonic() + 5  # a network store's token is read once a second
                while session.get(f"{server.url}/api/rooms", timeout=10).status_code != 403:
                    assert time.monotonic() < deadline, "the old session still works"
                    time.sleep(0.1)
                for token, status in ((old, 403), (new, 200)):
                    answer = requests.get(f"{server.url}/api/rooms", headers=bearer(token))
                    assert answer.status_code == status
        finally:
            for server in servers:
                server.stop()
            for store, _ in stores:
                store.close()


@pytest.mark.browser
@pytest.mark.xdist_group("browser")
def test_after_the_link_no_request_of_the_teachers_pages_carries_the_token(server, new_page):
    """The teacher's pages in Chromium: the token is in the first request only (the link),
    never in an address, a ``Referer`` or a page's storage afterwards."""
    classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    page = new_page()
    seen = []
    page.on("request", lambda r: seen.append((r.url, r.headers.get("referer", ""))))
    page.goto(server.teacher_link)
    assert page.url == f"{server.url}/teacher"
    page.wait_for_function(
        "() => /1 room/.test(document.querySelector('[data-testid=teacher-status]').textContent)"
    )
    page.click("[data-testid=teacher-dashboard-link]")
    page.wait_for_selector("body[data-ready=true]")
    assert page.url == f"{server.url}/dashboard"
    page.goto(f"{server.url}/experiments")
    page.wait_for_selector("#pick option", state="attached")
    token = server.teacher_token
    assert len(seen) > 10
    assert [url for url, _ in seen if token in url] == [server.teacher_link]
    assert [referer for _, referer in seen if referer] == []  # no-referrer: none at all
    storage = page.evaluate("JSON.stringify([localStorage, sessionStorage, document.cookie])")
    assert token not in storage and "tw-teacher" not in storage  # the cookie is HttpOnly
