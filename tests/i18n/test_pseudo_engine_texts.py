"""The engines' texts in the pseudo-locale, without a browser: random games of every registered
game are played in widgets with ``lang="xx"``, every query the seat may ask is asked and refused
moves are tried, and every text a person reads (the log, the refusals, the seats' names, the
queries' labels, the answers, the view's texts, the error) must be wrapped by the catalogs
(``[!! ... !!]``). Names stay as they are: the seats' own, the games' titles and The Gnumies'
card and guest names (invented words, the same in every language)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tabletop_widgets.engine import (
    IllegalMove,
    RandomBot,
    all_games,
    get_game,
    queries_of,
    review,
)
from tabletop_widgets.gnumies import rules as gnumies_rules
from tabletop_widgets.i18n import PSEUDO, pseudo
from tabletop_widgets.i18n.engine_texts import CODE_KEYS, TEXT_KEYS, localise, people_in
from tabletop_widgets.ui.base import widget_class

#: An innermost pseudo-localised segment (a translated text may hold another in a placeholder).
WRAPPED = re.compile(r"\[!! ((?:(?!\[!! ).)*?) !!\]", re.S)
LETTER = re.compile(r"[^\W\d_]")
ASCII_WORD = re.compile(r"[A-Za-z]")
#: Names, the same in every language: the games' titles, The Gnumies' cards and guests.
NAMES = (
    "GYÜMI",
    "Yum",
    "Gin Rummy",
    "The Gnumies",
    "Carousel",
    "Gnalli",
    "Wullawaki",
    "Copicastor",
    "Luckynit",
    "Joker",  # Carousel's joker: the same word in all five languages
    *gnumies_rules.GUEST_NAMES.values(),
    *gnumies_rules.GNUMIE_NAMES.values(),
)
#: Card indices (A, J, Q, K, JK; W and C on The Gnumies' party cards) and suit letters in a
#: card code such as "10H": symbols.
INDEX = re.compile(r"(?<!\w)(?:JK|[AJQKWC]|\d*[AJQKTSHDC0-9]{1,3})(?!\w)")
#: Texts a game's walk must meet (each in its pseudo-localised form), where the walk is about
#: them: The Gnumies' reveal, news and totals, the Gin coach, log and review, Carousel's best
#: play. A game not named here is walked all the same.
MET = {
    "gnumies": ("Revealed: {bids}.", "Round {n}: the offer is {guest}.", "Total: {n}"),
    "gin_rummy": (
        "expected {span} this hand over {worlds} deals of the unseen cards",
        "{name} discarded {card}.",
        "You made {n} decisions so far; the coach agreed with {agreed}.",
    ),
    "carousel": ("Best play: {cards} ({points} points, {n} cards out of your hand).",),
}


def seats_of(game: str) -> int:
    """The seats of a walk: three where the game allows them (more kinds of news), else its most."""
    info = get_game(game).info
    return max(info.min_seats, min(3, info.max_seats))


def unwrapped(text: str) -> bool:
    """True when ``text`` has letters outside the pseudo-locale's wrapping, or a plain ASCII
    letter inside it (the pseudo-locale accents every letter of a catalog text, so a plain
    word inside a wrapped text is a value no template read); names and card codes aside."""
    for name in NAMES:
        text = text.replace(name, " ")
    if ASCII_WORD.search(INDEX.sub(" ", re.sub(r"\{\w+\}", " ", text))):
        return True
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    return bool(LETTER.search(INDEX.sub(" ", text)))


def longest_literal(english: str) -> str:
    """The longest text between the placeholders of ``english`` in the pseudo-locale."""
    return max(re.split(r"\{\w+\}", pseudo(english)), key=len)


def texts(value: Any, key: str | None = None) -> list[str]:
    """Every string the widget translates in ``value`` (as ``engine_texts`` walks it: the
    strings under a text key, ``TEXT_KEYS``); codes aside."""
    if key in TEXT_KEYS:
        if isinstance(value, str):
            return [value]
        if isinstance(value, list):
            return [t for v in value for t in texts(v, key)]
        if isinstance(value, dict) and all(isinstance(v, str) for v in value.values()):
            return list(value.values())  # labels by code
        return texts(value)
    if isinstance(value, dict):
        codes = CODE_KEYS.get(key or "", frozenset())
        return [t for k, v in value.items() if k not in codes for t in texts(v, k)]
    if isinstance(value, list):
        return [t for v in value for t in texts(v, key)]
    return []


def shown(widget: Any) -> list[str]:
    """The texts a person reads from ``widget`` now."""
    out = [*widget.log, *widget.refusals.values(), *widget.names, widget.error, widget.closed]
    for trait in ("view", "queries", "answers"):
        out += texts(getattr(widget, trait))
    return [t for t in out if isinstance(t, str) and t]


def ask_everything(widget: Any, review: bool = True) -> None:
    """Ask every query the seat may ask now (refusals are texts too); the review only when
    ``review`` (it weighs every past decision: the walk asks it every fifth time)."""
    for query in list(widget.queries):
        name = query.get("name") if isinstance(query, dict) else None
        if not name or (name == "review" and not review):
            continue
        try:
            widget.ask(name)
        except IllegalMove as exc:
            widget._show_error(str(exc))  # the widget's own path for a refused message


def try_bad_moves(widget: Any) -> None:
    """Moves the engine refuses, each sent as the page sends it: the error is shown."""
    for action in ({"type": "nonsense"}, "roll", {"type": "play", "card": 999}, {}):
        widget._on_message(widget, {"type": "act", "action": action}, None)
        assert widget.error, action


def play_and_collect(game: str, seed: int, seen: list[str] | None = None) -> set[str]:
    """Play a random game of ``game`` in the pseudo-locale, asking every query and trying
    refused moves now and then; the texts outside the catalogs (``seen`` gets every text)."""
    seats = seats_of(game)
    widget = widget_class(game)([None, *[RandomBot()] * (seats - 1)], seed=seed, lang="xx")
    chooser = random.Random(seed)
    bad: set[str] = set()
    for turn in range(400):
        if turn % 7 == 0 or widget.terminal:
            ask_everything(widget, review=turn % 35 == 0 or widget.terminal)
            try_bad_moves(widget)
        texts_now = shown(widget)
        if seen is not None:
            seen.extend(texts_now)
        bad |= {t for t in texts_now if unwrapped(t)}
        if widget.terminal:
            break
        widget.act(chooser.choice(widget.legal))
    ask_everything(widget)
    bad |= {t for t in shown(widget) if unwrapped(t)}
    return bad


def test_the_check_finds_an_english_text():
    assert unwrapped("Round 3: the offer is Guest 7.")
    assert unwrapped("[!! Ŕöûñð !!] goes to You")
    assert not unwrapped("[!! Ŕöûñð {n} !!] Borsi (1)")
    assert not unwrapped("[!! Ŕöûñð [!! Ĝûéšţ !!] !!]")
    assert unwrapped("[!! Ŕöûñð strawberry under: 3 !!]")  # an English value in a template
    assert not unwrapped("[!! Ŕöûñð 10H, JK !!] Borsi (1)")  # card codes and names


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game", sorted(all_games()))
def test_a_game_shows_its_log_refusals_coach_and_review_only_through_the_catalogs(
    game, seed, monkeypatch
):
    """Every log line, refusal, query label, coach's and review's text of a random game of
    every registered game is wrapped: 0 texts outside the catalogs. (The review's estimates
    get its shortest time each: the words are the same, a Gin walk's some 400 decisions are
    priced in a fifth of the time.)"""
    monkeypatch.setattr(review, "REVIEW_HINT_SECONDS", review.MIN_HINT_SECONDS)
    seen: list[str] = []
    bad = play_and_collect(game, seed, seen)
    assert not bad, f"{len(bad)} texts outside the catalogs:\n" + "\n".join(sorted(bad))
    joined = "\n".join(seen)
    for english in MET.get(game, ()):  # the walk met the texts it is about
        assert longest_literal(english) in joined, english


@pytest.mark.parametrize("game", sorted(all_games()))
def test_a_seat_asking_while_another_acts_is_answered_through_the_catalogs(game, monkeypatch):
    """In a room a seat may ask while another seat acts (the widget walk above always asks for
    the seat to act): each query's answer, or its refusal, is wrapped, as that seat's page
    gets it (``localise`` with the table's names; a person's name, "Ana", stays hers)."""
    monkeypatch.setattr(review, "REVIEW_HINT_SECONDS", review.MIN_HINT_SECONDS)
    g, seats, rng = get_game(game), seats_of(game), random.Random(3)
    names = ["Ana", *[f"Player {n + 2}" for n in range(seats - 1)]]
    state = g.new_state(seats, 3, None, names)
    while 0 in g.seats_to_act(state) or not g.seats_to_act(state):  # until Ana waits
        assert g.seats_to_act(state), "the game ended before its first seat waited"
        mover = g.seats_to_act(state)[0]
        state = g.step(state, mover, rng.choice(g.legal_actions(state, mover)))
    keep = people_in(names)
    bad: list[str] = []
    for query in queries_of(game):
        try:
            answer = localise(query.answer(g.recall(state, 0), 0, {}), PSEUDO, keep)
        except IllegalMove as exc:
            answer = localise(str(exc), PSEUDO, keep)
        found = [answer] if isinstance(answer, str) else texts(answer)
        bad += [f"{query.name}: {t}" for t in found if unwrapped(t)]
    assert not bad, "\n".join(bad)
