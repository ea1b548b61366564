"""The pseudo-locale ("xx": every catalog string wrapped and accented, "[!! Ŕöļļ !!]") drives the
Yum and GYÜMI widgets in Chromium (fake model wired to a real widget) through their stages and
reads every visible text and every label a screen reader gets. A widget string that bypasses
the catalogs shows up unwrapped and fails the test.

Texts that come from the game engine (log lines, the engine's refusals, query labels, the
coach's sentences, Yum's box labels) are translated by the widget through the catalogs'
templates (``tabletop_widgets.i18n.engine_texts``). For Yum and GYÜMI every one of them must be
(Yum's French box names, the rulebook's own words, stay on purpose); for the other three games
the engine texts left in English are counted apart and printed.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tabletop_widgets import gyumi, yum
from tabletop_widgets.engine import RandomBot
from tabletop_widgets.i18n import pseudo

pytestmark = pytest.mark.browser

#: An innermost pseudo-localised segment (a translated text may hold another in a placeholder).
WRAPPED = re.compile(r"\[!! ((?:(?!\[!! ).)*?) !!\]", re.S)
LETTER = re.compile(r"[^\W\d_]")
#: Proper names, the same in every language: the games' titles
#: and The Gnumies' own card names (invented words, the same in every language).
NAMES = (
    "GYÜMI",
    "Yum",
    "Gin Rummy",
    "The Gnumies",
    "Carousel",
    "Gnalli",
    "Wullawaki",
    "Copicastor",
)
#: Card indices printed on a face (A, J, Q, K, JK; W and C on The Gnumies' party cards): symbols.
INDEX = re.compile(r"(?<!\w)(?:JK|[AJQKWC])(?!\w)")

TEXTS_JS = """() => {
  const root = document.querySelector('#widget');
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    if (text && !n.parentElement.closest('style, script')) out.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [aria-description], [alt], [placeholder]')) {
    for (const a of ['aria-label', 'title', 'aria-description', 'alt', 'placeholder']) {
      const v = el.getAttribute(a);
      if (v && v.trim()) out.push(v.trim());
    }
  }
  return out;
}"""


def strings_in(value: Any) -> set[str]:
    """Every string in a synced trait value (the engine's data the widget shows as given)."""
    if isinstance(value, str):  # shown line by line, or a label without its "(value)": parts too
        parts = {value, *value.splitlines()}
        if "[!!" not in value:
            parts.add(value.split(" (")[0])
        return {v for v in parts if LETTER.search(v)}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def bypassing(page, widget) -> tuple[list[str], set[str]]:
    """(texts with letters outside the catalogs, engine texts seen)."""
    data = set()
    for name in ("view", "log", "refusals", "queries", "answers", "error", "closed", "names"):
        data |= strings_in(getattr(widget, name))
    data = sorted(data, key=len, reverse=True)  # longest first: a log line before a name in it
    bad, engine = [], set()
    for text in page.evaluate(TEXTS_JS):
        rest = text
        for item in data:
            if item in rest:
                if unwrapped(item):  # an engine text the catalogs did not translate
                    engine.add(item)
                rest = rest.replace(item, " ")
        if unwrapped(rest):
            bad.append(text)
    return sorted(set(bad)), engine


def unwrapped(text: str) -> bool:
    """True when ``text`` has letters outside the pseudo-locale's wrapping (names and card
    indices aside)."""
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    return bool(LETTER.search(INDEX.sub(" ", text)))


def assert_all_wrapped(page, widget, stage: str, seen: set[str]) -> None:
    bad, engine = bypassing(page, widget)
    seen |= engine
    assert not bad, f"{stage}: {len(bad)} texts bypass the catalogs:\n" + "\n".join(bad)


def test_the_check_finds_a_string_that_bypasses_the_catalogs(page, render_widget):
    """The detector is not blind: an English text put into the widget is reported."""
    w = yum.YumWidget(seed=3, lang="xx")
    render_widget(page, "yum", widget=w)
    assert bypassing(page, w)[0] == []
    page.evaluate("() => document.querySelector('[data-testid=yum-status]').append(' Round one')")
    assert bypassing(page, w)[0] == ["Round one"]


def test_yum_speaks_only_catalog_strings_in_every_stage(page, render_widget):
    w = yum.YumWidget(seed=3, lang="xx", coach=True)
    table = render_widget(page, "yum", widget=w)
    seen: set[str] = set()
    assert page.get_by_test_id("yum-roll").inner_text().strip().endswith(pseudo("Roll the dice"))
    assert_all_wrapped(page, w, "start", seen)
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.get_by_test_id("die-1").click()  # held
    assert_all_wrapped(page, w, "after a roll, one die held", seen)
    page.get_by_test_id("yum-roll").click()
    table.pump()
    page.get_by_test_id("tw-query-hint").click()
    table.pump()
    assert_all_wrapped(page, w, "a hint", seen)
    page.get_by_test_id("score-surplus").click()
    table.pump()
    page.get_by_test_id("tw-query-review").click()
    table.pump()
    assert_all_wrapped(page, w, "after scoring, with the review", seen)
    # play the game out from Python (the bot and you), then the final panel
    while not w.terminal:
        w.act({"type": "roll", "hold": []})
        open_box = next(b for b in yum.BOXES if w.view["cards"][0][b] is None)
        w.act({"type": "score", "box": open_box})
    table.connect(w)
    table.update()
    page.get_by_test_id("yum-final-panel").wait_for()
    assert_all_wrapped(page, w, "game over", seen)
    # The engine's texts too went through the catalogs; only the rulebook's own French box
    # names stay as they are (shown beside the translation, lang="fr", on purpose).
    assert seen == {entry["french"] for entry in w.view["sheet"]} - {"Yum"}


def test_gyumi_speaks_only_catalog_strings_in_every_stage(page, render_widget):
    w = gyumi.GyumiWidget([None, RandomBot()], seed=4, lang="xx", practice=True)
    table = render_widget(page, "gyumi", widget=w)
    seen: set[str] = set()
    assert_all_wrapped(page, w, "start", seen)
    page.get_by_test_id("gy-draw").click()
    table.pump()
    assert_all_wrapped(page, w, "holding a card", seen)
    page.get_by_test_id("gy-play").click()
    table.pump()
    assert_all_wrapped(page, w, "after playing", seen)
    while not w.terminal:
        w.act({"type": "draw"})
        w.act({"type": "discard", "pile": 0})
    table.connect(w)
    table.update()
    page.get_by_test_id("gy-final-panel").wait_for()
    assert_all_wrapped(page, w, "game over", seen)
    assert seen == set(), f"engine texts outside the catalogs: {sorted(seen)}"


def test_gyumi_hotseat_handover_and_teacher_view_are_wrapped(page, render_widget):
    w = gyumi.GyumiWidget(2, seed=5, lang="xx")
    table = render_widget(page, "gyumi", widget=w)
    w.act({"type": "draw"})
    w.act({"type": "play"})
    table.connect(w)
    table.update()
    page.get_by_test_id("tw-handover").wait_for()
    assert_all_wrapped(page, w, "hand-over", set())
    teacher = gyumi.GyumiWidget([RandomBot(), RandomBot()], seed=6, lang="xx", reveal=True)
    render_widget(page, "gyumi", widget=teacher)
    page.get_by_test_id("gy-teacher-panel").wait_for()
    assert_all_wrapped(page, teacher, "teacher view", set())


def play_out(widget, limit: int = 5000) -> None:
    """Play the person's seat with the first legal move until the game ends."""
    for _ in range(limit):
        if widget.terminal:
            return
        widget.act(widget.legal[0])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("game", "make"),
    [
        (
            "gin_rummy",
            lambda: __import__("tabletop_widgets.gin_rummy", fromlist=["x"]).GinRummyWidget(
                seed=2, lang="xx"
            ),
        ),
        (
            "gnumies",
            lambda: __import__("tabletop_widgets.gnumies", fromlist=["x"]).GnumiesWidget(
                seed=5, lang="xx"
            ),
        ),
        (
            "carousel",
            lambda: __import__("tabletop_widgets.carousel", fromlist=["x"]).CarouselWidget(
                seed=2, lang="xx"
            ),
        ),
    ],
)
def test_the_other_games_speak_only_catalog_strings(page, render_widget, game, make):
    w = make()
    table = render_widget(page, game, widget=w)
    seen: set[str] = set()
    assert_all_wrapped(page, w, f"{game}: start", seen)
    w.act(w.legal[0])
    table.connect(w)
    table.update()
    assert_all_wrapped(page, w, f"{game}: after a move", seen)
    play_out(w)
    table.connect(w)
    table.update()
    page.wait_for_timeout(0)
    assert_all_wrapped(page, w, f"{game}: game over", seen)
    print(f"\n{game}: {len(seen)} engine texts shown as given (not yet in the catalogs):")
    print("\n".join(sorted(seen)))
