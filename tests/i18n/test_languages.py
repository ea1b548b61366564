"""Choosing a language, plural rules, numbers per locale, the pseudo-locale and the widgets' lang."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
import traitlets

from tabletop_widgets import gyumi, yum
from tabletop_widgets.i18n import (
    ENV_VAR,
    LANGUAGES,
    check_language,
    format_decimal,
    format_percent,
    gettext,
    ngettext,
    parse_decimal,
    pseudo,
    resolve_language,
    translator,
)

pytestmark = pytest.mark.usefixtures("no_outside_language")


def test_polish_has_three_plural_forms_and_the_others_two():
    forms = {
        n: ngettext("{n} roll left", "{n} rolls left", n, "pl")
        for n in (1, 2, 4, 5, 12, 22, 25, 112)
    }
    assert forms == {
        1: "Został 1 rzut",
        2: "Zostały 2 rzuty",
        4: "Zostały 4 rzuty",
        5: "Zostało 5 rzutów",
        12: "Zostało 12 rzutów",
        22: "Zostały 22 rzuty",
        25: "Zostało 25 rzutów",
        112: "Zostało 112 rzutów",
    }
    assert (
        ngettext("{n} roll left", "{n} rolls left", 0, "fr") == "0 lancer restant"
    )  # French: 0 is singular
    assert ngettext("{n} roll left", "{n} rolls left", 2, "fr") == "2 lancers restants"
    assert ngettext("{n} roll left", "{n} rolls left", 3, "tr") == "3 atış kaldı"
    assert ngettext("{n} roll left", "{n} rolls left", 1, "en") == "1 roll left"


def test_gettext_fills_placeholders_and_falls_back_to_english_for_an_unknown_msgid():
    assert gettext("Pile {n}", "hu", n=2) == "2. pakli"
    assert gettext("Not in any catalog {x}", "pl", x=1) == "Not in any catalog 1"


@pytest.mark.parametrize(
    ("lang", "decimal", "percent"),
    [
        ("en", "0.2491", "25%"),
        ("pl", "0,2491", "25%"),
        ("hu", "0,2491", "25%"),
        ("tr", "0,2491", "%25"),
        ("fr", "0,2491", "25\u00a0%"),  # a no-break space before % (CLDR, Babel 2.19)
    ],
)
def test_numbers_are_written_the_local_way(lang, decimal, percent):
    assert format_decimal(0.2491, lang) == decimal
    assert format_percent(0.25, lang) == percent
    assert format_decimal(1.5, lang, digits=2) == decimal.replace("0", "1", 1).replace("2491", "50")
    assert parse_decimal(decimal, lang) == Decimal("0.2491")
    assert parse_decimal("0.2491", lang) == Decimal("0.2491")


def test_parse_decimal_refuses_what_is_not_one_number():
    for bad in ("", "abc", "1,2,3", "nan", "0,5.5"):
        with pytest.raises(ValueError):
            parse_decimal(bad, "pl")


def test_the_pseudo_locale_wraps_and_accents_and_keeps_placeholders():
    assert pseudo("Roll") == "[!! Ŕöļļ !!]"
    assert translator("xx").gettext("Pile {n}", n=3) == "[!! Þíļé 3 !!]"
    assert translator("xx").ngettext("{n} point", "{n} points", 2) == "[!! 2 þöíñţš !!]"


def test_language_resolution_explicit_then_env_then_jupyterlab_then_english(
    monkeypatch, no_outside_language
):
    assert resolve_language(None) == "en"
    assert resolve_language("pl-PL") == "pl" and resolve_language("fr_CA") == "fr"
    settings = no_outside_language / "@jupyterlab" / "translation-extension"
    settings.mkdir(parents=True)
    (settings / "plugin.jupyterlab-settings").write_text(
        '{\n  // JupyterLab writes comments\n  "locale": "hu_HU"\n}', encoding="utf-8"
    )
    assert resolve_language(None) == "hu"
    monkeypatch.setenv(ENV_VAR, "tr")
    assert resolve_language(None) == "tr"
    assert resolve_language("fr") == "fr"
    (settings / "plugin.jupyterlab-settings").write_text(json.dumps({"locale": "ja_JP"}))
    monkeypatch.delenv(ENV_VAR)
    assert resolve_language(None) == "en"  # a language we do not have: English


def test_an_unknown_language_is_refused_with_the_list():
    with pytest.raises(ValueError, match="en, tr, pl, hu, fr"):
        check_language("de")


def test_every_widget_takes_lang_and_sends_it_to_the_page():
    w = yum.YumWidget(seed=3, lang="pl")
    assert w.lang == "pl" and w.names[0] == "Ty"
    g = gyumi.GyumiWidget(seed=3, players=2, lang="hu")
    assert g.lang == "hu" and g.names == ["1. játékos", "2. játékos"]
    assert yum.YumWidget(seed=3).lang == "en"
    w.lang = "fr"
    assert w.lang == "fr"
    with pytest.raises(traitlets.TraitError, match="No catalog"):
        w.lang = "de"
    assert w.lang == "fr"  # unchanged
    with pytest.raises(ValueError, match="No catalog"):
        yum.YumWidget(seed=3, lang="klingon")


def test_a_widget_error_speaks_the_widget_language():
    w = yum.YumWidget(seed=3, lang="pl")
    w._on_message(w, "not a dict", None)
    assert w.error == "Widżet wysłał błędną wiadomość."
    assert set(LANGUAGES) == {"en", "tr", "pl", "hu", "fr"}
