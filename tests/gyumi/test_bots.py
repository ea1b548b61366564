"""GYÜMI bots: memory from views only, the tactical tips, and better play than random."""

from __future__ import annotations

import random
from statistics import mean

from tabletop_widgets.engine import RandomBot, simulate
from tabletop_widgets.gyumi import GAME
from tabletop_widgets.gyumi.bots import FadingMemoryBot, MemoryBot


def view(
    series,
    piles=("pear-5", "grape-5"),
    step="take",
    holding=None,
    turn=1,
    draw=60,
    seat=0,
    source=None,
):
    """A hand-made view: ``series`` is per seat {fruit: (count, top)}."""
    return {
        "seat": seat, "current": seat, "first": 0, "turn": turn, "step": step, "draw_size": draw,
        "removed_count": 30, "piles": list(piles),
        "series": [[{"fruit": f, "top": t, "count": c} for f, (c, t) in s.items()] for s in series],
        "holding": holding, "source": source, "refilled": None, "stall": 0, "stall_limit": 20, "over": None,
    }  # fmt: skip


TAKE = [{"type": "draw"}, {"type": "take", "pile": 0}, {"type": "take", "pile": 1}]
PLACE = [{"type": "play"}, {"type": "discard", "pile": 0}, {"type": "discard", "pile": 1}]


def test_a_bot_remembers_the_card_a_series_covers():
    bot, rng = MemoryBot(), random.Random(0)
    bot.choose(view([{"plum": (1, 1)}, {}], turn=1), TAKE, rng)
    bot.choose(view([{"plum": (2, 3)}, {}], turn=3), TAKE, rng)  # the 1 is now under the 3
    assert bot.known(0, "plum") == ([1, 3], 2)
    # It never plays a number it remembers (a duplicate spoils the series) ...
    action = bot.choose(
        view([{"plum": (2, 3)}, {}], step="place", holding="plum-1", turn=3), PLACE, rng
    )
    assert action["type"] == "discard"
    # ... and plays the missing 2.
    action = bot.choose(
        view([{"plum": (2, 3)}, {}], step="place", holding="plum-2", turn=3), PLACE, rng
    )
    assert action == {"type": "play"}


def test_a_fading_memory_forgets():
    bot, rng = FadingMemoryBot(forget=1.0), random.Random(0)
    bot.choose(view([{"plum": (1, 1)}, {}], turn=1), TAKE, rng)
    bot.choose(view([{"plum": (2, 3)}, {}], turn=3), TAKE, rng)
    assert bot.known(0, "plum") == ([1, 3], 2)
    bot.choose(view([{"plum": (2, 3)}, {}], turn=5), TAKE, rng)  # a new turn: forgets all
    assert bot.known(0, "plum") == ([3], 2)


def test_keep_ones_take_a_one_from_a_discard_pile():
    bot = MemoryBot()
    action = bot.choose(view([{}, {}], piles=("apple-1", "grape-5")), TAKE, random.Random(0))
    assert action == {"type": "take", "pile": 0}
    action = bot.choose(view([{}, {}], step="place", holding="apple-1", source=0, piles=("pear-2", "grape-5")),
                        PLACE, random.Random(0))  # fmt: skip
    assert action == {"type": "play"}


def test_feed_no_one_cover_what_the_next_player_wants():
    bot, rng = MemoryBot(), random.Random(0)
    # The opponent (seat 1) has grapes 1-2-3 and wants the grape 4 on pile 1; the bot discards
    # a card nobody wants and should bury that grape 4.
    # Late in the game (8 cards left of 88), when a new series is worth little.
    first = view(
        [{"pear": (5, 5)}, {"grape": (1, 1)}], turn=1, piles=("apple-5", "apple-4"), draw=88
    )
    bot.choose(first, TAKE, rng)
    bot.choose(
        view([{"pear": (5, 5)}, {"grape": (2, 2)}], turn=3, piles=("apple-5", "apple-4"), draw=8),
        TAKE,
        rng,
    )
    bot.choose(
        view([{"pear": (5, 5)}, {"grape": (3, 3)}], turn=5, piles=("apple-5", "apple-4"), draw=8),
        TAKE,
        rng,
    )
    place = view([{"pear": (5, 5)}, {"grape": (3, 3)}], step="place", holding="pear-3", turn=5,
                 piles=("strawberry-5", "grape-4"), draw=8)  # fmt: skip
    assert bot.choose(place, [PLACE[1], PLACE[2]], rng) == {"type": "discard", "pile": 1}


def test_bots_only_choose_legal_moves_for_every_player_count():
    for players in (2, 5, 8):
        bots = [MemoryBot(), FadingMemoryBot()] * 4
        rows = simulate(GAME, bots[:players], games=1, seed=players, progress=False)
        assert rows[0]["end"] in ("draw_empty", "stall")


def test_memory_bots_beat_random_play():
    rows = simulate(GAME, [MemoryBot(), RandomBot()], games=6, seed=7, progress=False)
    assert mean(r["score_0"] for r in rows) > mean(r["score_1"] for r in rows) + 15
    rows = simulate(GAME, [FadingMemoryBot(), RandomBot()], games=6, seed=7, progress=False)
    assert mean(r["score_0"] for r in rows) > mean(r["score_1"] for r in rows) + 5


def test_an_evaluation_remembers_potentials_and_chances_exactly():
    # The bot computes each series' potential and each card's chance once per evaluation:
    # what it remembered equals a fresh computation, and a new evaluation starts afresh.
    bot = MemoryBot()
    series = [{"apple": (2, 3), "plum": (1, 1)}, {"apple": (1, 2), "pear": (3, 4)}]
    for turn, piles in ((1, ("apple-1", "pear-5")), (3, ("plum-2", "apple-4"))):
        bot.choose(view(series, piles=piles, turn=turn), TAKE, random.Random(0))
        assert bot._pot and bot._chances
        fresh = MemoryBot()
        fresh.__dict__.update(
            {k: v for k, v in bot.__dict__.items() if k not in ("_pot", "_chances")}
        )
        fresh._pot, fresh._chances = {}, {}
        for (_seat, fruit, nums, count), value in bot._pot.items():
            assert fresh.potential(fruit, list(nums), count) == value
        for (fruit, number), value in bot._chances.items():
            assert value == 1.0 - (1.0 - bot._h) ** bot._avail[(fruit, number)]
        series[0]["plum"] = (2, 2)
