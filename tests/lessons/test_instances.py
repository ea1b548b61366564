"""Per-student instances: stable per name, different between neighbours, answers that are right."""

from __future__ import annotations

from fractions import Fraction
from math import ceil, comb

import pytest
from scipy.stats import binomtest

from tabletop_widgets import lessons
from tabletop_widgets.carousel.lesson import exact_lower_all_won
from tabletop_widgets.gin_rummy.lesson import outs_chance
from tabletop_widgets.gyumi.lesson import box_chance as gyumi_box_chance
from tabletop_widgets.lessons.instances import neighbour_match_chance, versions
from tabletop_widgets.yum import probability as prob
from tabletop_widgets.yum.lesson import alike_after, five_alike_within

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
    # The exact one-sided bound: winning all 60 has chance 5 % at p = 0.05^(1/60).
    assert lessons.instance("carousel-4").answer ** 60 == pytest.approx(0.05)
    # ... which is the Clopper-Pearson (exact) one-sided 95 % lower bound.
    exact = binomtest(60, 60, alternative="greater").proportion_ci(method="exact").low
    assert lessons.instance("carousel-4").answer == pytest.approx(exact)


@pytest.mark.parametrize("exercise_id", lessons.exercise_ids())
def test_every_exercise_has_twenty_versions_each_equally_likely_and_distinguishable(exercise_id):
    every = versions(exercise_id)
    assert len(every) >= 20, (exercise_id, len(every))
    assert lessons.instance(exercise_id).params in every
    assert neighbour_match_chance(exercise_id) == Fraction(1, len(every))
    # Every version is reachable from a name, and about equally often (1,000 names).
    counts = {}
    for i in range(1000):
        params = tuple(sorted(lessons.instance(exercise_id, student=f"pupil {i}").params.items()))
        counts[params] = counts.get(params, 0) + 1
    assert len(counts) == len(every)
    expected = 1000 / len(every)
    assert max(counts.values()) < 2.5 * expected and min(counts.values()) > expected / 4
    # A neighbour's answer is never right for you: no two versions' answers lie within tolerance.
    exs = [lessons.instance(exercise_id, seed=s) for s in range(400)]
    by_version = {tuple(sorted(e.params.items())): e for e in exs}
    for a in by_version.values():
        for b in by_version.values():
            if a.params != b.params:
                assert not a.check(str(float(b.answer))).right, (a.params, b.params)


def _independent_answer(exercise_id: str, params: dict):
    """Each version's answer computed another way: scipy's distributions or plain counting."""
    from scipy.stats import hypergeom

    if exercise_id == "yum-1":
        # (P^n)_{0,k} from numpy's matrix power of the chain's matrix.
        import numpy as np

        from tabletop_widgets.yum.lesson import alike_chain

        P = np.array([[float(x) for x in row] for row in alike_chain()])
        return np.linalg.matrix_power(P, params["rolls"])[0][params["alike"]]
    if exercise_id == "gin-2":
        unseen = 42 - params["seen_discards"]
        return 1 - hypergeom(unseen, params["outs"], params["draws"]).pmf(0)
    if exercise_id == "gyumi-1":
        removed = {2: 30, 3: 20, 4: 10}[params["players"]]
        pmf = hypergeom(120, 4, removed).pmf
        ks = {
            "none": [0],
            "exactly one": [1],
            "exactly two": [2],
            "exactly three": [3],
            "at least one": [1, 2, 3, 4],
            "at least two": [2, 3, 4],
            "at most one": [0, 1],
            "at most two": [0, 1, 2],
        }[params["kind"]]
        return sum(pmf(k) for k in ks)
    if exercise_id == "gnumies-4":
        r, m = params["rate"], params["points"] / 100
        return ceil(1.96**2 * r * (1 - r) / m**2 - 1e-9)
    if exercise_id == "carousel-4":
        from scipy.optimize import brentq

        n = params["games"]
        return brentq(lambda p: p**n - 0.05, 0.01, 1)
    raise AssertionError(exercise_id)


@pytest.mark.parametrize("exercise_id", lessons.exercise_ids())
def test_every_versions_answer_agrees_with_an_independent_computation(exercise_id):
    for params in versions(exercise_id):
        seeds = (
            s for s in range(100_000) if lessons.instance(exercise_id, seed=s).params == params
        )
        ex = lessons.instance(exercise_id, seed=next(seeds))
        assert float(ex.answer) == pytest.approx(_independent_answer(exercise_id, params), rel=1e-9)
        assert ex.check(f"{float(_independent_answer(exercise_id, params)):.6f}").right


def test_answer_functions_agree_with_the_package_and_with_counting():
    assert [five_alike_within(n) for n in (1, 2, 3)] == [
        prob.five_of_a_kind_chance(n) for n in (1, 2, 3)
    ]
    assert all(sum(alike_after(n)) == 1 for n in range(1, 8))
    assert exact_lower_all_won(6) == pytest.approx(0.6070, abs=5e-5)
    assert outs_chance(2, 3, 3) == 1 - Fraction(comb(37, 3), comb(39, 3))
    for removed in (10, 20, 30):
        assert (
            gyumi_box_chance(removed, "at most one") + gyumi_box_chance(removed, "at least two")
            == 1
        )
        total = sum(gyumi_box_chance(removed, k) for k in ("none", "exactly one"))
        assert (
            total
            + sum(
                Fraction(comb(4, j) * comb(116, removed - j), comb(120, removed)) for j in (2, 3, 4)
            )
            == 1
        )


@pytest.mark.parametrize("exercise_id", lessons.exercise_ids())
def test_seats_deal_the_versions_in_turn_so_neighbours_never_share(exercise_id):
    count = len(versions(exercise_id))
    row = [lessons.instance(exercise_id, seat=s).params for s in range(1, 31)]
    assert all(a != b for a, b in zip(row, row[1:]))
    firsts = [tuple(sorted(p.items())) for p in row[:count]]
    assert len(set(firsts)) == min(count, 30)
    assert lessons.instance(exercise_id, seat=3).student == "seat 3"
    assert lessons.instance(exercise_id, seat=3).params == row[2]


def test_bad_requests_are_refused_clearly():
    with pytest.raises(ValueError, match="unknown exercise"):
        lessons.instance("yum-99")
    with pytest.raises(ValueError, match="non-empty name"):
        lessons.instance("yum-1", student="  ")
    with pytest.raises(ValueError, match="not both"):
        lessons.instance("yum-1", student="Ada", seed=1)
    with pytest.raises(ValueError, match="not both"):
        lessons.instance("yum-1", student="Ada", seat=1)
    for bad in (0, -2, 1.5, True, "3"):
        with pytest.raises(ValueError, match="seat must be"):
            lessons.instance("yum-1", seat=bad)
