"""The class pages in the pseudo-locale and in the five languages, in Chromium.

With ``Accept-Language: xx`` (the pseudo-locale: every catalog string wrapped and accented,
``[!! Ŕöļļ !!]``) every class page (join, room with its prediction box and timer, projector,
dashboard, experiments, review, teacher) is opened and every visible text and label is read: a
text with letters that is neither wrapped nor data the server sends as given (names, codes,
game titles, the engine's refusals) bypasses the catalogs. The experiment's title, question
and what it records are the catalog's (wrapped) on the room and experiments pages. The game's
own widget inside a page is left to tests/browser/test_pseudo_locale.py.

Then ``<html lang>`` follows Accept-Language, a student's choice on their own screen (kept for
their seat after a reload), and the teacher's class language; axe-core finds nothing serious
or critical on the room page and on the teacher page in Polish and French.
"""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from tabletop_widgets import classroom
from tabletop_widgets.i18n import CLASSROOM_DOMAIN, pseudo, translator
from tabletop_widgets.i18n.engine_texts import translate_name
from tests.conftest import shared_chromium

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

WRAPPED = re.compile(r"\[!! ((?:(?!\[!! ).)*?) !!\]", re.S)
LETTER = re.compile(r"[^\W\d_]")
#: Names, the same in every language: the languages in their own words (the menu), the
#: product's name and the games' titles.
NAMES = ("English", "Türkçe", "Polski", "Magyar", "Français", "tabletop_widgets", "CSV", "QR")
#: The keys of the server's answers whose strings are shown as given (data, not words).
DATA_KEYS = {
    "name",
    "names",
    "title",
    "game_title",
    "code",
    "codes",
    "room",
    "bots",
    "student",
    "students",
    "label",
    "word",
    "address",
    "link",
    "error",
    "message",
    "text",
    "interval",
    "exact",
    "kind_label",
    "games",
    "bot",
    "game",
    "note",
}

TEXTS_JS = """() => {
  const skip = '[data-testid=room-table], [data-testid=dash-view], [data-testid=review-table], [data-testid=teacher-view], [data-engine-text], script, style, svg[role=img] > *';
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    if (text && !n.parentElement.closest(skip)) out.push(text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (el.closest(skip)) continue;
    for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(a);
      if (v && v.trim()) out.push(v.trim());
    }
  }
  out.push(document.title);
  return out;
}"""


def strings_in(value: Any, key: str = "") -> set[str]:
    """The strings under DATA_KEYS in a server answer."""
    if isinstance(value, str):
        return {value} if key in DATA_KEYS and LETTER.search(value) else set()
    if isinstance(value, dict):
        return set().union(set(), *(strings_in(v, k) for k, v in value.items()))
    if isinstance(value, list):
        return set().union(set(), *(strings_in(v, key) for v in value))
    return set()


def bypassing(texts: list[str], data: set[str]) -> list[str]:
    """The texts with letters outside the catalogs (data and names taken out first)."""
    ordered = sorted(data, key=len, reverse=True)
    bad = []
    for text in texts:
        rest = text
        while WRAPPED.search(rest):
            rest = WRAPPED.sub(" ", rest)
        for item in ordered:
            rest = rest.replace(item, " ")
        for name in NAMES:
            rest = rest.replace(name, " ")
        rest = re.sub(r"\b[A-Z0-9]{6}\b", " ", rest)  # a room or class code
        rest = re.sub(r"\([0-9a-f]{6}\)", " ", rest)  # an experiment run's id
        rest = re.sub(r"https?://\S+", " ", rest)  # the address students open
        if LETTER.search(rest):
            bad.append(text)
    return sorted(set(bad))


