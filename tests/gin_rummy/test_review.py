"""The Gin review flags only what it can show, and every reason agrees with its numbers.

Cost: about 4 s (one reviewed match, and 1,000 decisions priced with 4 deals each)."""

from __future__ import annotations

import re

import pytest

from tabletop_widgets.engine import Query, Table
from tabletop_widgets.engine import review as review_module
from tabletop_widgets.engine.bots import bot_rng
from tabletop_widgets.engine.cards import card_label, make_deck
from tabletop_widgets.engine.review import decisions, review_decisions
from tabletop_widgets.gin_rummy import GAME, FairBot, GreedyBot, coach
from tabletop_widgets.gin_rummy.rules import best_discard, card_value, min_deadwood

ONE_HAND = {"match_target": 0}


@pytest.fixture(autouse=True)
def short_budget(monkeypatch):
    monkeypatch.setattr(review_module, "REVIEW_SECONDS", 1.0)
    monkeypatch.setattr(review_module, "MIN_HINT_SECONDS", 0.01)
    review_module.forget()


def undercut_table() -> Table:
    """The first seed at which GreedyBot, knocking at its first chance in seat 0, is undercut."""
    for seed in range(500):
        table = Table(GAME, [GreedyBot(), GreedyBot()], seed, ONE_HAND)
        table.play_bots()
        last = table.state["last_hand"]
        if last["kind"] == "undercut" and last["knocker"] == 0:
            return table
    raise AssertionError("no undercut in 500 greedy hands")


def test_an_undercut_knock_is_reviewed_with_the_chance_given_before_it():
    table = undercut_table()
    review = table.review(0)
    knock = review["decisions"][-1]
    assert knock["move"]["type"] == "knock"
    risk = knock["risk"]
    assert risk["happened"] and risk["event"] == "undercuts"
    assert 0 <= risk["low"] <= risk["chance"] <= risk["high"] <= 1
    assert review["risks"] == [knock["step"]]
    line = review_module.risk_line(knock)
    assert line in review["text"] and f"{100 * risk['chance']:.0f}%" in line
    # the same knock, had it not been undercut, is no risk that happened
    assert all(not (r.get("risk") or {}).get("happened") for r in review["decisions"][:-1])


def test_the_risk_is_read_from_what_happened_not_from_the_move():
    table = undercut_table()
    found = decisions(GAME, table.match, 0)
    blind = [review_module.Decision(d.position, d.recall, d.action, d.event) for d in found]
    hint = Query(
        "hint", "Hint", "hint", lambda r, s, a: coach.hint(r, s, budget=None, max_worlds=8, **a)
    )
    review = review_decisions(GAME, hint, blind, 0, over=True, memo=False)
    assert review["risks"] == [] and "risk" in review["decisions"][-1]


# ----- the reasons ----------------------------------------------------------------------------

NUMBER = r"([+-]?\d+(?:\.\d+)?)"


def _left(hand, card):
    return min_deadwood([c for c in hand if c != card])


