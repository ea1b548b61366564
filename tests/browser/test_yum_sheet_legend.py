"""Yum's score sheet says what each box scores, under the table's own rules and in the widget's
language (the engine's ``box_rule`` through the catalogs), in Chromium with a real YumWidget."""

from __future__ import annotations

import pytest

from tabletop_widgets import yum
from tabletop_widgets.i18n import LANGUAGES
from tabletop_widgets.i18n.engine_texts import translate_text
from tabletop_widgets.yum.rules import YAHTZEE, Rules, box_rule

pytestmark = pytest.mark.browser


def legend(page) -> dict[str, str]:
    return page.evaluate(
        "(boxes) => Object.fromEntries(boxes.map((b) => "
        "[b, document.querySelector(`[data-testid=rule-${b}]`).textContent]))",
        list(yum.BOXES),
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_box_says_what_it_scores_in_the_widgets_language(page, render_widget, lang):
    widget = yum.YumWidget(seed=3, lang=lang)
    render_widget(page, "yum", widget=widget)
    shown = legend(page)
    assert shown == {b: translate_text(box_rule(b), lang) for b in yum.BOXES}
    if lang != "en":  # the check can fail: the legend was translated
        assert sum(shown[b] != box_rule(b) for b in yum.BOXES) == len(yum.BOXES)


def test_a_variants_legend_has_the_variants_numbers(page, render_widget):
    rules = Rules(**{**YAHTZEE.to_dict(), "classic_straights": True})
    widget = yum.YumWidget(seed=3, options=rules.to_dict())
    render_widget(page, "yum", widget=widget)
    shown = legend(page)
    assert shown["yum"] == "5 alike: 50" and shown["full_house"].endswith(": 25")
    assert shown["short_straight"] == "exactly 1 2 3 4 5: 30"
    assert shown == {b: box_rule(b, rules) for b in yum.BOXES}