@pytest.fixture(scope="module")
def lesson():
    """A class: a Gin Rummy table with Ada and a bot, a timer, an experiment with predictions."""
    server = classroom.serve()
    teacher = {"Authorization": f"Bearer {server.teacher_token}"}
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "random"}, token=server.teacher_token
    )
    httpx.post(f"{server.url}/api/class/timer", json={"minutes": 5}, headers=teacher)
    offered = httpx.get(f"{server.url}/api/experiments", headers=teacher).json()["experiments"]
    experiment = next(e for e in offered if e["game"] == "gin_rummy")
    httpx.post(
        f"{server.url}/api/experiments",
        json={"experiment": experiment["id"], "predict": True, "rooms": [code]},
        headers=teacher,
    ).raise_for_status()
    yield server, code, teacher
    server.stop()


def server_data(server, teacher) -> set[str]:
    data: set[str] = set()
    for path in ("dashboard", "class/board", "experiments", "class/projector", "class/results"):
        data |= strings_in(httpx.get(f"{server.url}/api/{path}", headers=teacher).json())
    return data


PAGES = {
    # page: (path, the selector that says it is drawn)
    "join": ("/", "body[data-ready=true]"),
    "room": ("/room/{code}", "body[data-ready=true] [data-testid=predict-box]:not([hidden])"),
    "projector": ("/projector?token={token}", "body[data-ready=true]"),
    "dashboard": ("/dashboard?token={token}", "body[data-ready=true]"),
    "experiments": ("/experiments?token={token}", "[data-testid=xp-chart] .tw-xchart"),
    "review": ("/teacher/review/{code}?token={token}", "[data-testid=review-status]"),
    "teacher": ("/teacher?token={token}", "body[data-ready=true] [data-testid^=teacher-room-]"),
}


def open_page(context, server, code, name):
    path, ready = PAGES[name]
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.url + path.format(code=code, token=server.teacher_token))
    page.wait_for_selector(ready, timeout=15000)
    if name == "room":
        page.wait_for_selector("[data-testid=class-timer]:not([hidden])", timeout=15000)
    if name == "teacher":  # the teacher's view of the table: its title is written then
        page.click(f"[data-testid=teacher-watch-{code}]")
        page.wait_for_selector(f'body[data-watching="{code}"]')
    if name == "review":
        page.wait_for_function(
            "() => !/Reviewing|\\[!! Ŕéṽíéŵíñĝ/.test(document.querySelector("
            "'[data-testid=review-status]').textContent)"
        )
    return page, errors


def test_every_class_page_speaks_only_catalog_strings_in_the_pseudo_locale(browser, lesson):
    server, code, teacher = lesson
    context = browser.new_context(extra_http_headers={"Accept-Language": "xx"})
    # Ada takes the free seat through the join page (the room code) in the pseudo-locale
    page, errors = open_page(context, server, code, "join")
    assert page.evaluate("document.documentElement.lang") == "xx"
    page.fill("[data-testid=join-code]", code)
    page.click("[data-testid=join-code-next]")
    page.fill("[data-testid=join-name]", "Ada")
    texts = page.evaluate(TEXTS_JS)
    page.click("[data-testid=join-go]")
    page.wait_for_url(re.compile(r".*/room/"))
    data = server_data(server, teacher) | {"Ada", "random"}
    report, checked = {}, len(texts)
    bad = bypassing(texts, data)
    if bad:
        report["join"] = bad
    experiment = lesson_experiment(server, teacher)
    for name in ("room", "projector", "dashboard", "experiments", "review", "teacher"):
        page, page_errors = open_page(context, server, code, name)
        errors += page_errors
        assert page.evaluate("document.documentElement.lang") == "xx", name
        if name == "review":  # the server's refusal (the game runs): shown as given
            answer = httpx.get(f"{server.url}/api/rooms/{code}/review?seat=0", headers=teacher)
            data |= strings_in(answer.json())
        if name == "dashboard":  # the class bar's dialogs and details open too
            page.evaluate(
                "() => document.querySelectorAll('details').forEach((d) => d.open = true)"
            )
        if name == "room":  # the experiment's question comes from the catalog (data-engine-text)
            shown = page.inner_text(".cr-predict-question")
            assert shown == pseudo(experiment["question"]), shown
        if name == "experiments":  # and its title and what it records
            shown = page.inner_text(".tw-xchart-title")
            assert shown == pseudo(experiment["title"]), shown
            note = page.inner_text(".tw-xchart-note")
            assert pseudo(experiment["recorded"]) in note, note
        texts = page.evaluate(TEXTS_JS)
        checked += len(texts)
        bad = bypassing(texts, data)
        if bad:
            report[name] = bad
        page.close()
    context.close()
    assert checked > 100
    print(f"\nclass pages in the pseudo-locale: {checked} texts and labels read on 7 pages")
    assert not report, "texts that bypass the catalogs:\n" + "\n".join(
        f"{page}: {text!r}" for page, texts in report.items() for text in texts
    )
    assert not errors, errors


