"""A seat's frames in its page's language: the hello's ``"lang"`` and ``language`` frames put the
engine's texts of that seat's snapshots, answers and refusals through the catalogs (as a widget
in a notebook shows them); other seats, and codes, are untouched; a bad language is refused and
changes nothing."""

from __future__ import annotations

import json

import httpx
import pytest

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server import projector
from tabletop_widgets.engine import IllegalMove
from tabletop_widgets.i18n import LANGUAGES, PSEUDO, translator
from tabletop_widgets.i18n.engine_texts import localise_snapshot, translate_name, translate_text


def wrapped(text: str) -> bool:
    """A text the pseudo-locale wrote (every translated string is wrapped ``[!! ... !!]``)."""
    return "[!!" in text


def gin_room(server, lang: str = "en"):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "fair"}, token=server.teacher_token
    )
    me = classroom.join(server.url, code, name="Ada", lang=lang)
    assert me.wait_for(lambda s: s.my_turn, 15)
    return code, me


def test_a_seat_that_says_its_language_in_its_hello_gets_the_engines_texts_in_it(server):
    code, me = gin_room(server, "pl")
    labels = [q["label"] for q in me.snapshot["queries"]]
    hint = translator("pl").gettext("Hint")
    assert hint != "Hint" and hint in labels, labels
    english = server.tables.frame(server.tables.room(code), me.seat)
    assert me.snapshot["queries"] == localise_snapshot(dict(english), "pl")["queries"]
    assert me.snapshot["view"]["hand"] == english["view"]["hand"], "cards are codes"
    ada, bot = me.snapshot["seats"]
    assert ada["name"] == "Ada" and bot["name"] == translate_text("Fair bot", "pl") != "Fair bot"
    assert me.snapshot["legal"] == english["legal"], "moves are codes"


def test_a_pupil_who_calls_herself_by_a_catalog_word_keeps_her_name_in_the_log(server):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "fair"}, token=server.teacher_token
    )
    me = classroom.join(server.url, code, name="Hint", lang="tr")
    assert me.wait_for(lambda s: s.my_turn, 15)
    assert translate_text("Hint", "tr") == "İpucu"
    me.act({"type": "draw", "source": "stock"})
    mine = [line for line in me.snapshot["log"] if line.startswith("Hint")]
    assert mine and not any("İpucu" in line for line in me.snapshot["log"]), me.snapshot["log"]
    assert me.snapshot["names"][me.seat] == "Hint"
    assert me.snapshot["seats"][me.seat]["name"] == "Hint"
    assert "İpucu" in [q["label"] for q in me.snapshot["queries"]]  # the button is still


def test_a_coach_answer_in_a_room_keeps_the_names_people_chose(server):
    code = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    hint = classroom.join(server.url, code, name="Hint")
    ana = classroom.join(server.url, code, name="Ana", lang="pl")
    assert ana.wait_for(lambda s: s.snapshot.get("to_act"), 10)
    if ana.my_turn:  # Ana plays her turn, so that it is Hint's
        ana.act({"type": "roll", "hold": []})
        ana.act(next(a for a in ana.snapshot["legal"] if a["type"] == "score"))
    assert ana.wait_for(lambda s: not s.my_turn, 10) and hint.wait_for(lambda s: s.my_turn, 10)
    answer = ana.hint()
    assert answer["action"] is None
    assert answer["text"] == "Ruch ma Hint: nie ma nic do zdecydowania.", answer["text"]


def test_a_free_seat_is_named_in_the_seats_language(server):
    code = classroom.create_room(server.url, "yum", 3, token=server.teacher_token)
    ana = classroom.join(server.url, code, name="Ana", lang="pl")
    assert ana.wait_for(lambda s: s.snapshot.get("seats"), 10)
    english = server.tables.frame(server.tables.room(code), ana.seat)
    free = [i for i, seat in enumerate(english["seats"]) if seat["name"].startswith("Seat ")]
    assert free and ana.seat not in free, english["seats"]
    for i in free:
        assert ana.snapshot["seats"][i]["name"] == f"Miejsce {i + 1}", ana.snapshot["seats"]
    assert ana.snapshot["seats"][ana.seat]["name"] == "Ana"


def test_the_teachers_pages_get_every_language_of_a_bots_and_a_free_seats_name(server):
    """The teacher's pages choose their language in the browser: the rooms list gives a bot's
    and a free seat's name in every language (``labels``), and a person's name as it is."""
    code = classroom.create_room(
        server.url, "yum", 3, bots={2: "random"}, names=["Ana", "Ola"], token=server.teacher_token
    )
    classroom.join(server.url, code, name="Ana")
    seats = {s["seat"]: s for s in server.tables.room_summary(code)["seats"]}
    assert [seats[i]["kind"] for i in range(3)] == ["person", "empty", "bot"], seats
    assert "labels" not in seats[0] and "labels" not in seats[1], "a person's own name"
    bot = seats[2]["labels"]
    assert seats[2]["name"] == "Random bot" and sorted(bot) == sorted(
        lang for lang in (*LANGUAGES, PSEUDO) if lang != "en"
    )
    for lang, name in bot.items():
        assert name == translate_name("Random bot", lang) != "Random bot", (lang, name)
    joined = projector.joined(server.tables)
    assert next(t for t in joined if t["code"] == code)["seats"][2]["labels"] == bot
    results = projector.results(server.tables)
    players = next(r for r in results if r["code"] == code)["players"]
    assert {p["name"]: p.get("labels") for p in players}["Random bot"] == bot
    free = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    seat = server.tables.room_summary(free)["seats"][1]
    assert seat["kind"] == "empty" and seat["labels"]["pl"] == "Miejsce 2", seat
    assert seat["labels"]["fr"] == "Place 2" and seat["labels"]["hu"] == "2. hely"


