"""Queries at a shared table: asked over the seat's websocket, answered from the seat's recall,
carried by its snapshots, allowed or refused by the room's policy (set by the teacher)."""

from __future__ import annotations

import json
import urllib.request

import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.protocol import NEW_GAME_REASON, SAVE_REASON, STATE_REASON
from tabletop_widgets.engine import IllegalMove, bot_label, queries_of
from tabletop_widgets.engine.coach import (
    CHECK_FIELDS,
    HINT_FIELDS,
    REVIEW_FIELDS,
    CheckAnswer,
    HintAnswer,
    ReviewAnswer,
    missing_fields,
)
from tabletop_widgets.engine.queries import OFF_REASONS
from tabletop_widgets.engine.registry import offered_queries


def post(server, path, body, token=True):
    req = urllib.request.Request(
        f"{server.url}{path}",
        data=json.dumps(body).encode(),
        headers={
            "Content-Type": "application/json",
            **({"Authorization": f"Bearer {server.teacher_token}"} if token else {}),
        },
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def by_name(snapshot):
    return {q["name"]: q for q in snapshot["queries"]}


def carousel_seat(server):
    code = classroom.create_room(
        server.url, "carousel", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    me = classroom.join(server.url, code, name="Ada")
    assert me.wait_for(lambda s: s.my_turn, 10)
    return code, me


def test_a_carousel_seat_asks_the_check_and_the_hint_and_plays_the_hint(server):
    code, me = carousel_seat(server)
    assert [q["name"] for q in me.snapshot["queries"]] == [
        q.name for q in offered_queries("carousel")
    ]
    assert all(q["allowed"] and q["reason"] == "" for q in me.snapshot["queries"])
    me.act({"type": "draw"})
    table = [list(m) for m in me.view["table"]]
    two = me.view["hand"][:2]
    verdict = me.query("check", {"melds": [*table, two]})
    assert str(len(table)) in verdict["problems"], "a 2-card meld is not a meld"
    assert verdict["problem"], "the play would be refused"
    assert me.snapshot["answers"]["check"]["problems"] == verdict["problems"], (
        "the snapshot after the answer carries it"
    )
    hint = me.query("hint")
    assert hint["text"] and me.snapshot["answers"]["hint"]["text"] == hint["text"]
    if hint.get("action"):
        before = len(server.tables.match(code).log)
        me.act(hint["action"])
        assert len(server.tables.match(code).log) > before
        assert "hint" not in me.snapshot["answers"], "an answer holds for its position only"
    with pytest.raises(IllegalMove, match="has no query"):
        me.query("peek")
    with pytest.raises(IllegalMove, match="takes no arguments"):
        me.query("hint", {"x": 1})
    me.close()


def test_the_teacher_turns_hints_off_in_one_room_and_the_reason_reaches_the_seat(server):
    code, me = carousel_seat(server)
    other, other_seat = carousel_seat(server)
    assert post(server, f"/api/rooms/{code}/policy", {"help_off": ["hint"]}, token=False)[0] == 403
    assert post(server, f"/api/rooms/{code}/policy", {"help_off": ["peeking"]})[0] == 400
    assert post(server, "/api/rooms/NOROOM/policy", {})[0] == 404
    status, answer = post(server, f"/api/rooms/{code}/policy", {"help_off": ["hint"]})
    assert status == 200 and answer["policy"] == {
        "undo": False,
        "undo_others": False,
        "help_off": ["hint"],
    }
    assert me.wait_for(lambda s: not by_name(s.snapshot)["hint"]["allowed"], 5)
    assert by_name(me.snapshot)["hint"]["reason"] == OFF_REASONS["hint"]
    with pytest.raises(IllegalMove, match="Hints are turned off at this table"):
        me.query("hint")
    assert me.query("check", {"melds": []})["melds"] == [], "the check is still allowed"
    assert by_name(other_seat.snapshot)["hint"]["allowed"], "the other room is unchanged"
    assert other_seat.query("hint")["text"]
    assert server.tables.room_summary(code)["policy"]["help_off"] == ["hint"]
    stored, _ = server.app.state.store.load(code)
    assert stored.policy["help_off"] == ["hint"], "the policy is stored with the room"
    for seat in (me, other_seat):
        seat.close()


@pytest.mark.parametrize(("game", "query"), [("yum", "coach"), ("gyumi", "practice")])
def test_a_standing_query_at_a_table_is_shown_until_the_teacher_turns_it_off(server, game, query):
    declared = {q.name: q for q in queries_of(game)}[query]
    assert declared.standing
    code = classroom.create_room(
        server.url, game, 2, bots={1: "random"}, token=server.teacher_token
    )
    me = classroom.join(server.url, code, name="Ada")
    me.follow(query, True)
    assert by_name(me.snapshot)[query]["on"] and query in me.snapshot["answers"]
    assert me.snapshot["answers"][query]["text"]
    status, _ = post(server, "/api/policy", {"help_off": [declared.kind]})
    assert status == 200
    assert me.wait_for(lambda s: query not in s.snapshot["answers"], 5), "refused: not shown"
    assert by_name(me.snapshot)[query]["reason"] == OFF_REASONS[declared.kind]
    with pytest.raises(IllegalMove, match=OFF_REASONS[declared.kind]):
        me.follow(query, True)
    later = classroom.create_room(server.url, game, 2, token=server.teacher_token)
    assert server.tables.room_summary(later)["policy"]["help_off"] == [declared.kind], (
        "rooms opened later start with the policy set for all rooms"
    )
    assert post(server, "/api/policy", {"help_off": []})[0] == 200
    assert me.wait_for(lambda s: query in s.snapshot["answers"], 5), "allowed again: shown"
    me.close()


def test_a_remote_carousel_widget_asks_like_a_local_one_and_says_what_it_cannot_do(server):
    from tabletop_widgets.carousel import CarouselWidget

    code = classroom.create_room(
        server.url, "carousel", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    w = CarouselWidget(table=server.url, room=code, name="Ada")
    assert w.remote and w.session.wait_for(lambda s: bool(s["legal"]), 10)
    local = CarouselWidget(players=[None, "greedy"], seed=1)
    assert w.names[1] == local.names[1] == bot_label("greedy"), "one name for a bot everywhere"
    w.act({"type": "draw"})
    hint = w.hint()
    assert not missing_fields(hint, HintAnswer, HINT_FIELDS)
    assert hint["text"] and w.answers["hint"]["text"] == hint["text"], "shown by the widget"
    verdict = w.check(melds=[*w.view["table"], w.view["hand"][:2]])
    assert not missing_fields(verdict, CheckAnswer, CHECK_FIELDS)
    assert verdict["problems"] and w.answers["check"] == verdict
    assert not missing_fields(w.review(), ReviewAnswer, REVIEW_FIELDS)
    assert not missing_fields(w.session.client.hint(), HintAnswer, HINT_FIELDS)
    for call, reason in [
        (w.save, SAVE_REASON),
        (lambda: w.load("{}"), SAVE_REASON),
        (w.new_game, NEW_GAME_REASON),
        (lambda: w.state, STATE_REASON),
        (lambda: w.match, STATE_REASON),
        (w.undo, "Undo is turned off at this table."),
    ]:
        with pytest.raises(IllegalMove) as refused:
            call()
        assert str(refused.value) == reason
    with pytest.raises(IllegalMove, match="plays carousel, not yum"):
        from tabletop_widgets.yum import YumWidget

        YumWidget(table=server.url, room=code, name="Bea")
    w.session.close()
