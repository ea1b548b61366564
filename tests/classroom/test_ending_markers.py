"""Endings show no stale "whose turn" marker (issue 39), checked on screen in Chromium: once the
teacher ends a game, Yum's score sheet loses its ▶ (and highlighted column) and GYÜMI's panels
lose "— to play"; the dashboard never shows ▶ on an empty seat."""

from __future__ import annotations

import httpx
import pytest

from tabletop_widgets import classroom

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def student_page(new_page, server, game: str, bot: str):
    """A student's room page at a new table of ``game`` (the student in seat 0, a bot in 1)."""
    code = classroom.create_room(server.url, game, 2, bots={1: bot}, token=server.teacher_token)
    page = new_page()
    page.goto(f"{server.url}/room/{code}?name=Ada")
    page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
    return code, page


def end(server, code: str) -> None:
    answer = httpx.post(
        f"{server.url}/api/class/rooms/{code}/end",
        headers={"Authorization": f"Bearer {server.teacher_token}"},
    )
    assert answer.status_code == 200, answer.text


def test_yum_loses_its_turn_marker_when_the_teacher_ends_the_game(server, new_page):
    code, page = student_page(new_page, server, "yum", "greedy")
    head = "[data-testid=yum-sheet] thead"
    page.wait_for_function(f"document.querySelector('{head}').innerText.includes('\\u25B6')")
    end(server, code)
    page.wait_for_selector("body[data-state=ended]")
    page.wait_for_selector("[data-testid=yum-sheet]")
    assert "\u25b6" not in page.locator(head).inner_text()
    assert "to play" not in page.locator("body").inner_text().lower()


def test_gyumi_loses_to_play_when_the_teacher_ends_the_game(server, new_page):
    code, page = student_page(new_page, server, "gyumi", "memory")
    page.wait_for_function(
        "document.querySelector('.gy-players').innerText.toLowerCase().includes('to play')"
    )
    end(server, code)
    page.wait_for_selector("body[data-state=ended]")
    page.wait_for_selector(".gy-players")
    assert "to play" not in page.locator("body").inner_text().lower()


def test_the_dashboard_shows_no_turn_marker_on_an_empty_seat(server, new_page):
    empty = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    seated = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    (free,) = server.tables.match(empty).seats_to_act  # an empty seat whose turn it is
    (turn,) = server.tables.match(seated).seats_to_act
    joined = httpx.post(f"{server.url}/api/rooms/{seated}/join", json={"name": "Ada", "seat": turn})
    assert joined.status_code == 200 and joined.json()["seat"] == turn
    page = new_page()
    page.goto(f"{server.url}/dashboard?token={server.teacher_token}")
    marker = "(sel) => getComputedStyle(document.querySelector(sel), '::before').content"
    page.wait_for_selector(f"[data-testid=dash-seat-{seated}-{turn}]")
    assert page.evaluate(marker, f"[data-testid=dash-seat-{empty}-{free}]") == "none"
    assert page.evaluate(marker, f"[data-testid=dash-seat-{seated}-{turn}]") == '"▶"'