def reason_problems(why: str, recall: dict, answer: dict) -> list[str]:
    """Every way ``why`` (a sentence of the coach) contradicts the numbers it cites."""
    problems = []
    hand = recall["hand"]
    rows = answer["options"]
    best = rows[0]
    for a, b in re.findall(r"deadwood can go from (\d+) to (\d+)", why) + re.findall(
        r"lower your deadwood from (\d+) to (\d+)", why
    ):
        if int(b) >= int(a):
            problems.append(f"'from {a} to {b}' offered as a fall")
    for now, after in re.findall(r"does not go down now \((\d+), (\d+) at best", why):
        if int(after) < int(now):
            problems.append(f"'does not go down' but {now} -> {after}")
    if recall["phase"] == "draw" and recall["discard"]:
        now = min_deadwood(hand)
        top = recall["discard"][-1]
        after = best_discard([*hand, top], forbidden=top)[1]
        for cited in re.findall(r"from (\d+) to (\d+)", why):
            if (int(cited[0]), int(cited[1])) != (now, after):
                problems.append(f"cites {cited}, the hand says {(now, after)}")
        for cited in re.findall(r"does not lower your deadwood \((\d+)\)", why):
            if int(cited) != now or after < now:
                problems.append(f"'does not lower ({cited})' but {now} -> {after}")
    card = best["action"].get("card")
    if card is not None:
        for cited in re.findall(
            r"it leaves (\d+) deadwood|\((\d+) deadwood\)|: (\d+) deadwood;", why
        ):
            value = next(int(x) for x in cited if x)
            if value != _left(hand, card):
                problems.append(f"cites {value} deadwood left, the hand leaves {_left(hand, card)}")
    if card is not None and best["action"]["type"] == "discard":
        problems += _discard_problems(why, recall, card)
    for v, lo, hi in re.findall(
        rf"expected {NUMBER} points \(95% interval {NUMBER} to {NUMBER}\)", why
    ):
        if not float(lo) <= float(v) <= float(hi) or abs(float(v) - best["value"]) > 0.051:
            problems.append(f"expected {v} [{lo}, {hi}] against the row {best['value']}")
    for label, only, v in re.findall(
        rf"playing on \((.+?)\), where the opponent may knock first, expects (only )?{NUMBER}", why
    ):
        on = next((r for r in rows if r["label"] == label), None)
        if (
            on is None
            or abs(on["value"] - float(v)) > 0.051
            or bool(only) != (on["value"] < best["value"])
        ):
            problems.append(f"'playing on ({label}) expects {only}{v}' against {on}")
    for only in re.findall(rf"expects only {NUMBER}", why):
        if float(only) >= best["value"]:
            problems.append(f"'expects only {only}' but the move chosen expects {best['value']}")
    for chance, lo, hi in re.findall(
        r"undercut you (\d+)% of the time \(95% interval (\d+) to (\d+)%\)", why
    ):
        u = best["undercut"]
        if (int(chance), int(lo), int(hi)) != tuple(
            round(100 * u[k]) for k in ("chance", "low", "high")
        ):
            problems.append(f"undercut {chance}% [{lo}, {hi}] against {u}")
    if "worth more here" in why:
        others = [r for r in rows[1:] if r["action"]["type"] == "draw"]
        if others and others[0]["value"] >= best["value"]:
            problems.append("'worth more' but it is not")
    return problems


def _unseen(recall: dict) -> list[str]:
    seen = set(recall["hand"]) | set(recall["discard"]) | {c for k in recall["known"] for c in k}
    return [c for c in make_deck() if c not in seen]


def _melding(kept: list[str], unseen: list[str]) -> int:
    """Unseen cards that would meld with ``kept``: counted from ``min_deadwood`` alone."""
    now = min_deadwood(kept)
    return sum(1 for u in unseen if min_deadwood([*kept, u]) < now + card_value(u))


def _discard_problems(why: str, recall: dict, card: str) -> list[str]:
    """A discard's reason against the hand: deadwood left, the least, the melding cards."""
    problems = []
    hand, taken = recall["hand"], recall.get("taken")
    choices = [c for c in hand if c != taken]
    least = min(_left(hand, c) for c in choices)
    left = _left(hand, card)
    unseen = _unseen(recall)
    if "the least you can keep" in why and left != least:
        problems.append(f"'the least you can keep' but {left} > {least}")
    for more, other in re.findall(r"(\d+) more than discarding (\S+?)[,;]", why):
        lowest = next(c for c in choices if card_label(c) == other)
        if int(more) != left - least or _left(hand, lowest) != least:
            problems.append(f"'{more} more than discarding {other}' but {left} vs {least}")
    for n in re.findall(r"(\d+) unseen cards? would meld with the rest", why):
        kept = [c for c in hand if c != card]
        if int(n) != _melding(kept, unseen):
            problems.append(f"'{n} unseen cards would meld' but {_melding(kept, unseen)} do")
    for n, m in re.findall(r"(\d+) unseen cards? would meld with the rest against (\d+)", why):
        if ": more ways" in why and int(n) <= int(m):
            problems.append(f"'more ways to improve' with {n} against {m}")
    return problems


#: Claims of the discard and knock reasons the checker reads (each must occur in the 1,000 decisions).
CLAIMS = (
    "the least you can keep",
    "more than discarding",
    "would meld with the rest",
    "where the opponent may knock first",
)


