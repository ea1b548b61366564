"""The engine's hint contract: one wrapper turns a coach's advice into a hint query's answer."""

from __future__ import annotations

import pytest

from tabletop_widgets.engine import IllegalMove
from tabletop_widgets.engine.coach import hint_query_answer


def advise(recall, seat, consider):
    """Advice for the toy."""
    if recall.get("broken"):
        raise ZeroDivisionError
    return {"action": {"type": "go"}, "text": f"Go ({consider})", "options": [], "exact": True}


def test_the_advice_passes_through_with_the_move_to_consider():
    answer = hint_query_answer(advise, "points")
    assert answer({}, 0, {})["text"] == "Go (None)"
    assert answer({}, 0, {"consider": {"type": "stop"}})["text"] == "Go ({'type': 'stop'})"
    assert answer.__doc__ == "Advice for the toy."


@pytest.mark.parametrize("args", [None, [], {"consider": 1, "extra": 2}, {"x": 1}])
def test_bad_arguments_are_refused_with_the_contract(args):
    with pytest.raises(IllegalMove, match='A hint takes no arguments, or {"consider": move}.'):
        hint_query_answer(advise, "points")({}, 0, args)


def test_a_failing_coach_answers_that_it_could_not_advise():
    answer = hint_query_answer(advise, "points", melds=None)({"broken": True}, 0, {})
    why = "The coach could not advise here (ZeroDivisionError)."
    assert answer == {"action": None, "text": why, "runner_up": None, "options": [],
                      "melds": None, "unit": "points", "exact": False, "unavailable": why}  # fmt: skip
