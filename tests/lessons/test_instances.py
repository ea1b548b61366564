"""Per-student instances: stable per name, different between neighbours, answers that are right."""

from __future__ import annotations

from fractions import Fraction
from math import ceil, comb

import pytest
from scipy.stats import binomtest

from tabletop_widgets import lessons
from tabletop_widgets.lessons.instances import five_alike_within, gyumi_box_chance, outs_chance
from tabletop_widgets.yum import probability as prob

NAMES = ["Ada", "Ben", "Chloé", "Dmitri", "Emeka", "Fatima", "Gao", "Hana"]


@pytest.mark.parametrize("exercise_id", lessons.exercise_ids())
def test_same_name_same_numbers_and_neighbours_differ(exercise_id):
    one = lessons.instance(exercise_id, student="Ada")
    assert lessons.instance(exercise_id, student="  ada ").params == one.params
    assert lessons.instance(exercise_id, student="Ada").answer == one.answer
    variants = {
        tuple(sorted(lessons.instance(exercise_id, student=n).params.items())) for n in NAMES
    }
    assert len(variants) >= 3, variants
    assert (
        lessons.instance(exercise_id, seed=5).params == lessons.instance(exercise_id, seed=5).params
    )


@pytest.mark.parametrize("exercise_id", lessons.exercise_ids())
def test_each_instance_accepts_its_own_answer_and_not_a_neighbours(exercise_id):
    answers = {}
    for name in NAMES:
        ex = lessons.instance(exercise_id, student=name)
        assert ex.check(
            str(Fraction(ex.answer)) if not isinstance(ex.answer, float) else f"{ex.answer:.6f}"
        ).right
        answers[tuple(sorted(ex.params.items()))] = ex
    exs = list(answers.values())
    a, b = (
        exs[0],
        next(
            e
            for e in exs[1:]
            if abs(float(e.answer) - float(exs[0].answer)) > 0.05 * abs(float(exs[0].answer))
        ),
    )
    assert not a.check(f"{float(b.answer):.6f}").right


def test_the_answer_is_never_in_the_question_or_the_repr():
    for exercise_id in lessons.exercise_ids():
        for name in NAMES:
            ex = lessons.instance(exercise_id, student=name)
            for text in (repr(ex), ex.question):
                for shown in (f"{float(ex.answer):.3f}", f"{float(ex.answer):.4f}", str(ex.answer)):
                    assert shown not in text, (exercise_id, name, shown)


def test_the_default_instances_are_the_lessons_exercises():
    assert lessons.instance("yum-1").answer == Fraction(221, 17496)
    assert lessons.instance("gin-2").params == {"outs": 1, "seen_discards": 4, "draws": 3}
    assert lessons.instance("gyumi-1").answer == 1 - Fraction(comb(116, 20), comb(120, 20))
    assert lessons.instance("gnumies-4").answer == ceil(1.96**2 * 0.67 * 0.33 / 0.01**2)
    assert lessons.instance("carousel-4").answer == pytest.approx(
        binomtest(60, 60).proportion_ci(method="wilson").low
    )


def test_answer_functions_agree_with_the_package_and_with_counting():
    assert [five_alike_within(n) for n in (1, 2, 3)] == [
        prob.five_of_a_kind_chance(n) for n in (1, 2, 3)
    ]
    assert outs_chance(2, 3, 3) == 1 - Fraction(comb(37, 3), comb(39, 3))
    for removed in (10, 20, 30):
        total = sum(gyumi_box_chance(removed, k) for k in ("none", "exactly one"))
        assert (
            total
            + sum(
                Fraction(comb(4, j) * comb(116, removed - j), comb(120, removed)) for j in (2, 3, 4)
            )
            == 1
        )


def test_bad_requests_are_refused_clearly():
    with pytest.raises(ValueError, match="unknown exercise"):
        lessons.instance("yum-99")
    with pytest.raises(ValueError, match="non-empty name"):
        lessons.instance("yum-1", student="  ")
    with pytest.raises(ValueError, match="not both"):
        lessons.instance("yum-1", student="Ada", seed=1)
