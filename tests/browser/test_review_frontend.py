"""The coach's Hint answer and the Review panel (ui/js/kit/review.js) in a game's bundle,
in headless Chromium with the fake model wired to a real widget (Yum: its hint is exact)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest

from tabletop_widgets import yum

pytestmark = pytest.mark.browser


def finish(widget) -> None:
    """Play the person's seat to the end in Python (the first legal move each time)."""
    while not widget.terminal:
        widget.act(widget.legal[0])


@pytest.fixture
def table(page, render_widget):
    widget = yum.YumWidget(seed=3, players=[None, yum.GreedyBot()])
    handle = render_widget(page, "yum", widget=widget)
    handle.connect(widget)
    return handle


def test_the_hint_shows_the_move_why_and_every_option(table):
    page, widget = table.page, table.widget
    widget.act({"type": "roll", "hold": []})
    table.connect(widget)
    page.get_by_test_id("tw-query-hint").click()
    assert table.pump() == [{"type": "query", "name": "hint", "args": {}}]
    answer = widget.answers["hint"]
    panel = page.get_by_test_id("tw-answer-hint")
    panel.wait_for()
    assert panel.get_attribute("role") == "region"
    best = answer["options"][0]
    assert page.get_by_test_id("tw-hint-text").inner_text() == answer["text"]
    assert f"Hint: {best['label']}" in panel.inner_text()
    # a long list is folded behind its caption (kit review.js, OPTIONS_SHOWN_OPEN = 6)
    folded = panel.get_by_test_id("tw-hint-options-all")
    assert folded.count() == (1 if len(answer["options"]) > 6 else 0)
    if folded.count():
        assert not panel.get_by_test_id("tw-hint-options").is_visible()
        assert f"all {len(answer['options'])} choices" in folded.locator("summary").inner_text()
        folded.locator("summary").click()
    rows = panel.locator("[data-testid=tw-hint-options] tbody tr")
    assert rows.count() == len(answer["options"])
    assert "coach's choice" in rows.first.inner_text()
    assert fixed(best["value"]) in rows.first.inner_text()
    assert "Exact value of each choice" in panel.inner_text()
    if answer["runner_up"]:
        assert answer["runner_up"]["text"] in page.get_by_test_id("tw-hint-runner-up").inner_text()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_review_steps_through_the_game_costliest_first(table, assert_accessible, dark):
    page, widget = table.page, table.widget
    finish(widget)
    table.connect(widget)
    table.set_theme(dark)
    page.get_by_test_id("tw-query-review").click()
    table.pump()
    review = widget.answers["review"]
    panel = page.get_by_test_id("tw-answer-review")
    panel.wait_for()
    assert "of the game" in panel.inner_text()
    assert page.get_by_test_id("tw-review-summary").inner_text() == review["text"]
    rows = review["decisions"]
    n = len(rows)
    top = page.locator("[data-testid=tw-review-costliest] button")
    assert top.count() == len(review["costliest"]) == 3
    for button, step in zip(top.all(), review["costliest"]):
        assert f"Decision {step}:" in button.inner_text()
        assert fixed(rows[step - 1]["cost"], 1) in button.inner_text()
    # the first decision shown is the costliest, your move beside the coach's
    first = rows[review["costliest"][0] - 1]
    where = page.get_by_test_id("tw-review-where")
    assert where.inner_text() == f"Decision {first['step']} of {n}"
    assert page.get_by_test_id("tw-review-move").inner_text() == first["move_label"]
    assert first["coach_label"] in page.get_by_test_id("tw-review-coach").inner_text()
    assert fixed(first["cost"], 1) in page.get_by_test_id("tw-review-cost").inner_text()
    assert_accessible(page, stage="review open")
    # step with the buttons and the arrow keys; the focus stays on the stepper
    page.get_by_test_id("tw-review-next").click()
    assert where.inner_text() == f"Decision {min(n, first['step'] + 1)} of {n}"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert where.inner_text() == f"Decision {max(1, first['step'] - 1)} of {n}"
    # the whole list: open it and jump to decision 1
    page.get_by_test_id("tw-review-all").locator("summary").click()
    page.get_by_test_id("tw-review-all-1").click()
    assert where.inner_text() == f"Decision 1 of {n}"
    assert page.get_by_test_id("tw-review-all").get_attribute("open") is not None
    assert page.get_by_test_id("tw-review-prev").get_attribute("aria-disabled") == "true"
    assert_accessible(page, stage="whole list open")
    box = page.get_by_test_id("tw-review-next").bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    assert widget.review() == {k: v for k, v in review.items()}
    # on a phone (390 x 844) the panel fits the screen's width and its buttons stay 44 px
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate(
        "() => { const p = document.querySelector('[data-testid=tw-answer-review]');"
        " return p.scrollWidth <= p.clientWidth + 1 && p.getBoundingClientRect().right <= 390; }"
    )
    for testid in ("tw-review-prev", "tw-review-next", "tw-review-top-" + str(first["step"])):
        box = page.get_by_test_id(testid).bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44


def fixed(x: float, digits: int = 2) -> str:
    """``x.toFixed(digits)`` as the page writes it: a tie rounds away from zero (-5.625 is
    -5.63), where Python's format rounds it to even (-5.62)."""
    return str(Decimal(x).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))


def test_a_monte_carlo_hint_shows_each_estimate_with_its_interval(page, render_widget):
    from tabletop_widgets import gin_rummy

    widget = gin_rummy.GinRummyWidget(seed=2)
    handle = render_widget(page, "gin_rummy", widget=widget).connect(widget)
    page.get_by_test_id("tw-query-hint").click()
    handle.pump()
    answer = widget.answers["hint"]
    assert answer["exact"] is False
    panel = page.get_by_test_id("tw-answer-hint")
    panel.wait_for()
    assert "Estimated value of each choice" in panel.inner_text()
    assert "with its interval" in panel.inner_text()
    rows = panel.locator("[data-testid=tw-hint-options] tbody tr")
    assert rows.count() == len(answer["options"])
    estimated = [(i, o) for i, o in enumerate(answer["options"]) if o["low"] is not None]
    assert estimated, "a Monte Carlo hint gives intervals"
    for i, o in estimated:
        shown = f"{fixed(o['value'])} ({fixed(o['low'])}\u2013{fixed(o['high'])})"
        assert shown in rows.nth(i).inner_text()
