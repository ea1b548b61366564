"""The class pages in each of the five languages, in Chromium (issue 40's "Done when").

- a room page of every game in each language: ``<html lang>`` follows ``Accept-Language``, the
  page and the game's widget speak it, the engine's texts too (log, queries), and a turn is
  played; switching the room's language switches the engine's texts, and a reload keeps it; axe-core finds nothing serious or
  critical on the room of each language's rulebook game;
- the class experiment chart writes its percentages with a decimal comma in pl, fr, tr, hu;
- the room's prediction box (the class pages' answer box) takes ``0,2491`` in tr, hu, fr and
  says it back the local way (Polish: tests/classroom_class/test_class_languages_browser.py);
- axe-core finds nothing serious or critical on the join, projector, dashboard, experiments
  and review pages in tr, pl, hu and fr.

Every class page in the pseudo-locale is read in test_class_languages_browser.py.
"""

from __future__ import annotations

import re

import httpx
import pytest

from tabletop_widgets import classroom
from tabletop_widgets.engine import all_games
from tabletop_widgets.i18n import CLASSROOM_DOMAIN, LANGUAGES, translator
from tabletop_widgets.i18n.engine_texts import translate_text

pytestmark = pytest.mark.browser

GAMES = tuple(sorted(all_games()))
#: Each language's rulebook game (English: Yum's sheet is read in English classes too).
RULEBOOK = {"en": "yum", "tr": "gin_rummy", "pl": "carousel", "hu": "gyumi", "fr": "yum"}


@pytest.fixture(scope="module")
def server():
    running = classroom.serve()
    yield running
    running.stop()


def teacher(server) -> dict[str, str]:
    return {"Authorization": f"Bearer {server.teacher_token}"}


def html_lang(page) -> tuple[str, str]:
    return tuple(
        page.evaluate(
            "[document.documentElement.lang, document.documentElement.dataset.langSource]"
        )
    )


def play_a_turn(page) -> None:
    """Wait until the seat may act, send its first legal move and wait until the log grows."""
    page.wait_for_function("window.tableModel.get('legal').length > 0", timeout=15000)
    length = page.evaluate("Number(document.body.dataset.length)")
    page.evaluate(
        "window.tableModel.send({type: 'act', action: window.tableModel.get('legal')[0]})"
    )
    page.wait_for_function(f"Number(document.body.dataset.length) > {length}", timeout=15000)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_room_page_of_every_game_speaks_the_language_and_plays_a_turn(
    browser, server, assert_accessible, lang
):
    words = translator(lang, CLASSROOM_DOMAIN)
    context = browser.new_context(extra_http_headers={"Accept-Language": f"{lang},en;q=0.5"})
    errors: list[str] = []
    try:
        for game in GAMES:
            code = classroom.create_room(
                server.url, game, 2, bots={1: "random"}, token=server.teacher_token
            )
            page = context.new_page()
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{server.url}/room/{code}?name=Ada")
            page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
            assert html_lang(page) == (lang, "accept"), game
            shown = page.inner_text("[data-testid=room-code]")
            assert shown == words.gettext("Room {code}", code=code), (game, shown)
            assert page.evaluate("window.tableModel.get('lang')") == lang, game
            before = len(server.tables.match(code).log)
            play_a_turn(page)
            assert len(server.tables.match(code).log) > before, game
            assert_engine_texts_in(page, server, code, lang)
            if game == RULEBOOK[lang]:
                assert_accessible(page, include=None, stage=f"the {game} room in {lang}")
            page.close()
    finally:
        context.close()
    assert not errors, errors


def assert_engine_texts_in(page, server, code: str, lang: str) -> None:
    """The widget's log and its queries' labels are the engine's English through the catalogs
    in ``lang`` (the table server sends each seat its page's language)."""
    english = set(server.tables.match(code).english_events)
    shown = page.evaluate("window.tableModel.get('log')")
    assert shown and all(any(translate_text(e, lang) == line for e in english) for line in shown)
    labels = page.evaluate("window.tableModel.get('queries').map((q) => q.label)")
    expected = [q["label"] for q in server.tables.frame(server.tables.room(code), 0)["queries"]]
    assert labels == [translate_text(label, lang) for label in expected], (code, labels)
    if lang != "en":  # the check can fail: something was translated
        assert set(shown) - english or set(labels) - set(expected), (code, shown, labels)


