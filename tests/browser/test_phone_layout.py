"""Every game at 390×844 with touch (a student's phone): no visible control under 44×44 px.

Each game is rendered with the fake-model harness (conftest.render_widget) wired to a real
widget and driven into several states: the start, a turn in progress and, where the game has
one, a picker open (Carousel's joker menu, the Gnumies' Gnalli look, Gin's showdown). In every
state each visible control's box is measured (``tap_targets.controls``: buttons, selects,
inputs, links, ARIA-interactive roles and the kit's roving cards and dice; a fanned card counts
only for its uncovered part). Yum's dice and score sheet must also fit in one 844 px screen.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tabletop_widgets import yum
from tabletop_widgets.carousel.bots import HandMeldBot
from tabletop_widgets.carousel.widget import CarouselWidget
from tabletop_widgets.engine import RandomBot, all_games
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gin_rummy.bots import GreedyBot
from tabletop_widgets.gnumies import GnumiesWidget
from tabletop_widgets.gnumies.bots import ThinkingBot
from tabletop_widgets.gyumi import GyumiWidget
from tabletop_widgets.ui.base import widget_class

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


def _tap_targets():
    name = "tabletop_tests_tap_targets"
    if name not in sys.modules:
        path = Path(__file__).with_name("tap_targets.py")
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


taps = _tap_targets()


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.set_default_timeout(5000)
    yield pg
    context.close()
    assert not errors, errors


def settle_checks(handle, rounds: int = 4) -> None:
    """Carousel: answer the page's automatic meld checks (as the kernel would)."""
    for _ in range(rounds):
        sent = handle.messages
        if not any(m.get("type") == "query" for m in sent):
            return
        handle.pump()


# ----- the states, per game: each yields (state name) after driving the page there ---------------


def yum_states(page, render):
    w = yum.YumWidget(seed=3)
    handle = render(page, "yum", widget=w)
    yield "start"
    page.get_by_test_id("yum-roll").click()
    handle.pump()
    yield "rolled: score buttons"
    page.get_by_test_id("die-0").click()
    yield "a die held"
    page.get_by_test_id("tw-query-coach").click()
    handle.pump()
    yield "coach on"


def gin_states(page, render):
    w = GinRummyWidget(seed=2)
    handle = render(page, "gin_rummy", widget=w)
    yield "start: draw"
    page.get_by_test_id("gin-stock").click()
    handle.pump()
    page.get_by_test_id(f"card-{w.view['hand'][0]}").click()
    yield "drawn: a card selected"
    w = GinRummyWidget(seed=5)
    bot, rng = GreedyBot(), random.Random(0)
    for _ in range(200):
        if w.state["hand_no"] > 1 or w.terminal:
            break
        legal = [a for a in w.legal if a["type"] in ("draw", "discard")]
        w.act(bot.choose(w.view, legal, rng))
    handle.connect(w)
    yield "after a hand: the showdown held until Continue"
    page.get_by_test_id("tw-continue").click()
    yield "the next hand, the last one's record beside it"


def gnumies_states(page, render):
    w = GnumiesWidget([None, ThinkingBot(), ThinkingBot()], seed=5)
    render(page, "gnumies", widget=w)
    yield "start: choose a card"
    w = GnumiesWidget(2, seed=2)
    handle = render(page, "gnumies", widget=w)
    page.get_by_test_id("gn-hand-gnalli").click()
    handle.pump()
    yield "hand-over screen"
    page.get_by_test_id("tw-handover-continue").click()
    handle.pump()
    page.get_by_test_id("gn-hand-30").click()
    handle.pump()
    page.get_by_test_id("tw-handover-continue").click()
    handle.pump()
    yield "Gnalli look: keep or give"


def gyumi_states(page, render):
    w = GyumiWidget([None, RandomBot()], seed=4)
    handle = render(page, "gyumi", widget=w)
    yield "start: take"
    page.get_by_test_id("gy-take-1").click()
    handle.pump()
    yield "holding: play or discard"


