"""The answer checker: right, close (with a hint), not yet, exact fractions, unreadable text."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop_widgets.lessons import AnswerError, check, parse_answer


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0.25", 0.25),
        (" 1/4 ", Fraction(1, 4)),
        ("25 %", Fraction(1, 4)),
        ("2.5%", 0.025),
        ("8,500", 8500),
        ("8 500", 8500),
        ("221 / 17496", Fraction(221, 17496)),
        ("−3", -3),
        ("1e-3", 0.001),
    ],
)
def test_numbers_as_students_write_them(text, value):
    assert parse_answer(text) == value


@pytest.mark.parametrize("text", ["", "   ", "abc", "0,5,5", "1/0", "1/2/3", "nan", "inf", "1 2"])
def test_malformed_input_gets_a_clear_message(text):
    with pytest.raises(AnswerError) as err:
        parse_answer(text)
    assert "write" in str(err.value) or "empty" in str(err.value)
    verdict = check(text, Fraction(1, 4), tolerance=0.01)
    assert verdict.status == "unreadable" and not verdict.right
    assert "Traceback" not in verdict.message and verdict.message.startswith("Cannot read")


def test_exact_fraction_is_right_and_an_equal_but_different_spelling_too():
    answer = Fraction(221, 17496)
    assert check("221/17496", answer).message == "Right, exactly."
    assert check("442/34992", answer).right
    assert not check("221/17497", answer).right


def test_tolerance_close_with_hint_and_wrong():
    answer = Fraction(221, 17496)  # 0.012631...
    assert check("0.0126", answer, tolerance=0.00005).status == "right"
    assert check("1.26 %", answer, tolerance=0.00005).status == "right"
    close = check("0.013", answer, tolerance=0.00005, close=0.002, hint="Round to 4 places.")
    assert close.status == "close" and "Round to 4 places." in close.message
    assert check("0.02", answer, tolerance=0.00005, close=0.002).status == "not yet"
    assert check("0.5", answer, tolerance=0.00005).status == "not yet"


def test_a_percentage_without_its_sign_is_pointed_out():
    verdict = check("94", 0.9398, tolerance=0.0005)
    assert verdict.status == "not yet" and "% sign" in verdict.message
    assert check("94.0 %", 0.9398, tolerance=0.0005).right


def test_integer_answers_with_a_relative_tolerance():
    assert check("8,500", 8495, tolerance=85).right
    assert check("8000", 8495, tolerance=85, close=850).status == "close"
    assert check("4000", 8495, tolerance=85, close=850).status == "not yet"
