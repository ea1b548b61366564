"""Shared helpers of the class-experiment tests: seeded games played by bots."""

from __future__ import annotations

import contextlib
import random
from collections import Counter

from tabletop_widgets.engine import RandomBot, bots_of, make_bot
from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.bots import bot_rng, play_bots
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import get_game


class KeepMostCommonBot:
    """Yum the lesson's way: keep the most common face, three rolls, then the first open box."""

    name = "keep-most-common"

    def choose(self, view, legal, rng: random.Random):
        rolls = [a for a in legal if a["type"] == "roll"]
        dice = view["dice"]
        if rolls and (view["rolls"] == 0 or len(set(dice)) > 1):
            if view["rolls"] == 0:
                return {"type": "roll", "hold": []}
            face, count = max(Counter(dice).items(), key=lambda fc: (fc[1], fc[0]))
            return {"type": "roll", "hold": [i for i, d in enumerate(dice) if d == face][:count]}
        return next(a for a in legal if a["type"] == "score")


def bot_for(game: str):
    """A registered bot of the game (not the random one), or the lesson's Yum player."""
    if game == "yum":
        return KeepMostCommonBot()
    name = next(n for n in bots_of(game) if n != "random")
    return make_bot(bots_of(game)[name])


def play(game_name: str, seats: int, seed: int, bots=None, options=None) -> Match:
    """A seeded game to its end (or ``max_moves``) between bots (random by default)."""
    game = get_game(game_name)
    match = Match(
        game, seats, seed=seed, options=options, names=[f"s{seed}-{i}" for i in range(seats)]
    )
    bots = bots or {i: RandomBot() for i in range(seats)}
    # A bot loop that never ends raises RuntimeError: the moves so far are enough here.
    with contextlib.suppress(RuntimeError):
        play_bots(match, bots, {i: bot_rng(seed, i) for i in range(seats)}, max_moves=6000)
    return match


def records(experiment_id: str, match: Match, room: str = "R") -> list[dict]:
    return ex.records_from_log(experiment_id, match.game, match.initial, match.log, room=room)