def carousel_states(page, render):
    w = CarouselWidget([None, HandMeldBot()], seed=7)
    handle = render(page, "carousel", widget=w)
    settle_checks(handle)
    yield "start"
    hand = w.view["hand"]
    for code in ("9S", "TS", "JK"):
        page.get_by_test_id(f"hand-card-{hand.index(code)}").click()
    yield "cards selected"
    page.get_by_test_id("new-meld").click()
    settle_checks(handle)
    yield "new meld with a joker: joker picker"
    w = CarouselWidget([None, HandMeldBot()], seed=3)
    for _ in range(500):
        if w.view["rounds"] or w.terminal:
            break
        legal = w.legal
        w.act(next((a for a in legal if a["type"] in ("play", "knock")), legal[0]))
    handle.connect(w)
    yield "the end of a round: held until Continue"


#: the states worth measuring, per game; a game without its own list is measured at its start
STATES = {
    "yum": yum_states,
    "gin_rummy": gin_states,
    "gnumies": gnumies_states,
    "gyumi": gyumi_states,
    "carousel": carousel_states,
}


def test_every_state_list_belongs_to_a_registered_game():
    assert set(STATES) <= set(all_games())


def start_state(name):
    def states(page, render):
        render(page, name, widget=widget_class(name)(seed=1))
        yield "start"

    return states


@pytest.mark.parametrize("game", sorted(all_games()))
def test_every_visible_control_is_at_least_44_px_at_390x844(phone, render_widget, game):
    problems, seen = [], 0
    for state in STATES.get(game, start_state(game))(phone, render_widget):
        # measure the picture at rest (a card in flight or a rolling die is scaled for a moment)
        phone.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
        found = taps.controls(phone)
        assert found, f"{game}, {state}: no control found (the measurement is broken)"
        seen += len(found)
        low = min(found, key=lambda c: min(c["width"], c["height"]))
        print(f"{game}, {state}: smallest {low['name']} {low['width']}×{low['height']}")
        small = [c for c in found if c["width"] < 43.5 or c["height"] < 43.5]
        problems += [f"{state}: {c['name']} {c['width']}×{c['height']}" for c in small]
        width = phone.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390, f"{game}, {state}: the page scrolls sideways ({width} px)"
    assert not problems, f"{game}: controls under 44×44 px:\n" + "\n".join(problems)
    assert seen > 5


def test_yum_dice_and_score_sheet_fit_in_one_phone_screen(phone, render_widget):
    w = yum.YumWidget(seed=3)
    handle = render_widget(phone, "yum", widget=w)
    phone.get_by_test_id("yum-roll").click()
    handle.pump()
    phone.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    box = phone.evaluate(
        """() => {
            const r = (sel) => document.querySelector(sel).getBoundingClientRect();
            const dice = r('[data-testid=die-0]'), roll = r('[data-testid=yum-roll]');
            const btns = Array.from(document.querySelectorAll('[data-testid^=score-]'))
              .map((b) => b.getBoundingClientRect());
            return { diceTop: dice.top, rollBottom: roll.bottom,
                     sheetTop: Math.min(...btns.map((b) => b.top)),
                     sheetBottom: Math.max(...btns.map((b) => b.bottom)), count: btns.length };
        }"""
    )
    assert box["count"] == 13
    top = min(box["diceTop"], box["sheetTop"])
    bottom = max(box["rollBottom"], box["sheetBottom"])
    assert bottom - top <= 844, box
    # scrolled to the dice, the whole sheet and the Roll button are on screen together
    phone.evaluate(f"() => window.scrollTo(0, {top})")
    assert phone.evaluate("() => window.scrollY") <= top
    assert bottom - phone.evaluate("() => window.scrollY") <= 844, box


# ----- what a tap changes is in view (issue 39) ---------------------------------------------------

IN_VIEW = """(testid) => {
    const e = document.querySelector(`[data-testid="${testid}"]`);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.height > 0;
}"""


def in_view(page, testid):
    """Whether the element ends in view once the page has settled (a card in flight or a smooth
    scroll takes a moment: waited for, up to the page's timeout)."""
    assert page.evaluate(IN_VIEW, testid) is not None, f"{testid} is not on the page"
    try:
        page.wait_for_function(IN_VIEW, arg=testid)
    except PlaywrightTimeout:
        return False
    return True


