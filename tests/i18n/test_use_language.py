"""``use_language``: a notebook's (a process's) language, after ``lang=`` and before
``$TABLETOP_WIDGETS_LANG`` and JupyterLab's setting, and what it reaches: widgets and their repr,
the texts the package's functions return, ``Match.events`` and ``IllegalMove``; the engines keep
their English."""

from __future__ import annotations

import re

import pytest

from tabletop_widgets import IllegalMove, carousel, gin_rummy, gnumies, gyumi, yum
from tabletop_widgets.engine import Match, english
from tabletop_widgets.i18n import ENV_VAR, resolve_language, translator, use_language
from tabletop_widgets.i18n.engine_texts import local_share, translate_text

pytestmark = pytest.mark.usefixtures("no_outside_language")


def test_use_language_comes_after_lang_and_before_the_environment(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "tr")
    assert resolve_language() == "tr"
    assert use_language("pl-PL") == "pl"
    assert resolve_language() == "pl" and resolve_language("fr") == "fr"
    assert use_language(None) == "tr"  # forgotten: the environment again
    with pytest.raises(ValueError, match="en, tr, pl, hu, fr"):
        use_language("ja")
    assert resolve_language() == "tr"


def test_a_widget_and_its_repr_speak_the_chosen_language():
    english_repr = repr(yum.YumWidget(players=[None], seed=1))
    assert english_repr == "YumWidget(Yum; You 0; to act: You; moves=0)"
    use_language("fr")
    w = yum.YumWidget(players=[None], seed=1)
    assert w.lang == "fr" and repr(w) == "YumWidget(Yum; Toi 0; à jouer : Toi; coups=0)"
    assert yum.YumWidget(players=[None], seed=1, lang="hu").lang == "hu"  # lang= first


def test_carousel_repr_has_polish_plural_forms():
    use_language("pl")
    w = carousel.CarouselWidget([None, "hand-meld"], seed=2)
    melds = len(w.state["table"])
    expected = translator("pl").ngettext("table {n} melds", "table {n} melds", melds)
    assert f"; {expected}; " in repr(w)
    tr = translator("pl")
    assert [tr.ngettext("table {n} melds", "table {n} melds", n) for n in (1, 3, 5)] == [
        "na stole 1 meldunek",
        "na stole 3 meldunki",
        "na stole 5 meldunków",
    ]


def test_the_functions_a_tutorial_prints_answer_in_the_chosen_language():
    hands = ("AS 2S 3S 4S 5H 5D 5C 9C TC JC", "KS KH KD 7S 8S 9S TS QH 6D 7C")
    lines = gin_rummy.score_hand(*hands)["lines"]
    assert lines[-1] == "Gin scores the defender's deadwood plus 25: 23 + 25 = 48 to the knocker."
    use_language("tr")
    turkish = gin_rummy.score_hand(*hands)["lines"]
    assert turkish == [translate_text(line, "tr") for line in lines] and turkish != lines
    assert gin_rummy.score_hand(*hands)["points"] == 48  # numbers untouched
    use_language("pl")
    problem = carousel.meld_problem(["KS", "AS", "2S"])
    assert problem == translate_text("a sequence may not turn the corner (king-ace-two)", "pl")
    assert problem != "a sequence may not turn the corner (king-ace-two)"
    use_language("hu")
    assert gyumi.explain_series([2, 3, 4]) == "2, 3, 4: hiányzik az 1, ezért 0 pont"
    use_language("fr")
    assert yum.BOX_LABELS["surplus"] == "Roulement de surplus"
    assert yum.rules.BOX_LABELS["surplus"] == "Rolling Surplus"  # the engine's own


def test_events_and_refusals_in_the_chosen_language_the_engine_keeps_english():
    match = Match(yum.GAME, num_seats=1, seed=2024, names=["Ana"])
    match.act({"type": "roll", "hold": []})
    use_language("fr")
    assert match.events == ["Ana : lance 1 4 3 1 5 (lancer 1 sur 3)"]
    assert match.english_events == ["Ana rolled 1 4 3 1 5 (roll 1 of 3)"]
    with pytest.raises(IllegalMove) as caught:
        match.act({"type": "score", "box": "yum_bonus"})
    assert str(caught.value).startswith("Case 'yum_bonus' inconnue ; les cases sont : ones,")
    assert english(caught.value).startswith("Unknown box 'yum_bonus'; boxes are: ones,")


def test_a_widget_in_another_language_than_the_process_shows_its_own():
    use_language("fr")
    w = yum.YumWidget(players=[None], seed=1, lang="pl")
    w.act({"type": "roll", "hold": []})
    assert w.log == [translate_text(line, "pl") for line in w.match.english_events]
    assert w.log != w.match.english_events
    with pytest.raises(IllegalMove):
        w.act({"type": "score", "box": "nope"})
    english_hint = w.session.query("hint")["text"]
    assert w.hint()["text"] == translate_text(english_hint, "pl") != english_hint


@pytest.mark.parametrize("lang", ["tr", "fr", "pl"])
def test_the_gnumies_mix_writes_its_shares_the_local_way(lang):
    w = gnumies.GnumiesWidget(seed=1, lang=lang)
    w.act(w.hint()["action"])
    hint = w.hint()  # seed 1, second decision: a mix of two cards
    english = w.session.query("hint")["text"]
    shares = {card: p for card, p in hint["mix"].items() if p > 0.0005}
    assert len(shares) == 2
    tr = translator(lang)
    mix = re.search(r"mix: ([^;]+);", english).group(1)
    for item in mix.split(", "):
        card, _, share = item.rpartition(" ")
        p = shares["gnalli" if card == "Gnalli" else card]
        assert share == f"{100 * p:.0f}%"  # the engine's English
        assert f"{card} {tr.format_percent(round(p, 2))}" in hint["text"]
    assert local_share("30 25%", lang) == f"30 {tr.format_percent(0.25)}"
    assert local_share("12.5%", lang) == tr.format_percent(0.125, 1)
    assert local_share("the 30", lang) is None
