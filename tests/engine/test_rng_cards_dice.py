from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_widgets.engine import cards, dice, melds, rng


def test_same_seed_same_stream_and_different_seeds_differ():
    a, b = {"rng": rng.seed_state(7)}, {"rng": rng.seed_state(7)}
    assert [rng.randbelow(a, 1000) for _ in range(20)] == [
        rng.randbelow(b, 1000) for _ in range(20)
    ]
    c = {"rng": rng.seed_state(8)}
    assert [rng.randbelow(a, 1000) for _ in range(20)] != [
        rng.randbelow(c, 1000) for _ in range(20)
    ]


def test_state_is_one_json_integer():
    state = {"rng": rng.seed_state(123)}
    rng.shuffle(state, range(10))
    assert isinstance(state["rng"], int) and 0 <= state["rng"] < 2**64


def test_die_is_roughly_fair():
    state = {"rng": rng.seed_state(1)}
    counts = Counter(rng.roll_die(state) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    # chi-square with 5 degrees of freedom; 20.5 is the 0.1% critical value
    chi2 = sum((c - 10_000) ** 2 / 10_000 for c in counts.values())
    assert chi2 < 20.5


@given(seed=st.integers(0, 2**40), n=st.integers(1, 60))
def test_shuffle_is_a_permutation(seed, n):
    state = {"rng": rng.seed_state(seed)}
    assert sorted(rng.shuffle(state, range(n))) == list(range(n))


def test_seed_must_be_an_integer():
    with pytest.raises(TypeError):
        rng.seed_state("7")


@pytest.mark.parametrize(
    ("code", "canonical"),
    [("AS", "AS"), ("10d", "TD"), ("TD", "TD"), (" qh ", "QH"), ("JK", "JK"), ("joker", "JK")],
)
def test_card_codes(code, canonical):
    assert cards.parse_card(code) == canonical


@pytest.mark.parametrize("bad", ["", "1S", "AX", "10", "KCC", 5, None])
def test_bad_card_codes_are_refused_with_a_hint(bad):
    with pytest.raises(ValueError, match="card"):
        cards.parse_card(bad)


def test_parse_cards_accepts_strings_and_lists():
    assert cards.parse_cards("AS 10D, qh") == ["AS", "TD", "QH"]
    assert cards.parse_cards(["AS", "10D"]) == ["AS", "TD"]


def test_decks():
    one = cards.make_deck()
    assert len(one) == 52 == len(set(one))
    two = cards.make_deck(decks=2, jokers=2)
    assert len(two) == 106 and two.count("JK") == 2 and two.count("QH") == 2
    assert cards.card_name("QH") == "Queen of Hearts" and cards.card_label("TD") == "10\u2666"
    assert cards.rank("AS") == 1 and cards.rank("KC") == 13 and cards.suit("TD") == "D"


def test_sorted_rolls_are_exact():
    outcomes = dice.sorted_rolls(5)
    assert len(outcomes) == 252
    assert sum(p for _, p in outcomes) == 1
    probability = dict(outcomes)
    assert probability[(6, 6, 6, 6, 6)] == Fraction(1, 7776)
    assert probability[(1, 2, 3, 4, 5)] == Fraction(120, 7776)
    assert probability[(2, 2, 3, 3, 3)] == Fraction(10, 7776)


def test_melds_basics():
    assert melds.is_set(["7S", "7H", "7D"])
    assert not melds.is_set(["7S", "7S", "7D"])  # two decks: identical cards are no set
    assert not melds.is_set(["7S", "7H"])
    assert melds.is_run(["3H", "4H", "5H"]) and melds.is_run(["AH", "2H", "3H"])
    assert not melds.is_run(["QH", "KH", "AH"])  # ace low only by default
    assert melds.is_run(["QH", "KH", "AH"], ace_high=True)
    assert not melds.is_run(["KH", "AH", "2H"], ace_high=True)  # no wrap
    assert not melds.is_run(["3H", "4S", "5H"])
