"""``same_json`` answers exactly what comparing ``json.dumps(..., sort_keys=True)`` texts did."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_widgets.engine import Game, GameInfo, IllegalMove
from tabletop_widgets.engine.core import canonical, same_json


def as_text(a, b) -> bool:
    """The comparison ``same_json`` replaces."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# Few distinct scalars, so that equal and nearly equal pairs (1, 1.0, True; 0.0, -0.0) are common.
SCALARS = st.sampled_from([0, 1, 2, 10, 0.0, -0.0, 1.0, 10.0, 2.5, True, False, None, "", "1", "a"])
KEYS = st.sampled_from(["a", "b", "card", "1", "10", "true"])
NUMBER_KEYS = st.sampled_from([1, 10])  # JSON writes them as text: {1: x} is {"1": x}


def values(number_keys: bool = True):
    """JSON-like values; with ``number_keys``, also dicts keyed by numbers (never canonical)."""
    return st.recursive(
        SCALARS,
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.lists(inner, max_size=3).map(tuple),
            st.dictionaries(KEYS, inner, max_size=3),
            st.dictionaries(NUMBER_KEYS if number_keys else KEYS, inner, max_size=2),
        ),
        max_leaves=8,
    )


def look_alikes(value) -> list:
    """Values that equal ``value`` in Python, or nearly, but are other JSON (1 -> 1.0, True)."""
    kind = type(value)
    if kind is bool:
        return [int(value)]
    if kind is int:
        return [float(value), value == 1, str(value)]
    if kind is float:
        return [-value, int(value)] if math.isfinite(value) else [-value]
    if kind is str:
        return [int(value)] if value in ("0", "1") else [value + " "]
    return [False, 0]  # None


def variant(value, data):
    """``value`` with some parts changed to look-alikes, and some lists to tuples."""
    if isinstance(value, dict):
        return {k: variant(v, data) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        items = [variant(v, data) for v in value]
        return tuple(items) if data.draw(st.booleans()) else items
    if data.draw(st.booleans()):
        return data.draw(st.sampled_from(look_alikes(value)))
    return value


@settings(max_examples=300)
@given(values(), values())
def test_any_two_values(a, b):
    assert same_json(a, b) == as_text(a, b)


@settings(max_examples=300)
@given(values(), st.data())
def test_value_and_a_look_alike(a, data):
    b = variant(a, data)
    assert same_json(a, b) == as_text(a, b)
    assert same_json(b, a) == as_text(b, a)


@settings(max_examples=300)
@given(values(number_keys=False))
def test_a_value_and_its_canonical_form(a):
    assert same_json(canonical(a), a) and as_text(canonical(a), a)


@settings(max_examples=300)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
        ),
        max_leaves=12,
    ),
    st.data(),
)
def test_wide_values(a, data):
    b = variant(a, data)
    assert same_json(a, b) == as_text(a, b)


@pytest.mark.parametrize(
    "a, b",
    [
        ({"card": 10}, {"card": 10.0}),
        ({"to": 1}, {"to": True}),
        ({"to": 0}, {"to": False}),
        ([0.0], [-0.0]),
        ([1, 2], (1, 2)),
        ({"a": 1, "b": [2]}, {"b": [2], "a": 1}),
        ({"a": 1}, {"a": 1, "b": None}),
        ({1: "x"}, {"1": "x"}),  # JSON writes every key as text
        ({True: "x"}, {1: "x"}),
        ({None: 1}, {"null": 1}),
        ("1", 1),
        (None, False),
        (float("inf"), float("inf")),
    ],
)
def test_pairs_json_text_tells_apart_or_not(a, b):
    assert same_json(a, b) == as_text(a, b)
    assert same_json(b, a) == as_text(b, a)


class Steps(Game):
    """One seat adds 1 or 2 to a total; ``Game.check``'s default decides what is legal."""

    info = GameInfo("toy_steps", "Steps", 1, 1, False, False, conformance_seats=(1,))

    def setup(self, state):
        state["total"] = 0

    def seats_to_act(self, state):
        return [0] if state["total"] < 5 else []

    def legal_actions(self, state, seat):
        return [{"type": "add", "n": n} for n in (1, 2)] if self.seats_to_act(state) else []

    def transition(self, state, seat, action):
        state["total"] += action["n"]

    def view(self, state, seat):
        return {"total": state["total"]}

    def scores(self, state):
        return [state["total"]]


@pytest.mark.parametrize("n", [1, 2])
def test_default_check_is_type_strict(n):
    game = Steps()
    state = game.new_state(1, 0)
    assert game.apply(state, 0, {"type": "add", "n": n})["total"] == n
    assert game.apply(state, 0, {"n": n, "type": "add"})["total"] == n
    for look_alike in (float(n), n == 1, str(n), [n]):
        with pytest.raises(IllegalMove, match="not allowed"):
            game.apply(state, 0, {"type": "add", "n": look_alike})
    with pytest.raises(IllegalMove):
        game.apply(state, 0, {"type": "add", "n": n, "extra": None})
