"""The table server's API over real HTTP and websockets on loopback (server in a thread)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from http.cookiejar import CookieJar

import httpx
import pytest

from tabletop_widgets import classroom, gin_rummy
from tabletop_widgets.classroom.server.serve import wide_bind_warning
from tabletop_widgets.engine import all_games, bots_of, game_folder, queries_of
from tabletop_widgets.ui.base import GameWidget


def widget_class(name: str) -> type:
    """The widget class of the registered game ``name`` (found in its folder's widget module)."""
    import importlib

    game = all_games()[name]
    module = importlib.import_module(f"tabletop_widgets.{game_folder(game).name}.widget")
    (found,) = [
        w
        for w in vars(module).values()
        if isinstance(w, type) and issubclass(w, GameWidget) and getattr(w, "game", None) is game
    ]
    return found


def http(url, method="GET", body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def test_health_games_and_pages(server):
    status, body = http(f"{server.url}/api/health")
    assert status == 200 and json.loads(body)["ok"] is True
    games = {g["name"]: g for g in json.loads(http(f"{server.url}/api/games")[1])}
    assert set(games) == set(all_games())
    for name, listed in games.items():  # the registry's bots and declared queries
        assert listed["bots"] == list(bots_of(name))
        assert listed["queries"] == [q.describe() for q in queries_of(name)]
    assert http(f"{server.url}/teacher")[0] == 403
    assert http(f"{server.url}/teacher?token=wrong")[0] == 403
    signed_in = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))
    with signed_in.open(server.teacher_link, timeout=10) as answer:  # the link signs in
        assert answer.status == 200 and "token" not in answer.url
    status, js = http(f"{server.url}/bundle/gnumies/widget.js")
    assert status == 200 and b"export" in js
    assert http(f"{server.url}/bundle/engine/widget.js")[0] == 404
    assert http(f"{server.url}/bundle/gnumies/..%2Fgame.py")[0] == 404
    assert http(f"{server.url}/static/room.js")[0] == 200
    assert http(f"{server.url}/static/store.py")[0] == 404


def test_a_seat_plays_a_bot_and_a_refused_move_keeps_the_connection(server):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "greedy"}, token=server.teacher_token
    )
    me = classroom.join(server.url, code, name="Ada")
    assert me.seat == 0 and me.names == ["Ada", "Greedy bot"]
    assert me.legal and "hand" in me.view and "arrangement" in me.view, (
        "the widget's decorated view"
    )
    assert "rng" not in me.view and "stock" not in me.view
    with pytest.raises(classroom.IllegalMove, match="Draw a card first"):
        me.act({"type": "discard", "card": "XX"})
    before = len(me.log)
    me.act(me.legal[0])
    assert me.view["phase"] == "discard" and len(me.log) == before + 1
    me.act(me.legal[0])  # the discard; the bot answers before the snapshot comes back
    assert me.to_act == [0] and me.view["phase"] == "draw"
    assert server.tables.match(code).log[-1]["seat"] == 1
    me.close()


def test_teacher_api_is_guarded_and_shows_everything(server):
    url, token = server.url, server.teacher_token
    with pytest.raises(classroom.TableError, match="teacher"):
        classroom.create_room(url, "yum", 2, token="nope")
    with pytest.raises(classroom.TableError, match="no game"):
        classroom.create_room(url, "chess", 2, token=token)
    with pytest.raises(classroom.TableError, match="2 to 2"):
        classroom.create_room(url, "gin_rummy", 3, token=token)
    with pytest.raises(classroom.TableError, match="no bot"):
        classroom.create_room(url, "gin_rummy", 2, bots={1: "smart"}, token=token)
    with pytest.raises(classroom.TableError, match="option"):
        classroom.create_room(url, "gin_rummy", 2, options={"bogus": 1}, token=token)
    code = classroom.create_room(url, "gin_rummy", 2, token=token)
    assert http(f"{url}/api/rooms")[0] == 403
    assert http(f"{url}/api/rooms/{code}/teacher")[0] == 403
    status, body = http(f"{url}/api/rooms", token=token)
    assert status == 200 and [r["code"] for r in json.loads(body)] == [code]
    status, body = http(f"{url}/api/rooms/{code}/teacher", token=token)
    frame = json.loads(body)
    assert frame["view"]["teacher"] is True and len(frame["view"]["opponent_hand"]) == 10
    assert len(frame["view"]["stock"]) == 31
    public = json.loads(http(f"{url}/api/rooms/{code}")[1])
    assert public["seats"][0]["kind"] == "empty" and "hands" not in json.dumps(public)
    assert http(f"{url}/api/rooms/NOROOM")[0] == 404


