"""The engines' English texts read back through the catalogs' templates."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from tabletop_widgets import gyumi, yum
from tabletop_widgets.engine import RandomBot, all_games, game_folder, get_game
from tabletop_widgets.i18n import PSEUDO, pseudo
from tabletop_widgets.i18n.engine_templates import SLOTS as SHARED_SLOTS
from tabletop_widgets.i18n.engine_templates import (
    TEMPLATES,
    declare_templates,
    declared_games,
    slots,
    templates,
)
from tabletop_widgets.i18n.engine_texts import (
    is_seat_label,
    known,
    localise,
    localise_snapshot,
    people_in,
    translate_name,
    translate_text,
)

pytestmark = pytest.mark.usefixtures("no_outside_language")


def test_a_log_line_is_read_through_its_template_and_its_values_translated_too():
    assert translate_text("You scored 14 in Rolling Surplus", "pl") == "Ty: 14 pkt w rubryce Szansa"
    assert (
        translate_text("Random bot started an apple series.", "hu")
        == "Véletlen bot: új sorozat: alma."
    )
    assert (
        translate_text("Random bot kept 6, rolled 2 4 1 4 (roll 2 of 3)", "fr")
        == "Robot au hasard : garde 6, lance 2 4 1 4 (lancer 2 sur 3)"
    )


def test_decimals_in_an_engine_text_are_written_the_local_way():
    text = "Coach: keep 6 6 (expected final score with best play 203.1)."
    assert translate_text(text, "tr") == "Koç: 6 6 tut (en iyi oyunla beklenen son puan 203,1)."
    assert translate_text(text, "en") == text


def test_an_unknown_text_is_left_as_the_engine_wrote_it_even_in_the_pseudo_locale():
    assert (
        translate_text("Something the catalogs never saw.", "pl")
        == "Something the catalogs never saw."
    )
    assert (
        translate_text("Something the catalogs never saw.", "xx")
        == "Something the catalogs never saw."
    )
    assert translate_text("Roll the dice before you score.", "xx").startswith("[!! Ŕöļļ")


def test_codes_in_a_snapshot_are_never_translated():
    snapshot = {
        "log": ["You scored 0 in Yum"],
        "legal": [{"type": "score", "box": "yum"}],
        "answers": {
            "hint": {
                "action": {"type": "roll", "hold": [1]},
                "text": "Roll the dice before you score.",
                "label": "keep 6 6",
            }
        },
        "view": {"sheet": [{"box": "full_house", "label": "Full House", "french": "Main pleine"}]},
    }
    out = localise_snapshot(snapshot, "pl")
    assert out["legal"] == snapshot["legal"]
    assert out["answers"]["hint"]["action"] == {"type": "roll", "hold": [1]}
    assert out["answers"]["hint"]["label"] == "zostaw 6 6"
    assert out["view"]["sheet"][0] == {
        "box": "full_house",
        "label": "Full",
        "french": "Main pleine",
    }
    assert localise_snapshot(snapshot, "en") == snapshot


def test_a_widget_shows_the_engine_texts_in_its_language_and_switches():
    w = yum.YumWidget(seed=3, lang="pl")
    w.act({"type": "roll", "hold": []})
    assert w.log[0] == "Ty: wyrzucone 2 6 4 6 2 (rzut 1 z 3)"
    assert [q["label"] for q in w.queries] == ["Trener", "Podpowiedź", "Analiza"]
    w.lang = "hu"
    assert w.log[0] == "Te: dobás 2 6 4 6 2 (1. dobás a 3-ból)"
    assert w.names == ["Te", "Véletlen bot"]
    w.lang = "en"
    assert w.log[0] == "You rolled 2 6 4 6 2 (roll 1 of 3)"
    assert w.match.names == ["You", "Random bot"]  # the table keeps English names


def test_a_name_a_person_chose_stays_theirs_even_when_it_is_a_catalog_word():
    # "Hint" is the query button's msgid ("Podpowiedź" in Polish): a person called so keeps
    # the name in the names, in the log's lines and in repr, and the button is still translated
    assert translate_text("Hint", "pl") == "Podpowiedź"
    w = yum.YumWidget([None, RandomBot()], seed=3, names=["Hint", "Random bot"], lang="pl")
    w.act({"type": "roll", "hold": []})
    assert w.names == ["Hint", "Losowy bot"]
    assert w.log[0] == "Hint: wyrzucone 2 6 4 6 2 (rzut 1 z 3)"
    assert [q["label"] for q in w.queries] == ["Trener", "Podpowiedź", "Analiza"]
    assert "Hint" in repr(w) and "Podpowiedź" not in repr(w)
    w.lang = "en"
    assert w.log[0] == "Hint rolled 2 6 4 6 2 (roll 1 of 3)"


def test_only_the_names_the_engine_gives_a_seat_are_translated():
    for label in ("You", "Player 2", "Seat 3", "Random bot", "Coach bot 2", "Hold at 20 bot"):
        assert is_seat_label(label), label
    for person in ("Coach", "Hint", "Ana", "Player", "Player two", "Seat", "bot", "You 2", None):
        assert not is_seat_label(person), person
    # a room's free seat, in the words of each catalog's "seat" (the room page's "Free seat")
    assert [translate_name("Seat 3", lang) for lang in ("fr", "pl", "tr", "hu")] == [
        "Place 3", "Miejsce 3", "Koltuk 3", "3. hely"
    ]  # fmt: skip
    snapshot = {
        "names": ["Coach", "Player 2", "Random bot 2"],
        "log": ["Coach scored 14 in Rolling Surplus", "Player 2 scored 14 in Rolling Surplus"],
    }
    out = localise_snapshot(snapshot, "tr")
    assert out["names"] == ["Coach", translate_text("Player 2", "tr"), "Rastgele bot 2"]
    assert out["names"][1] != "Player 2"
    assert out["log"][0].startswith("Coach") and "Koç" not in out["log"][0]
    assert out["log"][1] == translate_text("Player 2 scored 14 in Rolling Surplus", "tr")


def test_a_coach_answer_keeps_the_names_people_chose():
    text = "It is Hint's turn: nothing to decide."
    assert translate_text(text, "pl") == "Ruch ma Podpowiedź: nie ma nic do zdecydowania."
    answer = {"action": None, "text": text}
    shown = localise(answer, "pl", keep=people_in(["Hint", "Random bot"]))
    assert shown["text"] == "Ruch ma Hint: nie ma nic do zdecydowania."
    bot = localise({"text": "It is Random bot's turn: nothing to decide."}, "hu")
    assert bot["text"] == "Véletlen bot jön: nincs miről döntened."


def test_a_refused_move_says_why_in_the_widget_language():
    g = gyumi.GyumiWidget([None, RandomBot()], seed=4, lang="fr")
    g._on_message(g, {"type": "act", "action": {"type": "play"}}, None)
    assert g.error == "Prends d'abord une carte : le dessus de la pioche ou d'une défausse."


def test_a_placeholder_said_twice_reads_the_same_value_twice():
    """Gin's undercut line names the knocker's and the defender's deadwood twice each."""
    line = "Undercut (5 <= 7): 7 - 5 + 25 = 27 to the defender."
    assert translate_text(line, "pl") == "Podcięcie (5 <= 7): 7 - 5 + 25 = 27 dla broniącego się."
    other = "Undercut (5 <= 7): 8 - 5 + 25 = 28 to the defender."  # not the same values
    assert translate_text(other, "pl") == other


