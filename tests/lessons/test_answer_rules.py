"""Issue 41's answer-box rules: fractions judged as fractions, the tolerance on screen, tries
counted, "close" only after a wrong try, and a cap on tries."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop_widgets import lessons
from tabletop_widgets.lessons.checking import Tries, Verdict, accepted, check

ANSWER = Fraction(221, 17496)  # yum-1's lesson answer, 0.012631...


def test_a_near_miss_fraction_is_not_right_though_its_decimal_would_be():
    assert abs(1 / 79 - float(ANSWER)) <= 0.00005  # inside the decimal tolerance...
    verdict = check("1/79", ANSWER, tolerance=0.00005, close=0.002)
    assert not verdict.right and verdict.status == "close"  # ...but a fraction must be equal
    assert "judged exactly" in verdict.message
    assert check(f"{1 / 79:.6f}", ANSWER, tolerance=0.00005).right  # its decimal 0.012658 is
    assert check("442/34992", ANSWER, tolerance=0.00005).message == "Right, exactly."
    assert check("1/2", ANSWER, tolerance=0.00005, close=0.002).status == "not yet"


def test_the_box_states_its_tolerance_and_never_the_answer():
    assert accepted(ANSWER, 0.00005) == (
        "Accepted: the exact fraction (any equal fraction), or a decimal within ±5e-05 of the "
        "answer."
    )
    assert accepted(0.4, 0.0005) == "Accepted: a decimal within ±0.0005 of the answer."
    # An integer answer with a margin of 1 %: the margin in units would tell the answer.
    assert accepted(8495, 84.95) == "Accepted: a number within 1 % of the answer."
    assert accepted(ANSWER, 0) == "Accepted: the exact value."
    for exercise_id in lessons.exercise_ids():
        box = lessons.instance(exercise_id, student="Cy").box()
        shown = box.children[1].value
        assert "Accepted:" in shown and "6 tries" in shown, shown
        assert f"{float(box.exercise.answer):.3f}" not in shown


def test_close_is_shown_only_after_a_wrong_try_and_tries_are_counted():
    box = lessons.instance("yum-1").box()
    first = box.check("0.013")  # close to 0.0126, but the first try
    assert first.status == "not yet" and "Close" not in box.feedback.value
    assert "(try 1 of 6)" in box.feedback.value
    assert box.check("zero").status == "unreadable" and box.tries.count == 1  # not a try
    assert box.check("0.013").status == "close" and "(try 2 of 6)" in box.feedback.value
    assert box.check("0.0126").right and box.tries.best == "right"


def test_after_the_last_try_the_box_stops_judging():
    box = lessons.instance("yum-1").box()
    box = lessons.AnswerBox(box.exercise, tries=2)
    assert box.check("0.5").status == "not yet"
    assert box.check("0.5").status == "not yet"
    stopped = box.check("221/17496")  # right, but too late
    assert stopped.status == "no tries left" and "2 of 2" in stopped.message
    assert box.tries.count == 2 and box.tries.best == "not yet"
    for bad in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="tries"):
            lessons.AnswerBox(box.exercise, tries=bad)


def test_tries_rank_the_best_verdict():
    tries = Tries(limit=3)
    tries.judge(Verdict("close", "c"))  # first try: shown as not yet
    assert tries.best == "not yet"
    tries.judge(Verdict("close", "c"))
    assert tries.best == "close" and tries.left == 1
    tries.judge(Verdict("not yet", "n"))
    assert tries.best == "close" and tries.shown() == "try 3 of 3"