def test_switching_the_rooms_language_switches_the_engines_texts(browser, server):
    code = classroom.create_room(
        server.url, "gin_rummy", 2, bots={1: "fair"}, token=server.teacher_token
    )
    context = browser.new_context(extra_http_headers={"Accept-Language": "en"})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/room/{code}?name=Ada")
        page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
        play_a_turn(page)
        assert_engine_texts_in(page, server, code, "en")
        hint = translator("tr").gettext("Hint")
        page.select_option("[data-testid=room-lang]", "tr")
        page.wait_for_function(
            f"window.tableModel.get('queries').some((q) => q.label === {hint!r})", timeout=15000
        )
        assert_engine_texts_in(page, server, code, "tr")
        page.reload()  # the hello says the language kept for this table
        page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
        page.wait_for_function("window.tableModel.get('log').length > 0", timeout=15000)
        assert_engine_texts_in(page, server, code, "tr")
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["pl", "fr", "tr", "hu"])
def test_the_experiment_chart_writes_a_decimal_comma(browser, lang):
    """Yum's five of a kind (4.6 % exactly, drawn before any data) on the experiments page (a
    server of its own: the page follows the class's running experiment)."""
    server = classroom.serve()
    context = browser.new_context(extra_http_headers={"Accept-Language": lang})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/experiments?token={server.teacher_token}")
        page.select_option("[data-testid=xp-pick]", "yum-five-of-a-kind")
        page.uncheck("[data-testid=xp-predict]")
        page.click("[data-testid=xp-start]")
        page.wait_for_url(re.compile(r".*/experiments/[0-9a-f]+$"))
        page.wait_for_selector("[data-testid=reference]", state="attached", timeout=15000)
        assert html_lang(page)[0] == lang
        chart = page.inner_text("#chart")
        assert "4,6" in chart and "4.6" not in chart, chart
        exact = translator(lang, CLASSROOM_DOMAIN).format_percent(0.046, 1)
        assert exact.replace("\u00a0", " ") in chart.replace("\u00a0", " "), (exact, chart)
    finally:
        context.close()
        server.stop()


@pytest.mark.parametrize("lang", ["tr", "hu", "fr"])
def test_the_prediction_box_takes_0_2491(browser, server, lang):
    """A chance typed with the local decimal comma is taken and said back the local way."""
    offered = httpx.get(f"{server.url}/api/experiments", headers=teacher(server)).json()
    experiment = next(e for e in offered["experiments"] if e["id"] == "gin-knockable-deal")
    code = classroom.create_room(
        server.url, experiment["game"], 2, bots={1: "random"}, token=server.teacher_token
    )
    context = browser.new_context(extra_http_headers={"Accept-Language": lang})
    try:
        page = context.new_page()
        page.goto(f"{server.url}/room/{code}?name=Ada")
        page.wait_for_selector("body[data-ready=true]", timeout=15000)
        httpx.post(
            f"{server.url}/api/experiments",
            json={"experiment": experiment["id"], "predict": True, "rooms": [code]},
            headers=teacher(server),
        ).raise_for_status()
        page.wait_for_selector("[data-testid=predict-input]", timeout=15000)
        page.fill("[data-testid=predict-input]", "0,2491")
        page.click("[data-testid=predict-send]")
        page.wait_for_selector("[data-testid=predict-status][data-kind=ok]", timeout=15000)
        status = page.inner_text("[data-testid=predict-status]")
        percent = translator(lang, CLASSROOM_DOMAIN).format_percent(0.2491, 1)
        assert "24,9" in status and "24.9" not in status, status
        assert percent.replace("\u00a0", " ") in status.replace("\u00a0", " "), (percent, status)
    finally:
        context.close()


#: The class pages axe-core reads in the four languages (the room of every language and the
#: teacher's tables in pl and fr are read above and in test_class_languages_browser.py), and
#: the selector that says each is drawn.
CLASS_PAGES = {
    "join": ("/", "body[data-ready=true]"),
    "projector": ("/projector?token={token}", "body[data-ready=true]"),
    "dashboard": ("/dashboard?token={token}", "body[data-ready=true]"),
    "experiments": ("/experiments?token={token}", "[data-testid=xp-chart] .tw-xchart"),
    "review": ("/teacher/review/{code}?token={token}", "[data-testid=review-status]"),
}


@pytest.mark.parametrize("lang", ["tr", "pl", "hu", "fr"])
def test_the_class_pages_have_no_serious_axe_violation(browser, assert_accessible, lang):
    running = classroom.serve()
    context = browser.new_context(extra_http_headers={"Accept-Language": lang})
    try:
        code = classroom.create_room(
            running.url, "gin_rummy", 2, bots={1: "random"}, token=running.teacher_token
        )
        httpx.post(
            f"{running.url}/api/experiments",
            json={"experiment": "gin-knockable-deal", "predict": False, "rooms": [code]},
            headers=teacher(running),
        ).raise_for_status()
        for name, (path, ready) in CLASS_PAGES.items():
            page = context.new_page()
            page.goto(running.url + path.format(code=code, token=running.teacher_token))
            page.wait_for_selector(ready, timeout=15000)
            assert html_lang(page)[0] == lang, name
            assert_accessible(page, include=None, stage=f"the {name} page in {lang}")
            page.close()
    finally:
        context.close()
        running.stop()
