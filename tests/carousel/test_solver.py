"""The solver's play is legal and optimal: checked against an exhaustive search on small positions."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product

import pytest

from tabletop_widgets.carousel.rules import ALL_CARDS, hand_value, is_valid_meld, play_problem
from tabletop_widgets.carousel.solver import best_play, hand_only_play


def _blocks(cards):
    """Every way to cut the list ``cards`` into blocks of 3 or more (as index tuples)."""
    if not cards:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for k in range(2, len(rest) + 1):
        for others in combinations(range(len(rest)), k):
            block = [first] + [rest[i] for i in others]
            remaining = [rest[i] for i in range(len(rest)) if i not in others]
            for tail in _blocks(remaining):
                yield [block] + tail


def _namings(block):
    """Every way to name the jokers of ``block`` so that it is a valid meld."""
    jokers = [i for i, c in enumerate(block) if c == "JK"]
    naturals = [c for c in block if c != "JK"]
    for names in product(ALL_CARDS, repeat=len(jokers)):
        meld = naturals + [f"JK:{n}" for n in names]
        if is_valid_meld(meld):
            yield meld


def brute_force(hand, table, decks=2):
    """Best points and best card count over every sub-multiset of the hand and every arrangement."""
    table_physical = ["JK" if c.startswith("JK") else c for m in table for c in m]
    best_points, best_cards = None, None
    seen = set()
    for k in range(1, len(hand) + 1):
        for chosen in combinations(range(len(hand)), k):
            played = tuple(sorted(hand[i] for i in chosen))
            if played in seen:
                continue
            seen.add(played)
            cards = table_physical + list(played)
            ok = False
            for blocks in _blocks(cards):
                options = [list(_namings(b)) for b in blocks]
                if not all(options):
                    continue
                for melds in product(*options):
                    if play_problem(hand, table, [list(m) for m in melds], decks) is None:
                        ok = True
                        break
                if ok:
                    break
            if ok:
                points = hand_value(played)
                best_points = points if best_points is None else max(best_points, points)
                best_cards = k if best_cards is None else max(best_cards, k)
    return best_points, best_cards


def test_solver_examples():
    play = best_play(["7S", "8S", "9S", "2D"], [])
    assert play.cards == ["7S", "8S", "9S"] and play.points == 24
    # 8H 8D with the 8S taken from a run of four, and the joker too (25 points)
    play = best_play(["8H", "8D", "JK", "4C"], [["5S", "6S", "7S", "8S"]])
    assert sorted(play.cards) == ["8D", "8H", "JK"] and play.points == 41
    assert play_problem(["8H", "8D", "JK", "4C"], [["5S", "6S", "7S", "8S"]], play.melds) is None
    # a joker named 6S keeps its name when the 6S is nowhere: the TS cannot be placed
    assert best_play(["TS"], [["JK:6S", "7S", "8S"]]) is None
    # the real 6S frees it: 6S 7S 8S + JK:9S TS
    play = best_play(["6S", "TS"], [["JK:6S", "7S", "8S"]])
    assert play.points == 16
    # objective "cards": three aces (3 cards, 3 points) beat one king... when counting cards
    hand = ["AS", "AH", "AD", "KC"]
    table = [["JC", "QC", "TC"]]
    assert best_play(hand, table).points == 13 and best_play(
        hand, table, objective="cards"
    ).cards == ["AS", "AH", "AD", "KC"]


@pytest.mark.parametrize(
    "hand, table, decks, points",
    [
        # the 3S frees the joker, the 3D leaves its meld for a run with the freed joker
        (["3S", "2D", "3H", "4S", "6D"], [["JK:3S", "3D", "3C"]], 1, 8),
        # the 5H frees the joker, which joins 3H 4H (the 5H stays with 5S 5D, the 5C joins)
        (["5H", "3H", "4H", "5C", "3C"], [["5S", "JK:5H", "5D"]], 1, 17),
        # the 5C frees the joker, which goes to the fours (two melds rearranged)
        (["5C", "6C", "5S"], [["5H", "5D", "JK:5C"], ["4S", "4D", "4C"]], 1, 10),
        (["5D", "4S", "AD", "5C", "AH"], [["4D", "JK:5D", "6D"], ["4H", "5H", "6H"]], 2, 7),
        # freed and re-named in its own meld, now a run of six: A-6 with the joker as 5C
        (["4C", "6C", "4D"], [["AC", "2C", "3C", "JK:4C"]], 1, 10),
        # both jokers of one meld freed by their real cards, which land in one run: the
        # jokers go to the fives (said "best found", 17 points, when a run freed one joker)
        (["8H", "9H", "5S", "5D"], [["7H", "JK:8H", "JK:9H", "TH"]], 2, 27),
    ],
)
def test_a_joker_freed_with_its_meld_rearranged_is_the_proven_best(hand, table, decks, points):
    # these said "best found" (3, 13, 5 and 7 points) when the freed joker's meld was kept as it was
    play = best_play(hand, table, decks=decks)
    assert play.optimal and play.points == points, play
    assert play_problem(hand, table, play.melds, decks) is None
    assert play.points == hand_value(play.cards)
    assert brute_force(hand, table, decks)[0] == points


def test_plays_are_legal_and_exact_with_one_deck_and_jokers():
    rng = random.Random(5)
    region = [r + s for r in "A2345" for s in "SHDC"]
    melds = [list(c) for k in (3, 4) for c in combinations(region, k) if is_valid_meld(list(c))]
    checked = 0
    while checked < 12:
        table = [list(m) for m in rng.sample(melds, rng.choice([1, 2]))]
        flat = [c for m in table for c in m]
        if len(set(flat)) < len(flat):
            continue
        meld = table[0]
        i = rng.randrange(len(meld))
        name = meld[i]
        meld[i] = "JK:" + name
        others = [c for c in region if c not in flat]
        hand = [name, *rng.sample(others, rng.choice([2, 3]))]
        expected, _ = brute_force(hand, table, 1)
        play = best_play(hand, table, decks=1)
        if expected is None:
            assert play is None, (hand, table, play)
        else:
            assert play is not None and play.optimal and play.points == expected, (hand, table)
            assert play_problem(hand, table, play.melds, 1) is None
        checked += 1


def test_hand_only_play_leaves_the_table_alone():
    table = [["5S", "6S", "7S", "8S"]]
    play = hand_only_play(["8H", "8D", "8C", "9S"], table)
    assert play.melds[0] == table[0] and play.cards == ["8H", "8D", "8C"]


def _small_position(rng):
    region = [r + s for r in "A23456" for s in "SHD"]
    deck = region * 2 + ["JK"]
    rng.shuffle(deck)
    table = []
    pool = deck[:18]
    # one or two valid melds from the pool
    for _ in range(rng.choice([1, 1, 2])):
        candidates = [
            list(c) for c in combinations(sorted(set(pool) - {"JK"}), 3) if is_valid_meld(list(c))
        ]
        if not candidates:
            break
        meld = rng.choice(candidates)
        if rng.random() < 0.25 and "JK" in pool:
            i = rng.randrange(3)
            meld[i] = "JK:" + meld[i]
            pool.remove("JK")
        for c in meld:
            if not c.startswith("JK"):
                pool.remove(c)
        table.append(meld)
    hand = pool[: rng.choice([2, 3, 4])]
    return hand, table


def test_optimal_against_exhaustive_search():
    rng = random.Random(11)
    checked = with_play = 0
    while checked < 30:
        hand, table = _small_position(rng)
        if sum(len(m) for m in table) > 6:
            continue
        expected_points, expected_cards = brute_force(hand, table)
        play = best_play(hand, table)
        by_cards = best_play(hand, table, objective="cards")
        if expected_points is None:
            assert play is None and by_cards is None, (hand, table)
        else:
            with_play += 1
            assert play is not None and play.points == expected_points, (hand, table, play)
            assert len(by_cards.cards) == expected_cards, (hand, table, by_cards)
            assert play_problem(hand, table, play.melds) is None
            assert Counter(play.cards) <= Counter(hand)
        checked += 1
    assert with_play >= 8  # the sample holds positions with plays, not only empty ones


@pytest.mark.parametrize("seed", range(3))
def test_large_positions_give_legal_plays(seed):
    from tabletop_widgets.carousel.plays import greedy_play

    rng = random.Random(seed)
    deck = ALL_CARDS * 2 + ["JK", "JK"]
    rng.shuffle(deck)
    table = greedy_play(deck[:45], []) or []
    hand = deck[60:75]
    play = best_play(hand, table)
    if play is not None:
        assert play_problem(hand, table, play.melds) is None
        assert play.points == hand_value(play.cards)


def test_a_hint_out_of_time_keeps_the_best_play_found_and_says_so():
    # a big two-deck position: no time at all for the joker swaps -> not proven, still legal
    hand = [
        "8S",
        "TS",
        "JS",
        "AH",
        "9H",
        "QH",
        "QH",
        "4D",
        "5D",
        "7D",
        "8D",
        "QD",
        "JC",
        "QC",
        "KC",
    ]
    table = [["JK:9S", "TS", "JS"], ["6D", "JK:6H", "6C"], ["2S", "3S", "4S"], ["9S", "9H", "9D"]]
    quick = best_play(hand, table, time_limit=0.0)
    slow = best_play(hand, table, time_limit=10.0)
    assert slow.optimal and play_problem(hand, table, slow.melds) is None
    assert not quick.optimal and play_problem(hand, table, quick.melds) is None
    assert quick.points <= slow.points


def test_a_position_asked_again_is_answered_from_the_cache(monkeypatch):
    from tabletop_widgets.carousel import programme, solver

    calls = []
    real = programme.run_highs
    monkeypatch.setattr(programme, "run_highs", lambda *a, **k: calls.append(1) or real(*a, **k))
    monkeypatch.setattr(solver, "_CACHE", solver.OrderedDict())
    hand, table = ["8H", "8D", "JK", "4C", "KS"], [["5S", "6S", "7S", "8S"]]
    first = best_play(hand, table)
    assert first.optimal and len(calls) == 1
    first.melds.append(["changed by the caller"])
    again = best_play(list(reversed(hand)), table)  # the same hand in another order
    assert len(calls) == 1 and again.points == first.points == 41
    assert ["changed by the caller"] not in again.melds
    # another position, or the same one counted in cards, is solved
    best_play(hand, table, objective="cards")
    best_play(hand, [["5S", "6S", "7S", "8S"], ["KH", "KD", "KC"]])
    assert len(calls) == 3
    # answers not proven the best (out of time) are not kept
    monkeypatch.setattr(solver, "_CACHE", solver.OrderedDict())
    quick = best_play(hand, table, time_limit=0.0)
    assert not quick.optimal and not solver._CACHE


def test_the_budget_is_cpu_time_at_this_threads_share_within_the_wall_cap(monkeypatch):
    from types import SimpleNamespace

    from tabletop_widgets.carousel import solver

    clock = {"cpu": 0.0, "wall": 0.0}
    fake = SimpleNamespace(thread_time=lambda: clock["cpu"], perf_counter=lambda: clock["wall"])
    monkeypatch.setattr(solver, "time", fake)
    monkeypatch.setattr(solver, "_load", lambda: 0.0)
    budget = solver.Budget(0.25, solver.WALL_PER_CPU * 0.25)
    assert budget.seconds() == pytest.approx(0.25)  # a full core so far: the CPU time left
    clock.update(cpu=0.05, wall=0.1)  # half a core: the CPU time left takes twice as long
    assert budget.seconds() == pytest.approx(0.4)
    clock.update(cpu=0.06, wall=0.5)  # a tenth of a core: counted as 1 / WALL_PER_CPU
    assert budget.seconds() == pytest.approx(min(0.75 - 0.5, 0.19 * solver.WALL_PER_CPU))
    clock.update(cpu=0.07, wall=0.76)  # past the wall cap: no more time, whatever the CPU
    assert budget.seconds() == 0.0
    clock.update(cpu=0.3, wall=0.3)  # the CPU time spent: no more time either
    assert budget.seconds() == 0.0
    # a load of 8 processes: this thread's share is the cores / 8 (at least 1 / WALL_PER_CPU)
    monkeypatch.setattr(solver, "_load", lambda: 8.0)
    share = min(1.0, max(1 / solver.WALL_PER_CPU, (solver.os.cpu_count() or 1) / 8.0))
    assert solver.Budget(0.25, 10.0).seconds() == pytest.approx(0.25 / share)