def test_seats_fill_then_the_room_is_full_and_tokens_resume(server):
    code = classroom.create_room(
        server.url, "gnumies", 3, bots={2: "thinking"}, token=server.teacher_token
    )
    a = classroom.join(server.url, code, name="Ann")
    b = classroom.join(server.url, code, name="  Bob\x00\n ")
    assert (a.seat, b.seat) == (0, 1) and b.names[1] == "Bob"
    with pytest.raises(classroom.TableError, match="full"):
        classroom.join(server.url, code, name="Cy")
    token = b.token
    b.close()
    assert a.wait_for(lambda s: s.snapshot["seats"][1]["away"], 5), "the room shows Bob away"
    again = classroom.join(server.url, code, token=token)
    assert again.seat == 1 and again.names[1] == "Bob"
    assert a.wait_for(lambda s: not s.snapshot["seats"][1]["away"], 5)
    with pytest.raises(classroom.TableError, match="No seat opens with this link"):
        classroom.join(server.url, code, token="forged")
    a.close()
    again.close()


def test_teacher_puts_a_bot_in_an_empty_or_abandoned_seat(server):
    url, token = server.url, server.teacher_token
    code = classroom.create_room(url, "gin_rummy", 2, token=token)
    me = classroom.join(url, code, name="Ada")
    status, body = http(f"{url}/api/rooms/{code}/seats/0/bot", "POST", {"bot": "greedy"}, token)
    assert status == 409 and b"connected" in body
    assert http(f"{url}/api/rooms/{code}/seats/1/bot", "POST", {"bot": "greedy"})[0] == 403
    status, body = http(f"{url}/api/rooms/{code}/seats/1/bot", "POST", {"bot": "greedy"}, token)
    assert status == 200 and json.loads(body)["seats"][1]["kind"] == "bot"
    me.wait_for(lambda s: s.snapshot["seats"][1]["kind"] == "bot", 5)
    me.act(me.legal[0])
    me.act(me.legal[0])
    assert me.to_act == [0], "the bot played its turn"
    me.close()


def test_a_notebook_widget_plays_a_remote_seat(server):
    code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
    widget = gin_rummy.GinRummyWidget(table=server.url, room=code, name="Nb")
    other = classroom.join(server.url, code, name="Web")
    assert widget.session.seat == 0 and widget.undo_allowed is False and widget.remote
    assert "seat 0 of room" in repr(widget)
    widget.act(widget.legal[0])
    assert widget.view["phase"] == "discard"
    widget._handle_custom_msg({"type": "new_game"}, [])
    assert widget.error == "Only the teacher starts a new game at a shared table."
    widget._handle_custom_msg({"type": "undo"}, [])
    assert widget.error == "Undo is turned off at this table."
    widget._handle_custom_msg({"type": "act", "action": {"type": "discard", "card": "ZZ"}}, [])
    assert "not a card" in widget.error
    widget._handle_custom_msg({"type": "act", "action": widget.legal[0]}, [])
    assert other.wait_for(lambda s: s.my_turn, 5) and widget.error == ""
    other.close()
    widget.session.close()


def test_binding_wider_than_loopback_warns():
    assert wide_bind_warning("127.0.0.1") is None and wide_bind_warning("localhost") is None
    assert wide_bind_warning("::1") is None
    assert "HTTPS" in wide_bind_warning("0.0.0.0")