@pytest.mark.parametrize(
    "path", ["/api/rooms/{code}/teacher", "/api/dashboard/rooms/{code}/reveal"]
)
def test_the_teachers_view_of_a_table_comes_in_the_language_the_page_asks(server, path):
    code, me = gin_room(server)
    me.act({"type": "draw", "source": "stock"})
    url = server.url + path.format(code=code)
    teacher = {"Authorization": f"Bearer {server.teacher_token}"}
    english = httpx.get(url, headers=teacher, timeout=10).json()
    assert english["log"] and english["names"][1] == "Fair bot"
    polish = httpx.get(url, params={"lang": "pl"}, headers=teacher, timeout=10).json()
    assert (
        polish["type"] == english["type"]
        and polish["view"] == localise_snapshot(dict(english), "pl")["view"]
    ), "every card of the teacher's view, as the English one"
    assert polish["log"] == [
        translate_text(line, "pl", keep=frozenset({"Ada"})) for line in english["log"]
    ]
    assert polish["log"] != english["log"]
    assert polish["names"] == ["Ada", translate_text("Fair bot", "pl")]
    refused = httpx.get(url, params={"lang": "zz"}, headers=teacher, timeout=10)
    assert refused.status_code == 400 and "choose one of en, tr, pl" in refused.text
    assert httpx.get(url, headers=teacher, timeout=10).json() == english, "nothing changed"


def test_a_language_frame_switches_the_seat_and_sends_the_table_again(server):
    code, me = gin_room(server)
    me.act({"type": "draw", "source": "stock"})
    assert me.snapshot["log"] and not any(wrapped(q["label"]) for q in me.snapshot["queries"])
    seen = me.updates
    me.use_language(PSEUDO)
    assert me.updates > seen and me.lang == PSEUDO
    assert all(wrapped(q["label"]) for q in me.snapshot["queries"])
    assert me.snapshot["log"] and all(wrapped(line) for line in me.snapshot["log"])
    answer = me.hint()
    assert wrapped(answer["text"]), answer["text"]
    assert wrapped(me.snapshot["answers"]["hint"]["text"])
    with pytest.raises(IllegalMove) as refused:  # a refusal comes in the seat's language
        me.act({"type": "draw", "source": "stock"})  # drawn already: a discard is due
    assert wrapped(refused.value.args[0]), refused.value.args[0]
    me.use_language("en")
    assert not any(wrapped(line) for line in me.snapshot["log"])


def test_two_seats_of_a_room_each_see_their_own_language(server):
    code = classroom.create_room(server.url, "yum", 2, token=server.teacher_token)
    ada = classroom.join(server.url, code, name="Ada", lang=PSEUDO)
    bo = classroom.join(server.url, code, name="Bo")
    player = ada if ada.my_turn else bo
    player.act({"type": "roll", "hold": []})
    assert ada.wait_for(lambda s: len(s.snapshot["log"]) >= 1, 10)
    assert bo.wait_for(lambda s: len(s.snapshot["log"]) >= 1, 10)
    assert all(wrapped(e["label"]) for e in ada.snapshot["view"]["sheet"])
    assert not any(wrapped(e["label"]) for e in bo.snapshot["view"]["sheet"])
    assert [e["box"] for e in ada.snapshot["view"]["sheet"]] == [
        e["box"] for e in bo.snapshot["view"]["sheet"]
    ], "boxes are codes"
    english = server.tables.match(code).english_events
    assert bo.snapshot["log"][-len(english) :] == english[-len(bo.snapshot["log"]) :]


@pytest.mark.parametrize("bad", ["klingon", "", None, 7, ["pl"], "EN", "pl; drop"])
def test_a_bad_language_is_refused_and_changes_nothing(server, bad):
    code, me = gin_room(server, "pl")
    before = json.dumps(me.snapshot["queries"])
    with pytest.raises(IllegalMove, match="is not a language of this server"):
        me.request({"type": "language", "lang": bad}, 10)
    assert me.lang == "pl"
    me.send_raw(json.dumps({"type": "refresh"}))
    seen = me.updates
    assert me.wait_for(lambda s: s.updates > seen, 10)
    assert json.dumps(me.snapshot["queries"]) == before, "still Polish"
    assert me.connected


def test_a_hello_with_a_bad_language_is_refused_with_the_choices(server):
    code = classroom.create_room(server.url, "yum", 1, token=server.teacher_token)
    with pytest.raises(classroom.TableError, match="not a language of this server: choose one"):
        classroom.join(server.url, code, name="Ada", lang="zz", timeout=10)