def _gin_and_review_lines() -> list[str]:
    """Lines random games seldom reach, written by the engines' own functions: a Gin, an
    undercut and a layoff in the showdown, the review's undercut line and a lesson whose cost
    is an estimate (with and without a unit)."""
    from tabletop_widgets.engine.review_words import lesson, risk_line
    from tabletop_widgets.gin_rummy.explain import score_hand

    lines = []
    for knocker, defender in (
        ("AS 2S 3S 4H 5H 6H 7H 7C 7D 7S", "KS KH KD QC QD JC 9S 9D 8S 2D"),  # Gin
        ("AS 2S 3S 4H 5H 6H 7C 7D 7H 9C", "KS KH KD QS QH QD JS JH JD AC"),  # undercut
        ("AS 2S 3S 4H 5H 6H 7C 7D 7H 9C", "AC AD AH 2C 3C 4C 5D 6D 7S 8C"),  # a layoff
    ):
        lines += score_hand(knocker, defender)["lines"]
    row = {
        "step": 3,
        "move_label": "knock, discarding 9♣",
        "coach_label": "discard 9♣",
        "risk": {"what": "an undercut", "chance": 0.12, "low": 0.08, "high": 0.17},
        "cost": 1.5,
        "low": 0.5,
        "high": 2.5,
        "exact": False,
        "why": "Draw from the stock: the discard pile is empty.",
    }
    lines += [risk_line(row), lesson(row, "expected points this hand")["text"]]
    lines.append(lesson(row, "")["text"])
    return lines