def fair_decisions(n: int) -> list[tuple[dict, int, dict]]:
    """``n`` decisions (recall, seat, move made) of FairBot hands, seeds from 0."""
    found = []
    seed = 0
    while len(found) < n:
        state = GAME.new_state(2, seed, ONE_HAND)
        bots, rngs = [FairBot(), FairBot()], [bot_rng(seed, 0), bot_rng(seed, 1)]
        while not state["over"] and len(found) < n:
            seat = state["current"]
            legal = GAME.legal_actions(state, seat)
            move = bots[seat].choose(GAME.view(state, seat), legal, rngs[seat])
            if len(legal) > 1:
                found.append((GAME.recall(state, seat), seat, move))
            state = GAME.apply(state, seat, move)
        seed += 1
    return found


def test_a_thousand_reviewed_reasons_agree_with_their_numbers():
    checked = problems = 0
    bad = []
    seen_claims: set[str] = set()
    for recall, seat, move in fair_decisions(1000):
        shown = GAME.present(recall, seat)
        answer = coach.hint(shown, seat, consider=move, budget=None, max_worlds=4)
        for why, rows in [(answer["text"], answer["options"])] + (
            [(answer["runner_up"]["text"], _rows_from(answer, answer["runner_up"]["action"]))]
            if answer["runner_up"]
            else []
        ):
            found = reason_problems(why, shown, {"options": rows})
            seen_claims.update(c for c in CLAIMS if c in why)
            problems += bool(found)
            bad += found
            checked += 1
    assert checked >= 1000
    assert problems == 0, bad[:5]
    assert seen_claims == set(CLAIMS)  # every kind of claim was checked at least once


def _rows_from(answer: dict, action: dict) -> list[dict]:
    """The options with ``action``'s row first (the row a runner-up's reason speaks for)."""
    rows = answer["options"]
    first = next(r for r in rows if r["action"] == action)
    return [first, *(r for r in rows if r is not first)]


def test_the_old_contradiction_is_caught():
    """The checker can fail: the sentence the issue quotes is a contradiction to it."""
    recall = {"phase": "discard", "hand": [], "discard": []}
    answer = {"options": [{"action": {"type": "draw", "source": "discard"}, "value": 1.0}]}
    assert reason_problems(
        "Take Q♥: with it your deadwood can go from 65 to 65; x.", recall, answer
    )


def test_a_discard_reason_that_miscounts_is_caught():
    """The discard checks can fail: a wrong least, a wrong difference, a wrong count."""
    hand = ["2S", "3S", "4S", "7H", "7D", "7C", "9H", "KD", "QC", "5D", "AH"]
    recall = {"phase": "discard", "hand": hand, "discard": ["8S"], "known": [[], []],
              "taken": None}  # fmt: skip
    answer = {"options": [{"action": {"type": "discard", "card": "AH"}, "value": 0.0}]}
    assert reason_problems("Discard A♥: it leaves 25 deadwood, the least you can keep; x.",
                           recall, answer)  # fmt: skip
    assert reason_problems("Discard A♥: it leaves 34 deadwood, 2 more than discarding K♦; x.",
                           recall, answer)  # fmt: skip
    wrong = _melding([c for c in hand if c != "AH"], _unseen(recall)) + 1
    assert reason_problems(f"Discard A♥: it leaves 34 deadwood, 9 more than discarding K♦; "
                           f"{wrong} unseen cards would meld with the rest against 0; x.",
                           recall, answer)  # fmt: skip
    right = wrong - 1
    assert not reason_problems(f"Discard A♥: it leaves 34 deadwood, 9 more than discarding K♦; "
                               f"{right} unseen cards would meld with the rest against 0; x.",
                               recall, answer)  # fmt: skip


def test_a_gin_review_flags_only_costs_its_paired_interval_shows():
    """Every flagged decision of a Gin review has a cost interval above 0 (the paired one
    when the hint dealt enough), the lessons are the largest low ends, and each quotes the
    coach's reason."""
    review_module.forget()
    flagged = paired = 0
    for seed in range(2):
        table = Table(GAME, [FairBot(), GreedyBot()], seed, ONE_HAND)
        table.play_bots()
        review = table.review(0)
        for row in review["decisions"]:
            paired += bool(row.get("paired"))
            if row["shown"]:
                flagged += 1
                assert row["verdict"] == "mistake" and 0 < row["low"] <= row["cost"] <= row["high"]
            else:
                assert row["verdict"] != "mistake"
        lows = sorted((r["low"] for r in review["decisions"] if r["shown"]), reverse=True)
        assert [x["low"] for x in review["lessons"]] == lows[:3]
        assert all(x["why"] and x["why"] in x["text"] for x in review["lessons"])
    assert paired  # the paired interval was used