def lesson_experiment(server, teacher) -> dict[str, Any]:
    """The lesson's experiment as the server lists it (English title and question)."""
    offered = httpx.get(f"{server.url}/api/experiments", headers=teacher).json()["experiments"]
    return next(e for e in offered if e["game"] == "gin_rummy")


def test_the_check_finds_an_english_text():
    """The detector is not blind: an unwrapped English word is reported, data is not."""
    assert bypassing(["[!! Ŕööɱ !!] K7QF2M", "Ada", "Room K7QF2M"], {"Ada"}) == ["Room K7QF2M"]


def html_lang(page) -> tuple[str, str]:
    return tuple(
        page.evaluate(
            "[document.documentElement.lang, document.documentElement.dataset.langSource]"
        )
    )


def test_html_lang_follows_accept_language_then_the_seats_choice(browser):
    server = classroom.serve()
    try:
        code = classroom.create_room(
            server.url, "yum", 2, bots={1: "random"}, token=server.teacher_token
        )
        context = browser.new_context(extra_http_headers={"Accept-Language": "hu-HU,hu;q=0.9"})
        page = context.new_page()
        page.goto(f"{server.url}/room/{code}?name=Ada")
        page.wait_for_selector("body[data-ready=true] .tw-root")
        assert html_lang(page) == ("hu", "accept")
        hu = translator("hu", CLASSROOM_DOMAIN)
        assert page.inner_text("[data-testid=room-code]") == hu.gettext("Room {code}", code=code)
        # the student chooses Polish on their own screen: the page and the game's widget switch
        page.select_option("[data-testid=room-lang]", "pl")
        assert html_lang(page) == ("pl", "chosen")
        pl = translator("pl", CLASSROOM_DOMAIN)
        assert page.inner_text("[data-testid=room-code]") == pl.gettext("Room {code}", code=code)
        page.wait_for_function("() => window.tableModel.get('lang') === 'pl'")
        roll = translator("pl").gettext("Roll the dice")  # the game's widget redraws in Polish
        page.wait_for_function(
            "(text) => document.querySelector('[data-testid=yum-roll]').textContent.includes(text)",
            arg=roll,
        )
        # kept for this seat: a reload opens in Polish although the browser asks Hungarian
        page.reload()
        page.wait_for_selector("body[data-ready=true] .tw-root")
        assert html_lang(page) == ("pl", "chosen")
        assert page.inner_text("[data-testid=room-code]") == pl.gettext("Room {code}", code=code)
        # another table of the same browser still follows Accept-Language
        other = classroom.create_room(
            server.url, "yum", 2, bots={1: "random"}, token=server.teacher_token
        )
        page.goto(f"{server.url}/room/{other}?name=Ada")
        page.wait_for_selector("body[data-ready=true] .tw-root")
        assert html_lang(page) == ("hu", "accept")
        context.close()
    finally:
        server.stop()


