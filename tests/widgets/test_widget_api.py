"""One widget API for every registered game (issue 43): the same names, the same answers.

Every widget answers ``hint()`` and ``review()`` (and ``check(...)`` where the game declares a
check); a bot may be given by its registered name, an unknown name or a thing that is no bot
fails at construction naming the choices, and a bot reads the same in a widget as at a table.
"""

from __future__ import annotations

import pytest

from tabletop_widgets.engine import IllegalMove, all_games, bot_label, bots_of, queries_of
from tabletop_widgets.ui.base import widget_class

GAMES = all_games()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_widget_answers_hint_and_review_by_the_same_names(name):
    w = widget_class(name)(players=[None, "random"], seed=7)
    hint = w.hint()
    assert isinstance(hint, dict) and hint["text"] and w.answers["hint"] == hint
    review = w.review()
    assert isinstance(review, dict) and "decisions" in review, sorted(review)
    declared = {q.name for q in queries_of(name)}
    if "check" not in declared:
        with pytest.raises(IllegalMove):
            w.check()
    for alias in ("best_play", "show_hint"):
        assert not hasattr(w, alias), f"{name}: {alias} is an alias of hint()"


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