#: Run in a fresh process: the game modules loaded before and after the server starts
#: (``run``'s uvicorn serve is replaced by a stand-in that records them and returns).
STARTS_WITH_GAMES = """
import json
import sys
import uvicorn
from tabletop_widgets.engine.registry import PACKAGE, PACKAGE_FOLDER
from tabletop_widgets.classroom.server.serve import run, serve

games = sorted(f"{PACKAGE}.{p.name}.game" for p in PACKAGE_FOLDER.iterdir() if (p / "game.py").exists())
def loaded():
    return json.dumps(sorted(m for m in games if m in sys.modules))
print(loaded())
if sys.argv[1] == "serve":
    server = serve()
    print(loaded())
    server.stop()
else:
    async def stand_in(self, sockets=None):
        print(loaded())
    uvicorn.Server.serve = stand_in
    run(port=0)
print(len(games))
"""


@pytest.mark.parametrize("start", ["serve", "run"])
def test_the_server_loads_every_game_as_it_starts(start):
    # Not at its first room: the first student waits for no import, and the memory the games
    # take is the server's from its start, not its first room's.
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", STARTS_WITH_GAMES, start], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    before, after, count = out.stdout.strip().splitlines()
    assert before == "[]", "importing the server loads no game"
    assert len(json.loads(after)) == int(count) >= 5, after


#: The command line's server (``run``) with uvicorn's serve replaced by a stand-in that prints
#: the module of the event loop it runs in.
RUNS_ON = """
import asyncio
import uvicorn
from tabletop_widgets.classroom.server.serve import run

async def stand_in(self, sockets=None):
    print(type(asyncio.get_running_loop()).__module__)
uvicorn.Server.serve = stand_in
run(port=0)
"""


def test_the_command_line_server_runs_on_uvloop_as_the_in_process_one_does(server):
    # uvloop comes with uvicorn[standard] (the classroom extra) where it is supported.
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", RUNS_ON], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1].startswith("uvloop"), out.stdout
    loop = server.uvicorn_server.config.get_loop_factory()()
    loop.close()
    assert type(loop).__module__.startswith("uvloop"), "the in-process server's loop"


@pytest.mark.parametrize("name", sorted(all_games()))
def test_every_games_widget_can_sit_at_a_remote_table(server, name):
    game = all_games()[name]
    seats = game.min_seats
    code = classroom.create_room(server.url, name, seats, token=server.teacher_token)
    w = widget_class(name)(table=server.url, room=code, name="Nb")
    assert repr(w).endswith(f"seat 0 of room {code})")
    others = [classroom.join(server.url, code, name=f"P{i}") for i in range(1, seats)]
    remote = w.session.client
    assert remote.wait_for(lambda s: s.names[0] == "Nb" and len(set(s.names)) == seats, 5)
    assert w.humans == [0] and w.undo_allowed is False and w.names == remote.names
    assert w.queries == remote.snapshot["queries"], "the declared queries, as the room allows"
    for _ in range(20):  # the others play until the widget's seat is to act
        if remote.my_turn:
            break
        for other in others:
            if other.my_turn:
                other.act(other.legal[0])
        remote.wait(0.5)
    assert w.legal, "the widget's seat is offered its moves"
    before = len(server.tables.match(code).log)
    w.act(w.legal[0])
    assert len(server.tables.match(code).log) == before + 1 and w.error == ""
    for seat in [remote, *others]:
        seat.close()


def test_a_notebook_widget_shows_the_teachers_notice(server):
    """The teacher's notice (a restart) reaches a notebook widget's ``notice`` trait, which the
    kit draws as a banner; a local widget has none."""
    import threading

    code = classroom.create_room(server.url, "gin_rummy", 2, token=server.teacher_token)
    widget = gin_rummy.GinRummyWidget(table=server.url, room=code, name="Nb")
    assert widget.notice == {} and gin_rummy.GinRummyWidget().notice == {}
    seen = threading.Event()
    widget.observe(lambda change: seen.set() if change["new"] else None, names="notice")
    reset = httpx.post(
        f"{server.url}/api/dashboard/rooms/{code}/reset",
        headers={"Authorization": f"Bearer {server.teacher_token}"},
        timeout=30,
    )
    assert reset.status_code == 200, reset.text
    assert seen.wait(15), "the notice never reached the widget"
    assert widget.notice["text"] == "The teacher restarted this game."
    widget.session.close()