def test_the_class_language_is_every_seats_default_and_a_student_may_switch(browser):
    server = classroom.serve()
    try:
        code = classroom.create_room(
            server.url, "yum", 2, bots={1: "random"}, token=server.teacher_token
        )
        teacher = browser.new_context(extra_http_headers={"Accept-Language": "en"})
        dash = teacher.new_page()
        dash.goto(f"{server.url}/dashboard?token={server.teacher_token}")
        dash.wait_for_selector("body[data-ready=true]")
        assert html_lang(dash) == ("en", "accept")
        with dash.expect_navigation():
            dash.select_option("[data-testid=class-lang]", "tr")
        dash.wait_for_selector("body[data-ready=true]")
        assert html_lang(dash) == ("tr", "class")
        tr = translator("tr", CLASSROOM_DOMAIN)
        assert tr.gettext("Class code") in dash.inner_text("[data-testid=class-box]")
        # a French browser opens the room in the class language, then switches on its screen
        student = browser.new_context(extra_http_headers={"Accept-Language": "fr"})
        page = student.new_page()
        page.goto(f"{server.url}/room/{code}?name=Ada")
        page.wait_for_selector("body[data-ready=true] .tw-root")
        assert html_lang(page) == ("tr", "class")
        page.select_option("[data-testid=room-lang]", "fr")
        assert html_lang(page) == ("fr", "chosen")
        # the join page follows the class language too
        join = student.new_page()
        join.goto(f"{server.url}/")
        join.wait_for_selector("body[data-ready=true]")
        assert html_lang(join) == ("tr", "class")
        assert join.inner_text("h1") == tr.gettext("Join the class")
        # a name taken at the table (Ada sits there), in the page's language
        join.fill("[data-testid=join-code]", code)
        join.click("[data-testid=join-code-next]")
        join.fill("[data-testid=join-name]", "ada")
        join.click("[data-testid=join-go]")
        join.wait_for_selector("[data-testid=join-claim]:not([hidden])")
        assert join.inner_text("[data-testid=join-name-error]") == tr.gettext(
            "Someone called {name} is already at this table: choose another name.", name="ada"
        )
        join.click("[data-testid=join-change-code]")
        # the server's refusal of a wrong code, in the page's language
        join.fill("[data-testid=join-code]", "ZZZZZZ")
        join.click("[data-testid=join-code-next]")
        join.wait_for_selector("[data-testid=join-code-error]:not(:empty)")
        assert join.inner_text("[data-testid=join-code-error]") == tr.gettext(
            "There is no class or table with this code here: check the code on the board."
        )
        student.close()
        teacher.close()
    finally:
        server.stop()


@pytest.mark.parametrize("lang", ["pl", "fr"])
def test_the_room_page_in_another_language_has_no_serious_axe_violation(browser, lang):
    server = classroom.serve()
    try:
        code = classroom.create_room(
            server.url, "gin_rummy", 2, bots={1: "random"}, token=server.teacher_token
        )
        context = browser.new_context(extra_http_headers={"Accept-Language": lang})
        page = context.new_page()
        page.goto(f"{server.url}/room/{code}?name=Ada")
        page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
        assert html_lang(page)[0] == lang
        violations = shared_chromium().axe_violations(page)
        assert not violations, shared_chromium().axe_report(violations)
        context.close()
    finally:
        server.stop()


