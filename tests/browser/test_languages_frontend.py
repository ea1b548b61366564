"""Every game's widget in each of the five languages, in Chromium (fake model wired to a real
widget): the kit's controls, the game's own words and the engine's log line in the language,
a turn played, and the decimal comma where a language writes one."""

from __future__ import annotations

import importlib
import re

import pytest

from tabletop_widgets.i18n import LANGUAGES, translator

pytestmark = pytest.mark.browser

GAMES = {
    "yum": ("YumWidget", {"seed": 3}),
    "gyumi": ("GyumiWidget", {"seed": 4}),
    "gin_rummy": ("GinRummyWidget", {"seed": 2}),
    "gnumies": ("GnumiesWidget", {"seed": 5}),
    "carousel": ("CarouselWidget", {"seed": 2}),
}


def make(game: str, lang: str, **extra):
    name, kwargs = GAMES[game]
    cls = getattr(importlib.import_module(f"tabletop_widgets.{game}"), name)
    return cls(lang=lang, **kwargs, **extra)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_turn_in_every_game_in_every_language(page, render_widget, game, lang):
    w = make(game, lang)
    table = render_widget(page, game, widget=w)
    tr = translator(lang)
    root = page.get_by_test_id("tw-root")
    assert page.get_by_test_id("tw-new-game").inner_text().strip() == tr.gettext("New game")
    w.act(w.legal[0])  # a turn (the bots answer)
    table.connect(w)
    table.update()
    text = root.inner_text()
    assert w.log and w.log[-1] in text  # the engine's line, in the widget's language
    if lang != "en":
        english = {"New game", "Undo", "Log", "No moves yet."}
        assert not any(re.search(rf"\b{re.escape(e)}\b", text) for e in english), text[:400]


@pytest.mark.parametrize(
    ("lang", "comma"), [("en", False), ("pl", True), ("hu", True), ("tr", True), ("fr", True)]
)
def test_the_coach_writes_decimals_the_local_way(page, render_widget, lang, comma):
    w = make("yum", lang, coach=True)
    table = render_widget(page, "yum", widget=w)
    w.act({"type": "roll", "hold": []})
    table.connect(w)
    table.update()
    expected = page.get_by_test_id("coach-expected").inner_text()
    number = re.search(r"\d+[.,]\d", expected).group(0)
    assert ("," in number) is comma and ("." in number) is not comma
    assert number == translator(lang).format_decimal(w.answers["coach"]["expected"], 1)


def test_switching_the_language_redraws_the_widget_at_once(page, render_widget):
    w = make("gyumi", "en")
    table = render_widget(page, "gyumi", widget=w)
    assert page.get_by_test_id("gy-draw").inner_text().strip() == "Draw"
    w.lang = "hu"
    table.update(bump=False, lang="hu", log=w.log, queries=w.queries, names=w.names)
    assert page.get_by_test_id("gy-draw").inner_text().strip() == "Húzz"
