"""The Gin coach's choice among moves on the same deals (``estimates.choose``, ``decided``)."""

from tabletop_widgets.gin_rummy import coach
from tabletop_widgets.gin_rummy.estimates import SURE, choose, decided

# the policy's move (index 0) and one that is better by 1 point a deal on average, with
# paired differences of 0 or 2: a standard error of about 0.1 over 100 deals
BASE = [0.0] * 100
BETTER = [2.0 * (i % 2) for i in range(100)]
SLIGHTLY = [1.0] * 3 + [0.0] * 97  # +0.03 a deal, a standard error of 0.017: 1.7 of them


def test_a_move_leaves_the_default_only_by_the_standard_errors_asked():
    assert choose([BASE, BETTER]) == 1
    assert choose([BASE, SLIGHTLY]) == 0, "1.7 standard errors are not SURE"
    assert choose([BASE, SLIGHTLY], sure=0.0) == 1, "with no margin the larger mean wins"
    assert choose([BASE, SLIGHTLY, BETTER], sure=0.0) == 2
    assert decided([BASE, BETTER]) and not decided([BASE, SLIGHTLY], sure=0.0)


def test_the_knock_margin_applies_only_where_knocking_is_the_default():
    knock = {"type": "knock", "card": "KS"}
    discard = {"type": "discard", "card": "KS"}
    assert coach.sure_of([knock, discard]) == coach.KNOCK_SURE
    assert coach.sure_of([discard, knock]) == SURE


def test_the_coach_bot_deals_more_worlds_where_it_may_knock(monkeypatch):
    """``CoachBot`` asks for ``KNOCK_WORLDS`` times its worlds where a knock is a candidate."""
    import random

    from tabletop_widgets.gin_rummy import bots

    asked = []
    real = coach.hint

    def spy(recall, seat, **kwargs):
        asked.append(kwargs["max_worlds"])
        return real(recall, seat, **kwargs)

    monkeypatch.setattr(coach, "hint", spy)
    hand = ["2S", "3S", "4S", "7H", "7D", "7C", "9H", "TH", "JH", "AC", "2C"]
    view = {"seat": 0, "phase": "discard", "hand": hand, "discard": ["QS"], "known": [[], []],
            "taken": None, "stock_count": 30, "current": 0, "turns": 4, "hand_no": 0,
            "opponent_cards": 10, "options": {}}  # fmt: skip
    legal = [{"type": "discard", "card": c} for c in hand] + [{"type": "knock", "card": "2C"}]
    bots.CoachBot(worlds=3).choose(view, legal, random.Random(0))
    assert bots.KNOCK_WORLDS > 1 and asked == [3 * bots.KNOCK_WORLDS]