def test_gin_showdowns_and_the_review_lines_random_games_seldom_reach_are_translated():
    from .test_pseudo_engine_texts import unwrapped

    lines = _gin_and_review_lines()
    assert any(line.startswith("Gin scores") for line in lines)
    assert any(line.startswith("Undercut (") for line in lines)
    assert any(line.startswith("Defender lays off") for line in lines)
    bad = [line for line in lines if unwrapped(translate_text(line, "xx"))]
    assert not bad, bad
    assert translate_text(lines[-1], "pl") == (
        "Decyzja 3: zapukaj, odrzucając 9♣ zamiast odrzuć 9♣ kosztowało około 1,5 (przedział "
        "95%: od 0,5 do 2,5). Dobierz z talii: stos odrzuconych jest pusty."
    )


def test_each_game_declares_its_engine_texts_in_its_own_folder():
    """A game's templates are its folder's ``engine_templates.py`` (the registry hands them to
    i18n), the shared ones stay in i18n and are not repeated; all are in the catalogs."""
    games = all_games()
    assert set(games) <= set(declared_games())
    for name, game in games.items():
        module = importlib.import_module(
            f"tabletop_widgets.{game_folder(game).name}.engine_templates"
        )
        assert game.title in module.TEMPLATES, name
        assert not set(module.TEMPLATES) & set(TEMPLATES), name
        assert set(module.TEMPLATES) <= set(templates()), name
    assert set(TEMPLATES) <= set(templates())
    assert [t for t in templates() if not known(t)] == []


def test_a_line_of_a_game_nobody_imported_yet_is_read_through_its_templates():
    """The registry hands i18n what registers every game: a Gin line is translated in a process
    that imported only Yum (the games are found before the templates are first read)."""
    script = (
        "import sys\n"
        "from tabletop_widgets import yum\n"
        "from tabletop_widgets.i18n.engine_texts import translate_text\n"
        "before = 'tabletop_widgets.gin_rummy' in sys.modules\n"
        "print(before, translate_text('Undercut (5 <= 7): 7 - 5 + 25 = 27 to the defender.', 'pl'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert out.stdout.strip() == "False Podcięcie (5 <= 7): 7 - 5 + 25 = 27 dla broniącego się."


def test_templates_declared_after_a_translation_are_read_too():
    line = "Ada doubled 4."
    assert translate_text(line, PSEUDO) == line
    declare_templates("toy", lambda: ("{name} doubled {n}.",))
    try:
        assert translate_text(line, PSEUDO) == pseudo("{name} doubled {n}.").format(name="Ada", n=4)
    finally:
        declare_templates("toy", None)
    assert translate_text(line, PSEUDO) == line


def test_a_game_declares_what_its_own_placeholders_read():
    line = "Ada tripled 4 + 5."
    declare_templates("toy", lambda: ("{name} tripled {times}.",))
    try:  # without a declared pattern a placeholder reads any text
        assert translate_text(line, PSEUDO) == pseudo("{name} tripled {times}.").format(
            name="Ada", times="4 + 5"
        )
        declare_templates("toy", lambda: ("{name} tripled {times}.",), lambda: {"times": r"\d+"})
        assert slots()["times"] == r"\d+"
        assert translate_text(line, PSEUDO) == line  # "4 + 5" is not a number
        assert translate_text("Ada tripled 4.", PSEUDO) == pseudo("{name} tripled {times}.").format(
            name="Ada", times=4
        )
    finally:
        declare_templates("toy", None)
    assert "times" not in slots()


def test_every_game_declares_its_own_placeholders_in_its_folder():
    for name in all_games():
        package = type(get_game(name)).__module__.rsplit(".", 1)[0]
        folder_slots = importlib.import_module(f"{package}.engine_templates").SLOTS
        for slot, pattern in folder_slots.items():
            assert slots()[slot] == pattern, (name, slot)
    assert {"guest", "fruit", "played", "card2", "behind"} <= set(slots())
    assert not {"guest", "fruit", "played", "card2", "behind"} & set(SHARED_SLOTS)


def test_two_games_may_not_read_one_placeholder_two_ways():
    declare_templates("toy", lambda: ("{name} bid {guest}.",), lambda: {"guest": r"\d+"})
    try:
        with pytest.raises(ValueError, match=r"\{guest\}"):
            slots()
    finally:
        declare_templates("toy", None)
    assert slots()["guest"] != r"\d+"