def knock_chance():
    """A Gin table where the person at this screen may knock now (greedy play until then)."""
    for seed in range(1, 80):
        w = GinRummyWidget(seed=seed, options={"match_target": 0})
        bot, rng = GreedyBot(), random.Random(seed)
        while not w.terminal:
            if any(a["type"] == "knock" for a in w.legal):
                return w
            w.act(bot.choose(w.view, [a for a in w.legal if a["type"] != "knock"], rng))
    raise AssertionError("no knock met in 79 seeded hands")


def test_gin_discard_and_knock_are_in_view_and_so_is_what_they_change(phone, render_widget):
    w = GinRummyWidget(seed=2)
    handle = render_widget(phone, "gin_rummy", widget=w)
    phone.get_by_test_id("gin-stock").click()
    handle.pump()
    card = w.view["hand"][0]
    phone.get_by_test_id(f"card-{card}").click()  # scrolled to the card if it must be
    assert in_view(phone, "gin-discard"), "Discard is out of sight where the card was chosen"
    phone.get_by_test_id("gin-discard").click()
    handle.pump()
    assert card not in w.view["hand"]
    pile = phone.get_by_test_id("gin-discard-pile")
    assert pile.get_attribute("data-card") == w.view["discard"][-1]
    assert in_view(phone, "gin-discard-pile"), "the discarded card landed out of sight"
    # a hand where a knock is possible: Knock is in view, and so is the showdown it brings
    w = knock_chance()
    knock = next(a for a in w.legal if a["type"] == "knock")
    handle.connect(w)
    phone.evaluate("() => window.scrollTo(0, 0)")
    phone.get_by_test_id(f"card-{knock['card']}").click()
    assert in_view(phone, "gin-knock"), "Knock is below the screen"
    phone.get_by_test_id("gin-knock").click()
    handle.pump()
    assert w.terminal and in_view(phone, "gin-showdown"), "the showdown is out of sight"


def test_a_hint_answer_comes_into_view_beside_the_controls(phone, render_widget):
    w = yum.YumWidget(seed=3)
    handle = render_widget(phone, "yum", widget=w)
    phone.get_by_test_id("yum-roll").click()
    handle.pump()
    phone.get_by_test_id("tw-query-hint").click()
    handle.pump()
    assert len(w.answers["hint"]["options"]) > 6
    assert in_view(phone, "tw-hint-text") and in_view(phone, "yum-roll"), (
        "the hint pushed Roll away"
    )
    assert not phone.get_by_test_id("tw-hint-options").is_visible(), "the long table is folded"
    phone.get_by_test_id("tw-hint-options-all").locator("summary").click()
    assert phone.get_by_test_id("tw-hint-options").is_visible()
    w = CarouselWidget([None, HandMeldBot()], seed=7)
    handle = render_widget(phone, "carousel", widget=w)
    settle_checks(handle)
    phone.evaluate("() => window.scrollTo(0, 0)")
    phone.get_by_test_id("tw-query-hint").click()
    handle.pump()
    assert w.answers["hint"]["text"]
    assert in_view(phone, "cs-hint")  # scrolled there (smoothly, unless motion is reduced)


def test_keyboard_help_shows_on_keyboards_only(phone, browser_page, render_widget):
    render_widget(phone, "gin_rummy", widget=GinRummyWidget(seed=2))
    assert phone.get_by_test_id("gin-keys").count() == 1
    assert not phone.get_by_test_id("gin-keys").is_visible()
    render_widget(browser_page, "gin_rummy", widget=GinRummyWidget(seed=2))
    assert browser_page.get_by_test_id("gin-keys").is_visible()


def test_a_seat_sees_only_its_own_step_tracker(phone, render_widget):
    w = GyumiWidget([None, RandomBot()], seed=4)
    render_widget(phone, "gyumi", widget=w)
    assert phone.get_by_test_id("gy-step").count() == 1
    render_widget(phone, "gyumi", {"legal": [], "to_act": [1]}, widget=w)
    assert phone.get_by_test_id("gy-step").count() == 0
    assert "playing." in phone.get_by_test_id("tw-root").inner_text()
