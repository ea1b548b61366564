"""Answer boxes read a decimal comma (0,2491) as well as a point, and speak the box's language."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop_widgets.lessons.checking import AnswerError, check, parse_answer

pytestmark = pytest.mark.usefixtures("no_outside_language")


@pytest.mark.parametrize("lang", ["en", "tr", "pl", "hu", "fr"])
@pytest.mark.parametrize("text", ["0,2491", "0.2491", " 0,2491 ", ",2491", "24,91 %", "24.91%"])
def test_a_decimal_comma_and_a_point_are_both_read(lang, text):
    assert float(parse_answer(text, lang)) == pytest.approx(0.2491)
    assert check(text, 0.2491, tolerance=0.00005, lang=lang).right


def test_a_comma_decimal_is_judged_like_the_point_one():
    answer = Fraction(221, 17496)  # 0.01263...
    assert check("0,0126", answer, tolerance=0.00005).status == "right"
    assert check("0,013", answer, tolerance=0.00005).status == "close"
    assert check("0,2", answer, tolerance=0.00005).status == "not yet"


def test_thousands_stay_thousands_in_english_and_a_comma_is_decimal_elsewhere():
    assert parse_answer("8,500", "en") == 8500
    assert parse_answer("8,500", "pl") == pytest.approx(8.5)
    assert parse_answer("0,249", "en") == pytest.approx(0.249)  # a leading 0 is never thousands
    assert parse_answer("8 500", "fr") == 8500


@pytest.mark.parametrize("text", ["0,5,5", "1,2.3", "0,,5"])
def test_a_number_with_stray_commas_is_refused_with_what_to_write(text):
    with pytest.raises(AnswerError, match="0,25 or 0.25"):
        parse_answer(text, "en")


def test_verdicts_speak_the_box_language():
    assert check("0,2491", 0.2491, lang="pl").message == "Dobrze."
    assert check("1/4", Fraction(1, 4), lang="fr").message == "Juste, exactement."
    assert check("abc", 0.5, lang="hu").message.startswith("Ezt nem tudom elolvasni:")
    assert (
        check("0,9", 0.1, lang="tr").message == "Henüz değil: çözümünü kontrol et ve yeniden dene."
    )
    assert "25 %" in check("25", 0.25, lang="pl").message  # the probability reminder
    assert "Si tu voulais dire 2,5 %" in check("2,5", 0.025, lang="fr").message
    assert "If you meant 2.5 %" in check("2,5", 0.025, lang="en").message
    assert check("0.2491", 0.2491).message == "Right."  # English by default


def test_what_the_box_accepts_and_the_tries_speak_its_language():
    from tabletop_widgets.lessons.checking import Tries, Verdict, accepted

    assert (
        accepted(0.2491, 0.00005, "pl")
        == "Przyjmowane: ułamek dziesiętny w granicach ±0,00005 od odpowiedzi."
    )
    assert accepted(0.2491, 0.00005) == "Accepted: a decimal within ±5e-05 of the answer."
    tries = Tries(limit=1, lang="hu")
    tries.judge(Verdict("not yet", "x"))
    assert tries.shown() == "1. próbálkozás ennyiből: 1"
    assert tries.judge(Verdict("right", "x")).message.startswith(
        "Nincs több próbálkozásod (1-ból 1"
    )
