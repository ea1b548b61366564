"""One widget API for every registered game (issue 43): the same names, the same answers.

Every widget answers ``hint()`` and ``review()`` (and ``check(...)`` where the game declares a
check); a bot may be given by its registered name, an unknown name or a thing that is no bot
fails at construction naming the choices, and a bot reads the same in a widget as at a table.
"""

from __future__ import annotations

import inspect

import pytest

from tabletop_widgets.engine import IllegalMove, all_games, bot_label, bots_of, queries_of
from tabletop_widgets.engine.coach import (
    CHECK_FIELDS,
    HINT_FIELDS,
    REVIEW_FIELDS,
    CheckAnswer,
    HintAnswer,
    HintOption,
    ReviewAnswer,
    missing_fields,
)
from tabletop_widgets.ui.base import widget_class

GAMES = all_games()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_widget_answers_hint_and_review_by_the_same_names(name):
    w = widget_class(name)(players=[None, "random"], seed=7)
    hint = w.hint()
    assert missing_fields(hint, HintAnswer, HINT_FIELDS) == [], name
    assert hint["text"] and w.answers["hint"] == hint
    for option in hint["options"]:
        assert missing_fields(option, HintOption, tuple(HintOption.__annotations__)) == []
    review = w.review()
    assert missing_fields(review, ReviewAnswer, REVIEW_FIELDS) == [], name
    declared = {q.name for q in queries_of(name)}
    if "check" not in declared:
        with pytest.raises(IllegalMove):
            w.check()
    for method, kind in {"hint": HintAnswer, "review": ReviewAnswer, "check": CheckAnswer}.items():
        returns = inspect.signature(getattr(type(w), method)).return_annotation
        assert returns == kind.__name__, (name, method, returns)  # the same type everywhere
    for alias in ("best_play", "show_hint"):
        assert not hasattr(w, alias), f"{name}: {alias} is an alias of hint()"


def test_a_check_answers_with_the_engine_type_where_a_game_declares_one():
    checking = [g for g in sorted(GAMES) if "check" in {q.name for q in queries_of(g)}]
    assert checking, "no registered game declares a check"
    w = widget_class("carousel")(players=[None, "random"], seed=7)
    verdict = w.check(melds=[["2S"]])
    assert missing_fields(verdict, CheckAnswer, CHECK_FIELDS) == [] and verdict["problem"]


def test_the_contract_check_names_what_is_wrong():
    bad = {"action": None, "text": 3, "options": {}, "runner_up": None, "exact": "yes"}
    assert missing_fields(bad, HintAnswer, HINT_FIELDS) == [
        "no 'unit'", "'text' is int", "'options' is dict", "'exact' is str"]  # fmt: skip
    assert missing_fields([], HintAnswer, HINT_FIELDS) == ["a HintAnswer is a dict, not list"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_bots_given_by_name_resolve_through_the_registry(name):
    for bot in bots_of(name):
        w = widget_class(name)(players=[None, bot], seed=3)
        assert w.names == ["You", bot_label(bot)], (name, bot)
        assert w.names[1] == f"{bot.replace('_', ' ').capitalize()} bot"
    with pytest.raises(ValueError) as refused:
        widget_class(name)(players=[None, "no_such_bot"])
    assert "no_such_bot" in str(refused.value)
    for bot in bots_of(name):
        assert repr(bot) in str(refused.value)
    with pytest.raises(ValueError, match="is no bot"):
        widget_class(name)(players=[None, 42])


def test_a_bot_reads_the_same_everywhere():
    assert bot_label("hold_at_20") == "Hold at 20 bot"
    assert bot_label("hand-meld") == "Hand-meld bot"
    w = widget_class("yum")(players=[None, "greedy", "greedy"], seed=1)
    assert w.names == ["You", "Greedy bot 1", "Greedy bot 2"]


def test_simulate_takes_bots_by_their_registered_names():
    from tabletop_widgets.engine import simulate

    rows = simulate(all_games()["yum"], ["greedy", "random"], games=2, seed=5)
    assert [r["bot_0"] for r in rows] == ["greedy", "greedy"]
    with pytest.raises(ValueError, match="has no bot 'nobody'"):
        simulate(all_games()["yum"], ["nobody", "random"], games=1)
