"""The review at a shared table: a seat asks its own (Python client, room page), the teacher
shows a finished table's on the projector (``/teacher/review/CODE``), never a running one's."""

from __future__ import annotations

import json
import urllib.request

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.review_routes import RUNNING
from tabletop_widgets.engine import IllegalMove
from tabletop_widgets.engine.queries import OFF_REASONS
from tabletop_widgets.i18n.engine_texts import localise_snapshot

from .test_queries import post


def get(server, path, token=True):
    req = urllib.request.Request(
        f"{server.url}{path}",
        headers={"Authorization": f"Bearer {server.teacher_token}"} if token else {},
    )
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def yum_room(server):
    return classroom.create_room(
        server.url, "yum", 2, bots={1: "greedy"}, token=server.teacher_token
    )


def test_a_seat_reviews_its_own_decisions_and_the_teacher_a_finished_table(server):
    code = yum_room(server)
    me = classroom.join(server.url, code, name="Ada")
    assert "review" in {q["name"] for q in me.snapshot["queries"]}
    for _ in range(4):
        me.act(me.legal[0])
    running = me.review()
    match = server.tables.match(code)
    mine = [
        e
        for i, e in enumerate(match.log)
        if e["seat"] == 0 and len(match.game.legal_actions(match.history[i], 0)) > 1
    ]
    assert mine, "the first roll of a turn is forced; the later moves are decisions"
    assert not running["over"]
    assert [d["move"] for d in running["decisions"]] == [e["action"] for e in mine]
    assert me.snapshot["answers"]["review"]["decisions"] == running["decisions"]
    assert get(server, f"/api/rooms/{code}/review") == (409, {"error": RUNNING})
    while not me.terminal:
        me.act(me.legal[0])
    final = me.review()
    assert final["over"] and final["exact"] and len(final["costliest"]) == 3
    assert all(d["cost"] is not None and d["cost"] >= 0 for d in final["decisions"])
    assert get(server, f"/api/rooms/{code}/review", token=False)[0] == 403
    assert get(server, f"/api/rooms/{code}/review?seat=7")[0] == 400
    assert get(server, "/api/rooms/NOROOM/review")[0] == 404
    status, frame = get(server, f"/api/rooms/{code}/review?seat=0")
    assert status == 200 and frame["view"]["teacher"] is True, "the final table, revealed"
    assert frame["answers"]["review"]["decisions"] == final["decisions"]
    assert frame["queries"] == []
    status, bot = get(server, f"/api/rooms/{code}/review?seat=1")
    assert status == 200 and bot["answers"]["review"]["seat"] == 1
    status, french = get(server, f"/api/rooms/{code}/review?seat=0&lang=fr")
    assert status == 200 and french == localise_snapshot(frame, "fr"), "the page's language"
    assert french["answers"]["review"]["text"] != frame["answers"]["review"]["text"]
    status, refused = get(server, f"/api/rooms/{code}/review?seat=0&lang=zz")
    assert status == 400 and "not a language of this server" in refused["error"]
    me.close()


def test_the_policy_refuses_a_seats_review_not_the_teachers(server):
    code = yum_room(server)
    me = classroom.join(server.url, code, name="Ada")
    status, _ = post(server, f"/api/rooms/{code}/policy", {"help_off": ["explain"]})
    assert status == 200
    assert me.wait_for(
        lambda s: not {q["name"]: q for q in s.snapshot["queries"]}["review"]["allowed"], 5
    )
    with pytest.raises(IllegalMove, match=OFF_REASONS["explain"]):
        me.review()
    while not me.terminal:
        me.act(me.legal[0])
    status, frame = get(server, f"/api/rooms/{code}/review")
    assert status == 200 and frame["answers"]["review"]["over"]
    me.close()


@pytest.mark.browser
@pytest.mark.xdist_group("browser")
def test_the_room_page_asks_a_hint_and_opens_the_review_and_the_teacher_projects_it(
    server, new_page
):
    code = yum_room(server)
    page = new_page()
    page.goto(f"{server.url}/room/{code}?name=Ann")
    page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
    page.get_by_test_id("tw-query-hint").click()
    panel = page.get_by_test_id("tw-answer-hint")
    panel.wait_for()
    table = server.tables.room(code).table
    assert page.get_by_test_id("tw-hint-text").inner_text() == table.query(0, "hint")["text"]
    # play Ann's seat to the end through the page (the first legal move each time)
    while not server.tables.match(code).is_terminal:
        length = len(server.tables.match(code).log)
        page.wait_for_function(f"Number(document.body.dataset.length) === {length}")
        page.evaluate(
            "window.tableModel.send({type: 'act', action: window.tableModel.get('legal')[0]})"
        )
        page.wait_for_function(f"Number(document.body.dataset.length) > {length}")
    page.get_by_test_id("room-final").wait_for()  # the end, said once: the final box
    page.get_by_test_id("room-review").click()  # offers the review (the help bar steps aside)
    review = page.get_by_test_id("tw-answer-review")
    review.wait_for(timeout=30000)
    final = table.review(0)
    assert page.get_by_test_id("tw-review-summary").inner_text() == final["text"]
    assert page.locator("[data-testid=tw-review-costliest] button").count() == 3
    n = len(final["decisions"])
    page.get_by_test_id("tw-review-all").locator("summary").click()
    page.get_by_test_id(f"tw-review-all-{n}").click()
    assert page.get_by_test_id("tw-review-where").inner_text() == f"Decision {n} of {n}"
    # the teacher's projector: the final table revealed, beside a seat's review
    teacher = new_page()
    teacher.goto(f"{server.url}/teacher/review/{code}?token={server.teacher_token}")
    teacher.wait_for_selector("body[data-reviewed='0'] [data-testid=tw-answer-review]")
    assert teacher.get_by_test_id("tw-reveal").count() == 1
    assert teacher.get_by_test_id("tw-review-summary").inner_text() == final["text"]
    assert teacher.get_by_test_id("review-status").inner_text() == final["text"]
    teacher.get_by_test_id("review-seat-1").click()
    teacher.wait_for_selector("body[data-reviewed='1'] [data-testid=tw-answer-review]")
    assert teacher.get_by_test_id("tw-review-summary").inner_text() == table.review(1)["text"]
    assert teacher.get_by_test_id("review-seat-1").get_attribute("aria-pressed") == "true"
    # the teacher's page links a finished table's review
    tables = new_page()
    tables.goto(f"{server.url}/teacher?token={server.teacher_token}")
    link = tables.get_by_test_id(f"teacher-review-{code}")
    link.wait_for()
    # no token in the link: the teacher's session cookie signs the review page in
    assert link.get_attribute("href").endswith(f"/teacher/review/{code}")
    assert server.teacher_token not in tables.content()
    # without the token the page says so
    stranger = new_page()
    stranger.goto(f"{server.url}/teacher/review/{code}")
    assert "teacher" in stranger.content().lower() and stranger.locator(".tw-root").count() == 0
