"""Gin's hint: legal from random positions, the contract, consider, nothing hidden used."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_widgets.engine import IllegalMove, queries_of
from tabletop_widgets.engine.cards import make_deck
from tabletop_widgets.gin_rummy import GAME, coach
from tabletop_widgets.gin_rummy.bots import CoachBot, FairBot, GreedyBot
from tabletop_widgets.gin_rummy.queries import hint_answer
from tabletop_widgets.gin_rummy.rules import card_bit, from_mask, meldable, to_mask

KEYS = {"action", "text", "runner_up", "options", "unit", "exact"}
ONE_HAND = {"match_target": 0}


def positions(seeds=range(3), every=3):
    """(state, seat to act) along seeded hands between fair bots (random moves mixed in)."""
    for seed in seeds:
        r = random.Random(seed)
        state = GAME.new_state(2, seed, ONE_HAND)
        bot = FairBot()
        step = 0
        while GAME.seats_to_act(state):
            (seat,) = GAME.seats_to_act(state)
            legal = GAME.legal_actions(state, seat)
            if step % every == 0:
                yield state, seat
            move = (
                r.choice(legal)
                if r.random() < 0.2
                else bot.choose(GAME.view(state, seat), legal, r)
            )
            state = GAME.step(state, seat, move)
            step += 1
        yield state, 0


def small(recall, seat, consider=None):
    return coach.hint(recall, seat, consider, budget=None, max_worlds=4)


def test_hint_is_declared():
    (hint,) = [q for q in queries_of("gin_rummy") if q.name == "hint"]
    assert hint.kind == "hint"


def test_hint_is_legal_and_follows_the_contract():
    proposed = 0
    for state, seat in positions():
        answer = small(GAME.recall(state, seat), seat)
        assert set(answer) >= KEYS and answer["exact"] is False
        assert answer["unit"] == "expected points this hand"
        assert json.loads(json.dumps(answer)) == answer
        if not GAME.seats_to_act(state):
            assert answer["action"] is None
            continue
        legal = GAME.legal_actions(state, seat)
        assert answer["action"] in legal
        assert answer["options"][0]["action"] == answer["action"]
        for row in answer["options"]:
            assert row["action"] in legal and isinstance(row["label"], str)
            if row["low"] is not None:
                assert row["low"] <= row["value"] <= row["high"]
            if row["action"]["type"] == "knock":
                u = row["undercut"]
                assert 0 <= u["low"] <= u["chance"] <= u["high"] <= 1
        proposed += 1
    assert proposed > 30


def test_a_knock_states_the_undercut_chance():
    seen = 0
    for state, seat in positions(range(8), every=1):
        if state["phase"] != "discard" or not any(
            a["type"] == "knock" for a in GAME.legal_actions(state, seat)
        ):
            continue
        answer = small(GAME.recall(state, seat), seat)
        knocks = [o for o in answer["options"] if o["action"]["type"] == "knock"]
        assert knocks and all("undercut" in o for o in knocks)
        if answer["action"]["type"] == "knock":
            assert "undercut" in answer["text"]
        seen += 1
    assert seen > 0


def test_consider_prices_the_move_made():
    priced = 0
    for state, seat in list(positions(range(2)))[:12]:
        if not GAME.seats_to_act(state):
            continue
        for move in GAME.legal_actions(state, seat)[::3]:
            answer = small(GAME.recall(state, seat), seat, move)
            assert [o for o in answer["options"] if o["action"] == move]
            priced += 1
    assert priced > 15


def test_the_answer_ignores_what_the_seat_cannot_know():
    """Dealt worlds come from the recall alone: redrawing the opponent's hand and the stock
    changes nothing (with a fixed number of worlds)."""
    checked = 0
    for i, (state, seat) in enumerate(list(positions(range(2)))[::2]):
        if not GAME.seats_to_act(state):
            continue
        first = small(GAME.recall(state, seat), seat)
        other = GAME.resample_unrecalled(state, seat, 100 + i)
        assert GAME.recall(other, seat) == GAME.recall(state, seat)
        assert small(GAME.recall(other, seat), seat) == first
        checked += 1
    assert checked > 5


def test_the_query_answers_within_its_budget_and_refuses_bad_arguments():
    state, seat = next(p for p in positions() if GAME.seats_to_act(p[0]))
    recall = GAME.recall(state, seat)
    answer = hint_answer(recall, seat, {})
    assert answer["action"] in GAME.legal_actions(state, seat) and answer["worlds"] >= 2
    with pytest.raises(IllegalMove):
        hint_answer(recall, seat, {"card": "7H"})
    other = 1 - seat
    assert hint_answer(GAME.recall(state, other), other, {})["action"] is None


def test_wilson_interval():
    lo, hi = coach.wilson(3, 10)
    assert lo == pytest.approx(0.1078, abs=1e-3) and hi == pytest.approx(0.6032, abs=1e-3)


def test_coach_bot_plays_legal_reproducible_moves():
    for state, seat in list(positions(range(1)))[:10]:
        if not GAME.seats_to_act(state):
            continue
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        a = CoachBot(worlds=3).choose(view, legal, random.Random(0))
        assert a in legal and a == CoachBot(worlds=3).choose(view, legal, random.Random(1))


# ----- the budget: CPU time on an injectable clock, capped by a review's per-hint budget -----


class TickClock:
    """A fake CPU clock: every reading advances it by ``tick`` seconds."""

    def __init__(self, tick: float) -> None:
        self.tick, self.now, self.reads = tick, 0.0, 0

    def __call__(self) -> float:
        self.now += self.tick
        self.reads += 1
        return self.now


class DealClock:
    """A fake CPU clock that advances by ``tick`` seconds for every world dealt (the work a
    hint's budget pays for): install it with ``deal_clock``."""

    def __init__(self, tick: float) -> None:
        self.tick, self.now, self.reads = tick, 0.0, 0

    def __call__(self) -> float:
        self.reads += 1
        return self.now


@pytest.fixture
def deal_clock(monkeypatch):
    """``deal_clock(tick)``: a ``DealClock`` that every world dealt advances."""
    from tabletop_widgets.gin_rummy import playouts

    clocks = []
    real = playouts.Worlds.deal_many

    def deal_many(self, count):
        for c in clocks:
            c.now += c.tick * count
        return real(self, count)

    monkeypatch.setattr(playouts.Worlds, "deal_many", deal_many)

    def make(tick: float) -> DealClock:
        clocks.append(DealClock(tick))
        return clocks[-1]

    return make


def decision_positions(count, seeds=range(3)):
    """Positions where the seat to act has a real choice (more than one candidate)."""
    found = []
    for state, seat in positions(seeds, every=2):
        if GAME.seats_to_act(state) and len(coach.candidates(GAME.recall(state, seat))) > 1:
            found.append((state, seat))
        if len(found) == count:
            break
    return found


@pytest.fixture
def no_wall_backstop(monkeypatch):
    """The budget alone decides (a busy CI machine must not trip the wall-clock target or
    backstop)."""
    monkeypatch.setattr(coach, "WALL_LIMIT", float("inf"))
    monkeypatch.setattr(coach, "WALL_TARGET", float("inf"))


def test_the_budget_is_cpu_time_on_the_clock_and_cuts_the_worlds(no_wall_backstop, deal_clock):
    tick = 2.0**-10  # exact in binary: the accounting is checked world by world
    cut = 0
    for state, seat in decision_positions(8):
        recall = GAME.recall(state, seat)
        clock = deal_clock(tick)
        answer = coach.hint(recall, seat, budget=100 * tick, clock=clock)
        # batches sized by what the worlds so far cost never run past the budget
        assert coach.MIN_WORLDS <= answer["worlds"] <= 100
        assert clock.now == answer["worlds"] * tick <= answer["budget"] == 100 * tick
        assert answer["action"] in GAME.legal_actions(state, seat)
        assert all(o["low"] is not None for o in answer["options"]), "two deals give an interval"
        if answer["cut"] == "budget":
            cut += 1
            assert answer["complete"] is False and answer["worlds"] >= 90, (
                "most of the budget spent"
            )
        else:
            assert answer["cut"] is None and answer["complete"] is True  # a clear choice
    assert cut >= 2, "the budget cuts the dealing of undecided positions"


def test_the_batches_fit_what_is_left_of_the_budget():
    # no budget: up to the decision point, then doubling (a clear choice stops early)
    assert coach.next_batch(0, 10, 400, None, 0, 0) == (10, None)
    assert coach.next_batch(10, 10, 400, None, 0, 0) == (10, None)
    assert coach.next_batch(40, 10, 48, None, 0, 0) == (8, None)
    assert coach.next_batch(48, 10, 48, None, 0, 0) == (0, None)
    # a budget: a first batch to measure, then what the rest fits at that cost
    assert coach.next_batch(0, 10, 400, 0.08, 0, 0) == (coach.FIRST_BATCH, None)
    assert coach.next_batch(4, 48, 400, 0.08, 0.004, 0.004) == (44, None)
    assert coach.next_batch(48, 48, 400, 0.08, 0.06, 0.06) == (14, None)  # 0.9 x 16 worlds
    assert coach.next_batch(48, 48, 400, 0.08, 0.0799, 0.08) == (0, "budget")
    # the wall time used up to the target first: the machine is busy, the answer says so
    assert coach.next_batch(48, 48, 400, 0.08, 0.01, coach.WALL_TARGET) == (0, "load")
    assert coach.WALL_TARGET < coach.WALL_LIMIT
    # 90 % of the wall time left: 0.18 s - 0.09 s at 0.09 s for 48 worlds fits 43 more
    assert coach.next_batch(48, 48, 400, 0.08, 0.01, 0.09) == (43, None)


def test_a_hint_without_budget_plays_every_world_whatever_the_clock_says():
    state, seat = decision_positions(1)[0]
    slow = TickClock(100.0)  # a clock racing ahead must not cut an unbudgeted hint (the bot)
    answer = coach.hint(GAME.recall(state, seat), seat, budget=None, max_worlds=6, clock=slow)
    assert answer["worlds"] == 6 and answer["cut"] is None and answer["budget"] is None


def test_a_review_caps_the_hint_budget_with_its_hint_seconds(
    monkeypatch, no_wall_backstop, deal_clock
):
    """Inside a review the Gin hint spends at most the review's per-hint budget
    (``engine.review.hint_seconds``), counted on the CPU clock."""
    from tabletop_widgets.engine.review import MIN_HINT_SECONDS, Decision, review_decisions
    from tabletop_widgets.gin_rummy import queries

    answers = []
    real = coach.hint

    def spy(*args, **kwargs):
        answers.append(real(*args, **kwargs))
        return answers[-1]

    monkeypatch.setattr(coach, "hint", spy)
    monkeypatch.setattr(coach, "CPU_CLOCK", deal_clock(0.001))
    queries._cached_hint.cache_clear()  # answers cached by other tests would skip the spy
    found = [
        Decision(i, GAME.recall(state, seat), GAME.legal_actions(state, seat)[-1], "move")
        for i, (state, seat) in enumerate(decision_positions(4, seeds=range(40, 42)))
    ]
    seat = GAME.seats_to_act(decision_positions(1, seeds=range(40, 42))[0][0])[0]
    found = [d for d in found if d.recall["current"] == seat]
    (hint,) = [q for q in queries_of("gin_rummy") if q.name == "hint"]
    review = review_decisions(GAME, hint, found, seat, over=False, seconds=0.0, memo=False)
    assert review["budget"]["per_hint"] == MIN_HINT_SECONDS < coach.BUDGET
    assert answers and len(answers) == len(found)
    for answer in answers:
        assert answer["budget"] == MIN_HINT_SECONDS
        assert answer["cut"] == "budget" or answer["complete"]
        # 20 ms at 1 ms a world
        assert answer["worlds"] <= 20
    # outside the review the same query keeps the hint's own budget
    answers.clear()
    queries._cached_hint.cache_clear()
    hint.answer(found[0].recall, seat, {})
    assert answers[0]["budget"] == coach.BUDGET
    queries._cached_hint.cache_clear()


def test_fewer_worlds_give_a_wider_interval(no_wall_backstop, deal_clock):
    """The interval is computed over the deals actually played: a budget that allows few
    deals reports a wider interval for the same move than many deals."""
    wider = total = 0
    for state, seat in decision_positions(10):
        recall = GAME.recall(state, seat)
        few = coach.hint(recall, seat, budget=0.012, clock=deal_clock(0.001))
        many = coach.hint(recall, seat, budget=None, max_worlds=120)
        if many["worlds"] <= few["worlds"]:
            continue  # a clear choice decided early: nothing to compare
        spans = {json.dumps(o["action"]): o["high"] - o["low"] for o in many["options"]}
        for o in few["options"]:
            other = spans.get(json.dumps(o["action"]))
            if other is None or other == 0:
                continue
            total += 1
            wider += o["high"] - o["low"] > other
    assert total >= 10
    assert wider >= 0.9 * total, f"only {wider} of {total} intervals widened with fewer deals"


def test_the_wall_backstop_ends_a_budgeted_hint_and_says_so(monkeypatch):
    """On a machine so busy that CPU time barely advances, the wall-clock backstop stops the
    dealing after the first batch and the answer says why."""
    monkeypatch.setattr(coach, "WALL_LIMIT", 0.0)
    state, seat = decision_positions(1)[0]
    stalled = TickClock(0.0)  # no CPU time ever passes
    answer = coach.hint(GAME.recall(state, seat), seat, budget=1.0, clock=stalled)
    assert answer["worlds"] == coach.FIRST_BATCH and answer["cut"] == "wall"
    assert answer["action"] in GAME.legal_actions(state, seat)


def test_a_busy_machine_ends_the_dealing_at_the_wall_target_and_says_load(monkeypatch, deal_clock):
    """When the wall clock runs ahead of the CPU clock (the hint gets a third of a core), the
    batches stop by the wall target, before the backstop, and the answer is cut for "load"."""
    tick = 2.0**-10
    loaded = 0
    for state, seat in decision_positions(8):
        cpu, wall = deal_clock(tick), deal_clock(3 * tick)
        monkeypatch.setattr(coach, "WALL_CLOCK", wall)
        monkeypatch.setattr(coach, "WALL_TARGET", 90 * tick)  # 30 worlds of wall time
        monkeypatch.setattr(coach, "WALL_LIMIT", 135 * tick)
        answer = coach.hint(GAME.recall(state, seat), seat, budget=100 * tick, clock=cpu)
        assert wall.now <= coach.WALL_TARGET < coach.WALL_LIMIT, "no batch ran past the target"
        assert answer["worlds"] <= 30 and answer["cut"] != "wall"
        if answer["cut"] == "load":
            loaded += 1
            assert answer["complete"] is False and answer["worlds"] >= 27
        else:
            assert answer["cut"] is None and answer["complete"] is True  # a clear choice
    assert loaded >= 2, "the wall target cuts the dealing of undecided positions"


def test_the_default_discard_keeps_the_cards_that_meld():
    """Of two discards leaving the same deadwood, the coach's default keeps the draws: GreedyBot
    throws T♥ (breaking 9♥ T♥ T♦), the coach the lone K♣, and says so with its numbers."""
    hand = ["2S", "3S", "4S", "7H", "7D", "7C", "9H", "TH", "TD", "KC", "AC"]
    recall = {"phase": "discard", "hand": hand, "discard": ["QS"], "known": [[], []],
              "taken": None, "stock_count": 20, "seat": 0}  # fmt: skip
    legal = [{"type": "discard", "card": c} for c in hand]
    assert GreedyBot().choose(recall, legal, random.Random(0)) == {"type": "discard", "card": "TH"}
    scores = coach.discard_scores(recall)
    assert scores["KC"][0] == scores["TH"][0] == 30
    assert scores["KC"][1] > scores["TH"][1]
    assert coach.candidates(recall)[0] == {"type": "discard", "card": "KC"}
    # the least deadwood is always weighed, even when the default leaves more
    assert {"type": "discard", "card": "TH"} in coach.candidates(recall)


def test_completing_is_the_cards_that_would_meld():
    """``completing`` (bit operations) against ``meldable`` card by card, on 2,000 random hands."""
    deck = [card_bit(c) for c in make_deck()]
    rng = random.Random(7)
    for _ in range(2000):
        hand = sum(1 << b for b in rng.sample(deck, rng.choice((2, 7, 10))))
        want = sum(1 << u for u in deck if not hand >> u & 1 and meldable(hand | 1 << u) >> u & 1)
        assert coach.completing(hand) == want, from_mask(hand)


def test_the_coach_leaves_its_default_only_when_the_deals_show_a_gain():
    """A take that does not lower the deadwood, a discard to more deadwood than necessary: the
    coach plays any move other than its default (the first candidate: ``default_take``, the
    least deadwood) only when the paired interval of its gain over the default excludes 0; a
    knock at the first chance is passed up when playing on scores more in the same deals
    (``KNOCK_SURE`` 0: no margin either way)."""
    assert coach.KNOCK_SURE == 0
    moved = knocks = 0
    for seed in range(3):
        state = GAME.new_state(2, seed, {"match_target": 0})
        while not state["over"]:
            seat = state["current"]
            recall = GAME.present(GAME.recall(state, seat), seat)
            default = coach.candidates(recall)[0]
            answer = coach.hint(recall, seat, budget=None, max_worlds=48)
            if answer["action"] != default:
                moved += 1
                row = next(o for o in answer["options"] if o["action"] == default)
                if default["type"] == "knock":
                    knocks += 1
                    assert row["gap"]["value"] > 0, (recall, answer)
                else:
                    assert row["gap"]["low"] > 0, (recall, answer)
            state = GAME.apply(state, seat, answer["action"])
    assert moved > knocks  # the rule was exercised beyond the knocks


def test_the_default_take_needs_a_meld_or_a_knock():
    """A pile card that only replaces a higher one is left; one that joins a meld is taken."""
    hand = to_mask(["2S", "3S", "7H", "7D", "9C", "KD", "QC", "JH", "5D", "8S"])
    assert not coach.default_take(hand, to_mask(["AC"]))  # lowers the deadwood, melds nothing
    assert coach.default_take(hand, to_mask(["4S"]))  # 2♠ 3♠ 4♠
    assert coach.default_take(hand, to_mask(["7C"]))  # 7♥ 7♦ 7♣
    assert not coach.default_take(hand, to_mask(["KS"]))  # neither


def test_a_knock_is_not_decided_before_its_undercut_chance_has_deals_enough():
    """A position with a knock plays at least ``KNOCK_DECIDE_AFTER`` deals (when it may), so
    the undercut chance it states, and a review of the knock quotes, is not from 10 deals."""
    seen = 0
    for state, seat in positions(range(8), every=1):
        if state["phase"] != "discard" or not any(
            a["type"] == "knock" for a in GAME.legal_actions(state, seat)
        ):
            continue
        answer = coach.hint(GAME.recall(state, seat), seat, budget=None, max_worlds=200)
        assert answer["worlds"] >= coach.KNOCK_DECIDE_AFTER
        seen += 1
    assert seen > 0