def test_a_polish_seat_reads_and_writes_a_decimal_comma(browser, lesson):
    """The prediction box in Polish: its example is written 0,05 and 5%, and a prediction typed
    with a comma is taken."""
    server, code, _ = lesson
    other = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "random"}, token=server.teacher_token
    )
    context = browser.new_context(extra_http_headers={"Accept-Language": "pl"})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/room/{other}?name=Ola")
        page.wait_for_selector("body[data-ready=true]")
        # the lesson's experiment runs on its own table: this one joins through the teacher
        teacher = {"Authorization": f"Bearer {server.teacher_token}"}
        offered = httpx.get(f"{server.url}/api/experiments", headers=teacher).json()
        experiment = next(e for e in offered["experiments"] if e["game"] == "gin_rummy")
        httpx.post(
            f"{server.url}/api/experiments",
            json={"experiment": experiment["id"], "predict": True, "rooms": [other]},
            headers=teacher,
        ).raise_for_status()
        page.wait_for_selector("[data-testid=predict-input]", timeout=15000)
        hint = page.inner_text("#cr-predict-hint")
        pl = translator("pl", CLASSROOM_DOMAIN)
        if experiment["kind"] == "mean":
            assert "12" in hint
        else:
            assert hint == pl.gettext(
                "A chance: {decimal}, {percent} or {fraction}",
                decimal="0,05",
                percent=pl.format_percent(0.05),
                fraction="1/20",
            )
        page.fill("[data-testid=predict-input]", "0,25")
        page.click("[data-testid=predict-send]")
        page.wait_for_selector("[data-testid=predict-status][data-kind=ok]")
        status = page.inner_text("[data-testid=predict-status]")
        if experiment["kind"] == "mean":
            assert "0,2" in status
        else:  # a chance: 0,25 is 25,0% (pl), written with the local comma
            assert "25,0" in status and "25.0" not in status
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["pl", "fr"])
def test_the_teacher_page_speaks_the_readers_language_with_no_serious_axe_violation(browser, lang):
    server = classroom.serve()
    try:
        code = classroom.create_room(
            server.url, "gin_rummy", 2, bots={1: "random"}, token=server.teacher_token
        )
        context = browser.new_context(extra_http_headers={"Accept-Language": lang})
        page = context.new_page()
        page.goto(f"{server.url}/teacher?token={server.teacher_token}")
        page.wait_for_selector(f"body[data-ready=true] [data-testid=teacher-room-{code}]")
        assert html_lang(page) == (lang, "accept")
        words = translator(lang, CLASSROOM_DOMAIN)
        assert page.inner_text("[data-testid=teacher-create-button]") == words.gettext(
            "Create room"
        )
        assert page.inner_text("[data-testid=teacher-status]") == words.ngettext(
            "{n} room", "{n} rooms", 1
        )
        # the seats the room named: the bot and the free seat in the page's language
        bot = words.gettext("{name} (bot)", name=translate_name("Random bot", lang))
        free = words.gettext("{name} (free)", name=translate_name("Seat 1", lang))
        assert "Random bot" not in bot and "Seat 1" not in free, (bot, free)
        assert page.inner_text(f"[data-testid=teacher-seat-{code}-1]") == bot
        assert page.inner_text(f"[data-testid=teacher-seat-{code}-0]").startswith(free)
        violations = shared_chromium().axe_violations(page)
        assert not violations, shared_chromium().axe_report(violations)
        # the teacher's view of the table: the game's widget speaks the page's language
        page.click(f"[data-testid=teacher-watch-{code}]")
        page.wait_for_selector(f'body[data-watching="{code}"] [data-testid=teacher-view] .tw-root')
        assert page.inner_text("[data-testid=teacher-view-title]") == words.gettext(
            "Room {code}: teacher's view", code=code
        )
        discard = translator(lang).gettext("Discard")  # the widget's own catalog
        assert discard != "Discard" and discard in page.inner_text("[data-testid=teacher-view]")
        # the engine's texts of the view too (the server's, asked in the page's language)
        assert translate_name("Random bot", lang) in page.inner_text("[data-testid=teacher-view]")
        # the teacher chooses English on this screen: kept in this browser after a reload
        page.select_option("[data-testid=teacher-lang]", "en")
        assert html_lang(page) == ("en", "chosen")
        assert page.inner_text("[data-testid=teacher-create-button]") == "Create room"
        page.wait_for_function(
            f"() => document.querySelector('[data-testid=teacher-seat-{code}-1]').innerText"
            " === 'Random bot (bot)'"
        )
        page.wait_for_function(
            "() => document.querySelector('[data-testid=teacher-view]').innerText"
            ".includes('Discard') && document.querySelector('[data-testid=teacher-view]')"
            ".innerText.includes('Random bot')"
        )
        page.reload()
        page.wait_for_selector("body[data-ready=true]")
        assert html_lang(page) == ("en", "chosen")
        context.close()
    finally:
        server.stop()
