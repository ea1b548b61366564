"""The answer box speaks its language (``lang=``, else the resolved one): its field, button,
rule, verdicts, tries and repr come from the catalogs; English stays as it was."""

from __future__ import annotations

import html
import re

import pytest

from tabletop_widgets import lessons
from tabletop_widgets.i18n import translator, use_language

pytestmark = pytest.mark.usefixtures("no_outside_language")


def test_english_box_words_are_unchanged():
    box = lessons.AnswerBox(lessons.instance("yum-1"))
    assert box.lang == "en"
    assert (box.text.placeholder, box.text.description, box.button.description) == (
        "your answer, e.g. 0.25 or 1/4",
        "Answer",
        "Check",
    )
    assert box.rule.endswith(" 6 tries; a close hint appears only after a wrong try.")
    assert lessons.AnswerBox(box.exercise, tries=1).rule.endswith(
        " 1 try; a close hint appears only after a wrong try."
    )


@pytest.mark.parametrize("tries", [1, 3, 6])
def test_a_polish_box_speaks_polish_with_its_plural_forms(tries):
    box = lessons.AnswerBox(lessons.instance("yum-1", student="Ola"), tries=tries, lang="pl")
    assert box.text.placeholder == "twoja odpowiedź, np. 0,25 lub 1/4"
    assert (box.text.description, box.button.description) == ("Odpowiedź", "Sprawdź")
    form = {1: "1 próba;", 3: "3 próby;", 6: "6 prób;"}[tries]
    assert form in box.rule and "tries" not in box.rule
    assert repr(box) == "AnswerBox(yum-1 dla: Ola: jeszcze nie sprawdzono)"
    verdict = box.check("0,5")
    assert verdict.status == "not yet"
    shown = html.unescape(box.feedback.value)
    assert "<b>jeszcze nie</b>: Jeszcze nie: sprawdź swoje obliczenia" in shown
    assert f"(próba 1 z {tries})" in shown
    assert repr(box) == "AnswerBox(yum-1 dla: Ola: jeszcze nie)"


def test_the_box_follows_use_language_and_lang_comes_first():
    use_language("fr")
    assert lessons.instance("yum-1").box().button.description == "Vérifier"
    assert lessons.AnswerBox(lessons.instance("yum-1"), lang="hu").button.description == (
        translator("hu").gettext("Check")
    )


def test_in_the_pseudo_locale_every_word_of_the_box_is_wrapped():
    box = lessons.AnswerBox(lessons.instance("yum-1", student="Ada"), lang="xx")
    box.check("0.5")
    box.check("nonsense")
    texts = [box.text.placeholder, box.text.description, box.button.description, box.rule]
    texts += [re.sub(r"<[^>]+>", " ", html.unescape(box.feedback.value)), repr(box)]
    for text in texts:
        rest = text
        while (shorter := re.sub(r"\[!! (?:(?!\[!! ).)*? !!\]", " ", rest)) != rest:
            rest = shorter
        rest = re.sub(
            r"AnswerBox\(yum-1|Ada|nonsense", " ", rest
        )  # the id, a name, the pupil's text
        assert not re.findall(r"[A-Za-z]{2,}", rest), text
